"""Builds the two native extensions from the same C++ engine sources.

- mtgcore._core  (pybind11, python/core.cpp): the object-level API
- mtgcore._batch (Cython, python/batch.pyx):  the array-level API
"""
import glob
import os
import sys

from Cython.Build import cythonize
from pybind11.setup_helpers import Pybind11Extension, build_ext
from setuptools import Extension, setup

ENGINE = sorted(glob.glob("cpp/engine/*.cpp"))
HEADERS = sorted(glob.glob("cpp/engine/*.h")) + ["python/engine.pxd"]
CXXFLAGS = ["-std=c++17", "-O3", "-fvisibility=hidden", "-DNDEBUG"]
if os.environ.get("MTG_SANITIZE"):
    CXXFLAGS += ["-fsanitize=address,undefined", "-fno-omit-frame-pointer", "-O1", "-g"]
LINKFLAGS = ["-pthread"] + (["-fsanitize=address,undefined"] if os.environ.get("MTG_SANITIZE") else [])

core = Pybind11Extension(
    "mtgcore._core",
    sources=["python/core.cpp"] + ENGINE,
    include_dirs=["cpp/engine"],
    depends=HEADERS,
    cxx_std=17,
    extra_compile_args=CXXFLAGS,
    extra_link_args=LINKFLAGS,
)

batch = Extension(
    "mtgcore._batch",
    sources=["python/batch.pyx"] + ENGINE,
    include_dirs=["cpp/engine", "python"],
    depends=HEADERS,
    language="c++",
    extra_compile_args=CXXFLAGS,
    extra_link_args=LINKFLAGS,
)

setup(
    ext_modules=[core] + cythonize(
        [batch],
        build_dir="build/cython",
        include_path=["python"],
        compiler_directives={"language_level": "3"},
    ),
    cmdclass={"build_ext": build_ext},
)
