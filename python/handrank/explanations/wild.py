"""Wild-card hands explained: the five cards that play and what each wild card became.

>>> explain_wild("9s 8s 7s 6s Jk", wild_rule="bug").text()
'Straight Flush, Ten high (Joker as 10♠)'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from ..cards import Cards, CardSpec, cards_str
from ..evaluators.high import best_five
from ..evaluators.wild import best_low_wild, is_wild, wild_eval
from ..text.hands import check_lang, wild_hand_text, wild_low_text
from ..text.results import Result
from ..values import FIVE_OF_A_KIND_BASE, Category, category

__all__ = ["WildHand", "WildLow", "describe_wild", "explain_low_wild", "explain_wild"]


@dataclass(frozen=True, repr=False)
class WildHand(Result):
    """A high hand with wild cards: its value, the five cards that play and what the wild
    cards among them became (``as_cards``, same order as ``best_five``).

    >>> h = explain_wild("Jk Ac Ad Ah As", wild_rule="bug")
    >>> h.value, str(h.best_five), str(h.as_cards)
    (7475, 'A♣ A♦ A♥ A♠ 🃏', 'A♣ A♦ A♥ A♠ A♠')
    """

    #: The hand's value on the wild-card scale (1..7475: five of a kind on top).
    value: int
    #: The wild-card rule played: ``"wild"``, ``"bug"``, or ``None`` when no card was wild.
    rule: Optional[str]
    #: The cards given, as ``Cards``.
    cards: Cards
    #: The five cards that play, main cards first (wild cards as themselves).
    best_five: Cards
    #: What each of ``best_five`` plays as, in the same order (a wild card as the card it became).
    as_cards: Cards
    #: Bit ``i`` set when card id ``i`` is wild in this hand.
    wild_mask: int = 0

    @property
    def category(self) -> Category:
        """The hand's ``Category`` (``FIVE_OF_A_KIND`` possible)."""
        return category(self.value)

    @property
    def substitutions(self) -> tuple[tuple[int, int], ...]:
        """``(wild card, card it plays as)`` for each wild card among the five that play."""
        return tuple((c, a) for c, a in zip(self.best_five, self.as_cards)
                     if is_wild(c, self.wild_mask))

    def text(self, lang: str = "en") -> str:
        """``"Five of a Kind, Aces (Joker as an Ace)"`` / ``"покер из тузов (джокер — туз)"``.

        >>> h = explain_wild("Jk Ac Ad Ah As", wild_rule="bug")
        >>> h.text(), h.text("ru")
        ('Five of a Kind, Aces (Joker as an Ace)', 'Покер из тузов (джокер — туз)')
        """
        return wild_hand_text(self.value, self.substitutions, check_lang(lang))

    def _summary(self) -> str:
        """What the one-line ``repr`` says.

        >>> explain_wild("Jk Ac Ad Ah As", wild_rule="bug")
        <WildHand 7475 Jk Ac Ad Ah As: Five of a Kind, Aces (Joker as an Ace)>
        """
        return f"{self.value} {cards_str(self.cards)}: {self.text()}"

    def _html_body(self) -> str:
        """The cards, the five that play, what they play as and the hand."""
        from ..cards import cards_html
        from ..text import html
        from ..text.results import word
        return html.pairs([(word("cards"), cards_html(self.cards)),
                           (word("five"), cards_html(self.best_five)),
                           (word("plays_as"), " ".join(cards_html([c]) for c in self.as_cards)),
                           (word("hand"), f"<b>{html.esc(self.text())}</b>")])

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data: the fields, the ``category`` and the ``text``.

        >>> explain_wild("Jk Ac Ad Ah As", wild_rule="bug").to_dict()["as_cards"]
        ['Ac', 'Ad', 'Ah', 'As', 'As']
        """
        return {"value": self.value, "rule": self.rule, "cards": self.cards, "best_five": self.best_five,
                "as_cards": self.as_cards, "category": self.category, "text": self.text()}


def explain_wild(hand: CardSpec, wild: Any = (), wild_rule: Optional[str] = None) -> WildHand:
    """The value, the five cards that play and what each wild card among them became.

    >>> h = explain_wild("2c 9h 9s 9d Kd", wild="2", wild_rule="wild")
    >>> h.text(), h.text("ru")
    ('Four of a Kind, Nines with King kicker (2♣ as 9♣)', 'Каре из девяток, кикер: король (2♣ — 9♣)')
    """
    v, rule, hand_ids, played, mask = wild_eval(hand, wild, wild_rule)
    if v >= FIVE_OF_A_KIND_BASE:
        r = v - FIVE_OF_A_KIND_BASE
        naturals = [i for i, c in enumerate(hand_ids) if not is_wild(c, mask) and c >> 2 == r]
        wilds = [i for i, c in enumerate(hand_ids) if is_wild(c, mask)]
        pick = (naturals + wilds)[:5]
    else:
        where = {a: i for i, a in enumerate(played)}
        pick = [where[a] for a in best_five(played)]
    return WildHand(v, rule, Cards(hand_ids), Cards(hand_ids[i] for i in pick),
                    Cards(played[i] for i in pick), mask)


def describe_wild(hand: CardSpec, wild: Any = (), wild_rule: Optional[str] = None,
                  lang: str = "en") -> str:
    """``describe`` for a hand with wild cards: the hand in the words ``describe(value)`` uses,
    then what each wild card became (``explain_wild(...).text()`` is the longer line).

    >>> describe_wild("Jk Ah Ad 7c 2s", wild_rule="bug")
    'Three of a Kind, Aces, Seven-Two (Joker as A♠)'
    """
    h = explain_wild(hand, wild, wild_rule)
    return wild_hand_text(h.value, h.substitutions, lang, short=True)


@dataclass(frozen=True, repr=False)
class WildLow(Result):
    """A low hand with wild cards: its value (``None``: no qualifying low), the five cards
    and what each wild card among them plays as (a rank ``0..12`` = ``2..A``, or ``None``
    for a "below-all" wild card, which is below every rank).

    >>> low = explain_low_wild("6h 4d 3c As Jk", wild_rule="duplicate")
    >>> low.scheme, str(low.five), low.plays_as   # the joker plays as a second ace (rank 12)
    ('a5', '6♥ 4♦ 3♣ A♠ 🃏', (4, 2, 1, 12, 12))
    """

    #: The low on the rule's scale (higher is better), ``None`` without a qualifying low.
    value: Optional[int]
    #: The low wild-card rule: ``"below-all"``, ``"duplicate"`` or ``"lowest-absent"``.
    rule: str
    #: The low scheme's name (``"a5"``, ``"27"``, ``"a6"``).
    scheme: str
    #: The five cards that make the low (wild cards as themselves).
    five: Cards
    #: The rank each of ``five`` plays as (``0..12`` = 2..A; ``None``: a "below-all" wild card).
    plays_as: tuple[Optional[int], ...]
    #: Bit ``i`` set when card id ``i`` is wild in this hand.
    wild_mask: int = 0

    def text(self, lang: str = "en") -> str:
        """``"Six-Four low (6-4-3-A-A*); Joker as Ace"``.

        >>> explain_low_wild("6h 4d 3c As Jk", wild_rule="duplicate").text("ru")
        'Младшая рука шесть-четыре (6-4-3-Т-Т*); джокер — туз'
        """
        plays = [(c, a) for c, a in zip(self.five, self.plays_as) if is_wild(c, self.wild_mask)]
        return wild_low_text(self.value, self.scheme, self.rule, plays, check_lang(lang))

    def _summary(self) -> str:
        """What the one-line ``repr`` says.

        >>> explain_low_wild("6h 4d 3c As Jk", wild_rule="duplicate")
        <WildLow a5 6h 4d 3c As Jk: Six-Four low (6-4-3-A-A*); Joker as Ace>
        """
        return f"{self.scheme} {cards_str(self.five)}: {self.text()}"

    def _html_body(self) -> str:
        """The five cards, the rank each plays as and the low."""
        from ..cards import RANKS, cards_html
        from ..text import html
        from ..text.results import word
        ranks = " ".join("*" if r is None else RANKS[r] for r in self.plays_as)
        return html.pairs([(word("five"), cards_html(self.five)), (word("plays_as"), html.esc(ranks)),
                           (word("hand"), f"<b>{html.esc(self.text())}</b>")])

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data: the fields (``plays_as`` ranks 0..12, ``None`` below all) and the ``text``.

        >>> explain_low_wild("6h 4d 3c As Jk", wild_rule="duplicate").to_dict()["plays_as"]
        [4, 2, 1, 12, 12]
        """
        return {"value": self.value, "rule": self.rule, "scheme": self.scheme, "five": self.five,
                "plays_as": self.plays_as, "text": self.text()}


def explain_low_wild(hand: CardSpec, scheme: Any = "a5", qualifier: Any = None, wild: Any = (),
                     wild_rule: Optional[str] = None) -> WildLow:
    """The best low of 5..7 cards with wild cards, and what each wild card plays as.

    >>> explain_low_wild("6h 4d 3c As Jk", wild_rule="duplicate").text()
    'Six-Four low (6-4-3-A-A*); Joker as Ace'
    """
    value, rule, scheme_name, five, plays_as, mask = best_low_wild(hand, scheme, qualifier, wild, wild_rule)
    return WildLow(value, rule, scheme_name, Cards(five), plays_as, mask)
