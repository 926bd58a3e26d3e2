"""Tables of the low-hand evaluators: ``"a5"`` ace-to-five, ``"27"`` deuce-to-seven, ``"a6"`` ace-to-six.

Each scheme ranks five-card hands like high hands, reversed: the best low is the hand
a high evaluator would call the weakest. What differs is

* where the ace sits: ace-to-five and ace-to-six put it below the deuce, deuce-to-seven
  above the king (so ``A-2-3-4-5`` is ace high there, not a straight);
* whether straights and flushes exist: they count against the hand in ``"27"`` and
  ``"a6"``, and do not exist in ``"a5"`` (which has 6175 classes; the others 7462).

A scheme's values run ``1..N``, **higher is a better low** (``N`` = the nuts: ``5-4-3-2-A``,
``7-5-4-3-2`` or ``6-4-3-2-A``).

The C evaluator uses the high evaluator's per-card keys and its perfect hash unchanged:
the rank-key sum of a hand picks one slot of ``hr_rank_bases``, and ``"a5"`` and ``"27"``
each have a table over the same slots holding the best low of that rank multiset (for
``"27"`` treating the cards as unsuited). When a suit holds five cards or more, ``"27"``
reads a 13-bit mask table if every card is of that suit (nothing but flushes to choose
from), else one entry of ``suited_tables``, by that suit's rank mask and the other cards'
rank bits (``hr_suited_low`` in ``csrc/internal/hr_kernels.h``). ``"a6"`` is ``"27"`` with the ace
moved below the deuce, so it reads the ``"27"`` tables through card keys of its own (each
rank renumbered one up). A qualifier
("eight or better") is a threshold: the qualifying lows of every scheme are a top
segment of its scale.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cache

from . import high
from .cemit import c_array, c_defines

HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
MAX_QUALIFIER = 15  # qualifier q indexes 0..15 (0: none; a rank number 2..13, ace 1 or 14)


@dataclass(frozen=True)
class Scheme:
    name: str
    ace_low: bool
    straights_and_flushes: bool

    def position(self, rank: int) -> int:
        """Rank id ``0..12`` (``2..A``) -> place in the scheme's order, ``0`` lowest."""
        return (rank + 1) % 13 if self.ace_low else rank

    def rank(self, position: int) -> int:
        return (position - 1) % 13 if self.ace_low else position

    def number(self, rank: int) -> int:
        """The rank as players count it: ``2..13``; the ace ``1`` when low, ``14`` when high."""
        return self.position(rank) + (1 if self.ace_low else 2)


# The C scheme ids are the indices of this tuple.
SCHEMES = (Scheme("a5", True, False), Scheme("27", False, True), Scheme("a6", True, True))


@cache
def classes(scheme: Scheme) -> list[tuple[int, tuple[int, ...]]]:
    """Every class as ``(category, rank ids main-first)``, from the worst low (value 1)
    to the best (value ``len``). Within a group, ranks go from the top of the scheme's
    order down, so the ace of ``5-4-3-2-A`` comes last."""
    def desc(ps) -> tuple[int, ...]:
        return tuple(sorted(ps, reverse=True))

    def others(*used: int) -> list[int]:
        return [p for p in range(13) if p not in used]

    windows = [tuple(range(t, t - 5, -1)) for t in range(4, 13)] if scheme.straights_and_flushes else []
    window_sets = {frozenset(w) for w in windows}
    no_pair = sorted(desc(c) for c in itertools.combinations(range(13), 5) if frozenset(c) not in window_sets)
    pairs = itertools.combinations
    # In positions, ascending the way a high hand grows stronger: weakest (best low) first.
    strength: list[tuple[int, tuple[int, ...]]] = [(HIGH_CARD, r) for r in no_pair]
    strength += sorted((PAIR, (p, p) + desc(k)) for p in range(13) for k in pairs(others(p), 3))
    strength += sorted((TWO_PAIR, (hi, hi, lo, lo, k)) for hi in range(13) for lo in range(hi)
                       for k in others(hi, lo))
    strength += sorted((TRIPS, (t, t, t) + desc(k)) for t in range(13) for k in pairs(others(t), 2))
    if scheme.straights_and_flushes:
        strength += [(STRAIGHT, w) for w in windows] + [(FLUSH, r) for r in no_pair]
    strength += sorted((FULL_HOUSE, (t, t, t, p, p)) for t in range(13) for p in others(t))
    strength += sorted((QUADS, (q, q, q, q, k)) for q in range(13) for k in others(q))
    if scheme.straights_and_flushes:
        strength += [(STRAIGHT_FLUSH, w) for w in windows]
    return [(cat, tuple(scheme.rank(p) for p in ps)) for cat, ps in reversed(strength)]


@cache
def five_card_values(scheme: Scheme) -> tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int]]:
    """Sorted rank ids -> value, for hands not all of one suit and for those that are."""
    plain: dict[tuple[int, ...], int] = {}
    suited: dict[tuple[int, ...], int] = {}
    for v, (cat, ranks) in enumerate(classes(scheme), 1):
        (suited if cat in (FLUSH, STRAIGHT_FLUSH) else plain)[tuple(sorted(ranks))] = v
    if not scheme.straights_and_flushes:
        suited = plain  # a5: suits do not matter
    return plain, suited


@cache
def best_lows(scheme: Scheme) -> dict[int, int]:
    """Rank-key sum -> the best low of every rank multiset of 5, 6 and 7 cards, the cards taken
    as unsuited (a multiset's best is the best over dropping one card: ``high.best_by_sum``)."""
    plain = five_card_values(scheme)[0]
    return high.best_by_sum({sum(high.RANK_KEYS[r] for r in ranks): v for ranks, v in plain.items()})


def flush_table(scheme: Scheme) -> list[int]:
    """13-bit rank mask of 5..7 cards all of one suit -> the best low among them (else 0)."""
    suited = five_card_values(scheme)[1]
    table = [0] * (1 << 13)
    for mask in sorted(range(1 << 13), key=lambda m: bin(m).count("1")):
        bits = bin(mask).count("1")
        if bits == 5:
            table[mask] = suited[tuple(r for r in range(13) if mask >> r & 1)]
        elif 6 <= bits <= 7:
            table[mask] = max(table[mask & ~(1 << r)] for r in range(13) if mask >> r & 1)
    return table


SUITED_WIDTHS = (1, 14, 93)  # a row's columns when 0, 1 or 2 cards are off the suit


def suited_column(off: int) -> int:
    """Column of the off-suit cards, given as the sum of their rank bits (a pair of rank
    ``r`` sums to the bit of ``r + 1``): ``0`` for none, ``1 + j`` for the single bit ``j``
    (one card of rank ``j``, or two of rank ``j - 1``), ``15..92`` for two distinct ranks."""
    bits = [r for r in range(14) if off >> r & 1]
    if off >= 1 << 14 or len(bits) > 2:
        return 0
    if len(bits) < 2:
        return 1 + bits[0] if bits else 0
    lo, hi = bits
    return 15 + hi * (hi - 1) // 2 + lo if hi < 13 else 0


def suited_tables(scheme: Scheme) -> tuple[list[int], list[int], list[int]]:
    """The best low of a ``k``-card hand (6 or 7) holding five or more cards of a suit, from
    that suit's 13-bit rank mask ``S`` and the sum ``off`` of the other cards' rank bits:
    ``values[rows[8192 * (k - 6) + S] + columns[off]]``. A row per mask and ``k``
    (``SUITED_WIDTHS`` columns by the number of off-suit cards), then 92 zeros so that any
    row and column stay inside. Each entry is the best of the suit's flush and of every
    five holding an off-suit card: four suited cards and every off-suit card, as unsuited
    ranks (at most four of the suit: no flush)."""
    best, flush = best_lows(scheme), flush_table(scheme)
    get = best.__getitem__
    columns = [suited_column(off) for off in range(1 << 14)]
    # j off-suit cards: each way's column and rank-key sum
    offs = {j: [(columns[sum(1 << r for r in off)], sum(high.RANK_KEYS[r] for r in off))
                for off in itertools.combinations_with_replacement(range(13), j)] for j in (0, 1, 2)}
    rows, values = [0] * (2 * 8192), []
    for k in (6, 7):
        for mask in range(1 << 13):
            ranks = [r for r in range(13) if mask >> r & 1]
            if not 5 <= len(ranks) <= k:
                continue
            rows[8192 * (k - 6) + mask] = len(values)
            row = [0] * SUITED_WIDTHS[k - len(ranks)]
            fours = [sum(high.RANK_KEYS[r] for r in four) for four in itertools.combinations(ranks, 4)]
            for col, off in offs[k - len(ranks)]:
                row[col] = max(flush[mask], *map(get, [four + off for four in fours])) if off else flush[mask]
            values += row
    return rows, columns, values + [0] * (SUITED_WIDTHS[-1] - 1)


def qualifier_minimums(scheme: Scheme) -> list[int]:
    """Qualifier ``q`` (0..15) -> the lowest qualifying value: the low must be five unpaired
    cards, no straight or flush where those count, none numbered above ``q``. ``0`` for
    ``q = 0`` (no qualifier); ``N + 1`` when no hand can qualify."""
    cls = classes(scheme)
    n = len(cls)
    # each unpaired class's highest card as a number (above any qualifier for the others)
    tops = [max(scheme.number(r) for r in ranks) if cat == HIGH_CARD else MAX_QUALIFIER + 1
            for cat, ranks in cls]
    out = [0]
    for q in range(1, MAX_QUALIFIER + 1):
        ok = [v for v, top in enumerate(tops, 1) if top <= q]
        if ok and ok != list(range(ok[0], n + 1)):
            raise AssertionError(f"{scheme.name}: qualifier {q} is not a top segment of the scale")
        out.append(ok[0] if ok else n + 1)
    return out


def class_info(scheme: Scheme) -> list[int]:
    return [0] + [high.value_info(cat, ranks) for cat, ranks in classes(scheme)]


@cache
def _rank_hash():
    return high.rank_table()[1]


# Ace-to-six is deuce-to-seven with the ace moved below the deuce: renumber every rank one
# up (the ace wrapping to the deuce's place) and the deuce-to-seven tables give the
# ace-to-six value, the same number (both scales are built in places, see ``classes``).
# So ace-to-six has no rank or flush table of its own, only this card renumbering.
SHARED_TABLES = {"a6": "27"}


def renumbered_card(card: int) -> int:
    """Card id -> the id whose deuce-to-seven value is its ace-to-six value (ids 52..255 stay)."""
    return 4 * ((card // 4 + 1) % 13) + card % 4 if card < 52 else card


def generate() -> tuple[str, str, dict]:
    """Return (header defines, C source, the Python-side tables for verification)."""
    ph = _rank_hash()
    defines: list[tuple[str, object]] = []
    decls, source, data = [], [], {"hash": ph, "schemes": {}}
    for scheme in SCHEMES:
        name = f"hr_low_{scheme.name}"
        info, quals = class_info(scheme), qualifier_minimums(scheme)
        defines.append((f"HR_LOW_{scheme.name.upper()}_VALUES", len(info) - 1))
        decls += [f"extern const uint32_t {name}_info[{len(info)}];\n",
                  f"extern const uint16_t {name}_qual[{MAX_QUALIFIER + 1}];\n"]
        source += [c_array("uint32_t", f"{name}_info", info, 8, "0x{:06x}u"),
                   c_array("uint16_t", f"{name}_qual", quals, 16)]
        entry: dict = {"info": info, "qual": quals}
        data["schemes"][scheme.name] = entry
        if scheme.name in SHARED_TABLES:  # card keys and bits of the renumbered cards
            card = [renumbered_card(c) for c in range(256)]
            keys = [high.card_key(c) if c < 52 else 0 for c in card]
            bits = [high.card_bit(c) if c < 52 else 0 for c in card]
            decls += [f"extern const uint64_t {name}_card_key[256];\n",
                      f"extern const uint64_t {name}_card_bit[256];\n"]
            source += [c_array("uint64_t", f"{name}_card_key", keys, 4, "0x{:016x}ULL"),
                       c_array("uint64_t", f"{name}_card_bit", bits, 4, "0x{:016x}ULL")]
            entry.update(data["schemes"][SHARED_TABLES[scheme.name]], info=info, qual=quals,
                         card_key=keys, card_bit=bits)
            continue
        slots = [0] * high.padded_size(ph)  # the high table's padded length
        for key, v in best_lows(scheme).items():
            slots[ph.slots[key]] = v
        decls.append(f"extern const uint16_t {name}_rank[{len(slots)}];\n")
        source.append(c_array("uint16_t", f"{name}_rank", slots, 16))
        entry["rank_slots"] = slots
        if scheme.straights_and_flushes:
            flush = flush_table(scheme)
            decls.append(f"extern const uint16_t {name}_flush[8192];\n")
            source.append(c_array("uint16_t", f"{name}_flush", flush, 16))
            entry["flush"] = flush
            rows, columns, values = suited_tables(scheme)
            decls += [f"extern const uint32_t {name}_suited_row[{len(rows)}];\n",
                      f"extern const uint8_t {name}_suited_col[{len(columns)}];\n",
                      f"extern const uint16_t {name}_suited[{len(values)}];\n"]
            source += [c_array("uint32_t", f"{name}_suited_row", rows, 12),
                       c_array("uint8_t", f"{name}_suited_col", columns, 24),
                       c_array("uint16_t", f"{name}_suited", values, 16)]
            entry.update(suited_row=rows, suited_col=columns, suited=values)
    return c_defines(defines) + "".join(decls), "".join(source), data
