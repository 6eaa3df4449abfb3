"""The quote check alone, and the quote check plus the faithfulness stage, at the worst input
the contract allows: 40 claims (20 matches, 20 gaps) against about 20 KB of sent text.

    .venv/bin/python bench/bench_checker.py [--number 20] [--repeat 30]

Prints the median and minimum milliseconds per call of `check_response` (the quote check)
and of `verify` (the quote check, then the faithfulness stage) on ASCII and on non-ASCII text,
and their ratio, measured in the same run. Every call reads a response it has not seen before
(new points and quotes against the same sent text), as a server does: the stage's caches of
what a point or a quote says never answer for the next call. The points are sentences built from their own
quotes ("You have worked with <profile words>, which this job asks for: <job words>"), so
the stage reads real sentences, names and numbers, not placeholders. The contract keeps at
most 5 matches and 5 gaps: the stage reads those 10, the rest are trimmed or dropped first.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import statistics
import sys
import time
from datetime import datetime
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "jobportal.settings")
os.environ.setdefault("DEBUG", "true")

import django

django.setup()

from explain.checker import check_response  # noqa: E402
from explain.faithfulness import verify  # noqa: E402

WORDS = (
    "build secure services for clinics and shops with Python Django Celery PostgreSQL "
    "Kubernetes Docker AWS Terraform React TypeScript JavaScript Node.js GA4 SEO HACCP "
    "menu costing stock ordering forklift HGV warehouse picking nursing ward IV therapy "
    "lesson planning CELTA classroom budgets IFRS reconciliations Excel Power BI Tableau "
    "we deploy 3 times a day and serve 4,000 customers across 12 countries with care"
).split()
NON_ASCII = [
    "Zürich",
    "Straße",
    "naïve",
    "café",
    "“customer first”",
    "2019–2023",
    "東京オフィス",
    "crème brûlée",
    "résumé",
    "Øresund",
    "señor",
    "精通Java开发",
]


# The job asks for some things the profile never says, so that gaps are real gaps.
JOB_ONLY = tuple("Kafka Airflow dbt Snowflake Rust GraphQL Salesforce Looker Jira Figma".split())


def prose(rng: random.Random, length: int, non_ascii: bool, extra: tuple[str, ...] = ()) -> str:
    words: list[str] = []
    total = 0
    vocabulary = [*WORDS, *extra, *extra, *extra, *extra]
    while total < length:
        sentence = [rng.choice(vocabulary) for _ in range(rng.randint(6, 16))]
        if non_ascii and rng.random() < 0.5:
            sentence.insert(rng.randrange(len(sentence)), rng.choice(NON_ASCII))
        text = " ".join(sentence).capitalize() + rng.choice([". ", ".\n", "; "])
        words.append(text)
        total += len(text)
    return "".join(words)[:length].rsplit(" ", 1)[0]


def window(rng: random.Random, text: str, low: int, high: int) -> str:
    words = text.split()
    size = min(len(words), rng.randint(low, high))
    start = rng.randrange(0, len(words) - size + 1)
    return " ".join(words[start : start + size])


def case(
    non_ascii: bool, seed: int = 7, responses: int = 1
) -> tuple[list[str], dict[str, str], dict[str, str]]:
    """The sent profile and job, and `responses` different answers about them."""
    rng = random.Random(seed)
    profile = {
        "headline": "Senior Backend Developer",
        "desired_role": "Platform Engineer",
        "skills": prose(rng, 1_950, non_ascii),
        "experience": prose(rng, 4_950, non_ascii),
        "work_preferences": "Hybrid in Berlin, Germany; full-time; no travel above 20%",
    }
    job = {
        "title": "Senior Platform Engineer",
        "company": "Northwind Software",
        "location": "Berlin, Germany",
        "work_mode": "Hybrid",
        "employment_type": "Full-time",
        "description": prose(rng, 9_950, non_ascii, JOB_ONLY),
        "requirements": prose(rng, 3_200, non_ascii, JOB_ONLY),
    }
    return [response(rng, profile, job) for _ in range(responses)], profile, job


def response(rng: random.Random, profile: dict[str, str], job: dict[str, str]) -> str:
    matches, gaps = [], []
    for i in range(20):
        profile_quote = window(rng, rng.choice([profile["skills"], profile["experience"]]), 2, 8)
        job_quote = window(rng, rng.choice([job["description"], job["requirements"]]), 2, 8)
        if i in (3, 9, 15):
            profile_quote = "twelve years of Haskell in production"  # not found
        point = f"You have worked with {profile_quote}, which this job asks for: {job_quote}"
        matches.append(
            {"point": point[:280], "profileQuote": profile_quote, "jobQuote": job_quote}
        )
    for i in range(20):
        job_text = job["requirements"]
        starts = [m.start() for m in re.finditer("|".join(JOB_ONLY), job_text)]
        at = rng.choice(starts)
        job_quote = " ".join(job_text[at:].split()[: rng.randint(2, 6)]).strip(".;")
        if i in (2, 11, 18):
            job_quote = "certified underwater welding"  # not found
        gaps.append(
            {
                "point": f"{job_quote} is not shown in your profile"[:280],
                "profileQuote": "",
                "jobQuote": job_quote,
            }
        )
    return json.dumps({"matches": matches, "gaps": gaps})


def per_call_ms(function, raws: list[str], *, number: int, repeat: int) -> tuple[float, float]:
    """Median and minimum of `repeat` runs, each of `number` calls on responses not seen before."""
    fresh = iter(raws)
    per_call = []
    for _ in range(repeat):
        batch = [next(fresh) for _ in range(number)]
        started = time.perf_counter()
        for raw in batch:
            function(raw)
        per_call.append((time.perf_counter() - started) / number * 1000)
    return statistics.median(per_call), min(per_call)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--number", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument(
        "--wait-quiet",
        type=float,
        metavar="LOAD",
        help="first wait (up to an hour) until the 1-minute load average is below LOAD",
    )
    args = parser.parse_args()
    if args.wait_quiet:
        deadline = time.monotonic() + 3600
        while os.getloadavg()[0] >= args.wait_quiet and time.monotonic() < deadline:
            time.sleep(15)

    print(
        f"{datetime.now():%Y-%m-%d %H:%M}, {platform.node()}, {platform.machine()}, "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}, "
        f"Python {platform.python_version()}"
    )
    print(
        f"{'text':10} {'sent KB':>7} {'quote check ms':>15} {'+ faithfulness ms':>18} "
        f"{'ratio':>6}   (median / min of {args.repeat} x {args.number} calls)"
    )
    calls = args.number * args.repeat
    for non_ascii in (False, True):
        # One set of responses for each measurement, so that neither warms the other's caches.
        raws, profile, job = case(non_ascii, responses=2 * calls + 1)
        size = sum(len(v.encode()) for v in (*profile.values(), *job.values())) / 1024
        verdict = verify(raws[-1], profile, job)
        check_only = per_call_ms(
            partial(check_response, profile_fields=profile, job_fields=job),
            raws[:calls],
            number=args.number,
            repeat=args.repeat,
        )
        both = per_call_ms(
            partial(verify, profile_fields=profile, job_fields=job),
            raws[calls : 2 * calls],
            number=args.number,
            repeat=args.repeat,
        )
        print(
            f"{'non-ASCII' if non_ascii else 'ASCII':10} {size:7.1f} "
            f"{check_only[0]:7.2f} / {check_only[1]:5.2f} {both[0]:9.2f} / {both[1]:5.2f} "
            f"{both[0] / check_only[0]:6.2f}"
        )
        print(
            f"{'':10} kept {len(verdict.matches)} + {len(verdict.gaps)}, "
            f"dropped {verdict.dropped} {verdict.reasons}, reworded {verdict.reworded}, "
            f"trimmed {verdict.trimmed}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
