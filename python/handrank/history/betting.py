"""The betting of one hand as a reader reads it: each seat's stack and chips on the street, the
street's bet, and the ``Action`` each step makes (its amount, its "to", whether it is all-in).

The readers say what the log says (a PokerStars call names its amount, a PHH ``cc`` does not;
a raise names its "to"); ``Betting`` works out the rest and refuses a step that puts in more
than the player has. Each action is kept as the tuple of an ``Action``'s fields (``street``,
``seat``, ``kind``, ``amount``, ``to``, ``all_in``): the hand makes the objects when asked.

>>> b = Betting([100, 100])
>>> b.post(1, "blind", 1); b.post(0, "blind", 2); b.call(1); b.check(0)
>>> [a[1:5] for a in b.actions]
[(1, 'blind', 1, 1), (0, 'blind', 2, 2), (1, 'call', 1, 2), (0, 'check', 0, 2)]
"""

from __future__ import annotations

from typing import Optional

from .model import HistoryError, money

__all__ = ["Betting"]


class Betting:
    """A hand's betting so far: ``stacks`` left, ``put`` (each seat's chips on this street),
    ``bet`` (the most any seat has on it), ``street`` and the ``actions`` made (each the tuple
    of an ``Action``'s fields).

    >>> b = Betting([50, 80]); b.bet_to(0, 50, "bet"); b.call(1)
    >>> b.actions[-1][3], b.stacks, b.actions[0][5]
    (50, [0, 30], True)
    """

    __slots__ = ("stacks", "put", "bet", "street", "actions", "names", "decimals")

    def __init__(self, stacks: list[int], names: Optional[list[str]] = None, decimals: int = 0) -> None:
        self.decimals = decimals
        self.stacks = list(stacks)
        self.put = [0] * len(stacks)
        self.bet = 0
        self.street = 0
        self.actions: list[tuple[int, int, str, int, int, bool]] = []
        self.names = names

    def _who(self, seat: int) -> str:
        return self.names[seat] if self.names else f"p{seat + 1}"

    def _m(self, amount: int) -> str:
        return money(amount, self.decimals)

    def _take(self, seat: int, amount: int) -> bool:
        left = self.stacks[seat] - amount
        if amount < 0:
            raise HistoryError(f"{self._who(seat)} puts in a negative amount ({self._m(amount)})")
        if left < 0:
            raise HistoryError(
                f"{self._who(seat)} puts in {self._m(amount)} with {self._m(self.stacks[seat])} behind"
            )
        self.stacks[seat] = left
        return left == 0

    def next_street(self, street: int) -> None:
        """The next betting round: nobody has a chip on it yet.

        >>> b = Betting([9, 9]); b.next_street(1); b.street
        1
        """
        self.street = street
        self.put = [0] * len(self.put)
        self.bet = 0

    def post(self, seat: int, kind: str, amount: int) -> None:
        """A forced bet: ``blind``/``straddle`` count toward the street's bet, ``ante``/``dead`` do not.

        >>> b = Betting([9, 9]); b.post(0, "ante", 1); b.post(1, "blind", 2); b.bet, b.put
        (2, [0, 2])
        """
        all_in = self._take(seat, amount)
        if kind in ("blind", "straddle"):
            to = self.put[seat] = self.put[seat] + amount
            if to > self.bet:
                self.bet = to
        else:
            to = self.put[seat]
        self.actions.append((self.street, seat, kind, amount, to, all_in))

    def fold(self, seat: int) -> None:
        """A fold.

        >>> b = Betting([9]); b.fold(0); b.actions[0][2]
        'fold'
        """
        self.actions.append((self.street, seat, "fold", 0, self.put[seat], False))

    def check(self, seat: int) -> None:
        """A check (refused when there is a bet to call).

        >>> b = Betting([9, 9]); b.post(0, "blind", 2); b.check(1)
        Traceback (most recent call last):
        ...
        handrank.history.model.HistoryError: p2 checks facing a bet of 2
        """
        if self.put[seat] < self.bet:
            raise HistoryError(f"{self._who(seat)} checks facing a bet of {self._m(self.bet)}")
        self.actions.append((self.street, seat, "check", 0, self.put[seat], False))

    def call(self, seat: int, amount: Optional[int] = None) -> None:
        """A call of ``amount`` (default: what the bet asks, or all he has); a call of nothing
        is a check.

        >>> b = Betting([9, 5]); b.bet_to(0, 8, "bet"); b.call(1); b.actions[-1][3]
        5
        """
        owed = self.bet - self.put[seat]
        if amount is None:
            amount = min(owed, self.stacks[seat])
            if amount == 0:
                self.check(seat)
                return
        elif amount > owed:
            raise HistoryError(f"{self._who(seat)} calls {self._m(amount)} facing {self._m(owed)}")
        all_in = self._take(seat, amount)
        to = self.put[seat] = self.put[seat] + amount
        self.actions.append((self.street, seat, "call", amount, to, all_in))

    def bet_to(self, seat: int, to: int, kind: str = "") -> None:
        """A bet or raise to ``to`` chips on the street (``kind`` default: ``bet`` with no bet
        before, ``raise`` over one).

        >>> b = Betting([9, 9]); b.bet_to(0, 2); b.bet_to(1, 6); [a[2] for a in b.actions]
        ['bet', 'raise']
        """
        if to <= self.put[seat]:
            raise HistoryError(
                f"{self._who(seat)} bets to {self._m(to)} with {self._m(self.put[seat])} in already"
            )
        kind = kind or ("raise" if self.bet else "bet")
        all_in = self._take(seat, to - self.put[seat])
        amount = to - self.put[seat]
        self.put[seat] = to
        if to > self.bet:
            self.bet = to
        self.actions.append((self.street, seat, kind, amount, to, all_in))

    def mark(self, seat: int, kind: str) -> None:
        """A step that moves no chip: ``show`` or ``muck``.

        >>> b = Betting([9]); b.mark(0, "show"); b.actions[0][2]
        'show'
        """
        self.actions.append((self.street, seat, kind, 0, self.put[seat], False))
