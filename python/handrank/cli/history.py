"""The ``handrank history`` subcommand: read hand histories, replay every hand on handrank's
rules, check the site's amounts and report each player's net and all-in-adjusted net.

    handrank history hands.txt
    handrank history folder/ archive.zip --json
    handrank history hands.phhs --hands --lang ru

FILE is a PokerStars text file, a PHH file (``.phh``, ``.phhs``), a folder of them or a ``.zip``.
A hand that cannot be read is reported (file, line, why) and skipped; the others are replayed.
``--hands`` also prints each hand's replay.

JSON keys: ``hands`` (hands replayed), ``errors`` (each: ``file``, ``line``, ``why``),
``disagreements`` (each: ``file``, ``line``, ``hand_id``, ``what``, ``player``, ``rules``,
``site``), ``players`` (each: ``name``, ``hands``, ``net``, ``adjusted``, ``allins``,
``bb_per_100`` and its 95% interval ``bb_per_100_interval``; amounts as decimal strings) and,
with ``--hands``, ``replays`` (each replay's ``to_dict``).
"""

from __future__ import annotations

import argparse
from typing import Any

from ..history import HandError, HistoryError, Replay, read, replay, totals
from ..history.output import exact_text
from ..text.history import WORDS, replay_text, report_lines
from .helptext import plain_help
from .options import Subparsers, add_common_options
from .terminal import emit

__all__ = ["register"]


def _replays(args: argparse.Namespace) -> tuple[list[Replay], list[HandError]]:
    """Every hand of every file replayed, and the hands that could not be read or replayed."""
    done: list[Replay] = []
    errors: list[HandError] = []
    for name in args.files:
        reader = read(name, format=args.format)
        for hand in reader:
            try:
                done.append(replay(hand))
            except HistoryError as e:
                errors.append(HandError(str(e), hand.source.file, hand.source.line))
        errors += reader.errors
    return done, errors


def _cmd_history(args: argparse.Namespace) -> int:
    done, errors = _replays(args)
    decimals = max((r.hand.decimals for r in done), default=0)
    players = totals(done)
    disagreements = [
        {
            "file": r.hand.source.file,
            "line": r.hand.source.line,
            "hand_id": r.hand.hand_id,
            "what": x.what,
            "player": r.hand.names[x.seat] if x.seat >= 0 else None,
            "rules": r.hand.money(x.rules),
            "site": r.hand.money(x.site),
        }
        for r in done
        for x in r.disagreements
    ]
    data: dict[str, Any] = {
        "hands": len(done),
        "errors": [{"file": e.file, "line": e.line, "why": e.why} for e in errors],
        "disagreements": disagreements,
        "players": [
            {
                "name": t.name,
                "hands": t.hands,
                "net": exact_text(t.net * 10**decimals, decimals),
                "adjusted": exact_text(t.adjusted * 10**decimals, decimals),
                "allins": t.allins,
                "bb_per_100": exact_text(t.bb_per_100, 0),
                "bb_per_100_interval": (
                    None if t.bb_per_100_interval is None else [f"{x:.2f}" for x in t.bb_per_100_interval]
                ),
            }
            for t in players.values()
        ],
    }
    if args.hands:
        data["replays"] = [r.to_dict() for r in done]
    w = WORDS[args.lang]
    lines = [
        w["report_read"].format(hands=len(done), bad=len(errors), dis=sum(1 for r in done if r.disagreements))
    ]
    if errors:
        lines.append(w["report_errors"].format(n=len(errors)))
        lines += [f"  {e}" for e in errors]
    if args.hands:
        for r in done:
            lines += ["", replay_text(r, args.lang)]
        lines.append("")
    if players:
        lines += report_lines(players, args.lang, decimals)
    return emit(args, data, "\n".join(lines))


def register(subparsers: Subparsers) -> None:
    """Add ``history`` to the ``handrank`` command's subparsers.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> parser.parse_args(["history", "a.txt", "b.phh", "--hands"]).files
    ['a.txt', 'b.phh']
    """
    p = subparsers.add_parser(
        "history",
        help="read hand histories (PHH, PokerStars), replay them, check the amounts, "
        "report net and all-in EV",
        description=plain_help(__doc__),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_common_options(p)
    p.add_argument("files", nargs="+", metavar="FILE", help="a hand-history file, a folder or a .zip")
    p.add_argument("--format", choices=("phh", "pokerstars"), help="the format (default: found per file)")
    p.add_argument("--hands", action="store_true", help="also print each hand's replay")
    p.set_defaults(func=_cmd_history)
