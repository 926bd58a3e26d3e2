"""pokerkit's own hand types, evaluated by handrank's C core: one line, in-process.

``install()`` makes these pokerkit hand types find their hands through handrank's tables
instead of pokerkit's Python search: ``StandardHighHand``, ``StandardLowHand``
(deuce-to-seven), ``RegularLowHand`` (ace-to-five), ``EightOrBetterLowHand``,
``GreekHoldemHand``, ``OmahaHoldemHand`` and ``OmahaEightOrBetterLowHand``. The other
types (short-deck, badugi, Kuhn, Leduc, Rhode Island, Numeral211) stay pokerkit's:
handrank has no tables for them. Nothing on disk changes; ``uninstall()`` restores
pokerkit exactly.

Code written against pokerkit sees the same objects: the same classes, the same
``cards`` (the five pokerkit itself picks, in its order), the same ``Entry`` objects of
pokerkit's own lookups, the same comparisons and errors, so ``calculate_equities`` and
the game states' showdowns give what they gave, only sooner. Two pokerkit calls are
replaced: ``from_game`` of each patched type (pokerkit's combination search, done in
C in the same order, so ties pick the same five) and ``get_entry``/``get_entry_or_none``/
``has_entry`` of those types' lookup objects (one C call and a table of pokerkit's
entries). Input the C core does not take (unknown or repeated cards, more than 24 cards)
goes to pokerkit's own code.

``install()`` refuses a pokerkit it was not verified against (its version and a
fingerprint of the source of everything the patch relies on), with a
``PokerkitVersionError``; ``strict=False`` patches anyway, with a warning. Either way it
checks, before patching, that handrank's values order every entry of pokerkit's lookups
as pokerkit does, one to one, and refuses if not.

>>> import pokerkit
>>> from handrank.compat import pokerkit as hrpk
>>> with hrpk.patched():
...     hand = pokerkit.StandardHighHand.from_game("AsKs", "QsJsTs2c3d")
>>> hand, hand.entry.label.value
(AsKsQsJsTs, 'Straight flush')

Supported: pokerkit 0.7.7 (``SUPPORTED_VERSIONS``).
"""

from __future__ import annotations

import hashlib
import inspect
import threading
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any, Callable, Optional

from .._core import lib
from ..errors import HandrankError

__all__ = ["PATCHED_TYPES", "SUPPORTED_VERSIONS", "PokerkitVersionError", "fingerprint", "install",
           "is_installed", "patched", "uninstall"]

SUPPORTED_VERSIONS = {"0.7.7": "bd03f81ed0b6e13e"}
"""pokerkit versions the patch was verified against, with their API fingerprints."""

# hand type -> handrank game of csrc/include/hr_pokerkit.h (0 high, 1 deuce-to-seven, 2 ace-to-five,
# 3 ace-to-five eight-or-better), whether it is a low hand, and its pokerkit search shape
# (hole cards used, board cards used; 0 = all of them), checked against the class.
_TYPES = {
    "StandardHighHand": (0, False, 0, 0),
    "StandardLowHand": (1, True, 0, 0),
    "RegularLowHand": (2, True, 0, 0),
    "EightOrBetterLowHand": (3, True, 0, 0),
    "GreekHoldemHand": (0, False, 0, 3),
    "OmahaHoldemHand": (0, False, 2, 3),
    "OmahaEightOrBetterLowHand": (3, True, 2, 3),
}
PATCHED_TYPES = tuple(_TYPES)
"""Names of the ``pokerkit.hands`` types that ``install()`` patches."""

_LOOKUP_TYPES = {"StandardHighHand": "StandardLookup", "StandardLowHand": "Standard2Lookup",
                 "RegularLowHand": "RegularLookup", "EightOrBetterLowHand": "EightOrBetterLookup",
                 "GreekHoldemHand": "StandardLookup", "OmahaHoldemHand": "StandardLookup",
                 "OmahaEightOrBetterLowHand": "EightOrBetterLookup"}
_SHAPE_ATTRS = ("hole_card_count", "board_card_count")


class PokerkitVersionError(HandrankError, RuntimeError):
    """The installed pokerkit is not one the patch was verified against (or its lookups
    disagree with handrank): the message says what differs.

    >>> issubclass(PokerkitVersionError, RuntimeError)   # raised by patch() before it changes anything
    True
    """


def _mask_call(game: int) -> Callable[[int], int]:
    """The C call of a five-card mask for a game of csrc/include/hr_pokerkit.h."""
    if game == 0:
        high: Callable[[int], int] = lib.hr_eval_mask
        return high
    scheme, q = (1, 0) if game == 1 else (0, 8 if game == 3 else 0)
    call = lib.hr_eval_low_mask
    return lambda m: call(m, scheme, q)


# --- the guard ---------------------------------------------------------------------------

_FINGERPRINT: list[Optional[str]] = []


def _api_sources() -> list[tuple[str, str]]:
    import pokerkit.hands as hands
    import pokerkit.lookups as lookups
    import pokerkit.utilities as utilities

    def src(owner: Any, name: str) -> str:
        raw = vars(owner)[name]
        fn: Any = raw.fget if isinstance(raw, property) else getattr(raw, "__func__", raw)
        if not (getattr(fn, "__module__", "") or "").startswith("pokerkit"):
            raise PokerkitVersionError(f"{owner.__name__}.{name} is not pokerkit's own (patched by "
                                       f"{getattr(fn, '__module__', '?')}?)")
        return inspect.getsource(fn)

    out = []
    for name in ("__init__", "__eq__", "__hash__", "__lt__", "cards", "entry", "from_game_or_none"):
        out.append((f"Hand.{name}", src(hands.Hand, name)))
    for cls in ("CombinationHand", "BoardCombinationHand", "HoleBoardCombinationHand"):
        out.append((f"{cls}.from_game", src(getattr(hands, cls), "from_game")))
    for name in ("get_entry", "get_entry_or_none", "has_entry", "_get_key", "_Lookup__hash",
                 "__post_init__", "_Lookup__reset_ranks", "_add_multisets", "_add_straights",
                 "_Lookup__add_entry", "_Lookup__hash_multisets"):
        out.append((f"Lookup.{name}", src(lookups.Lookup, name)))
    for cls in sorted(set(_LOOKUP_TYPES.values())):
        out.append((f"{cls}._add_entries", src(getattr(lookups, cls), "_add_entries")))
        out.append((f"{cls}.rank_order", repr(tuple(getattr(lookups, cls).rank_order))))
    out.append(("Entry", inspect.getsource(lookups.Entry)))
    for name in ("clean", "get_ranks", "get_suits", "are_suited"):
        out.append((f"Card.{name}", src(utilities.Card, name)))
    out.append(("Card.fields", repr(tuple(utilities.Card.__dataclass_fields__))))
    for name in PATCHED_TYPES:
        cls = getattr(hands, name)
        shape = [getattr(cls, a, None) for a in ("card_count",) + _SHAPE_ATTRS]
        out.append((name, f"{[c.__name__ for c in cls.__mro__]} {type(cls.lookup).__name__} "
                          f"{cls.low} {shape} {'from_game' in vars(cls)}"))
    return out


def fingerprint() -> Optional[str]:
    """The API fingerprint of the installed pokerkit (``None`` if its source cannot be
    read): a hash of the source of every pokerkit function the patch replaces or relies
    on, taken before the patch is installed.

    >>> fingerprint() == SUPPORTED_VERSIONS.get(_version())
    True
    """
    if not _FINGERPRINT:
        with _LOCK:  # taken once, however many threads ask at once
            if not _FINGERPRINT:
                try:
                    blob = "\n".join(f"{name}\n{text}" for name, text in _api_sources())
                    _FINGERPRINT.append(hashlib.sha256(blob.encode()).hexdigest()[:16])
                except (OSError, TypeError, KeyError, AttributeError, PokerkitVersionError):
                    return None
    return _FINGERPRINT[0]


def _version() -> Optional[str]:
    try:
        from importlib.metadata import version
        return version("pokerkit")
    except Exception:  # not installed, or no metadata
        return None


def _check(strict: bool) -> None:
    version = _version()
    if version is None:
        raise PokerkitVersionError("pokerkit is not installed: pip install 'handrank[pokerkit]'")
    fp = fingerprint()
    problems = []
    if version not in SUPPORTED_VERSIONS:
        problems.append(f"pokerkit {version} is installed; the patch is verified against "
                        f"{', '.join(SUPPORTED_VERSIONS)}")
    elif fp != SUPPORTED_VERSIONS[version]:
        problems.append(f"pokerkit {version}'s API fingerprint is {fp}, not the verified "
                        f"{SUPPORTED_VERSIONS[version]} (its hand or lookup code differs, or "
                        "another patch replaced it)")
    if problems:
        msg = "; ".join(problems)
        if strict:
            raise PokerkitVersionError(msg + ". Nothing was patched; install(strict=False) patches "
                                       "anyway once you have checked the results yourself.")
        warnings.warn(msg + ": patching anyway (strict=False)", RuntimeWarning, stacklevel=3)


# --- pokerkit's entries on handrank's scale ------------------------------------------------

_STANDARD = "23456789TJQKA"


def _entry_table(cls: Any, game: int, low: bool) -> tuple[list[Any], list[Any]]:
    """``tables[suited][value]``: the ``Entry`` of ``cls.lookup`` for a hand of that
    handrank value whose five cards are (``suited``) or are not all of one suit (``None``
    where pokerkit has none), after checking that the two orders agree one to one.
    (pokerkit keeps one ``Entry`` object per key, and its key holds the suitedness.)"""
    from pokerkit.lookups import Lookup

    lookup = cls.lookup
    primes = {p: _STANDARD.index(rank.value) for rank, p in vars(Lookup)["_Lookup__multipliers"].items()}
    call = _mask_call(game)
    size = 7463
    tables: tuple[list[Any], list[Any]] = ([None] * size, [None] * size)
    index: list[Optional[int]] = [None] * size
    for (hash_, suited), entry in vars(lookup)["_Lookup__entries"].items():
        ranks = []
        for p, r in primes.items():
            while hash_ % p == 0:
                hash_ //= p
                ranks.append(r)
        distinct = len(set(ranks)) == 5
        if hash_ != 1 or len(ranks) != 5 or (suited and not distinct):
            raise PokerkitVersionError(f"{cls.__name__}'s lookup holds an entry the patch does not "
                                       f"know: {entry!r}")
        copies: dict[int, int] = {}
        m = 0
        for i, r in enumerate(ranks):  # a hand of these ranks, suited or not
            suit = 3 if suited else int(i == 0) if distinct else copies.get(r, 0)
            copies[r] = copies.get(r, 0) + 1
            m |= 1 << (4 * r + suit)
        v = call(m)
        if not v or tables[suited][v] is not None or index[v] not in (None, entry.index):
            raise PokerkitVersionError(f"{cls.__name__}: pokerkit's entry {entry!r} and handrank's "
                                       f"value {v} do not match one to one")
        tables[suited][v] = entry
        index[v] = entry.index
    values = [v for v in range(size) if index[v] is not None]
    order = [i for i in (index[v] for v in values) if i is not None]  # (all of them)
    want = range(lib.hr_low_qualifier_min(0, 8), 6176) if game == 3 else range(1, 6176 if game == 2 else 7463)
    ordered = all((a > b) if low else (a < b) for a, b in zip(order, order[1:]))
    if values != list(want) or not ordered:
        raise PokerkitVersionError(f"{cls.__name__}: pokerkit's lookup does not order hands as "
                                   "handrank does; not patched")
    return tables


# --- the patched calls -----------------------------------------------------------------------

def _card_ids() -> tuple[dict[Any, int], dict[Any, int]]:
    from pokerkit.utilities import Rank, Suit
    return ({Rank(r): 4 * i for i, r in enumerate(_STANDARD)},
            {Suit(s): i for i, s in enumerate("cdhs")})


_CACHE_SIZE = 8192


class _EntryCache:
    """The entries of the hands made lately, by the identity of their ``cards`` tuple (a
    hand keeps its tuple, so ``hand.entry`` asked again is one dict read). Each slot holds
    the tuple itself, so its id cannot be reused while cached; immutable pokerkit ``Card``
    tuples only. Cleared when full, and on ``uninstall()``."""

    def __init__(self) -> None:
        self.slots: dict[int, tuple[Any, Any]] = {}

    def put(self, cards: Any, entry: Any) -> None:
        if len(self.slots) >= _CACHE_SIZE:
            self.slots.clear()
        self.slots[id(cards)] = (cards, entry)


def _lookup_calls(lookup: Any, game: int, tables: tuple[list[Any], list[Any]],
                  cache: _EntryCache) -> dict[str, Callable[..., Any]]:
    """``get_entry``, ``get_entry_or_none``, ``has_entry`` for one lookup object: a tuple of
    five known, distinct cards is one C call and a table read; anything else is pokerkit's."""
    from pokerkit.utilities import Card

    ranks, suits = _card_ids()
    bits = tuple(1 << i for i in range(52))
    call = _mask_call(game)
    orig_get, orig_get_none, orig_has = lookup.get_entry, lookup.get_entry_or_none, lookup.has_entry
    slots = cache.slots

    def entry_of(cards: Any) -> Any:
        if type(cards) is tuple and len(cards) == 5:
            try:
                a, b, c, d, e = cards
                sa, sb, sc, sd, se = suits[a.suit], suits[b.suit], suits[c.suit], suits[d.suit], suits[e.suit]
                v = call(bits[ranks[a.rank] | sa] | bits[ranks[b.rank] | sb] | bits[ranks[c.rank] | sc]
                         | bits[ranks[d.rank] | sd] | bits[ranks[e.rank] | se])
            except (AttributeError, KeyError, TypeError):
                return None
            entry = tables[sa == sb == sc == sd == se][v] if v else None
            if entry is not None and type(a) is type(b) is type(c) is type(d) is type(e) is Card:
                cache.put(cards, entry)
            return entry
        return None

    def get_entry(cards: Any) -> Any:
        hit = slots.get(id(cards))  # (the cache's get, inlined: this is the hot path)
        if hit is not None and hit[0] is cards:
            return hit[1]
        entry = entry_of(cards)
        return orig_get(cards) if entry is None else entry

    def get_entry_or_none(cards: Any) -> Any:
        hit = slots.get(id(cards))
        if hit is not None and hit[0] is cards:
            return hit[1]
        entry = entry_of(cards)
        return orig_get_none(cards) if entry is None else entry

    def has_entry(cards: Any) -> bool:
        return entry_of(cards) is not None or orig_has(cards)

    for fn, orig in ((get_entry, orig_get), (get_entry_or_none, orig_get_none), (has_entry, orig_has)):
        fn.__doc__ = orig.__doc__
    return {"get_entry": get_entry, "get_entry_or_none": get_entry_or_none, "has_entry": has_entry}


def _from_game(target: Any, original: Callable[..., Any], game: int, hole_use: int, board_use: int,
               tables: tuple[list[Any], list[Any]], cache: _EntryCache) -> classmethod[Any, ..., Any]:
    """``target.from_game``: pokerkit's search (same combinations, same order, first best
    kept) in one C call; the hand is built as pokerkit builds it, from those five cards."""
    from pokerkit.utilities import Card

    ranks, suits = _card_ids()
    best = lib.hr_pk_best
    new = object.__new__
    clean = Card.clean
    slots = cache.slots
    message = f"No valid {target.__qualname__} hand can be formed from the hole and board cards."

    def from_game(cls: Any, hole_cards: Any, board_cards: Any = ()) -> Any:
        if cls is not target:  # a subclass of a patched type: pokerkit's own search
            return original(cls, hole_cards, board_cards)
        t = type(hole_cards)  # (Card.clean of a tuple or a list is the tuple of its items)
        hole = hole_cards if t is tuple else tuple(hole_cards) if t is list else clean(hole_cards)
        t = type(board_cards)
        board = board_cards if t is tuple else tuple(board_cards) if t is list else clean(board_cards)
        cards = hole + board
        try:
            ids = bytes([ranks[c.rank] | suits[c.suit] for c in cards])
        except (AttributeError, KeyError, TypeError):  # unknown or odd cards: pokerkit decides
            return original(cls, hole, board)
        r = best(ids, len(hole), len(board), hole_use, board_use, game) if len(ids) <= 24 else -1
        if r <= 0:
            if r < 0 or len(set(ids)) != len(ids):  # a card twice, or too many: pokerkit decides
                return original(cls, hole, board)
            raise ValueError(message)
        hand = new(cls)
        five = (cards[r >> 16 & 31], cards[r >> 21 & 31], cards[r >> 26 & 31], cards[r >> 31 & 31],
                cards[r >> 36 & 31])
        hand._Hand__cards = five
        if type(five[0]) is type(five[1]) is type(five[2]) is type(five[3]) is type(five[4]) is Card:
            if len(slots) >= _CACHE_SIZE:  # (the cache's put, inlined)
                slots.clear()
            slots[id(five)] = (five, tables[r >> 41 & 1][r & 0xFFFF])  # hand.entry, when asked
        return hand

    from_game.__doc__ = original.__doc__
    return classmethod(from_game)


# --- install / uninstall -------------------------------------------------------------------------

_UNDO: list[Callable[[], None]] = []
_TABLES: dict[Any, tuple[list[Any], list[Any]]] = {}  # patched type -> its entry tables (for tests)
_CACHES: list[_EntryCache] = []


def is_installed() -> bool:
    """Whether the patch is in place.

    >>> is_installed()
    False
    """
    return bool(_UNDO)


_LOCK = threading.RLock()  # install() and uninstall() one at a time


def install(*, strict: bool = True) -> tuple[str, ...]:
    """Patch pokerkit's hand types (``PATCHED_TYPES``) to evaluate through handrank; a
    no-op when already installed. Returns the names patched. Raises
    ``PokerkitVersionError`` for a pokerkit that is not in ``SUPPORTED_VERSIONS`` with its
    fingerprint (``strict=False``: warn and patch anyway) or whose lookups disagree with
    handrank's values (always).

    >>> import pokerkit
    >>> install() == PATCHED_TYPES
    True
    >>> pokerkit.OmahaHoldemHand.from_game("6c7c8sAh", "As9cTc2sKs")
    8sAhAsTcKs
    >>> uninstall()
    """
    with _LOCK:  # 8 threads at once patch once: the check and the patch are one step
        return _install(strict)


def _install(strict: bool) -> tuple[str, ...]:
    if _UNDO:
        return PATCHED_TYPES
    _check(strict)
    import pokerkit.hands as hands

    plans = []
    for name, (game, low, hole_use, board_use) in _TYPES.items():
        cls = getattr(hands, name)
        shape = tuple(getattr(cls, a, 0) for a in _SHAPE_ATTRS)
        if cls.low is not low or cls.card_count != 5 or shape != (hole_use, board_use) \
                or type(cls.lookup).__name__ != _LOOKUP_TYPES[name]:
            raise PokerkitVersionError(f"pokerkit's {name} is not the hand type the patch knows")
        plans.append((cls, game, hole_use, board_use, _entry_table(cls, game, low)))
    for cls, game, hole_use, board_use, tables in plans:  # all checked: now patch
        lookup = cls.lookup
        _TABLES[cls] = tables
        cache = _EntryCache()
        _CACHES.append(cache)
        if "get_entry" not in vars(lookup):  # (StandardHand's lookup is StandardHighHand's only)
            for attr, fn in _lookup_calls(lookup, game, tables, cache).items():
                setattr(lookup, attr, fn)
            _UNDO.append(partial(_unpatch_lookup, lookup))
        own = vars(cls).get("from_game")
        original = cls.from_game.__func__
        cls.from_game = _from_game(cls, original, game, hole_use, board_use, tables, cache)
        _UNDO.append(partial(_restore_from_game, cls, own))
    return PATCHED_TYPES


def _restore_from_game(cls: Any, own: Any) -> None:
    """Undo the patch of ``cls.from_game``: its own ``from_game`` back, or none (the inherited one)."""
    if own is not None:
        cls.from_game = own
    else:
        del cls.from_game


def _unpatch_lookup(lookup: Any) -> None:
    for attr in ("get_entry", "get_entry_or_none", "has_entry"):
        vars(lookup).pop(attr, None)


def uninstall() -> None:
    """Restore pokerkit as it was before ``install()`` (a no-op when not installed).

    >>> uninstall(); is_installed()
    False
    """
    with _LOCK:
        while _UNDO:
            _UNDO.pop()()
        _TABLES.clear()
        _CACHES.clear()


@contextmanager
def patched(*, strict: bool = True) -> Iterator[tuple[str, ...]]:
    """``install()`` for a ``with`` block, then ``uninstall()`` (unless the patch was
    already installed before the block).

    >>> import pokerkit
    >>> with patched():
    ...     is_installed()
    True
    >>> is_installed()
    False
    """
    was = is_installed()
    names = install(strict=strict)
    try:
        yield names
    finally:
        if not was:
            uninstall()
