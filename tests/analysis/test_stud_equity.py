"""Stud, stud8 and razz equity: exact counts equal a brute force over every deal (as integers),
Monte Carlo lands within a few standard errors of exact and repeats with its seed, bad input
is refused by name."""

import random
from itertools import combinations

import pytest
from handrank import evaluate, evaluate_low
from handrank.analysis.equity import EquityError, equity

POT = 5040


def _values(game, hand):
    """(high, low) of seven cards; in razz the low plays as the only value."""
    if game == "razz":
        return evaluate_low(hand, "a5"), 0
    low = evaluate_low(hand, "a5", qualifier=8) if game == "stud8" else None
    return evaluate(hand), low or 0


def brute_force(game, known, dead=()):
    """Every way to complete each player's seven from the unseen cards: counters per player
    ``[alone, part, units]`` (stud8 adds ``high-half, low-half units``) and the deals."""
    n = len(known)
    width = 5 if game == "stud8" else 3
    out = [0] * (width * n)
    deals = 0

    def deal(p, rest, hands):
        nonlocal deals
        if p == n:
            vals = [_values(game, h) for h in hands]
            high = [q for q in range(n) if vals[q][0] == max(v[0] for v in vals)]
            best_low = max(v[1] for v in vals)
            low = [q for q in range(n) if best_low and vals[q][1] == best_low]
            for q in range(n):
                if low:
                    h = POT // 2 // len(high) if q in high else 0
                    lo = POT // 2 // len(low) if q in low else 0
                else:
                    h, lo = (POT // len(high) if q in high else 0), 0
                if h + lo:
                    out[width * q + (h + lo != POT)] += 1
                    out[width * q + 2] += h + lo
                if width == 5:
                    out[width * q + 3] += h if low else h // 2
                    out[width * q + 4] += lo
            deals += 1
            return
        for more in combinations(rest, 7 - len(known[p])):
            deal(p + 1, [c for c in rest if c not in more], hands + [tuple(known[p]) + more])

    used = set(dead) | {c for h in known for c in h}
    deal(0, [c for c in range(52) if c not in used], [])
    return out, deals


def _random_case(seed, sizes, n_dead):
    rng = random.Random(seed)
    d = rng.sample(range(52), sum(sizes) + n_dead)
    known, at = [], 0
    for k in sizes:
        known.append(tuple(d[at:at + k]))
        at += k
    return known, tuple(d[at:])


CASES = [  # (player's known card counts, dead cards): each at most ~40,000 deals
    ((6, 6), 0), ((6, 6), 5), ((5, 6), 0), ((6, 6, 6), 0), ((7, 6), 3), ((7, 7), 0), ((7, 7, 7, 6), 2),
    ((5, 5), 14), ((6, 5, 7), 4), ((6, 6, 6, 7, 7), 0),
]


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
@pytest.mark.parametrize("case", range(len(CASES)))
def test_exact_equals_brute_force(game, case):
    sizes, n_dead = CASES[case]
    known, dead = _random_case(1000 * case + len(game), sizes, n_dead)
    want, deals = brute_force(game, known, dead)
    r = equity(list(known), dead=dead, game=game, exact=True)
    got = [x for k in range(len(known)) for x in r.counts[k]]
    assert (got, r.deals) == (want, deals)
    assert sum(r.equity.values()) == pytest.approx(1.0, abs=1e-12)
    assert r.exact and r.game == game and r.dead == dead
    assert (r.high is not None) == (game == "stud8")


def test_stud8_low_halves_and_razz_pairs():
    # a made wheel against kings: player 1 has the low always, and here the high too
    r = equity(["Ah 2h 3d 4c 5s 9s", "Kh Kd 8c 7c 6c 2d"], game="stud8")
    assert r.low[0] == 1.0 and r.scoop[0] == r.high[0] == 1.0
    # no low can qualify (three high cards each are pairs or above eight)
    r = equity(["Kh Kd Qc Qs Jd Jh", "Ah Ad Ac Tc Th 9h"], game="stud8")
    assert r.low == {0: 0.0, 1: 0.0} and r.equity[0] + r.equity[1] == pytest.approx(1.0)
    # razz: a pair counts against the low: four ranks (a pair at least) lose to jack-nine-high
    r = equity(["Ah Ad 2c 2d 3h 3s 4c", "Kh Qd Jc 9s 8h 7c 6d"], game="razz")
    assert r.deals == 1 and r.counts[1] == (1, 0, POT) and r.counts[0] == (0, 0, 0)


def test_seven_known_cards_is_one_showdown():
    r = equity(["As Ks Qs Js Ts 2d 3c", "Ah Ad Ac Kd Kc 2h 3h"], game="stud")
    assert r.exact and r.deals == 1 and r.win[0] == 1.0


def test_exact_none_enumerates_when_cheap_and_samples_otherwise():
    assert equity(["As Ks Qs Js 2d", "7h 7d 7c 2h 4s"], game="stud").exact  # 671,580 deals
    r = equity(["As Ks Qs", "7h 7d 2c", "Jd Td 9d"], game="stud", seed=3)
    assert not r.exact and max(r.se.values()) <= 5e-4 + 1e-12


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
def test_monte_carlo_within_error_of_exact_and_seeded(game):
    players = ["As Ks 4d 5d 9c 2h", "7h 7d 2c 3c Qh 8d", "Jd Td 8s 6h 6s"]
    ex = equity(players, game=game, exact=True)
    mc = equity(players, game=game, samples=200_000, seed=11)
    for k in range(3):
        assert abs(mc.equity[k] - ex.equity[k]) < 4.5 * mc.se[k] + 1e-9
    again = equity(players, game=game, samples=200_000, seed=11, threads=2)
    assert again.equity == mc.equity and again.se == mc.se and again.seed == 11
    other = equity(players, game=game, samples=200_000, seed=12)
    assert other.equity != mc.equity
    if game == "stud8":
        assert mc.high is not None and mc.scoop == mc.win


def test_target_se_stops_when_every_error_is_small():
    r = equity(["As 2d 3c", "Kh Kd 8c", "7h 6h 5h"], game="razz", target_se=2e-3, seed=5)
    assert max(r.se.values()) <= 2e-3 and r.samples % 16384 == 0


def test_named_players_and_text():
    r = equity({"hero": "As Ks Qs Js 2d 3c", "villain": "7h 7d 7c 2h 4s 5s"}, game="stud")
    assert set(r.equity) == {"hero", "villain"}
    assert "Exact: every one of 1,560 deals." in r.text()
    d = r.to_dict()
    assert d["game"] == "stud" and d["board"] == [] and d["players"][0]["hand"] == "As Ks Qs Js 2d 3c"


@pytest.mark.parametrize("players, kw, words", [
    (["As Ks As", "7h 7d"], {}, "As"),                      # a card twice in one hand
    (["As Ks", "As 7d"], {}, "also in Player 1"),           # a card in two hands
    (["As Ks", "7h 7d"], {"dead": "Ks"}, "Ks is dead"),
    (["As Ks Qs Js Ts 9s 8s 7s", "7h 7d"], {}, "1 to 7 known cards, got 8"),
    (["AA,KK", "7h 7d"], {}, "not defined for stud"),
    (["random", "7h 7d"], {}, "not defined for stud"),
    (["As Ks", "7h 7d"], {"board": "2c 3c 4c"}, "no board"),
    (["As", "Ks", "Qs", "Js", "Ts", "9s", "8s", "7s"], {}, "impossible deal"),  # 8 players need 48 more
    (["As Ks", "Qh Qd"], {"dead": " ".join(f"{r}{s}" for r in "23456789TJ" for s in "cdhs")},
     "impossible deal"),
    (["As Ks"], {}, "2 to 10 players"),
    ("As Ks", {}, "not one string"),
    (["As Ks", "7h 7d"], {"samples": 0}, "samples"),
    (["As Ks", "Xx 7d"], {}, "Player 2"),
])
def test_bad_input_is_refused_by_name(players, kw, words):
    with pytest.raises(EquityError, match=words):
        equity(players, game="stud", **kw)


def test_command_line(capsys):
    from handrank.cli import main
    assert main(["equity", "--game", "stud", "As Ks Qs Js 2d 3c", "7h 7d 7c 2h 4s 5s", "--ascii"]) == 0
    out = capsys.readouterr().out
    assert "Exact: every one of 1,560 deals." in out and "Player 2 (7h 7d 7c 2h 4s 5s)" in out
