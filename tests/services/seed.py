"""Seed a database for the multi-process tests and the benchmarks; print what was made as JSON.

    DATABASE_URL=... python -m tests.services.seed --seekers 20 --jobs 2 [--bulk-jobs 100000]

Each seeker has a profile and a logged-in session (or --sessions-each of them) (made the way Django's test client does,
with force_login, so no password hashing and no login rate limit is involved). `--bulk-jobs`
adds that many further open jobs with generated texts, in batches, for the throughput figures.

Output: {"recruiter": id, "jobs": [id, ...],
         "seekers": [{"id", "username", "session", "sessions": [...]}, ...]}
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seekers", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--bulk-jobs", type=int, default=0)
    parser.add_argument(
        "--sessions-each", type=int, default=1, help="logged-in sessions per seeker"
    )
    parser.add_argument("--prefix", default="svc")
    args = parser.parse_args(argv)

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "jobportal.settings")
    import django

    django.setup()
    from datetime import timedelta

    from django.conf import settings
    from django.test import Client
    from django.utils import timezone

    from jobportal.models import Job, Profile, User

    recruiter = User(
        username=f"{args.prefix}-recruiter",
        role=User.Role.RECRUITER,
        company_name="Northwind Payments",
    )
    recruiter.set_unusable_password()
    recruiter.save()
    jobs = [
        Job.objects.create(
            owner=recruiter,
            title="Java Engineer" if n == 0 else f"Java Engineer {n}",
            company="Northwind Payments",
            location="Berlin, Germany",
            work_mode=Job.WorkMode.HYBRID,
            employment_type=Job.EmploymentType.FULL_TIME,
            description="Build secure Java APIs and deploy services on AWS.",
            requirements="3+ years of Java; hands-on experience with AWS and Docker.",
        )
        for n in range(args.jobs)
    ]
    # Seekers with accounts a month old: existing users, with the full explanation budget.
    joined = timezone.now() - timedelta(days=30)
    seekers = []
    for n in range(args.seekers):
        user = User(username=f"{args.prefix}-seeker{n}", role=User.Role.SEEKER, date_joined=joined)
        user.set_unusable_password()
        user.save()
        Profile.objects.create(
            user=user,
            headline="Backend developer",
            desired_role="Java Engineer",
            skills="Java (Intermediate, 3 years), Spring Boot, PostgreSQL, Docker",
            experience="Built REST APIs for a payments start-up.",
            work_preferences="Remote or hybrid in Berlin, full-time",
            full_name=f"Seeker Number {n}",
            email=f"seeker{n}@example.com",
        )
        sessions = []
        for _ in range(args.sessions_each):
            client = Client()
            client.force_login(user)
            sessions.append(client.cookies[settings.SESSION_COOKIE_NAME].value)
        seekers.append(
            {
                "id": user.pk,
                "username": user.username,
                "session": sessions[0],
                "sessions": sessions,
            }
        )
    if args.bulk_jobs:
        bulk_jobs(recruiter, args.bulk_jobs)
    json.dump(
        {"recruiter": recruiter.pk, "jobs": [job.pk for job in jobs], "seekers": seekers},
        sys.stdout,
    )
    return 0


TITLES = [
    "Backend Engineer",
    "Data Analyst",
    "Registered Nurse",
    "Warehouse Operative",
    "Mechanical Engineer",
    "Account Manager",
    "Teacher",
    "Chef",
    "Electrician",
    "Product Designer",
    "DevOps Engineer",
    "Pharmacist",
    "Financial Controller",
]
SKILLS = [
    "Python",
    "Django",
    "Java",
    "SQL",
    "Excel",
    "patient care",
    "forklift licence",
    "AutoCAD",
    "React",
    "Kubernetes",
    "customer service",
    "food safety",
    "SAP",
    "Go",
]
CITIES = ["Berlin", "Munich", "Hamburg", "Vienna", "Zurich", "Amsterdam", "Remote", "Leipzig"]


def bulk_jobs(owner, count: int, batch: int = 5000) -> None:
    from datetime import timedelta

    from django.utils import timezone

    from jobportal.models import Job

    rng = random.Random(6)
    now = timezone.now()
    made = 0
    while made < count:
        rows = []
        for n in range(made, min(count, made + batch)):
            title = rng.choice(TITLES)
            skills = rng.sample(SKILLS, 4)
            rows.append(
                Job(
                    owner=owner,
                    title=f"{title} #{n}",
                    company=f"Company {n % 997}",
                    location=rng.choice(CITIES),
                    work_mode=rng.choice(Job.WorkMode.values),
                    employment_type=rng.choice(Job.EmploymentType.values),
                    description=(
                        f"We are hiring a {title.lower()} to join our team in {rng.choice(CITIES)}. "
                        f"You will work with {', '.join(skills[:3])} every day. " * 3
                    ),
                    requirements=f"Experience with {skills[0]} and {skills[3]}; good communication.",
                    posted_at=now - timedelta(minutes=n),
                )
            )
        Job.objects.bulk_create(rows, batch_size=batch)
        made += len(rows)


if __name__ == "__main__":
    sys.exit(main())
