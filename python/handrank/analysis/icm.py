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
import operator
import secrets
import sys
import threading
from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Optional, Union, overload

from .._core import ffi, lib
from ..errors import HandrankError
from ..text import results as _results
from ..text.analysis import icm_thousands
from ..text.hands import check_lang, words

__all__ = ["DEFAULT_SAMPLES", "EXACT_SETS", "ICMError", "ICMResult", "default_samples", "icm"]

EXACT_SETS = 1 << 22        # the most sets of placed players of one size an exact run holds (32 MB)
EXACT_PLAYERS = 64          # the exact kernel's sets are 64-bit masks
MAX_PLAYERS = 100_000       # Monte Carlo: a field of players (each sample draws a key per player)
DEFAULT_SAMPLES = 1_000_000  # up to 100 players; 10**8 / players beyond (at least 10,000)
MAX_SAMPLES = 10 ** 12
BLOCK = 65_536              # Monte Carlo samples per generator stream
MAX_CELLS = 1 << 28         # the most doubles the table of places (and its block) may take: 2 GB
LONG_LIMIT = 3600.0         # projected seconds: a longer run is refused unless allow_long=True
GAP_BITS = 128              # stacks more than 2**GAP_BITS apart never change order (see _tiers)
EXACT_TOP = 1020            # the exact kernel's largest stack is about 2**(EXACT_TOP - bits of n)
MC_TOP, MC_FLOOR = 960, 2.0 ** -1018  # Monte Carlo keys -log(u) / stack stay finite and nonzero
PAY_TOP = 450               # Monte Carlo sums prizes and their squares: 2**900 times 2**40 orders
EXACT_NS, MC_KEY_NS, MC_HEAP_NS, ADD_NS = 3.0, 20.0, 40.0, 1.0  # nanoseconds a step, measured here

class _Places(Sequence[tuple[float, ...]]):
    """``places[i]``: player ``i``'s chance of each paid place, read from one flat array of
    ``n * k`` counts (divided by ``total``) — no table of Python numbers is kept."""

    __slots__ = ("_data", "_k", "_total")

    def __init__(self, data: array[float], k: int, total: float = 1.0) -> None:
        self._data, self._k, self._total = data, k, total

    def __len__(self) -> int:
        return len(self._data) // self._k

    @overload
    def __getitem__(self, i: int) -> tuple[float, ...]: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[tuple[float, ...], ...]: ...

    def __getitem__(self, i: Union[int, slice]) -> Union[tuple[float, ...], tuple[tuple[float, ...], ...]]:
        n = len(self)
        if isinstance(i, slice):
            return tuple(self[j] for j in range(*i.indices(n)))
        j = operator.index(i)
        if j < 0:
            j += n
        if not 0 <= j < n:
            raise IndexError(f"player {i} of {n}")
        row = self._data[j * self._k:(j + 1) * self._k]
        return tuple(row) if self._total == 1.0 else tuple(c / self._total for c in row)

    def __iter__(self) -> Iterator[tuple[float, ...]]:
        return (self[j] for j in range(len(self)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (_Places, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        n = len(self)
        return repr(tuple(self)) if n * self._k <= 10_000 else f"<{n:,} players x {self._k:,} places>"


class ICMError(HandrankError):
    """Bad ICM input: the message names the stack or payout and why.

    >>> icm([100, 0], [1])
    Traceback (most recent call last):
    ...
    handrank.analysis.icm.ICMError: stack 2 is 0: every stack must be a positive number of chips
    """


@dataclass(frozen=True)
class ICMResult(_results.TableResult):
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
    #: ``places[i][m]``: the chance that player ``i`` finishes in place ``m + 1`` (a row a player,
    #: read from one array of ``n * k`` numbers).
    places: Sequence[tuple[float, ...]]
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

        chips, pool = _shares(self.stacks), _shares([*self.payouts, *self.equity])
        top = max(self.payouts)
        lines = []
        for i, (s, e) in enumerate(zip(self.stacks, self.equity)):
            stack = num(s, ",.0f") if float(s).is_integer() and s < 1e21 else num(s, ",g")
            eq = num(e, ",.2f") + (w["se"].format(se=num(self.se[i], ".2f")) if self.se else "")
            share = 100 * pool[len(self.payouts) + i] / math.fsum(pool[:len(self.payouts)]) if top else 0.0
            lines.append(w["line"].format(who=w["player"].format(i=i + 1), stack=stack,
                                          share=num(100 * chips[i], ".1f") + "%", equity=eq,
                                          pool=num(share, ".1f") + "%" if top else "-"))
        if self.exact:
            k = len(self.payouts)
            lines.append(w["exact"].format(k=k) if k > 1 else w["exact1"])
        else:
            lines.append(w["mc"].format(samples=num(self.samples or 0, ",d"), seed=self.seed))
        return "\n".join(lines)

    def header(self) -> list[str]:
        """The columns of ``to_csv`` and ``to_frame``: a row per player, a column per paid place.

        >>> print(icm([1, 3], [1]).to_csv(), end="")
        player,stack,equity,se,place 1
        1,1.0,0.25,,0.25
        2,3.0,0.75,,0.75
        """
        return ["player", "stack", "equity", "se", *(_results.word("place").format(m=m + 1)
                                                     for m in range(len(self.payouts)))]

    def records(self) -> list[list[Any]]:
        """A row per player: its number, stack, equity, standard error (``None``: exact) and
        the chance of each paid place.

        >>> icm([1, 3], [1]).records()
        [[1, 1.0, 0.25, None, 0.25], [2, 3.0, 0.75, None, 0.75]]
        """
        return [[i + 1, s, e, None if self.se is None else self.se[i], *self.places[i]]
                for i, (s, e) in enumerate(zip(self.stacks, self.equity))]

    def _html_body(self) -> str:
        """A row per player: stack, equity (Monte Carlo: with its standard error), the chance of
        each paid place."""
        from ..text import html
        t = _results.word
        head = [t("player"), t("stack"), t("equity")] + ([t("se")] if self.se is not None else []) + [
            t("place").format(m=m + 1) for m in range(len(self.payouts))]
        rows = []
        for i, (s, e) in enumerate(zip(self.stacks, self.equity)):
            se = [f"± {self.se[i]:,.4g}"] if self.se is not None else []
            places = [html.bar(p, 60) for p in self.places[i]]
            rows.append([str(i + 1), f"{s:,.6g}", f"{e:,.6g}", *se, *places])
        return html.table(head, rows, right=range(1, 3 + (self.se is not None)))

    def _html_note(self) -> str:
        """How it was computed: the text's last line."""
        return self.text().rsplit("\n", 1)[-1]

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


def _short(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def _real(v: Any, what: str, i: int) -> float:
    """One stack or payout as a float: any real number (``int``, ``float``, ``Fraction``,
    ``Decimal``, NumPy's); NaN, infinity and what no float holds are refused, naming it."""
    if isinstance(v, bool) or not isinstance(v, (numbers.Real, Decimal)):
        raise ICMError(f"{what} {i} is {_short(v)}: not a number")
    if isinstance(v, Decimal) and v.is_nan():
        raise ICMError(f"{what} {i} is {_short(v)}: not a finite number (NaN has no share)")
    try:
        f = float(v)
    except OverflowError:  # an int or Fraction beyond a float
        f = math.inf
    if math.isnan(f):
        raise ICMError(f"{what} {i} is {_short(v)}: not a finite number (NaN has no share)")
    if math.isinf(f):
        raise ICMError(f"{what} {i} is {_short(v)}: not a finite number (infinite, or beyond a float's "
                       "range of about 1.8e308)")
    if f == 0 and v != 0:
        raise ICMError(f"{what} {i} is {_short(v)}: below a float's range (about 5e-324)")
    return f


def _numbers(values: Any, what: str, limit: int) -> tuple[float, ...]:
    """The stacks or payouts, in the order given, read once (a generator's too)."""
    if isinstance(values, (str, bytes, bytearray)) or not hasattr(values, "__iter__"):
        raise ICMError(f"{what}s: {_short(values)} is not a list of numbers")
    order = "in seat order" if what == "stack" else "largest first"
    if isinstance(values, AbstractSet):
        raise ICMError(f"{what}s: a set has no order, so it cannot say whose {what} is whose: "
                       f"give a list, {order}")
    if isinstance(values, Mapping):
        raise ICMError(f"{what}s: a dict (its keys would be taken for the {what}s): give a list, "
                       f"{order}, such as list(d.values())")
    out = []
    for i, v in enumerate(values, 1):
        if i > limit:
            raise ICMError(f"{what}s: more than {limit:,} of them")
        out.append(_real(v, what, i))
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
    return s, p


def _shares(values: Sequence[float]) -> list[float]:
    """Each value's share of their sum, computed from ratios to the largest (no overflow)."""
    top = max(values)
    if top == 0:
        return [0.0] * len(values)
    e = math.frexp(top)[1]
    scaled = [math.ldexp(v, -e) for v in values]
    total = math.fsum(scaled)
    return [v / total for v in scaled]


def default_samples(players: int) -> int:
    """The finishing orders a Monte Carlo run draws unless told: ``DEFAULT_SAMPLES`` up to 100
    players, fewer beyond (each order draws a key per player), never below 10,000.

    >>> default_samples(9), default_samples(1000)
    (1000000, 100000)
    """
    return max(10_000, min(DEFAULT_SAMPLES, 10 ** 8 // max(1, players)))


def _exact_fits(n: int, k: int) -> bool:
    return n <= EXACT_PLAYERS and 0 < lib.hr_icm_level_max(n, k) <= EXACT_SETS


@dataclass(frozen=True)
class _Tier:
    """Players whose stacks are within ``GAP_BITS`` of the next larger one: ``seats`` (in seat
    order), the paid places they take (``first`` and ``k`` of them; ``k`` may be 0)."""

    seats: tuple[int, ...]
    first: int
    k: int


def _tiers(s: tuple[float, ...], paid: int) -> list[_Tier]:
    """The players split where one stack is more than ``2**GAP_BITS`` times the next: every
    player above such a gap finishes ahead of every player below it, but for a chance under
    ``n**2 / 2**GAP_BITS`` that no double holds. Each tier is then computed on its own scale,
    so that no ratio of stacks over- or underflows."""
    order = sorted(range(len(s)), key=lambda i: -s[i])
    groups = [[order[0]]]
    for a, b in zip(order, order[1:]):
        if math.log2(s[a]) - math.log2(s[b]) > GAP_BITS:
            groups.append([])
        groups[-1].append(b)
    tiers, first = [], 0
    for g in groups:
        tiers.append(_Tier(tuple(sorted(g)), first, max(0, min(len(g), paid - first))))
        first += len(g)
    return tiers


def _scaled(values: Sequence[float], top: int, floor: float) -> list[float]:
    """The values times the power of two that brings the largest to about ``2**top``; none below
    ``floor`` (the kernels divide by sums of them and by them)."""
    e = math.frexp(max(values))[1]
    return [max(math.ldexp(v, top - e), floor) for v in values]


def _call(fn: Callable[..., int], *args: Any) -> int:
    """One C call in a thread of its own, waited for in short steps: Ctrl-C stops the wait at
    once (the call, which holds no lock of ours, ends by itself in the background)."""
    box: list[int] = []
    worker = threading.Thread(target=lambda: box.append(fn(*args)), daemon=True)
    worker.start()
    while worker.is_alive():
        worker.join(0.05)
    return box[0]


def _seconds(n: int, k: int, tiers: list[_Tier], exact: bool, samples: int) -> float:
    """The projected run time here: the exact kernel's steps, or per sample a key per player
    and a heap of the paid places, and per block the table of places added up."""
    if exact:
        steps = sum(float(lib.hr_icm_work(len(t.seats), t.k)) * len(t.seats) for t in tiers if t.k)
        return steps * EXACT_NS / 1e9
    blocks = -(-samples // BLOCK)
    per = sum(len(t.seats) * MC_KEY_NS + t.k * math.log2(t.k + 1) * MC_HEAP_NS for t in tiers if t.k)
    return (samples * per + (blocks - 1) * n * k * ADD_NS) / 1e9


def _check_size(n: int, k: int, samples: int, exact: bool) -> None:
    """The table of places is ``n * k`` doubles (twice that while blocks are added up)."""
    cells = n * k * (1 if exact or samples <= BLOCK else 2)
    if cells > MAX_CELLS:
        raise ICMError(f"{n:,} players with {k:,} paid places: a table of {n * k:,} place chances "
                       f"({8 * cells / 2 ** 30:.1f} GB here; the limit is {8 * MAX_CELLS / 2 ** 30:.0f} GB): "
                       "pay fewer places")


def icm(stacks: Sequence[float], payouts: Sequence[float], *, exact: Optional[bool] = None,
        samples: Optional[int] = None, seed: Optional[int] = None, allow_long: bool = False) -> ICMResult:
    """Each player's ICM equity: the expected prize from his ``stacks`` entry, with ``payouts``
    listed largest first (fewer places than players pay nothing below them).

    ``exact=None`` is exact whenever the sets of placed players fit (``EXACT_SETS``: every field
    of up to 20 players), else Monte Carlo with ``samples`` finishing orders (default
    ``DEFAULT_SAMPLES``; a ``seed`` gives the same numbers again). ``exact=True`` refuses a
    field too large to enumerate; ``exact=False`` or ``samples=`` samples. A run projected past
    ``LONG_LIMIT`` seconds is refused unless ``allow_long=True``; a table of places past
    ``MAX_CELLS`` is refused.

    Stacks and payouts are any real numbers (``Decimal`` and ``Fraction`` too), of any size a
    float holds: the model depends on ratios only, and each group of stacks is scaled on its own.

    >>> [round(e, 4) for e in icm([5000, 3000, 2000], [50, 30, 20]).equity]
    [38.3929, 32.75, 28.8571]
    >>> r = icm([5000, 3000, 2000], [50, 30, 20], samples=100_000, seed=1)
    >>> r.exact, abs(r.equity[0] - 38.3929) < 5 * r.se[0]
    (False, True)
    >>> icm([1e308, 1e-300, 1e-300], [3, 2, 1]).equity
    (3.0, 1.5, 1.5)
    """
    _check_options(exact, samples, seed, allow_long)
    s, p = _check(stacks, payouts)
    n, k = len(s), len(p)
    tiers = _tiers(s, k)
    fits = all(_exact_fits(len(t.seats), t.k) for t in tiers if t.k)
    if exact is None:
        exact = fits and samples is None
    if exact and not fits:
        sets = lib.hr_icm_level_max(n, k) if n <= EXACT_PLAYERS else 0
        size = (f"{sets:,} sets of placed players of one size" if sets else
                "more sets of placed players than fit in memory")
        raise ICMError(f"{n} players with {k} paid places is too large to enumerate exactly ({size}; "
                       f"the limit is {EXACT_SETS:,}): use exact=False or samples=")
    count = 0 if exact else samples or default_samples(n)
    _check_size(n, k, count, exact)
    seconds = _seconds(n, k, tiers, exact, count)
    if seconds > LONG_LIMIT and not allow_long:
        raise ICMError(f"{n:,} players with {k:,} paid places, {count:,} samples: about "
                       f"{seconds / 3600:,.1f} hours here (the limit is 1 hour): draw fewer samples, "
                       "or pass allow_long=True to run it anyway").worded(
            "long", task=("long.icm", {"players": n, "paid": k, "samples": count}), seconds=seconds,
            workers=1, unit="", limit=LONG_LIMIT, instead="long.fewer_samples")
    if exact:
        return _exact(s, p, tiers)
    return _monte_carlo(s, p, tiers, count, secrets.randbits(63) if seed is None else seed)


def _check_options(exact: Any, samples: Any, seed: Any, allow_long: Any) -> None:
    if exact is not None and not isinstance(exact, bool):
        raise ICMError(f"exact={exact!r}: True, False or None")
    if samples is not None and (isinstance(samples, bool) or not isinstance(samples, numbers.Integral)
                                or not 2 <= int(samples) <= MAX_SAMPLES):
        raise ICMError(f"samples={samples!r}: a whole number of finishing orders from 2 to {MAX_SAMPLES:,}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, numbers.Integral)
                             or not 0 <= int(seed) < 2 ** 64):
        raise ICMError(f"seed={seed!r}: a whole number from 0 to 2**64 - 1")
    if not isinstance(allow_long, bool):
        raise ICMError(f"allow_long={allow_long!r}: True or False")
    if exact and samples is not None:
        raise ICMError("exact=True with samples: an exact run draws no samples")


def _exact(s: tuple[float, ...], p: tuple[float, ...], tiers: list[_Tier]) -> ICMResult:
    n, k = len(s), len(p)
    flat = array("d", bytes(8 * n * k))
    for t in tiers:
        if not t.k:
            continue
        m = len(t.seats)
        st = ffi.new("double[]", _scaled([s[i] for i in t.seats], EXACT_TOP - m.bit_length(),
                                          sys.float_info.min))
        out = ffi.new("double[]", m * t.k)
        work = ffi.new("double[]", 2 * int(lib.hr_icm_level_max(m, t.k)))
        if _call(lib.hr_icm_exact, m, st, t.k, out, work) != 0:  # pragma: no cover - sizes checked
            raise ICMError(f"{m} players, {t.k} places: sizes the exact kernel refuses")
        got = array("d")
        got.frombytes(ffi.buffer(out))
        for j, i in enumerate(t.seats):
            flat[i * k + t.first:i * k + t.first + t.k] = got[j * t.k:(j + 1) * t.k]
    places = _Places(flat, k)
    eq = tuple(math.fsum(pl[m] * p[m] for m in range(k) if pl[m]) for pl in places)
    return ICMResult(s, p, eq, places, True)


def _monte_carlo(s: tuple[float, ...], p: tuple[float, ...], tiers: list[_Tier], samples: int,
                 seed: int) -> ICMResult:
    n, k = len(s), len(p)
    single = len(tiers) == 1
    flat = array("d", bytes(8 * n * k))
    eq, se = [0.0] * n, [0.0] * n
    for number, t in enumerate(x for x in tiers if x.k):
        m = len(t.seats)
        st = ffi.new("double[]", _scaled([s[i] for i in t.seats], MC_TOP, MC_FLOOR))
        pays = p[t.first:t.first + t.k]
        e = math.frexp(max(pays))[1] if max(pays) > 0 else 0
        pay = ffi.new("double[]", [math.ldexp(v, PAY_TOP - e) for v in pays])
        target = flat if single else array("d", bytes(8 * m * t.k))
        stream_seed = seed if number == 0 else (seed ^ (number * 0x9E3779B97F4A7C15)) % 2 ** 64
        sums, squares = _sample(m, st, t.k, pay, samples, stream_seed, target)
        for j, i in enumerate(t.seats):
            if not single:
                flat[i * k + t.first:i * k + t.first + t.k] = target[j * t.k:(j + 1) * t.k]
            mean = min(sums[j] / samples, pay[0])  # rounding never lifts it past the top prize
            eq[i] = math.ldexp(mean, e - PAY_TOP)
            var = max(0.0, squares[j] / samples - mean * mean) / (samples - 1)
            se[i] = math.ldexp(math.sqrt(var), e - PAY_TOP)
    return ICMResult(s, p, tuple(eq), _Places(flat, k, samples), False, samples, tuple(se), seed)


def _sample(n: int, st: Any, k: int, pay: Any, samples: int, seed: int,
            counts: array[float]) -> tuple[list[float], list[float]]:
    """Blocks of ``BLOCK`` finishing orders (the same numbers for a seed), their place counts
    added into ``counts`` (``n * k``), each player's sum of prizes and of their squares."""
    out = ffi.from_buffer("double[]", counts)
    block = ffi.new("double[]", n * k) if samples > BLOCK else out
    s, sq = ffi.new("double[]", n), ffi.new("double[]", n)
    work = ffi.new("double[]", 3 * n)
    sums, squares = [0.0] * n, [0.0] * n
    for stream, start in enumerate(range(0, samples, BLOCK)):
        _call(lib.hr_icm_mc, n, st, k, pay, seed, stream, min(BLOCK, samples - start), block, s, sq, work)
        if block is not out:
            _add(counts, block, n * k)
        for i in range(n):
            sums[i] += s[i]
            squares[i] += sq[i]
    return sums, squares


def _add(counts: array[float], block: Any, cells: int) -> None:
    """``counts += block``, with NumPy when it is installed."""
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - NumPy is in the test environment
        for i in range(cells):
            counts[i] += block[i]
        return
    acc = np.frombuffer(counts, dtype=np.float64)
    acc += np.frombuffer(ffi.buffer(block), dtype=np.float64)
