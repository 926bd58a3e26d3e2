"""Build-time table generators for handrank (run by ``tools/gen_tables.py``).

Each module makes the tables for one family of evaluators and returns them as C
source; ``reference`` holds the slow, obviously-correct evaluators they are
verified against and shares no code with the generators.
"""
