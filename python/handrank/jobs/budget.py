"""The rule every long computation keeps: the work is projected before it runs, and a run
projected past ``LONG_LIMIT`` seconds on the threads (or workers) it has is refused, the
projection in the message, unless the caller says ``allow_long=True`` (``--allow-long``).

Each computation projects its own way (an exact equity run from its lookups, Monte Carlo from
a timed pilot, a table from a few of its entries timed) and raises its own error with the
message ``too_long`` writes here, so the limit and its words are one.

>>> print(too_long("exact enumeration of 10 deals", 2 * 86400, 1, "use exact=False"))
exact enumeration of 10 deals: about 2 days on 1 thread here (the limit is 1 hour); use exact=False, \
or pass allow_long=True (--allow-long) to run it anyway
"""

from __future__ import annotations

from ..text.analysis import duration

__all__ = ["LONG_LIMIT", "too_long"]

LONG_LIMIT = 3600.0  # projected seconds: a longer run is refused unless allow_long=True


def too_long(what: str, seconds: float, workers: int, instead: str, unit: str = "thread", after: str = "",
             limit: float = LONG_LIMIT) -> str:
    """The refusal of a run projected to take ``seconds`` on ``workers`` threads (``unit``:
    ``"worker"`` for a cluster's): what it is, the projection and the limit, what to do
    ``instead``, the way to run it anyway, then ``after`` (say, how to keep what is done).

    >>> too_long("the table", 7200, 4, "run a slice", unit="worker", after="; with a store ...")[:58]
    'the table: about 2 hours on 4 workers here (the limit is 1'
    """
    on = f"{workers:,} {unit}{'' if workers == 1 else 's'}"
    return (f"{what}: {duration(seconds)} on {on} here (the limit is {duration(limit)[6:]}); {instead}, "
            f"or pass allow_long=True (--allow-long) to run it anyway{after}")
