"""The library's refusals in the command line's words and language: a game a command cannot play
names the command (``handrank compare``) and the commands that do play it, not the library's
calls; any other refusal is said in ``--lang``'s words where ``handrank.text.errors`` has them,
its parameters as the options that set them (``usage.in_flags``)."""

from __future__ import annotations

from typing import Optional

from ..registry import GAMES, Game, GameError, game
from ..text.cli import GAME_REFUSALS
from ..text.errors import error_text
from .usage import in_flags

__all__ = ["COMMANDS", "OWN_COMMANDS", "game_refusal", "refusal"]

#: Each operation of the registry that a command does with ``--game``, and that command.
COMMANDS = {"evaluate": "handrank eval", "explain": "handrank explain", "compare": "handrank compare",
            "showdown": "handrank showdown", "equity": "handrank equity",
            "equity_table": "handrank equity table",
            "hand_strength": "handrank strength", "classify": "handrank classify",
            "breakdown": "handrank breakdown", "equity_distribution": "handrank distribution"}

# Operations a command does another way than with ``--game``.
_EXTRA = {"hilo": "handrank hilo", "histogram": "handrank equity --histogram"}

#: The games with a command of their own (no ``--game``): the game's family, and the command.
OWN_COMMANDS = {"draw": {"badugi": "handrank badugi"}, "russian": {"russian": "handrank russian"}}


def _played_by(g: Game) -> list[str]:
    """The command lines that play ``g``: ``handrank CMD --game G``, ``handrank hilo G``, its own."""
    out = [f"{command} --game {g.name}" for op, command in COMMANDS.items() if g.generic(op)]
    if g.generic("hilo"):
        out.append(f"handrank hilo {g.name}")
    own = OWN_COMMANDS.get(g.family, {}).get(g.name)
    return [*out, own] if own else out


def _high_game(g: Game) -> Optional[Game]:
    """The high-only game of a hi-lo game's cards (``omaha8`` -> ``omaha``)."""
    cards = (g.family, g.deck, g.hole, g.board, g.uses, g.high)
    return next((h for h in GAMES.values()
                 if h.split == "high" and (h.family, h.deck, h.hole, h.board, h.uses, h.high) == cards), None)


def game_refusal(error: GameError, lang: str = "en") -> str:
    """A game refusal (``UnknownGameError``, ``UnsupportedGameError``) as the command line says
    it in ``lang``: the command and the option, never a Python call.

    >>> try:
    ...     game("omaha8", "explain")
    ... except GameError as e:
    ...     print(game_refusal(e)[:66])
    handrank explain: omaha8 has a high hand and a low hand; use handr
    >>> try:
    ...     game("russian", "equity")
    ... except GameError as e:
    ...     print(game_refusal(e, "ru")[:67])
    handrank equity не играет в russian; в russian играют handrank eval
    """
    words = GAME_REFUSALS.get(lang, GAME_REFUSALS["en"])
    parts, operation = error.parts, error.parts.get("operation")
    command = _EXTRA.get(operation) or COMMANDS.get(operation, f"handrank {operation}") \
        if isinstance(operation, str) else "handrank"
    if error.what == "game.unknown" and isinstance(operation, str):
        near = parts.get("near") or ()
        names = ", ".join(f"'{n}'" if lang == "en" else f"«{n}»" for n in near)
        listed = [*parts.get("games", ())]
        if operation == "hilo":
            listed.append(words["declare"])
        name = str(parts.get("name", ""))
        return words["unknown"].format(name=name if len(name) <= 80 else name[:77] + "...",
                                       near=words["near"].format(names=names) if near else "",
                                       command=command, games=", ".join(listed))
    if error.what == "game.unsupported" and isinstance(operation, str) and (operation in COMMANDS
                                                                          or operation in _EXTRA):
        g = game(parts["game"])
        if g.hi_lo and operation in ("compare", "showdown"):
            return words["hi_lo"].format(command=command, game=g.name)
        high = _high_game(g)
        if g.hi_lo and operation in ("evaluate", "explain") and high is not None:
            return words["high_low"].format(command=command, game=g.name, high=high.name,
                                            omaha=" --omaha" if g.uses else "", qualifier=g.qualifier)
        return words["not_played"].format(command=command, game=g.name, commands=", ".join(_played_by(g)))
    return in_flags(error_text(error, lang), lang=lang)


def refusal(error: BaseException, lang: str = "en", threads: str = "--threads") -> str:
    """Any refusal that reaches the command line, in its words and ``lang``.

    >>> from handrank.cards import CardError
    >>> refusal(CardError("card As is given twice").worded("card.twice", card="As"), "ru")
    'карта As указана дважды'
    >>> refusal(ValueError("slow; pass allow_long=True (--allow-long) to run it anyway"))
    'slow; pass --allow-long to run it anyway'
    """
    if isinstance(error, GameError) and error.what in ("game.unknown", "game.unsupported"):
        return game_refusal(error, lang)
    return in_flags(error_text(error, lang), threads, lang)
