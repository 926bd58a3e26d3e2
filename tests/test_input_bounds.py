"""Bounds on input: number text bounded before it is converted, rules files
that are regular and small, the full game's empty chunks, one limit on the odds."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import textwrap
from decimal import Decimal
from fractions import Fraction

import handrank.games.russian as ru
import pytest
from handrank.cli import main
from handrank.games.russian import fullgame as F
from handrank.games.russian import solver
from handrank.numtext import NumberTextError, exact_number, whole_number

HUGE = ["1e999999999", "1e-999999999", "-1E+999999999", "9" * 100_000, "1/" + "7" * 100_000,
        "0." + "1" * 5000]


def run_limited(code: str, cpu_seconds: int = 20) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh Python under a CPU-time limit: a hang is a failure, not a stuck suite."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))

    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          preexec_fn=limit, env=os.environ, timeout=10 * cpu_seconds)


# ---- number text ----------------------------------------------------------------------

@pytest.mark.parametrize("text", HUGE)
def test_huge_number_text_is_refused_before_it_is_converted(text):
    with pytest.raises(NumberTextError, match="exponent|digits|too long"):
        exact_number(text, "x")


@pytest.mark.parametrize("text, value", [("3", 3), ("-1.25", Fraction(-5, 4)), ("2e-3", Fraction(1, 500)),
                                         (" 7/2 ", Fraction(7, 2)), ("+.5", Fraction(1, 2)), ("1.", 1),
                                         ("1e60", 10**60), ("-0", 0)])
def test_number_text_within_the_bounds_reads_exactly(text, value):
    assert exact_number(text, "x") == value == Fraction(text.strip())


@pytest.mark.parametrize("text", ["", ".", "e5", "1e", "1/", "/2", "1/0", "nan", "inf", "0x10", "1 2", "½"])
def test_what_is_not_number_text_is_named(text):
    with pytest.raises(NumberTextError, match="x: "):
        exact_number(text, "x")


def test_whole_numbers_are_bounded_too():
    assert whole_number(" -42 ", "--seed") == -42
    for bad in ("9" * 31, "1.0", "", "1e3"):
        with pytest.raises(NumberTextError, match="--seed"):
            whole_number(bad, "--seed")


@pytest.mark.parametrize("kw", [{"table_max": "1e999999999"}, {"paytable": {"pair": "1e-999999999"}},
                                {"bonus_max": Decimal("1e999999999")},
                                {"sixth_card_fee": "1/" + "3" * 10**6}])
def test_rules_refuse_huge_number_text_at_once(kw):
    with pytest.raises(ru.RulesError, match=next(iter(kw))):
        ru.Rules(**kw)


@pytest.mark.parametrize("argv", [
    ["russian", "combos", "Ah Kd Qc Js 9h", "--table-max", "1e999999999"],
    ["russian", "advise", "Ah Kd Qc Js 9h", "--up", "2c", "--bonus", "1e-999999999"],
    ["russian", "play", "--bonus", "1e999999999", "--rounds", "1"],
])
def test_the_cli_refuses_huge_numbers_without_hanging(argv):
    r = run_limited(f"import sys; from handrank.cli import main; sys.exit(main({argv!r}))")
    assert r.returncode == 2, r.stderr[-2000:]
    assert "exponent beyond" in r.stderr and "Traceback" not in r.stderr


def test_a_rules_file_with_huge_numbers_is_refused_without_hanging(tmp_path):
    path = tmp_path / "house.toml"
    path.write_text('table_max = "1e999999999"\n[paytable]\npair = "1e-999999999"\n')
    r = run_limited(f"from handrank.games.russian import load_rules\nload_rules({str(path)!r})")
    assert r.returncode == 1 and "RulesError" in r.stderr and str(path) in r.stderr
    assert "exponent beyond" in r.stderr


def test_a_store_row_with_huge_number_text_is_refused_without_hanging(tmp_path):
    store = tmp_path / "s.sqlite"
    r = run_limited(f"""
        import operator, sqlite3
        from handrank import jobs
        job = jobs.Job("example.sum", 1, [[1, 2], [3, 4]], chunks=2, chunk=operator.getitem)
        with jobs.Store({str(store)!r}) as s:
            jobs.run(job, store=s)
        db = sqlite3.connect({str(store)!r})
        with db:
            db.execute("UPDATE chunks SET result='[\\"1e999999999\\",2]' WHERE chunk=1")
        db.close()
        try:
            jobs.run(job, store={str(store)!r}, resume=True)
        except ValueError as e:
            print("refused:", e)
        """)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "refused:" in r.stdout and str(store) in r.stdout and "chunk 1" in r.stdout


# ---- rules files ----------------------------------------------------------------------

@pytest.mark.parametrize("target", ["/dev/zero", "/dev/urandom"])
def test_a_device_as_rules_file_is_refused_without_reading_it(tmp_path, target):
    if not os.path.exists(target):
        pytest.skip(f"no {target} here")
    link = tmp_path / "house.toml"
    link.symlink_to(target)
    r = run_limited(f"from handrank.games.russian import load_rules\nload_rules({str(link)!r})",
                    cpu_seconds=10)
    assert r.returncode == 1 and "a device, not a regular file" in r.stderr and str(link) in r.stderr


def test_a_fifo_as_rules_file_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "house.toml"
    os.mkfifo(fifo)
    r = run_limited(f"from handrank.games.russian import load_rules\nload_rules({str(fifo)!r})",
                    cpu_seconds=10)
    assert r.returncode == 1 and "a FIFO, not a regular file" in r.stderr


@pytest.mark.parametrize("content, why", [
    (b"x" * (64 * 1024 + 1), "bytes"),
    (b'qualifier = "pair"\n\xff\xfe\n', "not UTF-8 text"),
    (b"paytable = " + b"[" * 5000 + b"]" * 5000 + b"\n", "nested too deep|not valid TOML"),
    (b"[paytable]\npair = " + b"{a = " * 400 + b"1" + b"}" * 400 + b"\n",
     "nested too deep|not valid TOML|PAIR"),
    # (CPython 3.11+ limits int() to 4,300 digits, so the file is refused as it is read; without
    # that limit (PyPy, CPython 3.9 and 3.10) the value reads, and is refused for its size)
    (b"table_max = " + b"9" * 10_000 + b"\n", "too long to read|an int of 33220 bits is beyond any table"),
    (b'table_max = "1e999999999"\n', "exponent beyond"),
])
def test_bad_rules_files_are_rules_errors_naming_the_file(tmp_path, content, why):
    path = tmp_path / "house.toml"
    path.write_bytes(content)
    with pytest.raises(ru.RulesError, match=why) as e:
        ru.load_rules(path)
    assert str(path) in str(e.value)


def test_a_folder_as_rules_file_is_refused(tmp_path):
    (tmp_path / "house.toml").mkdir()
    with pytest.raises(ru.RulesError, match="a folder, not a regular file"):
        ru.load_rules(tmp_path / "house.toml")


def test_the_cli_names_a_device_rules_file(tmp_path, capsys):
    link = tmp_path / "zero.toml"
    link.symlink_to("/dev/zero")
    assert main(["russian", "solve", "--rules", str(link)]) == 2
    err = capsys.readouterr().err
    assert "a device, not a regular file" in err and "Traceback" not in err


# ---- the full game's chunks with no states -------------------------------------------

def test_156_chunks_have_no_states_and_they_are_the_four_of_the_up_rank():
    empty = [u * len(F.PATTERNS) + i for u in range(13) for i, p in enumerate(F.PATTERNS) if p.count(u) == 4]
    assert len(empty) == 156 and empty[:12] == list(range(12)) and empty[-1] == F.TABLE_CHUNKS - 1
    for index in (0, 5, 11, *empty[100:103], F.TABLE_CHUNKS - 1):
        up, pattern = divmod(index, len(F.PATTERNS))
        assert F.suit_classes(up, F.PATTERNS[pattern]) == ()
    assert F.suit_classes(0, F.PATTERNS[12]) != ()  # chunk 12: the first with states


@pytest.mark.parametrize("chunks", [range(0, 1), range(0, 2), range(5, 6), range(80274, 80275)])
def test_an_empty_slice_says_it_has_no_states(chunks):
    t = ru.solve(ru.Rules(), chunks=chunks, threads=1)
    assert t.states == 0 and t.rows == () and not t.complete
    assert t.expected_return is None and t.house_edge is None and t.se is None and t.ci95 is None
    assert t.frequencies == {}
    assert "No states in this slice" in t.text() and "undefined" in t.text()
    assert "нет состояний" in t.text("ru")
    d = t.to_dict()
    assert d["states"] == 0 and d["house_edge"] is None and d["expected_return"] is None and d["ci95"] is None


def test_a_slice_with_empty_and_full_chunks_counts_the_full_ones():
    rules = ru.Rules.caribbean().replace(max_exchanges=1)
    t = ru.solve(rules, chunks=range(11, 13), threads=1, target_se=0.2)
    alone = ru.solve(rules, chunks=range(12, 13), threads=1, target_se=0.2)
    assert t.states == alone.states > 0 and t.expected_return == alone.expected_return


@pytest.mark.parametrize("span", ["0:1", "80274:80275"])
def test_the_cli_solves_an_empty_slice(span, capsys, tmp_path):
    assert main(["russian", "solve", "--rules", "default", "--chunks", span, "--quiet", "--csv",
                 str(tmp_path / "t.csv")]) == 0
    out = capsys.readouterr()
    assert "No states in this slice" in out.out and "Traceback" not in out.err
    assert main(["russian", "solve", "--rules", "default", "--chunks", span, "--quiet", "--json"]) == 0
    assert '"house_edge": null' in capsys.readouterr().out


# ---- one limit on the odds -----------------------------------------------------------

LIMIT_ONE = 2**39 - 1   # one paid combination: a 2-ante bet wins 2 x odds, below 2**40 units of 1 ante
LIMIT_TWO = 2**38 - 1   # two paid combinations: a hand may be paid twice the top odds


@pytest.mark.parametrize("make, limit", [(lambda **kw: ru.Rules.caribbean(**kw), LIMIT_ONE),
                                         (lambda **kw: ru.Rules(**kw), LIMIT_TWO)])
def test_odds_beyond_what_the_solver_counts_are_refused_where_the_rules_are_made(make, limit):
    with pytest.raises(ru.RulesError, match=r"paytable\[ROYAL_FLUSH\].*at most " + f"{limit:,}"):
        make(paytable={"royal_flush": limit + 1})
    with pytest.raises(ru.RulesError, match=r"paytable\[FOUR_OF_A_KIND\]"):
        make(paytable={"four_of_a_kind": 6e11})
    with pytest.raises(ru.RulesError, match=r"paytable\[ROYAL_FLUSH\].*1/3 ante"):
        make(paytable={"pair": "1/3", "royal_flush": 2 * 10**11})
    make(paytable={"royal_flush": 10**12}, table_max=1000)  # the cap keeps every win small


@pytest.mark.parametrize("rules", [
    ru.Rules.caribbean(paytable={"royal_flush": LIMIT_ONE}, ante_paid_on_win=False),
    ru.Rules.caribbean(paytable={"royal_flush": LIMIT_ONE}),
    ru.rules.bet_fold_rules(ru.Rules(paytable={c: LIMIT_TWO for c in ("royal_flush", "four_of_a_kind", "pair",
                                                                      "ace_king", "straight")})),
])
def test_rules_at_the_limit_solve(rules):
    for hand in ("As Ks Qs Js Ts", "As Ah Ad Ac Ks", "As Ah Ad Kc Ks", "Ah Kd 7c 5s 2h"):
        assert solver.decide(hand, "3c", rules).best in ("bet", "fold")


def test_the_unit_limit_is_checked_where_the_rules_are_made():
    with pytest.raises(ru.RulesError, match="unit of 1/"):
        ru.Rules(paytable={"pair": Fraction(1, 2**21 + 1)})
