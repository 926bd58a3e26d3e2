"""The ``handrank strength`` subcommand: hand strength and potential (HS, PPot, NPot, EHS), exact.

    handrank strength AdQc --board "3h 4c Jh"
    handrank strength "8d 7d" --board "9d 6c 2d" --vs "QQ+, AK, 98s" --json
    handrank strength AhKh --board "Qh 7s 2h 3c" --opponents 3 --lang ru

Against one random hand (or ``--vs RANGE``, weights counted) every opponent holding and every
completion of the board is enumerated; ``--opponents N`` raises the hand strength to the N-th
power (Billings et al.'s approximation).

JSON keys: ``hs``, ``ppot``, ``npot``, ``ehs``, ``now`` (the weight of the holdings the hand is
``ahead`` of, ``tied`` with, ``behind`` now), ``hp`` (per state now, per state on the river),
``pairs``, ``opponents``, ``vs``.
"""

from __future__ import annotations

import argparse

from ..analysis.strength import hand_strength
from .helptext import plain_help
from .options import Subparsers, add_common_options, game_option
from .terminal import emit

__all__ = ["register"]


def _cmd_strength(args: argparse.Namespace) -> int:
    s = hand_strength(args.hole, args.board, args.vs, opponents=args.opponents, dead=args.dead or (),
                      game=args.game)  # a StrengthError's opponents= is said as --opponents (usage.in_flags)
    return emit(args, s.to_dict(), s.text(args.lang))


def register(subparsers: Subparsers) -> None:
    """Add ``strength`` to the ``handrank`` command's subparsers.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["strength", "AdQc", "--board", "3h 4c Jh"])
    >>> args.hole, args.vs, args.opponents
    ('AdQc', 'random', 1)
    """
    p = subparsers.add_parser(
        "strength", help="hand strength and potential (HS, PPot, NPot, EHS) on a flop, turn or river",
        description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.add_argument("hole", help="the hole cards (two; an Omaha game's: its four to six)")
    p.add_argument("--board", required=True, help="the 3 to 5 board cards")
    p.add_argument("--vs", default="random", help="the opponent's range (default: random)")
    p.add_argument("--opponents", type=int, default=1, help="how many opponents (default 1)")
    p.add_argument("--dead", help="cards out of play")
    game_option(p, "hand_strength")
    p.set_defaults(func=_cmd_strength)
