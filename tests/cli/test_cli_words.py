"""The command line in its own words: its errors name options, never the library's Python
parameters; one spelling for the thread count; ``--lang ru`` reaches errors and ``--help``."""

from __future__ import annotations

import re

import pytest
from handrank import cli

# A Python parameter as the library spells it: ``allow_long=True``, ``declarations=...``,
# ``game='omaha'``, ``threads=0``, ``vs=`` (an option is ``--allow-long``, ``--vs X``).
PYTHON_SPELLING = re.compile(r"(?<![\w-])(allow_long|declarations|resume|vs|threads|workers|exact|samples|"
                             r"target_se|seed|game|low|qualifier|hole|omaha)=|(?<![\w-])vs:")
CYRILLIC = re.compile("[\u0400-\u04ff]")


def run(capsys, *argv):
    try:
        status = cli.main(list(argv))
    except SystemExit as e:  # argparse: usage errors
        status = e.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return status, out, err


# Each subcommand's bad input, the library's refusals among them (a run too long, a game played
# with declarations, a bad opponent range, a bad thread count).
BAD_INPUT = [
    ["eval", "As", "Ks", "Qs", "Js", "Xs"],
    ["eval", "As", "Ks", "--game", "nosuchgame"],
    ["explain", "Th Tc As"],
    ["compare", "AsKs", "QdQc", "--board", "2c 3d 4h", "--game", "omaha"],
    ["showdown", "--board", "9h Ac Kd 4s", "a=9dQc", "b=9dJd"],
    ["low", "AsKs", "--scheme", "27"],
    ["hilo", "--pot", "10", "declare", "A=AsKs2c3c4d5d", "B=4h5h2h3h7h"],
    ["hilo", "--pot", "10", "--declare", "Z=high", "holdem8", "A=AsKs", "B=4h5h", "--board", "2c 3d 9h"],
    ["equity", "AsKs", "random", "random", "random", "random", "random", "random", "--exact"],
    ["equity", "AsKs", "QQ", "--threads", "0"],
    ["equity", "AsKs", "QsQd", "--samples", "0"],
    ["equity", "table", "AA", "KK", "--workers", "0"],
    ["equity", "table", "AA", "ZZ"],
    ["equity", "preflop", "--classes", "AA;ZZ"],
    ["icm", "1", "2", "3", "--payouts", "60", "40", "70"],
    ["strength", "AsKs", "--vs", "ZZ", "--board", "Ah Kd 7c"],
    ["strength", "AsKsQs", "--board", "Ah Kd 7c"],
    ["classify", "AsKsQs", "--board", "2c 3d 4h"],
    ["breakdown", "ZZ", "--board", "2c 3d 4h"],
    ["distribution", "AA", "--vs", "ZZ", "--board", "2c 3d 4h"],
    ["badugi", "AsKs"],
    ["history", "/nonexistent/hands.phhs"],
    ["russian", "solve", "--threads", "0"],
]


@pytest.mark.parametrize("argv", BAD_INPUT, ids=" ".join)
def test_errors_name_options_not_python_parameters(capsys, argv):
    status, out, err = run(capsys, *argv)
    assert status == 2, (out, err)
    assert "error" in err
    assert not PYTHON_SPELLING.search(err), err


def test_the_library_words_the_cli_would_leak_become_options():
    from handrank.cli.usage import in_flags

    assert in_flags("pass allow_long=True (--allow-long) to run it") == "pass --allow-long to run it"
    assert in_flags("continue it with resume=True (--resume), or resume=False (--restart)") == \
        "continue it with --resume, or --restart"
    assert in_flags("played with declarations: pass declarations=...") == \
        "played with declarations: pass --declare PLAYER=WAY"
    assert in_flags("vs='x': a range") == "--vs 'x': a range"
    assert in_flags("with game='omaha': outs") == "with --game omaha: outs"


# ---- one spelling for the thread count ---------------------------------------------------------

@pytest.mark.parametrize("command", [["equity", "table", "AA", "KK", "--board", "2c 3d 4h"],
                                     ["russian", "solve", "--help"]])
def test_threads_is_the_one_spelling_in_help(capsys, command):
    status, out, err = run(capsys, *command[:2], "--help")
    assert status == 0
    assert "--threads N" in out
    assert "--workers" not in out


def test_workers_still_works_and_says_it_is_deprecated(capsys):
    argv = ["equity", "table", "AA", "KK", "--board", "2c 3d 4h"]
    status, new_out, new_err = run(capsys, *argv, "--threads", "2")
    assert status == 0 and new_err == ""
    status, old_out, old_err = run(capsys, *argv, "--workers", "2")
    assert status == 0
    assert old_out.splitlines()[:2] == new_out.splitlines()[:2]  # the same table
    assert "--workers is deprecated" in old_err and "--threads" in old_err


def test_the_deprecated_note_is_in_the_chosen_language(capsys):
    status, out, err = run(capsys, "--lang", "ru", "equity", "table", "AA", "KK", "--board", "2c 3d 4h",
                           "--workers", "1")
    assert status == 0
    assert "--workers" in err and "--threads" in err
    assert CYRILLIC.search(err) and "deprecated" not in err


def test_a_bad_thread_count_names_the_option_typed(capsys):
    for flag in ("--threads", "--workers"):
        status, out, err = run(capsys, "equity", "table", "AA", "KK", flag, "0")
        assert status == 2
        assert f"argument {flag}" in err


# ---- --lang ru reaches --help and the errors -------------------------------------------------

def english_description(capsys, *argv):
    """The description sentence of a command's English ``--help`` (the line after the usage)."""
    status, out, err = run(capsys, *argv, "--help")
    assert status == 0
    return out.split("\n\n")[1].strip().splitlines()[0]


@pytest.mark.parametrize("where", ["before", "after"])
@pytest.mark.parametrize("command", [[], ["equity"], ["eval"], ["hilo"], ["russian", "solve"],
                                     ["equity", "table"], ["equity", "preflop"], ["history"]])
def test_help_in_russian(capsys, command, where):
    english = english_description(capsys, *command)
    argv = ["--lang", "ru", *command, "--help"] if where == "before" else [*command, "--lang", "ru", "--help"]
    status, out, err = run(capsys, *argv)
    assert status == 0
    assert CYRILLIC.search(out)
    assert english not in out
    for heading in ("usage:", "options:", "show this help message"):
        assert heading not in out


def test_equity_help_in_russian_has_no_english_option_help(capsys):
    status, out, err = run(capsys, "--lang", "ru", "equity", "--help")
    english = run(capsys, "equity", "--help")[1]
    for sentence in ("each player's share of the pot", "enumerate every deal", "run the C loops on N threads",
                     "language of the text", "the game (default holdem)"):
        assert sentence in english and sentence not in out


@pytest.mark.parametrize("argv", [["equity", "AsKs", "QsQd", "--threads", "0"],
                                  ["eval"],
                                  ["nosuchcommand"],
                                  ["equity", "table", "AA", "KK", "--workers", "0"],
                                  ["equity", "AsKs", "ZZ"]])
def test_an_error_under_lang_ru_is_russian(capsys, argv):
    status, out, err = run(capsys, "--lang", "ru", *argv)
    english = run(capsys, *argv)[2]
    assert status == 2
    last = err.strip().splitlines()[-1]
    assert CYRILLIC.search(last), last
    assert "error:" not in last and "error:" in english


def test_argparse_messages_in_russian_translate_the_whole_message(capsys):
    status, out, err = run(capsys, "--lang", "ru", "eval")
    last = err.strip().splitlines()[-1]
    assert "the following arguments are required" not in last and "карты" in last


# ---- every option of every command has its Russian help --------------------------------------

def _every_parser():
    """Each parser of the command line (``handrank`` and ``handrank equity table|preflop``), with
    the English it was built with and as ``--lang ru`` shows it."""
    import argparse

    from handrank.cli import equity_tables
    from handrank.cli.language import _parsers, localize

    for build in (cli.build_parser, equity_tables.build_parser):
        english, russian = list(_parsers(build())), list(_parsers(localize(build(), "ru")))
        assert [p.prog for p in english] == [p.prog for p in russian]
        for en, ru in zip(english, russian):
            pairs = [(a.help, b.help) for a, b in zip(en._actions, ru._actions)
                     if not isinstance(a, argparse._SubParsersAction)
                     and a.help and a.help != argparse.SUPPRESS]
            pairs += [(a.title, b.title) for a, b in zip(en._action_groups, ru._action_groups) if a.title]
            for a, b in zip(en._actions, ru._actions):
                if isinstance(a, argparse._SubParsersAction):
                    pairs += [(x.help, y.help) for x, y in zip(a._choices_actions, b._choices_actions)]
            yield en.prog, pairs


def test_every_option_help_of_every_command_is_in_russian():
    missing = [f"{prog}: {english!r}" for prog, pairs in _every_parser() for english, russian in pairs
               if not CYRILLIC.search(russian)]
    assert not missing, "no Russian in handrank.text.cli.HELP for:\n" + "\n".join(missing)


def test_every_value_name_of_every_command_is_in_russian():
    import argparse

    from handrank.cli import equity_tables
    from handrank.cli.language import _parsers, shown_name
    from handrank.text.cli import METAVARS

    missing = {f"{p.prog}: {shown_name(a)}" for build in (cli.build_parser, equity_tables.build_parser)
               for p in _parsers(build()) for a in p._actions
               if a.help != argparse.SUPPRESS and shown_name(a) and shown_name(a) not in METAVARS["ru"]}
    assert not missing, sorted(missing)


def test_every_russian_help_is_one_an_option_has():
    from handrank.cli.language import in_language
    from handrank.text.cli import HELP

    used = {english for _, pairs in _every_parser() for english, _ in pairs}
    for english in HELP["ru"]:
        if "%s" in english:
            assert any(in_language(text, "ru") != text and re.match(
                re.escape(english).replace("%s", ".+?") + "$", text) for text in used), english
        else:
            assert english in used, f"HELP['ru'] has {english!r}, which no option's help is"


# ---- the library's refusals in the CLI's words and in Russian -----------------------------------

# Bad input whose refusal the library words (``HandrankError.worded``): each said in Russian
# under --lang ru, with none of the English message left.
WORDED = [
    ["eval", "As", "Ks", "Qs", "Js", "Xs"],
    ["eval", "AsKsQsJsXs"],
    ["eval", "As", "Ks"],
    ["eval", "As", "As", "Ks", "Qs", "Js"],
    ["eval", "--game", "shortdeck", "As", "Ks", "Qs", "Js", "2s"],
    ["compare", "--game", "nope", "As Ks", "Qs Qd"],
    ["explain", "--game", "omaha8", "As Ks 2c 3c 4d 5d 6h"],
    ["eval", "--game", "omaha8", "As Ks 2c 3c 4d 5d 6h"],
    ["equity", "--game", "badugi", "AhKh", "QQ"],
    ["equity", "table", "AA", "KK", "--game", "badugi"],
    ["hilo", "nope", "AsKs2c3c", "4h5h6h7h", "--pot", "10"],
    ["hilo", "omaha", "AsKs2c3c", "4h5h6h7h", "--pot", "10"],
    ["equity", "AhKh", "ZZ"],
    ["equity", "AhKh", "QQs"],
    ["equity", "AhKh", "22-AKs"],
    ["equity", "AhKh", "QQ+:2"],
    ["equity", "AhKh", "QQ,,AK"],
    ["equity", "AhKh", "QQ", "--board", "2c 3c"],
    ["equity", "AhKh", "QQ", "--board", "Ah Kd Qc"],
    ["equity", "AhKs", "AhQd"],
    ["equity", "--game", "stud", "AsKsQs", "QQ+"],
    ["equity", "AsKs", "random", "random", "random", "random", "random", "random", "--exact"],
    ["showdown", "--board", "9h Ac Kd 4s 2c", "a=9dQc", "b=9dJd"],
    ["breakdown", "ZZ", "--board", "2c 3d 4h"],
    ["classify", "AsKsQs", "--board", "2c 3d 4h"],
    ["strength", "AsKsQs", "--board", "Ah Kd 7c"],
    ["badugi", "AsKs"],
    ["equity", "table", "AA", "ZZ"],
    ["equity", "preflop", "--classes", "AA;ZZ"],
]

# Words of the library's English refusals that no Russian one has.
ENGLISH = re.compile(r"\b(unknown|card|cards|hand|hands|game|games|range|plays|play|played|splits|use|pass|"
                     r"is|not|the|and|or|with|about|limit|deals|thread|anyway|got)\b")


@pytest.mark.parametrize("argv", WORDED, ids=" ".join)
def test_a_worded_refusal_is_russian_under_lang_ru(capsys, argv):
    status, out, err = run(capsys, "--lang", "ru", *argv)
    assert status == 2
    message = err.strip().splitlines()[-1].split("ошибка: ", 1)[1]
    assert CYRILLIC.search(message), message
    assert not ENGLISH.search(re.sub(r"--[\w-]+", "", message)), message  # options are as typed
    assert not PYTHON_SPELLING.search(message), message


def _refused_games():
    from handrank.cli.refusals import COMMANDS
    from handrank.registry import GAMES

    return [(op, g) for op in COMMANDS for g in GAMES if not GAMES[g].generic(op)]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_game_refusal_names_commands_never_python_calls(lang):
    import argparse

    from handrank.cli.options import GameType

    refused = _refused_games()
    assert refused
    for op, name in refused:
        with pytest.raises(argparse.ArgumentTypeError) as info:
            GameType(op, lang)(name)
        message = str(info.value)
        assert "handrank " in message, message
        assert not re.search(r"\w\(|\w=", message), message  # no call, no parameter
        assert bool(CYRILLIC.search(message)) == (lang == "ru"), message


def test_an_unknown_game_lists_the_games_of_the_command_in_russian():
    import argparse

    from handrank.cli.options import GameType
    from handrank.registry import games

    with pytest.raises(argparse.ArgumentTypeError) as info:
        GameType("compare", "ru")("omaha7")
    message = str(info.value)
    assert message.startswith("неизвестная игра «omaha7» (может быть, «omaha»")
    assert message.endswith(", ".join(games("compare")))


def test_every_worded_refusal_has_russian_words():
    """Every refusal the package words (``.worded("key", ...)``, a part ``("key", {...})``, a
    ``long`` refusal's task, way and after) has its words in handrank.text.errors."""
    from pathlib import Path

    import handrank
    from handrank.text.errors import ERRORS

    root = Path(handrank.__file__).parent
    keys = set()
    for path in root.rglob("*.py"):
        if "text" in path.parts:
            continue
        source = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r"\.worded\(\s*\"([\w.]+)\"", source))
        keys |= set(re.findall(r"\(\"((?:card|hand|board|range|hole|stud|badugi|long)\.\w+)\", \{",
                               source))
        keys |= set(re.findall(r"(?:instead|after)=\"(long\.\w+)\"", source))
        keys |= set(re.findall(r"\"(long\.\w+)\" if", source))
        keys |= set(re.findall(r"else \"(long\.\w+)\"", source))
    cli_only = {"game.unknown", "game.unsupported"}  # said by handrank.cli.refusals, in text.cli
    assert len(keys) > 40
    missing = sorted(keys - set(ERRORS["ru"]) - cli_only)
    assert not missing, missing


def test_a_worded_refusal_keeps_its_words_through_pickling():
    import pickle

    from handrank.analysis.equity import EquityError
    from handrank.registry import GameError, game

    with pytest.raises(GameError) as info:
        game("omaha7", "equity", error=EquityError)
    again = pickle.loads(pickle.dumps(info.value))
    assert isinstance(again, EquityError) and isinstance(again, GameError)
    assert (again.what, again.parts, str(again)) == (info.value.what, info.value.parts, str(info.value))
