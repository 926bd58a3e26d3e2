"""Explain: what happened and why, as data (with the words from ``text``).

``hand`` (Explanation, LowExplanation; explain, describe), ``wild`` (WildHand, WildLow),
``showdown`` (Decision, Showdown, LowShowdown; showdown), ``pots`` (split_pot, side_pots,
award_pots). May import: ``text``, ``evaluators``, ``cards``, ``values``.

``handrank.explain`` the attribute is the function ``explain``; import this layer's modules
by their full names (``from handrank.explain.showdown import Decision``).
"""
