"""Explanations, the layer of what happened and why, as data (said in words by ``text``).

``hand`` (Explanation and LowExplanation on one base; explain, describe), ``wild`` (WildHand,
WildLow), ``showdown`` (Decision; Showdown and LowShowdown on one base; showdown), ``pots``
(split_pot, side_pots, award_pots).

May import: ``text``, ``evaluators``, ``cards``, ``values``. ``handrank.explain`` the attribute
is the function ``explain``; this layer is ``handrank.explanations``: import its's modules by their full names
(``from handrank.explanations.showdown import Decision``).
"""
