"""Options checked in the user's words: an output file or a missing extra refused before the
work starts, naming the flag as it was typed, and a library message with its parameters as flags."""

from __future__ import annotations

import os
import re

from ..errors import HandrankError
from ..text.cli import WORDS

__all__ = ["PYTHON_WORDS", "UsageError", "check_output", "in_flags", "need_extra"]


class UsageError(HandrankError):
    """A command-line option that cannot work (an output file, a missing extra): the message
    names the flag as it was typed.

    >>> check_output("/", "--csv")
    Traceback (most recent call last):
    ...
    handrank.cli.usage.UsageError: --csv /: is a directory, not a file
    """


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


#: The one table from the library's Python spellings to the options that set them, applied to a
#: library error when the command line prints it (``in_flags``). A parameter the library already
#: follows with its option in parentheses (``allow_long=True (--allow-long)``) becomes the option once.
PYTHON_WORDS: list[tuple[str, str]] = [
    (r"allow_long=True \(--allow-long\)", "--allow-long"), (r"allow_long=True", "--allow-long"),
    (r"resume=True \(--resume\)", "--resume"), (r"resume=False \(--restart\)", "--restart"),
    (r"resume=True", "--resume"), (r"resume=False", "--restart"),
    (r"declarations=\.\.\.", "--declare PLAYER=WAY"), (r"declarations=", "--declare "),
    (r"game=\.\.\.", "--game GAME"), (r"game='([\w-]+)'", r"--game \1"), (r"game=", "--game "),
    (r"exact=False", "--samples N or --se X"), (r"exact=True", "--exact"),
    (r"target_se=", "--se "), (r"samples=", "--samples "), (r"seed=", "--seed "), (r"vs=", "--vs "),
    (r"opponents=", "--opponents "), (r"wild_rule=\.\.\.", "--wild-rule RULE"),
    (r"^vs: ", "--vs "),
]


def in_flags(message: str, threads: str = "--threads", lang: str = "en") -> str:
    """A library message in the command line's words: its parameters as the flags that set them
    (``PYTHON_WORDS``).

    >>> in_flags("too many to enumerate, use exact=False")
    'too many to enumerate, use --samples N or --se X'
    >>> in_flags("threads=0: a positive whole number")
    '--threads 0: a positive whole number'
    >>> in_flags("slow; pass allow_long=True (--allow-long) to run it anyway")
    'slow; pass --allow-long to run it anyway'
    """
    either = f" {WORDS.get(lang, WORDS['en'])['or']} "  # "--samples N or --se X"
    for word, flag in [*PYTHON_WORDS, ("threads=", threads + " ")]:
        message = re.sub(rf"(?<![\w-]){word}", flag.replace(" or ", either), message)
    return message
