"""treys' ``treys.evaluator``: the evaluators (see :mod:`handrank.compat.treys`), so code that imports
``from treys.evaluator import ...`` changes only the package name.

>>> from handrank.compat.treys.evaluator import Evaluator
>>> Evaluator is __import__("handrank.compat.treys", fromlist=["Evaluator"]).Evaluator
True
"""

from . import Card, Evaluator, LookupTable, PLOEvaluator

__all__ = ["Card", "Evaluator", "LookupTable", "PLOEvaluator"]
