"""``handrank equity`` and the ``compare`` hint that points to it."""

import io
import json

import pytest
from handrank.cli import main
from handrank.jobs import progress_bar


def run(capsys, *argv):
    status = main(list(argv))
    out = capsys.readouterr()
    return status, out.out, out.err


def test_exact_text(capsys):
    status, out, err = run(capsys, "--ascii", "equity", "AhKd", "QsQc")
    assert status == 0 and err == ""
    assert out.splitlines() == ["Player 1 (Ah Kd): 42.84% — wins 42.66%, splits 0.34%",
                                "Player 2 (Qs Qc): 57.16% — wins 56.99%, splits 0.34%",
                                "Exact: every one of 1,712,304 deals."]


def test_named_players_board_dead_russian(capsys):
    status, out, _ = run(capsys, "--ascii", "equity", "hero=AhKd", "villain=QsQc", "--board", "2c 7d Kh",
                         "--dead", "3s", "--lang", "ru")
    assert status == 0
    assert out.splitlines()[0].startswith("hero (Ah Kd): ")
    assert out.splitlines()[-1] == "Точно: перебраны все 946 раздач."


def test_json_monte_carlo(capsys):
    status, out, _ = run(capsys, "equity", "AhKd", "QsQc", "7h6h", "--samples", "50000", "--seed", "5",
                         "--threads", "2", "--json")
    d = json.loads(out)
    assert status == 0 and d["exact"] is False and d["samples"] == 50000 and d["deals"] is None
    assert set(d) == {"game", "board", "dead", "exact", "deals", "samples", "seed", "elapsed", "players",
                      "text"} and d["seed"] == 5
    assert [p["name"] for p in d["players"]] == ["Player 1", "Player 2", "Player 3"]
    again = json.loads(run(capsys, "equity", "AhKd", "QsQc", "7h6h", "--samples", "50000", "--seed", "5",
                           "--json")[1])
    assert [p["equity"] for p in again["players"]] == [p["equity"] for p in d["players"]]


def test_se_and_exact_flags(capsys):
    d = json.loads(run(capsys, "equity", "AhKd", "QsQc", "--se", "0.002", "--seed", "1", "--json")[1])
    assert not d["exact"] and max(p["se"] for p in d["players"]) <= 0.002
    d = json.loads(run(capsys, "equity", "AhKd", "QsQc", "--board", "2c 7d Kh", "--exact", "--json")[1])
    assert d["exact"] and d["deals"] == 990
    with pytest.raises(SystemExit):  # --exact and --samples exclude each other
        main(["equity", "AhKd", "QsQc", "--exact", "--samples", "10"])


@pytest.mark.parametrize("argv,words", [
    (["equity", "AhKd", "QsQx"], ["Player 2", "Qx"]),
    (["equity", "AhKd"], ["2 to 10 players"]),
    (["equity", "AhKd", "AhQs"], ["Player 2", "Ah"]),
    (["equity", "AhKd", "QsQc", "--board", "2c 3d"], ["0, 3, 4 or 5"]),
    (["equity", "a=AhKd", "QsQc"], ["name every hand"]),
])
def test_bad_input_exits_2(capsys, argv, words):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and err.startswith("handrank: error: ")
    for w in words:
        assert w in err


def test_unknown_game_is_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit) as e:
        main(["equity", "AhKd", "QsQc", "--game", "pineapple"])
    assert e.value.code == 2 and "pineapple" in capsys.readouterr().err


def test_compare_two_hole_hands_points_to_equity(capsys):
    status, out, err = run(capsys, "compare", "As Ks", "Qd Qc")
    assert status == 2 and "handrank equity AsKs QdQc" in err
    status, out, _ = run(capsys, "compare", "As Ks Qs Js Ts", "Qd Qc 2c 3d 4h")  # still a comparison
    assert status == 0


def test_no_progress_bar_off_a_terminal(capsys):
    status, _, err = run(capsys, "equity", "AhKd", "QsQc", "--samples", "200000")
    assert status == 0 and err == ""  # capsys's stderr is not a terminal


class _Tty(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_on_a_terminal_after_a_second():
    # the bar handrank equity draws: after `delay` seconds, deals in 1.2M style, cleared at the end
    stream = _Tty()
    with progress_bar("", file=stream, delay=0.0, unit="", unit_scale=True, leave=False) as progress:
        for done in (10, 50, 100):
            progress(done, 100)
    assert "/100 [" in stream.getvalue()  # the bar was drawn (and cleared on close)
    quiet = _Tty()
    with progress_bar("", file=quiet, disable=True) as progress:
        progress(1, 2)
    assert quiet.getvalue() == ""
    late = _Tty()
    with progress_bar("", file=late, delay=60.0) as progress:
        progress(1, 2)
    assert late.getvalue() == ""  # a run shorter than the delay shows no bar


def test_progress_bar_follows_a_growing_total():
    # Monte Carlo with --se decides how far to go as it runs: the bar's end moves with it
    stream = _Tty()
    with progress_bar("", file=stream, unit="", unit_scale=True) as progress:
        progress(10, 100)
        progress(150, 400)
    assert "150/400" in stream.getvalue()


def test_equity_on_a_terminal_draws_the_jobs_bar(monkeypatch):
    import sys

    import handrank.jobs

    seen = []

    def no_delay(desc="chunks", **options):  # the command's bar, without its one-second delay
        seen.append(options)
        return progress_bar(desc, **{**options, "delay": 0.0})

    stream = _Tty()
    monkeypatch.setattr(sys, "stderr", stream)
    monkeypatch.setattr(handrank.jobs, "progress_bar", no_delay)
    assert main(["equity", "AhKd", "QsQc", "--samples", "400000", "--seed", "1", "--json"]) == 0
    assert seen[0]["delay"] == 1.0 and "/400k [" in stream.getvalue()
    seen.clear()
    assert main(["equity", "AhKd", "QsQc", "--samples", "400000", "--quiet", "--json"]) == 0
    assert seen[0]["disable"] is True


def test_game_choices_are_the_engine_games():
    from handrank.analysis.equity import GAMES
    from handrank.cli.equity import GAME_NAMES
    from handrank.games.stud import STUD_GAMES
    assert set(GAME_NAMES) == set(GAMES) | set(STUD_GAMES)


def test_hilo_json(capsys):
    status, out, _ = run(capsys, "equity", "As 2s Qd Jd", "Ah 3c 8h 7c", "--game", "omaha8", "--board",
                         "7d 6c Kh", "--json")
    d = json.loads(out)
    assert status == 0 and d["game"] == "omaha8" and d["exact"]
    assert {"high", "low", "scoop"} <= set(d["players"][0])
    assert "the low half" in d["text"]
