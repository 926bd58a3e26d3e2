"""The machine a benchmark ran on: tools/machine.py reads the CPU from the text of /proc/cpuinfo
(AMD, Intel, aarch64), tools/bench.py heads its runs with it, and tools/bench_readme.py keeps
one run per CPU family on the benchmarks page, side by side, and lists every saved run with its
CPU in history.md."""

from __future__ import annotations

import shutil
from pathlib import Path

import bench_readme  # tools/ is on sys.path (conftest.py)
import machine
import pytest

ROOT = Path(__file__).resolve().parent.parent

# the first processor of this project's AMD EPYC (a KVM guest: the model name is the family's)
AMD_ZEN3 = """processor\t: 0
vendor_id\t: AuthenticAMD
cpu family\t: 25
model\t\t: 1
model name\t: AMD EPYC
stepping\t: 1
microcode\t: 0x1000065
cpu MHz\t\t: 2445.428
cache size\t: 512 KB
flags\t\t: fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush mmx fxsr sse \
sse2 ht syscall nx mmxext fxsr_opt pdpe1gb rdtscp lm constant_tsc rep_good nopl xtopology nonstop_tsc cpuid \
extd_apicid tsc_known_freq pni pclmulqdq ssse3 fma cx16 pcid sse4_1 sse4_2 x2apic movbe popcnt \
tsc_deadline_timer aes xsave avx f16c rdrand hypervisor lahf_lm cmp_legacy cr8_legacy abm sse4a misalignsse \
3dnowprefetch osvw topoext cpuid_fault vmmcall fsgsbase tsc_adjust bmi1 avx2 smep bmi2 erms invpcid rdseed \
adx smap clflushopt clwb sha_ni xsaveopt xsavec xgetbv1 xsaves clzero xsaveerptr arat umip vaes vpclmulqdq \
rdpid fsrm

processor\t: 1
vendor_id\t: AuthenticAMD
cpu family\t: 25
model\t\t: 1
model name\t: AMD EPYC
"""

INTEL_SPR = """processor\t: 0
vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 143
model name\t: Intel(R) Xeon(R) Platinum 8488C
stepping\t: 8
flags\t\t: fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush mmx fxsr sse \
sse2 ss ht syscall nx pdpe1gb rdtscp lm constant_tsc pni pclmulqdq ssse3 fma cx16 pcid sse4_1 sse4_2 movbe \
popcnt aes xsave avx f16c rdrand hypervisor lahf_lm abm fsgsbase bmi1 avx2 smep bmi2 erms invpcid avx512f \
avx512dq rdseed adx smap avx512ifma clflushopt clwb avx512cd sha_ni avx512bw avx512vl xsaveopt avx512vbmi \
avx512_vbmi2 gfni vaes vpclmulqdq avx512_vnni avx512_bitalg avx512_vpopcntdq avx512_fp16
"""

INTEL_CLIENT = """processor\t: 0
vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 94
model name\t: Intel(R) Core(TM) i7-6700 CPU @ 3.40GHz
flags\t\t: fpu sse sse2 ssse3 sse4_1 sse4_2 avx avx2 bmi1 bmi2 fma
"""

# AVX-512 F without BW and VL (a Xeon Phi): not what the avx512 kernel needs
INTEL_PHI = """vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 87
model name\t: Intel(R) Xeon Phi(TM) CPU 7210 @ 1.30GHz
flags\t\t: fpu sse sse2 avx avx2 avx512f avx512pf avx512er avx512cd
"""

GRAVITON2 = """processor\t: 0
BogoMIPS\t: 243.75
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm lrcpc dcpop \
asimddp ssbs
CPU implementer\t: 0x41
CPU architecture: 8
CPU variant\t: 0x3
CPU part\t: 0xd0c
CPU revision\t: 1

processor\t: 1
BogoMIPS\t: 243.75
"""

AMPERE_ONE = """processor\t: 0
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics
CPU implementer\t: 0xc0
CPU architecture: 8
CPU variant\t: 0x0
CPU part\t: 0xac3
CPU revision\t: 0
"""


def test_amd():
    cpu = machine.parse(AMD_ZEN3, "x86_64")
    assert cpu == machine.Cpu("x86-64", "AMD", "AMD EPYC", "family 25 model 1", "Zen 3", ("AVX2",))
    assert cpu.text() == "AMD EPYC (AMD family 25 model 1, Zen 3; AVX2, no AVX-512)"
    assert cpu.label() == "AMD EPYC, Zen 3, AVX2"
    zen4 = machine.parse(AMD_ZEN3.replace("model\t\t: 1\n", "model\t\t: 17\n", 1)
                         .replace(" avx2 ", " avx2 avx512f avx512bw avx512vl ", 1))
    assert (zen4.core, zen4.vector) == ("Zen 4", ("AVX2", "AVX-512"))
    assert zen4.label() == "AMD EPYC, Zen 4, AVX-512"
    rome = machine.parse(AMD_ZEN3.replace("cpu family\t: 25", "cpu family\t: 23", 1)
                         .replace("model\t\t: 1\n", "model\t\t: 49\n", 1))
    assert (rome.numbers, rome.core) == ("family 23 model 49", "Zen 2")


def test_intel():
    cpu = machine.parse(INTEL_SPR, "x86_64")
    assert cpu == machine.Cpu("x86-64", "Intel", "Intel(R) Xeon(R) Platinum 8488C", "family 6 model 143", "",
                              ("AVX2", "AVX-512"))
    assert cpu.text() == "Intel(R) Xeon(R) Platinum 8488C (Intel family 6 model 143; AVX2, AVX-512)"
    assert cpu.label() == "Intel Xeon Platinum 8488C, AVX-512"
    client = machine.parse(INTEL_CLIENT)
    assert client.text() == ("Intel(R) Core(TM) i7-6700 CPU @ 3.40GHz "
                             "(Intel family 6 model 94; AVX2, no AVX-512)")
    assert client.label() == "Intel Core i7-6700, AVX2"
    phi = machine.parse(INTEL_PHI)
    assert phi.vector == ("AVX2",) and phi.text().endswith("; AVX2, no AVX-512)")


def test_aarch64():
    cpu = machine.parse(GRAVITON2, "aarch64")
    assert cpu == machine.Cpu("aarch64", "Arm", "Arm Neoverse N1", "implementer 0x41 part 0xd0c",
                              "Neoverse N1", ("NEON",))
    assert cpu.text() == "Arm Neoverse N1 (Arm implementer 0x41 part 0xd0c, Neoverse N1; aarch64, NEON)"
    assert cpu.label() == "Arm Neoverse N1, NEON"
    ampere = machine.parse(AMPERE_ONE, "aarch64")  # a part this file does not name: its numbers
    assert (ampere.vendor, ampere.model, ampere.core) == ("Ampere", "Ampere", "")
    assert ampere.text() == "Ampere (Ampere implementer 0xc0 part 0xac3; aarch64, NEON)"
    bare = machine.parse(GRAVITON2.replace(" asimd", ""), "aarch64")
    assert bare.vector == () and bare.text().endswith("; aarch64)")


@pytest.mark.parametrize("text", [AMD_ZEN3, INTEL_SPR, INTEL_CLIENT, GRAVITON2, AMPERE_ONE])
def test_the_text_reads_back(text):
    cpu = machine.parse(text, "aarch64" if "Features" in text else "x86_64")
    assert machine.Cpu.from_text(cpu.text()) == cpu


def test_no_cpuinfo():
    cpu = machine.parse("", "riscv64")
    assert (cpu.arch, cpu.vendor, cpu.numbers, cpu.vector) == ("riscv64", "", "", ())
    assert cpu.model  # platform.processor() or the architecture


def test_the_saved_runs_name_their_cpus():
    # the runs saved before the header named the vector instructions: from their kernel column
    saved = bench_readme.SAVED
    assert bench_readme.cpu_of(saved / "2026-12-06.md").label() == "Intel Xeon, AVX-512"
    assert bench_readme.cpu_of(saved / "2026-12-01-kernels.md").label() == "Intel Xeon, AVX-512"
    assert bench_readme.cpu_of(saved / "2026-12-02.md").label() == "AMD EPYC, AVX-512"
    assert bench_readme.cpu_of(saved / "2026-12-01.md").label() == "AMD EPYC"  # no kernel column
    listed = bench_readme.between(bench_readme.HISTORY.read_text(encoding="utf-8"), bench_readme.SAVED_RUNS)
    for run in sorted(saved.glob("2*.md")):
        assert f"| {run.name} | {bench_readme.cpu_of(run).label()}" in listed


def test_the_page_the_readme_and_history_are_the_saved_runs():
    assert bench_readme.stale() == []
    runs = bench_readme.page_runs(bench_readme.PAGE.read_text(encoding="utf-8"))
    labels = [bench_readme.cpu_of(r).label() for r in runs]
    assert len(labels) == len(set(labels)) >= 2  # one run per CPU family
    assert {"Intel Xeon, AVX-512", "AMD EPYC, AVX-512"} <= set(labels)


@pytest.fixture
def tree(tmp_path, monkeypatch):
    """A copy of the README, the benchmarks and PyPy pages, history.md and the saved runs, with
    bench_readme pointed at it."""
    for rel in ("README.md", "docs/guide/benchmarks.md", "docs/guide/pypy.md"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / rel, tmp_path / rel)
    shutil.copytree(ROOT / "docs" / "benchmarks", tmp_path / "docs" / "benchmarks")
    for name, rel in (("ROOT", ""), ("README", "README.md"), ("PAGE", "docs/guide/benchmarks.md"),
                      ("PYPY_PAGE", "docs/guide/pypy.md"), ("HISTORY", "docs/benchmarks/history.md"),
                      ("SAVED", "docs/benchmarks")):
        monkeypatch.setattr(bench_readme, name, tmp_path / rel if rel else tmp_path)
    return tmp_path


def _run_on(tree: Path, name: str, cpu: machine.Cpu, kernel: str) -> Path:
    """A saved run as bench.py writes one on ``cpu``: the Intel run's lines under its header."""
    text = (tree / "docs" / "benchmarks" / "2026-12-06.md").read_text(encoding="utf-8")
    text = text.replace("on Intel(R) Xeon(R) Processor, 2 logical cores",
                        f"on {cpu.text()}, batch kernel {kernel}, 2 logical cores")
    run = tree / "docs" / "benchmarks" / name
    run.write_text(text, encoding="utf-8")
    return run


def test_a_run_on_another_cpu_joins_the_page(tree):
    readme = (tree / "README.md").read_text(encoding="utf-8")
    zen3 = _run_on(tree, "2026-12-08-amd.md", machine.parse(AMD_ZEN3), "avx2")
    assert bench_readme.main(["--check"]) == 1  # history.md does not list it yet
    assert bench_readme.main(["--add", str(zen3)]) == 0
    page = (tree / "docs" / "guide" / "benchmarks.md").read_text(encoding="utf-8")
    runs = bench_readme.page_runs(page)
    assert [r.name for r in runs] == ["2026-12-06.md", "2026-12-02.md", "2026-12-08-amd.md"]
    assert "| line | Intel Xeon, AVX-512 | AMD EPYC, AVX-512 | AMD EPYC, Zen 3, AVX2 |" in page
    assert "### AMD EPYC, Zen 3, AVX2\n\n```{include} ../benchmarks/2026-12-08-amd.md\n```" in page
    assert (tree / "README.md").read_text(encoding="utf-8") == readme  # still the first run's
    history = (tree / "docs" / "benchmarks" / "history.md").read_text(encoding="utf-8")
    assert "| 2026-12-08-amd.md | AMD EPYC, Zen 3, AVX2 (AMD family 25 model 1) | all sections |" in history
    assert bench_readme.main(["--check"]) == 0
    # a later run of the same family takes its place
    again = _run_on(tree, "2026-12-09-amd.md", machine.parse(AMD_ZEN3), "avx2")
    assert bench_readme.main(["--add", str(again)]) == 0
    runs = bench_readme.page_runs((tree / "docs" / "guide" / "benchmarks.md").read_text(encoding="utf-8"))
    assert [r.name for r in runs] == ["2026-12-06.md", "2026-12-02.md", "2026-12-09-amd.md"]


def test_the_readme_names_the_machine_of_its_run(tree):
    table = bench_readme.readme_table((tree / "README.md").read_text(encoding="utf-8"))
    assert ("Measured on a 2-core Intel Xeon, AVX-512 (batch kernel avx512); "
            "the PyPy rows on a 2-core ") in table
    zen3 = _run_on(tree, "2026-12-08-amd.md", machine.parse(AMD_ZEN3), "avx2")
    assert bench_readme.place(zen3, bench_readme.page_runs(
        (tree / "docs" / "guide" / "benchmarks.md").read_text(encoding="utf-8")), first=True)[0] == zen3
    table = bench_readme.table(zen3)
    assert "Measured on a 2-core AMD EPYC, Zen 3, AVX2 (AMD family 25 model 1; batch kernel avx2)" in table


def test_a_stale_side_by_side_table_is_found(tree):
    page = tree / "docs" / "guide" / "benchmarks.md"
    page.write_text(page.read_text(encoding="utf-8").replace("| 0.308 |", "| 0.301 |", 1), encoding="utf-8")
    assert bench_readme.stale() == ["docs/guide/benchmarks.md (<!-- runs -->)"]
    assert bench_readme.main(["--check"]) == 1
    assert bench_readme.main([]) == 0 and bench_readme.stale() == []
