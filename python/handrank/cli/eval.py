"""``handrank eval``: the value of the best five of 5 to 7 cards."""

from __future__ import annotations

import argparse

from ..cards import cards, cards_str
from ..evaluators.high import evaluate
from ..explanations.badugi import BadugiExplanation
from ..explanations.hand import Explanation, LowExplanation, describe, explain
from ..registry import game
from ..values import cactus_kev_rank
from .hands import joined, no_board_count
from .jsonvalues import low_category
from .options import Subparsers, game_option, subparser
from .terminal import emit

__all__ = ["register"]


def _cmd_eval(args: argparse.Namespace) -> int:
    no_board_count(args)
    if not game(args.game).generic("explain"):  # Russian poker: a standard value, named its way
        v = evaluate(joined(args.cards), args.board, game=args.game)
        said = describe(v, args.lang, game=args.game)
        held = cards(joined(args.cards)) + (cards(args.board) if args.board else ())
        data = {"cards": cards_str(held).split(), "value": int(v), "game": args.game,
                "cactus_kev_rank": cactus_kev_rank(v), "description": said}
        return emit(args, data, f"{int(v)}  {said}")
    e = explain(joined(args.cards), args.board, game=args.game)
    if isinstance(e, BadugiExplanation):  # its own scale and the cards that play
        data = {"cards": cards_str(e.cards).split(), "value": e.value, "game": e.game,
                "description": describe(e.value, args.lang, game=e.game),
                "best": cards_str(e.best).split(), "text": e.text(args.lang, symbols=False)}
        return emit(args, data, f"{e.value}  {e.text(args.lang)}")
    standard = type(e) is Explanation  # the standard scale (Hold'em, Omaha, stud): a Cactus Kev rank
    rank = {**({} if args.game == "holdem" else {"game": args.game}),
            **({"cactus_kev_rank": cactus_kev_rank(e.value)} if standard else {})}
    category = low_category(e.category) if isinstance(e, LowExplanation) else e.category.name
    data = {"cards": cards_str(e.board + e.hole).split(), "value": e.value, **rank, "category": category,
            "description": e.text(args.lang, symbols=False), "best_five": cards_str(e.best_five).split()}
    return emit(args, data, f"{e.value}  {e.text(args.lang)}")


def register(subparsers: Subparsers) -> None:
    """Add ``eval`` to the ``handrank`` command.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> parser.parse_args(["eval", "As", "Ks", "Qs", "Js", "Ts"]).cards
    ['As', 'Ks', 'Qs', 'Js', 'Ts']
    """
    p = subparser(subparsers, "eval", "the value of the best five of 5 to 7 cards", _cmd_eval)
    p.add_argument("cards", nargs="+", help="the cards, e.g. As Ks Qs Js Ts or \"AsKs\"")
    p.add_argument("--board", help="board cards, evaluated with the cards")
    game_option(p, "evaluate")
