"""Exports of a store's rows: CSV and Parquet files of the columns ``EXPORT_COLUMNS``, and
the rows read back from them (:func:`read_export`), results decoded.

>>> import os, tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     path = os.path.join(folder, "rows.csv")
...     write_csv(path, [("k", "example.sum", 1, 0, "5", 0.25, "host:1")])
...     read_export(path)
[ChunkRow(job='k', kind='example.sum', version=1, chunk=0, result=5, seconds=0.25, worker='host:1')]
"""

from __future__ import annotations

import csv
import os
import stat
from collections.abc import Iterable
from typing import Any, NamedTuple, Optional, Union

from ..numtext import whole_number
from .codec import Result, decode_result

EXPORT_COLUMNS = ("job", "kind", "version", "chunk", "result", "seconds", "worker")


class ChunkRow(NamedTuple):
    """One finished chunk, as :meth:`Store.rows` and :func:`read_export` give it.

    >>> import operator
    >>> from handrank.jobs import Job, Store, run
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


def chunk_rows(raw: Iterable[tuple[Any, ...]]) -> list[ChunkRow]:
    """Raw rows ``(job, kind, version, chunk, result text, seconds, worker)`` as ``ChunkRow`` s,
    results decoded.

    >>> chunk_rows([("k", "example.sum", 1, 0, '[1,"1/2"]', None, None)])[0].result
    (1, Fraction(1, 2))
    """
    return [ChunkRow(j, k, v, c, decode_result(r), s, w) for j, k, v, c, r, s, w in raw]


def write_csv(path: Union[str, os.PathLike[str]], raw: Iterable[tuple[Any, ...]]) -> None:
    """Raw rows (the columns ``EXPORT_COLUMNS``, results as JSON text) to a CSV file, under a
    header of the column names.

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_csv(Path(folder, "rows.csv"), [("k", "example.sum", 1, 0, "5", 0.25, "host:1")])
    ...     print(Path(folder, "rows.csv").read_text(encoding="utf-8"))
    job,kind,version,chunk,result,seconds,worker
    k,example.sum,1,0,5,0.25,host:1
    <BLANKLINE>
    """
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(EXPORT_COLUMNS)
        w.writerows(raw)


def write_parquet(path: Union[str, os.PathLike[str]], raw: Iterable[tuple[Any, ...]]) -> None:
    """Raw rows (the columns ``EXPORT_COLUMNS``, results as JSON text) to a Parquet file (needs
    ``pyarrow``).

    >>> import os, tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_parquet(os.path.join(folder, "rows.parquet"), [("k", "example.sum", 1, 0, "5", None, None)])
    ...     read_export(os.path.join(folder, "rows.parquet"))[0].result
    5
    """
    pa, pq = _pyarrow()
    rows = list(raw)
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
    >>> from handrank.jobs import Job, Store, run
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
    return chunk_rows(raw)
