"""The generator: deterministic output, every entry checked against the reference."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_generator_is_deterministic_and_verifies(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    run = [sys.executable, str(ROOT / "tools" / "gen_tables.py")]
    r = subprocess.run(run + ["--out", str(a), "--verify"], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "MISMATCH" not in r.stdout and "FAILED" not in r.stdout
    subprocess.run(run + ["--out", str(b)], check=True, capture_output=True)
    for name in ("hr_tables.h", "hr_tables.c"):
        assert (a / name).read_bytes() == (b / name).read_bytes()


def test_verification_catches_a_wrong_entry():
    sys.path.insert(0, str(ROOT / "tools"))
    from tablegen import high

    _, _, data = high.generate()
    assert high.verify(data) == []
    data["flush"][0b1111100000000] -= 1          # the royal flush
    slot = data["hash"].slots[sum(high.RANK_KEYS[r] for r in (0, 0, 1, 1, 2))]
    data["rank_slots"][slot] += 1                # threes and twos, four kicker
    problems = high.verify(data)
    assert len(problems) == 2
    assert "rank table: ranks (0, 0, 1, 1, 2)" in problems[0] and "flush table: mask 0x1f00" in problems[1]
