#!/usr/bin/env python3
"""The README's benchmark table, made from the saved benchmark run the docs include.

The README shows a few lines of one ``tools/bench.py --markdown`` run, the one the benchmarks
page (``docs/guide/benchmarks.md``) includes from ``docs/benchmarks/``: each row names the
line it copies (``HEADLINE``), its ratio and the kernel that line ran (the batch kernel,
``scalar``/``avx2``/``avx512``, or ``entry point`` / ``C equity kernel`` for the calls that
are not a batch). The PyPy rows come the same way from the PyPy run the PyPy page
(``docs/guide/pypy.md``) includes. Nothing in the table is typed by hand, so the front page
cannot drift from the saved runs (``tests/test_readme.py`` checks it).

    python tools/bench_readme.py --run      # a new run: docs/benchmarks/DATE.md, the page, the README
    python tools/bench_readme.py            # the README's table again, from the run the page includes
    python tools/bench_readme.py --check    # exit 1 if the README's table is not that run's

``--run`` passes any further arguments to ``tools/bench.py``; a run without a line the table
needs (``--only``, ``--quick`` without the peers) is saved but changes neither the page nor
the README.
"""

from __future__ import annotations

import argparse
import datetime
import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple, Optional

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PAGE = ROOT / "docs" / "guide" / "benchmarks.md"
PYPY_PAGE = ROOT / "docs" / "guide" / "pypy.md"  # includes the PyPy run (``--only interpreter``)
BEGIN, END = "<!-- bench-table -->", "<!-- /bench-table -->"
_INCLUDE = re.compile(r"```\{include\} \.\./(benchmarks/[\w.-]+\.md)")


class Row(NamedTuple):
    """One line of a saved run: what was timed, handrank's figure, against which peer, the
    ratio (as printed there) and the kernel column (``""`` when the run has none, or the line
    is no batch)."""

    what: str
    ours: str
    peer: str
    ratio: str
    kernel: str


class Headline(NamedTuple):
    """A row of the README's table: its words, and the saved line it copies (``what`` and
    ``peer`` are regular expressions matched from the start of that line's cells);
    ``kernel`` ``None``: the batch kernel the line names; ``pypy``: the line is the PyPy run's."""

    text: str
    peer_text: str
    what: str
    peer: str
    kernel: Optional[str]
    pypy: bool = False


_BATCH = r"batch kernel {k}, 7-card hands, [\d,]+ hands \(in cache\), 1 thread"
_ONE = "evaluate\\(tuple of 7 ids\\)"
HEADLINE = (
    Headline("`evaluate_batch`, random 7-card hands, 1 thread (the kernel `evaluate_batch` picks)",
             "OMPEval's C batch (`pokerfast`)", _BATCH.format(k="{best}"), "OMPEval", None),
    Headline("`evaluate_batch`, random 7-card hands, 1 thread, the portable kernel",
             "OMPEval's C batch (`pokerfast`)", _BATCH.format(k="scalar"), "OMPEval", None),
    Headline("`evaluate(tuple of 7 ids)`", "phevaluator's bare C call `evaluate_7cards`",
             _ONE + "$", r"phevaluator\._pheval", "entry point"),
    Headline("`evaluate(tuple of 7 ids)`", "`phevaluator.evaluate_cards`", _ONE + "$",
             r"phevaluator\.evaluate_cards", "entry point"),
    Headline("`evaluate(tuple of 7 ids)`", "`eval7.evaluate`", _ONE + "$", r"eval7\.evaluate", "entry point"),
    Headline("`evaluate(hole, board)`, two tuples of ids", "`evaluate(tuple of 7 ids)`",
             r"evaluate\(hole, board\): two tuples", _ONE, "entry point"),
    Headline("`evaluate(hole_str, board_str)`", "`evaluate('As Kd ...')`, one string",
             r"evaluate\(hole_str, board_str\)", r"evaluate\('As Kd \.\.\.'\)", "entry point"),
    Headline("`evaluate(['As', 'Kd', ...])`, 7 tokens", "`evaluate(tuple of 7 ids)`",
             r"evaluate\(\['As', 'Kd', \.\.\.\]\)", _ONE, "entry point"),
    Headline("`compare(a, b, board)`, ids", "`evaluate(tuple of 7 ids)`", r"compare\(a, b, board\): ids",
             _ONE, "entry point"),
    Headline("`showdown(board, 2 hands).text()`", "`evaluate(tuple of 7 ids)`",
             r"showdown\(board, 2 hands of ids\)\.text\(\) \(target <= 4000", _ONE, "entry point"),
    Headline("`compat.treys` `Evaluator().evaluate`, 7 cards", "treys", r"compat\.treys Evaluator",
             "treys", "entry point"),
    Headline("exact preflop equity, `AhKd` vs `QsQc`", "OMPEval, exact", r"exact preflop AhKd vs QsQc \(",
             "OMPEval", "C equity kernel"),
    Headline("exact preflop equity, `AhKd` vs `random`", "OMPEval, exact", r"exact preflop AhKd vs random",
             "OMPEval", "C equity kernel"),
    Headline("Monte Carlo equity, 6 players, to a standard error of 1e-4", "OMPEval",
             r"Monte Carlo 6 players", "OMPEval", "C equity kernel"),
    Headline("pokerkit's `calculate_equities`, patched by `compat.pokerkit`",
             "pokerkit with pokerfast's patches",
             r"pokerkit calculate_equities", r"pokerkit \+ pokerfast", "C equity kernel"),
    # on PyPy (cffi's home): the Python path the JIT compiles to one C call
    Headline("`evaluate(tuple of 7 ids)` on PyPy", "the same call on CPython",
             r"PyPy [\d.]+: " + _ONE + ", checked$", "CPython", "PyPy JIT + cffi", pypy=True),
    Headline("`evaluate(tuple of 7 ids)` on PyPy", "`phevaluator.evaluate_cards` on PyPy",
             r"PyPy [\d.]+: " + _ONE + ", checked, against a peer", r"phevaluator", "PyPy JIT + cffi",
             pypy=True),
    Headline("`evaluate(tuple of 7 ids)` on PyPy", "treys on PyPy",
             r"PyPy [\d.]+: " + _ONE + ", checked, against a peer", r"treys", "PyPy JIT + cffi", pypy=True),
    Headline("`fast.eval_mask` on PyPy", "the same call on CPython", r"PyPy [\d.]+: fast\.eval_mask",
             "CPython", "PyPy JIT + cffi", pypy=True),
)


def saved_run(page: Path = PAGE) -> Path:
    """The saved run the benchmarks page includes.

    >>> saved_run().parent.name
    'benchmarks'
    """
    return ROOT / "docs" / _INCLUDE.search(page.read_text(encoding="utf-8")).group(1)


def saved_pypy_run() -> Path:
    """The saved PyPy run the PyPy page includes.

    >>> saved_pypy_run().name.endswith("-pypy.md")
    True
    """
    return saved_run(PYPY_PAGE)


def rows(run: Path) -> list[Row]:
    """The table of a saved run, line by line.

    >>> rows(saved_run())[0].what
    'evaluate(tuple of 7 ids)'
    """
    out = []
    for line in run.read_text(encoding="utf-8").splitlines():
        if not line.startswith("| ") or line.startswith("| what |"):
            continue
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip()[1:-1])]
        out.append(Row(cells[0], cells[1], cells[2], cells[4], cells[5] if len(cells) > 5 else ""))
    return out


def _kernel_of(row: Row) -> str:
    """The batch kernel a line ran: its kernel column, else the kernel its words name."""
    found = re.match(r"batch kernel (\w+)|evaluate_batch \((\w+)\)", row.what)
    return row.kernel or (next(g for g in found.groups() if g) if found else "")


def find(run_rows: list[Row], h: Headline) -> Row:
    """The saved line a README row copies (``ValueError`` when the run has none)."""
    best = next((_kernel_of(r) for r in run_rows if r.what.startswith("evaluate_batch (")), "scalar")
    what = h.what.replace("{best}", best)
    for r in run_rows:
        if re.match(what, r.what) and re.match(h.peer, r.peer):
            return r
    raise ValueError(f"the saved run has no line {what!r} against {h.peer!r}")


def table(run: Path, pypy_run: Optional[Path] = None) -> str:
    """The README's table (and the sentence after it) from the saved run ``run`` and the PyPy
    run ``pypy_run`` (by default the one the PyPy page includes)."""
    run_rows, pypy_rows = rows(run), rows(pypy_run or saved_pypy_run())
    lines = ["| what | peer | ratio | kernel |", "|---|---|---:|---|"]
    done = set()
    for h in HEADLINE:
        r = find(pypy_rows if h.pypy else run_rows, h)
        if r in done:  # the kernel evaluate_batch picks is the portable one: one line
            continue
        done.add(r)
        lines.append(f"| {h.text} | {h.peer_text} | {r.ratio} | {h.kernel or _kernel_of(r)} |")
    alone = {r.what.split(" (")[0]: r.ours for r in run_rows if not r.ratio}
    enum, imp, mem = (alone.get(k) for k in ("enumerate all 7-card hands", "import handrank",
                                             "high evaluator tables"))
    if enum and imp and mem:
        lines += ["", f"In the same run all 133,784,560 seven-card hands took {enum} s on one core, "
                      f"`import handrank` {imp} ms; the high-hand tables take {mem} KB."]
    return "\n".join(lines)


def readme_table(text: str) -> str:
    """What the README holds between its bench-table markers."""
    return text[text.index(BEGIN) + len(BEGIN):text.index(END)].strip("\n")


def write(run: Path) -> None:
    """Point the benchmarks page at ``run`` and put its table in the README."""
    page = PAGE.read_text(encoding="utf-8")
    PAGE.write_text(_INCLUDE.sub(f"```{{include}} ../benchmarks/{run.name}", page), encoding="utf-8")
    text = README.read_text(encoding="utf-8")
    README.write_text(text.replace(readme_table(text), table(run)), encoding="utf-8")


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--run", action="store_true",
                      help="run tools/bench.py --markdown docs/benchmarks/DATE.md (with the arguments that "
                           "follow), then point the benchmarks page at it and rewrite the README's table")
    mode.add_argument("--check", action="store_true",
                      help="exit 1 when the README's table is not the one of the run the page includes")
    args, rest = ap.parse_known_args(argv)
    if rest and not args.run:
        ap.error(f"unrecognized arguments: {' '.join(rest)} (only --run passes arguments on to bench.py)")
    if args.run:
        run = ROOT / "docs" / "benchmarks" / f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d}.md"
        subprocess.run([sys.executable, str(ROOT / "tools" / "bench.py"), *rest, "--markdown",
                        str(run.relative_to(ROOT))], cwd=ROOT, check=True)
        try:
            table(run)
        except ValueError as e:
            print(f"wrote {run.relative_to(ROOT)}, but README.md's table cannot be made from it ({e}): "
                  "the page and the README are unchanged", file=sys.stderr)
            return 1
        write(run)
        print(f"wrote {run.relative_to(ROOT)}, pointed {PAGE.relative_to(ROOT)} at it "
              "and rewrote README.md's table")
        return 0
    run = saved_run()
    if args.check:
        same = readme_table(README.read_text(encoding="utf-8")) == table(run)
        print(f"README.md's table {'is' if same else 'is not'} the one of {run.relative_to(ROOT)}")
        return 0 if same else 1
    write(run)
    print(f"rewrote README.md's table from {run.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
