"""Evaluators: every function that turns cards into a number, and no words.

``high`` (evaluate, compare, best_five, Omaha), ``low`` (the low schemes' values),
``schemes`` (LowRules, qualifiers, decode_low), ``wild`` (wild cards and jokers),
``batch`` (many hands in one C call). May import: ``cards``, ``values``, ``_core``.
"""
