"""Values as every ``--json`` writes them: amounts as numbers, a low hand's category."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

__all__ = ["amount", "low_category"]


def low_category(category: Any) -> str:
    """The ``--json`` ``category`` of a low hand: ``NO_PAIR`` for five unpaired cards (a high
    hand's ``HIGH_CARD``), else the paired category's name.

    >>> from handrank.values import Category
    >>> low_category(Category.HIGH_CARD), low_category(Category.PAIR)
    ('NO_PAIR', 'PAIR')
    """
    return "NO_PAIR" if category.name == "HIGH_CARD" else category.name


def amount(x: Any) -> int | float:
    """An amount (chips, antes, a payout, a share) for ``--json``: a number in every command,
    an integer when it is whole.

    >>> from fractions import Fraction
    >>> amount(Fraction(27)), amount(Fraction(-1, 2)), amount(5)
    (27, -0.5, 5)
    """
    x = Fraction(x)
    return int(x) if x.denominator == 1 else float(x)
