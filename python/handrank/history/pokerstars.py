"""PokerStars hand histories (the text the client writes): cash games and tournaments, Hold'em
and Omaha (no limit, pot limit, fixed limit), antes, straddles, dead blinds, uncalled bets,
"collected" lines, main and side pots, rake, thousand separators, all-in cash-outs and hands run
twice.

``parse_hand(lines)`` reads the lines of one hand (``handrank.history.read`` splits a file into
hands). The seats come out in PHH order: the first seat after the button first, the button
last. Lines that say nothing about the money or the cards (chat, players joining, leaving or
timing out, bounties, tournament finishes) are passed over; a line of a seated player that is
not an action handrank knows is refused, naming it.

>>> text = '''PokerStars Hand #1001:  Hold'em No Limit ($0.05/$0.10 USD) - 2024/01/02 10:00:00 ET
... Table 'Demo' 6-max Seat #2 is the button
... Seat 1: ann ($10 in chips)
... Seat 2: bob ($10 in chips)
... bob: posts small blind $0.05
... ann: posts big blind $0.10
... *** HOLE CARDS ***
... bob: folds
... Uncalled bet ($0.05) returned to ann
... ann collected $0.10 from pot
... *** SUMMARY ***
... Total pot $0.10 | Rake $0'''
>>> hand = parse_hand(text.splitlines())
>>> hand.names, hand.collected, hand.returned, hand.money(hand.collected[0])
(('ann', 'bob'), (10, 0), (5, 0), '0.10')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Optional

from .betting import Betting
from .model import Hand, HandError, HistoryError, check_cards, lazy_hand, parse_cards, parse_money

__all__ = ["HEADER", "parse_hand"]

#: The first words of a hand's first line.
HEADER = "PokerStars "

_HEAD = re.compile(
    r"PokerStars (?:Zoom |Home Game |Rush )?(?:Hand|Game) #(\d+):\s+(?:\{[^}]*\}\s+)?"
    r"(?:Tournament #(\d+),\s+(.*?)\s+)?"
    r"(Hold'em|Omaha|5 Card Omaha|Omaha Hi/Lo|5 Card Omaha Hi/Lo|6\+ Hold'em|Razz|7 Card Stud|"
    r"7 Card Stud Hi/Lo|"
    r"5 Card Draw|Triple Draw 2-7 Lowball|Single Draw 2-7 Lowball|Badugi|Courchevel|Courchevel Hi/Lo)\s+"
    r"(No Limit|Pot Limit|Limit)\s*(?:-\s*(?:Match Round \S+,\s*)?Level (\S+)\s*)?"
    r"\(([^)]*)\)\s*-\s*(.*)$"
)
_TABLE = re.compile(r"Table '(.*)' (?:.*?)Seat #(\d+) is the button")
_SEAT = re.compile(r"Seat (\d+): (.*) \(([^()]*?) in chips(?:[^()]*)\)(.*)$")
_GAMES = {"Hold'em": "holdem", "Omaha": "omaha", "5 Card Omaha": "omaha5"}
_LIMITS = {"No Limit": "no", "Pot Limit": "pot", "Limit": "fixed"}
_STREETS = {"FLOP": 1, "TURN": 2, "RIVER": 3}
_RUNS = {"FIRST": 0, "SECOND": 1}
_SILENT_VERBS = (
    "sits out",
    "is sitting out",
    "is away",
    "is back",
    "has returned",
    "doesn't show hand",
    "is disconnected",
    "is connected",
    "timed out",
)


class _Hand:
    """The state of a hand being read: the header's facts, the seats, the betting, the boards."""

    def __init__(self) -> None:
        self.decimals = 0
        self.limit = "no"
        self.sb = self.bb = 0
        self.seat_of: dict[str, int] = {}
        self.holes: list[Optional[tuple[int, ...]]] = []
        self.runs: list[list[int]] = [[]]
        self.collects: list[tuple[int, int, int, int]] = []
        self.returned: list[int] = []
        self.cashed: list[int] = []
        self.rake: Optional[int] = None
        self.total: Optional[int] = None
        self.run = 0
        self.street = 0


_AMOUNTS: dict[tuple[str, int], int] = {}  # amounts met, by text and decimals (bounded below)


def _money(h: _Hand, text: str) -> int:
    v = _AMOUNTS.get((text, h.decimals))
    if v is not None:
        return v
    t = text
    if t and t[-1] == ".":  # "Main pot $10.00." ends a sentence
        t = t[:-1]
    v = int(t) if h.decimals == 0 and t.isdigit() else parse_money(t, h.decimals)
    if len(_AMOUNTS) > 50_000:
        _AMOUNTS.clear()
    _AMOUNTS[text, h.decimals] = v
    return v


def _header(line: str) -> tuple[dict[str, str], _Hand]:
    m = _HEAD.match(line)
    if m is None:
        raise HistoryError(f"not a PokerStars hand's first line: {line[:80]!r}")
    hand_id, tournament, _buyin, game, limit, _level, stakes, time = m.groups()
    if game not in _GAMES:
        raise HistoryError(f"{game} is not read yet (handrank reads PokerStars Hold'em and Omaha)")
    h = _Hand()
    words = stakes.split()
    blinds = words[0].split("/") if words else []
    if len(blinds) != 2:
        raise HistoryError(f"stakes {stakes!r}: no small and big blind")
    cash = tournament is None and any(c in blinds[1] for c in "$€£")
    h.decimals = 2 if cash else 0
    h.limit = _LIMITS[limit]
    h.sb, h.bb = _money(h, blinds[0]), _money(h, blinds[1])  # fixed limit: the small and the big bet
    facts = {
        "hand_id": hand_id,
        "tournament": tournament or "",
        "game": _GAMES[game],
        "limit": _LIMITS[limit],
        "time": time.strip(),
        "currency": words[1] if cash and len(words) > 1 else ("USD" if cash else ""),
    }
    return facts, h


def _action(h: _Hand, b: Betting, seat: int, rest: str) -> None:
    """One player's line after ``name: ``."""
    if rest.endswith(" and is all-in"):
        rest = rest[:-14]
    elif " and has reached the " in rest:
        rest = rest[: rest.index(" and has reached the ")]
    verb, _, arg = rest.partition(" ")
    if verb == "folds":
        b.fold(seat)
        if arg.startswith("["):  # "folds [Ah Kd]": the logger's own cards
            h.holes[seat] = parse_cards(arg[1 : arg.index("]")])
    elif verb == "checks":
        b.check(seat)
    elif verb == "calls":
        b.call(seat, _money(h, arg))
    elif verb == "bets":
        b.bet_to(seat, b.put[seat] + _money(h, arg), "bet")
    elif verb == "raises":
        _, _, to = arg.partition(" to ")
        b.bet_to(seat, _money(h, to), "raise")
    elif verb == "posts":
        _post(h, b, seat, arg)
    elif verb == "shows":
        h.holes[seat] = parse_cards(arg[1 : arg.index("]")])
        b.mark(seat, "show")
    elif verb == "mucks":
        if arg.startswith("hand ["):
            h.holes[seat] = parse_cards(arg[6 : arg.index("]")])
        b.mark(seat, "muck")
    elif not any(rest.startswith(v) for v in _SILENT_VERBS):
        raise HistoryError(f"{b._who(seat)}: {rest!r} is not an action handrank reads")


def _post(h: _Hand, b: Betting, seat: int, arg: str) -> None:
    what, _, amount = arg.rpartition(" ")
    chips = _money(h, amount)
    if what == "small & big blinds":  # a returning player's blinds: the small blind is dead
        live = min(h.bb if h.limit != "fixed" else h.sb, chips)  # fixed limit: the big blind is a small bet
        b.post(seat, "dead", chips - live)
        b.post(seat, "blind", live)
    elif what == "the ante":
        b.post(seat, "ante", chips)
    elif what in ("small blind", "big blind"):
        b.post(seat, "blind", chips)
    elif what == "straddle":
        b.post(seat, "straddle", chips)
    else:
        raise HistoryError(f"{b._who(seat)} posts {what!r}: not a post handrank reads")


def _street(h: _Hand, b: Betting, line: str) -> None:
    """A ``*** NAME *** [cards] [cards]`` line."""
    title = line[4 : line.index(" ***", 4)]
    words = title.split()
    if words and words[0] in _RUNS:
        run = _RUNS[words[0]]
        if run == 1 and len(h.runs) == 1:
            h.runs.append(list(h.runs[0][: _cards_before(words[-1])]))
        h.run = run
        words = words[1:]
    name = " ".join(words)
    if name in _STREETS and "[" in line:
        cards = parse_cards(line[line.index("[") + 1 :].replace("]", " ").replace("[", " "))
        street = _STREETS[name]
        if h.run == 0 and len(h.runs) == 1:
            h.runs[0] = list(cards)
            b.next_street(street)
            h.street = street
        else:
            h.runs[h.run] = list(cards)


def _cards_before(street_name: str) -> int:
    return {"FLOP": 0, "TURN": 3, "RIVER": 4}.get(street_name, 0)


def _other(h: _Hand, line: str, summary: bool) -> None:
    """A line that is not a player's action: dealt cards, returns, collects, the summary."""
    if line.startswith("Dealt to "):
        name, _, cards = line[9:].rpartition(" [")
        seat = h.seat_of.get(name)
        if seat is not None and cards:
            h.holes[seat] = parse_cards(cards.replace("]", " ").replace("[", " "))
    elif line.startswith("Uncalled bet ("):
        amount, _, name = line[14:].partition(") returned to ")
        seat = h.seat_of.get(name)
        if seat is None:
            raise HistoryError(f"uncalled bet returned to {name!r}, who has no seat")
        h.returned[seat] += _money(h, amount)
    elif " collected " in line and not summary:
        _collected(h, line)
    elif " cashed out the hand for " in line and not summary:
        name, _, rest = line.partition(" cashed out the hand for ")
        seat = h.seat_of.get(name)
        if seat is not None:
            h.cashed[seat] += _money(h, rest.split(" ")[0])
    elif summary:
        _summary(h, line)


def _collected(h: _Hand, line: str) -> None:
    i = line.rfind(" collected ")
    name, rest = line[:i], line[i + 11 :]
    seat = h.seat_of.get(name)
    if seat is None:
        raise HistoryError(f"{name!r} collected a pot without a seat")
    amount, _, pot = rest.partition(" from ")
    index = -1
    if pot.startswith("main pot"):
        index = 0
    elif pot.startswith("side pot"):
        tail = pot[8:].lstrip("-")
        index = int(tail) if tail.isdigit() else 1
    h.collects.append((seat, _money(h, amount), index, h.run))


def _summary(h: _Hand, line: str) -> None:
    if line.startswith("Total pot "):
        parts = line.split(" | ")
        h.total = _money(h, parts[0].split()[2])
        fees = 0
        for part in parts[1:]:
            words = part.split()
            if len(words) >= 2 and words[0] in ("Rake", "Jackpot", "Bingo", "Fortune", "Fee"):
                fees += _money(h, words[-1])
        h.rake = fees
    elif line.startswith("Seat ") and ("showed [" in line or "mucked [" in line):
        body = line[line.index(": ") + 2 :]
        i = body.find(" showed [") if " showed [" in body else body.find(" mucked [")
        name = body[:i]
        if " (" in name and name not in h.seat_of:
            name = name[: name.rindex(" (")]
        seat = h.seat_of.get(name)
        if seat is not None and h.holes[seat] is None:
            j = body.index("[", i)
            h.holes[seat] = parse_cards(body[j + 1 : body.index("]", j)])


def _seats(h: _Hand, lines: Sequence[str], start: int) -> tuple[list[tuple[str, int, int]], int, int, str]:
    """The table line and the seat lines: the seats in PHH order (each name, stack, seat number),
    the index of the first line after them, the button's seat number and the table's name."""
    m = _TABLE.match(lines[start]) if start < len(lines) else None
    if m is None:
        raise HistoryError("no table line (Table '...' ... Seat #N is the button) after the first line")
    table, button = m.group(1), int(m.group(2))
    listed: list[tuple[int, str, int]] = []
    i = start + 1
    while i < len(lines) and lines[i].startswith("Seat "):
        s = _SEAT.match(lines[i])
        if s is None:
            raise HistoryError(f"a seat line handrank cannot read: {lines[i][:80]!r}")
        if "sitting out" not in s.group(4) and "out of hand" not in s.group(4):
            listed.append((int(s.group(1)), s.group(2), _money(h, s.group(3))))
        i += 1
    if len(listed) < 2:
        raise HistoryError("fewer than two players dealt in")
    after = [x for x in listed if x[0] > button] + [x for x in listed if x[0] <= button]
    return [(name, stack, number) for number, name, stack in after], i, button, table


def _made(
    h: _Hand,
    b: Betting,
    facts: dict[str, str],
    table: str,
    seats: list[tuple[str, int, int]],
    n: int,
    file: str,
    line: int,
) -> Hand:
    """The hand read: the seats listed but not dealt in (waiting for the big blind) left out."""
    fixed = h.limit == "fixed"
    holes, collects, actions = h.holes, h.collects, b.actions
    returned, cashed, seat_rows = h.returned, h.cashed, seats
    active = {a[1] for a in actions}
    active.update(c[0] for c in collects)
    if len(active) != n:  # seats listed but not dealt in (waiting for the big blind): left out
        keep = [k for k in range(n) if k in active]
        new = {old: k for k, old in enumerate(keep)}
        actions = [(a[0], new[a[1]], *a[2:]) for a in actions]
        collects = [(new[c[0]], *c[1:]) for c in collects]
        seat_rows = [seat_rows[k] for k in keep]
        holes = [holes[k] for k in keep]
        returned = [returned[k] for k in keep]
        cashed = [cashed[k] for k in keep]
    hand = lazy_hand(
        {
            "game": facts["game"],
            "limit": h.limit,
            "holes": tuple(holes),
            "boards": tuple([tuple(r) for r in h.runs]),
            "min_bet": None if fixed else h.bb,
            "small_bet": h.sb if fixed else None,
            "big_bet": h.bb if fixed else None,
            "decimals": h.decimals,
            "currency": facts["currency"],
            "site": "pokerstars",
            "hand_id": facts["hand_id"],
            "table": table,
            "tournament": facts["tournament"],
            "time": facts["time"],
            "finishing": None,
            "returned": tuple(returned),
            "rake": h.rake,
            "total_pot": h.total,
            "cashed_out": tuple(cashed),
            "extra": {},
        },
        seat_rows,
        actions,
        collects,
        file,
        line,
    )
    return hand


def parse_hand(lines: Sequence[str], file: str = "", line: int = 1) -> Hand:
    """The ``Hand`` of one PokerStars hand's lines; a ``HandError`` naming ``file`` and the line
    (counted from ``line``, the hand's first) where it cannot be read.

    >>> parse_hand(["PokerStars Hand #1:  Hold'em No Limit (1/2) - now", "no table"], "x.txt", 7)
    Traceback (most recent call last):
    ...
    handrank.history.model.HandError: x.txt, line 8: no table line (Table '...' ... Seat #N is the button) \
after the first line
    """
    i = 0
    try:
        facts, h = _header(lines[0].lstrip("\ufeff"))
        i = 1
        seats, i, _button, table = _seats(h, lines, 1)
        names = [s[0] for s in seats]
        h.seat_of = {n: k for k, n in enumerate(names)}
        if len(h.seat_of) != len(names):
            raise HistoryError("two seats have the same name")
        n = len(seats)
        h.holes, h.returned, h.cashed = [None] * n, [0] * n, [0] * n
        b = Betting([s[1] for s in seats], names, h.decimals)
        summary = False
        seat_of = h.seat_of
        for i in range(i, len(lines)):  # noqa: B020 - i names the line an error reports
            text = lines[i]
            if text[:4] == "*** ":
                if text.startswith("*** SUMMARY"):
                    summary = True
                elif not summary:
                    _street(h, b, text)
                continue
            if not summary:
                j = text.find(": ")  # a player's line: "name: what he did"
                while j >= 0:
                    seat = seat_of.get(text[:j], -1)
                    if seat >= 0:
                        rest = text[j + 2 :]
                        if rest == "folds":
                            b.fold(seat)
                        elif rest == "checks":
                            b.check(seat)
                        else:
                            _action(h, b, seat, rest)
                        break
                    j = text.find(": ", j + 1)
                if j >= 0:
                    continue
            if 'said, "' not in text:  # chat says nothing about the hand
                _other(h, text, summary)
        hand = _made(h, b, facts, table, seats, n, file, line)
        return check_cards(hand)
    except HistoryError as e:
        raise HandError(str(e), file, line + i) from None
    except (ValueError, IndexError) as e:
        raise HandError(f"cannot read {lines[i][:80]!r} ({e})", file, line + i) from None
