"""treys' ``treys.deck``: the deck (see :mod:`handrank.compat.treys`), so code that imports
``from treys.deck import ...`` changes only the package name.

>>> from handrank.compat.treys.deck import Deck
>>> Deck is __import__("handrank.compat.treys", fromlist=["Deck"]).Deck
True
"""

from . import Card, Deck

__all__ = ["Card", "Deck"]
