"""Every 5-, 6- and 7-card hand, enumerated in C, against the spec's known counts."""

import pytest
from handrank import Category, category
from handrank._core import ffi, lib

SPEC_COUNTS = {
    5: [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 36, 4],
    7: [23294460, 58627800, 31433400, 6461620, 6180020, 4047644, 3473184, 224848, 37260, 4324],
}


def _histogram(k):
    hist = ffi.new("uint64_t[7463]")
    assert lib.hr_enumerate(k, hist) == 0
    return list(hist)


@pytest.mark.parametrize("k, total, distinct", [(5, 2598960, 7462), (7, 133784560, 4824)])
def test_category_counts(k, total, distinct):
    hist = _histogram(k)
    assert hist[0] == 0
    counts = [0] * 10
    for v in range(1, 7463):
        counts[category(v)] += hist[v]
    assert counts == SPEC_COUNTS[k]
    assert sum(hist) == total
    assert sum(1 for h in hist if h) == distinct


@pytest.mark.parametrize("k, distinct", [(5, 7462), (6, 6075), (7, 4824)])
def test_category_counts_straight_from_c(k, distinct):
    counts, seen = ffi.new("uint64_t[10]"), ffi.new("uint32_t *")
    assert lib.hr_enumerate_categories(k, counts, seen) == 0
    if k in SPEC_COUNTS:
        assert list(counts) == SPEC_COUNTS[k]
    assert sum(counts) == {5: 2598960, 6: 20358520, 7: 133784560}[k]
    assert seen[0] == distinct
    assert lib.hr_enumerate_categories(8, counts, seen) == -1


def test_every_five_card_class_occurs_as_often_as_it_should():
    # each unsuited class with distinct ranks occurs 4**5 - 4 times, each flush class 4 times
    hist = _histogram(5)
    for v in range(1, 7463):
        if category(v) in (Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH):
            assert hist[v] == 4
        elif category(v) in (Category.HIGH_CARD, Category.STRAIGHT):
            assert hist[v] == 4 ** 5 - 4


def test_all_six_card_hands_equal_their_best_five():
    hist = _histogram(6)
    assert sum(hist) == 20358520
    # each against the best of its 5-card subsets: tests/c/test_reference.c (hr_check_six)


def test_enumerate_rejects_bad_k():
    hist = ffi.new("uint64_t[7463]")
    assert lib.hr_enumerate(4, hist) == -1 and lib.hr_enumerate(8, hist) == -1
