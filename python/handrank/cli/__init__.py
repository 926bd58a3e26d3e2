"""The ``handrank`` command (also ``python -m handrank``).

Subcommands ``eval``, ``compare``, ``explain`` and ``showdown``. The common options ``--lang en|ru``,
``--json`` and ``--ascii`` go before or after the subcommand. More subcommands plug in: every module
named in ``SUBCOMMAND_MODULES`` that is installed defines ``register(subparsers)``, adding parsers
whose ``func(args) -> int`` runs them.

JSON output has stable keys (``JSON_KEYS``, also shown by ``handrank COMMAND --help``); cards are
always ASCII like ``"Th"``. A player's ``key`` is the one the library uses: his name, or his
0-based position in the order given (``name`` is the label the text uses, ``Player 1``).

Bad input prints ``handrank: error: ...`` on stderr and exits with status 2. A terminal that cannot
show a character (``PYTHONIOENCODING=ascii``, the C locale) gets an ASCII stand-in: suits as
letters, Russian transliterated (``Роял-флеш`` -> ``Royal-flesh``), JSON with ``\\u`` escapes.
"""

from __future__ import annotations

import argparse
import codecs
import importlib
import importlib.util
import io
import json
import re
import sys
import textwrap
import unicodedata
from collections.abc import Sequence
from typing import Any, Callable, TextIO

from .. import __version__
from ..cards import cards, cards_str, check_count
from ..evaluators.schemes import LOW_SCHEMES
from ..explain.hand import Explanation, LowExplanation, explain
from ..explain.pots import split_pot
from ..explain.showdown import HandsSpec, LowShowdown, Showdown, ShowdownError, owner, showdown
from ..values import cactus_kev_rank

__all__ = ["JSON_KEYS", "SUBCOMMAND_MODULES", "add_common_options", "ascii_text", "build_parser", "card_text",
           "cards_in_text", "emit", "main"]

# Subcommand modules written beside this one; each is loaded only if it is installed.
SUBCOMMAND_MODULES = ("handrank.cli.low", "handrank.cli.hilo", "handrank.cli.russian")

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

_LABELS = {
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


def cards_in_text(text: str, args: argparse.Namespace) -> str:
    """``text`` with each card written ``As`` shown as ``card_text`` shows cards.

    >>> cards_in_text("Two Pair (Ah As Kd Kc): 2 to 1", argparse.Namespace(ascii=True))
    'Two Pair (Ah As Kd Kc): 2 to 1'
    """
    if getattr(args, "ascii", False) or not symbols_ok(sys.stdout):
        return text
    return _CARD_WORD.sub(lambda m: card_text(cards(m.group()), args), text)


_ASCII = {"♠": "s", "♥": "h", "♦": "d", "♣": "c", "♤": "s", "♡": "h", "♢": "d", "♧": "c",
          "—": "-", "–": "-", "«": '"', "»": '"', "„": '"', "“": '"', "”": '"', "’": "'", "…": "...",
          "±": "+/-", "×": "x", "≤": "<=", "≥": ">=", "→": "->", "№": "No."}
_CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                     ("a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch '' y ' e yu ya"
                      .replace("''", "").split(" "))))


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


def _merge_common_options(args: argparse.Namespace) -> None:
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


def _joined(words: Sequence[str]) -> str:
    return " ".join(words)


def _explain_data(e: Explanation | LowExplanation) -> dict[str, Any]:
    if isinstance(e, LowExplanation):
        return {"value": e.value, "low_value": e.low_value, "qualifies": e.qualifies, "scheme": e.rules.name,
                "qualifier": e.qualifier, "category": e.category.name,
                "best_five": cards_str(e.best_five).split(), "main": cards_str(e.main).split(),
                "kickers": cards_str(e.kickers).split(), "hole_used": cards_str(e.hole_used).split()}
    return {"value": e.value, "cactus_kev_rank": cactus_kev_rank(e.value), "category": e.category.name,
            "best_five": cards_str(e.best_five).split(), "main": cards_str(e.main).split(),
            "kickers": cards_str(e.kickers).split(), "hole_used": cards_str(e.hole_used).split()}


def _explain_lines(e: Explanation | LowExplanation, args: argparse.Namespace) -> list[str]:
    t = _LABELS[args.lang]
    kick = card_text(e.kickers, args) if e.kickers else t["none"]
    lines = [f"{t['best']}: {card_text(e.best_five, args)}  ({t['main']}: {card_text(e.main, args)}; "
             f"{t['kickers']}: {kick})"]
    if isinstance(e, LowExplanation):  # the best low's value even when it misses the qualifier
        return [*lines, f"{t['value']} {e.low_value} / {e.rules.num_values} ({t['low']} {e.rules.name})"]
    return [*lines, f"{t['value']} {e.value} / 7462 ({t['ck']} {cactus_kev_rank(e.value)})"]


# ---- subcommands -----------------------------------------------------------------------------

def _no_board_count(args: argparse.Namespace) -> None:
    """Without ``--board`` a wrong card count is not about "the board"."""
    if args.board is None:
        check_count(cards(_joined(args.cards)))


def _cmd_eval(args: argparse.Namespace) -> int:
    _no_board_count(args)
    e = explain(_joined(args.cards), args.board)
    data = {"cards": cards_str(e.board + e.hole).split(), "value": e.value,
            "cactus_kev_rank": cactus_kev_rank(e.value), "category": e.category.name,
            "description": e.text(args.lang, symbols=False), "best_five": cards_str(e.best_five).split()}
    return emit(args, data, f"{e.value}  {e.text(args.lang)}")


def _low(args: argparse.Namespace) -> dict[str, Any]:
    """``low=`` and ``qualifier=`` from ``--low`` and ``--qualifier`` (a number when it is one)."""
    q = args.qualifier
    if args.low is None:
        if q is not None:
            raise ValueError(f"--qualifier {q} needs --low (a5, 27 or a6)")
        return {}
    return {"low": args.low, "qualifier": int(q) if q is not None and q.isdigit() else q}


def _cmd_explain(args: argparse.Namespace) -> int:
    if not args.omaha:
        _no_board_count(args)
    e = explain(_joined(args.cards), args.board, omaha=args.omaha, **_low(args))
    symbols = not args.ascii and symbols_ok(sys.stdout)
    data = {"cards": cards_str(e.hole).split(), "board": cards_str(e.board).split(),
            "text": e.text(args.lang, symbols=False), **_explain_data(e)}
    return emit(args, data, "\n".join([e.text(args.lang, symbols=symbols), *_explain_lines(e, args)]))


def _showdown_data(r: Showdown | LowShowdown, args: argparse.Namespace) -> dict[str, Any]:
    players = []
    for k, e in r.explanations.items():
        players.append({"key": k, "name": r.label(k, args.lang), "hole": cards_str(e.hole).split(),
                        "text": e.text(args.lang, symbols=False), **_explain_data(e)})
    low = {"scheme": r.rules.name, "qualifier": r.qualifier} if isinstance(r, LowShowdown) else {}
    return {"board": cards_str(r.board).split(), **low, "players": players, "winners": list(r.winners),
            "decision": r.decision.as_dict(), "text": r.text(args.lang, symbols=False)}


def _showdown_text(r: Showdown | LowShowdown, args: argparse.Namespace) -> list[str]:
    symbols = not args.ascii and symbols_ok(sys.stdout)
    lines = [f"{_LABELS[args.lang]['board']}: {card_text(r.board, args)}"] if r.board else []
    names = {k: r.label(k, args.lang) for k in r.explanations}
    width = max(len(n) for n in names.values())
    hole_width = max(len(card_text(e.hole, args)) for e in r.explanations.values())
    for k, e in r.explanations.items():
        mark = "*" if k in r.winners else " "
        lines.append(f"{mark} {names[k]:<{width}}  {card_text(e.hole, args):<{hole_width}}  "
                     f"{e.text(args.lang, symbols=symbols)}  [{card_text(e.best_five, args)}]")
    lines.append(r.text(args.lang, symbols=symbols))
    return lines


def _parse_hands(specs: Sequence[str]) -> HandsSpec:
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


def _no_board_hands(hands: HandsSpec, args: argparse.Namespace) -> None:
    """Without ``--board`` a hand of the wrong size is not about "the board"."""
    if args.board is not None or getattr(args, "omaha", False):
        return
    named = isinstance(hands, dict)
    for k, spec in (hands.items() if isinstance(hands, dict) else enumerate(hands)):
        n = len(cards(spec))
        if not 5 <= n <= 7:
            raise ShowdownError(f"{owner(k, named)} has {n} cards; a hand is 5 to 7 cards (or give --board)")


def _cmd_showdown(args: argparse.Namespace) -> int:
    hands = _parse_hands(args.hands)
    _no_board_hands(hands, args)
    r = showdown(args.board, hands, omaha=args.omaha, **_low(args))
    data = _showdown_data(r, args)
    lines = _showdown_text(r, args)
    if args.pot is not None and not r.winners:  # a low showdown where no hand qualifies
        data["shares"] = {}
        lines.append(f"{_LABELS[args.lang]['pot']} {args.pot}: {_LABELS[args.lang]['no_low']}")
    elif args.pot is not None:
        shares = split_pot(args.pot, r.winners, unit=args.unit)
        data["shares"] = {str(k): v for k, v in shares.items()}
        lines.append(f"{_LABELS[args.lang]['pot']} {args.pot}: "
                     + ", ".join(f"{r.label(k, args.lang)} {v}" for k, v in shares.items()))
    return emit(args, data, "\n".join(lines))


def _cmd_compare(args: argparse.Namespace) -> int:
    _no_board_hands([args.a, args.b], args)
    r = showdown(args.board, [args.a, args.b], one_deck=args.board is not None, **_low(args))
    va, vb = r.values[0] or 0, r.values[1] or 0  # no qualifying low: below every low
    data = {"result": (va > vb) - (va < vb), **_showdown_data(r, args)}
    return emit(args, data, "\n".join(_showdown_text(r, args)))


# ---- the parser ------------------------------------------------------------------------------

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


def _subparser(sub: Any, name: str, help: str,
               func: Callable[[argparse.Namespace], int]) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help, description=help, epilog=_epilog(name),
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.set_defaults(func=func)
    return p


def _low_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--low", choices=sorted(LOW_SCHEMES),
                   help="judge the best low instead: a5 = ace-to-five, 27 = deuce-to-seven, a6 = ace-to-six")
    p.add_argument("--qualifier",
                   help="with --low: the highest card a low may hold, e.g. 8 for eight or better")


def build_parser() -> argparse.ArgumentParser:
    """The ``handrank`` argument parser, plug-in subcommands included."""
    parser = argparse.ArgumentParser(
        prog="handrank", description="Poker hand values, kickers and showdowns, explained.",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"handrank {__version__}")
    add_common_options(parser, dest_prefix="top_")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    p = _subparser(sub, "eval", "the value of the best five of 5 to 7 cards", _cmd_eval)
    p.add_argument("cards", nargs="+", help="the cards, e.g. As Ks Qs Js Ts or \"AsKs\"")
    p.add_argument("--board", help="board cards, evaluated with the cards")

    p = _subparser(sub, "explain", "main cards, kickers and a description of the best hand", _cmd_explain)
    p.add_argument("cards", nargs="+", help="the cards (with --board: the hole cards)")
    p.add_argument("--board", help="board cards")
    p.add_argument("--omaha", action="store_true", help="Omaha: exactly two hole cards and three board cards")
    _low_options(p)

    p = _subparser(sub, "compare", "which of two hands wins, and why", _cmd_compare)
    p.add_argument("a", help="the first hand (5 to 7 cards, or hole cards with --board)")
    p.add_argument("b", help="the second hand")
    p.add_argument("--board", help="board cards shared by both hands")
    _low_options(p)

    p = _subparser(sub, "showdown", "who wins a showdown and which card decided it", _cmd_showdown)
    p.add_argument("hands", nargs="+", metavar="HAND", help="hole cards, optionally named: alice=AhKd")
    p.add_argument("--board", help="the board (3 to 5 cards; omit for 5 to 7 card hands)")
    p.add_argument("--omaha", action="store_true", help="Omaha: exactly two hole cards and three board cards")
    p.add_argument("--pot", type=int, help="split a pot of this many units among the winners")
    p.add_argument("--unit", type=int, default=1, help="the smallest chip of the pot (default 1)")
    _low_options(p)

    for name in SUBCOMMAND_MODULES:
        if importlib.util.find_spec(name) is not None:  # absent: not installed; present: must import
            importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status: 0, 2 on bad input, 1 if the terminal cannot show
    the text (only for an output stream that takes no ASCII stand-ins)."""
    streams = _ascii_stand_ins()
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        _merge_common_options(args)
        try:
            return int(args.func(args))
        except UnicodeEncodeError as e:  # a stream we could not give ASCII stand-ins: not bad input
            bad = e.object[e.start:e.end]
            print(f"{parser.prog}: this terminal cannot show the text ({e.reason}: {bad!a}); "
                  "use --ascii and --lang en, or set PYTHONIOENCODING=utf-8", file=sys.stderr)
            return 1
        except ValueError as e:  # CardError, ShowdownError, PotError and friends name the problem
            print(f"{parser.prog}: error: {e}", file=sys.stderr)
            return 2
        except BrokenPipeError:  # the reader (``| head``) left early: not an error of ours
            sys.stderr.close()
            return 0
    finally:
        for stream, errors in streams:
            if not stream.closed:
                stream.reconfigure(errors=errors)


def _ascii_stand_ins() -> list[tuple[io.TextIOWrapper, str]]:
    """Make ``sys.stdout``/``sys.stderr`` write ``ascii_text`` stand-ins for what their encoding
    cannot show (nothing changes for what it can); return the streams and their old handlers."""
    changed = []
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and not stream.closed and stream.errors != "handrank.ascii":
            changed.append((stream, stream.errors or "strict"))
            stream.reconfigure(errors="handrank.ascii")
    return changed


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
