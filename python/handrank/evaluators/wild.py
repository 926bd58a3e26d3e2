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

Numbers only: the explanations (``WildHand``, ``WildLow``) are ``handrank.explanations.wild``'s,
their words ``handrank.text.hands``'; ``handrank.wild`` gathers them under one name.

>>> evaluate_wild("As Ad Ac Ah Jk", wild_rule="wild")
7475
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Optional, Union, cast

from .._core import ffi, lib
from ..cards import JOKERS, RANKS, CardError, Cards, CardSpec, cards, check_count, has_bool
from ..errors import HandrankError
from ..values import value_index
from .schemes import LowRules, _qualifier, low_rules

__all__ = [
    "HIGH_RULES", "LOW_RULES", "WildError", "best_low_wild", "decode_low_wild", "evaluate_low_wild",
    "evaluate_wild", "is_wild", "wild_eval", "wild_mask",
]

HIGH_RULES = ("wild", "bug")
LOW_RULES = ("below-all", "duplicate", "lowest-absent")
_RULE_CODES = {"wild": 0, "bug": 1}
_MASKS: dict[Any, int] = {}
_RANK_WORDS = {"10": 8, "deuce": 0, "deuces": 0, "joker": -1, "jokers": -1}


class WildError(HandrankError):
    """A wild-card call without a valid rule, or with a bad wild rank.

    >>> wild_mask("2 X")
    Traceback (most recent call last):
    ...
    handrank.evaluators.wild.WildError: wild rank 'X': not a rank (2-9, T or 10, J, Q, K, A)
    >>> issubclass(WildError, ValueError)
    True
    """


def wild_mask(wild: Union[str, Iterable[Any]]) -> int:
    """The wild ranks as a bit mask (bit ``r`` for rank ``r``, ``0`` = deuces .. ``12`` = aces).

    ``wild`` is a rank (``"2"``, ``"T"``, ``"10"``, ``"deuces"``), several in one string
    (``"2 K"``) or an iterable of them. Jokers are always wild and need no naming.

    >>> wild_mask("2"), wild_mask(["2", "K"]), wild_mask(())
    (1, 2049, 0)
    """
    if isinstance(wild, str):
        wild = wild.replace(",", " ").split()
    elif not isinstance(wild, Iterable):
        raise WildError(f"wild={wild!r}: name wild ranks as a string like '2' or an iterable of them")
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
    """Whether card id ``card`` is wild: a joker, or of a rank in ``mask``.

    >>> deuces = wild_mask("2")
    >>> is_wild(1, deuces), is_wild(52, 0), is_wild(51, deuces)   # 2d, a joker, As
    (True, True, False)
    """
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
    check_count(ids)
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
    code = _RULE_CODES.get(wild_rule) if isinstance(wild_rule, str) else None
    if (code is not None and (type(hand) is tuple or type(hand) is Cards) and 5 <= len(hand) <= 7
            and not has_bool(hand)):
        # ids (as handrank.evaluate passes them): the C code validates them itself
        mask = _MASKS.get(wild) if isinstance(wild, (str, tuple)) else None
        if mask is None:
            mask = wild_mask(wild)
            if isinstance(wild, (str, tuple)) and len(_MASKS) < 64:
                _MASKS[wild] = mask
        try:
            v: int = lib.hr_wild_eval(bytes(hand), len(hand), mask, code, ffi.NULL)
        except (TypeError, ValueError):
            v = 0
        if v:
            return v
    ids, mask, rule = _parse(hand, wild, wild_rule)
    v = lib.hr_wild_eval(ids, len(ids), mask, 1 if rule == "bug" else 0, ffi.NULL)
    if not v:  # the C code refuses what the parser let through: never expected
        raise CardError(f"cannot evaluate {hand!r}")
    return v


def wild_eval(hand: CardSpec, wild: Any = (), wild_rule: Optional[str] = None
              ) -> tuple[int, Optional[str], tuple[int, ...], tuple[int, ...], int]:
    """``(value, rule, cards, played, mask)``: the best high hand of 5..7 cards with wild
    cards, and the card each of ``cards`` plays as (``played``, in the same order).

    >>> wild_eval("Kh Kd 7c 7s Jk", wild_rule="bug")[3]   # the bug plays as an ace
    (46, 45, 20, 23, 51)
    """
    ids, mask, rule = _parse(hand, wild, wild_rule)
    out = ffi.new("uint8_t[7]")
    v = lib.hr_wild_eval(ids, len(ids), mask, 1 if rule == "bug" else 0, out)
    if not v:
        raise CardError(f"cannot evaluate {hand!r}")
    return v, rule, tuple(ids), tuple(out[i] for i in range(len(ids))), mask


# --- low hands ----------------------------------------------------------------------------

# A low key orders five cards as the low schemes do, LOWER key = LOWER (better) hand:
# (tier, ranks...) where tier 0 is no pair, then pair, two pair, three of a kind, straight,
# flush, full house, four of a kind, straight flush (the high order; a5 has no straights or
# flushes), and ranks are low indices (0 = the lowest card of the scheme) main cards first,
# then kickers from the top. A "below-all" wild card is index -1.
_PATTERN_TIER = {(2,): 1, (2, 2): 2, (3,): 3, (3, 2): 6, (4,): 7}
LowKey = tuple[int, ...]


def _low_index(card: int, ace_low: bool) -> int:
    r = card >> 2
    return (r + 1) % 13 if ace_low else r


def _key(lis: Sequence[int], wild_lis: Sequence[int], suited: bool, rules: Any) -> LowKey:
    """The low key of natural cards (low indices ``lis``, all of one suit if ``suited``)
    plus wild cards playing as ``wild_lis`` (they never pair)."""
    counts: dict[int, int] = {}
    for i in lis:
        counts[i] = counts.get(i, 0) + 1
    groups = sorted(counts.items(), key=lambda g: (-g[1], -g[0]))
    pattern = tuple(c for _, c in groups if c > 1)
    if pattern:
        main = [i for i, c in groups if c > 1 for _ in range(c)]
        kick = sorted([i for i, c in groups if c == 1] + list(wild_lis), reverse=True)
        return (_PATTERN_TIER[pattern], *main, *kick)
    ranks = sorted(list(lis) + list(wild_lis), reverse=True)
    straight = (rules.straights_count and len(set(ranks)) == 5 and ranks[0] - ranks[4] == 4
                and min(ranks) >= 0)
    flush = rules.flushes_count and suited and not wild_lis
    tier = 8 if straight and flush else 4 if straight else 5 if flush else 0
    return (tier, *ranks)


def _wild_key(lis: Sequence[int], k: int, suited: bool, rules: Any, rule: str) -> LowKey:
    if k == 0:
        return _key(lis, (), suited, rules)
    if rule == "below-all":
        return _key(lis, (-1,) * k, False, rules)
    if k > 1:  # "duplicate": wild cards all the lowest rank; equal to each other, no straight
        return _key(lis, (0,) * k, False, rules)
    return min(_key(lis, (w,), False, rules) for w in range(13))  # one wild card: its best


_SCALES: dict[tuple[Any, str], tuple[dict[LowKey, int], list[LowKey]]] = {}


def _scale(rules: Any, rule: str) -> tuple[dict[LowKey, int], list[LowKey]]:
    """Every low key of the rule, worst first: key -> value (higher = better), and back."""
    cached = _SCALES.get((rules, rule))
    if cached is not None:
        return cached
    from itertools import combinations_with_replacement
    keys = set()
    for k in range(6):
        for lis in combinations_with_replacement(range(13), 5 - k):
            if any(lis.count(i) > 4 for i in set(lis)):
                continue
            keys.add(_wild_key(lis, k, False, rules, rule))
            if k == 0 and rules.flushes_count and len(set(lis)) == 5:
                keys.add(_wild_key(lis, 0, True, rules, rule))
    order = sorted(keys, reverse=True)
    table = {key: v for v, key in enumerate(order, 1)}
    _SCALES[rules, rule] = (table, order)
    return table, order


def _qualifies(key: LowKey, q: int, ace_low: bool) -> bool:
    """Five unpaired cards, no straight or flush, none above card number ``q``."""
    return q == 0 or (key[0] == 0 and key[1] + (1 if ace_low else 2) <= q)


def _low_setup(hand: CardSpec, scheme: Any, qualifier: Any, wild: Any, wild_rule: Optional[str]
               ) -> tuple[tuple[int, ...], LowRules, int, int, Optional[str]]:
    rules = low_rules(scheme)
    q = _qualifier(qualifier, rules.scheme_id)
    ids = cards(hand, allow_jokers=True)
    check_count(ids)
    mask = wild_mask(wild)
    present = any(is_wild(c, mask) for c in ids)
    return ids, rules, q, mask, check_rule(wild_rule, LOW_RULES, present)


def _absent_best(five: Sequence[int], mask: int, rules: Any, q: int
                 ) -> tuple[int, tuple[Optional[int], ...]]:
    """"lowest-absent": the wild cards take distinct ranks the five lack, the best low such
    ranks make (the lowest that pair nothing and make no straight or flush); plain value."""
    from itertools import combinations
    nat = [c for c in five if not is_wild(c, mask)]
    k = 5 - len(nat)
    free = [r for r in range(13) if all(c >> 2 != r for c in nat)]
    suit = ((nat[0] & 3) + 1) % 4 if nat else 0  # wild cards never make a flush
    best, best_ranks = 0, cast("tuple[int, ...]", ())
    for ranks in combinations(free, k):
        sub = bytes(nat) + bytes(4 * r + (suit if i % 2 == 0 else (suit + 1) % 4)
                                 for i, r in enumerate(ranks))
        v = lib.hr_low_ids(sub, 5, rules.scheme_id, q)
        if v > best:
            best, best_ranks = v, ranks
    if not best:
        return 0, ()
    it = iter(best_ranks)
    return best, tuple(next(it) if is_wild(c, mask) else c >> 2 for c in five)


WildLowResult = tuple[Optional[int], str, str, tuple[int, ...], tuple[Optional[int], ...], int]


def best_low_wild(hand: CardSpec, scheme: Any = "a5", qualifier: Any = None, wild: Any = (),
                  wild_rule: Optional[str] = None) -> WildLowResult:
    """``(value, rule, scheme, five, plays_as, mask)``: the best low of 5..7 cards with wild
    cards (``value`` ``None`` and no five: no qualifying low), and the rank each of the five
    plays as (``None``: a "below-all" wild card, below every rank).

    >>> best_low_wild("6h 4d 3c As Jk", wild_rule="duplicate")[4]
    (4, 2, 1, 12, 12)
    """
    from itertools import combinations
    ids, rules, q, mask, rule = _low_setup(hand, scheme, qualifier, wild, wild_rule)
    if rule is None:
        rule = "lowest-absent"  # no wild card: every rule plays the plain hand
    best: Any = None
    if rule == "lowest-absent":
        for five in combinations(ids, 5):
            v, plays = _absent_best(five, mask, rules, q)
            if v and (best is None or v > best[0]):
                best = (v, five, plays)
    else:
        table, _ = _scale(rules, rule)
        for five in combinations(ids, 5):
            nat = [c for c in five if not is_wild(c, mask)]
            lis = [_low_index(c, rules.ace_low) for c in nat]
            suited = len({c & 3 for c in nat}) == 1
            key = _wild_key(lis, 5 - len(nat), suited, rules, rule)
            if not _qualifies(key, q, rules.ace_low):
                continue
            v = table[key]
            if best is None or v > best[0]:
                best = (v, five, _plays_as(five, key, lis, mask, rules))
    if best is None:
        return None, rule, rules.name, (), (), mask
    return best[0], rule, rules.name, tuple(best[1]), best[2], mask


def _plays_as(five: Sequence[int], key: LowKey, lis: Sequence[int], mask: int, rules: Any
              ) -> tuple[Optional[int], ...]:
    """The ranks the wild cards of ``five`` play as under ``key`` (None: below all)."""
    wild_lis = list(key[1:])
    for i in lis:
        wild_lis.remove(i)
    it = iter(sorted(wild_lis))
    out: list[Optional[int]] = []
    for c in five:
        if is_wild(c, mask):
            li = next(it)
            out.append(None if li < 0 else (li - 1) % 13 if rules.ace_low else li)
        else:
            out.append(c >> 2)
    return tuple(out)


def evaluate_low_wild(hand: CardSpec, scheme: Any = "a5", qualifier: Any = None, wild: Any = (),
                      wild_rule: Optional[str] = None) -> Optional[int]:
    """The best low of 5..7 cards with wild cards (higher = better), ``None`` when
    ``qualifier`` is not met. ``"lowest-absent"`` gives the scheme's plain values;
    ``"below-all"`` and ``"duplicate"`` values are on the rule's own scale (see above).

    >>> a = evaluate_low_wild("6h 4d 3c As Jk", "a5", wild_rule="duplicate")
    >>> b = evaluate_low_wild("6h 4d 3c 2s As", "a5", wild_rule="duplicate")
    >>> a > b     # 6-4-3-A-Joker, "low with a double ace", is the lower hand
    True
    """
    return best_low_wild(hand, scheme, qualifier, wild, wild_rule)[0]


def decode_low_wild(value: int, scheme: Any, rule: str
                    ) -> tuple[int, list[Optional[int]], list[bool]]:
    """``(tier, ranks, copies)`` of a value of the ``"below-all"`` or ``"duplicate"`` scale:
    the tier (``0`` no pair, else the ``Category`` number), the five ranks from the top
    (``None``: a wild card below all) and, for each, whether it is a wild card's copy of a
    rank already in the hand.

    >>> decode_low_wild(evaluate_low_wild("6h 4d 3c As Jk", wild_rule="duplicate"), "a5", "duplicate")
    (0, [4, 2, 1, 12, 12], [False, False, False, False, True])
    """
    check_rule(rule, LOW_RULES, False)
    rules = low_rules(scheme)
    _, order = _scale(rules, rule)
    i = value_index(value)
    if i is None or not 1 <= i <= len(order):
        raise WildError(f"{value!r} is not a {rule!r} low value of {rules.name!r} (1..{len(order)})")
    key = order[i - 1]
    ranks = [None if li < 0 else (li - 1) % 13 if rules.ace_low else li for li in key[1:]]
    copies = [False] * len(ranks)
    if rule == "duplicate":  # a rank shown more often than a pattern explains is a wild copy
        seen: dict[Optional[int], int] = {}
        pattern_main = {1: 2, 2: 4, 3: 3, 6: 5, 7: 4}.get(key[0], 0)
        for i, r in enumerate(ranks):
            seen[r] = seen.get(r, 0) + 1
            if i >= pattern_main and (seen[r] > 1 and ranks.index(r) >= pattern_main
                                      or r in ranks[:pattern_main]):
                copies[i] = True
    return key[0], ranks, copies
