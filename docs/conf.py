"""Sphinx configuration for handrank's documentation (built by tests/test_docs.py with -W)."""

import doctest
import re

import handrank  # the installed package, whose docstrings autodoc reads

project = "handrank"
author = "the handrank authors"
copyright = "2026, the handrank authors"
version = release = handrank.__version__

extensions = ["sphinx.ext.autodoc", "sphinx.ext.doctest", "myst_parser"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build", "benchmarks/2*.md"]  # saved runs: included by guide/benchmarks.md
myst_heading_anchors = 3

autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": True}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_preserve_defaults = True

# The doctest builder runs the pages' ``.. doctest::`` blocks; the docstrings' examples are run by
# tests/test_docstrings.py with their module's names in scope, which Sphinx's runner lacks.
# Each page's examples run in a fresh temporary folder (the pages write pictures, stores and rules
# files there, never into the checkout), with handrank imported as ``hr``.
doctest_global_setup = """
import importlib.util, os, tempfile
import handrank as hr
_cwd = os.getcwd()
os.chdir(tempfile.mkdtemp(prefix="handrank-doctest-"))
"""
doctest_global_cleanup = "os.chdir(_cwd)"
doctest_test_doctest_blocks = ""
doctest_default_flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE | doctest.DONT_ACCEPT_TRUE_FOR_1

html_theme = "alabaster"
html_title = f"handrank {release}"


def _pipe_tables(app, what, name, obj, options, lines):
    """Docstrings may hold Markdown pipe tables (as the specs write them); give docutils a
    list-table for each, so the page shows a table and the build stays warning-free."""
    out, i = [], 0
    while i < len(lines):
        header = lines[i].strip()
        rule = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if not (header.startswith("|") and re.fullmatch(r"\|[\s:|-]*-[\s:|-]*\|", rule)):
            out.append(lines[i])
            i += 1
            continue
        indent = lines[i][: len(lines[i]) - len(lines[i].lstrip())]
        out += [f"{indent}.. list-table::", f"{indent}   :header-rows: 1", ""]
        j = i
        while j < len(lines) and lines[j].strip().startswith("|"):
            if j != i + 1:
                cells = [c.strip() for c in lines[j].strip().strip("|").split("|")]
                for k, cell in enumerate(cells):
                    cell = "\\" + cell if cell[:1] in ("-", "*", "+") else cell
                    out.append(f"{indent}   {'* -' if k == 0 else '  -'} {cell}".rstrip())
            j += 1
        out.append("")
        i = j
    lines[:] = out


def setup(app):
    app.connect("autodoc-process-docstring", _pipe_tables)
