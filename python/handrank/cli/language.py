"""The command line in the language of ``--lang``: which language a command line asks for (before
or after the subcommand), the parser that speaks it (argparse's own words, its errors) and its
``--help`` put into it (``localize``). The words live in ``handrank.text.cli``; a help text that
has no Russian there keeps its English."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterator, Sequence
from typing import NoReturn, Optional

from ..text.cli import ARGPARSE, DESCRIPTIONS, HELP, HELP_FOOTER, METAVARS, WORDS

__all__ = ["Parser", "error_line", "in_language", "localize", "requested_lang", "shown_name"]

_LANGS = ("en", "ru")


def requested_lang(argv: Sequence[str]) -> str:
    """The language a command line asks for: its last ``--lang en|ru`` (``--lang=ru`` too),
    before or after the subcommand; ``en`` without one.

    >>> requested_lang(["--lang", "ru", "equity", "--help"]), requested_lang(["eval", "--lang=ru"])
    ('ru', 'ru')
    >>> requested_lang(["eval", "As"])
    'en'
    """
    lang = "en"
    for i, word in enumerate(argv):
        if word == "--":
            break
        value = word[len("--lang="):] if word.startswith("--lang=") else (
            argv[i + 1] if word == "--lang" and i + 1 < len(argv) else None)
        if value in _LANGS:
            lang = value
    return lang


def in_language(message: str, lang: str) -> str:
    """One of argparse's messages (an error, a heading) in ``lang``; one it does not know as is.

    >>> in_language("argument --threads: expected one argument", "ru")
    'аргумент --threads: нужен один аргумент'
    >>> in_language("the following arguments are required: --pot", "en")
    'the following arguments are required: --pot'
    """
    if lang not in ARGPARSE:
        return message
    words = {**ARGPARSE[lang], **HELP[lang]}
    if message in words:
        return words[message]
    for english, translated in words.items():
        if "%s" not in english:
            continue
        pattern = "^" + re.escape(english).replace("%s", "(.+?)") + "$"
        match = re.match(pattern, message, flags=re.S)
        if match:
            parts = [*match.groups()]
            parts[-1] = in_language(parts[-1], lang)
            return translated % tuple(parts)
    return message


def error_line(prog: str, message: str, lang: str) -> str:
    """The line a bad command line ends with: ``handrank: error: ...`` in ``lang``.

    >>> error_line("handrank", "no such file", "ru")
    'handrank: ошибка: no such file'
    """
    return f"{prog}: {WORDS.get(lang, WORDS['en'])['error']}: {message}"


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` that speaks ``lang`` (set by ``localize``): its usage heading and its
    errors; its subparsers are of this class too.

    >>> p = Parser(prog="demo")
    >>> p.lang = "ru"
    >>> p.format_usage()
    'использование: demo [-h]\\n'
    """

    #: The language the parser speaks (``en`` or ``ru``).
    lang = "en"

    def format_usage(self) -> str:
        """The usage line, its heading in ``lang``.

        >>> Parser(prog="demo").format_usage()
        'usage: demo [-h]\\n'
        """
        return self._heading(super().format_usage())

    def format_help(self) -> str:
        """The ``--help`` text, its usage heading in ``lang`` (the rest as ``localize`` left it).

        >>> p = localize(Parser(prog="demo"), "ru")
        >>> p.format_help().splitlines()[0]
        'использование: demo [-h]'
        """
        return self._heading(super().format_help())

    def _heading(self, text: str) -> str:
        usage = "usage: "
        return in_language(usage, self.lang) + text[len(usage):] if text.startswith(usage) else text

    def error(self, message: str) -> NoReturn:
        """Print the usage and ``prog: error: message`` in ``lang`` on stderr; exit with status 2.

        >>> p = localize(Parser(prog="demo"), "ru")
        >>> p.error("expected one argument")
        Traceback (most recent call last):
        ...
        SystemExit: 2
        """
        if self.lang == "en":
            super().error(message)
        self.print_usage(sys.stderr)
        self.exit(2, error_line(self.prog, in_language(message, self.lang), self.lang) + "\n")


def _parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                yield from _parsers(sub)


def _examples(text: Optional[str]) -> list[str]:
    """The example command lines of a description or an epilog (indented lines that run
    ``handrank``), without their English comments."""
    return [line.split("  #")[0].rstrip() for line in (text or "").splitlines()
            if line.startswith(" ") and line.lstrip().startswith("handrank ")]


def shown_name(action: argparse.Action) -> str:
    """The name ``--help`` and the usage line show for an action's value (its ``metavar``, else
    argparse's default: the dest, upper case for an option); ``""`` where argparse shows its
    choices instead.

    >>> p = argparse.ArgumentParser()
    >>> shown_name(p.add_argument("--board")), shown_name(p.add_argument("cards", nargs="+"))
    ('BOARD', 'cards')
    """
    if isinstance(action.metavar, str):
        return action.metavar
    if action.metavar is not None or action.choices is not None or action.nargs == 0:
        return ""
    return action.dest.upper() if action.option_strings else action.dest


def localize(parser: argparse.ArgumentParser, lang: str) -> argparse.ArgumentParser:
    """``parser`` and its subparsers in ``lang``: each description, the options' help and the
    names of their values where ``handrank.text.cli`` has them, argparse's headings and errors,
    the errors of a value type that can say them in ``lang`` (its ``speaking(lang)``); the
    examples are kept. ``en`` leaves the parser as it is.

    >>> p = localize(Parser(prog="handrank", description="Poker hand values."), "ru")
    >>> p.description.startswith("Сила"), p._optionals.title
    (True, 'параметры')
    """
    if lang == "en" or lang not in DESCRIPTIONS:
        return parser
    descriptions, helps, footer = DESCRIPTIONS[lang], HELP[lang], HELP_FOOTER[lang]
    names = METAVARS.get(lang, {})
    for p in _parsers(parser):
        if isinstance(p, Parser):
            p.lang = lang
        described = _examples(p.description)
        examples = described + [e for e in _examples(p.epilog) if e not in described]
        if p.prog in descriptions:
            p.description = descriptions[p.prog]
            p.epilog = "\n".join([footer["examples"], *examples, "", footer["cards"], "", footer["json"]]) \
                if examples else f"{footer['cards']}\n\n{footer['json']}"
        for group in p._action_groups:
            group.title = in_language(group.title, lang) if group.title else group.title
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                for choice in action._choices_actions:
                    choice.help = descriptions.get(f"{p.prog} {choice.dest}", choice.help)
            elif action.help and action.help != argparse.SUPPRESS:
                action.help = helps.get(action.help, in_language(action.help, lang))
            name = shown_name(action)
            if name in names:
                action.metavar = names[name]
            speaking = getattr(action.type, "speaking", None)
            if callable(speaking):  # a value type whose errors have words (``--game``)
                action.type = speaking(lang)
    return parser
