"""A table server in a background thread (tests, the load test in bench/, notebooks)."""

from __future__ import annotations

import asyncio
import threading

from mtgcore.server.app import run_server


class BackgroundServer:
    """``mtgcore serve`` on ``host`` and a free port, in a daemon thread; ``close()`` stops it."""

    def __init__(self, host: str = "127.0.0.1", *, seat_timeout: float = 30.0, timeout: float = 20.0):
        self.host = host
        self.port = None
        self.table = None
        self.seat_timeout = seat_timeout
        self._ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._stop = None
        self._thread = threading.Thread(target=self._main, name="mtgcore-serve", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise RuntimeError("the table server did not start")

    def _main(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._stop = asyncio.Event()

        def ready(port, table):
            self.port, self.table = port, table
            self._ready.set()
        self._loop.run_until_complete(run_server(self.host, 0, ready=ready, stop=self._stop,
                                                 seat_timeout=self.seat_timeout))

    @property
    def url(self) -> str:
        """The WebSocket's address."""
        return f"ws://{self.host}:{self.port}/ws"

    @property
    def http(self) -> str:
        """The web table's address."""
        return f"http://{self.host}:{self.port}/"

    def close(self) -> None:
        if self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)

    def __enter__(self) -> "BackgroundServer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
