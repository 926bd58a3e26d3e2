"""The batch kernel: chosen once, at import, from what this CPU runs.

``evaluate_batch`` (and everything built on ``hr_eval_batch``) runs one of three loops, all
bit-identical: ``"scalar"`` (portable C), ``"avx2"`` (8 hands at a time) and ``"avx512"``
(16 at a time; AVX-512 F, BW and VL), the vector ones on x86-64 only. The fastest the CPU
runs is taken unless the environment variable ``HANDRANK_KERNEL`` names one (blank counts as
unset). ``HANDRANK_HIDE_CPU=avx512,avx2`` (a test hook) makes the choice as if the CPU lacked
those.

A variable that cannot be honoured (``HANDRANK_KERNEL=sse9``, or a kernel this CPU lacks) never
stops ``import handrank``: the fastest kernel is taken instead, a ``KernelWarning`` says so in
one line naming the variable, its value and the values accepted here, and ``PROBLEM`` keeps
the message (``check()`` raises it as a ``KernelError``, a ``ValueError``, for a program that
wants to stop). The ``handrank`` command says it as its one error line instead and exits with
status 2.

>>> KERNEL in KERNELS and KERNEL in available()
True
>>> choose("scalar", ("scalar", "avx2"))
'scalar'
>>> choose(None, ("scalar", "avx2"))
'avx2'
"""

from __future__ import annotations

import os
import sys
import warnings
from types import FrameType
from typing import Mapping, Optional, Sequence

from .._core import lib
from ..errors import HandrankError

KERNELS = ("scalar", "avx2", "avx512")
"""Every kernel's name, slowest first."""

_ID = {"scalar": lib.HR_KERNEL_SCALAR, "avx2": lib.HR_KERNEL_AVX2, "avx512": lib.HR_KERNEL_AVX512}
_NEEDS = {"scalar": "nothing", "avx2": "AVX2", "avx512": "AVX-512 F, BW and VL"}


class KernelError(HandrankError):
    """``HANDRANK_KERNEL`` names no kernel, or one this CPU (or this build) cannot run.

    >>> choose("sse9", ["scalar"])
    Traceback (most recent call last):
    ...
    handrank.evaluators.kernel.KernelError: HANDRANK_KERNEL='sse9': not a kernel (scalar, avx2, avx512);
    accepted here: scalar, or empty for the fastest
    """


class KernelWarning(UserWarning):
    """``import handrank`` took the fastest kernel because ``HANDRANK_KERNEL`` (or
    ``HANDRANK_HIDE_CPU``) could not be honoured; the message says why (``PROBLEM``).

    >>> issubclass(KernelWarning, UserWarning)
    True
    """


def _shown(value: str) -> str:
    """A variable's value as a message quotes it: ``repr``, cut after 40 characters."""
    return repr(value) if len(value) <= 40 else repr(value[:40]) + "…"


def _names(env: str) -> list[str]:
    return [w.strip().lower() for w in env.split(",") if w.strip()]


def available(env: Optional[Mapping[str, str]] = None) -> tuple[str, ...]:
    """The kernels this build and CPU run, less those ``HANDRANK_HIDE_CPU`` hides.

    >>> "scalar" in available({"HANDRANK_HIDE_CPU": "avx2,avx512"})
    True
    >>> available({"HANDRANK_HIDE_CPU": "avx2,avx512"})
    ('scalar',)
    """
    env = os.environ if env is None else env
    hidden = _names(env.get("HANDRANK_HIDE_CPU", ""))
    for name in hidden:
        if name not in KERNELS or name == "scalar":
            raise KernelError(f"HANDRANK_HIDE_CPU={_shown(env['HANDRANK_HIDE_CPU'])}: {_shown(name)} is "
                              "not a vector kernel; accepted: a list of avx2, avx512, or empty")
    return tuple(k for k in KERNELS
                 if k not in hidden and lib.hr_kernel_available(_ID[k]) == 1)


def choose(requested: Optional[str], runs: Sequence[str]) -> str:
    """The kernel to use: ``requested`` (a name, or None or blank for the fastest) among ``runs``.

    >>> choose("avx512", ("scalar", "avx2"))
    Traceback (most recent call last):
    ...
    handrank.evaluators.kernel.KernelError: HANDRANK_KERNEL='avx512': this CPU lacks AVX-512 F, BW and VL;
    accepted here: scalar, avx2, or empty for the fastest
    >>> choose(" ", ("scalar", "avx2"))
    'avx2'
    """
    name = (requested or "").strip().lower()
    if not name:  # unset, empty or blank: the fastest
        return runs[-1]
    accepted = f"accepted here: {', '.join(runs)}, or empty for the fastest"
    if name not in KERNELS:
        raise KernelError(f"HANDRANK_KERNEL={_shown(requested or '')}: not a kernel ({', '.join(KERNELS)}); "
                          f"{accepted}")
    if name not in runs:
        raise KernelError(f"HANDRANK_KERNEL={_shown(requested or '')}: this CPU lacks {_NEEDS[name]}; "
                          f"{accepted}")
    return name


def select(env: Optional[Mapping[str, str]] = None) -> str:
    """Choose the kernel as the environment says, make it ``hr_eval_batch``'s, return its name.

    >>> select() == KERNEL
    True
    """
    env = os.environ if env is None else env
    name = choose(env.get("HANDRANK_KERNEL"), available(env))
    if lib.hr_kernel_select(_ID[name]) != _ID[name]:  # the C side checks the CPU again
        raise KernelError(f"kernel {name} refused by the C core")
    return name


def _fastest(env: Mapping[str, str]) -> dict[str, str]:
    """The environment without what could not be honoured: no ``HANDRANK_KERNEL``, and no
    ``HANDRANK_HIDE_CPU`` when that one is bad too."""
    out = {k: v for k, v in env.items() if k != "HANDRANK_KERNEL"}
    try:
        available(out)
    except KernelError:
        del out["HANDRANK_HIDE_CPU"]
    return out


def _command_line() -> bool:
    """Whether this process is the ``handrank`` command (the console script, or ``python -m
    handrank`` while it imports the package): it says a bad variable as its error line."""
    script = os.path.splitext(os.path.basename(sys.argv[0] if sys.argv else ""))[0]
    if script in ("handrank", "handrank-script"):
        return True
    frame: Optional[FrameType] = sys._getframe()
    while frame is not None:  # runpy imports the package of ``-m handrank`` before its __main__
        if frame.f_code.co_name == "_run_module_as_main" and frame.f_locals.get("mod_name") == "handrank":
            return True
        frame = frame.f_back
    return False


def _outside() -> int:
    """The ``stacklevel`` of the first frame outside this package and the import machinery:
    the warning points at the line that imported handrank (``warnings`` does not count the
    import machinery's frames)."""
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    frame: Optional[FrameType] = sys._getframe(1)
    level = 1
    while frame is not None:
        name = frame.f_code.co_filename
        machinery = name.startswith("<frozen ") or "importlib" in name
        if not machinery and not name.startswith(here):
            break
        level += 0 if machinery else 1
        frame = frame.f_back
    return level


def _at_import() -> tuple[str, Optional[str]]:
    """The kernel ``select`` chooses, or the fastest (with a ``KernelWarning``, unless this is
    the command line) when the environment cannot be honoured; and why not."""
    try:
        return select(), None
    except KernelError as e:
        problem = str(e)
    name = select(_fastest(os.environ))
    if not _command_line():
        warnings.warn(f"{problem}; using {name}", KernelWarning, stacklevel=_outside())
    return name, problem


def check() -> None:
    """Raise ``PROBLEM`` as a ``KernelError``: for a program that wants to stop, rather than
    run on the fastest kernel, when ``HANDRANK_KERNEL`` could not be honoured.

    >>> check() if PROBLEM is None else None
    """
    if PROBLEM is not None:
        raise KernelError(PROBLEM)


_CHOSEN = _at_import()
KERNEL: str = _CHOSEN[0]
"""The name of the kernel in use."""
PROBLEM: Optional[str] = _CHOSEN[1]
"""Why ``HANDRANK_KERNEL`` (or ``HANDRANK_HIDE_CPU``) was not honoured (the ``KernelWarning``'s
message), or None."""
