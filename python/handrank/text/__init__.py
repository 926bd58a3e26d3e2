"""Text, the words layer: every word the package says.

``en`` and ``ru`` are one language each: word tables and templates with the same names.
``hands`` (names of hands, lows, wild cards), ``showdown`` (what a dealer says at a showdown)
and ``pots`` (how a high-low pot is split) are the renderers that fill them; adding a language
is adding one module with those names and listing it in ``hands.LANGUAGES``.

May import: ``evaluators`` (to decode values), ``cards``, ``values``. Never ``explain`` or
above: the renderers read the explanations they are given.
"""
