"""treys' ``treys.lookup``: the rank classes (see :mod:`handrank.compat.treys`), so code that imports
``from treys.lookup import ...`` changes only the package name.

>>> from handrank.compat.treys.lookup import LookupTable
>>> LookupTable is __import__("handrank.compat.treys", fromlist=["LookupTable"]).LookupTable
True
"""

from . import Card, LookupTable

__all__ = ["Card", "LookupTable"]
