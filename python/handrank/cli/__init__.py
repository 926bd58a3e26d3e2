"""The ``handrank`` command (also ``python -m handrank``), the top layer: one module per
subcommand (``eval``, ``explain``, ``compare``, ``showdown``, ``low``, ``hilo``, ``russian``, ...),
what they share in ``options`` (the common options, the parser), ``terminal`` (printing),
``argtypes`` (numbers as options), ``usage`` (options checked in the user's words), ``helptext``
(examples and JSON keys) and ``hands`` (hands as arguments), the parser and ``main`` here. It may
import every layer below (analysis, games, explanations, text, evaluators, cards, values); nothing
in the package imports it.

Every subcommand module keeps one protocol (``Subcommand``): ``register(subparsers)`` adds its
parsers, each with a ``func(args) -> int`` that runs it. A module whose commands need a parser of
their own (``equity table|preflop``) also defines ``dispatch(argv)``, which runs such a command
line and returns its exit status, or ``None`` for any other. The built-in modules are
``SUBCOMMANDS``; more plug in: every module named in ``SUBCOMMAND_MODULES`` that is installed.
The common options ``--lang en|ru``, ``--json`` and ``--ascii`` go before or after the subcommand.

JSON output has stable keys (``JSON_KEYS``, also shown by ``handrank COMMAND --help``); cards are
always ASCII like ``"Th"``. A player's ``key`` is the one the library uses: his name, or his
0-based position in the order given (``name`` is the label the text uses, ``Player 1``).

Bad input prints ``handrank: error: ...`` on stderr and exits with status 2; so does an
environment variable ``HANDRANK_KERNEL`` that cannot be honoured, before any command runs. A
terminal that cannot show a character (``PYTHONIOENCODING=ascii``, the C locale) gets an ASCII
stand-in: suits as letters, Russian transliterated (``Роял-флеш`` -> ``Royal-flesh``), JSON with
``\\u`` escapes.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys
from collections.abc import Sequence
from typing import Optional, Protocol, cast

from .. import __version__
from .helptext import EXAMPLES, JSON_KEYS, document_json
from .language import Parser, error_line, localize, requested_lang
from .options import Subparsers, add_common_options, merge_common_options, parse_args
from .refusals import refusal
from .terminal import ascii_stand_ins, ascii_text, card_text, cards_in_text, emit

__all__ = ["JSON_KEYS", "SUBCOMMANDS", "SUBCOMMAND_MODULES", "Subcommand", "add_common_options", "ascii_text",
           "build_parser", "card_text", "cards_in_text", "emit", "main", "subcommand_modules"]

# The subcommands, one module each, in the order ``handrank --help`` lists them.
SUBCOMMANDS = ("handrank.cli.eval", "handrank.cli.explain", "handrank.cli.compare", "handrank.cli.showdown")
# Subcommand modules written beside them; each is loaded only if it is installed (plug-ins).
SUBCOMMAND_MODULES = ("handrank.cli.low", "handrank.cli.hilo", "handrank.cli.russian", "handrank.cli.equity",
                      "handrank.cli.icm", "handrank.cli.strength", "handrank.cli.classify",
                      "handrank.cli.breakdown", "handrank.cli.distribution",
                      "handrank.cli.badugi", "handrank.cli.history")


class Subcommand(Protocol):
    """What a subcommand module defines (a module may also define ``dispatch``, see above).

    >>> [callable(m.register) for m in subcommand_modules()][:2]
    [True, True]
    """

    def register(self, subparsers: Subparsers) -> None:
        """Add the module's parsers to ``subparsers``, each with ``func(args) -> int`` as its default.

        >>> import handrank.cli.eval as module
        >>> sub = argparse.ArgumentParser(prog="demo").add_subparsers()
        >>> module.register(sub); sorted(sub.choices)
        ['eval']
        """


def subcommand_modules() -> list[Subcommand]:
    """The subcommand modules, in the order ``handrank --help`` lists them: ``SUBCOMMANDS``, then
    each of ``SUBCOMMAND_MODULES`` that is installed (one that is installed but fails to import
    raises).

    >>> [m.__name__ for m in subcommand_modules()][:2]
    ['handrank.cli.eval', 'handrank.cli.explain']
    """
    installed = [name for name in SUBCOMMAND_MODULES if importlib.util.find_spec(name) is not None]
    return [cast(Subcommand, importlib.import_module(name)) for name in (*SUBCOMMANDS, *installed)]


def _dispatch(modules: Sequence[Subcommand], argv: Sequence[str]) -> Optional[int]:
    """The exit status of the first module's ``dispatch`` that runs ``argv``, else ``None``."""
    for module in modules:
        dispatch = getattr(module, "dispatch", None)
        status = dispatch(argv) if dispatch is not None else None
        if status is not None:
            return int(status)
    return None


def build_parser() -> argparse.ArgumentParser:
    """The ``handrank`` argument parser, plug-in subcommands included.

    >>> args = build_parser().parse_args(["showdown", "--board", "9h Ac Kd 4s 2c", "alice=9dQc", "bob=9sJd"])
    >>> args.command, args.board, args.hands
    ('showdown', '9h Ac Kd 4s 2c', ['alice=9dQc', 'bob=9sJd'])
    """
    parser = Parser(
        prog="handrank", description="Poker hand values, kickers and showdowns, explained.",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"handrank {__version__}")
    add_common_options(parser, dest_prefix="top_")
    sub = cast(Subparsers, parser.add_subparsers(dest="command", metavar="COMMAND"))
    sub.required = True
    for module in subcommand_modules():
        module.register(sub)
    return document_json(parser)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status: 0, 2 on bad input, 1 if the terminal cannot show
    the text (only for an output stream that takes no ASCII stand-ins).

    >>> main(["eval", "As", "Ks", "Qs", "Js", "Ts"])
    7462  Royal Flush
    0
    >>> main(["eval", "As", "Ks", "Qs", "Js", "Xs"])
    2
    """
    from ..evaluators import kernel

    if kernel.PROBLEM is not None:  # HANDRANK_KERNEL could not be honoured: one line, as for bad input
        print(f"handrank: error: {kernel.PROBLEM}", file=sys.stderr)
        return 2
    streams = ascii_stand_ins()
    try:
        status = _dispatch(subcommand_modules(), sys.argv[1:] if argv is None else list(argv))
        if status is not None:  # a command line with a parser of its own (equity table|preflop)
            return status
        parser = localize(build_parser(), requested_lang(sys.argv[1:] if argv is None else argv))
        args = parse_args(parser, argv)
        merge_common_options(args)
        try:
            return int(args.func(args))
        except UnicodeEncodeError as e:  # a stream we could not give ASCII stand-ins: not bad input
            bad = e.object[e.start:e.end]
            print(f"{parser.prog}: this terminal cannot show the text ({e.reason}: {bad!a}); "
                  "use --ascii and --lang en, or set PYTHONIOENCODING=utf-8", file=sys.stderr)
            return 1
        except ValueError as e:  # CardError, ShowdownError, PotError and friends name the problem
            message = refusal(e, args.lang)  # in --lang, the options' words, not the library's parameters
            print(error_line(parser.prog, message, args.lang), file=sys.stderr)
            return 2
        except BrokenPipeError:  # the reader (``| head``) left early: not an error of ours
            sys.stderr.close()
            return 0
    finally:
        for stream, errors in streams:
            if not stream.closed:
                stream.reconfigure(errors=errors)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
