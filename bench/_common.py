"""Shared plumbing for the in-process benchmark scripts (Django's test client in a worker
process): environment, scratch databases (created and dropped with the test suite's service
harness, tests/services/harness.py), worker processes, machine and load lines, statistics,
tables. Benchmarks of the running server (bench_pages.py) use the harness directly.

Nothing here touches the project's own databases: every benchmark runs on a scratch SQLite
file in a temporary folder of its own or a PostgreSQL database whose name starts with "bench_"
and ends with the worker's process id, created and dropped by the benchmark itself, so two runs
at once never share one.
"""

from __future__ import annotations

import argparse
import atexit
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.services import harness  # noqa: E402

DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/"
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/15"


def machine_line() -> str:
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (
        f"machine: {os.cpu_count()} cores ({usable} usable by this process), "
        f"Python {platform.python_version()}, {platform.platform(terse=True)}"
    )


def load_line() -> str:
    """The 1/5/15-minute load averages: other work on the machine skews every figure."""
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "n/a"
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def machine_and_load(before: str, after: str) -> str:
    """The lines every report starts with: when, what ran the benchmark, and how busy it was."""
    return (
        f"date: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC\n{machine_line()}\n"
        f"load average before / after: {before} / {after}"
    )


def wait_for_quiet(max_wait: float, threshold: float = 0.7) -> str:
    """Wait (up to max_wait seconds) until the 1-minute load is below threshold x cores."""
    limit = threshold * (os.cpu_count() or 1)
    deadline = time.monotonic() + max_wait
    while max_wait > 0 and os.getloadavg()[0] > limit and time.monotonic() < deadline:
        time.sleep(10)
    return load_line()


def log(message: str) -> None:
    """Progress, on stderr: stdout is the report."""
    print(message, file=sys.stderr, flush=True)


def redis_reachable(url: str) -> bool:
    try:
        import redis

        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except Exception:  # any failure means "not usable"
        return False


def django_env(
    database_url: str, *, static_root: Path, redis_url: str | None, **extra: str
) -> dict[str, str]:
    """Settings for a benchmark run, as environment variables (see jobportal/settings.py).

    With a reachable Redis the run is production-like: DEBUG off, the shared cache on Redis,
    static files from a manifest collected into static_root. Without one it falls back to
    DEBUG on.
    """
    env = {
        "DATABASE_URL": database_url,
        "SECRET_KEY": "bench-only-not-secret-" + "x" * 40,
        "ALLOWED_HOSTS": "testserver,127.0.0.1,localhost",
        "STATIC_ROOT": str(static_root),
        "LOG_LEVEL": "WARNING",
        "DB_CONN_MAX_AGE": "600",
    }
    if redis_url:
        env.update({"DEBUG": "false", "REDIS_URL": redis_url})
    else:
        env.update({"DEBUG": "true", "REDIS_URL": ""})
    env.update(extra)
    return env


def apply_env(env: dict[str, str]) -> None:
    for name, value in env.items():
        os.environ[name] = value
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "jobportal.settings")


def setup_django() -> None:
    import django

    django.setup()


def collect_static_if_needed() -> None:
    """DEBUG off serves static names from a manifest: collect one into STATIC_ROOT, the
    scratch folder (not the repo)."""
    from django.conf import settings
    from django.core.management import call_command

    if settings.DEBUG:
        return
    call_command("collectstatic", interactive=False, verbosity=0)


# --- scratch databases -----------------------------------------------------------------------


def recreate_pg_database(base_url: str, name: str) -> str:
    """Drop and create a scratch PostgreSQL database; only names starting with "bench_"."""
    if not name.startswith("bench_"):
        raise SystemExit(f"refusing to touch database {name!r}: scratch names start with bench_")
    return harness.create_database(base_url, name)


def drop_pg_database(base_url: str, name: str) -> None:
    if not name.startswith("bench_"):
        raise SystemExit(f"refusing to touch database {name!r}")
    harness.drop_database(base_url, name)


@dataclass
class Scratch:
    """What a worker made for its run: a temporary folder (the SQLite file, collected static
    files) and, on PostgreSQL, a database named after the worker's process."""

    backend: str
    folder: Path
    pg_url: str
    pg_name: str
    keep: bool
    removed: bool = False

    @property
    def sqlite_path(self) -> Path:
        return self.folder / "db.sqlite3"

    def remove(self) -> None:
        """Drop the database and remove the folder, unless --keep; once."""
        if self.removed:
            return
        self.removed = True
        if self.keep:
            kept = self.pg_name if self.backend == "postgresql" else self.sqlite_path
            log(f"[{self.backend}] kept {kept}")
            return
        if self.backend == "postgresql":
            drop_pg_database(self.pg_url, self.pg_name)
        shutil.rmtree(self.folder, ignore_errors=True)


def open_scratch_database(backend: str, name: str, args, **extra_env: str) -> Scratch:
    """In a worker process: create the scratch database and migrate it.

    `name` starts the temporary folder's name and, with the process id after it, the
    PostgreSQL database's (on args.pg_url). Settings come from django_env(): production-like
    when args.redis_url answers. Django is set up here, so settings are read once per process.
    Whatever ends the worker, the scratch is removed when it exits (unless --keep).
    """
    scratch = Scratch(
        backend=backend,
        folder=Path(tempfile.mkdtemp(prefix=f"{name}-")),
        pg_url=args.pg_url,
        pg_name=f"{name}_{os.getpid()}",
        keep=args.keep,
    )
    atexit.register(scratch.remove)
    if backend == "sqlite":
        database_url = f"sqlite:///{scratch.sqlite_path}"
    else:
        database_url = recreate_pg_database(args.pg_url, scratch.pg_name)
    redis_url = args.redis_url if redis_reachable(args.redis_url) else None
    apply_env(
        django_env(
            database_url, static_root=scratch.folder / "static", redis_url=redis_url, **extra_env
        )
    )
    setup_django()

    from django.conf import settings
    from django.core.management import call_command

    log(f"[{backend}] migrating {database_url}")
    call_command("migrate", interactive=False, verbosity=0)
    if settings.DEBUG:
        call_command("createcachetable", verbosity=0)
    collect_static_if_needed()
    return scratch


def close_scratch_database(scratch: Scratch) -> None:
    """Close Django's connection and, unless --keep, remove what open_scratch_database made."""
    from django.db import connection

    connection.close()
    if scratch.backend == "postgresql":
        connection.close_pool()  # type: ignore[attr-defined]  # PostgreSQL's; before the drop
    scratch.remove()


def server_version(connection) -> str:
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SHOW server_version")
            return "PostgreSQL " + cursor.fetchone()[0]
        cursor.execute("SELECT sqlite_version()")
        return "SQLite " + cursor.fetchone()[0]


# --- worker processes ---------------------------------------------------------------------------


def add_backend_arguments(parser) -> None:
    """--backend, --json and --wait-quiet (used by run_backends()), and the options run_worker()
    hands to a worker (--worker and --out hidden)."""
    parser.add_argument("--backend", choices=["sqlite", "postgresql", "both"], default="both")
    parser.add_argument(
        "--pg-url",
        default=DEFAULT_PG_URL,
        help="PostgreSQL server to create the scratch database on",
    )
    parser.add_argument(
        "--redis-url",
        default=DEFAULT_REDIS_URL,
        help="with a reachable Redis the run uses DEBUG off (production-like)",
    )
    parser.add_argument("--keep", action="store_true", help="keep the scratch databases")
    parser.add_argument("--json", help="also write the raw results to this file")
    parser.add_argument(
        "--wait-quiet",
        type=float,
        default=0,
        metavar="SECONDS",
        help="first wait up to this long for the 1-minute load to drop "
        "below 0.7 x cores (the figures are wall-clock times)",
    )
    parser.add_argument("--worker", choices=["sqlite", "postgresql"], help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)


def run_worker(script: str, backend: str, args, options: list[str]) -> dict:
    """Run `script --worker BACKEND` in a child process (Django reads its settings once per
    process) and return the dict it wrote to its --out file.

    The child also gets --pg-url, --redis-url and --keep from args; `options` are the rest.
    Whatever the child prints goes to stderr, with the progress lines: stdout is the report.
    """
    with tempfile.NamedTemporaryFile("r", suffix=".json", delete=False) as out:
        out_path = out.name
    command = [
        sys.executable,
        script,
        "--worker",
        backend,
        "--out",
        out_path,
        "--pg-url",
        args.pg_url,
        "--redis-url",
        args.redis_url,
        *options,
    ] + (["--keep"] if args.keep else [])
    try:
        subprocess.run(command, check=True, cwd=ROOT, stdout=sys.stderr)
        return json.loads(Path(out_path).read_text())
    finally:
        os.unlink(out_path)


def backends(choice: str) -> list[str]:
    """--backend: "sqlite", "postgresql" or "both"."""
    return ["sqlite", "postgresql"] if choice == "both" else [choice]


def run_backends(script: str, args, options: list[str]) -> list[dict]:
    """The parent's part: wait for a quiet machine (--wait-quiet), run one worker per backend,
    note the load average before and after (in the first result), save --json."""
    load_before = wait_for_quiet(args.wait_quiet)
    results = [run_worker(script, backend, args, options) for backend in backends(args.backend)]
    results[0]["load"] = [load_before, load_line()]
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    return results


# --- statistics and output ---------------------------------------------------------------------


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100)."""
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]


def summary(times: list[float]) -> dict:
    return {
        "n": len(times),
        "median": median(times),
        "p95": percentile(times, 95),
        "min": min(times),
        "max": max(times),
    }


def loop_times(function, n: int) -> dict:
    """Call function(i) for i in range(n), each call timed on its own; summary() plus "how"."""
    times = []
    for i in range(n):
        started = time.perf_counter()
        function(i)
        times.append(time.perf_counter() - started)
    out = summary(times)
    out["how"] = f"{n} calls"
    return out


def ms(seconds: float) -> str:
    value = seconds * 1000
    if value >= 100:
        return f"{value:.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 1:
        return f"{value:.2f}"
    return f"{value:.3f}"


def ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}x" if b else "n/a"


def table(headers: list[str], rows: Sequence[Sequence[object]]) -> str:
    cells = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]

    def line(row: list[str]) -> str:
        return (
            "| "
            + " | ".join(
                cell.ljust(width) if i == 0 else cell.rjust(width)
                for i, (cell, width) in enumerate(zip(row, widths, strict=True))
            )
            + " |"
        )

    separator = (
        "|"
        + "|".join("-" * (w + 1) + ":" if i else ":" + "-" * (w + 1) for i, w in enumerate(widths))
        + "|"
    )
    return "\n".join([line(cells[0]), separator, *(line(row) for row in cells[1:])])
