#!/usr/bin/env python3
"""Benchmark handrank against the peers installed from the registry, in one run,
on the same random hands. Prints ns per hand and the ratio handrank / peer (below
1 means handrank is faster).

    pip install ".[bench]" && python tools/bench.py [--quick] [--only SECTION ...]

Absolute numbers on a shared machine are noise; the ratios are the result.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import subprocess
import sys
import time
from collections import deque
from itertools import starmap
from typing import Callable

import handrank as hr
import numpy as np
from handrank._core import ffi, lib

ROWS: list[tuple[str, str, float, str, float]] = []
# index in ROWS -> the batch kernel that line ran (the markdown's kernel column)
ROW_KERNELS: dict[int, str] = {}


def timed(fn: Callable[[], object], repeat: int = 5) -> float:
    """Best wall time of ``repeat`` runs, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def timed_in_turns(fns: dict[str, Callable[[], object]], repeat: int = 7,
                   clock: Callable[[], float] = time.perf_counter) -> dict[str, float]:
    """Best time of each of ``fns`` over ``repeat`` rounds, the contenders taking turns
    within each round (so that on a busy machine each gets the same kind of time slice).
    ``clock``: wall time, or ``time.thread_time`` for the CPU time of one thread (on a
    machine shared with other work, the time the call itself took)."""
    best = dict.fromkeys(fns, float("inf"))
    for _ in range(repeat):
        for name, fn in fns.items():
            t0 = clock()
            fn()
            best[name] = min(best[name], clock() - t0)
    return best


def report(what: str, ours: float, peers: dict[str, float], kernel: str = "") -> None:
    """``ours`` and ``peers`` in ns per hand; ``kernel``: the batch kernel the line ran."""
    print(f"\n{what}\n  handrank {ours:10.1f} ns" + (f"   (kernel {kernel})" if kernel else ""))
    if kernel:
        ROW_KERNELS.update(dict.fromkeys(range(len(ROWS), len(ROWS) + max(1, len(peers))), kernel))
    for name, ns in peers.items():
        print(f"  {name:<44} {ns:10.1f} ns   ratio {ours / ns:6.2f}")
        ROWS.append((what, f"{ours:.1f}", ns, name, ours / ns))
    if not peers:
        ROWS.append((what, f"{ours:.1f}", float("nan"), "-", float("nan")))


def deals(n: int, k: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :k].astype(np.uint8)


def peer(name: str):
    try:
        return __import__(name)
    except ImportError:
        print(f"  ({name} not installed: pip install {name})")
        return None


# ----------------------------------------------------------------- the sections

def bench_single(n: int) -> None:
    hands = [tuple(int(c) for c in row) for row in deals(n, 7, 1)]
    strings = [" ".join(hr.card_str(c) for c in h) for h in hands]
    def per(secs):
        return secs / n * 1e9
    contenders: dict[str, Callable[[], object]] = {
        "ours": lambda: list(map(hr.evaluate, hands)), "raw": lambda: list(starmap(lib.hr_eval7, hands))}
    ph = peer("phevaluator")
    if ph:
        from phevaluator import _pheval
        bare = _pheval.evaluate_7cards
        contenders["bare"] = lambda: list(starmap(bare, hands))  # the same harness as map
    best = {k: per(v) for k, v in timed_in_turns(contenders).items()}  # the close ones, in turns
    ours, raw = best["ours"], best["raw"]
    peers: dict[str, float] = {}
    if ph:
        peers["phevaluator._pheval.evaluate_7cards (bare C)"] = best["bare"]
        peers["phevaluator.evaluate_cards"] = per(timed(lambda: [ph.evaluate_cards(*h) for h in hands]))
    e7 = peer("eval7")
    if e7:
        objs = [[e7.Card(hr.card_str(c)) for c in h] for h in hands]
        peers["eval7.evaluate (Card objects)"] = per(timed(lambda: list(map(e7.evaluate, objs))))
    tr = peer("treys")
    if tr:
        ev = tr.Evaluator()
        th = [[tr.Card.new(hr.card_str(c)) for c in h] for h in hands[: n // 10]]
        peers["treys Evaluator.evaluate"] = timed(lambda: [ev.evaluate(h[:2], h[2:]) for h in th],
                                                  2) / len(th) * 1e9
    report("evaluate(tuple of 7 ids)", ours, peers)
    report("  lib.hr_eval7(*ids), the bare cffi call (evaluate's C entry point calls the C function itself)",
           raw, {k: v for k, v in peers.items() if "bare" in k})
    from_strings = per(timed(lambda: list(map(hr.evaluate, strings))))
    report("evaluate('As Kd ...') from a string, 7 cards", from_strings, {})
    bench_natural_calls(hands[: n // 10])


def bench_natural_calls(hands: list[tuple[int, ...]]) -> None:
    """The calls a user writes first (hole and board apart, card tokens, compare, Omaha,
    best_five, explain, a showdown with its text), each against the one-argument call.

    Each call's result is dropped as it is made, as in a bot's loop (a list of 20,000 kept
    explanations would time the garbage collector walking them). CPU time of the thread."""
    import random
    rng = random.Random(2)
    n = len(hands)
    holes, boards = [h[:2] for h in hands], [h[2:] for h in hands]
    others = [tuple(rng.sample([c for c in range(52) if c not in h], 2)) for h in hands]
    text = [(hr.cards_str(h), hr.cards_str(b)) for h, b in zip(holes, boards)]
    other_text = [hr.cards_str(o) for o in others]
    omaha = [tuple(rng.sample(range(52), 9)) for _ in range(n)]

    def each(f: Callable[..., object], args: list) -> Callable[[], object]:
        return lambda: deque(starmap(f, args), maxlen=0)

    base = {"evaluate(tuple of 7 ids)": each(hr.evaluate, [(h,) for h in hands])}
    vs_string = {"evaluate('As Kd ...'), one string": each(hr.evaluate, [(" ".join(t),) for t in text])}

    def line(what: str, fn: Callable[[], object], against: dict[str, Callable[[], object]],
             target: str) -> None:
        # timed in turns with the call it is measured against, so a busy machine slows both
        # alike, in CPU time (these calls run on one thread; the wall time of a shared
        # machine counts the other processes' turns)
        (name, ref), = against.items()
        best = timed_in_turns({"this": fn, "ref": ref}, clock=time.thread_time)
        report(f"{what}  (target {target})", best["this"] / n * 1e9, {name: best["ref"] / n * 1e9})

    ids = list(zip(holes, boards))
    line("evaluate(hole, board): two tuples of ids, 2 + 5", each(hr.evaluate, ids), base, "ratio <= 1.3")
    lists = [(list(h), list(b)) for h, b in ids]
    line("evaluate(hole, board): two lists of ids", each(hr.evaluate, lists), base, "ratio <= 1.3")
    cards = [(hr.cards(h), hr.cards(b)) for h, b in ids]
    line("evaluate(hole, board): two Cards", each(hr.evaluate, cards), base, "ratio <= 1.3")
    line("evaluate(hole_str, board_str): two strings", each(hr.evaluate, text), vs_string, "ratio <= 1.3")
    tokens = [([hr.card_str(c) for c in h],) for h in hands]
    line("evaluate(['As', 'Kd', ...]): a list of 7 card tokens", each(hr.evaluate, tokens), base,
         "ratio <= 2")
    line("compare(a, b, board): ids", each(hr.compare, list(zip(holes, others, boards))), base, "ratio <= 3")
    line("compare(a, b, board): strings",
         each(hr.compare, [(h, o, b) for (h, b), o in zip(text, other_text)]), base, "ratio <= 3")
    om_ids = [(h[:4], h[4:]) for h in omaha]
    line("evaluate_omaha(hole, board): ids, 4 + 5", each(hr.evaluate_omaha, om_ids), base, "<= 500 ns")
    om_text = [(hr.cards_str(h), hr.cards_str(b)) for h, b in om_ids]
    line("evaluate_omaha(hole, board): strings, 4 + 5", each(hr.evaluate_omaha, om_text), base, "<= 500 ns")
    line("best_five(hole, board): ids", each(hr.best_five, ids), base, "<= 1500 ns")
    line("best_five(hole, board): strings", each(hr.best_five, text), base, "<= 1500 ns")
    line("explain(hole, board), no text: ids", each(hr.explain, ids), base, "<= 1500 ns")
    line("explain(hole, board), no text: strings", each(hr.explain, text), base, "<= 1500 ns")

    def said(board: object, hands: list) -> str:
        return hr.showdown(board, hands).text()
    deal = [(b, [h, o]) for h, b, o in zip(holes, boards, others)]
    line("showdown(board, 2 hands of ids).text()", each(said, deal), base, "<= 4000 ns")
    deal_text = [(b, [h, o]) for (h, b), o in zip(text, other_text)]
    line("showdown('As Kd ...', 2 hands as strings).text()", each(said, deal_text), base, "<= 4000 ns")


def _ompeval():
    pf = peer("pokerfast")
    if not pf:
        return None
    from pokerfast import equity
    try:
        return equity._load()
    except Exception as e:  # no wheel for this platform
        print(f"  (OMPEval unavailable: {e})")
        return None


def distinct_deals(n: int, k: int, seed: int) -> np.ndarray:
    """``n`` random hands of ``k`` distinct cards (rows redrawn until distinct: cheap for 10 million)."""
    rng = np.random.default_rng(seed)
    hands = rng.integers(0, 52, size=(n, k), dtype=np.uint8)
    while True:
        s = np.sort(hands, axis=1)
        redo = np.flatnonzero((s[:, 1:] == s[:, :-1]).any(axis=1))
        if not len(redo):
            return hands
        hands[redo] = rng.integers(0, 52, size=(len(redo), k), dtype=np.uint8)


def cpu_in_turns(fns: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """As ``timed_in_turns``, in CPU seconds of the calling thread: a one-thread C call on a
    machine busier than its cores is timed without the slices other processes take."""
    return timed_in_turns(fns, repeat, time.thread_time)


def wall_and_cpu_in_turns(fns: dict[str, Callable[[], object]],
                          repeat: int) -> tuple[dict[str, float], dict[str, float]]:
    """As ``timed_in_turns`` in wall time, and for each of ``fns`` the process CPU time of
    its best run over that run's wall time (how many cores it kept busy)."""
    best = dict.fromkeys(fns, float("inf"))
    cores = dict.fromkeys(fns, 0.0)
    for _ in range(repeat):
        for name, fn in fns.items():
            c0, t0 = time.process_time(), time.perf_counter()
            fn()
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
            if wall < best[name]:
                best[name], cores[name] = wall, cpu / wall
    return best, cores


def bench_batch(n: int, big: int) -> None:
    """Each batch kernel this CPU runs (the C call, output preallocated) on ``n`` hands (in
    cache) and on ``big`` hands (far bigger than the caches), timed in turns with OMPEval's C
    batch on the same hands, in CPU time; then ``evaluate_batch`` itself (the kernel chosen
    at import) on 1 and 2 threads, in wall time (the only measure of a speed-up: it needs
    two idle cores)."""
    from handrank.evaluators import kernel as kernels
    omp = _ompeval()
    names = kernels.available()
    print(f"\nbatch kernels on this CPU: {', '.join(names)}; evaluate_batch uses {kernels.KERNEL}")
    ids = {"scalar": lib.HR_KERNEL_SCALAR, "avx2": lib.HR_KERNEL_AVX2, "avx512": lib.HR_KERNEL_AVX512}
    for k in (5, 6, 7):
        per: dict[str, dict[int, float]] = {}
        for size in (n, big):
            hands = distinct_deals(size, k, k)
            src = ffi.from_buffer(hands)
            outs = {name: np.empty(size, dtype=np.uint16) for name in names}
            bufs = {name: ffi.from_buffer("uint16_t[]", outs[name]) for name in names}
            fns: dict[str, Callable[[], object]] = {
                name: (lambda i=ids[name], o=bufs[name], src=src, size=size, k=k:
                       lib.hr_eval_batch_kernel(i, src, size, k, o)) for name in names}
            if omp is not None:
                raw, out = hands.tobytes(), (ctypes.c_uint16 * size)()
                fns["omp"] = lambda raw=raw, out=out, size=size, k=k: omp.pf_evaluate(raw, size, k, out)
            best = cpu_in_turns(fns, 7 if size == n else 3)
            for name in names:
                assert np.array_equal(outs[name], outs["scalar"]), name
            if omp is not None and size == n:
                ours_v = outs["scalar"].astype(np.int64)
                theirs = np.frombuffer(out, dtype=np.uint16).astype(np.int64)
                same = (np.sign(ours_v[1:] - ours_v[:-1]) == np.sign(theirs[1:] - theirs[:-1])).all()
                print(f"  {k}-card: the kernels agree on all {size:,} hands; "
                      f"same order as OMPEval: {bool(same)}")
            for name, secs in best.items():
                per.setdefault(name, {})[size] = secs / size * 1e9
            if size == big:
                api = {"1 thread": lambda hands=hands: hr.evaluate_batch(hands),
                       "threads=2": lambda hands=hands: hr.evaluate_batch(hands, threads=2)}
                mid = hands[:1_000_000]
                api_mid = {"1 thread": lambda mid=mid: hr.evaluate_batch(mid),
                           "threads=2": lambda mid=mid: hr.evaluate_batch(mid, threads=2)}
                t_big, cpu_big = wall_and_cpu_in_turns(api, 3)
                t_mid, cpu_mid = wall_and_cpu_in_turns(api_mid, 5)
        omp_ns = per.get("omp", {})
        for name in names:
            small_ns, big_ns = per[name][n], per[name][big]
            peers = {"OMPEval C batch (pokerfast pf_evaluate), same hands": omp_ns[n]} if omp_ns else {}
            report(f"batch kernel {name}, {k}-card hands, {n:,} hands (in cache), 1 thread, CPU time"
                   + ("  (target <= 1.8 avx2, <= 1.4 avx512 for 7 cards)" if name != "scalar" else ""),
                   small_ns, peers, kernel=name)
            report(f"batch kernel {name}, {k}-card hands, {big:,} hands, CPU time  (target ratio <= 1.3)",
                   big_ns, {f"the same kernel at {n:,} hands": small_ns}, kernel=name)
        if omp_ns:
            print(f"  OMPEval C batch at {big:,} hands: {omp_ns[big]:.2f} ns (CPU time)")
        print(f"\n  {k}-card hands, ns per hand (CPU time), side by side:\n"
              f"  {'kernel':<8} {n:>12,} {big:>12,}  large/cached  vs OMPEval ({n:,})")
        for name in [*names, *(["omp"] if omp_ns else [])]:
            small_ns, big_ns = per[name][n], per[name][big]
            vs = f"{small_ns / omp_ns[n]:.2f}" if omp_ns and name != "omp" else ""
            print(f"  {'OMPEval' if name == 'omp' else name:<8} {small_ns:12.2f} {big_ns:12.2f}  "
                  f"{big_ns / small_ns:12.2f}  {vs}")
        one_mid, two_mid = (t_mid[x] / len(mid) * 1e9 for x in ("1 thread", "threads=2"))
        one_big, two_big = (t_big[x] / big * 1e9 for x in ("1 thread", "threads=2"))
        report(f"evaluate_batch ({kernels.KERNEL}), {k}-card hands, uint8, {len(mid):,} hands, threads=2"
               "  (target ratio <= 0.56: 1.8x)", two_mid, {"the same, 1 thread": one_mid},
               kernel=kernels.KERNEL)
        report(f"evaluate_batch ({kernels.KERNEL}), {k}-card hands, uint8, {big:,} hands, threads=2"
               "  (target ratio <= 0.56: 1.8x)", two_big, {"the same, 1 thread": one_big},
               kernel=kernels.KERNEL)
        # a speed-up needs a second idle core: the process CPU time over the wall time of the
        # threads=2 run says how many cores it got (2.0: both; near 1: the machine was busy)
        print(f"  cores the process got (CPU / wall): 1 thread {cpu_mid['1 thread']:.2f}, threads=2 "
              f"{cpu_mid['threads=2']:.2f} at {len(mid):,} hands; {cpu_big['1 thread']:.2f}, "
              f"{cpu_big['threads=2']:.2f} at {big:,}; load average {_load()}")


def bench_enumerate() -> None:
    hist = ffi.new("uint64_t[7463]")
    secs = timed(lambda: lib.hr_enumerate(7, hist), 3)
    cpu = cpu_in_turns({"enumerate": lambda: lib.hr_enumerate(7, hist)}, 3)["enumerate"]
    print(f"\nall 133,784,560 seven-card hands enumerated: {secs:.3f} s on one core ({cpu:.3f} s CPU time)"
          "  (target <= 0.1 s)")
    ROWS.append(("enumerate all 7-card hands (s)", f"{secs:.3f}", float("nan"), "-", float("nan")))


def bench_import() -> None:
    """The import as an installed package has it: with its bytecode cached (pip compiles it at
    install). Under PYTHONDONTWRITEBYTECODE=1 every module is compiled again on each import
    (66.6 against about 40 ms measured here), so the children run without it, after a first
    run that writes the cache."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}

    def run(code: str) -> float:
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
        return timed(lambda: subprocess.run([sys.executable, "-c", code], check=True, env=env), 5)
    ms = (run("import handrank") - run("pass")) * 1e3
    print(f"\nimport handrank: {ms:.1f} ms "
          "(python -c 'import handrank' minus python -c 'pass', bytecode cached)")
    ROWS.append(("import handrank (ms)", f"{ms:.1f}", float("nan"), "-", float("nan")))


def bench_memory() -> None:
    # sizes of the generated high tables, from the C source the build used
    from pathlib import Path
    gen = Path(__file__).resolve().parent.parent / "csrc" / "generated" / "hr_tables.h"
    if gen.exists():
        d = {}
        for line in gen.read_text().splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[0] == "#define" and parts[2].isdigit():
                d[parts[1]] = int(parts[2])
        kb = (2 * d["HR_RANK_SLOTS"] + 4 * d["HR_RANK_ROWS"] + 2 * 8192 + 2 * 8 * 256) / 1024
        info = 4 * (d["HR_NUM_VALUES"] + 1) / 1024
        print(f"\nhigh evaluator tables: {kb:.0f} KB (+ {info:.0f} KB to decode values for describe)")
        ROWS.append(("high evaluator tables (KB)", f"{kb:.0f}", float("nan"), "-", float("nan")))


def bench_showdown(n: int) -> None:
    """Two players, a full board, the decision and the dealer's text included."""
    import random
    rng = random.Random(5)
    ids = []
    for _ in range(n):
        d = rng.sample(range(52), 9)
        ids.append((tuple(d[:5]), [tuple(d[5:7]), tuple(d[7:9])]))
    strings = [(hr.cards_str(b), [hr.cards_str(h) for h in hs]) for b, hs in ids]
    ours = timed(lambda: [hr.showdown(b, hs).text() for b, hs in ids]) / n * 1e9
    report("showdown(board, 2 hands of ids).text()  (target < 20000 ns)", ours, {})
    ours = timed(lambda: [hr.showdown(b, hs).text() for b, hs in strings]) / n * 1e9
    report("showdown('As Kd ...', 2 hands as strings).text()  (target < 20000 ns)", ours, {})


def bench_compat(n: int) -> None:
    """handrank.compat against the packages it stands in for, on the same hands."""
    from handrank.compat import phevaluator as hp
    from handrank.compat import treys as ht
    hands = [tuple(int(c) for c in row) for row in deals(n, 7, 3)]
    tr = peer("treys")
    if tr:
        split = [([tr.Card.new(hr.card_str(c)) for c in h[:2]], [tr.Card.new(hr.card_str(c)) for c in h[2:]])
                 for h in hands]
        ours_ev, theirs_ev = ht.Evaluator(), tr.Evaluator()
        few = split[: max(1, n // 20)]  # treys is slow: time it on fewer hands
        assert [ours_ev.evaluate(h, b) for h, b in few] == [theirs_ev.evaluate(h, b) for h, b in few]
        ours = timed(lambda: [ours_ev.evaluate(h, b) for h, b in split]) / n * 1e9
        theirs = timed(lambda: [theirs_ev.evaluate(h, b) for h, b in few], 2) / len(few) * 1e9
        report("compat.treys Evaluator().evaluate(hand, board), 7 cards  (target ratio <= 0.10)", ours,
               {"treys Evaluator().evaluate": theirs})
    ph = peer("phevaluator")
    if ph:
        assert [hp.evaluate_cards(*h) for h in hands[:1000]] == [ph.evaluate_cards(*h) for h in hands[:1000]]
        ours = timed(lambda: [hp.evaluate_cards(*h) for h in hands]) / n * 1e9
        theirs = timed(lambda: [ph.evaluate_cards(*h) for h in hands]) / n * 1e9
        report("compat.phevaluator evaluate_cards(*ids), 7 cards", ours,
               {"phevaluator.evaluate_cards": theirs})
        names = [[hr.card_str(c) for c in h] for h in hands]
        ours = timed(lambda: [hp.evaluate_cards(*h) for h in names]) / n * 1e9
        theirs = timed(lambda: [ph.evaluate_cards(*h) for h in names]) / n * 1e9
        report("compat.phevaluator evaluate_cards('As', ...), 7 cards", ours,
               {"phevaluator.evaluate_cards (strings)": theirs})
        omaha = [tuple(int(c) for c in row) for row in deals(n, 9, 4)]
        ours = timed(lambda: [hp.evaluate_omaha_cards(*h) for h in omaha]) / n * 1e9
        theirs = timed(lambda: [ph.evaluate_omaha_cards(*h) for h in omaha]) / n * 1e9
        report("compat.phevaluator evaluate_omaha_cards(*ids), 5 board + 4 hole", ours,
               {"phevaluator.evaluate_omaha_cards": theirs})

# and in SECTIONS:
#     "showdown": lambda q: bench_showdown(2_000 if q else 50_000),
#     "compat": lambda q: bench_compat(5_000 if q else 100_000),


def bench_compat_eval7(quick: bool) -> None:
    """handrank.compat.eval7 against eval7, function by function, run in turns on the same
    input; each case checks first that the two give the same answer (Monte Carlo: within 5
    standard errors of the exact value)."""
    e7 = peer("eval7")
    if not e7:
        return
    from handrank.compat import eval7 as h7
    rep = 3 if quick else 7
    n = 5_000 if quick else 100_000
    hands = [[hr.card_str(int(c)) for c in row] for row in deals(n, 7, 11)]
    he, ee = [[h7.Card(s) for s in h] for h in hands], [[e7.Card(s) for s in h] for h in hands]
    assert [h7.evaluate(h) for h in he] == [e7.evaluate(h) for h in ee]
    a, b = timed_pair(lambda: [h7.evaluate(h) for h in he], lambda: [e7.evaluate(h) for h in ee], rep)
    report("compat.eval7 evaluate(7 Cards)", a / n * 1e9, {"eval7.evaluate": b / n * 1e9})
    values = [e7.evaluate(h) for h in ee]
    assert [h7.handtype(v) for v in values] == [e7.handtype(v) for v in values]
    a, b = timed_pair(lambda: [h7.handtype(v) for v in values], lambda: [e7.handtype(v) for v in values], rep)
    report("compat.eval7 handtype(value)", a / n * 1e9, {"eval7.handtype": b / n * 1e9})
    names = [s for h in hands[: n // 7] for s in h]
    a, b = timed_pair(lambda: [h7.Card(s) for s in names], lambda: [e7.Card(s) for s in names], rep)
    report("compat.eval7 Card('As')", a / len(names) * 1e9, {"eval7.Card": b / len(names) * 1e9})
    text = "22+, A2s+, KTs+, QTs+, JTs, ATo+, KJo+, 0.5(T9s, 98s, 87s)"
    assert [((str(x), str(y)), w) for (x, y), w in h7.HandRange(text)] == \
        [((str(x), str(y)), w) for (x, y), w in e7.HandRange(text)]
    a, b = timed_pair(lambda: h7.HandRange(text), lambda: e7.HandRange(text), rep)
    report(f"compat.eval7 HandRange({text!r}), {len(h7.HandRange(text))} hands", a * 1e9,
           {"eval7.HandRange": b * 1e9})

    def both(cards: str):
        return [h7.Card(c) for c in cards.split()], [e7.Card(c) for c in cards.split()]

    (hh, eh), (hb, eb) = both("Ah Kh"), both("Qh Jd 8c 5d 2s")
    hv, ev = h7.HandRange(text), e7.HandRange(text)
    loops = 20 if quick else 200
    assert h7.py_hand_vs_range_exact(hh, hv, hb) == e7.py_hand_vs_range_exact(eh, ev, eb)
    a, b = timed_pair(lambda: [h7.py_hand_vs_range_exact(hh, hv, hb) for _ in range(loops)],
                      lambda: [e7.py_hand_vs_range_exact(eh, ev, eb) for _ in range(loops)], rep)
    report("compat.eval7 py_hand_vs_range_exact(AhKh, 234 hands, river)", a / loops * 1e9,
           {"eval7.py_hand_vs_range_exact": b / loops * 1e9})
    big = 20_000 if quick else 200_000
    for board, iters in (("", big), ("Qh Jd 8c", big // 100), ("Qh Jd 8c", big // 10), ("Qh Jd 8c", big),
                         ("Qh Jd 8c 5d", big)):
        hb, eb = both(board)
        live = sum(1 for (x, y), _ in hv if not {str(x), str(y)} & set(board.split() + ["Ah", "Kh"]))
        note = f"{['preflop', '', '', 'flop', 'turn'][len(hb)]}, " + {
            "exact": "enumerated (no dearer than the deals)",
            "cycle": "sampled, cycling through the villain's hands",
            "draw": "sampled, a villain hand drawn each deal"}[h7._plan(len(hb), live, iters)]
        exact = h7.py_hand_vs_range_exact(hh, hv, hb)
        ours, theirs = h7.py_hand_vs_range_monte_carlo(hh, hv, hb, iters), e7.py_hand_vs_range_monte_carlo(
            eh, ev, eb, iters)
        assert max(abs(ours - exact), abs(theirs - exact)) < 5 * 0.5 / iters ** 0.5
        a, b = timed_pair(lambda hb=hb, iters=iters: h7.py_hand_vs_range_monte_carlo(hh, hv, hb, iters),
                          lambda eb=eb, iters=iters: e7.py_hand_vs_range_monte_carlo(eh, ev, eb, iters), rep)
        report_secs(f"compat.eval7 py_hand_vs_range_monte_carlo(AhKh, 234 hands, {iters:,}), {note}", a,
                    "eval7", b)
    hero = "TT+, AQs+, KQs"
    hr7, er7 = h7.HandRange(hero), e7.HandRange(hero)
    for board, its in (("Qh Jd 8c 5d 2s", 1000), ("Qh Jd 8c", 2_000 if quick else 10_000)):
        hb, eb = both(board)
        ours, theirs = h7.py_all_hands_vs_range(hr7, hv, hb, its), e7.py_all_hands_vs_range(er7, ev, eb, its)
        # eval7 also answers for the hero hands with a card on the board (left out here)
        theirs = {k: v for k, v in theirs.items() if not {str(c) for c in k} & set(board.split())}
        assert {tuple(map(str, k)) for k in ours} == {tuple(map(str, k)) for k in theirs}
        if len(hb) == 5:
            assert sorted(ours.values()) == sorted(theirs.values())
        a, b = timed_pair(lambda hb=hb, its=its: h7.py_all_hands_vs_range(hr7, hv, hb, its),
                          lambda eb=eb, its=its: e7.py_all_hands_vs_range(er7, ev, eb, its), rep)
        report(f"compat.eval7 py_all_hands_vs_range({len(hr7)} hands, 234 hands, {board}, {its:,})", a * 1e9,
               {"eval7.py_all_hands_vs_range": b * 1e9})


def bench_hilo(n: int) -> None:
    """A high-low split for six Omaha players (cards speak, eight or better)."""
    deal = deals(n, 29, 6)
    tables = [(tuple(int(c) for c in row[24:]),
               {f"p{i}": tuple(int(c) for c in row[4 * i:4 * i + 4]) for i in range(6)}) for row in deal]
    ours = timed(lambda: [hr.hilo.resolve("omaha8", h, board=b, pot=100) for b, h in tables]) / n * 1e9
    report("hilo.resolve('omaha8'), 6 players, ids  (target < 100000 ns)", ours, {})


def bench_russian(quick: bool) -> None:
    """Russian poker: the exact bet EV over 163,185 dealer hands, and advise() for one hand."""
    from handrank import russian
    hands = [("9s 8d 7c 6s 5h", "Ac"), ("Ah Ad Ac 7s 2h", "Kc"), ("Ah Kd 7c 5s 2h", "9c"),
             ("Ks Kd 7c 5s 2h", "9c"), ("9s 8d 5c 4s 2h", "Qc"), ("Kh Qh 9h 6h 2h", "7c")]
    hands = hands[:2] if quick else hands
    russian.advise(*hands[0])  # allocate the workspace once
    print("\nRussian poker")
    for h, up in hands:
        bet = timed(lambda h=h, up=up: russian.bet_ev(h, up)) * 1e3
        adv = timed(lambda h=h, up=up: russian.advise(h, up), repeat=2 if quick else 3)
        se = max(o.se for o in russian.advise(h, up).options)
        print(f"  {h} vs {up}: exact bet EV {bet:6.2f} ms (target < 50 ms); "
              f"advise {adv:5.3f} s (target < 2 s), max se {se:.5f} (target < 0.01)")
        ROWS.append((f"Russian poker {h} vs {up}: bet EV ms / advise s", f"{bet:.2f} / {adv:.2f}",
                     float("nan"), "-", float("nan")))


def bench_analysis(quick: bool) -> None:
    """Hand strength on the flop and the turn against a random hand (target < 5 ms on the flop);
    ICM: exact equities of a 20-player field paying 9 places (target < 50 ms) and 20 paying
    every place, and Monte Carlo finishing orders on a 9-player table."""
    print("\nHand strength and potential, exact")
    for board in ("3h 4c Jh", "3h 4c Jh 2d"):
        ms = timed(lambda board=board: hr.hand_strength("Ad Qc", board), repeat=3 if quick else 9) * 1e3
        what = f"hand_strength(AdQc, {board}) vs random, ms"
        print(f"  {what}: {ms:8.3f}" + ("  (target < 5 ms)" if len(board) == 8 else ""))
        ROWS.append((what, f"{ms:.3f}", float("nan"), "-", float("nan")))
    import random
    rng = random.Random(20)
    stacks = [rng.randint(1_000, 100_000) for _ in range(20)]
    nine = [30, 20, 14, 10, 8, 6, 5, 4, 3]
    print("\nICM (Malmuth-Harville)")
    for what, pay in (("20 players, 9 paid", nine), ("20 players, 20 paid", list(range(20, 0, -1)))):
        ms = timed(lambda pay=pay: hr.icm(stacks, pay), repeat=3 if quick else 7) * 1e3
        print(f"  exact, {what}: {ms:8.2f} ms" + ("  (target < 50 ms)" if pay is nine else ""))
        ROWS.append((f"icm exact, {what}, ms", f"{ms:.2f}", float("nan"), "-", float("nan")))
    n = 20_000 if quick else 200_000
    ns = timed(lambda: hr.icm(stacks[:9], nine[:3], samples=n, seed=1), repeat=3) / n * 1e9
    print(f"  Monte Carlo, 9 players, 3 paid: {ns:8.1f} ns a finishing order")
    ROWS.append(("icm Monte Carlo, 9 players, ns a finishing order", f"{ns:.1f}", float("nan"), "-",
                 float("nan")))
    bench_equity_histogram(quick)


def bench_low(n: int) -> None:
    """Low hands: the batch against the high batch on the same hands (timed side by side),
    and against pokerkit's low-hand classes, which build one Python object per hand (timed
    on fewer hands: it is slow); their order is checked against ours first."""
    from handrank.evaluators.kernel import KERNEL as kernel
    for k in (5, 7):
        hands = deals(n, k, 10 + k)
        for scheme, q in (("a5", None), ("a5", 8), ("27", None), ("a6", None)):
            # in turns, in the thread's CPU time: the ratio is what the target is about
            best = cpu_in_turns({"high": lambda hands=hands: hr.evaluate_batch(hands),
                                 "low": lambda hands=hands, s=scheme, q=q:
                                 hr.evaluate_low_batch(hands, s, qualifier=q)}, 5)
            high, ours = best["high"] / n * 1e9, best["low"] / n * 1e9
            report(f"evaluate_low_batch, {k}-card hands, {scheme!r}, qualifier={q}, CPU time  "
                   "(target ratio <= 1.2)", ours, {"evaluate_batch (high), same hands": high}, kernel=kernel)
    pk = peer("pokerkit")
    if not pk:
        return
    hands = deals(n, 7, 20)
    few = hands[: max(1, n // 100)]
    texts = [hr.cards_str(int(c) for c in h) for h in few]
    for cls, scheme, q in ((pk.RegularLowHand, "a5", None), (pk.StandardLowHand, "27", None),
                           (pk.EightOrBetterLowHand, "a5", 8)):
        theirs_objs = [cls.from_game_or_none(t) for t in texts]
        ours_v = hr.evaluate_low_batch(few, scheme, qualifier=q).astype(np.int64)
        same = all((a is None) == (v == 0) for a, v in zip(theirs_objs, ours_v)) and all(
            (a < b) == (x < y) and (a == b) == (x == y)
            for a, b, x, y in zip(theirs_objs, theirs_objs[1:], ours_v, ours_v[1:]) if a and b)
        print(f"  same order (and the same non-qualifying hands) as pokerkit {cls.__name__} "
              f"on {len(few)} hands: {same}")
        theirs = timed(lambda cls=cls: [cls.from_game_or_none(t) for t in texts], 2) / len(few) * 1e9
        name = f"pokerkit {cls.__name__}.from_game_or_none('As Kd ...')"
        ours = timed(lambda s=scheme, q=q: hr.evaluate_low_batch(hands, s, qualifier=q)) / n * 1e9
        report(f"evaluate_low_batch({scheme!r}, qualifier={q}), 7-card hands, uint8", ours, {name: theirs})
        single = timed(lambda s=scheme, q=q:
                       [hr.evaluate_low(t, s, qualifier=q) for t in texts]) / len(few) * 1e9
        report(f"evaluate_low('As Kd ...', {scheme!r}, qualifier={q}), 7 cards", single, {name: theirs})


def timed_pair(ours: Callable[[], object], theirs: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Best wall times of ``ours`` and ``theirs``, run in turns (a busy machine slows both alike);
    the best CPU times of the process go to ``CPU_PAIR`` (a fairer measure on a loaded machine for
    one-thread runs)."""
    a = b = ca = cb = float("inf")
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        ours()
        t1, c1 = time.perf_counter(), time.process_time()
        theirs()
        t2, c2 = time.perf_counter(), time.process_time()
        a, b, ca, cb = min(a, t1 - t0), min(b, t2 - t1), min(ca, c1 - c0), min(cb, c2 - c1)
    CPU_PAIR[:] = [ca, cb]
    return a, b


CPU_PAIR: list[float] = []


def report_secs(what: str, ours: float, peer_name: str, theirs: float) -> None:
    """Times in seconds (printed in ms) and the ratio ours / theirs (and the CPU-time ratio of
    the last ``timed_pair``, when there is one)."""
    cpu = f"   (CPU time ratio {CPU_PAIR[0] / CPU_PAIR[1]:.3g})" if CPU_PAIR else ""
    print(f"\n{what}\n  handrank {ours * 1e3:10.2f} ms\n  {peer_name:<44} {theirs * 1e3:10.2f} ms   "
          f"ratio {ours / theirs:.3g}{cpu}")
    ROWS.append((what + " (ms)", f"{ours * 1e3:.2f}", theirs * 1e3, peer_name, ours / theirs))
    CPU_PAIR.clear()


def report_ms(what: str, row: str, secs: float, target: str = "<= 2 ms") -> None:
    """A line with an absolute target and no peer: ``what: 0.13 ms (target ...)``, saved as ``row``."""
    print(f"\n{what}: {secs * 1e3:.2f} ms (target {target})")
    ROWS.append((row + " (ms)", f"{secs * 1e3:.2f}", float("nan"), "-", float("nan")))


def per_sample(run: Callable[[], object], samples: int) -> float:
    """Seconds per sample of a slow peer's run of ``samples`` (timed once, wall time: the CPU-time
    ratio of ``timed_pair`` does not apply to it)."""
    CPU_PAIR.clear()
    return timed(run, 1) / samples


def bench_equity(quick: bool) -> None:
    """Equity against OMPEval (pokerfast.equity), one thread unless stated; every case checks
    that the two agree first."""
    from handrank.analysis.equity import equity
    if _ompeval() is None:
        return
    from pokerfast import equity as pf
    big = 1 if quick else 3
    cases = [("exact preflop AhKd vs QsQc  (target ratio <= 0.7)", ["AhKd", "QsQc"], 10),
             ("exact preflop AhKd vs QsQc vs 7h6h  (target ratio <= 0.7)", ["AhKd", "QsQc", "7h6h"], 10),
             ("exact preflop AhKd vs random  (target ratio <= 0.7)", ["AhKd", "random"], big)]
    for what, players, repeat in cases:
        ours = equity(players, exact=True)
        theirs = pf.equity(players, exact=True)
        assert max(abs(ours.equity[i] - theirs[i]) for i in range(len(players))) < 1e-12
        a, b = timed_pair(lambda p=players: equity(p, exact=True), lambda p=players: pf.equity(p, exact=True),
                          repeat)
        report_secs(what, a, "OMPEval pokerfast.equity(exact=True)", b)
    one, two = timed_pair(lambda: equity(["AhKd", "random"], exact=True),
                          lambda: equity(["AhKd", "random"], exact=True, threads=2), big)
    print(f"\nexact preflop AhKd vs random, threads=2 vs threads=1: {one / two:.2f}x faster (target >= 1.8)"
          f"  ({one * 1e3:.0f} ms -> {two * 1e3:.0f} ms)")
    ROWS.append(("exact AhKd vs random: speed-up of threads=2 (x)", f"{one / two:.2f}", float("nan"), "-",
                 float("nan")))
    six = ["AhKd", "QsQc", "7h6h", "random", "random", "random"]
    se = 1e-3 if quick else 1e-4
    r = equity(six, exact=False, target_se=se, seed=1)
    theirs = pf.equity(six, exact=False, stdev=se)
    assert max(abs(r.equity[i] - theirs[i]) for i in range(6)) < 8 * se
    a, b = timed_pair(lambda: equity(six, exact=False, target_se=se, seed=1),
                      lambda: pf.equity(six, exact=False, stdev=se), 1 if quick else 2)
    report_secs(f"Monte Carlo 6 players (3 hands, 3 random) to se {se:g}: every player's se for handrank, "
                f"player 1's for OMPEval ({r.samples:,} deals)  (target ratio <= 0.7)",
                a, f"OMPEval pokerfast.equity(stdev={se:g})", b)
    bench_equity_omaha(quick)


def bench_equity_histogram(quick: bool) -> None:
    """equity(..., histogram=True) against the plain run, CPU time in turns (target <= 1.3x)."""
    from handrank.analysis.equity import equity
    print("\nequity histogram=True / plain, CPU time, best of turns (target <= 1.3)")
    cases = [("exact preflop AhKd vs QsQc", dict(players=["AhKd", "QsQc"]), 40),
             ("Monte Carlo AhKd vs 5 random, 200,000 deals",
              dict(players=["AhKd"] + ["random"] * 5, exact=False, samples=200_000, seed=1), 5),
             ("Monte Carlo AhKd QsQc 7h6h on Qd 7c 2s, 200,000 deals",
              dict(players=["AhKd", "QsQc", "7h6h"], board="Qd 7c 2s", exact=False, samples=200_000,
                   seed=1), 5)]
    for what, kw, repeat in cases:
        cpu = cpu_in_turns({"plain": lambda kw=kw: equity(**kw),
                            "histogram": lambda kw=kw: equity(histogram=True, **kw)},
                           3 if quick else repeat)
        ratio = cpu["histogram"] / cpu["plain"]
        print(f"  {what}: plain {cpu['plain'] * 1e3:.2f} ms, histogram {cpu['histogram'] * 1e3:.2f} ms, "
              f"ratio {ratio:.3f}")
        ROWS.append((f"equity histogram / plain, {what} (x)", f"{ratio:.3f}", float("nan"), "-",
                     float("nan")))


def bench_equity_omaha(quick: bool) -> None:
    """Omaha exact on the flop (an absolute target), and Omaha-8 Monte Carlo against pokerkit's
    calculate_equities, which is timed on fewer deals (it is slow) and scaled per deal."""
    from handrank.analysis.equity import equity
    hands, flop = ["As Ks Qd Jd", "9h 9c 8h 7c"], "Th 8d 2s"
    report_ms(f"Omaha {hands[0]} vs {hands[1]} on {flop}, exact (820 deals)",
              "Omaha hand vs hand on the flop, exact",
              timed(lambda: equity(hands, board=flop, game="omaha", exact=True), 20))
    pk = peer("pokerkit")
    if not pk:
        return
    four = ["As 2s Qd Jd", "Ah 3c 8h 7c", "random", "random"]
    n = 100_000
    ours = timed(lambda: equity(four, game="omaha8", samples=n, seed=1), 3) / n
    few = 200 if quick else 1000
    ranges = [[tuple(pk.Card.parse(h.replace(" ", "")))] for h in four[:2]] + [[()], [()]]
    theirs = per_sample(lambda: pk.calculate_equities(
        ranges, (), 4, 5, pk.Deck.STANDARD, (pk.OmahaHoldemHand, pk.OmahaEightOrBetterLowHand),
        sample_count=few), few)
    report_secs(f"Omaha-8, 4 players (2 hands, 2 random), Monte Carlo {n:,} deals (pokerkit timed on {few:,} "
                "and scaled)  (target ratio <= 0.01)", ours * n, "pokerkit calculate_equities", theirs * n)


def bench_stud(quick: bool) -> None:
    """Stud, stud8 and razz: three players with three known cards each, Monte Carlo to se 1e-3
    (an absolute target of 1 s), against pokerkit's calculate_equities on the same deals (its hole
    cards dealt up to seven, no board), timed on fewer deals and scaled per deal; the two must
    agree within their errors first."""
    from handrank.analysis.equity import equity
    three = ["As Ks Qs", "7h 7d 2c", "Jd Td 9d"]
    pk = peer("pokerkit")
    types = {"stud": ("StandardHighHand",), "stud8": ("StandardHighHand", "EightOrBetterLowHand"),
             "razz": ("RegularLowHand",)}
    for game in ("stud",) if quick else ("stud", "stud8", "razz"):
        r = equity(three, game=game, target_se=1e-3, seed=1)
        secs = timed(lambda g=game: equity(three, game=g, target_se=1e-3, seed=1), 3)
        what = (f"{game}, 3 players with 3 known cards each, Monte Carlo to se 1e-3 ({r.samples:,} deals)"
                "  (target <= 1 s; pokerkit ratio <= 0.01)")
        if not pk:
            print(f"\n{what}: {secs * 1e3:.1f} ms")
            ROWS.append((what + " (ms)", f"{secs * 1e3:.2f}", float("nan"), "-", float("nan")))
            continue
        few = 500 if quick else 5000
        ranges = [[tuple(pk.Card.parse(h.replace(" ", "")))] for h in three]
        hand_types = tuple(getattr(pk, t) for t in types[game])
        theirs_eq = pk.calculate_equities(ranges, (), 7, 0, pk.Deck.STANDARD, hand_types, sample_count=few)
        worst = max(abs(theirs_eq[i] - r.equity[i]) for i in range(3))
        assert worst < 5 * 0.5 / few ** 0.5 + 5e-3, (game, theirs_eq, r.equity)
        theirs = per_sample(lambda h=hand_types, ranges=ranges, few=few: pk.calculate_equities(
            ranges, (), 7, 0, pk.Deck.STANDARD, h, sample_count=few), few)
        report_secs(what + f" (pokerkit timed on {few:,} deals and scaled)", secs,
                    "pokerkit calculate_equities", theirs * r.samples)


def bench_shortdeck(quick: bool) -> None:
    """Short-deck hold'em: the batch against the Hold'em batch (CPU time, in turns; target ratio
    <= 1.2), exact preflop hand vs hand (target <= 2 ms), and Monte Carlo against pokerkit's
    calculate_equities on its short deck (timed on fewer deals and scaled; the two must agree
    within pokerkit's error first)."""
    from handrank.analysis.equity import equity
    n = 200_000 if quick else 2_000_000
    rng = np.random.default_rng(36)
    short = (np.argsort(rng.random((n, 36)), axis=1)[:, :7] + 16).astype(np.uint8)
    full = deals(n, 7, 36)
    best = cpu_in_turns({"holdem": lambda: hr.evaluate_batch(full),
                         "shortdeck": lambda: hr.evaluate_batch(short, game="shortdeck"),
                         "shortdeck-triton": lambda: hr.evaluate_batch(short, game="shortdeck-triton")}, 7)
    for game in ("shortdeck", "shortdeck-triton"):
        report(f"evaluate_batch(game={game!r}), 7 cards, {n:,} hands, CPU time  (target ratio <= 1.2)",
               best[game] / n * 1e9, {"handrank evaluate_batch, Hold'em": best["holdem"] / n * 1e9})
    players = ["AhKh", "QsQc"]
    secs = timed(lambda: equity(players, game="shortdeck", exact=True), 30)
    report_ms(f"short deck {players[0]} vs {players[1]} preflop, exact (201,376 deals)",
              "short deck hand vs hand preflop, exact", secs)
    pk = peer("pokerkit")
    if not pk:
        return
    exact = equity(players, game="shortdeck", exact=True)
    few = 500 if quick else 3000
    ranges = [[tuple(pk.Card.parse(h))] for h in players]
    theirs_eq = pk.calculate_equities(ranges, (), 2, 5, pk.Deck.SHORT_DECK_HOLDEM, (pk.ShortDeckHoldemHand,),
                                      sample_count=few)
    assert abs(theirs_eq[0] - exact.equity[0]) < 5 * 0.5 / few ** 0.5, (theirs_eq, exact.equity)
    m = 100_000
    ours = timed(lambda: equity(players, game="shortdeck", samples=m, seed=1), 3) / m
    theirs = per_sample(lambda: pk.calculate_equities(ranges, (), 2, 5, pk.Deck.SHORT_DECK_HOLDEM,
                                                      (pk.ShortDeckHoldemHand,), sample_count=few), few)
    report_secs(f"short deck {players[0]} vs {players[1]}, Monte Carlo {m:,} deals "
                f"(pokerkit timed on {few:,} and scaled)  (target ratio <= 0.01)", ours * m,
                "pokerkit calculate_equities", theirs * m)
    report_secs(f"short deck {players[0]} vs {players[1]} preflop: handrank exact (every deal) against "
                f"pokerkit Monte Carlo {m:,} deals (scaled)", secs, "pokerkit calculate_equities", theirs * m)


def bench_dropin(n: int) -> None:
    """Drop-in speed: handrank.fast against phevaluator's bare call, and pokerkit's own hand
    types with handrank.compat.pokerkit against unpatched pokerkit and pokerfast's patches."""
    from handrank import fast
    hands = [tuple(int(c) for c in row) for row in deals(n, 7, 30)]
    masks = [fast.mask(h) for h in hands]
    e7, em = fast.eval7, fast.eval_mask
    want = [hr.evaluate(h) for h in hands[:1000]]
    assert [e7(*h) for h in hands[:1000]] == [em(m) for m in masks[:1000]] == want
    ours = {"fast.eval7": lambda: list(starmap(e7, hands)), "fast.eval_mask": lambda: list(map(em, masks)),
            "evaluate": lambda: list(map(hr.evaluate, hands))}
    theirs: dict[str, Callable[[], object]] = {}
    if peer("phevaluator"):
        from phevaluator import _pheval
        bare = _pheval.evaluate_7cards
        theirs["phevaluator._pheval.evaluate_7cards(*ids) (bare C)"] = lambda: list(starmap(bare, hands))
    pb = peer("pkrbot")
    if pb:  # its bare call takes a rank and a suit byte string; its eval7-like call, its Cards
        raw = [(bytes(c // 4 for c in h), bytes(c % 4 for c in h)) for h in hands]
        objs = [[pb.Card(hr.card_str(c)) for c in h] for h in hands]
        got = [pb.evaluate_raw(r, s, 7) for r, s in raw[:1000]]
        assert got == [pb.evaluate(o) for o in objs[:1000]]
        assert (sorted(range(1000), key=lambda i: (want[i], i))
                == sorted(range(1000), key=lambda i: (got[i], i)))
        raw7 = [(r, s, 7) for r, s in raw]
        theirs["pkrbot.evaluate_raw(ranks, suits, 7) (bare)"] = lambda: list(starmap(pb.evaluate_raw, raw7))
        theirs["pkrbot.evaluate(its Card objects)"] = lambda: list(map(pb.evaluate, objs))
    ns = {k: v / n * 1e9 for k, v in timed_in_turns({**ours, **theirs}).items()}
    peers = {k: ns[k] for k in theirs}
    report("handrank.fast.eval7(*ids), 7 cards", ns["fast.eval7"], peers)
    report("handrank.fast.eval_mask(mask), 7 cards", ns["fast.eval_mask"], peers)
    report("handrank.evaluate(tuple of 7 ids)", ns["evaluate"], peers)

    pk = peer("pokerkit")
    if not pk:
        return
    from handrank.compat import pokerkit as hrpk
    cards = [pk.Card.clean(r + s)[0] for r in "23456789TJQKA" for s in "cdhs"]
    games = [(tuple(cards[c] for c in h[:2]), tuple(cards[c] for c in h[2:])) for h in hands]
    # every timing is a run over m hands (unpatched pokerkit is slow), best of a few runs, so
    # that on a busy machine each contender gets the same kind of time slice
    m = max(20, n // 400)
    few, fresh = games[:m], games[m:2 * m]
    chunks = [games[i * m:(i + 1) * m] for i in range(2, min(8, len(games) // m))]
    high = pk.StandardHighHand

    def from_game(gs):  # the hands are dropped as made, as in a simulation loop
        for h, b in gs:
            high.from_game(h, b)

    def hands_of(gs):
        return [repr(high.from_game(h, b)) for h, b in gs]

    def equities(samples):
        import random
        random.seed(1)
        return pk.calculate_equities((pk.parse_range("AsKs"), pk.parse_range("QhQd")), (), 2, 5,
                                     pk.Deck.STANDARD, (high,), sample_count=samples)
    eq_n = 2000 if n >= 100_000 else 200
    want = hands_of(few)
    t_pk = timed(lambda: from_game(few), 2) / len(few) * 1e9
    t_pk_eq = timed(lambda: equities(eq_n), 1) / eq_n * 1e9
    pf = {}
    try:
        from pokerfast import patches
    except ImportError:
        patches = None
    if patches is not None:
        # pokerfast's guard knows pokerkit 0.7.3 only: strict=False, as its docs say
        report_pf = patches.install_all(strict=False)
        try:
            assert hands_of(few) == want, "pokerfast changed the hands"
            pf["distinct"] = timed(lambda: from_game(fresh), 1) / len(fresh) * 1e9  # first sight: misses
            pf["repeat"] = timed(lambda: from_game(few), 3) / len(few) * 1e9    # cache hits (2nd pass)
            pf["eq"] = timed(lambda: equities(eq_n), 1) / eq_n * 1e9
        finally:
            patches.uninstall_all()
        print(f"  (pokerfast patches: installed {report_pf['installed']}, skipped {report_pf['skipped']})")
    with hrpk.patched():
        assert hands_of(few) == want
        ours = min(timed(lambda c=c: from_game(c), 1) for c in chunks) / m * 1e9  # each hand new
        ours_repeat = timed(lambda: from_game(few), 3) / len(few) * 1e9
        ours_eq = timed(lambda: equities(eq_n), 3) / eq_n * 1e9
    peers = {"pokerkit 0.7.7, unpatched": t_pk}
    if pf:
        peers["pokerkit + pokerfast patches (distinct hands: cache misses)"] = pf["distinct"]
    report("pokerkit StandardHighHand.from_game(2 hole, 5 board) + handrank.compat.pokerkit, "
           "distinct hands  (target ratio <= 0.05 vs pokerfast)", ours, peers)
    if pf:
        report("  the same, one hand list timed again (pokerfast: cache hits)", ours_repeat,
               {"pokerkit + pokerfast patches (cache hits)": pf["repeat"]})
    peers = {"pokerkit 0.7.7, unpatched": t_pk_eq}
    if pf:
        peers["pokerkit + pokerfast patches"] = pf["eq"]
    report(f"pokerkit calculate_equities(AsKs vs QhQd, {eq_n} samples) + handrank.compat.pokerkit, "
           "ns per sample  (target ratio <= 0.05 vs pokerfast)", ours_eq, peers)


def _own_loop() -> Callable[[Callable[[object], object], list], None]:
    # a loop of its own code object per line: on PyPy each call site then stays monomorphic,
    # as a user's loop is (one shared loop, map's included, would time a megamorphic call)
    scope: dict = {}
    exec("def loop(f, args):\n    for a in args:\n        f(a)\n", scope)
    return scope["loop"]


def bench_history(quick: bool) -> None:
    """Reading hand histories: PHH and PokerStars text, hands a second on one core (CPU time of
    this process, best of runs, the text in memory, every hand parsed into a Hand), made of the
    sample hands in tests/history/data over and over; pokerkit's HandHistory.loads on the same
    PHH hands (it parses each hand's TOML with tomllib into its own object)."""
    import io
    from pathlib import Path

    from handrank.history import read
    from handrank.history.speed import _copies, reading_speed
    data = Path(__file__).resolve().parent.parent / "tests" / "history" / "data"
    n, repeat = (2_000, 3) if quick else (20_000, 7)
    bodies = []
    for part in (data / "hands.phhs").read_text().split("\n["):
        body = part.split("]\n", 1)[1] if "]\n" in part else part
        reader = read(io.StringIO(body), format="phh")
        if list(reader) and not reader.errors:  # the hands handrank reads (not the refused variant)
            bodies.append(body)
    phh = "".join(f"[{k}]\n{b}\n" for k, b in enumerate(bodies))
    stars = "\n\n\n".join(p.read_text().strip("\n") for p in sorted(data.glob("stars_*.txt"))) + "\n\n\n"
    speeds = {"PHH": reading_speed(phh, "phh", n, repeat),
              "PokerStars": reading_speed(stars, "pokerstars", n, repeat)}
    peers: dict[str, float] = {}
    pk = peer("pokerkit")
    if pk:
        texts = [t for t in _copies(phh, "phh", n // 4).split("\n[") if t]
        texts = [t.split("]\n", 1)[1] for t in texts]
        loads = pk.HandHistory.loads
        best = float("inf")
        for _ in range(repeat):
            t0 = time.process_time()
            for t in texts:
                loads(t)
            best = min(best, time.process_time() - t0)
        peers["pokerkit HandHistory.loads"] = best / len(texts) * 1e9
    print(f"\nhand histories read, one core (CPU time, best of {repeat}): "
          + ", ".join(f"{k} {v:,.0f} hands/s" for k, v in speeds.items())
          + (f"; pokerkit PHH {1e9 / peers['pokerkit HandHistory.loads']:,.0f} hands/s" if peers else ""))
    target = "(target >= 50,000 hands/s)"
    report(f"history: read PHH ({len(bodies)} sample hands over and over), ns per hand {target}",
           1e9 / speeds["PHH"], peers)
    report(f"history: read PokerStars text (the sample hands over and over), ns per hand {target}",
           1e9 / speeds["PokerStars"], {})


INTERPRETER_CLOCK: list[Callable[[], float]] = [time.perf_counter]  # --cpu-time: time.thread_time


def interpreter_lines(quick: bool) -> dict[str, float]:
    """The lines with targets on PyPy, timed alike on any interpreter: ns per call
    (best of rounds, the lines in turns), the equity and solver calls in ms."""
    import random

    from handrank import fast
    from handrank.analysis.equity import equity
    from handrank.games.russian import solver
    rng = random.Random(20)
    n = 20_000
    hands = [tuple(rng.sample(range(52), 7)) for _ in range(n)]
    text = [hr.cards_str(h) for h in hands]
    masks = [fast.mask(h) for h in hands]
    per_call = {"evaluate(tuple of 7 ids), checked": (hr.evaluate, hands),
                "evaluate('As Kd ...'), 7 cards, checked": (hr.evaluate, text),
                "fast.eval_mask(mask)": (fast.eval_mask, masks)}
    loops = {k: _own_loop() for k in per_call}
    clock = INTERPRETER_CLOCK[0]
    import gc
    gc.collect()  # the inputs just made: on PyPy, until a major collection, every call is ~10x slower
    for k, (f, args) in per_call.items():  # warm up: let PyPy's JIT compile each loop
        for _ in range(5 if quick else 20):
            loops[k](f, args)
    best = dict.fromkeys(per_call, float("inf"))
    for _ in range(10 if quick else 40):
        for k, (f, args) in per_call.items():
            t0 = clock()
            loops[k](f, args)
            best[k] = min(best[k], (clock() - t0) / n * 1e9)
    batch = distinct_deals(200_000 if quick else 1_000_000, 7, 21)
    out = np.empty(len(batch), dtype=np.uint16)
    src, dst = ffi.from_buffer("uint8_t[]", batch), ffi.from_buffer("uint16_t[]", out)
    mine = np.empty(len(batch), dtype=np.uint16)
    for k, v in timed_in_turns({"evaluate_batch, 7-card uint8 hands, 1 thread":
                                lambda: hr.evaluate_batch(batch),
                                "  evaluate_batch(out=), the same, into one array reused":
                                lambda: hr.evaluate_batch(batch, out=mine),
                                "  its C kernel alone (lib.hr_eval_batch, output preallocated)":
                                lambda: lib.hr_eval_batch(src, len(batch), 7, dst)}, 7, clock).items():
        best[k] = v / len(batch) * 1e9
    slow = {"exact equity AhKd vs QsQc, preflop (ms)": lambda: equity(["AhKd", "QsQc"], exact=True),
            "solver: solve_chunk('caribbean', 12) (ms)": lambda: solver.solve_chunk("caribbean", 12)}
    for fn in slow.values():  # warm up: PyPy's JIT compiles a function after ~1,000 calls
        t_end = time.perf_counter() + (0.3 if quick else 2.0)
        while time.perf_counter() < t_end:
            fn()
    for (k, fn), repeat in zip(slow.items(), (30, 5)):
        best[k] = min(timed_in_turns({k: fn}, 3 if quick else repeat, clock).values()) * 1e3
    return best


def _line(what: str, v: float, other: str = "-", ov: float = float("nan")) -> None:
    unit = "ms" if what.endswith("(ms)") else "ns"
    print(f"  {what:<58} {v:9.2f} {unit}" + (f"   {other}: {ov:9.2f} {unit}   ratio {v / ov:5.2f}"
                                              if other != "-" else ""))
    ROWS.append((what, f"{v:.2f}", ov, other, v / ov if other != "-" else float("nan")))


def bench_interpreter(quick: bool) -> None:
    """The lines with targets on PyPy, on this interpreter (a PyPy JIT warmed up by the rounds), then the pure
    Python evaluators that install on it, treys and phevaluator's fallback, in the same loop."""
    import platform
    lines = interpreter_lines(quick)
    if "--emit-lines" in sys.argv:  # --against's child run: the numbers, for the parent
        print("LINES " + repr(lines))
        return
    name = f"{platform.python_implementation()} {platform.python_version()}"
    clock = "CPU" if INTERPRETER_CLOCK[0] is not time.perf_counter else "wall"
    print(f"\n{name}: the lines with targets on PyPy ({clock} time, best of rounds)")
    for k, v in lines.items():
        _line(f"{name}: {k}", v)
    peers: dict[str, Callable[[object], object]] = {}
    import random
    rng = random.Random(22)
    hands = [tuple(rng.sample(range(52), 7)) for _ in range(5_000)]
    ph = peer("phevaluator")
    if ph:
        peers["phevaluator.evaluate_cards(*ids)"] = (lambda h: ph.evaluate_cards(*h), hands)
    tr = peer("treys")
    if tr:
        ev = tr.Evaluator()
        th = [[tr.Card.new(hr.card_str(c)) for c in h] for h in hands]
        peers["treys Evaluator.evaluate(hole, board)"] = (lambda h: ev.evaluate(h[:2], h[2:]), th)
    for missing in ("eval7", "pokerfast", "pokerkit"):
        try:
            __import__(missing)
        except ImportError:
            print(f"  ({missing} does not install on {name}: no line against it)")
    clock = INTERPRETER_CLOCK[0]
    import gc
    gc.collect()
    for k, (f, args) in peers.items():
        loop, b = _own_loop(), float("inf")
        for _ in range(10 if quick else 20):
            t0 = clock()
            loop(f, args)
            b = min(b, (clock() - t0) / len(args) * 1e9)
        report(f"{name}: evaluate(tuple of 7 ids), checked, against a peer on {name}",
               lines["evaluate(tuple of 7 ids), checked"], {k: b})
    if AGAINST:
        cmd = [AGAINST[0], __file__, "--only", "interpreter", "--emit-lines"] + \
              (["--quick"] if quick else []) + (["--cpu-time"] if "--cpu-time" in sys.argv else [])
        r = subprocess.run(cmd, capture_output=True, text=True)
        got = [ln for ln in r.stdout.splitlines() if ln.startswith("LINES ")]
        if r.returncode or not got:
            print(f"  --against {AGAINST[0]} failed:\n{r.stdout[-2000:]}{r.stderr[-2000:]}")
            return
        import ast
        other_lines = ast.literal_eval(got[0][6:])
        other = subprocess.run([AGAINST[0], "-c", "import platform; print(platform.python_implementation(), "
                                "platform.python_version())"], capture_output=True, text=True).stdout.strip()
        print(f"\n{name} against {other} ({AGAINST[0]}), the same lines timed there")
        for k, v in lines.items():
            _line(f"{name}: {k}", v, other, other_lines[k])


AGAINST: list[str] = []


def _on_threads_wall(make: Callable[[int], Callable[[], object]], n: int,
                     repeat: int) -> tuple[float, float, float]:
    """Best wall time over ``repeat`` rounds of ``n`` threads started together, thread ``i``
    running ``make(i)()`` once (``make(i)`` is called in that thread, before the start, so
    each thread owns its inputs), from the first thread's start to the last one's end; the
    threads' CPU time over the wall time of that round (how many cores they got); and the
    least CPU time the threads took in a round, summed over them (on a machine busier than its
    cores, the cost of the work itself: contention between the threads shows there as more CPU
    time for the same work)."""
    import threading
    best, cores, cpu_best = float("inf"), 0.0, float("inf")
    for _ in range(repeat):
        ready = threading.Barrier(n)
        spans = [(0.0, 0.0)] * n
        cpu = [0.0] * n

        def run(i: int, ready: threading.Barrier = ready, spans: list[tuple[float, float]] = spans,
                cpu: list[float] = cpu) -> None:
            work = make(i)
            ready.wait()
            c0, t0 = time.thread_time(), time.perf_counter()
            work()
            spans[i], cpu[i] = (t0, time.perf_counter()), time.thread_time() - c0

        threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = max(end for _, end in spans) - min(start for start, _ in spans)
        if wall < best:
            best, cores = wall, sum(cpu) / wall
        cpu_best = min(cpu_best, sum(cpu))
    return best, cores, cpu_best


def freethreaded_lines(quick: bool) -> dict[str, float]:
    """Wall times (s) of the same work per thread from 1 and 2 Python threads: ``evaluate``
    over hands of the thread's own, ``evaluate_batch`` (one C thread each) and ``equity``
    (exact preflop heads-up, Monte Carlo three-way, against a range on a flop); with each
    time, the cores the process got."""
    import random

    from handrank.analysis.equity import equity
    n_eval = 100_000 if quick else 500_000
    n_batch = 500_000 if quick else 2_000_000
    repeat = 3 if quick else 5

    def evaluate_work(i: int) -> Callable[[], object]:
        rng = random.Random(30 + i)
        hands = [tuple(rng.sample(range(52), 7)) for _ in range(n_eval)]
        f = hr.evaluate

        def work() -> None:
            for h in hands:
                f(h)
        return work

    def batch_work(i: int) -> Callable[[], object]:
        hands = distinct_deals(n_batch, 7, 31 + i)
        return lambda: hr.evaluate_batch(hands)

    def exact_work(i: int) -> Callable[[], object]:
        return lambda: [equity(["AhKd", "QsQc"], exact=True) for _ in range(10 if quick else 40)]

    def sampled_work(i: int) -> Callable[[], object]:
        return lambda: equity(["AhKd", "QsQc", "random"], samples=100_000 if quick else 400_000, seed=i)

    def range_work(i: int) -> Callable[[], object]:
        rounds = 5 if quick else 20
        return lambda: [equity(["AhKd", "QQ+, AKs, 76s"], board="2c 7d 9h") for _ in range(rounds)]

    out: dict[str, float] = {}
    for name, make in (("evaluate", evaluate_work), ("evaluate_batch", batch_work),
                       ("equity exact", exact_work), ("equity sampled", sampled_work),
                       ("equity vs range", range_work)):
        make(0)()  # warm up: the lazy imports, the tables
        for n in (1, 2):
            out[f"{name}, {n} thread(s)"], out[f"{name}, {n} thread(s), cores"], \
                out[f"{name}, {n} thread(s), CPU"] = _on_threads_wall(make, n, repeat)
    return out


def bench_freethreaded(quick: bool) -> None:
    """On free-threaded CPython with the GIL off (``PYTHON_GIL=0``): the same work per thread
    from 1 and 2 Python threads, ``evaluate`` (target: 2 threads do >= 1.8x the work of one in
    the same time), then ``evaluate_batch`` and ``equity`` from 2 threads against the same
    from 2 threads with the GIL on (``PYTHON_GIL=1``, in a subprocess: target ratio <= 1). A
    speed-up needs two idle cores: each line says how many the process got (CPU / wall)."""
    import sysconfig
    if "--emit-lines" in sys.argv:  # the PYTHON_GIL=1 child run: the numbers, for the parent
        print("LINES " + repr(freethreaded_lines(quick)))
        return
    if not sysconfig.get_config_var("Py_GIL_DISABLED") or getattr(sys, "_is_gil_enabled", lambda: True)():
        print("\nfreethreaded: needs free-threaded CPython with the GIL off (PYTHON_GIL=0): skipped")
        return
    lines = freethreaded_lines(quick)
    print(f"\nfree-threaded CPython {sys.version.split()[0]}, the GIL off: the same work per thread from 1 "
          f"and 2 Python threads (wall time, best of rounds; load average {_load()})")
    cmd = [sys.executable, __file__, "--only", "freethreaded", "--emit-lines"] + ["--quick"] * quick
    r = subprocess.run(cmd, capture_output=True, text=True, env={**os.environ, "PYTHON_GIL": "1"})
    got = [ln for ln in r.stdout.splitlines() if ln.startswith("LINES ")]
    if r.returncode or not got:
        print(f"  the PYTHON_GIL=1 run failed:\n{r.stdout[-2000:]}{r.stderr[-2000:]}")
        return
    import ast
    gil = ast.literal_eval(got[0][6:])
    for name in ("evaluate", "evaluate_batch", "equity exact", "equity sampled", "equity vs range"):
        one, two = lines[f"{name}, 1 thread(s)"], lines[f"{name}, 2 thread(s)"]
        c1, c2 = lines[f"{name}, 1 thread(s), cores"], lines[f"{name}, 2 thread(s), cores"]
        g2, gc2 = gil[f"{name}, 2 thread(s)"], gil[f"{name}, 2 thread(s), cores"]
        u1, u2 = lines[f"{name}, 1 thread(s), CPU"], lines[f"{name}, 2 thread(s), CPU"]
        gu1, gu2 = gil[f"{name}, 1 thread(s), CPU"], gil[f"{name}, 2 thread(s), CPU"]
        print(f"  {name:<16} 1 thread {one * 1e3:8.1f} ms ({c1:.2f} cores), 2 threads {two * 1e3:8.1f} ms "
              f"({c2:.2f} cores): {2 * one / two:.2f}x the work of one; with the GIL 2 threads "
              f"{g2 * 1e3:8.1f} ms ({gc2:.2f} cores): ratio {two / g2:.2f}\n"
              f"  {'':<16} CPU time of 2 threads' work over twice one thread's: {u2 / (2 * u1):.2f} "
              f"(the GIL off), {gu2 / (2 * gu1):.2f} "
              "(the GIL on)")
        ROWS.append((f"free-threaded, GIL off: {name} from 2 Python threads, speed-up over 1 (x)"
                     + ("  (target >= 1.8)" if name == "evaluate" else ""),
                     f"{2 * one / two:.2f}", float("nan"), "-", float("nan")))
        ROWS.append((f"free-threaded: {name} from 2 Python threads, the GIL off"
                     + ("  (target ratio <= 1)" if name != "evaluate" else ""),
                     f"{two * 1e3:.1f} ms", g2 * 1e3, "the same with the GIL on (ms)", two / g2))
    print(f"  load average at the end {_load()}")


SECTIONS = {
    "interpreter": bench_interpreter,
    "single": lambda q: bench_single(20_000 if q else 200_000),
    "batch": lambda q: bench_batch(100_000, 1_000_000 if q else 10_000_000),
    "enumerate": lambda q: bench_enumerate(),
    "import": lambda q: bench_import(),
    "memory": lambda q: bench_memory(),
    "showdown": lambda q: bench_showdown(2_000 if q else 50_000),
    "compat": lambda q: bench_compat(5_000 if q else 100_000),
    "low": lambda q: bench_low(200_000 if q else 2_000_000),
    "hilo": lambda q: bench_hilo(200 if q else 5_000),
    "russian": bench_russian,
    "equity": bench_equity,
    "dropin": lambda q: bench_dropin(20_000 if q else 200_000),
    "compat-eval7": bench_compat_eval7,
    "analysis": bench_analysis,
    "stud": bench_stud,
    "shortdeck": bench_shortdeck,
    "history": bench_history,
    "freethreaded": bench_freethreaded,
}


def _machine() -> str:
    """The CPU (vendor, model, family and model numbers or ARM's part, core, vector
    instructions: tools/machine.py), the batch kernel handrank chose, the core count, the OS
    and the Python that ran the benchmarks."""
    import platform

    import machine
    from handrank.evaluators import kernel
    return (f"{machine.this_cpu().text()}, batch kernel {kernel.KERNEL}, {os.cpu_count()} logical cores, "
            f"{platform.system()} {platform.release()}, "
            f"{platform.python_implementation()} {platform.python_version()}")


def _load() -> str:
    import os
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except (AttributeError, OSError):
        return "unknown"


def markdown(rows: list[tuple[str, str, float, str, float]], started: str, load_before: str,
             argv: list[str], kernels: dict[int, str] | None = None) -> str:
    """``rows`` as a Markdown table headed by the date, the machine, the load and the command:
    the file the documentation's benchmarks page includes. ``kernels`` (row index -> batch
    kernel), when not empty, adds a last column naming the kernel of each batch line."""
    import datetime
    cells = lambda x: "" if x != x else f"{x:,.1f}" if x >= 10 else f"{x:.3g}"  # noqa: E731 (nan: blank)
    out = [f"Measured {started} with `python tools/bench.py {' '.join(argv)}` (handrank {hr.__version__})",
           f"on {_machine()}; load average {load_before} (1, 5, 15 min) at the start, {_load()} at the end,",
           f"finished {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC. "
           "ns per hand unless the",
           "line says otherwise; ratio = handrank / peer (below 1: handrank is faster).", "",
           "| what | handrank | peer | peer | ratio |" + (" kernel |" if kernels else ""),
           "|---|---:|---|---:|---:|" + ("---|" if kernels else "")]
    for i, (what, ours, ns, name, ratio) in enumerate(rows):
        what = " ".join(what.split()).replace("|", "\\|")
        out.append(f"| {what} | {ours} | {'' if name == '-' else name} | {cells(ns)} | {cells(ratio)} |"
                   + (f" {kernels.get(i, '')} |" if kernels else ""))
    return "\n".join(out) + "\n"


def main() -> None:
    import datetime
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="fewer hands (a smoke run)")
    ap.add_argument("--only", nargs="*", choices=sorted(SECTIONS), help="run only these sections")
    ap.add_argument("--markdown", nargs="?", const="-", metavar="FILE",
                    help="also print a Markdown table of every line, headed by the date and the machine; "
                         "with FILE, write it there (docs/benchmarks/DATE.md is what the docs include)")
    ap.add_argument("--against", metavar="PYTHON", help="section 'interpreter': also run its lines under "
                    "this interpreter (e.g. python3 against pypy3) and print the ratios")
    ap.add_argument("--cpu-time", action="store_true", help="section 'interpreter': CPU time of the thread, "
                    "not wall time (on a busy machine)")
    ap.add_argument("--emit-lines", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    AGAINST[:] = [args.against] if args.against else []
    INTERPRETER_CLOCK[0] = time.thread_time if args.cpu_time else time.perf_counter
    started = f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC"
    load_before = _load()
    print(f"handrank {hr.__version__}, Python {sys.version.split()[0]}")
    print(f"machine: {_machine()}")
    for name in args.only or SECTIONS:
        SECTIONS[name](args.quick)
    if args.markdown:
        table = markdown(ROWS, started, load_before, sys.argv[1:], ROW_KERNELS)
        if args.markdown == "-":
            print("\n" + table, end="")
        else:
            with open(args.markdown, "w", encoding="utf-8") as f:
                f.write(table)
            print(f"\nwrote {args.markdown}")


if __name__ == "__main__":
    main()
