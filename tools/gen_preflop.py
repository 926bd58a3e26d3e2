#!/usr/bin/env python3
"""Make (or check) python/handrank/analysis/preflop_vs_random.txt: each of the 169 Hold'em
hand classes' exact preflop equity against one random hand, the table ``Range.top`` ranks by.

    python tools/gen_preflop.py            # compute with handrank.equity(exact=True), verify, write
    python tools/gen_preflop.py --check    # recompute and compare with the shipped file
    python tools/gen_preflop.py --engine ompeval   # compute with OMPEval (pokerfast) instead

Every value is verified against OMPEval's exact ``equity_vs_random`` (to 1e-9) when the
engine is handrank's; whatever the engine, the combo-weighted mean over the 1,326 hands must
be 1/2 (a random hand against a random hand) to 1e-12. Each class is computed on one
representative combo (equity does not depend on the suits' names).
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from handrank.analysis.ranges import _CLASS_SIZE, HAND_CLASSES, Range
from handrank.cards import card_str

OUT = Path(__file__).resolve().parent.parent / "python" / "handrank" / "analysis" / "preflop_vs_random.txt"
TOLERANCE = 1e-9


def representative(name: str) -> str:
    """One combo of a class, as text: ``"AKs"`` -> ``"AsKs"``."""
    hi, lo, _ = Range(name).combos[-1]
    return card_str(hi) + card_str(lo)


def ompeval(hand: str) -> float:
    import pokerfast.equity as pe

    return float(pe.equity_vs_random(hand))


def handrank_engine(hand: str) -> float:
    import handrank

    result = handrank.equity([hand, "random"], exact=True)
    return float(result.equity[0])  # EquityResult: per-player equities, in the players' order


def kind(name: str) -> str:
    return "p" if len(name) == 2 else name[2]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", choices=("handrank", "ompeval"), default="handrank")
    ap.add_argument("--check", action="store_true", help="compare with the shipped file, write nothing")
    ap.add_argument("--threads", type=int, default=2, help="classes computed side by side (default 2)")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)

    engine = handrank_engine if args.engine == "handrank" else ompeval
    if args.engine == "handrank":
        import handrank

        if not hasattr(handrank, "equity"):
            print("handrank.equity is not there yet: use --engine ompeval", file=sys.stderr)
            return 2
    hands = [representative(n) for n in HAND_CLASSES]
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max(1, args.threads)) as pool:  # both engines release the GIL
        values = list(pool.map(engine, hands))
    print(f"computed {len(values)} classes with {args.engine} in {time.perf_counter() - t0:.1f} s")

    problems = []
    mean = sum(v * _CLASS_SIZE[kind(n)] for n, v in zip(HAND_CLASSES, values)) / 1326
    if abs(mean - 0.5) > 1e-12:
        problems.append(f"the combo-weighted mean is {mean!r}, not 1/2")
    if args.engine == "handrank":
        with ThreadPoolExecutor(max(1, args.threads)) as pool:
            reference = list(pool.map(ompeval, hands))
        problems += [f"{n} ({h}): handrank {v!r}, OMPEval {r!r}"
                     for n, h, v, r in zip(HAND_CLASSES, hands, values, reference)
                     if abs(v - r) > TOLERANCE]
    if args.check:
        shipped = {}
        for line in args.out.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                name, value = line.split()
                shipped[name] = float(value)
        problems += [f"{n}: shipped {shipped.get(n)!r}, computed {v!r}"
                     for n, v in zip(HAND_CLASSES, values)
                     if n not in shipped or abs(shipped[n] - v) > TOLERANCE]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    if args.check:
        print(f"{args.out.name}: all 169 classes agree to {TOLERANCE:g}")
        return 0
    source = ("handrank.equity([hand, 'random'], exact=True), each value verified against "
              "OMPEval's exact equity_vs_random to 1e-9" if args.engine == "handrank" else
              "OMPEval (pokerfast.equity.equity_vs_random, exact), NOT yet by handrank's own "
              "engine:\n# regenerate with `python tools/gen_preflop.py` once handrank.equity exists")
    header = [
        "# Exact preflop equity of each of the 169 Hold'em hand classes against ONE random hand",
        "# (share of the pot: wins plus split shares), computed on one representative combo.",
        f"# Computed by {source}.",
        "# Check: the combo-weighted mean over the 1,326 hands is 1/2 to 1e-12.",
        "# Made by tools/gen_preflop.py; read by handrank.analysis.ranges (Range.top). Do not edit.",
        "# class  equity",
    ]
    lines = [f"{n:<4} {v!r}" for n, v in zip(HAND_CLASSES, values)]
    args.out.write_text("\n".join(header + lines) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
