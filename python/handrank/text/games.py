"""The words of the games (``handrank.games``): Russian poker's hands, settlements, advice
and reports, badugi's pot and the hi-lo declarations.

Every table holds one entry per language with the same keys; templates are ``str.format``
strings whose fields the games fill. Adding a language is adding its entry to each table
(and its module of hand words, ``handrank.text.hands.LANGUAGES``).

>>> RUSSIAN_CATEGORIES["en"]["ACE_KING"], RUSSIAN_CATEGORIES["ru"]["ACE_KING"]
('Ace-King', 'Туз-Король')
>>> SETTLE["ru"]["outcomes"]["STAY"]
'стэй (ничья)'
"""

from __future__ import annotations

from typing import TypedDict, TypeVar

__all__ = [
    "ADVICE", "BADUGI_POT", "DECLARATIONS", "FULL_GAME", "RUSSIAN_CATEGORIES", "RUSSIAN_HAND",
    "RUSSIAN_PAYOUT", "SAMPLE", "SETTLE", "SOLVER", "SampleWords", "SettleWords", "SolverWords", "pick",
]

_T = TypeVar("_T")


class SettleWords(TypedDict):
    """The words of a settlement in one language (``SETTLE``)."""

    outcomes: dict[str, str]
    items: dict[str, str]
    notes: dict[str, str]
    capped: str
    total: str
    title: str
    player: str
    dealer: str
    columns: tuple[str, ...]


class SolverWords(TypedDict):
    """The words of the exact solver in one language (``SOLVER``)."""

    pairs: dict[str, str]
    rule: str
    rule_every: str
    rules_head: str
    rules_tail: str
    outcomes: dict[str, str]
    report: tuple[str, ...]
    columns: tuple[str, ...]


class SampleWords(TypedDict):
    """The words of a sampled house edge in one language (``SAMPLE``)."""

    head: str
    states: tuple[str, str, str]
    edge: str
    control: str
    best: str

#: The Russian-poker categories by ``RussianCategory`` name ("Сет или Тройка" in the source
#: rules: the library says "Сет").
RUSSIAN_CATEGORIES: dict[str, dict[str, str]] = {
    "en": {
        "NO_GAME": "No Game", "ACE_KING": "Ace-King", "PAIR": "Pair", "TWO_PAIR": "Two Pair",
        "THREE_OF_A_KIND": "Three of a Kind", "STRAIGHT": "Straight", "FLUSH": "Flush",
        "FULL_HOUSE": "Full House", "FOUR_OF_A_KIND": "Four of a Kind",
        "STRAIGHT_FLUSH": "Straight Flush", "ROYAL_FLUSH": "Royal Flush",
    },
    "ru": {
        "NO_GAME": "Нет игры", "ACE_KING": "Туз-Король", "PAIR": "Пара", "TWO_PAIR": "Две пары",
        "THREE_OF_A_KIND": "Сет", "STRAIGHT": "Стрит", "FLUSH": "Флеш", "FULL_HOUSE": "Фул-хаус",
        "FOUR_OF_A_KIND": "Каре", "STRAIGHT_FLUSH": "Стрит-флеш", "ROYAL_FLUSH": "Роял-флеш",
    },
}

#: A Russian hand without a poker hand: ``{ranks}`` its rank names (the kickers of an
#: Ace-King) joined by ``sep``.
RUSSIAN_HAND: dict[str, dict[str, str]] = {
    "en": {"ACE_KING": "Ace-King, {ranks}", "NO_GAME": "No Game, {ranks}", "sep": "-"},
    "ru": {"ACE_KING": "Туз-Король, кикеры: {ranks}", "NO_GAME": "Нет игры: {ranks}", "sep": ", "},
}

#: The paid combinations: ``{text}`` the combinations joined by ``plus``, ``{payout}`` the odds.
RUSSIAN_PAYOUT: dict[str, dict[str, str]] = {
    "en": {"payout": "{text}: {payout} to 1", "plus": " + "},
    "ru": {"payout": "{text}: {payout} к 1", "plus": " + "},
}

#: A settlement: the outcomes (by ``Outcome`` name), the lines' names, their notes (by key),
#: what follows the paid combinations when the table maximum cut the win, the total's name.
SETTLE: dict[str, SettleWords] = {
    "en": {
        "outcomes": {
            "FOLD": "fold", "DEALER_NO_GAME": "dealer has no game", "PLAYER_HIGHER": "player higher",
            "PLAYER_LOWER": "player lower", "STAY": "stay",
            "NO_GAME_AFTER_BUY": "dealer still has no game after a bought game",
        },
        "items": {"ante": "ante", "bet": "bet", "fees": "fees", "insurance": "insurance", "bonus": "bonus"},
        "notes": {"fold": "lost on a fold", "drew": "lost: cards were drawn"},
        "capped": " (table maximum)",
        "total": "total",
        "title": "Settlement: {outcome}", "player": "player", "dealer": "dealer",
        "columns": ("item", "stake", "net", ""),
    },
    "ru": {
        "outcomes": {
            "FOLD": "пас", "DEALER_NO_GAME": "у дилера нет игры", "PLAYER_HIGHER": "игрок старше",
            "PLAYER_LOWER": "игрок младше", "STAY": "стэй (ничья)",
            "NO_GAME_AFTER_BUY": "у дилера нет игры и после покупки",
        },
        "items": {"ante": "анте", "bet": "ставка", "fees": "плата", "insurance": "страховка",
                  "bonus": "бонус"},
        "notes": {"fold": "проигран при пасе", "drew": "проигран: был прикуп или обмен"},
        "capped": " (максимум стола)",
        "total": "итого",
        "title": "Расчёт: {outcome}", "player": "игрок", "dealer": "дилер",
        "columns": ("строка", "ставка", "итог", ""),
    },
}

#: The advisor's options and its text.
ADVICE: dict[str, dict[str, str]] = {
    "en": {
        "exchange": "exchange {cards}", "buy": "buy a sixth card", "fold": "fold", "bet": "bet",
        "head": "{cards} ({hand}) against {up}", "exact": "exact",
        "insurance": "  insurance: {ev:+.4f} per ante insured",
    },
    "ru": {
        "exchange": "обмен {cards}", "buy": "прикуп шестой карты", "fold": "пас", "bet": "ставка",
        "head": "{cards} ({hand}) против {up}", "exact": "точно",
        "insurance": "  страховка: {ev:+.4f} на анте страховки",
    },
}

#: The exact bet-or-fold solver: the Ace-King rules, the return table, the report.
SOLVER: dict[str, SolverWords] = {
    "en": {
        "pairs": {"any": "", "one": " that pairs one of your cards",
                  "none": " that pairs none of your cards"},
        "rule": "against an up card {ups}{pair}: bet A K {third} {fourth} or better",
        "rule_every": "against an up card {ups}{pair}: bet every Ace-King",
        "rules_head": "Ace-King: bet when one of these rules matches, fold otherwise",
        "rules_tail": "  agrees with the table in {agreement:.2%} of Ace-King states; "
                      "house edge {edge:.6%} (optimal {optimal:.6%})",
        "outcomes": {"fold": "fold", "no_game": "dealer does not qualify", "win": "player wins: {name}",
                     "stay": "stay (tie)", "lose": "player loses"},
        "report": (
            "Solved exactly: {deals:,} deals ({states:,} states, {classes:,} suit classes)",
            "Expected return per ante: {er:+.6f}",
            "House edge: {edge} = {edge_float:.6%}",
            "Element of risk: {risk:.6%} (average wager {wager:.6f} antes)",
            "Bet: {bet:.4%}, fold: {fold:.4%}",
        ),
        "columns": ("outcome", "pays", "deals", "probability", "contribution"),
    },
    "ru": {
        "pairs": {"any": "", "one": ", совпадающей по рангу с вашей картой",
                  "none": ", не совпадающей с вашими"},
        "rule": "против открытой карты {ups}{pair}: ставка с A K {third} {fourth} или старше",
        "rule_every": "против открытой карты {ups}{pair}: ставка с любым Туз-Король",
        "rules_head": "Туз-Король: ставка, если подходит одно из правил, иначе пас",
        "rules_tail": "  совпадает с таблицей в {agreement:.2%} состояний Туз-Король; "
                      "преимущество казино {edge:.6%} (оптимум {optimal:.6%})",
        "outcomes": {"fold": "пас", "no_game": "у дилера нет игры", "win": "игрок выиграл: {name}",
                     "stay": "стэй (ничья)", "lose": "игрок проиграл"},
        "report": (
            "Решено точно: {deals:,} раздач ({states:,} состояний, {classes:,} классов по мастям)",
            "Ожидаемый возврат на анте: {er:+.6f}",
            "Преимущество казино: {edge} = {edge_float:.6%}",
            "Элемент риска: {risk:.6%} (средняя ставка {wager:.6f} анте)",
            "Ставка: {bet:.4%}, пас: {fold:.4%}",
        ),
        "columns": ("исход", "платит", "раздач", "вероятность", "вклад"),
    },
}

#: The full game's table: its report.
FULL_GAME: dict[str, dict[str, str]] = {
    "en": {
        "whole": "the whole game",
        "slice": "a slice of {chunks:,} of {table:,} chunks",
        "head": "Full game, {what}: {rows:,} suit classes, {states:,} states",
        "empty": "No states in this slice (its hands hold four cards of the up card's rank, which no deck "
                 "deals): the expected return is undefined",
        "edge": "House edge: {edge:.4%} ± {se:.4%} (95%: {lo:.4%} .. {hi:.4%})",
        "return": "Expected return per ante over the slice: {er:+.4f} ± {se:.4f}",
        "best": "Best play: {plays}",
    },
    "ru": {
        "whole": "вся игра",
        "slice": "часть таблицы: {chunks:,} из {table:,} кусков",
        "head": "Полная игра, {what}: {rows:,} классов, {states:,} состояний",
        "empty": "В этой части нет состояний (у руки четыре карты ранга открытой карты дилера, такую "
                 "раздачу колода не даёт): ожидаемый возврат не определён",
        "edge": "Преимущество казино: {edge:.4%} ± {se:.4%} (95%: {lo:.4%} .. {hi:.4%})",
        "return": "Ожидаемый возврат на анте в этой части: {er:+.4f} ± {se:.4f}",
        "best": "Лучший ход: {plays}",
    },
}

#: A sampled house edge: its report (``states``: the noun after ``n``, by
#: ``handrank.text.hands.ru_form``).
SAMPLE: dict[str, SampleWords] = {
    "en": {
        "head": "Sample: {n} {states} (seed {seed}), the advisor's best play",
        "states": ("states", "states", "states"),
        "edge": "House edge: {he:.4%} ± {se:.4%} (95%: {lo:.4%} .. {hi:.4%}; "
                "the advisor's own error {adv:.4%} of it)",
        "control": "  control variate: the bet/fold game of the same rules (exactly {cm:.6%}) plus the mean "
                   "difference; without it: {raw:.4%} ± {rse:.4%} (95%: {rlo:.4%} .. {rhi:.4%})",
        "best": "Best play: {acts}",
    },
    "ru": {
        "head": "Выборка: {n} {states} (seed {seed}), лучший ход по советчику",
        "states": ("состояние", "состояния", "состояний"),
        "edge": "Преимущество казино: {he:.4%} ± {se:.4%} (95%: {lo:.4%} .. {hi:.4%}; "
                "из них ошибка советчика {adv:.4%})",
        "control": "  контрольная переменная: игра ставка/пас по тем же правилам (точно {cm:.6%}) плюс "
                   "средняя разность; без неё: {raw:.4%} ± {rse:.4%} (95%: {rlo:.4%} .. {rhi:.4%})",
        "best": "Лучший ход: {acts}",
    },
}

#: A badugi pot given no amount.
BADUGI_POT: dict[str, str] = {"en": "the pot", "ru": "банк"}

#: The words a hi-lo declaration may be given in, per language: word -> ``"high"``,
#: ``"low"`` or ``"both"`` (the chips: red high, white low, blue both).
DECLARATIONS: dict[str, dict[str, str]] = {
    "en": {"high": "high", "hi": "high", "red": "high", "low": "low", "lo": "low", "white": "low",
           "both": "both", "blue": "both"},
    "ru": {"старшая": "high", "красная": "high", "младшая": "low", "белая": "low", "обе": "both",
           "синяя": "both"},
}


def pick(table: dict[str, _T], lang: str) -> _T:
    """``table[lang]``; English for a language the table does not hold (the callers that
    refuse other languages check ``lang`` themselves).

    >>> pick(SOLVER, "ru")["rules_head"]
    'Туз-Король: ставка, если подходит одно из правил, иначе пас'
    """
    return table[lang] if lang in table else table["en"]
