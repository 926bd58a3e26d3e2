"""The README's Python examples run as written (with the installed package)."""

import importlib.util
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_examples_run():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 5
    namespace: dict = {}
    for block in blocks:
        if "import pokerkit" in block and importlib.util.find_spec("pokerkit") is None:
            continue  # pokerkit's drop-in: pokerkit itself needs Python 3.11+ (tests/test_compat_pokerkit.py)
        exec(compile(block, str(README), "exec"), namespace)  # noqa: S102
    hr = namespace["hr"]
    assert namespace["r"].winners == ["alice"] and hr.evaluate("As Ks Qs Js Ts 2d 3c") == 7462
    if importlib.util.find_spec("pokerkit") is not None:  # the examples leave pokerkit unpatched
        from handrank.compat import pokerkit as hrpk
        assert not hrpk.is_installed()
