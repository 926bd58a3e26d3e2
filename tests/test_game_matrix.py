"""Every game of the registry against every operation: a cell whose generic call the registry
says answers it (``game=``) is run on a small deal of that game and checked against a slow
brute force written from the rules (the table generator's reference evaluators, which share
nothing with the C core, and a badugi reference below); every other cell's generic call must
refuse with a ``GameError`` that names the game and what it has (the call of its own, or the
operations it has). The command line's ``--game`` is held to the same rule.

``python tests/test_game_matrix.py`` prints the matrix as measured on the package it imports
(works / wrong / refused / crashes per cell, generic calls and command-line cells); it imports
no registry, so it measures an older checkout as well.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import random
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

import handrank as hr
import pytest
from handrank import hilo
from handrank.text.hands import words

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from tablegen import reference as ref  # noqa: E402
from tablegen import reference_badugi as ref_badugi  # noqa: E402
from tablegen import reference_low as ref_low  # noqa: E402
from tablegen import reference_shortdeck as ref_sd  # noqa: E402

# the games and operations, written out so that the measurement runs on a checkout without the
# registry; test_the_matrix_is_the_registrys checks them against it
GAMES = ("holdem", "shortdeck", "shortdeck-triton", "omaha", "omaha5", "omaha6", "holdem8", "omaha8",
         "omaha5_8", "omaha6_8", "stud", "stud8", "razz", "badugi", "lowball_a5", "lowball_27", "lowball_a6",
         "russian")
OPERATIONS = ("evaluate", "best_five", "describe", "explain", "compare", "showdown", "batch", "equity",
              "histogram", "range", "breakdown", "classify", "outs", "hand_strength", "equity_distribution",
              "hilo", "percentile", "equity_table")
SHORT = {"shortdeck": "shortdeck", "shortdeck-triton": "shortdeck-triton"}
HOLE = {"omaha": 4, "omaha5": 5, "omaha6": 6, "omaha8": 4, "omaha5_8": 5, "omaha6_8": 6}
HILO = ("holdem8", "omaha8", "omaha5_8", "omaha6_8", "stud8")
LOWS = {"razz": "a5", "lowball_a5": "a5", "lowball_27": "27", "lowball_a6": "a6"}
STUD = ("stud", "stud8", "razz")
DRAW = {"badugi": 4, "lowball_a5": 5, "lowball_27": 5, "lowball_a6": 5}  # one draw: the hand's size

# -- the deals ---------------------------------------------------------------------------------

OMAHA_A = "As Ks 2d 3c 9c 8c"
OMAHA_B = "Qd Qc 7h 8h 6d 5d"
OMAHA_C = "9s9h8s8d7c7d"  # a third Omaha hand (its first 4, 5 or 6 cards), apart from A, B and the boards


def deal(game: str) -> dict:
    """Two hands of ``game`` (``a`` wins the high on the river) and its boards."""
    if game in SHORT:
        return dict(a="Ah Kh", b="9s 9c", flop="Qh 7h 6c", turn="Qh 7h 6c Td", river="Qh 7h 6c Td 8s")
    if game in HOLE:
        n = HOLE[game]
        return dict(a=" ".join(OMAHA_A.split()[:n]), b=" ".join(OMAHA_B.split()[:n]), flop="Qs Js 4h",
                    turn="Qs Js 4h 5h", river="Qs Js 4h 5h Ts")
    if game in STUD:
        return dict(a="As 2d 3c 4h 9s Kd Kc", b="Ah Ad 7s 6s 5c 4d 3d", flop="", turn="", river="")
    if game == "badugi":
        return dict(a="As 2c 3d 4h", b="Kd Qc Jh Ts", flop="", turn="", river="")
    if game in LOWS:
        return dict(a="7h 5d 4c 3s 2s", b="8s 6d 4h 3h 2d", flop="", turn="", river="")
    if game == "russian":
        return dict(a="As Ks Qs Js Ts", b="Kd Kc 2h 3h 4s", flop="", turn="", river="")
    return dict(a="Ah Kh", b="Qs Qc", flop="Qh 7h 2c", turn="Qh 7h 2c 3d", river="Qh 7h 2c 3d 4s")


# a third hand of each hi-lo game, apart from the deal's (a three-way split)
OTHER = {"holdem8": "5c 6c", "omaha8": "9s 9h 8s 8d", "omaha5_8": "9s 9h 8s 8d 7c",
         "omaha6_8": "9s 9h 8s 8d 7c 7d", "stud8": "8c 6h 5d 2s Th Js Qc"}


def compared(game: str, d: dict) -> int:
    """What ``compare`` answers for the deal's two hands: the better hand; in a hi-lo game the
    hand that takes more of the pot between the two."""
    a, b, river = ids(d["a"]), ids(d["b"]), ids(d["river"])
    if game in HILO:
        sa, sb = pot_shares(game, [a, b], river)
        return sign(sa - sb)
    ka, kb = key(game, a, river), key(game, b, river)
    return (ka > kb) - (ka < kb)


def ids(spec: str) -> tuple[int, ...]:
    return tuple(hr.cards(spec)) if spec else ()


# -- the brute force ---------------------------------------------------------------------------

_NAMES = ("high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house",
          "four of a kind", "straight flush")


def omaha_fives(hole: tuple[int, ...], board: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every five of two hole cards and three board cards."""
    return [two + three for two in itertools.combinations(hole, 2)
            for three in itertools.combinations(board, 3)]


def high_key(game: str, hole: tuple[int, ...], board: tuple[int, ...]) -> tuple:
    """The high hand's score (bigger is better): the best five, Omaha's two and three."""
    if game in HOLE:
        return max(ref.score5(f) for f in omaha_fives(hole, board))
    if game in SHORT:
        return ref_sd.best_score(hole + board, SHORT[game])
    return ref.best_score(hole + board)


def five_key(game: str, five: tuple[int, ...]) -> tuple:
    """The high score of five cards that play."""
    return ref_sd.score(five, SHORT[game]) if game in SHORT else ref.score5(five)


def high_category(game: str, key: tuple) -> hr.Category:
    """The standard Category of a high score (the royal flush apart)."""
    name = ref_sd.ORDER[SHORT[game]][key[0]] if game in SHORT else _NAMES[key[0]]
    if name == "straight flush" and key[1][0] == 12:
        return hr.Category.ROYAL_FLUSH
    return hr.Category[name.upper().replace(" ", "_")]


badugi_key = ref_badugi.key  # badugi from its rules


def badugi_scale() -> dict[tuple, int]:
    """Every badugi class (``badugi_key``) by the rules, worst first: its value on a dense
    scale, ``1`` the worst."""
    keys = {(size, tuple(-r for r in sorted(ranks, reverse=True)))
            for size in (1, 2, 3, 4) for ranks in itertools.combinations(range(13), size)}
    return {k: i + 1 for i, k in enumerate(sorted(keys))}


BADUGI_RANKS = "A23456789TJQK"  # badugi_key's ranks (the ace low), as the words print them


def badugi_plays(hand: tuple[int, ...], five: tuple[int, ...]) -> bool:
    """Whether ``five`` (the cards said to play) is a best badugi subset of ``hand``."""
    return (set(five) <= set(hand) and len({c & 3 for c in five}) == len(five)
            and len({c >> 2 for c in five}) == len(five) and badugi_key(five) == badugi_key(hand))


RUSSIAN_DEALS = ("As Ks Qs Js Ts", "Ac Ks Qh 4d 2d", "Kd Qc 9h 3h 2s", "Kd Kc 2h 3h 4s", "7h 7d 4d 5c 2c As")


def russian_words(hand: tuple[int, ...]) -> str:
    """The start of a Russian-poker hand's name, from the rules: below a pair, "Ace-King" with an
    ace and a king, else "No Game"; a pair or better by its category."""
    k = ref.best_score(hand)
    if k[0] == 0:  # the best five's ranks, from the top
        return "Ace-King" if tuple(k[1][:2]) == (12, 11) else "No Game"
    return words("en").CATEGORY_NAMES[high_category("russian", k)]


def low_value(scheme: str, hole: tuple[int, ...], board: tuple[int, ...], omaha: bool = False,
              qualifier: int | None = None) -> int | None:
    """The best low's dense value (bigger is better), ``None`` if it misses the qualifier."""
    if omaha:
        five = min(omaha_fives(hole, board), key=lambda f: ref_low.badness(f, scheme))
    else:
        five = ref_low.best_five(hole + board, scheme)
    if qualifier is not None and not ref_low.qualifies(five, scheme, qualifier):
        return None
    return ref_low.value(five, scheme)


def key(game: str, hole: tuple[int, ...], board: tuple[int, ...] = ()) -> tuple:
    """One winner's games: a score, bigger is better."""
    if game == "badugi":
        return badugi_key(hole)
    if game in LOWS:
        return (low_value(LOWS[game], hole, board),)
    return high_key(game, hole, board)


def sign(x: object) -> int:
    return (x > 0) - (x < 0)  # type: ignore[operator]


def pot_shares(game: str, hands: list[tuple[int, ...]], board: tuple[int, ...]) -> list[Fraction]:
    """Each player's share of one pot on a complete board (hi-lo: halves, no low: all high)."""
    if game in HILO:
        hk = [high_key(game, h, board) for h in hands]
        lk = [low_value("a5", h, board, game in HOLE, 8) for h in hands]
        hw = [i for i, k in enumerate(hk) if k == max(hk)]
        live = [k for k in lk if k is not None]
        lw = [i for i, k in enumerate(lk) if live and k == max(live)]
        if not lw:
            return [Fraction(1, len(hw)) if i in hw else Fraction(0) for i in range(len(hands))]
        return [(Fraction(1, 2 * len(hw)) if i in hw else 0) + (Fraction(1, 2 * len(lw)) if i in lw else 0)
                for i in range(len(hands))]
    ks = [key(game, h, board) for h in hands]
    w = [i for i, k in enumerate(ks) if k == max(ks)]
    return [Fraction(1, len(w)) if i in w else Fraction(0) for i in range(len(hands))]


def deck(game: str) -> list[int]:
    return list(range(16 if game in SHORT else 0, 52))


def oracle_equity(game: str, hands: list[tuple[int, ...]], board: tuple[int, ...]) -> list[Fraction]:
    """Every deal: the board completed (stud: each hand to seven cards), the shares averaged."""
    rest = [c for c in deck(game) if c not in set(board).union(*hands)]
    total = [Fraction(0)] * len(hands)
    n = 0
    if game in DRAW:  # each hand completed once from the stub, the last player drawing first
        def draw(p: int, left: list[int], full: list[tuple[int, ...]]) -> None:
            nonlocal total, n
            if p < 0:
                total = [t + s for t, s in zip(total, pot_shares(game, full, ()))]
                n += 1
                return
            for more in itertools.combinations(left, DRAW[game] - len(hands[p])):
                draw(p - 1, [c for c in left if c not in more], [hands[p] + more] + full)
        draw(len(hands) - 1, rest, [])
        return [t / n for t in total]
    if game in STUD:
        need = [7 - len(h) for h in hands]
        for picks in itertools.permutations(rest, sum(need)):
            full, at = [], 0
            for h, k in zip(hands, need):
                full.append(h + tuple(sorted(picks[at:at + k])))
                at += k
            total = [t + s for t, s in zip(total, pot_shares(game, full, ()))]
            n += 1
        return [t / n for t in total]
    for more in itertools.combinations(rest, 5 - len(board)):
        total = [t + s for t, s in zip(total, pot_shares(game, hands, board + more))]
        n += 1
    return [t / n for t in total]


# -- one cell: the generic call, checked ---------------------------------------------------------

def check(game: str, op: str) -> None:
    """Run the generic call of ``op`` with ``game=`` on a deal of the game and check it against
    the brute force (an AssertionError if wrong; the call's own error if it refuses)."""
    d = deal(game)
    a, b, river, turn = ids(d["a"]), ids(d["b"]), ids(d["river"]), ids(d["turn"])
    board = river or None
    if op == "evaluate":
        va, vb = hr.evaluate(d["a"], board, game=game), hr.evaluate(d["b"], board, game=game)
        ka, kb = key(game, a, river), key(game, b, river)
        assert sign(va - vb) == (ka > kb) - (ka < kb)
        if game in LOWS:
            assert va == low_value(LOWS[game], a, river)
        elif game == "badugi":
            assert (va, vb) == (badugi_scale()[badugi_key(a)], badugi_scale()[badugi_key(b)])
        elif game not in SHORT:
            assert va == ref.dense_scale()[high_key(game, a, river)]
        if game == "russian":  # the Russian module's value, for hands of five and of six
            for h in RUSSIAN_DEALS:
                assert hr.evaluate(h, game=game) == hr.russian.evaluate(h).value \
                    == ref.dense_scale()[ref.best_score(ids(h))]
    elif op == "best_five":
        five = tuple(hr.best_five(d["a"], board, game=game))
        assert set(five) <= set(a + river)
        if game == "badugi":
            for h in (a, b, ids("Kd 7d 5c 2h"), ids("Ks Kc Kd Kh")):
                assert badugi_plays(h, tuple(hr.best_five(h, game=game)))
        elif game in LOWS:
            best = ref_low.best_five(a + river, LOWS[game])
            assert ref_low.badness(five, LOWS[game]) == ref_low.badness(best, LOWS[game])
        else:
            if game in HOLE:
                assert len(set(five) & set(a)) == 2
            assert five_key(game, five) == high_key(game, a, river)
    elif op == "describe":
        v = hr.evaluate(d["a"], board, game=game)
        text = hr.describe(v, game=game)
        assert text == hr.describe(v)  # the value says its game
        if game in LOWS:
            five = ref_low.best_five(a + river, LOWS[game])
            order = sorted(five, key=lambda c: ref_low.number(c, LOWS[game]), reverse=True)
            run = "-".join(hr.card_str(c)[0] for c in order)
            assert f"({run})" in text, (text, run)
        elif game == "badugi":
            for h in (a, b, ids("Kd 7d 5c 2h"), ids("Ks Kc Kd Kh")):
                size, neg = badugi_key(h)
                run = "-".join(BADUGI_RANKS[-r] for r in neg)
                said = hr.describe(hr.evaluate(h, game=game))
                assert said.startswith(f"{size}-card") and said.endswith(f", {run}"), (said, run)
        elif game == "russian":
            for h in RUSSIAN_DEALS:
                said = hr.describe(hr.evaluate(h, game=game))
                assert said == hr.describe(h, game=game) == hr.russian.evaluate(h).describe()
                assert said.startswith(russian_words(ids(h))), (said, h)
        else:
            cat = high_category(game, high_key(game, a, river))
            assert words("en").CATEGORY_NAMES[cat].lower() in text.lower(), (text, cat)
    elif op == "explain":
        e = hr.explain(d["a"], board, game=game)
        if game == "badugi":
            for h in (a, b, ids("Kd 7d 5c 2h"), ids("As 2s 2d 4h"), ids("Ks Kc Kd Kh")):
                e = hr.explain(h, game=game)
                assert e.value == badugi_scale()[badugi_key(h)] and badugi_plays(h, tuple(e.best))
                # every card that does not play shares a rank or a suit with the card named
                assert sorted(c for c, _, _ in e.dropped) == sorted(set(h) - set(e.best))
                for c, kind, other in e.dropped:
                    shared = c >> 2 == other >> 2 if kind == "rank" else c & 3 == other & 3
                    assert other in e.best and shared
        elif game in LOWS:
            assert ref_low.badness(tuple(e.best_five), LOWS[game]) == ref_low.badness(
                ref_low.best_five(a + river, LOWS[game]), LOWS[game])
        else:
            assert e.category == high_category(game, high_key(game, a, river))
            assert five_key(game, tuple(e.best_five)) == high_key(game, a, river)
    elif op == "compare":
        got = hr.compare(d["a"], d["b"], board, game=game)
        assert got == compared(game, d)
    elif op == "showdown":
        r = hr.showdown(board, [d["a"], d["b"]], game=game)
        if game in HILO:  # the split pot: two players, 4 units unless a pot is given
            want = pot_shares(game, [a, b], river)
            assert [Fraction(r.shares[i], 4) for i in range(2)] == want
            r = hr.showdown(board, [d["a"], d["b"], OTHER[game]], game=game, pot=60)
            three = pot_shares(game, [a, b, ids(OTHER[game])], river)
            assert [Fraction(r.shares[i], 60) for i in range(3)] == three
        else:
            ks = [key(game, a, river), key(game, b, river)]
            assert list(r.winners) == [i for i, k in enumerate(ks) if k == max(ks)]
    elif op == "batch":
        got = [int(v) for v in hr.evaluate_batch([a + river, b + river], game=game)]
        assert got == [hr.evaluate(a + river, game=game), hr.evaluate(b + river, game=game)]
        assert sign(got[0] - got[1]) == sign((key(game, a, river) > key(game, b, river))
                                             - (key(game, a, river) < key(game, b, river)))
    elif op in ("equity", "histogram"):
        hands, on = ([a[:6], b[:6]], ()) if game in STUD else ([a[:-1], b[:-1]], ()) if game in DRAW \
            else ([a, b], turn)
        r = hr.equity([list(h) for h in hands], board=on, game=game, histogram=op == "histogram")
        want = oracle_equity(game, hands, on)
        assert r.exact and all(abs(r.equity[i] - float(want[i])) < 1e-12 for i in range(2)), (r.equity, want)
        if op == "histogram":  # the first player's last card (stud) or river: each card left alike
            rest = [c for c in deck(game) if c not in set(on).union(*hands)]
            counts = Counter(high_category(game, high_key(game, hands[0], on + (c,))) for c in rest)
            for cat, n in counts.items():
                got = r.histogram[0][cat].share
                want_share = n / len(rest)
                if cat == hr.Category.ROYAL_FLUSH:
                    continue
                assert abs(got - want_share) < 1e-12, (cat, got, want_share)
    elif op == "range":
        text, brute = range_case(game)
        r = hr.Range(text, game=game)
        assert {tuple(sorted(c[:-1])) for c in r.combos} == brute
    elif op == "breakdown":
        if game in HOLE:
            text = f"{d['a'].replace(' ', '')}, {d['b'].replace(' ', '')}"
        else:
            text = "AhKh, 9s9c, As8d" if game in SHORT else "AhKh, QsQc"
        flop = ids(d["flop"])
        if game in SHORT:
            flop = ids("9c 7d 6h")  # A-6-7-8-9: the lowest straight
        r = hr.Range(text, game=game)
        got = r.breakdown(flop).categories
        want = Counter(high_category(game, high_key(game, tuple(c[:-1]), flop)) for c in r.combos
                       if not set(c[:-1]) & set(flop))
        assert got == {k: float(v) for k, v in want.items()}, (got, want)
    elif op in ("classify", "outs"):
        hole, flop = classify_case(game)
        check_classify(game, hole, flop) if op == "classify" else check_outs(game, hole, flop)
    elif op == "hand_strength":
        check_strength(game)
    elif op == "equity_distribution":
        rng = (f"{d['a'].replace(' ', '')}, {OMAHA_C[:2 * HOLE[game]]}" if game in HOLE
               else "AhKh, JdJc")
        dist = hr.equity_distribution(rng, [d["b"]], board=turn, game=game)
        assert len(dist) == 2
        for hand, _, eq in dist.points:
            want = oracle_equity(game, [tuple(hand), b], turn)[0]
            assert abs(eq - float(want)) < 1e-12, (hand, eq, want)
    elif op == "hilo":
        r = hilo.resolve(game, [d["a"], d["b"]], board=river, pot=20)
        assert [Fraction(v, 20) for v in (r.shares[0], r.shares[1])] == pot_shares(game, [a, b], river)
    elif op == "percentile":
        top = hr.percentile("AA", game=game)
        assert top == 100.0 and hr.percentile("72o", game=game) < hr.percentile("AKs", game=game)
    elif op == "equity_table":
        t = hr.equity_table([d["a"].replace(" ", "")], [d["b"].replace(" ", "")], board=turn, game=game)
        assert abs(t.to_list()[0][0] - float(oracle_equity(game, [a, b], turn)[0])) < 1e-12
    else:  # pragma: no cover
        raise AssertionError(op)


def _standard_five(cat: hr.Category) -> tuple[int, ...]:
    """Five cards of a category on the standard scale (for its name)."""
    return ids({hr.Category.HIGH_CARD: "Ah Jd 8c 5s 3h", hr.Category.PAIR: "Ah Ad 8c 5s 3h",
                hr.Category.TWO_PAIR: "Ah Ad 8c 8s 3h", hr.Category.THREE_OF_A_KIND: "Ah Ad Ac 8s 3h",
                hr.Category.STRAIGHT: "Ah Kd Qc Js Th", hr.Category.FLUSH: "Ah Jh 8h 5h 3h",
                hr.Category.FULL_HOUSE: "Ah Ad Ac 8s 8h", hr.Category.FOUR_OF_A_KIND: "Ah Ad Ac As 3h",
                hr.Category.STRAIGHT_FLUSH: "Kh Qh Jh Th 9h", hr.Category.ROYAL_FLUSH: "Ah Kh Qh Jh Th"}[cat])


def range_case(game: str) -> tuple[str, set[tuple[int, ...]]]:
    """A range of the game's notation and its combos by brute force over the game's deck."""
    if game in HOLE:
        n = HOLE[game]
        pattern = {4: "AAxx", 5: "AAKKQ", 6: "AAKKQQ"}[n]
        need = Counter(r for r in pattern if r != "x")
        pool = range(52) if n == 4 else [c for c in range(52) if "23456789TJQKA"[c >> 2] in need]
        def holds(h: tuple[int, ...]) -> bool:
            return all(sum(1 for c in h if "23456789TJQKA"[c >> 2] == r) >= k for r, k in need.items())
        return pattern, {h for h in itertools.combinations(pool, n) if holds(h)}
    return "AKs, QQ", {h for h in itertools.combinations(deck(game), 2)
                       if sorted(c >> 2 for c in h) == [10, 10]
                       or (sorted(c >> 2 for c in h) == [11, 12] and h[0] & 3 == h[1] & 3)}


def classify_case(game: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if game in SHORT:
        return ids("Jh Th"), ids("9h 8c 6h")
    if game in HOLE:
        return ids(" ".join(["Jh", "Th", "9c", "2d", "3d", "4d"][:HOLE[game]])), ids("8h 7s 2h")
    return ids("Jh Th"), ids("9h 8c 2h")


def _cat_of(game: str, hole: tuple[int, ...], board: tuple[int, ...]) -> hr.Category:
    """The category, as outs compares it: four cards by their ranks alone, a royal as a straight flush."""
    if game not in HOLE and len(hole + board) < 5:
        counts = sorted(Counter(c >> 2 for c in hole + board).values(), reverse=True)
        return {4: hr.Category.FOUR_OF_A_KIND, 3: hr.Category.THREE_OF_A_KIND}.get(
            counts[0], hr.Category.TWO_PAIR if counts[:2] == [2, 2] else
            hr.Category.PAIR if counts[0] == 2 else hr.Category.HIGH_CARD)
    c = high_category(game, high_key(game, hole, board))
    return hr.Category.STRAIGHT_FLUSH if c == hr.Category.ROYAL_FLUSH else c


def _place(game: str, cat: hr.Category) -> int:
    names = ref_sd.ORDER[SHORT[game]] if game in SHORT else _NAMES
    name = "straight flush" if cat == hr.Category.ROYAL_FLUSH else cat.name.lower().replace("_", " ")
    return names.index(name)


def check_classify(game: str, hole: tuple[int, ...], flop: tuple[int, ...]) -> None:
    c = hr.classify(hole, flop, game=game)
    k = high_key(game, hole, flop)
    assert c.category == high_category(game, k)
    seen = set(hole + flop)
    live = [x for x in deck(game) if x not in seen]
    assert c.nuts == all(high_key(game, pair, flop) <= k for pair in itertools.combinations(live, 2))
    # the draws: a flush with one more card; the straight draws by how many ranks complete one
    now = _place(game, c.category)
    flush = _place(game, hr.Category.FLUSH) > now and any(_made_with(game, hole, flop + (x,), _suited)
                                                          for x in live)
    assert ("flush_draw" in c.draws) == flush, c.draws
    completing = ({x >> 2 for x in live if _made_with(game, hole, flop + (x,), _in_a_row)}
                  if _place(game, hr.Category.STRAIGHT) > now else set())
    straight = {1: "gutshot", 2: ("open_ended", "double_gutter")}.get(len(completing),
                                                                      "wrap" if completing else None)
    got = [x for x in c.draws if x in ("gutshot", "open_ended", "double_gutter", "wrap")]
    if straight is None:
        assert not got
    else:
        assert got and got[0] in (straight if isinstance(straight, tuple) else (straight,)), (got, completing)


def _suited(five: tuple[int, ...], game: str) -> bool:
    return len({c & 3 for c in five}) == 1


def _in_a_row(five: tuple[int, ...], game: str) -> bool:
    """Five ranks in a row (the ace also low: below the two, in short deck below the six)."""
    name = ref_sd.category(five)[0] if game in SHORT else _NAMES[ref.score5(five)[0]]
    return name in ("straight", "straight flush")


def _made_with(game: str, hole: tuple[int, ...], board: tuple[int, ...], made) -> bool:
    """Whether some five that uses a hole card (Omaha: two hole cards with three of the board)
    is ``made`` (a flush, a straight), whatever better hand the cards also make."""
    if game in HOLE:
        fives = iter(omaha_fives(hole, board))
    else:
        fives = (f for f in itertools.combinations(hole + board, 5) if set(f) & set(hole))
    return any(made(five, game) for five in fives)


def check_outs(game: str, hole: tuple[int, ...], flop: tuple[int, ...]) -> None:
    o = hr.outs(hole, flop, game=game)
    seen = set(hole + flop)
    now = _place(game, _cat_of(game, hole, flop))
    want = {x for x in deck(game) if x not in seen
            and _place(game, _cat_of(game, hole, flop + (x,))) > now
            and (game in HOLE or _place(game, _cat_of(game, hole, flop + (x,)))
                 > _place(game, _cat_of(game, (), flop + (x,))))}
    assert set(o.cards) == want, (sorted(o.cards), sorted(want))


def check_strength(game: str) -> None:
    d = deal(game)
    hole, turn = ids(d["a"]), ids(d["turn"])
    if game in HOLE:
        other = OMAHA_C[:2 * HOLE[game]]
        vs = [ids(d["b"]), ids(other)]
        text = f"{d['b'].replace(' ', '')}, {other}"
    else:
        text = "JJ, 99" if game not in SHORT else "JJ, 88"
        vs = [tuple(sorted(c[:-1])) for c in hr.Range(text, game=game).combos]
    s = hr.hand_strength(hole, turn, vs=text, game=game)
    seen = set(hole + turn)
    vs = [v for v in vs if not set(v) & seen]
    rivers = [c for c in deck(game) if c not in seen]

    def state(h: tuple, v: tuple, board: tuple) -> int:
        mine, theirs = high_key(game, h, board), high_key(game, v, board)
        return 0 if mine > theirs else 1 if mine == theirs else 2
    now = Counter(state(hole, v, turn) for v in vs)
    hp = Counter((state(hole, v, turn), state(hole, v, turn + (r,)))
                 for v in vs for r in rivers if r not in v)
    total = sum(now.values())
    assert abs(s.hs - (now[0] + now[1] / 2) / total) < 1e-12
    tot = [sum(hp[(i, j)] for j in range(3)) for i in range(3)]
    den = tot[2] + tot[1] / 2
    ppot = (hp[(2, 0)] + hp[(2, 1)] / 2 + hp[(1, 0)] / 2) / den if den else 0.0
    assert abs(s.ppot - ppot) < 1e-12 and s.pairs == sum(hp.values())


# -- the refusals --------------------------------------------------------------------------------

def generic(game: str, op: str) -> object:
    """The generic call of ``op`` with ``game=``, on cards of the game (for a refusal)."""
    d = deal(game)
    board = d["river"] or None
    text = d["a"].replace(" ", "") if game in HOLE else "AA"  # a range of the game's notation
    return {
        "evaluate": lambda: hr.evaluate(d["a"], board, game=game),
        "best_five": lambda: hr.best_five(d["a"], board, game=game),
        "describe": lambda: hr.describe(1, game=game),
        "explain": lambda: hr.explain(d["a"], board, game=game),
        "compare": lambda: hr.compare(d["a"], d["b"], board, game=game),
        "showdown": lambda: hr.showdown(board, [d["a"], d["b"]], game=game),
        "batch": lambda: hr.evaluate_batch([hr.cards(d["a"] + " " + d["river"])], game=game),
        "equity": lambda: hr.equity([d["a"], d["b"]], board=d["turn"], game=game),
        "histogram": lambda: hr.equity([d["a"], d["b"]], board=d["turn"], game=game, histogram=True),
        "range": lambda: hr.Range(text, game=game),
        "breakdown": lambda: hr.Range(text, game=game).breakdown("Qh 7h 6c"),
        "classify": lambda: hr.classify(d["a"], d["flop"] or "Qh 7h 6c", game=game),
        "outs": lambda: hr.outs(d["a"], d["flop"] or "Qh 7h 6c", game=game),
        "hand_strength": lambda: hr.hand_strength(d["a"], d["turn"] or "Qh 7h 6c", game=game),
        "equity_distribution": lambda: hr.equity_distribution("AA", [d["b"]], game=game),
        "hilo": lambda: hilo.resolve(game, [d["a"], d["b"]], board=d["river"], pot=10),
        "percentile": lambda: hr.percentile("AA", game=game),
        "equity_table": lambda: hr.equity_table(["AA"], ["KK"], game=game),
    }[op]()


def measure(game: str, op: str) -> str:
    """``works``, ``wrong`` (an answer the brute force does not give), ``refused`` (a
    ``ValueError`` naming the game) or ``crash`` (anything else) for one cell."""
    try:
        check(game, op)
        return "works"
    except AssertionError:
        return "wrong"
    except ValueError as e:
        return "refused" if game in str(e) else "crash"
    except Exception:
        return "crash"


# -- the tests ------------------------------------------------------------------------------

CELLS = [(g, op) for g in GAMES for op in OPERATIONS]
# the cells whose brute force takes a second or more: the slow mark (tests/conftest.py)
SLOW = {"equity", "histogram", "hand_strength", "equity_distribution", "equity_table"}


def test_the_matrix_is_the_registrys():
    assert GAMES == hr.registry.games() and OPERATIONS == tuple(hr.registry.OPERATIONS)


def _cell(game: str, op: str) -> None:
    g = hr.registry.game(game)
    if g.generic(op):
        check(game, op)
        return
    with pytest.raises(hr.GameError) as e:
        generic(game, op)
    said = str(e.value)
    assert game in said, said
    if g.has(op):  # a call of its own: named
        assert g.operations[op].split("(")[0] in said, said
    else:  # what the game has, every operation
        assert all(other in said for other in g.operations), said


@pytest.mark.parametrize("game,op", [c for c in CELLS if c[1] not in SLOW])
def test_cell(game, op):
    _cell(game, op)


@pytest.mark.parametrize("game,op", [c for c in CELLS if c[1] in SLOW])
def test_cell_with_a_long_brute_force(game, op):
    _cell(game, op)


# the command line: the command of each operation, --game as the registry says
COMMANDS = {
    "evaluate": lambda d, g: ["eval", d["a"], *(["--board", d["river"]] if d["river"] else [])],
    "explain": lambda d, g: ["explain", d["a"], *(["--board", d["river"]] if d["river"] else [])],
    "showdown": lambda d, g: ["showdown", d["a"].replace(" ", ""), d["b"].replace(" ", ""),
                              *(["--board", d["river"]] if d["river"] else [])],
    "compare": lambda d, g: ["compare", d["a"], d["b"], *(["--board", d["river"]] if d["river"] else [])],
    "equity": lambda d, g: ["equity", d["a"].replace(" ", ""), d["b"].replace(" ", ""),
                            *(["--board", d["turn"]] if d["turn"] else [])],
    "classify": lambda d, g: ["classify", d["a"].replace(" ", ""), "--board", d["flop"] or "Qh 7h 6c"],
    "hand_strength": lambda d, g: ["strength", d["a"].replace(" ", ""), "--board",
                                   d["river"] or "Qh 7h 6c Td 8s", "--vs", d["b"].replace(" ", "")],
    "breakdown": lambda d, g: ["breakdown", d["a"].replace(" ", "") if g in HOLE else "AA", "--board",
                               d["flop"] or "Qh 7h 6c"],
    "hilo": lambda d, g: ["hilo", g, d["a"].replace(" ", ""), d["b"].replace(" ", ""), "--pot", "10",
                          *(["--board", d["river"]] if d["river"] else [])],
}


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = hr.cli.main(argv)
        except SystemExit as e:
            status = int(e.code or 0)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("game,op", [(g, op) for g in GAMES for op in COMMANDS])
def test_command_line_cell(game, op):
    from handrank import cli  # noqa: F401 (hr.cli)
    g = hr.registry.game(game)
    argv = COMMANDS[op](deal(game), game) + ([] if op == "hilo" else ["--game", game]) + ["--json"]
    status, out, err = run_cli(argv)
    if g.generic(op):
        assert status == 0, err
        data = json.loads(out)
        if op == "compare":
            assert data["result"] == compared(game, deal(game))
    else:
        assert status == 2 and game in err, (status, err)


def _random_deal(game: str, rng: random.Random, board: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    cards = rng.sample(deck(game), HOLE.get(game, 2) + board)
    return tuple(cards[:-board]), tuple(cards[-board:])


@pytest.mark.parametrize("game", ["holdem", "shortdeck", "shortdeck-triton", "omaha", "omaha5"])
def test_classify_and_outs_on_random_flops(game):
    rng = random.Random(f"classify {game}")
    # the turn too in Omaha, whose board never plays alone (in Hold'em a straight the board makes
    # with the next card is not the hole cards' draw: the brute force above does not say so)
    for board in (3, 4) if game in HOLE else (3,):
        for _ in range(12):
            hole, cards = _random_deal(game, rng, board)
            check_classify(game, hole, cards)
            check_outs(game, hole, cards)


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton", "omaha", "omaha6"])
def test_hand_strength_on_random_turns(game):
    rng = random.Random(f"strength {game}")
    n = HOLE.get(game, 2)
    for _ in range(3):
        cards = rng.sample(deck(game), 4 * n + 4)
        hole, turn = tuple(cards[:n]), tuple(cards[n:n + 4])
        others = [tuple(cards[n + 4 + i * n:n + 4 + (i + 1) * n]) for i in range(3)]
        text = ", ".join(hr.cards_str(o).replace(" ", "") for o in others)
        s = hr.hand_strength(hole, turn, vs=text, game=game)
        rivers = [c for c in deck(game) if c not in hole + turn]

        def state(v: tuple, board: tuple, hole: tuple = hole) -> int:
            mine, theirs = high_key(game, hole, board), high_key(game, v, board)
            return 0 if mine > theirs else 1 if mine == theirs else 2
        now = Counter(state(v, turn) for v in others)
        hp = Counter((state(v, turn), state(v, turn + (r,))) for v in others for r in rivers if r not in v)
        assert abs(s.hs - (now[0] + now[1] / 2) / 3) < 1e-12
        assert s.hp == {a: {b: float(hp[(i, j)]) for j, b in enumerate(("ahead", "tied", "behind"))}
                        for i, a in enumerate(("ahead", "tied", "behind"))}


def main() -> None:  # pragma: no cover - the measurement, run by hand
    from handrank import cli  # noqa: F401
    table = {(g, op): measure(g, op) for g, op in CELLS}
    cli_table = {}
    for g in GAMES:
        for op in COMMANDS:
            argv = COMMANDS[op](deal(g), g) + ([] if op == "hilo" else ["--game", g]) + ["--json"]
            status, _, err = run_cli(argv)
            cli_table[g, op] = "works" if status == 0 else "refused" if status == 2 and g in err else "crash"
    width = max(map(len, GAMES))
    print(" " * width, " ".join(op[:5] for op in OPERATIONS))
    for g in GAMES:
        print(f"{g:<{width}}", " ".join(f"{table[g, op][:5]:>5}" for op in OPERATIONS))
    print("generic calls:", dict(Counter(table.values())))
    print("command line:", dict(Counter(cli_table.values())))


if __name__ == "__main__":  # pragma: no cover
    main()
