"""The words of the games (``handrank.games``): Russian poker's hands, settlements, advice
and reports, badugi's pot and the hi-lo declarations.

Every table holds one entry per language with the same keys; templates are ``str.format``
strings whose fields the games fill. Adding a language is adding its entry to each table
(and its module of hand words, ``handrank.text.hands.LANGUAGES``). The notebook views and
the pictures, which have no ``lang``, use the English entries.

>>> RUSSIAN_CATEGORIES["en"]["ACE_KING"], RUSSIAN_CATEGORIES["ru"]["ACE_KING"]
('Ace-King', 'Туз-Король')
>>> SETTLE["ru"]["outcomes"]["STAY"]
'стэй (ничья)'
"""

from __future__ import annotations

from typing import TypedDict, TypeVar

__all__ = [
    "ACE_KING_PICTURE", "ADVICE", "BADUGI_POT", "CHART_CLASSES", "DECLARATIONS", "FULL_GAME",
    "FULL_GAME_PICTURE", "HTML", "HTML_COLUMNS", "OWN_RULES", "RUSSIAN_CATEGORIES", "RUSSIAN_HAND",
    "RUSSIAN_PAYOUT", "SAMPLE", "SETTLE", "SOLVER", "SampleWords", "SettleWords", "SolverWords",
    "TABLE_ESTIMATE", "EstimateWords", "pick",
]

_T = TypeVar("_T")


class SettleWords(TypedDict):
    """The words of a settlement in one language (``SETTLE``).

    >>> set(SETTLE["ru"]) == SettleWords.__required_keys__, SETTLE["en"]["columns"]
    (True, ('item', 'stake', 'net', ''))
    """

    #: the round's outcomes, by name
    outcomes: dict[str, str]
    #: the settlement's items (ante, bet, bonus, ...), by name
    items: dict[str, str]
    #: the notes under a settlement, by name
    notes: dict[str, str]
    #: the mark of a payout capped by the table's maximum
    capped: str
    #: the total line's label
    total: str
    #: the settlement's title, naming the outcome
    title: str
    #: the player's label
    player: str
    #: the dealer's label
    dealer: str
    #: the table's column headings
    columns: tuple[str, ...]


class SolverWords(TypedDict):
    """The words of the exact solver in one language (``SOLVER``).

    >>> set(SOLVER["ru"]) == SolverWords.__required_keys__, SOLVER["en"]["columns"][0]
    (True, 'outcome')
    """

    #: the words of the dealer's pair in a betting rule (any, one, none)
    pairs: dict[str, str]
    #: a betting rule against the dealer's up cards
    rule: str
    #: a betting rule when every Ace-King bets
    rule_every: str
    #: the line before the betting rules
    rules_head: str
    #: the line after the rules: how well they agree with the table
    rules_tail: str
    #: the outcomes of the table, by name
    outcomes: dict[str, str]
    #: the solved game's report, a line each
    report: tuple[str, ...]
    #: the outcome table's column headings
    columns: tuple[str, ...]


class SampleWords(TypedDict):
    """The words of a sampled house edge in one language (``SAMPLE``).

    >>> set(SAMPLE["en"]) == SampleWords.__required_keys__, SAMPLE["ru"]["states"]
    (True, ('состояние', 'состояния', 'состояний'))
    """

    #: the sample's first line: how many states, the seed
    head: str
    #: 'state' in its three plural forms
    states: tuple[str, str, str]
    #: the house edge with its standard error and 95% interval
    edge: str
    #: the control variate's line: the estimate without it
    control: str
    #: the best play's line
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
#: what follows the paid combinations when the table maximum cut the win, the total's name;
#: the notebook view's title, hands and columns.
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

#: The picture of the Ace-King decisions (``Strategy.to_png``): ``{rules}`` the rules' name,
#: ``{edge}`` the house edge.
ACE_KING_PICTURE: dict[str, dict[str, str]] = {
    "en": {
        "up_card": "dealer's up card",
        "paired": "up card pairs one of your cards",
        "unpaired": "up card pairs none of your cards",
        "colorbar": "EV(bet) - EV(fold), antes (cells: x 100)",
        "title": "Ace-King: bet (green) or fold (red), average over the fifth card and suits\n"
                 "{rules}: house edge {edge:.4%} with the optimal play",
    },
    "ru": {
        "up_card": "открытая карта дилера",
        "paired": "открытая карта совпадает по рангу с вашей",
        "unpaired": "открытая карта не совпадает с вашими",
        "colorbar": "EV(ставка) - EV(пас), анте (в клетках: x 100)",
        "title": "Туз-Король: ставка (зелёный) или пас (красный), в среднем по пятой карте и мастям\n"
                 "{rules}: преимущество казино {edge:.4%} при лучшей игре",
    },
}

#: The full game's table: its report.
class EstimateWords(TypedDict):
    """The words of the full game's table estimate in one language (``TABLE_ESTIMATE``).

    >>> set(TABLE_ESTIMATE["ru"]) == EstimateWords.__required_keys__
    True
    """

    #: the estimate: the chunks, the suit classes, the time, on what
    line: str
    #: on how many local threads (the forms of ``text.analysis.plural``)
    thread: tuple[str, ...]
    #: on how many workers of an executor or a cluster
    worker: tuple[str, ...]
    #: where each finished chunk is kept, and how to continue
    store: str
    #: that nothing is kept without a store, and how to keep it
    no_store: str


#: ``russian solve``'s estimate of the full game's table, said before it runs.
TABLE_ESTIMATE: dict[str, EstimateWords] = {
    "en": {
        "line": "table chunks to compute: {chunks} (about {classes} suit classes), {time} {on} here",
        "thread": ("on {n} thread", "on {n} threads"),
        "worker": ("on {n} worker", "on {n} workers"),
        "store": "; each finished chunk is saved in {store}: after an interrupt the same command with "
                 "--resume continues",
        "no_store": "; without --store an interrupt keeps nothing: with --store FILE, --resume continues",
    },
    "ru": {
        "line": "кусков таблицы к расчёту: {chunks} (классов: около {classes}), {time} {on}",
        "thread": ("на {n} потоке", "на {n} потоках", "на {n} потоках"),
        "worker": ("на {n} исполнителе", "на {n} исполнителях", "на {n} исполнителях"),
        "store": "; каждый готовый кусок сохраняется в {store}: после прерывания та же команда с --resume "
                 "продолжит",
        "no_store": "; без --store при прерывании ничего не сохранится: с --store FILE команда с --resume "
                    "продолжит",
    },
}


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

#: The notebook views (``_repr_html_``) of the games' results: the rows' names and values.
HTML: dict[str, dict[str, str]] = {
    "en": {
        "rules": "rules", "rules_value": "{name}: {rules}", "house_edge": "house edge",
        "expected_return": "expected return", "best": "best: {play}",
        # Strategy
        "strategy_title": "Russian poker solved: bet or fold", "deals": "deals",
        "deals_value": "{deals:,} (every one; {states:,} states)",
        "strategy_edge": "{edge_float:.6%} (exactly {edge})", "element_of_risk": "element of risk",
        "strategy_return": "{er:+.6f} antes per ante", "bet": "bet", "fold": "fold",
        # Sample
        "sample_title": "Russian poker, a sampled house edge", "states": "states",
        "states_value": "{n:,} sampled (seed {seed}, advisor target {target})",
        "sample_edge": "{he:.4%} ± {se:.4%} (95%: {lo:.4%} .. {hi:.4%}; the advisor's part {adv:.4%})",
        "raw": "without the control variate",
        "raw_value": "{raw:.4%} ± {rse:.4%} (95%: {rlo:.4%} .. {rhi:.4%})",
        # FullStrategy
        "table_title": "Russian poker, the full game's table", "table_empty": "no states: {chunks!r:.100}",
        "table_edge": "{edge:.4%} ± {se:.4%} (95%: {lo:.4%} .. {hi:.4%})",
        "table_return": "{er:+.4f} ± {se:.4f} antes per ante over the slice",
        "covered": "covered", "whole": "the whole game", "slice": "{chunks:,} of {table:,} chunks",
        "rows": "rows", "rows_value": "{rows:,} suit classes, {states:,} states",
        "advisor": "advisor", "advisor_value": "seed {seed}, target standard error {target}",
        # Advice
        "advice_title": "Russian poker advice", "hand": "hand", "up_card": "dealer's up card",
        "a_bet": "a bet",
        "a_bet_value": "wins {wins:.2%}, loses {loses:.2%}, stays {stays:.2%}; "
                       "the dealer has no game {no_game:.2%}",
        "insurance": "insurance", "insurance_value": "{ev:+.4f} per ante insured", "seed": "seed {seed}",
        # HiLoResult
        "hilo_title": "Hi-lo split, {game}", "high": "high", "low": "low",
    },
    "ru": {
        "rules": "правила", "rules_value": "{name}: {rules}", "house_edge": "преимущество казино",
        "expected_return": "ожидаемый возврат", "best": "лучший ход: {play}",
        "strategy_title": "Русский покер решён: ставка или пас", "deals": "раздачи",
        "deals_value": "{deals:,} (все; {states:,} состояний)",
        "strategy_edge": "{edge_float:.6%} (точно {edge})", "element_of_risk": "элемент риска",
        "strategy_return": "{er:+.6f} анте на анте", "bet": "ставка", "fold": "пас",
        "sample_title": "Русский покер, преимущество казино по выборке", "states": "состояния",
        "states_value": "{n:,} в выборке (seed {seed}, цель советчика {target})",
        "sample_edge": "{he:.4%} ± {se:.4%} (95%: {lo:.4%} .. {hi:.4%}; из них советчик {adv:.4%})",
        "raw": "без контрольной переменной",
        "raw_value": "{raw:.4%} ± {rse:.4%} (95%: {rlo:.4%} .. {rhi:.4%})",
        "table_title": "Русский покер, таблица полной игры", "table_empty": "нет состояний: {chunks!r:.100}",
        "table_edge": "{edge:.4%} ± {se:.4%} (95%: {lo:.4%} .. {hi:.4%})",
        "table_return": "{er:+.4f} ± {se:.4f} анте на анте в этой части",
        "covered": "охват", "whole": "вся игра", "slice": "{chunks:,} из {table:,} кусков",
        "rows": "строки", "rows_value": "{rows:,} классов, {states:,} состояний",
        "advisor": "советчик", "advisor_value": "seed {seed}, целевая стандартная ошибка {target}",
        "advice_title": "Совет по русскому покеру", "hand": "рука", "up_card": "открытая карта дилера",
        "a_bet": "ставка",
        "a_bet_value": "выигрыш {wins:.2%}, проигрыш {loses:.2%}, стэй {stays:.2%}; "
                       "у дилера нет игры {no_game:.2%}",
        "insurance": "страховка", "insurance_value": "{ev:+.4f} на анте страховки", "seed": "seed {seed}",
        "hilo_title": "Хай-лоу, {game}", "high": "старшая", "low": "младшая",
    },
}

#: The columns of the notebook views' tables.
HTML_COLUMNS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "strategy": ("outcome", "pays", "deals", "probability", "contribution"),
        "advice": ("", "option", "EV (antes)", "error", "draws"),
        "hilo": ("won", "player", "cards", "high", "low", "units"),
    },
    "ru": {
        "strategy": ("исход", "платит", "раздач", "вероятность", "вклад"),
        "advice": ("", "вариант", "EV (анте)", "ошибка", "розыгрыши"),
        "hilo": ("выигрыш", "игрок", "карты", "старшая", "младшая", "фишки"),
    },
}

#: The chart of the full game's best plays (``write_png``): the hand classes' names, the
#: axis, the title under ``{title}``, what the plot of a table covers.
FULL_GAME_PICTURE: dict[str, dict[str, str]] = {
    "en": {
        "up_card": "dealer's up card",
        "title": "{title}\nbest play by hand class and up card; shade: EV margin over the second best "
                 "(number: antes x 100); ?: best in under 75% of the cell's states",
        "table_title": "{rules}: {covered}, {states:,} states",
        "whole": "the whole table", "slice": "a slice of the table",
    },
    "ru": {
        "up_card": "открытая карта дилера",
        "title": "{title}\nлучший ход по классу руки и открытой карте; оттенок: перевес EV над вторым ходом "
                 "(число: анте x 100); ?: лучший менее чем в 75% состояний клетки",
        "table_title": "{rules}: {covered}, {states:,} состояний",
        "whole": "вся таблица", "slice": "часть таблицы",
    },
}

_PAIR_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")

#: The chart's rows (``chart_classes``): made hands by category, pairs by rank, then the
#: draws with and without Ace-King.
CHART_CLASSES: dict[str, tuple[str, ...]] = {
    "en": ("straight flush", "four of a kind", "full house", "flush", "straight", "three of a kind",
           "two pair", *(f"pair of {r}s" for r in _PAIR_RANKS),
           "Ace-King", "AK, four to a flush", "four to a flush", "AK, four to a straight",
           "four to a straight", "nothing"),
    "ru": ("стрит-флеш", "каре", "фул-хаус", "флеш", "стрит", "сет", "две пары",
           *(f"пара {r}" for r in _PAIR_RANKS),
           "Туз-Король", "AK, четыре к флешу", "четыре к флешу", "AK, четыре к стриту",
           "четыре к стриту", "ничего"),
}

#: Rules that are no preset, where a report names its rules.
OWN_RULES: dict[str, str] = {"en": "these rules", "ru": "эти правила"}

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
