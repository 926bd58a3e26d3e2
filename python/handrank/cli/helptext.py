"""The help texts the subcommands share: the examples, the ``--json`` keys of the built-in
subcommands and the JSON conventions every ``--help`` ends with."""

from __future__ import annotations

import argparse
import textwrap

__all__ = ["EXAMPLES", "JSON_CONVENTIONS", "JSON_KEYS", "document_json", "epilog", "leaves", "plain_help"]


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
    "eval": "cards, value, cactus_kev_rank, category, description, best_five; with --game another game: "
            "game, and value on that game's scale (short deck's 1..1404, a low's), where cactus_kev_rank is "
            "left out (it is the standard scale's: Hold'em, Omaha, stud)",
    "explain": f"cards, board, value, category, text, best_five, main, kickers, hole_used; {_LOW_KEYS}; "
               "with --game short deck as eval says",
    "compare": f"board, {_PLAYERS}, result (1, 0, -1); {_LOW_KEYS}; the top level adds scheme and "
               "qualifier, and winners is empty when no hand qualifies",
    "showdown": f"board, {_PLAYERS}; --pot adds shares (key -> units); {_LOW_KEYS}; the top level adds "
                "scheme and qualifier, and winners is empty when no hand qualifies",
}


#: What every ``--json`` keeps to; the end of every subcommand's ``--help``.
JSON_CONVENTIONS = (
    "JSON conventions (every command): cards are ASCII strings like \"Th\"; a hand is a list of cards "
    "(a range is its text, under \"range\"); amounts (chips, antes, payouts, shares) are numbers, an "
    "integer when whole; the solver's exact fractions are \"p/q\" strings beside a *_float number; a "
    "low hand without a pair has the category NO_PAIR; a player's key is his name or his 0-based "
    "position.")


def plain_help(doc: str) -> str:
    """A docstring for ``--help``: no reStructuredText literal marks.

    >>> plain_help("``handrank low`` prints ``null``")
    'handrank low prints null'
    """
    return doc.replace("``", "")


def epilog(name: str) -> str:
    """The examples of one subcommand, the card spelling and its ``--json`` keys.

    >>> print(epilog("eval").splitlines()[1])
      handrank eval As Ks Qs Js Ts
    """
    head, *lines = EXAMPLES.splitlines()
    mine = [line for line in lines if line.startswith(f"  handrank {name} ")]
    cards_line = next(line for line in lines if line.startswith("Cards:"))
    keys = textwrap.fill(f"JSON keys (--json): {JSON_KEYS[name]}.", 92)
    return "\n".join([head, *mine, "", cards_line, "", keys]) + "\n"


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
