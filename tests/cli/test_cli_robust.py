"""Every CLI subcommand, driven with garbage and in ASCII-only locales: no traceback, exit status 2
for bad input, valid JSON for every ``--json`` on good input.

The leaves are read from the parser itself, so a new subcommand fails ``test_every_leaf_is_driven``
until it gets its good input below.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import tempfile
import textwrap

import pytest
from handrank import cli


def _leaves(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        return [path]
    return [leaf for name, p in subs[0].choices.items() for leaf in _leaves(p, (*path, name))]


LEAVES = _leaves(cli.build_parser())
# russian solve takes ~10 s: its first run fills this checkpoint, the others resume from it
SOLVE_STORE = os.path.join(tempfile.gettempdir(), f"handrank-test-solve-{os.getpid()}.sqlite")

# good input of each leaf (its path is prepended); russian play reads the moves from stdin
GOOD = {
    ("eval",): ["As Ks Qs Js Ts 2d 3c"],
    ("explain",): ["Th Tc As Kd 7c 3h 2s"],
    ("compare",): ["Ah Kd", "Qs Qc", "--board", "2c 7d 9h Jc 3s"],
    ("showdown",): ["--board", "9s 3d 5s 5c 8s", "a=5dAd", "b=5hAh", "c=2c2d", "--pot", "101"],
    ("low",): ["Kd 8s 6h 4c 3d 2c As", "--qualifier", "8"],
    ("hilo",): ["stud8", "Ah Kh Qh Jh 9h 9c 9d", "7c 5c 4d 3s 2h Kd Ks", "7d 5d 4c 3c 2d Qd Qs",
                "--pot", "9"],
    ("russian", "eval"): ["A♣ K♠ Q♥ 4♦ 2♦"],
    ("russian", "combos"): ["A♥ A♠ A♦ A♣ 8♥ 8♠"],
    ("russian", "advise"): ["Ks Kd 7c 5s 2h", "--up", "9c", "--top", "4", "--se", "0.05"],
    ("russian", "play"): ["--seed", "3", "--rounds", "2"],
    ("equity",): ["AhKd", "QsQc", "--board", "2c 7d 9h", "--quiet"],
    ("russian", "solve"): ["--threads", "2", "--store", SOLVE_STORE, "--resume"],
    ("icm",): ["5000", "3000", "2000", "--payouts", "50", "30", "20"],
    ("strength",): ["AdQc", "--board", "3h 4c Jh 2d"],
    ("classify",): ["AsKs", "--board", "Qs Js 2d", "--vs", "AhAd"],
    ("breakdown",): ["QQ+, AK", "--board", "Qs Js 2d"],
    ("percentile",): ["AA", "72o"],
    ("distribution",): ["QQ+, AK", "--vs", "random", "--board", "Qs Js 2d"],
    ("badugi",): ["ann=7s 5c 3d Ah", "bob=8h 4s 2c Ad", "--pot", "10"],
    ("history",): [os.path.join(os.path.dirname(__file__), os.pardir, "history", "data",
                                "stars_tournament.txt")],
}
PLAY_MOVES = "zz\nx 2s 6s\nb\nt\nb\ng\nt\n"  # a wrong move, then whatever the deal allows

# garbage every leaf must refuse with status 2
GARBAGE = [
    ["zz"], ["Kx Qy Zz"], ["As", "As", "As", "As", "As"], ["\udcff\udcfe"], ["1" * 3000], ["--nonsense"],
    ["--lang", "fr", "As Ks Qs Js Ts"], ["--board", "Ah Ah", "As"], ["-", "--", "-1"],
]
# garbage that gets past the parser of one leaf and must be refused by the library
LEAF_GARBAGE = {
    ("eval",): [["As", "Ks", "Qs", "Js"], ["Ah Kd", "--board", "Qh Jh Th 2c 3d 4s"]],
    ("explain",): [["AsKs", "--board", "Qs Js", "--omaha"], ["As2c3d4d5h", "--qualifier", "8"],
                   ["As2c3d4d5h", "--low", "a5", "--qualifier", "Q9"]],
    ("compare",): [["Ah Kd", "Ah Qc", "--board", "2c 7d 9h Jc 3s"], ["As", "Kd"]],
    ("showdown",): [["--board", "9s 3d 5s", "5dAd"],
                    ["--board", "9s 3d 5s 5c 8s", "5dAd", "5hAh", "--pot", "-7"],
                    ["--board", "9s 3d 5s 5c 8s", "5dAd", "5hAh", "--pot", "7", "--unit", "0"],
                    ["--board", "9s 3d 5s 5c 8s", "5dAd", "5hAh", "--pot", "7", "--unit", "-2"],
                    ["--board", "9s 3d 5s", "=5dAd", "b=5hAh"],
                    ["--board", "9s 3d", "--omaha", "AsKs2d2c", "QhQd9s8s"]],
    ("low",): [["As2d3c4d", "--board", "Kh Ks 8c Qd 7h", "--omaha", "--wild-rule", "lowest-absent"],
               ["2h 4d 3c As 6s", "--wild", "2"], ["As 2d Kc Jk", "--board", "3h 4s 8c Qd Qh", "--omaha"],
               ["As 2d Kc Kd", "--omaha"], ["6h 4d 3c As Jk", "--wild-rule", "duplicate", "--wild", "X"],
               ["Kd 8s 6h 4c 3d", "--qualifier", "Z"]],
    ("hilo",): [["razz8", "AhKd", "QsQc", "--pot", "4"],
                ["omaha8", "As2s3s", "KsKdQcJc", "--board", "5c 8d Kh 9s 7c", "--pot", "10"],
                ["stud8", "Ah Kh Qh Jh 9h 9c 9d", "7c 5c 4d 3s 2h Kd Ks", "--pot", "4", "--declare", "3=low"],
                ["stud8", "Ah Kh Qh Jh 9h 9c 9d", "7c 5c 4d 3s 2h Kd Ks", "--pot", "4", "--side-pot", "x:1"],
                ["stud8", "Ah Kh Qh Jh 9h 9c 9d", "7c 5c 4d 3s 2h Kd Ks", "--pot", "-4"],
                ["stud8", "Ah Kh Qh Jh 9h 9c 9d", "7c 5c 4d 3s 2h Kd Ks", "--pot", "4", "--button", "9"]],
    ("russian", "eval"): [["Ah Kh"], ["Ah Kh Qh Jh Th 9h 8h"]],
    ("russian", "combos"): [["Ah Ah Kd Kc 2h"], ["Ah As Kd Kc 2h", "--qualifier", "nothing"],
                           ["Ah As Kd Kc 2h", "--table-max", "1e400"]],
    ("russian", "advise"): [["Ks Kd 7c 5s 2h", "--up", "Ks"], ["Ks Kd 7c 5s 2h", "--up", "9c 8c"],
                            ["Ks Kd 7c 5s 2h", "--up", "9c", "--bonus", "x"],
                            ["Ks Kd 7c 5s 2h", "--up", "9c", "--se", "-1"], ["Ks Kd 7c 5s", "--up", "9c"]],
    ("equity",): [["AhKd", "AhQc"], ["AhKd", "QQ-AKs"], ["AhKd", "QsQc", "--board", "2c 7d"],
                  ["AhKd", "QsQc", "--samples", "-5"], ["AhKd", "QsQc", "--game", "omaha"],
                  ["AhKd", "QsQc", "--se", "0"], ["AhKd"]],
    ("russian", "play"): [["--boxes", "9"], ["--boxes", "0"], ["--exchange-min", "7"], ["--bonus", "lots"]],
    ("russian", "solve"): [["--rules", "default", "--chunks", "5:3"], ["--rules", "default", "--chunks", "x"],
                           ["--rules", "default", "--chunks", "0:80276"], ["--chunks", "0:1"],
                           ["--rules", "default", "--sample", "2", "--chunks", "0:1"],
                           ["--rules", "/nonexistent/house.toml"],
                           ["--parquet", "/nonexistent/dir/t.parquet"],
                           ["--rules", "blackjack"], ["--threads", "0"],
                           ["--threads", "two"], ["--csv", "/nonexistent/dir/table.csv"],
                           ["--store", "/nonexistent/dir/run.sqlite"], ["--resume"],
                           ["--png", "/nonexistent/ak.png"],
                           ["--scheduler", "tcp://127.0.0.1:9", "--connect-timeout", "0.5"],
                           ["--sample", "0"], ["--sample", "2", "--se", "-1"],
                           ["--sample", "2", "--seed", "-3"],
                           ["--rules", "default", "--chunks", "0:1", "--se", "0"]],
    ("icm",): [["5000", "0", "--payouts", "1"], ["1", "2", "--payouts", "1", "2"],
               ["1", "2", "--payouts", "1", "1", "1"],
               ["1", "nan", "--payouts", "1"], ["1", "2", "--payouts", "1", "--samples", "1"]],
    ("strength",): [["AdQc", "--board", "3h 4c"], ["AdQc", "--board", "3h 4c Jh", "--vs", "AX"],
                    ["AdQc", "--board", "3h 4c Jh", "--opponents", "0"], ["AdQcKd", "--board", "3h 4c Jh"]],
    ("classify",): [["AsKs", "--board", "Qs Js"], ["AsKs", "--board", "Qs Js 2d", "--vs", "As2c"],
                    ["AsKs", "--board", "Qs Js 2d", "--dead", "2d"]],
    ("breakdown",): [["QQ+,AX", "--board", "Qs Js 2d"], ["QQ+", "--board", "Qs"]],
    ("percentile",): [["AK"], ["AsKsQs"], ["AKs+"]],
    ("distribution",): [["AX", "--vs", "random"], ["AA", "--vs", "AhKd", "--samples", "0"],
                        ["AA", "--vs", "random", "--board", "As Ad Ah"],
                        ["AA", "--vs", "KK", "--png", "/nonexistent/g.png"]],
    ("badugi",): [["As 2c 3d"], ["As 2c 3d 4h", "As 5c 6d 7h"], ["a=As 2c 3d 4h", "5c 6d 7h 8s"],
                  ["As 2c 3d 4h", "Ks 5c 6d 7h", "--pot", "-3"],
                  ["As 2c 3d 4h", "Ks 5c 6d 7h", "--pot", "3", "--unit", "0"]],
    ("history",): [["/nonexistent/hands.txt"], ["--format", "phh", "/nonexistent/dir"]],
}


@pytest.fixture(scope="module", autouse=True)
def _remove_solve_store():
    yield
    if os.path.exists(SOLVE_STORE):
        os.remove(SOLVE_STORE)


def _run(argv, capsys, monkeypatch, stdin=""):
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    try:
        status = cli.main(list(argv))
    except SystemExit as e:  # argparse: usage errors (2), --help and --version (0)
        status = e.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return status, out, err


def test_every_leaf_is_driven():
    assert set(LEAVES) == set(GOOD) == set(LEAF_GARBAGE)
    assert len(LEAVES) == 20


@pytest.mark.parametrize("leaf", LEAVES, ids=" ".join)
def test_good_input_text_and_json(leaf, capsys, monkeypatch):
    argv = [*leaf, *GOOD[leaf]]
    for lang in ("en", "ru"):
        status, out, err = _run([*argv, "--lang", lang], capsys, monkeypatch, PLAY_MOVES)
        assert (status, err) == (0, "") and out.strip()
    status, out, err = _run(["--json", *argv], capsys, monkeypatch, PLAY_MOVES)
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert isinstance(data, dict) and data


@pytest.mark.parametrize("leaf", LEAVES, ids=" ".join)
def test_garbage_exits_2_without_a_traceback(leaf, capsys, monkeypatch):
    for garbage in [*GARBAGE, *LEAF_GARBAGE[leaf]]:
        for argv in ([*leaf, *garbage], [*leaf, *garbage, "--json"]):
            status, out, err = _run(argv, capsys, monkeypatch, PLAY_MOVES)
            assert status == 2, (argv, out, err)
            assert err.startswith(("handrank: error: ", "usage: handrank")), (argv, err)
            assert "--json" not in argv or out == "", (argv, out)


# ---- the ASCII-only locales: one driver process per locale runs every case ----------------------

_DRIVER = textwrap.dedent("""
    import io, json, sys, traceback
    from handrank import cli
    cases, results = json.loads(sys.argv[1]), []
    for argv, moves in cases:
        sys.stdin = io.StringIO(moves)
        print("@@case", flush=True)
        try:
            status = cli.main(argv)
        except SystemExit as e:
            status = e.code
        except BaseException:
            status = "traceback " + traceback.format_exc()
        sys.stdout.flush(); sys.stderr.flush()
        results.append(status)
    print("@@end", flush=True)
    sys.__stderr__.buffer.write(b"@@results" + json.dumps(results).encode())
""")
_ENVS = {"PYTHONIOENCODING=ascii": {"PYTHONIOENCODING": "ascii"},
         "LC_ALL=C PYTHONCOERCECLOCALE=0": {"LC_ALL": "C", "PYTHONCOERCECLOCALE": "0"},
         "LC_ALL=C PYTHONCOERCECLOCALE=0 PYTHONUTF8=0": {"LC_ALL": "C", "PYTHONCOERCECLOCALE": "0",
                                                         "PYTHONUTF8": "0"}}


def _ascii_cases():
    cases = [(["--help"], ""), (["--version"], "")]
    for leaf in LEAVES:
        good = [*leaf, *GOOD[leaf]]
        cases += [([*leaf, "--help"], ""), ([*leaf[:-1], "--help"], ""),
                  ([*good, "--lang", "ru"], PLAY_MOVES),
                  ([*good, "--lang", "ru", "--json"], PLAY_MOVES),
                  ([*leaf, "Жк", "--lang", "ru"], ""), ([*leaf, "\udcff"], "")]
    return cases


@pytest.mark.parametrize("env", _ENVS.values(), ids=_ENVS)
def test_ascii_locales(env):
    cases = _ascii_cases()
    proc = subprocess.run([sys.executable, "-c", _DRIVER, json.dumps(cases)], capture_output=True,
                          env={"PATH": os.environ.get("PATH", ""), **env}, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    err, _, results = proc.stderr.rpartition(b"@@results")
    results = json.loads(results)
    assert b"Traceback" not in proc.stdout + err, err[-3000:]
    outs = proc.stdout.split(b"@@case\n")[1:]
    outs[-1] = outs[-1].removesuffix(b"@@end\n")
    assert len(results) == len(outs) == len(cases)
    for (argv, _), status, out in zip(cases, results, outs):
        bad = "Жк" in argv or "\udcff" in argv
        assert status == (2 if bad else 0), (argv, status)
        if "--json" in argv and not bad:
            json.loads(out)
        if env.get("PYTHONIOENCODING") == "ascii" or env.get("PYTHONUTF8") == "0":
            out.decode("ascii")  # the terminal got ASCII only
