"""The library's refusals in Russian: an error that says which refusal it is (``HandrankError.what``)
and carries the parts of its message (``HandrankError.parts``) is said again from these words;
any other error keeps its English message.

>>> from handrank.cards import CardError
>>> error_text(CardError("'Zs': unknown rank 'Z' ...").worded("card.rank", token="Zs", rank="Z"), "ru")
'«Zs»: неизвестное достоинство «Z» (достоинства: 2–9, T или 10, J, Q, K, A)'
>>> error_text(ValueError("no such file"), "ru")
'no such file'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .hands import ru_form

__all__ = ["ERRORS", "PARTS", "error_text", "said"]

_RANKS = "достоинства: 2–9, T или 10, J, Q, K, A"
_SUITS = "масти: c d h s или ♣ ♦ ♥ ♠"
_CARDS_GEN = ("карты", "карт", "карт")  # "колода из 52 карт", "из 21 карты"

#: Each refusal by its ``what``, in Russian: a ``str.format`` template of the error's parts
#: (a part that is itself a refusal, ``(what, parts)``, is said first).
ERRORS: Mapping[str, Mapping[str, str]] = {
    "ru": {
        "part": "{label}: {why}",
        "card.empty": "пустая карта",
        "card.rank": "«{token}»: неизвестное достоинство «{rank}» (" + _RANKS + ")",
        "card.no_suit": "«{token}»: нет масти (" + _SUITS + ")",
        "card.suit": "«{token}»: неизвестная масть «{suit}» (" + _SUITS + ")",
        "card.not_rank": "«{rank}» — не достоинство карты (" + _RANKS + ")",
        "card.word": "«{word}» — не карта (пишите карты как As или 10h, через пробел, запятую или точку "
                     "с запятой): {why}",
        "card.joker": "«{token}»: джокер бывает только в игре с дикими картами (wild_rule=...)",
        "card.jokers": "больше двух джокеров, а в колоде их два",
        "card.twice": "карта {card} указана дважды",
        "card.too_long": "строка карт длиной {chars} слишком длинная для карт (предел — {most}); ничего не "
                         "разобрано",
        "hand.count": "в руке от {low} до {high} карт, а здесь {got}",
        "board.count": "на столе 0, 3, 4 или 5 карт, а здесь {got} ({cards})",
        "game.unknown": "неизвестная игра «{name}»{near}; {games}",
        "game.mixed": "{operation}: значения разных игр ({games}): укажите game=...",
        "game.other_cards": "{operation}: значение игры {carried} (колода из {carried_deck}, {carried_hole} "
                            "на руке) дано вызову с game={game!r} (колода из {deck}, {hole} на руке): "
                            "сделайте его для {game} или не указывайте game=, чтобы читать его как {carried}",
        "game.other_scale": "{operation}: значение игры {carried} дано вызову с game={game!r}: сделайте его "
                            "для {game} или не указывайте game=, чтобы читать его как {carried}",
    },
}

#: The parts of the input an error may be met in (``part``), in Russian; a name given stays.
PARTS = {"board": "стол", "dead cards": "мёртвые карты", "dead": "мёртвые карты", "hole": "карманные карты",
         "vs": "vs", "hand": "рука", "hands": "руки", "rows": "строки", "cols": "столбцы"}

#: The pieces ``game.unknown`` is made of, in Russian: the close names, the games there are.
_UNKNOWN = {"near": " (может быть, {names}?)", "games": "игры: {games}",
            "plays": "{operation} знает игры: {games}"}


def said(what: str, parts: Mapping[str, Any], lang: str) -> str:
    """The refusal ``what`` with its ``parts`` in ``lang``; ``""`` when there are no words for it.

    >>> said("card.twice", {"card": "As"}, "ru")
    'карта As указана дважды'
    >>> said("card.twice", {"card": "As"}, "en")
    ''
    """
    template = ERRORS.get(lang, {}).get(what)
    if template is None:
        return ""
    values = dict(parts)
    for name, value in parts.items():
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) \
                and isinstance(value[1], Mapping):
            values[name] = said(value[0], value[1], lang)
            if not values[name]:  # a part without words: the whole keeps its English
                return ""
    if what == "part":
        label = str(values.get("label", ""))
        player = re.fullmatch(r"[Pp]layer (\d+)", label)
        values["label"] = f"игрок {player.group(1)}" if player else PARTS.get(label, label)
    if what == "game.unknown":
        values.update(_unknown(values))
    for name in ("deck", "carried_deck"):
        if isinstance(values.get(name), int):
            values[name] = f"{values[name]} {_CARDS_GEN[ru_form(values[name])]}"
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):  # parts of another shape than the words: keep the English
        return ""


def _unknown(parts: Mapping[str, Any]) -> dict[str, str]:
    name = str(parts.get("name", ""))
    near = parts.get("near") or ()
    games = ", ".join(parts.get("games") or ())
    operation = parts.get("operation")
    also = f", {parts['also']}" if parts.get("also") else ""
    return {"name": name if len(name) <= 80 else name[:77] + "...",
            "near": _UNKNOWN["near"].format(names=", ".join(f"«{n}»" for n in near)) if near else "",
            "games": (_UNKNOWN["plays"] if operation else _UNKNOWN["games"]).format(
                operation=operation, games=games + also)}


def error_text(error: BaseException, lang: str) -> str:
    """The message of ``error`` in ``lang``: from the words of its refusal (``what``, ``parts``)
    where ``lang`` has them, else its own (English) message.

    >>> from handrank.cards import CardError
    >>> e = CardError("a hand is 5 to 7 cards, got 2").worded("hand.count", low=5, high=7, got=2)
    >>> error_text(e, "ru"), error_text(e, "en")
    ('в руке от 5 до 7 карт, а здесь 2', 'a hand is 5 to 7 cards, got 2')
    """
    what = getattr(error, "what", "")
    if lang == "en" or not isinstance(what, str) or not what:
        return str(error)
    return said(what, getattr(error, "parts", {}), lang) or str(error)
