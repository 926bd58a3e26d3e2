"""handrank: the fast, provably correct poker hand evaluator that explains its answers.

>>> import handrank
>>> handrank.evaluate("As Ks Qs Js Ts 2d 3c")
7462
>>> handrank.describe("Qs Qd 7c 7h 2s")
'Two Pair, Queens and Sevens, Two kicker'
"""

from typing import Any as _Any

from . import registry  # the games: every game once, and the engines the generic calls hand a game to

# The public API, by what it does (the layers behind it: see the README, "Where things are").
from .cards import CardError, card, card_str, cards, cards_str, pretty  # cards: parse and print
from .errors import HandrankError  # the base of every error the package raises
from .evaluators.batch import BatchOutError, evaluate_batch  # evaluate: many hands at once
from .evaluators.high import best_five, compare, evaluate, evaluate_omaha  # evaluate: high hands, Omaha
from .evaluators.low import (  # low hands: ace-to-five, deuce-to-seven, ace-to-six, qualifiers
    best_five_low,
    best_five_omaha_low,
    evaluate_low,
    evaluate_low_batch,
    evaluate_omaha_low,
)
from .evaluators.schemes import LOW_SCHEMES, LowballError, LowRules, decode_low, low_rules
from .evaluators.shortdeck import SHORTDECK_GAMES, decode_shortdeck  # short deck: game="shortdeck"
from .explanations.hand import Explanation, LowExplanation, ShortDeckExplanation, describe, explain  # names
from .explanations.pots import Pot, PotError, award_pots, side_pots, split_pot  # pots
from .explanations.showdown import Decision, LowShowdown, Showdown, ShowdownError, showdown  # showdowns
from .registry import GameError, GameValue, UnknownGameError, UnsupportedGameError  # the games (registry)
from .text.hands import describe_low
from .values import Category, cactus_kev_rank, category, decode  # the value scale

__version__ = "0.1.0"

# Wild cards and the games, loaded on first use (``handrank.games.hilo.resolve``,
# ``handrank.explain_wild``; Russian poker takes ~15 ms to load): keeps ``import handrank`` fast.
_LAZY = {"wild": ("evaluators.wild", None), "describe_wild": ("explanations.wild", "describe_wild"),
         "explain_wild": ("explanations.wild", "explain_wild"),
         "explain_low_wild": ("explanations.wild", "explain_low_wild"),
         "WildHand": ("explanations.wild", "WildHand"), "WildLow": ("explanations.wild", "WildLow"),
         "evaluate_wild": ("evaluators.wild", "evaluate_wild"),
         "evaluate_low_wild": ("evaluators.wild", "evaluate_low_wild"),
         "is_wild": ("evaluators.wild", "is_wild"), "wild_mask": ("evaluators.wild", "wild_mask"),
         "describe_low_wild": ("text.hands", "describe_low_wild"),
         "hilo": ("games.hilo", None), "HiLoGame": ("games.hilo", "HiLoGame"),
         "russian": ("games.russian", None),
         # ranges and the deck
         "Range": ("analysis.ranges", "Range"), "RangeError": ("analysis.ranges", "RangeError"),
         "Deck": ("deck", "Deck"), "random_hands": ("deck", "random_hands"),
         # equity: exact and Monte Carlo, hands or ranges, Hold'em, Omaha, hi-lo
         "equity": ("analysis.equity", "equity"), "EquityResult": ("analysis.equity", "EquityResult"),
         "EquityError": ("analysis.equity", "EquityError"),
         "CategoryOutcome": ("analysis.equity", "CategoryOutcome"),
         # equity tables on threads, processes or Dask, and the job runner under them
         "equity_table": ("analysis.equity_tables", "equity_table"),
         "preflop_matrix": ("analysis.equity_tables", "preflop_matrix"),
         "vs_random": ("analysis.equity_tables", "vs_random"),
         "EquityTable": ("analysis.equity_tables", "EquityTable"), "jobs": ("jobs", None),
         # the bare C calls for bots' inner loops
         "fast": ("fast", None),
         # every error class the package raises, importable from here
         "WildError": ("evaluators.wild", "WildError"), "HiLoError": ("games.hilo", "HiLoError"),
         "RulesError": ("games.russian.rules", "RulesError"),
         "SettleError": ("games.russian.settle", "SettleError"),
         "SolveError": ("games.russian.solver", "SolveError"),
         "IllegalAction": ("games.russian.table", "IllegalAction"),
         "StoreError": ("jobs", "StoreError"), "BadChunkError": ("jobs", "BadChunkError"),
         "StudError": ("games.stud", "StudError"),
         "KernelError": ("evaluators.kernel", "KernelError"),
         "KernelWarning": ("evaluators.kernel", "KernelWarning"),
         "NumberTextError": ("numtext", "NumberTextError"),
         "HistoryError": ("history", "HistoryError"), "HandError": ("history", "HandError"),
         # analysis: starting-hand percentile, tournament equities (ICM)
         "percentile": ("analysis.ranges", "percentile"), "icm": ("analysis.icm", "icm"),
         "ICMResult": ("analysis.icm", "ICMResult"), "ICMError": ("analysis.icm", "ICMError"),
         "hand_strength": ("analysis.strength", "hand_strength"),
         "HandStrength": ("analysis.strength", "HandStrength"),
         "StrengthError": ("analysis.strength", "StrengthError"),
         "classify": ("analysis.draws", "classify"), "outs": ("analysis.draws", "outs"),
         "HandClass": ("analysis.draws", "HandClass"), "Outs": ("analysis.draws", "Outs"),
         "AnalysisError": ("analysis.draws", "AnalysisError"),
         "equity_distribution": ("analysis.distribution", "equity_distribution"),
         "EquityDistribution": ("analysis.distribution", "EquityDistribution"),
         # badugi
         **{name: ("games.badugi", name) for name in ("evaluate_badugi", "best_badugi", "describe_badugi",
                                                      "decode_badugi", "badugi_showdown", "BadugiShowdown",
                                                      "BadugiExplanation", "BadugiError")}}
_lazy_previous = globals().get("__getattr__")


def _hilo_resolve(*args: _Any, **kwargs: _Any) -> _Any:
    """``hilo.resolve``, loaded on first use: the split of ``showdown``/``compare(..., game=<a
    hi-lo game>)``, whose generic calls sit below the games (``registry.engine``)."""
    from .games.hilo import resolve
    return resolve(*args, **kwargs)


_hilo_resolve.__name__ = "resolve"
registry.provide("hilo.resolve", _hilo_resolve)


def __getattr__(name: str) -> _Any:  # noqa: E302
    """The lazy names (``_LAZY``): import their module on first use."""
    if name in _LAZY:
        import importlib
        module, attr = _LAZY[name]
        m = importlib.import_module(f".{module}", __name__)
        return m if attr is None else getattr(m, attr)
    if _lazy_previous is not None:
        return _lazy_previous(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """What ``dir(handrank)`` and tab completion show: the loaded names and the lazy ones."""
    return sorted(set(globals()) | set(_LAZY))


__all__ = [
    "HandrankError",
    # the games: one registry (handrank.registry), the errors of a game no call plays
    "GameError", "GameValue", "UnknownGameError", "UnsupportedGameError", "registry",
    # cards and values
    "CardError", "Category", "cactus_kev_rank", "card", "card_str", "cards", "cards_str", "category",
    "decode", "pretty",
    # evaluate
    "BatchOutError", "best_five", "compare", "evaluate", "evaluate_batch", "evaluate_omaha",
    # low hands
    "LOW_SCHEMES", "LowRules", "LowballError", "best_five_low", "best_five_omaha_low", "decode_low",
    "describe_low", "evaluate_low", "evaluate_low_batch", "evaluate_omaha_low", "low_rules",
    # short deck (the game= of evaluate, describe, explain, best_five, showdown, evaluate_batch, equity)
    "SHORTDECK_GAMES", "ShortDeckExplanation", "decode_shortdeck",
    # explain, showdowns, pots
    "Decision", "Explanation", "LowExplanation", "LowShowdown", "Pot", "PotError", "Showdown",
    "ShowdownError", "award_pots", "describe", "explain", "showdown", "side_pots", "split_pot",
    # wild cards and games (lazy)
    "HiLoGame", "describe_wild", "explain_low_wild", "explain_wild", "hilo", "russian", "wild",
    "WildHand", "WildLow", "evaluate_wild", "evaluate_low_wild", "is_wild", "wild_mask", "describe_low_wild",
    # ranges and the deck (lazy)
    "Deck", "Range", "RangeError", "random_hands",
    # equity (lazy)
    "CategoryOutcome", "EquityError", "EquityResult", "equity",
    # equity tables on any executor, and the job runner (lazy)
    "EquityTable", "equity_table", "jobs", "preflop_matrix", "vs_random",
    # the bare C calls for inner loops (lazy)
    "fast",
    # the errors of the wild cards and the games (lazy)
    "BadChunkError", "HandError", "HiLoError", "HistoryError", "IllegalAction", "KernelError",
    "KernelWarning", "NumberTextError", "RulesError",
    "SettleError", "SolveError", "StoreError", "StudError",
    "WildError",
    # analysis (lazy)
    "AnalysisError", "EquityDistribution", "HandClass", "HandStrength", "ICMError", "ICMResult", "Outs",
    "StrengthError", "classify", "equity_distribution", "hand_strength", "icm", "outs", "percentile",
    # badugi (lazy)
    "BadugiError", "BadugiExplanation", "BadugiShowdown", "badugi_showdown", "best_badugi", "decode_badugi",
    "describe_badugi", "evaluate_badugi",
]
