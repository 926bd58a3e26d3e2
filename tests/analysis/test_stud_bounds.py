"""Stud equity keeps the board games' rule for long work: the work estimated first and a run
past the limit refused (naming the estimate) unless allow_long, progress after every slice or
block, a raising progress or Ctrl-C stops it within one (the worker threads too), and memory
stays flat whatever samples or target_se.

The bounds are resource limits on a subprocess (address space, CPU seconds), never a stopwatch:
a run that listed every block first raises MemoryError under the limit, and one that ran a long
C call before its first progress, or whose workers went on after the stop, passes the CPU limit.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import handrank
import pytest
from handrank.analysis.equity import EquityError, equity
from handrank.games.stud import stud_deal
from test_stud_equity import CASES, _random_case

THIRD_STREET = ["As Ks Qs", "7h 7d 2c", "Jd Td 9d"]  # 531,485,201,847,600 deals
# free-threaded CPython's allocator reserves 1 GiB of address space at start: in 64 MiB steps
# instead, so that RLIMIT_AS (_limited) counts what is used
ENV = {**os.environ, "PYTHONPATH": str(Path(handrank.__file__).resolve().parents[1]),
       "MIMALLOC_ARENA_RESERVE": "64MiB"}


def _limited(code: str, memory: int = 1 << 30, cpu: int = 60) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh Python with RLIMIT_AS = ``memory`` bytes and RLIMIT_CPU."""
    head = textwrap.dedent(f"""
        import resource
        resource.setrlimit(resource.RLIMIT_AS, ({memory}, {memory}))
        resource.setrlimit(resource.RLIMIT_CPU, ({cpu}, {cpu}))
    """)
    return subprocess.run([sys.executable, "-c", head + textwrap.dedent(code)], capture_output=True,
                          text=True, env=ENV, timeout=20 * cpu)


BIG = f"""
    import threading
    from handrank.analysis.equity import EquityError, equity

    class Stop(Exception):
        pass

    def stop_after(k):
        calls = [0]
        def progress(done, total):
            calls[0] += 1
            if calls[0] > k:
                raise Stop((done, total))
        return progress

    players = {THIRD_STREET!r}
    for threads in (1, 2):
        for game in ("stud", "razz"):
            for kw in (dict(exact=True), dict(samples=10**12), dict(target_se=1e-9)):
                try:
                    equity(players, game=game, threads=threads, **kw)
                except EquityError as e:
                    assert "allow_long" in str(e) and " here " in str(e) and "about " in str(e), str(e)
                    print("refused", game, kw, threads)
                else:
                    raise AssertionError(f"{{kw}} ran to the end")
                try:
                    equity(players, game=game, threads=threads, allow_long=True, progress=stop_after(3), **kw)
                except Stop:
                    print("started", game, kw, threads)
                # the workers end within the slice or block they were running (else: the CPU limit)
                for t in threading.enumerate():
                    if t.name.startswith("handrank-"):
                        t.join()
                print("workers ended", game, kw, threads)
"""


def test_long_stud_runs_are_refused_or_start_in_flat_memory_and_stop():
    r = _limited(BIG)
    assert "MemoryError" not in r.stderr, r.stderr[-3000:]
    assert r.returncode == 0, (r.returncode, r.stderr[-3000:])
    lines = r.stdout.splitlines()
    for threads in (1, 2):
        for game in ("stud", "razz"):
            for kw in ("{'exact': True}", "{'samples': 1000000000000}", "{'target_se': 1e-09}"):
                for what in ("refused", "started", "workers ended"):
                    assert f"{what} {game} {kw} {threads}" in lines, r.stdout


@pytest.mark.parametrize("threads, days", [(1, 123), (2, 62)])
def test_the_exact_refusal_names_the_deals_and_the_projection(threads, days):
    words = (rf"exact enumeration of 531,485,201,847,600 deals \(1.6e\+15 lookups\): about {days} days on "
             rf"{threads} threads? here \(the limit is 1 hour\); use exact=False \(Monte Carlo\), or pass "
             r"allow_long=True")
    with pytest.raises(EquityError, match=words):
        equity(THIRD_STREET, game="stud", exact=True, threads=threads)


@pytest.mark.parametrize("kw, words", [
    (dict(samples=10**12), r"Monte Carlo with 1,000,000,000,000 deals: about [\d.,]+ (hours|days).*ask for "
                           r"fewer deals, or pass allow_long=True"),
    (dict(target_se=1e-9), r"Monte Carlo with target_se=1e-09 needs about [\d,]+ deals: about [\d.,]+ "
                           r"(days|years).*ask for a larger target_se"),
])
def test_monte_carlo_past_the_limit_is_refused_from_its_pilot(kw, words):
    with pytest.raises(EquityError, match=words):
        equity(THIRD_STREET, game="stud8", seed=1, **kw)


def test_exact_none_still_samples_the_long_case():
    r = equity(THIRD_STREET, game="stud", seed=3, target_se=2e-3)
    assert not r.exact and max(r.se.values()) <= 2e-3


def test_allow_long_is_a_flag():
    with pytest.raises(EquityError, match="allow_long='yes': True or False"):
        equity(["As Ks Qs Js 2d 3c", "7h 7d 7c 2h 4s 5s"], game="stud", allow_long="yes")


def test_progress_after_every_slice_of_an_exact_run():
    seen: list[tuple[int, int]] = []
    r = equity(["As Ks Qs Js 2d", "7h 7d 7c 2h 4s"], game="stud", exact=True,
               progress=lambda done, total: seen.append((done, total)))
    assert r.deals == 671_580 and len(seen) > 1
    assert seen[-1][0] == seen[-1][1] and all(a < b for (a, _), (b, _) in zip(seen, seen[1:]))


@pytest.mark.parametrize("case", [3, 6, 8, 9])
def test_any_slicing_of_the_exact_walk_counts_every_deal_once(case):
    sizes, n_dead = CASES[case]
    known, dead = _random_case(1000 * case + 4, sizes, n_dead)
    deal = stud_deal([list(h) for h in known], dead=dead, game="stud")
    whole = deal.exact_slice(1, 0, deal.levels[0])
    assert whole[-1] == deal.deals
    for depth in range(1, deal.n + 1):
        prefixes = 1
        for level in deal.levels[:depth]:
            prefixes *= level
        for step in (1, 7, prefixes):
            parts = [deal.exact_slice(depth, a, min(a + step, prefixes)) for a in range(0, prefixes, step)]
            assert [sum(col) for col in zip(*parts)] == whole, (depth, step)


def test_the_cli_refuses_naming_the_flag():
    p = subprocess.run([sys.executable, "-m", "handrank", "equity", "--game", "stud", *THIRD_STREET,
                        "--exact"], capture_output=True, text=True, env=ENV, timeout=120)
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert "531,485,201,847,600 deals" in p.stderr and "--allow-long" in p.stderr
