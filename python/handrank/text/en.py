"""Names a player would say: ``"Full House, Nines over Sevens"``.

>>> describe("Js Jh Jd Jc Kd")
'Four of a Kind, Jacks, King kicker'
"""

from __future__ import annotations

from typing import Any, Optional, Union

from ..cards import CardSpec
from ..values import Category, decode, value_index

RANK_NAMES = ("Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
              "Jack", "Queen", "King", "Ace")
RANK_PLURALS = ("Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines",
                "Tens", "Jacks", "Queens", "Kings", "Aces")
CATEGORY_NAMES = {
    Category.HIGH_CARD: "High Card", Category.PAIR: "Pair", Category.TWO_PAIR: "Two Pair",
    Category.THREE_OF_A_KIND: "Three of a Kind", Category.STRAIGHT: "Straight",
    Category.FLUSH: "Flush", Category.FULL_HOUSE: "Full House",
    Category.FOUR_OF_A_KIND: "Four of a Kind", Category.STRAIGHT_FLUSH: "Straight Flush",
    Category.ROYAL_FLUSH: "Royal Flush", Category.FIVE_OF_A_KIND: "Five of a Kind",
}


def _run(ranks) -> str:
    return "-".join(RANK_NAMES[r] for r in ranks)


def _kickers(ranks) -> str:
    return f"{RANK_NAMES[ranks[0]]} kicker" if len(ranks) == 1 else _run(ranks)


def describe_value(value: int) -> str:
    cat, r = decode(value)
    name = CATEGORY_NAMES[cat]
    if cat == Category.ROYAL_FLUSH:
        return name
    if cat in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return f"{name}, {RANK_NAMES[r[0]]} high"
    if cat in (Category.FLUSH, Category.HIGH_CARD):
        return f"{name}, {_run(r)}"
    if cat == Category.FULL_HOUSE:
        return f"{name}, {RANK_PLURALS[r[0]]} over {RANK_PLURALS[r[3]]}"
    if cat == Category.FOUR_OF_A_KIND:
        return f"{name}, {RANK_PLURALS[r[0]]}, {_kickers(r[4:])}"
    if cat == Category.THREE_OF_A_KIND:
        return f"{name}, {RANK_PLURALS[r[0]]}, {_kickers(r[3:])}"
    if cat == Category.TWO_PAIR:
        return f"{name}, {RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[2]]}, {_kickers(r[4:])}"
    if cat == Category.PAIR:
        return f"Pair of {RANK_PLURALS[r[0]]}, {_run(r[2:])}"
    return f"{name}, {RANK_PLURALS[r[0]]}"  # five of a kind


def describe(value_or_cards: Union[int, CardSpec], lang: str = "en", *,
             wild: Any = (), wild_rule: Optional[str] = None) -> str:
    """Describe a value (``int``) or the best five of 5..7 cards; ``lang="ru"`` in Russian.
    With wild cards (``wild`` ranks or jokers, and the ``wild_rule`` that governs them)
    the description also says what each wild card became.

    >>> describe(7462)
    'Royal Flush'
    >>> describe("9h 9c 9d 7s 7h")
    'Full House, Nines over Sevens'
    >>> describe("Th Tc As Kd 7c", lang="ru")
    'Пара десяток, кикеры: туз, король, семёрка'
    >>> describe("Jk Ah Ad 7c 2s", wild_rule="bug")
    'Three of a Kind, Aces with Seven, Two kickers (Joker as A♠)'
    """
    if wild or wild_rule is not None:
        from ..evaluators.wild import describe_wild
        return describe_wild(value_or_cards, wild, wild_rule, lang)
    value = value_index(value_or_cards)  # an int, a NumPy integer
    if value is None:
        from ..evaluators.high import evaluate
        value = evaluate(value_or_cards)
    if lang == "ru":
        from ..explain.hand import hand_text
        return hand_text(value, "ru")
    if lang != "en":
        raise ValueError(f"lang {lang!r} is not supported: use 'en' or 'ru'")
    return describe_value(value)
