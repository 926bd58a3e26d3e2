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

# --- explanations, showdowns and pot splitting (issue 3) ---
from .explain import Explanation, explain  # noqa: E402
from .low_showdown import LowExplanation, LowShowdown  # noqa: E402
from .pot import Pot, award_pots, side_pots, split_pot  # noqa: E402
from .showdown import Decision, Showdown, showdown  # noqa: E402

__all__ += ["Decision", "Explanation", "LowExplanation", "LowShowdown", "Pot", "Showdown", "award_pots",
            "explain", "showdown", "side_pots", "split_pot"]
# --- end of issue 3 ---

# --- low hands: ace-to-five, deuce-to-seven, ace-to-six, qualifiers (issue 4, lowball) ---
from .lowball import (  # noqa: E402
    LOW_SCHEMES,
    LowballError,
    LowRules,
    best_five_low,
    best_five_omaha_low,
    decode_low,
    describe_low,
    evaluate_low,
    evaluate_low_batch,
    evaluate_omaha_low,
    low_rules,
)

__all__ += ["LOW_SCHEMES", "LowRules", "LowballError", "best_five_low", "best_five_omaha_low", "decode_low",
            "describe_low", "evaluate_low", "evaluate_low_batch", "evaluate_omaha_low", "low_rules"]
# --- end of lowball ---

# --- wild cards and high-low split pots (issue 4, wild + hilo) ---
# Loaded on first use (``handrank.hilo.resolve``, ``handrank.explain_wild``): keeps import fast.
_LAZY = {"hilo": ("hilo", None), "wild": ("wild", None), "HiLoGame": ("hilo", "HiLoGame"),
         "describe_wild": ("wild", "describe_wild"), "explain_wild": ("wild", "explain_wild"),
         "explain_low_wild": ("wild", "explain_low_wild"),
         "russian": ("russian", None)}  # Russian poker (issue 5), ~15 ms to load
_lazy_previous = globals().get("__getattr__")


def __getattr__(name: str):  # noqa: E302
    if name in _LAZY:
        import importlib
        module, attr = _LAZY[name]
        m = importlib.import_module(f".{module}", __name__)
        return m if attr is None else getattr(m, attr)
    if _lazy_previous is not None:
        return _lazy_previous(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ += ["HiLoGame", "describe_wild", "explain_low_wild", "explain_wild", "hilo", "russian", "wild"]
# --- end of wild + hilo ---

# --- equity tables on any executor, and the job runner (issue 12) ---
# Loaded on first use, like the blocks above: ``import handrank`` stays fast.
_LAZY.update({"equity_table": ("games.equity_tables", "equity_table"),
              "preflop_matrix": ("games.equity_tables", "preflop_matrix"),
              "vs_random": ("games.equity_tables", "vs_random"),
              "EquityTable": ("games.equity_tables", "EquityTable"), "jobs": ("jobs", None)})
__all__ += ["EquityTable", "equity_table", "jobs", "preflop_matrix", "vs_random"]
# --- end of equity tables ---
