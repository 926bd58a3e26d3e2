"""A table of hands: a row a hand (where it was read, the site, the hand's number, the game,
the players, the big blind, the pot and the rake the site said), as text, HTML, JSON, a pandas
``DataFrame`` (``to_frame()``) or CSV.

>>> from handrank.history import read
>>> t = hands_table(read(["PokerStars Hand #1:  Hold'em No Limit (1/2) - now", "no table"]))
>>> len(t.records()), t.header()[:4]
(0, ['file', 'line', 'site', 'hand_id'])
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Optional

from ..text.history import hands_text
from ..text.results import TableResult
from .model import Hand, money

__all__ = ["HandsTable", "hands_table"]

_COLUMNS = (
    "file",
    "line",
    "site",
    "hand_id",
    "table",
    "tournament",
    "time",
    "game",
    "limit",
    "players",
    "currency",
    "big_blind",
    "total_pot",
    "rake",
)


@dataclass(repr=False)
class HandsTable(TableResult):
    """The hands, a row each: ``header()`` names the columns, ``records()`` gives the rows
    (amounts as the site writes them, exact: ``"0.25"``; ``None`` where the site said nothing).

    >>> import io
    >>> from handrank.history import read
    >>> text = ("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nmin_bet = 2\\n"
    ...         "starting_stacks = [50, 50]\\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n")
    >>> t = hands_table(read(io.StringIO(text), format="phh"))
    >>> t.records()
    [['', 1, 'phh', '', '', '', '', 'holdem', 'no', 2, '', '2', None, None]]
    >>> t
    <HandsTable Hands: 1>
    """

    #: The hands, in the order read.
    hands: tuple[Hand, ...]

    def header(self) -> list[str]:
        """The columns' names.

        >>> hands_table([]).header()[-3:]
        ['big_blind', 'total_pot', 'rake']
        """
        return list(_COLUMNS)

    def records(self) -> list[list[Any]]:
        """A row a hand.

        >>> hands_table([]).records()
        []
        """
        rows = []
        for h in self.hands:
            d = h.decimals

            def amount(v: Optional[int], d: int = d) -> Optional[str]:
                return None if v is None else money(v, d)

            rows.append(
                [
                    h.source.file,
                    h.source.line,
                    h.site,
                    h.hand_id,
                    h.table,
                    h.tournament,
                    h.time,
                    h.game,
                    h.limit,
                    len(h.seats),
                    h.currency,
                    amount(h.min_bet if h.min_bet is not None else h.big_bet),
                    amount(h.total_pot),
                    amount(h.rake),
                ]
            )
        return rows

    def text(self, lang: str = "en") -> str:
        """The table in words, ``lang`` ``"en"`` or ``"ru"``.

        >>> hands_table([]).text("ru")[:8]
        'Раздач: '
        """
        return hands_text(self.records(), lang)

    def _fields(self) -> dict[str, Any]:
        return {"hands": [dict(zip(_COLUMNS, row)) for row in self.records()]}


def hands_table(hands: Iterable[Hand]) -> HandsTable:
    """The ``HandsTable`` of ``hands`` (a ``read``, a list of hands).

    >>> hands_table([]).to_dict()
    {'hands': []}
    """
    return HandsTable(tuple(hands))
