"""The ``handrank hilo`` subcommand: split a high-low pot.

    handrank hilo omaha8 --board "5c 8d Kh 9s 7c" ann=KsKdQcJc bob=As2sQsJs --pot 10
    handrank hilo stud8 "Ah Kh Qh Jh 9h 9c 9d" "7c 5c 4d 3s 2h Kd Ks" "7d 5d 4c 3c 2d Qd Qs" --pot 9
    handrank hilo declare B=8c6c4c3c2dKcAc L=8d6d4d3d2hJsJd H=TsThTd9s7h5sQh --pot 10 \\
    --declare B=blue --declare L=white --declare H=red --lang ru
    handrank hilo holdem8 --board "As Ks Qs Js Ts" 2c3c 4d5d 6h7h --pot 11 --button 2 --json
    handrank hilo stud8 ... --pot 30 --side-pot 20:2,3

Players are named (``alice=AhKd...``) or numbered 1, 2, ... in the order given, as the text
says them (``Player 1``); ``--declare``, ``--button`` and ``--side-pot`` refer to them the same
way. ``--button`` is the seat of the button (default: the first player); odd units go clockwise
from the seat after it.

JSON keys: ``game``, ``board``, ``players`` (each: ``key`` (the name, or the 0-based position
in the order given, like ``showdown --json`` and the library: Player 1 is key 0), ``name``
(as the text says it), ``hole``, ``high``, ``high_text``,
``low`` (``null``: no qualifying low), ``low_text``, ``declaration``, ``share``), ``shares``
(key -> units), ``high_winners``, ``low_winners``, ``pots`` (each: ``index``, ``amount``,
``eligible``, ``high_winners``, ``low_winners``, ``void``, ``awards`` (``part``, ``amount``,
``shares``, ``reason``, ``way``, ``value``, ``odd``), ``forfeits`` (``key``, ``way``,
``against``, ``tied``, ``no_low``)), ``text``.
"""

from __future__ import annotations

import argparse
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from ..cards import cards, cards_str
from ..explanations.showdown import HandsSpec
from ..games.hilo import GAMES, HiLoError, HiLoResult, resolve
from ..text.cli import HILO, LABELS
from .hands import parse_hands
from .helptext import plain_help
from .options import Subparsers, add_common_options
from .terminal import card_text, emit

__all__ = ["hilo_output", "register"]


def _key_of(label: str, keys: Sequence[Hashable], named: bool) -> Hashable:
    """A player as the command line names him: his name, or his number 1, 2, ..."""
    label = label.strip()
    if named:
        if label not in keys:
            raise HiLoError(f"no player is named {label!r}")
        return label
    if not label.isdigit() or not 1 <= int(label) <= len(keys):
        raise HiLoError(f"player {label!r}: number the players 1..{len(keys)}")
    return int(label) - 1


def _pairs(items: Sequence[str], what: str) -> list[tuple[str, str]]:
    out = []
    for item in items:
        left, eq, right = item.partition("=" if what == "declare" else ":")
        if not eq or not left.strip() or not right.strip():
            form = "PLAYER=high|low|both" if what == "declare" else "AMOUNT:PLAYER,PLAYER"
            raise HiLoError(f"--{what} {item!r}: write {form}")
        out.append((left, right))
    return out


def _data(r: HiLoResult, board: Sequence[int], holes: dict[Hashable, tuple[int, ...]],
          args: argparse.Namespace) -> dict[str, Any]:
    """The JSON of a result; a player's key is the library's (his name, or his 0-based position)."""
    d = r.as_dict()
    players = [{"key": k, "name": r.name(k), "hole": cards_str(holes[k]).split(), "high": r.highs[k],
                "high_text": r.high_text(k, args.lang), "low": r.lows[k],
                "low_text": r.low_text(k, args.lang),
                "declaration": None if r.declarations is None else r.declarations[k],
                "share": r.shares[k]} for k in r.keys]
    for p in d["pots"]:
        for a in p["awards"]:
            a["shares"] = {str(k): v for k, v in a["shares"]}
    return {"game": d["game"], "board": cards_str(board).split(), "players": players,
            "shares": {str(k): v for k, v in r.shares.items()},
            "high_winners": list(r.high_winners), "low_winners": list(r.low_winners),
            "pots": d["pots"], "text": r.text(args.lang)}


def _cmd_hilo(args: argparse.Namespace) -> int:
    hands = parse_hands(args.hands)
    named = isinstance(hands, dict)
    keys: list[Hashable] = list(hands) if isinstance(hands, dict) else list(range(len(hands)))
    declarations = None
    if args.declare:
        declarations = {}
        for who, decl in _pairs(args.declare, "declare"):
            k = _key_of(who, keys, named)
            declarations[k] = int(decl) if decl.strip().isdigit() else decl
    side = []
    for amount, who in _pairs(args.side_pot or (), "side-pot"):
        if not amount.strip().isdigit():
            raise HiLoError(f"--side-pot {amount}:{who}: the amount is a whole number")
        side.append((int(amount), [_key_of(w, keys, named) for w in who.split(",")]))
    button: Hashable = keys[0] if args.button is None else _key_of(args.button, keys, named)
    board = cards(args.board) if args.board else ()
    r = resolve(args.game, hands, board=board, pot=args.pot, button=button,
                declarations=declarations, side_pots=side, unit=args.unit)
    data, text = hilo_output(r, hands, board, args)
    return emit(args, data, text)


def hilo_output(r: HiLoResult, hands: HandsSpec, board: Sequence[int],
                args: argparse.Namespace) -> tuple[dict[str, Any], str]:
    """The ``--json`` data and the text of a split (``hilo``, and ``showdown``/``compare
    --game`` of a hi-lo game): the board, a line per player, and every award explained.

    >>> from handrank import hilo
    >>> hands = {"ann": "Ks Kd Qc Jc", "bob": "As 2s Qs Js"}
    >>> r = hilo.resolve("omaha8", hands, board="5c 8d Kh 9s 7c", pot=10)
    >>> data, text = hilo_output(r, hands, cards("5c 8d Kh 9s 7c"), argparse.Namespace(lang="en", ascii=True))
    >>> print(text.splitlines()[-1][:66])
    Pot of 10: ann takes the high half, 5, with Three of a Kind, Kings
    """
    keys = list(r.keys)
    holes: dict[Hashable, tuple[int, ...]] = {
        k: cards(spec) for k, spec in (hands.items() if isinstance(hands, Mapping) else enumerate(hands))}
    lang = args.lang
    width = max(len(r.name(k, lang)) for k in keys)
    lines = []
    if board:
        lines.append(f"{LABELS[lang]['board']}: {card_text(board, args)}")
    for k in keys:
        decl = "" if r.declarations is None else f"  [{r.declarations[k]}]"
        lines.append(HILO[lang]["line"].format(
            name=f"{r.name(k, lang):<{width}}", cards=card_text(holes[k], args), high=r.high_text(k, lang),
            low=r.low_text(k, lang), share=r.shares[k], declared=decl))
    lines.append(r.text(lang))
    return _data(r, board, holes, args), "\n".join(lines)


def register(subparsers: Subparsers) -> None:
    """Add ``hilo`` to the ``handrank`` command.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["hilo", "omaha8", "ann=Ks Kd Qc Jc", "bob=As 2s Qs Js", "--pot", "10"])
    >>> args.game, args.pot
    ('omaha8', 10)
    """
    p = subparsers.add_parser(
        "hilo", help="split a high-low pot (cards speak or declarations)",
        description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game", help=f"the game: {', '.join(GAMES)}; or an alias (bigo, o8, ...)")
    p.add_argument("hands", nargs="+", metavar="HAND", help="hole cards, optionally named: alice=AsKd2c3h")
    p.add_argument("--board", help="the board cards (Omaha and hold'em)")
    p.add_argument("--pot", type=int, required=True, help="the pot in units")
    p.add_argument("--unit", type=int, default=1, help="the smallest chip of the pot (default 1)")
    p.add_argument("--button", help="the player on the button (name or number; default the first)")
    p.add_argument("--declare", action="append", metavar="PLAYER=WAY",
                   help="a declaration: high/low/both, red/white/blue or 1/0/2 (repeat per player)")
    p.add_argument("--side-pot", action="append", metavar="AMOUNT:PLAYERS",
                   help="a side pot and its players, e.g. 20:2,3 (repeatable)")
    add_common_options(p)
    p.set_defaults(func=_cmd_hilo)
