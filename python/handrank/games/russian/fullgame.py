"""The full game's table: the best play of every hand against every up card.

``play`` is the unit of part 2 of the solver: the best of fold, bet, the sixth card and the
allowed exchanges by ``advise`` (exact where it is exact, exchanges of four or five cards
sampled to ``target_se``), or, for bet-or-fold rules, the exact values of ``decide``. The
values travel as exact ``Fraction`` s (the advisor's doubles rounded to 2**-32 antes, far
below its sampling error), so every executor sums them to the same numbers.

``table_job`` is the whole table as a ``handrank.jobs`` job for a cluster: 80,275 chunks,
one per up-card rank and hand class (the multiset of the hand's five ranks, 6,175 of them),
each the suit classes of its states (the up card of one suit, the hand canonical under the
six permutations of the other three: 5,649,150 classes in all, 70 a chunk on average, at
most 187). ``solve_game(Rules(), chunks=...)`` (the public ``russian.solve``) runs it, or a slice
of it, into a ``FullStrategy``: checkpointed in a store, resumable, on threads or Dask.

Before it runs, the table keeps the rule of every long computation (``jobs.too_long``):
``estimate_table`` times a few of its suit classes spread over the chunks to run and projects
the whole on the threads or workers given; past an hour the run is refused, the estimate in the
message, unless ``allow_long=True`` (the whole table is some 800 core-hours: a cluster job).

>>> p = play([48, 49, 50, 20, 1], 44, Rules.caribbean())   # A A A 7 2 against a king
>>> p.action, p.value > p.second, p.se
('bet', True, Fraction(0, 1))
>>> chunk_of(12, (0, 1, 2, 3, 12)), len(suit_classes(12, (0, 1, 2, 3, 12)))   # 2 3 4 5 A vs an ace
(74652, 136)
"""

from __future__ import annotations

import collections
import csv
import functools
import itertools
import math
import os
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import IO, Any, Callable, Optional, Union

from ...cards import CardError, CardSpec, cards, cards_str
from ...numtext import whole_number
from ...text.analysis import duration, plural
from ...text.games import CHART_CLASSES, FULL_GAME, FULL_GAME_PICTURE, HTML, TABLE_ESTIMATE
from ...text.games import pick as pick_words
from ...text.hands import numbers_text, play_word
from ...text.results import Result, figure, frame
from .advisor import advise
from .ranking import RussianCategory, evaluate
from .rules import Rules, check_rules
from .solver import (
    CHUNKS,
    STATES,
    SolveError,
    _describe,
    decide,
    rules_fields,
    rules_for,
    run_job,
    solve_bet_or_fold,
)

__all__ = [
    "ACTIONS",
    "CLASSES",
    "FullStrategy",
    "KIND",
    "PATTERNS",
    "PLAYS",
    "QUANTUM",
    "TABLE_CHUNKS",
    "TABLE_COLUMNS",
    "VERSION",
    "Play",
    "TableEstimate",
    "canonical",
    "chart_classes",
    "check_chunk",
    "chunk_states",
    "chart_grid",
    "chunk_of",
    "estimate_table",
    "hand_class",
    "play",
    "play_code",
    "play_name",
    "parse_chunks",
    "solve",
    "solve_game",
    "solve_table",
    "suit_classes",
    "table_chunk",
    "table_job",
    "write_png",
    "write_table",
]

KIND = "russian.full"
VERSION = 1
CLASSES = 5_649_150  # suit classes of (hand, up card): the same as the exact solver's

#: The actions, in the order of their codes in the tables.
ACTIONS = ("fold", "bet", "buy", "exchange")
#: The plays a picture tells apart: fold, bet, buy a sixth card, exchange 1..5 cards.
PLAYS = ("fold", "bet", "sixth card", "exchange 1", "exchange 2", "exchange 3", "exchange 4", "exchange 5")
QUANTUM = 2**32  # the advisor's doubles are kept as whole multiples of 1/QUANTUM antes


def _q(x: float) -> Fraction:
    return Fraction(round(x * QUANTUM), QUANTUM)


@dataclass(frozen=True)
class Play:
    """One state's best play: ``action`` (one of ``ACTIONS``), the ``mask`` of exchanged
    positions of the hand (bit i: the i-th card), its ``value`` in antes with standard error
    ``se`` (0 when exact), and the ``second`` best option's value.

    >>> p = play(cards("As Kd 5c 3h 2s"), cards("Ac")[0], Rules.caribbean())
    >>> p.action, p.mask, p.value, p.second
    ('fold', 0, Fraction(-1, 1), Fraction(-237398, 163185))
    """

    #: The best play: one of ``ACTIONS``.
    action: str
    #: The exchanged positions of the hand (bit i: the i-th card).
    mask: int
    #: The play's value in antes.
    value: Fraction
    #: The value's standard error (0 when exact).
    se: Fraction
    #: The second-best option's value.
    second: Fraction

    @property
    def code(self) -> int:
        """The index of the play in ``PLAYS`` (exchanges by how many cards)."""
        return play_code(ACTIONS.index(self.action), self.mask)

    def row(self) -> tuple[int, int, Fraction, Fraction, Fraction]:
        """The play as a table row: ``(action code, mask, value, se, second)``.

        >>> play(cards("As Kd 5c 3h 2s"), cards("Ac")[0], Rules.caribbean()).row()[:2]
        (0, 0)
        """
        return (ACTIONS.index(self.action), self.mask, self.value, self.se, self.second)


def play_code(action: int, mask: int) -> int:
    """``PLAYS`` index of an action code and exchange mask.

    >>> PLAYS[play_code(3, 0b00110)]
    'exchange 2'
    """
    return action if action < 3 else 2 + bin(mask).count("1")


def play_name(action: int, mask: int) -> str:
    """The name of a play from its codes (``"exchange 3"``).

    >>> play_name(1, 0), play_name(3, 0b00111)
    ('bet', 'exchange 3')
    """
    return PLAYS[play_code(action, mask)]


def play(hand: Sequence[int], up: int, rules: Rules, *, seed: int = 0, target_se: float = 0.01) -> Play:
    """The best play of five card ids ``hand`` against the up card id ``up`` (see the module
    docstring); ``seed`` and ``target_se`` go to ``advise``.

    >>> p = play(cards("Ks Kd 7c 5s 2h"), cards("9c")[0], Rules(), seed=1)
    >>> p.action, round(float(p.value), 4)
    ('bet', 0.973)
    """
    if rules.bet_or_fold:
        d = decide(list(hand), [up], rules)
        hi, lo = max(d.ev_bet, d.ev_fold), min(d.ev_bet, d.ev_fold)
        return Play(d.best, 0, hi, Fraction(0), lo)
    a = advise(list(hand), [up], rules, seed=seed, target_se=target_se)
    best, second = a.options[0], a.options[1]
    mask = sum(1 << i for i, c in enumerate(hand) if c in best.cards)
    return Play(best.action, mask, _q(best.ev), _q(best.se), _q(second.ev))


# -- the chunks: up rank x hand class ------------------------------------------------------

#: Every multiset of five ranks (0 = deuce) a hand can have, in a fixed order: the hand classes.
PATTERNS: tuple[tuple[int, ...], ...] = tuple(
    p for p in itertools.combinations_with_replacement(range(13), 5)
    if max(collections.Counter(p).values()) <= 4
)
TABLE_CHUNKS = 13 * len(PATTERNS)  # 80,275
_PATTERN_INDEX = {p: i for i, p in enumerate(PATTERNS)}
_PERMS = tuple((0, *p) for p in itertools.permutations((1, 2, 3)))


def chunk_of(up_rank: int, pattern: Sequence[int]) -> int:
    """The chunk of the table that holds the states of up rank ``up_rank`` (0 = deuce) and the
    hand's ranks ``pattern``.

    >>> chunk_of(0, (0, 0, 0, 0, 1)), chunk_of(12, (12, 11, 5, 3, 0)) < TABLE_CHUNKS
    (0, True)
    """
    return up_rank * len(PATTERNS) + _PATTERN_INDEX[tuple(sorted(pattern))]


def canonical(hand: Sequence[int], up: int) -> tuple[tuple[int, ...], int]:
    """The suit class of a state: the up card moved to suit 0 (its rank kept), the hand the
    least (as sorted card ids) of its images under the permutations of the other three suits.

    >>> canonical([51, 47, 43, 39, 35], 3) == canonical([48, 44, 40, 36, 32], 0)
    True
    """
    s = up & 3
    swap = {0: s, s: 0}
    moved = [4 * (c >> 2) + swap.get(c & 3, c & 3) for c in hand]
    best = min(tuple(sorted(4 * (c >> 2) + p[c & 3] for c in moved)) for p in _PERMS)
    return best, up & ~3


@functools.lru_cache(maxsize=64)
def suit_classes(up_rank: int, pattern: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int, int], ...]:
    """The suit classes of the states with the up card of rank ``up_rank`` and the hand's ranks
    ``pattern``: ``(canonical hand, up card, states it stands for)``, sorted; the weights
    count each state of the class (4 up suits x the hands in its orbit).

    >>> classes = suit_classes(12, (0, 0, 5, 7, 9))   # an ace up; deuces, 7, 9, jack
    >>> len(classes), sum(w for _, _, w in classes)   # 4 up suits x 6 x 4 x 4 x 4 states
    (72, 1536)
    """
    up = 4 * up_rank
    options = []
    for r, m in sorted(collections.Counter(pattern).items()):
        suits = [x for x in range(4) if not (r == up_rank and x == 0)]
        options.append([tuple(4 * r + x for x in c) for c in itertools.combinations(suits, m)])
    orbit: collections.Counter[tuple[int, ...]] = collections.Counter()
    for pick in itertools.product(*options):
        hand = [c for group in pick for c in group]
        orbit[min(tuple(sorted(4 * (c >> 2) + p[c & 3] for c in hand)) for p in _PERMS)] += 1
    return tuple((h, up, 4 * n) for h, n in sorted(orbit.items()))


def _chunk_cells(index: int) -> tuple[int, tuple[int, ...]]:
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < TABLE_CHUNKS:
        raise SolveError(f"chunk: 0..{TABLE_CHUNKS - 1}, got {index!r}")
    return index // len(PATTERNS), PATTERNS[index % len(PATTERNS)]


def table_chunk(inputs: Mapping[str, Any], index: int) -> tuple[Any, ...]:
    """Chunk ``index`` of the table (up rank ``index // 6175``, hand class ``PATTERNS[index %
    6175]``): ``(index, rows)``, a row per suit class ``(hand, up, states, action, mask,
    value, se, second)`` (``Play.row``), each played with the seed
    ``chunk_seed(chunk_seed(seed, index), k)``.

    >>> job = table_job(Rules.caribbean())
    >>> rows = table_chunk(job.inputs, chunk_of(12, (12, 11, 5, 3, 0)))
    >>> len(rows) > 0
    True
    """
    from ... import jobs

    rules = rules_for(inputs["rules"])
    seed, se = int(inputs["seed"]), float(inputs["target_se"])
    up_rank, pattern = _chunk_cells(index)
    base = jobs.chunk_seed(seed, index)
    rows = []
    for k, (hand, up, weight) in enumerate(suit_classes(up_rank, pattern)):
        p = play(hand, up, rules, seed=jobs.chunk_seed(base, k), target_se=se)
        rows.append((hand, up, weight, *p.row()))
    return index, tuple(rows)


def chunk_states(index: int) -> int:
    """The states chunk ``index`` stands for (the sum of its suit classes' weights): 4 up
    suits times the hands of its ranks avoiding the up card; 0 for the 156 chunks whose hand
    holds four of the up card's rank.

    >>> chunk_states(0), chunk_states(12), sum(map(chunk_states, range(TABLE_CHUNKS))) == STATES
    (0, 24, True)
    """
    up_rank, pattern = _chunk_cells(index)
    n = 4
    for r, m in collections.Counter(pattern).items():
        n *= math.comb(3 if r == up_rank else 4, m)
    return n


def _number(x: Any) -> bool:
    return isinstance(x, (int, Fraction)) and not isinstance(x, bool)


def check_chunk(result: Any, index: int) -> None:
    """A table chunk read back from a store is one ``table_chunk(inputs, index)`` could make:
    ``(index, rows)``, each row ``(hand, up, states, action, mask, value, se, second)`` with
    the chunk's up card and hand ranks, the weights adding up to ``chunk_states(index)``; a
    ``ValueError`` saying what is wrong otherwise.

    >>> check_chunk((12, (((1, 2, 3, 4, 5), 0, 12, 1, 0, 1, 0, -1),)), 12)   # one of its two classes
    Traceback (most recent call last):
    ...
    ValueError: its suit classes stand for 12 states, the chunk has 24
    """
    up_rank, pattern = _chunk_cells(index)
    if not (isinstance(result, tuple) and len(result) == 2 and result[0] == index
            and isinstance(result[1], tuple)):
        raise ValueError(f"not (chunk {index}, rows)")
    weights = 0
    for k, row in enumerate(result[1]):
        ok = isinstance(row, tuple) and len(row) == 8
        if ok:
            hand, up, w, action, mask, value, se, second = row
            ok = (isinstance(hand, tuple) and len(hand) == 5
                  and all(isinstance(c, int) and 0 <= c < 52 for c in hand)
                  and len(set(hand)) == 5 and tuple(sorted(c >> 2 for c in hand)) == pattern
                  and up == 4 * up_rank and up not in hand and isinstance(w, int) and w > 0 and w % 4 == 0
                  and isinstance(action, int) and 0 <= action < len(ACTIONS) and isinstance(mask, int)
                  and 0 <= mask < 32 and all(map(_number, (value, se, second))) and se >= 0)
        if not ok:
            raise ValueError(f"row {k} is not a suit class of this chunk's states")
        weights += w
    if weights != chunk_states(index):
        raise ValueError(f"its suit classes stand for {weights} states, the chunk has {chunk_states(index)}")


def table_job(rules: Union[Rules, str], *, seed: int = 0, target_se: float = 0.01) -> Any:
    """The whole table as a ``handrank.jobs.Job`` of ``TABLE_CHUNKS`` chunks (``table_chunk``)
    merged into a ``FullStrategy``; run a slice with ``jobs.run(job, chunks=...)``.

    >>> table_job(Rules()).chunks
    80275
    """
    from ... import jobs

    r = check_rules(rules_for(rules))
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise SolveError(f"seed: an int of at least 0, got {seed!r}")
    if isinstance(target_se, bool) or not isinstance(target_se, (int, float)) or not target_se > 0:
        raise SolveError(f"target_se: a positive number, got {target_se!r}")
    inputs = {"rules": rules_fields(r), "seed": seed, "target_se": float(target_se)}
    return jobs.Job(KIND, VERSION, inputs, chunks=TABLE_CHUNKS, chunk=table_chunk, check=check_chunk,
                    merge=functools.partial(_merge, r, seed, float(target_se)))  # fmt: skip


def _merge(rules: Rules, seed: int, target_se: float, parts: Sequence[Any]) -> FullStrategy:
    return FullStrategy(rules, seed, target_se, tuple(p[0] for p in parts),
                        tuple(r for p in parts for r in p[1]))


def parse_chunks(text: str) -> range:
    """A slice of the table's chunks from ``"A:B"`` (chunks A..B-1; either end may be left
    out) or ``"A"`` (that chunk alone).

    >>> parse_chunks("10:12"), parse_chunks("80274"), parse_chunks(":2")
    (range(10, 12), range(80274, 80275), range(0, 2))
    """
    head, colon, tail = str(text).partition(":")
    try:
        lo = whole_number(head, "chunks") if head.strip() else 0
        hi = (whole_number(tail, "chunks") if tail.strip() else TABLE_CHUNKS) if colon else lo + 1
    except ValueError:
        raise SolveError(f"chunks: A:B (chunk indices 0..{TABLE_CHUNKS}), got {text!r}") from None
    if not 0 <= lo < hi <= TABLE_CHUNKS:
        raise SolveError(f"chunks: need 0 <= A < B <= {TABLE_CHUNKS}, got {text!r}")
    return range(lo, hi)


#: The estimate times suit classes for about this many seconds (at least one class) ...
PILOT_SECONDS = 1.0
#: ... and at most this many, spread over the chunks to run.
PILOT_CLASSES = 8
#: A ``target_se`` below this is timed at this and scaled by ``(PILOT_SE / target_se) ** 2``:
#: the advisor's sampled exchanges take time in proportion to the inverse square.
PILOT_SE = 0.01


@dataclass(frozen=True)
class TableEstimate:
    """How long the table, or a slice of it, takes here, projected before it runs
    (``estimate_table``): ``chunks`` to compute, about ``classes`` suit classes in them,
    ``per_class`` CPU seconds each on one core (timed on ``timed`` classes), run on ``workers``
    threads (or a cluster's workers, ``unit="worker"``).

    >>> e = TableEstimate(80_275, 5_649_150, 0.5, 2, 4)
    >>> round(e.seconds / 3600), e.text()
    (196, 'table chunks to compute: 80,275 (about 5,649,150 suit classes), about 8.2 days on 4 threads here')
    """

    #: The chunks to compute.
    chunks: int
    #: About how many suit classes they hold.
    classes: int
    #: CPU seconds a suit class takes on one core here.
    per_class: float
    #: How many classes were timed.
    timed: int
    #: The threads or workers that share the work.
    workers: int
    #: ``"thread"`` (local threads) or ``"worker"`` (an executor's or a cluster's workers).
    unit: str = "thread"

    @property
    def seconds(self) -> float:
        """The projected time: the classes times the time of one, shared by the workers."""
        return self.classes * self.per_class / max(self.workers, 1)

    def text(self, lang: str = "en", *, store: Optional[str] = None, cli: bool = False) -> str:
        """The estimate in a line; ``cli``: and, as the command line says it before the run,
        where each finished chunk is kept (``store``) or that nothing is without one.

        >>> print(TableEstimate(100, 7_000, 0.5, 2, 2).text("ru"))
        кусков таблицы к расчёту: 100 (классов: около 7 000), примерно 29 минут на 2 потоках
        >>> print(TableEstimate(100, 7_000, 0.5, 2, 1).text(cli=True))  # doctest: +NORMALIZE_WHITESPACE
        table chunks to compute: 100 (about 7,000 suit classes), about 58 minutes on 1 thread here;
        without --store an interrupt keeps nothing: with --store FILE, --resume continues
        """
        w = pick_words(TABLE_ESTIMATE, lang)
        on = (w["worker"] if self.unit == "worker" else w["thread"])[plural(self.workers, lang)]
        line = w["line"].format(chunks=numbers_text(f"{self.chunks:,}", lang),
                                classes=numbers_text(f"{self.classes:,}", lang),
                                time=duration(self.seconds, lang), on=on.format(n=self.workers))
        if cli:
            line += w["store"].format(store=store) if store is not None else w["no_store"]
        return line


def _classes_of(index: int) -> tuple[tuple[tuple[int, ...], int, int], ...]:
    return suit_classes(*_chunk_cells(index))


def estimate_table(
    rules: Union[Rules, str],
    *,
    chunks: Optional[Iterable[int]] = None,
    seed: int = 0,
    target_se: float = 0.01,
    workers: int = 1,
    unit: str = "thread",
) -> TableEstimate:
    """How long ``solve_table`` takes for these ``chunks`` (all by default; a ``range``, a list
    of indices or ``"A:B"``) on ``workers`` threads: up to ``PILOT_CLASSES`` suit classes, one
    from each of chunks spread over the selection, are played as the table plays them (the same
    seeds) and timed (CPU time, at least two classes, until about ``PILOT_SECONDS``); their
    mean, times the classes of the selection (all 5,649,150 for the whole table, else estimated
    from its states), shared by the workers, each on a core of its own. The classes' times
    vary: it tells hours from days, not minute from minute.

    >>> e = estimate_table(Rules.caribbean(), chunks="0:100")   # bet or fold: quick to decide
    >>> e.chunks, e.timed > 0, e.seconds < 60
    (100, True, True)
    """
    r = check_rules(rules_for(rules))
    todo: Sequence[int]
    if chunks is None:
        todo = range(TABLE_CHUNKS)
    elif isinstance(chunks, str):
        todo = parse_chunks(chunks)
    else:
        todo = chunks if isinstance(chunks, range) else sorted(chunks)
    if not todo:
        return TableEstimate(0, 0, 0.0, 0, workers, unit)
    if len(todo) == TABLE_CHUNKS:
        classes = CLASSES
    elif len(todo) <= 2 * PILOT_CLASSES:
        classes = sum(len(_classes_of(i)) for i in todo)
    else:  # about 21.6 states a class
        classes = round(sum(map(chunk_states, todo)) * CLASSES / STATES)
    from ... import jobs

    pilot_se = max(float(target_se), PILOT_SE)
    picks = [todo[(2 * j + 1) * len(todo) // (2 * PILOT_CLASSES)] for j in range(PILOT_CLASSES)]
    spent, timed = 0.0, 0
    for index in dict.fromkeys(picks):  # each chunk once, in order
        cls = _classes_of(index)
        if not cls:
            continue
        k = len(cls) // 2
        hand, up, _ = cls[k]
        t0 = time.thread_time()  # this thread's CPU: the work's cost, not the other programs'
        play(hand, up, r, seed=jobs.chunk_seed(jobs.chunk_seed(seed, index), k), target_se=pilot_se)
        spent += time.thread_time() - t0
        timed += 1
        if timed >= 2 and spent >= PILOT_SECONDS:
            break
    per_class = spent / timed if timed else 0.0
    if not r.bet_or_fold:
        per_class *= (pilot_se / float(target_se)) ** 2
    return TableEstimate(len(todo), classes, per_class, timed, workers, unit)


def solve_table(
    rules: Union[Rules, str],
    *,
    chunks: Optional[Iterable[int]] = None,
    seed: int = 0,
    target_se: float = 0.01,
    threads: Optional[int] = None,
    executor: Any = None,
    store: Any = None,
    resume: Optional[bool] = None,
    progress: Optional[Callable[[int, int], None]] = None,
    allow_long: bool = False,
    notice: Optional[Callable[[TableEstimate], Any]] = None,
) -> FullStrategy:
    """The table of ``table_job`` (only the ``chunks`` given: a ``range``, a list of indices
    or ``"A:B"`` text), run as ``solver.solve_bet_or_fold`` runs the exact solve; see the module
    docstring. First ``estimate_table`` projects the chunks still to compute (a store's
    finished ones left out when ``resume=True``) on the threads or workers given; past an hour
    (``jobs.LONG_LIMIT``) it is refused with a ``SolveError`` naming the estimate unless
    ``allow_long=True``; ``notice(estimate)`` hears it before the run starts (with
    ``allow_long=True`` and no ``notice`` nothing is estimated).

    >>> t = solve_table(Rules.caribbean(), chunks=[chunk_of(12, (12, 11, 5, 3, 0))], threads=1)
    >>> t.chunks, t.frequencies["bet"] + t.frequencies["fold"]
    ((75338,), Fraction(1, 1))
    >>> solve_table(Rules(), threads=1)                      # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    handrank.games.russian.solver.SolveError: the table of best plays: 80,275 chunks, ... (--allow-long) ...
    """
    from ... import jobs

    job = table_job(rules, seed=seed, target_se=target_se)
    if isinstance(chunks, str):
        chunks = parse_chunks(chunks)
    if not isinstance(allow_long, bool):
        raise SolveError(f"allow_long: True or False, got {allow_long!r}")
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise SolveError(f"threads: a positive int, got {threads!r}")
    try:
        selected = jobs._selection(job, chunks)
    except (TypeError, ValueError) as e:
        raise SolveError.recast(e) from None
    if executor is None:
        workers, unit = threads or os.cpu_count() or 1, "thread"
    else:
        workers, unit = jobs.worker_count(executor), "worker"
    if allow_long and notice is None:  # nobody to refuse or to tell: no estimate
        result: FullStrategy = run_job(job, threads, executor, store, resume, progress, chunks)
        return result
    todo = _not_stored(job, selected, store) if resume is True and store is not None else selected
    estimate = estimate_table(job.inputs["rules"], chunks=todo, seed=seed, target_se=target_se,
                              workers=workers, unit=unit)
    if estimate.seconds > jobs.LONG_LIMIT and not allow_long:
        what = (f"the table of best plays: {estimate.chunks:,} chunk{'' if estimate.chunks == 1 else 's'}, "
                f"about {estimate.classes:,} suit classes at {estimate.per_class:.2g} s each on one core")
        instead = ('run a slice (chunks="A:B", --chunks A:B) or sample the game '
                   "(handrank russian solve --sample N)")
        keep = ("; a store (store=FILE, --store FILE) keeps each finished chunk, and resume=True (--resume) "
                "continues an interrupted run from them")
        message = jobs.too_long(what, estimate.seconds, workers, instead, unit=unit, after=keep)
        raise SolveError(message).worded(
            "long", task=("long.table", {"chunks": estimate.chunks, "classes": estimate.classes,
                                         "per": f"{estimate.per_class:.2g}"}),
            seconds=estimate.seconds, workers=workers, unit=unit, limit=jobs.LONG_LIMIT,
            instead="long.slice", after="long.store")
    if notice is not None:
        notice(estimate)
    result = run_job(job, threads, executor, store, resume, progress, chunks)
    return result


def _not_stored(job: Any, selected: Sequence[int], store: Any) -> Sequence[int]:
    """The chunks of ``selected`` that ``store`` (a ``jobs.Store`` or a file) does not hold."""
    from ... import jobs

    if isinstance(store, jobs.Store):
        missing = set(store.missing(job))
    else:
        with jobs.Store(store) as opened:
            missing = set(opened.missing(job))
    return [i for i in selected if i in missing]


def solve_game(
    rules: Union[Rules, str],
    *,
    threads: Optional[int] = None,
    executor: Any = None,
    store: Any = None,
    resume: Optional[bool] = None,
    progress: Optional[Callable[[int, int], None]] = None,
    chunks: Any = None,
    seed: int = 0,
    target_se: float = 0.01,
    allow_long: bool = False,
    notice: Optional[Callable[[TableEstimate], Any]] = None,
) -> Any:
    """``russian.solve``: bet-or-fold rules solved exactly (``solver.solve_bet_or_fold``: a ``Strategy``),
    rules with draws (the spec's default ``Rules()``) as the full game's table of best plays
    (``solve_table``: a ``FullStrategy``; 80,275 chunks, a job for a cluster; ``chunks`` runs a
    slice, e.g. ``range(0, 10)`` or ``"0:10"``; ``seed`` and ``target_se`` go to the advisor;
    projected past an hour it is refused unless ``allow_long=True``, and ``notice`` hears the
    estimate first: see ``solve_table``).
    ``threads``, ``executor``, ``store``, ``resume``, ``progress`` as in ``solver.solve_bet_or_fold``.
    ``solve`` is another name of this function.

    >>> solve_game(Rules.caribbean(), chunks="0:1")
    Traceback (most recent call last):
    ...
    handrank.games.russian.solver.SolveError: chunks: a slice is for the full game's table;
    the exact solve runs all 13 chunks
    """
    r = check_rules(rules_for(rules))
    if not r.bet_or_fold:
        return solve_table(r, chunks=chunks, seed=seed, target_se=target_se, threads=threads,
                           executor=executor, store=store, resume=resume, progress=progress,
                           allow_long=allow_long, notice=notice)  # fmt: skip
    if chunks is not None:
        raise SolveError("chunks: a slice is for the full game's table; "
                         f"the exact solve runs all {CHUNKS} chunks")
    return solve_bet_or_fold(r, threads=threads, executor=executor, store=store, resume=resume,
                             progress=progress)


#: ``solve_game`` by its shorter name (the public ``russian.solve``).
solve = solve_game


# -- the solved table ------------------------------------------------------------------------

#: The columns of ``FullStrategy.to_csv`` / ``to_parquet`` (and of a sample's rows).
TABLE_COLUMNS = ("hand", "up", "states", "best", "exchange", "value", "se", "second", "margin")


def _table_rows(rows: Iterable[Sequence[Any]]) -> Iterable[tuple[Any, ...]]:
    """``(hand, up, states, action, mask, value, se, second)`` rows as ``TABLE_COLUMNS``."""
    for hand, up, w, action, mask, value, se, second in rows:
        gone = [c for i, c in enumerate(hand) if mask >> i & 1]
        yield (cards_str(hand), cards_str([up]), int(w), play_name(action, mask),
               cards_str(gone) if gone else "", float(value), float(se), float(second),
               float(value - second))  # fmt: skip


def write_table(rows: Iterable[Sequence[Any]], out: Union[str, os.PathLike[str], IO[str]],
                fmt: str = "csv") -> int:
    """Write table rows (``FullStrategy.rows`` form) as CSV or Parquet (``fmt="parquet"``,
    needs pyarrow: ``pip install "handrank[parquet]"``); returns the rows written.

    >>> import io
    >>> t = solve_table(Rules.caribbean(), chunks=[chunk_of(12, (12, 11, 5, 3, 0))], threads=1)
    >>> out = io.StringIO()
    >>> write_table(t.rows, out) == len(t.rows)
    True
    """
    data = list(_table_rows(rows))
    if fmt == "parquet":
        from ...jobs import _pyarrow

        pa, pq = _pyarrow()
        types = (pa.string(), pa.string(), pa.int64(), pa.string(), pa.string(), pa.float64(), pa.float64(),
                 pa.float64(), pa.float64())  # fmt: skip
        table = pa.table({name: pa.array([r[i] for r in data], type=t)
                          for i, (name, t) in enumerate(zip(TABLE_COLUMNS, types))})  # fmt: skip
        pq.write_table(table, out if not isinstance(out, os.PathLike) else os.fspath(out))
        return len(data)
    if fmt != "csv":
        raise ValueError(f"fmt: csv or parquet, got {fmt!r}")
    if isinstance(out, (str, os.PathLike)):
        with open(out, "w", newline="", encoding="utf-8") as f:
            return _write_csv(data, f)
    return _write_csv(data, out)


def _write_csv(data: Sequence[tuple[Any, ...]], out: IO[str]) -> int:
    w = csv.writer(out)
    w.writerow(TABLE_COLUMNS)
    w.writerows(r[:5] + tuple(f"{x:.9f}" for x in r[5:]) for r in data)
    return len(data)


@dataclass(frozen=True)
class FullStrategy(Result):
    """The full game's table, or the slice of it that was run: ``rows`` (one per suit
    class: ``(hand, up, states, action, mask, value, se, second)``) of the ``chunks`` merged.

    ``expected_return`` is the mean best value over the states covered (exact sums of the
    rows; the whole game's when ``complete``), ``se`` its standard error from the advisor's
    sampled exchanges (the classes are estimated independently), ``frequencies`` how often
    each play is best. A slice with no states (156 chunks have none: a hand holding four of
    the up card's rank, which no deck deals) has no mean: those are ``None`` (``frequencies``
    empty) and the text says so.

    >>> empty = solve_table(Rules(), chunks="0:1", threads=1)
    >>> empty.states, empty.house_edge, empty.se, empty.frequencies
    (0, None, None, {})
    >>> print(empty.text())
    Full game, a slice of 1 of 80,275 chunks: 0 suit classes, 0 states
    No states in this slice (its hands hold four cards of the up card's rank, which no deck deals):
    the expected return is undefined

    >>> t = solve_table(Rules.caribbean(), chunks=[chunk_of(12, (12, 11, 5, 3, 0))], threads=1)
    >>> len(t.rows), t.states, t.complete
    (136, 3072, False)
    """

    #: The rules solved.
    rules: Rules
    #: The seed of the advisor's sampled exchanges.
    seed: int
    #: The standard error the advisor's sampled options were run to, in antes.
    target_se: float
    #: The chunks merged (all of them when ``complete``).
    chunks: tuple[int, ...]
    #: One row per suit class: ``(hand, up, states, action, mask, value, se, second)``.
    rows: tuple[tuple[Any, ...], ...] = field(repr=False)

    @cached_property
    def states(self) -> int:
        """How many states the rows stand for."""
        return sum(int(r[2]) for r in self.rows)

    @property
    def complete(self) -> bool:
        """Whether every state of the game is in the table."""
        return self.states == STATES

    @cached_property
    def expected_return(self) -> Optional[Fraction]:
        """The mean best value per ante over the states covered (``None``: no states)."""
        if not self.states:
            return None
        return sum((r[2] * r[5] for r in self.rows), Fraction(0)) / self.states

    @property
    def house_edge(self) -> Optional[Fraction]:
        """Minus ``expected_return`` (``None``: no states)."""
        er = self.expected_return
        return None if er is None else -er

    @cached_property
    def se(self) -> Optional[float]:
        """The standard error of ``expected_return`` from the advisor's own sampling."""
        if not self.states:
            return None
        return math.sqrt(float(sum((r[2] * r[6]) ** 2 for r in self.rows))) / self.states

    @property
    def ci95(self) -> Optional[tuple[float, float]]:
        """The house edge's 95% interval, from ``se`` (``None``: no states)."""
        if self.house_edge is None or self.se is None:
            return None
        he = float(self.house_edge)
        return (he - 1.96 * self.se, he + 1.96 * self.se)

    @cached_property
    def frequencies(self) -> dict[str, Fraction]:
        """How often each play (``PLAYS``) is best, as a share of the states covered (empty
        when there are none)."""
        if not self.states:
            return {}
        out = dict.fromkeys(PLAYS, 0)
        for r in self.rows:
            out[play_name(r[3], r[4])] += r[2]
        return {k: Fraction(v, self.states) for k, v in out.items()}

    @cached_property
    def _index(self) -> dict[tuple[tuple[int, ...], int], tuple[Any, ...]]:
        return {(tuple(r[0]), r[1]): r for r in self.rows}

    def best(self, hand: CardSpec, up: CardSpec) -> Play:
        """The best play of a state from the table (its suit class's row; the mask refers to
        the ``hand`` as given). A ``SolveError`` when the state's chunk was not run.

        >>> t = solve_table(Rules.caribbean(), chunks=[chunk_of(11, (12, 12, 12, 11, 11))], threads=1)
        >>> t.best("A♠ A♥ A♦ K♠ K♥", "K♦").action, len(t.rows)
        ('bet', 3)
        >>> t.best("A♠ A♥ 2♦ K♠ K♥", "K♦")
        Traceback (most recent call last):
        ...
        handrank.games.russian.solver.SolveError: best: As Ah 2d Ks Kh against Kd is in chunk 69741,
        not in this table's chunks
        """
        ids, ups = cards(hand), cards(up)
        if len(ids) != 5 or len(ups) != 1:
            raise CardError(f"best: five cards and one up card, got {len(ids)} and {len(ups)}")
        cards(tuple(ids) + tuple(ups))
        canon, cup = canonical(ids, ups[0])
        row = self._index.get((canon, cup))
        if row is None:
            where = chunk_of(ups[0] >> 2, [c >> 2 for c in ids])
            raise SolveError(f"best: {cards_str(ids)} against {cards_str(ups)} is in chunk {where}, "
                             f"not in this table's chunks")  # fmt: skip
        _, _, _, action, mask, value, se, second = row
        # the mask of the canonical hand, carried back to the cards as given
        gone = [c for i, c in enumerate(row[0]) if mask >> i & 1]
        back = _inverse_map(ids, ups[0], canon)
        want = {back[c] for c in gone}
        return Play(ACTIONS[action], sum(1 << i for i, c in enumerate(ids) if c in want), value, se, second)

    def to_dict(self) -> dict[str, Any]:
        """The numbers as plain JSON types.

        >>> t = solve_table(Rules.caribbean(), chunks=[chunk_of(12, (12, 11, 5, 3, 0))], threads=1)
        >>> sorted(t.to_dict())[:4]
        ['chunks', 'ci95', 'classes', 'complete']
        """
        return {
            "rules": rules_fields(self.rules),
            "seed": self.seed,
            "target_se": self.target_se,
            "chunks": len(self.chunks),
            "table_chunks": TABLE_CHUNKS,
            "classes": len(self.rows),
            "states": self.states,
            "complete": self.complete,
            "expected_return": None if self.expected_return is None else float(self.expected_return),
            "house_edge": None if self.house_edge is None else float(self.house_edge),
            "se": self.se,
            "ci95": None if self.ci95 is None else list(self.ci95),
            "frequencies": {k: float(v) for k, v in self.frequencies.items()},
        }

    def __str__(self) -> str:
        """The report, ``text()``."""
        return self.text()

    def __repr__(self) -> str:
        """One line: what was covered and the value found, never the rows."""
        what = "the whole game" if self.complete else f"{len(self.chunks):,} of {TABLE_CHUNKS:,} chunks"
        er = self.expected_return
        value = f", expected return {float(er):+.4f} ± {self.se:.4f}" if er is not None else ""
        return (f"<FullStrategy ({_describe(self.rules)}) over {what}: {len(self.rows):,} suit classes, "
                f"{self.states:,} states{value}>")

    def _repr_html_(self) -> str:
        """Jupyter: a summary (coverage, the value found, how often each play is best);
        never the rows."""
        from ...text import html
        w = HTML["en"]
        er, ci = self.expected_return, self.ci95
        if er is None or ci is None:
            return html.block(w["table_title"], note=w["table_empty"].format(chunks=self.chunks))
        lo, hi = ci
        if self.complete:
            edge = w["table_edge"].format(edge=float(-er), se=self.se, lo=lo, hi=hi)
            value = [(w["house_edge"], html.esc(edge))]
        else:
            value = [(w["expected_return"], html.esc(w["table_return"].format(er=float(er), se=self.se)))]
        covered = (w["whole"] if self.complete
                   else w["slice"].format(chunks=len(self.chunks), table=TABLE_CHUNKS))
        summary = html.pairs([
            (w["rules"], html.esc(w["rules_value"].format(name=_describe(self.rules),
                                                          rules=repr(self.rules)))),
            (w["covered"], html.esc(covered)),
            (w["rows"], html.esc(w["rows_value"].format(rows=len(self.rows), states=self.states))),
            *value,
            (w["advisor"], html.esc(w["advisor_value"].format(seed=self.seed, target=self.target_se))),
            *((w["best"].format(play=k), html.bar(float(v))) for k, v in self.frequencies.items() if v),
        ])
        return html.block(w["table_title"], summary)

    def text(self, lang: str = "en") -> str:
        """The report: what was covered, the house edge (of the whole game) or the expected
        return per ante (of a slice), how often each play is best.

        >>> t = solve_table(Rules.caribbean(), chunks=[chunk_of(12, (12, 11, 5, 3, 0))], threads=1)
        >>> print(t.text())
        Full game, a slice of 1 of 80,275 chunks: 136 suit classes, 3,072 states
        Expected return per ante over the slice: -0.9682 ± 0.0000
        Best play: fold 99.61%, bet 0.39%
        """
        w = pick_words(FULL_GAME, lang)
        what = w["whole"] if self.complete else w["slice"].format(chunks=len(self.chunks), table=TABLE_CHUNKS)
        head = w["head"].format(what=what, rows=len(self.rows), states=self.states)
        if self.expected_return is None or self.se is None or self.ci95 is None:
            return numbers_text("\n".join([head, w["empty"]]), lang)
        lo, hi = self.ci95
        plays = ", ".join(f"{play_word(k, lang)} {float(v):.2%}" for k, v in self.frequencies.items() if v)
        er = float(self.expected_return)
        if self.complete:
            value = w["edge"].format(edge=-er, se=self.se, lo=lo, hi=hi)
        else:
            value = w["return"].format(er=er, se=self.se)
        return numbers_text("\n".join([head, value, w["best"].format(plays=plays)]), lang)

    def to_frame(self) -> Any:
        """The table as a pandas ``DataFrame``, one row per suit class (``TABLE_COLUMNS``);
        needs pandas.

        >>> t = solve_table(Rules.caribbean(), chunks=[chunk_of(12, (12, 11, 5, 3, 0))], threads=1)
        >>> len(t.to_frame()) == len(t.rows), list(t.to_frame().columns)[:3]
        (True, ['hand', 'up', 'states'])
        """
        return frame(TABLE_COLUMNS, _table_rows(self.rows))

    def to_csv(self, out: Union[str, os.PathLike[str], IO[str]]) -> int:
        """Write the table, one row per suit class (``TABLE_COLUMNS``); returns the rows.

        >>> import io
        >>> out = io.StringIO()
        >>> t = solve_table(Rules.caribbean(), chunks=[chunk_of(12, (12, 11, 5, 3, 0))], threads=1)
        >>> t.to_csv(out) == len(t.rows)
        True
        >>> out.getvalue().splitlines()[0]
        'hand,up,states,best,exchange,value,se,second,margin'
        """
        return write_table(self.rows, out, "csv")

    def to_parquet(self, path: Union[str, os.PathLike[str]]) -> int:
        """Write the table as Parquet (``TABLE_COLUMNS``; needs pyarrow); returns the rows.

        >>> import os, tempfile
        >>> t = solve_table(Rules(), threads=1, chunks=[chunk_of(11, (12, 12, 12, 11, 11))])
        >>> t.to_parquet(os.path.join(tempfile.mkdtemp(), "aces.parquet")) == len(t.rows)
        True
        """
        return write_table(self.rows, path, "parquet")

    def to_png(self, path: Union[str, os.PathLike[str]]) -> Any:
        """Draw the best play by hand class and up card (``write_png``).

        >>> import os, tempfile
        >>> path = os.path.join(tempfile.mkdtemp(), "picture.png")
        >>> table = solve_table(Rules(), threads=1, chunks=[chunk_of(11, (12, 12, 12, 11, 11))])
        >>> fig = table.to_png(path)
        >>> open(path, "rb").read(4)
        b'\\x89PNG'
        """
        w = FULL_GAME_PICTURE["en"]
        covered = w["whole"] if self.complete else w["slice"]
        title = w["table_title"].format(rules=_rules_name(self.rules), covered=covered, states=self.states)
        return write_png(self.rows, path, title)


def _inverse_map(ids: Sequence[int], up: int, canon: Sequence[int]) -> dict[int, int]:
    """Card of the canonical hand -> the card of ``ids`` it stands for."""
    s = up & 3
    swap = {0: s, s: 0}
    moved = [4 * (c >> 2) + swap.get(c & 3, c & 3) for c in ids]
    for p in _PERMS:
        image = [4 * (c >> 2) + p[c & 3] for c in moved]
        if sorted(image) == list(canon):
            return dict(zip(image, ids))
    raise AssertionError("canonical: no permutation maps the hand to its class")  # pragma: no cover


def _rules_name(rules: Rules) -> str:
    from .solver import _describe

    return _describe(rules)


# -- the picture -----------------------------------------------------------------------------


_MADE = {10: 0, 9: 0, 8: 1, 7: 2, 6: 3, 5: 4, 4: 5, 3: 6}  # category -> chart row
_CLASSES = CHART_CLASSES["en"]


def hand_class(hand: Sequence[int]) -> int:
    """The row of a hand in the chart (an index of ``chart_classes()``): made hands by
    category (pairs by rank), the rest by their draw (four to a flush, then four to a
    straight), with or without Ace-King.

    >>> [chart_classes()[hand_class(cards(h))]
    ...  for h in ("A♠ K♦ 7♣ 5♥ 2♠", "9♠ 8♦ 7♣ 5♥ 2♠", "Q♠ Q♦ 7♣ 5♥ 2♠")]
    ['Ace-King', 'four to a straight', 'pair of Qs']
    """
    cat = int(evaluate(list(hand)).category)
    if cat in _MADE:
        return _MADE[cat]
    ranks = [c >> 2 for c in hand]
    if cat == int(RussianCategory.PAIR):
        return 7 + 12 - max(r for r in ranks if ranks.count(r) == 2)
    ak = cat == int(RussianCategory.ACE_KING)
    if max(collections.Counter(c & 3 for c in hand).values()) == 4:
        return 21 if ak else 22
    have = set(ranks) | ({-1} if 12 in ranks else set())  # the ace is low too
    if any(len(have & set(range(lo, lo + 5))) >= 4 for lo in range(-1, 9)):
        return 23 if ak else 24
    return 20 if ak else 25


def chart_classes() -> tuple[str, ...]:
    """The row labels of the chart (``hand_class``), best hands first.

    >>> classes = chart_classes()
    >>> len(classes), classes[:3]
    (26, ('straight flush', 'four of a kind', 'full house'))
    """
    return _CLASSES


_COLOURS = ("#d62728", "#2ca02c", "#9467bd", "#1f77b4", "#17becf", "#ff7f0e", "#bcbd22", "#8c564b")
_SHORT = ("F", "B", "6", "x1", "x2", "x3", "x4", "x5")
_RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def chart_grid(rows: Iterable[Sequence[Any]]) -> list[list[Optional[tuple[int, float, float, int]]]]:
    """The chart's cells from table rows (``(hand, up, states, action, mask, value, se,
    second)``): per hand class (``chart_classes``) and up rank, ``(play, share, margin,
    states)``: the play best in most of the cell's states (``PLAYS`` index), the share of the
    states it is best in, the mean margin of the best play over the second best (antes),
    and the states counted; ``None`` for a cell without states.

    >>> t = solve_table(Rules.caribbean(), chunks=[chunk_of(12, (12, 11, 5, 3, 0))], threads=1)
    >>> grid = chart_grid(t.rows)
    >>> len(grid), len(grid[0])
    (26, 13)
    """
    plays: dict[tuple[int, int], list[int]] = {}
    margin: dict[tuple[int, int], Fraction] = {}
    for hand, up, w, action, mask, value, _, second in rows:
        key = (hand_class(hand), up >> 2)
        plays.setdefault(key, [0] * len(PLAYS))[play_code(action, mask)] += w
        margin[key] = margin.get(key, Fraction(0)) + w * (value - second)
    grid: list[list[Optional[tuple[int, float, float, int]]]] = [[None] * 13 for _ in _CLASSES]
    for (c, u), counts in plays.items():
        total = sum(counts)
        top = max(range(len(PLAYS)), key=lambda i: counts[i])
        grid[c][u] = (top, counts[top] / total, float(margin[(c, u)] / total), total)
    return grid


def write_png(rows: Iterable[Sequence[Any]], path: Union[str, os.PathLike[str]],
              title: str = "") -> Any:
    """Draw the best play by hand class (rows) and up card (columns) to a PNG file: each
    cell coloured by the play best in most of its states, the shade the mean EV margin of
    that play over the second best (pale: a close call), the label the play (F fold, B bet,
    6 sixth card, xN exchange N cards) and the margin in hundredths of an ante; returns the
    matplotlib ``Figure``. Needs matplotlib (``pip install "handrank[plot]"``).

    >>> import os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "picture.png")
    >>> table = solve_table(Rules(), threads=1, chunks=[chunk_of(11, (12, 12, 12, 11, 11))])
    >>> fig = write_png(table.rows, path, "three aces and two kings")
    >>> open(path, "rb").read(4)
    b'\\x89PNG'
    """
    try:
        from matplotlib.colors import to_rgb
        from matplotlib.patches import Patch
    except ImportError:
        raise ImportError('pictures need matplotlib: pip install "handrank[plot]"') from None
    grid = chart_grid(rows)
    image = []
    for line in grid:
        out = []
        for cell in line:
            if cell is None:
                out.append((0.93, 0.93, 0.93))
                continue
            t = 0.2 + 0.8 * min(1.0, max(0.0, cell[2]) / 0.5) ** 0.5  # full colour from half an ante
            base = to_rgb(_COLOURS[cell[0]])
            out.append(tuple(1 - t * (1 - x) for x in base))
        image.append(out)
    fig = figure(figsize=(10, 11))
    ax = fig.add_subplot(1, 1, 1)
    ax.imshow(image, aspect="auto", interpolation="nearest")
    for r, line in enumerate(grid):
        for c, cell in enumerate(line):
            if cell is not None:
                mark = "" if cell[1] >= 0.75 else "?"
                ax.text(c, r, f"{_SHORT[cell[0]]}{mark}\n{100 * cell[2]:.0f}", ha="center", va="center",
                        fontsize=6.5, linespacing=0.9)  # fmt: skip
    ax.set_xticks(range(13))
    ax.set_xticklabels(_RANK_NAMES, fontsize=9)
    ax.set_yticks(range(len(_CLASSES)))
    ax.set_yticklabels(_CLASSES, fontsize=8)
    w = FULL_GAME_PICTURE["en"]
    ax.set_xlabel(w["up_card"])
    used = sorted({cell[0] for line in grid for cell in line if cell is not None})
    ax.legend(handles=[Patch(color=_COLOURS[i], label=f"{_SHORT[i]}: {PLAYS[i]}") for i in used],
              loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8, frameon=False)  # fmt: skip
    fig.suptitle(w["title"].format(title=title), fontsize=9.5)
    fig.subplots_adjust(left=0.17, right=0.8, top=0.92, bottom=0.06)
    fig.savefig(os.fspath(path), dpi=110, format="png")  # at the path given, whatever it ends with
    return fig
