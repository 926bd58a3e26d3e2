"""The command line's help texts, --lang ru, the JSON conventions, russian play, and the
package's metadata."""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import subprocess
import sys
import types
from fractions import Fraction
from pathlib import Path

import pytest
from handrank import cli
from handrank.cli import equity_tables
from handrank.cli.helptext import JSON_CONVENTIONS, leaves

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", stdin)
    try:
        status = cli.main(list(argv))
    except SystemExit as e:
        status = e.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return status, out, err


def _help(capsys, *argv):
    status, out, _ = run(capsys, *argv, "--help")
    assert status == 0
    return out


def _all_parsers(parser):
    yield parser
    for a in parser._actions:
        if isinstance(a, argparse._SubParsersAction):
            for p in dict.fromkeys(a.choices.values()):
                yield from _all_parsers(p)


# ---- help texts ----------------------------------------------------------------------------------

def test_the_top_help_and_the_equity_help_name_the_equity_tables(capsys):
    for argv in ([], ["equity"]):
        text = _help(capsys, *argv)
        assert "equity table" in text and "equity preflop" in text, argv


def test_no_help_shows_raw_restructured_text():
    for top in (cli.build_parser(), equity_tables.build_parser()):
        for p in _all_parsers(top):
            assert "``" not in p.format_help(), p.prog


def test_russian_help_promises_rule_options_only_where_they_are_taken(capsys):
    text = " ".join(_help(capsys, "russian").split())
    m = re.search(r"Rule options of ([^:]+): ([^.]+)\.", text)
    assert m, text
    commands = re.findall(r"\b(eval|combos|advise|play|solve)\b", m.group(1))
    flags = re.findall(r"--[\w-]+", m.group(2))
    assert commands and flags
    subs = {p.prog.split()[-1]: p for p in leaves(cli.build_parser())
            if p.prog.startswith("handrank russian")}
    for name, p in subs.items():
        accepted = {s for a in p._actions for s in a.option_strings}
        if set(flags) <= accepted:
            continue
        assert name not in commands, f"russian --help says {name} takes {flags}"
    assert "solve" not in commands


def test_bench_help_is_complete():
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "bench.py"), "--help"], capture_output=True,
                       text=True, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert r.returncode == 0, r.stderr
    text = " ".join(r.stdout.split())
    assert "(below 1 means handrank is faster)" in text
    assert "Absolute numbers on a shared machine are noise; the ratios are the result." in text


@pytest.mark.parametrize("argv", [["showdown", "--board", "9h Ac Kd 4s 2c", "a=9dQc", "b=9sJd"],
                                  ["compare", "Ah Kd", "Qs Qc", "--board", "2c 7d 9h Jc 3s"]])
def test_showdown_help_names_every_key_of_a_player(capsys, argv):
    status, out, _ = run(capsys, *argv, "--json")
    player = json.loads(out)["players"][0]
    text = " ".join(_help(capsys, argv[0]).split())
    assert "hole_used" in text and [k for k in player if k not in text] == []


def test_every_command_states_the_json_conventions():
    for top in (cli.build_parser(), equity_tables.build_parser()):
        for p in leaves(top):
            assert " ".join(JSON_CONVENTIONS.split()) in " ".join(p.format_help().split()), p.prog


# ---- --lang ru --------------------------------------------------------------------------------------

_ENGLISH_NUMBER = re.compile(r"\d\.\d|\d,\d{3}\b")


def test_equity_in_russian(capsys):
    status, out, _ = run(capsys, "equity", "AhKd", "random", "--board", "Qd 7c 2s", "--lang", "ru")
    assert status == 0 and "55,65%" in out and "1 070 190" in out and "random" not in out
    assert "случайная рука" in out and not _ENGLISH_NUMBER.search(out)


def _good_commands():
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        from test_cli_robust import GOOD
    finally:
        sys.path.remove(str(ROOT / "tests"))
    # (russian solve and play have their own tests below)
    return [[*k, *v] for k, v in GOOD.items() if k not in (("russian", "solve"), ("russian", "play"))]


@pytest.mark.parametrize("argv", _good_commands(), ids=lambda a: "-".join(a[:2]))
def test_every_command_writes_numbers_the_russian_way(capsys, argv):
    # --lang ru everywhere: no "42.84%" and no "1,070,190" in any command's text
    status, out, _ = run(capsys, *argv, "--lang", "ru")
    assert status == 0 and out.strip() and not _ENGLISH_NUMBER.search(out), out
    assert re.search("[а-яё]", out, re.I) or argv[0] == "percentile", out  # (percentile: classes and numbers)


@pytest.mark.parametrize("argv, cell", [(["preflop", "--classes", "AA;KK"], "85,20%"),
                                        (["table", "AhAd", "KK;random", "--samples", "20000"],
                                         r"\d\d,\d\d%")])
def test_equity_tables_in_russian(capsys, argv, cell):
    status, out, _ = run(capsys, "equity", *argv, "--lang", "ru", "--quiet")
    assert status == 0 and re.search(cell, out) and "случайн" in out and "random" not in out
    assert not _ENGLISH_NUMBER.search(out), out


def test_russian_solve_reports_in_russian(capsys):
    status, out, _ = run(capsys, "russian", "solve", "--rules", "default", "--sample", "2", "--se", "0.5",
                         "--no-control", "--lang", "ru", "--quiet")
    assert status == 0 and "Преимущество казино" in out and not _ENGLISH_NUMBER.search(out), out
    assert "2 состояния" in out and "fold" not in out and "exchange" not in out and "обмен" in out
    from handrank.games.russian import solver

    row = types.SimpleNamespace(outcome="fold", outcome_ru="пас", pays=Fraction(-1), deals=9_523_005_974_460,
                                probability=Fraction(47774524, 10 ** 8),
                                contribution=Fraction(-47774524, 10 ** 8))
    ak = solver.AceKingRules((), Fraction(992, 1000), Fraction(5224407, 10 ** 8), Fraction(5224306, 10 ** 8))
    strategy = types.SimpleNamespace(
        deals=19_933_230_517_200, counts={"states": 122_151_120, "classes": 5_649_150},
        expected_return=Fraction(-52243, 10 ** 6), house_edge=Fraction(142031221, 2718662100),
        element_of_risk=Fraction(2555286, 10 ** 8), average_wager=Fraction(204451, 10 ** 5),
        frequencies={"bet": Fraction(522255, 10 ** 6), "fold": Fraction(477745, 10 ** 6)},
        return_table=lambda: [row], ace_king_rules=lambda: ak)
    text = solver.Strategy.text(strategy, "ru")
    assert "19 933 230 517 200 раздач" in text and "5,224306%" in text and "99,20%" in text
    assert not _ENGLISH_NUMBER.search(text), text
    assert "19,933,230,517,200" in solver.Strategy.text(strategy, "en")


def test_russian_advice_in_russian(capsys):
    status, out, _ = run(capsys, "russian", "advise", "Ks Kd 7c 5s 2h", "--up", "9c", "--top", "2",
                         "--lang", "ru")
    assert status == 0 and "+0,9730" in out and not _ENGLISH_NUMBER.search(out)


# ---- JSON: one convention --------------------------------------------------------------------------

def test_a_low_hand_is_not_high_card(capsys):
    for argv in (["explain", "Kd 8s 6h 4c 3d 2c As", "--low", "a5"], ["low", "Kd 8s 6h 4c 3d 2c As"]):
        status, out, _ = run(capsys, *argv, "--json")
        assert json.loads(out)["category"] == "NO_PAIR", argv
    status, out, _ = run(capsys, "showdown", "--board", "8d 7c Ks 3h 2c", "As5c", "6h4d", "--low", "a5",
                         "--json")
    assert {p["category"] for p in json.loads(out)["players"]} == {"NO_PAIR"}


def test_equity_hands_are_lists_of_cards(capsys):
    status, out, _ = run(capsys, "equity", "AhKd", "QQ+", "--json")
    players = json.loads(out)["players"]
    assert (players[0]["hand"], players[0]["range"]) == (["Ah", "Kd"], None)
    assert (players[1]["hand"], players[1]["range"]) == (None, "QQ+")


def _numbers_only(tree):
    """Every amount-like value under these keys is a number."""
    keys = {"payout", "total", "pays", "amount", "share", "net"}
    found = []

    def walk(x, key=None):
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "items" and isinstance(v, dict):
                    found.extend(v.values())
                walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)
        elif key in keys:
            found.append(x)
    walk(tree)
    return found


def test_amounts_are_numbers_in_every_command(capsys, monkeypatch):
    runs = [["russian", "combos", "A♥A♠A♦A♣8♥8♠"],
            ["showdown", "--board", "9s 3d 5s 5c 8s", "5dAd", "5hAh", "--pot", "101"],
            ["hilo", "stud8", "Ah Kh Qh Jh 9h 9c 9d", "7c 5c 4d 3s 2h Kd Ks", "--pot", "9"]]
    amounts = []
    for argv in runs:
        status, out, _ = run(capsys, *argv, "--json")
        data = json.loads(out)
        amounts += _numbers_only(data) + list(data.get("shares", {}).values())
    status, out, _ = run(capsys, "russian", "play", "--seed", "3", "--rounds", "1", "--json",
                         stdin=io.StringIO("b\nt\n"), monkeypatch=monkeypatch)
    amounts += _numbers_only(json.loads(out))
    assert amounts and all(isinstance(a, (int, float)) and not isinstance(a, bool) for a in amounts), amounts


# ---- russian play ------------------------------------------------------------------------------------

def _play(moves, json_=False, tty=None):
    from handrank.cli.russian import run_play
    from handrank.games.russian.table import Table

    args = types.SimpleNamespace(lang="en", json=json_, seed=3, ascii=True)
    out = io.StringIO()
    log = run_play(Table(seed=3), 0, args, io.StringIO(moves), out, tty=tty)
    return log, out.getvalue()


def test_a_round_cut_short_is_said_and_logged():
    log, out = _play("b\nt\nq\n")
    assert [r["complete"] for r in log] == [True, False]
    assert log[1]["boxes"][0]["outcome"] is None and len(log[1]["dealer"]) == 1
    assert "Round 2: cut short, not settled" in out


def test_the_end_of_input_ends_the_line():
    _, out = _play("b\nt\nb")
    assert out.endswith("\n") and not out.endswith("> ")
    assert "> \n" in out


def test_an_unknown_command_is_named():
    _, out = _play("zz\nq\n")
    assert "unknown command 'zz'" in out


def test_json_play_at_a_terminal_shows_the_game_there():
    tty = io.StringIO()
    log, out = _play("b\nt\nq\n", json_=True, tty=tty)
    assert out == "" and "box 0:" in tty.getvalue() and "> " in tty.getvalue() and len(log) == 2


# ---- metadata -------------------------------------------------------------------------------------------

def _project():
    try:
        import tomllib
    except ImportError:  # Python < 3.11: the dependency under test
        import tomli as tomllib
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def _needed(requirements, python):
    from packaging.requirements import Requirement

    env = {"python_version": python, "python_full_version": python + ".0", "extra": ""}
    return [r.name for r in map(Requirement, requirements) if r.marker is None or r.marker.evaluate(env)]


def test_the_pokerkit_extra_has_its_python_marker():
    pokerkit = _project()["optional-dependencies"]["pokerkit"]
    assert _needed(pokerkit, "3.9") == [] and _needed(pokerkit, "3.10") == []
    assert _needed(pokerkit, "3.11") == ["pokerkit"]


def test_rules_files_read_on_3_9_and_3_10_with_a_real_dependency():
    deps = _project()["dependencies"]
    for python in ("3.9", "3.10"):
        assert "tomli" in _needed(deps, python), python
    assert "tomli" not in _needed(deps, "3.11")


# ---- the guide's page -----------------------------------------------------------------------------------

def _guide_examples():
    import shlex

    text = (ROOT / "docs" / "guide" / "cli.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)```", text, re.S)
    return [shlex.split(line)[1:] for block in blocks for line in block.splitlines()
            if line.startswith("handrank ")]


@pytest.mark.parametrize("argv", _guide_examples(), ids=" ".join)
def test_the_guide_examples_run(capsys, argv):
    quiet = ["--quiet"] if argv[0] == "equity" and argv[1] in ("table", "preflop") else []
    status, out, err = run(capsys, *argv, *quiet)
    assert (status, err) == (0, "") and out.strip()
