"""handrank: the fast, provably correct poker hand evaluator that explains its answers.

>>> import handrank
>>> handrank.evaluate("As Ks Qs Js Ts 2d 3c")
7462
>>> handrank.describe("Qs Qd 7c 7h 2s")
'Two Pair, Queens and Sevens, Two kicker'
"""

from .batch import evaluate_batch
from .cards import CardError, card, card_str, cards, cards_str, pretty
from .core import best_five, compare, evaluate, evaluate_omaha
from .describe import describe
from .values import Category, cactus_kev_rank, category, decode

__version__ = "0.1.0"

__all__ = [
    "Category", "CardError", "best_five", "cactus_kev_rank", "card", "card_str", "cards",
    "cards_str", "category", "compare", "decode", "describe", "evaluate", "evaluate_batch",
    "evaluate_omaha", "pretty",
]
