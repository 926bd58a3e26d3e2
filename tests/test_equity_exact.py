"""Exact equity equals the brute-force reference (every deal, ``evaluate`` per player), as integers."""

import random

import pytest
from equity_reference import range_counts

from handrank.games.equity import equity


class Combos:
    """A stand-in for ``Range``: anything with ``combos`` ``(hi, lo, weight)`` plays a range."""

    def __init__(self, pairs, weights=None):
        self.combos = tuple((max(a, b), min(a, b), 1.0 if weights is None else weights[i])
                            for i, (a, b) in enumerate(pairs))

    def text(self):
        return ",".join(f"{a}-{b}" for a, b, _ in self.combos)


def _deal(rng, n_players, n_board, n_dead):
    d = rng.sample(range(52), 2 * n_players + n_board + n_dead)
    holes = [tuple(d[2 * i:2 * i + 2]) for i in range(n_players)]
    rest = d[2 * n_players:]
    return holes, tuple(rest[:n_board]), tuple(rest[n_board:])


def _check(holes_or_ranges, board, dead):
    ranges = [[h] if isinstance(h, tuple) else [tuple(c[:2]) for c in h.combos] for h in holes_or_ranges]
    want, deals, _ = range_counts(ranges, board, dead)
    r = equity(list(holes_or_ranges), board=board, dead=dead, exact=True)
    got = [x for k in range(len(ranges)) for x in r.counts[k]]
    assert (got, r.deals) == (want, deals)
    assert sum(r.equity.values()) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("seed", range(12))
def test_flop_and_turn_hand_vs_hand(seed):
    rng = random.Random(seed)
    holes, board, dead = _deal(rng, 2 + seed % 3, 3 + seed % 2, seed % 4)
    _check(holes, board, dead)


@pytest.mark.parametrize("seed", range(6))
def test_river_four_players(seed):
    rng = random.Random(100 + seed)
    holes, board, dead = _deal(rng, 4, 5, 2)
    _check(holes, board, dead)


@pytest.mark.parametrize("seed", range(16))
def test_preflop_rank_classes_and_flushes(seed):
    """Preflop the kernel counts rank classes and corrects the flush boards: with many dead
    cards the reference can still visit every board. Dead cards are taken mostly outside
    one suit so that suit keeps enough cards for flushes (with suited hole cards too)."""
    rng = random.Random(200 + seed)
    n = 2 + seed % 3
    flush_suit = seed % 4
    suited = [c for c in range(52) if c % 4 == flush_suit]
    others = [c for c in range(52) if c % 4 != flush_suit]
    rng.shuffle(suited)
    rng.shuffle(others)
    holes = [(suited.pop(), suited.pop() if i % 2 == 0 else others.pop()) for i in range(n)]
    dead = tuple(others[: 30 - 2 * n] + suited[: seed % 3])
    _check(holes, (), dead)


def test_preflop_every_suit_available():
    """Few cards left, but all four suits still in the deck."""
    rng = random.Random(7)
    holes, _, dead = _deal(rng, 3, 0, 28)
    _check(holes, (), dead)


@pytest.mark.parametrize("seed", range(6))
def test_ranges_with_collisions(seed):
    rng = random.Random(300 + seed)
    board = tuple(rng.sample(range(52), 3 + seed % 2))
    rest = [c for c in range(52) if c not in board]
    pool = rng.sample(rest, 9)  # few cards: the ranges collide often
    ranges = [Combos([tuple(rng.sample(pool, 2)) for _ in range(3)]) for _ in range(2 + seed % 2)]
    for r in ranges:  # drop a repeated combo: a range holds a combo once
        r.combos = tuple(dict.fromkeys(r.combos))
    _check(ranges, board, ())


def test_preflop_ranges_with_dead_cards():
    rng = random.Random(11)
    dead = tuple(rng.sample(range(52), 30))
    rest = [c for c in range(52) if c not in dead]
    a = Combos([tuple(rng.sample(rest, 2)) for _ in range(2)])
    b = Combos([tuple(rng.sample(rest, 2)) for _ in range(2)])
    for r in (a, b):
        r.combos = tuple(dict.fromkeys(r.combos))
    _check([a, b], (), dead)


def test_weights_multiply_per_tuple():
    """Weighted: each tuple's counts times the product of its combos' weights."""
    board = (0, 5, 10)
    a = Combos([(51, 47), (50, 46)], [1.0, 0.5])
    b = Combos([(49, 45), (20, 24)], [0.25, 1.0])
    r = equity([a, b], board=board, exact=True)
    num = [0.0, 0.0]
    den = 0.0
    for ha, wa in ((c[:2], c[2]) for c in a.combos):
        for hb, wb in ((c[:2], c[2]) for c in b.combos):
            want, deals, _ = range_counts([[ha], [hb]], board)
            num = [x + wa * wb * want[3 * p + 2] / 5040 for p, x in enumerate(num)]
            den += wa * wb * deals
    assert [r.equity[0], r.equity[1]] == pytest.approx([x / den for x in num], abs=1e-12)
    assert r.counts is None  # weighted: no integer counts
