"""The round engine: a seeded deck, one to four boxes against one dealer hand.

Sequence: ``Table.deal`` (antes and bonus stakes) -> per box ``fold`` / ``bet`` /
``buy_card`` / ``exchange`` (then ``fold`` or ``bet``), ``insure`` before the bet ->
``reveal`` -> if the dealer has no game, per betting box ``take_ante`` or ``buy_game`` ->
``settle``. An illegal action raises ``IllegalAction`` (a ``ValueError``) naming the box
and the reason, and changes nothing.

House choices: cards are dealt five to each box in turn, then five to the dealer, whose
first card is face up; draws come off the top of the deck in the order the actions are
made; insurance is the last step before the bet (no draw after it); a betting box that
makes no choice against a dealer without a game takes the ante win; one replacement card
serves every box that bought a game (the cards of the replaced rank drawn meanwhile are
burnt, when ``Rules.redraw_same_rank``).

>>> t = Table(seed=7)
>>> r = t.deal()
>>> r.bet(0)
>>> r.reveal() == r.dealer
True
>>> r.settle()[0].outcome.name in ("DEALER_NO_GAME", "PLAYER_HIGHER", "PLAYER_LOWER", "STAY")
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Optional, Union

from ...cards import Cards, CardSpec, cards, cards_str
from ...errors import HandrankError
from .advisor import Advice, advise
from .ranking import RussianHand, _hand
from .rules import DEFAULT_RULES, Amount, Rules, check_rules, to_amount
from .settle import Settlement, insurance_limits, settle

__all__ = ["Box", "IllegalAction", "Round", "Table"]


class IllegalAction(HandrankError):
    """An action the rules do not allow now; nothing was changed.

    >>> rnd = Table(seed=42).deal()
    >>> rnd.reveal()
    Traceback (most recent call last):
        ...
    handrank.games.russian.table.IllegalAction: box 0 has not bet or folded yet
    """


@dataclass
class Box:
    """One box: its cards and what its player did.

    >>> box = Table(seed=42).deal().boxes[0]
    >>> box.index, box.state, len(box.cards)
    (0, 'deciding', 5)
    """

    #: The box's place at the table, from 0.
    index: int
    #: The box's cards now (after a sixth card or an exchange).
    cards: list[int]
    #: The five cards first dealt (the bonus bet is judged on them).
    first_five: tuple[int, ...]
    #: The bonus side bet staked, in antes.
    bonus: Fraction = Fraction(0)
    #: The insurance staked, in antes.
    insurance: Fraction = Fraction(0)
    #: The box bought a sixth card.
    sixth_card: bool = False
    #: How many exchanges the box made.
    exchanges: int = 0
    #: The cards exchanged away.
    discards: list[int] = field(default_factory=list)
    #: ``"deciding"``, ``"bet"`` or ``"folded"``.
    state: str = "deciding"  # "deciding", "bet" or "folded"
    #: Against a dealer without a game: ``True`` bought one, ``False`` took the ante, ``None`` not yet asked.
    buys_game: Optional[bool] = None  # against no game: True bought, False took the ante

    @property
    def hand(self) -> RussianHand:
        """The box's best hand from its cards now."""
        return _hand(tuple(self.cards))

    def __repr__(self) -> str:
        """One line: the box's cards and what was done with them."""
        extra = "".join([", sixth card" if self.sixth_card else "",
                         f", exchanged {cards_str(self.discards, symbols=True)}" if self.discards else "",
                         f", bonus {self.bonus}" if self.bonus else "",
                         f", insured {self.insurance}" if self.insurance else ""])
        return f"<Box {self.index} {self.state}: {cards_str(self.cards, symbols=True)}{extra}>"


class Table:
    """A Russian-poker table: its ``rules``, a seeded random source, 1..4 ``boxes``.

    ``seed=None`` shuffles from the system's randomness; any int gives repeatable deals.

    >>> table = Table(seed=42, boxes=2)
    >>> len(table.deal().boxes)
    2
    """

    def __init__(self, rules: Rules = DEFAULT_RULES, seed: Optional[int] = None, boxes: int = 1) -> None:
        """A table under ``rules`` with 1 to 4 ``boxes``; ``seed`` makes the shuffles repeatable."""
        check_rules(rules)
        if isinstance(boxes, bool) or not isinstance(boxes, int) or not 1 <= boxes <= 4:
            raise ValueError(f"boxes: a table has 1 to 4 boxes, got {boxes!r}")
        self.rules = rules
        self.boxes = boxes
        self.seed = seed
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        """``Table(rules=Rules(), seed=42, boxes=2)``: how it was made."""
        return f"Table(rules={self.rules!r}, seed={self.seed!r}, boxes={self.boxes})"

    def deal(self, bonus: Union[Amount, Sequence[Amount]] = 0) -> Round:
        """Take the antes (and bonus stakes: one amount for every box or one per box) and
        deal a round.

        >>> rnd = Table(seed=7).deal(bonus="1/2")
        >>> rnd.boxes[0].bonus
        Fraction(1, 2)
        """
        stakes = list(bonus) if isinstance(bonus, (list, tuple)) else [bonus] * self.boxes
        if len(stakes) != self.boxes:
            raise IllegalAction(f"bonus: {len(stakes)} stakes for {self.boxes} boxes")
        checked = []
        for i, s in enumerate(stakes):
            try:
                b = to_amount(s, f"box {i} bonus")
            except ValueError as e:
                raise IllegalAction(str(e)) from None
            if b and not self.rules.bonus:
                raise IllegalAction(f"box {i}: these rules have no bonus side bet")
            if b < 0 or b > self.rules.bonus_max or (b and b < self.rules.bonus_min):
                raise IllegalAction(
                    f"box {i}: a bonus of {b} antes is outside {self.rules.bonus_min}.."
                    f"{self.rules.bonus_max} (at most half the ante)"
                )
            checked.append(b)
        deck = list(range(52))
        self._rng.shuffle(deck)
        return Round(self.rules, deck, checked)


class Round:
    """One deal. ``boxes[i].cards`` are box i's cards; ``dealer_up`` is the dealer's open
    card; ``dealer`` his five cards (shown by ``reveal``).

    >>> rnd = Table(seed=42).deal()
    >>> rnd.bet()
    >>> _ = rnd.reveal()
    >>> [s.total for s in rnd.settle()] == [rnd.settlements[0].total]
    True
    """

    def __init__(self, rules: Rules, deck: list[int], bonuses: Sequence[Fraction]) -> None:
        """A round dealt from ``deck`` (the 52 cards, shuffled) with each box's bonus stake."""
        if len(set(deck)) != 52 or set(deck) != set(range(52)):
            raise ValueError("a round needs the 52 cards of one deck")
        self.rules = rules
        self._deck = list(deck)
        n = len(bonuses)
        self.boxes = [
            Box(i, self._deck[5 * i : 5 * i + 5], tuple(self._deck[5 * i : 5 * i + 5]), bonuses[i])
            for i in range(n)
        ]
        #: The dealer's five cards (the first is the open card).
        self.dealer: Cards = Cards(self._deck[5 * n : 5 * n + 5])
        self._next = 5 * n + 5
        self.revealed = False
        #: The dealer's cards after a bought game, or ``None``.
        self.dealer_after: Optional[tuple[int, ...]] = None
        #: Each box's settlement once the round is settled, else ``None``.
        self.settlements: Optional[list[Settlement]] = None
        #: Cards drawn and burnt while replacing the dealer's highest card.
        self.burnt: list[int] = []

    def __repr__(self) -> str:
        """One line: each box's state and cards, the dealer's up card (or his hand, shown).

        >>> Table(seed=42).deal()
        <Round of 1 box: box 0 deciding 4♦ 7♠ 8♦ 2♠ 7♦; the dealer shows J♥>
        """
        boxes = "; ".join(f"box {b.index} {b.state} {cards_str(b.cards, symbols=True)}" for b in self.boxes)
        dealer = (f"the dealer has {cards_str(self.dealer, symbols=True)}" if self.revealed else
                  f"the dealer shows {cards_str([self.dealer_up], symbols=True)}")
        done = ", settled" if self.settlements is not None else ""
        n = len(self.boxes)
        return f"<Round of {n} box{'es' if n > 1 else ''}: {boxes}; {dealer}{done}>"

    # -- what the player sees ---------------------------------------------------------
    @property
    def dealer_up(self) -> int:
        """The dealer's open card."""
        up: int = self.dealer[0]
        return up

    def hand(self, box: int = 0) -> Cards:
        """Box ``box``'s cards as ``Cards`` (ids that print as cards).

        >>> rnd = Table(seed=42).deal()
        >>> len(rnd.hand(0))
        5
        """
        return Cards(self._box(box).cards)

    @property
    def dealer_has_game(self) -> bool:
        """Whether the dealer's hand qualifies (after the reveal)."""
        self._need(self.revealed, "the dealer has not shown his cards yet")
        return _hand(self.dealer).value >= self.rules.qualifier_value

    def advise(self, box: int = 0, **kwargs: Any) -> Advice:
        """The advisor for a box still deciding (after a draw: fold or bet only).

        >>> rnd = Table(seed=42).deal()
        >>> rnd.advise(0, seed=1).best.action in ("fold", "bet", "buy", "exchange")
        True
        """
        b = self._deciding(box)
        drew = b.sixth_card or b.exchanges
        return advise(
            b.cards, self.dealer_up, self.rules, bonus=b.bonus, dead=b.discards, drew=bool(drew), **kwargs
        )

    # -- the player's decisions -------------------------------------------------------
    def fold(self, box: int = 0) -> None:
        """Box ``box`` folds: its ante is lost.

        >>> rnd = Table(seed=42).deal()
        >>> rnd.fold(0)
        >>> rnd.boxes[0].state
        'folded'
        """
        self._deciding(box).state = "folded"

    def bet(self, box: int = 0) -> None:
        """Box ``box`` bets (twice the ante) against the dealer.

        >>> rnd = Table(seed=42).deal()
        >>> rnd.bet(0)
        >>> rnd.boxes[0].state
        'bet'
        """
        self._deciding(box).state = "bet"

    def buy_card(self, box: int = 0) -> int:
        """Buy a sixth card (the fee is settled at the end); returns it.

        >>> rnd = Table(seed=42).deal()
        >>> card = rnd.buy_card(0)
        >>> len(rnd.hand(0)), rnd.hand(0)[-1] == card
        (6, True)
        """
        b = self._deciding(box)
        self._need(self.rules.sixth_card, "these rules do not sell a sixth card")
        self._need(not b.sixth_card, f"box {box} already has a sixth card")
        self._need(
            not (b.exchanges and self.rules.buy_or_exchange),
            f"box {box} exchanged: buying a sixth card and exchanging exclude each other",
        )
        self._need(not b.insurance, f"box {box} is insured: no draw after insurance")
        c = self._draw()
        b.cards.append(c)
        b.sixth_card = True
        return c

    def exchange(self, box: int, give: CardSpec) -> Cards:
        """Exchange the cards ``give`` for as many from the deck; returns the new cards.

        >>> rnd = Table(seed=42).deal()
        >>> give = rnd.hand(0)[:2]
        >>> new = rnd.exchange(0, give)
        >>> len(new), set(give) & set(rnd.hand(0))
        (2, set())
        """
        b = self._deciding(box)
        self._need(self.rules.max_exchanges > 0, "these rules allow no exchange")
        try:
            out = cards(give)
        except ValueError as e:
            raise IllegalAction(f"box {box}: {e}") from None
        for c in out:
            self._need(c in b.cards, f"box {box}: {cards_str([c])} is not in the hand {cards_str(b.cards)}")
        self._need(
            len(out) in self.rules.exchange_sizes(),
            f"box {box}: an exchange is {self.rules.exchange_min} to {self.rules.exchange_max} cards, "
            f"got {len(out)}",
        )
        self._need(
            b.exchanges < self.rules.max_exchanges,
            f"box {box} already exchanged: {self.rules.max_exchanges} exchange(s) a hand",
        )
        self._need(
            not (b.sixth_card and self.rules.buy_or_exchange),
            f"box {box} bought a sixth card: exchanging after buying is not allowed",
        )
        self._need(not b.insurance, f"box {box} is insured: no draw after insurance")
        self._need(
            len(self._deck) - self._next >= len(out),
            f"box {box}: the deck has {len(self._deck) - self._next} cards left, not {len(out)}",
        )
        new = Cards(self._draw() for _ in out)
        for c in out:
            b.cards.remove(c)
        b.cards.extend(new)
        b.discards.extend(out)
        b.exchanges += 1
        return new

    def insure(self, box: int, amount: Amount) -> None:
        """Insure against the dealer's no game (three of a kind or better, before the bet).

        >>> rnd = Table(seed=3).deal()
        >>> rnd.insure(0, 1)
        Traceback (most recent call last):
            ...
        handrank.games.russian.table.IllegalAction: box 0: insurance needs THREE_OF_A_KIND or better, ...
        """
        b = self._deciding(box)
        self._need(self.rules.insurance, "these rules offer no insurance")
        self._need(not b.insurance, f"box {box} is already insured")
        try:
            a = to_amount(amount, "insurance")
        except ValueError as e:
            raise IllegalAction(f"box {box}: {e}") from None
        limits = insurance_limits(b.cards, self.rules)
        self._need(
            limits is not None,
            f"box {box}: insurance needs {self.rules.insurance_from.name} or "
            f"better, the hand is {b.hand.category.name}",
        )
        assert limits is not None
        self._need(
            limits[0] <= a <= limits[1],
            f"box {box}: insurance of {a} antes is outside {limits[0]}..{limits[1]}",
        )
        b.insurance = a

    # -- the dealer -----------------------------------------------------------------------
    def reveal(self) -> tuple[int, ...]:
        """The dealer shows his cards once every box has bet or folded.

        >>> rnd = Table(seed=42).deal()
        >>> rnd.bet()
        >>> rnd.reveal() == rnd.dealer, rnd.revealed
        (True, True)
        """
        self._need(not self.revealed, "the dealer has already shown his cards")
        for b in self.boxes:
            self._need(b.state != "deciding", f"box {b.index} has not bet or folded yet")
        self.revealed = True
        return self.dealer

    def take_ante(self, box: int = 0) -> None:
        """Against a dealer without a game, box ``box`` takes the ante won instead of buying a game.

        >>> rnd = Table(seed=1).deal()
        >>> rnd.bet()
        >>> _ = rnd.reveal()
        >>> rnd.dealer_has_game
        False
        >>> rnd.take_ante()
        >>> rnd.settle()[0].total
        Fraction(1, 1)
        """
        self._no_game_choice(box).buys_game = False

    def buy_game(self, box: int = 0) -> None:
        """Pay to replace the dealer's highest card (settled by ``settle``).

        >>> rnd = Table(seed=1).deal()
        >>> rnd.bet()
        >>> _ = rnd.reveal()
        >>> rnd.buy_game()
        >>> s = rnd.settle()[0]
        >>> s.fees.net, s.dealer_after is not None
        (Fraction(-1, 1), True)
        """
        b = self._no_game_choice(box)
        self._need(self.rules.game_buying, "these rules do not let the player buy a game")
        top = max(self.dealer) >> 2
        self._need(
            any(not (self.rules.redraw_same_rank and c >> 2 == top) for c in self._deck[self._next :]),
            "the deck has no card left to replace the dealer's highest card",
        )
        b.buys_game = True

    def settle(self) -> list[Settlement]:
        """Settle every box (drawing the one replacement card for the boxes that bought).

        >>> rnd = Table(seed=42, boxes=2).deal()
        >>> rnd.fold(0)
        >>> rnd.bet(1)
        >>> _ = rnd.reveal()
        >>> [s.outcome.name for s in rnd.settle()]
        ['FOLD', 'PLAYER_HIGHER']
        """
        self._need(self.revealed, "the dealer has not shown his cards yet")
        self._need(self.settlements is None, "the round is already settled")
        if any(b.buys_game for b in self.boxes):
            top = max(self.dealer)
            c = self._draw()
            while self.rules.redraw_same_rank and c >> 2 == top >> 2:
                self.burnt.append(c)
                c = self._draw()
            self.dealer_after = Cards((*(x for x in self.dealer if x != top), c))
        out = []
        for b in self.boxes:
            out.append(
                settle(
                    b.cards,
                    self.dealer,
                    rules=self.rules,
                    folded=b.state == "folded",
                    sixth_card=b.sixth_card,
                    exchanges=b.exchanges,
                    bonus=b.bonus,
                    insurance=b.insurance,
                    bought_game=self.dealer_after if b.buys_game else None,
                )
            )
        self.settlements = out
        return out

    # -- helpers ------------------------------------------------------------------------
    @staticmethod
    def _need(ok: bool, why: str) -> None:
        if not ok:
            raise IllegalAction(why)

    def _box(self, box: int) -> Box:
        if isinstance(box, bool) or not isinstance(box, int) or not 0 <= box < len(self.boxes):
            raise IllegalAction(f"no box {box!r}: boxes are 0..{len(self.boxes) - 1}")
        return self.boxes[box]

    def _deciding(self, box: int) -> Box:
        b = self._box(box)
        self._need(b.state == "deciding", f"box {box} has already {'bet' if b.state == 'bet' else 'folded'}")
        return b

    def _no_game_choice(self, box: int) -> Box:
        b = self._box(box)
        self._need(
            self.revealed and self.settlements is None, "the choice against no game comes after the reveal"
        )
        self._need(not self.dealer_has_game, "the dealer has a game: nothing to buy")
        self._need(b.state == "bet", f"box {box} did not bet")
        self._need(b.buys_game is None, f"box {box} has already chosen")
        return b

    def _draw(self) -> int:
        if self._next >= 52:  # several exchanges a hand (Rules.max_exchanges) can use it up
            raise IllegalAction("the deck is empty")
        c = self._deck[self._next]
        self._next += 1
        return c
