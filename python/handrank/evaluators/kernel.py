"""The batch kernel: chosen once, at import, from what this CPU runs.

``evaluate_batch`` (and everything built on ``hr_eval_batch``) runs one of three loops, all
bit-identical: ``"scalar"`` (portable C), ``"avx2"`` (8 hands at a time) and ``"avx512"``
(16 at a time; AVX-512 F, BW and VL), the vector ones on x86-64 only. The fastest the CPU
runs is taken unless the environment variable ``HANDRANK_KERNEL`` names one; naming one
the CPU lacks is an error when handrank is imported. ``HANDRANK_HIDE_CPU=avx512,avx2`` (a
test hook) makes the choice as if the CPU lacked those.

>>> KERNEL in KERNELS and KERNEL in available()
True
>>> choose("scalar", ("scalar", "avx2"))
'scalar'
>>> choose(None, ("scalar", "avx2"))
'avx2'
"""

from __future__ import annotations

import os
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
    handrank.evaluators.kernel.KernelError: HANDRANK_KERNEL=sse9: not a kernel;
    choose one of scalar, avx2, avx512
    """


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
            raise KernelError(f"HANDRANK_HIDE_CPU: {name!r} is not a vector kernel; "
                              "give a list of avx2, avx512")
    return tuple(k for k in KERNELS
                 if k not in hidden and lib.hr_kernel_available(_ID[k]) == 1)


def choose(requested: Optional[str], runs: Sequence[str]) -> str:
    """The kernel to use: ``requested`` (a name or None for the fastest) among ``runs``.

    >>> choose("avx512", ("scalar", "avx2"))
    Traceback (most recent call last):
    ...
    handrank.evaluators.kernel.KernelError: HANDRANK_KERNEL=avx512: this CPU lacks AVX-512 F, BW and VL
    (it runs scalar, avx2)
    >>> choose(" ", ("scalar", "avx2"))
    'avx2'
    """
    name = (requested or "").strip().lower()
    if not name:  # unset, empty or blank: the fastest
        return runs[-1]
    if name not in KERNELS:
        raise KernelError(f"HANDRANK_KERNEL={requested}: not a kernel; choose one of {', '.join(KERNELS)}")
    if name not in runs:
        raise KernelError(f"HANDRANK_KERNEL={requested}: this CPU lacks {_NEEDS[name]} "
                          f"(it runs {', '.join(runs)})")
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


KERNEL = select()
"""The name of the kernel in use."""
