"""Wild cards and jokers: the public name of their evaluators and explanations.

The rules are in ``handrank.evaluators.wild``.

>>> from handrank.wild import evaluate_wild
>>> evaluate_wild("As Ad Ac Ah Jk", wild_rule="wild")
7475
"""

from .evaluators.wild import (
    HIGH_RULES,
    LOW_RULES,
    WildError,
    evaluate_low_wild,
    evaluate_wild,
    is_wild,
    wild_mask,
)
from .explain.wild import WildHand, WildLow, describe_wild, explain_low_wild, explain_wild
from .text.hands import describe_low_wild

__all__ = [
    "HIGH_RULES", "LOW_RULES", "WildError", "WildHand", "describe_wild", "evaluate_wild",
    "explain_wild", "is_wild", "wild_mask", "WildLow", "evaluate_low_wild", "explain_low_wild",
    "describe_low_wild",
]
