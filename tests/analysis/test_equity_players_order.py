"""Who is who in ``equity`` is the order of a list or the keys of a mapping; a set (or a dict's
keys) has no order to say it, and is refused, in every game."""

from __future__ import annotations

import handrank as hr
import pytest


@pytest.mark.parametrize("players,kw", [
    ({"AhKd", "QsQc"}, {"board": "2c 7d 9h"}),
    (frozenset({"AhKd", "QsQc"}), {"board": "2c 7d 9h"}),
    ({"a": "AhKd", "b": "QsQc"}.keys(), {"board": "2c 7d 9h"}),
    ({"As Ks Qs", "Ah Kh Qh"}, {"game": "stud", "samples": 1000, "seed": 1}),
])
def test_a_set_of_players_is_refused(players, kw):
    with pytest.raises(hr.EquityError, match="a set has no order"):
        hr.equity(players, **kw)


def test_lists_and_mappings_say_who_is_who():
    assert hr.equity({"a": "AhKd", "b": "QsQc"}, board="2c 7d 9h").equity == dict(
        zip("ab", hr.equity(["AhKd", "QsQc"], board="2c 7d 9h").equity.values()))
