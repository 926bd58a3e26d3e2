"""The words of the analysis results (``handrank.analysis``): equity and its histogram, equity
tables, equity distributions and their graph, ranges in Jupyter, range breakdowns and the
numbers of ICM.

Each result builds its data (floats, counts, labels) and hands it to a function here, which
writes it in ``lang``. ``WORDS[lang]`` holds one language's sentences, with the same keys in
each; numbers are written the language's way (``pct``, ``count``). A template with forms (a
tuple) is picked by ``plural``: English has two (one, more), Russian three (see ``ru_form``).

>>> pct(0.4284, "ru"), count(1712304, "ru"), plural(21, "ru"), plural(21, "en")
('42,84%', '1 712 304', 0, 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, Optional, Union

from .hands import cap, check_lang, random_label, ru_form, words

__all__ = ["RANGE_TERMS", "RANGE_TOP", "WORDS", "EquityRow", "HistogramItem", "breakdown_head",
           "category_names", "count", "decimal", "distribution_text", "duration", "equity_html_words",
           "equity_text",
           "histogram_lines", "icm_thousands", "line_name", "pct", "plural", "say", "say_n"]

#: What a range of hands of each size takes (2: Hold'em, 4 to 6: Omaha): the notation a refused
#: range term is told, in the words of the range errors.
RANGE_TERMS: dict[int, str] = {
    2: "a Hold'em range takes exact hands like AhKh, hand classes like QQ, AKs, AKo or AK, range terms "
       "like QQ+, ATs+, 22-55 or 76s-54s, shares of the hands like 15%, top 15% or 15-25%, weights like "
       "AA:0.5, and random",
    4: "an Omaha range takes exact hands like AsAhKdQc, ranks with x for any rank like AAxx or AKQJ, "
       "a suit tag ds, ss or r like KKQQds, weights like AAxx:0.5, and random",
    5: "an Omaha range takes exact hands like AsAhKdQcJc, ranks with x for any rank like AAxxx, "
       "weights like AAxxx:0.5, and random",
    6: "an Omaha range takes exact hands like AsAhKdQcJcTc, ranks with x for any rank like AAKxxx, "
       "weights like AAKxxx:0.5, and random",
}
#: The word that may come before a share of the hands in a range (``top 15%``).
RANGE_TOP = "top"

WORDS: dict[str, dict[str, Union[str, tuple[str, ...]]]] = {
    "en": {
        "decimal": ".",
        "thousands": ",",
        "icm_thousands": ",",
        # equity(): a line per player, then how the numbers were found
        "equity": "{name} ({shown}): {equity} — wins {win}, splits {tie}",
        "equity_hilo": "{name} ({shown}): {equity} — scoops {win}, the high half {high}, the low half {low}",
        "se": " (± {se})",
        "exact": ("Exact: the only deal.", "Exact: every one of {n} deals."),
        "mc": ("Monte Carlo: {n} deal; standard error at most {se}.",
               "Monte Carlo: {n} deals; standard error at most {se}."),
        # equity()'s table in Jupyter
        "html_title": "Equity, {game}",
        "html_head": ("player", "hand", "equity", "win", "tie"),
        "html_head_hilo": ("player", "hand", "equity", "scoop", "high half", "low half"),
        "html_board": "board",
        "html_histogram": "ends with (win / tie)",
        # equity_distribution()
        "distribution": "{n} hands of {range} against {against}{board}: mean equity {mean}",
        "distribution_board": " on {board}",
        "distribution_random": "",  # a random hand as given: "random" (or "*")
        "distribution_tenths": "equity at each tenth of the range, strongest first:",
        "distribution_se": "Monte Carlo: each hand's standard error at most {se}.",
        # Breakdown.text()
        "breakdown": "{combos} combos on {board}",
        # EquityTable: its title, its text when large, its picture and its table in Jupyter
        "table": "equity, {rows} x {cols}{vs}{board}, {how}",
        "table_vs": " ({n} opponents)",
        "table_board": " on {board}",
        "exact_how": "exact",
        "mc_how": "Monte Carlo",
        "table_se": ", standard error at most {se}",
        "table_large": "{title} (rows {rows}, ...; columns {cols}, ...)",
        "table_shading": "shaded from {lo} (white) to {hi}",
        "table_grid_title": "{title}: each class against {col}",
        "table_title": "{title}: the row's share of the pot against the column",
        "grid_picture": "Preflop equity (%) against {against}, {how}\n"
                        "suited above the diagonal, offsuit below",
        "grid_random": ("{n} random hand", "{n} random hands"),
        "picture_equity": "equity",
        # Range in Jupyter
        "range": "Range: {n:,} combos",
        "range_hole": "{what} of {hole} cards",
        "range_weighted": ", {total:,.2f} weighted",
        "range_title": "{what}{weighted} ({share:.1%} of the 1,326 hands)",
        # EquityDistribution.to_png()
        "graph_mean": "mean {mean:.1f}%",
        "graph_x": "share of the range, strongest hands first (%)",
        "graph_y": "equity (%)",
        "graph_title": "{range} vs {against}{board}",
        "graph_board": " on {board}",
        # duration(): a projected time
        "about": "about {n} {unit}",
        "year": ("year", "years"),
        "day": ("day", "days"),
        "hour": ("hour", "hours"),
        "minute": ("minute", "minutes"),
        "second": ("second", "seconds"),
    },
    "ru": {
        "decimal": ",",
        "thousands": " ",
        "icm_thousands": "\u00a0",
        "equity": "{name} ({shown}): {equity} — выигрывает {win}, делит банк {tie}",
        "equity_hilo": "{name} ({shown}): {equity} — забирает весь банк {win}, старшую половину {high}, "
                       "младшую половину {low}",
        "se": " (± {se})",
        "exact": ("Точно: перебрана {n} раздача.", "Точно: перебраны все {n} раздачи.",
                  "Точно: перебраны все {n} раздач."),
        "mc": ("Монте-Карло: {n} раздача; стандартная ошибка не больше {se}.",
               "Монте-Карло: {n} раздачи; стандартная ошибка не больше {se}.",
               "Монте-Карло: {n} раздач; стандартная ошибка не больше {se}."),
        "html_title": "Эквити, {game}",
        "html_head": ("игрок", "рука", "эквити", "выигрывает", "делит банк"),
        "html_head_hilo": ("игрок", "рука", "эквити", "весь банк", "старшая половина", "младшая половина"),
        "html_board": "борд",
        "html_histogram": "чем заканчивает (выигрывает / делит банк)",
        "distribution": "рук диапазона {range} против {against}{board}: {n}, средняя эквити {mean}",
        "distribution_board": ", борд {board}",
        "distribution_random": "случайной руки",
        "distribution_tenths": "эквити на каждой десятой части диапазона, от сильных рук:",
        "distribution_se": "Монте-Карло: стандартная ошибка эквити каждой руки не больше {se}.",
        "breakdown": "комбинаций: {combos}, борд {board}",
        "table": "эквити, {rows} x {cols}{vs}{board}, {how}",
        "table_vs": " (соперников: {n})",
        "table_board": ", борд {board}",
        "exact_how": "точно",
        "mc_how": "Монте-Карло",
        "table_se": ", стандартная ошибка не больше {se}",
        "table_large": "{title} (строки {rows}, ...; столбцы {cols}, ...)",
        "table_shading": "цвет от {lo} (белый) до {hi}",
        "table_grid_title": "{title}: каждый класс против {col}",
        "table_title": "{title}: доля банка строки против столбца",
        "grid_picture": "Эквити до флопа (%) против {against}, {how}\n"
                        "одномастные над диагональю, разномастные под ней",
        "grid_random": ("{n} случайной руки", "{n} случайных рук", "{n} случайных рук"),
        "picture_equity": "эквити",
        "range": "Диапазон: комбинаций {n:,}",
        "range_hole": "{what} по {hole} карты",
        "range_weighted": ", с весами {total:,.2f}",
        "range_title": "{what}{weighted} ({share:.1%} из 1 326 рук)",
        "graph_mean": "в среднем {mean:.1f}%",
        "graph_x": "доля диапазона, от сильных рук (%)",
        "graph_y": "эквити (%)",
        "graph_title": "{range} против {against}{board}",
        "graph_board": ", борд {board}",
        "about": "примерно {n} {unit}",
        "year": ("год", "года", "лет"),
        "day": ("день", "дня", "дней"),
        "hour": ("час", "часа", "часов"),
        "minute": ("минута", "минуты", "минут"),
        "second": ("секунда", "секунды", "секунд"),
    },
}

# a seat's label that starts a line is capitalized: "игрок 2" -> "Игрок 2" (a name given stays)
_SEAT_LABELS = ("игрок ",)


def _word(lang: str, key: str) -> str:
    w = WORDS[check_lang(lang)][key]
    if not isinstance(w, str):
        raise TypeError(f"WORDS[{lang!r}][{key!r}] has forms: use say_n")
    return w


def _forms(lang: str, key: str) -> tuple[str, ...]:
    w = WORDS[check_lang(lang)][key]
    if isinstance(w, str):
        raise TypeError(f"WORDS[{lang!r}][{key!r}] is one sentence: use say")
    return w


def plural(n: int, lang: str) -> int:
    """The form of a noun after ``n``: English 0 (one) or 1 (more), Russian ``ru_form(n)``.

    >>> plural(1, "en"), plural(2, "en"), plural(2, "ru"), plural(5, "ru")
    (0, 1, 1, 2)
    """
    return ru_form(n) if check_lang(lang) == "ru" else int(n != 1)


def pct(x: float, lang: str, digits: int = 2) -> str:
    """``x`` as a percentage with ``digits`` decimals: ``42.84%``, ``42,84%``.

    >>> pct(0.4284, "en"), pct(0.4284, "ru", 1)
    ('42.84%', '42,8%')
    """
    return f"{100 * x:.{digits}f}%".replace(".", _word(lang, "decimal"))


def count(n: int, lang: str) -> str:
    """A whole number with its thousands marked: ``1,712,304``, ``1 712 304``.

    >>> count(1712304, "en")
    '1,712,304'
    """
    return f"{n:,}".replace(",", _word(lang, "thousands"))


_UNITS = (("year", 365.25 * 86400), ("day", 86400.0), ("hour", 3600.0), ("minute", 60.0), ("second", 1.0))


def duration(seconds: float, lang: str = "en") -> str:
    """A projected time in words, in the largest unit it reaches: ``about 3 days``, ``about 5.2
    hours`` (two figures below ten, whole numbers above), ``примерно 5,2 часа``.

    >>> duration(3 * 86400), duration(5.2 * 3600), duration(3600), duration(40), duration(5.2 * 3600, "ru")
    ('about 3 days', 'about 5.2 hours', 'about 1 hour', 'about 40 seconds', 'примерно 5,2 часа')
    >>> duration(21 * 3600, "ru"), duration(1.06e7, "ru")
    ('примерно 21 час', 'примерно 123 дня')
    """
    check_lang(lang)
    unit, size = next(((u, z) for u, z in _UNITS if seconds >= z), _UNITS[-1])
    x = seconds / size
    whole = x >= 10 or unit == "second"
    shown = f"{x:.0f}" if whole else f"{x:.1f}".rstrip("0").rstrip(".")
    n = int(shown) if "." not in shown else 2  # a fraction takes the form of two
    number = count(int(shown), lang) if "." not in shown else shown.replace(".", _word(lang, "decimal"))
    return _word(lang, "about").format(n=number, unit=_forms(lang, unit)[plural(n, lang)])


def icm_thousands(lang: str) -> str:
    """The thousands separator of ICM's numbers (Russian: a no-break space).

    >>> icm_thousands("en"), ord(icm_thousands("ru"))
    (',', 160)
    """
    return _word(lang, "icm_thousands")


def line_name(name: str) -> str:
    """A player's label at the start of a line: a seat's label capitalized.

    >>> line_name("игрок 2"), line_name("Alice")
    ('Игрок 2', 'Alice')
    """
    return cap(name) if name.startswith(_SEAT_LABELS) else name


class EquityRow(NamedTuple):
    """One player's line of an equity result: ``name`` (the label in the language), ``shown``
    (the hand or range), the shares; ``high`` and ``low`` for hi-lo games, ``se`` for Monte Carlo.

    >>> EquityRow("Alice", "AsAh", 0.8, 0.79, 0.02).se is None
    True
    """

    name: str
    shown: str
    equity: float
    win: float
    tie: float
    high: Optional[float] = None
    low: Optional[float] = None
    se: Optional[float] = None


def equity_text(rows: Sequence[EquityRow], histogram: Sequence[str], exact: bool, n: int, worst_se: float,
                lang: str) -> str:
    """An equity result: a line per player, the ``histogram`` lines, then how the numbers were
    found (``exact`` over ``n`` deals, else ``n`` Monte Carlo deals with the largest standard
    error ``worst_se``).

    >>> print(equity_text([EquityRow("игрок 1", "random", 0.5, 0.25, 0.5)], [], True, 1, 0.0, "ru"))
    Игрок 1 (случайная рука): 50,00% — выигрывает 25,00%, делит банк 50,00%
    Точно: перебрана 1 раздача.
    """
    lines = []
    for r in rows:
        shown = random_label(r.shown, lang)
        p = {"name": line_name(r.name), "shown": shown, "equity": pct(r.equity, lang),
             "win": pct(r.win, lang), "tie": pct(r.tie, lang)}
        if r.high is not None and r.low is not None:
            line = _word(lang, "equity_hilo").format(high=pct(r.high, lang), low=pct(r.low, lang), **p)
        else:
            line = _word(lang, "equity").format(**p)
        if r.se is not None:
            line += _word(lang, "se").format(se=pct(r.se, lang, 3))
        lines.append(line)
    lines += histogram
    how = _forms(lang, "exact" if exact else "mc")[plural(n, lang)]
    lines.append(how.format(n=count(n, lang), se=pct(worst_se, lang, 3)))
    return "\n".join(lines)


class HistogramItem(NamedTuple):
    """One category a player ends with: ``category`` (a ``Category``), and the shares of the
    deals in which he ends so (``share``), and wins (``win``) or splits (``tie``) with it.

    >>> HistogramItem(1, 0.5, 0.4, 0.1)
    HistogramItem(category=1, share=0.5, win=0.4, tie=0.1)
    """

    category: int
    share: float
    win: float
    tie: float


def histogram_lines(rows: Sequence[tuple[str, Sequence[HistogramItem]]], hilo: bool, lang: str) -> list[str]:
    """A line per player ``(name, items)``: the categories he ends with, in the order given.

    >>> histogram_lines([("Alice", [HistogramItem(1, 0.5, 0.4, 0.1)])], False, "en")
    ['Alice ends with: Pair 50.00% (wins 40.00%, splits 10.00%)']
    """
    w = words(lang)
    table: Mapping[str, str] = w.EQUITY_HISTOGRAM
    item = table["item_hilo" if hilo else "item"]
    lines = []
    for name, items in rows:
        shown = table["sep"].join(
            item.format(cat=w.CATEGORY_NAMES[i.category], share=pct(i.share, lang), win=pct(i.win, lang),
                        tie=pct(i.tie, lang)) for i in items)
        lines.append(table["line"].format(name=line_name(name), items=shown))
    return lines


def equity_html_words(hilo: bool, lang: str = "en") -> tuple[tuple[str, ...], str, str, str]:
    """The words of an equity result's table: its column heads, the board's label, the
    histogram's first head and the title (``{game}``).

    >>> equity_html_words(False)
    (('player', 'hand', 'equity', 'win', 'tie'), 'board', 'ends with (win / tie)', 'Equity, {game}')
    """
    head = _forms(lang, "html_head_hilo" if hilo else "html_head")
    return head, _word(lang, "html_board"), _word(lang, "html_histogram"), _word(lang, "html_title")


def category_names(lang: str) -> Mapping[int, str]:
    """The names of the hand categories in ``lang``.

    >>> category_names("en")[1], category_names("ru")[1]
    ('Pair', 'пара')
    """
    names: Mapping[int, str] = words(lang).CATEGORY_NAMES
    return names


def distribution_text(n: int, range_text: str, against: Sequence[str], board: str, mean: float,
                      tenths: Sequence[float], lang: str) -> str:
    """An equity distribution: ``n`` hands of the range against the others on ``board`` (its
    cards shown, or empty), the ``mean`` equity, and the equity at each tenth of the range.

    >>> print(distribution_text(6, "AA", ["random"], "", 0.85, [0.85] * 10, "ru"))
    рук диапазона AA против случайной руки: 6, средняя эквити 85,00%
    эквити на каждой десятой части диапазона, от сильных рук:
    85,00% 85,00% 85,00% 85,00% 85,00% 85,00% 85,00% 85,00% 85,00% 85,00%
    """
    rnd = _word(lang, "distribution_random")
    others = ", ".join(rnd or a if a in ("random", "*") else a for a in against)
    where = _word(lang, "distribution_board").format(board=board) if board else ""
    head = _word(lang, "distribution").format(n=n, range=range_text, against=others, board=where,
                                              mean=pct(mean, lang))
    marks = " ".join(pct(x, lang) for x in tenths)
    return f"{head}\n{_word(lang, 'distribution_tenths')}\n{marks}"


def breakdown_head(combos: int, board: str, lang: str) -> str:
    """A breakdown's first line: how many combos on the board.

    >>> breakdown_head(1081, "Ah Kd 2c", "en")
    '1081 combos on Ah Kd 2c'
    """
    return _word(lang, "breakdown").format(combos=combos, board=board)


def say(key: str, lang: str = "en", **fields: object) -> str:
    """The sentence ``key`` of ``WORDS[lang]`` filled with ``fields``.

    >>> say("table_board", board="2c 7d 9h"), say("table_board", "ru", board="2c 7d 9h")
    (' on 2c 7d 9h', ', борд 2c 7d 9h')
    """
    return _word(lang, key).format(**fields)


def say_n(key: str, number: int, lang: str = "en", **fields: object) -> str:
    """The form of the sentence ``key`` for ``number`` (``plural``), filled with ``fields`` and
    ``n``, the number unless ``fields`` give it as shown.

    >>> say_n("grid_random", 1), say_n("grid_random", 3), say_n("grid_random", 5, "ru")
    ('1 random hand', '3 random hands', '5 случайных рук')
    """
    return _forms(lang, key)[plural(number, lang)].format(**{"n": number, **fields})


def decimal(lang: str) -> str:
    """The decimal mark of ``lang``.

    >>> decimal("en"), decimal("ru")
    ('.', ',')
    """
    return _word(lang, "decimal")
