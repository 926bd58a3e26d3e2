"""Games: the rules built on the evaluators and explanations (equity and ranges so far).

A game module imports only the layers below it (``cards``, ``values``, the evaluators,
``text``, ``explain``); sibling games do not import each other.
"""
