"""Running a job: its chunks mapped over an executor (local threads, any
``concurrent.futures.Executor``, a Dask ``Client``), each finished chunk saved in a store,
the results merged in chunk order.

>>> import operator
>>> run(Job("example.sum", 1, [[1, 2], [3, 4]], chunks=2, chunk=operator.getitem), threads=2)
(4, 6)
"""

from __future__ import annotations

import concurrent.futures as cf
import numbers
import os
import queue
import sqlite3
import sys
import threading
from collections import deque
from collections.abc import Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Callable, Optional, Union

from .codec import Result, decode_result
from .job import Job, _run_chunk
from .store import Store, StoreError

Progress = Callable[[int, int], None]


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


def worker_count(executor: Any = None, threads: Optional[int] = None) -> int:
    """How many chunks ``run`` computes at once with these arguments: ``threads`` (``None``:
    one) without an executor, else the executor's workers (a Dask ``Client``'s threads).

    >>> with LocalThreads(2) as pool:
    ...     worker_count(threads=3), worker_count(pool)
    (3, 2)
    """
    if executor is None:
        return threads or 1
    ex = _executor(executor)
    return _workers(ex) if ex is not None else 1


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
    _check_counts(threads, max_pending)
    executor = _executor(executor)
    results = _resumed(job, store, resume, chunks, selected, member)
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
        _compute(job, todo, finish, executor, threads, total, max_pending)
    except KeyboardInterrupt:
        raise _interrupted(job, store, member, len(results), total) from None
    return job.merge([results[i] for i in selected])


def _check_counts(threads: Optional[int], max_pending: Optional[int]) -> None:
    """``run``'s ``threads`` and ``max_pending``: ``None`` or a positive int each."""
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ValueError(f"threads must be a positive int, got {threads!r}")
    if max_pending is not None and (isinstance(max_pending, bool) or not isinstance(max_pending, int)
                                    or max_pending < 1):
        raise ValueError(f"max_pending must be a positive int (chunks in flight), got {max_pending!r}")


def _executor(executor: Any) -> Optional[cf.Executor]:
    """``run``'s ``executor``: ``None``, a ``concurrent.futures.Executor``, or the executor of a
    Dask ``Client``."""
    if executor is not None and _is_dask_client(executor):
        executor = executor.get_executor()
    if executor is not None and not isinstance(executor, cf.Executor):
        raise TypeError(f"executor must be a concurrent.futures.Executor or a dask.distributed Client, "
                        f"got {type(executor).__name__}")
    return executor


def _resumed(job: Job, store: Optional[Store], resume: Optional[bool], chunks: Optional[Iterable[int]],
             selected: Sequence[int], member: Collection[int]) -> dict[int, Result]:
    """The chunks of ``selected`` that ``store`` holds and ``run`` resumes from (none without a
    store; ``resume=False`` discards them first, ``resume=None`` refuses a store that holds some)."""
    if store is None:
        return {}
    store.register(job)
    if resume is False:
        store.clear(job, None if chunks is None else selected)
    results = store.results(job, None if chunks is None else member)
    if resume is None and results:
        raise StoreError(f"store {store.path} already holds {len(results)} of {len(selected)} chunks "
                         f"of this job ({job.kind}): continue it with resume=True (--resume), or "
                         f"discard them and start over with resume=False (--restart)")
    return results


def _compute(job: Job, todo: Iterator[int], finish: Callable[[int, Any], None],
             executor: Optional[cf.Executor], threads: Optional[int], total: int,
             max_pending: Optional[int]) -> None:
    """The chunks ``todo``, each handed to ``finish``: in this thread, on local threads, or
    on ``executor``."""
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


def _interrupted(job: Job, store: Optional[Store], member: Collection[int], done: int,
                 total: int) -> Interrupted:
    """The ``Interrupted`` of a run stopped by Ctrl-C after ``done`` chunks (with a store, its
    count: Ctrl-C may land between saving a chunk and counting it)."""
    if store is not None:
        try:
            done = sum(1 for i in store.results(job) if i in member)
        except (ValueError, sqlite3.Error):
            pass
    return Interrupted(done, total, None if store is None else str(store.path))


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
