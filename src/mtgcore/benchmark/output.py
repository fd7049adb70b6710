"""What a bench run records besides its figures (machine, build, engine commit), the
table, and ratios against an earlier run."""

from __future__ import annotations

import json
import os
import platform
import subprocess

from mtgcore.errors import MtgError


class BenchFileError(MtgError):
    """A --compare / --from file that can't be read or is not a bench result."""


# ---------------------------------------------------------------------------
# Context of a run
# ---------------------------------------------------------------------------


def load_average():
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (OSError, AttributeError):
        return None


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _memory_bytes():
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


def machine_info(load_start) -> dict:
    return {"platform": platform.platform(), "machine": platform.machine(), "cpu": _cpu_model(),
            "cores": os.cpu_count(), "memory_bytes": _memory_bytes(),
            "python": platform.python_version(), "implementation": platform.python_implementation(),
            "load_average_start": load_start, "load_average_end": load_average()}


def build_info() -> dict:
    """How the engine was compiled (as its own code reports), and the library versions."""
    from mtgcore import _core
    import numpy
    info = dict(_core.measure.engine_build())
    info["digest_version"] = _core.DIGEST_VERSION
    info["numpy"] = numpy.__version__
    info["extension"] = os.path.basename(_core.__file__)
    return info


def engine_info() -> dict:
    """The package version and, when it runs from a git checkout, the commit and
    whether the tree has uncommitted changes."""
    import mtgcore
    try:
        from importlib.metadata import version
        ver = version("mtgcore")
    except Exception:
        ver = getattr(mtgcore, "__version__", None)
    out = {"version": ver, "commit": None, "dirty": None}
    here = os.path.dirname(os.path.abspath(mtgcore.__file__))

    def git(*args):
        return subprocess.run(["git", "-C", here, *args], capture_output=True, text=True, timeout=20)
    try:
        head = git("rev-parse", "HEAD")
        if head.returncode == 0:
            out["commit"] = head.stdout.strip()
            status = git("status", "--porcelain", "--untracked-files=no")
            out["dirty"] = bool(status.stdout.strip()) if status.returncode == 0 else None
    except (OSError, subprocess.SubprocessError):
        pass
    return out


# ---------------------------------------------------------------------------
# Reading results and comparing them
# ---------------------------------------------------------------------------


def load_result(path: str) -> dict:
    """An earlier run's JSON object (checked: it has numeric figures)."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise BenchFileError(f"cannot read bench result {path!r}: {e.strerror}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise BenchFileError(f"{path!r} is not JSON: {e}") from None
    if not isinstance(data, dict) or not isinstance(data.get("figures"), dict):
        raise BenchFileError(f"{path!r} is not an `mtgcore bench --json` result (no 'figures' object)")
    bad = [k for k, v in data["figures"].items()
           if not isinstance(v, (int, float)) or isinstance(v, bool)]
    if bad:
        raise BenchFileError(f"{path!r}: figure {bad[0]!r} is not a number")
    return data


# Suffixes of the keys, and whether more is better (True), less is better (False),
# or neither (None: a count that describes the workload).
_DIRECTION = (("_per_cpu_s", True), ("_per_s_per_core", True), ("_per_s_all_cores", True), ("_per_s", True),
              ("_speedup", True), ("ratio.", True), ("_ns", False), ("us_per_recompute", False),
              ("_ms", False), ("_s", False), ("_bytes_per_game", False), ("_bytes_per_spare_row", False),
              ("_bytes", False), ("ns_per_listed_action", False), ("cards_not_understood", False))  # also the cpu_ variants


def direction(key: str):
    if key.startswith("peer.ratio."):
        return True
    if key.endswith(("decisions_per_game", "turns_per_game", "actions_per_decision", ".objects",
                     "rows_used", "rows_reserved", "library_cards", "blob_bytes")):
        return None
    for suffix, more in _DIRECTION:
        if key.endswith(suffix):
            return more
    return None


def compare(new: dict, old: dict) -> dict:
    """key -> new / old for every figure both runs have (old > 0)."""
    a, b = new["figures"], old["figures"]
    return {k: a[k] / b[k] for k in sorted(a) if k in b and b[k] > 0}


def verdict(key: str, ratio: float) -> str:
    more = direction(key)
    if more is None or abs(ratio - 1) < 0.02:
        return ""
    return "better" if (ratio > 1) == more else "worse"


# ---------------------------------------------------------------------------
# The table
# ---------------------------------------------------------------------------


def unit(key: str) -> str:
    if ".ratio." in key:
        return "x"
    for suffix, u in (("_per_cpu_s", "/CPU s"), ("_per_s_per_core", "/s/core"), ("_per_s_all_cores", "/s"), ("_per_s", "/s"),
                      ("_cpu_ns", "CPU ns"), ("_ns", "ns"), ("cpu_us_per_recompute", "CPU µs"),
                      ("us_per_recompute", "µs"), ("_ms", "ms"), ("_s", "s"),
                      ("_bytes_per_game", "B/game"), ("_bytes_per_spare_row", "B/row"), ("_bytes", "B"),
                      ("cpu_ns_per_listed_action", "CPU ns"), ("ns_per_listed_action", "ns"), ("_speedup", "x")):
        if key.endswith(suffix):
            return u
    return ""


def fmt(v: float) -> str:
    a = abs(v)
    if a >= 100:
        return f"{v:,.0f}"
    if a >= 10:
        return f"{v:.1f}"
    if a >= 1:
        return f"{v:.2f}"
    return f"{v:.3g}"


def render(console, result: dict, ratios: dict | None = None, against: str | None = None) -> None:
    from rich.table import Table
    eng, mach, build = result.get("engine", {}), result.get("machine", {}), result.get("build", {})
    commit = (eng.get("commit") or "unknown")[:10] + (" (uncommitted changes)" if eng.get("dirty") else "")
    title = (f"mtgcore bench ({result.get('mode', '?')}): engine {eng.get('version', '?')} at {commit}; "
             f"{mach.get('cpu', '?')}, {mach.get('cores', '?')} cores, load "
             f"{mach.get('load_average_start')} -> {mach.get('load_average_end')}; "
             f"{build.get('compiler', '?')}{'' if build.get('optimized', True) else ' UNOPTIMIZED'}"
             f"{' +assertions' if build.get('assertions') else ''}{' +ASan' if build.get('sanitized') else ''}")
    table = Table(title=title, title_justify="left")
    table.add_column("figure", no_wrap=True)
    table.add_column("value", justify="right")
    table.add_column("unit")
    if ratios is not None:
        table.add_column("earlier", justify="right")
        table.add_column("ratio", justify="right")
        table.add_column("")
    figures = result["figures"]
    old = (against or {}).get("figures", {}) if isinstance(against, dict) else {}
    section = None
    for key in figures:
        top = key.split(".")[0]
        if section is not None and top != section:
            table.add_section()
        section = top
        row = [key, fmt(figures[key]), unit(key)]
        if ratios is not None:
            r = ratios.get(key)
            row += [fmt(old[key]) if key in old else "—", f"{r:.2f}" if r is not None else "—",
                    verdict(key, r) if r is not None else ""]
        table.add_row(*row)
    console.print(table)
    notes = result.get("notes", {})
    peer = notes.get("peers")
    if peer:
        if peer.get("status") == "measured":
            bad = peer.get("cards_not_understood") or []
            console.print(f"peer {peer['peer']} {peer.get('version') or ''}: {peer['detail']}; "
                          f"{peer['rounds']} rounds of {peer['games_per_round']} games"
                          + (f"; cards it built no rules for: {', '.join(bad)}" if bad else ""))
        else:
            console.print(f"peer {peer['peer']}: {peer['status']}: {peer['detail']}")
    if notes.get("memory"):
        console.print(f"memory: {notes['memory']}")
    if result.get("rounds_dropped"):
        console.print(f"quick mode's budget dropped {result['rounds_dropped']} rounds (the machine is slow or loaded)")
    console.print(f"{result.get('elapsed_s', 0):.1f} s")
    if ratios is not None:
        only_new = sorted(set(figures) - set(old))
        only_old = sorted(set(old) - set(figures))
        if only_new or only_old:
            console.print(f"not compared: {len(only_new)} figures only in this run, {len(only_old)} only in the earlier one")


def to_json(result: dict) -> str:
    return json.dumps(result, indent=1, sort_keys=False)


def write(path: str, result: dict) -> None:
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(to_json(result) + "\n")
    except OSError as e:
        raise BenchFileError(f"cannot write {path!r}: {e.strerror}") from None
