"""Wild cards and jokers: the public name of their evaluators and explanations.

The rules are in ``handrank.evaluators.wild``.

>>> from handrank.wild import evaluate_wild
>>> evaluate_wild("As Ad Ac Ah Jk", wild_rule="wild")
7475
"""

from .evaluators.wild import *  # noqa: F403
from .evaluators.wild import __all__  # noqa: F401
