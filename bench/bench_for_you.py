"""Benchmark: the "for you" page at 1,000 and at 100,000 jobs, on SQLite and on PostgreSQL.

    .venv/bin/python bench/bench_for_you.py                 # both backends, 1,000 and 100,000
    .venv/bin/python bench/bench_for_you.py --backend sqlite --sizes 1000,20000 --reps 5

For each backend it builds a scratch database (an SQLite file in a temporary folder, or a
PostgreSQL database called bench_for_you_<process id>), removed at the end, runs the project's
migrations (so the full-text index is exactly the one search and the ranking use), loads the
generated jobs of bench_search.py (bench/jobgen.py: 9 industries, about 5% closed, posting
dates rising with insertion order) and the six demo seekers with their profiles
(jobportal/demo_data.py: a Java developer, a data analyst, a nurse, a teacher, a frontend
developer, a warehouse lead).

At each size it times, through django.test.Client, for each seeker in turn:
  1. GET /jobs/for-you/ (the whole view: the ranking query, the page of jobs, the template);
  2. right after it, GET of a minimal logged-in view through the same middleware
     (bench/floor_urls.py): Django's floor, measured in the same run;
and, in-process, the ranking alone (jobportal.ranking.ranked_job_ids). At the largest size it
prints the SQL of the ranking and its plan.

It prints the median page time at each size and the ratio largest/smallest: the target is a
ratio of at most 5.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _common as common

SCRATCH = "bench_for_you"  # how the temporary folder's and the PostgreSQL database's names start
FOR_YOU = "/jobs/for-you/"
FLOOR = "/bench/floor-page/"
TARGET_RATIO = 5
BATCH_SIZE = 2000


def worker(args: argparse.Namespace) -> dict:
    backend = args.worker
    scratch = common.open_scratch_database(backend, SCRATCH, args)

    from django.conf import settings
    from django.db import connection
    from django.test import Client, override_settings
    from jobgen import JobGenerator

    seekers = make_seekers()
    owner = make_recruiter()
    generator = JobGenerator(seed=args.seed)
    sizes = sorted(args.sizes)
    result: dict = {
        "backend": backend,
        "server": common.server_version(connection),
        "debug": settings.DEBUG,
        "sizes": {},
    }
    loaded = 0
    with override_settings(ROOT_URLCONF="bench.floor_urls"):
        clients = {}
        for seeker in seekers:
            clients[seeker.username] = Client()
            clients[seeker.username].force_login(seeker)
        for size in sizes:
            started = time.perf_counter()
            load_jobs(generator, owner, first=loaded, count=size - loaded, total=sizes[-1])
            common.log(f"[{backend}] {size} jobs loaded in {time.perf_counter() - started:.1f}s")
            loaded = size
            entry = time_pages(clients, args.reps)
            entry["ranking"] = time_ranking(seekers, args.reps)
            if size == sizes[-1]:
                entry["plans"] = ranking_plans(connection, seekers[0])
            result["sizes"][str(size)] = entry
    common.close_scratch_database(scratch)
    return result


def make_recruiter():
    from jobportal.models import User

    user = User(username="bench-recruiter", role=User.Role.RECRUITER, company_name="Bench")
    user.set_unusable_password()
    user.save()
    return user


def load_jobs(generator, owner, *, first: int, count: int, total: int) -> None:
    """Generated jobs in batches; on PostgreSQL then VACUUM ANALYZE, which autovacuum does
    soon after a bulk load (fresh statistics, the visibility map set)."""
    from django.db import connection, transaction
    from django.utils import timezone

    from jobportal.models import Job

    for batch in generator.batches(count, BATCH_SIZE, timezone.now(), first=first, total=total):
        with transaction.atomic():
            Job.objects.bulk_create(Job(owner=owner, **fields) for fields in batch)
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE jobportal_job")


def make_seekers():
    from jobportal import demo_data
    from jobportal.models import Profile, User

    seekers = []
    for spec in demo_data.SEEKERS:
        user = User(username=spec["username"], role=User.Role.SEEKER)
        user.set_unusable_password()
        user.save()
        Profile.objects.create(user=user, **spec["profile"])
        seekers.append(user)
    return seekers


def get(client, path: str) -> tuple[float, bytes]:
    started = time.perf_counter()
    response = client.get(path)
    elapsed = time.perf_counter() - started
    if response.status_code != 200:
        raise SystemExit(f"GET {path} answered {response.status_code}")
    return elapsed, response.content


def time_pages(clients: dict, reps: int, warmup: int = 2) -> dict:
    """The page and the floor, one after the other, for each seeker in turn."""
    pages: dict[str, list[float]] = {name: [] for name in clients}
    floor: list[float] = []
    listed: dict[str, int] = {}
    for rep in range(warmup + reps):
        for name, client in clients.items():
            page_time, content = get(client, FOR_YOU)
            floor_time, _ = get(client, FLOOR)
            if rep >= warmup:
                pages[name].append(page_time)
                floor.append(floor_time)
            listed[name] = content.count(b'<li class="job-card')
    every = [t for times in pages.values() for t in times]
    return {
        "page": common.summary(every),
        "per_seeker": {name: common.summary(times) for name, times in pages.items()},
        "listed": listed,
        "floor": common.summary(floor),
    }


def time_ranking(seekers, reps: int) -> dict:
    from jobportal.models import Profile
    from jobportal.ranking import ranked_job_ids

    out = {}
    for seeker in seekers:
        profile = Profile.objects.get(user=seeker)
        ranked_job_ids(profile)  # warm-up
        times = []
        for _ in range(reps):
            started = time.perf_counter()
            ids = ranked_job_ids(profile)
            times.append(time.perf_counter() - started)
        out[seeker.username] = {**common.summary(times), "ranked": len(ids)}
    return out


def ranking_plans(connection, seeker) -> list[dict]:
    """The ranking's SQL statements for one seeker, each with its plan."""
    from django.test.utils import CaptureQueriesContext

    from jobportal.models import Profile
    from jobportal.ranking import ranked_job_ids

    profile = Profile.objects.get(user=seeker)
    with CaptureQueriesContext(connection) as captured:
        ranked_job_ids(profile)
    plans = []
    with connection.cursor() as cursor:
        for query in captured.captured_queries:
            sql = query["sql"]
            if connection.vendor == "postgresql":
                cursor.execute("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) " + sql)
                lines = [row[0] for row in cursor.fetchall()]
            else:
                cursor.execute("EXPLAIN QUERY PLAN " + sql)
                lines = [row[-1] for row in cursor.fetchall()]
            plans.append({"sql": sql, "plan": lines})
    return plans


# --- parent process: run the backends, print the tables -------------------------------------


def report(results: list[dict], args: argparse.Namespace) -> None:
    print(common.machine_and_load(*results[0].get("load", ["n/a", "n/a"])))
    print(
        f"settings: DEBUG={'on' if results[0]['debug'] else 'off'}; times are medians of "
        f"{args.reps} GETs per seeker after warm-up, through django.test.Client, the page "
        "and the floor alternating\n"
    )
    small, large = str(min(args.sizes)), str(max(args.sizes))
    for result in results:
        sizes = result["sizes"]
        a, b = sizes[small], sizes[large]
        print(f"## {result['backend']} ({result['server']})\n")
        rows = []
        for name in a["per_seeker"]:
            pa, pb = a["per_seeker"][name], b["per_seeker"][name]
            rows.append(
                [
                    name,
                    a["listed"][name],
                    common.ms(pa["median"]),
                    b["listed"][name],
                    common.ms(pb["median"]),
                    common.ratio(pb["median"], pa["median"]),
                ]
            )
        rows.append(
            [
                "**all seekers**",
                "",
                f"**{common.ms(a['page']['median'])}**",
                "",
                f"**{common.ms(b['page']['median'])}**",
                f"**{common.ratio(b['page']['median'], a['page']['median'])}**",
            ]
        )
        rows.append(
            [
                "floor: minimal logged-in GET",
                "",
                common.ms(a["floor"]["median"]),
                "",
                common.ms(b["floor"]["median"]),
                common.ratio(b["floor"]["median"], a["floor"]["median"]),
            ]
        )
        print(
            f"GET {FOR_YOU}, median ms, {int(large):,} vs {int(small):,} jobs "
            "(ratio = large/small; listed = jobs on the first page):"
        )
        print(
            common.table(
                [
                    "seeker",
                    f"listed @{int(small):,}",
                    f"ms @{int(small):,}",
                    f"listed @{int(large):,}",
                    f"ms @{int(large):,}",
                    "ratio",
                ],
                rows,
            )
        )
        ratio = b["page"]["median"] / a["page"]["median"]
        print(
            f"\npage at {int(large):,} jobs / page at {int(small):,} jobs: {ratio:.2f} "
            f"(target: at most {TARGET_RATIO}); above the floor: "
            f"{common.ms(a['page']['median'] - a['floor']['median'])} ms and "
            f"{common.ms(b['page']['median'] - b['floor']['median'])} ms\n"
        )

        rows = []
        for name in a["ranking"]:
            ra, rb = a["ranking"][name], b["ranking"][name]
            rows.append(
                [
                    name,
                    ra["ranked"],
                    common.ms(ra["median"]),
                    rb["ranked"],
                    common.ms(rb["median"]),
                    common.ratio(rb["median"], ra["median"]),
                ]
            )
        print(
            "the ranking alone (ranked_job_ids: candidates and scores, in the database), "
            "median ms:"
        )
        print(
            common.table(
                [
                    "seeker",
                    f"ranked @{int(small):,}",
                    f"ms @{int(small):,}",
                    f"ranked @{int(large):,}",
                    f"ms @{int(large):,}",
                    "ratio",
                ],
                rows,
            )
        )
        print(f"\nplans at {int(large):,} jobs (seeker {next(iter(a['ranking']))}):")
        for statement in b["plans"]:
            if args.full_plans:
                print("   SQL: " + statement["sql"])
            for line in statement["plan"]:
                print("   " + line.rstrip())
        print()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    common.add_backend_arguments(parser)
    parser.add_argument(
        "--sizes", default="1000,100000", type=lambda s: [int(x) for x in s.split(",")]
    )
    parser.add_argument("--reps", type=int, default=9)
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--full-plans", action="store_true", help="also print the SQL")
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
        args.sizes = [int(size) for size in results[0]["sizes"]]
        args.reps = next(iter(results[0]["sizes"].values()))["floor"]["n"] // 6
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
            "--seed",
            str(args.seed),
        ],
    )
    report(results, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
