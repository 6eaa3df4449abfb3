"""Benchmark: the explanation quality dashboard at 100,000 explanations and 500,000 claims.

    .venv/bin/python bench/bench_dashboard.py                       # SQLite and PostgreSQL
    .venv/bin/python bench/bench_dashboard.py --backend sqlite --explanations 20000 --reps 5

For each backend it builds a scratch database (an SQLite file in a temporary folder, or a
PostgreSQL database called bench_dashboard_<process id>; never the dev or test database),
runs the migrations, seeds it with `manage.py seed_explanations` (explanations spread over
the last 90 days, two prompt versions, three models) and times, through Django's test client
as a logged-in superuser:

  - the dashboard for 7, 30 and 90 days, and for 90 days filtered by one model and by one
    prompt version: median and slowest of --reps requests, and the number of SQL queries;
  - the two CSV exports for 90 days (streamed to the end);
  - the admin's explanation list (first page, and filtered on "has dropped claims") and one
    explanation's detail page.

Each backend runs in its own child process (settings are read from the environment once).
With a reachable Redis the run uses production settings (DEBUG off), as bench/_common.py does.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _common as common

SCRATCH = "bench_dashboard"  # how the temporary folder's and the PostgreSQL database's names start


def worker(args: argparse.Namespace) -> dict:
    backend = args.worker
    scratch = common.open_scratch_database(backend, SCRATCH, args)

    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection

    common.log(
        f"[{backend}] seeding {args.explanations:,} explanations × {args.claims_per} claims"
    )
    started = time.perf_counter()
    call_command(
        "seed_explanations",
        explanations=args.explanations,
        claims_per=args.claims_per,
        days=90,
        allow_production=True,
        verbosity=0,
    )
    seed_seconds = time.perf_counter() - started
    if connection.vendor == "postgresql":
        # The state autovacuum reaches shortly after a bulk load.
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE explain_explanation")
            cursor.execute("VACUUM ANALYZE explain_claim")

    from explain.models import Claim, Explanation
    from jobportal.models import User

    admin = User.objects.create_superuser("bench-admin", "bench@example.com", None)
    counts = {"explanations": Explanation.objects.count(), "claims": Claim.objects.count()}
    common.log(f"[{backend}] seeded {counts} in {seed_seconds:.0f}s; timing")

    from django.test import Client

    client = Client()
    client.force_login(admin)
    some_model = Explanation.objects.values_list("model_name", flat=True).first()
    some_version = (
        Explanation.objects.order_by("-id").values_list("prompt_version", flat=True).first()
    )
    detail = (
        Explanation.objects.filter(dropped__gt=0)
        .order_by("-id")
        .values_list("id", flat=True)
        .first()
    )

    dashboard = "/admin/explain/explanation/quality/"
    pages = [
        ("dashboard, 7 days", dashboard + "?days=7"),
        ("dashboard, 30 days", dashboard + "?days=30"),
        ("dashboard, 90 days", dashboard + "?days=90"),
        (f"dashboard, 90 days, model {some_model}", dashboard + f"?days=90&model={some_model}"),
        (
            f"dashboard, 90 days, version {some_version}",
            dashboard + f"?days=90&prompt_version={some_version}",
        ),
        ("CSV explanations, 90 days", dashboard + "explanations.csv?days=90"),
        ("CSV claims, 90 days", dashboard + "claims.csv?days=90"),
        ("admin list, page 1", "/admin/explain/explanation/"),
        ("admin list, has dropped claims", "/admin/explain/explanation/?has_dropped=yes"),
        ("admin detail", f"/admin/explain/explanation/{detail}/change/"),
    ]
    timings = [time_page(client, label, url, args.reps) for label, url in pages]
    result = {
        "backend": backend,
        "server": common.server_version(connection),
        "debug": settings.DEBUG,
        "counts": counts,
        "seed_seconds": seed_seconds,
        "pages": timings,
    }
    common.close_scratch_database(scratch)
    return result


def time_page(client, label: str, url: str, reps: int) -> dict:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    def fetch():
        response = client.get(url)
        if response.streaming:
            size = sum(len(chunk) for chunk in response.streaming_content)
        else:
            size = len(response.content)
        if response.status_code != 200:
            raise SystemExit(f"{url}: HTTP {response.status_code}")
        return size

    size = fetch()  # warm-up: templates compiled, caches filled
    timing = common.loop_times(lambda _: fetch(), reps)
    with CaptureQueriesContext(connection) as queries:
        fetch()
    return {
        "label": label,
        "median": timing["median"],
        "max": timing["max"],
        "queries": len(queries),
        "bytes": size,
    }


def report(result: dict) -> str:
    counts = result["counts"]
    lines = [
        f"## {result['server']} (DEBUG {'on' if result['debug'] else 'off'}): "
        f"{counts['explanations']:,} explanations, {counts['claims']:,} claims "
        f"(seeded in {result['seed_seconds']:.0f} s)",
        "",
        common.table(
            ["page", "median ms", "slowest ms", "queries", "KiB"],
            [
                [
                    p["label"],
                    common.ms(p["median"]),
                    common.ms(p["max"]),
                    p["queries"],
                    f"{p['bytes'] / 1024:,.0f}",
                ]
                for p in result["pages"]
            ],
        ),
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    common.add_backend_arguments(parser)
    parser.add_argument("--explanations", type=int, default=100_000)
    parser.add_argument("--claims-per", type=int, default=5)
    parser.add_argument("--reps", type=int, default=7)
    args = parser.parse_args()

    if args.worker:
        Path(args.out).write_text(json.dumps(worker(args)))
        return

    results = common.run_backends(
        __file__,
        args,
        [
            "--explanations",
            str(args.explanations),
            "--claims-per",
            str(args.claims_per),
            "--reps",
            str(args.reps),
        ],
    )
    print(common.machine_and_load(*results[0]["load"]))
    for result in results:
        print()
        print(report(result))


if __name__ == "__main__":
    main()
