"""Russian poker: the casino game against a dealer (ante, bet, sixth card, exchange, the
dealer's Ace-King qualifier, two paid combinations, insurance, bonus, buying a game).
A game of ``handrank.games`` (public name ``handrank.games.russian``): it imports only the layers
below the games (``explain``, ``text``, the evaluators, ``cards``, ``values``), never another game.

>>> from handrank import russian
>>> russian.evaluate("A♣ K♠ Q♥ 4♦ 2♦").describe("ru")
'Туз-Король, кикеры: дама, четвёрка, двойка'
>>> russian.combinations("K♥ K♠ A♣ 8♦ 5♥").payout
Fraction(2, 1)
>>> russian.settle("K♥ K♠ A♣ 8♦ 5♥", "Q♣ Q♦ 7♠ 5♣ 3♣").total
Fraction(4, 1)
"""

from . import sampler as sampler  # the full game sampled: russian.sampler, as the docs use it
from .advisor import Advice, Option, advise, bet_ev
from .combinations import Combination, Combinations, combinations
from .fullgame import FullStrategy, solve
from .ranking import (
    CATEGORY_NAMES,
    CATEGORY_NAMES_RU,
    RussianCategory,
    RussianHand,
    compare,
    evaluate,
)
from .rules import (
    DEFAULT_BONUS_TABLE,
    DEFAULT_PAYTABLE,
    DEFAULT_RULES,
    Rules,
    RulesError,
    load_rules,
    qualifies,
)
from .settle import BET, Item, Outcome, SettleError, Settlement, bonus_odds, insurance_limits, settle
from .solver import SolveError, Strategy
from .table import Box, IllegalAction, Round, Table

__all__ = [
    "BET",
    "Box",
    "IllegalAction",
    "Round",
    "Table",
    "CATEGORY_NAMES",
    "CATEGORY_NAMES_RU",
    "DEFAULT_BONUS_TABLE",
    "DEFAULT_PAYTABLE",
    "DEFAULT_RULES",
    "Advice",
    "Combination",
    "Combinations",
    "FullStrategy",
    "Item",
    "Option",
    "Outcome",
    "Rules",
    "RulesError",
    "RussianCategory",
    "RussianHand",
    "SettleError",
    "Settlement",
    "SolveError",
    "Strategy",
    "advise",
    "bet_ev",
    "bonus_odds",
    "combinations",
    "compare",
    "evaluate",
    "insurance_limits",
    "load_rules",
    "qualifies",
    "settle",
    "solve",
]
