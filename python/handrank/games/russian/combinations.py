"""The two combinations paid at once.

The **first** is the best five (the hand compared with the dealer). The **second** is the
highest-paying other combination among the player's five or six cards that holds at least
one *defining card* not among the first's: Ace-King -> the ace and the king; pair -> 2;
two pair -> 4; three -> 3; four -> 4; straight, flush, full house, straight flush,
royal -> all five. Kickers never define.

House choices where the spec is silent (the C core implements them, a brute force
checks them over every five-card hand and a sample of six-card hands):

- a combination is a set of cards making that category on its own (two cards of a rank
  are a pair, an ace and a king are Ace-King, five cards are a straight/flush/full house/
  straight flush/royal by their own category);
- among equally paying seconds the higher category wins, then the higher ranks;
- when several best fives tie (``K Q J 10 9 9``), the one leaving the best second is first;
- equal seconds are equal: ``A A A 8 8 8`` may show its second full house as ``A A A 8 8``
  with the third eight (it pays the same as ``8 8 8 A A``);
- with ``Rules.straight_repeat_as_pair`` a second straight of the first's very ranks is
  not a combination (the pair is paid instead).

>>> pair = combinations("A♥ K♥ Q♥ J♥ 10♥ 9♥")
>>> pair.first.category.name, pair.second.category.name, pair.payout
('ROYAL_FLUSH', 'STRAIGHT_FLUSH', Fraction(150, 1))
>>> combinations("A♠ A♥ A♦ K♣ K♥").second is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Optional

from ..._core import ffi, lib
from ...cards import Cards, CardSpec, cards_html, cards_str
from ...text.games import RUSSIAN_CATEGORIES, RUSSIAN_PAYOUT, pick
from ...text.hands import check_lang
from ...text.results import Result
from .ranking import RussianCategory, RussianHand, _hand, _hand_ids
from .rules import DEFAULT_RULES, Rules, check_rules

__all__ = ["Combination", "Combinations", "combinations"]


def _mask_cards(mask: int) -> Cards:
    """Cards of a mask, highest rank first."""
    return Cards(sorted((c for c in range(52) if mask >> c & 1), key=lambda c: (-(c >> 2), c & 3)))


@dataclass(frozen=True)
class Combination:
    """One paid combination: its ``category``, its defining ``cards`` (a ``Cards``) and ``payout``
    ("X to 1" on the bet).

    >>> c = combinations("A♥ A♠ A♦ A♣ 8♥ 8♠").first
    >>> c.category.name, c.payout, cards_str(c.cards)
    ('FOUR_OF_A_KIND', Fraction(20, 1), 'Ah As Ad Ac')
    """

    #: The combination's category.
    category: RussianCategory
    #: The cards that make it (a pair is two cards).
    cards: tuple[int, ...]
    #: What it pays, "X to 1" on the bet.
    payout: Fraction

    def __str__(self) -> str:
        """The combination in words, ``describe()``."""
        return self.describe()

    def describe(self, lang: str = "en") -> str:
        """``"Ace-King (A♣ K♥)"``: the category and its defining cards.

        >>> c = combinations("A♥ A♠ A♦ A♣ 8♥ 8♠").second
        >>> c.describe(), c.describe("ru")
        ('Full House (A♦ A♥ A♠ 8♥ 8♠)', 'Фул-хаус (A♦ A♥ A♠ 8♥ 8♠)')
        """
        name = pick(RUSSIAN_CATEGORIES, lang)[self.category.name]
        if not self.cards:
            return name
        return f"{name} ({cards_str(self.cards, symbols=True)})"


@dataclass(frozen=True)
class Combinations(Result):
    """The paid pair of a hand: ``first`` (the best five), ``second`` (or ``None``).

    >>> c = combinations("K♠ K♦ 7♣ 5♠ 2♥")
    >>> c.first.category.name, c.second, c.payout
    ('PAIR', None, Fraction(1, 1))
    """

    #: The hand's best five.
    hand: RussianHand
    #: The first combination paid: the best five's.
    first: Combination
    #: The second combination paid, or ``None``.
    second: Optional[Combination]

    @property
    def payout(self) -> Fraction:
        """The two payouts together, "X to 1" on the bet."""
        return self.first.payout + (self.second.payout if self.second else Fraction(0))

    def win(self, bet: Fraction = Fraction(2)) -> Fraction:
        """What the bet (2 antes) wins when the first beats a qualifying dealer.

        >>> combinations("A♥ A♠ A♦ A♣ 8♥ 8♠").win()
        Fraction(54, 1)
        """
        return self.payout * bet

    def __str__(self) -> str:
        """The combinations in words, ``describe()``."""
        return self.describe()

    def __repr__(self) -> str:
        """One line: what is paid for which cards.

        >>> combinations("A♥ A♠ A♦ A♣ 8♥ 8♠")
        <Combinations Four of a Kind (A♥ A♠ A♦ A♣) + Full House (A♦ A♥ A♠ 8♥ 8♠): 27 to 1>
        """
        return f"<Combinations {self.describe()}>"

    def text(self, lang: str = "en") -> str:
        """The combinations in words, ``describe(lang)``.

        >>> combinations("K♠ K♦ 7♣ 5♠ 2♥").text("ru")
        'Пара (K♠ K♦): 1 к 1'
        """
        return self.describe(check_lang(lang))

    def _html_body(self) -> str:
        """The hand, each combination paid with its cards and what it pays."""
        from ...text import html
        from ...text.results import word
        w = pick(RUSSIAN_CATEGORIES, "en")
        rows = [(word(k), f"{cards_html(c.cards)} {html.esc(w[c.category.name])}, {html.esc(c.payout)} : 1")
                for k, c in (("first", self.first), ("second", self.second)) if c is not None]
        return html.pairs([(word("five"), cards_html(self.hand.cards)), *rows,
                           (word("pays"), f"<b>{html.esc(self.describe())}</b>")])

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data: the hand's cards, each combination (category, cards, payout) and
        the ``payout``, exact (``"p/q"``).

        >>> combinations("A♥ A♠ A♦ A♣ 8♥ 8♠").to_dict()["payout"]
        '27'
        """
        def one(c: Optional[Combination]) -> Optional[dict[str, Any]]:
            if c is None:
                return None
            return {"category": c.category, "cards": Cards(c.cards), "payout": c.payout}

        return {"cards": Cards(self.hand.cards), "first": one(self.first), "second": one(self.second),
                "payout": self.payout, "text": self.describe()}

    def describe(self, lang: str = "en") -> str:
        """``"Four of a Kind (A♥ A♠ A♦ A♣) + Ace-King (A♣ K♥): 21 to 1"``.

        >>> combinations("A♥ A♠ A♦ A♣ 8♥ 8♠").describe()
        'Four of a Kind (A♥ A♠ A♦ A♣) + Full House (A♦ A♥ A♠ 8♥ 8♠): 27 to 1'
        """
        w = pick(RUSSIAN_PAYOUT, lang)
        text = self.first.describe(lang)
        if self.second:
            text += w["plus"] + self.second.describe(lang)
        return w["payout"].format(text=text, payout=self.payout)


def combinations(hand: CardSpec, rules: Rules = DEFAULT_RULES) -> Combinations:
    """The first and second paid combinations of 5 or 6 cards with their defining cards
    and payouts under ``rules.paytable``.

    >>> c = combinations("A♥ A♠ A♦ A♣ K♥")
    >>> c.describe()
    'Four of a Kind (A♥ A♠ A♦ A♣) + Ace-King (A♣ K♥): 21 to 1'
    """
    check_rules(rules)
    ids = _hand_ids(hand, (5, 6), "a Russian-poker hand")
    out = ffi.new("hr_ru_combo *")
    if lib.hr_ru_combinations(bytes(ids), len(ids), rules.c_rules(), out) != 0:  # pragma: no cover
        raise ValueError(f"the C core refused {cards_str(ids)}")
    best = _hand(ids)
    if best.value != out.value:  # pragma: no cover - the two agree by construction
        raise AssertionError("best five and combinations disagree")
    five = _mask_cards(out.five)
    best = RussianHand(
        best.value,
        best.category,
        Cards(c for c in best.cards if c in five) if set(best.cards) == set(five) else _hand(five).cards,
    )
    cat1 = RussianCategory(out.first)
    pay1 = rules.paytable[cat1] if cat1 != RussianCategory.NO_GAME else Fraction(0)
    first = Combination(cat1, Cards(c for c in best.cards if out.first_cards >> c & 1), pay1)
    second = None
    if out.second >= 0:
        cat2 = RussianCategory(out.second)
        second = Combination(cat2, _mask_cards(out.second_cards), rules.paytable[cat2])
    return Combinations(best, first, second)
