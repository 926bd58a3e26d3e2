"""The words of the ``handrank`` command (``handrank.cli``) in English and Russian, and the
transliteration its ASCII stand-ins use for Russian text.

>>> LABELS["en"]["board"], LABELS["ru"]["board"]
('Board', 'Стол')
"""

from __future__ import annotations

__all__ = ["CYRILLIC_TO_LATIN", "HILO", "LABELS", "PLAY", "SOLVE", "WORDS"]

#: The labels of ``eval``, ``explain`` and ``showdown``'s text, by language.
LABELS = {
    "en": {"board": "Board", "best": "best five", "main": "main", "kickers": "kickers",
           "value": "value", "ck": "Cactus Kev rank", "pot": "Pot", "none": "none",
           "low": "low", "no_low": "no qualifying low, nothing to split"},
    "ru": {"board": "Стол", "best": "лучшие пять", "main": "основные", "kickers": "кикеры",
           "value": "значение", "ck": "ранг Cactus Kev", "pot": "Банк", "none": "нет",
           "low": "младшая рука", "no_low": "нет младшей руки, которая проходит квалификацию, делить нечего"},
}

#: The command's own words around its messages: the error prefix, a deprecated option's note.
WORDS = {
    "en": {"error": "error", "deprecated": "{old} is deprecated and will be removed: use {new}"},
    "ru": {"error": "ошибка", "deprecated": "{old} устарел и будет удалён: используйте {new}"},
}

#: ``handrank hilo``: a player's line (``name`` already padded to the widest name).
HILO = {
    "en": {"line": "{name}  {cards}  high: {high}; low: {low}; = {share}{declared}"},
    "ru": {"line": "{name}  {cards}  старшая: {high}; младшая: {low}; = {share}{declared}"},
}

#: ``handrank russian play``: the commands, the prompts and what the table says.
PLAY = {
    "en": {
        "help": "commands: b = bet, f = fold, s = buy a sixth card, x CARDS = exchange, "
                "i N = insure N antes, a = advise, q = quit",
        "round": "Round {n}: dealer {up} ??",
        "cut_short": "Round {n}: cut short, not settled",
        "box": "box {index}: {cards}  ({hand})",
        "unknown": "unknown command {line}",
        "dealer": "dealer: {cards}  ({hand})",
        "buy_game": "box {index}: t = take the ante, g = buy a game > ",
        "dealer_after": "dealer after the bought game: {cards}  ({hand})",
        "settled": "box {index}: {text}",
    },
    "ru": {
        "help": "команды: b — ставка, f — пас, s — прикуп шестой карты, x КАРТЫ — обмен, "
                "i N — страховка на N анте, a — совет, q — выход",
        "round": "Раздача {n}: дилер {up} ??",
        "cut_short": "Раздача {n}: прервана, не рассчитана",
        "box": "бокс {index}: {cards}  ({hand})",
        "unknown": "неизвестная команда {line}",
        "dealer": "дилер: {cards}  ({hand})",
        "buy_game": "бокс {index}: t — взять анте, g — купить игру > ",
        "dealer_after": "новая рука дилера: {cards}  ({hand})",
        "settled": "бокс {index}: {text}",
    },
}

#: ``handrank russian solve``: the lines naming the files it wrote.
SOLVE = {
    "en": {"table_file": "{kind}: {file} ({rows:,} rows)", "png_file": "PNG: {file}"},
    "ru": {"table_file": "{kind}: {file} ({rows:,} строк)", "png_file": "рисунок: {file}"},
}

#: Each lower-case Russian letter as Latin letters (``ё`` -> ``yo``; ``ъ`` -> nothing).
CYRILLIC_TO_LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                             ("a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch '' y ' e yu ya"
                              .replace("''", "").split(" "))))
