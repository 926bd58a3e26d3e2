"""Text: every word the package says.

``en`` and ``ru`` are the word tables of one language each, with the same names;
``hands`` and ``showdown`` are the renderers that fill them. Adding a language is adding
one module with those names. May import: ``evaluators``, ``cards``, ``values``.
"""
