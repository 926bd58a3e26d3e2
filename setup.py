"""Build: generate the lookup tables, then compile the C core with cffi."""

import subprocess
import sys
from pathlib import Path

from setuptools import setup

ROOT = Path(__file__).resolve().parent
# The tables are generated on every build (deterministic, a few seconds); nothing is
# generated at import time.
subprocess.run([sys.executable, str(ROOT / "tools" / "gen_tables.py")], check=True, cwd=ROOT)

setup(cffi_modules=["python/handrank/_build.py:ffibuilder"])
