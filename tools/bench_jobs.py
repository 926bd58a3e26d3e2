#!/usr/bin/env python3
"""The job runner's overhead: one job on a Dask LocalCluster (2 worker processes, 1 thread
each) against the local 2-thread run. The two alternate ``--repeat`` times (a shared machine's
load drifts); the best and the median of each are printed, and for every run the share of the
wall time the two workers spent inside chunks (the chunks' own timings, from the store): the
runner's overhead, which the machine's load does not hide. The cluster's start-up is not
timed (a small warm-up job first).

    pip install ".[cluster]" && python tools/bench_jobs.py [--job toy|vs_random] [--repeat 3]

``toy``: 20 chunks, each counting the categories of all 20,358,520 six-card hands in C (the
GIL released, as equity's C loops do). ``vs_random``: the 169-class ``vs_random(1)`` table
(also checked against OMPEval's ``equity_vs_random``, ``pip install ".[bench]"``).
Prints the seconds of each and the ratio cluster / local (the target: at most 1.15).
"""

from __future__ import annotations

import argparse
import logging
import os
import tempfile
import time
from typing import Any

from handrank.jobs import Job, Store, run


def six_card_categories(inputs: Any, index: int) -> list[int]:
    """Category counts of every six-card hand, in C (the same for every chunk)."""
    from handrank._core import ffi, lib

    counts, seen = ffi.new("uint64_t[10]"), ffi.new("uint32_t *")
    if lib.hr_enumerate_categories(6, counts, seen) != 0:
        raise RuntimeError("hr_enumerate_categories failed")
    return list(counts)


def check_against_ompeval(values: Any) -> None:
    """Each class's vs_random(1) against OMPEval's exact ``equity_vs_random`` of its hand."""
    from handrank.analysis.equity_tables import representative
    from handrank.analysis.ranges import HAND_CLASSES
    from pokerfast.equity import equity_vs_random_many

    theirs = equity_vs_random_many([(representative(c), "") for c in HAND_CLASSES])
    worst = max(abs(row[0] - t) for row, t in zip(values, theirs))
    print(f"vs_random(1): all 169 classes within {worst:.1e} of OMPEval's equity_vs_random")
    assert worst < 1e-12


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--job", choices=("toy", "vs_random"), default="toy")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--classes", type=int, default=169, help="vs_random: the first N classes only")
    args = ap.parse_args()
    from distributed import Client, LocalCluster

    if args.job == "toy":
        job = Job("bench.six_card_categories", 1, {}, chunks=20, chunk=six_card_categories)

        def compute(store: str, **where: Any) -> Any:
            return run(job, store=store, **where)

        def warm(client: Any) -> Any:
            return run(Job(job.kind, 1, {}, chunks=2, chunk=six_card_categories), executor=client)
    else:
        from handrank.analysis.equity_tables import vs_random
        from handrank.analysis.ranges import HAND_CLASSES

        classes = HAND_CLASSES[:args.classes]

        def compute(store: str, **where: Any) -> Any:
            return vs_random(1, classes, store=store, **where).to_list()

        def warm(client: Any) -> Any:
            return vs_random(1, ["AA", "KK"], executor=client)

    walls: dict[str, list[float]] = {"local": [], "dask": []}
    want = None
    with tempfile.TemporaryDirectory() as tmp, \
            LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None,
                         silence_logs=logging.WARNING) as cluster, \
            Client(cluster) as client:
        warm(client)  # the workers import handrank
        for i in range(args.repeat):
            for name, where in (("local", {"threads": 2}), ("dask", {"executor": client})):
                store = os.path.join(tmp, f"{name}{i}.sqlite")
                t0 = time.perf_counter()
                got = compute(store, **where)
                wall = time.perf_counter() - t0
                want = got if want is None else want
                assert got == want, f"the {name} answer differs"
                with Store(store) as s:
                    busy = sum(r.seconds or 0.0 for r in s.rows())
                walls[name].append(wall)
                print(f"{name:5}  {wall:7.2f} s wall, chunks {busy:7.2f} s of work: "
                      f"{busy / 2 / wall:.1%} of 2 workers busy  (load average {os.getloadavg()[0]:.1f})",
                      flush=True)
    if args.job == "vs_random" and args.classes == 169:
        check_against_ompeval(want)
    lo, da = (sorted(walls[k]) for k in ("local", "dask"))
    med = len(lo) // 2
    print(f"{args.job}: local 2 threads best {lo[0]:.2f} s, median {lo[med]:.2f} s; "
          f"LocalCluster 2 workers best {da[0]:.2f} s, median {da[med]:.2f} s; "
          f"ratio best {da[0] / lo[0]:.3f}, median {da[med] / lo[med]:.3f} "
          f"({args.repeat} alternating runs each; answers identical)")


if __name__ == "__main__":
    main()
