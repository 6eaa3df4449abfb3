"""Load generated jobs (bench/jobgen.py) into the database that DATABASE_URL names.

    DATABASE_URL=... python bench/load_jobs.py --owner ID --first 0 --count 1000 --total 100000

Job number `first` to `first + count - 1` of `total`: the generator is seeded once and skips
the jobs before `first`, so loading 1,000 and then 99,000 more gives the same 100,000 jobs as
loading them at once. Posting dates rise with the number, as in real use; about 5% are closed.
Run by bench_pages.py in a child process, with the benchmark's settings in its environment.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

BATCH_SIZE = 2000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--owner", type=int, required=True, help="the recruiter's user id")
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--total", type=int, required=True)
    parser.add_argument("--seed", type=int, default=20261201)
    args = parser.parse_args(argv)

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "jobportal.settings")
    import django

    django.setup()
    from django.db import connection, transaction
    from django.utils import timezone
    from jobgen import JobGenerator

    from jobportal.models import Job

    generator = JobGenerator(seed=args.seed)
    for _ in range(args.first):  # the same jobs, whatever the steps they are loaded in
        generator.job_fields()
        generator.posted_and_closed(0, 1, timezone.now())
    started = time.monotonic()
    now = timezone.now()
    for batch in generator.batches(
        args.count, BATCH_SIZE, now, first=args.first, total=args.total
    ):
        with transaction.atomic():
            Job.objects.bulk_create(Job(owner_id=args.owner, **fields) for fields in batch)
    if connection.vendor == "postgresql":
        # What autovacuum does soon after a bulk load: fresh statistics, the visibility map set.
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE jobportal_job")
    print(f"{args.count} jobs in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
