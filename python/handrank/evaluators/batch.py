"""Evaluate many hands at once in C, optionally on several threads.

>>> import numpy as np
>>> evaluate_batch(np.array([[51, 47, 43, 39, 35], [0, 4, 8, 12, 17]], dtype=np.uint8)).tolist()
[7462, 5855]
"""

from __future__ import annotations

import array
import numbers
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Optional, Tuple

from .._core import ffi, lib
from ..cards import CardError, card, card_id, cards, optional_numpy
from ..errors import HandrankError
from ..registry import GAMES
from ..registry import game as _game
from . import kernel as _kernel  # noqa: F401  (chooses the C batch kernel, once, at import)

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

MIN_ROWS_PER_THREAD = 1 << 16


def _row_problem(row: Any, index: int) -> str:
    seen = set()
    for c in row:
        try:
            c = card_id(c)
        except CardError as e:
            return f"row {index}: {e}"
        if c in seen:
            return f"row {index}: card id {c} is given twice"
        seen.add(c)
    return f"row {index}: invalid hand"


def _check_k(k: Any) -> Optional[int]:
    if k is None:
        return None
    if isinstance(k, bool) or not hasattr(k, "__index__"):
        raise CardError(f"k={k!r}: give k as an int, the cards per hand (5 to 7)")
    if not 5 <= k.__index__() <= 7:
        raise CardError(f"k={k!r}: a hand is 5 to 7 cards")
    i: int = k.__index__()
    return i


def _row(r: Any, i: int) -> list[Any]:
    """Row ``i`` as a list: a hand's text (``"7c 8d 9h Ts Js"``) read as cards, any other row
    as given (its cards, ids or card strings, are read one by one in ``_as_rows``).

    >>> _row("7c 8d 9h Ts Js", 0), _row(["As", 47], 1)
    ([20, 25, 30, 35, 39], ['As', 47])
    """
    if not isinstance(r, str):
        return list(r)
    try:
        return list(cards(r))
    except CardError as e:
        raise CardError(f"row {i}: {e}") from None


def _as_rows(hands: Any, k: Optional[int]) -> tuple[Any, int, Optional[int], Callable[[int], Any]]:
    """Return (uint8 C-contiguous buffer, n, k, row accessor); k is None only for an empty
    list of rows without k=."""
    k = _check_k(k)
    np = optional_numpy()
    if np is not None and isinstance(hands, np.ndarray):
        if hands.ndim != 2:
            raise CardError(f"expected a 2-D array of shape (n, k), got {hands.ndim} dimension(s)")
        if k is not None and k != hands.shape[1]:
            raise CardError(f"k={k} does not match the array's {hands.shape[1]} columns")
        if hands.dtype.kind not in "iu":
            raise CardError(f"card ids must be integers, got dtype {hands.dtype}")
        if hands.dtype != np.uint8:
            bad = ((hands < 0) | (hands > 51)).any(axis=1)
            if bad.any():  # the first bad row may be an earlier one with a card twice
                s = np.sort(hands, axis=1)
                bad |= (s[:, 1:] == s[:, :-1]).any(axis=1)
                r = int(np.argmax(bad))
                raise CardError(_row_problem(hands[r], r))
            hands = hands.astype(np.uint8)
        hands = np.ascontiguousarray(hands)
        return hands, hands.shape[0], hands.shape[1], lambda r: hands[r]
    if isinstance(hands, (bytes, bytearray, memoryview, array.array)):
        view = memoryview(hands)
        if view.format not in ("B", "b", "c") or view.itemsize != 1:
            raise CardError(f"a raw buffer must hold uint8 card ids, got format {view.format!r}")
        if not view.c_contiguous:
            raise CardError("a raw buffer must be C-contiguous")
        if k is None:
            raise CardError("give k= (cards per hand) with a flat buffer")
        if view.nbytes % k:
            raise CardError(f"buffer of {view.nbytes} bytes is not a whole number of {k}-card rows")
        flat = view.cast("B")
        # the ids as they were given: signed bytes ('b') name -1 as -1, not 255
        given = view.cast("b") if view.format == "b" else flat
        return flat, view.nbytes // k, k, lambda r: given[r * k:(r + 1) * k].tolist()
    rows = [_row(r, i) for i, r in enumerate(hands)]
    if not rows:  # an empty batch: no width to check but k's
        return bytearray(), 0, k, lambda r: rows[r]
    width = len(rows[0])
    packed = bytearray()
    for i, row in enumerate(rows):
        if len(row) != width:
            raise CardError(f"row {i} has {len(row)} cards, row 0 has {width}")
        for j, c in enumerate(row):
            if type(c) is not int or not 0 <= c <= 51:
                try:
                    row[j] = card(c)  # an id, or a card's text ('As')
                except CardError as e:
                    raise CardError(f"row {i}: {e}") from None
        packed.extend(row)
    if k is not None and k != width:
        raise CardError(f"k={k} does not match the rows' {width} cards")
    return packed, len(rows), width, lambda r: rows[r]


def evaluate_batch(hands: Any, *, k: Optional[int] = None, threads: Optional[int] = None,
                   game: str = "holdem", out: Any = None) -> Any:
    """Values of ``n`` hands of ``k`` (5..7) cards each.

    ``hands``: a NumPy array of shape ``(n, k)`` (any integer dtype; ``uint8`` is the fast
    path), a C-contiguous ``uint8`` buffer with ``k=``, or a list of rows. Returns a NumPy
    ``uint16`` array (an ``array.array('H')`` without NumPy). A bad row raises
    ``ValueError`` naming the first one; an empty batch gives an empty array. ``threads=`` splits
    a large batch across threads (the C loop runs without the GIL). ``game="shortdeck"`` or
    ``"shortdeck-triton"`` gives values on that game's scale (a two to five is a bad row),
    ``"stud"`` the standard scale (any game of ``handrank.registry`` with a batch, an alias too).

    ``out=`` writes the values into an array of yours and returns it: a writable, C-contiguous
    ``uint16`` NumPy array (or other ``'H'`` buffer) of one value per hand, reused from call
    to call (on PyPy a fresh result array costs more than the evaluation). A bad row leaves
    ``out`` as it was.

    >>> evaluate_batch([(51, 47, 43, 39, 35), (0, 4, 8, 12, 21)]).tolist()  # rows of ids: royal, 7-high
    [7462, 1]
    >>> evaluate_batch([(51, 47, 43, 39, 35), (0, 0, 4, 8, 12)])
    Traceback (most recent call last):
    ...
    handrank.cards.CardError: row 1: card id 0 is given twice
    >>> evaluate_batch([(51, 47, 43, 39, 35)], game="shortdeck").tolist()
    [1404]
    >>> import numpy as np
    >>> values = np.zeros(2, np.uint16)
    >>> evaluate_batch([(51, 47, 43, 39, 35), (0, 4, 8, 12, 21)], out=values) is values, values.tolist()
    (True, [7462, 1])
    """
    if game != "holdem" and _game(game, "batch", error=CardError).high != "standard":
        r = ranking_id(game)
        try:
            return run_batch(hands, k, threads, (lib.HR_BATCH_SHORTDECK, r, 0), out)
        except CardError as e:
            if "invalid hand" in str(e):  # every card an id, none twice: a two to five is in it
                raise CardError(f"{e}: a card two to five is not in the short deck of {game!r}") from None
            raise
    return run_batch(hands, k, threads, HIGH, out)


# game name -> the C ranking of short deck (csrc/include/hr_shortdeck.h), from the registry;
# evaluators.shortdeck: the rest
SHORTDECK_GAMES = {g.name: g.codes["ranking"] for g in GAMES.values() if "ranking" in g.codes}


def ranking_id(game: Any) -> int:
    """The C ranking of a short-deck game (a name or an alias), or a ``CardError`` naming the
    game: an unknown one, or one not of the short deck.

    >>> ranking_id("shortdeck-triton"), ranking_id("6+")
    (1, 0)
    >>> ranking_id("omaha")
    Traceback (most recent call last):
    ...
    handrank.cards.CardError: game 'omaha' is not played with the short deck: its rankings are shortdeck, ...
    """
    g = _game(game, error=CardError)
    r = g.codes.get("ranking")
    if r is None:
        raise CardError(f"game {g.name!r} is not played with the short deck: its rankings are "
                        f"{', '.join(SHORTDECK_GAMES)}")
    return r



# a C batch loop (csrc/include/hr_batch.h): lib.HR_BATCH_HIGH, HR_BATCH_SHORTDECK (and its ranking) or
# HR_BATCH_LOW (and its scheme and qualifier)
BatchJob = Tuple[int, int, int]
HIGH: BatchJob = (lib.HR_BATCH_HIGH, 0, 0)

# process id -> the batch threads' executor (a forked child makes its own)
_POOLS: dict[int, ThreadPoolExecutor] = {}
_POOLS_LOCK = threading.Lock()


def _pool() -> ThreadPoolExecutor:
    """The executor of ``threads=`` (created on first use, one per process, however many
    threads ask at once)."""
    import os
    pool = _POOLS.get(os.getpid())
    if pool is None:
        from concurrent.futures import ThreadPoolExecutor  # imported here: it costs ~10 ms

        with _POOLS_LOCK:
            pool = _POOLS.get(os.getpid())
            if pool is None:
                pool = ThreadPoolExecutor(os.cpu_count() or 2, thread_name_prefix="handrank-batch")
                _POOLS[os.getpid()] = pool
    return pool


def _run_threads(job: BatchJob, src: Any, n: int, k: int, dst: Any, nthreads: int, target: Any = None) -> int:
    """``job`` over ``n`` rows on ``nthreads`` threads: one C call each (``hr_batch_run``,
    without the GIL), taking pieces from a shared counter, shrinking as the rows run out,
    so the threads finish together however late a pool thread wakes. The pool threads are
    asked first; the calling thread starts right after. Returns the first bad row or -1;
    with ``target`` (``out=``), the values are copied there once every row is valid (by the
    threads too).

    >>> import numpy as np
    >>> hands = np.tile(np.array([[51, 47, 43, 39, 35]], dtype=np.uint8), (3 * MIN_ROWS_PER_THREAD, 1))
    >>> out = np.empty(len(hands), dtype=np.uint16)
    >>> dst = ffi.from_buffer("uint16_t[]", out)
    >>> _run_threads(HIGH, ffi.from_buffer(hands), len(hands), 5, dst, 2), int(out.min())
    (-1, 7462)
    """
    op, arg, qualifier = job
    c = ffi.new("hr_batch_job *", {"op": op, "arg": arg, "qualifier": qualifier, "k": k, "cards": src, "n": n,
                                   "out": dst, "copy_to": ffi.NULL if target is None else target,
                                   "threads": nthreads, "bad": -1})
    # the pool is kept between calls (starting a thread costs ~80 us)
    futures = [_pool().submit(lib.hr_batch_run, c, i) for i in range(1, nthreads)]
    bad: int = lib.hr_batch_run(c, 0)  # with the others' last pieces waited for in C, not by a sleep
    if not c.done:  # a thread still runs a piece (or C has no atomics): join them
        bads = [b for b in [bad] + [f.result() for f in futures] if b >= 0]
        bad = min(bads) if bads else -1
    if target is not None and bad < 0 and not c.copied:  # (joined first: none still copies)
        for f in futures:
            f.result()
        ffi.memmove(target, dst, 2 * n)
    return bad  # a pool thread still to return holds c (none of the rows) until it does


class BatchOutError(HandrankError, TypeError):
    """An ``out=`` array a batch cannot write its values into: not ``uint16``, not one value
    per hand, read-only or not contiguous (a ``TypeError`` and a ``ValueError``, as NumPy's
    own ``out=`` errors are one or the other).

    >>> import numpy as np
    >>> evaluate_batch([(51, 47, 43, 39, 35)], out=np.zeros(1, np.int64))
    Traceback (most recent call last):
    ...
    handrank.evaluators.batch.BatchOutError: out= must be a uint16 array, got dtype int64
    """


def _out_view(out: Any, n: int) -> Any:
    """The cffi ``uint16_t[]`` view of the caller's ``out=`` array, checked to hold ``n``
    values, or a ``BatchOutError`` saying what is wrong with it."""
    try:
        view = memoryview(out)
    except TypeError:
        raise BatchOutError(f"out= must be a writable uint16 array, got {type(out).__name__}") from None
    np = optional_numpy()
    dtype = out.dtype if np is not None and isinstance(out, np.ndarray) else None
    if dtype is not None and dtype != np.uint16:
        raise BatchOutError(f"out= must be a uint16 array, got dtype {dtype}")
    if dtype is None and (view.format not in ("H", "<H", "=H") or view.itemsize != 2):
        raise BatchOutError(f"out= must be a uint16 array, got a buffer of format {view.format!r}")
    if view.ndim != 1 or len(view) != n:
        shape = tuple(view.shape or ())
        raise BatchOutError(f"out= must hold one value per hand, shape ({n},), got shape {shape}")
    if view.readonly:
        raise BatchOutError("out= is read-only")
    if not view.c_contiguous:
        raise BatchOutError("out= must be C-contiguous")
    return ffi.from_buffer("uint16_t[]", out, require_writable=True)


_SCRATCH = threading.local()  # the values of a batch with out=, before it is known to be valid
_KEEP_SCRATCH = 1 << 22  # values (8 MB) kept between calls; a larger batch's scratch is freed


def _scratch(n: int) -> Any:
    """A ``uint16_t[n]`` of this thread's, reused from call to call: a batch with ``out=``
    writes there first, so that a bad row leaves ``out`` as it was."""
    buf = getattr(_SCRATCH, "buf", None)
    if buf is None or len(buf) < n:
        buf = ffi.new("uint16_t[]", n)
        if n <= _KEEP_SCRATCH:
            _SCRATCH.buf = buf
    return buf


def _threads(threads: Any) -> int:
    """``threads=`` checked: ``None`` (one) or a whole number, 1 or more, whatever the batch's size.

    >>> _threads(None), _threads(2)
    (1, 2)
    >>> _threads(1.5)
    Traceback (most recent call last):
    ...
    handrank.errors.HandrankError: threads=1.5: the number of threads, an int of 1 or more
    """
    if threads is None:
        return 1
    if isinstance(threads, bool) or not isinstance(threads, numbers.Integral) or threads < 1:
        raise HandrankError(f"threads={threads!r}: the number of threads, an int of 1 or more")
    return int(threads)


def run_batch(hands: Any, k: Optional[int], threads: Optional[int], job: BatchJob, out: Any = None) -> Any:
    """Validate and pack ``hands`` as ``evaluate_batch`` describes, then run the C batch
    loop ``job`` (``BatchJob``) over them, split across ``threads``; raise for the first
    bad row. The values go to a new array, or to ``out`` (checked first, written only once
    every row is valid).

    >>> run_batch([(51, 47, 43, 39, 35)], None, None, HIGH).tolist()  # evaluate_batch
    [7462]
    """
    nthreads_asked = _threads(threads)
    buf, n, k, row = _as_rows(hands, k)
    if k is not None and not 5 <= k <= 7:
        raise CardError(f"a hand is 5 to 7 cards, got rows of {k}")
    target = _out_view(out, n) if out is not None else None
    if out is None:
        np = optional_numpy()
        out = np.empty(n, dtype=np.uint16) if np is not None else array.array("H", bytes(2 * n))
    if n == 0 or k is None:  # an empty batch (a filter that kept no row): no values
        return out
    src = ffi.from_buffer("uint8_t[]", buf)
    dst = _scratch(n) if target is not None else ffi.from_buffer("uint16_t[]", out, require_writable=True)
    nthreads = max(1, min(nthreads_asked, n // MIN_ROWS_PER_THREAD))
    if nthreads > 1:
        bad = _run_threads(job, src, n, k, dst, nthreads, target)
    else:
        bad = lib.hr_batch_rows(*job, src, n, k, dst)
        if target is not None and bad < 0:
            ffi.memmove(target, dst, 2 * n)
    if bad >= 0:
        raise CardError(_row_problem(row(bad), bad))
    return out
