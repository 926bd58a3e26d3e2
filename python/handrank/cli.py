"""The ``handrank`` command (also ``python -m handrank``).

Subcommands ``eval``, ``compare``, ``explain`` and ``showdown``, each with ``--lang en|ru`` and
``--json``. More subcommands plug in: every module named in ``SUBCOMMAND_MODULES`` that is
installed defines ``register(subparsers)``, adding parsers whose ``func(args) -> int`` runs them.

JSON output (stable keys; cards are always ASCII like ``"Th"``):

- ``eval``: ``cards``, ``value``, ``cactus_kev_rank``, ``category``, ``description``, ``best_five``
- ``explain``: ``cards``, ``board``, ``value``, ``category``, ``text``, ``best_five``, ``main``,
  ``kickers``, ``hole_used``
- ``compare`` and ``showdown``: ``board``, ``players`` (each: ``key``, ``name``, ``hole``, and the
  ``explain`` keys), ``winners`` (keys), ``decision`` (``kind``, ``position``, ``winner_rank``,
  ``loser_rank``, ``on_board``, ``loser_on_board``, ``board_plays``, ``winners``, ``loser``),
  ``text``; ``compare`` adds ``result`` (1, 0, -1); ``showdown --pot`` adds ``shares``.
- with ``--low SCHEME`` (``a5``, ``27``, ``a6``; ``--qualifier 8`` for eight or better) ``explain``,
  ``compare`` and ``showdown`` judge the best low instead: ``value`` is ``null`` for a hand with no
  qualifying low, ``cactus_kev_rank`` gives way to ``low_value`` (the best low all the same),
  ``qualifies``, ``scheme`` and ``qualifier``; the top level adds ``scheme`` and ``qualifier``, and
  ``winners`` is empty when no hand qualifies.

Bad input prints ``handrank: error: ...`` on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import sys
from collections.abc import Sequence
from typing import Any, Callable, TextIO

from .cards import cards_str
from .explain import Explanation, explain
from .low_showdown import LowExplanation, LowShowdown
from .lowball import LOW_SCHEMES
from .pot import split_pot
from .showdown import HandsSpec, Showdown, ShowdownError, showdown
from .values import cactus_kev_rank

__all__ = ["SUBCOMMAND_MODULES", "add_common_options", "build_parser", "card_text", "emit", "main"]

# Subcommand modules written beside this one; each is loaded only if it is installed.
SUBCOMMAND_MODULES = ("handrank._cli_low", "handrank._cli_hilo", "handrank._cli_russian",
                      "handrank._cli_equity")

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

_LABELS = {
    "en": {"board": "Board", "best": "best five", "main": "main", "kickers": "kickers",
           "value": "value", "ck": "Cactus Kev rank", "pot": "Pot", "none": "none",
           "low": "low", "no_low": "no qualifying low, nothing to split"},
    "ru": {"board": "Стол", "best": "лучшие пять", "main": "основные", "kickers": "кикеры",
           "value": "значение", "ck": "ранг Cactus Kev", "pot": "Банк", "none": "нет",
           "low": "младшая рука", "no_low": "нет младшей руки, которая проходит квалификацию, делить нечего"},
}


def symbols_ok(stream: TextIO) -> bool:
    """Whether ``stream`` can show the suit symbols ``♠ ♥ ♦ ♣``."""
    try:
        "♠♥♦♣".encode(getattr(stream, "encoding", None) or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def card_text(ids: Sequence[int], args: argparse.Namespace) -> str:
    """Cards for the terminal: suit symbols where it can show them (``--ascii`` turns them off)."""
    return cards_str(ids, symbols=not getattr(args, "ascii", False) and symbols_ok(sys.stdout)) or "-"


def add_common_options(parser: argparse.ArgumentParser) -> None:
    """The options every subcommand takes: ``--lang en|ru`` and ``--json``."""
    parser.add_argument("--lang", choices=("en", "ru"), default="en",
                        help="language of the text (default: en)")
    parser.add_argument("--json", action="store_true", help="print JSON with stable keys instead of text")


def emit(args: argparse.Namespace, data: dict[str, Any], text: str) -> int:
    """Print ``data`` as JSON (``--json``) or ``text``; return exit status 0."""
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
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

def _cmd_eval(args: argparse.Namespace) -> int:
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


def _cmd_showdown(args: argparse.Namespace) -> int:
    r = showdown(args.board, _parse_hands(args.hands), omaha=args.omaha, **_low(args))
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
    if args.board is None:  # two hole-card hands: a question for ``handrank equity``
        importlib.import_module("handrank._cli_equity").point_to_equity(args.a, args.b)
    r = showdown(args.board, [args.a, args.b], one_deck=args.board is not None, **_low(args))
    va, vb = r.values[0] or 0, r.values[1] or 0  # no qualifying low: below every low
    data = {"result": (va > vb) - (va < vb), **_showdown_data(r, args)}
    return emit(args, data, "\n".join(_showdown_text(r, args)))


# ---- the parser ------------------------------------------------------------------------------

def _subparser(sub: Any, name: str, help: str,
               func: Callable[[argparse.Namespace], int]) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help, description=help, epilog=EXAMPLES,
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
    parser.add_argument("--ascii", action="store_true",
                        help="print suits as letters (As) even where ♠ can show")
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
    """Run the command; returns the exit status (0, or 2 on bad input)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except ValueError as e:  # CardError, ShowdownError, PotError and friends name the problem
        print(f"{parser.prog}: error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader (``| head``) left early: not an error of ours
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
