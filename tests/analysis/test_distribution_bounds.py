"""equity_distribution's bounds: the run's time projected from its first hands and refused past
the limit unless allow_long, progress after each hand, and Ctrl-C in the CLI (status 130, one
line, no traceback)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import handrank
import pytest
from handrank.analysis import distribution
from handrank.analysis.distribution import equity_distribution
from handrank.analysis.equity import EquityError

# the folder of the handrank under test (the installed one, or python/ in a checkout run with PYTHONPATH)
PACKAGE_PATH = str(Path(handrank.__file__).resolve().parents[1])
ENV = {**os.environ, "PYTHONPATH": PACKAGE_PATH}


def test_omaha_random_against_random_on_a_flop_is_refused_from_its_first_hands():
    with pytest.raises(EquityError, match=r"211,876 hands to compute.*(hours|days?).*allow_long=True"):
        equity_distribution("random", ["random"], board="2c 7d 9h", game="omaha")


def test_past_the_limit_is_refused_unless_allow_long(monkeypatch):
    monkeypatch.setattr(distribution, "LONG_LIMIT", 0.0)
    with pytest.raises(EquityError, match=r"6 hands to compute.*the limit is 1 hour"):
        equity_distribution("AA", ["KK"], board="2c 7d 9h")
    d = equity_distribution("AA", ["KK"], board="2c 7d 9h", allow_long=True)
    assert len(d) == 6


def test_allow_long_is_a_flag():
    with pytest.raises(EquityError, match="allow_long='yes': True or False"):
        equity_distribution("AA", ["KK"], allow_long="yes")


def test_progress_after_each_hand():
    seen: list[tuple[int, int]] = []
    equity_distribution("QQ+", ["AK"], board="Kd 7c 2s",
                        progress=lambda done, total: seen.append((done, total)))
    assert seen == [(i, 15) for i in range(1, 16)]


def test_the_cli_refusal_names_the_flag():
    p = subprocess.run([sys.executable, "-m", "handrank", "distribution", "random", "--vs", "random",
                        "--board", "2c 7d 9h", "--game", "omaha"], capture_output=True, text=True, env=ENV,
                       timeout=300)
    assert p.returncode == 2 and "--allow-long" in p.stderr and "Traceback" not in p.stderr


def test_ctrl_c_in_the_distribution_command_stops_it_with_status_130():
    p = subprocess.Popen([sys.executable, "-m", "handrank", "distribution", "random", "--vs", "random",
                          "--board", "2c 7d 9h", "--game", "omaha", "--allow-long"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    time.sleep(4)   # a trigger only: the run takes hours, so it is under way by now
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 130, err
    assert "Traceback" not in err and err.strip().splitlines()[-1] == "handrank: interrupted"
