"""The command line on awkward input: low --omaha with wild cards, ASCII-only terminals, no
board, common options before or after the subcommand, help, cards and --version, one convention
for player keys in JSON, and the README's word on what is exact."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from handrank import __version__, cli, evaluate


def run(capsys, *argv):
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def run_ascii(*argv, env=None):
    """``python -m handrank ARGV`` in a terminal that can show ASCII only (with this run's
    PYTHON_GIL: on free-threaded CPython 3.13, without PYTHON_GIL=0 the import of cffi's
    backend turns the GIL on and warns about it on stderr)."""
    gil = {k: v for k, v in os.environ.items() if k == "PYTHON_GIL"}
    env = {"PATH": os.environ.get("PATH", ""), **gil, **(env or {"PYTHONIOENCODING": "ascii"})}
    return subprocess.run([sys.executable, "-m", "handrank", *argv], capture_output=True, env=env)


ASCII_ENVS = [{"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONCOERCECLOCALE": "0"},
              {"LC_ALL": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"}]


# ---- low --omaha with wild cards ------------------------------------------------------

@pytest.mark.parametrize("wild", [["--wild-rule", "lowest-absent"], ["--wild-rule", "duplicate"],
                                  ["--wild", "2"], ["--wild", "2", "--wild-rule", "below-all"]])
def test_low_omaha_with_wild_cards_is_a_clear_error(capsys, wild):
    status, out, err = run(capsys, "low", "As2d3c4d", "--board", "Kh Ks 8c Qd 7h", "--omaha", *wild)
    assert (status, out) == (2, "")
    assert err == ("handrank: error: --omaha takes no wild cards (--wild, --wild-rule): "
                   "there is no Omaha low with wild cards\n")


def test_low_omaha_and_wild_still_work_apart(capsys):
    status, out, _ = run(capsys, "--ascii", "low", "As 2d Kc Kd", "--board", "3h 4s 8c Qd Qh", "--omaha")
    assert status == 0 and out.endswith("Eight-Four low (8-4-3-2-A)  [8c 4s 3h 2d As]\n")
    status, out, _ = run(capsys, "--ascii", "low", "6h 4d 3c As Jk", "--wild-rule", "duplicate")
    assert status == 0 and "Joker as Ace" in out


# ---- ASCII-only terminals --------------------------------------------------------------

@pytest.mark.parametrize("env", ASCII_ENVS)
def test_help_and_russian_text_on_an_ascii_terminal(env):
    proc = run_ascii("eval", "-h", env=env)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr
    assert b"Cards: As, Kd, 10h or Th, 7" in proc.stdout
    proc = run_ascii("eval", "As", "Ks", "Qs", "Js", "Ts", "--lang", "ru", env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.decode("utf-8") in ("7462  Роял-флеш\n", "7462  Royal-flesh\n")  # UTF-8 mode or not
    proc = run_ascii("eval", "As", "Ks", "Qs", "Js", "Ts", "--lang", "ru", "--json", env=env)
    assert proc.returncode == 0 and json.loads(proc.stdout)["description"] == "Роял-флеш"


def test_an_ascii_terminal_gets_letters_and_transliteration():
    v = evaluate("Th Tc As Kd 7c 3h 2s")
    proc = run_ascii("explain", "Th Tc As Kd 7c 3h 2s", "--lang", "ru")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.decode("ascii").splitlines() == [
        "Para desyatok, kikery: tuz, korol', semyorka",
        "luchshie pyat': Th Tc As Kd 7c  (osnovnye: Th Tc; kikery: As Kd 7c)",
        f"znachenie {v} / 7462 (rang Cactus Kev {7463 - v})"]
    proc = run_ascii("eval", "As", "Kx", "Qs", "Js", "Ts", "--lang", "ru")  # bad input stays exit 2
    assert proc.returncode == 2 and proc.stderr.startswith(b'handrank: oshibka: "Kx": neizvestnaya mast')


def test_ascii_text():
    assert cli.ascii_text("Пара десяток — 7♣ 8♦ ± «Ёж» Щи ъ") == 'Para desyatok - 7c 8d +/- "Yozh" Shchi '
    assert cli.ascii_text("café ☃") == "cafe ?"


class _StrictAscii(io.StringIO):
    """An output stream main cannot give stand-ins (not a TextIOWrapper) that refuses non-ASCII."""
    encoding = "ascii"

    def write(self, s):
        s.encode("ascii")
        return super().write(s)


def test_a_stream_that_cannot_show_the_text_is_not_a_user_error(monkeypatch):
    out, err = _StrictAscii(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    assert cli.main(["eval", "As", "Ks", "Qs", "Js", "Ts", "--lang", "ru"]) == 1
    message = err.getvalue()
    assert message.startswith("handrank: this terminal cannot show the text (") and "error" not in message
    assert "PYTHONIOENCODING=utf-8" in message


def test_stand_ins_are_undone_after_main(capsys):
    before = sys.stdout.errors
    assert cli.main(["eval", "As", "Ks", "Qs", "Js", "Ts"]) == 0
    assert sys.stdout.errors == before


# ---- no board, no "with the board" -----------------------------------------------------

@pytest.mark.parametrize("command", ["eval", "explain"])
def test_a_wrong_count_without_a_board_does_not_mention_the_board(capsys, command):
    status, _, err = run(capsys, command, "As", "Ks", "Qs", "Js")
    assert (status, err) == (2, "handrank: error: a hand is 5 to 7 cards, got 4\n")
    status, _, err = run(capsys, command, "As Ks", "--board", "Qs Js")
    assert status == 2 and "with the board, got 4" in err


@pytest.mark.parametrize("argv, message", [
    (["compare", "As Ks", "Qd Qc 2h"], "hand 1 has 2 cards; a hand is 5 to 7 cards (or give --board)"),
    (["showdown", "AsKsQsJsTs", "b=QdQc"], "name every hand"),
    (["showdown", "a=AsKsQsJsTs", "b=QdQc"],
     "hand 'b' has 2 cards; a hand is 5 to 7 cards (or give --board)"),
    (["showdown", "AsKsQsJsTs", "QdQcQhQs2c3c4c5c", "--low", "a5"], "hand 2 has 8 cards; a hand is 5 to 7"),
])
def test_showdown_and_compare_without_a_board_do_not_mention_the_board(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "") and message in err and "with the board" not in err


# ---- common options before or after the subcommand ------------------------------------

@pytest.mark.parametrize("argv", [
    ["eval", "As", "Ks", "Qs", "Js", "Ts"],
    ["explain", "Th Tc As Kd 7c 3h 2s"],
    ["compare", "3h 3c 3d Kh Kc", "2c 2d 2s As Ad"],
    ["showdown", "--board", "8h Ac Kh 4s 6s", "alice=Tc2s", "bob=9h5d"],
    ["low", "Kd 8s 6h 4c 3d 2c As"],
    ["hilo", "omaha8", "--board", "5c 8d Kh 9s 7c", "ann=KsKdQcJc", "bob=As2sQsJs", "--pot", "10"],
    ["russian", "combos", "Ah As Kd Kc 2h"],
])
@pytest.mark.parametrize("options", [["--ascii"], ["--lang", "ru"], ["--json"], ["--ascii", "--lang", "ru"]])
def test_common_options_work_before_and_after_the_subcommand(capsys, argv, options):
    after = run(capsys, *argv, *options)
    before = run(capsys, *options, *argv)
    assert after[0] == 0 and after == before
    nested = argv[:1] + options + argv[1:]  # handrank russian --ascii combos ...
    assert run(capsys, *nested) == after
    if (argv[0], options) != ("eval", ["--ascii"]):  # eval prints no cards
        assert run(capsys, *argv) != after  # the option did change the output


def _no_clock(result):
    """A tables run's output without its elapsed time (the one thing two runs may differ in)."""
    status, out, err = result
    out = re.sub(r", \d+[.,]\d (s|с)$", ", 0 s", out, flags=re.M)
    out = re.sub(r'"elapsed": [0-9.e-]+', '"elapsed": 0', out)
    return status, out, err


@pytest.mark.parametrize("argv", [
    ["equity", "table", "A♥K♦; QQ", "QsQc", "--board", "2c 7d 9h", "--quiet"],
    ["equity", "preflop", "--classes", "AA;72o", "--samples", "2000", "--seed", "3", "--quiet"],
])
@pytest.mark.parametrize("options", [["--ascii"], ["--lang", "ru"], ["--json"], ["--ascii", "--lang", "ru"],
                                     ["--lang=ru", "--js"]])
def test_common_options_work_before_and_after_the_equity_tables(capsys, argv, options):
    after = _no_clock(run(capsys, *argv, *options))
    assert after[0] == 0
    assert _no_clock(run(capsys, *options, *argv)) == after  # handrank --lang ru equity table ...
    nested = argv[:1] + options + argv[1:]  # handrank equity --lang ru table ...
    assert _no_clock(run(capsys, *nested)) == after
    if (argv[1], options) != ("preflop", ["--ascii"]):  # the preflop classes hold no suits
        assert _no_clock(run(capsys, *argv)) != after  # the option did change the output


def test_an_option_after_the_tables_command_wins_over_the_same_before_it(capsys):
    table = ["table", "AA", "KK", "--board", "2c 7d 9h", "--quiet"]
    assert "точно, " in run(capsys, "--lang", "en", "equity", *table, "--lang", "ru")[1]
    assert "exact, " in run(capsys, "--lang", "ru", "equity", "--lang", "ru", *table, "--lang", "en")[1]
    with pytest.raises(SystemExit) as e:  # a bad common option before equity: argparse's message
        run(capsys, "--lang", "xx", "equity", *table)
    assert e.value.code == 2 and "invalid choice: 'xx'" in capsys.readouterr().err


def test_an_option_after_the_subcommand_wins_over_the_same_before_it(capsys):
    royal = ["eval", "As", "Ks", "Qs", "Js", "Ts"]
    assert run(capsys, "--lang", "en", *royal, "--lang", "ru")[1] == "7462  Роял-флеш\n"
    assert run(capsys, "--lang", "ru", *royal, "--lang", "en")[1] == "7462  Royal Flush\n"
    nested = run(capsys, "--lang", "ru", "russian", "--lang", "en", "eval", "9h 8s 5d 4d 2c")[1]
    assert nested.startswith("36  No Game")


# ---- help, cards, --version -------------------------------------------------------------

GOOD_JSON = {
    "eval": ["eval", "Ah Kd", "--board", "Qh Jh Th 2c 3d"],
    "explain": ["explain", "AsKs2d2c", "--board", "Qs Js Ts 2h 3h", "--omaha"],
    "compare": ["compare", "3h 3c 3d Kh Kc", "2c 2d 2s As Ad"],
    "showdown": ["showdown", "--board", "9s 3d 5s 5c 8s", "5dAd", "5hAh", "--pot", "101"],
    "low": ["low", "As 2d Kc Kd", "--board", "3h 4s 8c Qd Qh", "--omaha"],
    "hilo": ["hilo", "omaha8", "--board", "5c 8d Kh 9s 7c", "ann=KsKdQcJc", "bob=As2sQsJs", "--pot", "10"],
    "russian eval": ["russian", "eval", "A♣ K♠ Q♥ 4♦ 2♦"],
    "russian combos": ["russian", "combos", "A♥A♠A♦A♣8♥8♠"],
    "russian advise": ["russian", "advise", "Ks Kd 7c 5s 2h", "--up", "9c", "--top", "3"],
}


def _help(capsys, *argv):
    with pytest.raises(SystemExit) as e:
        cli.main([*argv, "--help"])
    assert e.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("name", GOOD_JSON)
def test_every_help_lists_the_json_keys_it_prints(capsys, name):
    status, out, _ = run(capsys, *GOOD_JSON[name], "--json")
    assert status == 0
    data = json.loads(out)
    text = " ".join(_help(capsys, *name.split()).split())
    missing = [k for k in data if k not in text]
    assert "JSON keys" in text and not missing, missing
    assert "``" not in text


def test_no_help_shows_raw_restructured_text_or_the_global_examples(capsys):
    for name in ("low", "hilo", "russian", "russian eval", "russian play"):
        assert "``" not in _help(capsys, *name.split())
    for name in ("eval", "explain", "compare", "showdown"):
        text = _help(capsys, name)
        examples = [line for line in text.splitlines() if line.startswith("  handrank ")]
        assert examples and all(line.startswith(f"  handrank {name} ") for line in examples)
    assert "handrank compare" in _help(capsys)  # the top level keeps them all


def test_russian_combos_and_advise_print_cards_like_the_other_commands(capsys):
    status, out, _ = run(capsys, "russian", "combos", "Ah As Kd Kc 2h")
    assert (status, out) == (0, "Two Pair (A♥ A♠ K♦ K♣): 2 to 1\n")
    out = run(capsys, "russian", "combos", "Ah As Kd Kc 2h", "--ascii")[1]
    assert out == "Two Pair (Ah As Kd Kc): 2 to 1\n"
    out = run(capsys, "russian", "advise", "Ks Kd 7c 5s 2h", "--up", "9c", "--top", "2")[1]
    assert out.splitlines()[0] == "K♠ K♦ 7♣ 5♠ 2♥ (Pair of Kings, Seven-Five-Two) against 9♣"
    assert out.splitlines()[2].endswith("exchange 7♣ 5♠ 2♥")
    assert cli.cards_in_text("Ace-King (Ac Kh) and 10s, not Tsar or As-is", cli.argparse.Namespace()) == \
        "Ace-King (A♣ K♥) and 10♠, not Tsar or As-is"


def test_russian_play_prints_cards_like_the_other_commands(capsys, monkeypatch):
    import re
    monkeypatch.setattr(sys, "stdin", io.StringIO("a\nb\nt\nb\ng\nt\n"))
    status, out, _ = run(capsys, "russian", "play", "--seed", "3", "--rounds", "2")
    assert status == 0 and "Two Pair (K♣ K♠ 3♦ 3♠): 2 to 1" in out and "exchange 5♦ 2♠ 6♠" in out
    assert not re.search(r"(?<![\w-])(10|[2-9TJQKA])[shdc](?![\w-])", out)  # no card left in letters


def test_version(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["--version"])
    assert e.value.code == 0 and capsys.readouterr().out == f"handrank {__version__}\n"
    assert __version__ == "0.1.0"


# ---- one convention for player keys in JSON -------------------------------------------

def test_hilo_and_showdown_json_number_players_alike(capsys):
    hands = ["KsKdQcJc", "As2sQsJs"]
    board = ["--board", "5c 8d Kh 9s 7c"]
    sd = json.loads(run(capsys, "showdown", "--omaha", *board, *hands, "--pot", "10", "--json")[1])
    hl = json.loads(run(capsys, "hilo", "omaha8", *board, *hands, "--pot", "10", "--json")[1])
    assert [p["key"] for p in sd["players"]] == [p["key"] for p in hl["players"]] == [0, 1]
    names = ["Player 1", "Player 2"]
    assert [p["name"] for p in sd["players"]] == [p["name"] for p in hl["players"]] == names
    for data in (sd, hl):  # a key indexes the players list
        assert all(data["players"][k]["key"] == k for k in data["high_winners" if data is hl else "winners"])
    assert set(sd["shares"]) <= set(hl["shares"]) == {"0", "1"}
    # the command line numbers players from 1, as the text does
    hl = json.loads(run(capsys, "hilo", "holdem8", "--board", "As Ks Qs Js Ts", "2c3c", "4d5d", "6h7h",
                        "--pot", "11", "--button", "2", "--json")[1])
    assert hl["pots"][0]["awards"][0]["odd"] == [2, 0]  # button Player 2 (key 1): Player 3 first


# ---- the README says what is exact and lists the compat differences ----------------------

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def _page(name: str) -> str:
    """A user-guide page's text, whitespace folded (the README's details moved there)."""
    page = Path(__file__).resolve().parents[2] / "docs" / "guide" / f"{name}.md"
    return " ".join(page.read_text(encoding="utf-8").split())


def test_readme_lists_the_compat_differences_it_has():
    phevaluator = pytest.importorskip("phevaluator")
    from handrank import CardError
    from handrank.compat import phevaluator as compat_ph
    text = _page("drop-ins")
    assert "`CardError` for a repeated card (and other bad input) where phevaluator returns 0" in text
    assert "`compat.treys` `hand_summary` prints its own text" in text
    assert isinstance(phevaluator.evaluate_cards("As", "As", "Kd", "Qc", "2h"), int)  # no complaint
    with pytest.raises(CardError, match="given twice"):
        compat_ph.evaluate_cards("As", "As", "Kd", "Qc", "2h")


def test_readme_says_what_the_advisor_computes_exactly():
    from handrank.games import russian
    text = _page("russian")
    assert "samples 4- and 5-card" not in text  # the old claim: 1- to 3-card exchanges all exact
    assert "± 0.0020 exchange 7♣ 5♠ 2♥" in text and "without game buying" in text
    a = russian.advise("Ks Kd 7c 5s 2h", "9c")
    three = a.option("exchange", "7c 5s 2h")
    assert not three.exact and three.se > 0 and f"± {three.se:.4f}" == "± 0.0020"
    assert three.draws == 46 * 45 * 44 // 6  # every draw of the 46 unseen cards, all the same
    plain = russian.advise("Ks Kd 7c 5s 2h", "9c", russian.Rules(game_buying=False))
    assert all(o.exact for o in plain.options if o.action != "exchange" or len(o.cards) <= 3)
