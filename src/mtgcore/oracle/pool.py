"""The compiled card pool: every snapshot card the compiler builds, by name.

Cards are compiled on first use and remembered (per process); a card the compiler
does not build is remembered with its reason.  :class:`mtgcore.cards.CardLibrary`
reads names through here, so decklists, ``Game``, ``simulate`` and the CLI see
every compiled card with no extra step.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sqlite3
import threading
from importlib import resources

from mtgcore.cards.dsl import Card
from mtgcore.oracle.snapshot import snapshot, user_snapshot_path
from mtgcore.oracle.translate import NotBuilt, compile_facts

_BUILT: dict = {}


class _DiskCache:
    """Compiled cards remembered across processes (a SQLite file in the user cache
    directory), so the grammar is loaded only for cards never compiled before.

    Entries are keyed by a hash of the compiler and DSL sources and of the snapshot in
    use: any change to either starts a fresh cache.  A cache that can't be read or
    written is ignored (it only saves time)."""

    def __init__(self):
        self._db = None
        self._key = None
        self._lock = threading.Lock()
        self.disabled = os.environ.get("MTGCORE_NO_CARD_CACHE") == "1"

    def key(self) -> str:
        if self._key is None:
            h = hashlib.sha256()
            for pkg in ("oracle", "cards"):
                root = resources.files("mtgcore").joinpath(pkg)
                for entry in sorted(root.iterdir(), key=lambda e: e.name):
                    if entry.name.endswith((".py", ".lark", ".json")):
                        h.update(entry.name.encode() + b"\0" + entry.read_bytes())
            snap = snapshot()
            st = os.stat(snap.path)
            h.update(f"{snap.path}|{st.st_size}|{st.st_mtime_ns}".encode())
            self._key = h.hexdigest()[:32]
        return self._key

    def _conn(self):
        if self._db is None:
            path = os.path.join(os.path.dirname(user_snapshot_path()), "compiled-cards.sqlite")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            db = sqlite3.connect(path, timeout=5, check_same_thread=False)
            db.execute("CREATE TABLE IF NOT EXISTS cards (key TEXT, name TEXT, data BLOB, "
                       "PRIMARY KEY (key, name))")
            self._db = db
        return self._db

    def get(self, name: str):
        if self.disabled:
            return None
        try:
            with self._lock:
                row = self._conn().execute("SELECT data FROM cards WHERE key=? AND name=?",
                                           (self.key(), name)).fetchone()
            return None if row is None else pickle.loads(row[0])
        except Exception:  # noqa: BLE001 - a broken cache is only a slower start
            return None

    def put(self, name: str, value) -> None:
        if self.disabled:
            return
        try:
            data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
            with self._lock:
                db = self._conn()
                db.execute("INSERT OR REPLACE INTO cards VALUES (?, ?, ?)", (self.key(), name, data))
                db.commit()
        except Exception:  # noqa: BLE001
            pass


_DISK = _DiskCache()


def canonical(name: str) -> str | None:
    """The snapshot's name of a card (any case, a face's name or ``A // B``), or None."""
    if not isinstance(name, str) or not name.strip():
        return None
    return snapshot().canonical(name)


def build(name: str) -> Card:
    """The compiled card named ``name``; raises NotBuilt (with the reason) or KeyError."""
    canon = canonical(name)
    if canon is None:
        raise KeyError(name)
    got = _BUILT.get(canon)
    if got is None:
        cached = _DISK.get(canon)
        if isinstance(cached, tuple) and len(cached) == 3:  # (card, kind, detail)
            card, kind, detail = cached
            got = card if card is not None else NotBuilt(canon, kind, detail)
        else:
            try:
                got = compile_facts(snapshot().get(canon))
                _DISK.put(canon, (got, "", ""))
            except NotBuilt as e:
                got = e
                _DISK.put(canon, (None, e.kind, e.detail))
        _BUILT[canon] = got
    if isinstance(got, NotBuilt):
        raise got
    return got


def status(name: str):
    """``(snapshot name or None, Card or None, reason or None)`` for a card name."""
    canon = canonical(name)
    if canon is None:
        return None, None, None
    try:
        return canon, build(canon), None
    except NotBuilt as e:
        return canon, None, e.reason


def forget() -> None:
    """Forget compiled cards (after a new snapshot is imported)."""
    _BUILT.clear()
    _DISK._key = None
