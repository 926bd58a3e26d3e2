#!/usr/bin/env python3
"""How many public objects of the documented modules have no docstring example.

The modules are those ``docs/api/*.rst`` names with ``automodule``; in each, the public names
(its ``__all__``, else every name without a leading ``_``) that are functions or classes
defined in that module (a re-exported name counts once, where it is defined), and each such
class's own public methods. An object counts as having an example when its own docstring
holds ``>>>``.

    python tools/doc_examples.py            # "N of M without an example"
    python tools/doc_examples.py --list     # and their dotted names
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def documented_modules(root: Path = ROOT) -> list[str]:
    """The module names ``docs/api/*.rst`` documents with ``automodule``."""
    return sorted({m for f in (root / "docs" / "api").glob("*.rst")
                   for m in re.findall(r"automodule:: (\S+)", f.read_text(encoding="utf-8"))})


def public_objects(module_name: str) -> Iterator[tuple[str, Any]]:
    """``(dotted name, object)`` of the public functions, classes and methods defined in the module."""
    module = importlib.import_module(module_name)
    names = getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]
    for name in names:
        obj = getattr(module, name, None)
        if not (inspect.isfunction(obj) or inspect.isclass(obj)) or obj.__module__ != module_name:
            continue
        yield f"{module_name}.{name}", obj
        if inspect.isclass(obj):
            for attr, value in vars(obj).items():
                f = value.__func__ if isinstance(value, (classmethod, staticmethod)) else value
                if not attr.startswith("_") and inspect.isfunction(f):
                    yield f"{module_name}.{name}.{attr}", f


def without_examples(root: Path = ROOT) -> tuple[list[str], int]:
    """The dotted names without an example, and how many objects were looked at."""
    seen: set[int] = set()
    missing, total = [], 0
    for module_name in documented_modules(root):
        for name, obj in public_objects(module_name):
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            total += 1
            if ">>>" not in (obj.__doc__ or ""):
                missing.append(name)
    return missing, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print the names without an example")
    args = parser.parse_args()
    missing, total = without_examples()
    print(f"{len(missing)} of {total} without an example")
    if args.list:
        print("\n".join(missing))


if __name__ == "__main__":
    main()
