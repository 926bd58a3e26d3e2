"""What the subcommands of the ``handrank`` command share: the common options (``--lang``,
``--json``, ``--ascii``, before or after the subcommand), the low options, how hands are named on
the command line, the help texts and JSON keys, and how results are printed (suit symbols where
the terminal shows them, ASCII stand-ins where it cannot)."""

from __future__ import annotations

import argparse
import codecs
import io
import json
import os
import re
import sys
import textwrap
import unicodedata
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Callable, TextIO

from ..cards import cards, cards_str, check_count
from ..errors import HandrankError
from ..evaluators.schemes import LOW_SCHEMES
from ..explanations.showdown import HandsSpec, ShowdownError, owner
from ..numtext import NumberTextError, exact_number, shown, whole_number

__all__ = ["EXAMPLES", "JSON_CONVENTIONS", "JSON_KEYS", "LABELS", "UsageError", "add_common_options",
           "amount", "ascii_stand_ins", "ascii_text", "card_text", "cards_in_text",
           "check_output", "document_json", "emit", "in_flags", "joined",
           "leading_common_options", "leaf_parser", "leaves", "low_category", "low_kwargs",
           "game_option", "low_options", "merge_common_options", "need_extra", "no_board_count",
           "no_board_hands", "parse_args", "parse_hands", "plain_help", "positive_int", "seconds",
           "seed", "standard_error", "subparser", "suits_as_letters", "symbols_ok", "threads"]

EXAMPLES = """\
examples:
  handrank eval As Ks Qs Js Ts
  handrank eval "Ah Kd" --board "Qh Jh Th 2c 3d"
  handrank explain "Th Tc As Kd 7c 3h 2s" --lang ru
  handrank compare "3h 3c 3d Kh Kc" "2c 2d 2s As Ad"
  handrank showdown --board "8h Ac Kh 4s 6s" alice=Tc2s bob=9h5d
  handrank showdown --board "Qs Js Ts 2h 3h" --omaha AsKs2d2c QhQd9s8s --json
  handrank showdown --board "9s 3d 5s 5c 8s" 5dAd 5hAh --pot 101
  handrank showdown --board "Kd Qc 4s 3h 2c" 8s6c 7h5d --low 27
  handrank showdown --board "8d 7c Ks 3h 2c" As5c 6h4d --low a5 --qualifier 8
  handrank explain "Kd 8s 6h 4c 3d 2c As" --low a5
  handrank equity AhKd "QQ+,AKs" --board "Qd 7c 2s"
  handrank showdown --board "Ah Qh 9h 9c 6s" ann=Kh7h bob=9dAd --game shortdeck
  handrank equity table "AA; KK; AKs" "QQ; random"       # tables: see handrank equity table --help
  handrank equity preflop --vs random --png grid.png     # and handrank equity preflop --help

Cards: As, Kd, 10h or Th, 7♣; with or without spaces ("AsKd" or "As Kd").
"""

_LOW_KEYS = ("with --low SCHEME (a5, 27, a6; --qualifier 8 for eight or better) the best low is judged "
             "instead: value is null for a hand with no qualifying low, cactus_kev_rank gives way to "
             "low_value (the best low all the same), qualifies, scheme and qualifier")
_PLAYERS = ("players (each: key - the name, or the hand's 0-based position; name, as the text says it; "
            "hole, text, value, cactus_kev_rank, category, best_five, main, kickers, hole_used), "
            "winners (keys), decision (kind, position, winner_rank, "
            "loser_rank, on_board, loser_on_board, board_plays, winners, loser), text")
#: The ``--json`` keys of each built-in subcommand, as its ``--help`` lists them.
JSON_KEYS = {
    "eval": "cards, value, cactus_kev_rank, category, description, best_five; with --game shortdeck (or "
            "shortdeck-triton) value is on that game's scale (1..1404), game replaces cactus_kev_rank",
    "explain": f"cards, board, value, category, text, best_five, main, kickers, hole_used; {_LOW_KEYS}; "
               "with --game shortdeck (or shortdeck-triton) as eval says",
    "compare": f"board, {_PLAYERS}, result (1, 0, -1); {_LOW_KEYS}; the top level adds scheme and "
               "qualifier, and winners is empty when no hand qualifies",
    "showdown": f"board, {_PLAYERS}; --pot adds shares (key -> units); {_LOW_KEYS}; the top level adds "
                "scheme and qualifier, and winners is empty when no hand qualifies",
}
_COMMON_OPTIONS = ("lang", "json", "ascii")
#: What every ``--json`` keeps to; the end of every subcommand's ``--help``.
JSON_CONVENTIONS = (
    "JSON conventions (every command): cards are ASCII strings like \"Th\"; a hand is a list of cards "
    "(a range is its text, under \"range\"); amounts (chips, antes, payouts, shares) are numbers, an "
    "integer when whole; the solver's exact fractions are \"p/q\" strings beside a *_float number; a "
    "low hand without a pair has the category NO_PAIR; a player's key is his name or his 0-based "
    "position.")

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

    >>> import argparse
    >>> p = argparse.ArgumentParser()
    >>> add_common_options(p)
    >>> args = p.parse_args(["--lang", "ru", "--json"])
    >>> args.lang, args.json, args.ascii
    ('ru', True, False)
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
    """A common option given before the subcommand counts unless it is given after it too.

    >>> args = argparse.Namespace(lang="en", json=False, ascii=False, given_lang=False,
    ...                           top_lang="ru", top_json=None, top_ascii=None)
    >>> merge_common_options(args)
    >>> args.lang
    'ru'
    """
    for name in _COMMON_OPTIONS:
        before = getattr(args, "top_" + name, None)
        after = getattr(args, name, None) is True or getattr(args, f"given_{name}", False)
        if before is not None and not after:
            setattr(args, name, before)


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


def joined(words: Sequence[str]) -> str:
    """The words of a multi-word argument as one card string.

    >>> joined(["As", "Kd", "7h"])
    'As Kd 7h'
    """
    return " ".join(words)


def no_board_count(args: argparse.Namespace) -> None:
    """Without ``--board`` a wrong card count is not about "the board".

    >>> no_board_count(argparse.Namespace(board=None, cards=["As", "Ks", "Qs"]))
    Traceback (most recent call last):
        ...
    handrank.cards.CardError: a hand is 5 to 7 cards, got 3
    """
    if args.board is None:
        check_count(cards(joined(args.cards)))


def low_kwargs(args: argparse.Namespace) -> dict[str, Any]:
    """``low=`` and ``qualifier=`` from ``--low`` and ``--qualifier`` (a number when it is one).

    >>> low_kwargs(argparse.Namespace(low="a5", qualifier="8"))
    {'low': 'a5', 'qualifier': 8}
    """
    q = args.qualifier
    if args.low is None:
        if q is not None:
            raise ValueError(f"--qualifier {q} needs --low (a5, 27 or a6)")
        return {}
    return {"low": args.low, "qualifier": int(q) if q is not None and q.isdigit() else q}


def parse_hands(specs: Sequence[str]) -> HandsSpec:
    """The ``HAND`` arguments as hands: a list, or a dict when they are named (``alice=AhKd``).

    >>> parse_hands(["alice=9dQc", "bob=9sJd"]), parse_hands(["9dQc", "9sJd"])
    ({'alice': '9dQc', 'bob': '9sJd'}, ['9dQc', '9sJd'])
    >>> parse_hands(["alice=9dQc", "9sJd"])
    Traceback (most recent call last):
        ...
    handrank.explanations.showdown.ShowdownError: name every hand (alice=AhKd) or none of them
    """
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
    """Without ``--board`` a hand of the wrong size is not about "the board".

    >>> no_board_hands(["As Kd", "Qs Qc"], argparse.Namespace(board=None))
    Traceback (most recent call last):
        ...
    handrank.explanations.showdown.ShowdownError: hand 1 has 2 cards; a hand is 5 to 7 cards (or give --board)
    """
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
    """Add the subcommand ``name`` to ``sub``, with its help, the common options and ``func`` to run it.

    >>> sub = argparse.ArgumentParser(prog="handrank").add_subparsers()
    >>> p = subparser(sub, "eval", "Evaluate a hand.", lambda args: 0)
    >>> p.prog, p.parse_args(["--lang", "ru"]).lang, p.get_default("func")(None)
    ('handrank eval', 'ru', 0)
    """
    p = sub.add_parser(name, help=help, description=help, epilog=_epilog(name),
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.set_defaults(func=func)
    return p


def game_option(p: argparse.ArgumentParser) -> None:
    """Add ``--game`` (Hold'em, or short deck in either ranking) to a subcommand's parser.

    >>> import argparse
    >>> p = argparse.ArgumentParser()
    >>> game_option(p)
    >>> p.parse_args(["--game", "shortdeck-triton"]).game
    'shortdeck-triton'
    """
    p.add_argument("--game", default="holdem", choices=("holdem", "shortdeck", "shortdeck-triton"),
                   help="holdem (default), or short-deck hold'em: shortdeck (a flush beats a full house), "
                        "shortdeck-triton (also three of a kind beats a straight)")


def low_options(p: argparse.ArgumentParser) -> None:
    """Add ``--low`` and ``--qualifier`` to a subcommand's parser.

    >>> import argparse
    >>> p = argparse.ArgumentParser()
    >>> low_options(p)
    >>> p.parse_args(["--low", "a5", "--qualifier", "8"]).low
    'a5'
    """
    p.add_argument("--low", choices=sorted(LOW_SCHEMES),
                   help="judge the best low instead: a5 = ace-to-five, 27 = deuce-to-seven, a6 = ace-to-six")
    p.add_argument("--qualifier",
                   help="with --low: the highest card a low may hold, e.g. 8 for eight or better")


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


# ---- options checked in the user's words ----------------------------------------------------

class UsageError(HandrankError):
    """A command-line option that cannot work (an output file, a missing extra): the message
    names the flag as it was typed.

    >>> check_output("/", "--csv")
    Traceback (most recent call last):
    ...
    handrank.cli.options.UsageError: --csv /: is a directory, not a file
    """


def _number(text: str, kind: Callable[[Any], Any], what: str) -> Any:
    """``text`` as an ``int`` or ``float`` (``kind``), read by ``numtext`` (its length and exponent
    bounded first); anything else (``inf``, ``nan``, ``1e999999999``) an error saying ``what``."""
    try:
        return whole_number(text, "value") if kind is int else kind(exact_number(text, "value"))
    except NumberTextError:
        raise argparse.ArgumentTypeError(f"{what}, got {shown(text)}") from None


def positive_int(text: str) -> int:
    """``type=`` of an option that counts something: a whole number of at least 1.

    >>> positive_int("3")
    3
    >>> positive_int("0")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: a positive whole number, got '0'
    """
    n = _number(text, int, "a positive whole number")
    if n < 1:
        raise argparse.ArgumentTypeError(f"a positive whole number, got {text!r}")
    return int(n)


def threads(text: str) -> int:
    """``type=`` of ``--threads``/``--workers``: 1 to ``analysis.equity.MAX_THREADS``.

    >>> threads("2")
    2
    """
    from ..analysis.equity import MAX_THREADS  # loaded only when the option is given

    n = positive_int(text)
    if n > MAX_THREADS:
        raise argparse.ArgumentTypeError(f"at most {MAX_THREADS} threads, got {text!r}")
    return n


def standard_error(text: str) -> float:
    """``type=`` of ``--se``: a standard error strictly between 0 and 1 (``0.001`` = 0.1%).

    >>> standard_error("0.001")
    0.001
    >>> standard_error("inf")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: a standard error between 0 and 1 (e.g. 0.001), got 'inf'
    """
    what = "a standard error between 0 and 1 (e.g. 0.001)"
    x = _number(text, float, what)
    if not 0 < x < 1:
        raise argparse.ArgumentTypeError(f"{what}, got {text!r}")
    return float(x)


def seconds(text: str) -> float:
    """``type=`` of a timeout: a positive finite number of seconds.

    >>> seconds("0.5")
    0.5
    >>> seconds("nan")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: a positive number of seconds, got 'nan'
    """
    x = _number(text, float, "a positive number of seconds")
    if not x > 0:
        raise argparse.ArgumentTypeError(f"a positive number of seconds, got {text!r}")
    return float(x)


def seed(text: str) -> int:
    """``type=`` of ``--seed``: a whole number 0 .. 2**64 - 1.

    >>> seed("7")
    7
    """
    what = "a whole number 0 .. 18446744073709551615"
    n = _number(text, int, what)
    if not 0 <= n < 2 ** 64:
        raise argparse.ArgumentTypeError(f"{what}, got {text!r}")
    return int(n)


def check_output(path: str | None, flag: str) -> None:
    """Fail now, naming ``flag``, when ``path`` cannot be written (a directory, no such folder,
    no permission), rather than after a long computation. Leaves no file behind.

    >>> check_output(None, "--csv")
    """
    if not path:
        return
    if os.path.isdir(path):
        raise UsageError(f"{flag} {path}: is a directory, not a file")
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise UsageError(f"{flag} {path}: the folder {folder} does not exist")
    existed = os.path.lexists(path)
    try:
        with open(path, "ab"):
            pass
    except OSError as e:
        raise UsageError(f"{flag} {path}: cannot write it ({e.strerror or e})") from None
    if not existed:
        os.remove(path)


def need_extra(module: str, flag: str, extra: str) -> None:
    """Fail now, naming ``flag`` and the extra to install, when ``module`` is missing.

    >>> need_extra("json", "--json", "none")
    """
    try:
        __import__(module)
    except ImportError:
        raise UsageError(f'{flag} needs {module}: pip install "handrank[{extra}]"') from None


_PYTHON_WORDS = [("exact=False", "--samples N or --se X"), ("exact=True", "--exact"),
                 ("target_se=", "--se "), ("samples=", "--samples "), ("seed=", "--seed ")]


def in_flags(message: str, threads: str = "--threads") -> str:
    """A library message in the command line's words: its parameters as the flags that set them.

    >>> in_flags("too many to enumerate, use exact=False")
    'too many to enumerate, use --samples N or --se X'
    >>> in_flags("threads=0: a positive whole number", threads="--workers")
    '--workers 0: a positive whole number'
    """
    for word, flag in [*_PYTHON_WORDS, ("threads=", threads + " ")]:
        message = re.sub(rf"(?<![\w-]){re.escape(word)}", flag, message)
    return message


def parse_args(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """``parser.parse_args(argv)``, but an unknown option is reported with the usage of the
    subcommand it was given to (``handrank equity --bogus`` shows ``equity``'s usage).

    >>> p = argparse.ArgumentParser(prog="demo")
    >>> _ = p.add_argument("--n", type=int)
    >>> parse_args(p, ["--n", "3"]).n
    3
    """
    args, extra = parser.parse_known_args(argv)
    if extra:
        leaf_parser(parser, args).error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def leaves(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """Every parser of ``parser`` that runs a command (no subcommands of its own).

    >>> p = argparse.ArgumentParser(prog="demo")
    >>> _ = p.add_subparsers(dest="cmd").add_parser("a")
    >>> [q.prog for q in leaves(p)]
    ['demo a']
    """
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        return [parser]
    return [leaf for p in dict.fromkeys(subs[0].choices.values()) for leaf in leaves(p)]


def document_json(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add ``JSON_CONVENTIONS`` at the end of the ``--help`` of each of ``parser``'s commands.

    >>> JSON_CONVENTIONS[:20] in document_json(argparse.ArgumentParser(prog="demo")).epilog
    True
    """
    for leaf in leaves(parser):
        if JSON_CONVENTIONS not in (leaf.epilog or ""):
            wrapped = textwrap.fill(JSON_CONVENTIONS, 92)
            leaf.epilog = f"{leaf.epilog.rstrip()}\n\n{wrapped}\n" if leaf.epilog else wrapped
    return parser


def leaf_parser(parser: argparse.ArgumentParser, args: argparse.Namespace) -> argparse.ArgumentParser:
    """The (sub)parser that parsed the innermost subcommand of ``args``: the one whose usage an
    unknown option should print.

    >>> p = argparse.ArgumentParser(prog="demo")
    >>> _ = p.add_subparsers(dest="cmd").add_parser("run")
    >>> leaf_parser(p, p.parse_args(["run"])).prog
    'demo run'
    """
    while True:
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        name = getattr(args, subs[0].dest, None) if subs else None
        if not subs or name not in subs[0].choices:
            return parser
        parser = subs[0].choices[name]


def low_category(category: Any) -> str:
    """The ``--json`` ``category`` of a low hand: ``NO_PAIR`` for five unpaired cards (a high
    hand's ``HIGH_CARD``), else the paired category's name.

    >>> from handrank.values import Category
    >>> low_category(Category.HIGH_CARD), low_category(Category.PAIR)
    ('NO_PAIR', 'PAIR')
    """
    return "NO_PAIR" if category.name == "HIGH_CARD" else category.name


def amount(x: Any) -> int | float:
    """An amount (chips, antes, a payout, a share) for ``--json``: a number in every command,
    an integer when it is whole.

    >>> from fractions import Fraction
    >>> amount(Fraction(27)), amount(Fraction(-1, 2)), amount(5)
    (27, -0.5, 5)
    """
    x = Fraction(x)
    return int(x) if x.denominator == 1 else float(x)
