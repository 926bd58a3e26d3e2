"""The words of the ``handrank`` command (``handrank.cli``) in English and Russian, and the
transliteration its ASCII stand-ins use for Russian text.

>>> LABELS["en"]["board"], LABELS["ru"]["board"]
('Board', 'Стол')
"""

from __future__ import annotations

__all__ = ["CYRILLIC_TO_LATIN", "LABELS"]

#: The labels of ``eval``, ``explain`` and ``showdown``'s text, by language.
LABELS = {
    "en": {"board": "Board", "best": "best five", "main": "main", "kickers": "kickers",
           "value": "value", "ck": "Cactus Kev rank", "pot": "Pot", "none": "none",
           "low": "low", "no_low": "no qualifying low, nothing to split"},
    "ru": {"board": "Стол", "best": "лучшие пять", "main": "основные", "kickers": "кикеры",
           "value": "значение", "ck": "ранг Cactus Kev", "pot": "Банк", "none": "нет",
           "low": "младшая рука", "no_low": "нет младшей руки, которая проходит квалификацию, делить нечего"},
}

#: Each lower-case Russian letter as Latin letters (``ё`` -> ``yo``; ``ъ`` -> nothing).
CYRILLIC_TO_LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                             ("a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch '' y ' e yu ya"
                              .replace("''", "").split(" "))))
