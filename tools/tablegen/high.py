"""Tables of the 5/6/7-card high evaluator.

Card id ``c = 4 * rank + suit`` (rank 0..12 = 2..A, suit 0..3 = c d h s).

The evaluator sums one 64-bit key per card:

* bits 0..31: the card's *rank key*. The 13 rank keys are chosen so that every
  multiset of at most 7 ranks with at most 4 of each has a distinct sum, so the
  sum identifies the hand's ranks whatever the order of the cards;
* bits 32..47: four 4-bit suit counters that start at 3, so a suit's bit 3 is
  set exactly when it holds five cards or more (a flush);
* bits 52..55: the number of cards, used to validate input;
* bits 60..62: the number of invalid ids (52..255), which have no other key bits.

It also ORs (and sums) one bit per card at ``16 * suit + rank``. A flush is looked
up by its suit's 13-bit rank mask in ``hr_flush_table``; any other hand by its rank
sum through a displacement perfect hash (``perfect_hash``) into ``hr_rank_table``. The same two
tables serve 5, 6 and 7 cards. ``hr_class_info`` decodes a value back into its
category and the ranks of its best five, main cards first.
"""

from __future__ import annotations

import itertools
from functools import cache

from . import perfect_hash
from .cemit import c_array, c_defines

NRANKS = 13
MAX_CARDS = 7
MAX_PER_RANK = 4

# Found by ``search_rank_keys()`` (greedy: each key the smallest that keeps all
# sums distinct; it takes one to two minutes, so the result is kept here and
# re-checked by ``check_rank_keys()`` on every run).
RANK_KEYS = (1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1526359, 3453520)

HASH_BITS = 25    # rank sums are below 2**25
HASH_SHIFT = 12   # 8192 rows
HASH_MULT = 0x9E3779B1 & ((1 << HASH_BITS) - 1)  # odd: a bijection mod 2**25
SUIT_SHIFT = 32
COUNT_SHIFT = 52
POISON_SHIFT = 60  # ids 52..255 add 1 here: up to 7 of them cannot overflow bit 63
KEY_INIT = 0x3333 << SUIT_SHIFT
FLUSH_BITS = 0x8888 << SUIT_SHIFT

# Categories, in the order of the public ``Category`` enum.
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, ROYAL = range(10)


@cache
def _multiset_table(size: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    # each multiset of size - 1 with a rank at or above its last appended (not a fifth copy),
    # in lexicographic order, and the rank-key sums beside them
    if size == 0:
        return ((),), (0,)
    multisets_, sums = [], []
    for ms, key in zip(*_multiset_table(size - 1)):
        for r in range(ms[-1] if ms else 0, NRANKS):
            if size <= MAX_PER_RANK or ms[-MAX_PER_RANK] != r:
                multisets_.append(ms + (r,))
                sums.append(key + RANK_KEYS[r])
    return tuple(multisets_), tuple(sums)


def multisets(size: int) -> tuple[tuple[int, ...], ...]:
    """Every rank multiset of ``size`` cards (at most 4 of a rank) as a sorted tuple, in
    lexicographic order."""
    return _multiset_table(size)[0]


def rank_sums(size: int) -> tuple[int, ...]:
    """The rank-key sum of each of ``multisets(size)``, in its order."""
    return _multiset_table(size)[1]


@cache
def smaller_sums(size: int) -> tuple[tuple[int, ...], ...]:
    """For each of ``multisets(size)``, the rank-key sums of the multisets one card smaller
    (one per distinct rank dropped)."""
    return tuple(tuple(key - RANK_KEYS[r] for r in set(ms))
                 for ms, key in zip(multisets(size), rank_sums(size)))


def best_by_sum(five: dict[int, int], keep=None) -> dict[int, int]:
    """Rank-key sum -> best value of every rank multiset of 5, 6 and 7 cards, from the
    five-card values by sum (``five``): a multiset's best five is the best over dropping one
    card. ``keep(ms)`` restricts the multisets (their smaller ones are then kept too)."""
    best = dict(five)
    get = best.__getitem__
    for size in (6, 7):
        for ms, key, subs in zip(multisets(size), rank_sums(size), smaller_sums(size)):
            if keep is None or keep(ms):
                best[key] = max(map(get, subs))
    return best


def search_rank_keys() -> tuple[int, ...]:
    """Greedily re-derive ``RANK_KEYS`` (slow: one to two minutes)."""
    keys: list[int] = []
    by_size: dict[int, set[int]] = {0: {0}}
    for _ in range(NRANKS):
        upto = [set().union(*(by_size.get(m, set()) for m in range(j + 1)))
                for j in range(MAX_CARDS + 1)]
        everything = upto[MAX_CARDS]
        smaller = {d: list(upto[MAX_CARDS - d]) for d in range(1, MAX_PER_RANK + 1)}
        k = keys[-1] + 1 if keys else 1
        # Adding d more copies of the new rank must never land on an existing sum.
        while any(t + d * k in everything for d in smaller for t in smaller[d]):
            k += 1
        keys.append(k)
        grown: dict[int, set[int]] = {}
        for m, sums in by_size.items():
            for c in range(min(MAX_PER_RANK, MAX_CARDS - m) + 1):
                grown.setdefault(m + c, set()).update(t + c * k for t in sums)
        by_size = grown
    return tuple(keys)


def check_rank_keys(keys=RANK_KEYS) -> None:
    sums = [s for size in range(MAX_CARDS + 1) for s in rank_sums(size)] if keys == RANK_KEYS else \
        [sum(keys[r] for r in ms) for size in range(MAX_CARDS + 1) for ms in multisets(size)]
    if len(set(sums)) != len(sums):
        seen: dict[int, tuple] = {}
        for size in range(MAX_CARDS + 1):
            for ms in multisets(size):
                s = sum(keys[r] for r in ms)
                if s in seen:
                    raise AssertionError(f"rank keys collide: {seen[s]} and {ms}")
                seen[s] = ms
    if 4 * keys[-1] + 3 * keys[-2] >= 1 << SUIT_SHIFT:
        raise AssertionError("rank sums overflow 32 bits")


def _straight_tops() -> list[tuple[int, ...]]:
    """The ten straights as descending rank tuples, lowest (the wheel) first."""
    tops = [(3, 2, 1, 0, 12)]
    tops += [tuple(range(t, t - 5, -1)) for t in range(4, 13)]
    return tops


@cache
def value_classes() -> list[tuple[int, tuple[int, ...]]]:
    """All 7462 classes as ``(category, ranks of the best five, main cards first)``,
    weakest first; a class's value is its index + 1."""
    straights = _straight_tops()
    straight_sets = {frozenset(s) for s in straights}
    def desc(xs):
        return tuple(sorted(xs, reverse=True))
    no_straight = sorted(desc(c) for c in itertools.combinations(range(NRANKS), 5)
                          if frozenset(c) not in straight_sets)
    out: list[tuple[int, tuple[int, ...]]] = []
    out += [(HIGH_CARD, r) for r in no_straight]
    out += sorted((PAIR, (p, p) + desc(k)) for p in range(NRANKS)
                  for k in itertools.combinations([r for r in range(NRANKS) if r != p], 3))
    out += sorted((TWO_PAIR, (h, h, lo, lo, k)) for h in range(NRANKS) for lo in range(h)
                  for k in range(NRANKS) if k not in (h, lo))
    out += sorted((TRIPS, (t, t, t) + desc(k)) for t in range(NRANKS)
                  for k in itertools.combinations([r for r in range(NRANKS) if r != t], 2))
    out += [(STRAIGHT, s) for s in straights]
    out += [(FLUSH, r) for r in no_straight]
    out += sorted((FULL_HOUSE, (t, t, t, p, p)) for t in range(NRANKS) for p in range(NRANKS) if p != t)
    out += sorted((QUADS, (q, q, q, q, k)) for q in range(NRANKS) for k in range(NRANKS) if k != q)
    out += [(STRAIGHT_FLUSH, s) for s in straights[:-1]]
    out += [(ROYAL, straights[-1])]
    assert len(out) == 7462
    return out


@cache
def _five_card_values() -> tuple[dict, dict]:
    """Sorted rank tuple -> value, for unsuited and for suited five-card hands."""
    plain: dict[tuple[int, ...], int] = {}
    suited: dict[tuple[int, ...], int] = {}
    for v, (cat, ranks) in enumerate(value_classes(), 1):
        (suited if cat in (FLUSH, STRAIGHT_FLUSH, ROYAL) else plain)[tuple(sorted(ranks))] = v
    return plain, suited


@cache
def rank_table() -> tuple[dict[int, int], perfect_hash.PerfectHash]:
    """Rank-key sum -> value for every 5-, 6- and 7-card rank multiset, and its hash."""
    plain, _ = _five_card_values()
    values = best_by_sum({sum(RANK_KEYS[r] for r in ranks): v for ranks, v in plain.items()})
    return values, perfect_hash.build(sorted(values), HASH_BITS, HASH_SHIFT, HASH_MULT)


def padded_size(ph: perfect_hash.PerfectHash) -> int:
    """Slots of a table indexed by ``ph``: padded so that every row's base plus any
    column is inside it. Then even a key summed from invalid input looks up in bounds,
    and the batch loop can validate without a branch per hand."""
    return max(ph.size, max(ph.bases) + (1 << ph.shift))


def flush_table() -> list[int]:
    """13-bit rank mask of the flush suit -> value (0 where fewer than 5 bits): five bits
    their flush, more the best of the masks one bit smaller (each a lower number, so done)."""
    _, suited = _five_card_values()
    table = [0] * (1 << NRANKS)
    for mask in range(1 << NRANKS):
        ranks = [r for r in range(NRANKS) if mask >> r & 1]
        if len(ranks) == 5:
            table[mask] = suited[tuple(ranks)]
        elif len(ranks) > 5:
            table[mask] = max(table[mask & ~(1 << r)] for r in ranks)
    return table


def card_key(card: int) -> int:
    rank, suit = divmod(card, 4)
    return RANK_KEYS[rank] + (1 << (SUIT_SHIFT + 4 * suit)) + (1 << COUNT_SHIFT)


def card_bit(card: int) -> int:
    rank, suit = divmod(card, 4)
    return 1 << (16 * suit + rank)


def value_info(cat: int, ranks: tuple[int, ...]) -> int:
    """Pack a class: category in bits 20..23, the five ranks in 4-bit fields, first highest."""
    word = cat << 20
    for i, r in enumerate(ranks):
        word |= r << (16 - 4 * i)
    return word


def generate() -> tuple[str, str, dict]:
    """Return (header defines, C source, the Python-side tables for verification)."""
    check_rank_keys()
    values, ph = rank_table()
    rank_slots = [0] * padded_size(ph)
    for key, v in values.items():
        rank_slots[ph.slots[key]] = v
    flush = flush_table()
    keys = [card_key(c) if c < 52 else 1 << POISON_SHIFT for c in range(256)]
    bits = [card_bit(c) if c < 52 else 0 for c in range(256)]
    info = [0] + [value_info(cat, ranks) for cat, ranks in value_classes()]
    header = c_defines([
        ("HR_HASH_MASK", f"0x{(1 << HASH_BITS) - 1:x}u"),
        ("HR_HASH_MULT", f"0x{HASH_MULT:x}u"),
        ("HR_HASH_SHIFT", HASH_SHIFT),
        ("HR_RANK_ROWS", len(ph.bases)),
        ("HR_RANK_SLOTS", len(rank_slots)),
        ("HR_KEY_INIT", f"0x{KEY_INIT:x}ULL"),
        ("HR_FLUSH_BITS", f"0x{FLUSH_BITS:x}ULL"),
        ("HR_SUIT_SHIFT", SUIT_SHIFT),
        ("HR_COUNT_SHIFT", COUNT_SHIFT),
        ("HR_POISON_SHIFT", POISON_SHIFT),
        ("HR_NUM_VALUES", 7462),
    ]) + (
        "extern const uint64_t hr_card_key[256];\n"
        "extern const uint64_t hr_card_bit[256];\n"
        "extern const uint32_t hr_rank_bases[HR_RANK_ROWS];\n"
        "extern const uint16_t hr_rank_table[HR_RANK_SLOTS];\n"
        "extern const uint16_t hr_flush_table[8192];\n"
        "extern const uint32_t hr_class_info[HR_NUM_VALUES + 1];\n"
    )
    source = "".join([
        c_array("uint64_t", "hr_card_key", keys, 4, "0x{:016x}ULL"),
        c_array("uint64_t", "hr_card_bit", bits, 4, "0x{:016x}ULL"),
        c_array("uint32_t", "hr_rank_bases", ph.bases, 12),
        c_array("uint16_t", "hr_rank_table", rank_slots, 16),
        c_array("uint16_t", "hr_flush_table", flush, 16),
        c_array("uint32_t", "hr_class_info", info, 8, "0x{:06x}u"),
    ])
    data = {"values": values, "hash": ph, "rank_slots": rank_slots, "flush": flush,
            "info": info, "card_key": keys, "card_bit": bits}
    return header, source, data
