"""Hand histories: read what players and bots log (PHH, PokerStars text), replay each hand on
handrank's own rules, check the site's amounts, and say who was lucky.

The top layer beside the command line: it may import analysis, games, explanations, text,
evaluators and cards; nothing in the package imports it.

>>> import io
>>> from handrank.history import read
>>> hands = list(read(io.StringIO("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
...     "min_bet = 2\\nstarting_stacks = [50, 50]\\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"),
...     format="phh"))
>>> len(hands), hands[0].game
(1, 'holdem')
"""

from .luck import AllIn, PlayerTotals, totals
from .model import Action, Collect, Hand, HandError, HistoryError, Seat, Source, money
from .phh import parse_phh, write_phh
from .pokerstars import parse_hand as parse_pokerstars
from .reader import FORMATS, Reader, read
from .replay import Disagreement, PotResult, Replay, replay
from .table import HandsTable, hands_table

__all__ = [
    "FORMATS",
    "Action",
    "AllIn",
    "Collect",
    "Disagreement",
    "Hand",
    "HandError",
    "HandsTable",
    "HistoryError",
    "PlayerTotals",
    "PotResult",
    "Reader",
    "Replay",
    "Seat",
    "Source",
    "money",
    "hands_table",
    "parse_phh",
    "parse_pokerstars",
    "read",
    "replay",
    "totals",
    "write_phh",
]
