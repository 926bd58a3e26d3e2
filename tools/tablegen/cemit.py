"""Emit Python integer sequences as C array definitions."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def c_array(ctype: str, name: str, values: Sequence[int], per_line: int = 12,
            fmt: str = "{}") -> str:
    """Return ``const ctype name[len] = {...};`` with the values laid out in rows."""
    text = list(map(fmt.format, values))
    body = "\n".join("    " + ", ".join(text[i:i + per_line]) + "," for i in range(0, len(text), per_line))
    return f"const {ctype} {name}[{len(values)}] = {{\n{body}\n}};\n"


def c_defines(pairs: Iterable[tuple[str, object]]) -> str:
    """Return ``#define NAME value`` lines."""
    return "".join(f"#define {k} {v}\n" for k, v in pairs)
