"""Each function, type and constant the extension declares to cffi (``csrc/include/*.cdef``) is
declared the same way in the C header beside it (``hr_x.cdef`` and ``hr_x.h``): the cdef
is a copy of the header's declarations, and this test keeps the two the same.

The cdefs stay hand-written because cffi reads only plain declarations: the headers hold
include guards, ``extern "C"`` blocks, macros that size arrays, and declarations the Python
side does not use. Comparing them here costs nothing at build time and fails with the
declaration that differs.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

INCLUDE = Path(__file__).resolve().parent.parent / "csrc" / "include"
CDEFS = sorted(INCLUDE.glob("*.cdef"))


def _code(text: str) -> str:
    """C text without comments, each run of whitespace one space, none beside punctuation."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r"\s+", " ", text)
    return re.sub(r" ?([;,(){}\[\]*=]) ?", r"\1", text).strip()


def _declarations(cdef: str) -> list[str]:
    """The top-level declarations of a cdef (each ends at a ``;`` outside braces), and its
    ``#define`` lines."""
    out, depth, start = [], 0, 0
    code = _code("\n".join(line for line in cdef.splitlines() if not line.lstrip().startswith("#")))
    for i, ch in enumerate(code):
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if ch == ";" and depth == 0:
            out.append(code[start:i + 1].strip())
            start = i + 1
    defines = [_code(line) for line in cdef.splitlines() if line.lstrip().startswith("#define")]
    return out + defines


def _header_defines(header: str) -> dict[str, str]:
    found = re.finditer(r"^\s*#define\s+(\w+)[ \t]+([^\n]*)", header, re.M)
    return {m.group(1): _code(m.group(2)) for m in found}


def _expanded(header: str, defines: dict[str, str]) -> str:
    """The header's code with each macro whose value is a whole number written as that number
    (as the cdef writes array sizes)."""
    for name, value in defines.items():
        number = re.sub(r"(?<=[0-9])[uUlL]+\b", "", value)
        if re.fullmatch(r"[0-9()+*\- ]+", number):
            header = re.sub(rf"\b{name}\b", str(eval(number)), header)  # digits and + - * ( ) only
    return header


def test_every_cdef_has_its_header():
    assert CDEFS
    for cdef in CDEFS:
        assert cdef.with_suffix(".h").exists(), cdef.name


@pytest.mark.parametrize("cdef", CDEFS, ids=lambda p: p.name)
def test_the_cdef_declares_what_its_header_declares(cdef):
    header_text = (cdef.with_suffix(".h")).read_text()
    defines = _header_defines(header_text)
    header = _expanded(_code(header_text), defines)
    declarations = _declarations(cdef.read_text())
    assert declarations, cdef.name
    for decl in declarations:
        if decl.startswith("#define"):
            name, _, value = decl[len("#define"):].strip().partition(" ")
            if value == "...":   # cffi reads the value from the compiled header
                assert name in defines, f"{cdef.name}: {name} is not defined in {cdef.with_suffix('.h').name}"
            else:
                assert defines.get(name) == value, f"{cdef.name}: #define {name} {value} differs"
            continue
        assert decl in header, f"{cdef.name}: not declared so in {cdef.with_suffix('.h').name}:\n  {decl}"
