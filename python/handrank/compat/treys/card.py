"""treys' ``treys.card``: the card ints (see :mod:`handrank.compat.treys`), so code that imports
``from treys.card import ...`` changes only the package name.

>>> from handrank.compat.treys.card import Card
>>> Card is __import__("handrank.compat.treys", fromlist=["Card"]).Card
True
"""

from . import Card

__all__ = ["Card"]
