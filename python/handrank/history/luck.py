"""Luck: for an all-in with cards to come, each live hand's exact equity in each pot at that
moment, each player's all-in expected value, and per player over many hands the net won and the
all-in-adjusted net (the net with what the all-ins were worth in place of what they paid).

Each pot (the main pot, each side pot) has its own equities among its own eligible players: the
other live players' cards are out of the deck, the board is the one known when the money went
in, and handrank's ``equity(..., exact=True)`` enumerates every way the board can end, so the
equities are exact fractions. A hand run twice has the same expected value as once.

An all-in whose live hands are not all known (a hand mucked unseen) has no expected value:
``AllIn.skipped`` says why, and the adjusted net is the net.

>>> from handrank.history import parse_phh, replay
>>> r = replay(parse_phh('''variant = 'NT'
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [100, 100]
... actions = ['d dh p1 AsAh', 'd dh p2 KsKh', 'p2 cbr 100', 'p1 cc', 'd db 2c7d9h', 'd db Kd', 'd db 3c']
... '''))
>>> a = r.allin
>>> a.street, a.equity[0][0], [round(float(x), 2) for x in a.ev]
(0, Fraction(707495, 856152), [165.27, 34.73])
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Optional

from ..analysis.equity import equity
from .model import board_count

Replay = Any  # a handrank.history.replay.Replay (not imported: the replay imports this module)

__all__ = ["AllIn", "PlayerTotals", "all_in", "totals"]

_EQUITY_GAMES = {"holdem": "holdem", "omaha": "omaha", "omaha5": "omaha5", "shortdeck": "shortdeck"}
_UNITS = 5040  # a pot's units in equity()'s counts
_BETS = ("check", "call", "bet", "raise", "fold", "blind", "straddle", "ante", "dead")


@dataclass
class AllIn:
    """An all-in with cards to come: the ``street`` the last chip went in on, the ``board`` known
    then, per pot each live seat's exact ``equity`` (a ``Fraction`` of the pot), each seat's
    ``ev`` (its expected winnings, exact, before rake) and ``skipped``: why there is no expected
    value (``""`` when there is one).

    >>> AllIn(1, (0, 4, 8), ({0: Fraction(1, 4), 1: Fraction(3, 4)},), (Fraction(10), Fraction(30))).ev[1]
    Fraction(30, 1)
    """

    #: The betting round the last chip went in on (0 preflop .. 2 turn).
    street: int
    #: The board's cards known then.
    board: tuple[int, ...]
    #: Per pot, each contesting seat's share of it.
    equity: tuple[dict[int, Fraction], ...]
    #: Each seat's expected winnings (``None`` when skipped).
    ev: Optional[tuple[Fraction, ...]]
    #: Why there is no expected value, ``""`` when there is.
    skipped: str = ""


def all_in(r: Replay) -> Optional[AllIn]:
    """The all-in with cards to come of a replay, or ``None`` (no all-in, or the river was out).

    >>> from handrank.history import parse_phh, replay
    >>> r = replay(parse_phh("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
    ...     "min_bet = 2\\nstarting_stacks = [50, 50]\\n"
    ...     "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"))
    >>> all_in(r) is None
    True
    """
    hand = r.hand
    if len(r.live) < 2:
        return None
    behind = [s.stack - p for s, p in zip(hand.seats, r.put)]
    if sum(1 for k in r.live if behind[k] > 0) > 1:
        return None
    street = max((a.street for a in hand.actions if a.kind in _BETS), default=0)
    known = board_count(street)
    if known >= 5:
        return None
    board = hand.board[:known]
    game = _EQUITY_GAMES.get(hand.game)
    if any(hand.holes[k] is None for k in r.live):
        return AllIn(street, board, (), None, "unknown")
    if game is None or len(board) != known:
        return AllIn(street, board, (), None, "game")
    shares: list[dict[int, Fraction]] = []
    ev = [Fraction(0)] * len(hand.seats)
    for pot in r.pots:
        contest = [k for k in pot.eligible if k in r.live]
        if len(contest) == 1:
            eq = {contest[0]: Fraction(1)}
        else:
            eq = _equity(hand, contest, [k for k in r.live if k not in contest], board, game)
        shares.append(eq)
        for k, e in eq.items():
            ev[k] += pot.amount * e
    return AllIn(street, board, tuple(shares), tuple(ev))


def _equity(
    hand: Any, contest: list[int], others: list[int], board: tuple[int, ...], game: str
) -> dict[int, Fraction]:
    """Each contesting seat's exact share of a pot."""
    dead = [c for k in others for c in hand.holes[k]]
    res = equity({k: hand.holes[k] for k in contest}, board=board, dead=dead, game=game, exact=True)
    if res.counts is None or not res.deals:
        return {k: Fraction(res.equity[k]).limit_denominator(10**9) for k in contest}
    whole = _UNITS * res.deals
    return {k: Fraction(res.counts[k][2], whole) for k in contest}


@dataclass
class PlayerTotals:
    """One player's totals over the hands replayed: ``hands`` played, ``net`` won, ``adjusted``
    (the net with each all-in's expected value in place of its result), ``allins`` (all-ins
    with cards to come and an expected value) and ``big_blinds`` (the net in big blinds), all
    exact, in the currency (``Fraction``).

    >>> PlayerTotals("ann", 2, Fraction(5), Fraction(3), 1, Fraction(50)).bb_per_100
    Fraction(2500, 1)
    """

    #: The player's name.
    name: str
    #: Hands he was dealt into.
    hands: int
    #: What he won, net, in the currency.
    net: Fraction
    #: The net with each all-in's expected value in place of its result.
    adjusted: Fraction
    #: All-ins with cards to come that had an expected value.
    allins: int
    #: The net in big blinds.
    big_blinds: Fraction = field(default=Fraction(0))
    #: The sum of each hand's net in big blinds, squared (the spread of his results).
    bb_squares: Fraction = field(default=Fraction(0))

    @property
    def bb_per_100(self) -> Fraction:
        """Big blinds won per 100 hands.

        >>> PlayerTotals("a", 4, Fraction(1), Fraction(1), 0, Fraction(2)).bb_per_100
        Fraction(50, 1)
        """
        return self.big_blinds * 100 / self.hands if self.hands else Fraction(0)

    @property
    def bb_per_100_interval(self) -> Optional[tuple[float, float]]:
        """The 95% interval on ``bb_per_100``: the mean of his hands' results (in big blinds)
        plus and minus 1.96 standard errors (the sample's standard deviation over the square
        root of the hands), times 100; ``None`` under two hands.

        >>> t = PlayerTotals("a", 4, Fraction(0), Fraction(0), 0, Fraction(4), Fraction(6))
        >>> [round(x) for x in t.bb_per_100_interval]  # results 2, 1, 1, 0 bb: mean 1, sd 0.816
        [20, 180]
        """
        n = self.hands
        if n < 2:
            return None
        mean = self.big_blinds / n
        variance = max(Fraction(0), (self.bb_squares - n * mean * mean) / (n - 1))
        half = 1.96 * math.sqrt(variance) / math.sqrt(n)
        return (float(mean) - half) * 100, (float(mean) + half) * 100


def totals(replays: Iterable[Replay]) -> dict[str, PlayerTotals]:
    """Each player's ``PlayerTotals`` over ``replays``, by name, in the order first met.

    >>> from handrank.history import parse_phh, replay
    >>> r = replay(parse_phh("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
    ...     "min_bet = 2\\nstarting_stacks = [50, 50]\\n"
    ...     "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"))
    >>> t = totals([r, r]); t["p1"].net, t["p2"].adjusted, t["p1"].bb_per_100
    (Fraction(2, 1), Fraction(-2, 1), Fraction(50, 1))
    """
    out: dict[str, PlayerTotals] = {}
    for r in replays:
        hand = r.hand
        scale = Fraction(1, 10**hand.decimals)
        bb = hand.min_bet or hand.small_bet or 0
        a = r.allin
        for k, seat in enumerate(hand.seats):
            t = out.get(seat.name)
            if t is None:
                t = out[seat.name] = PlayerTotals(seat.name, 0, Fraction(0), Fraction(0), 0)
            net = r.net[k]
            t.hands += 1
            if net is None:
                continue
            t.net += net * scale
            if bb:
                t.big_blinds += Fraction(net, bb)
                t.bb_squares += Fraction(net, bb) ** 2
            won = r.won[k]
            if a is not None and a.ev is not None and won is not None:
                t.adjusted += (net - won + a.ev[k]) * scale
                t.allins += 1 if k in r.live else 0
            else:
                t.adjusted += net * scale
    return out
