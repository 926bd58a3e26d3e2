"""Tables of the short-deck (6-plus) hold'em evaluators: ``"shortdeck"`` and ``"shortdeck-triton"``.

The deck is the 36 cards six to ace (rank ids 4..12). The ace plays high and low below the six,
so ``A-6-7-8-9`` is the lowest straight (and straight flush); ``A-2-3-4-5`` does not exist. The
two rankings, highest first:

* ``"shortdeck"`` (pokerkit's ``ShortDeckHoldemHand``): straight flush, four of a kind, flush,
  full house, straight, three of a kind, two pair, pair, high card;
* ``"shortdeck-triton"``: the same with three of a kind above the straight.

Each ranking has a dense scale of 1,404 classes, 1 the weakest, the royal flush its own top
class. A class's info word is packed as in ``high.value_info`` with the category numbers of the
standard scale (so ``FLUSH`` is 5 and ``FULL_HOUSE`` 6 even where the flush ranks higher): the
category names the hand, the value orders it.

The C evaluator sums the high evaluator's card keys and looks the hand up through its perfect
hash: each ranking has a rank table over the same (padded) slots, holding the best value of
every 5-, 6- and 7-card rank multiset of the short deck with no five cards of a suit, and a
13-bit flush table. Of seven cards, one that holds a flush can hold at best three of a kind or
two pair besides, and a flush beats both in either ranking, so as in the standard evaluator a
hand with five or more of a suit is its flush table entry. The card key and bit tables are the
high evaluator's with the twos to fives made as invalid as the ids 52..255 (only the poison
count, no bit), so every check of the high evaluator, the vector batch kernels' too, refuses them.
"""

from __future__ import annotations

import itertools
from functools import cache

from . import high
from .cemit import c_array, c_defines

RANKS = tuple(range(4, 13))  # six .. ace
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, ROYAL = range(10)
NUM_CLASSES = 1404

# ranking name -> the categories from the weakest to the strongest (the royal is the top straight flush)
RANKINGS = {
    "shortdeck": (HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FULL_HOUSE, FLUSH, QUADS, STRAIGHT_FLUSH),
    "shortdeck-triton": (HIGH_CARD, PAIR, TWO_PAIR, STRAIGHT, TRIPS, FULL_HOUSE, FLUSH, QUADS,
                         STRAIGHT_FLUSH),
}


def straights() -> list[tuple[int, ...]]:
    """The six straights as descending rank tuples, the lowest (``9-8-7-6-A``) first."""
    return [(7, 6, 5, 4, 12)] + [tuple(range(t, t - 5, -1)) for t in range(8, 13)]


@cache
def classes(ranking: str) -> list[tuple[int, tuple[int, ...]]]:
    """Every class as ``(category, ranks of the five, main cards first)``, weakest first; a
    class's value is its index + 1."""
    def desc(xs):
        return tuple(sorted(xs, reverse=True))

    def others(*used):
        return [r for r in RANKS if r not in used]

    runs = straights()
    run_sets = {frozenset(s) for s in runs}
    plain = sorted(desc(c) for c in itertools.combinations(RANKS, 5) if frozenset(c) not in run_sets)
    groups = {
        HIGH_CARD: [(HIGH_CARD, r) for r in plain],
        PAIR: sorted((PAIR, (p, p) + desc(k)) for p in RANKS for k in itertools.combinations(others(p), 3)),
        TWO_PAIR: sorted((TWO_PAIR, (h, h, lo, lo, k)) for h in RANKS for lo in RANKS if lo < h
                         for k in others(h, lo)),
        TRIPS: sorted((TRIPS, (t, t, t) + desc(k)) for t in RANKS
                      for k in itertools.combinations(others(t), 2)),
        STRAIGHT: [(STRAIGHT, s) for s in runs],
        FLUSH: [(FLUSH, r) for r in plain],
        FULL_HOUSE: sorted((FULL_HOUSE, (t, t, t, p, p)) for t in RANKS for p in others(t)),
        QUADS: sorted((QUADS, (q, q, q, q, k)) for q in RANKS for k in others(q)),
        STRAIGHT_FLUSH: [(STRAIGHT_FLUSH, s) for s in runs[:-1]] + [(ROYAL, runs[-1])],
    }
    out = [c for cat in RANKINGS[ranking] for c in groups[cat]]
    assert len(out) == NUM_CLASSES
    return out


@cache
def five_card_values(ranking: str) -> tuple[dict, dict]:
    """Sorted rank tuple -> value, for five cards not all of a suit and for five of one suit."""
    plain: dict[tuple[int, ...], int] = {}
    suited: dict[tuple[int, ...], int] = {}
    for v, (cat, ranks) in enumerate(classes(ranking), 1):
        (suited if cat in (FLUSH, STRAIGHT_FLUSH, ROYAL) else plain)[tuple(sorted(ranks))] = v
    return plain, suited


def flush_table(ranking: str) -> list[int]:
    """13-bit rank mask of the flush suit -> the best flush (0 where a two to five is in it or
    fewer than five bits are set): five bits their flush, more the best of the masks one bit
    smaller (each a lower number, so done)."""
    suited = five_card_values(ranking)[1]
    table = [0] * (1 << 13)
    for mask in range(1 << 13):
        ranks = [r for r in range(13) if mask >> r & 1]
        if mask & 0xF or len(ranks) < 5:
            continue
        table[mask] = suited[tuple(ranks)] if len(ranks) == 5 else max(table[mask & ~(1 << r)] for r in ranks)
    return table


def rank_slots(ranking: str, ph) -> list[int]:
    """The rank table over the high evaluator's padded hash slots (0 where no short-deck hand
    lands): every 5-, 6- and 7-card rank multiset of the short deck, its best five by
    ``high.best_by_sum``."""
    plain = five_card_values(ranking)[0]
    five = {sum(high.RANK_KEYS[r] for r in ranks): v for ranks, v in plain.items()}
    slots = [0] * high.padded_size(ph)
    for key, v in high.best_by_sum(five, keep=lambda ms: ms[0] >= RANKS[0]).items():
        slots[ph.slots[key]] = v
    return slots


def generate() -> tuple[str, str, dict]:
    """Return (header defines, C source, the Python-side tables for verification)."""
    ph = high.rank_table()[1]
    keys = [high.card_key(c) if 16 <= c < 52 else 1 << high.POISON_SHIFT for c in range(256)]
    bits = [high.card_bit(c) if 16 <= c < 52 else 0 for c in range(256)]
    defines = [("HR_SD_VALUES", NUM_CLASSES)]
    decls = ["extern const uint64_t hr_sd_card_key[256];\n", "extern const uint64_t hr_sd_card_bit[256];\n"]
    source = [c_array("uint64_t", "hr_sd_card_key", keys, 4, "0x{:016x}ULL"),
              c_array("uint64_t", "hr_sd_card_bit", bits, 4, "0x{:016x}ULL")]
    data = {"hash": ph, "rankings": {}, "card_key": keys, "card_bit": bits}
    for i, ranking in enumerate(RANKINGS):
        name = f"hr_sd{i}"
        info = [0] + [high.value_info(cat, ranks) for cat, ranks in classes(ranking)]
        slots, flush = rank_slots(ranking, ph), flush_table(ranking)
        decls += [f"extern const uint16_t {name}_rank[{len(slots)}];\n",
                  f"extern const uint16_t {name}_flush[8192];\n",
                  f"extern const uint32_t {name}_info[{len(info)}];\n"]
        source += [c_array("uint16_t", f"{name}_rank", slots, 16),
                   c_array("uint16_t", f"{name}_flush", flush, 16),
                   c_array("uint32_t", f"{name}_info", info, 8, "0x{:06x}u")]
        data["rankings"][ranking] = {"rank_slots": slots, "flush": flush, "info": info}
    return c_defines(defines) + "".join(decls), "".join(source), data
