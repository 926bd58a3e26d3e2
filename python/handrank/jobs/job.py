"""A job: a kind, a version, JSON inputs and a number of chunks, chunk ``i`` being
``chunk(inputs, i)``; its key keeps the rows of different jobs in one store apart.

>>> import operator
>>> Job("example.sum", 1, [[1, 2], [3, 4]], chunks=2, chunk=operator.getitem).compute(0)
(1, 2)
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .codec import Result, decode_result, encode_result, sum_exact


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
