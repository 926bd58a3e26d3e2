"""compat.eval7's iterations and Card(("A", "s")), the Monte Carlo with no live villain hand, and
compat.pokerkit.install() from 8 threads at once."""

from __future__ import annotations

import threading

import pytest
from handrank.compat import eval7

HAND = [eval7.Card("As"), eval7.Card("Ad")]
FLOP = [eval7.Card(s) for s in ("Kh", "Jd", "8c")]
RIVER = FLOP + [eval7.Card("2c"), eval7.Card("3c")]


@pytest.mark.parametrize("fn", ["mc", "all"])
def test_zero_iterations_is_a_zero_division_error_as_in_eval7(fn):
    with pytest.raises(ZeroDivisionError) as e:
        if fn == "mc":
            eval7.py_hand_vs_range_monte_carlo(HAND, eval7.HandRange("KK"), FLOP, 0)
        else:
            eval7.py_all_hands_vs_range(eval7.HandRange("AA"), eval7.HandRange("KK"), FLOP, 0)
    assert isinstance(e.value, eval7.Eval7Error) and "iterations=0" in str(e.value)


def test_iterations_out_of_range_are_refused_not_run():
    with pytest.raises(eval7.Eval7Error, match="iterations=-1"):
        eval7.py_hand_vs_range_monte_carlo(HAND, eval7.HandRange("KK"), FLOP, -1)
    with pytest.raises(OverflowError) as e:  # eval7's C int overflows; here 2**40 deals would run for hours
        eval7.py_hand_vs_range_monte_carlo(HAND, eval7.HandRange("KK"), FLOP, 2 ** 40)
    assert isinstance(e.value, eval7.Eval7Error)
    assert eval7.py_hand_vs_range_monte_carlo(HAND, eval7.HandRange("AA, KK"), RIVER, eval7.MAX_ITERATIONS
                                              ) == pytest.approx(0.125)  # the river needs no deals


@pytest.mark.parametrize("board", [FLOP, RIVER], ids=["flop", "river"])
def test_monte_carlo_with_no_live_villain_hand_raises_as_documented(board):
    with pytest.raises(ZeroDivisionError, match="every villain hand collides"):
        eval7.py_hand_vs_range_monte_carlo(HAND, eval7.HandRange("KhKd"), board, 100)
    import handrank.compat.eval7 as module
    assert "no villain hand left raises" in module.__doc__
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]  # the deliberate differences: README or the guide
    pages = [root / "README.md", *sorted((root / "docs" / "guide").glob("*.md"))]
    said = " ".join(" ".join(p.read_text(encoding="utf-8").split()) for p in pages)
    assert "The Monte Carlo with no live villain hand raises" in said


@pytest.mark.parametrize("spec", [("A", "s"), ["A", "s"]])
def test_card_from_a_rank_and_a_suit(spec):
    assert eval7.Card(spec) is eval7.Card("As")

    class Mine(eval7.Card):
        pass

    assert Mine(spec) == eval7.Card("As")


@pytest.mark.parametrize("spec", [("A", "x"), ("A", "s", "d"), ("As",), (1, 2), b"As"])
def test_other_sequences_are_still_refused(spec):
    with pytest.raises(eval7.Eval7CardError):
        eval7.Card(spec)


def test_pokerkit_install_from_8_threads_patches_once(monkeypatch):
    pytest.importorskip("pokerkit")
    from handrank.compat import pokerkit as compat

    compat.uninstall()
    compat.install()
    once = len(compat._UNDO)
    compat.uninstall()
    check = compat._check
    barrier = threading.Barrier(8)

    def slow_check(strict):  # every thread past "already installed?" before any patches
        try:
            barrier.wait(timeout=1.0)
        except threading.BrokenBarrierError:  # serialised by the lock: the others never come
            pass
        return check(strict)

    monkeypatch.setattr(compat, "_check", slow_check)
    threads = [threading.Thread(target=compat.install) for _ in range(8)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert len(compat._UNDO) == once and compat.is_installed()
    finally:
        compat.uninstall()
    assert not compat.is_installed() and not compat._UNDO
