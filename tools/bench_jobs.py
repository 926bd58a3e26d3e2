#!/usr/bin/env python3
"""The job runner's overhead: one job on a Dask LocalCluster (2 worker processes, 1 thread
each) against the local 2-thread run. The two alternate ``--repeat`` times (a shared machine's
load drifts); the best and the median of each are printed. The cluster's start-up is not
timed (a small warm-up job first).

    pip install ".[cluster]" && python tools/bench_jobs.py [--job toy|vs_random] [--repeat 3]

``toy``: 20 chunks, each counting the categories of all 20,358,520 six-card hands in C (the
GIL released, as equity's C loops do). ``vs_random``: the 169-class ``vs_random(1)`` table
(also checked against OMPEval's ``equity_vs_random``, ``pip install ".[bench]"``).
Prints the seconds of each and the ratio cluster / local (the issue asks for at most 1.15).
"""

from __future__ import annotations

import argparse
import time
from typing import Any, Callable

from handrank.jobs import Job, run


def six_card_categories(inputs: Any, index: int) -> list[int]:
    """Category counts of every six-card hand, in C (the same for every chunk)."""
    from handrank._core import ffi, lib

    counts, seen = ffi.new("uint64_t[10]"), ffi.new("uint32_t *")
    if lib.hr_enumerate_categories(6, counts, seen) != 0:
        raise RuntimeError("hr_enumerate_categories failed")
    return list(counts)


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def check_against_ompeval(values: Any) -> None:
    """Each class's vs_random(1) against OMPEval's exact ``equity_vs_random`` of its hand."""
    from handrank.games.equity_tables import representative
    from handrank.games.ranges import HAND_CLASSES
    from pokerfast.equity import equity_vs_random_many

    theirs = equity_vs_random_many([(representative(c), "") for c in HAND_CLASSES])
    worst = max(abs(row[0] - t) for row, t in zip(values, theirs))
    print(f"vs_random(1): all 169 classes within {worst:.1e} of OMPEval's equity_vs_random")
    assert worst < 1e-12


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--job", choices=("toy", "vs_random"), default="toy")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    from distributed import Client, LocalCluster

    if args.job == "toy":
        job = Job("bench.six_card_categories", 1, {}, chunks=20, chunk=six_card_categories)

        def local() -> Any:
            return run(job, threads=2)

        def on(client: Any) -> Any:
            return run(job, executor=client)

        def warm(client: Any) -> Any:
            return run(Job(job.kind, 1, {}, chunks=2, chunk=six_card_categories), executor=client)
    else:
        from handrank.games.equity_tables import vs_random

        def local() -> Any:
            return vs_random(1, threads=2).to_list()

        def on(client: Any) -> Any:
            return vs_random(1, executor=client).to_list()

        def warm(client: Any) -> Any:
            return vs_random(1, ["AA", "KK"], executor=client)

    times: dict[str, list[float]] = {"local": [], "dask": []}
    with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        warm(client)  # the workers import handrank
        want = None
        for _ in range(args.repeat):
            for name, fn in (("local", local), ("dask", lambda: on(client))):
                seconds, got = timed(fn)
                want = got if want is None else want
                assert got == want, f"the {name} answer differs"
                times[name].append(seconds)
    if args.job == "vs_random":
        check_against_ompeval(want)
    lo, da = (sorted(times[k]) for k in ("local", "dask"))
    med = len(lo) // 2
    print(f"{args.job}: local 2 threads best {lo[0]:.3f} s, median {lo[med]:.3f} s; "
          f"LocalCluster 2 workers best {da[0]:.3f} s, median {da[med]:.3f} s; "
          f"ratio best {da[0] / lo[0]:.3f}, median {da[med] / lo[med]:.3f} "
          f"({args.repeat} alternating runs each; answers identical)")


if __name__ == "__main__":
    main()
