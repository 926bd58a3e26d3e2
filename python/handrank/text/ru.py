"""Russian words for cards and hands, as the source texts use them.

Rank names are indexed by rank ``0..12`` (``2..A``); Russian needs four forms of them:
``"пара десяток"`` (genitive plural), ``"дама против валета"`` (genitive singular),
``"две пары: короли и дамы"`` (nominative plural), ``"кикеры: туз, король"`` (nominative).

>>> from handrank import decode, evaluate
>>> describe_ru(*decode(evaluate("Th Tc As Kd 7c")))
'Пара десяток, кикеры: туз, король, семёрка'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..values import MAIN_CARDS, Category

__all__ = [
    "CARD_ORDINALS",
    "CATEGORY_NAMES",
    "KICKER_ORDINALS",
    "RANK_GEN",
    "RANK_GEN_PLURAL",
    "RANK_NAMES",
    "RANK_PLURALS",
    "describe_ru",
    "join",
    "kickers_ru",
    "main_ru",
]

# nominative singular: "старшая карта — туз"
RANK_NAMES = ("двойка", "тройка", "четвёрка", "пятёрка", "шестёрка", "семёрка", "восьмёрка",
              "девятка", "десятка", "валет", "дама", "король", "туз")
# genitive singular: "стрит до девятки", "дама против валета"
RANK_GEN = ("двойки", "тройки", "четвёрки", "пятёрки", "шестёрки", "семёрки", "восьмёрки",
            "девятки", "десятки", "валета", "дамы", "короля", "туза")
# nominative plural: "две пары: короли и дамы"
RANK_PLURALS = ("двойки", "тройки", "четвёрки", "пятёрки", "шестёрки", "семёрки", "восьмёрки",
                "девятки", "десятки", "валеты", "дамы", "короли", "тузы")
# genitive plural: "пара десяток", "сет из пятёрок", "каре из семёрок", "против семёрок"
RANK_GEN_PLURAL = ("двоек", "троек", "четвёрок", "пятёрок", "шестёрок", "семёрок", "восьмёрок",
                   "девяток", "десяток", "валетов", "дам", "королей", "тузов")

CATEGORY_NAMES = {
    Category.HIGH_CARD: "старшая карта", Category.PAIR: "пара", Category.TWO_PAIR: "две пары",
    Category.THREE_OF_A_KIND: "сет", Category.STRAIGHT: "стрит", Category.FLUSH: "флеш",
    Category.FULL_HOUSE: "фул-хаус", Category.FOUR_OF_A_KIND: "каре",
    Category.STRAIGHT_FLUSH: "стрит-флеш", Category.ROYAL_FLUSH: "роял-флеш",
    Category.FIVE_OF_A_KIND: "покер",  # five of a kind, wild-card games only
}

# "решает третий кикер", "решает третья карта" (кикер is masculine, карта feminine)
KICKER_ORDINALS = ("первый", "второй", "третий", "четвёртый")
CARD_ORDINALS = ("первая", "вторая", "третья", "четвёртая", "пятая")


def join(words: Sequence[str]) -> str:
    """``["туз", "король", "дама"]`` -> ``"туз, король и дама"``."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " и " + words[-1]


def main_ru(cat: Category, ranks: Sequence[int]) -> str:
    """The category and its main cards, lower case: ``"пара десяток"``, ``"стрит до девятки"``."""
    name = CATEGORY_NAMES[cat]
    r = ranks
    if cat == Category.ROYAL_FLUSH:
        return name
    if cat in (Category.STRAIGHT, Category.STRAIGHT_FLUSH, Category.FLUSH):
        return f"{name} до {RANK_GEN[r[0]]}"
    if cat == Category.HIGH_CARD:
        return f"{name} — {RANK_NAMES[r[0]]}"
    if cat == Category.PAIR:
        return f"{name} {RANK_GEN_PLURAL[r[0]]}"
    if cat == Category.TWO_PAIR:
        return f"{name}: {RANK_PLURALS[r[0]]} и {RANK_PLURALS[r[2]]}"
    if cat == Category.FULL_HOUSE:
        return f"{name} из {RANK_GEN_PLURAL[r[0]]} и {RANK_GEN_PLURAL[r[3]]}"
    # three and four of a kind, five of a kind
    return f"{name} из {RANK_GEN_PLURAL[r[0]]}"


def kickers_ru(ranks: Sequence[int]) -> str:
    """``"кикер: король"`` or ``"кикеры: туз, король, семёрка"``; empty without kickers."""
    if not ranks:
        return ""
    words = ", ".join(RANK_NAMES[k] for k in ranks)
    return ("кикер: " if len(ranks) == 1 else "кикеры: ") + words


def describe_ru(cat: Category, ranks: Sequence[int]) -> str:
    """A hand in Russian, main cards then kickers; a flush names all five cards.

    >>> from handrank import decode, evaluate
    >>> describe_ru(*decode(evaluate("Jh Jc Jd Js Kd")))
    'Каре из валетов, кикер: король'
    >>> describe_ru(*decode(evaluate("Kc Qc 9c 8c 7c")))
    'Флеш: король, дама, девятка, восьмёрка, семёрка'
    """
    if cat == Category.FLUSH:
        text = f"{CATEGORY_NAMES[cat]}: " + ", ".join(RANK_NAMES[k] for k in ranks)
    else:
        text = main_ru(cat, ranks)
        kick = kickers_ru(ranks[MAIN_CARDS[cat]:])
        if kick:
            text += ", " + kick
    return text[0].upper() + text[1:]
