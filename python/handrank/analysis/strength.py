"""Hand strength and hand potential (Billings, Papp, Schaeffer and Szafron, 1998), exact.

>>> s = hand_strength("Ad Qc", "3h 4c Jh")       # the papers' worked example
>>> round(s.hs, 3), round(s.ppot, 3), round(s.npot, 3), round(s.ehs, 3)
(0.585, 0.208, 0.274, 0.511)
>>> print(s)  # doctest: +NORMALIZE_WHITESPACE
hand strength 58.5%, positive potential 20.8%, negative potential 27.4%, effective strength 51.1%
(against one random hand; 1,070,190 cases)

Against one opponent holding — every two unseen cards alike, or a range with its weights —
on a board of 3 or 4 cards, every (holding, completion) pair is enumerated: two cards to come
after the flop, one after the turn.

- ``hs`` = (ahead + tied / 2) / all, over the holdings on the board as it is;
- ``ppot`` = (HP[behind][ahead] + HP[behind][tied] / 2 + HP[tied][ahead] / 2) /
  (HPtotal[behind] + HPtotal[tied] / 2), ``npot`` the same from ahead to behind, where
  HP[now][river] counts the pairs in each state now and on the river;
- ``ehs`` = hs × (1 − npot) + (1 − hs) × ppot; with ``opponents=n`` hs is raised to the n-th
  power in ``hs`` and ``ehs`` (the paper's approximation), ppot and npot stay one-opponent figures.

A potential whose denominator is empty (never behind, say) is 0. On the river nothing is to
come: ``ppot`` and ``npot`` are 0 and ``ehs`` is ``hs``. The counting is C (``csrc/analysis/strength.c``):
about a million look-ups on the flop.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain, combinations
from typing import Any, Optional, Union

from .._core import ffi, lib
from ..cards import CardError, CardSpec, card_str, cards
from ..errors import HandrankError
from ..registry import Game, adopt
from ..text import results as _results
from ..text.hands import check_lang, words
from .ranges import Range, RangeError, _quote

__all__ = ["MAX_WORK", "HandStrength", "StrengthError", "hand_strength"]

_RANDOM = ("random", "*")
_STATES = ("ahead", "tied", "behind")


class StrengthError(HandrankError):
    """Bad hand-strength input: the message names the card, the range or the option.

    >>> hand_strength("As Ks", "Qs Js")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    handrank.analysis.strength.StrengthError: the board has 2 cards: hand strength takes a flop, turn or
    river (3 to 5)
    """


@dataclass(frozen=True)
class HandStrength(_results.Result):
    """The answer of ``hand_strength()``: ``hs``, ``ppot``, ``npot`` and ``ehs`` (floats in
    [0, 1]); ``now`` the weight of the opponent holdings the hero is ``ahead`` of, ``tied`` with
    and ``behind`` on the board as it is, ``hp[now][river]`` the weight of the (holding,
    completion) pairs in each pair of states, ``pairs`` how many pairs were counted. Without
    weights the figures are whole counts, as the paper's tables give them.

    >>> s = hand_strength("Ad Qc", "3h 4c Jh")
    >>> s.now, s.hp["behind"]["ahead"], s.pairs
    ({'ahead': 628.0, 'tied': 9.0, 'behind': 444.0}, 91981.0, 1070190)
    """

    #: Hand strength: the share of opponent holdings the hero beats now (ties count half).
    hs: float
    #: Positive potential: the chance to get ahead by the river when behind or tied now.
    ppot: float
    #: Negative potential: the chance to fall behind by the river when ahead or tied now.
    npot: float
    #: Effective hand strength: ``hs * (1 - npot) + (1 - hs) * ppot``.
    ehs: float
    #: The weight of the opponent holdings the hero is ``ahead`` of, ``tied`` with and ``behind`` now.
    now: dict[str, float]
    #: ``hp[now][river]``: the weight of the (holding, completion) pairs in each pair of states.
    hp: dict[str, dict[str, float]]
    #: How many (holding, completion) pairs were counted.
    pairs: int
    #: How many opponents the figures are for.
    opponents: int = 1
    #: The opponents' range, as given.
    vs: str = "random"

    def text(self, lang: str = "en") -> str:
        """The four figures in a sentence, ``lang="ru"`` in Russian.

        >>> print(hand_strength("Ad Qc", "3h 4c Jh 2d").text("ru"))  # doctest: +ELLIPSIS
        сила руки 45,3%, ... (против одной случайной руки; случаев: 45...540)
        """
        check_lang(lang)
        w = words(lang).STRENGTH

        def pct(x: float) -> str:
            return f"{100 * x:.1f}%".replace(".", w["dec"])

        if self.vs == "random":
            vs = w["random"] if self.opponents == 1 else w["more"].format(n=self.opponents)
        else:
            vs = (w["range"] if self.opponents == 1 else w["more_range"]).format(text=self.vs,
                                                                                 n=self.opponents)
        return str(w["line"]).format(hs=pct(self.hs), ppot=pct(self.ppot), npot=pct(self.npot),
                                     ehs=pct(self.ehs), vs=vs, pairs=f"{self.pairs:,}".replace(",", w["sep"]))

    def _html_body(self) -> str:
        """A bar per figure (hand strength, the two potentials, effective hand strength), the
        opponents and the counts."""
        from ..text import html
        rows = [(_results.word(k), html.bar(getattr(self, k), 200)) for k in ("hs", "ppot", "npot", "ehs")]
        return html.pairs(rows) + f'<div style="color:#555">{html.esc(self.text())}</div>'

    def __repr__(self) -> str:
        return (f"<HandStrength hs={self.hs:.4f} ppot={self.ppot:.4f} npot={self.npot:.4f} "
                f"ehs={self.ehs:.4f} vs {self.vs if len(self.vs) <= 60 else self.vs[:57] + '...'}>")

    def to_dict(self) -> dict[str, Any]:
        """Plain data (what ``--json`` prints).

        >>> sorted(hand_strength("Ad Qc", "3h 4c Jh 2d 9s").to_dict())
        ['ehs', 'hp', 'hs', 'now', 'npot', 'opponents', 'pairs', 'ppot', 'vs']
        """
        return {"hs": self.hs, "ppot": self.ppot, "npot": self.npot, "ehs": self.ehs, "now": dict(self.now),
                "hp": {k: dict(v) for k, v in self.hp.items()}, "pairs": self.pairs,
                "opponents": self.opponents, "vs": self.vs}


def _ids(what: str, spec: CardSpec) -> tuple[int, ...]:
    try:
        return tuple(cards(spec))
    except CardError as e:
        raise StrengthError.within(what, e) from None


def hand_strength(hole: CardSpec, board: CardSpec, vs: Union[str, Range] = "random", *,
                  opponents: int = 1, dead: CardSpec = (), game: Optional[str] = None) -> HandStrength:
    """Hand strength ``hs``, positive and negative potential ``ppot``/``npot`` and effective hand
    strength ``ehs`` of two hole cards on a flop, turn or river, against one random opponent
    hand (``vs="random"``) or a range (a ``Range`` or its text, weights counted), enumerated
    exactly; ``opponents=n`` raises hs to the n-th power (the paper's approximation); ``dead``
    cards are out of play.

    ``game=``: any board game of ``handrank.registry`` with one winner (an alias too); ``None``
    plays the game a ``Range`` given as ``vs`` was made for, else Hold'em. Short deck deals
    its 36 cards and reads hands on its ranking; an Omaha game takes its hole cards (the hero's
    and each opponent holding's), exactly two of them with three of the board. Omaha against
    every random hand on the flop is about ``1e8`` hands to look up times the hole-card pairs:
    a run past ``MAX_WORK`` lookups is refused, before any holding is listed (give a range).

    >>> s = hand_strength("8d 7d", "9d 6c 2d")       # Papp's example: weak now, strong to come
    >>> round(s.hs, 3), round(s.ppot, 3), round(s.ehs, 3)
    (0.115, 0.621, 0.652)
    >>> round(hand_strength("Ah Kh", "Qh 7s 2h", vs="QQ+, AK").hs, 3)
    0.25
    >>> round(hand_strength("Ah Kh", "Qh 7s 6h", vs=Range("random", game="shortdeck")).hs, 3)
    0.423
    """
    g = adopt(game, [vs], "hand_strength", error=StrengthError)
    h, b, d = _checked(g, hole, board, dead)
    if isinstance(opponents, bool) or not isinstance(opponents, int) or not 1 <= opponents <= 22:
        raise StrengthError(f"opponents={opponents!r}: a whole number of opponents from 1 to 22")
    flat, weights, label = _holdings(g, vs, set(h + b + d), len(b))
    n = len(weights)
    dead_mask = 0
    for c in d:
        dead_mask |= 1 << c
    if g.deck == 36:
        dead_mask |= (1 << 16) - 1  # the twos to fives: out of the deck
    opp = ffi.from_buffer("uint8_t[]", flat)
    w = ffi.new("double[]", weights)
    now, hp = ffi.new("double[3]"), ffi.new("double[9]")
    if g.name == "holdem":
        pairs = lib.hr_hand_strength(h, b, len(b), dead_mask, opp, w, n, now, hp)
    else:
        states = ffi.new("uint8_t[]", n)
        kind = _KINDS[g.high or "" if g.uses is None else "omaha"]
        pairs = lib.hr_hand_strength_game(kind, g.hole, bytes(h), bytes(b), len(b), dead_mask, opp, w, n,
                                          states, now, hp)
    if pairs < 0:  # pragma: no cover - every size is checked above
        raise StrengthError("the hand-strength kernel refused its input")
    return _figures(list(now), list(hp), int(pairs), opponents, label, len(b) == 5)


def _checked(g: Game, hole: CardSpec, board: CardSpec, dead: CardSpec) -> tuple[tuple[int, ...], ...]:
    """The hole cards, the board and the dead cards, parsed and checked for the game: its
    hole cards, a flop, turn or river, its deck, no card twice."""
    h, b, d = _ids("hole", hole), _ids("board", board), _ids("dead", dead)
    if len(h) != g.hole:
        who = "two hole cards (Hold'em)" if g.name == "holdem" else f"{g.hole} hole cards ({g.name})"
        raise StrengthError(f"the hole has {len(h)} cards: hand strength is for {who}").worded(
            "hole.count", got=len(h), hole=g.hole, game=g.name)
    if not 3 <= len(b) <= 5:
        raise StrengthError(f"the board has {len(b)} cards: hand strength takes a flop, turn or river "
                            "(3 to 5)")
    seen: dict[int, str] = {}
    for what, ids in (("hole", h), ("board", b), ("dead", d)):
        for c in ids:
            if c in seen:
                raise StrengthError(f"{what}: card {card_str(c)} is also in the {seen[c]}")
            if g.deck == 36 and c < 16:
                raise StrengthError(f"{what}: card {card_str(c)} is not in the short deck of {g.name!r} "
                                    "(sixes to aces)")
            seen[c] = what
    return h, b, d


def _holdings(g: Game, vs: Any, seen: set[int], board: int) -> tuple[bytes, list[float], str]:
    """The opponent's holdings: their cards one after another, their weights, and how the text
    names them (``random``: every holding of the unseen cards; else the range's combos that
    hold no card seen). Outside Hold'em a run past ``MAX_WORK`` is refused before any holding
    is listed."""
    live = [c for c in range(52) if c not in seen and (g.deck == 52 or c >= 16)]
    if isinstance(vs, str) and vs.strip().lower() in _RANDOM:
        n = math.comb(len(live), g.hole)
        if not n:
            raise StrengthError(f"vs: no opponent hand is left: {len(live)} unseen card(s) after the hole, "
                                "the board and the dead cards")
        if g.name != "holdem":  # an Omaha random hand is up to millions of holdings
            _check_work(g, n, len(live) - g.hole, board)
        every = chain.from_iterable(combinations(sorted(live, reverse=True), g.hole))
        return bytes(every), [1.0] * n, "random"
    try:
        rng = vs if isinstance(vs, Range) else Range(vs, game=g.name)
    except RangeError as e:
        raise StrengthError.within("vs", e) from None
    if not isinstance(vs, (str, Range)):  # pragma: no cover - Range() refuses these
        raise StrengthError(f"vs={vs!r}: 'random', a range text or a Range")
    if rng.hole != g.hole:
        raise StrengthError(f"vs: a {rng.hole}-card range; hand strength in {g.name} is for {g.hole} cards")
    holdings = [c for c in rng.combos
                if not any(x in seen for x in c[:-1]) and (g.deck == 52 or min(c[:-1]) >= 16)]
    if not holdings:
        raise StrengthError(f"vs: no hand of the range {_quote(rng.text())} is left with these cards seen")
    if g.name != "holdem":
        _check_work(g, len(holdings), len(live) - g.hole, board)
    return bytes(c for x in holdings for c in x[:-1]), [x[-1] for x in holdings], rng.text()


# the hand-strength kernel's games (csrc/include/hr_strength.h), by handrank.registry's high ranking
_KINDS = {"standard": lib.HR_HS_STANDARD, "shortdeck": lib.HR_HS_SHORTDECK,
          "shortdeck-triton": lib.HR_HS_TRITON, "omaha": lib.HR_HS_OMAHA}
MAX_WORK = 4e8  # evaluator lookups a run may take (about 3 s on one core): more is refused


def _check_work(g: Game, holdings: int, unseen: int, board: int) -> None:
    """Refuse a run of more than ``MAX_WORK`` lookups: the holdings times the completions of
    the board times the lookups of one hand (Omaha: its hole-card pairs times 10 three-card
    boards)."""
    completions = math.comb(max(unseen, 0), 5 - board)
    per = math.comb(g.hole, 2) * 10 if g.uses is not None else 1
    work = float(holdings) * completions * per
    if work > MAX_WORK:
        raise StrengthError(f"{holdings:,} opponent holdings times {completions:,} completions of the board "
                            f"is {work:.2g} lookups in {g.name}, more than this call does (MAX_WORK = "
                            f"{MAX_WORK:.0e}): give vs= a range")


def _figures(now: Sequence[float], hp: Sequence[float], pairs: int, opponents: int, vs: str,
             river: bool) -> HandStrength:
    ahead, tied, behind = now
    total = ahead + tied + behind
    hs1 = (ahead + tied / 2) / total if total else 0.0
    m = [[hp[3 * s + t] for t in range(3)] for s in range(3)]
    tot = [sum(row) for row in m]
    A, T, B = 0, 1, 2

    def ratio(num: float, den: float) -> float:
        return num / den if den > 0 else 0.0

    if river:
        ppot = npot = 0.0
    else:
        ppot = ratio(m[B][A] + m[B][T] / 2 + m[T][A] / 2, tot[B] + tot[T] / 2)
        npot = ratio(m[A][B] + m[T][B] / 2 + m[A][T] / 2, tot[A] + tot[T] / 2)
    hs = hs1 ** opponents
    ehs = hs * (1 - npot) + (1 - hs) * ppot
    return HandStrength(hs, ppot, npot, ehs, dict(zip(_STATES, now)),
                        {s: dict(zip(_STATES, m[i])) for i, s in enumerate(_STATES)}, pairs, opponents, vs)
