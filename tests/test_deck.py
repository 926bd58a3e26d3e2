"""Deck and random_hands: dealing, removal, reproducibility, uniformity."""

import math
from itertools import combinations

import handrank
import numpy as np
import pytest
from handrank import CardError, evaluate_batch
from handrank.deck import Deck, random_hands

# --- Deck ---

def test_a_new_deck_holds_the_52_cards_shuffled():
    d = Deck(seed=1)
    assert len(d) == 52 and sorted(d) == list(range(52))
    assert list(d) != list(range(52))


def test_deal_from_the_top():
    d = Deck(seed=2)
    order = list(d)
    assert d.deal(2) == tuple(order[:2]) and d.deal() == (order[2],) and d.deal(0) == ()
    assert len(d) == 49 and list(d) == order[3:]


def test_deal_refuses_more_than_is_left():
    d = Deck(seed=3)
    d.deal(50)
    with pytest.raises(CardError, match="cannot deal 3 cards: 2 are left"):
        d.deal(3)
    assert len(d) == 2 and len(d.deal(2)) == 2 and len(d) == 0


@pytest.mark.parametrize("n", [-1, 1.5, "2", True, None])
def test_deal_refuses_a_bad_count(n):
    with pytest.raises(CardError, match="a whole number"):
        Deck().deal(n)


def test_remove_known_cards():
    d = Deck(seed=4)
    d.remove("As Kd")
    d.remove([0, "2d"])
    assert len(d) == 48 and not {51, 45, 0, 1} & set(d)
    assert "As" not in d and "Ah" in d and 50 in d and "xx" not in d


def test_remove_refuses_a_card_not_in_the_deck_and_takes_nothing():
    d = Deck(seed=5)
    d.remove("As")
    with pytest.raises(CardError, match="As is not in the deck"):
        d.remove("Kd As")
    assert len(d) == 51 and "Kd" in d
    with pytest.raises(CardError, match="unknown suit"):
        d.remove("Kx")


def test_same_seed_same_deals_other_seed_other_deals():
    a, b, c = Deck(seed=42), Deck(seed=42), Deck(seed=43)
    assert [a.deal(2) for _ in range(5)] == [b.deal(2) for _ in range(5)]
    assert list(Deck(seed=42)) != list(c)


def test_shuffle_keeps_what_is_left_and_reset_puts_all_back():
    d = Deck(seed=6)
    dealt = set(d.deal(10))
    before = list(d)
    d.shuffle()
    assert sorted(d) == sorted(before) and list(d) != before and not dealt & set(d)
    first = list(d)
    d.reset()
    assert len(d) == 52 and sorted(d) == list(range(52)) and list(d)[:42] != first


def test_deck_deals_uniformly():
    counts = np.zeros((52,), dtype=np.int64)
    d = Deck(seed=7)
    for _ in range(5200):
        d.reset()
        counts[list(d.deal(2))] += 1
    assert chi_square_p(counts, np.full(52, 200.0)) > 1e-4


# --- random_hands ---

def chi_square_p(observed, expected, scale=1.0):
    """The upper-tail p-value of Pearson's statistic times ``scale`` (Wilson-Hilferty)."""
    x = float(((observed - expected) ** 2 / expected).sum()) * scale
    df = len(observed) - 1
    z = ((x / df) ** (1 / 3) - (1 - 2 / (9 * df))) / math.sqrt(2 / (9 * df))
    return 0.5 * math.erfc(z / math.sqrt(2))


def subset_scale(k, m=52):
    """Counts of k distinct cards a row are less spread than a multinomial's: the covariance
    is n p (1 - p) m / (m - 1) (I - J / m) with p = k / m, so this scale makes it chi-square."""
    return (m - 1) / (m * (1 - k / m))


def assert_distinct_rows(hands):
    s = np.sort(hands, axis=1).astype(int)
    assert (np.diff(s, axis=1) > 0).all()


@pytest.mark.parametrize("k", [1, 2, 5, 7, 12, 13, 52])
def test_rows_hold_distinct_cards(k):
    hands = random_hands(70_000, k, seed=k)  # more rows than one shuffled chunk
    assert hands.shape == (70_000, k) and hands.dtype == np.uint8 and hands.flags.c_contiguous
    assert hands.max() <= 51
    assert_distinct_rows(hands)


def test_ready_for_evaluate_batch():
    hands = random_hands(10000, 7, seed=1)
    values = evaluate_batch(hands)
    assert values.shape == (10000,)
    assert values[0] == handrank.evaluate(tuple(int(c) for c in hands[0]))


@pytest.mark.parametrize("n, k", [(200_000, 7), (20_000, 30)])  # both samplers
def test_card_frequencies_are_uniform(n, k):
    hands = random_hands(n, k, seed=2024)
    counts = np.bincount(hands.ravel(), minlength=52)
    p = chi_square_p(counts, np.full(52, n * k / 52), subset_scale(k))
    assert 1e-4 < p < 1 - 1e-4
    for col in range(k):  # every position too
        p = chi_square_p(np.bincount(hands[:, col], minlength=52), np.full(52, n / 52))
        assert 1e-4 < p < 1 - 1e-4


def pair_counts(hands, columns):
    counts = np.zeros(1326, dtype=np.int64)
    for i, j in columns:
        hi, lo = np.maximum(hands[:, i], hands[:, j]), np.minimum(hands[:, i], hands[:, j])
        counts += np.bincount(hi * (hi - 1) // 2 + lo, minlength=1326)
    return counts


@pytest.mark.parametrize("n, k", [(400_000, 2), (400_000, 20)])  # both samplers
def test_pair_frequencies_are_uniform(n, k):
    hands = random_hands(n, k, seed=99).astype(np.int64)
    for columns in ((0, 1), (k - 2, k - 1), (0, k - 1)):  # one pair a row: multinomial
        p = chi_square_p(pair_counts(hands, [columns]), np.full(1326, n / 1326))
        assert 1e-4 < p < 1 - 1e-4


def test_pair_frequencies_are_uniform_over_every_pair_of_a_row():
    n, k = 200_000, 7  # 21 pairs a row: close enough to chi-square with the subset scale
    counts = pair_counts(random_hands(n, k, seed=7).astype(np.int64), combinations(range(k), 2))
    p = chi_square_p(counts, np.full(1326, n * 21 / 1326), 1325 / (1326 * (1 - 21 / 1326)))
    assert 1e-4 < p < 1 - 1e-4


def test_a_broken_sampler_fails_the_checks():
    # the checks can fail: hands made of consecutive cards have uniform cards, skewed pairs
    start = np.random.default_rng(1).integers(0, 46, 200_000)
    hands = (start[:, None] + np.arange(7)).astype(np.int64)
    counts = pair_counts(hands, combinations(range(7), 2))
    assert chi_square_p(counts, np.full(1326, 200_000 * 21 / 1326)) < 1e-4


def test_dead_cards_are_never_dealt_and_the_rest_are_uniform():
    dead = "As Ks 2c 7d"
    hands = random_hands(100_000, 5, seed=3, dead=dead)
    assert not np.isin(hands, [51, 47, 0, 21]).any()
    assert_distinct_rows(hands)
    counts = np.bincount(hands.ravel(), minlength=52)
    live = [c for c in range(52) if c not in (51, 47, 0, 21)]
    assert chi_square_p(counts[live], np.full(48, 500_000 / 48), subset_scale(5, 48)) > 1e-4
    assert random_hands(10, 48, seed=1, dead=dead).shape == (10, 48)


def test_same_seed_same_hands():
    assert (random_hands(1000, 7, seed=5) == random_hands(1000, 7, seed=5)).all()
    assert (random_hands(1000, 7, seed=5) != random_hands(1000, 7, seed=6)).any()
    assert random_hands(0, 7).shape == (0, 7)


@pytest.mark.parametrize("kwargs, words", [
    (dict(n=10, k=53), "k=53 cards per hand, but only 52"),
    (dict(n=10, k=49, dead="As Ks Qs Js"), "only 48"),
    (dict(n=10, k=0), "k=0"),
    (dict(n=-1, k=5), "n=-1"),
    (dict(n=2.0, k=5), "n=2.0"),
    (dict(n=10, k="7"), "k='7'"),
    (dict(n=10, k=5, dead="Ax"), "unknown suit"),
    (dict(n=10, k=5, dead="As As"), "given twice"),
])
def test_random_hands_errors(kwargs, words):
    with pytest.raises(CardError) as e:
        random_hands(**kwargs)
    assert words in str(e.value)


def test_random_hands_without_numpy_says_how_to_get_it(monkeypatch):
    import handrank.deck as deck

    monkeypatch.setattr(deck, "optional_numpy", lambda: None)
    with pytest.raises(ImportError, match=r'pip install "handrank\[numpy\]"'):
        deck.random_hands(10, 5)


def test_exported():
    assert handrank.Deck is Deck and handrank.random_hands is random_hands
