"""The table server (``mtgcore serve``): the JSON protocol of docs/protocol.md over a
WebSocket, and the reference web table.

- :mod:`mtgcore.server.app` -- the asyncio server (websockets), request checks
- :mod:`mtgcore.server.rooms` -- one game and its seats
- ``protocol.schema.json`` -- the versioned JSON Schema of every message
"""

from mtgcore.server.app import PROTOCOL_VERSION, TableServer, run_server, schema, validate

__all__ = ["PROTOCOL_VERSION", "TableServer", "run_server", "schema", "validate"]
