"""Displacement perfect hashing for sparse integer keys.

A key ``k < 2**bits`` is first scrambled by an odd multiplier modulo ``2**bits``
(a bijection, so distinct keys stay distinct and clustered keys spread out),
``h = k * mult mod 2**bits``. ``h`` splits into a row ``h >> shift`` and a column
``h & (2**shift - 1)``; every row gets a base so that ``base[row] + column`` is a
distinct slot of one dense table. Bases are found first-fit-decreasing: rows with
the most keys are placed first, each at the lowest base where all its columns land
on free slots. A lookup is a multiply, a mask, a shift and two loads.

The taken slots are the bits of one Python integer, so the lowest base that fits a row is
the lowest zero bit of the OR of that integer shifted down by each of the row's columns:
a few big-integer operations a row.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PerfectHash:
    bits: int
    shift: int
    mult: int
    bases: list[int]       # indexed by row
    size: int              # slots in the dense table
    slots: dict[int, int]  # key -> slot

    def slot(self, key: int) -> int:
        h = (key * self.mult) & ((1 << self.bits) - 1)
        return self.bases[h >> self.shift] + (h & ((1 << self.shift) - 1))


def build(keys: list[int], bits: int, shift: int, mult: int) -> PerfectHash:
    """Place ``keys`` (distinct, ``0 <= key < 2**bits``) into a dense table."""
    assert mult & 1 and all(0 <= k < 1 << bits for k in keys)
    full, mask = (1 << bits) - 1, (1 << shift) - 1
    rows: dict[int, list[int]] = {}
    for k in keys:
        h = (k * mult) & full
        rows.setdefault(h >> shift, []).append(h & mask)
    used = 0  # bit i: slot i taken
    bases = [0] * (1 << (bits - shift))
    for r in sorted(rows, key=lambda r: (-len(rows[r]), r)):
        cols = rows[r]
        blocked = 0  # bit b: base b puts one of the row's columns on a taken slot
        for c in cols:
            blocked |= used >> c
        base = (~blocked & (blocked + 1)).bit_length() - 1
        for c in cols:
            used |= 1 << (base + c)
        bases[r] = base
    size = used.bit_length()
    ph = PerfectHash(bits, shift, mult, bases, size, {})
    slots = {k: ph.slot(k) for k in keys}
    if len(set(slots.values())) != len(keys):
        raise AssertionError("perfect hash placement failed")
    return PerfectHash(bits, shift, mult, bases, size, slots)
