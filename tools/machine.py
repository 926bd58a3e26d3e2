"""The CPU a benchmark ran on, read from the text of ``/proc/cpuinfo``: the vendor, the model
name, the numbers that tell one generation from another (x86: family and model; ARM: the
implementer and part), the core's name where the numbers are known, and the vector
instructions the batch kernels use (AVX2; AVX-512 F, BW and VL) or, on ARM, NEON.
``tools/bench.py`` prints it at the top of every run and in the header of its ``--markdown``
page; ``tools/bench_readme.py`` reads it back from the saved pages.

>>> cpu = parse("vendor_id : AuthenticAMD\\ncpu family : 25\\nmodel : 1\\nmodel name : AMD EPYC\\n"
...             "flags : fpu sse2 avx avx2 bmi2\\n")
>>> cpu.text()
'AMD EPYC (AMD family 25 model 1, Zen 3; AVX2, no AVX-512)'
>>> cpu.label()
'AMD EPYC, Zen 3, AVX2'
"""

from __future__ import annotations

import platform
import re
from typing import NamedTuple, Optional

_X86_VENDORS = {"AuthenticAMD": "AMD", "GenuineIntel": "Intel", "HygonGenuine": "Hygon"}
# AMD's families and model ranges (as CPUID gives them) -> the core
_AMD_CORES = {
    0x17: ((0x00, 0x2F, "Zen or Zen+"), (0x30, 0xFF, "Zen 2")),
    0x19: ((0x00, 0x0F, "Zen 3"), (0x10, 0x1F, "Zen 4"), (0x20, 0x5F, "Zen 3"), (0x60, 0x7F, "Zen 4"),
           (0xA0, 0xAF, "Zen 4")),
    0x1A: ((0x00, 0xFF, "Zen 5"),),
}
# ARM's "CPU implementer" codes, and the cores of Arm's own designs by "CPU part"
_ARM_IMPLEMENTERS = {0x41: "Arm", 0x42: "Broadcom", 0x46: "Fujitsu", 0x48: "HiSilicon", 0x4E: "NVIDIA",
                     0x51: "Qualcomm", 0x61: "Apple", 0xC0: "Ampere"}
_ARM_CORES = {0xD03: "Cortex-A53", 0xD05: "Cortex-A55", 0xD07: "Cortex-A57", 0xD08: "Cortex-A72",
              0xD0B: "Cortex-A76", 0xD0C: "Neoverse N1", 0xD40: "Neoverse V1", 0xD49: "Neoverse N2",
              0xD4F: "Neoverse V2"}
AVX512 = ("avx512f", "avx512bw", "avx512vl")  # what the avx512 kernel needs


class Cpu(NamedTuple):
    """One CPU as ``/proc/cpuinfo`` describes it (``numbers`` and ``core`` are ``""`` where it
    does not say)."""

    arch: str       # "x86-64", "aarch64", or what platform.machine() says
    vendor: str     # "AMD", "Intel", "Arm", "Apple", ... (the raw vendor id when unknown)
    model: str      # the model name as the CPU gives it, or one made of vendor and core
    numbers: str    # "family 25 model 1" (x86), "implementer 0x41 part 0xd0c" (ARM)
    core: str       # "Zen 3", "Neoverse N1"
    vector: tuple[str, ...]  # of "AVX2", "AVX-512" (x86) or "NEON" (ARM)

    def text(self) -> str:
        """The CPU in one phrase: model, then vendor and numbers, core, vector instructions.

        >>> Cpu("x86-64", "Intel", "Intel(R) Xeon(R) Processor", "family 6 model 143", "",
        ...     ("AVX2", "AVX-512")).text()
        'Intel(R) Xeon(R) Processor (Intel family 6 model 143; AVX2, AVX-512)'
        """
        ids = ", ".join(x for x in (f"{self.vendor} {self.numbers}".strip(), self.core) if x)
        if self.arch == "x86-64":
            vector = ", ".join(v for v in ("AVX2", "AVX-512") if v in self.vector) or "no AVX2"
            vector += "" if "AVX-512" in self.vector else ", no AVX-512"
        else:
            vector = ", ".join((self.arch,) + self.vector)
        return f"{self.model} ({ids}; {vector})" if ids else f"{self.model} ({vector})"

    @classmethod
    def from_text(cls, text: str) -> Cpu:
        """The CPU ``text()`` wrote (a phrase of another form: a CPU of that model name, the
        rest unknown).

        >>> cpu = Cpu("x86-64", "AMD", "AMD EPYC", "family 25 model 1", "Zen 3", ("AVX2",))
        >>> Cpu.from_text(cpu.text()) == cpu
        True
        >>> Cpu.from_text("Intel(R) Xeon(R) Processor").model
        'Intel(R) Xeon(R) Processor'
        """
        m = re.fullmatch(r"(?P<model>.*?) \((?:(?P<ids>[^;()]*); )?(?P<vector>[^;()]*)\)", text)
        if not m:
            return cls("", "", text, "", "", ())
        ids, _, core = (m["ids"] or "").partition(", ")
        vendor, _, numbers = ids.partition(" ")
        words = [w.strip() for w in m["vector"].split(",")]
        if {"AVX2", "AVX-512", "no AVX2", "no AVX-512"} & set(words):
            return cls("x86-64", vendor, m["model"], numbers, core,
                       tuple(v for v in ("AVX2", "AVX-512") if v in words))
        return cls(words[0], vendor, m["model"], numbers, core, tuple(words[1:]))

    def label(self) -> str:
        """The short name of the CPU's family, as the benchmarks page heads its run.

        >>> parse("CPU implementer : 0x41\\nCPU part : 0xd0c\\nFeatures : fp asimd\\n", "aarch64").label()
        'Arm Neoverse N1, NEON'
        """
        return label(self.model, self.core, self.vector or (self.arch,))


def label(model: str, core: str, vector: tuple[str, ...]) -> str:
    """``model`` without its trade marks and clock, then ``core`` and the widest of ``vector``.

    >>> label("Intel(R) Xeon(R) Platinum 8488C CPU @ 2.40GHz", "", ("AVX2", "AVX-512"))
    'Intel Xeon Platinum 8488C, AVX-512'
    """
    name = model.replace("(R)", "").replace("(TM)", "").replace("(tm)", "").split(" @ ")[0]
    name = " ".join(w for w in name.split() if w not in ("Processor", "CPU"))
    widest = [v for v in ("AVX-512", "AVX2", "NEON") if v in vector][:1] or list(vector[-1:])
    return ", ".join([name] + ([core] if core and core not in name else []) + [w for w in widest if w])


def _fields(cpuinfo: str) -> dict[str, str]:
    """The first processor's ``key : value`` lines (the first value of a key kept)."""
    out: dict[str, str] = {}
    for line in cpuinfo.splitlines():
        if not line.strip():
            if out:
                break
            continue
        key, sep, value = line.partition(":")
        if sep:
            out.setdefault(key.strip(), value.strip())
    return out


def _number(text: str) -> Optional[int]:
    try:
        return int(text, 0)
    except ValueError:
        return None


def parse(cpuinfo: str, machine: str = "") -> Cpu:
    """The CPU ``cpuinfo`` (the text of ``/proc/cpuinfo``) describes; ``machine``
    (``platform.machine()``) names the architecture when the text does not show it.

    >>> parse("", "riscv64")
    Cpu(arch='riscv64', vendor='', model='riscv64', numbers='', core='', vector=())
    """
    f = _fields(cpuinfo)
    if "vendor_id" in f or "flags" in f:  # x86
        vendor = _X86_VENDORS.get(f.get("vendor_id", ""), f.get("vendor_id", ""))
        family, model = _number(f.get("cpu family", "")), _number(f.get("model", ""))
        numbers = f"family {family} model {model}" if family is not None and model is not None else ""
        core = next((name for lo, hi, name in _AMD_CORES.get(family or -1, ())
                     if vendor == "AMD" and model is not None and lo <= model <= hi), "")
        flags = set(f.get("flags", "").split())
        vector = tuple(v for v, need in (("AVX2", ("avx2",)), ("AVX-512", AVX512)) if flags.issuperset(need))
        return Cpu("x86-64", vendor, f.get("model name", "") or vendor or "x86-64", numbers, core, vector)
    if "CPU implementer" in f or "Features" in f:  # ARM (64-bit: aarch64; "fp asimd" as Features)
        implementer, part = _number(f.get("CPU implementer", "")), _number(f.get("CPU part", ""))
        vendor = _ARM_IMPLEMENTERS.get(implementer or -1, f.get("CPU implementer", ""))
        core = _ARM_CORES.get(part or -1, "") if implementer == 0x41 else ""
        numbers = " ".join(f"{k} {f[key]}" for k, key in (("implementer", "CPU implementer"),
                                                          ("part", "CPU part")) if key in f)
        model = f.get("model name", "") or " ".join(x for x in (vendor, core) if x) or machine or "ARM"
        neon = "asimd" in f.get("Features", "").split()  # AArch64's name for NEON
        return Cpu(machine or "aarch64", vendor, model, numbers, core, ("NEON",) if neon else ())
    return Cpu(machine, "", f.get("model name", "") or platform.processor() or machine, "", "", ())


def this_cpu() -> Cpu:
    """The CPU of this machine (from ``/proc/cpuinfo`` where there is one).

    >>> this_cpu().arch in ("x86-64", "aarch64", platform.machine())
    True
    """
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            text = fh.read()
    except OSError:
        text = ""
    return parse(text, platform.machine())
