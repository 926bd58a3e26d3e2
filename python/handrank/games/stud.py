"""Seven-card stud, stud eight-or-better and razz equity: each player's share of the pot.

>>> from handrank import equity     # equity(game=...) hands the stud games to this module
>>> r = equity(["As Ks Qs Js 2d 3c", "7h 7d 7c 2h 4s 5s"], game="stud")
>>> r.exact, r.deals, round(r.equity[0], 4)
(True, 1560, 0.1994)

Each player holds 1 to 7 known cards (his down cards and up cards as far as they are seen);
the rest of his seven are dealt from the unseen deck (without every known card and ``dead``);
there is no board. ``"stud"``: best five of seven, high; ``"stud8"``: half the pot to the best
high, half to the best eight-or-better ace-to-five low, the whole pot to the high when no low
qualifies; ``"razz"``: ace-to-five low, no qualifier, the best low takes the whole pot (pairs
count against it). Players are cards: ranges are not defined for stud.

The work is done in ``csrc/games/stud.c``: the exact walk deals the players in turn and looks each
hand up once per completion of its own; Monte Carlo completes every hand from one shuffled
deck per deal, with one xoshiro256** stream per block of deals seeded from ``seed`` and the
block's number (the same seed, the same numbers, whatever the thread count). ``exact=None``
enumerates when the deals times the players are at most ``EXACT_LIMIT``, else Monte Carlo to a
standard error of ``DEFAULT_SE``.

This module deals and counts; ``analysis.equity`` checks the options first and builds the
``EquityResult`` from the counts (so the two share one result type and no import loop).
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Generator, Hashable, Iterable, Mapping
from contextlib import closing
from dataclasses import dataclass
from typing import Any, Callable, Optional

from .._core import ffi, lib
from ..cards import CardError, CardSpec, card_str, cards, cards_str
from ..errors import HandrankError
from ..explanations.showdown import Seats
from ..jobs import ordered_map
from ..registry import GAMES
from ..registry import game as _game

__all__ = ["STUD_GAMES", "StudError", "stud_run"]

# the stud games of handrank.registry: name -> (the kernels' game code in stud.h, high-low)
STUD_GAMES: dict[str, tuple[int, bool]] = {
    g.name: (g.codes["stud"], g.hi_lo) for g in GAMES.values() if "stud" in g.codes}
NC, NM = 5, 7          # the kernels' counters per player, exact and Monte Carlo (stud.h)
BLOCK = 16384          # Monte Carlo deals per generator stream
MAX_PLAYERS = 10


class StudError(HandrankError):
    """Bad stud input: the message names the player and the card (``equity`` raises it as an
    ``EquityError``).

    >>> stud_run(["As Ks", "As 7d"], game="stud", exact=None, samples=None, target_se=None, seed=None,
    ...          threads=None, progress=None, exact_limit=2e8, default_se=5e-4)
    Traceback (most recent call last):
    ...
    handrank.games.stud.StudError: Player 2: card As is also in Player 1's hand
    """


@dataclass(frozen=True)
class _StudRun:
    """What ``stud_run`` counted: the players (``keys``, whether given as a mapping, their known
    cards), the dead cards, and ``ints`` (exact: the counters of ``hr_stud_exact``) or ``acc``
    (Monte Carlo: those of ``hr_stud_mc``, with the ``seed``)."""

    keys: tuple[Hashable, ...]
    named: bool
    hands: tuple[tuple[int, ...], ...]
    dead: tuple[int, ...]
    exact: bool
    counts: tuple[int, ...]
    seed: Optional[int] = None


def _label(key: Hashable, named: bool) -> str:
    return str(key) if named and not isinstance(key, int) else Seats.label_number(
        int(key) + (0 if named else 1), "en", "nom")  # type: ignore[call-overload]


def _parse(players: Any, dead: tuple[int, ...]) -> tuple[bool, list[tuple[Hashable, tuple[int, ...]]]]:
    if isinstance(players, (str, bytes)):
        raise StudError("players is a list (or a mapping name -> cards) of each player's cards, "
                        "not one string")
    named = not isinstance(players, (list, tuple)) and isinstance(players, Mapping)
    items = list(players.items()) if named else list(enumerate(players))
    if not 2 <= len(items) <= MAX_PLAYERS:
        raise StudError(f"equity needs 2 to {MAX_PLAYERS} players, got {len(items)}")
    out: list[tuple[Hashable, tuple[int, ...]]] = []
    taken: dict[int, str] = {}
    for k, spec in items:
        label = _label(k, named)
        text = spec.strip().lower() if isinstance(spec, str) else ""
        if hasattr(spec, "combos") or text in ("random", "*") or any(ch in text for ch in "+-:,*"):
            raise StudError(f"{label}: {spec if isinstance(spec, str) else 'a range'!r} is a range; ranges "
                            "are not defined for stud: give the player's known cards")
        try:
            hand = cards(spec)
        except CardError as e:
            raise StudError(f"{label}: {e}") from None
        if not 1 <= len(hand) <= 7:
            raise StudError(f"{label}: a stud player holds 1 to 7 known cards, got {len(hand)}"
                            + (f" ({cards_str(hand)})" if hand else ""))
        for c in hand:
            if c in dead:
                raise StudError(f"{label}: card {card_str(c)} is dead")
            if c in taken:
                raise StudError(f"{label}: card {card_str(c)} is also in {taken[c]}'s hand")
            taken[c] = label
        out.append((k, hand))
    return named, out


def stud_run(players: Any, board: CardSpec = (), dead: CardSpec = (), *, game: str,
             exact: Optional[bool], samples: Optional[int], target_se: Optional[float], seed: Optional[int],
             threads: Optional[int], progress: Optional[Callable[[int, int], Any]], exact_limit: float,
             default_se: float) -> _StudRun:
    """Check the cards and count: every deal when ``exact`` (``None``: when the deals times the
    players are at most ``exact_limit``), else Monte Carlo (``samples`` deals, or whole blocks
    until every standard error is at most ``target_se``, ``default_se`` when neither is given).
    The options are checked by the caller (``analysis.equity``).

    >>> r = stud_run(["As Ks Qs Js Ts 9d 2c", "Ah Ad Ac Kd Kc 2h 3h"], game="stud", exact=None, samples=None,
    ...              target_se=None, seed=None, threads=None, progress=None, exact_limit=2e8, default_se=5e-4)
    >>> r.exact, r.counts[:3], r.counts[-1]   # player 1 wins the one deal alone: 5040 pot units
    (True, (1, 0, 5040), 1)
    """
    g = _game(game, "equity", error=StudError)
    if g.name not in STUD_GAMES:
        raise StudError(f"{g.name} is not a stud game: the stud games are {', '.join(STUD_GAMES)}")
    game = g.name
    code = STUD_GAMES[game][0]
    try:
        b = cards(board) if board is not None else ()
        d = cards(dead) if dead is not None else ()
    except CardError as e:
        raise StudError(f"{'board' if board else 'dead cards'}: {e}") from None
    if b:
        raise StudError(f"{game} has no board: give each player's known cards (board {board!r})")
    named, ps = _parse(players, d)
    n = len(ps)
    missing = [7 - len(h) for _, h in ps]
    left = 52 - len(d) - sum(len(h) for _, h in ps)
    if sum(missing) > left:
        raise StudError(f"impossible deal: the players lack {sum(missing)} cards to make seven each and only "
                        f"{left} are unseen (the shared river card is not modelled)")
    c_cards = ffi.new("uint8_t[]", bytes(c for _, h in ps for c in h))
    c_counts = ffi.new("uint8_t[]", bytes(len(h) for _, h in ps))
    args = (code, n, c_cards, c_counts, sum(1 << c for c in d))
    deals, rest = 1, left
    for m in missing:
        deals *= math.comb(rest, m)
        rest -= m
    if exact is None:
        exact = samples is None and target_se is None and deals * n <= exact_limit
    keys, hands = tuple(k for k, _ in ps), tuple(h for _, h in ps)
    if exact:
        return _StudRun(keys, named, hands, d, exact=True, counts=tuple(_exact(args, threads or 1, progress)))
    if samples is None and target_se is None:
        target_se = default_se
    if seed is None:  # fresh numbers each run; the result says which seed gives them again
        seed = secrets.randbits(64)
    acc = _monte_carlo(args, samples, target_se, seed, threads or 1, progress)
    return _StudRun(keys, named, hands, d, exact=False, counts=tuple(acc), seed=seed)


def _ordered(fn: Callable[[Any], list[int]], items: Iterable[Any], threads: int
             ) -> Generator[tuple[Any, list[int]], None, None]:
    """``ordered_map``'s pairs as a generator: closing it closes the map (``contextlib.closing``)."""
    yield from ordered_map(fn, items, threads)


def _exact(args: tuple[Any, ...], threads: int, progress: Optional[Callable[[int, int], Any]]) -> list[int]:
    """Every deal, in slices of player 0's completions (integer counts add up in any order)."""
    n = args[1]
    first = lib.hr_stud_first_combos(*args)
    if first == 0:  # pragma: no cover - the arguments were checked here first
        raise StudError("the stud kernel refused its arguments")
    step = max(1, -(-first // (8 * threads)))

    def run(a: int) -> list[int]:
        ints = ffi.new("uint64_t[]", NC * n + 1)
        if lib.hr_stud_exact(*args, a, min(a + step, first), ints) < 0:  # pragma: no cover
            raise StudError("the stud kernel refused its arguments")
        return list(ints)

    total = [0] * (NC * n + 1)
    with closing(_ordered(run, range(0, first, step), threads)) as parts:
        for a, part in parts:
            total = [x + y for x, y in zip(total, part)]
            if progress is not None:
                progress(min(a + step, first), first)
    return total


def _worst_se(acc: list[int], n: int) -> float:
    """The largest standard error of a player's share (deals are independent, groups of one)."""
    m = acc[NM * n]
    return max(math.sqrt(max(acc[NM * p + 3] / 5040 ** 2 / m - (acc[NM * p + 2] / 5040 / m) ** 2, 0.0) / m)
               for p in range(n))


def _monte_carlo(args: tuple[Any, ...], samples: Optional[int], target_se: Optional[float], seed: int,
                 threads: int, progress: Optional[Callable[[int, int], Any]]) -> list[int]:
    """Block b of ``BLOCK`` deals from stream b: ``samples`` deals, or whole blocks until every
    standard error is at most ``target_se`` (never past ``samples`` when both are given)."""
    n = args[1]
    size = NM * n + 3
    total = [0] * size
    blocks = 0

    def run(block: tuple[int, int]) -> list[int]:
        acc = ffi.new("uint64_t[]", size)
        if lib.hr_stud_mc(*args, seed, block[0], block[1], acc) < 0:  # pragma: no cover
            raise StudError("the stud kernel refused its arguments")
        return list(acc)

    if target_se is not None:
        goal = min(8 * BLOCK, samples or 8 * BLOCK)
    elif samples is not None:
        goal = samples
    else:  # pragma: no cover - stud_run sets a target when it is given no samples
        raise StudError("give samples or target_se")
    while True:
        todo = []
        while blocks * BLOCK < goal:
            todo.append((blocks, min(BLOCK, goal - blocks * BLOCK)))
            blocks += 1
        with closing(_ordered(run, todo, threads)) as parts:
            for _, acc in parts:
                total = [x + y for x, y in zip(total, acc)]
                if progress is not None:
                    progress(total[NM * n], goal)
        if target_se is None or total[NM * n] == samples:
            return total
        worst = _worst_se(total, n)
        if worst <= target_se:
            return total
        goal = -(-max(int(total[NM * n] * (worst / target_se) ** 2), total[NM * n] + 1) // BLOCK) * BLOCK
        goal = goal if samples is None else min(goal, samples)
