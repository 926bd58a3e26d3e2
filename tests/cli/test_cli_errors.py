"""The command line's errors: outputs checked before work, errors in the user's words, no
player without cards, one deck for compare, and the error classes of the API."""

from __future__ import annotations

import json
import socket
import sys

import pytest
from handrank import cli


def run(capsys, *argv):
    try:
        status = cli.main(list(argv))
    except SystemExit as e:  # argparse: usage errors
        status = e.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return status, out, err


@pytest.fixture
def no_table(monkeypatch):
    """Fail the test if a table is computed: the error must come first."""
    from handrank.analysis import equity_tables

    def computed(*a, **k):
        raise AssertionError("the table was computed before the bad option was found")

    for name in ("equity_table", "preflop_matrix", "vs_random"):
        monkeypatch.setattr(equity_tables, name, computed)


# ---- every output and extra checked before the work ------------------------------------

@pytest.mark.parametrize("command", [["table", "AA", "KK"], ["preflop", "--classes", "AA;KK"]])
@pytest.mark.parametrize("flag", ["--csv", "--png"])
def test_an_unwritable_output_fails_before_the_table(capsys, no_table, tmp_path, command, flag):
    status, out, err = run(capsys, "equity", *command, flag, str(tmp_path / "no" / "such" / "t"))
    assert (status, out) == (2, "") and f"{flag} " in err and "does not exist" in err


@pytest.mark.parametrize("flag", ["--csv", "--png"])
def test_a_directory_is_not_an_output_file(capsys, no_table, tmp_path, flag):
    status, out, err = run(capsys, "equity", "table", "AA", "KK", flag, str(tmp_path))
    assert (status, out) == (2, "") and "is a directory" in err
    assert list(tmp_path.parent.glob(tmp_path.name + ".*")) == []  # no DIR.png beside it


def test_png_without_matplotlib_fails_before_the_table(capsys, no_table, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib -> ImportError
    status, out, err = run(capsys, "equity", "table", "AA", "KK", "--png", str(tmp_path / "t.png"))
    assert (status, out) == (2, "") and 'pip install "handrank[plot]"' in err
    assert not (tmp_path / "t.png").exists()


def test_png_is_written_at_the_path_given(capsys, tmp_path):
    pytest.importorskip("matplotlib")
    path = tmp_path / "grid"
    status, _, _ = run(capsys, "equity", "table", "AA", "KK", "--png", str(path), "--quiet")
    assert status == 0 and path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not (tmp_path / "grid.png").exists()


# ---- errors name the flags --------------------------------------------------------------

@pytest.mark.parametrize("argv, flag", [
    (["equity", "AhKd", "QsQc", "--se", "0"], "argument --se"),
    (["equity", "AhKd", "QsQc", "--se", "inf"], "argument --se"),
    (["equity", "AhKd", "QsQc", "--se", "nan"], "argument --se"),
    (["equity", "AhKd", "QsQc", "--samples", "0"], "argument --samples"),
    (["equity", "AhKd", "QsQc", "--threads", "0"], "argument --threads"),
    (["equity", "AhKd", "QsQc", "--threads", "100000"], "argument --threads"),
    (["equity", "AhKd", "QsQc", "--seed", "-1"], "argument --seed"),
    (["equity", "table", "AA", "KK", "--se", "0"], "argument --se"),
    (["equity", "table", "AA", "KK", "--workers", "0"], "argument --workers"),
    (["equity", "table", "AA", "--scheduler", "tcp://127.0.0.1:9", "--connect-timeout", "nan"],
     "argument --connect-timeout"),
    (["equity", "table", "AA", "--scheduler", "tcp://127.0.0.1:9", "--connect-timeout", "-1"],
     "argument --connect-timeout"),
    (["equity", "preflop", "--opponents", "0"], "argument --opponents"),
    (["russian", "solve", "--connect-timeout", "inf", "--scheduler", "tcp://127.0.0.1:9"],
     "argument --connect-timeout"),
    (["russian", "solve", "--se", "inf"], "argument --se"),
    (["russian", "advise", "Ks Kd 7c 5s 2h", "--up", "9c", "--top", "0"], "argument --top"),
])
def test_bad_options_are_named_as_typed(capsys, argv, flag):
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "") and flag in err
    assert "target_se=" not in err and "samples=" not in err and "threads=" not in err


def test_the_omaha_hint_names_the_flags(capsys):
    status, out, err = run(capsys, "equity", "AsKs2d2c", "random", "--game", "omaha", "--exact")
    assert status == 2 and "exact=" not in err and "--samples N or --se X" in err


@pytest.mark.parametrize("argv, usage", [
    (["equity", "AhKd", "QsQc", "--bogus"], "usage: handrank equity "),
    (["showdown", "AhKd", "QsQc", "--bogus"], "usage: handrank showdown "),
    (["russian", "solve", "--bogus"], "usage: handrank russian solve "),
    (["--json", "russian", "eval", "As Ks Qs Js Ts", "--bogus"], "usage: handrank russian eval "),
    (["equity", "table", "AA", "--bogus"], "usage: handrank equity table "),
])
def test_an_unknown_option_prints_the_subcommands_usage(capsys, argv, usage):
    status, out, err = run(capsys, *argv)
    assert status == 2 and err.startswith(usage) and "unrecognized arguments: --bogus" in err


def test_top_is_honoured_with_json(capsys):
    status, out, _ = run(capsys, "russian", "advise", "Ks Kd 7c 5s 2h", "--up", "9c", "--top", "2",
                         "--se", "0.05", "--json")
    assert status == 0 and len(json.loads(out)["options"]) == 2


def test_a_refused_scheduler_fails_at_once(capsys, monkeypatch):
    distributed = pytest.importorskip("distributed")
    with socket.socket() as s:  # bound, not listening: a connection to it is refused
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]

        def client(*a, **k):  # Dask's client retries a refused port for the whole timeout
            raise AssertionError("Client was asked to connect to a port that refuses")

        monkeypatch.setattr(distributed, "Client", client)
        status, out, err = run(capsys, "equity", "table", "AA", "KK", "--scheduler",
                               f"tcp://127.0.0.1:{port}")
    assert (status, out) == (2, "") and "connection refused" in err


# ---- a player has cards; compare is one deck ------------------------------------------

def test_a_player_with_no_cards_is_refused(capsys):
    import handrank as hr

    status, out, err = run(capsys, "showdown", "--board", "9h Ac Kd 4s 2c", "alice=", "bob=9sJd")
    assert (status, out) == (2, "") and "hand 'alice' has no cards" in err
    with pytest.raises(hr.ShowdownError, match="hand 2 has no cards"):
        hr.showdown("9h Ac Kd 4s 2c", ["9sJd", ""])
    with pytest.raises(hr.ShowdownError, match="has no cards"):
        hr.showdown("9h Ac Kd 4s 2c", ["9sJd", ()], low="a5")


def test_compare_without_a_board_holds_each_card_once(capsys):
    import handrank as hr

    with pytest.raises(hr.CardError, match="As"):
        hr.compare("As Ks Qs Js Ts", "As Ks Qs Js Ts")
    status, out, err = run(capsys, "compare", "3h 3c 3d 2h 2c", "2c 2d 2s As Ad")
    assert (status, out) == (2, "") and "card 2c" in err
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    for page in [root / "README.md", *(root / "docs" / "guide").glob("*.md")]:
        assert '"3h 3c 3d 2h 2c" "2c 2d 2s As Ad"' not in page.read_text(encoding="utf-8"), page


# ---- the error classes ------------------------------------------------------------------

class _Duck:
    def __init__(self, combos):
        self.combos = combos


def _cases():
    import operator

    import numpy as np
    from handrank import Deck, Range, jobs, random_hands, showdown
    from handrank.analysis.equity import equity

    job = jobs.Job("example.sum", 1, [1, 2, 3], chunks=3, chunk=operator.getitem)
    return [
        ("max_pending", lambda: jobs.run(job, threads=2, max_pending=-1), ValueError, "max_pending=-1|-1"),
        ("kelvin", lambda: Range("\u212aK"), ValueError, "KELVIN SIGN"),
        ("hole float", lambda: Range("random", hole=4.0), ValueError, "hole=4.0"),
        ("hole from_combos", lambda: Range.from_combos([], hole=3), ValueError, "hole=3"),
        ("exact=1", lambda: equity(["AhKd", "QsQc"], exact=1), ValueError, "exact=1"),
        ("game=[]", lambda: equity(["AhKd", "QsQc"], game=[]), ValueError, r"game \[\]"),
        ("threads cap", lambda: equity(["AhKd", "QsQc"], threads=10 ** 6), ValueError, "threads=1000000"),
        ("seed=-1", lambda: random_hands(3, 2, seed=-1), ValueError, "seed=-1"),
        ("Deck seed", lambda: Deck(seed=(1, 2)), ValueError, r"seed=\(1, 2\)"),
        ("float id", lambda: equity(["AhKd", _Duck([(5.0, 0, 1.0)])]), ValueError, "5.0"),
        ("str id", lambda: equity(["AhKd", _Duck([("5", 0, 1.0)])]), ValueError, "'5'"),
        ("bytes id", lambda: equity(["AhKd", _Duck([(b"5", 0, 1.0)])]), ValueError, "b'5'"),
        ("against winner", lambda: showdown("9h Ac Kd 4s 2c", {"a": "9sJd", "b": "3c4d"}).against("a"),
         ValueError, "did not lose"),
        ("numpy n", lambda: random_hands(np.int64(3), np.int32(2), seed=np.uint8(1)), None, None),
    ]


@pytest.mark.parametrize("i", range(14))
def test_misuse_raises_a_named_handrank_error(i):
    pytest.importorskip("numpy")
    name, call, cls, match = _cases()[i]
    if cls is None:
        assert call().shape == (3, 2), name
        return
    with pytest.raises(cls, match=match) as e:
        call()
    assert type(e.value).__module__.startswith("handrank") or name == "max_pending", name
    assert type(e.value) is not ValueError or name == "max_pending", name
