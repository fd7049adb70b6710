"""Builds the two native extensions over one compiled copy of the C++ engine.

- libmtgengine.a: every ``cpp/engine/*.cpp`` (globbed, so new files join by
  themselves), compiled once, in parallel, into a static library in build_temp
- mtgcore._core  (pybind11, python/core.cpp): the object-level API
- mtgcore._batch (Cython, python/batch.pyx):  the array-level API

Both extensions link the static library, and the two extensions are compiled
in parallel too.  Jobs: ``MTG_BUILD_JOBS`` (default: every core).  An engine
object is recompiled when its source or any engine header is newer.
``MTG_SANITIZE=1`` builds everything with ASan/UBSan.
"""
import contextlib
import glob
import hashlib
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from Cython.Build import cythonize
from pybind11.setup_helpers import Pybind11Extension, build_ext
from setuptools import Extension, setup

try:
    from setuptools.dep_util import newer_group
except ImportError:  # setuptools >= 69
    from setuptools.modified import newer_group

ENGINE = sorted(glob.glob("cpp/engine/*.cpp"))
HEADERS = sorted(glob.glob("cpp/engine/*.h")) + ["python/engine.pxd"]
SANITIZE = bool(os.environ.get("MTG_SANITIZE"))
# -g0: Python's own CFLAGS add -g, which makes the pybind11 unit ~60% slower to build.
CXXFLAGS = ["-std=c++17", "-O3", "-g0", "-fvisibility=hidden", "-DNDEBUG"]
# The binding units are glue (argument conversion), not the hot loop: -O1 builds
# them faster; the engine library they link keeps -O3.
GLUEFLAGS = CXXFLAGS + ["-O1"]
if SANITIZE:
    SANFLAGS = ["-fsanitize=address,undefined", "-fno-omit-frame-pointer", "-O1", "-g"]
    CXXFLAGS += SANFLAGS
    GLUEFLAGS += SANFLAGS
LINKFLAGS = ["-pthread"] + (["-fsanitize=address,undefined"] if SANITIZE else [])
LIBNAME = "mtgengine"


def build_jobs() -> int:
    """Compiler processes at once: MTG_BUILD_JOBS, else every core."""
    return max(1, int(os.environ.get("MTG_BUILD_JOBS") or os.cpu_count() or 1))


class Gate:
    """At most `slots` compiler processes at once; waiting extension units go first."""

    def __init__(self, slots: int):
        self.free = slots
        self.urgent = 0
        self.cond = threading.Condition()

    @contextlib.contextmanager
    def slot(self, urgent: bool):
        with self.cond:
            self.urgent += urgent
            self.cond.wait_for(lambda: self.free > 0 and (urgent or self.urgent == 0))
            self.urgent -= urgent
            self.free -= 1
        try:
            yield
        finally:
            with self.cond:
                self.free += 1
                self.cond.notify_all()


class BuildEngineOnce(build_ext):
    """build_ext that compiles the engine once into libmtgengine.a.

    Everything runs on one pool of ``build_jobs()`` compiler processes: the
    extension units (the pybind11 one is the longest) start first, the engine
    units fill the free slots, and the extensions link once the library exists.
    """

    def finalize_options(self):
        super().finalize_options()
        self.parallel = max(2, len(self.extensions or ()))  # threads; the Gate caps processes

    def engine_dir(self) -> str:
        """Objects and library per set of flags, so a MTG_SANITIZE build never
        links objects compiled without it (or the other way round)."""
        tag = hashlib.sha1(" ".join(CXXFLAGS).encode()).hexdigest()[:8]
        return os.path.join(self.build_temp, f"engine-{tag}")

    def build_engine(self, gate: Gate, compile_units) -> str:
        out = self.engine_dir()
        lib = self.compiler.library_filename(LIBNAME, output_dir=out)
        objects = self.compiler.object_filenames(ENGINE, output_dir=out)
        stale = [src for src, obj in zip(ENGINE, objects)
                 if self.force or newer_group([src] + HEADERS, obj)]

        def compile_one(src):
            with gate.slot(urgent=False):
                compile_units([src], output_dir=out, include_dirs=["cpp/engine"],
                              extra_postargs=CXXFLAGS + ["-fPIC"])

        if stale:
            with ThreadPoolExecutor(build_jobs()) as pool:
                list(pool.map(compile_one, stale))
            if os.path.exists(lib):
                os.remove(lib)  # `ar` would otherwise keep members of deleted sources
        if not os.path.exists(lib):
            self.compiler.create_static_lib(objects, LIBNAME, output_dir=out)
        return lib

    def build_extensions(self):
        gate = Gate(build_jobs())
        lib = self.compiler.library_filename(LIBNAME, output_dir=self.engine_dir())
        for ext in self.extensions:
            ext.extra_objects = [lib]
            # A missing library (fresh build, or new flags) counts as newer.
            ext.depends = list(ext.depends) + ENGINE + [lib]
        compile_units = self.compiler.compile
        link = self.compiler.link
        engine_done = threading.Event()
        engine_error = []

        def compile_extension_units(*args, **kwargs):
            with gate.slot(urgent=True):
                return compile_units(*args, **kwargs)

        def link_after_engine(*args, **kwargs):
            engine_done.wait()
            if engine_error:
                raise engine_error[0]
            return link(*args, **kwargs)

        def engine():
            try:
                time.sleep(0.2)  # let the extension threads queue their units first
                self.build_engine(gate, compile_units)
            except BaseException as e:  # reported by the extensions' link
                engine_error.append(e)
            finally:
                engine_done.set()

        worker = threading.Thread(target=engine)
        worker.start()
        self.compiler.compile = compile_extension_units
        self.compiler.link = link_after_engine
        try:
            super().build_extensions()
        finally:
            engine_done.wait()
            worker.join()
            self.compiler.compile, self.compiler.link = compile_units, link
        if engine_error:
            raise engine_error[0]


core = Pybind11Extension(
    "mtgcore._core",
    sources=["python/core.cpp"],
    include_dirs=["cpp/engine"],
    depends=HEADERS,
    cxx_std=17,
    extra_compile_args=GLUEFLAGS,
    extra_link_args=LINKFLAGS,
)

batch = Extension(
    "mtgcore._batch",
    sources=["python/batch.pyx"],
    include_dirs=["cpp/engine", "python"],
    depends=HEADERS,
    language="c++",
    extra_compile_args=GLUEFLAGS,
    extra_link_args=LINKFLAGS,
)

setup(
    ext_modules=[core] + cythonize(
        [batch],
        build_dir="build/cython",
        include_path=["python"],
        compiler_directives={"language_level": "3"},
    ),
    cmdclass={"build_ext": BuildEngineOnce},
)
