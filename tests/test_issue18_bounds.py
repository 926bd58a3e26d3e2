"""Issue 18, items 3, 4, 10 and 11: number text bounded before it is converted, rules files
that are regular and small, the full game's empty chunks, one limit on the odds."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import textwrap
from decimal import Decimal
from fractions import Fraction

import pytest

import handrank.russian as ru
from handrank import jobs
from handrank.cli import main
from handrank.games.russian import fullgame as F
from handrank.games.russian import solver
from handrank.numtext import NumberTextError, exact_number, whole_number

HUGE = ["1e999999999", "1e-999999999", "-1E+999999999", "9" * 100_000, "1/" + "7" * 100_000, "0." + "1" * 5000]


def run_limited(code: str, cpu_seconds: int = 20) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh Python under a CPU-time limit: a hang is a failure, not a stuck suite."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))

    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          preexec_fn=limit, env=os.environ, timeout=10 * cpu_seconds)


# ---- item 3: number text ----------------------------------------------------------------------

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
                                {"bonus_max": Decimal("1e999999999")}, {"sixth_card_fee": "1/" + "3" * 10**6}])
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
    r = run_limited(f"from handrank.russian import load_rules\nload_rules({str(path)!r})")
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


# ---- item 4: rules files ----------------------------------------------------------------------

@pytest.mark.parametrize("target", ["/dev/zero", "/dev/urandom"])
def test_a_device_as_rules_file_is_refused_without_reading_it(tmp_path, target):
    if not os.path.exists(target):
        pytest.skip(f"no {target} here")
    link = tmp_path / "house.toml"
    link.symlink_to(target)
    r = run_limited(f"from handrank.russian import load_rules\nload_rules({str(link)!r})", cpu_seconds=10)
    assert r.returncode == 1 and "a device, not a regular file" in r.stderr and str(link) in r.stderr


def test_a_fifo_as_rules_file_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "house.toml"
    os.mkfifo(fifo)
    r = run_limited(f"from handrank.russian import load_rules\nload_rules({str(fifo)!r})", cpu_seconds=10)
    assert r.returncode == 1 and "a FIFO, not a regular file" in r.stderr


@pytest.mark.parametrize("content, why", [
    (b"x" * (64 * 1024 + 1), "bytes"),
    (b'qualifier = "pair"\n\xff\xfe\n', "not UTF-8 text"),
    (b"paytable = " + b"[" * 5000 + b"]" * 5000 + b"\n", "nested too deep|not valid TOML"),
    (b"[paytable]\npair = " + b"{a = " * 400 + b"1" + b"}" * 400 + b"\n", "nested too deep|not valid TOML|PAIR"),
    (b"table_max = " + b"9" * 10_000 + b"\n", "too long to read"),
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
