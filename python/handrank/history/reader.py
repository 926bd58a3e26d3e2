"""Reading hand histories in a stream: a file, a folder (every hand-history file under it), a
``.zip`` (every member) or a text stream, hand by hand, one hand's lines in memory at a time.

The format is found per file: ``.phh``/``.phhs`` are PHH, a text whose first line begins
``PokerStars`` is PokerStars; ``format=`` forces one. A hand that cannot be read is reported in
``Reader.errors`` (a ``HandError``: the file, the line, why) and skipped; the hands after it are
read. ``strict=True`` raises the first instead.

>>> import io
>>> text = io.StringIO("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nmin_bet = 2\\n"
...                    "starting_stacks = [50, 50]\\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n")
>>> reader = read(text, format="phh")
>>> [h.collected for h in reader], reader.errors
([(0, 0)], [])
"""

from __future__ import annotations

import io
import os
import re
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Callable, Optional, Union, cast

from .model import Hand, HandError, HistoryError
from .phh import parse_phh
from .pokerstars import HEADER, parse_hand

__all__ = ["FORMATS", "Reader", "read"]

#: The formats ``read`` knows, by name.
FORMATS = ("phh", "pokerstars")
#: The file endings a folder's hand-history files have.
_ENDINGS = (".phh", ".phhs", ".txt", ".zip")
_TABLE_HEADER = re.compile(r"\[[^\[\]'\"]*\]\s*(?:#.*)?\Z")
# the same, a line of a text: a .phhs hand's table header
_TABLE_LINE = re.compile(r"^\[[^\[\]'\"\n]*\][^\S\n]*(?:#[^\n]*)?$", re.M)
_CONTENT = re.compile(r"^[^\S\n]*[^\s#]", re.M)  # a line neither blank nor a comment
_BLOCK = 1 << 20  # characters read at a time from a PHH file

Source = Union[str, "os.PathLike[str]", IO[str], Iterable[str]]


class Reader:
    """The hands of ``source``, read one at a time as they are iterated; ``errors`` lists the
    hands that could not be read (each a ``HandError``), ``hands`` counts those that were.

    >>> r = read(["PokerStars Hand #1: Razz Limit (1/2) - now", ""], format="pokerstars")
    >>> list(r), len(r.errors), r.errors[0].why
    ([], 1, "Razz is not read yet (handrank reads PokerStars Hold'em and Omaha)")
    """

    def __init__(self, source: Source, format: Optional[str] = None, strict: bool = False) -> None:
        if format is not None and format not in FORMATS:
            raise HistoryError(f"format {format!r}: use one of {', '.join(FORMATS)}")
        self.source = source
        self.format = format
        self.strict = strict
        #: The hands that could not be read, in the order met.
        self.errors: list[HandError] = []
        #: How many hands were read.
        self.hands = 0

    def __iter__(self) -> Iterator[Hand]:
        for name, lines in _texts(self.source):
            fmt = self.format or _sniff(name)
            if fmt == "phh":
                if hasattr(lines, "read"):  # a file: read a block at a time
                    hands = _phh_blocks(name, cast(IO[str], lines))
                else:
                    hands = _phh_hands(name, lines)
            elif hasattr(lines, "read"):
                hands = _stars_blocks(name, cast(IO[str], lines), fmt)
            else:
                hands = _stars_hands(name, lines, fmt)
            for parse in hands:
                try:
                    hand = parse()
                except HandError as e:
                    if self.strict:
                        raise
                    self.errors.append(e)
                    continue
                self.hands += 1
                yield hand

    def __repr__(self) -> str:
        return f"<Reader {self.hands} hands, {len(self.errors)} errors>"


def read(source: Source, *, format: Optional[str] = None, strict: bool = False) -> Reader:
    """The hands of a file, a folder, a ``.zip``, a text stream or lines, read as they are
    iterated (see ``Reader``).

    >>> r = read(["PokerStars Hand #1:  Hold'em No Limit (1/2) - now", "no table"])
    >>> list(r), str(r.errors[0])
    ([], "<text>, line 2: no table line (Table '...' ... Seat #N is the button) after the first line")
    """
    return Reader(source, format, strict)


def _sniff(name: str) -> str:
    """The format of a file by its name: PHH for ``.phh``/``.phhs``, else the text decides."""
    low = name.lower()
    return "phh" if low.endswith((".phh", ".phhs")) else ""


def _texts(source: Source) -> Iterator[tuple[str, Iterator[str]]]:
    """Each text of ``source`` as ``(name, lines)``."""
    if isinstance(source, (str, os.PathLike)):
        path = Path(source)
        try:
            path.stat()
        except (OSError, ValueError) as e:
            raise HistoryError(f"{str(path)[:80]!r}: no such file or folder ({type(e).__name__})") from None
        if path.is_dir():
            for p in sorted(path.rglob("*")):
                if p.is_file() and p.name.lower().endswith(_ENDINGS):
                    yield from _file(p)
            return
        yield from _file(path)
        return
    if hasattr(source, "read"):
        yield "", iter(source)  # a file: the file itself, which _phh_blocks reads a block at a time
        return
    if isinstance(source, Iterable):
        yield "", iter(source)
        return
    raise HistoryError(f"{source!r}: give a path, a text stream or lines")


def _file(path: Path) -> Iterator[tuple[str, Iterator[str]]]:
    if (
        path.suffix.lower() == ".zip"
        or zipfile.is_zipfile(path)
        and path.suffix.lower() not in (".txt", ".phh")
    ):
        with zipfile.ZipFile(path) as z:
            for info in z.infolist():
                if info.is_dir() or not info.filename.lower().endswith(_ENDINGS[:3]):
                    continue
                with z.open(info) as raw:
                    text = io.TextIOWrapper(raw, encoding="utf-8-sig", errors="replace", newline=None)
                    yield f"{path}/{info.filename}", iter(text)
        return
    with open(path, encoding="utf-8-sig", errors="replace") as f:
        yield str(path), iter(f)


def _phh_hands(name: str, lines: Iterator[str]) -> Iterator[Callable[[], Hand]]:
    """One parse a hand of a PHH text: the whole text, or each ``[table]`` of a ``.phhs``."""
    chunk: list[str] = []
    start = first = 1
    for number, line in enumerate(lines, 1):
        if line[:1] == "[" and _TABLE_HEADER.match(line.strip()):
            if any(x.strip() and not x.lstrip().startswith("#") for x in chunk):
                yield _phh_parse("".join(chunk), name, start)
            chunk, start = [], number + 1
            continue
        if not chunk:
            first = number
            if start < first and not line.strip():
                start = number + 1
        chunk.append(line if line.endswith("\n") else line + "\n")
    if any(x.strip() and not x.lstrip().startswith("#") for x in chunk):
        yield _phh_parse("".join(chunk), name, start)


def _phh_blocks(name: str, f: IO[str]) -> Iterator[Callable[[], Hand]]:
    """``_phh_hands`` of a file read a block at a time: the hands found in each block by their
    table headers, the hand the block ends in carried to the next."""
    text, line = "", 1  # the text not yet split into hands, the line it starts on
    while True:
        block = f.read(_BLOCK)
        text += block
        end = len(text) if not block else text.rfind("\n") + 1  # whole lines only, until the end
        pos = 0
        for m in _TABLE_LINE.finditer(text, 0, end):
            if _CONTENT.search(text, pos, m.start()) is not None:
                yield _phh_parse(text[pos : m.start()], name, line)
            line += text.count("\n", pos, m.end()) + 1
            pos = m.end() + 1
        if not block:
            if pos < len(text) and _CONTENT.search(text, pos) is not None:
                hand = text[pos:]
                yield _phh_parse(hand if hand.endswith("\n") else hand + "\n", name, line)
            return
        text = text[pos:]


def _phh_parse(text: str, name: str, start: int) -> Callable[[], Hand]:
    return lambda: parse_phh(text, name, start)


def _stars_hands(name: str, lines: Iterator[str], fmt: str) -> Iterator[Callable[[], Hand]]:
    """One parse a hand of a PokerStars text: each hand from its first line to the next's."""
    chunk: list[str] = []
    start = 0
    outside = False  # a line outside any hand was reported: the next is not, until a hand begins
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip("\r\n")
        if number == 1:
            line = line.lstrip("\ufeff")
            if not fmt and not line.startswith(HEADER) and line.strip():
                yield _refuse(f"not a hand history handrank reads: {line[:60]!r}", name, 1)
                return
        if line.startswith(HEADER):
            if chunk:
                yield _stars_parse(chunk, name, start)
            chunk, start, outside = [line], number, False
        elif chunk:
            if line or chunk[-1]:
                chunk.append(line)
        elif line.strip() and not outside:
            yield _refuse(f"a line outside any hand: {line[:60]!r}", name, number)
            outside = True
    if chunk:
        yield _stars_parse(chunk, name, start)


_HAND_START = re.compile(r"^" + re.escape(HEADER), re.M)
_NOT_BLANK = re.compile(r"^[^\S\n]*\S", re.M)


def _stars_blocks(name: str, f: IO[str], fmt: str) -> Iterator[Callable[[], Hand]]:
    """``_stars_hands`` of a file read a block at a time: the hands found in each block by their
    first lines, the hand the block ends in carried to the next."""
    text, line = "", 1  # the text not yet split into hands (from a line's start), its first line
    started = reported = False  # a hand has begun; a line before it was reported
    while True:
        block = f.read(_BLOCK)
        more = bool(block)  # not the end of the file
        if line == 1 and not started and not text:
            block = block.lstrip("\ufeff")
        text += block
        if line == 1 and not started and not fmt and text:
            if more and "\n" not in text:
                continue  # the first line is not all read yet
            first = text.split("\n", 1)[0].rstrip("\r\n")
            if not first.startswith(HEADER) and first.strip():
                yield _refuse(f"not a hand history handrank reads: {first[:60]!r}", name, 1)
                return
        end = text.rfind("\n") + 1 if more else len(text)
        starts = [m.start() for m in _HAND_START.finditer(text, 0, end)]
        if not started:  # the lines before the first hand: the first not blank is reported
            stop = starts[0] if starts else end
            m = _NOT_BLANK.search(text, 0, stop)
            if m is not None and not reported:
                at = text.rfind("\n", 0, m.start()) + 1
                there = text.find("\n", at, stop)
                outside = text[at : there if there >= 0 else stop].rstrip("\r\n")
                at_line = line + text.count("\n", 0, at)
                yield _refuse(f"a line outside any hand: {outside[:60]!r}", name, at_line)
                reported = True
            line += text.count("\n", 0, stop)
            text = text[stop:]
            if not starts:
                if not more:
                    return
                continue
            starts = [x - stop for x in starts]
            started = True
        if not more:
            starts.append(len(text))
        for k in range(len(starts) - 1):
            a, z = starts[k], starts[k + 1]
            yield _stars_parse(_lines(text[a:z]), name, line)
            line += text.count("\n", a, z)
        if not more:
            return
        text = text[starts[-1] :]


def _lines(text: str) -> list[str]:
    """A hand's lines as ``_stars_hands`` keeps them: no line end, no blank line after a blank,
    none at the end."""
    body = text.rstrip("\r\n")
    lines = body.split("\n")
    if "\r" in body:
        lines = [x.rstrip("\r") for x in lines]
    if "\n\n\n" in body or "\n\r\n\r\n" in body:
        lines = [x for k, x in enumerate(lines) if x or not k or lines[k - 1]]
    return lines


def _stars_parse(chunk: list[str], name: str, start: int) -> Callable[[], Hand]:
    while chunk and not chunk[-1]:
        chunk.pop()
    return lambda: parse_hand(chunk, name, start)


def _refuse(why: str, name: str, line: int) -> Callable[[], Hand]:
    def fail() -> Hand:
        raise HandError(why, name, line)

    return fail
