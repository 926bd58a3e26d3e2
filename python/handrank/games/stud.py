"""Seven-card stud, stud eight-or-better and razz equity: each player's share of the pot.

>>> r = stud_equity(["As Ks Qs Js 2d 3c", "7h 7d 7c 2h 4s 5s"], game="stud")
>>> r.exact, r.deals, round(r.equity[0], 4)
(True, 1560, 0.1994)

Each player holds 1 to 7 known cards (his down cards and up cards as far as they are seen);
the rest of his seven are dealt from the unseen deck (without every known card and ``dead``);
there is no board. ``"stud"``: best five of seven, high; ``"stud8"``: half the pot to the best
high, half to the best eight-or-better ace-to-five low, the whole pot to the high when no low
qualifies; ``"razz"``: ace-to-five low, no qualifier, the best low takes the whole pot (pairs
count against it). Players are cards: ranges are not defined for stud.

The work is done in ``csrc/stud.c``: the exact walk deals the players in turn and looks each
hand up once per completion of its own; Monte Carlo completes every hand from one shuffled
deck per deal, with one xoshiro256** stream per block of deals seeded from ``seed`` and the
block's number (the same seed, the same numbers, whatever the thread count). ``exact=None``
enumerates when the deals times the players are at most ``EXACT_LIMIT``, else Monte Carlo to a
standard error of ``DEFAULT_SE``.
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Hashable, Mapping
from typing import Any, Callable, Optional

from .._core import ffi, lib
from ..cards import CardError, CardSpec, card_str, cards, cards_str
from .equity import (BLOCK, DEFAULT_SE, EXACT_LIMIT, MAX_PLAYERS, NC, NM, POT, EquityError, EquityResult,
                     PlayersSpec, _check_options, _ids, _labels, _looks_like_range, _map, _se)

__all__ = ["STUD_GAMES", "stud_equity"]

STUD_GAMES: dict[str, int] = {"stud": 0, "stud8": 1, "razz": 2}  # the kernels' game codes (stud.h)


def _stud_players(players: PlayersSpec, dead: frozenset[int]) -> list[tuple[Hashable, dict[str, str],
                                                                            tuple[int, ...]]]:
    """``(key, labels, card ids)`` per player; an EquityError naming the player and the card."""
    if isinstance(players, (str, bytes)):
        raise EquityError("players is a list (or a mapping name -> cards) of each player's cards, not one "
                          "string")
    named = not isinstance(players, (list, tuple)) and isinstance(players, Mapping)
    items = list(players.items()) if named else list(enumerate(players))  # type: ignore[union-attr]
    if not 2 <= len(items) <= MAX_PLAYERS:
        raise EquityError(f"equity needs 2 to {MAX_PLAYERS} players, got {len(items)}")
    out = []
    taken: dict[int, str] = {}
    for k, spec in items:
        labels = _labels(k, named)
        label = labels["en"]
        if hasattr(spec, "combos") or (isinstance(spec, str) and _looks_like_range(spec)):
            raise EquityError(f"{label}: {spec if isinstance(spec, str) else 'a range'!r} is a range; ranges are "
                              "not defined for stud: give the player's known cards")
        try:
            hand = cards(spec)
        except CardError as e:
            raise EquityError(f"{label}: {e}") from None
        if not 1 <= len(hand) <= 7:
            raise EquityError(f"{label}: a stud player holds 1 to 7 known cards, got {len(hand)}"
                              + (f" ({cards_str(hand)})" if hand else ""))
        for c in hand:
            if c in dead:
                raise EquityError(f"{label}: card {card_str(c)} is dead")
            if c in taken:
                raise EquityError(f"{label}: card {card_str(c)} is also in {taken[c]}'s hand")
            taken[c] = label
        out.append((k, labels, hand))
    return out


def stud_equity(players: PlayersSpec, board: CardSpec = (), dead: CardSpec = (), *, game: str = "stud",
                exact: Optional[bool] = None, samples: Optional[int] = None,
                target_se: Optional[float] = None, seed: Optional[int] = None, threads: Optional[int] = None,
                progress: Optional[Callable[[int, int], Any]] = None) -> EquityResult:
    """Stud, stud8 or razz equity (``equity(..., game="stud")`` calls this): the options as in
    ``equity``; ``board`` must be empty (stud has none).

    >>> r = stud_equity(["Ah 2h 3d 4c 9s", "Kh Kd 8c 7c 6c"], game="stud8")
    >>> r.deals, round(r.scoop[0], 4), round(r.low[0], 4), round(r.high[1], 4), round(r.equity[1], 4)
    (671580, 0.2565, 0.5285, 0.7284, 0.5602)
    >>> r = stud_equity(["As 2d 3c", "Kh Kd 8c", "7h 6h 5h"], game="razz", samples=50_000, seed=1)
    >>> r.exact, r.samples, abs(sum(r.equity.values()) - 1) < 1e-12
    (False, 50000, True)
    """
    t0 = time.perf_counter()
    if game not in STUD_GAMES:
        raise EquityError(f"unknown stud game {game!r}: use one of {', '.join(STUD_GAMES)}")
    code = STUD_GAMES[game]
    if _ids(board, "board"):
        raise EquityError(f"{game} has no board: give each player's known cards (board {board!r})")
    d = _ids(dead, "dead cards")
    if len(set(d)) != len(d):
        raise EquityError(f"dead card {card_str(next(c for c in d if d.count(c) > 1))} is given twice")
    _check_options(exact, samples, target_se, seed, threads)
    ps = _stud_players(players, frozenset(d))
    n = len(ps)
    missing = [7 - len(h) for _, _, h in ps]
    left = 52 - len(d) - sum(len(h) for _, _, h in ps)
    if sum(missing) > left:
        raise EquityError(f"impossible deal: the players lack {sum(missing)} cards to make seven each and only "
                          f"{left} are unseen (the shared river card is not modelled)")
    flat = [c for _, _, h in ps for c in h]
    c_cards = ffi.new("uint8_t[]", bytes(flat))
    c_counts = ffi.new("uint8_t[]", bytes(len(h) for _, _, h in ps))
    dmask = sum(1 << c for c in d)
    deals, rest = 1, left
    for m in missing:
        deals *= math.comb(rest, m)
        rest -= m
    if exact is None:
        exact = samples is None and target_se is None and deals * n <= EXACT_LIMIT
    nthreads = threads or 1
    common = dict(game=game, board=(), dead=d, hands={k: cards_str(h) for k, _, h in ps},
                  labels={k: lab for k, lab, _ in ps})
    if exact:
        ints = _run_exact(code, n, c_cards, c_counts, dmask, nthreads, progress)
        counts = {k: tuple(ints[NC * i:NC * i + (NC if code == 1 else 3)]) for i, (k, _, _) in enumerate(ps)}
        total = ints[NC * n]

        def share(i: int, j: int, unit: int) -> float:
            return ints[NC * i + j] / (unit * total)
        return _result(code, ps, share, True, time.perf_counter() - t0, common, deals=total, counts=counts)
    if samples is None and target_se is None:
        target_se = DEFAULT_SE
    if seed is None:  # fresh numbers each run; the result says which seed gives them again
        seed = secrets.randbits(64)
    acc = _run_mc(code, n, c_cards, c_counts, dmask, samples, target_se, seed, nthreads, progress)
    m = acc[NM * n]
    where = (0, 1, 2, 4, 5)  # the exact counters' order in the Monte Carlo ones

    def mshare(i: int, j: int, unit: int) -> float:
        return acc[NM * i + where[j]] / (unit * m)
    return _result(code, ps, mshare, False, time.perf_counter() - t0, common, samples=m, seed=seed,
                   se={k: _se(acc, n, i) for i, (k, _, _) in enumerate(ps)})


def _run_exact(code: int, n: int, c_cards: Any, c_counts: Any, dmask: int, threads: int,
               progress: Optional[Callable[[int, int], Any]]) -> list[int]:
    """Every deal, in slices of player 0's completions (integer counts add up in any order)."""
    first = lib.hr_stud_first_combos(code, n, c_cards, c_counts, dmask)
    if first == 0:  # pragma: no cover - the arguments were checked here first
        raise EquityError("the stud kernel refused its arguments")
    step = max(1, -(-first // (8 * threads)))
    slices = [(a, min(a + step, first)) for a in range(0, first, step)]

    def run(sl: tuple[int, int]) -> list[int]:
        ints = ffi.new("uint64_t[]", NC * n + 1)
        if lib.hr_stud_exact(code, n, c_cards, c_counts, dmask, sl[0], sl[1], ints) < 0:  # pragma: no cover
            raise EquityError("the stud kernel refused its arguments")
        return list(ints)

    total = [0] * (NC * n + 1)
    for (a, b), part in _map(run, slices, threads):
        total = [x + y for x, y in zip(total, part)]
        if progress is not None:
            progress(b, first)
    return total


def _run_mc(code: int, n: int, c_cards: Any, c_counts: Any, dmask: int, samples: Optional[int],
            target_se: Optional[float], seed: int, threads: int,
            progress: Optional[Callable[[int, int], Any]]) -> list[int]:
    """Blocks of ``BLOCK`` deals, block b from stream b: ``samples`` deals, or whole blocks until
    every standard error is at most ``target_se`` (and at most ``samples`` if both are given)."""
    size = NM * n + 3
    total = [0] * size
    done_blocks = 0

    def run(block: tuple[int, int]) -> list[int]:
        acc = ffi.new("uint64_t[]", size)
        if lib.hr_stud_mc(code, n, c_cards, c_counts, dmask, seed, block[0], block[1], acc) < 0:  # pragma: no cover
            raise EquityError("the stud kernel refused its arguments")
        return list(acc)

    goal = samples if target_se is None else min(8 * BLOCK, samples or 8 * BLOCK)
    while True:
        start = total[NM * n]
        blocks = []
        while start < goal:
            blocks.append((done_blocks, min(BLOCK, goal - start)))
            done_blocks += 1
            start += blocks[-1][1]
        for _, acc in _map(run, blocks, threads):
            total = [x + y for x, y in zip(total, acc)]
            if progress is not None:
                progress(total[NM * n], goal)
        if target_se is None or total[NM * n] == samples:
            return total
        worst = max(_se(total, n, p) for p in range(n))
        if worst <= target_se:
            return total
        need = int(total[NM * n] * (worst / target_se) ** 2)
        goal = -(-max(need, total[NM * n] + 1) // BLOCK) * BLOCK
        goal = goal if samples is None else min(goal, samples)


def _result(code: int, ps: list[tuple[Hashable, dict[str, str], tuple[int, ...]]],
            share: Callable[[int, int, int], float], exact: bool, elapsed: float, common: dict[str, Any],
            **kw: Any) -> EquityResult:
    def each(j: int, unit: int = 1) -> dict[Hashable, float]:
        return {k: share(i, j, unit) for i, (k, _, _) in enumerate(ps)}

    hilo: dict[str, Any] = dict(high=each(3, POT // 2), low=each(4, POT // 2), scoop=each(0)) if code == 1 else {}
    return EquityResult(equity=each(2, POT), win=each(0), tie=each(1), exact=exact, elapsed=elapsed, **common,
                        **kw, **hilo)
