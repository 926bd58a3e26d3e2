"""The options the subcommands share and how the parser runs: the common options (``--lang``,
``--json``, ``--ascii``, before or after the subcommand), ``--game``, the low options, a
subcommand's parser, and an unknown option reported with its subcommand's usage."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Callable

from ..evaluators.schemes import LOW_SCHEMES
from ..registry import GameError, game, games
from ..text.cli import WORDS
from .argtypes import threads
from .helptext import epilog
from .refusals import game_refusal

#: What ``add_subparsers`` returns: a subcommand module's ``register`` adds its parsers to it.
if TYPE_CHECKING:
    Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]
else:
    Subparsers = argparse._SubParsersAction

__all__ = ["GameType", "Subparsers", "add_common_options", "game_option", "game_type",
           "leading_common_options", "leaf_parser", "low_kwargs", "low_options", "merge_common_options",
           "parse_args", "subparser", "thread_option"]

_COMMON_OPTIONS = ("lang", "json", "ascii")


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
    top: dict[str, Any] = {"default": argparse.SUPPRESS} if dest_prefix else {}
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
    """A common option given before the subcommand counts unless it is given after it too; then a
    deprecated option that was given is noted on stderr, in ``--lang``'s words.

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
    for old, new in getattr(args, "deprecated_given", ()):
        print(f"handrank: {WORDS[getattr(args, 'lang', 'en')]['deprecated'].format(old=old, new=new)}",
              file=sys.stderr)


class _Deprecated(argparse.Action):
    """``store`` for an old spelling of an option, noting it (``deprecated_given``) so that the
    command says so on stderr once the language is known."""

    def __init__(self, *args: Any, new: str, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.new = new

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        setattr(namespace, self.dest, values)
        given = [*getattr(namespace, "deprecated_given", ()), (option_string, self.new)]
        namespace.deprecated_given = given


def thread_option(group: argparse._ActionsContainer, help: str) -> None:
    """Add ``--threads N`` (``dest="workers"``) to ``group``, and its old spelling ``--workers N``,
    hidden from ``--help``: it still works and says on stderr that it is deprecated.

    >>> p = argparse.ArgumentParser()
    >>> thread_option(p, "local threads")
    >>> p.parse_args(["--threads", "2"]).workers, p.parse_args(["--workers", "3"]).workers
    (2, 3)
    """
    group.add_argument("--threads", type=threads, dest="workers", metavar="N", help=help)
    group.add_argument("--workers", type=threads, dest="workers", metavar="N", help=argparse.SUPPRESS,
                       action=_Deprecated, new="--threads")


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


def subparser(sub: Subparsers, name: str, help: str,
               func: Callable[[argparse.Namespace], int]) -> argparse.ArgumentParser:
    """Add the subcommand ``name`` to ``sub``, with its help, the common options and ``func`` to run it.

    >>> sub = argparse.ArgumentParser(prog="handrank").add_subparsers()
    >>> p = subparser(sub, "eval", "Evaluate a hand.", lambda args: 0)
    >>> p.prog, p.parse_args(["--lang", "ru"]).lang, p.get_default("func")(None)
    ('handrank eval', 'ru', 0)
    """
    p = sub.add_parser(name, help=help, description=help, epilog=epilog(name),
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.set_defaults(func=func)
    return p


class GameType:
    """The ``type=`` of a ``--game`` (or a game argument) of a command doing ``operation``: the
    game's canonical name in ``handrank.registry`` (any alias read), or an argparse error in
    ``lang`` that names the game, the command and the games it plays (or the commands that play
    the game). ``speaking(lang)`` is the same type in another language (``localize`` asks it).

    >>> GameType("equity")("Big O")
    'omaha5_8'
    >>> GameType("explain")("omaha8")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: handrank explain: omaha8 has a high hand and a low hand; ...
    """

    __name__ = "game"  # what argparse calls the value in its own messages

    def __init__(self, operation: str, lang: str = "en") -> None:
        self.operation, self.lang = operation, lang

    def __call__(self, text: str) -> str:
        try:
            return game(text, self.operation).name
        except GameError as e:
            raise argparse.ArgumentTypeError(game_refusal(e, self.lang)) from None

    def speaking(self, lang: str) -> GameType:
        """This type, its errors in ``lang``.

        >>> GameType("equity").speaking("ru").lang
        'ru'
        """
        return GameType(self.operation, lang)


def game_type(operation: str) -> GameType:
    """The ``type=`` of a ``--game`` of a command doing ``operation`` (``GameType``).

    >>> game_type("equity")("PLO")
    'omaha'
    """
    return GameType(operation)


def game_option(p: argparse.ArgumentParser, operation: str = "evaluate") -> None:
    """Add ``--game`` (any game of ``handrank.registry`` that has ``operation``, by its name or
    an alias; default ``holdem``) to a subcommand's parser.

    >>> import argparse
    >>> p = argparse.ArgumentParser()
    >>> game_option(p)
    >>> p.parse_args(["--game", "shortdeck-triton"]).game, p.parse_args(["--game", "PLO"]).game
    ('shortdeck-triton', 'omaha')
    """
    names = games(operation)
    p.add_argument("--game", default="holdem", type=game_type(operation), metavar="GAME",
                   help=f"the game (default holdem): {', '.join(names)}; or an alias (plo, bigo, 6plus, "
                        "nlhe, 2-7, ...)")


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
