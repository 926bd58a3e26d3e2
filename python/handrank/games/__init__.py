"""Games, the layer of rules built on the evaluators and explanations: ``equity`` (each hand's
share of the pot), ``ranges`` (the range notation), ``equity_tables`` (tables of equities as
jobs), ``hilo`` (high-low split pots) and ``russian`` (Russian poker, its advisor and solver).

A game module imports only the layers below it (``jobs``, ``explain``, ``text``, the
evaluators, ``cards``, ``values``); sibling games do not import each other (import-linter
contracts in pyproject.toml).
"""
