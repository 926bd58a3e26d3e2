"""The ``handrank low`` subcommand: the best low of 5 to 7 cards, or of an Omaha hand.

    handrank low "Kd 8s 6h 4c 3d 2c As"                  # ace-to-five: Six-Four low
    handrank low 7h5d4c3s2s --scheme 27 --lang ru
    handrank low "9h 4d 3c 2s As" --qualifier 8 --json   # no qualifying low
    handrank low "As 2d Kc Kd" --board "3h 4s 8c Qd Qh" --omaha

JSON keys: ``cards``, ``board``, ``scheme``, ``qualifier``, ``value`` (``null`` when no low
qualifies), ``category``, ``ranks``, ``best_five``, ``description``.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..cards import RANKS, cards, cards_str
from ..evaluators.low import best_five_low, best_five_omaha_low, evaluate_low, evaluate_omaha_low
from ..evaluators.schemes import LOW_SCHEMES, LowballError, decode_low
from ..explanations.wild import explain_low_wild
from ..text.hands import describe_low
from .helptext import plain_help
from .jsonvalues import low_category
from .options import Subparsers, add_common_options
from .terminal import card_text, emit

__all__ = ["register"]


def _cmd_low(args: argparse.Namespace) -> int:
    hand = cards(" ".join(args.cards), allow_jokers=bool(args.wild_rule))
    board = cards(args.board) if args.board else ()
    q = args.qualifier
    qualifier = int(q) if q is not None and q.isdigit() else q
    if args.omaha and (args.wild_rule or args.wild):
        raise LowballError("--omaha takes no wild cards (--wild, --wild-rule): "
                           "there is no Omaha low with wild cards")
    w = None
    if args.omaha:
        if not board:
            raise ValueError("--omaha needs --board (the 3 to 5 board cards)")
        value = evaluate_omaha_low(hand, board, args.scheme, qualifier=qualifier)
        five = best_five_omaha_low(hand, board, args.scheme) if value else ()
    elif args.wild_rule:  # the low, its five cards and what each wild card plays as
        w = explain_low_wild(hand + board, args.scheme, qualifier, args.wild or (), args.wild_rule)
        value, five = w.value, w.five
    else:
        value = evaluate_low(hand + board, args.scheme, qualifier=qualifier,
                             wild=args.wild or (), wild_rule=args.wild_rule)
        five = best_five_low(hand + board, args.scheme) if value else ()
    text = describe_low(value, args.scheme, lang=args.lang) if w is None else w.text(args.lang)
    cat, ranks = decode_low(value, args.scheme) if value and w is None else (None, ())
    data: dict[str, Any] = {
        "cards": cards_str(hand).split(), "board": cards_str(board).split(), "scheme": args.scheme,
        "qualifier": qualifier, "value": value, "category": low_category(cat) if cat is not None else None,
        "ranks": [RANKS[r] for r in ranks], "best_five": cards_str(five).split(), "description": text,
    }
    line = f"{value or 0}  {text}" if text else f"{value}"
    return emit(args, data, line + (f"  [{card_text(five, args)}]" if five else ""))


def register(subparsers: Subparsers) -> None:
    """Add ``low`` to the ``handrank`` command's subparsers.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["low", "8c 4d 3h 2s Ad 9c Kd", "--scheme", "a5", "--qualifier", "8"])
    >>> args.scheme, args.qualifier
    ('a5', '8')
    """
    p = subparsers.add_parser(
        "low", help="the best low of 5 to 7 cards (ace-to-five, deuce-to-seven, ace-to-six)",
        description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.add_argument("cards", nargs="+", help="the cards (with --board: the hole cards)")
    p.add_argument("--scheme", choices=sorted(LOW_SCHEMES), default="a5",
                   help="a5 = ace-to-five (default), 27 = deuce-to-seven, a6 = ace-to-six")
    p.add_argument("--qualifier", help="the highest card a low may hold, e.g. 8 for eight-or-better")
    p.add_argument("--board", help="board cards: evaluated with the cards (with --omaha: two plus three)")
    p.add_argument("--omaha", action="store_true",
                   help="Omaha: exactly two hole cards and three board cards (no wild cards)")
    p.add_argument("--wild", help="wild ranks, e.g. 2 for deuces wild (jokers are always wild)")
    p.add_argument("--wild-rule", choices=("below-all", "duplicate", "lowest-absent"),
                   help="how a wild card plays low (required with wild cards)")
    p.set_defaults(func=_cmd_low)
