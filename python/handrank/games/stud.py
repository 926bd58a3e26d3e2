"""Seven-card stud, stud eight-or-better and razz equity, and the single-draw games': each
player's share of the pot when every hand is completed from the unseen deck.

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

The draw games (``lowball_a5``, ``lowball_27``, ``lowball_a6``, ``badugi``), one draw: each
player's cards are the cards he keeps (0 to 5 in lowball, 0 to 4 in badugi; a full hand stands
pat); the cards he throws away are gone, and he draws the rest of his hand once from the stub,
the deck without every card named (all the kept cards and ``dead``, where the discards go when
they are known). The best hand after the draw takes the pot, ties split it: lowball by the
game's low scheme (``evaluate_low``: ``a5``, ``27``, ``a6``), badugi by the badugi ranking
(``evaluate_badugi``). Every player draws from the same stub, as if the players drew in turn
(the order does not change the odds). One draw only: a second draw would need a rule for what
each player keeps after the first, which is strategy, not rules.

>>> r = equity(["7h 5d 4c 3s", "8s 6d 4h 3h"], game="lowball_27")   # both draw one card
>>> r.exact, r.deals, round(r.equity[0], 4)
(True, 1892, 0.4709)

The work is done in ``csrc/games/stud.c``, on the C evaluators (the stud games from the high
evaluator's key sums, lowball through ``hr_low_ids``, badugi by its best subset): the exact
walk deals the players in turn and looks each hand up once per completion of its own; Monte
Carlo completes every hand from one shuffled deck per deal, with one xoshiro256** stream per
block of deals seeded from ``seed`` and the block's number (the same seed, the same numbers,
whatever the thread count).

This module reads the players (``stud_deal``) and runs the kernels on a slice of the exact walk
or a block of Monte Carlo deals (``StudDeal``); ``analysis.equity`` decides exact or Monte
Carlo, estimates the work and refuses a run past its time limit, runs the slices and blocks on
its threads with progress and Ctrl-C, and builds the ``EquityResult``: the rule of the board
games, kept in one place.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from .._core import ffi, lib
from ..cards import CardError, CardSpec, card_str, cards, cards_str
from ..errors import HandrankError
from ..explanations.showdown import Seats
from ..registry import GAMES
from ..registry import game as _game

__all__ = ["DRAWS", "STUD_GAMES", "StudDeal", "StudError", "stud_deal"]

# the stud and single-draw games of handrank.registry: name -> (the kernels' game code in
# hr_stud.h, high-low)
STUD_GAMES: dict[str, tuple[int, bool]] = {
    g.name: (g.codes["stud"], g.hi_lo) for g in GAMES.values() if "stud" in g.codes}
DRAWS = 1  # the draws the draw games' equity models
NC, NM = 5, 7          # the kernels' counters per player, exact and Monte Carlo (stud.h)
NH = 30                # the histogram's counters per player: 10 categories x (deals, alone, split)
MAX_PLAYERS = 10
MAX_DEALS = 2 ** 63    # the exact walk numbers its slices in 63 bits


class StudError(HandrankError):
    """Bad stud input: the message names the player and the card (``equity`` raises it as an
    ``EquityError``).

    >>> stud_deal(["As Ks", "As 7d"], game="stud")
    Traceback (most recent call last):
    ...
    handrank.games.stud.StudError: Player 2: card As is also in Player 1's hand
    """


@dataclass(frozen=True)
class StudDeal:
    """The players of a stud deal, checked: their ``keys`` (whether given as a ``named``
    mapping), known cards (``hands``) and the ``dead`` cards; ``levels[p]``, the ways to complete
    player p's hand from the cards the players before him leave (their product is ``deals``).
    ``exact_slice`` and ``mc_block`` run the kernels on a part of the work.

    >>> d = stud_deal(["As Ks Qs Js 2d 3c", "7h 7d 7c 2h 4s 5s"], game="stud")
    >>> d.levels, d.deals, d.n
    ((40, 39), 1560, 2)
    >>> d.exact_slice(1, 0, 40)[-1]       # the last counter: deals
    1560
    """

    #: The players' keys: ``0, 1, …`` for a list, the names of a mapping.
    keys: tuple[Hashable, ...]
    #: The players were given as a mapping name -> cards.
    named: bool
    #: Each player's known cards (ids).
    hands: tuple[tuple[int, ...], ...]
    #: The dead cards (ids).
    dead: tuple[int, ...]
    #: The kernels' game code (``STUD_GAMES``).
    code: int
    #: Per player, the ways to complete his hand from the cards the players before him leave.
    levels: tuple[int, ...]

    @property
    def n(self) -> int:
        """The number of players."""
        return len(self.hands)

    @property
    def deals(self) -> int:
        """Every way to complete every hand: the deals of an exact run."""
        return math.prod(self.levels)

    def _args(self) -> tuple[Any, ...]:
        c_cards = ffi.new("uint8_t[]", bytes(c for h in self.hands for c in h))
        c_counts = ffi.new("uint8_t[]", bytes(len(h) for h in self.hands))
        return self.code, self.n, c_cards, c_counts, sum(1 << c for c in self.dead)

    def slices(self, per_slice: float) -> tuple[int, int, int]:
        """How to cut the exact walk into slices of at most ``per_slice`` deals:
        ``(depth, prefixes, step)``, the joint completions of players ``0..depth-1`` (there are
        ``prefixes``) taken ``step`` at a time (``exact_slice``). ``depth`` is the first at which
        the deals under one prefix are at most ``per_slice`` (at depth ``n``, one deal each);
        ``step`` keeps a slice within ``per_slice`` deals and makes at least 64 slices when
        there are that many prefixes (a few per thread).

        >>> d = stud_deal(["As Ks Qs", "7h 7d 2c", "Jd Td 9d"], game="stud")
        >>> d.levels, d.slices(4e6)     # 76 completions of player 2's hand: 76 * 52,360 deals
        ((123410, 82251, 52360), (2, 10150595910, 76))
        """
        depth = 1
        while depth < self.n and math.prod(self.levels[depth:]) > per_slice:
            depth += 1
        prefixes = math.prod(self.levels[:depth])
        step = max(1, min(int(per_slice // math.prod(self.levels[depth:])), -(-prefixes // 64)))
        return depth, prefixes, step

    def exact_slice(self, depth: int, first: int, last: int, histogram: bool = False) -> list[int]:
        """The exact counters of the joint completions ``first..last-1`` of players
        ``0..depth-1`` (``hr_stud_exact_hist``): per player (won alone, split, pot units,
        high-half, low-half units), then the deals; ``histogram`` (stud and stud8): then per
        player and high-hand category the deals ending with it, won alone, split (``NH``).

        >>> d = stud_deal(["As Ks Qs Js 2d 3c", "7h 7d 7c 2h 4s 5s"], game="stud")
        >>> d.exact_slice(2, 0, 1560)[:3], d.exact_slice(2, 0, 780)[-1]   # depth 2: one deal each
        ([311, 0, 1567440], 780)
        """
        ints = ffi.new("uint64_t[]", NC * self.n + 1)
        hist = ffi.new("uint64_t[]", NH * self.n) if histogram else ffi.NULL
        if lib.hr_stud_exact_hist(*self._args(), depth, first, last, ints, hist) < 0:  # pragma: no cover
            raise StudError("the stud kernel refused its arguments")
        return list(ints) + (list(hist) if histogram else [])

    def mc_block(self, seed: int, stream: int, samples: int, histogram: bool = False) -> list[int]:
        """The Monte Carlo counters of ``samples`` deals from the generator stream ``stream`` of
        ``seed`` (``hr_stud_mc_hist``: the layout of the board games' kernels, groups of one
        deal; ``histogram``: then the histogram's, as ``exact_slice``).

        >>> d = stud_deal(["As Ks Qs", "7h 7d 2c"], game="razz")
        >>> d.mc_block(1, 0, 100)[7 * 2]      # the deals
        100
        """
        acc = ffi.new("uint64_t[]", NM * self.n + 3)
        hist = ffi.new("uint64_t[]", NH * self.n) if histogram else ffi.NULL
        if lib.hr_stud_mc_hist(*self._args(), seed, stream, samples, acc, hist) < 0:  # pragma: no cover
            raise StudError("the stud kernel refused its arguments")
        return list(acc) + (list(hist) if histogram else [])


def _label(key: Hashable, named: bool) -> str:
    return str(key) if named and not isinstance(key, int) else Seats.label_number(
        int(key) + (0 if named else 1), "en", "nom")  # type: ignore[call-overload]


def _parse(players: Any, dead: tuple[int, ...], game: str, size: int,
           draw: bool) -> tuple[bool, list[tuple[Hashable, tuple[int, ...]]]]:
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
            shown = repr(spec if isinstance(spec, str) else "a range")
            raise StudError(f"{label}: {shown} is a range; ranges are not defined for {game}: give the "
                            f"player's {'kept' if draw else 'known'} cards").worded(
                "part", label=label,
                why=("draw.range" if draw else "stud.range", {"range": shown, "game": game}))
        try:
            hand = cards(spec)
        except CardError as e:
            raise StudError.within(label, e) from None
        if draw and len(hand) > size:
            raise StudError(f"{label}: a {game} player keeps 0 to {size} cards (the rest of his {size} he "
                            f"draws), got {len(hand)} ({cards_str(hand)})").worded(
                "part", label=label, why=("draw.count", {"game": game, "size": size, "got": len(hand)}))
        if not draw and not 1 <= len(hand) <= 7:
            raise StudError(f"{label}: a stud player holds 1 to 7 known cards, got {len(hand)}"
                            + (f" ({cards_str(hand)})" if hand else "")).worded(
                "part", label=label, why=("stud.count", {"got": len(hand)}))
        for c in hand:
            if c in dead:
                raise StudError(f"{label}: card {card_str(c)} is dead").worded(
                    "part", label=label, why=("card.dead", {"card": card_str(c)}))
            if c in taken:
                raise StudError(f"{label}: card {card_str(c)} is also in {taken[c]}'s hand").worded(
                    "part", label=label, why=("card.also", {"card": card_str(c), "owner": taken[c]}))
            taken[c] = label
        out.append((k, hand))
    return named, out


def stud_deal(players: Any, board: CardSpec = (), dead: CardSpec = (), *, game: str,
              draws: Any = None) -> StudDeal:
    """The players' known cards (a draw game: the cards each keeps) and the dead cards, checked
    (a ``StudError`` naming the player and the card), with the ways to complete each hand.
    ``draws``: the draw games' number of draws, ``None`` or 1 (``DRAWS``); not for stud.

    >>> stud_deal(["As Ks Qs Js Ts 9d 2c", "Ah Ad Ac Kd Kc 2h 3h"], game="stud").deals  # one showdown
    1
    >>> stud_deal(["As 2c 3d", "Ks Qc Jd Th"], game="badugi").levels   # one card to 44 ways; pat
    (45, 1)
    >>> stud_deal(["As 2c 3d", "Ks"], game="badugi", draws=2)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    handrank.games.stud.StudError: draws=2: the equity of badugi is for one draw ...
    """
    g = _game(game, "equity", error=StudError)
    if g.name not in STUD_GAMES:
        raise StudError(f"{g.name} is not a stud game: the stud games are {', '.join(STUD_GAMES)}")
    game = g.name
    draw = g.family == "draw"
    _check_draws(game, draw, draws)
    try:
        b = cards(board) if board is not None else ()
        d = cards(dead) if dead is not None else ()
    except CardError as e:
        raise StudError.within('board' if board else 'dead cards', e) from None
    if b:
        raise StudError(f"{game} has no board: give each player's {'kept' if draw else 'known'} cards "
                        f"(board {board!r})")
    size = g.hole if draw else 7
    named, ps = _parse(players, d, game, size, draw)
    missing = [size - len(h) for _, h in ps]
    left = 52 - len(d) - sum(len(h) for _, h in ps)
    if sum(missing) > left:
        if draw:
            raise StudError(f"impossible deal: the players draw {sum(missing)} cards and only {left} are "
                            "left in the stub (the deck without the kept and the dead cards; the discards "
                            "are not reshuffled)")
        raise StudError(f"impossible deal: the players lack {sum(missing)} cards to make seven each and only "
                        f"{left} are unseen (the shared river card is not modelled)")
    levels = []
    for m in missing:
        levels.append(math.comb(left, m))
        left -= m
    return StudDeal(tuple(k for k, _ in ps), named, tuple(h for _, h in ps), d, STUD_GAMES[game][0],
                    tuple(levels))


def _check_draws(game: str, draw: bool, draws: Any) -> None:
    """``draws``: ``None`` (the game's), or the draw games' one draw; anything else refused."""
    if draws is None:
        return
    if not draw:
        raise StudError(f"draws={draws!r}: {game} has no draw (draws= is for the draw games)")
    if isinstance(draws, bool) or not isinstance(draws, int):
        raise StudError(f"draws={draws!r}: a whole number, and the equity of {game} is for one draw")
    if draws != DRAWS:
        raise StudError(f"draws={draws}: the equity of {game} is for one draw (each player keeps the "
                        "cards given and draws the rest once); more draws would need a rule for what each "
                        "player keeps after each draw, which is strategy, not the game's rules")
