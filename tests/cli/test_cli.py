"""The handrank command: subcommands, --lang, --json keys, errors and exit status, plug-ins."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest
from handrank import cli


def run(capsys, *argv):
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_showdown_text_names_the_deciding_card(capsys):
    status, out, _ = run(capsys, "--ascii", "showdown", "--board", "8h Ac Kh 4s 6s", "alice=Tc2s", "bob=9h5d")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Board: 8h Ac Kh 4s 6s"
    assert lines[1].startswith("* alice  Tc 2s") and lines[2].startswith("  bob    9h 5d")
    assert lines[-1] == ("alice wins: both have Ace high; King kicker is shared on the board; "
                         "the second kicker decides, Ten against Nine.")


def test_showdown_in_russian(capsys):
    status, out, _ = run(capsys, "showdown", "--board", "9♥ A♣ K♦ 4♠ 2♣", "9♦ Q♣", "9♠ J♦", "--lang", "ru")
    assert status == 0
    assert out.splitlines()[-1] == ("Побеждает игрок 1: у обоих пара девяток; туз и король — общие кикеры "
                                    "на столе; решает третий кикер: дама против валета.")


def test_showdown_json_keys(capsys):
    status, out, _ = run(capsys, "showdown", "--board", "9s 3d 5s 5c 8s", "5dAd", "5hAh", "2c2d",
                         "--pot", "101", "--json")
    assert status == 0
    data = json.loads(out)
    assert set(data) == {"board", "players", "winners", "decision", "text", "shares"}
    assert data["board"] == ["9s", "3d", "5s", "5c", "8s"]
    assert data["winners"] == [0, 1]
    assert data["shares"] == {"0": 51, "1": 50}
    assert data["decision"] == {"kind": "tie", "position": None, "winner_rank": None, "loser_rank": None,
                                "on_board": None, "loser_on_board": None, "board_plays": False,
                                "winners": [0, 1], "loser": 2}
    p = data["players"][2]
    assert set(p) == {"key", "name", "hole", "text", "value", "cactus_kev_rank", "category", "best_five",
                      "main", "kickers", "hole_used"}
    assert (p["key"], p["name"], p["hole"], p["category"]) == (2, "Player 3", ["2c", "2d"], "TWO_PAIR")
    assert p["main"] == ["5s", "5c", "2c", "2d"] and p["kickers"] == ["9s"]
    assert p["value"] + p["cactus_kev_rank"] == 7463


def test_omaha_showdown(capsys):
    status, out, _ = run(capsys, "--ascii", "showdown", "--omaha", "--board", "Qs Js Ts 2h 3h",
                         "AsKs2d2c", "QhQd9s8s")
    assert status == 0
    assert out.splitlines()[-1].endswith("Hole cards that play: Player 1 As Ks, Player 2 9s 8s.")


def test_eval_explain_compare(capsys):
    status, out, _ = run(capsys, "eval", "As", "Ks", "Qs", "Js", "Ts")
    assert (status, out) == (0, "7462  Royal Flush\n")
    status, out, _ = run(capsys, "eval", "Ah Kd", "--board", "Qh Jh Th 2c 3d", "--json")
    data = json.loads(out)
    assert set(data) == {"cards", "value", "cactus_kev_rank", "category", "description", "best_five"}
    assert (data["value"], data["category"], data["description"]) == (5863, "STRAIGHT", "Straight, Ace high")
    status, out, _ = run(capsys, "--ascii", "explain", "Th Tc As Kd 7c 3h 2s", "--lang", "ru")
    assert out.splitlines()[0] == "Пара десяток, кикеры: туз, король, семёрка"
    assert "основные: Th Tc; кикеры: As Kd 7c" in out
    status, out, _ = run(capsys, "explain", "AsKs2d2c", "--board", "Qs Js Ts 2h 3h", "--omaha", "--json")
    data = json.loads(out)
    assert data["hole_used"] == ["As", "Ks"] and data["text"] == "Royal Flush, using As Ks"
    # one deck without a board too: the README's pair is Kings, not the 2c twice
    status, out, _ = run(capsys, "compare", "3h 3c 3d Kh Kc", "2c 2d 2s As Ad", "--json")
    data = json.loads(out)
    assert data["result"] == 1 and data["decision"]["kind"] == "main"
    assert data["text"] == ("Player 1 wins: both have a Full House; the three of a kind decides, "
                            "Threes against Twos.")
    status, out, _ = run(capsys, "compare", "Ah Kd", "Qs Qc", "--board", "2c 7d 9h Jc 3s")
    assert status == 0 and "Player 2 wins: a Pair of Queens beats High Card, Ace." in out


@pytest.mark.parametrize("argv, message", [
    (["eval", "As", "Kx", "Qs", "Js", "Ts"], "'Kx': unknown suit"),
    (["eval", "As", "Ks"], "5 to 7 cards"),
    (["showdown", "--board", "9s 3d 5s", "5dAd", "5sAh"], "card 5s is in hand 2 and on the board"),
    (["showdown", "--board", "9s 3d 5s", "a=5dAd", "5hAh"], "name every hand"),
    (["showdown", "--board", "9s 3d 5s", "a=5dAd", "a=5hAh"], "two hands are named 'a'"),
    (["showdown", "--board", "9s 3d 5s", "5dAd"], "at least two hands"),
    (["showdown", "--board", "9s 3d 5s 5c 8s", "5dAd", "5hAh", "--pot", "7", "--unit", "2"], "units of 2"),
    (["compare", "Ah Kd", "Ah Qc", "--board", "2c 7d 9h Jc 3s"], "card Ah is in hand 2 and in hand 1"),
])
def test_bad_input_exits_2_with_a_clear_message(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("handrank: error: ") and message in err


def test_usage_errors_and_help(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["frobnicate"])
    assert e.value.code == 2
    with pytest.raises(SystemExit) as e:
        cli.main(["showdown", "AhKd", "QsQc", "--lang", "fr"])
    assert e.value.code == 2
    capsys.readouterr()
    with pytest.raises(SystemExit) as e:
        cli.main(["--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "handrank showdown --board" in out and "examples:" in out
    for command in ("eval", "explain", "compare", "showdown"):
        with pytest.raises(SystemExit):
            cli.main([command, "--help"])
        out = capsys.readouterr().out
        assert "--json" in out and "--lang" in out


def test_python_dash_m(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "handrank", "showdown", "--board", "5s 6s 7s 8s Kd",
                           "4sJc", "9sJd"], capture_output=True, text=True, encoding="utf-8",
                          env={"PYTHONIOENCODING": "utf-8", "PATH": ""})
    assert proc.returncode == 0, proc.stderr
    assert "5♠ 6♠ 7♠ 8♠ K♦" in proc.stdout  # symbols where the terminal can show them
    assert proc.stdout.splitlines()[-1] == ("Player 2 wins: both have a Straight Flush; "
                                            "the top card decides, Nine against Eight on the board.")
    proc = subprocess.run([sys.executable, "-m", "handrank", "eval", "As", "Ks", "Qs", "Js", "Ts", "2s"],
                          capture_output=True, text=True, env={"PYTHONIOENCODING": "ascii", "PATH": ""})
    assert proc.returncode == 0, proc.stderr
    proc = subprocess.run([sys.executable, "-m", "handrank", "explain", "As Ks Qs Js Ts"],
                          capture_output=True, text=True, env={"PYTHONIOENCODING": "ascii", "PATH": ""})
    assert "As Ks Qs Js Ts" in proc.stdout  # no symbols on an ASCII terminal
    proc = subprocess.run([sys.executable, "-m", "handrank", "eval", "As"], capture_output=True, text=True)
    assert proc.returncode == 2 and "handrank: error:" in proc.stderr


def test_plugins_load_when_present_and_fail_loudly_when_broken(tmp_path, monkeypatch, capsys):
    (tmp_path / "hr_plugin_ok.py").write_text(textwrap.dedent("""
        from handrank.cli import add_common_options, emit

        def register(subparsers):
            p = subparsers.add_parser("hello", help="say hello")
            add_common_options(p)
            p.set_defaults(func=lambda args: emit(args, {"hello": args.lang}, "hello " + args.lang))
    """))
    (tmp_path / "hr_plugin_broken.py").write_text("import a_module_that_does_not_exist_here\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("hr_plugin_ok", "hr_plugin_not_written_yet"))
    assert run(capsys, "hello", "--lang", "ru")[:2] == (0, "hello ru\n")
    assert json.loads(run(capsys, "hello", "--json")[1]) == {"hello": "en"}
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("hr_plugin_ok", "hr_plugin_broken"))
    with pytest.raises(ModuleNotFoundError, match="a_module_that_does_not_exist_here"):
        cli.build_parser()


def test_subcommand_modules_are_listed():
    assert cli.SUBCOMMAND_MODULES == ("handrank.cli.low", "handrank.cli.hilo", "handrank.cli.russian",
                                      "handrank.cli.equity", "handrank.cli.icm", "handrank.cli.strength",
                                      "handrank.cli.classify", "handrank.cli.breakdown",
                                      "handrank.cli.distribution", "handrank.cli.badugi",
                                      "handrank.cli.history")
