"""ICM (Malmuth–Harville) and the starting-hand percentile.

The exact kernel is checked against a brute force over every finishing order in exact
fractions (up to 8 players, every number of paid places), against an independent dynamic
programme over frozensets for larger fields (the kernel's colex ranking up to 64 players),
against the closed form for two paid places, and against Wikipedia's worked example; Monte
Carlo against the exact answer within its standard error.
"""

from __future__ import annotations

import json
import math
import os
import random
import subprocess
import sys
from fractions import Fraction
from itertools import permutations

import handrank as hr
import pytest
from handrank.analysis.icm import EXACT_SETS, ICMError, default_samples, icm
from handrank.analysis.ranges import HAND_CLASSES, RangeError, _strength_order, percentile


def brute_places(stacks: list[int], k: int) -> list[list[Fraction]]:
    """P(player i in place m) by summing the model's probability of every finishing order."""
    n = len(stacks)
    places = [[Fraction(0)] * k for _ in range(n)]
    for order in permutations(range(n), k):
        p, left = Fraction(1), Fraction(sum(stacks))
        for i in order:
            p *= Fraction(stacks[i]) / left
            left -= stacks[i]
        for m, i in enumerate(order):
            places[i][m] += p
    return places


def dp_places(stacks: list[float], k: int) -> list[list[float]]:
    """The same by a dynamic programme over frozensets (no ranking, no bit tricks)."""
    n, total = len(stacks), math.fsum(stacks)
    level = {frozenset(): 1.0}
    places = [[0.0] * k for _ in range(n)]
    for m in range(k):
        nxt: dict[frozenset, float] = {}
        for placed, p in level.items():
            rest = total - math.fsum(stacks[i] for i in placed)
            for j in range(n):
                if j not in placed:
                    q = p * stacks[j] / rest
                    places[j][m] += q
                    nxt[placed | {j}] = nxt.get(placed | {j}, 0.0) + q
        level = nxt
    return places


@pytest.mark.parametrize("n", range(1, 9))
def test_exact_matches_every_finishing_order(n):
    rng = random.Random(n)
    for _ in range(3 if n < 8 else 1):
        stacks = [rng.randint(1, 10_000) for _ in range(n)]
        for k in ([1, 2, n] if n == 8 else range(1, n + 1)):
            payouts = sorted((rng.randint(0, 1000) for _ in range(k)), reverse=True)
            r = icm(stacks, payouts)
            assert r.exact
            want = brute_places(stacks, k)
            for i in range(n):
                for m in range(k):
                    assert r.places[i][m] == pytest.approx(float(want[i][m]), rel=1e-12, abs=1e-15)
                eq = sum(want[i][m] * payouts[m] for m in range(k))
                assert r.equity[i] == pytest.approx(float(eq), rel=1e-12, abs=1e-12)


@pytest.mark.parametrize("n,k", [(12, 6), (20, 3), (25, 3), (40, 2), (64, 2), (64, 1)])
def test_exact_matches_a_set_programme_on_large_fields(n, k):
    rng = random.Random(100 * n + k)
    stacks = [rng.uniform(1, 50) for _ in range(n)]
    r = icm(stacks, list(range(k, 0, -1)))
    assert r.exact
    want = dp_places(stacks, k)
    for i in range(n):
        for m in range(k):
            assert r.places[i][m] == pytest.approx(want[i][m], rel=1e-9, abs=1e-15)


def test_two_paid_places_closed_form():
    rng = random.Random(7)
    s = [rng.uniform(1, 9) for _ in range(30)]
    t = sum(s)
    r = icm(s, [2, 1])
    for i in range(30):
        second = sum(s[j] / t * s[i] / (t - s[j]) for j in range(30) if j != i)
        assert r.places[i] == pytest.approx((s[i] / t, second), rel=1e-12)


def test_wikipedia_example():
    # en.wikipedia.org/wiki/Independent_Chip_Model: A, B, C hold 50%, 30%, 20% of the chips, 1st
    # pays 70 and 2nd 30; the article gives P[A=1, B=2] = 0.3 etc., ICM(A) ~ 45 and ICM(B) ~ 32.
    r = icm([50, 30, 20], [70, 30])
    assert [round(e, 2) for e in r.equity] == [45.18, 32.25, 22.57]
    assert r.places[0] == pytest.approx((0.5, 0.3 * 0.5 / 0.7 + 0.2 * 0.5 / 0.8))  # B or C first


def test_invariants_on_a_final_table():
    rng = random.Random(3)
    stacks = [rng.randint(100, 90_000) for _ in range(20)]
    pay = [30, 20, 14, 10, 8, 6, 5, 4, 3]
    r = icm(stacks, pay)
    assert r.exact and r.samples is None and r.se is None
    assert math.fsum(r.equity) == pytest.approx(sum(pay), rel=1e-12)
    for m in range(len(pay)):  # every paid place goes to somebody
        assert math.fsum(p[m] for p in r.places) == pytest.approx(1.0, rel=1e-12)
    # a bigger stack is worth more, but less than in proportion (the point of ICM)
    order = sorted(range(20), key=lambda i: stacks[i])
    assert [r.equity[i] for i in order] == sorted(r.equity)
    big = max(range(20), key=lambda i: stacks[i])
    assert r.equity[big] < sum(pay) * stacks[big] / sum(stacks)
    # equal stacks share alike; one paid place is the chip share
    assert len(set(round(e, 12) for e in icm([5] * 9, [5, 3, 2]).equity)) == 1
    assert icm([1, 2, 7], [10]).equity == pytest.approx((1.0, 2.0, 7.0))
    # scale does not matter
    assert icm([1e308, 1e308, 1e308], [2, 1]).equity == pytest.approx((1.0, 1.0, 1.0))
    assert icm([s * 1e-300 for s in stacks[:6]], pay[:4]).equity == \
        pytest.approx(icm(stacks[:6], pay[:4]).equity, rel=1e-12)


def test_exact_up_to_twenty_players_and_the_limit():
    assert icm(list(range(1, 21)), list(range(20, 0, -1))).exact  # every place paid: 2**20 sets
    r = icm(list(range(1, 41)), [3, 2, 1])                           # big field, few places: exact
    assert r.exact
    r = icm(list(range(1, 41)), list(range(15, 0, -1)), samples=2000, seed=1)
    assert not r.exact and r.samples == 2000
    with pytest.raises(ICMError, match=r"40 players with 15 paid places .* limit is 4,194,304"):
        icm(list(range(1, 41)), list(range(15, 0, -1)), exact=True)
    assert not icm(list(range(1, 41)), list(range(15, 0, -1)), samples=10, seed=0).exact
    assert hr.icm is icm and hr.percentile is percentile and hr.ICMError is ICMError
    assert EXACT_SETS == 1 << 22


def test_monte_carlo_agrees_and_repeats():
    stacks, pay = [9000, 8000, 7000, 6000, 5000, 2500, 1200], [50, 30, 20]
    exact = icm(stacks, pay)
    r = icm(stacks, pay, samples=200_000, seed=11)
    assert not r.exact and r.seed == 11 and len(r.se) == len(stacks)
    for i in range(len(stacks)):
        assert abs(r.equity[i] - exact.equity[i]) < 5 * r.se[i]
        assert 0 < r.se[i] < 0.2
    for m in range(3):
        assert math.fsum(p[m] for p in r.places) == pytest.approx(1.0)
    again = icm(stacks, pay, samples=200_000, seed=11)
    assert again.equity == r.equity and again.se == r.se
    assert icm(stacks, pay, samples=200_000, seed=12).equity != r.equity
    assert icm(stacks, pay, exact=False).samples == default_samples(7) == 1_000_000


@pytest.mark.parametrize("stacks,payouts,match", [
    ([100, 0], [1], "stack 2 is 0"),
    ([100, -5], [1], "stack 2 is -5"),
    ([100, float("nan")], [1], "stack 2 is nan: not a finite"),
    ([100, float("inf")], [1], "stack 2 is inf"),
    ([100, True], [1], "stack 2 is True: not a number"),
    ([100, "50"], [1], "stack 2 is '50': not a number"),
    ("100 50", [1], "not a list of numbers"),
    ([], [1], "no players"),
    ([1, 2], [], "no paid place"),
    ([1, 2], [3, 2, 1], "3 payouts for 2 players"),
    ([1, 2, 3], [1, 2], "payout 2 .2. is more than payout 1 .1.: list the payouts largest first"),
    ([1, 2, 3], [2, -1], "payout 2 is -1"),
])
def test_bad_input_is_named(stacks, payouts, match):
    with pytest.raises(ICMError, match=match):
        icm(stacks, payouts)


@pytest.mark.parametrize("kw,match", [
    ({"exact": 1}, "exact=1"), ({"samples": 1}, "samples=1"), ({"samples": 2.5}, "samples=2.5"),
    ({"samples": 10 ** 13}, "samples="), ({"seed": -1}, "seed=-1"), ({"seed": 2 ** 64}, "seed="),
    ({"exact": True, "samples": 10}, "exact=True with samples"),
])
def test_bad_options_are_named(kw, match):
    with pytest.raises(ICMError, match=match):
        icm([1, 2, 3], [2, 1], **kw)
    assert issubclass(ICMError, ValueError)


def test_a_huge_field_is_refused_or_runs_within_a_memory_limit():
    """Monte Carlo on 100,000 players and an exact refusal of a huge field, under a 1 GB limit."""
    code = ("import resource; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
            "from handrank.analysis.icm import icm, ICMError\n"
            "r = icm([1 + i % 7 for i in range(100_000)], [10, 5, 1], samples=20, seed=1)\n"
            "assert not r.exact and abs(sum(r.equity) - 16) < 1e-9\n"
            "try:\n    icm(list(range(1, 65)), list(range(32, 0, -1)), exact=True)\n"
            "except ICMError as e:\n    print('refused:', e)\n")
    # (free-threaded CPython's allocator reserves 1 GiB of address space at start: in 64 MiB
    # steps instead, the limit counts what is used)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                       env={**os.environ, "MIMALLOC_ARENA_RESERVE": "64MiB"})
    assert p.returncode == 0, p.stderr
    assert "refused: 64 players with 32 paid places" in p.stdout


def test_text_and_repr():
    r = icm([5000, 3000, 2000], [50, 30, 20])
    assert str(r) == r.text() and r.text().splitlines()[0] == \
        "Player 1: stack 5,000 (50.0%) -> 38.39 (38.4% of the prizes)"
    assert "Точно" in r.text("ru") and "5\u00a0000" in r.text("ru") and "38,39" in r.text("ru")
    assert len(repr(icm(list(range(1, 21)), [3, 2, 1]))) < 300
    mc = icm([5000, 3000, 2000], [50, 30, 20], samples=1000, seed=5)
    assert " ± " in mc.text() and "1,000 finishing orders (seed 5)" in mc.text()
    with pytest.raises(ValueError):
        r.text("de")


def run_cli(*argv):
    return subprocess.run([sys.executable, "-m", "handrank", "icm", *argv], capture_output=True, text=True)


def test_cli():
    p = run_cli("5000", "3000", "2000", "--payouts", "50", "30", "20")
    assert p.returncode == 0 and p.stdout.splitlines()[1] == \
        "Player 2: stack 3,000 (30.0%) -> 32.75 (32.8% of the prizes)"
    data = json.loads(run_cli("5000", "3000", "2000", "--payouts", "50", "30", "20", "--json").stdout)
    assert data["exact"] is True and [round(e, 4) for e in data["equity"]] == [38.3929, 32.75, 28.8571]
    assert "Игрок 1" in run_cli("1", "2", "--payouts", "1", "--lang", "ru").stdout
    mc = json.loads(run_cli("1", "2", "3", "--payouts", "2", "1", "--samples", "5000", "--seed", "4",
                            "--json").stdout)
    assert mc["exact"] is False and mc["samples"] == 5000 and mc["seed"] == 4 and len(mc["se"]) == 3


@pytest.mark.parametrize("argv,match", [
    (["5000", "0", "--payouts", "1"], "stack 2 is 0"),
    (["5000", "abc", "--payouts", "1"], "'abc' is not a number"),
    (["5000", "1" * 50, "--payouts", "1"], "at most 40 characters"),
    (["1", "2", "--payouts", "1", "2"], "list the payouts largest first"),
    (["1", "2", "--payouts", "1", "--samples", "1"], "--samples 1"),
    ([*map(str, range(1, 41)), "--payouts", *map(str, range(15, 0, -1)), "--exact"], "leave out --exact"),
    (["1", "2"], "--payouts"),
])
def test_cli_errors(argv, match):
    p = run_cli(*argv)
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert match in p.stderr


# --- percentile ---------------------------------------------------------------------------

def test_percentile_follows_the_strength_order():
    order = _strength_order()
    size = {"p": 6, "s": 4, "o": 12}
    below = 0
    got = {}
    for hi, lo, kind in reversed(order):  # weakest first
        below += size[kind]
        name = "23456789TJQKA"[hi] + "23456789TJQKA"[lo] + ("" if kind == "p" else kind)
        got[name] = 100 * below / 1326
    assert sorted(got) == sorted(HAND_CLASSES)
    for name in HAND_CLASSES:
        assert percentile(name) == got[name]
    assert percentile("AA") == 100.0 and min(got, key=got.get) == "32o"
    assert percentile("72o") == got["72o"] and percentile("7h2c") == got["72o"]
    assert percentile("As Ks") == percentile("AKs") == percentile((51, 47)) == percentile("kas")


@pytest.mark.parametrize("bad,match", [
    ("AK", "AKs .suited. or AKo"), ("AKs+", "not a range"), ("AsKsQs", "two cards"), ("AsAs", "twice"),
    ("xx", "unknown rank"), ("AAs", "pair"),
])
def test_percentile_bad_input(bad, match):
    with pytest.raises(RangeError, match=match):
        percentile(bad)
