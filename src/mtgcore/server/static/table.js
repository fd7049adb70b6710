new WebSocket("x")
