"""Benchmark: the job search page at 1,000 and at 100,000 jobs, on SQLite and on PostgreSQL.

    .venv/bin/python bench/bench_search.py                 # both backends, 1,000 and 100,000
    .venv/bin/python bench/bench_search.py --backend sqlite --sizes 1000,20000 --reps 9

For each backend it builds a scratch database (an SQLite file in a temporary folder, or a
PostgreSQL database called bench_search_<process id>), runs the project's migrations (so
the FTS5 table and its triggers, or the stored search column and its GIN index, are in
place exactly as in production),
loads generated jobs with bulk_create in batches, and times GET / through Django's test
client (the whole view: form, search, pagination COUNT, template) for several queries.

It prints, per backend:
  1. the median page time at each size and the ratio largest/smallest (the baseline is the
     smallest size, measured in the same run);
  2. at the largest size, the SQL the page runs, timed one by one (page query and COUNT),
     and the plans: EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL, EXPLAIN QUERY PLAN on SQLite;
  3. at the largest size, the same page with the keyword filter swapped for a plain
     `icontains` over the four text columns (what search.py avoids), and the ratio. Run last:
     its full scans churn the caches.

Each backend runs in its own child process (settings are read from the environment once).
The icontains baseline is applied with mock.patch; the application code is never modified.
The results cache is off (JOB_LIST_CACHE_SECONDS=0): every request is timed on the database.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _common as common

SCRATCH = "bench_search"  # how the temporary folder's and the PostgreSQL database's names start
BATCH_SIZE = 2000

QUERIES: list[tuple[str, dict[str, str]]] = [
    ("no keywords (listing)", {}),
    ("common word: engineer", {"q": "engineer"}),
    ("rare word: fortran", {"q": "fortran"}),
    ("two words: python django", {"q": "python django"}),
    (
        "word + filters: developer, berlin, hybrid",
        {"q": "developer", "location": "berlin", "work_mode": "hybrid"},
    ),
    ("filters only: berlin, full-time", {"location": "berlin", "employment_type": "full-time"}),
    ("listing, deep page ?page=4000", {"page": "4000"}),
]
KEYWORD_QUERIES = [(label, params) for label, params in QUERIES if params.get("q")]
COUNT_RE = re.compile(r"([\d,]+)\+? open jobs?")


# --- child process: one backend ------------------------------------------------------------


def worker(args: argparse.Namespace) -> dict:
    backend = args.worker
    scratch = common.open_scratch_database(backend, SCRATCH, args, JOB_LIST_CACHE_SECONDS="0")

    from django.conf import settings
    from django.db import connection

    index_check = check_search_index(connection)
    common.log(f"[{backend}] search index: {index_check}")

    owners = make_owners()
    sizes = sorted(args.sizes)
    result: dict = {
        "backend": backend,
        "server": common.server_version(connection),
        "debug": settings.DEBUG,
        "index": index_check,
        "sizes": {},
    }
    from jobgen import JobGenerator

    generator = JobGenerator(seed=args.seed)
    loaded = 0
    for size in sizes:
        started = time.perf_counter()
        load_jobs(generator, owners, first=loaded, count=size - loaded, total=sizes[-1])
        load_seconds = time.perf_counter() - started
        maintain(connection)
        common.log(f"[{backend}] {size} jobs loaded (+{size - loaded} in {load_seconds:.1f}s)")
        entry: dict = {
            "load_seconds": load_seconds,
            "load_rows_per_second": (size - loaded) / load_seconds if load_seconds else 0,
            "pages": time_queries(QUERIES, args.reps),
        }
        loaded = size
        if size == sizes[-1]:
            entry["table_bytes"] = table_size(connection)
            common.log(f"[{backend}] SQL breakdown and plans")
            entry["sql"] = sql_breakdown(connection, args.reps)
            common.log(f"[{backend}] icontains comparison")
            entry["icontains"] = time_icontains(args.icontains_reps)
        result["sizes"][str(size)] = entry
    common.close_scratch_database(scratch)
    return result


def check_search_index(connection) -> str:
    """The full-text index must exist as the migration built it, or the figures mean nothing."""
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute(
                "SELECT name FROM sqlite_master WHERE name LIKE 'jobportal_job_fts%' "
                "AND type IN ('table', 'trigger') ORDER BY name"
            )
            names = {name for (name,) in cursor.fetchall()}
            needed = {
                "jobportal_job_fts",
                "jobportal_job_fts_ai",
                "jobportal_job_fts_ad",
                "jobportal_job_fts_au",
            }
            if not needed <= names:
                raise SystemExit(f"FTS5 table or triggers missing: found {sorted(names)}")
            return "FTS5 table jobportal_job_fts + insert/update/delete triggers"
        cursor.execute(
            "SELECT indexdef FROM pg_indexes WHERE tablename = 'jobportal_job' "
            "AND indexname = 'job_search_vector'"
        )
        row = cursor.fetchone()
        if row is None:
            raise SystemExit("GIN index job_search_vector missing")
        return row[0]


def make_owners():
    from jobportal.models import User

    owners = []
    for n, company in enumerate(
        ["Northwind Software", "Harbourline Logistics", "Maple Grove Health"]
    ):
        user = User(
            username=f"bench-recruiter-{n}", role=User.Role.RECRUITER, company_name=company
        )
        user.set_unusable_password()
        user.save()
        owners.append(user)
    return owners


def load_jobs(generator, owners, *, first: int, count: int, total: int) -> None:
    from django.db import transaction
    from django.utils import timezone

    from jobportal.models import Job

    now = timezone.now()
    batches = generator.batches(count, BATCH_SIZE, now, first=first, total=total)
    for n, batch in enumerate(batches):
        jobs = [
            Job(owner=owners[(n + i) % len(owners)], **fields) for i, fields in enumerate(batch)
        ]
        with transaction.atomic():
            Job.objects.bulk_create(jobs)


def maintain(connection) -> None:
    """PostgreSQL: VACUUM ANALYZE, the state autovacuum reaches shortly after a bulk load
    (fresh statistics, GIN pending list merged, visibility map set). SQLite: nothing, as the
    app never runs ANALYZE."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE jobportal_job")


def table_size(connection) -> dict:
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                "SELECT pg_total_relation_size('jobportal_job'), "
                "pg_relation_size('job_search_vector')"
            )
            total, gin = cursor.fetchone()
            return {"table with indexes": total, "GIN index": gin}
        cursor.execute("PRAGMA page_count")
        pages = cursor.fetchone()[0]
        cursor.execute("PRAGMA page_size")
        return {"database file": pages * cursor.fetchone()[0]}


# --- timing the page ---------------------------------------------------------------------------


def client():
    from django.test import Client

    return Client()


def get_page(http, params: dict[str, str]) -> tuple[float, int]:
    started = time.perf_counter()
    response = http.get("/", params)
    elapsed = time.perf_counter() - started
    if response.status_code != 200:
        raise SystemExit(f"GET / {params} answered {response.status_code}")
    match = COUNT_RE.search(response.content.decode())
    return elapsed, int(match.group(1).replace(",", "")) if match else -1


def stats(times: list[float], count: int) -> dict:
    return {**common.summary(times), "matches": count, "reps": len(times)}


def time_queries(queries, reps: int, warmup: int = 2) -> dict:
    http = client()
    out = {}
    for label, params in queries:
        for _ in range(warmup):
            _, count = get_page(http, params)
        times = [get_page(http, params)[0] for _ in range(reps)]
        out[label] = stats(times, count)
    return out


def sql_breakdown(connection, reps: int) -> dict:
    """Each SQL statement one page runs, timed alone; with its plan."""
    from django.test.utils import CaptureQueriesContext

    http = client()
    out = {}
    for label, params in QUERIES:
        with CaptureQueriesContext(connection) as captured:
            get_page(http, params)
        statements = []
        for query in captured.captured_queries:
            sql = query["sql"]
            if "jobportal_job" not in sql:
                continue  # session, user: not part of search
            kind = "count" if sql.lstrip().upper().startswith("SELECT COUNT") else "page"
            times = []
            with connection.cursor() as cursor:
                for _ in range(reps):
                    started = time.perf_counter()
                    cursor.execute(sql)
                    cursor.fetchall()
                    times.append(time.perf_counter() - started)
                plan = explain(cursor, connection.vendor, sql)
            statements.append(
                {
                    "kind": kind,
                    "sql": sql,
                    "median": common.median(times),
                    "plan": plan,
                    "selects_tsvector": 'AS "search_document"' in sql,
                }
            )
        out[label] = statements
    return out


def explain(cursor, vendor: str, sql: str) -> list[str]:
    if vendor == "postgresql":
        cursor.execute("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) " + sql)
        return [row[0] for row in cursor.fetchall()]
    cursor.execute("EXPLAIN QUERY PLAN " + sql)
    return [row[-1] for row in cursor.fetchall()]


# --- the icontains baseline ---------------------------------------------------------------------


def icontains_filter(queryset, text: str, *, newest_first_walk: bool = False):
    """What search.py replaced: every word must appear in one of the four columns.

    Takes filter_jobs()'s arguments; the newest-first hint is for the full-text index only."""
    from django.db.models import Q

    from jobportal.search import SEARCHED_FIELDS, search_terms

    for term in search_terms(text):
        any_field = Q()
        for field in SEARCHED_FIELDS:
            any_field |= Q(**{f"{field}__icontains": term})
        queryset = queryset.filter(any_field)
    return queryset


def time_icontains(reps: int) -> dict:
    import jobportal.search

    with mock.patch.object(jobportal.search, "filter_jobs", icontains_filter):
        return time_queries(KEYWORD_QUERIES, reps, warmup=1)


# --- parent process: run the backends, print the tables -------------------------------------


def report(results: list[dict], args: argparse.Namespace) -> None:
    print(common.machine_and_load(*results[0].get("load", ["n/a", "n/a"])))
    print(
        f"settings: DEBUG={'on' if results[0]['debug'] else 'off'}; page time = median of "
        f"{args.reps} GET / through django.test.Client after warm-up, whole view "
        f"(form, search, COUNT, template); icontains: median of {args.icontains_reps}\n"
    )
    small, large = str(min(args.sizes)), str(max(args.sizes))
    for result in results:
        sizes = result["sizes"]
        top = sizes[large]
        print(f"## {result['backend']} ({result['server']})\n")
        print(f"search index: {result['index']}")
        for size, entry in sizes.items():
            print(
                f"load to {int(size):,} jobs: {entry['load_seconds']:.1f} s "
                f"({entry['load_rows_per_second']:,.0f} rows/s, bulk_create in batches of "
                f"{BATCH_SIZE}, index/triggers maintained)"
            )
        print(f"size at {int(large):,} jobs: {human_bytes(top['table_bytes'])}\n")

        rows = []
        for label, _ in QUERIES:
            a, b = sizes[small]["pages"][label], top["pages"][label]
            rows.append(
                [
                    label,
                    f"{a['matches']:,}",
                    common.ms(a["median"]),
                    f"{b['matches']:,}",
                    common.ms(b["median"]),
                    common.ratio(b["median"], a["median"]),
                ]
            )
        print(f"GET / median ms, {int(large):,} vs {int(small):,} jobs (ratio = large/small):")
        print(
            common.table(
                [
                    "query",
                    f"matches @{int(small):,}",
                    f"ms @{int(small):,}",
                    f"matches @{int(large):,}",
                    f"ms @{int(large):,}",
                    "ratio",
                ],
                rows,
            )
        )
        print()

        rows = []
        for label, _ in QUERIES:
            statements = top["sql"][label]
            page = [s for s in statements if s["kind"] == "page"]
            count = [s for s in statements if s["kind"] == "count"]
            rows.append(
                [
                    label,
                    " + ".join(common.ms(s["median"]) for s in page) or "-",
                    " + ".join(common.ms(s["median"]) for s in count) or "-",
                    "yes" if any(s["selects_tsvector"] for s in page) else "no",
                ]
            )
        print(f"the page's SQL alone at {int(large):,} jobs (median ms, same connection):")
        print(common.table(["query", "page SQL ms", "COUNT SQL ms", "SELECTs to_tsvector"], rows))
        print()

        rows = []
        for label, _ in KEYWORD_QUERIES:
            indexed = top["pages"][label]
            scan = top["icontains"][label]
            rows.append(
                [
                    label,
                    common.ms(indexed["median"]),
                    common.ms(scan["median"]),
                    common.ratio(scan["median"], indexed["median"]),
                    f"{indexed['matches']:,}",
                    f"{scan['matches']:,}",
                ]
            )
        print(
            f"full-text index vs plain icontains over title/company/description/requirements, "
            f"{int(large):,} jobs (whole page, ms):"
        )
        print(
            common.table(
                [
                    "query",
                    "index",
                    "icontains",
                    "icontains/index",
                    "matches (index)",
                    "matches (icontains)",
                ],
                rows,
            )
        )
        print()

        print(
            f"plans at {int(large):,} jobs"
            + ("" if args.full_plans else " (key lines; --full-plans for all)")
            + ":"
        )
        for label, _ in QUERIES:
            for statement in top["sql"][label]:
                print(f"-- {label} / {statement['kind']}")
                if args.full_plans:
                    print("   SQL: " + statement["sql"])
                for line in statement["plan"]:
                    if args.full_plans or key_plan_line(line):
                        print("   " + line.rstrip())
        print()


def key_plan_line(line: str) -> bool:
    words = (
        "Scan",
        "Sort",
        "Limit",
        "Aggregate",
        "Heap Blocks",
        "Rows Removed",
        "Filter",
        "Execution Time",
        "Gather",
        "Result",
        "SEARCH",
        "SCAN",
        "USE",
        "LIST",
    )
    return any(word in line for word in words) and "Cond:" not in line


def human_bytes(info: dict) -> str:
    return ", ".join(f"{name} {value / 1e6:.0f} MB" for name, value in info.items())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    common.add_backend_arguments(parser)
    parser.add_argument(
        "--sizes", default="1000,100000", type=lambda s: [int(x) for x in s.split(",")]
    )
    parser.add_argument("--reps", type=int, default=15)
    parser.add_argument("--icontains-reps", type=int, default=5)
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--full-plans", action="store_true", help="print SQL and whole plans")
    parser.add_argument(
        "--report-from",
        metavar="JSON",
        help="print the report of an earlier run saved with --json",
    )
    args = parser.parse_args()

    if args.worker:
        Path(args.out).write_text(json.dumps(worker(args)))
        return 0
    if args.report_from:
        results = json.loads(Path(args.report_from).read_text())
        first = results[0]["sizes"]
        args.sizes = [int(size) for size in first]
        args.reps = next(iter(first.values()))["pages"]["no keywords (listing)"]["reps"]
        largest = first[str(max(args.sizes))]
        args.icontains_reps = next(iter(largest["icontains"].values()))["reps"]
        report(results, args)
        return 0
    results = common.run_backends(
        __file__,
        args,
        [
            "--sizes",
            ",".join(map(str, args.sizes)),
            "--reps",
            str(args.reps),
            "--icontains-reps",
            str(args.icontains_reps),
            "--seed",
            str(args.seed),
        ],
    )
    report(results, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
