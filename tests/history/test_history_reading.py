"""The PHH reader's TOML against tomllib, on the shipped hands and on generated texts (valid ones
in the subset it reads fast, and each of them mutated a character at a time); the block reader of
PHH files against the line reader; a lazily made hand against one made whole."""

from __future__ import annotations

import dataclasses
import io
import random
import sys
from decimal import Decimal
from pathlib import Path

import pytest
from handrank.history import phh, read, reader
from handrank.history.model import HistoryError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python < 3.11
    import tomli as tomllib

DATA = Path(__file__).with_name("data")
PHH = "phh"


def toml(text):
    """What tomllib reads, floats as the Decimal written; None when it is not TOML, or has an
    infinite or not-a-number float (the reader refuses those: no amount is unknown)."""
    try:
        data = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError:
        return None
    return None if _unknown(data) else data


def _unknown(v):
    if isinstance(v, dict):
        return any(_unknown(x) for x in v.values())
    if isinstance(v, list):
        return any(_unknown(x) for x in v)
    return isinstance(v, Decimal) and not v.is_finite()


def fields(text):
    try:
        return phh._fields(text)
    except HistoryError:
        return None


def same(a, b):
    """Equal values of equal types (1 is not True, Decimal("1.0") not 1)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, Decimal):
        return str(a) == str(b)
    return a == b


def hand_texts(path):
    text = path.read_text()
    parts = text.split("\n[")
    return [p.split("]\n", 1)[1] if "]\n" in p else p for p in parts]


def test_shipped_hands_read_as_tomllib_reads_them():
    for path in DATA.glob("*.phh*"):
        for text in hand_texts(path):
            assert same(fields(text), toml(text)), text


_WORDS = ["a", "b c", "it's", 'say "hi"', "#1", "[x]", "p1 cbr 3", "d db AhKd2c", "", "x = 1", "é"]


def _value(rng, depth=0):
    kind = rng.randrange(8 if depth == 0 else 6)
    if kind == 0:
        return repr(rng.randrange(-5, 10**rng.randrange(1, 12)))
    if kind == 1:
        return f"{rng.randrange(0, 999)}.{rng.randrange(0, 100):0{rng.randrange(1, 3)}d}"
    if kind == 2:
        return rng.choice(["true", "false", "1e3", "-0", "+7", "0.5E-2", "007", "1_000", "inf", "nan"])
    if kind == 3:
        w = rng.choice(_WORDS)
        return f"'{w}'" if "'" not in w else f'"{w}"' if '"' not in w else "'x'"
    if kind == 4:
        w = rng.choice(_WORDS)
        return f'"{w}"' if '"' not in w else "'y'"
    if kind == 5:
        return rng.choice(["2024-01-02", "13:30:00", "{ a = 1 }", "'''m'''", '"e\\u0021"'])
    items = [_value(rng, 1) for _ in range(rng.randrange(0, 6))]
    if rng.random() < 0.7:  # arrays of one kind, as PHH writes them
        one = _value(rng, 1)
        items = [one] * len(items)
    seps = [rng.choice([", ", ",", " , ", ",\n  ", ",  # it's a 'note'\n  ", ",#x#y\n"]) for _ in items]
    body = "".join(x + s for x, s in zip(items, seps))
    if items and rng.random() < 0.5:
        body = body[: -len(seps[-1])]
    return "[" + rng.choice(["", "\n  ", "  # open\n"]) + body + rng.choice(["", "\n", " "]) + "]"


def generated(rng):
    keys = rng.sample(["variant", "antes", "actions", "players", "min_bet", "hand", "x-y", "k_2", "seats"], 5)
    lines = []
    for key in keys:
        if rng.random() < 0.2:
            lines.append(rng.choice(["", "# a comment's line", "   ", "\t# [1]", "#"]))
        end = rng.choice(["", "  ", " # note", "# it's"])
        lines.append(f"{rng.choice(['', ' '])}{key}{rng.choice([' = ', '=', ' =  '])}{_value(rng)}{end}")
    if rng.random() < 0.1:
        lines.append(lines[0])  # a key twice
    return "\n".join(lines) + rng.choice(["\n", "", "\n\n# end\n"])


@pytest.mark.parametrize("seed", range(8))
def test_generated_texts_read_as_tomllib_reads_them(seed):
    rng = random.Random(seed)
    alphabet = "'\"#[],=\n \t0.e_-x\x01\r\\"
    for _ in range(300):
        text = generated(rng)
        assert same(fields(text), toml(text)), text
        for _ in range(3):
            i = rng.randrange(len(text) + 1)
            cut = rng.randrange(3)
            mutated = text[:i] + rng.choice(["", rng.choice(alphabet)]) + text[i + (cut if cut < 2 else 0) :]
            assert same(fields(mutated), toml(mutated)), mutated


@pytest.mark.parametrize("block", [1, 7, 64, 1 << 20])
def test_block_reader_splits_as_the_line_reader(monkeypatch, block):
    monkeypatch.setattr(reader, "_BLOCK", block)
    rng = random.Random(block)
    base = (DATA / "hands.phhs").read_text()
    texts = [base, base.rstrip("\n"), "variant = 'NT'\n" + base, "[1]\n\n# c\n[2]\n  [3]"]
    for _ in range(20):
        parts = base.split("\n")
        rng.shuffle(parts)
        texts.append("\n".join(parts))
    for text in texts:
        by_line = [(e.why if e else h.source.line) for h, e in _all(read(text.splitlines(True), format=PHH))]
        by_block = [(e.why if e else h.source.line) for h, e in _all(read(io.StringIO(text), format=PHH))]
        assert by_line == by_block


@pytest.mark.parametrize("block", [1, 5, 97, 1 << 20])
def test_stars_block_reader_splits_as_the_line_reader(monkeypatch, block):
    monkeypatch.setattr(reader, "_BLOCK", block)
    rng = random.Random(block)
    hands = [p.read_text() for p in sorted(DATA.glob("stars_*.txt"))]
    texts = ["\n\n".join(hands), "\ufeff" + hands[0], "notes\n" + hands[1], "\n\nnotes\n\n" + hands[2]]
    for _ in range(30):
        lines = "\n\n\n".join(rng.sample(hands, 3)).split("\n")
        for _ in range(3):
            i = rng.randrange(len(lines))
            lines.insert(i, rng.choice(["", "", "junk", lines[i], "PokerStars Hand #9: x"]))
        end = rng.choice(["\n", "", "\n\n\n", "\r\n"])
        texts.append(end.join(lines) if end == "\r\n" else "\n".join(lines) + end)
    for text in texts:
        for fmt in (None, "pokerstars"):
            by_line = read(text.splitlines(True), format=fmt)
            by_block = read(io.StringIO(text), format=fmt)
            assert list(by_line) == list(by_block)
            assert [(e.why, e.line) for e in by_line.errors] == [(e.why, e.line) for e in by_block.errors]


def _all(r):
    out = []
    for h in r:
        out.append((h, None))
    return out + [(None, e) for e in r.errors]


def test_a_lazily_made_hand_equals_one_made_whole():
    for hand in read(DATA):
        whole = dataclasses.replace(hand)  # through the dataclass's own __init__
        assert "_raw" not in vars(whole)
        fresh = next(h for h in read(DATA) if h.source == hand.source)
        assert fresh == whole and repr(fresh) == repr(whole)
        assert fresh.seats == whole.seats and fresh.actions == whole.actions


def test_bb_per_100_interval_is_the_mean_plus_minus_1_96_standard_errors():
    import statistics

    from handrank.history import replay, totals

    replays = [replay(h) for h in read(DATA)] * 3  # each player in a few hands
    results: dict[str, list[float]] = {}
    for r in replays:
        bb = r.hand.min_bet or r.hand.small_bet or 0
        for k, seat in enumerate(r.hand.seats):
            net = r.net[k]
            results.setdefault(seat.name, []).append(net / bb if net is not None and bb else 0.0)
    for name, t in totals(replays).items():
        xs = results[name]
        assert t.hands == len(xs)
        half = 1.96 * statistics.stdev(xs) / len(xs) ** 0.5
        mean = statistics.fmean(xs)
        low, high = t.bb_per_100_interval
        assert low == pytest.approx((mean - half) * 100, abs=1e-9)
        assert high == pytest.approx((mean + half) * 100, abs=1e-9)
    one = totals(replays[:1])
    assert all(t.bb_per_100_interval is None for t in one.values())


def test_hands_table_has_a_row_a_hand_read_and_a_frame():
    from handrank.history import hands_table

    hands = list(read(DATA))
    t = hands_table(hands)
    rows = t.records()
    assert len(rows) == len(hands) == 10 and len(t.header()) == len(rows[0])
    by = dict(zip(t.header(), rows[[h.site for h in hands].index("pokerstars")]))
    first = next(h for h in hands if h.site == "pokerstars")
    assert by["hand_id"] == first.hand_id and by["players"] == len(first.seats)
    assert by["total_pot"] == first.money(first.total_pot) and by["line"] == first.source.line
    assert t.to_dict()["hands"][0]["file"] == hands[0].source.file
    assert t.text("ru").startswith("Раздач: 10") and t.text().count("\n") == 11
    pd = pytest.importorskip("pandas")
    frame = t.to_frame()
    assert isinstance(frame, pd.DataFrame) and frame.shape == (10, len(t.header()))
