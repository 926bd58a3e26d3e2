"""``handrank compare``: which of two hands wins, and why."""

from __future__ import annotations

import argparse

from ..explanations.showdown import showdown
from .equity import point_to_equity
from .hands import no_board_hands
from .options import Subparsers, game_option, low_kwargs, low_options, subparser
from .showdown import showdown_data, showdown_lines
from .terminal import emit

__all__ = ["register"]


def _cmd_compare(args: argparse.Namespace) -> int:
    if args.board is None:  # two hole-card hands: a question for ``handrank equity``
        point_to_equity(args.a, args.b)
    no_board_hands([args.a, args.b], args)
    r = showdown(args.board, [args.a, args.b], game=args.game, **low_kwargs(args))  # one deck
    va, vb = r.values[0] or 0, r.values[1] or 0  # no qualifying low: below every low
    data = {"result": (va > vb) - (va < vb), **showdown_data(r, args)}
    return emit(args, data, "\n".join(showdown_lines(r, args)))


def register(subparsers: Subparsers) -> None:
    """Add ``compare`` to the ``handrank`` command.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["compare", "Ah Kd", "Qs Qc", "--board", "2c 7d 9h Jc 3s"])
    >>> args.a, args.b
    ('Ah Kd', 'Qs Qc')
    """
    p = subparser(subparsers, "compare", "which of two hands wins, and why", _cmd_compare)
    p.add_argument("a", help="the first hand (5 to 7 cards, or hole cards with --board)")
    p.add_argument("b", help="the second hand")
    p.add_argument("--board", help="board cards shared by both hands")
    low_options(p)
    game_option(p, "compare")
