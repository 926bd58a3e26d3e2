"""Stud and stud8 ``equity(..., histogram=True)``: per player and high-hand category the deals
ending with it, won alone, split, equal a brute force over every deal ranked by the table
generator's reference evaluators (which share nothing with the C core); Monte Carlo's shares
land within a few standard errors of exact and repeat with the seed; razz (no high hand) and
the draw games refuse the histogram."""

import math
import random
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest
from handrank import Category, cards
from handrank.analysis.equity import EquityError, equity

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from tablegen import reference as ref  # noqa: E402
from tablegen import reference_low as ref_low  # noqa: E402

_NAMES = ("high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house",
          "four of a kind", "straight flush")


def category(key):
    """The Category of a reference score (a straight flush to the ace is a royal flush)."""
    if _NAMES[key[0]] == "straight flush" and key[1][0] == 12:
        return Category.ROYAL_FLUSH
    return Category[_NAMES[key[0]].upper().replace(" ", "_")]


def brute_force(game, known, dead=()):
    """Every completion of every hand to seven cards, the last player first: per player a
    Counter category -> [deals, won the whole pot alone, got a part]."""
    n = len(known)
    hist = [Counter() for _ in range(n)]
    cells = [dict() for _ in range(n)]
    cache = {}

    def value(hand):
        k = frozenset(hand)
        if k not in cache:
            high = ref.best_score(hand)
            low = None
            if game == "stud8":
                five = ref_low.best_five(hand, "a5")
                low = ref_low.badness(five, "a5") if ref_low.qualifies(five, "a5", 8) else None
            cache[k] = (high, low)
        return cache[k]

    def deal(p, rest, vals):
        if p < 0:
            highs = [vals[q][0] for q in range(n)]
            lows = [vals[q][1] for q in range(n) if vals[q][1] is not None]
            hw = {q for q in range(n) if highs[q] == max(highs)}
            lw = {q for q in range(n) if lows and vals[q][1] == min(lows)}
            for q in range(n):
                cat = category(highs[q])
                cell = cells[q].setdefault(cat, [0, 0, 0])
                cell[0] += 1
                whole = (q in hw and len(hw) == 1 and (not lw or lw == {q}))
                part = (q in hw or q in lw) and not whole
                cell[1] += whole
                cell[2] += part
            return
        for more in combinations(rest, 7 - len(known[p])):
            taken = set(more)
            deal(p - 1, [c for c in rest if c not in taken], {**vals, p: value(tuple(known[p]) + more)})

    used = set(dead) | {c for h in known for c in h}
    deal(n - 1, [c for c in range(52) if c not in used], {})
    for q in range(n):
        hist[q] = {c: tuple(v) for c, v in cells[q].items()}
    return hist


def _random_case(seed, sizes, n_dead):
    rng = random.Random(seed)
    d = rng.sample(range(52), sum(sizes) + n_dead)
    known, at = [], 0
    for k in sizes:
        known.append(tuple(d[at:at + k]))
        at += k
    return known, tuple(d[at:])


CASES = [((6, 6), 0), ((6, 6), 8), ((5, 6), 0), ((6, 6, 6), 0), ((7, 6), 3), ((6, 7, 6, 7), 4),
         ((5, 5), 30)]
# hands that make the rare categories: a royal draw, quads and full houses, a straight flush draw
CHOSEN = [["As Ks Qs Js 2d 3c", "7h 7d 7c 2h 4s 5s"], ["9h 8h 7h 6h 2c 2d", "Kc Kd Ks Qc Qd 3s"]]


@pytest.mark.parametrize("game", ["stud", "stud8"])
@pytest.mark.parametrize("case", range(len(CASES) + len(CHOSEN)))
def test_exact_histogram_equals_brute_force(game, case):
    if case < len(CASES):
        sizes, n_dead = CASES[case]
        known, dead = _random_case(300 * case + len(game), sizes, n_dead)
        players = [list(h) for h in known]
    else:
        players, dead = CHOSEN[case - len(CASES)], ()
        known = [tuple(cards(h)) for h in players]
    want = brute_force(game, known, dead)
    r = equity(players, dead=list(dead), game=game, histogram=True)
    assert r.exact
    for i in range(len(known)):
        got = {c: v for c, v in r.histogram_counts[i].items() if v[0]}
        assert got == want[i], (i, got, want[i])
        # the shares add up to 1, and to the player's win and tie
        cells = r.histogram[i].values()
        assert abs(sum(c.share for c in cells) - 1) < 1e-12
        assert abs(sum(c.win for c in cells) - r.win[i]) < 1e-12
        assert abs(sum(c.tie for c in cells) - r.tie[i]) < 1e-12


@pytest.mark.parametrize("game", ["stud", "stud8"])
def test_monte_carlo_histogram_within_error_of_exact_and_seeded(game):
    players = ["As Ks Qs 5d 6c", "7h 7d 2c 4s 8h 9s", "Jd Td 9d 8c 2h 3h"]  # 628,320 deals
    exact = equity(players, game=game, histogram=True, exact=True)
    mc = equity(players, game=game, histogram=True, samples=100_000, seed=5)
    assert not mc.exact and mc.histogram is not None and mc.histogram_counts is None
    for i in range(3):
        for cat, want in exact.histogram[i].items():
            got = mc.histogram[i][cat]
            for a, b in ((got.share, want.share), (got.win, want.win), (got.tie, want.tie)):
                se = math.sqrt(b * (1 - b) / mc.samples)
                assert abs(a - b) <= 5 * se + 1e-9, (i, cat, a, b, se)
    again = equity(players, game=game, histogram=True, samples=100_000, seed=5, threads=2)
    assert again.histogram == mc.histogram
    plain = equity(players, game=game, samples=100_000, seed=5)
    assert plain.equity == mc.equity  # the same deals with or without the histogram


def test_the_histogram_speaks():
    r = equity({"ann": "As Ks Qs Js 2d 3c", "bob": "7h 7d 7c 2h 4s 5s"}, game="stud", histogram=True)
    assert "Royal Flush 2.50%" in r.text()
    d = r.to_dict()
    assert d["players"][0]["histogram"]["ROYAL_FLUSH"]["share"] == 1 / 40
    assert "<table" in r._repr_html_()


@pytest.mark.parametrize("game", ["razz", "lowball_27", "badugi"])
def test_games_without_a_high_hand_refuse_the_histogram(game):
    with pytest.raises(EquityError) as e:
        equity(["As 2c 3d", "Ks 5h 7c"], game=game, histogram=True)
    assert game in str(e.value) and "histogram" in str(e.value)
