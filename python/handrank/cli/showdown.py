"""``handrank showdown``: who wins a showdown, which card decided it, and a pot's shares."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..cards import cards, cards_str
from ..explanations.badugi import BadugiShowdown
from ..explanations.pots import split_pot
from ..explanations.showdown import HandsSpec, LowShowdown, Showdown, ShowdownError, showdown
from ..registry import game
from ..text.cli import LABELS
from .badugi import badugi_output
from .explain import explain_data
from .hands import no_board_hands, parse_hands
from .hilo import hilo_output
from .options import Subparsers, game_option, low_kwargs, low_options, subparser
from .terminal import card_text, emit, symbols_ok

__all__ = ["register", "showdown_data", "showdown_lines", "split_output"]


def showdown_data(r: Showdown | LowShowdown, args: argparse.Namespace) -> dict[str, Any]:
    """The ``--json`` keys of a showdown (high or low).

    >>> import argparse
    >>> from handrank import showdown
    >>> r = showdown("9h Ac Kd 4s 2c", {"alice": "9d Qc", "bob": "9s Jd"})
    >>> showdown_data(r, argparse.Namespace(lang="en", ascii=True))["winners"]
    ['alice']
    """
    players = []
    for k, e in r.explanations.items():
        players.append({"key": k, "name": r.label(k, args.lang), "hole": cards_str(e.hole).split(),
                        "text": e.text(args.lang, symbols=False), **explain_data(e)})
    low = {"scheme": r.rules.name, "qualifier": r.qualifier} if isinstance(r, LowShowdown) else {}
    return {"board": cards_str(r.board).split(), **low, "players": players, "winners": list(r.winners),
            "decision": r.decision.as_dict(), "text": r.text(args.lang, symbols=False)}


def showdown_lines(r: Showdown | LowShowdown, args: argparse.Namespace) -> list[str]:
    """The board, one line per player (the winners marked ``*``), and what the dealer says.

    >>> import argparse
    >>> from handrank import showdown
    >>> r = showdown("9h Ac Kd 4s 2c", {"alice": "9d Qc", "bob": "9s Jd"})
    >>> print(showdown_lines(r, argparse.Namespace(lang="en", ascii=True))[0])
    Board: 9h Ac Kd 4s 2c
    """
    symbols = not args.ascii and symbols_ok(sys.stdout)
    lines = [f"{LABELS[args.lang]['board']}: {card_text(r.board, args)}"] if r.board else []
    names = {k: r.label(k, args.lang) for k in r.explanations}
    width = max(len(n) for n in names.values())
    hole_width = max(len(card_text(e.hole, args)) for e in r.explanations.values())
    for k, e in r.explanations.items():
        mark = "*" if k in r.winners else " "
        lines.append(f"{mark} {names[k]:<{width}}  {card_text(e.hole, args):<{hole_width}}  "
                     f"{e.text(args.lang, symbols=symbols)}  [{card_text(e.best_five, args)}]")
    lines.append(r.text(args.lang, symbols=symbols))
    return lines


def split_output(r: Any, hands: HandsSpec, args: argparse.Namespace) -> tuple[dict[str, Any], str]:
    """The ``--json`` data and the text of a hi-lo game's split or a badugi showdown (the
    ``hilo`` and ``badugi`` commands' own).

    >>> import handrank as hr
    >>> hands = {"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad"}
    >>> split_output(hr.showdown(None, hands, game="badugi", pot=10), hands,
    ...              argparse.Namespace(lang="en", board=None))[1]
    'ann wins 10: 4-card badugi, 7-5-3-A beats 4-card badugi, 8-4-2-A.'
    """
    if isinstance(r, BadugiShowdown):
        return badugi_output(r, hands, args)
    return hilo_output(r, hands, cards(args.board) if args.board else (), args)


def _cmd_showdown(args: argparse.Namespace) -> int:
    hands = parse_hands(args.hands)
    no_board_hands(hands, args)
    g = game(args.game)
    if g.hi_lo or g.low == "badugi":  # a pot of their own: split by the game's rules
        if args.unit != 1:
            raise ShowdownError(f"--unit with --game {g.name}: the {'hilo' if g.hi_lo else 'badugi'} "
                                "command splits a pot in units")
        data, text = split_output(showdown(args.board, hands, game=g.name, pot=args.pot), hands, args)
        return emit(args, data, text)
    r = showdown(args.board, hands, omaha=args.omaha, game=args.game, **low_kwargs(args))
    data = showdown_data(r, args)
    lines = showdown_lines(r, args)
    if args.pot is not None and not r.winners:  # a low showdown where no hand qualifies
        data["shares"] = {}
        lines.append(f"{LABELS[args.lang]['pot']} {args.pot}: {LABELS[args.lang]['no_low']}")
    elif args.pot is not None:
        shares = split_pot(args.pot, r.winners, unit=args.unit)
        data["shares"] = {str(k): v for k, v in shares.items()}
        lines.append(f"{LABELS[args.lang]['pot']} {args.pot}: "
                     + ", ".join(f"{r.label(k, args.lang)} {v}" for k, v in shares.items()))
    return emit(args, data, "\n".join(lines))


def register(subparsers: Subparsers) -> None:
    """Add ``showdown`` to the ``handrank`` command.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> parser.parse_args(["showdown", "--board", "9h Ac Kd 4s 2c", "alice=9dQc", "bob=9sJd"]).hands
    ['alice=9dQc', 'bob=9sJd']
    """
    p = subparser(subparsers, "showdown", "who wins a showdown and which card decided it", _cmd_showdown)
    p.add_argument("hands", nargs="+", metavar="HAND", help="hole cards, optionally named: alice=AhKd")
    p.add_argument("--board", help="the board (3 to 5 cards; omit for 5 to 7 card hands)")
    p.add_argument("--omaha", action="store_true", help="Omaha: exactly two hole cards and three board cards")
    p.add_argument("--pot", type=int, help="split a pot of this many units among the winners")
    p.add_argument("--unit", type=int, default=1, help="the smallest chip of the pot (default 1)")
    low_options(p)
    game_option(p, "showdown")
