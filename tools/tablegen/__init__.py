"""Build-time table generators for handrank (run by ``tools/gen_tables.py``).

One way down: ``verify`` (checks every generated entry) > ``low`` > ``high`` (the generators,
each returning its tables as C source) > ``perfect_hash``, ``cemit`` (helpers). ``reference``
and ``reference_low`` hold the slow, obviously-correct evaluators the tables are checked
against; they share no code with the generators (import-linter contracts in pyproject.toml).
"""
