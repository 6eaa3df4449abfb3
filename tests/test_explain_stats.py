import io
import json
import logging
import re
from datetime import datetime, time, timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from explain.service import explain_match, prepare_question
from explain.stats import Period, Scope, nearest_rank, quality_stats
from tests.quality_data import SEVEN_DAYS, make_explanation

pytestmark = pytest.mark.django_db


def stats_for(days, **scope):
    return quality_stats(Scope(period=Period.last(days), **scope))


def test_seven_days_equal_the_hand_computed_figures(known):
    stats = stats_for(7)
    t = stats.totals
    expected = SEVEN_DAYS
    assert (t.explanations, t.checked, t.with_dropped) == (8, 5, 3)
    assert (t.claims, t.dropped) == (expected["claims"], expected["dropped"])
    assert t.drop_rate == pytest.approx(6 / 19)
    assert t.share_with_dropped == pytest.approx(3 / 5)
    assert t.dropped_per_explanation == pytest.approx(6 / 5)
    assert (t.rejected, t.provider_errors) == (1, 2)
    assert t.tokens_per_explanation == 1000
    assert (stats.latency.recorded, stats.latency.median, stats.latency.p95) == (7, 2000, 30000)
    assert [(r.name, r.count) for r in stats.reasons] == expected["reasons"]
    assert [(f.name, f.count) for f in stats.failures] == [
        ("Provider error: http_503", 1),
        ("Response rejected: not_json", 1),
        ("Timed out: timeout", 1),
    ]
    assert [row["id"] for row in stats.most_dropped] == [
        known["e3"].pk,
        known["e2"].pk,
        known["e1"].pk,
    ]


def test_longer_periods_take_in_older_explanations(known):
    thirty = stats_for(30)
    # + e8: 1 kept, 1 dropped; latency 1200 makes eight values: median of 1500 and 2000
    assert (thirty.totals.explanations, thirty.totals.checked, thirty.totals.with_dropped) == (
        9,
        6,
        4,
    )
    assert (thirty.totals.claims, thirty.totals.dropped) == (21, 7)
    assert thirty.totals.drop_rate == pytest.approx(7 / 21)
    assert (thirty.latency.median, thirty.latency.p95) == (1750, 30000)
    assert ("QUOTE_TOO_LONG", 1) in [(r.name, r.count) for r in thirty.reasons]

    ninety = stats_for(90)
    # + e9: 1 kept, 4 dropped (JOB_QUOTE_NOT_FOUND); nine latencies, the 5th is 2000
    assert (ninety.totals.explanations, ninety.totals.claims, ninety.totals.dropped) == (
        10,
        26,
        11,
    )
    assert (ninety.latency.median, ninety.latency.p95) == (2000, 30000)
    assert ninety.reasons[0].name == "JOB_QUOTE_NOT_FOUND" and ninety.reasons[0].count == 8
    assert ninety.totals.tokens_per_explanation == pytest.approx((5000 + 900 + 5000) / 7)


def test_one_model_or_one_prompt_version(known):
    model_a = stats_for(7, model="gemini-a")
    # e1 e2 e5 e6: claims 5 + 5 + 4, dropped 1 + 2; latencies 1000 1500 3000 4000
    assert (model_a.totals.explanations, model_a.totals.checked, model_a.totals.with_dropped) == (
        4,
        3,
        2,
    )
    assert (model_a.totals.claims, model_a.totals.dropped) == (14, 3)
    assert model_a.totals.drop_rate == pytest.approx(3 / 14)
    assert (model_a.latency.median, model_a.latency.p95) == (2250, 4000)
    assert [g.name for g in model_a.by_model] == ["gemini-a"]

    v1 = stats_for(7, prompt_version="v1")
    # e3 e4 e5 e6
    assert (v1.totals.explanations, v1.totals.checked, v1.totals.claims, v1.totals.dropped) == (
        4,
        2,
        7,
        3,
    )
    assert [(r.name, r.count) for r in v1.reasons] == [
        ("JOB_QUOTE_NOT_FOUND", 2),
        ("DUPLICATE", 1),
    ]


def test_prompt_versions_side_by_side(known):
    versions = {g.name: g.totals for g in stats_for(7).by_prompt_version}
    assert list(versions) == ["v1", "v2"]
    v1, v2 = versions["v1"], versions["v2"]
    # v1: e3 e4 e5 e6. v2: e1 e2 e7 e10.
    assert (v1.explanations, v1.share_with_dropped, v1.dropped_per_explanation) == (4, 0.5, 1.5)
    assert v1.drop_rate == pytest.approx(3 / 7)
    assert (v1.rejected_share, v1.provider_error_share) == (0.25, 0.25)
    assert v1.tokens_per_explanation == pytest.approx((800 + 600 + 1400) / 3)
    assert (v2.explanations, v2.share_with_dropped, v2.dropped_per_explanation) == (
        4,
        pytest.approx(2 / 3),
        1.0,
    )
    assert (v2.drop_rate, v2.rejected_share, v2.provider_error_share) == (0.25, 0.0, 0.25)
    assert v2.tokens_per_explanation == 1100


def test_days_without_claims_have_no_rate(known):
    days = {day.day: day for day in stats_for(7).days}
    today = timezone.localdate()
    assert len(days) == 7 and min(days) == today - timedelta(days=6) and max(days) == today
    rate = {ago: days[today - timedelta(days=ago)].rate for ago in range(7)}
    assert rate[0] == pytest.approx(3 / 10)  # e1 e2
    assert rate[1] == 1.0  # e3: 3 of 3; e4 was rejected and made no claims
    assert rate[2] == 0.0  # e10: a real zero, two claims kept
    assert rate[3] == 0.0  # e5; e6 failed
    assert rate[4] is None  # nothing that day
    assert (
        rate[5] is None and days[today - timedelta(days=5)].totals.explanations == 1
    )  # e7 timed out
    assert rate[6] is None


def test_an_empty_period_has_no_figures_rather_than_zeros(db):
    stats = stats_for(7)
    assert stats.totals.explanations == 0
    assert stats.totals.drop_rate is None and stats.totals.share_with_dropped is None
    assert stats.totals.rejected_share is None and stats.totals.tokens_per_explanation is None
    assert stats.latency.median is None and stats.latency.p95 is None
    assert all(day.rate is None for day in stats.days)


def test_the_period_is_whole_calendar_days_in_the_site_time_zone(
    make_user, make_job, recruiter, settings
):
    settings.TIME_ZONE = "Europe/Berlin"
    seeker, job = make_user(), make_job(recruiter)
    first_day = timezone.localdate() - timedelta(days=6)
    midnight = timezone.make_aware(datetime.combine(first_day, time.min))  # Berlin midnight
    make_explanation(seeker=seeker, job=job, when=midnight)
    make_explanation(seeker=seeker, job=job, when=midnight - timedelta(microseconds=1))
    stats = stats_for(7)
    assert stats.totals.explanations == 1
    assert stats.days[0].day == first_day and stats.days[0].totals.explanations == 1


@pytest.mark.parametrize(
    ("count", "rank"), [(1, 1), (2, 2), (7, 7), (19, 19), (20, 19), (21, 20), (100, 95), (101, 96)]
)
def test_p95_is_the_nearest_rank(count, rank):
    assert nearest_rank(95, count) == rank


@pytest.mark.parametrize(
    ("latencies", "median", "p95"),
    [
        ([700], 700, 700),
        ([300, 100], 200, 300),
        ([5, 1, 4, 2, 3], 3, 5),
        ([10, 20, 30, 41], 25, 41),
        ([10, 21], 15.5, 21),
        (list(range(1, 21)), 10.5, 19),  # rank ceil(0.95 × 20) = 19
    ],
)
def test_median_and_p95_in_the_database(make_user, make_job, recruiter, latencies, median, p95):
    seeker, job = make_user(), make_job(recruiter)
    for latency in latencies:
        make_explanation(seeker=seeker, job=job, latency=latency)
    make_explanation(seeker=seeker, job=job, latency=None)  # no latency: not counted
    latency = stats_for(7).latency
    assert (latency.recorded, latency.median, latency.p95) == (len(latencies), median, p95)


def command_output(*args):
    out = io.StringIO()
    call_command("explain_stats", *args, stdout=out)
    return out.getvalue()


def figure_lines(text):
    """{label: value} from the command's figure table."""
    lines = {}
    for line in text.splitlines():
        match = re.match(r"^(\S.*?)\s{2,}(\S+(?: ms)?)\s{2,}", line)
        if match:
            lines[match.group(1)] = match.group(2)
    return lines


def test_the_command_prints_the_hand_computed_figures(known):
    output = command_output("--days", "7")
    figures = figure_lines(output)
    assert figures["Explanations"] == "8"
    assert figures["Share with a dropped claim"] == "60.0%"
    assert figures["Dropped claims per explanation"] == "1.20"
    assert figures["Dropped-claim rate"] == "31.6%"
    assert figures["Rejected responses"] == "1"
    assert figures["Provider errors and timeouts"] == "2"
    assert figures["Median latency"] == "2,000 ms"
    assert figures["p95 latency"] == "30,000 ms"
    assert figures["Tokens per explanation"] == "1,000"
    assert figures["Applications with an explanation"] == "n/a"
    assert figures["Hidden by the faithfulness stage"] == "0.0%"
    assert re.search(r"^JOB_QUOTE_NOT_FOUND\s+quote check\s+4$", output, re.M)
    assert re.search(r"^DUPLICATE\s+quote check\s+1$", output, re.M)
    assert re.search(
        r"^v1\s+4\s+50\.0%\s+1\.50\s+42\.9%\s+0\.0%\s+0\.0%\s+25\.0%\s+25\.0%\s+933$",
        output,
        re.M,
    )
    assert re.search(r"^gemini-a\s+", output, re.M) and re.search(r"^gemini-b\s+", output, re.M)


def test_the_command_filters_like_the_dashboard(known):
    figures = figure_lines(command_output("--days", "7", "--model", "gemini-a"))
    assert figures["Explanations"] == "4" and figures["Median latency"] == "2,250 ms"
    daily = command_output("--days", "7", "--daily")
    today = timezone.localdate()
    assert re.search(
        rf"^{today - timedelta(days=4):%Y-%m-%d}\s+0\s+0\s+0\s+no claims$", daily, re.M
    )
    assert re.search(rf"^{today:%Y-%m-%d}\s+2\s+10\s+3\s+30\.0%$", daily, re.M)


def test_the_command_says_what_it_covers(db):
    output = command_output("--days", "30", "--prompt-version", "v9")
    assert "last 30 days" in output and "prompt version: v9" in output
    assert figure_lines(output)["Dropped-claim rate"] == "n/a"


def test_one_structured_log_line_per_explanation_without_text(
    seeker, profile, job, caplog, settings
):
    settings.GEMINI_API_KEY = ""  # the offline explainer: no network
    question = prepare_question(profile=profile, job=job)
    with caplog.at_level(logging.INFO, logger="explain"):
        explanation = explain_match(question=question, seeker=seeker, job=job)
    lines = [r.getMessage() for r in caplog.records if r.name == "explain"]
    assert len(lines) == 1
    record = json.loads(lines[0])
    assert record["id"] == explanation.pk and record["model"] == explanation.model_name
    assert (
        record["prompt_version"] == question.prompt.version
        and record["status"] == explanation.status
    )
    for key in (
        "kept_matches",
        "kept_gaps",
        "dropped",
        "trimmed",
        "reasons",
        "latency_ms",
        "total_tokens",
    ):
        assert key in record
    quotes = [
        q for c in explanation.claims.all() for q in (c.profile_quote, c.job_quote, c.point) if q
    ]
    assert quotes, "the offline explainer should have made claims"
    for text in [*quotes, profile.skills, profile.experience, profile.full_name, profile.email]:
        assert text not in lines[0]


def test_days_follow_local_midnights_across_a_daylight_saving_change(
    make_user, make_job, recruiter, settings
):
    settings.TIME_ZONE = "Europe/Berlin"  # summer time ended at 03:00 on 2026-10-25
    seeker, job = make_user(), make_job(recruiter)
    berlin = timezone.get_current_timezone()
    for day, hours in [(24, [0.5, 23.5]), (25, [0.5, 2.5, 23.5]), (26, [0.02, 23.98])]:
        for hour in hours:
            when = datetime(2026, 10, day, tzinfo=berlin) + timedelta(hours=hour)
            make_explanation(seeker=seeker, job=job, when=when, claims=[("match", "kept")])
    now = datetime(2026, 11, 15, 12, tzinfo=berlin)
    stats = quality_stats(Scope(period=Period.last(30, now=now)))
    counts = {day.day.day: day.totals.explanations for day in stats.days if day.day.month == 10}
    assert (counts[23], counts[24], counts[25], counts[26], counts[27]) == (0, 2, 3, 2, 0)
    assert stats.totals.explanations == 7


def test_the_load_seeder_makes_consistent_records_and_refuses_production(db, settings):
    from django.core.management.base import CommandError
    from django.db.models import Count, Q

    from explain.models import Claim, Explanation

    settings.DEBUG = False
    with pytest.raises(CommandError, match="allow-production"):
        call_command("seed_explanations", explanations=10)
    call_command(
        "seed_explanations",
        explanations=60,
        claims_per=3,
        days=7,
        allow_production=True,
        stdout=io.StringIO(),
    )
    assert Explanation.objects.count() == 60 and Claim.objects.count() == 180
    counted = Explanation.objects.annotate(
        dropped_claims=Count("claims", filter=Q(claims__outcome="dropped")),
        kept_claims=Count("claims", filter=Q(claims__outcome="kept")),
    )
    for explanation in counted:
        assert (
            explanation.dropped
            == explanation.dropped_claims
            == sum(explanation.drop_reasons.values())
        )
        assert explanation.kept == explanation.kept_claims
    assert stats_for(7).totals.explanations == 60


def test_the_command_prints_the_share_of_applications_with_an_explanation(applications):
    output = command_output("--days", "7")
    assert figure_lines(output)["Applications with an explanation"] == "50.0%"
    assert "1 of 2 applications sent (all models)" in output
