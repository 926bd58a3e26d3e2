"""Evaluators, the numbers layer: every function that turns cards into a number, and no words.

``high`` (evaluate, compare, best_five, Omaha), ``low`` (the values of low hands), ``schemes``
(LowRules, qualifiers, decode_low), ``wild`` (wild cards and jokers), ``batch`` (many hands in
one C call).

May import: ``cards``, ``values``, ``_core`` (and, inside the layer, one way: ``high`` and
``low`` > ``wild`` > ``schemes`` and ``batch``). Nothing here says a word: names of hands are
``handrank.text``'s.
"""
