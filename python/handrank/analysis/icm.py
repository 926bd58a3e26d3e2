"""ICM (Malmuth–Harville): what each tournament stack is worth in prize money.

>>> r = icm([50, 30, 20], [70, 30])          # Wikipedia's "Independent Chip Model" example
>>> [round(e, 2) for e in r.equity]
[45.18, 32.25, 22.57]
>>> print(icm([5000, 3000, 2000], [50, 30, 20]).text())
Player 1: stack 5,000 (50.0%) -> 38.39 (38.4% of the prizes)
Player 2: stack 3,000 (30.0%) -> 32.75 (32.8% of the prizes)
Player 3: stack 2,000 (20.0%) -> 28.86 (28.9% of the prizes)
Exact: every finishing order of the 3 paid places.

The model: the chance that a player finishes first is his share of the chips; once some
players are placed, the next place goes to player j with probability his stack over the stacks
left. A player's equity is the sum over the paid places of P(place) × payout.

Exact runs (in C, ``csrc/analysis/icm.c``) add up every finishing order of the paid places by dynamic
programming over the sets of players already placed — ``sum over m < k of C(n, m)`` sets for
``n`` players and ``k`` paid places, so every table of up to 20 players is exact, and larger
fields are exact when few places are paid. Beyond ``EXACT_SETS`` sets of one size the answer is
Monte Carlo over finishing orders (each order drawn with the model's probabilities: the order
of ``E_i / s_i`` for independent exponential ``E_i``), with a standard error per player.
"""

from __future__ import annotations

import math
import numbers
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Optional

from .._core import ffi, lib
from ..errors import HandrankError
from ..text.analysis import icm_thousands
from ..text.hands import check_lang, words

__all__ = ["DEFAULT_SAMPLES", "EXACT_SETS", "ICMError", "ICMResult", "default_samples", "icm"]

EXACT_SETS = 1 << 22        # the most sets of placed players of one size an exact run holds (32 MB)
EXACT_PLAYERS = 64          # the exact kernel's sets are 64-bit masks
MAX_PLAYERS = 100_000       # Monte Carlo: a field of players (each sample draws a key per player)
DEFAULT_SAMPLES = 1_000_000  # up to 100 players; 10**8 / players beyond (at least 10,000)
MAX_SAMPLES = 10 ** 12
BLOCK = 65_536              # Monte Carlo samples per generator stream

class ICMError(HandrankError):
    """Bad ICM input: the message names the stack or payout and why.

    >>> icm([100, 0], [1])
    Traceback (most recent call last):
    ...
    handrank.analysis.icm.ICMError: stack 2 is 0: every stack must be a positive number of chips
    """


@dataclass(frozen=True)
class ICMResult:
    """The answer of ``icm()``: per player (in the order given) ``equity`` (the expected prize)
    and ``places[i][m]`` (the chance that player ``i`` finishes in place ``m + 1``, for each paid
    place); ``exact``, else ``samples`` drawn, ``se`` (each equity's standard error) and the
    ``seed`` that gives the same numbers again.

    >>> r = icm([1, 1, 2], [3, 1])
    >>> r.places[2], r.equity[2], sum(r.equity)
    ((0.5, 0.3333333333333333), 1.8333333333333333, 4.0)
    """

    #: Each player's chips, in the order given.
    stacks: tuple[float, ...]
    #: The prizes, first place first.
    payouts: tuple[float, ...]
    #: Each player's expected prize.
    equity: tuple[float, ...]
    #: ``places[i][m]``: the chance that player ``i`` finishes in place ``m + 1``.
    places: tuple[tuple[float, ...], ...]
    #: Every finishing order was enumerated.
    exact: bool
    #: How many finishing orders were sampled (Monte Carlo), else ``None``.
    samples: Optional[int] = None
    #: Each equity's standard error (Monte Carlo), else ``None``.
    se: Optional[tuple[float, ...]] = None
    #: The seed that gives the same samples again (Monte Carlo).
    seed: Optional[int] = None

    def text(self, lang: str = "en") -> str:
        """One line per player (chips, share, equity, share of the prize pool), then how it was
        computed; ``lang="ru"`` in Russian.

        >>> print(icm([1, 3], [1]).text("ru"))
        Игрок 1: стек 1 (25,0%) -> 0,25 (25,0% призовых)
        Игрок 2: стек 3 (75,0%) -> 0,75 (75,0% призовых)
        Точно: все исходы призового места.
        """
        check_lang(lang)
        w = words(lang).ICM

        def num(x: float, fmt: str) -> str:
            s = format(x, fmt)
            return s.replace(",", icm_thousands(lang)).replace(".", w["decimal"])

        chips, pool = sum(self.stacks), sum(self.payouts)
        lines = []
        for i, (s, e) in enumerate(zip(self.stacks, self.equity)):
            stack = num(s, ",.0f") if float(s).is_integer() else num(s, ",g")
            eq = num(e, ",.2f") + (w["se"].format(se=num(self.se[i], ".2f")) if self.se else "")
            lines.append(w["line"].format(who=w["player"].format(i=i + 1), stack=stack,
                                          share=num(100 * s / chips, ".1f") + "%", equity=eq,
                                          pool=num(100 * e / pool, ".1f") + "%" if pool else "-"))
        if self.exact:
            k = len(self.payouts)
            lines.append(w["exact"].format(k=k) if k > 1 else w["exact1"])
        else:
            lines.append(w["mc"].format(samples=num(self.samples or 0, ",d"), seed=self.seed))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"samples={self.samples}"
        eq = ", ".join(f"{e:.4g}" for e in self.equity[:6]) + (", ..." if len(self.equity) > 6 else "")
        return f"<ICMResult {len(self.stacks)} players, {len(self.payouts)} paid, {how}: equity [{eq}]>"

    def to_dict(self) -> dict[str, Any]:
        """The result as plain data (what ``handrank icm --json`` prints).

        >>> icm([1, 1], [1]).to_dict()["equity"]
        [0.5, 0.5]
        """
        return {"stacks": list(self.stacks), "payouts": list(self.payouts), "equity": list(self.equity),
                "places": [list(p) for p in self.places], "exact": self.exact, "samples": self.samples,
                "se": None if self.se is None else list(self.se), "seed": self.seed}


def _numbers(values: Any, what: str, limit: int) -> tuple[float, ...]:
    if isinstance(values, (str, bytes)) or (not isinstance(values, Sequence)
                                             and not hasattr(values, "__iter__")):
        raise ICMError(f"{what}s: {values!r} is not a list of numbers")
    out = []
    for i, v in enumerate(values, 1):
        if i > limit:
            raise ICMError(f"{what}s: more than {limit:,} of them")
        if isinstance(v, bool) or not isinstance(v, numbers.Real):
            raise ICMError(f"{what} {i} is {v!r}: not a number")
        f = float(v)
        if not math.isfinite(f):
            raise ICMError(f"{what} {i} is {v!r}: not a finite number")
        out.append(f)
    return tuple(out)


def _check(stacks: Any, payouts: Any) -> tuple[tuple[float, ...], tuple[float, ...]]:
    s = _numbers(stacks, "stack", MAX_PLAYERS)
    p = _numbers(payouts, "payout", MAX_PLAYERS)
    if not s:
        raise ICMError("stacks: no players")
    if not p:
        raise ICMError("payouts: no paid place")
    for i, v in enumerate(s, 1):
        if not v > 0:
            raise ICMError(f"stack {i} is {v:g}: every stack must be a positive number of chips")
    if len(p) > len(s):
        raise ICMError(f"{len(p)} payouts for {len(s)} players: pay at most one place a player")
    for i, v in enumerate(p, 1):
        if v < 0:
            raise ICMError(f"payout {i} is {v:g}: a payout is 0 or more")
        if i > 1 and v > p[i - 2]:
            raise ICMError(f"payout {i} ({v:g}) is more than payout {i - 1} ({p[i - 2]:g}): "
                           "list the payouts largest first")
    # the kernels divide stacks by sums of stacks: shares of the chips neither over- nor underflow
    top = max(s)
    total = math.fsum(v / top for v in s)
    return tuple(v / top / total for v in s), p


def default_samples(players: int) -> int:
    """The finishing orders a Monte Carlo run draws unless told: ``DEFAULT_SAMPLES`` up to 100
    players, fewer beyond (each order draws a key per player), never below 10,000.

    >>> default_samples(9), default_samples(1000)
    (1000000, 100000)
    """
    return max(10_000, min(DEFAULT_SAMPLES, 10 ** 8 // max(1, players)))


def _exact_fits(n: int, k: int) -> bool:
    return n <= EXACT_PLAYERS and 0 < lib.hr_icm_level_max(n, k) <= EXACT_SETS


def icm(stacks: Sequence[float], payouts: Sequence[float], *, exact: Optional[bool] = None,
        samples: Optional[int] = None, seed: Optional[int] = None) -> ICMResult:
    """Each player's ICM equity: the expected prize from his ``stacks`` entry, with ``payouts``
    listed largest first (fewer places than players pay nothing below them).

    ``exact=None`` is exact whenever the sets of placed players fit (``EXACT_SETS``: every field
    of up to 20 players), else Monte Carlo with ``samples`` finishing orders (default
    ``DEFAULT_SAMPLES``; a ``seed`` gives the same numbers again). ``exact=True`` refuses a
    field too large to enumerate; ``exact=False`` or ``samples=`` samples.

    >>> [round(e, 4) for e in icm([5000, 3000, 2000], [50, 30, 20]).equity]
    [38.3929, 32.75, 28.8571]
    >>> r = icm([5000, 3000, 2000], [50, 30, 20], samples=100_000, seed=1)
    >>> r.exact, abs(r.equity[0] - 38.3929) < 5 * r.se[0]
    (False, True)
    """
    if exact is not None and not isinstance(exact, bool):
        raise ICMError(f"exact={exact!r}: True, False or None")
    if samples is not None and (isinstance(samples, bool) or not isinstance(samples, numbers.Integral)
                                or not 2 <= samples <= MAX_SAMPLES):
        raise ICMError(f"samples={samples!r}: a whole number of finishing orders from 2 to {MAX_SAMPLES:,}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, numbers.Integral)
                             or not 0 <= seed < 2 ** 64):
        raise ICMError(f"seed={seed!r}: a whole number from 0 to 2**64 - 1")
    if exact and samples is not None:
        raise ICMError("exact=True with samples: an exact run draws no samples")
    shares, p = _check(stacks, payouts)
    n, k = len(shares), len(p)
    fits = _exact_fits(n, k)
    if exact is None:
        exact = fits and samples is None
    if exact and not fits:
        sets = lib.hr_icm_level_max(n, k) if n <= EXACT_PLAYERS else 0
        size = (f"{sets:,} sets of placed players of one size" if sets else
                "more sets of placed players than fit in memory")
        raise ICMError(f"{n} players with {k} paid places is too large to enumerate exactly ({size}; "
                       f"the limit is {EXACT_SETS:,}): use exact=False or samples=")
    st = ffi.new("double[]", shares)
    out = ffi.new("double[]", n * k)
    raw = tuple(float(v) for v in stacks)
    if exact:
        work = ffi.new("double[]", 2 * int(lib.hr_icm_level_max(n, k)))
        if lib.hr_icm_exact(n, st, k, out, work) != 0:  # pragma: no cover - sizes checked above
            raise ICMError(f"{n} players, {k} places: sizes the exact kernel refuses")
        places = tuple(tuple(out[i * k:(i + 1) * k]) for i in range(n))
        eq = tuple(math.fsum(pl[m] * p[m] for m in range(k)) for pl in places)
        return ICMResult(raw, p, eq, places, True)
    return _monte_carlo(raw, st, p, samples or default_samples(n),
                        secrets.randbits(63) if seed is None else seed)


def _monte_carlo(raw: tuple[float, ...], st: Any, p: tuple[float, ...], samples: int, seed: int) -> ICMResult:
    n, k = len(raw), len(p)
    pay = ffi.new("double[]", p)
    out, s, sq = ffi.new("double[]", n * k), ffi.new("double[]", n), ffi.new("double[]", n)
    work = ffi.new("double[]", 3 * n)
    counts, sums, squares = [0.0] * (n * k), [0.0] * n, [0.0] * n
    for stream, start in enumerate(range(0, samples, BLOCK)):  # blocks: the same numbers for a seed
        lib.hr_icm_mc(n, st, k, pay, seed, stream, min(BLOCK, samples - start), out, s, sq, work)
        for i in range(n * k):
            counts[i] += out[i]
        for i in range(n):
            sums[i] += s[i]
            squares[i] += sq[i]
    places = tuple(tuple(c / samples for c in counts[i * k:(i + 1) * k]) for i in range(n))
    eq = tuple(v / samples for v in sums)
    se = tuple(math.sqrt(max(0.0, squares[i] / samples - eq[i] ** 2) / (samples - 1)) for i in range(n))
    return ICMResult(raw, p, eq, places, False, samples, se, seed)
