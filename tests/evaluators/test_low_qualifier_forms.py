"""A low qualifier is an int (2..13, or 14 for an ace high; NumPy ints too) or a rank ('8', 'T',
'A'): both forms give the same values, and anything else is refused saying which forms there are."""

from __future__ import annotations

import handrank as hr
import numpy as np
import pytest

ROWS = [[0, 4, 8, 12, 20], [0, 4, 8, 12, 36], [48, 4, 8, 12, 20]]


@pytest.mark.parametrize("same", [8, "8", np.int64(8), np.uint8(8)])
def test_an_int_and_its_rank_qualify_alike(same):
    assert list(hr.evaluate_low_batch(ROWS, qualifier=same)) == list(hr.evaluate_low_batch(ROWS, qualifier=8))


@pytest.mark.parametrize("bad", [8.0, "8.5", True, 15, "eight"])
def test_other_forms_are_refused_naming_both(bad):
    with pytest.raises(hr.LowballError, match=r"as an int 2\.\.13 or 14 .* or its rank"):
        hr.evaluate_low_batch(ROWS, qualifier=bad)
