"""Jobs too big for one call: deterministic chunks over any executor, checkpointed in SQLite.

A :class:`Job` is a kind, a version, JSON inputs and a number of chunks; chunk ``i`` is
``chunk(inputs, i)``, a pure top-level function returning exact numbers (``int``,
``Fraction``, or nested tuples/lists of them). :func:`run` maps the chunks a :class:`Store`
does not hold yet over an executor (local threads, any ``concurrent.futures.Executor``, a
Dask ``Client``), saves each finished chunk, and merges them in chunk order, so every
executor and worker count gives the same answer and a killed run resumes where it stopped.

>>> import operator
>>> job = Job("example.sum", 1, [[1, 2], [3, 4], [5, 6]], chunks=3, chunk=operator.getitem)
>>> run(job, threads=2)
(9, 12)

Results travel as JSON (a ``Fraction`` as the text ``"n/d"``) and come back with every
sequence a tuple, whether fresh or read from the store; floats are refused (not exact).
A chunk sees the inputs as JSON gives them back (lists, not tuples): exactly what was hashed.
"""

from __future__ import annotations

import concurrent.futures as cf
import csv
import hashlib
import json
import numbers
import os
import queue
import socket
import sqlite3
import stat
import sys
import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, NamedTuple, Optional, Union

from ..errors import HandrankError
from ..numtext import exact_number, shown, whole_number

__all__ = ["BadChunkError", "ChunkRow", "Interrupted", "Job", "JobRecord", "LocalThreads", "Store",
           "StoreError", "chunk_seed", "decode_result", "encode_result", "ordered_map", "progress_bar",
           "read_export", "run", "sum_exact"]

Result = Any  # int | Fraction | tuple of Result (lists are accepted and come back as tuples)
Progress = Callable[[int, int], None]
STORE_FORMAT = "handrank.jobs/2"  # /1 had no checksums: it is upgraded when opened
EXPORT_COLUMNS = ("job", "kind", "version", "chunk", "result", "seconds", "worker")


# ---- exact results as JSON -------------------------------------------------------------------

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


# ---- jobs ------------------------------------------------------------------------------------

def _canonical(value: Any) -> str:
    try:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise TypeError(f"job inputs must be JSON (dicts with str keys, lists, str, int, float, "
                        f"bool, None): {e}") from None


def _check_importable(fn: Callable[..., Any]) -> None:
    module, name = getattr(fn, "__module__", None), getattr(fn, "__qualname__", "")
    obj: Any = sys.modules.get(module or "")
    for part in name.split("."):
        obj = getattr(obj, part, None)
    if obj is not fn:
        raise TypeError(f"chunk {fn!r} is not a top-level function importable as module.name: "
                        f"processes and Dask workers must be able to pickle it")


@dataclass(frozen=True)
class Job:
    """A job: ``chunks`` deterministic pieces, chunk ``i`` being ``chunk(inputs, i)``.

    ``kind`` and ``version`` name what ``chunk`` computes (bump ``version`` when its answer or
    its chunking changes); with the canonical JSON of ``inputs`` and ``chunks`` they make
    :attr:`key`, which keeps the rows of different jobs in one store apart. ``merge`` turns
    the results, in chunk order, into the answer (default :func:`sum_exact`). ``check(result,
    index)``, when given, vets a chunk read back from a store (its entry count, shape, types,
    ranges) and raises ``ValueError`` saying what is wrong: a store never feeds ``merge`` a
    chunk its job could not have made.

    >>> import operator
    >>> a = Job("example.sum", 1, {"x": [1, 2]}, chunks=1, chunk=operator.getitem)
    >>> b = Job("example.sum", 1, {"x": [1, 3]}, chunks=1, chunk=operator.getitem)
    >>> len(a.key), a.key == b.key
    (64, False)
    """

    #: What ``chunk`` computes, a dotted name (part of the store key).
    kind: str
    #: The version of ``chunk``'s answer: bump it when the answer or the chunking changes.
    version: int
    #: The job's inputs, JSON-serialisable (part of the store key).
    inputs: Any
    #: How many chunks the job has.
    chunks: int
    #: ``chunk(inputs, i)`` computes chunk ``i`` (a module-level function, so it pickles).
    chunk: Callable[[Any, int], Result]
    merge: Callable[[Sequence[Result]], Any] = sum_exact
    #: ``check(result, index)`` vets a chunk read back from a store (``ValueError`` on a bad one).
    check: Optional[Callable[[Result, int], None]] = field(default=None, repr=False, compare=False)
    #: The canonical JSON of kind, version, inputs and chunks that ``key`` hashes.
    canonical: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or not self.kind:
            raise TypeError(f"a job's kind is a non-empty str, got {self.kind!r}")
        for name in ("version", "chunks"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or v < (1 if name == "chunks" else 0):
                least = 1 if name == "chunks" else 0
                raise ValueError(f"a job's {name} must be an int >= {least}, got {v!r}")
        _check_importable(self.chunk)
        object.__setattr__(self, "canonical", _canonical(self.inputs))

    @property
    def key(self) -> str:
        """The SHA-256 (hex) of the canonical JSON of kind, version, chunks and inputs."""
        head = _canonical({"kind": self.kind, "version": self.version, "chunks": self.chunks})
        return hashlib.sha256(f"{head}\n{self.canonical}".encode()).hexdigest()

    def compute(self, index: int) -> Result:
        """Chunk ``index`` computed here, as :func:`run` would get it back.

        >>> import operator
        >>> Job("example.sum", 1, [[1, 2], [3, 4]], chunks=2, chunk=operator.getitem).compute(1)
        (3, 4)
        """
        return decode_result(_run_chunk(self.chunk, self.canonical, index)[0])


def _run_chunk(chunk: Callable[[Any, int], Result], canonical: str, index: int) -> tuple[str, float, str]:
    """Run one chunk (on a worker): ``(encoded result, seconds, "host:pid")``."""
    start = time.perf_counter()
    result = chunk(json.loads(canonical), index)
    text = encode_result(result)
    return text, time.perf_counter() - start, f"{socket.gethostname()}:{os.getpid()}"


# ---- the store -------------------------------------------------------------------------------

class JobRecord(NamedTuple):
    """A job a :class:`Store` knows: its key, kind, version, chunk count, inputs and how many
    chunks it holds.

    >>> import operator
    >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
    >>> with Store(":memory:") as store:
    ...     store.register(job)
    ...     store.put(job, 0, encode_result(5))
    ...     (record,) = store.jobs()
    >>> record.kind, record.chunks, record.inputs, record.done, record.key == job.key
    ('example.sum', 3, [5, 6, 7], 1, True)
    """

    key: str
    kind: str
    version: int
    chunks: int
    inputs: Any
    done: int


class ChunkRow(NamedTuple):
    """One finished chunk, as :meth:`Store.rows` and :func:`read_export` give it.

    >>> import operator
    >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
    >>> with Store(":memory:") as store:
    ...     total = run(job, store=store)
    ...     row = store.rows(job)[1]
    >>> row.kind, row.chunk, row.result, row.seconds >= 0, row.worker.count(":")
    ('example.sum', 1, 6, True, 1)
    """

    job: str
    kind: str
    version: int
    chunk: int
    result: Result
    seconds: Optional[float]
    worker: Optional[str]


_SCHEMA = """
CREATE TABLE IF NOT EXISTS handrank_store (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS jobs (key TEXT PRIMARY KEY, kind TEXT NOT NULL, version INTEGER NOT NULL,
    chunks INTEGER NOT NULL, inputs TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chunks (key TEXT NOT NULL REFERENCES jobs(key), chunk INTEGER NOT NULL,
    result TEXT NOT NULL, seconds REAL, worker TEXT, digest TEXT, PRIMARY KEY (key, chunk)) WITHOUT ROWID;
"""


class StoreError(HandrankError):
    """A store that cannot be used as it is: the message names the file and the real cause
    (locked, full, read-only, corrupt, not a store, a chunk that fails its checks).

    >>> Store("/nonexistent-dir/x.sqlite")
    Traceback (most recent call last):
        ...
    handrank.jobs.StoreError: store /nonexistent-dir/x.sqlite: cannot open it: ...
    """


class BadChunkError(StoreError):
    """Chunks read back from a store that their job could not have made (changed after they
    were written, or of the wrong shape): ``path``, ``job`` (the :class:`Job`) and ``chunks``
    (their indices) say which; ``store.clear(job, error.chunks)`` lets a run compute them again.

    >>> import operator
    >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
    >>> with Store(":memory:") as store:
    ...     total = run(job, store=store)
    ...     _ = store._db.execute("UPDATE chunks SET digest = 'x' WHERE chunk = 1")   # tampered with
    ...     try:
    ...         run(job, store=store, resume=True)
    ...     except BadChunkError as e:
    ...         print(e.chunks)
    [1]
    """

    def __init__(self, message: str, path: Path, job: Job, chunks: list[int]) -> None:
        super().__init__(message)
        self.path, self.job, self.chunks = path, job, chunks


#: SQLite's primary result codes -> what they mean for a store
_CAUSES = {3: "permission denied", 5: "locked by another process (it waited {timeout:g} s for it)",
           6: "locked by another connection (it waited {timeout:g} s for it)",
           8: "read-only (the file, its folder or the medium: cannot write it)",
           10: "an I/O error reading or writing it", 11: "corrupt (the database disk image is malformed)",
           13: "full (no space left on the disk, or the database's size limit reached)",
           14: "the file cannot be opened or created (does its folder exist?)", 26: "not an SQLite database"}
_BY_TEXT = (("locked", 5), ("busy", 5), ("readonly", 8), ("read-only", 8), ("disk i/o", 10),
            ("malformed", 11), ("full", 13), ("unable to open", 14),
            ("could not open", 14),  # (PyPy's sqlite3 says "could")
            ("not a database", 26), ("encrypted", 26))


def _cause(e: sqlite3.Error, timeout: float) -> str:
    code = getattr(e, "sqlite_errorcode", None)  # Python 3.11+
    primary = code & 0xFF if isinstance(code, int) else None
    if primary not in _CAUSES:
        text = str(e).lower()
        primary = next((c for word, c in _BY_TEXT if word in text), None)
    why = _CAUSES[primary].format(timeout=timeout) if primary in _CAUSES else "an SQLite error"
    return f"{why} (sqlite: {e})"


def _digest(key: str, index: int, text: str) -> str:
    """A row's checksum: its job, chunk and result bound together (a row changed, moved to
    another chunk or copied from another job no longer matches)."""
    return hashlib.blake2b(f"{key}\n{index}\n{text}".encode(), digest_size=16).hexdigest()


class Store:
    """Finished chunks in one SQLite file, each row under its job's :attr:`Job.key` with a
    checksum; ``timeout``: seconds a write waits for another process's (default 60).

    Every chunk read back is checked (its checksum, then its job's ``check``); a failure is a
    :class:`BadChunkError` naming the store, the job and the chunks. Any SQLite failure is a
    :class:`StoreError` naming the file and the cause. Only a regular file (or
    ``":memory:"``) is a store.

    >>> import operator, os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "jobs.sqlite")
    >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
    >>> with Store(path) as store:
    ...     run(job, store=store), sorted(store.results(job).items())
    (18, [(0, 5), (1, 6), (2, 7)])
    >>> Store("/dev/null")
    Traceback (most recent call last):
    ...
    handrank.jobs.StoreError: store /dev/null: a device, not a regular file
    """

    def __init__(self, path: Union[str, os.PathLike[str]], *, timeout: float = 60.0) -> None:
        self.path = Path(path)
        self.timeout = float(timeout)
        if os.fspath(path) != ":memory:":
            try:
                st = os.stat(self.path)
            except FileNotFoundError:
                pass  # a new store: sqlite says it if the folder is missing
            except OSError as e:
                raise StoreError(f"store {self.path}: {e.strerror or e}") from None
            else:
                if stat.S_ISDIR(st.st_mode):
                    raise StoreError(f"store {self.path}: is a directory, not a file")
                if not stat.S_ISREG(st.st_mode):
                    device = stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode)
                    kind = "a FIFO" if stat.S_ISFIFO(st.st_mode) else \
                        "a device" if device else "a socket or other"
                    raise StoreError(f"store {self.path}: {kind}, not a regular file")
        try:
            self._db = sqlite3.connect(os.fspath(path), timeout=self.timeout, isolation_level=None)
        except sqlite3.Error as e:
            raise StoreError(f"store {self.path}: cannot open it: {_cause(e, self.timeout)}") from None
        try:
            with self._sql("open it"):
                tables = {r[0] for r in self._db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if tables and "handrank_store" not in tables:
                raise StoreError(f"store {self.path}: an SQLite file that is not a handrank job store "
                                 f"(tables: {', '.join(sorted(tables))})")
            with self._write("set it up"):
                for statement in _SCHEMA.strip().split(";"):
                    if statement.strip():
                        self._db.execute(statement)
                self._db.execute("INSERT OR IGNORE INTO handrank_store VALUES ('format', ?)", (STORE_FORMAT,))
                (fmt,), = self._db.execute("SELECT value FROM handrank_store WHERE name='format'")
                if fmt == "handrank.jobs/1":
                    self._upgrade()
                elif fmt != STORE_FORMAT:
                    raise StoreError(f"store {self.path}: format {fmt!r}, "
                                     f"this handrank reads {STORE_FORMAT!r}")
        except BaseException:
            self._db.close()
            raise

    def _upgrade(self) -> None:
        """A ``handrank.jobs/1`` store (no checksums) gets them; its rows are still checked
        by their jobs when read."""
        columns = {r[1] for r in self._db.execute("PRAGMA table_info(chunks)")}
        if "digest" not in columns:
            self._db.execute("ALTER TABLE chunks ADD COLUMN digest TEXT")
        rows = list(self._db.execute("SELECT key, chunk, result FROM chunks"))
        self._db.executemany("UPDATE chunks SET digest=? WHERE key=? AND chunk=?",
                             [(_digest(k, i, t), k, i) for k, i, t in rows])
        self._db.execute("UPDATE handrank_store SET value=? WHERE name='format'", (STORE_FORMAT,))

    @contextmanager
    def _sql(self, doing: str) -> Iterator[None]:
        """SQLite errors as ``StoreError`` s naming the file, what was being done and why."""
        try:
            yield
        except sqlite3.Error as e:
            raise StoreError(f"store {self.path}: cannot {doing}: {_cause(e, self.timeout)}") from None
        except UnicodeDecodeError as e:  # a text value that is not UTF-8: bytes changed in the file
            raise StoreError(f"store {self.path}: cannot {doing}: corrupt (a text value is not UTF-8: "
                             f"{e.object[e.start:e.start + 8]!r})") from None

    @contextmanager
    def _write(self, doing: str) -> Iterator[None]:
        """One write transaction, taken at once (``BEGIN IMMEDIATE``: writers wait for each
        other up to ``timeout`` instead of deadlocking), committed or rolled back."""
        with self._sql(doing):
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield
                self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:
                    try:
                        self._db.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass
                raise

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the file (everything is already committed).

        >>> store = Store(":memory:")
        >>> store.close()
        """
        self._db.close()

    def register(self, job: Job) -> None:
        """Record ``job`` under its key; refuse a different job stored under the same key.

        >>> import operator
        >>> with Store(":memory:") as store:
        ...     store.register(Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem))
        ...     [r.chunks for r in store.jobs()]
        [3]
        """
        with self._write(f"record the job {job.kind}"):
            self._db.execute("INSERT OR IGNORE INTO jobs VALUES (?, ?, ?, ?, ?)",
                             (job.key, job.kind, job.version, job.chunks, job.canonical))
            row = self._db.execute("SELECT kind, version, chunks, inputs FROM jobs WHERE key=?",
                                   (job.key,)).fetchone()
        if row is None or tuple(row) != (job.kind, job.version, job.chunks, job.canonical):
            held = f"{row[0]} v{row[1]}, {row[2]} chunks" if row is not None else "nothing readable"
            raise StoreError(f"store {self.path}: key {job.key[:12]}… holds another job "
                             f"({held}), not {job.kind} v{job.version}")

    def results(self, job: Job, chunks: Optional[Iterable[int]] = None) -> dict[int, Result]:
        """The finished chunks of ``job``: ``{index: result}`` (other jobs' rows are not read),
        each checked (checksum, then ``job.check``); a :class:`BadChunkError` lists those that
        fail. ``chunks``: only these indices are read (a ``range`` or set is not listed).

        >>> import operator
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> with Store(":memory:") as store:
        ...     store.register(job)
        ...     store.put(job, 2, encode_result(7))
        ...     store.results(job)
        {2: 7}
        """
        out: dict[int, Result] = {}
        bad: dict[int, str] = {}
        with self._sql(f"read the chunks of {job.kind}"):
            rows = list(self._db.execute("SELECT chunk, result, digest FROM chunks WHERE key=? AND chunk>=0 "
                                         "AND chunk<? ORDER BY chunk", (job.key, job.chunks)))
        wanted = chunks if chunks is None or isinstance(chunks, (range, set, frozenset)) else set(chunks)
        for index, text, digest in rows:
            if wanted is not None and index not in wanted:
                continue
            why = self._vet(job, index, text, digest, out)
            if why:
                bad.setdefault(index, why)
        if bad:
            first = ", ".join(f"chunk {i}: {w}" for i, w in list(bad.items())[:3])
            more = f" (and {len(bad) - 3} more)" if len(bad) > 3 else ""
            chunks = sorted(bad)
            listed = chunks if len(chunks) <= 8 else f"[{chunks[0]}, ... {chunks[-1]}]"
            raise BadChunkError(
                f"store {self.path}: {len(bad)} stored chunk{'s' if len(bad) > 1 else ''} of job {job.kind} "
                f"v{job.version} (key {job.key[:12]}…) cannot be trusted: {first}{more}. Compute "
                f"{'them' if len(bad) > 1 else 'it'} again: store.clear(job, {listed}) in Python, or "
                f"--restart on the command line (discards the job's chunks)", self.path, job, chunks)
        return out

    @staticmethod
    def _vet(job: Job, index: Any, text: Any, digest: Any, out: dict[int, Result]) -> str:
        """Why a stored row cannot be trusted ("" when it can; its result then goes to ``out``)."""
        if isinstance(index, bool) or not isinstance(index, int):
            return f"its index {shown(index)} is not a whole number"
        if index in out:
            return "stored twice"
        if not isinstance(text, str) or digest != _digest(job.key, index, text):
            return "changed after it was written (its checksum does not match)"
        try:
            result = decode_result(text)
            if job.check is not None:
                job.check(result, index)
        except (ValueError, TypeError, IndexError, KeyError) as e:
            return f"not a result of this job ({e})"
        out[index] = result
        return ""

    def missing(self, job: Job) -> list[int]:
        """The chunk indices of ``job`` the store does not hold, in order.

        >>> import operator
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> with Store(":memory:") as store:
        ...     store.register(job)
        ...     store.put(job, 1, encode_result(6))
        ...     store.missing(job)
        [0, 2]
        """
        with self._sql(f"read the chunks of {job.kind}"):
            have = {r[0] for r in self._db.execute("SELECT chunk FROM chunks WHERE key=?", (job.key,))}
        return [i for i in range(job.chunks) if i not in have]

    def put(self, job: Job, index: int, text: str, seconds: Optional[float] = None,
            worker: Optional[str] = None) -> None:
        """Save chunk ``index`` of ``job`` (``text`` from :func:`encode_result`) and commit.

        >>> import operator
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> with Store(":memory:") as store:
        ...     store.register(job)
        ...     store.put(job, 0, encode_result(5))
        ...     store.put(job, 3, encode_result(8))
        Traceback (most recent call last):
        ...
        ValueError: chunk 3 is out of range for example.sum (3 chunks)
        """
        if not 0 <= index < job.chunks:
            raise ValueError(f"chunk {index} is out of range for {job.kind} ({job.chunks} chunks)")
        with self._write(f"save chunk {index} of {job.kind}"):
            self._db.execute("INSERT OR REPLACE INTO chunks VALUES (?, ?, ?, ?, ?, ?)",
                             (job.key, index, text, seconds, worker, _digest(job.key, index, text)))

    def clear(self, job: Job, chunks: Optional[Iterable[int]] = None) -> None:
        """Forget the finished chunks of ``job`` (only the indices ``chunks`` when given).

        >>> import operator
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> with Store(":memory:") as store:
        ...     total = run(job, store=store)
        ...     store.clear(job, [1])
        ...     first = store.missing(job)
        ...     store.clear(job)
        ...     first, store.missing(job)
        ([1], [0, 1, 2])
        """
        with self._write(f"discard chunks of {job.kind}"):
            if chunks is None:
                self._db.execute("DELETE FROM chunks WHERE key=?", (job.key,))
            else:
                self._db.executemany("DELETE FROM chunks WHERE key=? AND chunk=?",
                                     [(job.key, i) for i in chunks])

    def jobs(self) -> list[JobRecord]:
        """Every job the store knows, with how many chunks it holds.

        >>> import operator
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> with Store(":memory:") as store:
        ...     total = run(job, store=store)
        ...     [(r.kind, r.chunks, r.done) for r in store.jobs()]
        [('example.sum', 3, 3)]
        """
        with self._sql("list its jobs"):
            rows = list(self._db.execute("SELECT j.key, j.kind, j.version, j.chunks, j.inputs, "
                                         "COUNT(c.chunk) FROM jobs j LEFT JOIN chunks c ON c.key=j.key "
                                         "GROUP BY j.key ORDER BY j.rowid"))
        try:
            return [JobRecord(k, kind, v, n, json.loads(inputs), done)
                    for k, kind, v, n, inputs, done in rows]
        except (TypeError, ValueError, RecursionError) as e:
            raise StoreError(f"store {self.path}: a job's inputs are unreadable ({e})") from None

    def _raw_rows(self, job: Union[Job, str, None]) -> list[tuple[Any, ...]]:
        """The rows of ``job`` (or all), each checked against its checksum."""
        key = job.key if isinstance(job, Job) else job
        sql = ("SELECT c.key, j.kind, j.version, c.chunk, c.result, c.seconds, c.worker, c.digest "
               "FROM chunks c JOIN jobs j ON j.key=c.key")
        args: tuple[str, ...] = ()
        if key is not None:
            sql, args = sql + " WHERE c.key=?", (key,)
        with self._sql("read its chunks"):
            rows = list(self._db.execute(sql + " ORDER BY j.rowid, c.chunk", args))
        for r in rows:
            if not isinstance(r[4], str) or r[7] != _digest(r[0], r[3], r[4]):
                raise StoreError(f"store {self.path}: chunk {r[3]} of job {r[1]} (key {str(r[0])[:12]}…) "
                                 f"was changed after it was written (its checksum does not match): "
                                 f"compute it again (store.clear(job, [{r[3]}]), or --restart)")
        return [r[:7] for r in rows]

    def rows(self, job: Union[Job, str, None] = None) -> list[ChunkRow]:
        """The finished chunks of ``job`` (a :class:`Job` or its key), or of every job.

        >>> import operator
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> with Store(":memory:") as store:
        ...     total = run(job, store=store)
        ...     [(r.chunk, r.result) for r in store.rows(job.key)]
        [(0, 5), (1, 6), (2, 7)]
        """
        return [ChunkRow(j, k, v, c, decode_result(r), s, w) for j, k, v, c, r, s, w in self._raw_rows(job)]

    def to_csv(self, path: Union[str, os.PathLike[str]], job: Union[Job, str, None] = None) -> None:
        """Write :meth:`rows` to a CSV file: ``job, kind, version, chunk, result (JSON), seconds,
        worker``; :func:`read_export` reads it back.

        >>> import operator
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> import os, tempfile
        >>> with tempfile.TemporaryDirectory() as folder, Store(":memory:") as store:
        ...     total = run(job, store=store)
        ...     store.to_csv(os.path.join(folder, "sum.csv"))
        ...     open(os.path.join(folder, "sum.csv")).readline().strip()
        'job,kind,version,chunk,result,seconds,worker'
        """
        with open(path, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(EXPORT_COLUMNS)
            w.writerows(self._raw_rows(job))

    def to_parquet(self, path: Union[str, os.PathLike[str]], job: Union[Job, str, None] = None) -> None:
        """Write :meth:`rows` to a Parquet file (the columns of :meth:`to_csv`; needs ``pyarrow``).

        >>> import operator, os, tempfile
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> with tempfile.TemporaryDirectory() as folder, Store(":memory:") as store:
        ...     total = run(job, store=store)
        ...     store.to_parquet(os.path.join(folder, "sum.parquet"))
        ...     [r.result for r in read_export(os.path.join(folder, "sum.parquet"))]
        [5, 6, 7]
        """
        pa, pq = _pyarrow()
        rows = self._raw_rows(job)
        types = (pa.string(), pa.string(), pa.int64(), pa.int64(), pa.string(), pa.float64(), pa.string())
        table = pa.table({name: pa.array([r[i] for r in rows], type=t)
                          for i, (name, t) in enumerate(zip(EXPORT_COLUMNS, types))})
        pq.write_table(table, str(path))


def _pyarrow() -> tuple[Any, Any]:
    try:
        import pyarrow
        import pyarrow.parquet
    except ImportError:
        raise ImportError('Parquet needs pyarrow: pip install "handrank[parquet]"') from None
    return pyarrow, pyarrow.parquet


def read_export(path: Union[str, os.PathLike[str]]) -> list[ChunkRow]:
    """The rows of a :meth:`Store.to_csv` or :meth:`Store.to_parquet` file (by its suffix:
    ``.parquet``/``.pq`` is Parquet, anything else CSV), results decoded.

    >>> import operator, os, tempfile
    >>> job = Job("example.pairs", 1, [[1, 2], [3, 4]], chunks=2, chunk=operator.getitem)
    >>> with tempfile.TemporaryDirectory() as folder, Store(":memory:") as store:
    ...     total = run(job, store=store)
    ...     store.to_csv(os.path.join(folder, "pairs.csv"))
    ...     [(r.chunk, r.result) for r in read_export(os.path.join(folder, "pairs.csv"))]
    [(0, (1, 2)), (1, (3, 4))]
    """
    try:
        regular = stat.S_ISREG(os.stat(path).st_mode)
    except OSError as e:
        raise ValueError(f"{path}: {e.strerror or e}") from None
    if not regular:
        raise ValueError(f"{path}: not a regular file (a job export is a CSV or Parquet file)")
    if str(path).lower().endswith((".parquet", ".pq")):
        _, pq = _pyarrow()
        data = pq.read_table(str(path)).to_pydict()
        raw = list(zip(*(data[c] for c in EXPORT_COLUMNS)))
    else:
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.reader(f)
            if tuple(next(reader, ())) != EXPORT_COLUMNS:
                raise ValueError(f"{path}: not a handrank job export (header {', '.join(EXPORT_COLUMNS)})")
            raw = [(j, k, whole_number(v, "version"), whole_number(c, "chunk"), r,
                    float(s) if s else None, w or None)
                   for j, k, v, c, r, s, w in reader]
    return [ChunkRow(j, k, v, c, decode_result(r), s, w) for j, k, v, c, r, s, w in raw]


# ---- running ---------------------------------------------------------------------------------

class Interrupted(KeyboardInterrupt):
    """Ctrl-C stopped :func:`run`: ``done`` of the ``total`` chunks it was asked for are
    finished (saved in ``store``, the file's path, when there is one). It is a
    ``KeyboardInterrupt``, so code that catches that still does.

    >>> e = Interrupted(3, 13, "m.sqlite")
    >>> str(e), isinstance(e, KeyboardInterrupt)
    ('3 of 13 chunks saved in m.sqlite', True)
    """

    def __init__(self, done: int, total: int, store: Optional[str] = None) -> None:
        super().__init__(done, total, store)
        self.done, self.total, self.store = done, total, store

    def __str__(self) -> str:
        where = f"saved in {self.store}" if self.store is not None else "done (none saved: no store)"
        return f"{self.done:,} of {self.total:,} chunk{'' if self.total == 1 else 's'} {where}"


class LocalThreads(cf.Executor):
    """A ``concurrent.futures`` executor on ``n`` daemon threads. Unlike a
    ``ThreadPoolExecutor`` nothing waits for them: when a run is interrupted (Ctrl-C, a
    raising callback) the caller gets the error at once, each thread finishes the one task it
    is running (its result dropped) and takes no other, and the process can exit meanwhile.

    >>> with LocalThreads(2) as pool:
    ...     [f.result() for f in [pool.submit(pow, 2, k) for k in range(4)]]
    [1, 2, 4, 8]
    """

    def __init__(self, n: int) -> None:
        self._max_workers = n
        self._queue: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._threads = [threading.Thread(target=self._work, name=f"handrank-{i}", daemon=True)
                         for i in range(n)]
        for t in self._threads:
            t.start()

    def _work(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            future, fn, args, kwargs = item
            if not future.set_running_or_notify_cancel():
                continue
            try:
                result = fn(*args, **kwargs)
            except BaseException as e:  # noqa: BLE001 - handed to the caller through the future
                future.set_exception(e)
            else:
                future.set_result(result)
            del item, future, fn, args, kwargs

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> cf.Future[Any]:
        """Queue the call ``fn(args, kwargs)``; its future.

        >>> with LocalThreads(2) as pool:
        ...     future = pool.submit(sum, [1, 2, 3])
        ...     answer = future.result()
        >>> answer
        6
        """
        future: cf.Future[Any] = cf.Future()
        self._queue.put((future, fn, args, kwargs))
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Let the threads end once the queue is done (``cancel_futures``: drop what has not
        started); ``wait`` for them.

        >>> pool = LocalThreads(1)
        >>> pool.submit(abs, -4).result()
        4
        >>> pool.shutdown()
        """
        if cancel_futures:
            while True:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is not None:
                    item[0].cancel()
        for _ in self._threads:
            self._queue.put(None)
        if wait:
            for t in self._threads:
                t.join()


def ordered_map(fn: Callable[[Any], Any], items: Iterable[Any], threads: int,
                window: Optional[int] = None) -> Iterator[tuple[Any, Any]]:
    """``(item, fn(item))`` in the order of ``items`` on ``threads`` threads, taking items
    lazily: at most ``window`` (default 4 per thread) are submitted and not yet handed back,
    so memory stays flat however many items there are. Close the iterator (or let it run
    out) to stop: the items not started are dropped (use ``contextlib.closing``).

    >>> from contextlib import closing
    >>> with closing(ordered_map(lambda x: x * x, iter(range(5)), 2)) as squares:
    ...     list(squares)
    [(0, 0), (1, 1), (2, 4), (3, 9), (4, 16)]
    """
    if threads <= 1:
        for it in items:
            yield it, fn(it)
        return
    window = window or 4 * threads
    pool = LocalThreads(threads)
    pending: deque[tuple[Any, cf.Future[Any]]] = deque()
    try:
        for it in items:
            pending.append((it, pool.submit(fn, it)))
            if len(pending) >= window:
                first, f = pending.popleft()
                yield first, f.result()
        while pending:
            first, f = pending.popleft()
            yield first, f.result()
    finally:
        for _, f in pending:
            f.cancel()
        pool.shutdown(wait=False, cancel_futures=True)


def _is_dask_client(obj: Any) -> bool:
    return any(c.__name__ == "Client" and c.__module__.split(".")[0] == "distributed"
               for c in type(obj).__mro__)


def _workers(executor: cf.Executor) -> int:
    n = getattr(executor, "_max_workers", None)
    if isinstance(n, int):
        return n
    client = getattr(executor, "_client", None)  # a Dask ClientExecutor
    try:
        return max(1, sum(client.nthreads().values())) if client is not None else 1
    except Exception:  # a scheduler that cannot say: fall back to a small window
        return 1


def run(job: Job, *, executor: Any = None, threads: Optional[int] = None,
        store: Union[Store, str, os.PathLike[str], None] = None, resume: Optional[bool] = None,
        progress: Optional[Progress] = None, max_pending: Optional[int] = None,
        chunks: Optional[Iterable[int]] = None) -> Any:
    """Compute ``job``: its merged result.

    ``executor``: ``None`` runs here on ``threads`` threads (``None`` = one, in this thread);
    any ``concurrent.futures.Executor`` (process pool, thread pool, Dask's
    ``Client.get_executor()``), or a Dask ``distributed.Client`` itself. ``store``: a
    :class:`Store` or a file path; each finished chunk is saved as it arrives. When the store
    already holds chunks of this job, say what to do with them (the rule of the command line's
    ``--resume`` / ``--restart`` too): ``resume=True`` continues (they are not computed again),
    ``resume=False`` discards them and starts over, ``resume=None`` (the default) refuses to
    run, so a new run is never mixed into an old one unasked. ``progress(done,
    total)`` is called with the resumed count, then after every chunk. At most ``max_pending``
    chunks (default 4 per worker, at least 16) are submitted at a time, and the chunk indices
    are generated as they are submitted: a job of 10**8 chunks starts in flat memory. A chunk
    that raises stops the run (the chunks finished so far stay in the store) and its error
    propagates; Ctrl-C raises :class:`Interrupted` (how many chunks are saved) without
    waiting for the chunks running on local threads. ``chunks``: only these chunk indices
    (a slice of a big job, e.g. ``range(100, 200)``) are computed, resumed or forgotten, and
    merged, in index order (the job's merge gets their results only; the progress total is
    their number).

    >>> import operator
    >>> run(Job("example.sum", 1, [1, 2, 3], chunks=3, chunk=operator.getitem), progress=print)
    0 3
    1 3
    2 3
    3 3
    6
    >>> run(Job("example.sum", 1, [1, 2, 3], chunks=3, chunk=operator.getitem), chunks=[2, 1])
    5
    """
    if isinstance(store, (str, os.PathLike)):
        with Store(store) as opened:
            return run(job, executor=executor, threads=threads, store=opened, resume=resume,
                       progress=progress, max_pending=max_pending, chunks=chunks)
    selected = _selection(job, chunks)
    member = selected if isinstance(selected, range) else set(selected)  # ``in`` at once
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ValueError(f"threads must be a positive int, got {threads!r}")
    if max_pending is not None and (isinstance(max_pending, bool) or not isinstance(max_pending, int)
                                    or max_pending < 1):
        raise ValueError(f"max_pending must be a positive int (chunks in flight), got {max_pending!r}")
    if executor is not None and _is_dask_client(executor):
        executor = executor.get_executor()
    if executor is not None and not isinstance(executor, cf.Executor):
        raise TypeError(f"executor must be a concurrent.futures.Executor or a dask.distributed Client, "
                        f"got {type(executor).__name__}")
    results: dict[int, Result] = {}
    if store is not None:
        store.register(job)
        if resume is False:
            store.clear(job, None if chunks is None else selected)
        results = store.results(job, None if chunks is None else member)
        if resume is None and results:
            raise StoreError(f"store {store.path} already holds {len(results)} of {len(selected)} chunks "
                             f"of this job ({job.kind}): continue it with resume=True (--resume), or "
                             f"discard them and start over with resume=False (--restart)")
    todo = (i for i in selected if i not in results)  # lazily: a huge job lists no indices
    total = len(selected)

    def finish(index: int, payload: tuple[str, float, str]) -> None:
        text, seconds, worker = payload
        result = decode_result(text)
        if store is not None:
            store.put(job, index, text, seconds, worker)
        results[index] = result
        if progress is not None:
            progress(len(results), total)

    try:
        if progress is not None:
            progress(len(results), total)
        if executor is None and (threads or 1) == 1:
            for i in todo:
                finish(i, _call(job, i, _run_chunk, job.chunk, job.canonical, i))
        elif executor is None:
            pool = LocalThreads(min(threads or 1, total))
            try:
                _map(job, pool, todo, finish, max_pending)
            finally:
                pool.shutdown(wait=False, cancel_futures=True)
        else:
            _map(job, executor, todo, finish, max_pending)
    except KeyboardInterrupt:
        done = len(results)
        if store is not None:  # Ctrl-C may land between saving a chunk and counting it: ask the store
            try:
                done = sum(1 for i in store.results(job) if i in member)
            except (ValueError, sqlite3.Error):
                pass
        raise Interrupted(done, total, None if store is None else str(store.path)) from None
    return job.merge([results[i] for i in selected])


def _selection(job: Job, chunks: Optional[Iterable[int]]) -> Sequence[int]:
    """The chunk indices ``run`` computes: all (a ``range``), a ``range`` in bounds as it is,
    or ``chunks`` sorted (each in range, once)."""
    if chunks is None:
        return range(job.chunks)
    if isinstance(chunks, range) and chunks.step == 1 and 0 <= chunks.start < chunks.stop <= job.chunks:
        return chunks
    if isinstance(chunks, (str, bytes)) or not isinstance(chunks, Iterable):
        raise TypeError(f"chunks must be an iterable of chunk indices, got {type(chunks).__name__}")
    out: list[int] = []
    for i in chunks:
        if isinstance(i, bool) or not isinstance(i, numbers.Integral) or not 0 <= i < job.chunks:
            raise ValueError(f"chunks: {i!r} is not a chunk index of {job.kind} (0..{job.chunks - 1})")
        out.append(int(i))
    if not out:
        raise ValueError("chunks: no chunk selected")
    if len(set(out)) != len(out):
        raise ValueError("chunks: a chunk index is given twice")
    return sorted(out)


def _call(job: Job, index: int, fn: Callable[..., tuple[str, float, str]],
          *args: Any) -> tuple[str, float, str]:
    try:
        return fn(*args)
    except Exception as e:
        if hasattr(e, "add_note"):  # Python 3.11+
            e.add_note(f"in chunk {index} of job {job.kind} v{job.version}")
        raise


def _map(job: Job, executor: cf.Executor, todo: Iterator[int], finish: Callable[[int, Any], None],
         max_pending: Optional[int]) -> None:
    window = max_pending or max(16, 4 * _workers(executor))
    pending: dict[cf.Future[Any], int] = {}

    def fill() -> None:
        while len(pending) < window:
            i = next(todo, None)
            if i is None:
                return
            pending[executor.submit(_run_chunk, job.chunk, job.canonical, i)] = i

    try:
        fill()
        while pending:
            done, _ = cf.wait(pending, return_when=cf.FIRST_COMPLETED)
            for f in sorted(done, key=pending.__getitem__):
                i = pending.pop(f)
                finish(i, _call(job, i, f.result))
            fill()
    except BaseException:
        for f in pending:
            f.cancel()
        for f, i in sorted(pending.items(), key=lambda fi: fi[1]):  # keep what already finished
            if f.done() and not f.cancelled() and f.exception() is None:
                finish(i, f.result())
        raise


@contextmanager
def progress_bar(desc: str = "chunks", *, disable: Optional[bool] = None, file: Any = None,
                 delay: float = 0.0, unit: str = "chunk", unit_scale: bool = False,
                 leave: bool = True) -> Iterator[Progress]:
    """A ``progress(done, total)`` callable drawing a ``tqdm`` bar with an ETA (on stderr by
    default; ``disable=None`` draws it only on a terminal), closed when the block ends.

    The bar appears once ``delay`` seconds have passed (a short run shows none); ``unit``,
    ``unit_scale`` (``1.2M`` for ``1200000``) and ``leave`` (keep the finished bar) are tqdm's.
    A ``total`` that grows between calls (a run that decides how far to go) moves the bar's end.

    >>> import operator, io
    >>> with progress_bar("sum", file=io.StringIO()) as bar:
    ...     run(Job("example.sum", 1, [1, 2], chunks=2, chunk=operator.getitem), progress=bar)
    3
    """
    from tqdm import tqdm

    bar: Any = None

    def update(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = tqdm(total=total, initial=done, desc=desc or None, unit=unit, unit_scale=unit_scale,
                       leave=leave, delay=delay, disable=disable,
                       file=file if file is not None else sys.stderr, dynamic_ncols=True, smoothing=0.05)
            return
        if bar.total != total:
            bar.total = total
        bar.update(done - bar.n)

    try:
        yield update
    finally:
        if bar is not None:
            bar.close()
