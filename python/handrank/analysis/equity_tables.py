"""Tables of equities: each row hand or range against each column one, run as a job.

The entries are chunks of a :class:`handrank.jobs.Job`, so a table runs on local threads, any
``concurrent.futures`` executor or a Dask cluster with the same numbers, and a ``store``
lets a killed run resume. Exact entries are kept as fractions of integer counts.

>>> t = equity_table(["AhKd", "QQ"], ["QsQc", "72o"], board="2c 7d Kh")
>>> t.rows, t.cols
(('AhKd', 'QQ'), ('QsQc', '72o'))
>>> t["AhKd", "QsQc"], round(t["QQ", "72o"], 4), t.exact
(0.9121212121212121, 0.2545, True)

:func:`preflop_matrix` is the 169 × 169 matrix of the hand classes, :func:`vs_random` each
class against 1 to 9 random hands; :meth:`EquityTable.to_png` draws them (``plot`` extra).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, Optional, Union

from .. import jobs
from ..cards import RANKS, CardError, CardSpec, cards, cards_str
from ..numtext import shown
from ..registry import adopt
from ..registry import game as _game
from ..text import results as _results
from ..text.analysis import pct, say, say_n
from .equity import POT, EquityError, equity
from .ranges import HAND_CLASSES, Range

__all__ = ["CLASS_GRID", "EquityTable", "check_chunk", "equity_table", "preflop_matrix", "representative",
           "vs_random"]

KIND = "handrank.equity_table"
VERSION = 2  # entries (num, den, kind[, se num, se den]): 1 counted, 2 enumerated with weights, 0 sampled
COUNTED, WEIGHTED, SAMPLED = 1, 2, 0
TARGET_CHUNKS = 512  # a table is cut into about this many chunks (fewer when it has fewer entries)
HandOrRange = Union[str, Range, Sequence[Any]]


def representative(hand_class: str) -> str:
    """One hand of a class: the equity of a class against anything suit-symmetric (a class,
    ``random``, no board) is that of any one of its hands.

    >>> representative("AA"), representative("AKs"), representative("T9o")
    ('AsAh', 'AsKs', 'Ts9h')
    """
    hi, lo, kind = hand_class[0], hand_class[1], hand_class[2:]
    return f"{hi}s{lo}h" if kind != "s" else f"{hi}s{lo}s"


def _cell(hand_class: str) -> tuple[int, int]:
    """Row and column of a class in the 13 × 13 grid: aces first, pairs on the diagonal,
    suited above it, offsuit below."""
    a, b = 12 - RANKS.index(hand_class[0]), 12 - RANKS.index(hand_class[1])
    return (a, b) if hand_class.endswith("s") else (b, a)


CLASS_GRID: dict[str, tuple[int, int]] = {c: _cell(c) for c in HAND_CLASSES}


@dataclass(frozen=True)
class EquityTable(_results.TableResult):
    """Equities of each row (hand or range) against each column, with the exact fractions.

    ``fractions[i][j]`` is the row's share of the pot as a ``Fraction`` (of the integer counts
    when enumerated; the exact value of the computed float for Monte Carlo or weighted
    ranges), ``None`` when no deal is possible (the hands collide). ``exact``: every entry
    was enumerated. ``se[i][j]``: a Monte Carlo entry's standard error (``None`` for an
    enumerated one); ``floats[i][j]``: the entry is a computed float (Monte Carlo or weighted
    ranges), not a fraction of counts.

    >>> t = equity_table(["AhKd", "AsKs"], ["AhQh"], board="2c 7d Kh")
    >>> t.fractions, t.exact    # AhKd and AhQh share the Ah: no deal
    (((None,), (Fraction(103, 110),)), True)
    """

    #: The row labels: each row's hand or range, as given.
    rows: tuple[str, ...]
    #: The column labels: each column's hand or range, as given.
    cols: tuple[str, ...]
    #: The row's share of the pot against each column, exact (``None``: no deal possible).
    fractions: tuple[tuple[Optional[Fraction], ...], ...]
    #: Every entry was enumerated (no Monte Carlo).
    exact: bool
    #: The board's card ids (empty: preflop).
    board: tuple[int, ...] = ()
    #: Dead card ids, in no hand and not on the board.
    dead: tuple[int, ...] = ()
    #: The game: ``"holdem"``, ``"omaha"``, ``"holdem8"``, ...
    game: str = "holdem"
    #: How many column hands each row plays against at once (``vs_random``'s ``n_opponents``).
    opponents: int = 1
    #: Each Monte Carlo entry's standard error (``None``: enumerated or impossible); ``None``
    #: when no entry was sampled.
    se: Optional[tuple[tuple[Optional[float], ...], ...]] = None
    #: Per entry: a computed float (Monte Carlo or weighted ranges), not a fraction of counts;
    #: ``None`` when every entry is a fraction of counts.
    floats: Optional[tuple[tuple[bool, ...], ...]] = None

    def __getitem__(self, key: tuple[str, str]) -> float:
        """``table[row_label, col_label]``: the equity as a float (``nan`` if impossible)."""
        r, c = key
        try:
            f = self.fractions[self.rows.index(r)][self.cols.index(c)]
        except ValueError:
            raise KeyError(f"{key!r}: rows are {', '.join(self.rows[:5])}…, "
                           f"columns {', '.join(self.cols[:5])}…") from None
        return float("nan") if f is None else float(f)

    def to_list(self) -> list[list[Optional[float]]]:
        """The equities as floats, row by row (``None`` where impossible).

        >>> equity_table(["AhKd", "AsKs"], ["AhQh"], board="2c 7d Kh").to_list()
        [[None], [0.9363636363636364]]
        """
        return [[None if f is None else float(f) for f in row] for row in self.fractions]

    @property
    def values(self) -> Any:
        """The equities as a NumPy ``float64`` array of shape ``(rows, cols)`` (``nan`` where
        impossible)."""
        try:
            import numpy as np
        except ImportError:
            raise ImportError('EquityTable.values needs NumPy: pip install "handrank[numpy]" '
                              "(or use to_list())") from None
        return np.array([[np.nan if v is None else v for v in row] for row in self.to_list()],
                        dtype=np.float64)

    def header(self) -> list[str]:
        """The CSV header: an empty corner, then the column labels.

        >>> equity_table(["AA"], ["KK", "QQ"]).header()
        ['', 'KK', 'QQ']
        """
        return ["", *self.cols]

    def records(self) -> list[list[Any]]:
        """A row per row label: the label, then the equities as floats (``None``: impossible).

        >>> equity_table(["AhKd", "AsKs"], ["AhQh"], board="2c 7d Kh").records()
        [['AhKd', None], ['AsKs', 0.9363636363636364]]
        """
        return [[label, *row] for label, row in zip(self.rows, self.to_list())]

    def to_csv(self, path: Union[str, os.PathLike[str], None] = None) -> str:
        """The table as CSV (a header of column labels, then one row per row label; an
        impossible entry is empty), written to ``path`` when given; returns the text.

        >>> print(equity_table(["AhKd", "AsKs"], ["AhQh"], board="2c 7d Kh").to_csv(), end="")
        ,AhQh
        AhKd,
        AsKs,0.9363636363636364
        """
        return super().to_csv(path)

    def to_frame(self) -> Any:
        """The table as a pandas ``DataFrame``: a row per row label (the index), a column per
        column label, the equities as floats (``NaN``: impossible). Needs pandas.

        >>> equity_table(["AhKd", "AsKs"], ["AhQh"], board="2c 7d Kh").to_frame()
                  AhQh
        AhKd       NaN
        AsKs  0.936364
        """
        f = super().to_frame()
        return f.set_index(f.columns[0]).rename_axis(None)

    def is_float(self, i: int, j: int) -> bool:
        """Whether entry ``[i][j]`` is a computed float (Monte Carlo or weighted ranges), not a
        fraction of counts.

        >>> exact, sampled = equity_table(["AA"], ["KK"]), equity_table(["AA"], ["KK"], exact=False)
        >>> exact.is_float(0, 0), sampled.is_float(0, 0)
        (False, True)
        """
        return self.floats is not None and self.floats[i][j]

    def max_se(self) -> Optional[float]:
        """The largest standard error of a Monte Carlo entry (``None``: no entry was sampled).

        >>> equity_table(["AA"], ["KK"], exact=False, samples=20000).max_se() < 0.01
        True
        """
        if self.se is None:
            return None
        return max((x for row in self.se for x in row if x is not None), default=None)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``rows``, ``cols``, ``equity`` (floats or ``null``), ``fractions``
        (``"n/d"`` texts for the entries counted exactly, floats for computed ones: Monte Carlo
        or weighted ranges), ``se`` (each sampled entry's standard error, ``null`` for the
        others; ``null`` when none was sampled), ``exact``, ``board``, ``dead``, ``game``,
        ``opponents``.

        >>> d = equity_table(["AA"], ["QQ"], board="2c 7d 9h").to_dict()
        >>> d["fractions"], d["board"], d["opponents"], d["se"]
        ([['907/990']], ['2c', '7d', '9h'], 1, None)
        """
        fractions = [[None if f is None else float(f) if self.is_float(i, j)
                      else f"{f.numerator}/{f.denominator}" for j, f in enumerate(row)]
                     for i, row in enumerate(self.fractions)]
        return {"rows": list(self.rows), "cols": list(self.cols), "equity": self.to_list(),
                "fractions": fractions, "se": None if self.se is None else [list(r) for r in self.se],
                "exact": self.exact, "board": cards_str(self.board).split(),
                "dead": cards_str(self.dead).split(),
                "game": self.game, "opponents": self.opponents}

    def grid(self, col: int = 0) -> list[list[Optional[float]]]:
        """Column ``col`` of a table whose rows are the 169 classes, laid out as the 13 × 13
        grid (``CLASS_GRID``: pairs on the diagonal, suited above, offsuit below).

        >>> pairs = EquityTable(HAND_CLASSES, ("pair?",),
        ...                     tuple((Fraction(len(set(c[:2])) == 1),) for c in HAND_CLASSES), True)
        >>> g = pairs.grid()
        >>> [g[i][i] for i in range(13)] == [1.0] * 13, g[0][1], g[1][0]   # AA ..., AKs, AKo
        (True, 0.0, 0.0)
        """
        if sorted(self.rows) != sorted(HAND_CLASSES):
            raise ValueError("a 13 x 13 grid needs the 169 hand classes as the rows")
        out: list[list[Optional[float]]] = [[None] * 13 for _ in range(13)]
        for label, row in zip(self.rows, self.to_list()):
            r, c = CLASS_GRID[label]
            out[r][c] = row[col]
        return out

    def to_png(self, path: Union[str, os.PathLike[str]], *, title: Optional[str] = None) -> Any:
        """Draw the table to a PNG file and return the matplotlib ``Figure`` (which shows itself
        in a notebook): the 13 × 13 grid with the numbers in the cells when the rows are the
        169 classes and there is one column, else a heat map (numbers in the cells when it is
        small). Needs matplotlib (``pip install "handrank[plot]"``).

        >>> import os, tempfile
        >>> path = os.path.join(tempfile.mkdtemp(), "picture.png")
        >>> fig = equity_table(["AhKd", "QQ"], ["QsQc", "72o"], board="2c 7d Kh").to_png(path)
        >>> open(path, "rb").read(4), fig._repr_png_()[:4]
        (b'\\x89PNG', b'\\x89PNG')
        """
        one_grid = len(self.cols) == 1 and sorted(self.rows) == sorted(HAND_CLASSES)
        fig = _draw_grid(self, title) if one_grid else _draw_heatmap(self, title)
        return _results.save(fig, path)  # "grid" is written as grid, not grid.png

    def _summary(self) -> str:
        """What the one-line ``repr`` says: the title and the game."""
        return f"{self.describe()} ({self.game})"

    def __repr__(self) -> str:
        """What the table is, not its entries.

        >>> equity_table(["AA", "KK"], ["QQ"], board="2c 7d 9h")
        <EquityTable equity, 2 x 1 on 2c 7d 9h, exact (holdem)>
        """
        return super().__repr__()

    def text(self, lang: str = "en") -> str:
        """The title and, for a table of at most 20 rows and 8 columns, its entries (a Monte
        Carlo entry with its standard error); ``lang="ru"`` in Russian.

        >>> print(equity_table(["AA", "KK"], ["QQ"], board="2c 7d 9h").text())
        equity, 2 x 1 on 2c 7d 9h, exact
                 QQ
        AA   91.62%
        KK   91.62%
        """
        if len(self.rows) > 20 or len(self.cols) > 8:
            return say("table_large", lang, title=self.describe(lang), rows=", ".join(self.rows[:3]),
                       cols=", ".join(self.cols[:3]))
        cells = [[self._entry(i, j, lang) for j in range(len(self.cols))] for i in range(len(self.rows))]
        w = max(8, *(len(c) for c in self.cols), *(len(x) for row in cells for x in row))
        first = max(len(r) for r in self.rows)
        lines = [self.describe(lang), " " * first + "".join(f" {c:>{w}}" for c in self.cols)]
        for label, row in zip(self.rows, cells):
            lines.append(f"{label:<{first}}" + "".join(f" {x:>{w}}" for x in row))
        return "\n".join(lines)

    def _entry(self, i: int, j: int, lang: str, digits: int = 2) -> str:
        f = self.fractions[i][j]
        if f is None:
            return "-"
        se = None if self.se is None else self.se[i][j]
        return pct(float(f), lang, digits) + ("" if se is None else f" ± {pct(se, lang, digits)}")

    def __str__(self) -> str:
        """The text, ``text()``."""
        return self.text()

    def _repr_html_(self) -> str:
        """Jupyter: a heat map of the equities (the 13 x 13 grid when the rows are the 169
        classes and there is one column), a Monte Carlo entry with its standard error;
        impossible entries hatched."""
        from ..text import html
        note = self.describe() if self.se is not None else ""
        if len(self.cols) == 1 and sorted(self.rows) == sorted(HAND_CLASSES):
            grid = self.grid()
            values = {html.class_label(r, c): grid[r][c] for r in range(13) for c in range(13)}
            se = {} if self.se is None else {label: self.se[i][0] for i, label in enumerate(self.rows)}
            known = [v for v in values.values() if v is not None]
            lo, hi = (min(known), max(known)) if known else (0.0, 1.0)
            span = hi - lo or 1.0
            shares = {k: None if v is None else (v - lo) / span for k, v in values.items()}
            def sub(k: str, v: Optional[float]) -> str:
                x = se.get(k)
                return html.pct(v, 1) + ("" if x is None else f" ±{100 * x:.1f}")

            texts = {k: sub(k, v) for k, v in values.items()}
            body = html.grid13(shares, texts, default=None)
            shading = say("table_shading", lo=html.pct(lo, 1), hi=html.pct(hi, 1))
            body += f'<div style="color:#555">{shading}</div>'
            title = say("table_grid_title", title=self.describe(), col=self.cols[0])
        else:
            notes = None if self.se is None else [[None if x is None else f"± {html.pct(x, 2)}" for x in row]
                                                  for row in self.se]
            body = html.heatmap(self.rows, self.cols, self.to_list(), notes=notes)
            title = say("table_title", title=self.describe())
        return html.block(title, body, note=note)

    def describe(self, lang: str = "en") -> str:
        """A short title: what the table holds and how it was computed (Monte Carlo: the
        largest standard error).

        >>> equity_table(["AA", "KK"], ["QQ"], board="2c 7d 9h").describe()
        'equity, 2 x 1 on 2c 7d 9h, exact'
        >>> equity_table(["AA"], ["KK"], exact=False, samples=20000).describe()[:40]
        'equity, 1 x 1, Monte Carlo, standard err'
        """
        how = say("exact_how" if self.exact else "mc_how", lang)
        worst = self.max_se()
        if worst is not None:
            how += say("table_se", lang, se=pct(worst, lang, 3))
        board = say("table_board", lang, board=cards_str(self.board)) if self.board else ""
        vs = "" if self.opponents == 1 else say("table_vs", lang, n=self.opponents)
        return say("table", lang, rows=len(self.rows), cols=len(self.cols), vs=vs, board=board, how=how)


# ---- the job ---------------------------------------------------------------------------------

def _hand_or_range(x: Any, what: str, nh: int, game: str = "holdem") -> str:
    """The text of a row or column, checked: an exact hand (as ``AhKd``) or range text."""
    if isinstance(x, Range):
        adopt(game, [x], "equity_table", error=EquityError)  # a range of the game's cards
        return x.text()
    if isinstance(x, str):
        s = x.strip()
        try:
            ids = cards(s)
        except CardError:
            try:
                Range(s, game=game)
            except ValueError as e:
                raise EquityError.within(what, e) from None
            return s
    else:
        try:
            ids = cards(x)
        except CardError as e:
            raise EquityError.within(what, e) from None
    if len(ids) != nh:
        raise EquityError(f"{what}: a hand is {nh} hole cards, got {len(ids)} ({cards_str(ids)})")
    return cards_str(ids).replace(" ", "")


@lru_cache(maxsize=4096)
def _combos(spec: str, game: str) -> list[int]:
    """The combos of a hand or range of ``game`` as card bit masks."""
    try:
        return [sum(1 << c for c in cards(spec))]
    except CardError:
        r = Range(spec, game=game)
        return [sum(1 << c for c in combo[:-1]) for combo in r.combos]


def _check_options(exact: Optional[bool], samples: Optional[int], target_se: Optional[float],
                   seed: int) -> None:
    """Let ``equity`` refuse bad options once, before any chunk runs: one river deal costs nothing."""
    whole = isinstance(samples, int) and not isinstance(samples, bool)
    few = min(samples, 64) if whole and samples is not None and samples > 0 else samples
    equity(["AsAh", "KsKh"], "2c 3d 4h 8s 9c", exact=exact, samples=few, target_se=target_se, seed=seed)


def _possible(players: list[list[int]], known: int) -> bool:
    """Whether some deal gives every player a combo with no card used twice."""
    sets = sorted(([m for m in p if not m & known] for p in players), key=len)

    def search(level: int, used: int) -> bool:
        return level == len(sets) or any(not m & used and search(level + 1, used | m) for m in sets[level])

    return search(0, 0)


def table_chunk(inputs: Mapping[str, Any], index: int) -> list[tuple[int, ...]]:
    """Chunk ``index`` of a table job, each of its entries (row-major): ``(numerator,
    denominator, kind)`` of the equity, ``kind`` ``COUNTED`` (a fraction of counts) or
    ``WEIGHTED`` (enumerated with weights: the exact value of a float), ``(num, den, SAMPLED,
    se num, se den)`` for Monte Carlo (the standard error as the exact value of its float),
    ``(0, 0, COUNTED)`` for an impossible entry."""
    rows, cols, per = inputs["rows"], inputs["cols"], inputs["per_chunk"]
    board, dead, opponents = inputs["board"], inputs["dead"], inputs["opponents"]
    game = inputs["game"]
    known = sum(1 << c for c in (*board, *dead)) | (0xFFFF if _game(game).deck == 36 else 0)
    out: list[tuple[int, ...]] = []
    for e in range(index * per, min((index + 1) * per, len(rows) * len(cols))):
        row, col = rows[e // len(cols)], cols[e % len(cols)]
        if not _possible([_combos(row, game)] + [_combos(col, game)] * opponents, known):
            out.append((0, 0, COUNTED))
            continue
        r = equity([row] + [col] * opponents, board, dead, game=inputs["game"], exact=inputs["exact"],
                   samples=inputs["samples"], target_se=inputs["target_se"],
                   seed=jobs.chunk_seed(inputs["seed"], e), threads=1,
                   allow_long=inputs.get("allow_long", False))
        f = Fraction(r.counts[0][2], POT * (r.deals or 1)) if r.counts is not None else Fraction(r.equity[0])
        if not r.exact:
            se = Fraction(r.se[0] if r.se is not None else 0.0)
            out.append((f.numerator, f.denominator, SAMPLED, se.numerator, se.denominator))
        else:
            out.append((f.numerator, f.denominator, COUNTED if r.counts is not None else WEIGHTED))
    return out


def check_chunk(entries: int, per: int, result: Any, index: int) -> None:
    """A table chunk read back from a store is one its job could make: ``index``'s entries
    (``per`` a chunk, ``entries`` in all), each ``(num, den, kind)`` ints with ``0 <= num <=
    den`` and ``kind`` ``COUNTED`` (1) or ``WEIGHTED`` (2), or ``(num, den, SAMPLED, se num, se
    den)`` (``SAMPLED`` is 0, the standard error at least 0), ``(0, 0, 1)`` for an impossible
    entry; a ``ValueError`` otherwise.

    >>> check_chunk(3, 2, ((1, 2, 1), (0, 0, 1)), 0)
    >>> check_chunk(3, 2, ((1, 3, 0, 1, 100),), 1)
    >>> check_chunk(3, 2, ((7, 3, 1),), 1)
    Traceback (most recent call last):
    ...
    ValueError: entry 2: (7, 3, 1) is not an equity (num, den, kind[, se num, se den]) with 0 <= num <= den
    """
    want = min(per, entries - index * per)
    if not isinstance(result, tuple) or len(result) != want:
        size = len(result) if isinstance(result, tuple) else type(result).__name__
        raise ValueError(f"{size} entries where the job has {want}")
    for k, e in enumerate(result):
        ok = (isinstance(e, tuple) and len(e) in (3, 5) and all(isinstance(x, int) for x in e)
              and 0 <= e[0] <= e[1] and (e[1] > 0 or e == (0, 0, COUNTED))
              and (e[2] in (COUNTED, WEIGHTED) if len(e) == 3
                   else e[2] == SAMPLED and e[3] >= 0 and e[4] > 0))
        if not ok:
            raise ValueError(f"entry {index * per + k}: {shown(e)} is not an equity "
                             f"(num, den, kind[, se num, se den]) with 0 <= num <= den")


def _concat(results: Sequence[Any]) -> list[Any]:
    return [entry for chunk in results for entry in chunk]


def _table(rows: Sequence[Any], cols: Sequence[Any], labels: tuple[Sequence[str], Sequence[str]], *,
           board: CardSpec, dead: CardSpec, game: str, exact: Optional[bool], samples: Optional[int],
           target_se: Optional[float], seed: int, opponents: int, threads: Optional[int], executor: Any,
           store: Any, resume: Optional[bool], progress: Optional[jobs.Progress],
           allow_long: bool = False) -> EquityTable:
    g = _game(game, "equity_table", error=EquityError)
    game, nh = g.name, g.hole
    try:
        b, d = cards(board) if board else (), cards(dead) if dead else ()
    except CardError as e:
        raise EquityError(f"board or dead cards: {e}") from None
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 64:
        raise EquityError(f"seed={seed!r}: a whole number 0 .. 2**64 - 1")
    if not rows or not cols:
        raise EquityError("a table needs at least one row and one column")
    rs = [_hand_or_range(x, f"row {i + 1}", nh, game) for i, x in enumerate(rows)]
    cs = [_hand_or_range(x, f"column {i + 1}", nh, game) for i, x in enumerate(cols)]
    _check_options(exact, samples, target_se, seed)
    entries = len(rs) * len(cs)
    per = -(-entries // min(entries, TARGET_CHUNKS))
    inputs = {"rows": rs, "cols": cs, "board": list(b), "dead": list(d), "game": game, "exact": exact,
              "samples": samples, "target_se": target_se, "seed": seed, "opponents": opponents,
              "per_chunk": per}
    if allow_long is not False:  # only then: the jobs of earlier runs keep their keys
        if not isinstance(allow_long, bool):
            raise EquityError(f"allow_long={allow_long!r}: True or False")
        inputs["allow_long"] = True
    job = jobs.Job(KIND, VERSION, inputs, chunks=-(-entries // per), chunk=table_chunk, merge=_concat,
                   check=functools.partial(check_chunk, entries, per))
    flat = jobs.run(job, executor=executor, threads=threads, store=store, resume=resume, progress=progress)
    fr = [None if e[1] == 0 else Fraction(e[0], e[1]) for e in flat]
    se = [float(Fraction(e[3], e[4])) if len(e) == 5 else None for e in flat]
    floats = [e[1] > 0 and e[2] != COUNTED for e in flat]

    def grid(xs: list[Any]) -> tuple[tuple[Any, ...], ...]:
        return tuple(tuple(xs[i * len(cs):(i + 1) * len(cs)]) for i in range(len(rs)))

    exact = all(e[2] != SAMPLED for e in flat if e[1])
    return EquityTable(tuple(labels[0]), tuple(labels[1]), grid(fr), exact, tuple(b), tuple(d), game,
                       opponents,
                       se=grid(se) if any(x is not None for x in se) else None,
                       floats=grid(floats) if any(floats) else None)


def equity_table(rows: Sequence[HandOrRange], cols: Optional[Sequence[HandOrRange]] = None, *,
                 board: CardSpec = (), dead: CardSpec = (), game: str = "holdem",
                 exact: Optional[bool] = True, samples: Optional[int] = None,
                 target_se: Optional[float] = None, seed: int = 0, threads: Optional[int] = None,
                 executor: Any = None, store: Any = None, resume: Optional[bool] = None,
                 progress: Optional[jobs.Progress] = None, allow_long: bool = False) -> EquityTable:
    """The equity of each row hand or range against each column one (``cols=None``: the rows).

    ``board``, ``dead``, ``game``, ``exact``, ``samples``, ``target_se`` as for ``equity``
    (``exact=None`` lets it choose per entry); Monte Carlo entries are seeded from ``seed``
    and the entry's place, so every executor gives the same table. ``threads``,
    ``executor``, ``store``, ``resume``, ``progress``: as :func:`handrank.jobs.run`;
    ``allow_long``: as for ``equity``, per entry. An entry
    where no deal is possible (the hands collide) is ``None`` / ``nan``.

    >>> equity_table(["AsAh", "KK"], board="Ad 7c 2s 9h").to_list()  # AsAh against itself: impossible
    [[None, 1.0], [0.0, 0.5]]
    """
    cols = rows if cols is None else cols
    labels = ([_label(x) for x in rows], [_label(x) for x in cols])
    return _table(rows, cols, labels, board=board, dead=dead, game=game, exact=exact, samples=samples,
                  target_se=target_se, seed=seed, opponents=1, threads=threads, executor=executor,
                  store=store, resume=resume, progress=progress, allow_long=allow_long)


def _label(x: Any) -> str:
    if isinstance(x, Range):
        return x.text()
    return x.strip() if isinstance(x, str) else cards_str(cards(x)).replace(" ", "")


def _classes(classes: Optional[Sequence[str]]) -> list[str]:
    chosen = list(HAND_CLASSES if classes is None else classes)
    bad = [c for c in chosen if c not in CLASS_GRID]
    if bad:
        raise EquityError(f"{bad[0]!r} is not one of the 169 hand classes (AA, AKs, AKo, …, 22)").worded(
            "range.not_class", name=repr(bad[0]))
    return chosen


def preflop_matrix(classes: Optional[Sequence[str]] = None, *, exact: Optional[bool] = True,
                   samples: Optional[int] = None, target_se: Optional[float] = None, seed: int = 0,
                   threads: Optional[int] = None, executor: Any = None, store: Any = None,
                   resume: Optional[bool] = None,
                   progress: Optional[jobs.Progress] = None, allow_long: bool = False) -> EquityTable:
    """The preflop all-in matrix of the 169 hand classes (or of ``classes``): entry ``[a, b]``
    is class ``a``'s equity against class ``b``, averaged over every pair of their hands that
    shares no card, each pair counted once (the suit combinations weighted as they occur).

    It is computed as one hand of ``a`` (:func:`representative`) against the range ``b``: by
    suit symmetry every hand of ``a`` has the same average over the hands of ``b`` it does not
    block, and the same number of them, so the two are equal exactly.

    >>> m = preflop_matrix(["AA", "KK", "AKs"])
    >>> [[round(v, 4) for v in row] for row in m.to_list()]
    [[0.5, 0.8195, 0.8786], [0.1805, 0.5, 0.6589], [0.1214, 0.3411, 0.5]]
    """
    chosen = _classes(classes)
    return _table([representative(c) for c in chosen], chosen, (chosen, chosen), board=(), dead=(),
                  game="holdem",
                  exact=exact, samples=samples, target_se=target_se, seed=seed, opponents=1, threads=threads,
                  executor=executor, store=store, resume=resume, progress=progress, allow_long=allow_long)


def vs_random(n_opponents: int = 1, classes: Optional[Sequence[str]] = None, *, exact: Optional[bool] = None,
              samples: Optional[int] = None, target_se: Optional[float] = None, seed: int = 0,
              threads: Optional[int] = None, executor: Any = None, store: Any = None,
              resume: Optional[bool] = None,
              progress: Optional[jobs.Progress] = None, allow_long: bool = False) -> EquityTable:
    """Each of the 169 hand classes (or ``classes``) against ``n_opponents`` (1 to 9) random
    hands: a table with one column. ``exact=None``: exact against one opponent, Monte Carlo
    (``equity``'s default precision, or ``samples`` / ``target_se``) against more.

    >>> t = vs_random(1, ["AA"])
    >>> t.cols, round(t["AA", "1 random"], 4)
    (('1 random',), 0.852)
    """
    if isinstance(n_opponents, bool) or not isinstance(n_opponents, int) or not 1 <= n_opponents <= 9:
        raise EquityError(f"n_opponents={n_opponents!r}: 1 to 9 random hands")
    if exact is None:
        exact = n_opponents == 1 and samples is None and target_se is None
    chosen = _classes(classes)
    return _table([representative(c) for c in chosen], ["random"], (chosen, [f"{n_opponents} random"]),
                  board=(), dead=(), game="holdem", exact=exact, samples=samples, target_se=target_se,
                  seed=seed,
                  opponents=n_opponents, threads=threads, executor=executor, store=store, resume=resume,
                  progress=progress, allow_long=allow_long)


# ---- pictures (matplotlib, the ``plot`` extra) -------------------------------------------------

def _figure(**kwargs: Any) -> Any:
    return _results.figure(**kwargs)


def _limits(values: list[Optional[float]]) -> tuple[float, float]:
    seen = [v for v in values if v is not None]
    return (min(seen), max(seen)) if seen else (0.0, 1.0)


def _ink(v: Optional[float], lo: float, hi: float) -> str:
    """Text colour readable on the cell: white on the darkest reds and greens."""
    if v is None or hi <= lo:
        return "black"
    x = (v - lo) / (hi - lo)
    return "white" if x < 0.15 or x > 0.85 else "black"


def _draw_grid(table: EquityTable, title: Optional[str]) -> Any:
    """The 13 × 13 grid of a one-column table of the 169 classes, a number in every cell."""
    grid = table.grid()
    names = [[""] * 13 for _ in range(13)]
    for name, (r, c) in CLASS_GRID.items():
        names[r][c] = name
    fig = _figure(figsize=(9.6, 8.4))
    ax = fig.add_subplot()
    lo, hi = _limits([v for row in grid for v in row])
    image = ax.imshow([[float("nan") if v is None else v for v in row] for row in grid], cmap="RdYlGn",
                      vmin=lo, vmax=hi)
    for r in range(13):
        for c in range(13):
            v = grid[r][c]
            shown = "-" if v is None else f"{100 * v:.1f}"
            ax.text(c, r, f"{names[r][c]}\n{shown}", ha="center", va="center", fontsize=7.5,
                    color=_ink(v, lo, hi))
    ranks = RANKS[::-1]
    ax.set_xticks(range(13))
    ax.set_xticklabels(ranks)
    ax.set_yticks(range(13))
    ax.set_yticklabels(ranks)
    ax.tick_params(length=0)
    col = table.cols[0]
    n = col.split()[0] if col.endswith(" random") else ""
    against = say_n("grid_random", 1 if n == "1" else 2, n=n) if n else col
    how = say("exact_how" if table.exact else "mc_how")
    ax.set_title(title or say("grid_picture", against=against, how=how))
    fig.colorbar(image, ax=ax, fraction=0.046, pad=0.03, label=say("picture_equity"))
    fig.tight_layout()
    return fig


def _draw_heatmap(table: EquityTable, title: Optional[str]) -> Any:
    """A heat map of any table: rows down, columns across; numbers in the cells when small."""
    values = table.to_list()
    n, m = len(table.rows), len(table.cols)
    fig = _figure(figsize=(min(4 + 0.6 * m, 16), min(3 + 0.4 * n, 14)))
    ax = fig.add_subplot()
    lo, hi = _limits([v for row in values for v in row])
    image = ax.imshow([[float("nan") if v is None else v for v in row] for row in values], cmap="RdYlGn",
                      vmin=lo, vmax=hi, aspect="auto", interpolation="nearest")
    if n * m <= 400:
        for r, row in enumerate(values):
            for c, v in enumerate(row):
                ax.text(c, r, "-" if v is None else f"{100 * v:.1f}", ha="center", va="center", fontsize=8,
                        color=_ink(v, lo, hi))
    for axis, labels, set_ticks, set_labels in ((m, table.cols, ax.set_xticks, ax.set_xticklabels),
                                                (n, table.rows, ax.set_yticks, ax.set_yticklabels)):
        pairs = [i for i, lab in enumerate(labels)
                 if len(lab) == 2 and lab[0] == lab[1] and lab in CLASS_GRID]
        ticks = list(range(axis)) if axis <= 40 else pairs or list(range(0, axis, 13))  # big: the pairs
        set_ticks(ticks)
        set_labels([labels[i] for i in ticks], fontsize=8 if axis <= 40 else 7)
    ax.set_title(title or table.describe())
    fig.colorbar(image, ax=ax, label="equity (row against column)")
    fig.tight_layout()
    return fig
