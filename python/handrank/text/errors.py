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

from .analysis import duration
from .hands import ru_form

__all__ = ["ERRORS", "PARTS", "RANGE_TERMS", "error_text", "said"]

_RANKS = "достоинства: 2–9, T или 10, J, Q, K, A"
_SUITS = "масти: c d h s или ♣ ♦ ♥ ♠"
_CARDS_GEN = ("карты", "карт", "карт")  # "колода из 52 карт", "из 21 карты"
_CARDS = ("карта", "карты", "карт")  # "2 карты", "5 карт"

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
        "card.board_or_dead": "карта {card} лежит на столе или вне игры",
        "card.board_and_dead": "карта {card} и на столе, и среди мёртвых карт",
        "card.in_two": "карта {card} есть и в руке {hand}, и {other}",
        "card.dealt_twice": "карта {card} игрока {key} сдана дважды",
        "card.short_deck": "карты {card} нет в короткой колоде {game} (от шестёрок до тузов)",
        "game.count": "{game}: в руке {count} карт, а здесь {got}",
        "low.count": "в младшей руке от 5 до 7 карт, а здесь {got}",
        "omaha.count": "{game}: на руке {hole_cards} (и от 3 до 5 карт на столе), а здесь {got}{board}"
                       "{other}",
        "hand.count": "в руке от {low} до {high} карт, а здесь {got}",
        "range.not_a_term": "{term}: {part} — не рука (AhKh), не класс рук (QQ, AKs, AKo, AK) и не запись "
                            "диапазона (QQ+, ATs+, 22-55, 76s-54s, random)",
        "range.suffix": "{term}: неизвестный суффикс «{suffix}» в {part} (s — одномастные, o — разномастные, "
                        "без суффикса — и те и другие)",
        "range.pair_suited": "{term}: {part} — пара, она не бывает одномастной или разномастной",
        "range.four": "{term}: карт одного достоинства всего четыре",
        "range.dash_two": "{term}: дефис соединяет ровно два класса рук, например 22-55 или 76s-54s",
        "range.dash_plus": "{term}: у конца интервала с дефисом не бывает «+»",
        "range.dash_pair": "{term}: дефис соединяет две пары (22-55) или две непарные руки "
                           "(76s-54s, A2s-A5s), а не пару с непарной рукой",
        "range.dash_alike": "{term}: оба конца интервала должны быть одинаковыми: одномастные, разномастные "
                            "или и те и другие",
        "range.weight_text": "{term}: вес {weight} — не число",
        "range.weight": "{term}: вес {weight} вне промежутка (0, 1]",
        "range.weight_alone": "{term}: перед «:» с весом нужна запись руки",
        "range.hand_count": "{term}: в точной руке {hole_cards}, а здесь {got}",
        "range.empty_term": "пустая запись (номер {number}) в {text}: две запятые подряд или "
                            "запятая в начале или в конце",
        "range.not_hand": "{term}: не запись диапазона и не точная рука ({terms}): {why}",
        "range.not_omaha_hand": "{term}: не точная рука из {hole} карт и не шаблон достоинств ({terms}): "
                                "{why}",
        "range.not_class": "{name} — не один из 169 классов стартовых рук (AA, AKs, AKo, …, 22)",
        "hole.count": "карманных карт {got}, а в {game} их {hole}",
        "badugi.count": "в руке бадуги 4 карты, а здесь {got} ({cards})",
        "long": "{task}: {duration}{on} здесь (предел — {limit}); {instead}, или передайте allow_long=True "
                "(--allow-long), чтобы всё равно выполнить{after}",
        "long.mc": "Монте-Карло на {deals} {deals_word}",
        "long.mc_se": "Монте-Карло: для target_se={se} нужно около {deals} {deals_word}",
        "long.random": "точный перебор со случайной рукой из {combos} {combos_word} ({work} обращений "
                       "к таблицам)",
        "long.tuples": "точный перебор {tuples} сочетаний рук ({work} обращений к таблицам)",
        "long.deals": "точный перебор {deals} {deals_word} ({work} обращений к таблицам)",
        "long.table": "таблица лучшей игры: кусков {chunks}, около {classes} классов мастей по {per} с на "
                      "класс на одном ядре",
        "long.icm": "игроков {players}, призовых мест {paid}, розыгрышей {samples}",
        "long.hands": "рук к расчёту {hands}, по {each} с на руку здесь",
        "long.fewer": "попросите меньше раздач",
        "long.larger_se": "задайте стандартную ошибку побольше",
        "long.monte_carlo": "используйте exact=False (Монте-Карло)",
        "long.fewer_samples": "возьмите меньше розыгрышей",
        "long.narrow": "сузьте диапазон или стол, возьмите меньше раздач на руку",
        "long.slice": 'посчитайте часть таблицы (chunks="A:B", --chunks A:B) или оцените игру по выборке '
                      "(handrank russian solve --sample N)",
        "long.store": "; хранилище (store=FILE, --store FILE) сохраняет каждый готовый кусок, а resume=True "
                      "(--resume) продолжает прерванный расчёт с них",
        "card.dead": "карта {card} вне игры",
        "card.also": "карта {card} есть и у {owner}",
        "stud.range": "{range} — диапазон, а в стаде диапазонов нет: укажите известные карты игрока",
        "stud.count": "у игрока в стаде от 1 до 7 известных карт, а здесь {got}",
        "draw.range": "{range} — диапазон, а в {game} диапазонов нет: укажите карты, которые игрок оставляет",
        "draw.count": "игрок в {game} оставляет от 0 до {size} карт (остальные прикупает), а здесь {got}",
        "range.empty": "пустой диапазон: напишите хотя бы одну запись, например 'QQ+, AKs' или 'random'",
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

#: What a range may hold, by the hole cards of its game, in Russian (``range.not_hand``).
RANGE_TERMS = {
    2: "в диапазоне холдема бывают точные руки (AhKh), классы рук (QQ, AKs, AKo, AK), записи диапазона "
       "(QQ+, ATs+, 22-55, 76s-54s), доли рук (15%, top 15%, 15-25%), веса (AA:0.5) и random",
    4: "в диапазоне Омахи бывают точные руки (AsAhKdQc), достоинства с x на месте любого (AAxx, AKQJ), "
       "метка мастей ds, ss или r (KKQQds), веса (AAxx:0.5) и random",
    5: "в диапазоне Омахи бывают точные руки (AsAhKdQcJc), достоинства с x на месте любого (AAxxx), "
       "веса (AAxxx:0.5) и random",
    6: "в диапазоне Омахи бывают точные руки (AsAhKdQcJcTc), достоинства с x на месте любого (AAKxxx), "
       "веса (AAKxxx:0.5) и random",
}

#: The parts of the input an error may be met in (``part``), in Russian; a name given stays.
PARTS = {"board": "стол", "dead cards": "мёртвые карты", "dead": "мёртвые карты", "hole": "карманные карты",
         "vs": "vs", "hand": "рука", "hands": "руки", "rows": "строки", "cols": "столбцы"}

_NUMBERED = {"player": ("игрок", "игрока"), "row": ("строка", "строки"), "column": ("столбец", "столбца"),
             "hand": ("рука", "руки")}


def _label(label: str, genitive: bool = False) -> str:
    """A part of the input as the Russian names it (``Player 2`` -> ``игрок 2``); a name stays."""
    numbered = re.fullmatch(r"([Pp]layer|row|column|hand) (\d+|'.*')", label)
    if numbered:
        return f"{_NUMBERED[numbered.group(1).lower()][genitive]} {numbered.group(2)}"
    return PARTS.get(label, label)

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
    values.update(_special(what, parts, values))
    values.update(_numbers(values))
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):  # parts of another shape than the words: keep the English
        return ""


def _special(what: str, parts: Mapping[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """The values a refusal's words need made from its parts: a label, a list, a place."""
    out: dict[str, Any] = {}
    if what == "part":
        out["label"] = _label(str(values.get("label", "")))
    if "owner" in values:
        out["owner"] = _label(str(values["owner"]), genitive=True)
    if what == "game.unknown":
        out.update(_unknown(values))
    if what == "long":
        out.update(_long(parts))
    if what == "game.count":
        out["count"] = values["low"] if values.get("low") == values.get("high") else \
            f"от {values.get('low')} до {values.get('high')}"
    if what == "omaha.count":
        out["board"] = "" if parts.get("board") is None else f" и {parts['board']} на столе"
        out["other"] = "" if not parts.get("other") else f": столько раздают в {parts['other']}"
    if what == "card.in_two":
        out["other"] = "на столе" if parts.get("other") is None else f"в руке {parts['other']}"
    if what.startswith("range.not_") and values.get("hole") in RANGE_TERMS:
        out["terms"] = RANGE_TERMS[values["hole"]]
    return out


def _numbers(values: Mapping[str, Any]) -> dict[str, Any]:
    """The numbers of the parts as Russian writes them: the noun after a count, a decimal comma,
    the thousands apart."""
    out: dict[str, Any] = {}
    for name, forms in (("deals", ("раздачи", "раздач", "раздач")),
                        ("combos", ("комбинации", "комбинаций", "комбинаций"))):
        if isinstance(values.get(name), int):  # genitive: "на 1 000 раздач", "из 21 комбинации"
            out[f"{name}_word"] = forms[ru_form(values[name])]
    if isinstance(values.get("hole"), int):
        out["hole_cards"] = f"{values['hole']} {_CARDS[ru_form(values['hole'])]}"
    for name in ("deck", "carried_deck"):
        if isinstance(values.get(name), int):
            out[name] = f"{values[name]} {_CARDS_GEN[ru_form(values[name])]}"
    for name in ("per", "each"):  # a decimal comma: "0,61 с"
        if isinstance(values.get(name), str):
            out[name] = values[name].replace(".", ",")
    for name, value in values.items():
        if name not in out and isinstance(value, int) and not isinstance(value, bool) and value >= 10_000:
            out[name] = f"{value:,}".replace(",", "\u00a0")
    return out


def _long(parts: Mapping[str, Any]) -> dict[str, str]:
    """The projection of a refused long run in Russian: how long, on what, the limit, what to do."""
    workers, unit = parts.get("workers"), parts.get("unit")
    on = ""
    if isinstance(workers, int) and unit in ("thread", "worker"):
        noun = ("потоке", "потоках") if unit == "thread" else ("исполнителе", "исполнителях")
        on = f" на {workers} {noun[0] if workers % 10 == 1 and workers % 100 != 11 else noun[1]}"
    seconds, limit = float(parts.get("seconds", 0.0)), float(parts.get("limit", 3600.0))
    ways = {"instead": parts.get("instead"), "after": parts.get("after")}
    said_ways = {k: ERRORS["ru"].get(v, "") if isinstance(v, str) else "" for k, v in ways.items()}
    return {"duration": duration(seconds, "ru"), "on": on,
            "limit": duration(limit, "ru").split(" ", 1)[1], **said_ways}


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
