"""The store fuzz target: a tampering state machine. Rows are edited, dropped,
duplicated onto other chunks, truncated; the file is cut short or has pages overwritten; the
jobs table is changed; another process holds a lock. Whatever was done, reading the table back
from the store gives the exact table or an error naming the store, never a wrong table, and the
error's way out (forget the bad chunks, or start the file over) leads back to the exact table."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path

from handrank.analysis.equity_tables import equity_table
from handrank.jobs import BadChunkError, Store, StoreError
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

ROWS, COLS, BOARD = ["AhKd", "QsQc", "7h7d"], ["JcTc", "2h2s"], "2c 7s Kh 9d 3c"
CHUNKS = len(ROWS) * len(COLS)
REFERENCE = equity_table(ROWS, COLS, board=BOARD)

numbers = st.one_of(st.integers(-3, 10**6), st.sampled_from(["1/2", "7/3", "-1/4"]), st.floats(0, 2))
entries = st.lists(st.lists(numbers, min_size=0, max_size=4), min_size=0, max_size=3)


class StoreMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="store-fuzz-"))
        self.path = self.folder / "t.sqlite"
        self.lock = None
        self.fresh()

    def teardown(self):
        self.unlock()
        shutil.rmtree(self.folder, ignore_errors=True)

    def fresh(self):
        for p in self.folder.iterdir():
            p.unlink()
        assert equity_table(ROWS, COLS, board=BOARD, store=self.path) == REFERENCE

    def db(self):
        return sqlite3.connect(self.path, timeout=0.5)

    def sql(self, statement, *args):
        """Tamper by hand; a file already too broken for sqlite to change is left as it is."""
        try:
            with self.db() as db:
                db.execute(statement, args)
        except sqlite3.Error:
            pass

    # ---- tampering ------------------------------------------------------------------------

    @precondition(lambda self: self.lock is None)
    @rule(chunk=st.integers(0, CHUNKS - 1), value=entries)
    def edit_row(self, chunk, value):
        self.sql("UPDATE chunks SET result=? WHERE chunk=?", json.dumps(value), chunk)

    @precondition(lambda self: self.lock is None)
    @rule(chunk=st.integers(0, CHUNKS - 1), delta=st.integers(-5, 5).filter(bool))
    def nudge_a_number(self, chunk, delta):  # a plausible wrong value: only the checksum can tell
        try:
            with self.db() as db:
                row = db.execute("SELECT result FROM chunks WHERE chunk=?", (chunk,)).fetchone()
                if row:
                    v = json.loads(row[0])
                    v[0][0] = max(0, min(v[0][1], v[0][0] + delta))
                    db.execute("UPDATE chunks SET result=? WHERE chunk=?", (json.dumps(v), chunk))
        except (sqlite3.Error, ValueError, TypeError, IndexError, KeyError):
            pass

    @precondition(lambda self: self.lock is None)
    @rule(chunk=st.integers(0, CHUNKS - 1))
    def drop_row(self, chunk):
        self.sql("DELETE FROM chunks WHERE chunk=?", chunk)

    @precondition(lambda self: self.lock is None)
    @rule(src=st.integers(0, CHUNKS - 1), dst=st.integers(0, CHUNKS - 1))
    def duplicate_row(self, src, dst):
        self.sql("INSERT OR REPLACE INTO chunks SELECT key, ?, result, seconds, worker, digest FROM chunks "
                 "WHERE chunk=?", dst, src)

    @precondition(lambda self: self.lock is None)
    @rule(chunk=st.integers(0, CHUNKS - 1), keep=st.integers(0, 12))
    def truncate_row(self, chunk, keep):
        self.sql("UPDATE chunks SET result=substr(result, 1, ?) WHERE chunk=?", keep, chunk)

    @precondition(lambda self: self.lock is None)
    @rule(field=st.sampled_from(["chunks", "inputs", "kind", "version"]))
    def edit_the_job(self, field):
        value = {"chunks": 5, "inputs": '{"rows":[]}', "kind": "x", "version": 9}[field]
        self.sql(f"UPDATE jobs SET {field}=?", value)

    @precondition(lambda self: self.lock is None)
    @rule(fraction=st.floats(0.05, 0.95))
    def truncate_file(self, fraction):
        size = self.path.stat().st_size
        os.truncate(self.path, int(size * fraction))

    @precondition(lambda self: self.lock is None)
    @rule(at=st.floats(0, 1), data=st.binary(min_size=1, max_size=4096))
    def corrupt_page(self, at, data):
        raw = bytearray(self.path.read_bytes())
        start = int(at * max(0, len(raw) - 1))
        raw[start:start + len(data)] = data[: len(raw) - start]
        self.path.write_bytes(bytes(raw))

    @precondition(lambda self: self.lock is None)
    @rule(kind=st.sampled_from(["EXCLUSIVE", "IMMEDIATE"]))
    def lock_it(self, kind):
        try:
            self.lock = sqlite3.connect(self.path, isolation_level=None)
            self.lock.execute(f"BEGIN {kind}")
        except sqlite3.Error:
            self.unlock()

    @rule()
    def unlock(self):
        if self.lock is not None:
            try:
                self.lock.execute("ROLLBACK")
            except sqlite3.Error:
                pass
            self.lock.close()
            self.lock = None

    # ---- reading it back ------------------------------------------------------------------

    @invariant()
    def the_exact_table_or_an_error_naming_the_store(self):
        for _ in range(3):  # each error's way out, then read again
            try:
                with Store(self.path, timeout=0.05) as store:
                    table = equity_table(ROWS, COLS, board=BOARD, store=store, resume=True)
            except BadChunkError as e:
                assert str(self.path) in str(e) and "store.clear(job, " in str(e) and e.chunks
                assert "handrank.equity_table" in str(e)
                with Store(self.path) as store:
                    store.clear(e.job, e.chunks)
                continue
            except StoreError as e:
                assert str(self.path) in str(e), e
                if self.lock is not None and "locked" in str(e):
                    return  # the lock holder finishes first; nothing was read
                self.unlock()
                self.fresh()  # the file is beyond repair (corrupt, not a store, another job): start over
                continue
            assert table == REFERENCE, "a wrong table from a tampered store"
            return
        raise AssertionError("the way out did not lead back to the exact table")


StoreMachine.TestCase.settings = settings(settings.default,
                                          max_examples=max(40, settings.default.max_examples // 5),
                                          stateful_step_count=12,
                                          deadline=None)
TestStoreMachine = StoreMachine.TestCase
