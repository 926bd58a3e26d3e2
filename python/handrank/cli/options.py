"""What the subcommands of the ``handrank`` command share: the common options (``--lang``,
``--json``, ``--ascii``, before or after the subcommand), the low options, how hands are named on
the command line, the help texts and JSON keys, and how results are printed (suit symbols where
the terminal shows them, ASCII stand-ins where it cannot)."""

from __future__ import annotations

import argparse
import codecs
import io
import json
import re
import sys
import textwrap
import unicodedata
from collections.abc import Sequence
from typing import Any, Callable, TextIO

from ..cards import cards, cards_str, check_count
from ..evaluators.schemes import LOW_SCHEMES
from ..explain.showdown import HandsSpec, ShowdownError, owner

__all__ = ["EXAMPLES", "JSON_KEYS", "LABELS", "add_common_options", "ascii_stand_ins", "ascii_text",
           "card_text",
           "cards_in_text", "emit", "joined", "low_kwargs", "low_options", "merge_common_options",
           "leading_common_options", "no_board_count", "no_board_hands", "parse_hands", "plain_help",
           "subparser", "suits_as_letters", "symbols_ok"]

EXAMPLES = """\
examples:
  handrank eval As Ks Qs Js Ts
  handrank eval "Ah Kd" --board "Qh Jh Th 2c 3d"
  handrank explain "Th Tc As Kd 7c 3h 2s" --lang ru
  handrank compare "3h 3c 3d 2h 2c" "2c 2d 2s As Ad"
  handrank showdown --board "8h Ac Kh 4s 6s" alice=Tc2s bob=9h5d
  handrank showdown --board "Qs Js Ts 2h 3h" --omaha AsKs2d2c QhQd9s8s --json
  handrank showdown --board "9s 3d 5s 5c 8s" 5dAd 5hAh --pot 101
  handrank showdown --board "Kd Qc 4s 3h 2c" 8s6c 7h5d --low 27
  handrank showdown --board "8d 7c Ks 3h 2c" As5c 6h4d --low a5 --qualifier 8
  handrank explain "Kd 8s 6h 4c 3d 2c As" --low a5

Cards: As, Kd, 10h or Th, 7♣; with or without spaces ("AsKd" or "As Kd").
"""

_LOW_KEYS = ("with --low SCHEME (a5, 27, a6; --qualifier 8 for eight or better) the best low is judged "
             "instead: value is null for a hand with no qualifying low, cactus_kev_rank gives way to "
             "low_value (the best low all the same), qualifies, scheme and qualifier")
_PLAYERS = ("players (each: key - the name, or the hand's 0-based position; name, as the text says it; "
            "hole; and the explain keys), winners (keys), decision (kind, position, winner_rank, "
            "loser_rank, on_board, loser_on_board, board_plays, winners, loser), text")
#: The ``--json`` keys of each built-in subcommand, as its ``--help`` lists them.
JSON_KEYS = {
    "eval": "cards, value, cactus_kev_rank, category, description, best_five",
    "explain": f"cards, board, value, category, text, best_five, main, kickers, hole_used; {_LOW_KEYS}",
    "compare": f"board, {_PLAYERS}, result (1, 0, -1); {_LOW_KEYS}; the top level adds scheme and "
               "qualifier, and winners is empty when no hand qualifies",
    "showdown": f"board, {_PLAYERS}; --pot adds shares (key -> units); {_LOW_KEYS}; the top level adds "
                "scheme and qualifier, and winners is empty when no hand qualifies",
}
_COMMON_OPTIONS = ("lang", "json", "ascii")

LABELS = {
    "en": {"board": "Board", "best": "best five", "main": "main", "kickers": "kickers",
           "value": "value", "ck": "Cactus Kev rank", "pot": "Pot", "none": "none",
           "low": "low", "no_low": "no qualifying low, nothing to split"},
    "ru": {"board": "Стол", "best": "лучшие пять", "main": "основные", "kickers": "кикеры",
           "value": "значение", "ck": "ранг Cactus Kev", "pot": "Банк", "none": "нет",
           "low": "младшая рука", "no_low": "нет младшей руки, которая проходит квалификацию, делить нечего"},
}


def _can_show(text: str, stream: TextIO) -> bool:
    try:
        text.encode(getattr(stream, "encoding", None) or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def symbols_ok(stream: TextIO) -> bool:
    """Whether ``stream`` can show the suit symbols ``♠ ♥ ♦ ♣``."""
    return _can_show("♠♥♦♣", stream)


def card_text(ids: Sequence[int], args: argparse.Namespace) -> str:
    """Cards for the terminal: suit symbols where it can show them (``--ascii`` turns them off)."""
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
_CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                     ("a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch '' y ' e yu ya"
                      .replace("''", "").split(" "))))


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
        elif ch.lower() in _CYRILLIC:
            t = _CYRILLIC[ch.lower()]
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


def add_common_options(parser: argparse.ArgumentParser, *, dest_prefix: str = "") -> None:
    """The options every subcommand takes: ``--lang en|ru``, ``--json`` and ``--ascii``.

    ``handrank`` also adds them before the subcommand (``dest_prefix="top_"``, no defaults); ``main``
    merges the two, so they work in either place.
    """
    top = {"default": argparse.SUPPRESS} if dest_prefix else {}
    parser.add_argument("--lang", choices=("en", "ru"), dest=f"{dest_prefix}lang", action=_StoreGiven,
                        **(top or {"default": "en"}), help="language of the text (default: en)")
    parser.add_argument("--json", action="store_true", dest=f"{dest_prefix}json", **top,
                        help="print JSON with stable keys instead of text")
    parser.add_argument("--ascii", action="store_true", dest=f"{dest_prefix}ascii", **top,
                        help="print suits as letters (As) even where ♠ can show")


class _StoreGiven(argparse.Action):
    """``store``, noting that the option was given (``given_lang``)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        setattr(namespace, self.dest, values)
        setattr(namespace, f"given_{self.dest}", True)


def leading_common_options(argv: Sequence[str]) -> int:
    """How many of ``argv``'s first words are common options (``--lang ru``, ``--lang=ru``,
    ``--json``, ``--ascii``, or a prefix argparse would take for one, such as ``--js``).

    >>> leading_common_options(["--lang", "ru", "--json", "equity", "table", "AA"])
    3
    >>> leading_common_options(["equity", "--json"])
    0
    """
    i = 0
    while i < len(argv):
        name, eq, _ = argv[i].partition("=")
        full = [o for o in ("--lang", "--json", "--ascii") if len(name) > 2 and o.startswith(name)]
        if not full or (eq and full[0] != "--lang"):
            break
        i += 1 if eq or full[0] != "--lang" else 2
    return min(i, len(argv))


def merge_common_options(args: argparse.Namespace) -> None:
    """A common option given before the subcommand counts unless it is given after it too."""
    for name in _COMMON_OPTIONS:
        before = getattr(args, "top_" + name, None)
        after = getattr(args, name, None) is True or getattr(args, f"given_{name}", False)
        if before is not None and not after:
            setattr(args, name, before)


def emit(args: argparse.Namespace, data: dict[str, Any], text: str) -> int:
    """Print ``data`` as JSON (``--json``) or ``text``; return exit status 0.

    JSON the terminal cannot show is printed with ``\\u`` escapes: the same data, ASCII only.
    """
    if args.json:
        out = json.dumps(data, ensure_ascii=False, indent=2)
        print(out if _can_show(out, sys.stdout) else json.dumps(data, indent=2))
    else:
        print(text)
    return 0


def joined(words: Sequence[str]) -> str:
    return " ".join(words)


def no_board_count(args: argparse.Namespace) -> None:
    """Without ``--board`` a wrong card count is not about "the board"."""
    if args.board is None:
        check_count(cards(joined(args.cards)))


def low_kwargs(args: argparse.Namespace) -> dict[str, Any]:
    """``low=`` and ``qualifier=`` from ``--low`` and ``--qualifier`` (a number when it is one)."""
    q = args.qualifier
    if args.low is None:
        if q is not None:
            raise ValueError(f"--qualifier {q} needs --low (a5, 27 or a6)")
        return {}
    return {"low": args.low, "qualifier": int(q) if q is not None and q.isdigit() else q}


def parse_hands(specs: Sequence[str]) -> HandsSpec:
    named = [s.partition("=") for s in specs]
    with_names = sum(1 for _, eq, _ in named if eq)
    if with_names == 0:
        return list(specs)
    if with_names != len(specs):
        raise ShowdownError("name every hand (alice=AhKd) or none of them")
    hands: dict[str, str] = {}
    for name, _, spec in named:
        name = name.strip()
        if not name:
            raise ShowdownError(f"hand {name}={spec!r} has an empty name")
        if name in hands:
            raise ShowdownError(f"two hands are named {name!r}")
        hands[name] = spec
    return hands


def no_board_hands(hands: HandsSpec, args: argparse.Namespace) -> None:
    """Without ``--board`` a hand of the wrong size is not about "the board"."""
    if args.board is not None or getattr(args, "omaha", False):
        return
    named = isinstance(hands, dict)
    for k, spec in (hands.items() if isinstance(hands, dict) else enumerate(hands)):
        n = len(cards(spec))
        if not 5 <= n <= 7:
            raise ShowdownError(f"{owner(k, named)} has {n} cards; a hand is 5 to 7 cards (or give --board)")


def plain_help(doc: str) -> str:
    """A docstring for ``--help``: no reStructuredText literal marks.

    >>> plain_help("``handrank low`` prints ``null``")
    'handrank low prints null'
    """
    return doc.replace("``", "")


def _epilog(name: str) -> str:
    """The examples of one subcommand, the card spelling and its ``--json`` keys."""
    head, *lines = EXAMPLES.splitlines()
    mine = [line for line in lines if line.startswith(f"  handrank {name} ")]
    cards_line = next(line for line in lines if line.startswith("Cards:"))
    keys = textwrap.fill(f"JSON keys (--json): {JSON_KEYS[name]}.", 92)
    return "\n".join([head, *mine, "", cards_line, "", keys]) + "\n"


def subparser(sub: Any, name: str, help: str,
               func: Callable[[argparse.Namespace], int]) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help, description=help, epilog=_epilog(name),
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.set_defaults(func=func)
    return p


def low_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--low", choices=sorted(LOW_SCHEMES),
                   help="judge the best low instead: a5 = ace-to-five, 27 = deuce-to-seven, a6 = ace-to-six")
    p.add_argument("--qualifier",
                   help="with --low: the highest card a low may hold, e.g. 8 for eight or better")


def ascii_stand_ins() -> list[tuple[io.TextIOWrapper, str]]:
    """Make ``sys.stdout``/``sys.stderr`` write ``ascii_text`` stand-ins for what their encoding
    cannot show (nothing changes for what it can); return the streams and their old handlers."""
    changed = []
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and not stream.closed and stream.errors != "handrank.ascii":
            changed.append((stream, stream.errors or "strict"))
            stream.reconfigure(errors="handrank.ascii")
    return changed
