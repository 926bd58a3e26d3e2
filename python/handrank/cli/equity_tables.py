"""``handrank equity table`` and ``handrank equity preflop``: tables of equities on any executor.

    handrank equity table "AA; KK; AKs" "QQ; random" --board "Qd 7c 2s"
    handrank equity table "AhKd; QQ+,AKs; 76s" --csv table.csv      # the rows against themselves
    handrank equity preflop --vs random --threads 2 --png grid.png
    handrank equity preflop --vs random --opponents 3 --samples 100000 --seed 1
    handrank equity preflop --vs matrix --scheduler tcp://host:8786 --store m.sqlite --csv m.csv
    handrank equity preflop --vs matrix --store m.sqlite --resume    # after a killed run

ROWS and COLS are lists separated by ``;`` (a range uses commas itself: ``"QQ+,AKs; random"``).
``--threads N`` runs on N local threads (the C loops release the GIL); ``--scheduler ADDRESS``
on a Dask cluster (``pip install "handrank[cluster]"``). ``--store FILE`` saves every finished
chunk; a killed run continues with ``--resume`` (``--restart`` discards the saved chunks and starts
over; a store holding some is refused without either). A tqdm bar with an ETA shows on stderr when it
is a terminal (``--quiet``: none). ``--png`` needs ``pip install "handrank[plot]"``.

JSON keys: those of ``EquityTable.to_dict()`` (``rows``, ``cols``, ``equity``, ``fractions``,
``exact``, ``board``, ``dead``, ``game``, ``opponents``) and ``elapsed``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any, Callable, Optional

from ..text.hands import numbers_text, random_label, words
from .argtypes import positive_int, seconds, seed, standard_error
from .helptext import document_json, plain_help
from .language import Parser, error_line, localize, requested_lang
from .options import (
    add_common_options,
    game_option,
    leading_common_options,
    merge_common_options,
    parse_args,
    thread_option,
)
from .refusals import refusal
from .terminal import emit, suits_as_letters, symbols_ok
from .usage import UsageError, check_output, need_extra

__all__ = ["COMMANDS", "build_parser", "check_outputs", "dispatch", "executor_for", "interrupted", "main",
           "store_options", "store_resume"]

COMMANDS = ("table", "preflop")


def _items(text: str) -> list[str]:
    items = [t.strip() for t in text.split(";")]
    if not all(items):
        raise ValueError(f"{text!r}: an empty item in a ';'-separated list")
    return items


def interrupted(e: BaseException) -> int:
    """Ctrl-C in a long command: say how far it got (``interrupted; 3 of 13 chunks saved in
    FILE, continue with --resume`` when a store keeps them) on stderr, no traceback; status 130.

    >>> import contextlib, io, signal
    >>> before, err = signal.getsignal(signal.SIGINT), io.StringIO()
    >>> with contextlib.redirect_stderr(err):
    ...     status = interrupted(KeyboardInterrupt())
    >>> _ = signal.signal(signal.SIGINT, before)
    >>> status, err.getvalue().strip()
    (130, 'handrank: interrupted')
    """
    import signal

    from ..jobs import Interrupted

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C while we say so changes nothing
    if isinstance(e, Interrupted):
        how = f"; {e}, continue with --resume" if e.store is not None else f"; {e}"
    else:
        how = ""
    print(f"handrank: interrupted{how}", file=sys.stderr)
    return 130


def executor_for(args: argparse.Namespace) -> tuple[Any, Optional[int]]:
    """The executor and the local threads of ``--scheduler`` / ``--threads``:
    a Dask client and ``None``, or ``None`` and the threads; a scheduler that cannot be reached
    fails now, naming the flag.

    >>> executor_for(argparse.Namespace(scheduler=None, workers=2))
    (None, 2)
    """
    if args.scheduler is None:
        return None, args.workers
    need_extra("distributed", "--scheduler", "cluster")
    from distributed import Client

    connect: Callable[..., Any] = Client  # distributed declares no types
    _probe(args.scheduler, args.connect_timeout)
    try:
        return connect(args.scheduler, timeout=args.connect_timeout), None
    except (OSError, ValueError) as e:  # no scheduler there, or not an address
        raise UsageError(f"--scheduler {args.scheduler}: cannot connect ({e})") from None


def _probe(address: str, timeout: float) -> None:
    """A TCP scheduler that refuses the connection fails now: Dask's client would retry until
    its timeout. Other transports, and addresses this cannot read, are left to Dask."""
    import socket

    from distributed.comm.addressing import parse_address, parse_host_port

    try:
        scheme, location = parse_address(address)
        host, port = parse_host_port(location)
    except (ValueError, TypeError):
        return
    if scheme not in ("tcp", "tls") or not port:
        return
    try:
        socket.create_connection((host, port), timeout=timeout).close()
    except OSError as e:
        why = "connection refused" if isinstance(e, ConnectionRefusedError) else (e.strerror or str(e))
        raise UsageError(f"--scheduler {address}: cannot connect ({why})") from None


def _mode(args: argparse.Namespace, default: Optional[bool]) -> dict[str, Any]:
    if args.exact:
        return {"exact": True}
    if args.samples is not None or args.se is not None:
        return {"exact": False, "samples": args.samples, "target_se": args.se}
    return {"exact": default}


def _text(table: Any, args: argparse.Namespace, elapsed: float) -> str:
    """The table as text, its numbers and ``random`` in ``--lang``'s words (``85,20%`` in Russian)."""
    return numbers_text(_table_text(table, args, elapsed), args.lang)


def _table_text(table: Any, args: argparse.Namespace, elapsed: float) -> str:
    w: dict[str, str] = words(args.lang).EQUITY_TABLE
    foot = w["foot"].format(how=w["exact"] if table.exact else w["mc"], seconds=elapsed)
    rows, cols = ([random_label(x, args.lang) for x in labels] for labels in (table.rows, table.cols))
    if args.command == "preflop" and args.vs == "matrix" and not args.classes:
        return w["matrix"].format(foot=foot)
    if args.command == "preflop":  # one column: the 13 x 13 grid
        try:
            grid = table.grid()
        except ValueError:
            grid = None
        if grid is not None:
            from ..analysis.equity_tables import CLASS_GRID

            names = {cell: name for name, cell in CLASS_GRID.items()}
            lines = [" ".join(f"{names[r, c]:>3} {100 * v:5.1f}" for c, v in enumerate(row)) for r, row in
                     enumerate(grid)]
            return "\n".join([w["against"].format(col=cols[0]), *lines, foot])
    width = max(len(r) for r in rows)
    widths = [max(len(c), 6) for c in cols]
    lines = [" " * width + "  " + "  ".join(f"{c:>{n}}" for c, n in zip(cols, widths))]
    for label, row in zip(rows, table.to_list()):
        cells = ("-" if v is None else f"{100 * v:.2f}%" for v in row)
        lines.append(f"{label:<{width}}  " + "  ".join(f"{c:>{n}}" for c, n in zip(cells, widths)))
    return "\n".join([*lines, foot])


def store_options(p: argparse.ArgumentParser) -> None:
    """``--store FILE`` and what to do with the chunks of the same job it already holds:
    ``--resume`` continues them, ``--restart`` discards them; neither: a store that holds
    some is refused (``jobs.run``'s rule, ``resume=None``).

    >>> p = argparse.ArgumentParser(prog="demo"); store_options(p)
    >>> p.parse_args(["--store", "run.db", "--resume"])
    Namespace(store='run.db', resume=True, restart=False)
    """
    p.add_argument("--store", metavar="FILE", help="SQLite file that keeps every finished chunk")
    again = p.add_mutually_exclusive_group()
    again.add_argument("--resume", action="store_true", help="continue the run saved in --store")
    again.add_argument("--restart", action="store_true",
                       help="discard the chunks of this job saved in --store and start over")


def store_resume(args: argparse.Namespace) -> Optional[bool]:
    """``jobs.run``'s ``resume`` from ``--resume`` / ``--restart`` (each needs ``--store``).

    >>> store_resume(argparse.Namespace(store="run.db", resume=False, restart=True))
    False
    """
    for flag in ("resume", "restart"):
        if getattr(args, flag) and args.store is None:
            raise ValueError(f"--{flag} needs --store FILE (the store of the run to "
                             f"{'continue' if flag == 'resume' else 'start over'})")
    return True if args.resume else False if args.restart else None


def _cmd(args: argparse.Namespace) -> int:
    from .. import jobs
    from ..analysis.equity_tables import equity_table, preflop_matrix, vs_random

    resume = store_resume(args)  # --resume and --restart need --store
    check_outputs(args)  # before any work: a table computed for nothing is lost
    executor, nthreads = executor_for(args)
    run = {"threads": nthreads, "executor": executor, "store": args.store, "resume": resume,
           "seed": args.seed, "allow_long": args.allow_long}
    t0 = time.perf_counter()
    try:
        with jobs.progress_bar(args.command, disable=True if args.quiet else None) as bar:
            if args.command == "table":
                rows = _items(args.rows)
                cols = _items(args.cols) if args.cols is not None else None
                table = equity_table(rows, cols, board=args.board or (), dead=args.dead or (), game=args.game,
                                     progress=bar, **_mode(args, True), **run)
            else:
                classes = _items(args.classes) if args.classes else None
                if args.vs == "matrix":
                    if args.opponents != 1:
                        raise ValueError("--opponents is for --vs random (the matrix is heads-up)")
                    table = preflop_matrix(classes, progress=bar, **_mode(args, True), **run)
                else:
                    table = vs_random(args.opponents, classes, progress=bar, **_mode(args, None), **run)
    except KeyboardInterrupt as e:
        return interrupted(e)
    finally:
        if executor is not None:
            executor.close()
    elapsed = time.perf_counter() - t0
    written = []
    if args.csv:
        table.to_csv(args.csv)
        written.append(args.csv)
    if args.png:
        table.to_png(args.png)
        written.append(args.png)
    text = "\n".join([_text(table, args, elapsed),
                      *(words(args.lang).EQUITY_TABLE["wrote"].format(file=f) for f in written)])
    if args.ascii or not symbols_ok(sys.stdout):  # the rows and columns as they were typed: A♥K♦
        text = suits_as_letters(text)
    return emit(args, {**table.to_dict(), "elapsed": elapsed}, text)


def check_outputs(args: argparse.Namespace) -> None:
    """Every output file writable and every extra it needs installed, before the work starts
    (``--csv``, ``--png`` with matplotlib, ``--parquet`` with pyarrow where the command has it).

    >>> check_outputs(argparse.Namespace(csv="/nonexistent/folder/t.csv"))
    Traceback (most recent call last):
    ...
    handrank.cli.usage.UsageError: --csv /nonexistent/folder/t.csv: the folder ... does not exist
    """
    if getattr(args, "png", None):
        need_extra("matplotlib", "--png", "plot")
    if getattr(args, "parquet", None):
        need_extra("pyarrow", "--parquet", "parquet")
    for flag in ("csv", "png", "parquet"):
        check_output(getattr(args, flag, None), f"--{flag}")


def _common(p: argparse.ArgumentParser) -> None:
    add_common_options(p)
    how = p.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="enumerate every deal (the default, but for "
                     "--opponents above 1)")
    how.add_argument("--samples", type=positive_int, metavar="N", help="Monte Carlo: N deals per entry")
    how.add_argument("--se", type=standard_error, metavar="X",
                     help="Monte Carlo until each entry's standard error is X")
    p.add_argument("--seed", type=seed, default=0, metavar="N", help="Monte Carlo seed (default 0)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler, e.g. tcp://host:8786")
    thread_option(where, "N local threads (default 1)")
    p.add_argument("--connect-timeout", type=seconds, default=30.0, metavar="S",
                   help="with --scheduler: seconds to wait for it (default 30)")
    store_options(p)
    p.add_argument("--csv", metavar="FILE", help="write the table as CSV")
    p.add_argument("--png", metavar="FILE", help="draw the table (13 x 13 grid or heat map) as PNG")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--allow-long", action="store_true",
                   help="run an entry projected to take more than an hour (refused otherwise)")
    p.set_defaults(func=_cmd, vs=None)


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``handrank equity table|preflop``.

    >>> args = build_parser().parse_args(["table", "AA; KK", "QQ; random", "--board", "Qd 7c 2s"])
    >>> args.board
    'Qd 7c 2s'
    """
    parser = Parser(prog="handrank equity", description=plain_help(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(parser, dest_prefix="top_")  # before table|preflop too, as for every command
    sub = parser.add_subparsers(dest="command", metavar="table|preflop")
    sub.required = True
    p = sub.add_parser("table", help="each row hand or range against each column one",
                       description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("rows", metavar="ROWS", help="hands or ranges separated by ';'")
    p.add_argument("cols", nargs="?", metavar="COLS", help="hands or ranges separated by ';' (default: ROWS)")
    p.add_argument("--board", help="0, 3, 4 or 5 board cards")
    p.add_argument("--dead", help="cards out of the deck")
    game_option(p, "equity_table")
    _common(p)
    p = sub.add_parser("preflop", help="the 169 hand classes against random hands or each other",
                       description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--vs", choices=("random", "matrix"), default="random",
                   help="random: each class against --opponents random hands (default); matrix: 169 x 169")
    p.add_argument("--opponents", type=positive_int, default=1, metavar="N",
                   help="random opponents, 1 to 9 (default 1)")
    p.add_argument("--classes", metavar="LIST",
                   help="only these classes, separated by ';' (e.g. 'AA;AKs;72o')")
    _common(p)
    p.set_defaults(vs="random")
    return document_json(parser)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run ``handrank equity table|preflop`` (``argv`` without the leading ``equity``); exit
    status 0, or 2 on bad input.

    >>> main(["table", "AA; KK", "QQ", "--board", "Qd 7c 2s"])
            QQ
    AA   8.59%
    KK   8.59%
    exact, ... s
    0
    """
    parser = localize(build_parser(), requested_lang(sys.argv[1:] if argv is None else argv))
    args = parse_args(parser, argv)
    merge_common_options(args)
    try:
        return int(args.func(args))
    except (ValueError, ImportError) as e:  # EquityError, RangeError, a missing extra: named
        print(error_line("handrank", refusal(e, args.lang), args.lang), file=sys.stderr)
        return 2
    except BrokenPipeError:
        sys.stderr.close()
        return 0


def dispatch(argv: Sequence[str]) -> Optional[int]:
    """For ``handrank``'s ``main``: run ``argv`` here when it is ``equity table|preflop …``
    (the common options ``--lang``, ``--json``, ``--ascii`` may come before ``equity``, before
    ``table|preflop`` or after; returns the exit status), else ``None``.

    >>> dispatch(["equity", "AhKd", "QsQc"]) is None
    True
    """
    before = leading_common_options(argv)
    rest = list(argv[before:])
    if rest[:1] != ["equity"]:
        return None
    between = leading_common_options(rest[1:])
    if len(rest) > 1 + between and rest[1 + between] in COMMANDS:
        return main([*argv[:before], *rest[1:]])
    return None


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
