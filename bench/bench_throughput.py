"""Throughput of the job pages at 100,000 jobs, next to a minimal Django view. Prints figures.

    .venv/bin/python bench/bench_throughput.py [--jobs 100000] [--seconds 10] [--clients 16]

One gunicorn with the production config (gunicorn.conf.py) on PostgreSQL and Redis serves,
in the same run and on the same database:

- a minimal Django view (bench/throughput_site.py): "ok" through the whole middleware stack;
- the job list (/, newest first, 20 a page, with the total count) and a keyword search;
- a job detail page, a random one of the 100,000 each time, anonymous and as a signed-in
  seeker with a profile (who gets the "why does this match me?" panel).

Each is loaded by --clients threads on keep-alive connections for --seconds; requests per
second and latency percentiles are printed with each page's ratio to the minimal view (the
figure that matters: the machine's speed cancels out). The load generator runs on the same
machine and takes CPU from the server: absolute figures are a floor, the ratio is the point.

Needs PostgreSQL (--pg-url, default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432/) and
Redis (--redis-url, default redis://127.0.0.1:6379/6, flushed). A scratch database
bench_throughput is created, filled and dropped (--keep keeps it for the next run).
"""

from __future__ import annotations

import argparse
import http.client
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _common as common

from tests.services import harness

DATABASE = "bench_throughput"


def load(base_url: str, paths, *, clients: int, seconds: float, cookie: str = "") -> dict:
    """Keep-alive clients asking for paths() until time is up: requests/s and latencies."""
    parts = urlsplit(base_url)
    host = parts.hostname or "127.0.0.1"
    deadline = time.monotonic() + seconds
    latencies: list[list[float]] = [[] for _ in range(clients)]
    errors = [0] * clients
    headers = {"Cookie": cookie} if cookie else {}

    def client(index: int) -> None:
        connection = http.client.HTTPConnection(host, parts.port, timeout=30)
        rng = random.Random(index)
        while time.monotonic() < deadline:
            path = paths(rng)
            started = time.monotonic()
            try:
                connection.request("GET", path, headers=headers)
                response = connection.getresponse()
                response.read()
                if response.status != 200:
                    errors[index] += 1
                if response.getheader("connection", "").lower() == "close":
                    connection.close()
                    connection = http.client.HTTPConnection(host, parts.port, timeout=30)
            except (OSError, http.client.HTTPException):
                errors[index] += 1
                connection.close()
                connection = http.client.HTTPConnection(host, parts.port, timeout=30)
                continue
            latencies[index].append(time.monotonic() - started)
        connection.close()

    started = time.monotonic()
    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    every = [value for per_client in latencies for value in per_client]
    return {
        "requests": len(every),
        "errors": sum(errors),
        "rps": len(every) / elapsed,
        "p50_ms": common.median(every) * 1000 if every else float("nan"),
        "p95_ms": common.percentile(every, 95) * 1000 if every else float("nan"),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jobs", type=int, default=100_000)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--pg-url", default=os.environ.get("BENCH_PG_URL", common.DEFAULT_PG_URL))
    parser.add_argument("--redis-url", default="redis://127.0.0.1:6379/6")
    parser.add_argument(
        "--gunicorn-args", default="", help="extra gunicorn arguments, e.g. '--threads 8'"
    )
    parser.add_argument("--keep", action="store_true", help="keep the database bench_throughput")
    args = parser.parse_args(argv)

    load_before = common.load_line()  # what else this machine is doing
    workdir = Path(tempfile.mkdtemp(prefix="bench-throughput-"))
    env = {
        "REDIS_URL": args.redis_url,
        "DEBUG": "false",
        "SECRET_KEY": harness.SECRET_KEY,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "STATIC_ROOT": str(workdir / "static"),
        "LOG_LEVEL": "WARNING",
        "GUNICORN_MAX_REQUESTS": "0",
    }
    harness.flush_redis(args.redis_url)
    with harness.scratch_database(args.pg_url, DATABASE, env, keep=args.keep) as database_url:
        env["DATABASE_URL"] = database_url
        harness.collect_static(env, workdir / "static")
        print(f"seeding {args.jobs:,} jobs ...", file=sys.stderr, flush=True)
        started = time.monotonic()
        seeded = harness.seed(env, seekers=1, jobs=1, bulk_jobs=args.jobs)
        harness.query(database_url, "VACUUM ANALYZE")
        print(f"seeded in {time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
        ((low, high),) = harness.query(database_url, "SELECT min(id), max(id) FROM jobportal_job")
        open_jobs = harness.query(
            database_url, "SELECT count(*) FROM jobportal_job WHERE closed_at IS NULL"
        )[0][0]

        server_env = {**env, "DJANGO_SETTINGS_MODULE": "bench.throughput_site"}
        instance = harness.Gunicorn(
            server_env, workdir / "gunicorn.log", extra_args=args.gunicorn_args.split()
        ).start(timeout=60)
        seeker_cookie = f"sessionid={seeded['seekers'][0]['session']}"
        pages = [
            ("minimal Django view", lambda rng: "/bench/minimal/", ""),
            ("job list, page 1", lambda rng: "/", ""),
            ("job list, page 1-50", lambda rng: f"/?page={rng.randint(1, 50)}", ""),
            ("search 'engineer'", lambda rng: "/?q=engineer", ""),
            ("job detail, anonymous", lambda rng: f"/jobs/{rng.randint(low, high)}/", ""),
            ("job detail, seeker", lambda rng: f"/jobs/{rng.randint(low, high)}/", seeker_cookie),
        ]
        rows = []
        try:
            for _label, paths, cookie in pages:  # warm every process and cache
                load(instance.url, paths, clients=args.clients, seconds=1.5, cookie=cookie)
            for label, paths, cookie in pages:
                print(f"loading {label} ...", file=sys.stderr, flush=True)
                rows.append(
                    (
                        label,
                        load(
                            instance.url,
                            paths,
                            clients=args.clients,
                            seconds=args.seconds,
                            cookie=cookie,
                        ),
                    )
                )
        finally:
            instance.stop()
    harness.flush_redis(args.redis_url)

    minimal = rows[0][1]["rps"]
    print(
        f"\nThroughput at {open_jobs:,} open jobs: gunicorn.conf.py {args.gunicorn_args}".rstrip()
    )
    print(common.machine_and_load(load_before, common.load_line()))
    print(
        f"{args.clients} keep-alive clients, {args.seconds:g} s per page; the server and the "
        "load generator share the cores\n"
    )
    print(
        common.table(
            ["page", "requests/s", "vs minimal view", "p50 ms", "p95 ms", "errors"],
            [
                [
                    label,
                    f"{r['rps']:.0f}",
                    f"{r['rps'] / minimal:.2f}",
                    f"{r['p50_ms']:.1f}",
                    f"{r['p95_ms']:.1f}",
                    r["errors"],
                ]
                for label, r in rows
            ],
        )
    )
    return 0 if all(r["errors"] == 0 for _, r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
