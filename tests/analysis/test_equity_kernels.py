"""Equity gives the same numbers whatever batch kernel is active (HANDRANK_KERNEL): the same
seed, the same deals, the same counts, bit for bit, in subprocesses."""

import json
import os
import subprocess
import sys

from handrank.evaluators import kernel

SCRIPT = r"""
import json
from handrank import equity, fast
out = {"kernel": fast.kernel}
cases = [(["AhKd", "QsQc", "7h6h", "random", "random", "random"], "", "holdem"),
         (["AhKd", "random"], "Qd 7c 2s", "holdem"), (["QQ+,AKs", "JJ-99", "random"], "", "holdem"),
         (["As 2s Qd Jd", "Ah 3c 8h 7c", "random"], "7d 6c Kh", "omaha8")]
for i, (players, board, game) in enumerate(cases):
    r = equity(players, board=board, game=game, exact=False, samples=40_001, seed=5, histogram=True)
    out[f"mc{i}"] = [[r.equity[k].hex(), r.se[k].hex(), r.win[k].hex(), r.tie[k].hex()] for k in r.equity]
    out[f"hist{i}"] = [[x.hex() for o in r.histogram[k].values() for x in o] for k in r.histogram]
r = equity(["AhKd", "QsQc"], board="2c 7d 9h", histogram=True)
out["exact"] = [list(r.counts[k]) for k in r.counts]
print(json.dumps(out))
"""


def run(**env):
    e = {k: v for k, v in os.environ.items() if k not in ("HANDRANK_KERNEL", "HANDRANK_HIDE_CPU")}
    r = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env={**e, **env})
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def test_equity_is_bit_identical_on_every_kernel():
    runs = {name: run(HANDRANK_KERNEL=name) for name in kernel.available()}
    scalar = runs["scalar"]
    for name, got in runs.items():
        assert got["kernel"] == name
        assert {**got, "kernel": "scalar"} == scalar
