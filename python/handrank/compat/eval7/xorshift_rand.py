"""eval7's random numbers: ``seed``, ``randint``, ``random``; they also seed the Monte Carlo
equity functions, so ``seed(n)`` makes ``py_hand_vs_range_monte_carlo`` repeat its numbers.

eval7 runs its own xorshift1024* generator; this module keeps a ``random.Random`` (the
numbers differ from eval7's, their distribution is the same: ``randint(n)`` uniform on
``0 .. n-1``, ``random()`` uniform on ``(0, 1]``).

>>> seed(5); a = [randint(10) for _ in range(3)]; seed(5); a == [randint(10) for _ in range(3)]
True
>>> 0.0 < random() <= 1.0
True
"""

from __future__ import annotations

import random as _random
import time
from operator import index
from typing import Optional

__all__ = ["randint", "random", "seed"]

MAX_ULONG = 4294967295
_rng = _random.Random()


def seed(seed: Optional[int] = None) -> None:
    """Seed the generator with an integer (eval7 takes it modulo ``MAX_ULONG``, as here), or
    from the clock when ``seed`` is None.

    >>> seed(3)
    >>> a = random()
    >>> seed(3)
    >>> random() == a
    True
    """
    if seed is None:
        seed = time.time_ns()
    try:
        s = index(seed)
    except TypeError:
        raise TypeError(f"seed({seed!r}): the seed is a whole number") from None
    _rng.seed(s % MAX_ULONG)


def randint(n: int) -> int:
    """A random integer ``0 <= x < n``.

    >>> seed(42)
    >>> first = [randint(10) for _ in range(5)]
    >>> seed(42)
    >>> [randint(10) for _ in range(5)] == first, all(0 <= x < 10 for x in first)
    (True, True)
    """
    try:
        k = index(n)
    except TypeError:
        raise TypeError(f"randint({n!r}): n is a whole number") from None
    if k < 1:
        raise ValueError(f"randint({k}): n is at least 1")
    return _rng.randrange(k)


def random() -> float:
    """A random float ``0 < x <= 1``.

    >>> seed(1)
    >>> x = random()
    >>> 0.0 <= x < 1.0
    True
    """
    return 1.0 - _rng.random()


def _seed64() -> int:
    """64 random bits for handrank's Monte Carlo kernels, from this module's generator."""
    return _rng.getrandbits(64)


seed()
