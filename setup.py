"""Builds the two native extensions over one compiled copy of the C++ engine.

- libmtgengine.a: every ``cpp/engine/**/*.cpp`` (globbed, so new files join by
  themselves; the folders are rules areas, ENGINE_DIRS) compiled once into a static library under build_temp, per set of
  compiler flags, as two unity units (file by file if one fails): the game at
  -O3, and the load-time files (ENGINE_COLD: reading the card blob, the state
  digest) at -O1, which no game loop calls
- mtgcore._core  (pybind11, python/core.cpp): the object-level API
- mtgcore._batch (Cython, python/batch.pyx):  the array-level API, compiled from
  python/batch.cpp, Cython's output for batch.pyx kept in the repository so that a
  build needs no Cython (see BATCH_CPP below)

The four units compile in parallel on ``MTG_BUILD_JOBS`` compiler processes
(default: every core), longest first; both extensions link the library.  The engine is
recompiled when a source or an engine header is newer than its object.
``MTG_SANITIZE=1`` builds everything with ASan/UBSan.
"""
import contextlib
import glob
import hashlib
import os
import threading
from concurrent.futures import ThreadPoolExecutor

from pybind11.setup_helpers import Pybind11Extension, build_ext
from setuptools import Extension, setup
from setuptools.errors import CompileError

try:
    from setuptools.dep_util import newer_group
except ImportError:  # setuptools >= 69
    from setuptools.modified import newer_group

ENGINE = sorted(glob.glob("cpp/engine/**/*.cpp", recursive=True))
# The engine's folders by rules area (state, turn, stack, combat, layers, events,
# runtime): each is an include directory, so a header is included by its name.
ENGINE_DIRS = ["cpp/engine"] + sorted(os.path.dirname(p) for p in glob.glob("cpp/engine/*/"))
# Run once per card library, per digest request or per label/view asked for, never
# on the game loop's path: built at -O1 in their own unit, beside the game unit,
# which shortens the build's longest unit and leaves the games' code unchanged.
ENGINE_COLD = ["cpp/engine/state/card_db.cpp", "cpp/engine/state/describe.cpp",
               "cpp/engine/state/digest.cpp", "cpp/engine/state/views.cpp"]
ENGINE_HOT = [src for src in ENGINE if src not in ENGINE_COLD]
HEADERS = sorted(glob.glob("cpp/engine/**/*.h", recursive=True)) + ["python/engine.pxd"]
SANITIZE = bool(os.environ.get("MTG_SANITIZE"))
# -g0: Python's own CFLAGS add -g, which makes the pybind11 unit ~60% slower to build.
CXXFLAGS = ["-std=c++17", "-O3", "-g0", "-fvisibility=hidden", "-DNDEBUG"]
# The binding units are glue (argument conversion), not the hot loop, and the
# engine library they link keeps -O3.  The pybind11 unit is called once per
# Python-level action, so it keeps -O1 (OPT_CORE); the Cython unit is called
# once per batch of games, so it builds at -O0 (half the CPU time of -O1).
OPT_CORE = os.environ.get("MTG_OPT_CORE", "-O1")
GLUEFLAGS = CXXFLAGS + [OPT_CORE]
BATCHFLAGS = CXXFLAGS + ["-O0"]
COLDFLAGS = CXXFLAGS + ["-O1"]
if SANITIZE:
    SANFLAGS = ["-fsanitize=address,undefined", "-fno-omit-frame-pointer", "-O1", "-g"]
    CXXFLAGS += SANFLAGS
    GLUEFLAGS += SANFLAGS
    BATCHFLAGS += SANFLAGS
    COLDFLAGS += SANFLAGS
LINKFLAGS = ["-pthread"] + (["-fsanitize=address,undefined"] if SANITIZE else [])
LIBNAME = "mtgengine"

# The Cython unit ships as C++: Cython's output for batch.pyx (with engine.pxd) is
# kept in python/batch.cpp, stamped on its first line with a digest of the two
# sources it came from.  A build whose stamp matches compiles it directly and needs no
# Cython (installing Cython into pip's isolated build environment and running it
# were about 5 s of a fresh `pip install .`).  After an edit to batch.pyx or
# engine.pxd the stamp no longer matches and the build regenerates the file with
# Cython (a development install has it: the `dev` extra); commit the result.
# tests/test_build.py fails while the committed file is stale.
BATCH_PYX = "python/batch.pyx"
BATCH_SOURCES = [BATCH_PYX, "python/engine.pxd"]
BATCH_CPP = "python/batch.cpp"


def batch_stamp() -> str:
    """The first line of an up-to-date python/batch.cpp."""
    digest = hashlib.sha256()
    for path in BATCH_SOURCES:
        with open(path, "rb") as f:
            digest.update(f.read().replace(b"\r\n", b"\n"))
    return f"// mtgcore: Cython output for {' + '.join(BATCH_SOURCES)}, sha256 {digest.hexdigest()}\n"


def shipped_batch_is_current() -> bool:
    if not os.path.exists(BATCH_CPP):
        return False
    with open(BATCH_CPP) as f:
        return f.readline() == batch_stamp()


def regenerate_batch_cpp() -> None:
    """Cythonize batch.pyx into python/batch.cpp, stamped with batch_stamp()."""
    try:
        from Cython.Build import cythonize
    except ImportError:
        raise SystemExit(
            f"{BATCH_CPP} is out of date with {' and '.join(BATCH_SOURCES)}, and Cython is not "
            f"installed to regenerate it: pip install 'Cython>=3.0' (or the 'dev' extra), then "
            f"python setup.py build_ext --inplace, and commit {BATCH_CPP}") from None
    ext = Extension("mtgcore._batch", sources=[BATCH_PYX], language="c++")
    (generated,) = cythonize([ext], build_dir="build/cython", include_path=["python"],
                             compiler_directives={"language_level": "3"}, quiet=True, force=True)
    (out,) = generated.sources
    with open(out) as f:
        text = f.read()
    with open(BATCH_CPP, "w") as f:
        f.write(batch_stamp() + text)


def build_jobs() -> int:
    """Compiler processes at once: MTG_BUILD_JOBS, else every core."""
    return max(1, int(os.environ.get("MTG_BUILD_JOBS") or os.cpu_count() or 1))


class Gate:
    """At most `slots` compiler processes at once; a waiting unit of higher
    priority (a longer unit) goes first."""

    def __init__(self, slots: int):
        self.free = slots
        self.waiting = []
        self.cond = threading.Condition()

    @contextlib.contextmanager
    def slot(self, priority: int):
        with self.cond:
            self.waiting.append(priority)
            self.cond.wait_for(lambda: self.free > 0 and priority == max(self.waiting))
            self.waiting.remove(priority)
            self.free -= 1
        try:
            yield
        finally:
            with self.cond:
                self.free += 1
                self.cond.notify_all()


# Start order on the gate, longest unit first (CPU seconds on the 2-core machine,
# idle, 2026-12-01: engine game unit ~27, pybind11 unit ~18, Cython unit ~4,
# engine load-time unit ~4), so the longest unit is never the last to start.
PRIORITY = {"engine": 3, "python/core.cpp": 2, BATCH_CPP: 1, "engine-cold": 0}


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
        """libmtgengine.a from two unity units, each including its engine sources
        (the headers are parsed once per unit: about half the CPU time of
        compiling the files one by one), compiled side by side.  If a unity unit
        fails to compile (two files that clash when put together), its files are
        compiled one by one instead."""
        out = self.engine_dir()
        lib = self.compiler.library_filename(LIBNAME, output_dir=out)
        os.makedirs(out, exist_ok=True)
        units = [("engine", "engine_unity.cpp", ENGINE_HOT, CXXFLAGS),
                 ("engine-cold", "engine_cold_unity.cpp", ENGINE_COLD, COLDFLAGS)]
        rebuilt = []

        def build_unit(name, filename, sources, flags):
            unity = os.path.join(out, filename)
            text = "// Generated by setup.py: engine sources in one unit.\n" + "".join(
                f'#include "{os.path.relpath(src, "cpp/engine")}"\n' for src in sources)
            if not os.path.exists(unity) or open(unity).read() != text:
                with open(unity, "w") as f:
                    f.write(text)
            (unity_obj,) = self.compiler.object_filenames([unity], output_dir=out)
            kwargs = dict(output_dir=out, include_dirs=ENGINE_DIRS, extra_postargs=flags + ["-fPIC"])
            if not (self.force or newer_group([unity] + sources + HEADERS, unity_obj)):
                return [unity_obj]
            rebuilt.append(name)
            try:
                with gate.slot(PRIORITY[name]):
                    compile_units([unity], **kwargs)
                return [unity_obj]
            except CompileError:
                self.warn(f"the unity build of {name} failed; compiling its files one by one")

                def compile_one(src):
                    with gate.slot(PRIORITY[name]):
                        compile_units([src], **kwargs)

                with ThreadPoolExecutor(build_jobs()) as pool:
                    list(pool.map(compile_one, sources))
                return self.compiler.object_filenames(sources, output_dir=out)

        with ThreadPoolExecutor(len(units)) as pool:
            objects = [o for objs in pool.map(lambda u: build_unit(*u), units) for o in objs]
        if rebuilt and os.path.exists(lib):
            os.remove(lib)
        if not os.path.exists(lib):
            self.compiler.create_static_lib(objects, LIBNAME, output_dir=out)
        return lib

    def build_extension(self, ext):
        # Regenerated here rather than when setup.py is read: the pybind11 unit
        # is already compiling meanwhile, and metadata-only runs skip it.
        if BATCH_CPP in ext.sources and not shipped_batch_is_current():
            regenerate_batch_cpp()
        ext.extra_objects = [self.engine_lib]
        # A missing library (fresh build, or new flags) counts as newer.
        ext.depends = list(ext.depends) + ENGINE + [self.engine_lib]
        super().build_extension(ext)

    def build_extensions(self):
        gate = Gate(build_jobs())
        self.engine_lib = self.compiler.library_filename(LIBNAME, output_dir=self.engine_dir())
        compile_units = self.compiler.compile
        link = self.compiler.link
        engine_done = threading.Event()
        engine_error = []

        def compile_extension_units(*args, **kwargs):
            sources = kwargs["sources"] if "sources" in kwargs else args[0]
            with gate.slot(PRIORITY.get(sources[0], 1)):
                return compile_units(*args, **kwargs)

        def link_after_engine(*args, **kwargs):
            engine_done.wait()
            if engine_error:
                raise engine_error[0]
            return link(*args, **kwargs)

        def engine():
            try:
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
    include_dirs=ENGINE_DIRS,
    depends=HEADERS + ["python/measure_bindings.h"],  # _core.measure (mtgcore bench)
    cxx_std=17,
    extra_compile_args=GLUEFLAGS,
    extra_link_args=LINKFLAGS,
)

batch = Extension(
    "mtgcore._batch",
    sources=[BATCH_CPP],
    include_dirs=ENGINE_DIRS + ["python"],
    depends=HEADERS + [BATCH_PYX],  # HEADERS has engine.pxd
    language="c++",
    extra_compile_args=BATCHFLAGS,
    extra_link_args=LINKFLAGS,
)

setup(ext_modules=[core, batch], cmdclass={"build_ext": BuildEngineOnce})
