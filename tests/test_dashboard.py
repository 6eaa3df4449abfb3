import csv
import io
import json
import logging
import re
from datetime import timedelta

import pytest
from django.contrib.auth.models import Permission
from django.urls import reverse
from django.utils import timezone

from explain.stats import Period, Scope, quality_stats
from jobportal.models import User
from tests.quality_data import SEVEN_DAYS, make_explanation

pytestmark = pytest.mark.django_db

DASHBOARD = reverse("admin:explain_explanation_quality")


def export_url(kind):
    return reverse("admin:explain_explanation_quality_export", kwargs={"kind": kind})


def grant_review(user):
    user.user_permissions.add(Permission.objects.get(codename="view_quality_dashboard"))
    return User.objects.get(pk=user.pk)  # a fresh instance: permissions are cached


@pytest.fixture
def reviewer(make_user):
    return grant_review(make_user(username="reviewer", is_staff=True))


@pytest.fixture
def reviewer_client(client, reviewer):
    client.force_login(reviewer)
    return client


def figures(page):
    """{label: value} of the figure cards on the page."""
    pairs = re.findall(
        r"<dt>(.*?)</dt>\s*<dd class=\"quality-figure-value\">(.*?)</dd>", page, re.S
    )
    return {label.strip(): value.strip() for label, value in pairs}


def test_the_figures_equal_the_hand_computed_values(reviewer_client, known):
    page = reviewer_client.get(DASHBOARD, {"days": 7}).content.decode()
    shown = figures(page)
    assert shown == {
        "Explanations": "8",
        "Share with a dropped claim": SEVEN_DAYS["share_with_dropped"],
        "Dropped claims per explanation": SEVEN_DAYS["dropped_per_explanation"],
        "Dropped-claim rate": SEVEN_DAYS["drop_rate"],
        "Hidden by the faithfulness stage": "0.0%",
        "Shown in the page's words": "0.0%",
        "Rejected responses": "1",
        "Provider errors and timeouts": "2",
        "Median latency": "2,000 ms",
        "p95 latency": "30,000 ms",
        "Tokens per explanation": "1,000",
        "Applications with an explanation": "n/a",
    }
    assert "12.5% of explanations" in page and "25.0% of explanations" in page


def test_the_share_of_applications_with_an_explanation(reviewer_client, applications):
    page = reviewer_client.get(DASHBOARD, {"days": 7}).content.decode()
    assert figures(page)["Applications with an explanation"] == "50.0%"
    assert "1 of 2 applications sent (all models)" in page
    page = reviewer_client.get(DASHBOARD, {"days": 30}).content.decode()
    assert figures(page)["Applications with an explanation"] == "66.7%"


def test_drop_reasons_are_ranked_with_counts(reviewer_client, known):
    page = reviewer_client.get(DASHBOARD, {"days": 7}).content.decode()
    section = page.split('id="reasons-heading"')[1].split("</table>")[0]
    rows = re.findall(
        r"<code>(\w+)</code>.*?</th><td>quote check</td><td class=\"num\">(\d+)</td>", section
    )
    assert rows == [(name, str(n)) for name, n in SEVEN_DAYS["reasons"]]
    failures = page.split('id="failures-heading"')[1].split("</table>")[0]
    assert "Response rejected: not_json" in failures and "Provider error: http_503" in failures
    assert "Timed out: timeout" in failures


def test_the_default_period_is_thirty_days_and_filters_apply(reviewer_client, known):
    assert figures(reviewer_client.get(DASHBOARD).content.decode())["Explanations"] == "9"
    assert (
        figures(reviewer_client.get(DASHBOARD, {"days": 90}).content.decode())["Explanations"]
        == "10"
    )
    by_model = figures(
        reviewer_client.get(DASHBOARD, {"days": 7, "model": "gemini-a"}).content.decode()
    )
    assert by_model["Explanations"] == "4" and by_model["Median latency"] == "2,250 ms"
    by_version = figures(
        reviewer_client.get(DASHBOARD, {"days": 7, "prompt_version": "v1"}).content.decode()
    )
    assert by_version["Explanations"] == "4" and by_version["Dropped-claim rate"] == "42.9%"


def test_prompt_versions_are_compared_side_by_side(reviewer_client, known):
    page = reviewer_client.get(DASHBOARD, {"days": 7}).content.decode()
    table = page.split('id="versions-heading"')[1].split("</table>")[0]
    cells = [
        re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)
        for row in re.findall(r"<tr>(.*?)</tr>", table, re.S)
    ]
    assert cells[1] == [
        "v1",
        "4",
        "50.0%",
        "1.50",
        "42.9%",
        "0.0%",
        "0.0%",
        "25.0%",
        "25.0%",
        "933",
    ]
    assert cells[2] == [
        "v2",
        "4",
        "66.7%",
        "1.00",
        "25.0%",
        "0.0%",
        "0.0%",
        "0.0%",
        "25.0%",
        "1,100",
    ]


def test_the_most_dropped_link_to_their_detail_pages(reviewer_client, known):
    page = reviewer_client.get(DASHBOARD, {"days": 7}).content.decode()
    table = page.split('id="most-dropped-heading"')[1].split("</table>")[0]
    links = re.findall(r'href="([^"]+)">#(\d+)</a>', table)
    assert [int(pk) for _, pk in links] == [known["e3"].pk, known["e2"].pk, known["e1"].pk]
    for url, pk in links:
        assert url == reverse("admin:explain_explanation_change", args=[pk])
        assert reviewer_client.get(url).status_code == 200


def test_the_chart_is_svg_with_gaps_and_no_script(reviewer_client, known):
    response = reviewer_client.get(DASHBOARD, {"days": 30})
    policy = response["Content-Security-Policy"]
    assert (
        "script-src 'self'" in policy
        and "style-src 'self'" in policy
        and "unsafe-inline" not in policy
    )
    page = response.content.decode()
    svg = page.split('<svg id="daily-rate-chart"', 1)[1].split("</svg>", 1)[0]
    assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
    # Days with claims in the last 30: today, 1, 2 and 3 days ago (one run) and 10 days ago
    # (alone, between gaps): five points, one line. Gap days have neither.
    assert svg.count("<circle") == 5
    assert svg.count("<polyline") == 1
    assert "Daily dropped-claim rate" in svg and "25 of 30 days had no claims" in svg
    assert f"<title>{timezone.localdate():%Y-%m-%d}: 30.0% (3 of 10 claims dropped)</title>" in svg
    # No script and no inline style anywhere on the page: the CSP would block them.
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page)
    assert " style=" not in page and "<style" not in page and " on" + "load=" not in page
    assert "/static/css/dashboard.css" in page or "css/dashboard." in page


def test_the_chart_has_a_data_table_alternative(reviewer_client, known):
    page = reviewer_client.get(DASHBOARD, {"days": 7}).content.decode()
    table = page.split("The chart's data as a table")[1].split("</table>")[0]
    today = timezone.localdate()
    row = lambda ago: re.search(  # noqa: E731
        rf"<th scope=\"row\">{today - timedelta(days=ago):%Y-%m-%d}</th>(.*?)</tr>", table, re.S
    ).group(1)
    assert re.findall(r">([^<]+)</td>", row(0)) == ["2", "10", "3", "30.0%"]
    assert re.findall(r">([^<]+)</td>", row(2)) == ["1", "2", "0", "0.0%"]
    assert re.findall(r">([^<]+)</td>", row(4)) == ["0", "0", "0", "no claims"]
    assert re.findall(r">([^<]+)</td>", row(5)) == ["1", "0", "0", "no claims"]


def test_an_empty_period_shows_no_figures_rather_than_zeros(reviewer_client):
    page = reviewer_client.get(DASHBOARD, {"days": 7}).content.decode()
    shown = figures(page)
    assert shown["Explanations"] == "0" and shown["Rejected responses"] == "0"
    for label in (
        "Share with a dropped claim",
        "Dropped claims per explanation",
        "Dropped-claim rate",
        "Median latency",
        "p95 latency",
        "Tokens per explanation",
        "Applications with an explanation",
    ):
        assert shown[label] == "n/a", label
    assert "No claims were made in this period. 7 of 7 days had no claims" in page


def test_an_invalid_scope_shows_errors_not_figures(reviewer_client, known):
    response = reviewer_client.get(DASHBOARD, {"days": 5, "model": "gemini-zzz"})
    assert response.status_code == 400
    page = response.content.decode()
    assert "not valid" in page and not figures(page) and "daily-rate-chart" not in page


# Who may see it --------------------------------------------------------------------------------


@pytest.fixture
def outsiders(make_user):
    """Everyone who must not see the dashboard, and what they get instead."""
    plain_staff = make_user(username="plainstaff", is_staff=True)
    staff_with_model_view = make_user(username="viewstaff", is_staff=True)
    staff_with_model_view.user_permissions.add(Permission.objects.get(codename="view_explanation"))
    staff_recruiter = grant_review(
        make_user(User.Role.RECRUITER, username="staffrecruiter", is_staff=True)
    )
    # Not staff at all: the admin sends them to its login page.
    redirected = [
        None,
        make_user(username="someseeker"),
        make_user(User.Role.RECRUITER, username="somerecruiter"),
        grant_review(make_user(username="permnotstaff")),  # the permission alone is not enough
    ]
    forbidden = [plain_staff, User.objects.get(pk=staff_with_model_view.pk), staff_recruiter]
    return redirected, forbidden


@pytest.mark.parametrize("url", [DASHBOARD, export_url("explanations"), export_url("claims")])
def test_only_reviewers_get_in(client, outsiders, reviewer, make_user, known, url):
    redirected, forbidden = outsiders
    for user in redirected:
        client.logout()
        if user:
            client.force_login(user)
        response = client.get(url)
        assert response.status_code == 302, user
        assert response.url.startswith(reverse("admin:login"))
    for user in forbidden:
        client.force_login(user)
        response = client.get(url)
        assert response.status_code == 403, user
        assert b"Java Engineer" not in response.content
    superuser = make_user(username="root", is_staff=True, is_superuser=True)
    for user in (reviewer, superuser):
        client.force_login(user)
        assert client.get(url).status_code == 200


def test_the_admin_index_links_the_dashboard_for_reviewers_only(client, reviewer, make_user):
    client.force_login(reviewer)
    assert DASHBOARD in client.get(reverse("admin:index")).content.decode()
    client.force_login(make_user(username="plainstaff", is_staff=True))
    response = client.get(reverse("admin:index"))
    assert response.status_code == 200 and DASHBOARD not in response.content.decode()


# The CSV export --------------------------------------------------------------------------------


def read_csv(response):
    assert response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    text = b"".join(response.streaming_content).decode()
    return list(csv.DictReader(io.StringIO(text)))


def test_the_explanations_csv_has_the_dashboards_rows(reviewer_client, known):
    rows = read_csv(reviewer_client.get(export_url("explanations"), {"days": 7}))
    assert [int(row["id"]) for row in rows] == known.ids(
        "e1", "e2", "e3", "e4", "e5", "e6", "e7", "e10"
    )
    e2 = next(row for row in rows if int(row["id"]) == known["e2"].pk)
    assert (e2["model_name"], e2["prompt_version"], e2["status"]) == ("gemini-a", "v2", "ok")
    assert (e2["kept_matches"], e2["kept_gaps"], e2["dropped"], e2["trimmed"]) == (
        "2",
        "0",
        "2",
        "1",
    )
    assert (e2["latency_ms"], e2["total_tokens"], e2["job_title"]) == (
        "3000",
        "1200",
        "Java Engineer",
    )
    e10 = next(row for row in rows if int(row["id"]) == known["e10"].pk)
    assert e10["latency_ms"] == "" and e10["total_tokens"] == ""
    # Figures only: no prompt text, no response, and nothing that names the seeker.
    assert "seeker" not in " ".join(rows[0]) and "prompt_text" not in rows[0]
    text = str(rows)
    assert (
        "Kovač" not in text and "ana@example.com" not in text and "CANDIDATE PROFILE" not in text
    )
    # The same count as the dashboard, for the same scope.
    assert len(rows) == quality_stats(Scope(period=Period.last(7))).totals.explanations


def test_the_claims_csv_has_every_claim_with_its_reason(reviewer_client, reviewer, known, caplog):
    with caplog.at_level(logging.INFO, logger="explain.audit"):
        rows = read_csv(
            reviewer_client.get(export_url("claims"), {"days": 7, "model": "gemini-a"})
        )
    # Who exported what is logged, without any of the exported text.
    audit = [json.loads(r.getMessage()) for r in caplog.records if r.name == "explain.audit"]
    assert audit == [
        {
            "event": "quality_export",
            "user_id": reviewer.pk,
            "kind": "claims",
            "days": 7,
            "model": "gemini-a",
            "prompt_version": "",
        }
    ]
    # gemini-a in 7 days: e1 (5 claims), e2 (5), e5 (4); e6 failed and made none.
    assert len(rows) == 14
    assert {int(row["explanation_id"]) for row in rows} == set(known.ids("e1", "e2", "e5"))
    dropped = sorted(row["drop_reason"] for row in rows if row["outcome"] == "dropped")
    assert dropped == ["JOB_QUOTE_NOT_FOUND", "JOB_QUOTE_NOT_FOUND", "PROFILE_QUOTE_NOT_FOUND"]
    assert all(row["drop_reason"] == "" for row in rows if row["outcome"] != "dropped")
    assert {row["outcome"] for row in rows} == {"kept", "dropped", "trimmed"}
    assert list(rows[0]) == [
        "explanation_id",
        "explanation_created_at",
        "explanation_model_name",
        "explanation_prompt_version",
        "kind",
        "position",
        "outcome",
        "drop_reason",
        "wording",
        "point",
        "profile_quote",
        "job_quote",
    ]


def test_csv_cells_cannot_run_as_spreadsheet_formulas(reviewer_client, seeker, job):
    explanation = make_explanation(seeker=seeker, job=job, claims=[("match", "kept")])
    explanation.claims.update(point='=HYPERLINK("http://evil.example")', job_quote="@SUM(A1)")
    rows = read_csv(reviewer_client.get(export_url("claims"), {"days": 7}))
    assert rows[0]["point"] == '\'=HYPERLINK("http://evil.example")'
    assert rows[0]["job_quote"] == "'@SUM(A1)"


def test_an_unknown_export_or_scope_is_refused(reviewer_client, known):
    assert reviewer_client.get(export_url("users")).status_code == 404
    assert reviewer_client.get(export_url("claims"), {"days": 3}).status_code == 400


def test_the_faithfulness_stage_is_counted_and_exported(
    reviewer_client, gemini, seeker, profile, job
):
    """Real explanations through the whole chain: hidden claims by their own reasons, and
    points shown in the page's own words, on the dashboard, in `explain_stats` and the CSV."""
    from django.core.management import call_command

    from explain.service import explain_match, prepare_question

    reply = {
        "matches": [
            {
                "point": "You have 10 years of Java",
                "profileQuote": "Java (Intermediate, 3 years)",
                "jobQuote": "3+ years of Java",
            },
            {
                "point": "You are an AWS expert",
                "profileQuote": "Docker",
                "jobQuote": "hands-on experience with AWS and Docker",
            },
            {
                "point": "Your Kubernetes CronJobs are close to their Docker work",
                "profileQuote": "Kubernetes CronJobs",
                "jobQuote": "hands-on experience with AWS and Docker",
            },
            {
                "point": "You use Docker, as they do",
                "profileQuote": "Docker",
                "jobQuote": "deploy services on AWS",
            },
            {
                "point": "Built REST APIs",
                "profileQuote": "nowhere in the profile",
                "jobQuote": "Build secure Java APIs",
            },
        ],
        "gaps": [],
    }
    gemini.reply_text(json.dumps(reply))
    explanation = explain_match(
        question=prepare_question(profile=profile, job=job), seeker=seeker, job=job
    )
    # 5 claims: 1 dropped by the quote check, 2 hidden by the faithfulness stage, 2 kept of
    # which 1 in the page's words.
    assert (
        explanation.dropped,
        explanation.unfaithful,
        explanation.kept,
        explanation.reworded,
    ) == (3, 2, 2, 1)

    shown = figures(reviewer_client.get(DASHBOARD, {"days": 7}).content.decode())
    assert shown["Hidden by the faithfulness stage"] == "50.0%"  # 2 of the 4 the check kept
    assert shown["Shown in the page's words"] == "50.0%"  # 1 of 2 shown
    page = reviewer_client.get(DASHBOARD, {"days": 7}).content.decode()
    reasons = page.split('id="reasons-heading"')[1].split("</table>")[0]
    assert re.search(r"<code>NUMBER_NOT_IN_QUOTES</code>.*?<td>faithfulness</td>", reasons, re.S)
    assert re.search(r"<code>PROFILE_QUOTE_NOT_FOUND</code>.*?<td>quote check</td>", reasons, re.S)

    out = io.StringIO()
    call_command("explain_stats", "--days", "7", stdout=out)
    assert re.search(r"^NUMBER_NOT_IN_QUOTES\s+faithfulness\s+1$", out.getvalue(), re.M)

    explanations = list(
        csv.DictReader(
            io.StringIO(
                b"".join(
                    reviewer_client.get(export_url("explanations"), {"days": 7}).streaming_content
                ).decode()
            )
        )
    )
    assert (explanations[0]["unfaithful"], explanations[0]["reworded"]) == ("2", "1")
    claims = list(
        csv.DictReader(
            io.StringIO(
                b"".join(
                    reviewer_client.get(export_url("claims"), {"days": 7}).streaming_content
                ).decode()
            )
        )
    )
    assert sorted(row["wording"] for row in claims if row["outcome"] == "kept") == [
        "model",
        "page",
    ]
    assert {row["drop_reason"] for row in claims if row["outcome"] == "dropped"} == {
        "PROFILE_QUOTE_NOT_FOUND",
        "NUMBER_NOT_IN_QUOTES",
        "CLAIMED_FROM_JOB",
    }
