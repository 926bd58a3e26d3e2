#!/usr/bin/env python3
"""The README's benchmark table, made from the saved benchmark run the docs include.

The README shows a few lines of one ``tools/bench.py --markdown`` run, the one the benchmarks
page (``docs/guide/benchmarks.md``) includes from ``docs/benchmarks/``: each row names the
line it copies (``HEADLINE``), its ratio and the kernel that line ran (the batch kernel,
``scalar``/``avx2``/``avx512``, or ``entry point`` / ``C equity kernel`` for the calls that
are not a batch). The PyPy rows come the same way from the PyPy run the PyPy page
(``docs/guide/pypy.md``) includes. Nothing in the table is typed by hand, so the front page
cannot drift from the saved runs (``tests/test_readme.py`` checks it).

The benchmarks page keeps one run per CPU family (``machine.Cpu.label()``: vendor and model,
core, widest vector instructions), side by side in one table and each included in full; the
first is the README's. ``docs/benchmarks/history.md`` lists every saved run with its CPU.

    python tools/bench_readme.py --run      # a new run (docs/benchmarks/DATE.md): first on the page, README
    python tools/bench_readme.py --add docs/benchmarks/FILE.md  # a saved run onto the page, beside the others
    python tools/bench_readme.py            # the tables again, from the runs the page includes
    python tools/bench_readme.py --check    # exit 1 if a table is not what those runs make

``--run`` passes any further arguments to ``tools/bench.py``; a run without a line the README's
table needs (``--only``, ``--quick`` without the peers) is saved but changes neither the page
nor the README. A run replaces the page's run of the same CPU family.
"""

from __future__ import annotations

import argparse
import datetime
import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple, Optional

import machine  # tools/machine.py, beside this file

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PAGE = ROOT / "docs" / "guide" / "benchmarks.md"
PYPY_PAGE = ROOT / "docs" / "guide" / "pypy.md"  # includes the PyPy run (``--only interpreter``)
HISTORY = ROOT / "docs" / "benchmarks" / "history.md"  # lists every saved run with its CPU
SAVED = ROOT / "docs" / "benchmarks"
BEGIN, END = "<!-- bench-table -->", "<!-- /bench-table -->"
RUNS = "<!-- runs -->", "<!-- /runs -->"          # the benchmarks page's runs, one per CPU
SAVED_RUNS = "<!-- saved-runs -->", "<!-- /saved-runs -->"  # history.md's list of saved runs
_INCLUDE = re.compile(r"```\{include\} \.\./(benchmarks/[\w.-]+\.md)")
_HEADER = re.compile(r"^Measured (?P<date>\S+) .*? with `python tools/bench.py (?P<args>[^`]*)`.*?\n"
                     r"on (?P<cpu>.*?)(?:, batch kernel (?P<kernel>\w+))?, (?P<cores>\d+) logical cores",
                     re.S)


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
    """The saved run the benchmarks page includes first: the README's.

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

    >>> any(r.what == "evaluate(tuple of 7 ids)" for r in rows(saved_run()))
    True
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


def header(run: Path) -> dict[str, str]:
    """What a saved run's first lines say: ``date``, ``args`` (of ``tools/bench.py``), ``cpu``
    (the CPU as ``tools/machine.py`` wrote it, or its model name alone in runs saved before),
    ``kernel`` (the batch kernel chosen; ``""`` in those runs) and ``cores``.

    >>> header(saved_run())["cores"]
    '2'
    """
    m = _HEADER.match(run.read_text(encoding="utf-8"))
    if not m:
        raise ValueError(f"{run.name} does not start as tools/bench.py --markdown writes a run")
    return {k: v or "" for k, v in m.groupdict().items()}


def cpu_of(run: Path) -> machine.Cpu:
    """The CPU a saved run ran on. Runs saved before the header named its vector instructions
    take them from their kernel column (a run that ran the ``avx512`` kernel had AVX-512).

    >>> cpu_of(saved_run()).arch
    'x86-64'
    """
    cpu = machine.Cpu.from_text(header(run)["cpu"])
    if not cpu.arch:
        kernels = {r.kernel for r in rows(run)}
        vector = ("AVX2", "AVX-512") if "avx512" in kernels else ("AVX2",) if "avx2" in kernels else ()
        cpu = cpu._replace(arch="x86-64" if vector else "", vector=vector)
    return cpu


def _best_kernel(run_rows: list[Row]) -> str:
    """The batch kernel ``evaluate_batch`` ran in a run (``""`` when no line says)."""
    return next((_kernel_of(r) for r in run_rows if r.what.startswith("evaluate_batch (")), "")


def machine_words(run: Path) -> str:
    """The machine of a saved run in a few words: cores, the CPU's family, its numbers and the
    batch kernel chosen.

    >>> machine_words(saved_run()).startswith("a 2-core ")
    True
    """
    h, cpu = header(run), cpu_of(run)
    kernel = h["kernel"] or _best_kernel(rows(run))
    inside = "; ".join(x for x in (f"{cpu.vendor} {cpu.numbers}".strip() if cpu.numbers else "",
                                   f"batch kernel {kernel}" if kernel else "") if x)
    return f"a {h['cores']}-core {cpu.label()}" + (f" ({inside})" if inside else "")


def table(run: Path, pypy_run: Optional[Path] = None) -> str:
    """The README's table (and the sentences after it) from the saved run ``run`` and the PyPy
    run ``pypy_run`` (by default the one the PyPy page includes)."""
    pypy_run = pypy_run or saved_pypy_run()
    run_rows, pypy_rows = rows(run), rows(pypy_run)
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
    said = [f"In the same run all 133,784,560 seven-card hands took {enum} s on one core, "
            f"`import handrank` {imp} ms; the high-hand tables take {mem} KB."]
    said = said if enum and imp and mem else []
    said += [f"Measured on {machine_words(run)}; the PyPy rows on {machine_words(pypy_run)}. "
             "The runs on the other CPUs are beside it on the benchmarks page."]
    return "\n".join(lines + [""] + [" ".join(said)])


def side_by_side(runs: list[Path]) -> str:
    """The README's lines (not PyPy's), each CPU's run in a column: the ratios, and for the
    batch the kernel; then the AVX2 kernel's 7-card time and the all-hands count's time, in
    ns and s, which compare machines where the ratios compare with the peers."""
    if not runs:
        return ""
    by_run = [rows(r) for r in runs]
    out = ["| line | " + " | ".join(cpu_of(r).label() for r in runs) + " |",
           "|---|" + "---:|" * len(runs),
           "| saved run | " + " | ".join(r.name for r in runs) + " |"]
    for h in HEADLINE:
        if h.pypy:
            continue
        cells = []
        for run_rows in by_run:
            try:
                r = find(run_rows, h)
            except ValueError:
                cells.append("not run")
                continue
            cells.append(r.ratio if h.kernel else f"{r.ratio} ({_kernel_of(r)})")
        out.append(f"| {h.text}, against {h.peer_text} | " + " | ".join(cells) + " |")
    for words, what in (("`batch kernel avx2`, 7-card hands, in cache (ns a hand)",
                         r"batch kernel avx2, 7-card hands, [\d,]+ hands \(in cache\)"),
                        ("all 133,784,560 seven-card hands, one core (s)", r"enumerate all 7-card hands")):
        cells = [next((r.ours for r in run_rows if re.match(what, r.what)), "not run") for run_rows in by_run]
        out.append(f"| {words} | " + " | ".join(cells) + " |")
    return "\n".join(out)


def runs_block(runs: list[Path]) -> str:
    """What the benchmarks page holds between its runs markers: the side-by-side table, then
    each run under its CPU's name (the first is the README's)."""
    parts = [side_by_side(runs)]
    for run in runs:
        parts.append(f"### {cpu_of(run).label()}\n\n```{{include}} ../benchmarks/{run.name}\n```")
    return "\n\n".join(parts)


def page_runs(text: str) -> list[Path]:
    """The saved runs the benchmarks page's runs block includes, in its order."""
    return [ROOT / "docs" / name for name in _INCLUDE.findall(between(text, RUNS))]


def saved_runs_table() -> str:
    """history.md's list: every saved run in docs/benchmarks, its CPU and its command.

    >>> saved_runs_table().splitlines()[0]
    '| saved run | CPU | tools/bench.py arguments |'
    """
    out = ["| saved run | CPU | tools/bench.py arguments |", "|---|---|---|"]
    for run in sorted(SAVED.glob("2*.md")):
        h, cpu = header(run), cpu_of(run)
        args = re.sub(r"\s*--markdown\s+\S+", "", h["args"]).strip()
        numbers = f" ({cpu.vendor} {cpu.numbers})" if cpu.numbers else ""
        out.append(f"| {run.name} | {cpu.label()}{numbers} | {f'`{args}`' if args else 'all sections'} |")
    return "\n".join(out)


def between(text: str, markers: tuple[str, str]) -> str:
    """What ``text`` holds between a pair of markers."""
    return text[text.index(markers[0]) + len(markers[0]):text.index(markers[1])].strip("\n")


def readme_table(text: str) -> str:
    """What the README holds between its bench-table markers."""
    return between(text, (BEGIN, END))


def _put(path: Path, markers: tuple[str, str], body: str) -> bool:
    """Put ``body`` between ``markers`` in the file ``path``; True if that changed it."""
    text = path.read_text(encoding="utf-8")
    new = text[:text.index(markers[0])] + f"{markers[0]}\n{body}\n" + text[text.index(markers[1]):]
    if new != text:
        path.write_text(new, encoding="utf-8")
    return new != text


def place(run: Path, runs: list[Path], first: bool = False) -> list[Path]:
    """``runs`` with ``run`` in the place of the run of the same CPU family (the same
    ``label()``), or at the end when there is none; ``first``: at the front."""
    label = cpu_of(run).label()
    kept = [r for r in runs if cpu_of(r).label() != label and r.name != run.name]
    if first:
        return [run] + kept
    at = next((i for i, r in enumerate(runs) if cpu_of(r).label() == label or r.name == run.name), len(runs))
    return kept[:at] + [run] + kept[at:]


def write(runs: list[Path]) -> list[str]:
    """The benchmarks page's runs block from ``runs``, the README's table from the first, and
    history.md's list of saved runs; the files that changed."""
    table(runs[0])  # ValueError, before anything is written, when it lacks a line
    changed = [_put(PAGE, RUNS, runs_block(runs)), _put(README, (BEGIN, END), table(runs[0])),
               _put(HISTORY, SAVED_RUNS, saved_runs_table())]
    return [p.relative_to(ROOT).as_posix() for p, c in zip((PAGE, README, HISTORY), changed) if c]


def stale() -> list[str]:
    """What is not as ``write`` would make it from the page's runs (empty when all is)."""
    runs = page_runs(PAGE.read_text(encoding="utf-8"))
    found = [(PAGE, RUNS, runs_block(runs)), (README, (BEGIN, END), table(runs[0])),
             (HISTORY, SAVED_RUNS, saved_runs_table())]
    return [f"{p.relative_to(ROOT).as_posix()} ({m[0]})" for p, m, body in found
            if between(p.read_text(encoding="utf-8"), m) != body]


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--run", action="store_true",
                      help="run tools/bench.py --markdown docs/benchmarks/DATE.md (with the arguments that "
                           "follow), then put it first on the benchmarks page, in the place of the run of "
                           "the same CPU family, and rewrite the README's table from it")
    mode.add_argument("--add", metavar="FILE",
                      help="put a run tools/bench.py --markdown saved in docs/benchmarks on the benchmarks "
                           "page, in the place of the run of the same CPU family (else after the others)")
    mode.add_argument("--check", action="store_true",
                      help="exit 1 when the README's table, the page's side-by-side table or history.md's "
                           "list of saved runs is not what the saved runs make")
    args, rest = ap.parse_known_args(argv)
    if rest and not args.run:
        ap.error(f"unrecognized arguments: {' '.join(rest)} (only --run passes arguments on to bench.py)")
    runs = page_runs(PAGE.read_text(encoding="utf-8"))
    if args.check:
        late = stale()
        print("not what the saved runs make: " + ", ".join(late) if late else
              f"README.md, {PAGE.relative_to(ROOT)} and {HISTORY.relative_to(ROOT)} are the saved runs'")
        return 1 if late else 0
    if args.run or args.add:
        run = (Path(args.add).resolve() if args.add else
               SAVED / f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d}.md")
        if run.parent != SAVED:
            ap.error(f"{args.add}: a saved run is a file in {SAVED.relative_to(ROOT)}")
        if args.run:
            subprocess.run([sys.executable, str(ROOT / "tools" / "bench.py"), *rest, "--markdown",
                            str(run.relative_to(ROOT))], cwd=ROOT, check=True)
        runs = place(run, runs, first=args.run)
    try:
        changed = write(runs)
    except ValueError as e:
        print(f"README.md's table cannot be made from {runs[0].relative_to(ROOT)} ({e}): "
              "the page and the README are unchanged", file=sys.stderr)
        return 1
    print("rewrote " + (", ".join(changed) if changed else "nothing (all were current)")
          + f"; the README's run: {runs[0].relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
