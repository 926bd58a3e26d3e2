"""Drop-in replacements for the APIs of other evaluators, backed by handrank's C core.

- ``handrank.compat.treys``: ``Card``, ``Deck``, ``Evaluator``, ``PLOEvaluator``, ``LookupTable``
  with treys' card ints and ranks (``1`` = royal flush .. ``7462``, lower is stronger).
- ``handrank.compat.phevaluator``: ``evaluate_cards``, ``evaluate_omaha_cards`` and friends with
  phevaluator's card ids (the same ids as handrank) and ranks.
- ``handrank.compat.pokerkit``: ``install()`` patches pokerkit's own hand types (in-process,
  guarded by pokerkit's version) to evaluate through handrank; pokerkit's API is unchanged.
- ``handrank.compat.eval7``: eval7's ``Card``, ``Deck``, ``evaluate``, ``handtype``,
  ``HandRange`` and equity functions, with eval7's values, range notation and equities.

Switch a bot by changing its import line::

    from handrank.compat.treys import Card, Evaluator   # was: from treys import Card, Evaluator

Valid input gives exactly what the original returns; bad input (an unknown card, a card
twice, a wrong number of cards) raises ``ValueError`` instead of a wrong answer.

Above the games in the layers: may import ``games`` (``compat.eval7``'s equities are the
equity engine's kernels), ``jobs``, ``explain``, ``text``, the evaluators, ``cards``,
``values``; only the public re-export modules and the CLI may import it.
"""
