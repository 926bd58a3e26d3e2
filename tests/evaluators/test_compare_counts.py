"""``compare`` names the hand whose count is wrong, and the count it has, not the total with the
board."""

from __future__ import annotations

import handrank as hr
import pytest


@pytest.mark.parametrize("a,b,board,message", [
    ("Ah Kd 2s", "Qs Qc", "2c 7d 9h Jc 3s", "a has 3 cards: with a 5-card board a hand is 0 to 2 cards"),
    ("Ah Kd", "Qs Qc Js", "2c 7d 9h Jc 3s", "b has 3 cards: with a 5-card board"),
    ("Ah Kd", "Qs Qc", "2c 7d", "a has 2 cards: with a 2-card board a hand is 3 to 5 cards"),
    ("Ah Kd", "Qs Qc", None, "a has 2 cards: a hand is 5 to 7 cards (or give its hole cards and board="),
    ("Ah Kd Qh Jh Th", "Qs Qc", None, "b has 2 cards"),
])
def test_a_wrong_count_names_the_hand_and_its_count(a, b, board, message):
    with pytest.raises(hr.CardError) as e:
        hr.compare(a, b, board=board)
    assert str(e.value).startswith(message), str(e.value)


def test_counts_that_fit_still_compare():
    assert hr.compare("Ah Kd", "Qs Qc", board="2c 7d 9h Jc 3s") == -1
    assert hr.compare("Ah Kh Qh Jh Th", "9s 9c 9d 2h 2c") == 1
    assert hr.compare("Ah Kd 2c", "Qs Qc 3d", board="7d 9h Jc") == -1   # 3 + 3: six cards a hand
