"""Build: the ``build_tables`` step writes the lookup tables, then cffi compiles the C core.

Nothing is generated when this file is imported (pip imports it three times a build):
``build_ext`` runs ``build_tables`` once, which skips the generator when its inputs are
unchanged (see ``tools/build_core.py``); while the generator runs, the CPython entry point and
cffi's wrapper (which do not read the tables) compile, then the C core's files, as many at a
time as there are cores, the slowest first. The wheel is tagged ``cp39-abi3``: the extension
uses only the limited API, so one wheel serves CPython 3.9 and later. Free-threaded CPython has
no limited API: its wheel is built for that interpreter (``_limited_api``), both extensions
declaring that they run without the GIL. PyPy's wheel holds the cffi module alone (see
``_WITH_ENTRY``).
"""

import os
import platform
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import setuptools
from setuptools import Command, Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "tools"))

import build_core  # noqa: E402

if int(setuptools.__version__.split(".")[0]) < 77:
    sys.exit(f"handrank needs setuptools>=77 to build (this is {setuptools.__version__}): "
             "pip install -U 'setuptools>=77', or build with pip, which fetches it")


class build_tables(Command):
    """Generate csrc/generated/hr_tables.{h,c} unless the cached copy is current."""

    description = "generate the C lookup tables (skipped when the generator's inputs are unchanged)"
    user_options = [("force", "f", "regenerate even when the cached tables are current")]
    boolean_options = ["force"]

    def initialize_options(self):
        self.force = False
        self.background = False  # build_ext's: start the generator, let build_ext wait for it
        self.wait = None

    def finalize_options(self):
        pass

    def run(self):
        self.wait = build_core.start_tables(ROOT, force=bool(self.force))
        if not self.background:
            self.wait()


class build_ext_with_tables(build_ext):
    """build_ext that starts build_tables first and compiles the C files side by side: what
    does not read the tables while the generator runs, then the rest, the slowest first."""

    def run(self):
        tables = self.get_finalized_command("build_tables")
        tables.background = True
        self.run_command("build_tables")
        try:
            super().run()
        finally:
            tables.wait()

    def build_extension(self, ext):
        _compile_in_parallel(self.compiler, self.get_finalized_command("build_tables").wait)
        super().build_extension(ext)


def _compile_in_parallel(compiler, tables_ready) -> None:
    # distutils compiles one file after another; with a Unix compiler, run them side by side
    needed = ("_setup_compile", "_get_cc_args", "_compile")
    if compiler.compiler_type != "unix" or not all(hasattr(compiler, n) for n in needed):
        tables_ready()
        return

    def compile(sources, output_dir=None, macros=None, include_dirs=None, debug=0,
                extra_preargs=None, extra_postargs=None, depends=None):
        macros, objects, extra_postargs, pp_opts, build = compiler._setup_compile(
            output_dir, macros, include_dirs, sources, depends, extra_postargs)
        cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)
        todo = [obj for obj in objects if obj in build]
        first = [obj for obj in todo if not build_core.reads_tables(build[obj][0])]
        rest = sorted((obj for obj in todo if obj not in first),
                      key=lambda obj: build_core.compile_order(build[obj][0]))
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            jobs = [pool.submit(compiler._compile, obj, *build[obj], cc_args, extra_postargs, pp_opts)
                    for obj in first]
            if rest:
                tables_ready()
            jobs += [pool.submit(compiler._compile, obj, *build[obj], cc_args, extra_postargs, pp_opts)
                     for obj in rest]
            for job in jobs:
                job.result()
        return objects

    compiler.compile = compile


def _limited_api() -> bool:
    # as cffi decides: no limited API on free-threaded or debug builds of CPython
    return not (sysconfig.get_config_var("Py_GIL_DISABLED") or hasattr(sys, "gettotalrefcount"))


# handrank._entry: the C entry point of handrank.evaluate (csrc/pyext/entry.c), a plain CPython
# extension because a cffi function cannot take a Python tuple, and a Python wrapper costs
# more than the evaluation
_ENTRY = Extension(
    "handrank._entry", ["csrc/pyext/entry.c"], py_limited_api=_limited_api(),
    define_macros=[("Py_LIMITED_API", "0x03090000")] if _limited_api() else [],
    extra_compile_args=build_core._compile_args(), extra_link_args=build_core._link_args(),
)

# Built for CPython, with or without the GIL (free-threaded, it declares Py_MOD_GIL_NOT_USED:
# see entry.c). On PyPy (cffi's own home) the CPython C API is an emulation, and
# handrank.evaluate is a Python path the JIT compiles to one direct C call (docs/guide/pypy.md).
_WITH_ENTRY = platform.python_implementation() == "CPython"

setup(
    ext_modules=[_ENTRY] if _WITH_ENTRY else [],
    cmdclass={"build_tables": build_tables, "build_ext": build_ext_with_tables},
    cffi_modules=["tools/build_core.py:ffibuilder"],
    options={"bdist_wheel": {"py_limited_api": "cp39"}} if _WITH_ENTRY and _limited_api() else {},
)
