"""Badugi: four cards, the largest subset with all ranks and all suits different plays.

>>> evaluate_badugi("As 2c 3d 4h"), evaluate_badugi("Kd Qc Jh Ts") > evaluate_badugi("As 2c 3d 3h")
(1092, True)
>>> pretty(best_badugi("As 2s 3d 4h")), describe_badugi(evaluate_badugi("As 2s 3d 4h"))
('4♥ 3♦ A♠', '3-card hand, 4-3-A')
>>> print(badugi_showdown({"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad"}, pot=10))
ann wins 10: 4-card badugi, 7-5-3-A beats 4-card badugi, 8-4-2-A.

A four-card badugi (four ranks, four suits) beats every three-card hand, a three-card hand every
two-card one, and so on; among hands of the same size the lower wins, compared from the highest
card down; aces are low, so ``A 2 3 4`` of four suits is the best hand (pokerkit's
``BadugiHand``; its ace-high ``StandardBadugiHand`` is another game). The value scale is dense:
1,092 classes (715 four-card, 286 three-card, 78 two-card, 13 one-card hands), higher is better,
``1`` the worst one-card hand (a king).

The game's calls, in one place: the numbers are ``handrank.evaluators.badugi``'s, the words
``handrank.text.hands``', the explanations and showdowns ``handrank.explanations.badugi``'s;
the generic calls answer with ``game="badugi"`` through the same code:

>>> import handrank as hr
>>> hr.evaluate("As 2c 3d 4h", game="badugi"), hr.describe(hr.evaluate("Kd 7d 5c 2h", game="badugi"))
(1092, '3-card hand, 7-5-2')
"""

from __future__ import annotations

from ..cards import pretty  # noqa: F401 (the examples above print cards with it)
from ..evaluators.badugi import BADUGI_CLASSES, BadugiError, best_badugi, decode_badugi, evaluate_badugi
from ..explanations.badugi import BadugiExplanation, BadugiShowdown, badugi_showdown, explain_badugi
from ..text.hands import describe_badugi

__all__ = ["BADUGI_CLASSES", "BadugiError", "BadugiExplanation", "BadugiShowdown", "badugi_showdown",
           "best_badugi", "decode_badugi", "describe_badugi", "evaluate_badugi", "explain_badugi"]
