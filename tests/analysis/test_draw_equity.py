"""The draw games' equity (lowball a5 / 27 / a6, badugi; one draw): the exact counts equal a
brute force over every draw written from the rules here (lowball ranked by the table
generator's reference, which shares nothing with the C core; badugi ranked below from its
rules), with the players drawing in the opposite order to the kernel's; Monte Carlo lands within
a few standard errors of exact and repeats with its seed; bad input is refused by name."""

import random
import sys
from itertools import combinations
from pathlib import Path

import pytest
from handrank import cards
from handrank.analysis.equity import EquityError, equity

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from tablegen import reference_badugi as ref_badugi  # noqa: E402
from tablegen import reference_low as ref_low  # noqa: E402

POT = 5040
SCHEMES = {"lowball_a5": "a5", "lowball_27": "27", "lowball_a6": "a6"}
SIZE = {"lowball_a5": 5, "lowball_27": 5, "lowball_a6": 5, "badugi": 4}


badugi_key = ref_badugi.key  # badugi from its rules


def score(game, hand):
    """Bigger is better: badugi's key, or the reference low's badness negated."""
    if game == "badugi":
        return badugi_key(hand)
    b = ref_low.badness(tuple(hand), SCHEMES[game])
    return (-b[0], tuple(-x for x in b[1]))


def brute_force(game, kept, dead=()):
    """Every draw, the last player drawing first from the stub (the deck without the kept and
    the dead cards): per player ``[alone, part, pot units]`` and the deals. Each player's
    hands are scored once (a cache): the loop over deals only compares."""
    n, size = len(kept), SIZE[game]
    out = [0] * (3 * n)
    deals = 0
    cache = {}

    def value(hand):
        key = frozenset(hand)
        if key not in cache:
            cache[key] = score(game, hand)
        return cache[key]

    def deal(p, rest, vals):
        nonlocal deals
        if p < 0:
            best = max(vals.values())
            won = [q for q in range(n) if vals[q] == best]
            for q in won:
                out[3 * q + (len(won) > 1)] += 1
                out[3 * q + 2] += POT // len(won)
            deals += 1
            return
        for more in combinations(rest, size - len(kept[p])):
            taken = set(more)
            deal(p - 1, [c for c in rest if c not in taken], {**vals, p: value(tuple(kept[p]) + more)})

    used = set(dead) | {c for h in kept for c in h}
    deal(n - 1, [c for c in range(52) if c not in used], {})
    return out, deals


def _random_case(seed, sizes, n_dead):
    rng = random.Random(seed)
    d = rng.sample(range(52), sum(sizes) + n_dead)
    kept, at = [], 0
    for k in sizes:
        kept.append(tuple(d[at:at + k]))
        at += k
    return kept, tuple(d[at:])


LOWBALL_CASES = [  # (cards each player keeps, dead cards): at most ~70,000 deals
    ((4, 4), 0), ((4, 4), 6), ((3, 4), 0), ((4, 4, 4), 0), ((5, 4), 3), ((5, 5), 0), ((4, 5, 4), 2),
    ((3, 4), 20), ((2, 5), 30), ((4, 4, 5, 5), 0), ((4, 0), 40),
]
BADUGI_CASES = [
    ((3, 3), 0), ((3, 3), 5), ((2, 3), 0), ((3, 3, 3), 0), ((4, 3), 3), ((4, 4), 0), ((2, 2), 26),
    ((3, 4, 3, 4), 2), ((0, 3), 36),
]


@pytest.mark.parametrize("game", list(SCHEMES))
@pytest.mark.parametrize("case", range(len(LOWBALL_CASES)))
def test_lowball_exact_equals_brute_force(game, case):
    sizes, n_dead = LOWBALL_CASES[case]
    kept, dead = _random_case(100 * case + len(game), sizes, n_dead)
    _check_exact(game, kept, dead)


@pytest.mark.parametrize("case", range(len(BADUGI_CASES)))
def test_badugi_exact_equals_brute_force(case):
    sizes, n_dead = BADUGI_CASES[case]
    kept, dead = _random_case(7000 + case, sizes, n_dead)
    _check_exact("badugi", kept, dead)


def _check_exact(game, kept, dead):
    want, deals = brute_force(game, kept, dead)
    r = equity([list(h) for h in kept], dead=list(dead), game=game, exact=True)
    assert r.exact and r.deals == deals
    n = len(kept)
    assert [c for i in range(n) for c in r.counts[i]] == want
    for i in range(n):
        assert r.equity[i] == want[3 * i + 2] / (POT * deals)  # the exact fraction, rounded once


# hands that tie often: the same ranks kept in other suits
@pytest.mark.parametrize("game,kept", [
    ("lowball_27", ["7h 5d 4c 3s", "7s 5h 4d 3c"]),
    ("lowball_a5", ["Ah 2d 3c 4s", "As 2h 3d 4c", "Ac 2s 3h 4d"]),
    ("lowball_a6", ["6h 4d 3c 2s", "6s 4h 3d 2c"]),
    ("badugi", ["Ah 2d 3c", "As 2h 3d"]),
])
def test_ties_split_as_the_brute_force_says(game, kept):
    ids = [cards(h) for h in kept]
    want, deals = brute_force(game, ids)
    r = equity(kept, game=game)
    assert r.exact and r.deals == deals
    assert [c for i in range(len(kept)) for c in r.counts[i]] == want
    assert any(r.tie[i] > 0 for i in range(len(kept)))


def test_the_rules_named_in_the_docstring():
    # 27: the ace is high and a straight counts: 7-5-4-3 drawing to a six makes a straight
    r = equity(["7h 5d 4c 3s", "8s 6d 4h 3h 2c"], game="lowball_27")
    assert r.deals == 52 - 9
    # stands pat both: one showdown; badugi's four-card hand beats any three-card hand
    r = equity(["Kd Qc Jh Ts", "As 2c 3d 3h"], game="badugi")
    assert r.deals == 1 and r.equity[0] == 1.0
    # a player who keeps nothing draws five
    r = equity(["7h 5d 4c 3s 2h", ""], game="lowball_27", samples=20_000, seed=3)
    assert r.samples == 20_000 and r.equity[0] > 0.9


@pytest.mark.parametrize("game,kept", [
    ("lowball_27", ["7h 5d 4c", "8s 6d 4h"]),               # 979,110 deals: exact
    ("lowball_a5", ["Ah 2d 3c 9s", "4s 5h 6h", "8c 7c 6d 5d"]),
    ("badugi", ["Ah 2d", "Ks 5h 7c"]),
])
def test_monte_carlo_within_error_of_exact_and_seeded(game, kept):
    exact = equity(kept, game=game, exact=True)
    mc = equity(kept, game=game, exact=False, samples=200_000, seed=11)
    assert not mc.exact and mc.samples == 200_000 and mc.seed == 11
    for i in range(len(kept)):
        assert abs(mc.equity[i] - exact.equity[i]) < 4 * mc.se[i] + 1e-12, (i, mc.equity, exact.equity, mc.se)
        assert 0 < mc.se[i] < 0.01
    again = equity(kept, game=game, exact=False, samples=200_000, seed=11, threads=2)
    assert again.equity == mc.equity


def test_exact_none_enumerates_when_cheap_and_samples_otherwise():
    assert equity(["7h 5d 4c", "8s 6d 4h"], game="lowball_27").exact
    r = equity(["7h 5d", "8s 6d"], game="lowball_27", target_se=0.01, seed=1)  # 1.9e8 deals
    assert not r.exact and max(r.se.values()) <= 0.01
    assert not equity(["7h", "8s", "2c"], game="lowball_a5", samples=1000, seed=1).exact


def test_result_speaks_every_way():
    r = equity({"ann": "7h 5d 4c 3s", "bob": "8s 6d 4h 3h"}, game="lowball_27")
    assert r.game == "lowball_27" and "ann" in r.text() and "bob" in r.text("ru")
    d = r.to_dict()
    assert d["game"] == "lowball_27" and d["players"][1]["hand"] == "8s 6d 4h 3h"
    assert "lowball_27" in repr(r) and "<table" in r._repr_html_()


@pytest.mark.parametrize("players,kw,words", [
    (["7h 5d 4c 3s", "8s 6d 4h"], {"game": "lowball_27", "draws": 2}, ("draws=2", "one draw")),
    (["7h 5d 4c 3s", "8s 6d 4h"], {"game": "lowball_27", "draws": True}, ("draws=True",)),
    (["7h 5d 4c 3s", "8s 6d 4h"], {"game": "lowball_27", "draws": 1.0}, ("draws=1.0",)),
    (["AhKd", "QsQc"], {"draws": 1}, ("draws=1", "holdem has no draw")),
    (["As Ks Qs", "7h 7d 2c"], {"game": "stud", "draws": 1}, ("draws=1", "stud has no draw")),
    (["7h 5d 4c 3s 2h 9c", "8s"], {"game": "lowball_27"}, ("Player 1", "0 to 5", "got 6")),
    (["As 2c 3d 4h 5s", "8s"], {"game": "badugi"}, ("Player 1", "0 to 4", "got 5")),
    (["7h 5d 4c", "7h 6d"], {"game": "lowball_a5"}, ("Player 2", "7h", "Player 1")),
    (["7h 5d 4c", "QQ+"], {"game": "lowball_a5"}, ("Player 2", "range", "lowball_a5")),
    (["7h 5d 4c", "8s 6d"], {"game": "lowball_a5", "board": "2c 3c 4d"}, ("no board",)),
    (["7h 5d 4c", "8s 6d"], {"game": "lowball_a5", "dead": "7h"}, ("Player 1", "7h", "dead")),
    ([""] * 10, {"game": "lowball_a5", "dead": "2c 3c 4c"},
     ("impossible deal", "stub")),
    (["7h 5d 4c", "8s 6d"], {"game": "lowball_27", "histogram": True}, ("histogram", "lowball_27")),
])
def test_bad_input_is_refused_by_name(players, kw, words):
    with pytest.raises(EquityError) as e:
        equity(players, **kw)
    for w in words:
        assert w in str(e.value), (w, str(e.value))


def test_command_line(capsys):
    import json

    from handrank import cli
    assert cli.main(["equity", "7h5d4c3s", "8s6d4h3h", "--game", "lowball_27", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    want, deals = brute_force("lowball_27", [cards("7h5d4c3s"), cards("8s6d4h3h")])
    assert data["game"] == "lowball_27" and data["exact"] and data["deals"] == deals
    assert data["players"][0]["equity"] == want[2] / (POT * deals)
    assert cli.main(["equity", "As2c3d", "Ks5h", "--game", "badugi", "--samples", "5000", "--seed", "2"]) == 0
    assert "Monte Carlo" in capsys.readouterr().out
