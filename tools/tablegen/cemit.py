"""Emit Python integer sequences as C array definitions."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def c_array(ctype: str, name: str, values: Sequence[int], per_line: int = 12,
            fmt: str = "{}") -> str:
    """Return ``const ctype name[len] = {...};`` with the values laid out in rows."""
    rows = []
    for i in range(0, len(values), per_line):
        rows.append("    " + ", ".join(fmt.format(v) for v in values[i:i + per_line]) + ",")
    body = "\n".join(rows)
    return f"const {ctype} {name}[{len(values)}] = {{\n{body}\n}};\n"


def c_defines(pairs: Iterable[tuple[str, object]]) -> str:
    """Return ``#define NAME value`` lines."""
    return "".join(f"#define {k} {v}\n" for k, v in pairs)
