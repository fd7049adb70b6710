"""The table server under load over loopback (``mtgcore serve``, docs/protocol.md),
and the agents' environments (mtgcore.rl).  Run:

    python -m pytest bench/test_bench_server.py --benchmark-enable -s

- ``test_loopback_load``: ``CLIENTS`` WebSocket clients at once, each playing games
  (a human seat answering every decision with a random legal action, against the
  greedy AI) until ``GAMES`` games have ended or ``SECONDS`` have passed; games/s
  and the latency of a reply (an ``act`` sent -> the first ``state`` back) at the
  50th, 90th, 99th percentiles and the maximum.
- ``test_vector_env_steps``: a masked random agent on ``mtgcore.rl.VectorEnv`` of
  16 and 256 games: steps/s, against managym's published 183k steps/s on 16
  environments.
"""

import asyncio
import json
import random
import time

import numpy as np
import pytest

pytest.importorskip("websockets")

CLIENTS = 8
GAMES = 24
SECONDS = 120.0


async def _client(url, rng, stats, deadline, games_left):
    from websockets.asyncio.client import connect
    async with connect(url, max_size=None) as ws:
        async def recv():
            return json.loads(await ws.recv())
        while games_left[0] > 0 and time.perf_counter() < deadline:
            games_left[0] -= 1
            await ws.send(json.dumps({"type": "create", "decks": ["green_stompy", "red_burn"],
                                      "seed": rng.randrange(2**32), "seats": ["human", "greedy"]}))
            created = await recv()
            gid = created["game"]
            await ws.send(json.dumps({"type": "join", "game": gid, "seat": 0, "token": created["tokens"]["0"]}))
            state = None
            while state is None or state.get("type") != "state":
                state = await recv()
            while not state["view"]["over"] and time.perf_counter() < deadline:
                d = state["decision"]
                if d["player"] == 0 and d["actions"]:
                    a = rng.randrange(len(d["actions"]))
                    t0 = time.perf_counter()
                    await ws.send(json.dumps({"type": "act", "game": gid, "seat": 0,
                                              "decision": d["number"], "action": a}))
                    state = await recv()
                    stats["latency"].append(time.perf_counter() - t0)
                else:
                    state = await recv()
                if state["type"] == "error":
                    raise AssertionError(state)
            if state["view"]["over"]:
                stats["games"] += 1


def _load(url):
    stats = {"latency": [], "games": 0}
    deadline = time.perf_counter() + SECONDS
    left = [GAMES]

    async def main():
        await asyncio.gather(*(_client(url, random.Random(i), stats, deadline, left) for i in range(CLIENTS)))
    t0 = time.perf_counter()
    asyncio.run(main())
    return stats, time.perf_counter() - t0


@pytest.mark.benchmark(group="server")
def test_loopback_load(benchmark):
    from mtgcore.server.background import BackgroundServer
    with BackgroundServer() as srv:
        stats, secs = benchmark.pedantic(_load, args=(srv.url,), rounds=1, iterations=1)
    lat = np.array(stats["latency"]) * 1000
    info = {"clients": CLIENTS, "games": stats["games"], "seconds": secs, "games_per_s": stats["games"] / secs,
            "replies": len(lat), "p50_ms": float(np.percentile(lat, 50)), "p90_ms": float(np.percentile(lat, 90)),
            "p99_ms": float(np.percentile(lat, 99)), "max_ms": float(lat.max())}
    benchmark.extra_info.update(info)
    print(f"\nloopback: {CLIENTS} clients, {stats['games']} games in {secs:.1f} s = {info['games_per_s']:.2f} games/s; "
          f"{len(lat)} replies, latency p50 {info['p50_ms']:.1f} ms, p90 {info['p90_ms']:.1f} ms, "
          f"p99 {info['p99_ms']:.1f} ms, max {info['max_ms']:.1f} ms")
    assert stats["games"] >= 1


@pytest.mark.benchmark(group="rl")
@pytest.mark.parametrize("num_envs", [16, 256])
def test_vector_env_steps(benchmark, num_envs):
    pytest.importorskip("gymnasium")
    from mtgcore.rl import VectorEnv
    env = VectorEnv(num_envs, seed=1)
    _, info = env.reset()
    rng = np.random.default_rng(0)
    steps = 20_000_00 // num_envs // 10

    def run():
        nonlocal info
        for _ in range(steps):
            k = info["action_mask"].sum(1)
            _, _, _, _, info = env.step((rng.random(num_envs) * k).astype(np.int64))
    benchmark.pedantic(run, rounds=3, iterations=1, warmup_rounds=1)
    sps = steps * num_envs / benchmark.stats.stats.min
    benchmark.extra_info.update({"steps_per_s": sps, "vs_managym_183k": sps / 183_000})
    print(f"\nVectorEnv({num_envs}) masked random agent: {sps:,.0f} steps/s "
          f"({sps / 183_000:.2f}x managym's 183k steps/s on 16 envs)")
