"""How hands are given on the command line: several words as one card string, hands named
(``alice=AhKd``) or not, and the card counts that need no ``--board``."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from ..cards import cards, check_count
from ..explanations.showdown import HandsSpec, ShowdownError, owner
from ..registry import game

__all__ = ["joined", "no_board_count", "no_board_hands", "parse_hands"]


def joined(words: Sequence[str]) -> str:
    """The words of a multi-word argument as one card string.

    >>> joined(["As", "Kd", "7h"])
    'As Kd 7h'
    """
    return " ".join(words)


def _own_count(args: argparse.Namespace) -> bool:
    """Whether the ``--game`` counts its hands' cards itself (badugi: four), not 5 to 7."""
    return game(getattr(args, "game", "holdem")).low == "badugi"


def no_board_count(args: argparse.Namespace) -> None:
    """Without ``--board`` a wrong card count is not about "the board".

    >>> no_board_count(argparse.Namespace(board=None, cards=["As", "Ks", "Qs"]))
    Traceback (most recent call last):
        ...
    handrank.cards.CardError: a hand is 5 to 7 cards, got 3
    """
    if args.board is None and not _own_count(args):
        check_count(cards(joined(args.cards)))


def parse_hands(specs: Sequence[str]) -> HandsSpec:
    """The ``HAND`` arguments as hands: a list, or a dict when they are named (``alice=AhKd``).

    >>> parse_hands(["alice=9dQc", "bob=9sJd"]), parse_hands(["9dQc", "9sJd"])
    ({'alice': '9dQc', 'bob': '9sJd'}, ['9dQc', '9sJd'])
    >>> parse_hands(["alice=9dQc", "9sJd"])
    Traceback (most recent call last):
        ...
    handrank.explanations.showdown.ShowdownError: name every hand (alice=AhKd) or none of them
    """
    named = [s.partition("=") for s in specs]
    with_names = sum(1 for _, eq, _ in named if eq)
    if with_names == 0:
        return list(specs)
    if with_names != len(specs):
        raise ShowdownError("name every hand (alice=AhKd) or none of them")
    hands: dict[str, str] = {}
    for name, _, spec in named:
        name = name.strip()
        if not name:
            raise ShowdownError(f"hand {name}={spec!r} has an empty name")
        if name in hands:
            raise ShowdownError(f"two hands are named {name!r}")
        hands[name] = spec
    return hands


def no_board_hands(hands: HandsSpec, args: argparse.Namespace) -> None:
    """Without ``--board`` a hand of the wrong size is not about "the board".

    >>> no_board_hands(["As Kd", "Qs Qc"], argparse.Namespace(board=None))
    Traceback (most recent call last):
        ...
    handrank.explanations.showdown.ShowdownError: hand 1 has 2 cards; a hand is 5 to 7 cards (or give --board)
    """
    if args.board is not None or getattr(args, "omaha", False) or _own_count(args):
        return
    named = isinstance(hands, dict)
    for k, spec in (hands.items() if isinstance(hands, dict) else enumerate(hands)):
        n = len(cards(spec))
        if not 5 <= n <= 7:
            raise ShowdownError(f"{owner(k, named)} has {n} cards; a hand is 5 to 7 cards (or give --board)")
