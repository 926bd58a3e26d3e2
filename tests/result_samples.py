"""One value of every public result class, for the tests of the result protocol and of the
notebook displays (``test_results.py``, ``explanations/test_display.py``).

``SAMPLES`` maps a name to a function that makes the result (cheap: a few seconds in all);
``SAMPLED`` names the Monte Carlo ones, which must show their standard errors.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable

import handrank as hr
from handrank import hilo, russian

HOSTILE = "<script>alert('x')</script>&bob"  # a player name that must be shown, never run


def _grid() -> Any:
    from handrank.analysis.ranges import HAND_CLASSES, preflop_equities
    eq = preflop_equities()
    return hr.EquityTable(HAND_CLASSES, ("1 random",), tuple((Fraction(eq[c]),) for c in HAND_CLASSES), True,
                          floats=((True,),) * len(HAND_CLASSES))  # the table's numbers are floats


def _full_strategy() -> Any:
    from handrank.games.russian import fullgame
    chunk = fullgame.chunk_of(11, (12, 12, 12, 11, 11))
    return fullgame.solve_table(russian.Rules(), threads=1, chunks=[chunk])


def _sample() -> Any:
    from handrank.games.russian import sampler
    return sampler.sample(russian.Rules(), 3, seed=1, threads=1, control=False)


def _hands() -> Any:
    from pathlib import Path

    from handrank import history
    return history.hands_table(history.read(Path(__file__).parent / "history" / "data"))


def _replay() -> Any:
    from pathlib import Path

    from handrank import history
    hands = history.read(Path(__file__).parent / "history" / "data" / "stars_tournament.txt")
    return history.replay(next(iter(hands)))


_STRATEGY: list[Any] = []


def _strategy() -> Any:
    if not _STRATEGY:  # solved once: the Ace-King rules come from it too
        _STRATEGY.append(russian.solve(russian.Rules.caribbean(), threads=1))
    return _STRATEGY[0]


SAMPLES: dict[str, Callable[[], Any]] = {
    "explanation": lambda: hr.explain("Th Tc", "As Kd 7c 3h 2s"),
    "shortdeck_explanation": lambda: hr.explain("As 6d", "7c 8h 9s Kd Kc", game="shortdeck"),
    "low_explanation": lambda: hr.explain("Kd 8s 6h 4c 3d 2c As", low="a5", qualifier=8),
    "showdown": lambda: hr.showdown("As Kd Qh 7c 2s", {"alice": "Ah Ac", HOSTILE: "Kh Ks"}),
    "low_showdown": lambda: hr.showdown("Ac 2d 3h Kc Qd", ["4s 5s", "4d 6c", "Ks Kh"], low="a5", qualifier=8),
    "wild_hand": lambda: hr.explain_wild("Jk Ac Ad Ah As", wild_rule="bug"),
    "wild_low": lambda: hr.explain_low_wild("6h 4d 3c As Jk", wild_rule="duplicate"),
    "equity": lambda: hr.equity(["As Ks", "Qh Qd", "JJ+"], board="2c 7d 9h"),
    "equity_hilo": lambda: hr.equity(["As 2s Qd Jd", "Ah 3c 8h 7c"], board="7d 6c Kh", game="omaha8",
                                     samples=20000, seed=1),
    "equity_histogram": lambda: hr.equity(["AhKd", "QsQc"], board="2c 7d Kh 3s", histogram=True),
    "equity_grid": _grid,
    "equity_table": lambda: hr.equity_table(["AhKd", "QQ", "AsKs"], ["QsQc", "72o", "AhQh"],
                                            board="2c 7d Kh"),
    "equity_table_mc": lambda: hr.equity_table(["AhKd", "QQ"], ["QsQc", "72o"], board="2c 7d Kh", exact=False,
                                               samples=20000, seed=3),
    "distribution": lambda: hr.equity_distribution("QQ+, AK", ["random"], board="Qs Js 2d"),
    "distribution_mc": lambda: hr.equity_distribution("QQ+, AKs", ["random", "random"], board="Qs Js 2d",
                                                      exact=False, samples=4000, seed=1),
    "classify": lambda: hr.classify("Ah 5h", "Kh 9h 2c"),
    "outs": lambda: hr.outs("Ah Kh", "Qh 7h 2c 3d", vs="Qs Qd"),
    "breakdown": lambda: hr.Range("QQ+, AK, 76s").breakdown("Qs Js 2d"),
    "hand_strength": lambda: hr.hand_strength("Ad Qc", "3h 4c Jh"),
    "icm": lambda: hr.icm([5000, 3000, 2000, 1000], [50, 30, 20]),
    "icm_mc": lambda: hr.icm([5000, 4000, 3000, 2500, 2000, 1500] * 4, [50, 30, 20], samples=20000, seed=1),
    "badugi_showdown": lambda: hr.badugi_showdown({"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad"}, pot=11),
    "badugi_explanation": lambda: hr.explain("Kd 7d 5c 2h", game="badugi"),
    "hilo": lambda: hilo.resolve("omaha8", {"ann": "Ks Kd Qc Jc", "bob": "As 2s Qs Js"},
                                 board="5c 8d Kh 9s 7c", pot=11),
    "advice": lambda: russian.advise("Ks Kd 7c 5s 2h", "9c", seed=1),
    "settlement": lambda: russian.settle("K♥ K♠ A♣ 8♦ 5♥", "Q♣ Q♦ 7♠ 5♣ 3♣", bonus="1/2"),
    "combinations": lambda: russian.combinations("A♥ A♠ A♦ A♣ 8♥ 8♠"),
    "strategy": _strategy,
    "ace_king_rules": lambda: _strategy().ace_king_rules(),
    "full_strategy": _full_strategy,
    "sample": _sample,
    "history_replay": _replay,
    "history_hands": _hands,
}

# the Monte Carlo results: each shows its standard errors in its text, its HTML and its JSON
SAMPLED = ("equity_hilo", "equity_table_mc", "distribution_mc", "icm_mc", "advice", "sample")
