"""How fast the readers read: hands a second of this process's CPU time (one core; CPU time, so
that other processes on the machine do not count), the text in memory (no disk), every hand
parsed into a ``Hand`` (seats, actions, cards, what the site said).

>>> text = "variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nmin_bet = 2\\n" \\
...        "starting_stacks = [50, 50]\\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"
>>> reading_speed(text, "phh", hands=200) > 0
True
"""

from __future__ import annotations

import io
import re
import time

from .reader import read

__all__ = ["reading_speed"]

_TABLE = re.compile(r"\[?[^\]\n'\"]*\]\n")  # a .phhs hand's table header, "[" split off or not


def _copies(text: str, fmt: str, hands: int) -> str:
    """``hands`` hands made of the hands of ``text``, over and over."""
    if fmt == "phh":
        parts = [p for p in text.split("\n[") if "variant" in p]
        bodies = [p.split("]\n", 1)[1] if _TABLE.match(p) else p for p in parts]
        return "".join(f"[{i}]\n{bodies[i % len(bodies)]}\n" for i in range(hands))
    chunks = [c.strip("\n") for c in text.split("\n\n\n") if c.strip()]
    return "".join(chunks[i % len(chunks)] + "\n\n\n" for i in range(hands))


def reading_speed(text: str, fmt: str, hands: int = 20_000, repeat: int = 3) -> float:
    """Hands a second reading ``hands`` hands made of the hands of ``text`` (PHH: ``fmt="phh"``,
    its hands one a ``[table]``; PokerStars: ``fmt="pokerstars"``, hands apart by blank lines);
    the best of ``repeat`` runs.

    >>> text = "variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nmin_bet = 2\\n" \\
    ...        "starting_stacks = [50, 50]\\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"
    >>> reading_speed(text, "phh", hands=100, repeat=1) > 0
    True
    """
    data = _copies(text, fmt, hands)
    best = float("inf")
    for _ in range(repeat):
        stream = io.StringIO(data)
        t0 = time.process_time()
        reader = read(stream, format=fmt)
        count = sum(1 for _ in reader)
        best = min(best, time.process_time() - t0)
        if count != hands or reader.errors:
            raise ValueError(f"read {count} of {hands} hands: {reader.errors[:1]}")
    return hands / best
