"""Wild cards and jokers: every call names its rule.

A wild card is a joker (ids ``52`` and ``53``, written ``Jk``, ``Joker`` or ``🃏``) or every
card of a rank named in ``wild`` (``wild="2"`` for deuces wild). Jokers are always wild.

High hands (``evaluate_wild``; ``handrank.evaluate(..., wild=..., wild_rule=...)`` comes here):

- ``"wild"``: a wild card stands for any card. Five of a kind ranks above every straight
  flush: ``Category.FIVE_OF_A_KIND``, values ``7463`` (five deuces) .. ``7475`` (five aces).
- ``"bug"``: a wild card plays only as an ace, or as any card completing a straight, a flush
  or a straight flush (in a flush it becomes the best card the suit lacks). Five aces
  (four aces and the bug) is ``7475``.

A wild card may repeat a card already in the hand only to make five of a kind; a flush is
five different cards. With no wild card in the hand every value is the plain one.

Low hands (``evaluate_low_wild``; ``handrank.evaluate_low(..., wild_rule=...)`` comes here):

- ``"below-all"``: every wild card ranks below every natural card; wild cards are equal to
  each other, never pair and make no straight or flush.
- ``"duplicate"``: a wild card may copy a card already in the hand without pairing with it
  (or be any absent card); wild cards never pair and make no flush.
- ``"lowest-absent"``: each wild card becomes a rank the hand lacks, the lowest that pairs
  nothing and makes no straight or flush (ace first where the ace is low).

``"lowest-absent"`` values are on the scheme's plain scale. ``"below-all"`` and
``"duplicate"`` make hands the plain scale has no room for (``6-4-3-A-A`` is lower than
``6-4-3-2-A``), so under those rules every hand, with or without a wild card, gets a value
on that rule's own dense scale (higher is better): compare values of one rule only.

>>> evaluate_wild("As Ad Ac Ah Jk", wild_rule="wild")
7475
>>> explain_wild("9s 8s 7s 6s Jk", wild_rule="bug").text()
'Straight Flush, Ten high (Joker as 10♠)'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Optional, Union

from ._core import ffi, lib
from .cards import JOKERS, RANKS, CardError, CardSpec, cards, pretty
from .values import FIVE_OF_A_KIND_BASE, Category, category

__all__ = [
    "HIGH_RULES", "LOW_RULES", "WildError", "WildHand", "describe_wild", "evaluate_wild",
    "explain_wild", "is_wild", "wild_mask",
]

HIGH_RULES = ("wild", "bug")
LOW_RULES = ("below-all", "duplicate", "lowest-absent")
_RANK_WORDS = {"10": 8, "deuce": 0, "deuces": 0, "joker": -1, "jokers": -1}


class WildError(ValueError):
    """A wild-card call without a valid rule, or with a bad wild rank."""


def wild_mask(wild: Union[str, Iterable[Any]]) -> int:
    """The wild ranks as a bit mask (bit ``r`` for rank ``r``, ``0`` = deuces .. ``12`` = aces).

    ``wild`` is a rank (``"2"``, ``"T"``, ``"10"``, ``"deuces"``), several in one string
    (``"2 K"``) or an iterable of them. Jokers are always wild and need no naming.

    >>> wild_mask("2"), wild_mask(["2", "K"]), wild_mask(())
    (1, 2049, 0)
    """
    if isinstance(wild, str):
        wild = wild.replace(",", " ").split()
    mask = 0
    for w in wild:
        if not isinstance(w, str):
            raise WildError(f"wild rank {w!r}: name wild ranks as strings like '2' or 'K'")
        r = _RANK_WORDS.get(w.strip().lower())
        if r is None:
            t = w.strip().upper()
            if len(t) != 1 or t not in RANKS:
                raise WildError(f"wild rank {w!r}: not a rank (2-9, T or 10, J, Q, K, A)")
            r = RANKS.index(t)
        if r >= 0:
            mask |= 1 << r
    return mask


def is_wild(card: int, mask: int) -> bool:
    """Whether card id ``card`` is wild: a joker, or of a rank in ``mask``."""
    return card in JOKERS or bool(mask >> (card >> 2) & 1)


def check_rule(rule: Optional[str], rules: Sequence[str], wild_present: bool) -> Optional[str]:
    """``rule`` if valid for this kind of hand; a clear error if missing while wild cards play."""
    if rule is None:
        if wild_present:
            raise WildError(f"the hand holds a wild card: name the rule, wild_rule= one of "
                            f"{', '.join(map(repr, rules))}")
        return None
    if rule not in rules:
        kind = "high" if rules is HIGH_RULES else "low"
        raise WildError(f"wild_rule {rule!r} is not a {kind}-hand rule: use one of "
                        f"{', '.join(map(repr, rules))}")
    return rule


def _parse(hand: CardSpec, wild: Any, rule: Optional[str]) -> tuple[bytes, int, Optional[str]]:
    ids = cards(hand, allow_jokers=True)
    if not 5 <= len(ids) <= 7:
        raise CardError(f"a hand is 5 to 7 cards, got {len(ids)}")
    mask = wild_mask(wild)
    present = any(is_wild(c, mask) for c in ids)
    return bytes(ids), mask, check_rule(rule, HIGH_RULES, present)


def evaluate_wild(hand: CardSpec, wild: Any = (), wild_rule: Optional[str] = None) -> int:
    """Value of the best five of 5..7 cards with wild cards: ``1..7475``, higher is stronger.

    >>> evaluate_wild("2c 2d 9h 9s Kd", wild="2", wild_rule="wild")  # four nines, king
    7391
    >>> evaluate_wild("Kh Kd 7c 7s Jk", wild_rule="bug")  # kings and sevens, the bug an ace kicker
    4808
    """
    ids, mask, rule = _parse(hand, wild, wild_rule)
    v = lib.hr_wild_eval(ids, len(ids), mask, 1 if rule == "bug" else 0, ffi.NULL)
    if not v:  # the C code refuses what the parser let through: never expected
        raise CardError(f"cannot evaluate {hand!r}")
    return v


@dataclass(frozen=True)
class WildHand:
    """A high hand with wild cards: its value, the five cards that play and what the wild
    cards among them became (``as_cards``, same order as ``best_five``)."""

    value: int
    rule: Optional[str]
    cards: tuple[int, ...]
    best_five: tuple[int, ...]
    as_cards: tuple[int, ...]
    wild_mask: int = 0

    @property
    def category(self) -> Category:
        return category(self.value)

    @property
    def substitutions(self) -> tuple[tuple[int, int], ...]:
        """``(wild card, card it plays as)`` for each wild card among the five that play."""
        return tuple((c, a) for c, a in zip(self.best_five, self.as_cards)
                     if is_wild(c, self.wild_mask))

    def text(self, lang: str = "en") -> str:
        """``"Five of a Kind, Aces (Joker as an Ace)"`` / ``"покер из тузов (джокер — туз)"``."""
        from .explain import check_lang, hand_text
        ru = check_lang(lang) == "ru"
        out = hand_text(self.value, lang)
        subs = []
        for c, a in self.substitutions:
            who = ("джокер" if ru else "Joker") if c in JOKERS else pretty(c)
            if self.value >= FIVE_OF_A_KIND_BASE:
                from .describe import RANK_NAMES
                from .names_ru import RANK_NAMES as RU
                r = a >> 2
                what = RU[r] if ru else ("an " if r == 12 else "a ") + RANK_NAMES[r]
            else:
                what = pretty(a)
            subs.append(f"{who} — {what}" if ru else f"{who} as {what}")
        return f"{out} ({', '.join(subs)})" if subs else out


def explain_wild(hand: CardSpec, wild: Any = (), wild_rule: Optional[str] = None) -> WildHand:
    """The value, the five cards that play and what each wild card among them became.

    >>> h = explain_wild("2c 9h 9s 9d Kd", wild="2", wild_rule="wild")
    >>> h.text(), h.text("ru")
    ('Four of a Kind, Nines with King kicker (2♣ as 9♣)', 'Каре из девяток, кикер: король (2♣ — 9♣)')
    """
    ids, mask, rule = _parse(hand, wild, wild_rule)
    out = ffi.new("uint8_t[7]")
    v = lib.hr_wild_eval(ids, len(ids), mask, 1 if rule == "bug" else 0, out)
    if not v:
        raise CardError(f"cannot evaluate {hand!r}")
    hand_ids = tuple(ids)
    played = tuple(out[i] for i in range(len(ids)))
    if v >= FIVE_OF_A_KIND_BASE:
        r = v - FIVE_OF_A_KIND_BASE
        naturals = [i for i, c in enumerate(hand_ids) if not is_wild(c, mask) and c >> 2 == r]
        wilds = [i for i, c in enumerate(hand_ids) if is_wild(c, mask)]
        pick = (naturals + wilds)[:5]
    else:
        from .core import best_five
        where = {a: i for i, a in enumerate(played)}
        pick = [where[a] for a in best_five(played)]
    return WildHand(v, rule, hand_ids, tuple(hand_ids[i] for i in pick),
                    tuple(played[i] for i in pick), mask)


def describe_wild(hand: CardSpec, wild: Any = (), wild_rule: Optional[str] = None,
                  lang: str = "en") -> str:
    """``describe`` for a hand with wild cards: the hand, then what each wild card became.

    >>> describe_wild("Jk Ah Ad 7c 2s", wild_rule="bug")
    'Three of a Kind, Aces with Seven, Two kickers (Joker as A♠)'
    """
    return explain_wild(hand, wild, wild_rule).text(lang)
