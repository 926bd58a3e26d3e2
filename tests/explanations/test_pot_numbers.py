"""A pot is any whole number, of whatever numeric type a caller holds (an int, a NumPy integer,
a whole ``Decimal`` or ``Fraction``), and is settled in ints; other values are refused, named."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import handrank as hr
import numpy as np
import pytest

HANDS = ["As 2d 3c 4h", "Ks Qd Jc Th"]


@pytest.mark.parametrize("pot", [10, np.int64(10), np.uint16(10), Decimal("10"), Fraction(20, 2)])
def test_a_whole_pot_of_any_type_splits_as_an_int(pot):
    r = hr.badugi_showdown(HANDS, pot=pot)
    assert r.awards == hr.badugi_showdown(HANDS, pot=10).awards
    assert all(type(v) is int for v in r.awards.values())
    assert hr.split_pot(pot, ["a", "b", "c"]) == {"a": 4, "b": 3, "c": 3}


@pytest.mark.parametrize("pot", [10.0, Decimal("10.5"), Fraction(21, 2), Decimal("NaN"), True, "10"])
def test_other_pots_are_refused_naming_the_amount(pot):
    with pytest.raises(hr.PotError, match=r"^amount .* is not a whole number"):
        hr.split_pot(pot, ["a", "b"])
