"""How every result shows itself: one protocol, written once.

A result (``EquityResult``, ``Showdown``, ``ICMResult``, ...) derives from :class:`Result` and
writes ``text(lang)``; the mixin gives it ``str()`` (the text), a one-line ``repr`` of at most
``REPR_LIMIT`` characters, ``_repr_html_`` for Jupyter and ``to_dict`` (plain JSON data: exact
numbers as ``"p/q"`` fractions, floats as floats, cards as ``"Ah"``). A result that is a table
derives from :class:`TableResult` and lists its ``header()`` and ``records()``: it gets
``to_frame()`` (a pandas ``DataFrame``; pandas is optional) and ``to_csv(path)``. A picture is
drawn on a :func:`figure`, a matplotlib ``Figure`` that shows itself in a notebook (it has
``_repr_png_``: no ``%matplotlib inline`` needed); ``to_png(path)`` writes it and returns it.

:class:`ResultLike`, :class:`TableLike` and :class:`PictureLike` are the same protocol as
``typing.Protocol`` classes, for type checkers and ``isinstance``.

>>> from handrank.values import Category
>>> to_json({"share": Fraction(1, 3), "se": 0.25, "cards": Cards((51, 47)), "n": {Category.PAIR: 2}})
{'share': '1/3', 'se': 0.25, 'cards': ['As', 'Ks'], 'n': {'PAIR': 2}}
"""

from __future__ import annotations

import csv
import dataclasses
import enum
import io
import math
import os
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import Any, Optional, Protocol, Union, runtime_checkable

from ..cards import Cards, cards_str
from . import html
from .hands import check_lang, short

__all__ = ["REPR_LIMIT", "WORDS", "PictureLike", "Result", "ResultLike", "TableLike", "TableResult",
           "figure", "frame", "title", "to_json"]

REPR_LIMIT = 300  # a repr is one line of at most this many characters
PathLike = Union[str, "os.PathLike[str]"]

# the titles of the results in Jupyter and the words of the protocol, per language
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "HandClass": "Made hand on the board", "Outs": "Outs", "Breakdown": "Range breakdown",
        "HandStrength": "Hand strength", "ICMResult": "ICM", "EquityDistribution": "Equity distribution",
        "WildHand": "Hand with wild cards", "WildLow": "Low with wild cards",
        "BadugiShowdown": "Badugi showdown", "BadugiExplanation": "Badugi hand", "HandsTable": "Hands",
        "Combinations": "Russian poker combinations", "AceKingRules": "Ace-King rules",
        "no_pandas": 'to_frame needs pandas: pip install pandas (or "handrank[frame]")',
        "no_matplotlib": 'pictures need matplotlib: pip install "handrank[plot]"',
        "hole": "hole cards", "board": "board", "cards": "cards", "hand": "hand", "category": "category",
        "made": "made hand", "draws": "draws", "uses": "hole cards that play", "nuts": "the nuts",
        "yes": "yes", "no": "no", "outs": "outs", "clean": "clean outs", "makes": "makes",
        "class": "class or draw", "weight": "combos", "share": "share of the range",
        "player": "player", "stack": "stack", "equity": "equity", "se": "standard error",
        "place": "place {m}", "figure": "figure", "value": "value", "best": "best four", "won": "won",
        "pot": "pot", "five": "the five", "plays_as": "plays as", "tenth": "share of the range",
        "mean": "mean equity", "hands": "hands", "weighted": "weight", "meets": "meets",
        "first": "first (4 cards)", "second": "second (the rest)", "pays": "pays",
        "hs": "hand strength", "ppot": "positive potential", "npot": "negative potential",
        "ehs": "effective strength",
    },
    "ru": {
        "HandClass": "Готовая рука на борде", "Outs": "Ауты", "Breakdown": "Разбор диапазона",
        "HandStrength": "Сила руки", "ICMResult": "ICM", "EquityDistribution": "Распределение эквити",
        "WildHand": "Рука с дикими картами", "WildLow": "Младшая рука с дикими картами",
        "BadugiShowdown": "Вскрытие в бадуги", "BadugiExplanation": "Рука в бадуги", "HandsTable": "Раздачи",
        "Combinations": "Комбинации русского покера",
        "AceKingRules": "Правила для туза-короля",
        "no_pandas": 'для to_frame нужен pandas: pip install pandas (или "handrank[frame]")',
        "no_matplotlib": 'для рисунков нужен matplotlib: pip install "handrank[plot]"',
        "hole": "карты на руках", "board": "борд", "cards": "карты", "hand": "рука", "category": "комбинация",
        "made": "готовая рука", "draws": "дро", "uses": "карт с руки играет", "nuts": "натс",
        "yes": "да", "no": "нет", "outs": "ауты", "clean": "чистые ауты", "makes": "даёт",
        "class": "класс или дро", "weight": "комбинаций", "share": "доля диапазона",
        "player": "игрок", "stack": "стек", "equity": "эквити", "se": "стандартная ошибка",
        "place": "место {m}", "figure": "рисунок", "value": "значение", "best": "лучшие четыре",
        "won": "выиграл", "pot": "банк", "five": "пять карт", "plays_as": "играет как",
        "tenth": "доля диапазона", "mean": "средняя эквити", "hands": "рук", "weighted": "вес",
        "meets": "встречает",
        "first": "первая (4 карты)", "second": "вторая (остальные)", "pays": "платит",
        "hs": "сила руки", "ppot": "положительный потенциал", "npot": "отрицательный потенциал",
        "ehs": "эффективная сила",
    },
}


def word(key: str, lang: str = "en") -> str:
    """One of the protocol's words in ``lang``.

    >>> word("Outs"), word("Outs", "ru")
    ('Outs', 'Ауты')
    """
    return WORDS[check_lang(lang)][key]


def title(obj: object, lang: str = "en") -> str:
    """The title a result shows in Jupyter: its words' title, else its class name.

    >>> class Outs: pass
    >>> title(Outs()), title(object())
    ('Outs', 'object')
    """
    name = type(obj).__name__
    return WORDS[check_lang(lang)].get(name, name)


# ---- JSON -----------------------------------------------------------------------------------

def _key(k: Any) -> str:
    if isinstance(k, enum.Enum):
        return k.name
    if isinstance(k, Cards):
        return cards_str(k)
    return k if isinstance(k, str) else str(k)


def to_json(value: Any) -> Any:
    """``value`` as JSON data: a ``Fraction`` as ``"p/q"`` (exact), a float as itself (``None``
    for ``nan`` and infinities), ``Cards`` as card texts, an enum by its name, a mapping with
    text keys, any sequence as a list, a result by its ``to_dict()``, a dataclass by its fields.

    >>> to_json((Fraction(6, 2), float("nan"), [Cards((0,))]))
    ['3', None, [['2c']]]
    """
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, Cards):
        return cards_str(value).split()
    if hasattr(value, "to_dict") and callable(value.to_dict):
        return to_json(value.to_dict())
    if isinstance(value, Mapping):
        return {_key(k): to_json(v) for k, v in value.items()}
    if hasattr(value, "_asdict"):  # a named tuple
        return to_json(value._asdict())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value) if f.repr}
    if isinstance(value, Iterable):
        return [to_json(v) for v in value]
    if hasattr(value, "__float__"):  # NumPy's scalars
        return to_json(float(value))
    return str(value)


# ---- tables: CSV and pandas -----------------------------------------------------------------

def _cell(v: Any) -> Any:
    """A table cell as plain data: cards as text, a fraction as ``"p/q"``, enums by name."""
    if isinstance(v, Cards):
        return cards_str(v)
    if isinstance(v, (Fraction, enum.Enum)):
        return to_json(v)
    if isinstance(v, (list, tuple)):
        return " ".join(str(_cell(x)) for x in v)
    return v


def frame(columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> Any:
    """A pandas ``DataFrame`` of ``rows`` under ``columns`` (an ``ImportError`` naming the
    package when pandas is not installed).

    >>> frame(["card", "share"], [[Cards((51,)), Fraction(1, 2)]])
      card share
    0   As   1/2
    """
    try:
        import pandas as pd
    except ImportError:
        raise ImportError(word("no_pandas")) from None
    return pd.DataFrame([[_cell(v) for v in row] for row in rows], columns=list(columns))


def csv_text(columns: Sequence[str], rows: Iterable[Sequence[Any]], path: Optional[PathLike] = None) -> str:
    """The table as CSV text (floats as ``repr`` gives them, ``None`` empty), written to
    ``path`` when given.

    >>> print(csv_text(["a", "b"], [[Fraction(1, 2), None], [0.25, Cards((51,))]]), end="")
    a,b
    1/2,
    0.25,As
    """
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(columns)
    for row in rows:
        w.writerow(["" if v is None else repr(v) if isinstance(v, float) else _cell(v) for v in row])
    text = buf.getvalue()
    if path is not None:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    return text


# ---- pictures ------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _figure_class() -> Any:
    from matplotlib.figure import Figure

    class Picture(Figure):
        """A matplotlib ``Figure`` that shows itself in a notebook: Jupyter calls
        ``_repr_png_`` (no ``%matplotlib inline``, no pyplot: the figure is not kept by a
        global figure manager)."""

        def _repr_png_(self) -> bytes:
            buf = io.BytesIO()
            self.savefig(buf, format="png", dpi=self.dpi)
            return buf.getvalue()

    return Picture


def figure(**kwargs: Any) -> Any:
    """A new matplotlib ``Figure`` (``figsize=...``, ``dpi=...``) that displays itself in a
    notebook by ``_repr_png_``; an ``ImportError`` naming the ``plot`` extra without matplotlib.

    >>> fig = figure(figsize=(2, 1), dpi=50)
    >>> fig._repr_png_()[:4], fig.canvas.manager is None   # no pyplot: nothing global keeps it
    (b'\\x89PNG', True)
    """
    try:  # each time: a notebook may have lost matplotlib since the class was made
        import matplotlib.figure  # noqa: F401
    except ImportError:
        raise ImportError(word("no_matplotlib")) from None
    return _figure_class()(**kwargs)


def save(fig: Any, path: PathLike, dpi: int = 110) -> Any:
    """Write ``fig`` as a PNG at ``path`` (whatever the name ends with) and return it."""
    fig.savefig(os.fspath(path), dpi=dpi, format="png")
    return fig


# ---- the protocol ---------------------------------------------------------------------------

@runtime_checkable
class ResultLike(Protocol):
    """What every result has (``Result`` gives it).

    >>> import handrank as hr
    >>> isinstance(hr.classify("Ah 5h", "Kh 9h 2c"), ResultLike), isinstance("text", ResultLike)
    (True, False)
    """

    def text(self, lang: str = "en") -> str:
        """The result in words, ``lang`` ``"en"`` or ``"ru"``.

        >>> import handrank as hr
        >>> hr.icm([1, 3], [1]).text().splitlines()[0]
        'Player 1: stack 1 (25.0%) -> 0.25 (25.0% of the prizes)'
        """
        ...

    def _repr_html_(self) -> str: ...

    def to_dict(self) -> dict[str, Any]:
        """The result as JSON data.

        >>> import handrank as hr
        >>> hr.icm([1, 3], [1]).to_dict()["equity"]
        [0.25, 0.75]
        """
        ...


@runtime_checkable
class TableLike(ResultLike, Protocol):
    """A result that is a table: it also gives a ``DataFrame`` and CSV.

    >>> import handrank as hr
    >>> isinstance(hr.icm([1, 3], [1]), TableLike), isinstance(hr.classify("Ah 5h", "Kh 9h 2c"), TableLike)
    (True, False)
    """

    def to_frame(self) -> Any:
        """The table as a pandas ``DataFrame``.

        >>> import handrank as hr
        >>> callable(hr.icm([1, 3], [1]).to_frame)
        True
        """
        ...

    def to_csv(self, path: Any = None) -> Any:
        """The table as CSV, written to ``path``.

        >>> import handrank as hr
        >>> hr.icm([1, 3], [1]).to_csv().splitlines()[0]
        'player,stack,equity,se,place 1'
        """
        ...


@runtime_checkable
class PictureLike(Protocol):
    """A result with a picture: ``to_png(path)`` writes it and returns the figure.

    >>> import handrank as hr
    >>> isinstance(hr.equity_table(["AA"], ["KK"]), PictureLike), isinstance(hr.icm([1], [1]), PictureLike)
    (True, False)
    """

    def to_png(self, path: Any) -> Any:
        """Draw the picture to a PNG file at ``path`` and return the figure.

        >>> import os, tempfile, handrank as hr
        >>> fig = hr.equity_table(["AA"], ["KK"]).to_png(os.path.join(tempfile.mkdtemp(), "p.png"))
        >>> fig._repr_png_()[:4]
        b'\\x89PNG'
        """
        ...


class Result:
    """The mixin of every result: ``text(lang)`` is the class's own; ``str()`` is the text,
    ``repr`` one line of at most ``REPR_LIMIT`` characters (``_summary()``), ``_repr_html_``
    the title and the text (a class shows more by ``_html_body()``), ``to_dict`` the JSON data
    of ``_fields()`` (a dataclass: its fields).

    >>> import dataclasses
    >>> @dataclasses.dataclass(repr=False)
    ... class Coin(Result):
    ...     heads: Fraction
    ...     def text(self, lang="en"):
    ...         return f"heads {self.heads}"
    >>> c = Coin(Fraction(1, 2))
    >>> c, str(c), c.to_dict(), c._repr_html_().count("heads 1/2")
    (<Coin heads 1/2>, 'heads 1/2', {'heads': '1/2'}, 1)
    """

    __slots__ = ()

    def text(self, lang: str = "en") -> str:
        """The result in words (each result writes its own).

        >>> import handrank as hr
        >>> hr.classify("Kh Kd", "Ks 9c 4d").text()
        'Three of a Kind, Kings, a set (the nuts)'
        """
        raise NotImplementedError  # pragma: no cover - each result writes its own

    def __str__(self) -> str:
        return self.text()

    def _summary(self) -> str:
        """What the one-line ``repr`` says after the class name: the text's first line."""
        return self.text().split("\n", 1)[0]

    def __repr__(self) -> str:
        return short(f"<{type(self).__name__} {self._summary()}>", REPR_LIMIT)

    def _html_body(self) -> str:
        """The HTML of the result under its title (text lines by default)."""
        lines = self.text().split("\n")
        return "<br>".join(html.esc(line) for line in lines)

    def _html_note(self) -> str:
        """The grey line under the result (how it was found), empty by default."""
        return ""

    def _repr_html_(self) -> str:
        return html.block(title(self), self._html_body(), note=self._html_note())

    def _fields(self) -> dict[str, Any]:
        """The data ``to_dict`` writes: a dataclass's fields shown in its repr."""
        if dataclasses.is_dataclass(self):
            return {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.repr}
        raise NotImplementedError  # pragma: no cover - a result that is no dataclass lists its fields

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data: exact numbers as ``"p/q"``, floats as floats, cards as ``"Ah"``.

        >>> import handrank as hr
        >>> hr.classify("Kh Kd", "Ks 9c 4d").to_dict()["hole"]
        ['Kh', 'Kd']
        """
        out: dict[str, Any] = to_json(self._fields())
        return out


class TableResult(Result):
    """A result that is a table: ``header()`` and ``records()`` give ``to_frame`` and ``to_csv``.

    >>> class Two(TableResult):
    ...     def text(self, lang="en"):
    ...         return "two rows"
    ...     def header(self):
    ...         return ["n", "half"]
    ...     def records(self):
    ...         return [[1, Fraction(1, 2)], [2, 1.0]]
    >>> print(Two().to_csv(), end="")
    n,half
    1,1/2
    2,1.0
    """

    __slots__ = ()

    def header(self) -> list[str]:
        """The table's column names.

        >>> import handrank as hr
        >>> hr.icm([1, 3], [1]).header()
        ['player', 'stack', 'equity', 'se', 'place 1']
        """
        raise NotImplementedError  # pragma: no cover - each table names its own

    def records(self) -> list[list[Any]]:
        """The table's rows, plain values (cards, fractions and floats as they are).

        >>> import handrank as hr
        >>> hr.icm([1, 3], [1]).records()[0]
        [1, 1.0, 0.25, None, 0.25]
        """
        raise NotImplementedError  # pragma: no cover - each table lists its own

    def to_frame(self) -> Any:
        """The table as a pandas ``DataFrame`` (``pip install pandas``), a row per row.

        >>> import handrank as hr
        >>> hr.icm([1, 3], [1]).to_frame()
           player  stack  equity    se  place 1
        0       1    1.0    0.25  None     0.25
        1       2    3.0    0.75  None     0.75
        """
        return frame(self.header(), self.records())

    def to_csv(self, path: Optional[PathLike] = None) -> str:
        """The table as CSV (a header, then a row per row), written to ``path`` when given;
        returns the text.

        >>> import handrank as hr
        >>> print(hr.icm([1, 3], [1]).to_csv(), end="")
        player,stack,equity,se,place 1
        1,1.0,0.25,,0.25
        2,3.0,0.75,,0.75
        """
        return csv_text(self.header(), self.records(), path)

    def _html_body(self) -> str:
        """The rows as an HTML table."""
        return html.table(self.header(), [[html.esc(_shown(v)) for v in row] for row in self.records()])


def _shown(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.6g}"
    return str(_cell(v)) if not isinstance(v, Cards) else str(v)
