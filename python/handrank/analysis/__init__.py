"""Analysis, the questions asked of any game: ``equity`` (each hand's share of the pot, exact or
Monte Carlo), ``ranges`` (the range notation), ``equity_tables`` (tables of equities as jobs),
``draws`` (the made hand, the draws and the outs), ``strength`` (hand strength and potential),
``distribution`` (equity distributions) and ``icm`` (tournament equities).

Analysis sits above the games (it asks their rules) and below the CLI and the drop-ins
(import-linter contracts in pyproject.toml).
"""
