"""The store: finished chunks in one SQLite file, each under its job's key with a checksum,
checked when read back; every SQLite failure a ``StoreError`` naming the file and the cause.

>>> import operator
>>> from handrank.jobs import encode_result
>>> job = Job("example.sum", 1, [5, 6], chunks=2, chunk=operator.getitem)
>>> with Store(":memory:") as store:
...     store.register(job)
...     store.put(job, 1, encode_result(6))
...     store.results(job), store.missing(job)
({1: 6}, [0])
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NamedTuple, Optional, Union

from ..errors import HandrankError
from ..numtext import shown
from .codec import Result, decode_result
from .export import ChunkRow, chunk_rows, write_csv, write_parquet
from .job import Job

STORE_FORMAT = "handrank.jobs/2"  # /1 had no checksums: it is upgraded when opened


class JobRecord(NamedTuple):
    """A job a :class:`Store` knows: its key, kind, version, chunk count, inputs and how many
    chunks it holds.

    >>> import operator
    >>> from handrank.jobs import encode_result
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
    handrank.jobs.store.StoreError: store /nonexistent-dir/x.sqlite: cannot open it: ...
    """


class BadChunkError(StoreError):
    """Chunks read back from a store that their job could not have made (changed after they
    were written, or of the wrong shape): ``path``, ``job`` (the :class:`Job`) and ``chunks``
    (their indices) say which; ``store.clear(job, error.chunks)`` lets a run compute them again.

    >>> import operator
    >>> from handrank.jobs import run
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
    >>> from handrank.jobs import run
    >>> path = os.path.join(tempfile.mkdtemp(), "jobs.sqlite")
    >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
    >>> with Store(path) as store:
    ...     run(job, store=store), sorted(store.results(job).items())
    (18, [(0, 5), (1, 6), (2, 7)])
    >>> Store("/dev/null")
    Traceback (most recent call last):
    ...
    handrank.jobs.store.StoreError: store /dev/null: a device, not a regular file
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
        >>> from handrank.jobs import encode_result
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
        >>> from handrank.jobs import encode_result
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
        >>> from handrank.jobs import encode_result
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
        >>> from handrank.jobs import run
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
        >>> from handrank.jobs import run
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
        >>> from handrank.jobs import run
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> with Store(":memory:") as store:
        ...     total = run(job, store=store)
        ...     [(r.chunk, r.result) for r in store.rows(job.key)]
        [(0, 5), (1, 6), (2, 7)]
        """
        return chunk_rows(self._raw_rows(job))

    def to_csv(self, path: Union[str, os.PathLike[str]], job: Union[Job, str, None] = None) -> None:
        """Write :meth:`rows` to a CSV file: ``job, kind, version, chunk, result (JSON), seconds,
        worker``; :func:`read_export` reads it back.

        >>> import operator
        >>> from handrank.jobs import run
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> import os, tempfile
        >>> with tempfile.TemporaryDirectory() as folder, Store(":memory:") as store:
        ...     total = run(job, store=store)
        ...     store.to_csv(os.path.join(folder, "sum.csv"))
        ...     open(os.path.join(folder, "sum.csv")).readline().strip()
        'job,kind,version,chunk,result,seconds,worker'
        """
        write_csv(path, self._raw_rows(job))

    def to_parquet(self, path: Union[str, os.PathLike[str]], job: Union[Job, str, None] = None) -> None:
        """Write :meth:`rows` to a Parquet file (the columns of :meth:`to_csv`; needs ``pyarrow``).

        >>> import operator, os, tempfile
        >>> from handrank.jobs import run, read_export
        >>> job = Job("example.sum", 1, [5, 6, 7], chunks=3, chunk=operator.getitem)
        >>> with tempfile.TemporaryDirectory() as folder, Store(":memory:") as store:
        ...     total = run(job, store=store)
        ...     store.to_parquet(os.path.join(folder, "sum.parquet"))
        ...     [r.result for r in read_export(os.path.join(folder, "sum.parquet"))]
        [5, 6, 7]
        """
        write_parquet(path, self._raw_rows(job))
