"""The words of hand histories (``handrank.history``): a replayed hand as a person reads it, in
English and Russian, its HTML for Jupyter, and the lines of ``handrank history``.

The renderers read the replay they are given (its hand, pots, showdowns, checks and all-in)
and never import the history layer above. ``WORDS[lang]`` holds one language's words, the same
keys in each.

>>> WORDS["en"]["street"][1], WORDS["ru"]["street"][1]
('flop', 'флоп')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Optional

from ..cards import cards_html, cards_str
from .hands import check_lang
from .html import block, esc, table

__all__ = ["WORDS", "amount_text", "hands_text", "replay_html", "replay_text", "report_lines"]

WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "hand": "Hand {site} #{id}: {limit} {game}, {n} players",
        "games": {
            "holdem": "Hold'em",
            "omaha": "Omaha",
            "omaha5": "5-card Omaha",
            "shortdeck": "Short-deck Hold'em",
        },
        "limits": {"no": "No limit", "pot": "Pot limit", "fixed": "Fixed limit"},
        "seat": "{name} (seat {seat}): {stack}",
        "street": ("preflop", "flop", "turn", "river"),
        "on_street": ("preflop", "on the flop", "on the turn", "on the river"),
        "actions": {
            "ante": "posts the ante {amount}",
            "blind": "posts a blind {amount}",
            "straddle": "straddles {amount}",
            "dead": "posts {amount} dead",
            "fold": "folds",
            "check": "checks",
            "call": "calls {amount}",
            "bet": "bets {amount}",
            "raise": "raises to {to}",
            "show": "shows",
            "muck": "mucks",
        },
        "all_in": " (all-in)",
        "board": "Board",
        "run": "run {n}",
        "returned": "Uncalled bet returned: {items}",
        "pot_main": "Main pot {amount}",
        "pot_side": "Side pot {n} {amount}",
        "undecided": "not decided: a hand is unknown",
        "showdown": "Showdown",
        "site": "The site: {items}",
        "collected": "{name} collected {amount}",
        "cashed": "{name} cashed out for {amount}",
        "rake": "rake {amount}",
        "nothing": "no winnings said",
        "agree": "The site's amounts agree with handrank's rules.",
        "disagree": "Disagreement, {what}{who}: handrank {rules}, the site {site}",
        "what": {
            "returned": "the uncalled bet",
            "total": "the total pot",
            "chips": "chips in against chips out",
            "won": "winnings",
            "finishing": "the finishing stack",
        },
        "allin": "All-in {street}, board {board}: {items}",
        "allin_pot": "{pot}: {items}",
        "ev": "expected value: {items}",
        "skipped": {
            "unknown": "no expected value: a live hand is unknown",
            "game": "no expected value for this game",
        },
        "net": "Net: {items}",
        "head_players": ("player", "seat", "stack", "cards", "put in", "won", "net", "all-in EV"),
        "head_actions": ("street", "player", "action", "amount"),
        "title": "Hand {site} #{id}",
        "report_head": ("player", "hands", "net", "all-in adjusted", "all-ins", "bb/100", "95% interval"),
        "report_errors": "Hands that could not be read ({n}):",
        "report_read": "{hands} hands read, {bad} not read, {dis} with a disagreement",
        "hands_title": "Hands: {n}",
        "hands_head": (
            "file",
            "line",
            "site",
            "hand",
            "table",
            "tournament",
            "time",
            "game",
            "limit",
            "players",
            "currency",
            "big blind",
            "total pot",
            "rake",
        ),
    },
    "ru": {
        "hand": "Раздача {site} #{id}: {game}, {limit}, игроков: {n}",
        "games": {
            "holdem": "холдем",
            "omaha": "омаха",
            "omaha5": "омаха на пяти картах",
            "shortdeck": "шорт-дек холдем",
        },
        "limits": {"no": "безлимитный", "pot": "пот-лимит", "fixed": "фиксированный лимит"},
        "seat": "{name} (место {seat}): {stack}",
        "street": ("префлоп", "флоп", "тёрн", "ривер"),
        "on_street": ("на префлопе", "на флопе", "на тёрне", "на ривере"),
        "actions": {
            "ante": "ставит анте {amount}",
            "blind": "ставит блайнд {amount}",
            "straddle": "ставит стрэддл {amount}",
            "dead": "ставит мёртвые {amount}",
            "fold": "пасует",
            "check": "чекает",
            "call": "уравнивает {amount}",
            "bet": "ставит {amount}",
            "raise": "повышает до {to}",
            "show": "показывает карты",
            "muck": "сбрасывает карты",
        },
        "all_in": " (олл-ин)",
        "board": "Стол",
        "run": "раздача стола {n}",
        "returned": "Несравненная ставка возвращена: {items}",
        "pot_main": "Основной банк {amount}",
        "pot_side": "Побочный банк {n} {amount}",
        "undecided": "не решён: рука неизвестна",
        "showdown": "Вскрытие",
        "site": "Сайт: {items}",
        "collected": "{name} забирает {amount}",
        "cashed": "{name} получает кэш-аут {amount}",
        "rake": "рейк {amount}",
        "nothing": "выигрыши не указаны",
        "agree": "Суммы сайта сходятся с правилами handrank.",
        "disagree": "Расхождение, {what}{who}: handrank {rules}, сайт {site}",
        "what": {
            "returned": "возврат несравненной ставки",
            "total": "общий банк",
            "chips": "фишки внесены и выплачены",
            "won": "выигрыш",
            "finishing": "стек в конце",
        },
        "allin": "Олл-ин {street}, стол {board}: {items}",
        "allin_pot": "{pot}: {items}",
        "ev": "ожидаемый выигрыш: {items}",
        "skipped": {
            "unknown": "ожидаемого выигрыша нет: одна из рук неизвестна",
            "game": "для этой игры ожидаемый выигрыш не считается",
        },
        "net": "Итог: {items}",
        "head_players": ("игрок", "место", "стек", "карты", "внёс", "выиграл", "итог", "ожидание олл-ина"),
        "head_actions": ("улица", "игрок", "действие", "сумма"),
        "title": "Раздача {site} #{id}",
        "report_head": (
            "игрок",
            "раздач",
            "итог",
            "итог с поправкой на олл-ины",
            "олл-инов",
            "бб/100",
            "95% интервал",
        ),
        "report_errors": "Раздачи, которые не удалось прочитать ({n}):",
        "report_read": "Прочитано раздач: {hands}, не прочитано: {bad}, с расхождением: {dis}",
        "hands_title": "Раздач: {n}",
        "hands_head": (
            "файл",
            "строка",
            "сайт",
            "раздача",
            "стол",
            "турнир",
            "время",
            "игра",
            "лимит",
            "игроков",
            "валюта",
            "большой блайнд",
            "банк",
            "рейк",
        ),
    },
}


def amount_text(x: Any, decimals: int, lang: str = "en", sign: bool = False) -> str:
    """An exact amount (an ``int`` of ``10 ** -decimals`` units, or a ``Fraction`` of them) in
    ``lang``'s way: ``1,234.5`` or ``1 234,5``; ``sign=True`` writes ``+`` before a gain.

    >>> amount_text(123450, 2), amount_text(Fraction(1, 3), 0, sign=True)
    ('1,234.50', '+0.33')
    >>> print(amount_text(123450, 2, "ru"))
    1 234,50
    """
    if x is None:
        return "?"
    value = Fraction(x) / 10**decimals
    neg = value < 0
    places = decimals if Fraction(x).denominator == 1 else max(decimals, 2)
    q = round(abs(value) * 10**places)
    whole, part = divmod(q, 10**places)
    thousands, point = (",", ".") if lang == "en" else (" ", ",")
    text = f"{whole:,}".replace(",", thousands)
    if places:
        text += point + f"{part:0{places}d}"
    return ("-" if neg and q else "+" if sign and q else "") + text


def _pct(x: Fraction, lang: str) -> str:
    s = f"{float(x) * 100:.2f}%"
    return s if lang == "en" else s.replace(".", ",")


def replay_text(r: Any, lang: str = "en") -> str:
    """The text of a ``Replay`` (``Replay.text``): the hand, the seats, the actions by street,
    the pots, the showdown, the site's amounts and the checks, the all-in and the net.

    >>> from handrank.history import parse_phh, replay
    >>> r = replay(parse_phh("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
    ...     "min_bet = 2\\nstarting_stacks = [50, 50]\\n"
    ...     "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"))
    >>> print(replay_text(r, "ru").splitlines()[-1])
    Итог: p1 +1, p2 -1
    """
    check_lang(lang)
    w = WORDS[lang]
    hand = r.hand
    d = hand.decimals
    names = hand.names

    def amt(x: Any, sign: bool = False) -> str:
        return amount_text(x, d, lang, sign)

    lines = [
        w["hand"].format(
            site=hand.site,
            id=hand.hand_id or "-",
            limit=w["limits"][hand.limit],
            game=w["games"].get(hand.game, hand.game),
            n=len(hand.seats),
        )
    ]
    lines.append(
        "; ".join(
            w["seat"].format(name=s.name, seat=s.seat, stack=amt(s.stack))
            + (f" [{cards_str(h)}]" if h else "")
            for s, h in zip(hand.seats, hand.holes)
        )
    )
    lines += _street_lines(r, w, amt)
    if any(r.returned):
        lines.append(
            w["returned"].format(
                items=", ".join(f"{names[k]} {amt(v)}" for k, v in enumerate(r.returned) if v)
            )
        )
    lines += _pot_lines(r, w, amt)
    for n, sd in enumerate(r.showdowns):
        if sd is not None:
            run = f" ({w['run'].format(n=n + 1)})" if len(r.showdowns) > 1 else ""
            lines.append(f"{w['showdown']}{run}: {sd.text(lang, symbols=False)}")
    lines += _site_lines(r, w, amt, lang)
    lines += _allin_lines(r, w, amt, lang)
    lines.append(w["net"].format(items=", ".join(f"{names[k]} {amt(v, True)}" for k, v in enumerate(r.net))))
    return "\n".join(lines)


def _street_lines(r: Any, w: dict[str, Any], amt: Any) -> list[str]:
    hand = r.hand
    names = hand.names
    by_street: dict[int, list[str]] = {}
    for a in hand.actions:
        said = w["actions"][a.kind].format(amount=amt(a.amount), to=amt(a.to))
        by_street.setdefault(a.street, []).append(
            f"{names[a.seat]} {said}" + (w["all_in"] if a.all_in else "")
        )
    cuts = (0, 3, 4, 5)
    out = []
    for street in sorted(by_street):
        shown = f" [{cards_str(hand.board[: cuts[street]])}]" if street else ""
        out.append(f"{w['street'][street]}{shown}: " + "; ".join(by_street[street]))
    boards = [b for b in hand.boards if b]
    for n, b in enumerate(boards):
        run = f" ({w['run'].format(n=n + 1)})" if len(boards) > 1 else ""
        out.append(f"{w['board']}{run}: {cards_str(b)}")
    return out


def _pot_lines(r: Any, w: dict[str, Any], amt: Any) -> list[str]:
    names = r.hand.names
    out = []
    for i, p in enumerate(r.pots):
        head = (
            w["pot_main"].format(amount=amt(p.amount))
            if i == 0
            else w["pot_side"].format(n=i, amount=amt(p.amount))
        )
        who = ", ".join(names[k] for k in p.eligible)
        got = ", ".join(f"{names[k]} {amt(v)}" for k, v in p.shares.items()) if p.decided else w["undecided"]
        out.append(f"{head} ({who}): {got}")
    return out


def _site_lines(r: Any, w: dict[str, Any], amt: Any, lang: str) -> list[str]:
    hand = r.hand
    names = hand.names
    items = [w["collected"].format(name=names[k], amount=amt(v)) for k, v in enumerate(hand.collected) if v]
    items += [w["cashed"].format(name=names[k], amount=amt(v)) for k, v in enumerate(hand.cashed_out) if v]
    if hand.rake is not None:
        items.append(w["rake"].format(amount=amt(hand.rake)))
    out = [w["site"].format(items=", ".join(items) if items else w["nothing"])]
    if not r.disagreements:
        out.append(w["agree"])
    for x in r.disagreements:
        who = f" ({names[x.seat]})" if x.seat >= 0 else ""
        out.append(
            w["disagree"].format(what=w["what"][x.what], who=who, rules=amt(x.rules), site=amt(x.site))
        )
    return out


def _allin_lines(r: Any, w: dict[str, Any], amt: Any, lang: str) -> list[str]:
    a = r.allin
    if a is None:
        return []
    names = r.hand.names
    board = cards_str(a.board) if a.board else "-"
    if a.ev is None:
        return [
            w["allin"].format(street=w["on_street"][a.street], board=board, items=w["skipped"][a.skipped])
        ]
    pots = []
    for i, eq in enumerate(a.equity):
        pot = (
            w["pot_main"].format(amount=amt(r.pots[i].amount))
            if i == 0
            else w["pot_side"].format(n=i, amount=amt(r.pots[i].amount))
        )
        pots.append(
            w["allin_pot"].format(
                pot=pot, items=", ".join(f"{names[k]} {_pct(e, lang)}" for k, e in eq.items())
            )
        )
    ev = w["ev"].format(items=", ".join(f"{names[k]} {amt(a.ev[k])}" for k in r.live))
    return [w["allin"].format(street=w["on_street"][a.street], board=board, items="; ".join(pots + [ev]))]


def replay_html(r: Any, lang: str = "en") -> str:
    """The HTML of a ``Replay`` (``Replay._repr_html_``): a table of the players, one of the
    actions, and the pots, the showdown and the checks as text.

    >>> from handrank.history import parse_phh, replay
    >>> r = replay(parse_phh("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
    ...     "min_bet = 2\\nstarting_stacks = [50, 50]\\n"
    ...     "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"))
    >>> replay_html(r).count("<table")
    2
    """
    check_lang(lang)
    w = WORDS[lang]
    hand = r.hand
    d = hand.decimals

    def amt(x: Any, sign: bool = False) -> str:
        return esc(amount_text(x, d, lang, sign))

    players = []
    for k, s in enumerate(hand.seats):
        hole = hand.holes[k]
        ev = r.allin.ev[k] if r.allin is not None and r.allin.ev is not None else None
        players.append(
            [
                esc(s.name),
                esc(s.seat),
                amt(s.stack),
                cards_html(hole) if hole else "?",
                amt(r.put[k]),
                amt(r.won[k]),
                amt(r.net[k], True),
                amt(ev) if ev is not None else "",
            ]
        )
    winners = [k for k, v in enumerate(r.won) if v]
    actions = [
        [
            esc(w["street"][a.street]),
            esc(hand.names[a.seat]),
            esc(
                w["actions"][a.kind].format(amount="", to=amount_text(a.to, d, lang)).strip()
                + (w["all_in"] if a.all_in else "")
            ),
            amt(a.amount) if a.amount else "",
        ]
        for a in hand.actions
    ]
    boards = "".join(f"<div>{esc(w['board'])}: {cards_html(b)}</div>" for b in hand.boards if b)
    notes = "\n".join(replay_text(r, lang).splitlines()[len(hand.boards) + 2 :])
    body = "".join(
        f"<div>{esc(line)}</div>" for line in notes.splitlines() if not line.startswith(w["board"])
    )
    title = w["title"].format(site=hand.site, id=hand.hand_id or "-")
    return block(
        title,
        table(w["head_players"], players, marked=winners, right=(2, 4, 5, 6, 7)),
        boards,
        table(w["head_actions"], actions, right=(3,)),
        body,
    )


def _interval(bounds: Optional[tuple[float, float]], lang: str) -> str:
    """``low .. high`` with two decimals, ``-`` when there is no interval."""
    if bounds is None:
        return "-"
    low, high = (amount_text(Fraction(round(x * 100)), 2, lang, True) for x in bounds)
    return f"{low} .. {high}"


def report_lines(totals: Any, lang: str = "en", decimals: int = 0) -> list[str]:
    """The per-player lines of ``handrank history``: hands, net, all-in-adjusted net, all-ins,
    big blinds per 100 hands and its 95% interval, one player a line under a heading.

    >>> from handrank.history.luck import PlayerTotals
    >>> ann = PlayerTotals("ann", 2, Fraction(5), Fraction(3), 1, Fraction(5, 2), Fraction(25, 4))
    >>> print("\\n".join(report_lines({"ann": ann})))
    player  hands  net  all-in adjusted  all-ins  bb/100   95% interval
    ann     2      +5   +3               1        +125.00  -120.00 .. +370.00
    """
    check_lang(lang)
    head = list(WORDS[lang]["report_head"])
    rows = [
        [
            t.name,
            str(t.hands),
            amount_text(t.net * 10**decimals, decimals, lang, True),
            amount_text(t.adjusted * 10**decimals, decimals, lang, True),
            str(t.allins),
            amount_text(Fraction(round(t.bb_per_100 * 100)), 2, lang, True),
            _interval(t.bb_per_100_interval, lang),
        ]
        for t in totals.values()
    ]
    widths = [max(len(r[j]) for r in [head, *rows]) for j in range(len(head))]
    return ["  ".join(c.ljust(widths[j]) for j, c in enumerate(r)).rstrip() for r in [head, *rows]]


def hands_text(rows: list[list[Any]], lang: str = "en") -> str:
    """A table of hands (``HandsTable.records()``) in words: a title, a heading, a hand a line
    (``-`` where a hand has no value).

    >>> text = hands_text([["a.txt", 1, "phh", "7", "", "", "", "holdem", "no", 2, "", "2", None, None]])
    >>> lines = text.splitlines(); lines[0], lines[1].split()[:4], lines[2].split()[4:]
    ('Hands: 1', ['file', 'line', 'site', 'hand'], ['holdem', 'no', '2', '2', '-', '-'])
    """
    check_lang(lang)
    w = WORDS[lang]
    head = list(w["hands_head"])
    cells = [["-" if v is None else str(v) for v in row] for row in rows]
    widths = [max(len(r[j]) for r in [head, *cells]) for j in range(len(head))]
    lines = ["  ".join(c.ljust(widths[j]) for j, c in enumerate(r)).rstrip() for r in [head, *cells]]
    return "\n".join([w["hands_title"].format(n=len(rows)), *lines])
