"""eval7's range strings: the same grammar, the same tokens, the same hands in the same order.

A range string is a comma-separated list of hand types (``AKs``, ``QQ``, ``KJ``), exact hands
(``As2d``), groups (``88-JJ``, ``A7o-ATo``, ``T6s+``) and tags (``#UTG#``); a list can carry a
weight, ``0.6(AA, AK)`` or ``40%(ATs+)``. Whitespace may stand between any two parts, as in
eval7 (``"AK s"`` is ``AKs``).

>>> string_to_tokens("AA, 0.8(AKs)")
[('AA', 1.0), ('AKs', 0.8)]
>>> string_to_hands("0.5(AKs)")[:2]
[((Card("Ac"), Card("Kc")), 0.5), ((Card("Ad"), Card("Kd")), 0.5)]
>>> tokens_to_string([('AA', 1.0), ('AQs', 1.0), ('AJs', 1.0)])
'AA, AQs-AJs'
>>> string_to_tokens("AK+, 76s-54s")
Traceback (most recent call last):
handrank.compat.eval7.rangestring.RangeStringError: Top card mismatch: '76s' '54s'

Differences from eval7 (deliberate): a tag is kept among the tokens and gives no hands (eval7
documents tags as ignored, but its ``string_to_hands`` fails on one); every refusal is a
``RangeStringError``, which is a ``ValueError`` (eval7 raises a bare ``ValueError`` for an exact
hand with a lower-case rank, like ``as2d``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Optional

from ...cards import RANKS, SUITS
from ...errors import HandrankError
from .cards import Card, Eval7CardError, ranks, suits

__all__ = ["RangeStringError", "expand_handtype_group", "normalize_token", "string_to_hands",
           "string_to_tokens", "token_suitedness", "token_to_hands", "tokens_to_string",
           "validate_string", "weight_to_float"]


class RangeStringError(HandrankError):
    """A range string eval7 would refuse; the message names the token. (eval7's
    ``RangeStringError`` is a bare ``Exception``: this one is also a ``ValueError``, which eval7
    raises for some bad strings too, so both kinds of ``except`` clause catch it.)

    >>> string_to_tokens("AKx")
    Traceback (most recent call last):
        ...
    handrank.compat.eval7.rangestring.RangeStringError: Failed to parse string: 'AKx' (at 'x')
    """


_RANK_CHARS = frozenset(RANKS + RANKS.lower())
_SUIT_CHARS = frozenset(SUITS)  # eval7's grammar takes lower-case suits only
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
_DIGITS = frozenset("0123456789")
_SPACE = frozenset(" \t\n\r")

Group = tuple[str, ...]  # a parsed hand type group, as eval7's parser gives it


class _Fail(Exception):
    pass


class _Parser:
    """Recursive descent over eval7's grammar; whitespace is skipped before every part, a
    two-character word may not run on into a third character of its kind."""

    def __init__(self, s: str) -> None:
        self.s, self.n = s, len(s)

    def ws(self, i: int) -> int:
        while i < self.n and self.s[i] in _SPACE:
            i += 1
        return i

    def lit(self, i: int, ch: str) -> int:
        i = self.ws(i)
        if i < self.n and self.s[i] == ch:
            return i + 1
        raise _Fail

    def handtype(self, i: int) -> tuple[str, int]:
        s, i = self.s, self.ws(i)
        if not (i + 1 < self.n and s[i] in _RANK_CHARS and s[i + 1] in _RANK_CHARS) or \
                (i + 2 < self.n and s[i + 2] in _RANK_CHARS):
            raise _Fail
        tok, i = s[i:i + 2], i + 2
        j = self.ws(i)
        if j < self.n and s[j] in "os" and not (j + 1 < self.n and s[j + 1] in "os"):
            tok, i = tok + s[j], j + 1
        j = self.ws(i)
        if j < self.n and s[j] in "%(":
            raise _Fail
        return tok, i

    def card(self, i: int) -> tuple[str, int]:
        s, i = self.s, self.ws(i)
        if i + 1 < self.n and s[i] in _RANK_CHARS and s[i + 1] in _SUIT_CHARS:
            return s[i:i + 2], i + 2
        raise _Fail

    def group(self, i: int) -> tuple[Group, int]:
        try:
            a, j = self.handtype(i)
        except _Fail:
            pass
        else:
            try:
                k = self.lit(j, "-")
                b, k = self.handtype(k)
                return (a, "-", b), k
            except _Fail:
                pass
            try:
                return (a, "+"), self.lit(j, "+")
            except _Fail:
                return (a,), j
        try:
            c1, j = self.card(i)
            c2, j = self.card(j)
            return (c1 + c2,), j
        except _Fail:
            pass
        j = self.lit(i, "#")
        j = self.ws(j)
        k = j
        while k < self.n and self.s[k] in _WORD_CHARS:
            k += 1
        if k == j:
            raise _Fail
        return ("#", self.s[j:k], "#"), self.lit(k, "#")

    def group_list(self, i: int) -> tuple[list[Group], int]:
        g, i = self.group(i)
        out = [g]
        while True:
            try:
                g, j = self.group(self.lit(i, ","))
            except _Fail:
                return out, i
            out.append(g)
            i = j

    def number(self, i: int) -> tuple[str, int]:
        s, i = self.s, self.ws(i)

        def run(j: int, first: frozenset[str]) -> int:
            if j < self.n and s[j] in first:
                j += 1
                while j < self.n and s[j] in _DIGITS:
                    j += 1
            return j

        best: Optional[tuple[str, int]] = None
        # a natural number, then optionally "." and optionally digits
        j = run(i, frozenset("123456789"))
        if j > i:
            best = (s[i:j], j)
            try:
                k = self.lit(j, ".")
                best = (s[i:j] + ".", k)
                m = self.ws(k)
                e = run(m, _DIGITS)
                if e > m:
                    best = (s[i:j] + "." + s[m:e], e)
            except _Fail:
                pass
        # or an optional "0", then "." and digits
        j, head = i, ""
        if j < self.n and s[j] == "0":
            j, head = j + 1, "0"
        try:
            k = self.lit(j, ".")
            m = self.ws(k)
            e = run(m, _DIGITS)
            if e > m and (best is None or e > best[1]):
                best = (head + "." + s[m:e], e)
        except _Fail:
            pass
        if best is None:
            raise _Fail
        return best

    def weighted(self, i: int) -> tuple[tuple[Optional[tuple[str, ...]], list[Group]], int]:
        try:
            num, j = self.number(i)
            weight: tuple[str, ...] = (num,)
            try:
                j = self.lit(j, "%")
                weight = (num, "%")
            except _Fail:
                pass
            groups, j = self.group_list(self.lit(j, "("))
            return (weight, groups), self.lit(j, ")")
        except _Fail:
            pass
        groups, j = self.group_list(i)
        return (None, groups), j

    def parse(self) -> list[tuple[Optional[tuple[str, ...]], list[Group]]]:
        out = []
        i = 0
        try:
            r, i = self.weighted(0)
            out.append(r)
            while True:
                try:
                    r, j = self.weighted(self.lit(i, ","))
                except _Fail:
                    break
                out.append(r)
                i = j
        except _Fail:
            out, i = [], 0
        if self.ws(i) != self.n:
            raise RangeStringError(f"Failed to parse string: {self.s!r} (at {self.s[self.ws(i):][:20]!r})")
        return out


def weight_to_float(w: Sequence[str]) -> float:
    """A parsed weight as a number: ``("86", "%")`` -> ``0.86``, ``("0.7",)`` -> ``0.7``.

    >>> weight_to_float(("86", "%")), weight_to_float(("3",))
    (0.86, 3.0)
    """
    r = float(w[0])
    return r / 100.0 if w[-1] == "%" else r


def _rank(ch: str, token: str) -> int:
    try:
        return ranks.index(ch.upper())
    except ValueError:
        raise RangeStringError(f"Invalid Token: {token!r} ({ch!r} is not a rank)") from None


def _suit(ch: str, token: str) -> int:
    try:
        return suits.index(ch)
    except ValueError:
        raise RangeStringError(f"Invalid Token: {token!r} ({ch!r} is not a suit)") from None


def token_suitedness(ht: str) -> str:
    """``s`` suited, ``o`` offsuit, ``p`` pair, ``n`` either, for a hand type token.

    >>> token_suitedness("ATs"), token_suitedness("55"), token_suitedness("J7")
    ('s', 'p', 'n')
    """
    if len(ht) == 3:
        if ht[0] == ht[1]:
            raise RangeStringError(f"Pairs cannot have suitedness: {ht!r}")
        return ht[-1]
    return "p" if ht[:1] == ht[1:2] else "n"


def normalize_token(token: str) -> str:
    """eval7's normal form: ranks high to low, upper case, with the suitedness letter
    (``p`` for a pair, ``n`` for either); an exact hand with its higher card first.

    >>> normalize_token("qKs"), normalize_token("22"), normalize_token("QsAc")
    ('KQs', '22p', 'AcQs')
    """
    if token[:1] == "#":
        return token
    if len(token) == 4:
        r0, r1 = _rank(token[0], token), _rank(token[2], token)
        s0, s1 = _suit(token[1], token), _suit(token[3], token)
        if r0 == r1 and s0 == s1:
            raise RangeStringError(f"Invalid Token: {token} (the same card twice)")
        return token[2:] + token[:2] if (r0, s0) < (r1, s1) else token
    hi, lo = sorted((_rank(token[0], token), _rank(token[1], token)), reverse=True)
    return ranks[hi] + ranks[lo] + token_suitedness(token)


def _two_ranks(token: str) -> tuple[int, int]:
    hi, lo = sorted((ranks.index(token[0]), ranks.index(token[1])), reverse=True)
    return hi, lo


def expand_handtype_group(htg: Sequence[str]) -> list[str]:
    """A parsed group's hand type tokens, as eval7 expands it.

    >>> expand_handtype_group(("ATs", "-", "AQs"))
    ['ATs', 'AJs', 'AQs']
    >>> expand_handtype_group(("T7o", "+"))
    ['T7o', 'T8o', 'T9o']
    """
    if htg[0] == "#":
        tokens = ["".join(htg)]
    elif len(htg) == 1:
        tokens = [normalize_token(htg[0])]
    else:
        kind = token_suitedness(htg[0])
        if htg[-1] == "+":
            bot = _two_ranks(normalize_token(htg[0]))
            top = (12, 12) if kind == "p" else (bot[0], bot[0] - 1)
        else:
            if kind != token_suitedness(htg[2]):
                raise RangeStringError(f"Suitedness mismatch: '{htg[0]}' '{htg[2]}'")
            bot = _two_ranks(normalize_token(htg[0]))
            top = _two_ranks(normalize_token(htg[2]))
            if top[1] < bot[1]:
                bot, top = top, bot
            if kind != "p" and top[0] != bot[0]:
                raise RangeStringError(f"Top card mismatch: '{htg[0]}' '{htg[2]}'")
        tokens = [(ranks[i] * 2 if kind == "p" else ranks[top[0]] + ranks[i]) + kind
                  for i in range(bot[1], top[1] + 1)]
    out: list[str] = []
    for token in tokens:
        if len(token) < 4 and token[-1] == "n":
            out += [token[:2] + "o", token[:2] + "s"]
        elif len(token) < 4 and token[-1] == "p":
            out.append(token[:2])
        else:
            out.append(token)
    return out


def token_to_hands(ht: str) -> list[tuple[str, str]]:
    """The hands of one token as card strings, in eval7's order.

    >>> token_to_hands("ATs")
    [('Ac', 'Tc'), ('Ad', 'Td'), ('Ah', 'Th'), ('As', 'Ts')]
    >>> token_to_hands("55")[:3]
    [('5d', '5c'), ('5h', '5c'), ('5s', '5c')]
    """
    if ht[:1] == "#":
        return []  # a tag: no hands (eval7 fails here)
    if len(ht) == 4:
        return [(ht[:2], ht[2:])]
    kind = token_suitedness(ht)
    if kind not in "sop":
        raise RangeStringError(f"Invalid Token: {ht!r}")
    hands = []
    for i, s1 in enumerate(suits):
        if kind == "s":
            hands.append((ht[0] + s1, ht[1] + s1))
        elif kind == "o":
            hands += [(ht[0] + s1, ht[1] + s2) for s2 in suits if s2 != s1]
        else:
            hands += [(ht[1] + s2, ht[0] + s1) for s2 in suits[i + 1:]]
    return hands


def _parse_groups(s: str) -> list[tuple[float, list[Group]]]:
    if not isinstance(s, str):
        raise RangeStringError(f"{s!r}: a range string is a str, like 'AA, 0.5(AKs)'")
    return [(1.0 if w is None else weight_to_float(w), groups) for w, groups in _Parser(s).parse()]


def string_to_tokens(s: str) -> list[tuple[str, float]]:
    """The ``(token, weight)`` pairs of a range string.

    >>> string_to_tokens("AKs, 40%(QQ-TT)")
    [('AKs', 1.0), ('TT', 0.4), ('JJ', 0.4), ('QQ', 0.4)]
    """
    return [(token, weight) for weight, groups in _parse_groups(s)
            for g in groups for token in expand_handtype_group(g)]


def _cards_of(hand: tuple[str, str], token: str) -> tuple[Card, Card]:
    try:
        return Card(hand[0]), Card(hand[1])
    except Eval7CardError as e:
        raise RangeStringError(f"Invalid Token: {token!r}: {e}") from None


def string_to_hands(s: str) -> list[tuple[tuple[Card, Card], float]]:
    """The ``((Card, Card), weight)`` pairs of a range string, in eval7's order.

    >>> hands = string_to_hands("AKs, 0.5(QQ)")
    >>> len(hands), hands[0], hands[-1][1]
    (10, ((Card("Ac"), Card("Kc")), 1.0), 0.5)
    """
    return [(_cards_of(hand, token), weight) for token, weight in string_to_tokens(s)
            for hand in token_to_hands(token)]


def validate_string(s: str) -> bool:
    """True if eval7's grammar parses ``s`` (its tokens may still fail to make hands).

    >>> validate_string("ATs+, 80%(22-55)"), validate_string("AX+")
    (True, False)
    """
    try:
        string_to_tokens(s)
    except RangeStringError:
        return False
    return True


def _group_run(toks: list[str]) -> list[str]:
    """Runs of tokens whose second rank climbs by one, written as eval7 writes them."""
    if len(toks) <= 1:
        return toks
    runs: list[list[str]] = [[toks[0]]]
    for prev, cur in zip(toks, toks[1:]):
        if ranks.index(cur[1]) - ranks.index(prev[1]) > 1:
            runs.append([cur])
        else:
            runs[-1].append(cur)
    out = []
    for run in runs:
        first, last = run[0], run[-1]
        if first == last:  # eval7 compares the tokens' text
            out.append(first)
        elif last == "AA" or ranks.index(last[0]) - 1 == ranks.index(last[1]):
            out.append(f"{first}+")
        else:
            out.append(f"{last}-{first}")
    return out


def _one_weight(tokens: list[str]) -> str:
    pairs, singles, other, tags = [], [], [], []
    for t in tokens:
        if t[0] == "#":
            tags.append(t)
        elif t[-1] == "p":
            pairs.append(t[:-1])
        elif len(t) == 4:
            singles.append(t)
        else:
            other.append(t)
    pairs.sort(key=lambda x: ranks.index(x[0]))
    pair_strs = _group_run(pairs)[::-1]
    singles.sort(key=lambda x: (ranks.index(x[0]), ranks.index(x[2]), suits.index(x[1]), suits.index(x[3])),
                 reverse=True)
    other_strs: list[str] = []
    for rank in ranks:
        for kind in ("o", "s", "n"):
            row = sorted((x for x in other if x[0] == rank and token_suitedness(x) == kind
                          and ranks.index(x[0]) > ranks.index(x[1])), key=lambda x: ranks.index(x[1]))
            other_strs += _group_run(row)
    return ", ".join(pair_strs + other_strs[::-1] + singles + tags)


def tokens_to_string(tokens: Iterable[tuple[str, float]]) -> str:
    """A range string for ``(token, weight)`` pairs, written as eval7 writes it: the weight 1
    group first, then the others heaviest first as ``NN%(...)``.

    >>> tokens_to_string([("AKs", 1.0), ("QQ", 0.5), ("JJ", 0.5)])
    'AKs, 50%(QQ-JJ)'
    """
    tokens = list(tokens)
    weights = sorted({w for _, w in tokens}, reverse=True)
    out = []
    if 1.0 in weights:
        weights.remove(1.0)
        weights.insert(0, 1.0)
    for w in weights:
        text = _one_weight([normalize_token(t) for t, tw in tokens if tw == w])
        out.append(text if w == 1.0 else f"{int(100 * w)}%({text})")
    return ", ".join(out)

