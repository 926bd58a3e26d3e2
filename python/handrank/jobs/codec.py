"""Chunk results as exact JSON: encode, decode and merge them, and the seed of a chunk.

A result is an ``int``, a ``Fraction`` or nested tuples/lists of them; it travels as JSON (a
``Fraction`` as the text ``"n/d"``) and comes back with every sequence a tuple. Floats are
refused (not exact).

>>> decode_result(encode_result([1, (2, 3)]))
(1, (2, 3))
"""

from __future__ import annotations

import hashlib
import json
import numbers
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ..numtext import exact_number, shown, whole_number

Result = Any  # int | Fraction | tuple of Result (lists are accepted and come back as tuples)


def _plain(value: Any) -> Any:
    if isinstance(value, bool):
        raise TypeError(f"a chunk result must be exact numbers, got the bool {value!r}")
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, numbers.Integral):  # int, and NumPy's integer scalars
        return int(value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    kind = getattr(getattr(value, "dtype", None), "kind", None)
    if kind in ("i", "u") and hasattr(value, "tolist"):  # a NumPy integer array
        return _plain(value.tolist())
    why = " (not exact: count or use Fraction)" if isinstance(value, float) or kind == "f" else ""
    raise TypeError(f"a chunk result must be ints, Fractions or sequences of them, "
                    f"got {type(value).__name__} {value!r}{why}")


def encode_result(value: Result) -> str:
    """A chunk result as compact JSON text: ints as they are, a ``Fraction`` as ``"n/d"``.

    >>> from fractions import Fraction
    >>> encode_result((3, [Fraction(1, 3), 2]))
    '[3,["1/3",2]]'
    """
    return json.dumps(_plain(value), separators=(",", ":"))


_MAX_DIGITS = 4300  # what Python converts between int and text (sys.get_int_max_str_digits)


def _exact(value: Any) -> Result:
    if isinstance(value, list):
        return tuple(_exact(v) for v in value)
    if isinstance(value, str):
        if "/" not in value:
            raise ValueError(f"{shown(value)} is not an encoded fraction (n/d)")
        return exact_number(value, "a fraction", max_digits=_MAX_DIGITS, max_exponent=0)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise ValueError(f"{shown(value)} is not an encoded chunk result")


def _json_int(text: str) -> int:
    return whole_number(text, "an integer", max_digits=_MAX_DIGITS)


def _no_float(text: str) -> Any:
    raise ValueError(f"{shown(text)} is a float, not an encoded chunk result (those are exact)")


def decode_result(text: str) -> Result:
    """The result :func:`encode_result` wrote; every sequence comes back as a tuple. Numbers
    are bounded before they are converted, floats and ``NaN`` refused (a ``ValueError``).

    >>> decode_result('[3,["1/3",2]]')
    (3, (Fraction(1, 3), 2))
    >>> decode_result('["1e999999999"]')
    Traceback (most recent call last):
    ...
    ValueError: '1e999999999' is not an encoded fraction (n/d)
    """
    if not isinstance(text, str):
        raise ValueError(f"a chunk result is JSON text, got {type(text).__name__}")
    try:
        return _exact(json.loads(text, parse_int=_json_int, parse_float=_no_float, parse_constant=_no_float))
    except RecursionError:
        raise ValueError("nested too deep to be a chunk result") from None


def _add(a: Result, b: Result) -> Result:
    if isinstance(a, tuple) and isinstance(b, tuple):
        if len(a) != len(b):
            raise ValueError(f"cannot add chunk results of lengths {len(a)} and {len(b)}")
        return tuple(_add(x, y) for x, y in zip(a, b))
    if isinstance(a, tuple) or isinstance(b, tuple):
        raise ValueError("cannot add a number to a sequence: chunk results differ in shape")
    return a + b


def sum_exact(results: Sequence[Result]) -> Result:
    """The default merge: the elementwise sum of the chunk results (nested tuples alike).

    >>> from fractions import Fraction
    >>> sum_exact([(1, (2, Fraction(1, 2))), (3, (4, Fraction(1, 3)))])
    (4, (6, Fraction(5, 6)))
    """
    if not results:
        raise ValueError("no chunk results to merge")
    total = results[0]
    for r in results[1:]:
        total = _add(total, r)
    return total


def chunk_seed(seed: int, index: int) -> int:
    """A 64-bit seed for chunk ``index`` of a Monte Carlo job seeded with ``seed``: the same on
    every machine and executor, and unrelated between neighbouring chunks.

    >>> chunk_seed(1, 0) == chunk_seed(1, 0) != chunk_seed(1, 1)
    True
    """
    digest = hashlib.blake2b(f"{int(seed)}:{int(index)}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")
