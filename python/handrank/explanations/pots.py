"""Splitting a pot among tied winners, and main and side pots among their eligible players.

Amounts are whole units (chips of the smallest denomination in play, times ``unit``). Odd
units go one per player, never two to the same player, starting with the first player of
``order`` (the seats clockwise from the button).

>>> split_pot(10, ["alice", "bob", "carol"])
{'alice': 4, 'bob': 3, 'carol': 3}
"""

from __future__ import annotations

import numbers
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, Optional, TypeVar

from ..errors import HandrankError

__all__ = ["Pot", "PotError", "award_pots", "side_pots", "split_pot"]

K = TypeVar("K", bound=Hashable)


class PotError(HandrankError):
    """A pot that cannot be split as asked (bad amount, unit, winners or seat order).

    >>> split_pot(10, [])
    Traceback (most recent call last):
    ...
    handrank.explanations.pots.PotError: a pot needs at least one winner
    """


def _listed(items: Iterable[K], what: str) -> list[K]:
    """``items`` as a list, or a PotError naming ``what`` when it is not iterable."""
    if not isinstance(items, Iterable):
        raise PotError(f"{what} {items!r}: give a list")
    return list(items)


def pot_parts(pot: Pot | tuple[int, Iterable[Any]], index: int) -> tuple[Any, list[Any]]:
    """``(amount, eligible players)`` of a ``Pot`` or an ``(amount, eligible)`` pair; ``index``
    numbers the pot in the error (the amount is checked where it is split).

    >>> pot_parts((30, "ab"), 0)
    (30, ['a', 'b'])
    """
    if isinstance(pot, Pot):
        return pot.amount, list(pot.eligible)
    if isinstance(pot, (tuple, list)) and len(pot) == 2:
        return pot[0], _listed(pot[1], f"pot {index}: eligible")
    raise PotError(f"pot {index}: {pot!r} is not a Pot or an (amount, eligible) pair")


def _seat_order(winners: Sequence[K], order: Iterable[K] | None) -> list[K]:
    """The winners in the order odd units are handed out; checks both lists."""
    seen: set[K] = set()
    for w in winners:
        if w in seen:
            raise PotError(f"winner {w!r} is listed twice")
        seen.add(w)
    if order is None:
        return list(winners)
    order = list(order)
    if len(set(order)) != len(order):
        dup = next(s for i, s in enumerate(order) if s in order[:i])
        raise PotError(f"seat {dup!r} appears twice in order")
    missing = [w for w in winners if w not in set(order)]
    if missing:
        raise PotError(f"winner {missing[0]!r} has no seat in order")
    return [s for s in order if s in seen]


def _whole(value: Any, name: str) -> int:
    """``value`` as an int when it is a whole number of any numeric type (an int, a NumPy
    integer, a whole ``Decimal`` or ``Fraction``); a ``PotError`` naming ``name`` otherwise.

    >>> from decimal import Decimal
    >>> _whole(Decimal("10"), "amount"), _whole(10, "amount")
    (10, 10)
    """
    if not isinstance(value, bool):
        if isinstance(value, numbers.Integral):
            return int(value)
        if isinstance(value, Fraction) and value.denominator == 1:
            return int(value)
        if isinstance(value, Decimal) and value.is_finite() and value == value.to_integral_value():
            return int(value)
    raise PotError(f"{name} {value!r} is not a whole number")


def split_pot(
    amount: int,
    winners: Iterable[K],
    *,
    unit: int = 1,
    order: Iterable[K] | None = None,
) -> dict[K, int]:
    """Divide ``amount`` among ``winners`` in whole multiples of ``unit``.

    Every winner gets the same number of units; the ``n`` odd units left over go one each to
    the first ``n`` winners in ``order`` (default: the order of ``winners``), so no player ever
    gets two of them. The result maps each winner, in ``order``, to an amount; the amounts sum
    to ``amount``.

    >>> split_pot(25, ["b", "a"], unit=5, order=["a", "b", "c"])
    {'a': 15, 'b': 10}
    """
    amount = _whole(amount, "amount")
    unit = _whole(unit, "unit")
    if unit <= 0:
        raise PotError(f"unit {unit!r} is not a positive whole number")
    if amount < 0:
        raise PotError(f"amount {amount} is negative")
    if amount % unit:
        raise PotError(f"amount {amount} is not a whole number of units of {unit}")
    winners = _listed(winners, "winners")
    if not winners:
        raise PotError("a pot needs at least one winner")
    seats = _seat_order(winners, order)
    each, odd = divmod(amount // unit, len(seats))
    return {s: (each + (1 if i < odd else 0)) * unit for i, s in enumerate(seats)}


@dataclass(frozen=True)
class Pot:
    """One pot (the main pot or a side pot) and the players who can win it.

    >>> side_pots({"ann": 10, "bob": 30, "cat": 30})
    [Pot(amount=30, eligible=('ann', 'bob', 'cat')), Pot(amount=40, eligible=('bob', 'cat'))]
    """

    #: The chips in the pot.
    amount: int
    #: The players who can win it, in seat order.
    eligible: tuple[Hashable, ...]


def side_pots(contributions: Mapping[K, int], folded: Iterable[K] = (), *, dead: int = 0) -> list[Pot]:
    """Build the main pot and side pots from what each player put in.

    ``contributions`` are each player's live chips. ``dead`` is dead money: antes, a big blind's
    ante, chips of players no longer in the hand; it goes into the main pot, which every live
    player can win. A player who folded has chips in the pots but cannot win any of them.
    Pots are returned main pot first; each lists its eligible players in the order of
    ``contributions``.

    >>> side_pots({"a": 50, "b": 100, "c": 100})
    [Pot(amount=150, eligible=('a', 'b', 'c')), Pot(amount=100, eligible=('b', 'c'))]

    A big blind who posts a 100 ante and 550 live, a small blind who folds 50, a button who
    calls 550: the ante is dead, so the button can win all 1,250.

    >>> side_pots({"sb": 50, "bb": 550, "btn": 550}, folded=["sb"], dead=100)
    [Pot(amount=1250, eligible=('bb', 'btn'))]
    """
    if not isinstance(contributions, Mapping):
        raise PotError(f"contributions {contributions!r}: give a mapping player -> chips put in")
    if isinstance(folded, str):
        raise PotError(f"folded {folded!r}: give a list of players, not one string")
    out = set(_listed(folded, "folded"))
    for k, v in contributions.items():
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise PotError(f"contribution {v!r} of {k!r} is not a whole number >= 0")
    if isinstance(dead, bool) or not isinstance(dead, int) or dead < 0:
        raise PotError(f"dead money {dead!r} is not a whole number >= 0")
    unknown = out - set(contributions)
    if unknown:
        raise PotError(f"folded player {next(iter(unknown))!r} has no contribution")
    # one pot per level a live player put in, 0 included (a player all-in for no live chip
    # still plays for the dead money); the dead money is in the first
    levels = sorted({v for k, v in contributions.items() if k not in out})
    pots: list[Pot] = []
    low = 0
    for level in levels:
        amount = sum(max(0, min(v, level) - low) for v in contributions.values()) + (dead if not pots else 0)
        pots.append(Pot(amount, tuple(k for k, v in contributions.items() if k not in out and v >= level)))
        low = level
    # Chips of folded players above every live player's level still belong to the last pot.
    rest = sum(max(0, v - low) for v in contributions.values()) + (dead if not pots else 0)
    if rest:
        if not pots:
            raise PotError("every player folded: nobody can win the pot")
        pots[-1] = Pot(pots[-1].amount + rest, pots[-1].eligible)
    return [p for p in pots if p.amount]


def award_pots(
    pots: Iterable[Pot | tuple[int, Iterable[Any]]],
    values: Mapping[Any, Optional[int]],
    *,
    unit: int = 1,
    order: Iterable[Any] | None = None,
) -> dict[Any, int]:
    """Award each pot to its best eligible hand(s) (highest value), splitting ties.

    ``values`` maps players to hand values (higher is stronger); a pot's eligible player who
    has no value, or the value ``None`` (folded, mucked, no qualifying low), cannot win it.
    Returns each player's total winnings.

    >>> award_pots([(150, "abc"), (100, "bc")], {"a": 900, "b": 500, "c": 500})
    {'a': 150, 'b': 50, 'c': 50}
    """
    if not isinstance(values, Mapping):
        raise PotError(f"values {values!r}: give a mapping player -> hand value")
    seats = None if order is None else _listed(order, "order")
    total: dict[Any, int] = {}
    for i, pot in enumerate(_listed(pots, "pots")):
        amount, eligible = pot_parts(pot, i)
        live = [(k, v) for k in eligible if (v := values.get(k)) is not None]
        if not live:
            raise PotError(f"pot of {amount} has no eligible player with a hand")
        best = max(v for _, v in live)
        share = split_pot(amount, [k for k, v in live if v == best], unit=unit, order=seats)
        for k, v in share.items():
            total[k] = total.get(k, 0) + v
    return total
