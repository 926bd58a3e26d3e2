"""Omaha rank patterns: their sizes counted exactly (each hand once) before a pattern is refused,
each distinct pattern listed once however often a range names it, a bound on what a range's
patterns name together, and range errors that quote the bad term, cut when long."""

from __future__ import annotations

import time
from itertools import combinations
from math import comb, prod

import pytest
from handrank.analysis import ranges
from handrank.analysis.ranges import MAX_PATTERN_HANDS, Range, RangeError

RANKS = "23456789TJQKA"


def brute_size(pattern: str, hole: int) -> int:
    """Reference: walk every rank profile of a hole-card hand (how many cards of each of the 13
    ranks, at most 4 each), keep those holding the pattern's ranks, count their suit choices."""
    need = {RANKS.index(c): pattern.upper().count(c) for c in set(pattern.upper()) if c != "X"}

    def walk(rank: int, left: int) -> int:
        if rank == 13:
            return 1 if left == 0 else 0
        return sum(comb(4, k) * walk(rank + 1, left - k)
                   for k in range(need.get(rank, 0), min(4, left) + 1))
    return walk(0, hole)


def complement_size_at_least_two_of_a_rank(hole: int) -> int:
    """Reference for ``AAxx..``: every hand but those with no ace or one ace."""
    return comb(52, hole) - comb(48, hole) - 4 * comb(48, hole - 1)


@pytest.mark.parametrize("pattern,size", [("AAxxxx", 1_237_792), ("AKxxxx", 2_874_548), ("Axxxxx", 8_087_008),
                                          ("AAKxxx", 369_364), ("QQ7xxx", 369_364), ("22Axxx", 369_364)])
def test_six_card_sizes(pattern, size):
    assert brute_size(pattern, 6) == size
    if size > MAX_PATTERN_HANDS:
        with pytest.raises(RangeError, match=f"names {size:,} 6-card hands, too many"):
            Range(pattern, hole=6)


def test_the_reference_agrees_with_the_complement():
    assert brute_size("AAxxxx", 6) == complement_size_at_least_two_of_a_rank(6)
    assert brute_size("AAxxx", 5) == complement_size_at_least_two_of_a_rank(5)


def test_under_the_limit_is_accepted_and_each_hand_listed_once():
    r = Range("AAKxxx", hole=6)
    assert len(r) == 369_364 == brute_size("AAKxxx", 6)
    assert len({c[:-1] for c in r.combos}) == len(r)


@pytest.mark.parametrize("pattern,hole", [("AAKK", 4), ("AKxx", 4), ("T9", 5), ("AAKKx", 5), ("KQJT98", 6),
                                          ("AAKKxx", 6), ("AKQJxx", 6)])
def test_listed_hands_match_the_count_and_a_direct_check(pattern, hole):
    hands = {c[:-1] for c in Range(pattern, hole=hole).combos}
    assert len(hands) == brute_size(pattern, hole)
    need = {RANKS.index(c): pattern.upper().count(c) for c in set(pattern.upper()) if c != "X"}
    for h in list(hands)[:2000]:
        assert all(sum(1 for c in h if c >> 2 == r) >= n for r, n in need.items())


def test_four_card_sizes_by_listing_every_hand():
    every = list(combinations(range(52), 4))
    for pattern in ("AAxx", "AKxx", "AKQx", "KKQQ"):
        need = {RANKS.index(c): pattern.count(c) for c in set(pattern) if c != "x"}
        direct = sum(1 for h in every if all(sum(1 for c in h if c >> 2 == r) >= n for r, n in need.items()))
        assert len(Range(pattern, hole=4)) == direct == brute_size(pattern, 4)


def test_a_pattern_named_many_times_is_listed_once(monkeypatch):
    calls = []
    real = ranges._pattern_hands

    def counted(*args):
        calls.append(args)
        return real(*args)
    monkeypatch.setattr(ranges, "_pattern_hands", counted)
    t = time.perf_counter()
    r = Range(",".join(["KKxx"] * 400 + ["kkxx:0.5", "AAxx"]), hole=4)
    assert len(calls) == 2 and len(r) == brute_size("KKxx", 4) + brute_size("AAxx", 4) - brute_size("AAKK", 4)
    assert r.weight("KsKh2c3d") == 0.5 and time.perf_counter() - t < 30


def test_what_a_ranges_patterns_name_together_is_bounded():
    terms = ["".join(c) + "xx" for c in combinations("AKQJT98765432", 4)][:120]
    text = ",".join(terms)
    assert len(text) == 839
    t = time.perf_counter()
    together = r"with the patterns before it the range names [\d,]+ 6-card hands"
    with pytest.raises(RangeError, match=together) as e:
        Range(text, hole=6)
    assert time.perf_counter() - t < 30
    assert len(str(e.value)) < 300
    sizes = [brute_size(p, 6) for p in terms]
    bad = next(i for i in range(len(sizes)) if sum(sizes[:i + 1]) > ranges.MAX_RANGE_HANDS)
    assert str(e.value).startswith(repr(terms[bad]) + ":")


@pytest.mark.parametrize("hole", [4, 6])
def test_a_malformed_omaha_term_says_what_the_notation_is(hole):
    with pytest.raises(RangeError) as e:
        Range("AKxxd", hole=hole)
    msg = str(e.value)
    assert "takes exact hands and random" not in msg and "x for any rank" in msg and "rank pattern" in msg
    assert ("KKQQds" in msg) == (hole == 4)


@pytest.mark.parametrize("text,hole", [
    ("QQ+," + "AX" * 500_000, 2),              # one bad term of a megabyte
    ("QQ+,," + "A" * 1_000_000, 2),            # an empty term in a long text
    ("KKxx," + "Zz" * 500_000, 4),
    ("Ah" * 3000, 2),                          # too many cards: the card error is cut too
])
def test_a_range_error_quotes_the_term_cut(text, hole):
    with pytest.raises(RangeError) as e:
        Range(text, hole=hole)
    msg = str(e.value)
    assert len(msg) < 600 and "…" in msg


def test_a_short_bad_term_is_quoted_whole():
    with pytest.raises(RangeError, match=r"^'AX': not a range term"):
        Range("QQ+, AX")


def test_sizes_are_products_of_suit_choices():
    # AKQJT9 in 6 cards: one card of each rank, any suits
    assert brute_size("AKQJT9", 6) == 4 ** 6 == len(Range("AKQJT9", hole=6))
    assert brute_size("AAKK", 4) == prod((comb(4, 2), comb(4, 2)))


def test_the_bound_is_checked_before_any_pattern_is_listed(monkeypatch):
    calls = []
    monkeypatch.setattr(ranges, "_pattern_hands", lambda *a: calls.append(a) or [])
    terms = ["".join(c) + "xx" for c in combinations("AKQJT98765432", 4)][:120]
    with pytest.raises(RangeError):
        Range(",".join(terms), hole=6)
    with pytest.raises(RangeError, match="'AKxxxx': names 2,874,548"):
        Range("AAKKxx, AKxxxx", hole=6)
    assert calls == []


def test_messages_about_a_whole_range_cut_its_text():
    from handrank.analysis.distribution import equity_distribution
    from handrank.analysis.equity import EquityError
    from handrank.analysis.strength import StrengthError, hand_strength
    many = ",".join(f"{a}{b}" for a, b in combinations(["Ah", "Kh", "Qh", "Jh", "Th", "9h", "8h", "7h"], 2))
    with pytest.raises(EquityError) as e:
        hr_equity([many, "random"], board="Ah Kh Qh Jh Th", dead="9h 8h 7h")
    assert len(str(e.value)) < 300 and "…" in str(e.value)
    with pytest.raises(EquityError) as e:
        equity_distribution(many, ["random"], board="Ah Kh Qh Jh Th", dead="9h 8h 7h")
    assert len(str(e.value)) < 300 and "…" in str(e.value)
    with pytest.raises(StrengthError) as e:
        hand_strength("2c 3c", "Ah Kh Qh Jh Th", vs=many, dead="9h 8h 7h")
    assert len(str(e.value)) < 300 and "…" in str(e.value)


def hr_equity(*a, **k):
    import handrank as hr
    return hr.equity(*a, **k)
