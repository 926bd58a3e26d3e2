"""Games, the layer of rules built on the evaluators and explanations: ``hilo`` (high-low split
pots), ``russian`` (Russian poker), and equity and ranges as they come.

A game module imports only the layers below it (``jobs``, ``explain``, ``text``, the
evaluators, ``cards``, ``values``); sibling games do not import each other (import-linter
contracts in pyproject.toml).
"""
