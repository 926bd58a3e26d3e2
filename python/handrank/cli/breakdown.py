"""The ``handrank breakdown`` and ``handrank percentile`` subcommands: a range on a board, and
starting hands' percentiles.

    handrank breakdown "QQ+, AK, 76s" --board "Qs Js 2d"
    handrank breakdown random --board "Ts 9s 8d 2c" --dead Ah --json
    handrank percentile AA AKs 7h2c

``breakdown`` counts the range's combos left after card removal by made class, category and
draw (a combo may hold several draws), with their weights. JSON keys: ``board``, ``total``,
``combos``, ``made``, ``categories``, ``draws``.

``percentile``: 100 × the share of the 1,326 starting hands no stronger than the hand's class
(exact equity against one random hand). JSON: ``hands``, each ``hand`` (its class) and ``percentile``.
"""

from __future__ import annotations

import argparse

from ..analysis.ranges import HAND_CLASSES, Range, percentile
from .helptext import plain_help
from .options import Subparsers, add_common_options, game_option
from .terminal import emit

__all__ = ["register"]


def _cmd_breakdown(args: argparse.Namespace) -> int:
    b = Range(args.range, game=args.game).breakdown(args.board, dead=args.dead or ())
    return emit(args, b.to_dict(), b.text(args.lang))


def _class_name(hand: str) -> str:
    """The class a hand belongs to, as ``HAND_CLASSES`` spells it (``7h2c`` -> ``72o``)."""
    value = percentile(hand)
    return next(c for c in HAND_CLASSES if percentile(c) == value)


def _cmd_percentile(args: argparse.Namespace) -> int:
    rows = [(_class_name(h), percentile(h)) for h in args.hands]
    width = max(len(c) for c, _ in rows)
    point = "," if args.lang == "ru" else "."
    text = "\n".join(f"{c:<{width}} {p:6.2f}".replace(".", point) for c, p in rows)
    data = {"hands": [{"hand": c, "percentile": p} for c, p in rows]}
    return emit(args, data, text)


def register(subparsers: Subparsers) -> None:
    """Add ``breakdown`` and ``percentile`` to the ``handrank`` command's subparsers.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> parser.parse_args(["breakdown", "QQ+, AK", "--board", "Qd 7c 2s"]).range
    'QQ+, AK'
    """
    for name, helptext, func in (
            ("breakdown", "a range on a board: combos by made class, category and draw", _cmd_breakdown),
            ("percentile", "starting hands' percentiles among the 1,326", _cmd_percentile)):
        p = subparsers.add_parser(name, help=helptext, description=plain_help(__doc__),
                                  formatter_class=argparse.RawDescriptionHelpFormatter)
        add_common_options(p)
        if name == "breakdown":
            p.add_argument("range", help="the range, e.g. 'QQ+, AK, 76s:0.5' or random")
            p.add_argument("--board", required=True, help="the 3 to 5 board cards")
            p.add_argument("--dead", help="cards out of play")
            game_option(p, "breakdown")
        else:
            p.add_argument("hands", nargs="+", help="hand classes (AKs, QQ, 72o) or two cards (7h2c)")
        p.set_defaults(func=func)
