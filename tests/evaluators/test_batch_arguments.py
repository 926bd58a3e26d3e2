"""``evaluate_batch``'s arguments: ``threads=`` is checked the same way for any batch size and the
error names it; a row given as text is a hand, not a row of characters."""

from __future__ import annotations

import handrank as hr
import pytest

ROYAL = [51, 47, 43, 39, 35]


@pytest.mark.parametrize("threads", [1.5, "2", 0, -1, True, 2.0])
@pytest.mark.parametrize("rows", [1, 100_000])
def test_a_bad_thread_count_is_refused_naming_threads(threads, rows):
    with pytest.raises(hr.HandrankError, match=r"^threads="):
        hr.evaluate_batch([ROYAL] * rows, threads=threads)


@pytest.mark.parametrize("threads", [None, 1, 2, 8])
def test_good_thread_counts_give_the_same_values(threads):
    assert list(hr.evaluate_batch([ROYAL] * 50_000, threads=threads)) == [7462] * 50_000


def test_rows_of_text_are_hands():
    text = ["7c 8d 9h Ts Js", "As Ks Qs Js Ts 2d 3c"]
    got = list(hr.evaluate_batch(text[:1])) + list(hr.evaluate_batch(text[1:]))
    assert got == [hr.evaluate(text[0]), 7462]
    mixed = ["7c 8d 9h Ts Js", ["7c", "8d", "9h", "Ts", "Js"]]
    assert list(hr.evaluate_batch(mixed)) == [hr.evaluate(text[0])] * 2
