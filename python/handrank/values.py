"""The one value scale: ``1..7462``, higher is stronger (``7475`` with five of a kind).

>>> category(7462), category(5854)
(<Category.ROYAL_FLUSH: 9>, <Category.STRAIGHT: 4>)
>>> decode(5854)  # the wheel: five high, the ace plays low
(<Category.STRAIGHT: 4>, (3, 2, 1, 0, 12))
"""

from __future__ import annotations

import operator
import sys
import threading
from bisect import bisect_right
from enum import IntEnum
from typing import TYPE_CHECKING, Any, Callable, Optional, overload

from ._core import lib

if TYPE_CHECKING:
    from numpy.typing import NDArray

NUM_VALUES = 7462
FIVE_OF_A_KIND_BASE = 7463  # five deuces; five aces is 7475 (wild-card games only)
MAX_WILD_VALUE = FIVE_OF_A_KIND_BASE + 12


class NamedIntEnum(IntEnum):
    """An ``IntEnum`` that prints as its name on every Python (``str()`` and an empty format
    spec; ``f"{c:d}"`` is still the number): IntEnum's own ``__str__`` changed in 3.11 from
    ``"Category.STRAIGHT"`` to ``"4"``.

    >>> print(Category.STRAIGHT)
    STRAIGHT
    >>> f"{Category.FLUSH}|{Category.FLUSH:>6}|{Category.FLUSH:d}"
    'FLUSH| FLUSH|5'
    """

    def __str__(self) -> str:
        return self.name

    def __format__(self, spec: str) -> str:
        if spec and spec[-1] in "bcdeEfFgGnoxX%":  # a number's format: the number
            return int(self).__format__(spec)
        return self.name.__format__(spec)


class Category(NamedIntEnum):
    """Hand categories in ascending strength; ``str()`` is the name on every Python.

    >>> Category.FLUSH > Category.STRAIGHT, Category(9).name, str(Category(4))
    (True, 'ROYAL_FLUSH', 'STRAIGHT')
    """

    #: No pair: values 1..1277.
    HIGH_CARD = 0
    #: One pair: values 1278..4137.
    PAIR = 1
    #: Two pairs: values 4138..4995.
    TWO_PAIR = 2
    #: Three of a kind: values 4996..5853.
    THREE_OF_A_KIND = 3
    #: Five ranks in a row (the wheel A-2-3-4-5 the lowest): values 5854..5863.
    STRAIGHT = 4
    #: Five cards of one suit: values 5864..7140.
    FLUSH = 5
    #: Three of a kind and a pair: values 7141..7296.
    FULL_HOUSE = 6
    #: Four of a kind: values 7297..7452.
    FOUR_OF_A_KIND = 7
    #: A straight in one suit below the royal: values 7453..7461.
    STRAIGHT_FLUSH = 8
    #: A-K-Q-J-T of one suit: the value 7462.
    ROYAL_FLUSH = 9
    #: Five of a rank, with wild cards only: values 7463..7475.
    FIVE_OF_A_KIND = 10  # wild-card games only


# The lowest value of each category, in Category order.
CATEGORY_START = (1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7462, FIVE_OF_A_KIND_BASE)

# How many of the best five are main cards; the rest are kickers.
MAIN_CARDS = {
    Category.HIGH_CARD: 1, Category.PAIR: 2, Category.TWO_PAIR: 4, Category.THREE_OF_A_KIND: 3,
    Category.STRAIGHT: 5, Category.FLUSH: 5, Category.FULL_HOUSE: 5, Category.FOUR_OF_A_KIND: 4,
    Category.STRAIGHT_FLUSH: 5, Category.ROYAL_FLUSH: 5, Category.FIVE_OF_A_KIND: 5,
}

# The parts of the five decoded ranks that are compared together, in order. The first
# parts (as many as cover MAIN_CARDS) are main cards, the rest are kickers.
PARTS: dict[Category, tuple[tuple[int, int], ...]] = {
    Category.HIGH_CARD: ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5)),
    Category.PAIR: ((0, 2), (2, 3), (3, 4), (4, 5)),
    Category.TWO_PAIR: ((0, 2), (2, 4), (4, 5)),
    Category.THREE_OF_A_KIND: ((0, 3), (3, 4), (4, 5)),
    Category.STRAIGHT: ((0, 5),),
    Category.FLUSH: ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5)),
    Category.FULL_HOUSE: ((0, 3), (3, 5)),
    Category.FOUR_OF_A_KIND: ((0, 4), (4, 5)),
    Category.STRAIGHT_FLUSH: ((0, 5),),
    Category.ROYAL_FLUSH: ((0, 5),),
    Category.FIVE_OF_A_KIND: ((0, 5),),
}
# How many of those parts are main cards.
MAIN_PARTS = {cat: sum(1 for s, _ in parts if s < MAIN_CARDS[cat]) for cat, parts in PARTS.items()}
# A low hand without a pair compares card by card from the top: all five are main cards.
LOW_MAIN_PARTS = {**MAIN_PARTS, Category.HIGH_CARD: 5}

_CATEGORIES = tuple(Category)

# operator.index takes any object: it returns the int or raises TypeError.
_index: Callable[[Any], int] = operator.index


def value_index(value: object) -> Optional[int]:
    """``value`` as an ``int`` if it is integral (``operator.index``: ints, NumPy integers
    such as the batch functions return), else ``None``; bools are not values.

    >>> import numpy as np
    >>> value_index(np.uint16(7462)), value_index(True), value_index("7462")
    (7462, None, None)
    """
    if type(value) is int:
        return value
    if isinstance(value, bool) or type(value).__name__ == "bool":  # bool, numpy.bool
        return None
    try:
        return _index(value)
    except TypeError:
        return None


def check_value(value: int, *, wild: bool = False) -> int:
    """``value`` as an ``int`` if it is a hand value (``1..7462``, ``..7475`` with ``wild``):
    any integral type; a clear ``ValueError`` otherwise.

    >>> check_value(7462), check_value(7475, wild=True)
    (7462, 7475)
    >>> check_value(7475)
    Traceback (most recent call last):
    ...
    ValueError: 7475 is not a hand value (1..7462)
    """
    top = MAX_WILD_VALUE if wild else NUM_VALUES
    i = value_index(value)
    if i is None or not 1 <= i <= top:
        raise ValueError(f"{value!r} is not a hand value (1..{top})")
    return i


def values_array(values: object, *, wild: bool = False) -> Any:
    """``values`` as a NumPy array of hand values if it is a NumPy array (what
    ``evaluate_batch`` returns), checked as ``check_value`` checks one; ``None`` for anything
    else. An empty array is an empty batch, whatever its dtype.

    >>> import numpy as np
    >>> values_array(np.array([7462, 1], dtype=np.uint16)).tolist(), values_array(7462)
    ([7462, 1], None)
    >>> values_array(np.array([7462, 0]))
    Traceback (most recent call last):
    ...
    ValueError: values[1] = 0 is not a hand value (1..7462)
    """
    np = sys.modules.get("numpy")  # only if the caller has NumPy loaded: no import cost
    if np is None or not isinstance(values, np.ndarray):
        return None
    top = MAX_WILD_VALUE if wild else NUM_VALUES
    if values.size == 0:
        return values.astype(np.uint16)
    if values.dtype.kind not in "iu":
        raise ValueError(f"an array of {values.dtype} is not hand values: give integers (1..{top}), "
                         "as evaluate_batch returns them")
    bad = (values < 1) | (values > top)
    if bad.any():
        at = np.unravel_index(int(np.argmax(bad)), values.shape)
        where = ", ".join(map(str, at))
        raise ValueError(f"values[{where}] = {values[at]} is not a hand value (1..{top})")
    return values


_tables: list[tuple[Any, Any]] = []
_TABLES_LOCK = threading.Lock()


def _value_tables() -> tuple[Any, Any]:
    """``decode`` of every value, as NumPy tables indexed by value: categories ``(7476,)``
    and ranks ``(7476, 5)``, both ``uint8`` (made on first use, once: threads that ask
    meanwhile wait for it, then see both tables)."""
    if not _tables:
        with _TABLES_LOCK:
            if not _tables:
                import numpy as np
                cats = np.zeros(MAX_WILD_VALUE + 1, dtype=np.uint8)
                ranks = np.zeros((MAX_WILD_VALUE + 1, 5), dtype=np.uint8)
                for v in range(1, MAX_WILD_VALUE + 1):
                    c, r = decode(v)
                    cats[v], ranks[v] = c, r
                _tables.append((cats, ranks))
    return _tables[0]


@overload
def category(value: int) -> Category: ...
@overload
def category(value: NDArray[Any]) -> NDArray[Any]: ...


def category(value: Any) -> Any:
    """The category of a value (``1..7462``, or up to ``7475`` for five of a kind). A NumPy
    array of values (``evaluate_batch``'s) gives an array of the categories' numbers (``uint8``).

    >>> import numpy as np
    >>> category(np.uint16(7462))
    <Category.ROYAL_FLUSH: 9>
    >>> category(np.array([7462, 5854, 1], dtype=np.uint16))
    array([9, 4, 0], dtype=uint8)
    """
    values = values_array(value, wild=True)
    if values is not None:
        return _value_tables()[0][values]
    value = check_value(value, wild=True)
    return _CATEGORIES[bisect_right(CATEGORY_START, value) - 1]


def decode(value: int) -> tuple[Category, tuple[int, ...]]:
    """``(category, ranks of the best five)``: main cards first, then kickers, each
    group from the highest rank down; ranks are ``0..12`` = ``2..A``. A NumPy array of
    ``n`` values gives two arrays: the categories' numbers ``(n,)`` and the ranks ``(n, 5)``.

    >>> decode(7462)     # A-K-Q-J-T of one suit
    (<Category.ROYAL_FLUSH: 9>, (12, 11, 10, 9, 8))
    >>> decode(1)        # 7-5-4-3-2, the lowest high card
    (<Category.HIGH_CARD: 0>, (5, 3, 2, 1, 0))
    >>> import numpy as np
    >>> cats, ranks = decode(np.array([7462, 1], dtype=np.uint16))
    >>> cats.tolist(), ranks.tolist()
    ([9, 0], [[12, 11, 10, 9, 8], [5, 3, 2, 1, 0]])
    """
    values = values_array(value, wild=True)
    if values is not None:
        cats, ranks = _value_tables()
        return cats[values], ranks[values]
    value = check_value(value, wild=True)
    if value >= FIVE_OF_A_KIND_BASE:
        return Category.FIVE_OF_A_KIND, (value - FIVE_OF_A_KIND_BASE,) * 5
    info = lib.hr_value_info(value)
    return _CATEGORIES[info >> 20], tuple((info >> (16 - 4 * i)) & 0xF for i in range(5))


@overload
def cactus_kev_rank(value: int) -> int: ...
@overload
def cactus_kev_rank(value: NDArray[Any]) -> NDArray[Any]: ...


def cactus_kev_rank(value: Any) -> Any:
    """The Cactus Kev / treys / phevaluator rank of a value: ``1`` (royal flush) ..
    ``7462`` (seven-high); ``7463 - value``.

    >>> cactus_kev_rank(7462)
    1
    >>> import numpy as np
    >>> cactus_kev_rank(np.array([7462, 1], dtype=np.uint16))
    array([   1, 7462], dtype=uint16)
    """
    values = values_array(value)
    if values is not None:
        return (NUM_VALUES + 1 - values.astype("int32")).astype("uint16")
    return NUM_VALUES + 1 - check_value(value)
