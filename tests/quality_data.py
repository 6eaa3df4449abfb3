"""Explanations with known figures, for the quality dashboard, its CSV and `explain_stats`.

Every explanation is written the way `explain_match` writes it: its kept, dropped and trimmed
counts and its drop reasons are derived from its claims. The expected figures below are
worked out by hand from the table in `known_explanations`, not by the code under test.
"""

from collections import Counter
from dataclasses import dataclass
from datetime import datetime, time, timedelta

import pytest
from django.utils import timezone

from explain.models import Claim, Explanation
from jobportal.models import Application

OK = Explanation.Status.OK
NOTHING = Explanation.Status.NOTHING_VERIFIED
REJECTED = Explanation.Status.REJECTED
PROVIDER_ERROR = Explanation.Status.PROVIDER_ERROR
TIMEOUT = Explanation.Status.TIMEOUT

PROMPT_TEXT = (
    "CANDIDATE PROFILE:\nHeadline: Backend developer\nExperience: Built REST APIs\n"
    "  and <b>payment</b> services\n\nJOB POSTING:\nJob title: Java Engineer\n"
)


def noon(days_ago: int) -> datetime:
    """Midday, local time, `days_ago` calendar days before today: safely inside that day."""
    day = timezone.localdate() - timedelta(days=days_ago)
    return timezone.make_aware(datetime.combine(day, time(12)))


def make_explanation(
    *,
    seeker,
    job,
    days_ago=0,
    when=None,
    model="gemini-a",
    version="v1",
    status=OK,
    error="",
    claims=(),
    latency=1000,
    tokens=None,
    prompt_text=PROMPT_TEXT,
    raw_response='{"matches": []}',
) -> Explanation:
    """`claims` are (kind, outcome) or (kind, "dropped", reason), in the model's order."""
    outcomes = Counter((spec[0], spec[1]) for spec in claims)
    reasons = Counter(spec[2] for spec in claims if spec[1] == "dropped")
    explanation = Explanation.objects.create(
        seeker=seeker,
        job=job,
        source="gemini",
        model_name=model,
        prompt_version=version,
        prompt_fingerprint="f" * 64,
        prompt_text=prompt_text,
        raw_response=raw_response,
        status=status,
        error_code=error,
        kept_matches=outcomes["match", "kept"],
        kept_gaps=outcomes["gap", "kept"],
        dropped=sum(reasons.values()),
        trimmed=outcomes["match", "trimmed"] + outcomes["gap", "trimmed"],
        drop_reasons=dict(reasons),
        latency_ms=latency,
        total_tokens=tokens,
    )
    positions: Counter[str] = Counter()
    for spec in claims:
        kind, outcome = spec[0], spec[1]
        Claim.objects.create(
            explanation=explanation,
            kind=kind,
            position=positions[kind],
            point=f"{kind} {positions[kind]}",
            profile_quote="Built REST APIs" if kind == "match" else "",
            job_quote="Java Engineer",
            outcome=outcome,
            drop_reason=spec[2] if outcome == "dropped" else "",
        )
        positions[kind] += 1
    # created_at is auto_now_add: set the day afterwards.
    explanation.created_at = when or noon(days_ago)
    Explanation.objects.filter(pk=explanation.pk).update(created_at=explanation.created_at)
    return explanation


@dataclass
class Known:
    by_name: dict[str, Explanation]

    def __getitem__(self, name: str) -> Explanation:
        return self.by_name[name]

    def ids(self, *names: str) -> list[int]:
        return sorted(self.by_name[name].pk for name in names)


KEPT_M, KEPT_G = ("match", "kept"), ("gap", "kept")
TRIMMED_M = ("match", "trimmed")


def dropped(kind: str, reason: str) -> tuple[str, str, str]:
    return (kind, "dropped", reason)


@pytest.fixture
def known(make_user, make_job, recruiter) -> Known:
    """Ten explanations; the expected figures are in the tests that use them.

    name  days ago  model     version  status            claims (kept/dropped/trimmed)  latency  tokens
    e1    0         gemini-a  v2       ok                3M+1G kept, 1 dropped (JOB)      1000     1000
    e2    0         gemini-a  v2       ok                2M kept, 2 dropped (PROF, JOB),  3000     1200
                                                         1 trimmed
    e3    1         gemini-b  v1       nothing_verified  3 dropped (JOB, JOB, DUP)        2000      800
    e4    1         gemini-b  v1       rejected          none                              500      600
    e10   2         gemini-b  v2       ok                2M kept                          (none)   (none)
    e5    3         gemini-a  v1       ok                2M+2G kept                       1500     1400
    e6    3         gemini-a  v1       provider_error    none                             4000   (none)
    e7    5         gemini-b  v2       timeout           none                            30000   (none)
    e8    10        gemini-a  v1       ok                1M kept, 1 dropped (TOO_LONG)    1200      900
    e9    40        gemini-a  v1       ok                1M kept, 4 dropped (JOB)         9999     5000
    """
    seeker = make_user(
        username="ana_kovac_84", first_name="Ana", last_name="Kovač", email="ana@example.com"
    )
    job = make_job(recruiter, title="Java Engineer")
    other_job = make_job(recruiter, title="Data Analyst")
    make = lambda **kw: make_explanation(seeker=seeker, job=kw.pop("job", job), **kw)  # noqa: E731
    job_nf, prof_nf = "JOB_QUOTE_NOT_FOUND", "PROFILE_QUOTE_NOT_FOUND"
    return Known(
        {
            "e1": make(
                days_ago=0,
                model="gemini-a",
                version="v2",
                latency=1000,
                tokens=1000,
                claims=[KEPT_M, KEPT_M, KEPT_M, KEPT_G, dropped("gap", job_nf)],
            ),
            "e2": make(
                days_ago=0,
                model="gemini-a",
                version="v2",
                latency=3000,
                tokens=1200,
                claims=[
                    KEPT_M,
                    dropped("match", prof_nf),
                    KEPT_M,
                    dropped("gap", job_nf),
                    TRIMMED_M,
                ],
            ),
            "e3": make(
                days_ago=1,
                model="gemini-b",
                version="v1",
                status=NOTHING,
                latency=2000,
                tokens=800,
                claims=[
                    dropped("match", job_nf),
                    dropped("gap", job_nf),
                    dropped("gap", "DUPLICATE"),
                ],
                job=other_job,
            ),
            "e4": make(
                days_ago=1,
                model="gemini-b",
                version="v1",
                status=REJECTED,
                error="not_json",
                latency=500,
                tokens=600,
                raw_response="Sure! You are a great fit.",
            ),
            "e10": make(
                days_ago=2,
                model="gemini-b",
                version="v2",
                latency=None,
                tokens=None,
                claims=[KEPT_M, KEPT_M],
            ),
            "e5": make(
                days_ago=3,
                model="gemini-a",
                version="v1",
                latency=1500,
                tokens=1400,
                claims=[KEPT_M, KEPT_G, KEPT_M, KEPT_G],
            ),
            "e6": make(
                days_ago=3,
                model="gemini-a",
                version="v1",
                status=PROVIDER_ERROR,
                error="http_503",
                latency=4000,
                raw_response="",
            ),
            "e7": make(
                days_ago=5,
                model="gemini-b",
                version="v2",
                status=TIMEOUT,
                error="timeout",
                latency=30000,
                raw_response="",
            ),
            "e8": make(
                days_ago=10,
                model="gemini-a",
                version="v1",
                latency=1200,
                tokens=900,
                claims=[KEPT_M, dropped("gap", "QUOTE_TOO_LONG")],
            ),
            "e9": make(
                days_ago=40,
                model="gemini-a",
                version="v1",
                latency=9999,
                tokens=5000,
                claims=[KEPT_M, *[dropped("gap", job_nf)] * 4],
            ),
        }
    )


# Hand-computed from the table above.
SEVEN_DAYS = {
    # e1 e2 e3 e4 e5 e6 e7 e10
    "explanations": 8,
    # checked: e1 e2 e3 e5 e10; with a drop: e1 e2 e3
    "checked": 5,
    "with_dropped": 3,
    "share_with_dropped": "60.0%",
    # claims made: e1 5 + e2 5 + e3 3 + e5 4 + e10 2 = 19; dropped 1 + 2 + 3 = 6
    "claims": 19,
    "dropped": 6,
    "drop_rate": "31.6%",
    "dropped_per_explanation": "1.20",
    "rejected": 1,
    "rejected_share": "12.5%",
    "provider_errors": 2,
    "provider_errors_share": "25.0%",
    # latencies: 500 1000 1500 2000 3000 4000 30000 (e10 has none): the 4th of 7;
    # p95 rank ceil(0.95 × 7) = 7
    "latency_recorded": 7,
    "median": 2000,
    "p95": 30000,
    # tokens: 1000 1200 800 600 1400 -> 5000 / 5
    "tokens_reported": 5,
    "tokens_per_explanation": 1000,
    "reasons": [("JOB_QUOTE_NOT_FOUND", 4), ("DUPLICATE", 1), ("PROFILE_QUOTE_NOT_FOUND", 1)],
}


@pytest.fixture
def applications(make_user, make_job, recruiter) -> list[Application]:
    """Applications for the figure "Applications with an explanation", over the last 7 days:
    two sent (one sharing an explanation), one withdrawn, and one sent 20 days ago with an
    explanation. Expected over 7 days: 1 of 2, 50.0%."""
    job = make_job(recruiter)
    made = []
    for days_ago, shared, status in (
        (1, True, "new"),
        (2, False, "reviewed"),
        (1, False, "withdrawn"),
        (20, True, "new"),
    ):
        seeker = make_user()
        explanation = (
            make_explanation(seeker=seeker, job=job, days_ago=days_ago) if shared else None
        )
        made.append(
            Application.objects.create(
                seeker=seeker,
                job=job,
                explanation=explanation,
                status=status,
                created_at=noon(days_ago),
            )
        )
    return made
