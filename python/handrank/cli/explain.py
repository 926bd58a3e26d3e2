"""``handrank explain``: main cards, kickers and a description of the best hand (high or low)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..cards import cards_str
from ..evaluators.badugi import BADUGI_CLASSES
from ..explanations.badugi import BadugiExplanation
from ..explanations.hand import Explanation, LowExplanation, ShortDeckExplanation, explain
from ..text.cli import LABELS
from ..text.hands import words
from ..values import cactus_kev_rank
from .hands import joined, no_board_count
from .jsonvalues import low_category
from .options import Subparsers, game_option, low_kwargs, low_options, subparser
from .terminal import card_text, emit, symbols_ok

__all__ = ["explain_data", "explain_lines", "register"]


def explain_data(e: Explanation | LowExplanation | BadugiExplanation) -> dict[str, Any]:
    """The ``--json`` keys of an explained hand (high or low).

    >>> from handrank import explain
    >>> sorted(explain_data(explain("Th Tc As Kd 7c 3h 2s")))[:4]
    ['best_five', 'cactus_kev_rank', 'category', 'hole_used']
    """
    if isinstance(e, BadugiExplanation):
        return {"value": e.value, "game": e.game, "best": cards_str(e.best).split(),
                "dropped": e.to_dict()["dropped"]}
    if isinstance(e, LowExplanation):
        return {"value": e.value, "low_value": e.low_value, "qualifies": e.qualifies, "scheme": e.rules.name,
                "qualifier": e.qualifier, "category": low_category(e.category),
                "best_five": cards_str(e.best_five).split(), "main": cards_str(e.main).split(),
                "kickers": cards_str(e.kickers).split(), "hole_used": cards_str(e.hole_used).split()}
    rank = ({"game": e.game} if isinstance(e, ShortDeckExplanation)
            else {"cactus_kev_rank": cactus_kev_rank(e.value)})
    return {"value": e.value, **rank, "category": e.category.name,
            "best_five": cards_str(e.best_five).split(), "main": cards_str(e.main).split(),
            "kickers": cards_str(e.kickers).split(), "hole_used": cards_str(e.hole_used).split()}


def explain_lines(e: Explanation | LowExplanation | BadugiExplanation, args: argparse.Namespace) -> list[str]:
    """The lines under an explained hand: its best five, main cards and kickers, its value.

    >>> import argparse
    >>> from handrank import explain
    >>> args = argparse.Namespace(lang="en", ascii=True)
    >>> for line in explain_lines(explain("Th Tc As Kd 7c 3h 2s"), args):
    ...     print(line)
    best five: Th Tc As Kd 7c  (main: Th Tc; kickers: As Kd 7c)
    value 3253 / 7462 (Cactus Kev rank 4210)
    """
    t = LABELS[args.lang]
    if isinstance(e, BadugiExplanation):  # the cards that play, on badugi's scale
        return [f"{t['best']}: {card_text(e.best, args)}",
                f"{t['value']} {e.value} / {BADUGI_CLASSES} ({t['badugi_value']})"]
    kick = card_text(e.kickers, args) if e.kickers else t["none"]
    lines = [f"{t['best']}: {card_text(e.best_five, args)}  ({t['main']}: {card_text(e.main, args)}; "
             f"{t['kickers']}: {kick})"]
    if isinstance(e, LowExplanation):  # the best low's value even when it misses the qualifier
        return [*lines, f"{t['value']} {e.low_value} / {e.rules.num_values} ({t['low']} {e.rules.name})"]
    if isinstance(e, ShortDeckExplanation):  # its own scale
        return [*lines, f"{t['value']} {e.value} / 1404 ({words(args.lang).GAME_NAMES[e.game]})"]
    return [*lines, f"{t['value']} {e.value} / 7462 ({t['ck']} {cactus_kev_rank(e.value)})"]


def _cmd_explain(args: argparse.Namespace) -> int:
    if not args.omaha:
        no_board_count(args)
    e = explain(joined(args.cards), args.board, omaha=args.omaha, game=args.game, **low_kwargs(args))
    symbols = not args.ascii and symbols_ok(sys.stdout)
    if isinstance(e, BadugiExplanation):
        data: dict[str, Any] = {"cards": cards_str(e.cards).split(), "board": [],
                                "text": e.text(args.lang, symbols=False), **explain_data(e)}
    else:
        data = {"cards": cards_str(e.hole).split(), "board": cards_str(e.board).split(),
                "text": e.text(args.lang, symbols=False), **explain_data(e)}
    return emit(args, data, "\n".join([e.text(args.lang, symbols=symbols), *explain_lines(e, args)]))


def register(subparsers: Subparsers) -> None:
    """Add ``explain`` to the ``handrank`` command.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> parser.parse_args(["explain", "Th Tc As Kd 7c 3h 2s", "--lang", "ru"]).lang
    'ru'
    """
    p = subparser(subparsers, "explain", "main cards, kickers and a description of the best hand",
                  _cmd_explain)
    p.add_argument("cards", nargs="+", help="the cards (with --board: the hole cards)")
    p.add_argument("--board", help="board cards")
    p.add_argument("--omaha", action="store_true", help="Omaha: exactly two hole cards and three board cards")
    low_options(p)
    game_option(p, "explain")
