"""The ``handrank classify`` subcommand: what two hole cards are on a board — the made-hand
class, the draws, the nuts — and their outs.

    handrank classify AsKs --board "Qs Js 2d"
    handrank classify AhKh --board "Qh 7h 2c 3d" --vs QsQd      # outs against a known hand
    handrank classify 9c7d --board "Jh 5s 8c" --json --lang ru

JSON keys: ``hole``, ``board``, ``category``, ``made``, ``draws``, ``uses``, ``nuts``,
``description``, and on a flop or turn ``outs`` (``count``, ``cards``, ``by_category``: the outs
by the category each makes, and with ``--vs`` ``clean``: those that win outright).
"""

from __future__ import annotations

import argparse
from typing import Any

from ..analysis.draws import classify, outs
from ..cards import cards_str
from .helptext import plain_help
from .options import Subparsers, add_common_options, game_option
from .terminal import emit

__all__ = ["register"]


def _cmd_classify(args: argparse.Namespace) -> int:
    c = classify(args.hole, args.board, game=args.game)
    data: dict[str, Any] = {
        "hole": cards_str(c.hole).split(), "board": cards_str(c.board).split(), "category": c.category.name,
        "made": c.made, "draws": list(c.draws), "uses": c.uses, "nuts": c.nuts,
        "description": c.text(args.lang)}
    lines = [c.text(args.lang)]
    if len(c.board) < 5:
        o = outs(args.hole, args.board, vs=args.vs, dead=args.dead or (), game=args.game)
        data["outs"] = {"count": len(o), "cards": cards_str(o.cards).split(),
                        "by_category": {k.name: cards_str(v).split()
                                        for k, v in sorted(o.by_category.items())}}
        if o.clean is not None:
            data["outs"]["clean"] = cards_str(o.clean).split()
        lines.append(o.text(args.lang))
    return emit(args, data, "\n".join(lines))


def register(subparsers: Subparsers) -> None:
    """Add ``classify`` to the ``handrank`` command's subparsers.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["classify", "AhKh", "--board", "Qh 7h 2s"])
    >>> args.hole, args.board
    ('AhKh', 'Qh 7h 2s')
    """
    p = subparsers.add_parser(
        "classify", help="made hand, draws, nuts and outs of two hole cards on a board",
        description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.add_argument("hole", help="the hole cards (two; an Omaha game's: its four to six)")
    p.add_argument("--board", required=True, help="the 3 to 5 board cards")
    p.add_argument("--vs", help="the villain's two cards: outs are the cards that win or tie")
    p.add_argument("--dead", help="cards out of play (for the outs)")
    game_option(p, "classify")
    p.set_defaults(func=_cmd_classify)
