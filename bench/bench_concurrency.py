"""Concurrency: many explanations at once while the model takes its time. Prints figures.

    .venv/bin/python bench/bench_concurrency.py [--requests 50] [--delay 2] [--sweep]

Each configuration is a real gunicorn on PostgreSQL and Redis, asked by N different sessions
at the same instant (a barrier releases N threads), with the fake Gemini server answering
every call after --delay seconds. The goal is a wall time close to --delay: the app, not the
model, must never be the queue. Meanwhile a probe asks for the job list every 100 ms, to show
whether pages are served while the explanations wait, and the database connections of the
app are counted.

Configurations: the production one (gunicorn.conf.py as it is) and a plain sync-worker one
(2 x cores + 1 processes, one thread each: gunicorn's classic advice). --sweep adds other
gthread shapes and, if the gevent package can be imported (it is not a dependency: put it on
PYTHONPATH to try it), gevent.

Needs PostgreSQL and Redis: --pg-url (default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432/)
and --redis-url (default redis://127.0.0.1:6379/6, flushed). A scratch database
bench_concurrency is created and dropped.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _common as common

from tests.services import harness

VALID_REPLY = (
    '{"matches": [{"point": "Docker in both", "profileQuote": "Docker", '
    '"jobQuote": "experience with AWS and Docker"}], "gaps": []}'
)


def configurations(cores: int, sweep: bool) -> list[tuple[str, list[str]]]:
    configs = [
        ("production: gunicorn.conf.py", []),
        (
            f"sync: {2 * cores + 1} workers x 1 thread",
            ["--worker-class", "sync", "--workers", str(2 * cores + 1), "--threads", "1"],
        ),
    ]
    if sweep:
        for workers, threads in [(2, 8), (2, 16), (2, 32), (4, 16), (1, 64)]:
            configs.append(
                (
                    f"gthread: {workers} x {threads}",
                    ["--workers", str(workers), "--threads", str(threads)],
                )
            )
        # gunicorn's default: a process accepts up to 1000 connections, more than it has threads.
        configs.append(
            (
                "gthread: 2 x 32, worker_connections 1000",
                ["--workers", "2", "--threads", "32", "--worker-connections", "1000"],
            )
        )
        configs.append(
            (
                "gthread: 2 x 32, worker_connections 32, no keep-alive",
                [
                    "--workers",
                    "2",
                    "--threads",
                    "32",
                    "--worker-connections",
                    "32",
                    "--keep-alive",
                    "0",
                ],
            )
        )
        if importlib.util.find_spec("gevent") is not None:
            configs.append(
                (
                    "gevent: 2 workers x 1000 connections",
                    [
                        "--worker-class",
                        "gevent",
                        "--workers",
                        "2",
                        "--threads",
                        "1",
                        "--worker-connections",
                        "1000",
                    ],
                )
            )
        else:
            print("(gevent is not importable: its row is left out)", file=sys.stderr)
    return configs


def count_connections(database_url: str) -> int:
    name = database_url.rsplit("/", 1)[-1]
    rows = harness.query(
        harness.with_database(database_url, "postgres"),
        "SELECT count(*) FROM pg_stat_activity WHERE datname = %s",
        (name,),
    )
    return rows[0][0]


def run_one(
    label: str,
    args: list[str],
    *,
    env: dict[str, str],
    seekers: list[dict[str, Any]],
    job_id: int,
    fake: Any,
    n: int,
    delay: float,
    workdir: Path,
    warmup_seekers: list[dict[str, Any]],
) -> dict[str, Any]:
    instance = harness.Gunicorn(env, workdir / f"{label.split(':')[0]}.log", extra_args=args)
    instance.start(timeout=60)
    try:
        url = f"{instance.url}/jobs/{job_id}/explain/"
        # Warm-up: every process imports its views and builds its Gemini client.
        fake.set_delay(0)
        with ThreadPoolExecutor(len(warmup_seekers)) as pool:
            list(
                pool.map(
                    lambda s: harness.Browser(s["session"]).post(url, json_reply=True),
                    warmup_seekers,
                )
            )
            list(pool.map(lambda _: harness.Browser().get(instance.url + "/"), range(8)))
        fake.set_delay(delay)
        fake.control("POST", "/_fake/reset")
        fake.set_default({"reply": "text", "text": VALID_REPLY})

        stop = threading.Event()
        probes: list[float] = []
        connections: list[tuple[float, int]] = []
        burst_started: list[float] = []

        def probe() -> None:
            browser = harness.Browser()
            while not stop.is_set():
                try:
                    probes.append(browser.get(instance.url + "/", timeout=60).seconds)
                except OSError:
                    probes.append(float("inf"))
                try:
                    connections.append((time.monotonic(), count_connections(env["DATABASE_URL"])))
                except Exception:  # a figure, not a test
                    pass
                stop.wait(0.1)

        barrier = threading.Barrier(n + 1)

        def ask(seeker):
            browser = harness.Browser(seeker["session"])
            barrier.wait()
            try:
                return browser.post(url, json_reply=True, timeout=120)
            except OSError as exc:
                return exc

        prober = threading.Thread(target=probe)
        with ThreadPoolExecutor(n) as pool:
            futures = [pool.submit(ask, seeker) for seeker in seekers]
            prober.start()
            barrier.wait()
            started = time.monotonic()
            burst_started.append(started)
            replies = [future.result() for future in futures]
            wall = time.monotonic() - started
        stop.set()
        prober.join()
        calls = fake.calls
    finally:
        instance.stop()
    ok = [r for r in replies if not isinstance(r, Exception) and r.status == 200]
    # While the model is thinking (from 30% to 80% of its delay), not at the bursts of
    # database work when all requests arrive or all answers come back at once.
    waiting = [
        count
        for at, count in connections
        if burst_started and 0.3 * delay <= at - burst_started[0] <= 0.8 * delay
    ]
    latencies = [r.seconds for r in replies if not isinstance(r, Exception)]
    return {
        "config": label,
        "requests": n,
        "answered_200": len(ok),
        "errors": n - len(ok),
        "model_calls": calls,
        "wall_s": wall,
        "p50_s": common.median(latencies) if latencies else float("nan"),
        "p95_s": common.percentile(latencies, 95) if latencies else float("nan"),
        "max_s": max(latencies) if latencies else float("nan"),
        "page_p95_s": common.percentile(probes, 95) if probes else float("nan"),
        "page_max_s": max(probes) if probes else float("nan"),
        "db_connections_max": max(count for _, count in connections) if connections else None,
        "db_connections_waiting": max(waiting) if waiting else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=50)
    parser.add_argument("--delay", type=float, default=2.0)
    parser.add_argument("--sweep", action="store_true", help="also other worker shapes")
    parser.add_argument("--only", help="run only configurations whose label contains this")
    parser.add_argument("--pg-url", default=os.environ.get("BENCH_PG_URL", common.DEFAULT_PG_URL))
    parser.add_argument("--redis-url", default="redis://127.0.0.1:6379/6")
    parser.add_argument("--conn-max-age", default="60", help="DB_CONN_MAX_AGE for the app")
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args(argv)

    cores = os.cpu_count() or 1
    configs = configurations(cores, args.sweep)
    if args.only:
        configs = [c for c in configs if args.only in c[0]]
    n = args.requests
    workdir = Path(tempfile.mkdtemp(prefix="bench-concurrency-"))
    fake = harness.FakeGeminiProcess(workdir / "fake.log").start()
    env = {
        "REDIS_URL": args.redis_url,
        "DEBUG": "false",
        "SECRET_KEY": harness.SECRET_KEY,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "STATIC_ROOT": str(workdir / "static"),
        "GEMINI_API_KEY": harness.API_KEY,
        "GEMINI_BASE_URL": fake.base_url,
        "GEMINI_TIMEOUT_SECONDS": "30",
        "LOG_LEVEL": "WARNING",
        "DB_CONN_MAX_AGE": args.conn_max_age,
        "GUNICORN_MAX_REQUESTS": "0",
        "EXPLAIN_SITE_HOURLY_LIMIT": "100000",
        "EXPLAIN_USER_DAILY_LIMIT": "100000",
    }
    results = []
    load_before = common.load_line()
    try:
        with harness.scratch_database(args.pg_url, "bench_concurrency", env) as database_url:
            env["DATABASE_URL"] = database_url
            harness.collect_static(env, workdir / "static")
            warmup = 8
            seeded = harness.seed(env, seekers=(n + warmup) * len(configs), jobs=len(configs))
            for index, (label, extra) in enumerate(configs):
                harness.flush_redis(args.redis_url)
                chunk = seeded["seekers"][index * (n + warmup) : (index + 1) * (n + warmup)]
                print(f"running {label} ...", file=sys.stderr, flush=True)
                results.append(
                    run_one(
                        label,
                        extra,
                        env=env,
                        seekers=chunk[warmup:],
                        warmup_seekers=chunk[:warmup],
                        job_id=seeded["jobs"][index],
                        fake=fake,
                        n=n,
                        delay=args.delay,
                        workdir=workdir,
                    )
                )
    finally:
        fake.stop()
        harness.flush_redis(args.redis_url)

    print(
        f"\nConcurrency: {n} simultaneous explanation requests (different sessions), "
        f"model answering after {args.delay:g} s; DB_CONN_MAX_AGE={args.conn_max_age}"
    )
    print(common.machine_and_load(load_before, common.load_line()) + "\n")
    print(
        common.table(
            [
                "configuration",
                "answered",
                "model calls",
                "wall s",
                "p50 s",
                "p95 s",
                "max s",
                "page p95 s",
                "page max s",
                "DB conns max",
                "DB conns while waiting",
            ],
            [
                [
                    r["config"],
                    f"{r['answered_200']}/{r['requests']}",
                    r["model_calls"],
                    f"{r['wall_s']:.2f}",
                    f"{r['p50_s']:.2f}",
                    f"{r['p95_s']:.2f}",
                    f"{r['max_s']:.2f}",
                    f"{r['page_p95_s']:.2f}",
                    f"{r['page_max_s']:.2f}",
                    r["db_connections_max"],
                    r["db_connections_waiting"],
                ]
                for r in results
            ],
        )
    )
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    return 0 if all(r["errors"] == 0 for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
