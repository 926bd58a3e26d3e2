"""Build the C test programs in tests/c with ASan + UBSan and run them."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_c_core_under_sanitizers():
    env = dict(os.environ, PYTHON=sys.executable)
    r = subprocess.run(["bash", str(ROOT / "tests" / "c" / "run.sh")], capture_output=True,
                       text=True, env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    for name in ("test_core", "test_compat", "test_low", "test_wild", "test_russian", "test_equity"):
        assert f"{name}: ok" in r.stdout
