"""Exact equity equals the brute-force reference (every deal, ``evaluate`` per player), as integers."""

import random

import pytest
from equity_reference import range_counts
from handrank.analysis.equity import equity


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


# ---- Omaha and hi-lo ---------------------------------------------------------------------

def _check_game(game, holes_or_ranges, board, dead):
    ranges = [[h] if isinstance(h, tuple) else [tuple(c[:-1]) for c in h.combos] for h in holes_or_ranges]
    want, deals, _ = range_counts(ranges, board, dead, game)
    r = equity(list(holes_or_ranges), board=board, dead=dead, game=game, exact=True)
    width = len(want) // len(ranges)
    got = [x for k in range(len(ranges)) for x in r.counts[k]]
    assert (got, r.deals) == (want, deals)
    assert sum(r.equity.values()) == pytest.approx(1.0, abs=1e-12)
    if game.endswith("8"):
        assert width == 5 and r.scoop == r.win
        assert sum(r.high.values()) == pytest.approx(1.0)  # the high half always goes to someone
        assert sum(r.low.values()) <= 1.0 + 1e-12


class OmahaCombos:
    def __init__(self, hands):
        self.combos = tuple(tuple(sorted(h, reverse=True)) + (1.0,) for h in hands)

    def text(self):
        return "/".join(" ".join(map(str, c[:-1])) for c in self.combos)


@pytest.mark.parametrize("seed", range(10))
@pytest.mark.parametrize("game", ["omaha", "omaha8", "omaha5", "omaha6", "omaha5_8", "omaha6_8"])
def test_omaha_flop_turn_river(game, seed):
    rng = random.Random(400 + seed)
    nh = {"omaha": 4, "omaha8": 4, "omaha5": 5, "omaha6": 6, "omaha5_8": 5, "omaha6_8": 6}[game]
    n = 2 + seed % 3 if nh < 6 else 2 + seed % 2
    nb = (3, 4, 5)[seed % 3] if n < 4 else (4, 5)[seed % 2]
    deal = rng.sample(range(52), nh * n + nb + seed % 3)
    holes = [tuple(deal[nh * p:nh * p + nh]) for p in range(n)]
    board = tuple(deal[nh * n:nh * n + nb])
    dead = tuple(deal[nh * n + nb:])
    _check_game(game, holes, board, dead)


def test_omaha_ranges_with_collisions():
    rng = random.Random(77)
    board = (3, 17, 30, 44)
    rest = [c for c in range(52) if c not in board]
    pool = rng.sample(rest, 16)  # the two ranges share pool[6:10]: some tuples collide
    a = OmahaCombos([tuple(rng.sample(pool[:10], 4)) for _ in range(3)])
    b = OmahaCombos([tuple(rng.sample(pool[6:], 4)) for _ in range(3)])
    _check_game("omaha8", [a, b], board, ())


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("game,nh", [("omaha5_8", 5), ("omaha6_8", 6)])
def test_big_o_with_lows(game, nh, seed):
    """Big O and six-card Omaha hi-lo from decks rich in low cards, so lows qualify and split."""
    rng = random.Random(900 + seed)
    low_cards = [c for c in range(52) if c >> 2 <= 6 or c >> 2 == 12]
    n, nb = 2 + seed % 2, (4, 5)[seed % 2]
    deal = rng.sample(low_cards, nh * n + nb)
    holes = [tuple(deal[nh * p:nh * p + nh]) for p in range(n)]
    board = tuple(deal[nh * n:])
    _check_game(game, holes, board, ())
    r = equity([list(h) for h in holes], board=board, game=game)
    assert r.low is not None and r.scoop == r.win and 0 <= min(r.low.values())


@pytest.mark.parametrize("seed", range(10))
def test_holdem8(seed):
    rng = random.Random(500 + seed)
    n = 2 + seed % 3
    nb = (0, 3, 4, 5)[seed % 4]
    low_cards = [c for c in range(52) if c >> 2 <= 6 or c >> 2 == 12]  # lows happen often
    cards = rng.sample(low_cards, 2 * n + nb)
    holes = [tuple(cards[2 * p:2 * p + 2]) for p in range(n)]
    board = tuple(cards[2 * n:])
    used = set(cards)
    # preflop: many dead cards so the reference can visit every board (flushes and lows still possible)
    dead = tuple(rng.sample([c for c in range(52) if c not in used], 28 if nb == 0 else seed % 3))
    _check_game("holdem8", holes, board, dead)


@pytest.mark.parametrize("hero,board,dead", [
    ((50, 46), (0, 12, 28), ()),        # Ah Kh on 2c 5c 9c: diamonds and spades swap
    ((51, 47), (), tuple(range(0, 32))),  # As Ks preflop, 2-9 dead: clubs, diamonds, hearts permute
    ((43, 40), (4, 5, 6), (48,)),       # Qs Qc on 3c 3d 3h, Ac dead: no symmetry left
])
def test_one_range_by_suit_orbits(hero, board, dead):
    """One range against an exact hand is enumerated one combo per suit orbit: the counts still
    equal the reference's over every combo (an uneven range: orbits only partly in it)."""
    rng = random.Random(sum(hero))
    rest = [c for c in range(52) if c not in hero + board + dead]
    pairs = [(a, b) for a in rest for b in rest if a > b]
    villain = Combos(rng.sample(pairs, min(40, len(pairs))))
    _check([hero, villain], board, dead)


def test_weighted_range_by_suit_orbits(monkeypatch):
    """Weights: an orbit's weight is the sum of its combos' weights (the same answer as every
    combo enumerated, which the weighted reference test above checks)."""
    import handrank.analysis.equity as module
    rng = random.Random(3)
    hero, board = (50, 46), (0, 12, 28)
    rest = [c for c in range(52) if c not in hero + board]
    pairs = rng.sample([(a, b) for a in rest for b in rest if a > b], 60)
    villain = Combos(pairs, [rng.choice((0.2, 0.5, 1.0)) for _ in pairs])
    by_orbit = equity([hero, villain], board=board, exact=True)
    monkeypatch.setattr(module, "_suit_orbits", lambda *a: None)
    every = equity([hero, villain], board=board, exact=True)
    assert by_orbit.equity == pytest.approx(every.equity, abs=1e-12)
    assert by_orbit.win == pytest.approx(every.win, abs=1e-12)
