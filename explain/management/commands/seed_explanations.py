"""`python manage.py seed_explanations --explanations 100000 --claims-per 5`: fake load data.

Bulk-creates explanations and claims spread over the last days, for load-testing the quality
dashboard (see bench/bench_dashboard.py). The rows look like real ones (statuses, models, two
prompt versions, drop reasons, latencies, tokens) and are internally consistent: an
explanation's kept, dropped and trimmed counts equal its claims. They belong to seekers and a
recruiter named `loadtest-...`, so they are easy to find and delete (deleting those users
deletes everything seeded).

Never for a real database: with DEBUG off it refuses unless given --allow-production.
"""

import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction
from django.utils import timezone

from explain.checker import MAX_KEPT_PER_KIND
from explain.models import Claim, Explanation
from explain.offline import OFFLINE_MODEL_NAME
from explain.prompt import system_instruction
from explain.reasons import DropReason
from explain.stats import Period
from jobportal.models import Job, User

PREFIX = "loadtest-"
BATCH = 2000
OLD_PROMPT_VERSION = "2026-10-01.1"

# (model, source, share of explanations)
MODELS = [
    ("gemini-3.8-flash", Explanation.Source.GEMINI, 0.70),
    ("gemini-3.8-pro", Explanation.Source.GEMINI, 0.20),
    (OFFLINE_MODEL_NAME, Explanation.Source.OFFLINE, 0.10),
]
FAILURES = [  # (status, error code, share of model explanations)
    (Explanation.Status.REJECTED, "not_one_json_value", 0.03),
    (Explanation.Status.REJECTED, "an_object_repeats_a_key", 0.01),
    (Explanation.Status.PROVIDER_ERROR, "http_503", 0.02),
    (Explanation.Status.TIMEOUT, "timeout", 0.01),
]
REASONS = [  # (reason, weight)
    (DropReason.JOB_QUOTE_NOT_FOUND, 40),
    (DropReason.PROFILE_QUOTE_NOT_FOUND, 30),
    (DropReason.GAP_SHOWN_IN_PROFILE, 10),
    (DropReason.QUOTE_TOO_LONG, 6),
    (DropReason.DUPLICATE, 6),
    (DropReason.GAP_HAS_PROFILE_QUOTE, 4),
    (DropReason.QUOTE_TOO_SHORT, 2),
    (DropReason.MALFORMED, 1),
    (DropReason.POINT_TOO_LONG, 1),
]
# The newer prompt drops fewer claims, so the dashboard has a difference to show.
DROP_CHANCE = {"old": 0.25, "new": 0.15}

PROMPT_TEXT = (
    "CANDIDATE PROFILE:\nHeadline: Backend developer\nDesired role: Java Engineer\n"
    "Skills: Java (Intermediate, 3 years), Spring Boot, PostgreSQL, Docker, Kubernetes, AWS\n"
    "Experience: Built REST APIs for a payments start-up; migrated batch jobs from cron to "
    "Kubernetes CronJobs; owned the on-call rotation for two services.\n"
    "Work preferences: Remote or hybrid in Berlin, full-time\n\nJOB POSTING:\n"
    "Job title: {title}\nCompany: Load Test Ltd\nLocation: Berlin, Germany\nWork mode: Hybrid\n"
    "Employment type: Full-time\nDescription: " + "Build secure Java APIs and deploy services "
    "on AWS. " * 12 + "\nRequirements: 3+ years of Java; hands-on experience with AWS and "
    "Docker; PostgreSQL; observability.\n"
)
RAW_RESPONSE = (
    '{"matches": [{"point": "Java experience", "profileQuote": "Java (Intermediate, 3 years)", '
    '"jobQuote": "3+ years of Java"}, {"point": "Containers", "profileQuote": "Docker", '
    '"jobQuote": "experience with AWS and Docker"}], "gaps": [{"point": "Observability is not '
    'shown in your profile", "profileQuote": "", "jobQuote": "observability"}]}'
)


@contextmanager
def keep_given_created_at() -> Iterator[None]:
    """bulk_create stamps auto_now_add fields with now(); load data needs dates spread out."""
    field = Explanation._meta.get_field("created_at")
    field.auto_now_add = False
    try:
        yield
    finally:
        field.auto_now_add = True


class Command(BaseCommand):
    help = "Bulk-create fake explanations and claims for load testing (never on real data)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--explanations", type=int, default=1000)
        parser.add_argument(
            "--claims-per",
            type=int,
            default=5,
            help="Claims per explanation on average; all go to the checked explanations, so "
            "the total is explanations × claims-per.",
        )
        parser.add_argument("--days", type=int, default=90, help="Spread over the last N days.")
        parser.add_argument("--seed", type=int, default=1, help="Random seed (repeatable data).")
        parser.add_argument(
            "--allow-production",
            action="store_true",
            help="Run even with DEBUG off (a scratch database with production settings).",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if not settings.DEBUG and not options["allow_production"]:
            raise CommandError(
                "DEBUG is off: this may be a real database. Pass --allow-production if it is a "
                "scratch database."
            )
        count, claims_per, days = options["explanations"], options["claims_per"], options["days"]
        if count < 1 or claims_per < 0 or days < 1:
            raise CommandError("--explanations and --days must be at least 1, --claims-per 0.")
        rng = random.Random(options["seed"])
        seekers = self.seekers(max(1, min(2000, count // 50)))
        jobs = self.jobs(200)
        now = timezone.now()
        start = Period.last(days, now=now).start
        switch = now - timedelta(days=days / 2)
        _, new_version = system_instruction()

        # First what happened when (in time order, so ids grow with time as in real data),
        # then the claims, handed out over the explanations that got a readable response so
        # that the total is exactly explanations × claims-per.
        draws = sorted(
            (start + (now - start) * rng.random(), *self.pick_model(rng)) for _ in range(count)
        )
        statuses = [self.pick_status(rng, source) for _, _, source in draws]
        checked = [n for n, (status, _) in enumerate(statuses) if status == Explanation.Status.OK]
        claim_counts = [0] * count
        for _ in range(count * claims_per if checked else 0):
            claim_counts[rng.choice(checked)] += 1

        made: Counter[str] = Counter()
        with keep_given_created_at():
            for first in range(0, count, BATCH):
                explanations, plans = [], []
                for n in range(first, min(first + BATCH, count)):
                    created, model, source = draws[n]
                    status, error = statuses[n]
                    era = "old" if created < switch else "new"
                    explanation, plan = self.explanation(
                        rng,
                        created=created,
                        model=model,
                        source=source,
                        status=status,
                        error=error,
                        n_claims=claim_counts[n],
                        era=era,
                        seeker=rng.choice(seekers),
                        job=rng.choice(jobs),
                        version=OLD_PROMPT_VERSION if era == "old" else new_version,
                    )
                    explanations.append(explanation)
                    plans.append(plan)
                with transaction.atomic():
                    Explanation.objects.bulk_create(explanations, batch_size=BATCH)
                    claims = [
                        Claim(explanation=explanation, **fields)
                        for explanation, plan in zip(explanations, plans, strict=True)
                        for fields in plan
                    ]
                    Claim.objects.bulk_create(claims, batch_size=5000)
                made["explanations"] += len(explanations)
                made["claims"] += len(claims)
                if options["verbosity"] > 1:
                    self.stdout.write(f"  {made['explanations']:,} explanations")
        self.stdout.write(
            f"Created {made['explanations']:,} explanations and {made['claims']:,} claims over "
            f"the last {days} days."
        )

    def seekers(self, wanted: int) -> list[User]:
        User.objects.bulk_create(
            [
                User(username=f"{PREFIX}seeker-{n}", role=User.Role.SEEKER, password="!")
                for n in range(wanted)
            ],
            ignore_conflicts=True,
        )
        return list(User.objects.filter(username__startswith=f"{PREFIX}seeker-"))

    def jobs(self, wanted: int) -> list[Job]:
        owner, _ = User.objects.get_or_create(
            username=f"{PREFIX}recruiter",
            defaults={
                "role": User.Role.RECRUITER,
                "company_name": "Load Test Ltd",
                "password": "!",
            },
        )
        existing = Job.objects.filter(owner=owner).count()
        Job.objects.bulk_create(
            Job(
                owner=owner,
                title=f"Load test job {n}",
                company="Load Test Ltd",
                location="Berlin, Germany",
                work_mode=Job.WorkMode.HYBRID,
                employment_type=Job.EmploymentType.FULL_TIME,
                description="Build secure Java APIs and deploy services on AWS.",
            )
            for n in range(existing, wanted)
        )
        return list(Job.objects.filter(owner=owner))

    @staticmethod
    def pick_model(rng: random.Random) -> tuple[str, str]:
        model, source, _ = rng.choices(MODELS, weights=[m[2] for m in MODELS])[0]
        return model, source

    @staticmethod
    def pick_status(rng: random.Random, source: str) -> tuple[str, str]:
        if source == Explanation.Source.GEMINI:
            roll = rng.random()
            for status, error, share in FAILURES:
                if roll < share:
                    return status, error
                roll -= share
        return Explanation.Status.OK, ""

    @staticmethod
    def explanation(
        rng: random.Random,
        *,
        created: datetime,
        model: str,
        source: str,
        status: str,
        error: str,
        n_claims: int,
        era: str,
        seeker: User,
        job: Job,
        version: str,
    ) -> tuple[Explanation, list[dict[str, Any]]]:
        plan: list[dict[str, Any]] = []
        kept: Counter[str] = Counter()
        positions: Counter[str] = Counter()
        for n in range(n_claims):
            kind = Claim.Kind.MATCH if n % 2 == 0 else Claim.Kind.GAP
            position = positions[kind]
            positions[kind] += 1
            fields = {
                "kind": kind,
                "position": position,
                "point": f"Point {n}",
                "job_quote": "Build secure Java APIs",
                "drop_reason": "",
            }
            if kind == Claim.Kind.MATCH:
                fields["profile_quote"] = "Java (Intermediate, 3 years)"
            if rng.random() < DROP_CHANCE[era]:
                fields["outcome"] = Claim.Outcome.DROPPED
                fields["drop_reason"] = rng.choices(REASONS, weights=[w for _, w in REASONS])[0][
                    0
                ].value
            elif kept[kind] < MAX_KEPT_PER_KIND:
                fields["outcome"] = Claim.Outcome.KEPT
                kept[kind] += 1
            else:
                fields["outcome"] = Claim.Outcome.TRIMMED
            plan.append(fields)
        reasons = Counter(c["drop_reason"] for c in plan if c["drop_reason"])
        checked = status == Explanation.Status.OK
        if checked and not sum(kept.values()):
            status = Explanation.Status.NOTHING_VERIFIED
        gemini = source == Explanation.Source.GEMINI
        prompt_tokens = (
            rng.randint(700, 1600) if gemini and status != Explanation.Status.TIMEOUT else None
        )
        response_tokens = rng.randint(120, 420) if prompt_tokens else None
        latency = (
            rng.randint(30_000, 30_400)
            if status == Explanation.Status.TIMEOUT
            else round(rng.lognormvariate(7.4, 0.45))
            if gemini
            else rng.randint(2, 40)
        )
        explanation = Explanation(
            seeker=seeker,
            job=job,
            source=source,
            model_name=model,
            model_version=model if gemini else OFFLINE_MODEL_NAME,
            prompt_version=version,
            prompt_fingerprint=f"{rng.getrandbits(256):064x}",
            prompt_text=PROMPT_TEXT.format(title=job.title),
            raw_response=RAW_RESPONSE
            if status not in (Explanation.Status.PROVIDER_ERROR, Explanation.Status.TIMEOUT)
            else "",
            status=status,
            error_code=error,
            kept_matches=kept[Claim.Kind.MATCH],
            kept_gaps=kept[Claim.Kind.GAP],
            dropped=sum(reasons.values()),
            trimmed=sum(1 for c in plan if c["outcome"] == Claim.Outcome.TRIMMED),
            drop_reasons={r.value: reasons[r.value] for r in DropReason if reasons[r.value]},
            latency_ms=latency,
            prompt_tokens=prompt_tokens,
            response_tokens=response_tokens,
            thoughts_tokens=None,
            total_tokens=prompt_tokens + response_tokens
            if prompt_tokens and response_tokens
            else None,
            created_at=created,
        )
        return explanation, plan
