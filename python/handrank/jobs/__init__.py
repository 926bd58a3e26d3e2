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

from .budget import LONG_LIMIT, too_long
from .codec import Result as Result
from .codec import chunk_seed, decode_result, encode_result, sum_exact
from .export import EXPORT_COLUMNS as EXPORT_COLUMNS
from .export import ChunkRow, read_export
from .export import _pyarrow as _pyarrow
from .job import Job
from .runner import Interrupted, LocalThreads, ordered_map, progress_bar, run, worker_count
from .runner import Progress as Progress
from .runner import _selection as _selection
from .store import STORE_FORMAT as STORE_FORMAT
from .store import BadChunkError, JobRecord, Store, StoreError
from .store import _digest as _digest

__all__ = ["LONG_LIMIT", "BadChunkError", "ChunkRow", "Interrupted", "Job", "JobRecord", "LocalThreads",
           "Store", "StoreError", "chunk_seed", "decode_result", "encode_result", "ordered_map",
           "progress_bar", "read_export", "run", "sum_exact", "too_long", "worker_count"]
