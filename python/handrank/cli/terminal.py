"""How the ``handrank`` command prints: suit symbols where the terminal shows them, ASCII
stand-ins where it cannot (suits as letters, Russian transliterated), text or ``--json``."""

from __future__ import annotations

import argparse
import codecs
import io
import json
import re
import sys
import unicodedata
from collections.abc import Sequence
from typing import Any, TextIO

from ..cards import cards, cards_str
from ..text.cli import CYRILLIC_TO_LATIN

__all__ = ["ascii_stand_ins", "ascii_text", "card_text", "cards_in_text", "emit", "suits_as_letters",
           "symbols_ok"]


def _can_show(text: str, stream: TextIO) -> bool:
    try:
        text.encode(getattr(stream, "encoding", None) or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def symbols_ok(stream: TextIO) -> bool:
    """Whether ``stream`` can show the suit symbols ``♠ ♥ ♦ ♣``.

    >>> import io
    >>> symbols_ok(io.TextIOWrapper(io.BytesIO(), encoding="ascii"))
    False
    """
    return _can_show("♠♥♦♣", stream)


def card_text(ids: Sequence[int], args: argparse.Namespace) -> str:
    """Cards for the terminal: suit symbols where it can show them (``--ascii`` turns them off).

    >>> card_text(cards("As Kd"), argparse.Namespace(ascii=True))
    'As Kd'
    """
    return cards_str(ids, symbols=not getattr(args, "ascii", False) and symbols_ok(sys.stdout)) or "-"


_CARD_WORD = re.compile(r"(?<![\w-])(?:10|[2-9TJQKA])[shdc](?![\w-])")
_SYMBOL_CARD = re.compile(r"(?:10|[2-9TJQKA])[♠♥♦♣]")


def cards_in_text(text: str, args: argparse.Namespace) -> str:
    """``text`` with each card written ``As`` shown as ``card_text`` shows cards.

    >>> cards_in_text("Two Pair (Ah As Kd Kc): 2 to 1", argparse.Namespace(ascii=True))
    'Two Pair (Ah As Kd Kc): 2 to 1'
    >>> cards_in_text("Two Pair (A♥ A♠ K♦ K♣), 10♥", argparse.Namespace(ascii=True))
    'Two Pair (Ah As Kd Kc), Th'
    """
    if getattr(args, "ascii", False) or not symbols_ok(sys.stdout):
        return _SYMBOL_CARD.sub(lambda m: cards_str(cards(m.group())), text)  # the library's "A♥" too
    return _CARD_WORD.sub(lambda m: card_text(cards(m.group()), args), text)


_ASCII = {"♠": "s", "♥": "h", "♦": "d", "♣": "c", "♤": "s", "♡": "h", "♢": "d", "♧": "c",
          "—": "-", "–": "-", "«": '"', "»": '"', "„": '"', "“": '"', "”": '"', "’": "'", "…": "...",
          "±": "+/-", "×": "x", "≤": "<=", "≥": ">=", "→": "->", "№": "No."}
_SUIT_LETTERS = str.maketrans({c: _ASCII[c] for c in "♠♥♦♣♤♡♢♧"})


def suits_as_letters(text: str) -> str:
    """``text`` with suit symbols as letters (what ``--ascii`` does to cards); the rest as it is.

    >>> suits_as_letters("A♥K♦ против QQ")
    'AhKd против QQ'
    """
    return text.translate(_SUIT_LETTERS)


def ascii_text(text: str) -> str:
    """An ASCII stand-in for ``text``: suits as letters, Russian transliterated, ``?`` for the rest.

    >>> ascii_text("Роял-флеш, 7♣ — Ёж")
    'Royal-flesh, 7c - Yozh'
    """
    out = []
    for ch in text:
        if ch.isascii():
            out.append(ch)
        elif ch in _ASCII:
            out.append(_ASCII[ch])
        elif ch.lower() in CYRILLIC_TO_LATIN:
            t = CYRILLIC_TO_LATIN[ch.lower()]
            out.append(t.capitalize() if ch.isupper() else t)
        else:
            plain = unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode()
            out.append(plain or "?")
    return "".join(out)


def _ascii_errors(e: UnicodeError) -> tuple[str, int]:
    """The ``handrank.ascii`` encoding error handler: ``ascii_text``, and a byte that was not
    text in the command line (a surrogate escape) as ``\\xff``."""
    if not isinstance(e, UnicodeEncodeError):  # pragma: no cover  (only registered for encoding)
        raise e
    bad = e.object[e.start:e.end]
    return "".join(f"\\x{ord(c) - 0xDC00:02x}" if 0xDC80 <= ord(c) <= 0xDCFF else ascii_text(c)
                   for c in bad), e.end


codecs.register_error("handrank.ascii", _ascii_errors)


def emit(args: argparse.Namespace, data: dict[str, Any], text: str) -> int:
    """Print ``data`` as JSON (``--json``) or ``text``; return exit status 0.

    JSON the terminal cannot show is printed with ``\\u`` escapes: the same data, ASCII only.

    >>> args = argparse.Namespace(json=True)
    >>> emit(args, {"value": 7462, "text": "Royal Flush"}, "7462  Royal Flush")
    {
      "value": 7462,
      "text": "Royal Flush"
    }
    0
    >>> emit(argparse.Namespace(json=False), {"value": 7462}, "7462  Royal Flush")
    7462  Royal Flush
    0
    """
    if args.json:
        out = json.dumps(data, ensure_ascii=False, indent=2)
        print(out if _can_show(out, sys.stdout) else json.dumps(data, indent=2))
    else:
        print(text)
    return 0


def ascii_stand_ins() -> list[tuple[io.TextIOWrapper, str]]:
    """Make ``sys.stdout``/``sys.stderr`` write ``ascii_text`` stand-ins for what their encoding
    cannot show (nothing changes for what it can); return the streams and their old handlers.

    >>> saved = sys.stdout
    >>> sys.stdout = out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    >>> changed = ascii_stand_ins()
    >>> sys.stdout = saved
    >>> out.errors, dict((s is out, e) for s, e in changed)[True]
    ('handrank.ascii', 'strict')
    >>> for stream, errors in changed: stream.reconfigure(errors=errors)
    """
    changed = []
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and not stream.closed and stream.errors != "handrank.ascii":
            changed.append((stream, stream.errors or "strict"))
            stream.reconfigure(errors="handrank.ascii")
    return changed
