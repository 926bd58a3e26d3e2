"""Games, the layer of rules built on the evaluators and explanations: ``hilo`` (high-low split
pots), ``stud`` (seven-card stud, stud hi-lo and razz deals), ``badugi`` and ``russian`` (Russian
poker, its advisor and solver).

A game module imports only the layers below it (``jobs``, ``explain``, ``text``, the
evaluators, ``cards``, ``values``); sibling games do not import each other, and the analysis
above them (equity, ranges, tables) asks their rules (import-linter contracts in pyproject.toml).
"""
