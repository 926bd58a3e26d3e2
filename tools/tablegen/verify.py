"""Check generated tables entry by entry against the references (``reference``,
``reference_low``): the generators never check themselves, this module checks them.

``VERIFIERS[name](data)`` checks the data ``tablegen.<name>.generate()`` returned and gives
the problems found (empty when every entry is right)."""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb

from . import high, low, reference, reference_low, reference_shortdeck


def verify_high(data: dict) -> list[str]:
    """Return a list of problems (empty when every entry is right)."""
    problems: list[str] = []
    high.check_rank_keys()
    ph = data["hash"]
    table = data["rank_slots"]
    count = 0
    for size in (5, 6, 7):
        for ms in high.multisets(size):
            key = sum(high.RANK_KEYS[r] for r in ms)
            got = table[ph.slot(key)]
            want = reference.value(_spread(ms))
            count += 1
            if got != want:
                problems.append(f"rank table: ranks {ms} give {got}, reference {want}")
    if count != 6175 + 18395 + 49205:
        problems.append(f"rank table covers {count} multisets")
    flush = data["flush"]
    for mask in range(1 << 13):
        ranks = [r for r in range(13) if mask >> r & 1]
        want = reference.value(tuple(4 * r + 3 for r in ranks)) if len(ranks) >= 5 else 0
        if len(ranks) <= 7 and flush[mask] != want:
            problems.append(f"flush table: mask {mask:#x} gives {flush[mask]}, reference {want}")
    info = data["info"]
    scale = reference.dense_scale()
    for score, v in scale.items():
        cat = (info[v] >> 20) & 0xF
        want_cat = score[0] + (1 if score == (8, (12,)) else 0)
        if cat != want_cat:
            problems.append(f"value {v}: category {cat}, reference {want_cat}")
    # the decoded ranks of each value must score back to that value
    for v in range(1, 7463):
        ranks = [(info[v] >> (16 - 4 * i)) & 0xF for i in range(5)]
        cat = (info[v] >> 20) & 0xF
        suited = cat in (high.FLUSH, high.STRAIGHT_FLUSH, high.ROYAL)
        cards = tuple(4 * r + (3 if suited else i % 4) for i, r in enumerate(ranks))
        if reference.value(cards) != v:
            problems.append(f"value {v}: info ranks {ranks} score {reference.value(cards)}")
    for c in range(52):
        if data["card_key"][c] != high.card_key(c) or data["card_bit"][c] != high.card_bit(c):
            problems.append(f"card {c}: wrong key")
    if any(data["card_key"][c] != 1 << high.POISON_SHIFT or data["card_bit"][c] for c in range(52, 256)):
        problems.append("ids 52..255 must have only the poison bit")
    return problems


def verify_low(data: dict) -> list[str]:
    """Check every generated entry against ``reference_low``: every rank multiset of 5..7
    cards, every flush mask, every class's decoding and qualifier threshold, and the
    number of the 2,598,960 five-card hands in every class. Returns the problems."""
    problems: list[str] = []
    if data["hash"].slots != low._rank_hash().slots:
        problems.append("low tables do not use the high evaluator's hash slots")
    for scheme in low.SCHEMES:
        problems += _verify_scheme(scheme.name, data["schemes"][scheme.name], data["hash"])
    return problems


def _spread(ms: tuple[int, ...]) -> tuple[int, ...]:
    """Cards of these ranks in suits 0,1,2,3,0,1,2: no five share a suit."""
    return tuple(4 * r + i % 4 for i, r in enumerate(ms))


def _verify_scheme(name: str, entry: dict, ph) -> list[str]:
    ref = reference_low
    problems: list[str] = []
    scale, classes_ = ref.dense_scale(name), ref.badness_of_value(name)
    info = entry["info"]
    keys = entry.get("card_key", [high.card_key(c) if c < 52 else 0 for c in range(256)])
    bits = entry.get("card_bit", [high.card_bit(c) if c < 52 else 0 for c in range(256)])
    if len(info) - 1 != len(scale):
        return [f"{name}: {len(info) - 1} classes, reference {len(scale)}"]

    def unsuited(hand: tuple[int, ...]) -> int:  # the table entry C reads for these cards
        return entry["rank_slots"][ph.slot(sum(keys[c] for c in hand) & 0xFFFFFFFF)]

    def suited(hand: tuple[int, ...]) -> int:  # the suit's 13-bit mask, wherever its 16 bits sit
        mask = 0
        for c in hand:
            mask |= bits[c]
        return entry["flush"][(mask | mask >> 16 | mask >> 32 | mask >> 48) & 0x1FFF]

    five = {ms: ref.value(_spread(ms), name) for ms in high.multisets(5)}
    for size in (5, 6, 7):
        for ms in high.multisets(size):
            got, want = unsuited(_spread(ms)), max(five[sub] for sub in itertools.combinations(ms, 5))
            if got != want:
                problems.append(f"{name} rank table: ranks {ms} give {got}, reference {want}")
    for mask in range(1 << 13) if "flush" in entry else ():
        ranks = [r for r in range(13) if mask >> r & 1]
        for suit in range(4) if 5 <= len(ranks) <= 7 else ():
            hand = tuple(4 * r + suit for r in ranks)
            if suited(hand) != ref.value(hand, name):
                problems.append(f"{name} flush table: {hand} gives {suited(hand)}, "
                                f"reference {ref.value(hand, name)}")
    for v in range(1, len(info)):
        cat, ranks = info[v] >> 20, [(info[v] >> (16 - 4 * i)) & 0xF for i in range(5)]
        one_suit = cat in (low.FLUSH, low.STRAIGHT_FLUSH)
        hand = tuple(4 * r + 3 for r in ranks) if one_suit else _spread(tuple(ranks))
        if ref.badness(hand, name) != classes_[v] or cat != classes_[v][0]:
            problems.append(f"{name} value {v}: info {cat} {ranks} is {ref.badness(hand, name)}, "
                            f"reference {classes_[v]}")
        nums = [ref.number(4 * r, name) for r in ranks]
        if nums != sorted(nums, key=lambda n: (nums.count(n), n), reverse=True):
            problems.append(f"{name} value {v}: ranks {ranks} are not main cards first, high to low")
    # every five-card hand, counted by kind: its ranks' ways of taking suits
    counts: Counter[int] = Counter()
    for ms in high.multisets(5):
        ways = 1
        for r in set(ms):
            ways *= comb(4, ms.count(r))
        if len(set(ms)) == 5:
            for suit in range(4):
                hand = tuple(4 * r + suit for r in ms)
                counts[suited(hand) if "flush" in entry else unsuited(hand)] += 1
            ways -= 4
        counts[unsuited(_spread(ms))] += ways
    per_value = ref.hands_per_value(name)
    if dict(counts) != per_value or sum(counts.values()) != comb(52, 5):
        bad = sorted(v for v in counts.keys() | per_value.keys() if counts[v] != per_value.get(v))
        problems.append(f"{name}: five-card hands per class differ at values {bad[:10]}")
    if "suited" in entry:
        problems += _verify_suited(name, entry, bits)
    for q, threshold in enumerate(entry["qual"]):
        qualifying = [v for v in range(1, len(info)) if q and classes_[v][0] == 0 and classes_[v][1][0] <= q]
        if threshold != (min(qualifying) if qualifying else len(info) if q else 0) or \
                (qualifying and qualifying != list(range(threshold, len(info)))):
            problems.append(f"{name} qualifier {q}: threshold {threshold}, reference {qualifying[:3]}")
    # the card keys: one rank key, one suit counter and the count per card; ids 52..255 zero
    rank_keys, suit_count = sorted(k & 0xFFFFFFFF for k in keys[:52]), [k >> 32 for k in keys[:52]]
    if rank_keys != sorted(high.RANK_KEYS * 4) or keys[52:] != [0] * 204 or bits[52:] != [0] * 204 \
            or suit_count != [(high.card_key(c) >> 32) for c in range(52)] \
            or sorted(bits[:52]) != sorted(high.card_bit(c) for c in range(52)) \
            or any(bits[c].bit_length() - 1 >> 4 != c % 4 for c in range(52)):
        problems.append(f"{name}: card keys or bits are not one rank key and one bit per card, suit kept")
    return problems


def _verify_suited(name: str, entry: dict, bits: list[int]) -> list[str]:
    """The suited tables of ``low.suited_tables`` (27, a6), entry by entry: every hand of 6
    or 7 cards with five or more of suit 0 (the rest in suits 1 and 2), read as C reads it
    (the suit's mask and the other cards' rank bits summed, by the scheme's card bits),
    against the best of its fives by ``reference_low`` (each five's value cached by its
    ranks and whether it is one suit)."""
    ref = reference_low
    five: dict[tuple[tuple[int, ...], bool], int] = {}

    def value(sub: tuple[int, ...]) -> int:
        key = (tuple(sorted(c // 4 for c in sub)), len({c % 4 for c in sub}) == 1)
        if key not in five:
            five[key] = ref.value(sub, name)
        return five[key]

    def fold(b: int) -> int:  # a card's 16-bit mask, wherever its suit's bits sit
        return (b | b >> 16 | b >> 32 | b >> 48) & 0xFFFF

    rows, cols, values = entry["suited_row"], entry["suited_col"], entry["suited"]
    problems: list[str] = []
    for k in (6, 7):
        for n in range(5, k + 1):
            for suited in itertools.combinations(range(13), n):
                for others in itertools.combinations_with_replacement(range(13), k - n):
                    hand = tuple(4 * r for r in suited) + tuple(4 * r + 1 + i for i, r in enumerate(others))
                    mask = sum(fold(bits[c]) for c in hand[:n])
                    off = sum(fold(bits[c]) for c in hand[n:])
                    got = values[rows[8192 * (k - 6) + mask] + cols[off]]
                    want = max(value(sub) for sub in itertools.combinations(hand, 5))
                    if got != want and len(problems) < 20:
                        problems.append(f"{name} suited table: {hand} gives {got}, reference {want}")
    return problems


def verify_shortdeck(data: dict) -> list[str]:
    """Check both short-deck rankings against ``reference_shortdeck``: every rank multiset of 5..7
    short-deck cards, every flush mask of 5..7 ranks, every class's decoding, the number of the
    376,992 five-card hands in every class, and the cards 2..5 kept out. Returns the problems."""
    problems: list[str] = []
    ph = data["hash"]
    if ph.slots != high.rank_table()[1].slots:
        problems.append("short-deck tables do not use the high evaluator's hash slots")
    for ranking, entry in data["rankings"].items():
        if ranking not in reference_shortdeck.ORDER:
            problems.append(f"unknown ranking {ranking!r}")
            continue
        problems += _verify_ranking(ranking, entry, ph)
    keys, bits = data["card_key"], data["card_bit"]
    out_of_deck = list(range(16)) + list(range(52, 256))
    if keys[16:52] != [high.card_key(c) for c in range(16, 52)] \
            or bits[16:52] != [high.card_bit(c) for c in range(16, 52)] \
            or any(keys[c] != 1 << high.POISON_SHIFT or bits[c] for c in out_of_deck):
        problems.append("short-deck card keys: not the high keys for 6..A, the poison count for the rest")
    return problems


_SD_NAMES = ("high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house",
             "four of a kind", "straight flush", "straight flush")  # by the standard category number


def _verify_ranking(ranking: str, entry: dict, ph) -> list[str]:
    ref = reference_shortdeck
    problems: list[str] = []
    rank, flush, info = entry["rank_slots"], entry["flush"], entry["info"]
    if len(info) - 1 != len(ref.dense_scale(ranking)):
        return [f"{ranking}: {len(info) - 1} classes, reference {len(ref.dense_scale(ranking))}"]

    def unsuited(hand: tuple[int, ...]) -> int:
        return rank[ph.slot(sum(high.card_key(c) for c in hand) & 0xFFFFFFFF)]

    def suited(hand: tuple[int, ...]) -> int:
        return flush[sum(1 << (c // 4) for c in hand)]

    for size in (5, 6, 7):
        for ms in itertools.combinations_with_replacement(range(4, 13), size):
            if max(Counter(ms).values()) > 4:
                continue
            hand = _spread(ms)
            if unsuited(hand) != ref.value(hand, ranking):
                problems.append(f"{ranking} rank table: ranks {ms} give {unsuited(hand)}, "
                                f"reference {ref.value(hand, ranking)}")
    for mask in range(1 << 13):
        ranks = [r for r in range(13) if mask >> r & 1]
        if len(ranks) > 7:
            continue
        in_deck = len(ranks) >= 5 and min(ranks) >= 4
        want = ref.value(tuple(4 * r + 2 for r in ranks), ranking) if in_deck else 0
        if flush[mask] != want:
            problems.append(f"{ranking} flush table: mask {mask:#x} gives {flush[mask]}, reference {want}")
    for v in range(1, len(info)):
        cat, ranks = info[v] >> 20, [(info[v] >> (16 - 4 * i)) & 0xF for i in range(5)]
        one_suit = cat >= 8 or cat == 5
        hand = tuple(4 * r + 1 for r in ranks) if one_suit else _spread(tuple(ranks))
        if ref.value(hand, ranking) != v or ref.category(hand)[0] != _SD_NAMES[cat] \
                or (cat == 9) != (v == len(info) - 1):
            problems.append(f"{ranking} value {v}: info {cat} {ranks} is {ref.category(hand)}")
    counts: Counter[int] = Counter()
    for five in itertools.combinations(ref.DECK, 5):
        counts[suited(five) if len({c % 4 for c in five}) == 1 else unsuited(five)] += 1
    if dict(counts) != ref.hands_per_value(ranking) or sum(counts.values()) != comb(36, 5):
        problems.append(f"{ranking}: five-card hands per class differ from the reference")
    return problems


VERIFIERS = {"high": verify_high, "low": verify_low, "shortdeck": verify_shortdeck}
