"""Tampered store rows are errors naming the store, the job and the
chunk; sqlite failures are StoreErrors naming the file and the real cause; one resume rule."""

from __future__ import annotations

import json
import operator
import os
import sqlite3
import subprocess
import sys
import threading
from fractions import Fraction
from pathlib import Path

import pytest
from handrank import jobs
from handrank.analysis.equity_tables import equity_table
from handrank.cli import main
from handrank.jobs import BadChunkError, Job, Store, StoreError, encode_result, run

sys.path.insert(0, str(Path(__file__).parent))

ROWS, COLS, BOARD = ["AhKd", "QsQc", "7h7d"], ["JcTc", "2h2s"], "2c 7s Kh 9d 3c"


@pytest.fixture(scope="module")
def reference():
    return equity_table(ROWS, COLS, board=BOARD)


def _table(store, resume=True):
    return equity_table(ROWS, COLS, board=BOARD, store=store, resume=resume)


def _set_row(path, chunk, text, *, checksum=True):
    """Write ``text`` as chunk ``chunk``'s result, with a matching checksum when asked (a row
    that looks as the store would have written it, to reach the job's own checks)."""
    with sqlite3.connect(path) as db:
        key = db.execute("SELECT key FROM chunks WHERE chunk=?", (chunk,)).fetchone()[0]
        digest = jobs._digest(key, chunk, text) if checksum else "0" * 32
        db.execute("UPDATE chunks SET result=?, digest=? WHERE chunk=?", (text, digest, chunk))
    db.close()


# ---- tampered rows ------------------------------------------------------------------------

@pytest.mark.parametrize("text, why", [
    ('[[7,3,1]]', "0 <= num <= den"),          # an equity of 2.33
    ('[]', "0 entries where the job has 1"),  # an empty chunk: every later cell would shift
    ('[[1,2,1],[1,2,1]]', "2 entries where the job has 1"),
    ('[[1,-2,1]]', "0 <= num <= den"),
    ('[[1,2,7]]', "0 <= num <= den"),
    ('[[0,0,0]]', "0 <= num <= den"),
    ('[[1,2]]', "not an equity"),
    ('[["1/2",2,1]]', "not an equity"),
    ('[[1.5,2,1]]', "a float"),
    ('{"a":1}', "not an encoded"),
    ('[[1,2,1]', "not a result of this job"),  # cut short
])
def test_a_row_the_job_could_not_have_made_is_an_error_naming_store_job_and_chunk(tmp_path, reference, text,
                                                                                  why):
    path = tmp_path / "t.sqlite"
    assert _table(path, None) == reference
    _set_row(path, 2, text)
    with pytest.raises(BadChunkError, match=why) as e:
        _table(path)
    msg = str(e.value)
    assert str(path) in msg and "handrank.equity_table" in msg and "chunk 2" in msg
    assert "store.clear(job, [2])" in msg and "--restart" in msg
    assert e.value.chunks == [2] and e.value.path == path
    with Store(path) as s:  # the way out: forget that chunk, compute it again
        s.clear(e.value.job, e.value.chunks)
    assert _table(path) == reference


def test_a_row_changed_behind_the_stores_back_fails_its_checksum(tmp_path, reference):
    path = tmp_path / "t.sqlite"
    _table(path, None)
    with Store(path) as s:
        (record,) = s.jobs()
    good = json.loads(sqlite3.connect(path).execute("SELECT result FROM chunks WHERE chunk=0").fetchone()[0])
    _set_row(path, 0, json.dumps([[good[0][0] - 1, good[0][1], 1]]), checksum=False)  # plausible, but wrong
    with pytest.raises(BadChunkError, match="checksum does not match") as e:
        _table(path)
    assert str(path) in str(e.value) and e.value.chunks == [0]
    with Store(path) as s, pytest.raises(StoreError, match="checksum"):
        s.rows(record.key)  # the export path checks the same


def test_a_row_copied_to_another_chunk_fails_its_checksum(tmp_path, reference):
    path = tmp_path / "t.sqlite"
    _table(path, None)
    with sqlite3.connect(path) as db:
        text, digest = db.execute("SELECT result, digest FROM chunks WHERE chunk=1").fetchone()
        db.execute("UPDATE chunks SET result=?, digest=? WHERE chunk=4", (text, digest))
    with pytest.raises(BadChunkError, match="chunk 4"):
        _table(path)


def test_every_bad_chunk_is_listed(tmp_path, reference):
    path = tmp_path / "t.sqlite"
    _table(path, None)
    for c in (1, 3, 5):
        _set_row(path, c, "[]")
    with pytest.raises(BadChunkError, match=r"3 stored chunks .* store.clear\(job, \[1, 3, 5\]\)") as e:
        _table(path)
    assert e.value.chunks == [1, 3, 5]


def test_a_store_made_before_checksums_is_upgraded_and_still_checked(tmp_path, reference):
    path = tmp_path / "old.sqlite"
    _table(path, None)
    with sqlite3.connect(path) as db:  # as handrank.jobs/1 wrote it: no digest column
        db.execute("CREATE TABLE c2 (key TEXT NOT NULL, chunk INTEGER NOT NULL, result TEXT NOT NULL, "
                   "seconds REAL, worker TEXT, PRIMARY KEY (key, chunk)) WITHOUT ROWID")
        db.execute("INSERT INTO c2 SELECT key, chunk, result, seconds, worker FROM chunks")
        db.execute("DROP TABLE chunks")
        db.execute("ALTER TABLE c2 RENAME TO chunks")
        db.execute("UPDATE chunks SET result='[[7,3,1]]' WHERE chunk=3")
        db.execute("UPDATE handrank_store SET value='handrank.jobs/1'")
    with pytest.raises(BadChunkError, match="chunk 3"):
        _table(path)
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT value FROM handrank_store").fetchone()[0] == jobs.STORE_FORMAT
        db.execute("DELETE FROM chunks WHERE chunk=3")
    assert _table(path) == reference


def test_the_full_games_and_the_solvers_chunks_are_checked(tmp_path):
    from handrank.games.russian import fullgame as F
    from handrank.games.russian import solver

    job = F.table_job(F.Rules.caribbean())
    good = job.compute(12)
    job.check(good, 12)
    hand, up, w, *rest = good[1][0]
    for bad in ((13, good[1]), (12, good[1][:1]), (12, ((hand, up + 4, w, *rest),) + good[1][1:]),
                (12, ((hand, up, w, 9, *rest[1:]),) + good[1][1:])):
        with pytest.raises(ValueError):
            job.check(bad, 12)
    sjob = solver.solve_job("caribbean")
    with pytest.raises(ValueError, match="states"):
        sjob.check((1, 1, 5, *(0,) * 7, (0,) * 7463, (-1,) * 7463, ()), 0)


# ---- sqlite errors ---------------------------------------------------------------------

def _journal(dev):
    try:
        st = os.stat(dev + "-journal")
    except FileNotFoundError:
        return None
    return st.st_mtime_ns, st.st_size


def test_a_device_is_not_a_store_and_nothing_is_written_next_to_it():
    for dev in ("/dev/null", "/dev/zero"):
        before = _journal(dev)
        with pytest.raises(StoreError, match=f"store {dev}: a device, not a regular file"):
            Store(dev)
        assert _journal(dev) == before  # no {dev}-journal made (as root, sqlite could)
    with pytest.raises(StoreError, match="a device"):
        run(Job("example.sum", 1, [1, 2], chunks=2, chunk=operator.getitem), store="/dev/null")


def test_a_fifo_is_not_a_store(tmp_path):
    fifo = tmp_path / "s.sqlite"
    os.mkfifo(fifo)
    with pytest.raises(StoreError, match="a FIFO, not a regular file"):
        Store(fifo)


def test_the_cli_refuses_dev_null_as_a_store(capsys):
    before = _journal("/dev/null")
    assert main(["equity", "table", "AhKd", "QQ", "--board", BOARD, "--store", "/dev/null"]) == 2
    err = capsys.readouterr().err
    assert "/dev/null: a device, not a regular file" in err and "Traceback" not in err
    assert _journal("/dev/null") == before


def _corrupt(path, keep_header=True):
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big") or 65536
    start = page if keep_header else 0
    data[start:] = bytes([0xA5]) * (len(data) - start)
    path.write_bytes(bytes(data))


def test_a_file_corrupted_past_its_header_is_called_corrupt(tmp_path, reference):
    path = tmp_path / "t.sqlite"
    _table(path, None)
    _corrupt(path)
    with pytest.raises(StoreError, match="corrupt") as e:
        _table(path)
    assert str(path) in str(e.value) and "not an SQLite database" not in str(e.value)


def test_junk_is_not_an_sqlite_database(tmp_path):
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(StoreError, match="not an SQLite database"):
        Store(junk)


def test_a_store_locked_by_another_process_says_locked(tmp_path):
    path = tmp_path / "t.sqlite"
    Store(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError, match=r"locked by another process \(it waited 0.2 s") as e:
            Store(path, timeout=0.2)
        assert str(path) in str(e.value) and "not an SQLite database" not in str(e.value)
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_writer_waits_for_another_instead_of_dying(tmp_path):
    path = tmp_path / "t.sqlite"
    job = Job("example.sum", 1, [1, 2, 3], chunks=3, chunk=operator.getitem)
    with Store(path) as s:
        s.register(job)
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")  # another writer, mid-transaction
    timer = threading.Timer(0.3, lambda: holder.execute("COMMIT"))
    timer.start()
    try:
        with Store(path, timeout=30) as s:
            s.put(job, 0, encode_result(1))  # waits for the other writer, then writes
            assert s.results(job) == {0: 1}
    finally:
        timer.join()
        holder.close()


def test_a_full_store_says_full(tmp_path):
    path = tmp_path / "t.sqlite"
    job = Job("example.rows", 1, {"n": 1}, chunks=50, chunk=operator.getitem)
    with Store(path) as s:
        s.register(job)
        pages = s._db.execute("PRAGMA page_count").fetchone()[0]
        s._db.execute(f"PRAGMA max_page_count = {pages + 1}")
        with pytest.raises(StoreError, match=r"full \(no space left") as e:
            for i in range(50):
                s.put(job, i, encode_result(list(range(2000))))
    assert str(path) in str(e.value)


def test_a_read_only_store_says_read_only(tmp_path):
    path = tmp_path / "t.sqlite"
    job = Job("example.sum", 1, [1, 2], chunks=2, chunk=operator.getitem)
    with Store(path) as s:
        s.register(job)
        s._db.execute("PRAGMA query_only = ON")
        with pytest.raises(StoreError, match="read-only") as e:
            s.put(job, 0, encode_result(1))
    assert str(path) in str(e.value)


def test_a_missing_folder_says_so(tmp_path):
    with pytest.raises(StoreError, match="cannot be opened or created"):
        Store(tmp_path / "no such folder" / "s.sqlite")


WRITER = """
import operator, sys
from handrank.jobs import Job, run
k = int(sys.argv[2])
job = Job("test.writers", 1, [100 * k + i for i in range(40)], chunks=40, chunk=operator.getitem)
print(run(job, store=sys.argv[1], resume=True, threads=2))
"""


def test_four_concurrent_writers_all_finish(tmp_path):
    path = tmp_path / "t.sqlite"
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(k)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for k in range(4)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0] * 4, [err[-1500:] for _, err in outs]
    assert [int(out) for out, _ in outs] == [4000 * k + 780 for k in range(4)]
    with Store(path) as s:
        assert sorted(r.done for r in s.jobs()) == [40] * 4


# ---- one resume rule -------------------------------------------------------------------

def test_the_api_refuses_a_store_holding_the_job_unless_told(tmp_path, reference):
    path = tmp_path / "t.sqlite"
    assert _table(path, None) == reference
    with pytest.raises(StoreError, match=r"already holds 6 of 6 chunks.*resume=True \(--resume\).*"
                                         r"resume=False \(--restart\)"):
        equity_table(ROWS, COLS, board=BOARD, store=path)  # the default: resume=None
    assert _table(path, True) == reference
    _set_row(path, 1, "[]")
    assert _table(path, False) == reference  # restart: the bad row is discarded, not read


def test_the_cli_restarts_or_resumes_a_store(tmp_path, capsys):
    path = tmp_path / "t.sqlite"
    argv = ["equity", "table", ";".join(ROWS), ";".join(COLS), "--board", BOARD, "--store", str(path),
            "--quiet", "--json"]
    assert main(argv) == 0
    want = json.loads(capsys.readouterr().out)["fractions"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "already holds" in err and "--resume" in err and "--restart" in err
    _set_row(path, 0, "[[7,3,1]]")
    assert main([*argv, "--resume"]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "chunk 0" in err and "--restart" in err and "Traceback" not in err
    assert main([*argv, "--restart"]) == 0
    assert json.loads(capsys.readouterr().out)["fractions"] == want
    assert main([*argv, "--resume"]) == 0
    assert json.loads(capsys.readouterr().out)["fractions"] == want
    assert main([*argv[:-4], "--restart"]) == 2 and "--restart needs --store" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([*argv, "--restart", "--resume"])


def test_russian_solve_restarts_a_slice(tmp_path, capsys):
    path = tmp_path / "s.sqlite"
    argv = ["russian", "solve", "--rules", "default", "--chunks", "0:3", "--store", str(path), "--quiet"]
    assert main(argv) == 0
    assert main(argv) == 2 and "--restart" in capsys.readouterr().err
    assert main([*argv, "--restart"]) == 0 and main([*argv, "--resume"]) == 0
    assert "No states in this slice" in capsys.readouterr().out


def test_fractions_come_back_exact():
    assert jobs.decode_result(encode_result((Fraction(-3, 4), [Fraction(10**50, 3)]))) == (
        Fraction(-3, 4), (Fraction(10**50, 3),))


def test_an_export_must_be_a_regular_file(tmp_path):
    with pytest.raises(ValueError, match="not a regular file"):
        jobs.read_export("/dev/zero")
    bad = tmp_path / "e.csv"
    bad.write_text(",".join(jobs.EXPORT_COLUMNS) + "\nk,x,1," + "9" * 5000 + ",1,,\n")
    with pytest.raises(ValueError, match="chunk: .* digits"):
        jobs.read_export(bad)


def test_bytes_that_are_not_utf8_in_the_file_are_corruption(tmp_path, reference):
    # found by the store fuzz target: a byte of the schema's text overwritten with 0x80
    path = tmp_path / "t.sqlite"
    _table(path, None)
    raw = bytearray(path.read_bytes())
    at = raw.index(b"CREATE TABLE handrank_store")
    raw[at + 7] = 0x80
    path.write_bytes(bytes(raw))
    with pytest.raises(StoreError, match="corrupt") as e:
        _table(path)
    assert str(path) in str(e.value)
