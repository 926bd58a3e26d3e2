"""ICM at the edges of the numbers: stacks and payouts of any size a float holds, inputs of any
real type, unordered inputs refused, memory bounded by the answer, Ctrl-C in the CLI.

The reference is a brute force of the Malmuth-Harville model over every finishing order, in
exact fractions (so no ratio of stacks can over- or underflow in it)."""

from __future__ import annotations

import json
import math
import os
import random
import signal
import subprocess
import sys
import time
from decimal import Decimal
from fractions import Fraction
from itertools import permutations
from pathlib import Path

import handrank
import numpy as np
import pytest
from handrank.analysis.icm import ICMError, icm

# the folder of the handrank under test (the installed one, or python/ in a checkout run with PYTHONPATH)
PACKAGE_PATH = str(Path(handrank.__file__).resolve().parents[1])


def harville(stacks: list[float], payouts: list[float]) -> list[Fraction]:
    """Each player's equity: the sum over the finishing orders of the paid places of the
    order's probability (each place goes to a player with his stack over the stacks left)
    times his prize, in exact fractions."""
    s = [Fraction(v) for v in stacks]
    p = [Fraction(v) for v in payouts]
    eq = [Fraction(0)] * len(s)
    for order in permutations(range(len(s)), len(p)):
        prob, left = Fraction(1), sum(s)
        for i in order:
            prob *= s[i] / left
            left -= s[i]
        for m, i in enumerate(order):
            eq[i] += prob * p[m]
    return eq


def close(got: float, want: Fraction, pool: float) -> bool:
    return abs(Fraction(got) - want) <= Fraction(1e-12) * Fraction(pool) + Fraction(1e-300)


def test_the_two_tiny_stacks_share_second_and_third():
    r = icm([1e308, 1e-300, 1e-300], [3, 2, 1])
    assert r.exact and r.equity == (3.0, 1.5, 1.5)
    assert r.places[1] == pytest.approx((0.0, 0.5, 0.5))
    json.dumps(r.to_dict(), allow_nan=False)
    assert "nan" not in r.text().lower() and "inf" not in r.text().lower()


def test_monte_carlo_on_extreme_stacks_is_unbiased_with_an_honest_error():
    r = icm([1e308, 1e-300, 1e-300], [3, 2, 1], samples=20_000, seed=5)
    assert r.equity[0] == 3.0
    for i in (1, 2):
        assert r.se[i] > 0
        assert abs(r.equity[i] - 1.5) < 6 * r.se[i]
    json.dumps(r.to_dict(), allow_nan=False)


@pytest.mark.parametrize("seed", range(12))
def test_matches_brute_force_over_every_order_at_any_scale(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    stacks = [rng.uniform(1, 10) * 10.0 ** rng.randint(-300, 300) for _ in range(n)]
    if seed % 3 == 0:   # some stacks equal, some a few times apart at the extremes
        stacks[-1] = stacks[0]
        stacks[1] = 3 * stacks[0] if stacks[0] < 1e300 else stacks[0] / 3
    k = rng.randint(1, n)
    top = 10.0 ** rng.choice([0, 150, 300, 307])
    payouts = sorted((rng.uniform(0, 1) * top for _ in range(k)), reverse=True)
    want = harville(stacks, payouts)
    r = icm(stacks, payouts)
    pool = math.fsum(payouts)
    assert all(math.isfinite(e) for e in r.equity)
    assert all(close(e, w, pool) for e, w in zip(r.equity, want)), (stacks, payouts, r.equity, want)


def test_a_chain_of_stacks_across_the_whole_float_range():
    stacks = [1e308, 1e200, 1e100, 1.0, 1e-100, 1e-200, 1e-300, 5e-324]
    r = icm(stacks, [8, 7, 6, 5, 4, 3, 2, 1])
    assert r.equity == pytest.approx((8, 7, 6, 5, 4, 3, 2, 1))
    small = icm([3e-320, 1e-320, 1e300], [2, 1])   # the two subnormal stacks keep their ratio
    want = harville([3e-320, 1e-320, 1e300], [2, 1])
    assert small.equity == pytest.approx([float(w) for w in want], rel=1e-12)


@pytest.mark.parametrize("top", [1e155, 1e200, 1e300, 1e308, 1.7976931348623157e308])
def test_huge_payouts_are_sampled_without_overflow(top):
    stacks = [5, 3, 2, 1]
    payouts = [top, top / 2, top / 4]
    r = icm(stacks, payouts, samples=70_000, seed=2)   # two blocks: sums added across them
    exact = icm(stacks, payouts)
    for e, x, se in zip(r.equity, exact.equity, r.se):
        assert math.isfinite(e) and math.isfinite(se) and 0 < se
        assert abs(e - x) < 6 * se
    json.dumps(r.to_dict(), allow_nan=False)
    assert "nan" not in r.text() and "inf" not in r.text()


def test_cli_json_of_extreme_stacks_is_json():
    p = subprocess.run([sys.executable, "-m", "handrank", "icm", "1e308", "1e-300", "1e-300",
                        "--payouts", "3", "2", "1", "--json"], capture_output=True, text=True,
                       env={**os.environ, "PYTHONPATH": PACKAGE_PATH}, timeout=120)
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout, parse_constant=lambda c: pytest.fail(f"{c} in the JSON"))
    assert data["equity"] == [3.0, 1.5, 1.5]


def test_a_generator_keeps_its_stacks():
    r = icm((s for s in [5000, 3000, 2000]), (p for p in [50, 30, 20]))
    assert r.stacks == (5000, 3000, 2000) and r.payouts == (50, 30, 20)
    assert r.equity == icm([5000, 3000, 2000], [50, 30, 20]).equity
    assert "5,000" in r.text()


@pytest.mark.parametrize("stacks, match", [
    ({1: 5000, 2: 3000}, "stacks: a dict"),
    ({5000, 3000, 2000}, "stacks: a set has no order"),
    (frozenset({5000, 3000}), "stacks: a set has no order"),
    ({1: 5, 2: 3}.keys(), "stacks: a set has no order"),
    ([0, 0, 0], "stack 1 is 0"),
    ([1, math.nan], "stack 2 is nan: not a finite number"),
    ([1, math.inf], "stack 2 is inf: not a finite number"),
    ([1, Decimal("NaN")], "stack 2 is Decimal.'NaN'.: not a finite number"),
    ([1, Decimal("1e400")], "stack 2 is Decimal.'1E.400'.: not a finite number"),
    ([1, 10 ** 400], "stack 2 is 1000.*: not a finite number"),
])
def test_what_has_no_answer_is_refused_naming_it(stacks, match):
    with pytest.raises(ICMError, match=match):
        icm(stacks, [1])


def test_a_set_of_payouts_is_refused():
    with pytest.raises(ICMError, match="payouts: a set has no order"):
        icm([3, 2, 1], {3, 2, 1})


def test_decimal_fraction_and_numpy_numbers_are_numbers():
    want = icm([5000, 3000, 2000], [50, 30, 20]).equity
    for stacks, payouts in [([Decimal(5000), Decimal("3000.0"), Decimal(2000)], [Decimal(50), 30, 20]),
                            ([Fraction(5000), Fraction(3000), Fraction(2000)], [Fraction(50), 30, 20]),
                            (np.array([5000, 3000, 2000]), np.array([50.0, 30.0, 20.0])),
                            ([np.int64(5000), np.float32(3000), np.int16(2000)], [np.float64(50), 30, 20])]:
        r = icm(stacks, payouts)
        assert r.equity == pytest.approx(want, rel=1e-15)
        assert all(type(v) is float for v in (*r.stacks, *r.payouts, *r.equity))


def test_ten_thousand_places_fit_in_memory():
    """4,000 players paying 4,000 places (16 million place chances) under a 700 MB address
    space: the table is one array of doubles, not rows of Python floats."""
    code = ("import resource; resource.setrlimit(resource.RLIMIT_AS, (700 << 20, 700 << 20))\n"
            "from handrank.analysis.icm import icm\n"
            "r = icm([1 + i % 13 for i in range(4000)], [4000 - i for i in range(4000)],\n"
            "        samples=300, seed=1)\n"
            "assert len(r.places) == 4000 and len(r.places[0]) == 4000\n"
            "assert abs(sum(r.equity) - 4000 * 4001 / 2) < 1e-3 * 4000 * 4001\n"
            "print('ok')\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600,
                       env={**os.environ, "PYTHONPATH": PACKAGE_PATH,
                            # free-threaded CPython's allocator reserves 1 GiB of address space
                            # at start: in 64 MiB steps instead, the limit counts what is used
                            "MIMALLOC_ARENA_RESERVE": "64MiB"})
    assert p.returncode == 0 and "ok" in p.stdout, p.stderr[-2000:]


def test_work_past_an_hour_or_a_table_past_memory_is_refused_at_once():
    with pytest.raises(ICMError, match="hours here .the limit is 1 hour.*allow_long=True"):
        icm([1 + i % 7 for i in range(100_000)], list(range(200, 0, -1)), samples=10 ** 7)
    with pytest.raises(ICMError, match="100,000 players with 100,000 paid places: a table of"):
        icm([1 + i % 7 for i in range(100_000)], list(range(100_000, 0, -1)), samples=10)


def test_ctrl_c_in_the_icm_command_stops_it_with_status_130():
    args = [str(1 + i % 9) for i in range(3000)]
    p = subprocess.Popen([sys.executable, "-m", "handrank", "icm", *args, "--payouts",
                          *[str(3000 - i) for i in range(3000)], "--samples", "10000000", "--allow-long"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env={**os.environ, "PYTHONPATH": PACKAGE_PATH})
    time.sleep(3)   # a trigger only: the run takes hours, so it is under way by now
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 130, err
    assert "Traceback" not in err and "interrupted" in err
