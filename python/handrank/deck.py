"""A deck to deal from, and random hands by the million for ``evaluate_batch``.

``Deck(seed)`` shuffles with Python's ``random.Random(seed)`` (Mersenne Twister): the same seed
gives the same deals on the same Python version. ``random_hands`` draws with NumPy's
``default_rng(seed)`` (PCG64): the same seed gives the same array on the same NumPy version.

>>> d = Deck(seed=7)
>>> hand = d.deal(2)
>>> len(d), hand == Deck(seed=7).deal(2)
(50, True)
>>> d.remove("As Ks")
>>> len(d)
48
"""

from __future__ import annotations

import numbers
import random
from collections.abc import Hashable, Iterator
from typing import Any, Optional

from .cards import NUM_CARDS, CardError, Cards, CardSpec, card_str, cards, optional_numpy

__all__ = ["Deck", "random_hands"]

_REJECTION_UP_TO = 12  # cards a row drawn by rejection; more by a partial shuffle
_CHUNK = 1 << 15       # rows shuffled at a time (k > 12): bounds the memory to ~1.7 MB


def _count(value: Any, what: str, least: int) -> int:
    """A whole number (NumPy's ints too, not a bool) of at least ``least``, as an ``int``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < least:
        raise CardError(f"{what}={value!r}: a whole number, {least} or more")
    return int(value)


def _seed(seed: Any, kinds: tuple[type, ...], least: Optional[int], what: str) -> Any:
    """``seed`` if it is ``None`` or one of ``kinds``, a whole number (NumPy's too) of at least
    ``least`` as an ``int``; else a ``CardError`` saying ``what`` it may be."""
    if isinstance(seed, numbers.Integral) and not isinstance(seed, bool):
        n = int(seed)
        if least is None or n >= least:
            return n
    elif seed is None or isinstance(seed, kinds):
        return seed
    raise CardError(f"seed={seed!r}: {what}")


class Deck:
    """The 52 cards, shuffled: deal from the top, remove known cards, shuffle what is left.

    >>> d = Deck(seed=1)
    >>> len(d.deal(5)), len(d)
    (5, 47)
    >>> d.reset(); len(d)
    52
    """

    __slots__ = ("_rng", "_cards")

    def __init__(self, seed: Optional[Hashable] = None) -> None:
        self._rng = random.Random(_seed(seed, (float, str, bytes, bytearray), None,
                                        "a whole number, a float, str or bytes, or None"))
        self._cards: list[int] = []
        self.reset()

    def reset(self) -> None:
        """Put every card back and shuffle (the generator goes on: a new order each time).

        >>> d = Deck(seed=2)
        >>> first = d.deal(5)
        >>> d.reset()
        >>> len(d), d.deal(5) == first
        (52, False)
        """
        self._cards = list(range(NUM_CARDS))
        self.shuffle()

    def shuffle(self) -> None:
        """Shuffle the cards still in the deck (dealt and removed cards stay out).

        >>> d = Deck(seed=4)
        >>> d.remove("As Ah")
        >>> d.shuffle()
        >>> len(d), 51 in d.deal(50)
        (50, False)
        """
        self._rng.shuffle(self._cards)

    def deal(self, n: int = 1) -> Cards:
        """Take ``n`` cards from the top, as ``Cards`` (ids that print as cards); a
        ``CardError`` when fewer are left.

        >>> print(Deck(seed=3).deal(2))
        5♦ 9♣
        >>> Deck(seed=3).deal(53)
        Traceback (most recent call last):
        ...
        handrank.cards.CardError: cannot deal 53 cards: 52 are left in the deck
        """
        n = _count(n, "n", 0)
        if n > len(self._cards):
            raise CardError(f"cannot deal {n} cards: {len(self._cards)} are left in the deck")
        out = Cards(self._cards[:n])
        del self._cards[:n]
        return out

    def remove(self, spec: CardSpec) -> None:
        """Take known cards (any spelling ``cards`` accepts) out of the deck; none is taken
        when one of them is not there.

        >>> d = Deck(seed=5)
        >>> d.remove("As Kd")
        >>> d.remove("Qh As")
        Traceback (most recent call last):
        ...
        handrank.cards.CardError: card As is not in the deck (dealt or removed already)
        >>> len(d)
        50
        """
        ids = cards(spec)
        left = set(self._cards)
        for c in ids:
            if c not in left:
                raise CardError(f"card {card_str(c)} is not in the deck (dealt or removed already)")
        gone = set(ids)
        self._cards = [c for c in self._cards if c not in gone]

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[int]:
        """The cards left, top first (the order ``deal`` takes them)."""
        return iter(tuple(self._cards))

    def __contains__(self, c: object) -> bool:
        spec: Any = c  # anything: cards() refuses what is not a card
        try:
            ids = cards(spec)
        except CardError:
            return False
        return len(ids) == 1 and ids[0] in self._cards

    def __repr__(self) -> str:
        return f"<Deck: {len(self._cards)} cards left>"


def random_hands(n: int, k: int, seed: Optional[int] = None, *, dead: CardSpec = ()) -> Any:
    """``n`` random hands of ``k`` distinct cards each, as a NumPy ``uint8`` array of shape
    ``(n, k)`` ready for ``evaluate_batch``: every ``k``-card hand (and every order of its
    cards) equally likely, the ``dead`` cards never dealt. Needs NumPy.

    >>> from handrank import evaluate_batch
    >>> hands = random_hands(1000, 7, seed=1)
    >>> hands.shape, hands.dtype.name, evaluate_batch(hands).shape
    ((1000, 7), 'uint8', (1000,))
    """
    np = optional_numpy()
    if np is None:
        raise ModuleNotFoundError('random_hands needs NumPy: pip install "handrank[numpy]"')
    n, k = _count(n, "n", 0), _count(k, "k", 1)
    seed = _seed(seed, (), 0, "a whole number 0 or more, or None")
    gone = set(cards(dead))
    live = np.array([c for c in range(NUM_CARDS) if c not in gone], dtype=np.uint8)
    if k > len(live):
        raise CardError(f"k={k} cards per hand, but only {len(live)} cards are left after the dead cards")
    rng = np.random.default_rng(seed)
    m = len(live)
    picks = np.empty((n, k), dtype=np.uint8)  # indices into live
    if k <= _REJECTION_UP_TO:
        # column by column: uniform over the m cards, redrawn where it repeats an earlier
        # column of its row (a few redraws: at most 11 of the cards are taken)
        for j in range(k):
            col = rng.integers(0, m, size=n, dtype=np.uint8)
            bad = np.zeros(n, dtype=bool)
            for i in range(j):
                bad |= picks[:, i] == col
            todo = np.flatnonzero(bad)
            while len(todo):
                redo = rng.integers(0, m, size=len(todo), dtype=np.uint8)
                col[todo] = redo
                todo = todo[(picks[todo, :j] == redo[:, None]).any(axis=1)]
            picks[:, j] = col
    else:
        # many cards a row: the first k steps of a Fisher-Yates shuffle of every row
        for start in range(0, n, _CHUNK):
            rows = min(_CHUNK, n - start)
            perm = np.tile(np.arange(m, dtype=np.uint8), (rows, 1))
            at = np.arange(rows)
            for j in range(k):
                r = rng.integers(j, m, size=rows)
                swap = perm[at, r]
                perm[at, r] = perm[:, j]
                perm[:, j] = swap
            picks[start:start + rows] = perm[:, :k]
    return live[picks]
