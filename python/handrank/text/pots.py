"""What a dealer says about a high-low pot: who takes which half, and why (the words of
``handrank.games.hilo``: it holds the split as data, these functions say it).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from .hands import article, join, lower_first, word_table

__all__ = ["pot_text"]

HIGH, LOW = "high", "low"


def _names(r: Any, keys: Sequence[Hashable], lang: str, case: str = "nom") -> str:
    return join([r.name(k, lang, case) for k in keys], lang)


def _hand(r: Any, a: Any, lang: str) -> str:
    k = a.winners[0]
    text = r.high_text(k, lang) if a.way == HIGH else r.low_text(k, lang)
    return lower_first(text) if lang == "ru" else article(text)


def _split(r: Any, a: Any, lang: str) -> str:
    """``"Player 1 3, Player 2 2; the odd unit to Player 1, first after the button"``."""
    parts = ", ".join(f"{r.name(k, lang)} {v}" for k, v in a.shares.items())
    if a.odd:
        who = _names(r, a.odd, lang, "dat" if lang == "ru" else "nom")
        if lang == "ru":
            odd = "лишние фишки по одной" if len(a.odd) > 1 else "лишняя фишка"
            parts += f"; {odd} — {who}, по часовой стрелке от баттона"
        else:
            parts += (f"; the odd unit{'s' if len(a.odd) > 1 else ''} to {who}, "
                      "clockwise from the button")
    return parts


def _award_text(r: Any, a: Any, lang: str) -> str:
    who = _names(r, a.winners, lang)
    several = len(a.winners) > 1
    if a.reason == "void":
        return ("никто не выиграл в точности по своему объявлению: объявления не засчитываются, "
                f"банк делится поровну: {_split(r, a, lang)}" if lang == "ru" else
                "nobody won exactly as declared: the declarations are void and the pot is "
                f"split equally: {_split(r, a, lang)}")
    if a.reason == "uncontested":
        return (f"{who} — единственный, кто может его выиграть" if lang == "ru"
                else f"{who} is the only player eligible and takes it")
    t = word_table(lang)
    text = t.AWARD.format(who=who, verb=t.AWARD_VERBS[several], part=t.POT[a.part], amount=a.amount,
                          hand=_hand(r, a, lang))
    if a.reason in t.AWARD_REASONS:
        other = t.WAYS[LOW if a.way == HIGH else HIGH]
        text = t.AWARD_REASONS[a.reason].format(who=who, way=t.WAYS.get(a.way), other=other) + text
    if several:
        text += f" ({_split(r, a, lang)})"
    return text


def _forfeit_text(r: Any, f: Any, lang: str) -> str:
    who = r.name(f.key, lang)
    if lang == "ru":
        if f.no_low:
            why = "у него нет младшей руки, проходящей квалификацию"
        else:
            how = "сыграл вничью" if f.tied else "проиграл"
            way = "по старшей руке" if f.way == HIGH else "по младшей руке"
            why = f"{how} {way} с {_names(r, f.against, lang, 'ins')}" if f.tied else \
                f"{how} {way} {_names(r, f.against, lang, 'dat')}"
        return f"{who} объявил обе руки, но {why}, и лишается права на банк"
    if f.no_low:
        why = "has no qualifying low"
    else:
        why = f"{'ties' if f.tied else 'loses'} {f.way} against {_names(r, f.against, lang)}"
    return f"{who} declared both ways but {why}, so forfeits any claim to the pot"


def pot_text(r: Any, p: Any, lang: str) -> str:
    """What a dealer says about one pot of a high-low split (``handrank.games.hilo.HiLoResult.text``):
    every award and forfeit, with the hands that won.

    >>> from handrank.games.hilo import resolve
    >>> r = resolve("holdem8", {"ann": "Ah 2h", "bob": "Kc Kd"}, board="3c 4d 9s Ks 8h", pot=10)
    >>> for part in pot_text(r, r.pots[0], "ru").split("; "): print(part)
    Банк 10: старшую половину, 5, берёт bob (сет из королей, кикеры: девятка, восьмёрка)
    младшую половину, 5, берёт ann (младшая рука восемь-четыре (8-4-3-2-Т)).
    """
    w = word_table(lang).POT
    head = (w["pot"] if len(r.pots) == 1 and p.index == 0 else
            w["main"] if p.index == 0 else w["side"]).format(a=p.amount, i=p.index)
    clauses = [_forfeit_text(r, f, lang) for f in p.forfeits]
    halves = [a for a in p.awards if a.part in ("high", "low")]
    if len(halves) == 2 and halves[0].winners == halves[1].winners and len(halves[0].winners) == 1:
        hi, lo = halves
        who = r.name(hi.winners[0], lang)
        clauses.append(f"{who} забирает весь банк: старшую половину, {hi.amount} ({_hand(r, hi, lang)}), "
                       f"и младшую, {lo.amount} ({_hand(r, lo, lang)})" if lang == "ru" else
                       f"{who} scoops: the high half, {hi.amount}, with {_hand(r, hi, lang)}, and "
                       f"the low half, {lo.amount}, with {_hand(r, lo, lang)}")
    else:
        clauses += [_award_text(r, a, lang) for a in p.awards]
    if len(halves) == 2 and (p.amount // halves[0].amount if halves[0].amount else 0) and \
            halves[0].amount > halves[1].amount:
        clauses.append("нечётная фишка между половинами — старшей руке" if lang == "ru"
                       else "the odd unit between the halves goes to the high half")
    return f"{head}: " + "; ".join(clauses) + "."
