"""Pages at scale, beside Django's floor: the one command that prints the performance table.

    make bench
    .venv/bin/python bench/bench_pages.py [--sizes 1000,100000] [--seconds 10] [--rounds 3]

What it runs is what production runs: gunicorn with gunicorn.conf.py, on PostgreSQL and Redis,
DEBUG off, with the fake Gemini server (tests/fake_gemini.py) standing in for the model. The
processes come from the test suite's service harness (tests/services/harness.py). The app
server also answers one extra URL, /bench/minimal/: `HttpResponse("ok")` through the same
settings and middleware (bench/floor_site.py). That is Django's floor on this machine, and
every page is reported as a ratio to it, measured in the same run.

For each size (1,000 jobs, then 99,000 more: 100,000), with generated, varied jobs
(bench/jobgen.py):

1. Throughput: `wrk -t2 -c20 -d10s` on each page, the floor included, in --rounds rounds that
   alternate the pages; the median round of each. Pages: the job list, a rare and a common
   search word, the location filter, a random job's page (anonymous and as a seeker with a
   profile), the seeker's profile page.
2. At the first size, the explain endpoint's latency, one request at a time, alternating with
   the floor: a new question (the fake model answering at once) and the same question again
   (the stored answer). Ratios of medians.
3. At the last size, 50 explanations at once from 50 sessions, the model answering each after
   2 s, while a visitor keeps loading the job list: the wall time, the job list's p95 during
   the burst, and the most database connections open at any moment.

With --layouts the same is measured for other gunicorn shapes, side by side: processes x
threads for everything, or pages and explanations on two instances, as a proxy would split
them (see docs/performance.md).

Needs wrk (`apt-get install wrk`), PostgreSQL (--pg-url, default $BENCH_PG_URL or
postgres://postgres@127.0.0.1:5432/) and Redis (--redis-url, default redis://127.0.0.1:6379/6,
flushed). The scratch database bench_pages is created and dropped (--keep keeps it).
The report goes to standard output, progress to standard error.
"""

from __future__ import annotations

import argparse
import datetime
import http.client
import json
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.services import harness  # noqa: E402

DATABASE = "bench_pages"
EXPLAIN_SAMPLES = 60
BURST = 50
BURST_DELAY = 2.0

# A model answer that quotes the seeded profile and job (tests/services/seed.py): five matches
# and a gap that pass the quote check, and one match the checker drops.
REPLY = json.dumps(
    {
        "matches": [
            {
                "point": "Java is asked for, and you have it",
                "profileQuote": "Java (Intermediate, 3 years",
                "jobQuote": "3+ years of Java",
            },
            {
                "point": "You use Docker",
                "profileQuote": "Docker",
                "jobQuote": "experience with AWS and Docker",
            },
            {
                "point": "You have built APIs",
                "profileQuote": "Built REST APIs",
                "jobQuote": "Build secure Java APIs",
            },
            {
                "point": "Berlin and hybrid suit you",
                "profileQuote": "hybrid in Berlin",
                "jobQuote": "Berlin, Germany",
            },
            {
                "point": "The role you want",
                "profileQuote": "Java Engineer",
                "jobQuote": "Java Engineer",
            },
            {
                "point": "You know Kubernetes",
                "profileQuote": "Kubernetes",
                "jobQuote": "deploy services",
            },
        ],
        "gaps": [
            {
                "point": "AWS is asked for",
                "profileQuote": "",
                "jobQuote": "deploy services on AWS",
            },
        ],
    }
)


@dataclass(frozen=True)
class Page:
    key: str
    label: str
    path: str  # "{job}" is replaced by a random job id on every request
    seeker: bool = False  # sent with a seeker's session cookie


PAGES = [
    Page("floor", "minimal Django view (the floor)", "/bench/minimal/"),
    Page("list", "job list `/`", "/"),
    Page("rare", 'search, rare word ("fortran")', "/?q=fortran"),
    Page("common", 'search, common word ("engineer")', "/?q=engineer"),
    Page("location", 'location filter ("berlin")', "/?location=berlin"),
    Page("detail", "job detail, anonymous", "/jobs/{job}/"),
    Page("detail_seeker", "job detail, seeker", "/jobs/{job}/", seeker=True),
    Page("profile", "profile page", "/profile/", seeker=True),
]


# -- the machine ---------------------------------------------------------------------------------


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def machine() -> str:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{model or platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"


def versions(database_url: str) -> str:
    [(pg,)] = harness.query(database_url, "SHOW server_version")
    gunicorn = subprocess.run([harness.GUNICORN, "--version"], capture_output=True, text=True)
    wrk = subprocess.run(["wrk", "--version"], capture_output=True, text=True)
    wrk_version = (wrk.stdout or wrk.stderr).split(" [")[0].strip()
    return (
        f"Python {platform.python_version()}, PostgreSQL {pg.split()[0]}, "
        f"{gunicorn.stdout.strip() or gunicorn.stderr.strip()}, {wrk_version}"
    )


# -- wrk ------------------------------------------------------------------------------------------

UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def parse_wrk(output: str) -> dict[str, float]:
    """Requests/s, p50 and p99 in ms, and failed requests, from `wrk --latency` output."""
    requests = re.search(r"Requests/sec:\s+([\d.]+)", output)
    if requests is None:
        raise RuntimeError(f"wrk printed no Requests/sec:\n{output}")
    rps = float(requests.group(1))
    percentiles = {
        int(p): float(value) * UNITS[unit]
        for p, value, unit in re.findall(r"^\s+(50|99)%\s+([\d.]+)(us|ms|s|m)\s*$", output, re.M)
    }
    non_2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    socket = re.search(
        r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output
    )
    errors = int(non_2xx.group(1)) if non_2xx else 0
    if socket:
        errors += sum(int(n) for n in socket.groups())
    return {"rps": rps, "p50": percentiles[50], "p99": percentiles[99], "errors": errors}


def wrk(
    url: str, page: Page, *, cookie: str, job_ids: tuple[int, int], seconds: float, workdir: Path
) -> dict[str, float]:
    command = ["wrk", "-t2", "-c20", f"-d{seconds:g}s", "--latency", "--timeout", "10s"]
    if page.seeker:
        command += ["-H", f"Cookie: {cookie}"]
    if "{job}" in page.path:
        script = workdir / "random_job.lua"
        low, high = job_ids
        prefix, suffix = page.path.split("{job}")
        script.write_text(
            "local counter = 0\n"
            "function setup(thread) counter = counter + 1; thread:set('seed', counter) end\n"
            "function init(args) math.randomseed(seed * 7919 + os.time()) end\n"
            f"function request() return wrk.format(nil, '{prefix}' .. math.random({low}, {high}) .. '{suffix}') end\n"
        )
        command += ["-s", str(script)]
        target = url + "/"
    else:
        target = url + page.path
    result = subprocess.run(command + [target], capture_output=True, text=True, check=True)
    return parse_wrk(result.stdout)


# -- one request at a time, on a kept-alive connection -------------------------------------------


class KeptAlive:
    """One HTTP/1.1 connection reused for every request, as a browser does."""

    def __init__(self, base_url: str) -> None:
        self.host, port = base_url.removeprefix("http://").split(":")
        self.port = int(port)
        self.connection = http.client.HTTPConnection(self.host, self.port, timeout=60)

    def send(
        self, method: str, path: str, headers: dict[str, str], body: bytes | None = None
    ) -> tuple[float, int, bytes]:
        started = time.perf_counter()
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        payload = response.read()
        seconds = time.perf_counter() - started
        if response.getheader("connection", "").lower() == "close":
            self.connection.close()
            self.connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
        return seconds, response.status, payload

    def close(self) -> None:
        self.connection.close()


def explain_latency(
    pages_url: str, explain_url: str, seekers: list[dict[str, Any]], jobs: list[int], samples: int
) -> dict[str, Any]:
    """Median latencies, one request at a time: floor, new question, floor, stored answer."""
    floor_client, explain_client = KeptAlive(pages_url), KeptAlive(explain_url)
    anonymous = harness.Browser().headers()
    pairs = [(seeker, job) for job in jobs for seeker in seekers][: samples + 5]
    times: dict[str, list[float]] = {"floor": [], "new": [], "stored": []}
    try:
        for index, (seeker, job) in enumerate(pairs):
            browser = harness.Browser(seeker["session"])
            headers = browser.headers(json_reply=True)
            path = f"/jobs/{job}/explain/"
            floor_seconds, status, _ = floor_client.send("GET", "/bench/minimal/", anonymous)
            assert status == 200, status
            new_seconds, status, body = explain_client.send("POST", path, headers, b"")
            answer = json.loads(body)
            assert status == 200 and answer["cached"] is False and answer["status"] == "ok", body[
                :300
            ]
            assert len(answer["matches"]) == 5 and answer["dropped"] == 1, body[:300]
            floor_again, status, _ = floor_client.send("GET", "/bench/minimal/", anonymous)
            stored_seconds, status, body = explain_client.send("POST", path, headers, b"")
            assert status == 200 and json.loads(body)["cached"] is True, body[:300]
            if index >= 5:  # the first few warm every thread's connection and client
                times["floor"] += [floor_seconds, floor_again]
                times["new"].append(new_seconds)
                times["stored"].append(stored_seconds)
    finally:
        floor_client.close()
        explain_client.close()
    medians = {key: statistics.median(values) * 1000 for key, values in times.items()}
    return {
        "samples": len(times["new"]),
        "floor_ms": medians["floor"],
        "new_ms": medians["new"],
        "stored_ms": medians["stored"],
        "new_ratio": medians["new"] / medians["floor"],
        "stored_ratio": medians["stored"] / medians["floor"],
    }


# -- many explanations at once -----------------------------------------------------------------


def count_connections(database_url: str) -> int:
    name = database_url.rsplit("/", 1)[-1].split("?")[0]
    [(count,)] = harness.query(
        harness.with_database(database_url, "postgres"),
        "SELECT count(*) FROM pg_stat_activity WHERE datname = %s",
        (name,),
    )
    return count


def burst(
    pages_url: str,
    explain_url: str,
    fake: harness.FakeGeminiProcess,
    database_url: str,
    seekers: list[dict[str, Any]],
    job: int,
) -> dict[str, Any]:
    fake.set_delay(BURST_DELAY)
    stop = threading.Event()
    probes: list[tuple[float, float]] = []
    connections: list[int] = []

    def probe() -> None:
        client = KeptAlive(pages_url)
        headers = harness.Browser().headers()
        while not stop.is_set():
            seconds, status, _ = client.send("GET", "/", headers)
            probes.append((time.monotonic(), seconds if status == 200 else float("inf")))
            stop.wait(0.05)
        client.close()

    def watch_connections() -> None:
        while not stop.is_set():
            connections.append(count_connections(database_url))
            stop.wait(0.05)

    barrier = threading.Barrier(len(seekers) + 1)

    def ask(seeker: dict[str, Any]) -> harness.Reply | Exception:
        browser = harness.Browser(seeker["session"])
        barrier.wait()
        try:
            return browser.post(f"{explain_url}/jobs/{job}/explain/", json_reply=True, timeout=120)
        except OSError as error:
            return error

    watchers = [threading.Thread(target=probe), threading.Thread(target=watch_connections)]
    for watcher in watchers:
        watcher.start()
    time.sleep(0.5)  # the probe's own connection and the job list are warm
    with ThreadPoolExecutor(len(seekers)) as pool:
        futures = [pool.submit(ask, seeker) for seeker in seekers]
        barrier.wait()
        started = time.monotonic()
        replies = [future.result() for future in futures]
        wall = time.monotonic() - started
    stop.set()
    for watcher in watchers:
        watcher.join()
    fake.set_delay(0)
    answered = [
        r
        for r in replies
        if isinstance(r, harness.Reply) and r.status == 200 and r.json().get("status") == "ok"
    ]
    during = [seconds * 1000 for at, seconds in probes if started <= at <= started + wall]
    latencies = [r.seconds for r in answered]
    return {
        "requests": len(seekers),
        "answered": len(answered),
        "wall_s": wall,
        "p95_s": percentile(latencies, 95) if latencies else float("nan"),
        "list_probes": len(during),
        "list_p95_ms": percentile(during, 95) if during else float("nan"),
        "list_max_ms": max(during) if during else float("nan"),
        "db_connections_max": max(connections) if connections else None,
    }


def percentile(values: list[float], p: float) -> float:
    """Nearest rank."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(len(ordered) * p / 100)) - 1]


# -- the servers ----------------------------------------------------------------------------------


@dataclass
class Layout:
    """Where pages and explanations go: one gunicorn for both, or one pool each."""

    name: str
    pages: harness.Gunicorn
    explain: harness.Gunicorn | None = None

    @property
    def pages_url(self) -> str:
        return self.pages.url

    @property
    def explain_url(self) -> str:
        return (self.explain or self.pages).url

    def start(self) -> Layout:
        self.pages.start(timeout=60)
        if self.explain:
            self.explain.start(timeout=60)
        return self

    def stop(self) -> None:
        for server in (self.pages, self.explain):
            if server:
                server.stop()

    def describe(self) -> str:
        def shape(server: harness.Gunicorn) -> str:
            read = subprocess.run(
                [
                    harness.PYTHON,
                    "-c",
                    "import runpy; conf = runpy.run_path('gunicorn.conf.py'); "
                    "print(conf['workers'], conf['threads'], conf['max_requests'])",
                ],
                cwd=ROOT,
                env=harness.clean_env(server.env),
                capture_output=True,
                text=True,
                check=True,
            )
            workers, threads, max_requests = read.stdout.split()
            pool = server.env.get("DB_POOL_MAX_SIZE", "10")
            return (
                f"{workers} processes x {threads} threads, at most {pool} database "
                f"connections each, max_requests {max_requests}"
            )

        if self.explain is None:
            return f"{self.name}: one gunicorn for everything, {shape(self.pages)}"
        return (
            f"{self.name}: pages on {shape(self.pages)}; explanations on a second "
            f"instance, {shape(self.explain)}"
        )


def make_layout(spec: str, env: dict[str, str], workdir: Path) -> Layout:
    """ "conf": gunicorn.conf.py as it is; "2x8": 2 processes of 8 threads for everything;
    "2x4/5+2x32/5": pages on 2 x 4, explanations on a second instance of 2 x 32, each process
    with a pool of at most 5 database connections (DB_POOL_MAX_SIZE)."""

    def server(label: str, shape: str | None) -> harness.Gunicorn:
        extra = {}
        if shape:
            shape, _, pool = shape.partition("/")
            workers, threads = shape.split("x")
            extra = {"GUNICORN_WORKERS": workers, "GUNICORN_THREADS": threads}
            if pool:
                extra["DB_POOL_MAX_SIZE"] = pool
        log_name = re.sub(r"[^\w.-]", "_", f"gunicorn-{spec}-{label}.log")
        return harness.Gunicorn({**env, **extra}, workdir / log_name)

    if spec == "conf":
        return Layout(spec, server("all", None))
    pages, _, explain = spec.partition("+")
    return Layout(spec, server("pages", pages), server("explain", explain) if explain else None)


# -- the run --------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,100000", help="numbers of jobs, ascending")
    parser.add_argument("--seconds", type=float, default=10, help="wrk's duration per page")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--layouts",
        default="conf",
        help="comma-separated: conf (gunicorn.conf.py as it is), 2x8 (processes x threads for "
        "everything), 2x4/5+2x32/5 (pages on 2 x 4, explanations on another instance of "
        "2 x 32; /5: at most 5 database connections per process)",
    )
    parser.add_argument("--no-explain", action="store_true", help="leave out the explain figures")
    parser.add_argument("--only", help="comma-separated page keys to load (default: all)")
    parser.add_argument(
        "--pg-url", default=os.environ.get("BENCH_PG_URL", "postgres://postgres@127.0.0.1:5432/")
    )
    parser.add_argument("--redis-url", default="redis://127.0.0.1:6379/6")
    parser.add_argument("--keep", action="store_true", help="keep the database bench_pages")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    if shutil.which("wrk") is None:
        parser.error("wrk is not installed: apt-get install wrk")
    sizes = sorted(int(size) for size in args.sizes.split(","))
    layouts = args.layouts.split(",")
    pages = [
        page
        for page in PAGES
        if not args.only or page.key == "floor" or page.key in args.only.split(",")
    ]

    started_at = datetime.datetime.now(datetime.UTC)
    load_before = load_average()
    workdir = Path(tempfile.mkdtemp(prefix="bench-pages-"))
    fake = harness.FakeGeminiProcess(workdir / "fake-gemini.log").start()
    env = {
        "DJANGO_SETTINGS_MODULE": "bench.floor_site",
        "REDIS_URL": args.redis_url,
        "DEBUG": "false",
        "SECRET_KEY": harness.SECRET_KEY,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "STATIC_ROOT": str(workdir / "static"),
        "LOG_LEVEL": "WARNING",
        "GUNICORN_LOG_LEVEL": "warning",
        "GEMINI_API_KEY": harness.API_KEY,
        "GEMINI_BASE_URL": fake.base_url,
        # Every explanation here is a new question on purpose: no cooldown, no caps.
        "EXPLAIN_COOLDOWN_SECONDS": "0",
        "EXPLAIN_USER_DAILY_LIMIT": "1000000",
        "EXPLAIN_SITE_HOURLY_LIMIT": "1000000",
    }
    results: dict[str, Any] = {"sizes": {}, "explain": {}, "burst": {}}
    try:
        harness.flush_redis(args.redis_url)
        with harness.scratch_database(args.pg_url, DATABASE, env, keep=args.keep) as database_url:
            env["DATABASE_URL"] = database_url
            harness.collect_static(env, workdir / "static")
            explain_seekers = 10
            seeded = harness.seed(
                env,
                seekers=1 + explain_seekers + BURST * len(layouts),
                # Per layout, its own jobs to ask about: every question is new to it.
                jobs=1 + (EXPLAIN_SAMPLES // explain_seekers + 1) * len(layouts),
            )
            fake.set_default({"reply": "text", "text": REPLY})
            seeker_cookie = f"sessionid={seeded['seekers'][0]['session']}"
            software = versions(database_url)
            loaded = 0
            for size in sizes:
                progress(f"loading jobs {loaded:,} to {size:,} ...")
                load_jobs(
                    env,
                    owner=seeded["recruiter"],
                    first=loaded,
                    count=size - loaded,
                    total=sizes[-1],
                )
                loaded = size
                harness.flush_redis(args.redis_url)  # nothing cached from the smaller size
                [(low, high)] = harness.query(
                    database_url, "SELECT min(id), max(id) FROM jobportal_job"
                )
                for layout_name in layouts:
                    layout = make_layout(layout_name, env, workdir).start()
                    try:
                        check_pages(layout, pages, seeker_cookie, low)
                        results["sizes"].setdefault(layout_name, {})[size] = throughput(
                            layout,
                            pages,
                            cookie=seeker_cookie,
                            job_ids=(low, high),
                            args=args,
                            workdir=workdir,
                        )
                        if size == sizes[0] and not args.no_explain:
                            progress(f"[{layout_name}] explain latency ...")
                            results["explain"][layout_name] = explain_latency(
                                layout.pages_url,
                                layout.explain_url,
                                seeded["seekers"][1 : 1 + explain_seekers],
                                layout_jobs(
                                    seeded["jobs"], layouts.index(layout_name), len(layouts)
                                ),
                                EXPLAIN_SAMPLES,
                            )
                        if size == sizes[-1] and not args.no_explain:
                            progress(f"[{layout_name}] {BURST} explanations at once ...")
                            index = layouts.index(layout_name)
                            first = 1 + explain_seekers + BURST * index
                            results["burst"][layout_name] = burst(
                                layout.pages_url,
                                layout.explain_url,
                                fake,
                                database_url,
                                seeded["seekers"][first : first + BURST],
                                seeded["jobs"][0],
                            )
                            results["burst"][layout_name]["describe"] = layout.describe()
                        results.setdefault("describe", {})[layout_name] = layout.describe()
                    finally:
                        layout.stop()
                    if args.json:  # what is measured so far, should a later step fail
                        Path(args.json).write_text(json.dumps(results, indent=1, default=str))
    finally:
        fake.stop()
        harness.flush_redis(args.redis_url)
    results["header"] = {
        "date": started_at.strftime("%Y-%m-%d %H:%M UTC"),
        "machine": machine(),
        "software": software,
        "load_before": load_before,
        "load_after": load_average(),
        "seconds": args.seconds,
        "rounds": args.rounds,
    }
    print(report(results, sizes, pages, layouts))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, default=str))
    return 0


def layout_jobs(jobs: list[int], index: int, layouts: int) -> list[int]:
    """The jobs one layout's explain latency asks about (the first job is the burst's)."""
    share = (len(jobs) - 1) // layouts
    return jobs[1 + index * share : 1 + (index + 1) * share]


def progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def load_jobs(env: dict[str, str], *, owner: int, first: int, count: int, total: int) -> None:
    subprocess.run(
        [
            harness.PYTHON,
            "bench/load_jobs.py",
            "--owner",
            str(owner),
            "--first",
            str(first),
            "--count",
            str(count),
            "--total",
            str(total),
        ],
        cwd=ROOT,
        env=harness.clean_env(env),
        check=True,
    )


def check_pages(layout: Layout, pages: list[Page], cookie: str, job: int) -> None:
    """Every page answers 200 before it is timed: a fast error page would be a fine figure."""
    for page in pages:
        headers = {"Cookie": cookie} if page.seeker else {}
        status, _, body = harness.request(
            layout.pages_url + page.path.replace("{job}", str(job)), headers=headers
        )
        if status != 200:
            raise RuntimeError(f"{page.path}: HTTP {status}\n{body[:500]!r}")
        if page.seeker and b"Sign out" not in body and b"Log out" not in body:
            raise RuntimeError(f"{page.path}: the seeker's session is not signed in")


def throughput(
    layout: Layout,
    pages: list[Page],
    *,
    cookie: str,
    job_ids: tuple[int, int],
    args: argparse.Namespace,
    workdir: Path,
) -> dict[str, Any]:
    """wrk on every page, --rounds times, pages alternating; the median round of each."""
    for page in pages:  # warm every process, thread and connection
        wrk(layout.pages_url, page, cookie=cookie, job_ids=job_ids, seconds=1, workdir=workdir)
    runs: dict[str, list[dict[str, float]]] = {page.key: [] for page in pages}
    loads = []
    for round_number in range(args.rounds):
        for page in pages:
            progress(f"[{layout.name}] round {round_number + 1}/{args.rounds}: {page.label}")
            runs[page.key].append(
                wrk(
                    layout.pages_url,
                    page,
                    cookie=cookie,
                    job_ids=job_ids,
                    seconds=args.seconds,
                    workdir=workdir,
                )
            )
            loads.append(os.getloadavg()[0])
    figures: dict[str, Any] = {}
    for key, measured in runs.items():
        median_run = sorted(measured, key=lambda run: run["rps"])[len(measured) // 2]
        figures[key] = {
            **median_run,
            "errors": sum(run["errors"] for run in measured),
            "all_rps": [run["rps"] for run in measured],
        }
    figures["load_max"] = max(loads)
    return figures


def report(
    results: dict[str, Any], sizes: list[int], pages: list[Page], layouts: list[str]
) -> str:
    header = results["header"]
    lines = [
        f"Pages at scale, {header['date']}",
        f"machine: {header['machine']}",
        f"software: {header['software']}",
        f"load average (1, 5, 15 min) before: {header['load_before']}, after: "
        f"{header['load_after']}",
        f"wrk -t2 -c20 -d{header['seconds']:g}s per page, median of {header['rounds']} "
        "alternated rounds; the server and wrk share the cores",
    ]
    small, large = sizes[0], sizes[-1]
    for layout in layouts:
        by_size = results["sizes"][layout]
        lines += ["", f"## {results['describe'][layout]}", ""]
        floor_small, floor_large = by_size[small]["floor"], by_size[large]["floor"]
        lines.append(
            f"| page | {small:,} jobs: req/s (ratio to floor) | {large:,} jobs: req/s (ratio) "
            f"| {large:,}: p50 / p99 ms | errors |"
        )
        lines.append("|---|---|---|---|---|")
        for page in pages:
            a, b = by_size[small][page.key], by_size[large][page.key]
            lines.append(
                f"| {page.label} | {a['rps']:,.0f} ({a['rps'] / floor_small['rps']:.3f}) "
                f"| {b['rps']:,.0f} ({b['rps'] / floor_large['rps']:.3f}) "
                f"| {b['p50']:.1f} / {b['p99']:.1f} | {a['errors'] + b['errors']} |"
            )
        explain = results["explain"].get(layout)
        if explain:
            lines.append(
                f"| explain POST, new question (model answering at once) | "
                f"{explain['new_ratio']:.1f}x a minimal GET ({explain['new_ms']:.1f} vs "
                f"{explain['floor_ms']:.2f} ms) | | | |"
            )
            lines.append(
                f"| explain POST, stored answer | {explain['stored_ratio']:.1f}x "
                f"({explain['stored_ms']:.1f} ms) | | | |"
            )
        lines.append(
            f"\nhighest 1-minute load average during the wrk runs: "
            f"{max(by_size[s]['load_max'] for s in sizes):.2f}"
        )
        burst_figures = results["burst"].get(layout)
        if burst_figures:
            lines.append(
                f"{burst_figures['requests']} explanations at once, model answering after "
                f"{BURST_DELAY:g} s, {large:,} jobs: {burst_figures['answered']} answered, wall "
                f"{burst_figures['wall_s']:.2f} s (p95 {burst_figures['p95_s']:.2f} s); job list "
                f"during the burst: p95 {burst_figures['list_p95_ms']:.0f} ms, max "
                f"{burst_figures['list_max_ms']:.0f} ms ({burst_figures['list_probes']} loads); "
                f"database connections open, at most: {burst_figures['db_connections_max']}"
            )
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
