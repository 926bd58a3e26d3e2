"""Check generated tables entry by entry against ``reference``."""

from __future__ import annotations

from . import high, reference


def _unsuited_cards(ms: tuple[int, ...]) -> tuple[int, ...]:
    # suits 0,1,2,3,0,1,2 in order: copies of a rank get distinct suits, no suit gets five
    return tuple(4 * r + i % 4 for i, r in enumerate(ms))


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
            want = reference.value(_unsuited_cards(ms))
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
