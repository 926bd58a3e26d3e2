"""How results show themselves in Jupyter: the pieces of their ``_repr_html_``.

Plain HTML with inline CSS, no JavaScript, no dependency: a notebook, a browser or an HTML
export shows it as it is. Every text that reaches the page goes through ``esc``
(``html.escape``); the pieces take HTML made by the others and text to escape, never the
reverse. The results' own modules put the pieces together (``Explanation._repr_html_``,
``EquityResult._repr_html_``, ...); cards are drawn by ``handrank.cards.cards_html``.

>>> print(table(["hand", "equity"], [[esc("A<K"), bar(0.25)]])[:42])
<table style="border-collapse:collapse;mar
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import Any, Optional

from ..cards import RANKS, cards_html

__all__ = ["bar", "block", "esc", "grid13", "hand_html", "heatmap", "pairs", "pct", "shade", "showdown_html",
           "table"]

FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:13px;line-height:1.45"
CELL = "padding:2px 8px;border-bottom:1px solid #e3e3e3;text-align:left;vertical-align:middle"
HEAD = "padding:2px 8px;border-bottom:2px solid #999;text-align:left;font-weight:600"
MARK = "background:#e6f4ea"  # the row of a winner, the best option
BAR = "#3b73b9"


def esc(text: Any) -> str:
    """``text`` (anything: it is ``str()``-ed) safe inside HTML.

    >>> esc("<b>A&K</b>")
    '&lt;b&gt;A&amp;K&lt;/b&gt;'
    """
    return html.escape(str(text), quote=True)


def pct(x: Optional[float], digits: int = 2) -> str:
    """A share as a percentage, ``"-"`` for ``None`` or ``nan``.

    >>> pct(0.46214), pct(None), pct(float("nan"))
    ('46.21%', '-', '-')
    """
    return "-" if x is None or x != x else f"{100 * x:.{digits}f}%"


def block(title: str, *parts: str, note: str = "") -> str:
    """A result's frame: a bold ``title`` (text, escaped), the ``parts`` (HTML) and a
    grey ``note`` (text, escaped) under them.

    >>> block("Showdown", "<p>x</p>", note="a & b").count("&amp;")
    1
    """
    foot = f'<div style="color:#555;margin-top:4px">{esc(note)}</div>' if note else ""
    return (f'<div style="{FONT};margin:4px 0 10px 0">'
            f'<div style="font-weight:600;margin-bottom:4px">{esc(title)}</div>'
            f'{"".join(parts)}{foot}</div>')


def table(head: Sequence[str], rows: Iterable[Sequence[str]], *, marked: Iterable[int] = (),
          right: Iterable[int] = ()) -> str:
    """A table of HTML cells: ``head`` (text, escaped) and ``rows`` (HTML); the rows whose
    index is in ``marked`` are highlighted, the columns in ``right`` aligned right.

    >>> t = table(["a"], [["1"], ["2"]], marked=[1])
    >>> t.count("<tr"), t.count("#e6f4ea")
    (3, 1)
    """
    mark, align = set(marked), set(right)

    def style(j: int) -> str:
        return CELL + (";text-align:right;font-variant-numeric:tabular-nums" if j in align else "")

    out = ['<table style="border-collapse:collapse;margin:2px 0"><tr>'
           + "".join(f'<th style="{HEAD}{";text-align:right" if j in align else ""}">{esc(h)}</th>'
                     for j, h in enumerate(head)) + "</tr>"]
    for i, row in enumerate(rows):
        bg = f' style="{MARK}"' if i in mark else ""
        cells = "".join(f'<td style="{style(j)}">{c}</td>' for j, c in enumerate(row))
        out.append(f"<tr{bg}>{cells}</tr>")
    return "".join(out) + "</table>"


def pairs(items: Iterable[tuple[str, str]]) -> str:
    """A two-column table of ``(label, value)`` (label text, escaped; value HTML).

    >>> pairs([("house edge", "5.22%")]).count("<tr")
    1
    """
    label = f"{CELL};color:#555;white-space:nowrap"
    rows = "".join(f'<tr><td style="{label}">{esc(k)}</td><td style="{CELL}">{v}</td></tr>' for k, v in items)
    return f'<table style="border-collapse:collapse;margin:2px 0">{rows}</table>'


def bar(x: Optional[float], width: int = 120, colour: str = BAR) -> str:
    """A horizontal bar of length ``x`` (0..1) of ``width`` pixels, followed by the percentage.

    >>> "width:30px" in bar(0.25)
    True
    """
    frac = 0.0 if x is None or x != x else min(max(x, 0.0), 1.0)
    return (f'<span style="display:inline-block;width:{width}px;height:10px;background:#eee;'
            f'vertical-align:middle;margin-right:6px"><span style="display:block;height:10px;'
            f'width:{round(frac * width)}px;background:{colour}"></span></span>{pct(x)}')


def shade(x: Optional[float]) -> str:
    """The inline style of a cell shaded by ``x`` (0 white .. 1 dark blue; ``None``: grey
    hatching), with a text colour that stays readable.

    >>> shade(0.0), shade(1.0)
    ('background:rgb(255,255,255);color:#222', 'background:rgb(24,74,148);color:#fff')
    """
    if x is None or x != x:
        return "background:repeating-linear-gradient(45deg,#f4f4f4,#f4f4f4 3px,#ddd 3px,#ddd 6px);color:#888"
    t = min(max(x, 0.0), 1.0)
    r, g, b = (round(255 + (e - 255) * t) for e in (24, 74, 148))
    return f"background:rgb({r},{g},{b});color:{'#fff' if t > 0.55 else '#222'}"


_GRID_CELL = "width:38px;height:24px;text-align:center;font-size:11px;border:1px solid #fff;padding:0"


def class_label(row: int, col: int) -> str:
    """The hand class in cell ``(row, col)`` of the 13 x 13 grid: aces first, pairs on the
    diagonal, suited above it, offsuit below.

    >>> class_label(0, 0), class_label(0, 1), class_label(1, 0)
    ('AA', 'AKs', 'AKo')
    """
    hi, lo = RANKS[12 - min(row, col)], RANKS[12 - max(row, col)]
    return hi + lo if row == col else hi + lo + ("s" if row < col else "o")


def grid13(shares: dict[str, Optional[float]], texts: Optional[dict[str, str]] = None, *,
           default: Optional[float] = 0.0) -> str:
    """The 13 x 13 grid of the hand classes, each cell shaded by ``shares[class]`` (0..1,
    ``default`` for a class not in it; ``None`` hatched) and showing ``texts[class]``
    (text, escaped) under the class name.

    >>> g = grid13({"AA": 1.0})
    >>> g.count("<td"), "rgb(24,74,148)" in g
    (169, True)
    """
    rows = []
    for r in range(13):
        cells = []
        for c in range(13):
            label = class_label(r, c)
            x = shares.get(label, default)
            sub = texts.get(label, "") if texts else ""
            inner = esc(label) + (f'<br><span style="font-size:10px">{esc(sub)}</span>' if sub else "")
            cells.append(f'<td style="{_GRID_CELL};{shade(x)}" title="{esc(label)}">{inner}</td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f'<table style="border-collapse:collapse;margin:2px 0">{"".join(rows)}</table>'


def heatmap(rows: Sequence[str], cols: Sequence[str], values: Sequence[Sequence[Optional[float]]], *,
            limit: int = 40, notes: Optional[Sequence[Sequence[Optional[str]]]] = None) -> str:
    """A heat map: one row per ``rows`` label, one column per ``cols`` label, each cell
    shaded and labelled by its share (``None``: hatched, impossible) and its ``notes`` entry
    (text, escaped; a standard error) under it. At most ``limit`` rows and columns are drawn
    (a note says how many there are).

    >>> h = heatmap(["AA", "KK"], ["QQ"], [[0.812], [None]], notes=[["± 0.3%"], [None]])
    >>> h.count("<td"), "81.2%" in h, "± 0.3%" in h
    (2, True, True)
    """
    rs, cs = list(rows)[:limit], list(cols)[:limit]
    head = "<tr><th></th>" + "".join(f'<th style="{HEAD};font-size:11px">{esc(c)}</th>' for c in cs) + "</tr>"
    body = []
    for i, label in enumerate(rs):
        sub = notes[i] if notes is not None else [None] * len(values[i])
        cells = "".join(f'<td style="{_GRID_CELL};width:48px;{shade(v)}">{pct(v, 1)}'
                        + (f'<br><span style="font-size:9px">{esc(n)}</span>' if n else "") + "</td>"
                        for v, n in zip(values[i][:limit], sub))
        body.append(f'<tr><th style="{HEAD};border-bottom:1px solid #e3e3e3;font-size:11px">{esc(label)}</th>'
                    f"{cells}</tr>")
    out = f'<table style="border-collapse:collapse;margin:2px 0">{head}{"".join(body)}</table>'
    if len(rows) > limit or len(cols) > limit:
        out += (f'<div style="color:#555">the first {len(rs)} of {len(rows)} rows and {len(cs)} of '
                f"{len(cols)} columns</div>")
    return out


# ---- explained hands and showdowns ----------------------------------------------------------

def hand_html(title: str, hole: Sequence[int], board: Sequence[int], main: Sequence[int],
              kickers: Sequence[int], line: str, best: str = "best five") -> str:
    """An explained hand (``Explanation._repr_html_``): its hole cards and the board, the cards
    that play under the heading ``best`` (the ``main`` cards, then the ``kickers`` greyed) and its
    ``line`` (text).

    >>> h = hand_html("Explanation", (51, 50), (), (51, 50), (47, 43, 39), "Pair of Aces")
    >>> h.count("<tr"), "opacity:.55" in h, "<b>Pair of Aces</b>" in h
    (3, True, True)
    """
    five = cards_html(main) + (f'<span style="opacity:.55"> {cards_html(kickers)}</span>' if kickers else "")
    rows = [("hole cards" if board else "cards", cards_html(hole))]
    if board:
        rows.append(("board", cards_html(board)))
    rows += [(best, five), ("hand", f"<b>{esc(line)}</b>")]
    return block(title, pairs(rows))


def showdown_html(low: bool, board: Sequence[int],
                  seats: Iterable[tuple[bool, str, Sequence[int], Sequence[int], str]], says: str) -> str:
    """A showdown (``Showdown._repr_html_``, a ``low`` one's too): the board, one row per seat
    ``(won, label, hole cards, best five, hand)`` with the winners marked, and what a dealer
    ``says`` (text).

    >>> s = showdown_html(False, (), [(True, "ann", (51, 50), (51, 50, 47, 43, 39), "Pair of Aces"),
    ...                              (False, "bob", (0, 1), (0, 1, 47, 43, 39), "Pair of Twos")], "ann wins")
    >>> s.count("<tr"), s.count("★"), "ann wins" in s
    (3, 1, True)
    """
    rows, marked = [], []
    for i, (won, label, hole, five, line) in enumerate(seats):
        if won:
            marked.append(i)
        rows.append(["★" if won else "", esc(label), cards_html(hole), cards_html(five), esc(line)])
    head = pairs([("board", cards_html(board))]) if board else ""
    said = f'<div style="margin-top:4px;font-size:14px">{esc(says)}</div>'
    return block("Low showdown" if low else "Showdown", head,
                 table(["", "player", "hole cards", "best five", "hand"], rows, marked=marked), said)
