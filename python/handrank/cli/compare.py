"""``handrank compare``: which of two hands wins, and why."""

from __future__ import annotations

import argparse
from typing import Any

from ..cards import cards_str
from ..evaluators.high import compare, evaluate
from ..explanations.hand import describe
from ..explanations.showdown import showdown
from ..registry import game
from ..text.cli import LABELS
from .equity import point_to_equity
from .hands import no_board_hands
from .options import Subparsers, game_option, low_kwargs, low_options, subparser
from .showdown import showdown_data, showdown_lines, split_output
from .terminal import emit

__all__ = ["register"]


def _cmd_compare(args: argparse.Namespace) -> int:
    if args.board is None:  # two hole-card hands: a question for ``handrank equity``
        point_to_equity(args.a, args.b)
    no_board_hands([args.a, args.b], args)
    g = game(args.game)
    if g.hi_lo or g.low == "badugi":  # the pot of the game's own showdown, and compare's answer
        hands = [args.a, args.b]
        data, text = split_output(showdown(args.board, hands, game=g.name), hands, args)
        result = compare(args.a, args.b, args.board, game=g.name)
        said = LABELS[args.lang]["compared"].split("|")[1 - result]
        return emit(args, {"result": result, **data}, f"{text}\n{said}")
    if not g.generic("showdown"):  # Russian poker: its values and their names
        return _values(args, g.name)
    r = showdown(args.board, [args.a, args.b], game=args.game, **low_kwargs(args))  # one deck
    va, vb = r.values[0] or 0, r.values[1] or 0  # no qualifying low: below every low
    data = {"result": (va > vb) - (va < vb), **showdown_data(r, args)}
    return emit(args, data, "\n".join(showdown_lines(r, args)))


def _values(args: argparse.Namespace, name: str) -> int:
    """Two hands of a game whose values compare (``compare``) but with no showdown of the
    generic call: each hand's value and its name, and which wins."""
    result = compare(args.a, args.b, args.board, game=name)
    players: list[dict[str, Any]] = []
    for k, spec in enumerate((args.a, args.b)):
        v = evaluate(spec, args.board, game=name)
        players.append({"key": k, "cards": cards_str(spec).split(), "value": int(v),
                        "description": describe(v, args.lang, game=name)})
    lines = [f"{p['key'] + 1}: {p['value']}  {p['description']}" for p in players]
    lines.append(LABELS[args.lang]["compared"].split("|")[1 - result])
    return emit(args, {"result": result, "game": name, "players": players}, "\n".join(lines))


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
