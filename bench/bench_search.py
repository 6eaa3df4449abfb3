"""Benchmark: the job search page at 1,000 and at 100,000 jobs, on SQLite and on PostgreSQL.

    .venv/bin/python bench/bench_search.py                 # both backends, 1,000 and 100,000
    .venv/bin/python bench/bench_search.py --backend sqlite --sizes 1000,20000 --reps 9

For each backend it builds a scratch database (an SQLite file under /tmp, or a PostgreSQL
database called bench_search that it drops and creates), runs the project's migrations (so
the FTS5 table and its triggers, or the GIN index, are in place exactly as in production),
loads generated jobs with bulk_create in batches, and times GET / through Django's test
client (the whole view: form, search, pagination COUNT, template) for several queries.

It prints, per backend:
  1. the median page time at each size and the ratio largest/smallest (the baseline is the
     smallest size, measured in the same run);
  2. at the largest size, the SQL the page runs, timed one by one (page query and COUNT),
     and the plans: EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL, EXPLAIN QUERY PLAN on SQLite;
  3. at the largest size, candidate fixes, measured on the whole page, interleaved with the
     current code (unless --no-variants; see VARIANTS below);
  4. at the largest size, the same page with the keyword filter swapped for a plain
     `icontains` over the four text columns (what search.py avoids), and the ratio. Run last:
     its full scans churn the caches.

Each backend runs in its own child process (settings are read from the environment once).
The candidate fixes are applied with mock.patch and, for schema changes, with SQL on the
scratch database only; the application code is never modified.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from contextlib import ExitStack
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _common as common

SCRATCH = "bench_search"  # the PostgreSQL database, and the SQLite file /tmp/bench_search.sqlite3
BATCH_SIZE = 2000
MAX_RESULTS = 1000  # the cap the "cap" variant puts on pagination (50 pages of 20)
MAX_PAGES = 50  # the "pagecap" variant: at most 50 pages, the COUNT stays exact

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
    common.open_scratch_database(backend, SCRATCH, args)

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
            if not args.no_variants:
                entry["variants"] = run_variants(connection, args.reps)
            common.log(f"[{backend}] icontains comparison")
            entry["icontains"] = time_icontains(args.icontains_reps)
        result["sizes"][str(size)] = entry
    common.close_scratch_database(backend, SCRATCH, args)
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
            "AND indexname = 'job_search_gin'"
        )
        row = cursor.fetchone()
        if row is None:
            raise SystemExit("GIN index job_search_gin missing")
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
                "pg_relation_size('job_search_gin')"
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


def icontains_filter(queryset, text: str):
    """What search.py replaced: every word must appear in one of the four columns."""
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


# --- candidate fixes -------------------------------------------------------------------------
#
# Each is what the report proposes for the application, reproduced here without touching it:
#   alias    search.py (PostgreSQL): .alias() instead of .annotate(), so the page query does
#            not SELECT (and compute) to_tsvector for every row it returns.
#   cap      views.job_list: paginate at most MAX_RESULTS jobs (jobs[:1000]): COUNT stops at
#            1,000 and no OFFSET goes past 980.
#   pagecap  views.job_list: a Paginator whose num_pages is at most MAX_PAGES (50): no OFFSET
#            goes past 980, the COUNT stays exact.
#   stored   (PostgreSQL) a stored generated tsvector column with its own GIN index, searched
#            instead of the expression, so no plan ever calls to_tsvector per row at query time.
#   trgm     (PostgreSQL) a pg_trgm GIN index on UPPER(location), which serves location
#            __icontains (UPPER(location) LIKE UPPER('%berlin%')).
#   probe    (SQLite) the FTS5 rowids as an IN-list probed while walking the newest-first
#            index (unary + on id), instead of sorting every match.

STORED_COLUMN = "bench_search_vector"


def alias_filter(queryset, text: str):
    from django.contrib.postgres.search import SearchQuery

    from jobportal.search import SEARCH_CONFIG, document_vector, search_terms

    terms = search_terms(text)
    if not terms:
        return queryset
    query = SearchQuery(
        " & ".join(f"{term}:*" for term in terms), search_type="raw", config=SEARCH_CONFIG
    )
    return queryset.alias(search_document=document_vector).filter(search_document=query)


def stored_filter(queryset, text: str):
    from django.db.models import BooleanField
    from django.db.models.expressions import RawSQL

    from jobportal.search import SEARCH_CONFIG, search_terms

    terms = search_terms(text)
    if not terms:
        return queryset
    raw = " & ".join(f"{term}:*" for term in terms)
    return queryset.filter(
        RawSQL(
            f'"jobportal_job"."{STORED_COLUMN}" @@ to_tsquery(%s::regconfig, %s)',
            [SEARCH_CONFIG, raw],
            output_field=BooleanField(),
        )
    )


def probe_filter(queryset, text: str):
    from django.db.models import BooleanField
    from django.db.models.expressions import RawSQL

    from jobportal.search import FTS_TABLE, search_terms

    terms = search_terms(text)
    if not terms:
        return queryset
    match = " ".join(f'"{term}"*' for term in terms)
    return queryset.filter(
        RawSQL(
            f'+"jobportal_job"."id" IN (SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s)',
            [match],
            output_field=BooleanField(),
        )
    )


def capped_paginator():
    from django.core.paginator import Paginator

    class CappedPaginator(Paginator):
        def __init__(self, object_list, per_page, **kwargs):
            super().__init__(object_list[:MAX_RESULTS], per_page, **kwargs)

    return CappedPaginator


def page_capped_paginator():
    from django.core.paginator import Paginator
    from django.utils.functional import cached_property

    class PageCappedPaginator(Paginator):
        @cached_property
        def num_pages(self):
            return min(super().num_pages, MAX_PAGES)

    return PageCappedPaginator


def patches(*, filter_jobs=None, cap=False, pagecap=False) -> ExitStack:
    import jobportal.search
    import jobportal.views

    stack = ExitStack()
    if filter_jobs is not None:
        stack.enter_context(mock.patch.object(jobportal.search, "filter_jobs", filter_jobs))
    if cap:
        stack.enter_context(mock.patch.object(jobportal.views, "Paginator", capped_paginator()))
    if pagecap:
        stack.enter_context(
            mock.patch.object(jobportal.views, "Paginator", page_capped_paginator())
        )
    return stack


def time_interleaved(variants: dict[str, dict], reps: int) -> dict:
    """Whole-page medians per variant and query, the variants taking turns in every round."""
    http = client()
    times: dict[str, dict[str, list[float]]] = {name: {} for name in variants}
    counts: dict[str, dict[str, int]] = {name: {} for name in variants}
    for label, params in QUERIES:
        for options in variants.values():  # warm-up
            with patches(**options):
                get_page(http, params)
        for _ in range(reps):
            for name, options in variants.items():
                with patches(**options):
                    elapsed, count = get_page(http, params)
                times[name].setdefault(label, []).append(elapsed)
                counts[name][label] = count
    return {
        name: {label: stats(values, counts[name][label]) for label, values in per_query.items()}
        for name, per_query in times.items()
    }


def run_variants(connection, reps: int) -> dict:
    from jobportal.search import SEARCH_CONFIG, SEARCHED_FIELDS

    out: dict = {"phases": []}
    if connection.vendor == "sqlite":
        common.log("[sqlite] variants: current, pagecap, cap, probe, probe+cap")
        out["phases"].append(
            {
                "schema": "as migrated",
                "results": time_interleaved(
                    {
                        "current": {},
                        "pagecap": {"pagecap": True},
                        "cap": {"cap": True},
                        "probe": {"filter_jobs": probe_filter},
                        "probe+cap": {"filter_jobs": probe_filter, "cap": True},
                    },
                    reps,
                ),
            }
        )
        return out

    common.log("[postgresql] variants: current, alias, alias+pagecap, alias+cap")
    out["phases"].append(
        {
            "schema": "as migrated",
            "results": time_interleaved(
                {
                    "current": {},
                    "alias": {"filter_jobs": alias_filter},
                    "alias+pagecap": {"filter_jobs": alias_filter, "pagecap": True},
                    "alias+cap": {"filter_jobs": alias_filter, "cap": True},
                },
                reps,
            ),
        }
    )

    document = " || ' ' || ".join(f"COALESCE({field}, '')" for field in SEARCHED_FIELDS)
    with connection.cursor() as cursor:
        started = time.perf_counter()
        cursor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        cursor.execute(
            "CREATE INDEX bench_location_trgm ON jobportal_job "
            "USING gin (UPPER(location::text) gin_trgm_ops)"
        )
        cursor.execute("ANALYZE jobportal_job")
        trgm_seconds = time.perf_counter() - started
        common.log(f"[postgresql] trigram index built in {trgm_seconds:.1f}s")
    common.log("[postgresql] variants: alias+pagecap+trgm")
    out["phases"].append(
        {
            "schema": "+ pg_trgm index on UPPER(location)",
            "build_seconds": trgm_seconds,
            "results": time_interleaved(
                {
                    "alias+pagecap+trgm": {"filter_jobs": alias_filter, "pagecap": True},
                },
                reps,
            ),
        }
    )

    with connection.cursor() as cursor:
        started = time.perf_counter()
        cursor.execute(
            f"ALTER TABLE jobportal_job ADD COLUMN {STORED_COLUMN} tsvector GENERATED ALWAYS AS "
            f"(to_tsvector('{SEARCH_CONFIG}'::regconfig, {document})) STORED"
        )
        cursor.execute(
            f"CREATE INDEX bench_search_vector_gin ON jobportal_job USING gin ({STORED_COLUMN})"
        )
        cursor.execute("VACUUM ANALYZE jobportal_job")
        stored_seconds = time.perf_counter() - started
        common.log(f"[postgresql] stored tsvector column + GIN built in {stored_seconds:.1f}s")
        cursor.execute(
            "SELECT pg_total_relation_size('jobportal_job'), "
            "pg_relation_size('bench_search_vector_gin'), "
            "pg_relation_size('bench_location_trgm')"
        )
        total, gin, trgm = cursor.fetchone()
        out["sizes_after"] = {
            "table with indexes": total,
            "stored-column GIN": gin,
            "location trigram index": trgm,
        }
    common.log("[postgresql] variants: stored, stored+cap (both with the trigram index)")
    results = time_interleaved(
        {
            "stored+trgm": {"filter_jobs": stored_filter},
            "stored+cap+trgm": {"filter_jobs": stored_filter, "cap": True},
        },
        reps,
    )
    out["phases"].append(
        {
            "schema": "+ stored tsvector column with its GIN index",
            "build_seconds": stored_seconds,
            "results": results,
        }
    )
    out["stored_plans"] = stored_plans(connection)
    return out


def stored_plans(connection) -> dict:
    """Plans of the stored+cap variant's statements, to show which index each one uses."""
    from django.test.utils import CaptureQueriesContext

    http = client()
    out = {}
    for label, params in QUERIES:
        with (
            patches(filter_jobs=stored_filter, cap=True),
            CaptureQueriesContext(connection) as captured,
        ):
            get_page(http, params)
        with connection.cursor() as cursor:
            out[label] = [
                explain(cursor, "postgresql", query["sql"])
                for query in captured.captured_queries
                if "jobportal_job" in query["sql"]
            ]
    return out


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

        if "variants" in top:
            print_variants(top["variants"], int(large))

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
        if "variants" in top and "stored_plans" in top["variants"]:
            print(f"\nplans of the stored+cap+trgm variant at {int(large):,} jobs:")
            for label, plans in top["variants"]["stored_plans"].items():
                for plan in plans:
                    print(f"-- {label}")
                    for line in plan:
                        if args.full_plans or key_plan_line(line):
                            print("   " + line.rstrip())
        print()


def print_variants(variants: dict, size: int) -> None:
    columns: list[str] = []
    merged: dict[str, dict] = {}
    for phase in variants["phases"]:
        for name, per_query in phase["results"].items():
            columns.append(name)
            merged[name] = per_query
        if "build_seconds" in phase:
            print(
                f"({phase['schema']}: built in {phase['build_seconds']:.1f} s on the scratch DB)"
            )
    rows = []
    mismatches = []
    for label, _ in QUERIES:
        base = merged["current"][label]["median"]
        expected = merged["current"][label]["matches"]
        row = [label, common.ms(base)]
        for name in columns[1:]:
            value = merged[name][label]["median"]
            row.append(f"{common.ms(value)} ({common.ratio(value, base)})")
            found = merged[name][label]["matches"]
            capped = "cap" in name.split("+") and found == min(expected, MAX_RESULTS)
            if found != expected and not capped:
                mismatches.append(f"{name} / {label}: {found} matches, current {expected}")
        rows.append(row)
    if "sizes_after" in variants:
        print(
            f"(sizes with the candidate indexes and column, old GIN index still there: "
            f"{human_bytes(variants['sizes_after'])})"
        )
    print(
        f"candidate fixes at {size:,} jobs: whole-page median ms (ratio to current, measured "
        "in the same run):"
    )
    print(common.table(["query", *columns], rows))
    legend = {
        "alias": ".alias() instead of .annotate() in search.py",
        "cap": f"paginate at most {MAX_RESULTS:,} results (COUNT stops there too)",
        "pagecap": f"at most {MAX_PAGES} pages (no OFFSET past {(MAX_PAGES - 1) * 20:,}); "
        "COUNT stays exact",
        "trgm": "pg_trgm GIN index on UPPER(location)",
        "stored": "stored generated tsvector column + GIN, searched instead of the expression",
        "probe": "SQLite: FTS rowids probed while walking the newest-first index (+id)",
    }
    used = {part for name in columns for part in name.split("+")}
    for key, text in legend.items():
        if key in used:
            print(f"  {key}: {text}")
    print(
        "  result counts: "
        + (
            "; ".join(mismatches)
            if mismatches
            else "every variant found the same jobs as the current code "
            f"(cap: at most {MAX_RESULTS:,})"
        )
    )
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
    parser.add_argument(
        "--no-variants",
        action="store_true",
        help="skip the candidate fixes (saves the PostgreSQL table rewrite)",
    )
    parser.add_argument("--full-plans", action="store_true", help="print SQL and whole plans")
    parser.add_argument("--json", help="also write the raw results to this file")
    parser.add_argument(
        "--report-from",
        metavar="JSON",
        help="print the report of an earlier run saved with --json",
    )
    parser.add_argument(
        "--wait-quiet",
        type=float,
        default=0,
        metavar="SECONDS",
        help="first wait up to this long for the 1-minute load to drop "
        "below 0.7 x cores (the figures are wall-clock times)",
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
        ]
        + (["--no-variants"] if args.no_variants else []),
    )
    report(results, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
