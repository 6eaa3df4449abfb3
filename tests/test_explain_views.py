"""The explanation, end to end: view, real SDK, fake Gemini server, checker, records, page."""

import html
import json
import logging
import re
from datetime import timedelta
from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from explain.models import Claim, Explanation
from explain.prompt import JOB_LABELS, PROFILE_LABELS
from jobportal.models import Job, Profile, User
from tests.conftest import FAKE_API_KEY as API_KEY

pytestmark = pytest.mark.django_db

CASES = sorted((Path(__file__).parent / "cases").glob("*.json"))
# The sent fields and the private ones, which stay on the server.
PROFILE_FIELDS = (*PROFILE_LABELS, "full_name", "email", "phone", "salary_expectation")
JOB_FIELDS = tuple(JOB_LABELS)


def explain_url(job):
    return reverse("explain:explain_job", args=[job.pk])


def ask(client, job, *, json_reply=False):
    headers = {"HTTP_ACCEPT": "application/json"} if json_reply else {}
    return client.post(explain_url(job), **headers)


def ask_and_follow(client, job):
    response = ask(client, job)
    assert response.status_code == 302, response.content[:500]
    page = client.get(response.url)
    assert page.status_code == 200
    return page.content.decode()


def case_objects(case, make_user, make_job):
    seeker = make_user()
    profile = Profile.objects.create(
        user=seeker, **{name: case["profile"].get(name, "") for name in PROFILE_FIELDS}
    )
    recruiter = make_user("recruiter")
    job = make_job(recruiter, **{name: case["job"][name] for name in JOB_FIELDS})
    return seeker, profile, job


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_every_case_end_to_end(path, gemini, client, make_user, make_job):
    case = json.loads(path.read_text(encoding="utf-8"))
    expect = case["expect"]
    seeker, profile, job = case_objects(case, make_user, make_job)
    gemini.reply_text(case["response"])
    client.force_login(seeker)

    page = ask_and_follow(client, job)

    assert gemini.calls == 1
    explanation = Explanation.objects.get(seeker=seeker, job=job)
    shown = [html.unescape(p) for p in _points(page)]
    if expect["status"] == "rejected":
        assert explanation.status == Explanation.Status.REJECTED
        assert shown == []
        assert "not in the format we require" in page
        assert not explanation.claims.exists()
        return
    assert shown == expect["matches"] + expect["gaps"]
    assert explanation.dropped == expect["dropped"]
    assert explanation.drop_reasons == expect["reasons"]
    if shown:
        assert explanation.status == Explanation.Status.OK
        if expect["dropped"] == 0:
            assert "Every point below quotes your profile or this job." in page
        elif expect["dropped"] == 1:
            assert "1 point was removed because it failed the check." in page
        else:
            assert (
                f"{expect['dropped']} points were removed because they failed the check." in page
            )
    else:
        assert explanation.status == Explanation.Status.NOTHING_VERIFIED
        assert "Every point below" not in page
        assert ("could not verify any point" in page) or ("found no point" in page)
    # Every claim the model made is on record, kept or dropped with its reason.
    assert explanation.claims.filter(outcome=Claim.Outcome.DROPPED).count() == expect["dropped"]


LABELLED = sorted((Path(__file__).parent / "cases-faithful").glob("*.json"))


@pytest.mark.parametrize("path", LABELLED, ids=[p.stem for p in LABELLED])
def test_labelled_cases_through_the_page(path, gemini, client, make_user, make_job):
    """The page shows no unfaithful sentence, and every fair claim the contract keeps."""
    from tests.test_faithfulness import KNOWN_LIMITS, run_case

    case = json.loads(path.read_text(encoding="utf-8"))
    for name in ("work_mode", "employment_type"):
        if len(case["job"][name]) > Job._meta.get_field(name).max_length:
            pytest.skip(f"{name} {case['job'][name]!r} is free text; the portal stores a choice")
    seeker, profile, job = case_objects(case, make_user, make_job)
    gemini.reply_text(case["response"])
    client.force_login(seeker)
    page = html.unescape(ask_and_follow(client, job))
    shown = [html.unescape(point) for point in _points(page)]
    _, kept, _ = run_case(case)
    for label in case["labels"]:
        key = (label["kind"], label["profileQuote"], label["jobQuote"])
        if label["point"] in KNOWN_LIMITS.get(path.stem, set()):
            continue
        if label["label"] == "unfaithful":
            assert label["point"] not in shown
        elif key in kept and label["why"] != "related":
            assert label["point"] in shown
        elif key in kept:
            assert label["point"] in shown or label["jobQuote"] in page


def _points(page: str) -> list[str]:
    """The point texts on the page, in order (gap points after their fixed intro)."""
    points = []
    for chunk in page.split('<p class="point-text">')[1:]:
        text = chunk.split("</p>", 1)[0]
        text = text.replace('<strong class="gap-intro">Not shown in your profile:</strong> ', "")
        points.append(text)
    return points


def test_what_the_sdk_sends(gemini, seeker_client, profile, job):
    gemini.reply_text('{"matches": [], "gaps": []}')
    ask(seeker_client, job)
    request = gemini.last_request
    assert request.model == "gemini-3.8-flash"
    assert request.headers["x-goog-api-key"] == API_KEY
    body = json.dumps(request.body, ensure_ascii=False)
    system = request.body["systemInstruction"]["parts"][0]["text"]
    assert "word for word" in system
    user = request.body["contents"][0]["parts"][0]["text"]
    assert user.startswith("CANDIDATE PROFILE:\nHeadline: Backend developer\n")
    assert "JOB POSTING:\nJob title: Java Engineer\n" in user
    for private in ("Ana Kovač", "ana.kovac@example.com", "+49 151 2345 6789", "72000 EUR"):
        assert private not in body
    config = request.body["generationConfig"]
    assert config["responseMimeType"] == "application/json"
    assert config["temperature"] <= 0.2


def test_markup_from_the_model_and_the_texts_is_shown_as_text(gemini, client, make_user, make_job):
    seeker = make_user()
    Profile.objects.create(
        user=seeker,
        headline="<b>Dev</b>",
        skills="<i>Java</i>, Docker",
        experience="<script>alert(2)</script> APIs",
    )
    job = make_job(
        make_user("recruiter"),
        description="<img src=x onerror=alert(3)> Java APIs",
        requirements="Docker <svg onload=alert(4)>",
    )
    gemini.reply_text(
        json.dumps(
            {
                "matches": [
                    {
                        "point": '<img src=x onerror="alert(1)"> Docker',
                        "profileQuote": "Docker",
                        "jobQuote": "Docker <svg onload=alert(4)>",
                    }
                ],
                "gaps": [],
            }
        )
    )
    client.force_login(seeker)
    page = ask_and_follow(client, job)
    assert "<img src=x" not in page and "<svg onload" not in page and "<script>alert" not in page
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Docker" in page
    assert "Docker &lt;svg onload=alert(4)&gt;" in page
    assert "&lt;script&gt;alert(2)&lt;/script&gt; APIs" in page


def test_json_reply_carries_the_page_fragment_escaped(gemini, client, make_user, make_job):
    """The script shows the server's own rendering, so the page reads the same either way."""
    seeker = make_user()
    Profile.objects.create(user=seeker, headline="Dev", skills="<i>Java</i>, Docker")
    job = make_job(make_user("recruiter"), requirements="Docker <svg onload=alert(4)>")
    gemini.reply_text(
        json.dumps(
            {
                "matches": [
                    {
                        "point": '<img src=x onerror="alert(1)"> Docker',
                        "profileQuote": "Docker",
                        "jobQuote": "Docker <svg onload=alert(4)>",
                    }
                ],
                "gaps": [],
            }
        )
    )
    client.force_login(seeker)
    fragment = ask(client, job, json_reply=True).json()["html"]
    assert "<img" not in fragment and "<svg" not in fragment
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Docker" in fragment
    assert fragment.lstrip().startswith('<div class="explanation-result" id="explanation-result"')
    page = client.get(job.get_absolute_url()).content.decode()
    assert _fragment_text(fragment) == _fragment_text(page)


def _fragment_text(html_text):
    """The text of the explanation's box, with whitespace squashed."""
    start = html_text.index('<div class="explanation-result"')
    end = html_text.index("</div>", start)
    return " ".join(html_text[start:end].split())


def test_json_reply_has_points_quotes_and_places(gemini, seeker_client, profile, job):
    gemini.reply_text(
        json.dumps(
            {
                "matches": [
                    {
                        "point": "Docker in both",
                        "profileQuote": "Docker",
                        "jobQuote": "experience with AWS and Docker",
                    }
                ],
                "gaps": [
                    {
                        "point": "AWS is asked for",
                        "profileQuote": "",
                        "jobQuote": "deploy services on AWS",
                    }
                ],
            }
        )
    )
    response = ask(seeker_client, job, json_reply=True)
    assert response.status_code == 200
    data = response.json()
    assert data["status"] == "ok" and data["cached"] is False
    assert data["summary"] == "Every point below quotes your profile or this job."
    match = data["matches"][0]
    assert match["point"] == "Docker in both"
    profile_quote, job_quote = match["quotes"]
    assert profile_quote["label"] == "Your profile · Skills"
    assert profile.skills[profile_quote["start"] : profile_quote["end"]] == "Docker"
    assert job_quote["label"] == "This job · Requirements"
    assert (
        job.requirements[job_quote["start"] : job_quote["end"]] == "experience with AWS and Docker"
    )
    gap = data["gaps"][0]
    assert gap["intro"] == "Not shown in your profile"
    assert [q["label"] for q in gap["quotes"]] == ["This job · Description"]


def test_quote_highlight_without_javascript(gemini, seeker_client, profile, job):
    gemini.reply_text(
        json.dumps(
            {
                "matches": [],
                "gaps": [
                    {"point": "AWS", "profileQuote": "", "jobQuote": "deploy services on AWS"}
                ],
            }
        )
    )
    explanation_page = ask(seeker_client, job)
    claim = Claim.objects.get(outcome="kept")
    page = seeker_client.get(
        explanation_page.url, {"highlight": f"{claim.pk}-job"}
    ).content.decode()
    assert '<mark class="quote-highlight" id="highlight">deploy services on AWS</mark>' in page
    assert f'href="?highlight={claim.pk}-job#highlight"' in page


def test_two_asks_within_the_cooldown_make_one_call(
    gemini, seeker_client, profile, job, make_job, recruiter
):
    gemini.reply_text('{"matches": [], "gaps": []}', times=5)
    other_job = make_job(recruiter, title="Platform Engineer")
    assert ask(seeker_client, job).status_code == 302
    second = ask(seeker_client, other_job)
    assert second.status_code == 429
    assert "one explanation every 30 seconds" in second.content.decode()
    assert int(second["Retry-After"]) in range(1, 31)
    as_json = ask(seeker_client, other_job, json_reply=True)
    assert as_json.status_code == 429
    assert as_json.json()["error"] == "rate_limited" and 1 <= as_json.json()["retry_after"] <= 30
    assert gemini.calls == 1


def test_a_stored_answer_is_reused_without_a_call_or_quota(gemini, seeker_client, profile, job):
    gemini.reply_text(
        json.dumps(
            {
                "matches": [],
                "gaps": [
                    {"point": "AWS", "profileQuote": "", "jobQuote": "deploy services on AWS"}
                ],
            }
        )
    )
    first = ask(seeker_client, job, json_reply=True).json()
    again = ask(seeker_client, job, json_reply=True)  # inside the cooldown: no 429
    assert again.status_code == 200
    assert again.json()["id"] == first["id"] and again.json()["cached"] is True
    assert gemini.calls == 1


def test_a_changed_profile_or_job_asks_again(gemini, seeker_client, profile, job, settings):
    settings.EXPLAIN_COOLDOWN_SECONDS = 0
    gemini.set_default(
        {
            "reply": "text",
            "text": json.dumps(
                {
                    "matches": [],
                    "gaps": [
                        {"point": "AWS", "profileQuote": "", "jobQuote": "deploy services on AWS"}
                    ],
                }
            ),
        }
    )
    ask(seeker_client, job)
    profile.skills += ", Terraform"
    profile.save()
    ask(seeker_client, job)
    assert gemini.calls == 2
    job.description += " Join us."
    job.save()
    ask(seeker_client, job)
    assert gemini.calls == 3
    profile.phone = "+1 555 0100"  # private fields are not sent: same question
    profile.save()
    ask(seeker_client, job)
    assert gemini.calls == 3


def notice_on(client, job):
    page = client.get(job.get_absolute_url()).content.decode()
    notices = re.findall(r'<p class="notice">(.*?)</p>', page, re.S)
    return html.unescape(notices[0]) if notices else ""


def test_the_notice_names_what_changed(gemini, seeker_client, profile, job, settings):
    gemini.set_default(
        {
            "reply": "text",
            "text": json.dumps(
                {
                    "matches": [],
                    "gaps": [
                        {"point": "AWS", "profileQuote": "", "jobQuote": "deploy services on AWS"}
                    ],
                }
            ),
        }
    )
    ask(seeker_client, job)
    assert notice_on(seeker_client, job) == ""
    profile.phone = "+1 555 0100"  # a private field: nothing the explanation read
    profile.save()
    assert notice_on(seeker_client, job) == ""
    job.description += " Join us."
    job.save()
    assert notice_on(seeker_client, job).startswith("This job has changed since")
    profile.skills += ", Terraform"
    profile.save()
    assert notice_on(seeker_client, job).startswith(
        "Your profile and this job have changed since this explanation was made."
    )


def test_a_new_prompt_version_alone_is_an_explainer_change(
    gemini, seeker_client, profile, job, monkeypatch
):
    """A new prompt version may render the same texts differently: they did not change."""
    gemini.reply_text(
        json.dumps(
            {
                "matches": [],
                "gaps": [
                    {"point": "AWS", "profileQuote": "", "jobQuote": "deploy services on AWS"}
                ],
            }
        )
    )
    ask(seeker_client, job)
    explanation = Explanation.objects.get()
    Explanation.objects.filter(pk=explanation.pk).update(
        prompt_version="0",
        prompt_fingerprint="older",
        prompt_text=explanation.prompt_text.replace("Skills:", "Skills and tools:"),
    )
    notice = notice_on(seeker_client, job)
    assert notice.startswith(
        "The explainer has changed since this explanation was made: it is "
        "now Gemini (gemini-3.8-flash)."
    )
    page = seeker_client.get(job.get_absolute_url()).content.decode()
    assert 'class="quote-text" href="?highlight=' in page  # the quotes still point into the page


@pytest.mark.usefixtures("still_limit_windows")
def test_daily_cap_per_user(gemini, seeker_client, profile, job, settings, make_job, recruiter):
    settings.EXPLAIN_COOLDOWN_SECONDS = 0
    settings.EXPLAIN_USER_DAILY_LIMIT = 2
    gemini.set_default({"reply": "text", "text": '{"matches": [], "gaps": []}'})
    jobs = [make_job(recruiter, title=f"Job {n}") for n in range(3)]
    assert [ask(seeker_client, j).status_code for j in jobs] == [302, 302, 429]
    response = ask(seeker_client, jobs[2], json_reply=True)
    assert "today's 2 explanations" in response.json()["message"]
    assert gemini.calls == 2


@pytest.mark.usefixtures("still_limit_windows")
def test_site_wide_hourly_cap(gemini, client, settings, make_user, make_job, recruiter):
    settings.EXPLAIN_COOLDOWN_SECONDS = 0
    settings.EXPLAIN_SITE_HOURLY_LIMIT = 2
    gemini.set_default({"reply": "text", "text": '{"matches": [], "gaps": []}'})
    job = make_job(recruiter)
    statuses = []
    for _ in range(3):
        seeker = make_user()
        Profile.objects.create(user=seeker, skills="Java", headline="Dev")
        client.force_login(seeker)
        statuses.append(ask(client, job).status_code)
    assert statuses == [302, 302, 429]
    assert gemini.calls == 2


def test_limits_fail_closed_when_the_cache_is_down(gemini, seeker_client, profile, job, settings):
    settings.CACHES = {
        **settings.CACHES,
        "broken": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",
            "OPTIONS": {"socket_connect_timeout": 0.5},
        },
    }
    settings.RATELIMIT_USE_CACHE = "broken"
    response = ask(seeker_client, job, json_reply=True)
    assert response.status_code == 503
    assert "nothing was sent or saved" in response.json()["message"]
    page = ask(seeker_client, job)
    assert page.status_code == 503 and "Please wait a moment" in page.content.decode()
    assert gemini.calls == 0
    assert seeker_client.get(job.get_absolute_url()).status_code == 200


def test_another_seeker_cannot_see_an_explanation(
    gemini, seeker_client, profile, job, client, make_user
):
    response = ask(seeker_client, job)
    explanation = Explanation.objects.get()
    assert seeker_client.get(response.url).status_code == 200
    client.force_login(make_user())
    assert client.get(explanation.get_absolute_url()).status_code == 404
    client.force_login(make_user("recruiter"))
    assert client.get(explanation.get_absolute_url()).status_code == 404
    client.logout()
    assert client.get(explanation.get_absolute_url()).status_code == 302


def test_recruiters_and_anonymous_cannot_ask(gemini, client, job, recruiter):
    response = client.post(explain_url(job))
    assert response.status_code == 302 and reverse("login") in response.url
    client.force_login(recruiter)
    assert client.post(explain_url(job)).status_code == 403
    assert client.get(explain_url(job)).status_code == 405
    assert gemini.calls == 0


def test_no_profile_yet(gemini, seeker_client, job):
    response = ask(seeker_client, job, json_reply=True)
    assert response.status_code == 409 and response.json()["error"] == "no_profile"
    page = seeker_client.get(ask(seeker_client, job).url).content.decode()
    assert "Create your profile first" in page
    assert reverse("jobportal:profile_edit") in page
    assert gemini.calls == 0 and not Explanation.objects.exists()


def test_profile_too_thin(gemini, seeker_client, seeker, job):
    Profile.objects.create(user=seeker, headline="Developer", full_name="Someone")
    response = ask(seeker_client, job, json_reply=True)
    assert response.status_code == 409
    assert "Please fill in: Skills." in response.json()["message"]
    page = seeker_client.get(job.get_absolute_url()).content.decode()
    assert "Your profile is too thin" in page and "data-explain-form" not in page
    assert gemini.calls == 0


def test_closed_job(gemini, seeker_client, profile, job):
    job.close()
    response = ask(seeker_client, job, json_reply=True)
    assert response.status_code == 409 and response.json()["error"] == "job_closed"
    assert gemini.calls == 0


def assert_recorded_failure(status, page, message, *, error_code=None):
    explanation = Explanation.objects.get()
    assert explanation.status == status
    if error_code:
        assert explanation.error_code == error_code
    assert not explanation.claims.exists()
    assert message in page
    assert API_KEY not in page
    for value in (explanation.raw_response, explanation.error_code, explanation.prompt_text):
        assert API_KEY not in value
    return explanation


def test_timeout(gemini, seeker_client, profile, job, settings):
    settings.GEMINI_TIMEOUT_SECONDS = 1
    gemini.hang(4)
    page = ask_and_follow(seeker_client, job)
    explanation = assert_recorded_failure(
        Explanation.Status.TIMEOUT, page, "did not answer in time"
    )
    assert explanation.latency_ms < 3500


@pytest.mark.parametrize("code", [400, 429, 500, 503])
def test_provider_errors_never_leak_the_key(gemini, seeker_client, profile, job, code, caplog):
    gemini.reply_status(
        code,
        {
            "error": {
                "code": code,
                "status": "UNAVAILABLE",
                "message": f"bad key {API_KEY} echoed back",
            }
        },
    )
    with caplog.at_level(logging.DEBUG):
        page = ask_and_follow(seeker_client, job)
    assert_recorded_failure(
        Explanation.Status.PROVIDER_ERROR,
        page,
        "could not be reached or refused",
        error_code=f"http_{code}",
    )
    assert gemini.calls == 1  # one attempt, no retries
    assert API_KEY not in caplog.text
    assert "echoed back" not in caplog.text


def test_connection_failure(gemini, seeker_client, profile, job, settings):
    settings.GEMINI_BASE_URL = "http://127.0.0.1:9/"
    page = ask_and_follow(seeker_client, job)
    assert_recorded_failure(
        Explanation.Status.PROVIDER_ERROR, page, "could not be reached", error_code="connection"
    )


def test_invalid_json_is_rejected_and_recorded(gemini, seeker_client, profile, job):
    gemini.reply_text("Sure! You are a great fit.")
    page = ask_and_follow(seeker_client, job)
    explanation = assert_recorded_failure(
        Explanation.Status.REJECTED,
        page,
        "not in the format we require",
        error_code="not_one_json_value",
    )
    assert explanation.raw_response == "Sure! You are a great fit."


def test_blocked_reply(gemini, seeker_client, profile, job):
    gemini.reply_blocked("SAFETY")
    page = ask_and_follow(seeker_client, job)
    assert_recorded_failure(
        Explanation.Status.PROVIDER_ERROR, page, "refused the request", error_code="blocked"
    )


def test_tokens_latency_and_model_are_recorded(gemini, seeker_client, profile, job):
    gemini.reply_text(
        '{"matches": [], "gaps": []}',
        usage={"promptTokenCount": 321, "candidatesTokenCount": 12, "totalTokenCount": 333},
    )
    ask(seeker_client, job)
    explanation = Explanation.objects.get()
    assert (explanation.prompt_tokens, explanation.response_tokens, explanation.total_tokens) == (
        321,
        12,
        333,
    )
    assert explanation.model_name == "gemini-3.8-flash" and explanation.source == "gemini"
    assert explanation.latency_ms is not None and explanation.prompt_version
    assert explanation.prompt_text.startswith("CANDIDATE PROFILE:")


def test_without_a_key_the_offline_explainer_answers(seeker_client, profile, job, settings):
    settings.GEMINI_API_KEY = ""
    response = ask(seeker_client, job, json_reply=True)
    data = response.json()
    assert response.status_code == 200
    assert data["source"] == "offline" and "keyword match, no AI" in data["source_label"]
    assert data["matches"], data
    page = seeker_client.get(data["url"]).content.decode()
    assert "keyword match, no AI" in page
    explanation = Explanation.objects.get()
    assert explanation.model_name == "offline-keyword-v2" and explanation.status == "ok"


def test_job_page_shows_the_latest_answer_and_marks_it_stale(gemini, seeker_client, profile, job):
    gemini.reply_text(
        json.dumps(
            {
                "matches": [],
                "gaps": [
                    {
                        "point": "AWS is asked for",
                        "profileQuote": "",
                        "jobQuote": "deploy services on AWS",
                    }
                ],
            }
        )
    )
    ask(seeker_client, job)
    page = seeker_client.get(job.get_absolute_url()).content.decode()
    assert "AWS is asked for" in page and "up to date" in page
    Job.objects.filter(pk=job.pk).update(description="Build Go services on AWS.")
    page = seeker_client.get(job.get_absolute_url()).content.decode()
    assert "has changed since this explanation" in page
    assert "data-explain-form" in page


def test_unstorable_characters_in_a_reply_are_recorded_not_a_500(
    gemini, seeker_client, profile, job
):
    gemini.reply_text('{"matches": [], "gaps": []}\x00 \ud800 trailing')
    page = ask_and_follow(seeker_client, job)
    explanation = assert_recorded_failure(
        Explanation.Status.REJECTED, page, "not in the format we require"
    )
    assert "\x00" not in explanation.raw_response and "trailing" in explanation.raw_response


def test_unstorable_characters_in_a_claim_are_replaced_when_stored(
    gemini, seeker_client, profile, job
):
    gemini.reply_text(
        json.dumps(
            {
                "matches": [],
                "gaps": [
                    {
                        "point": "AWS\x00 is \ud800 asked for",
                        "profileQuote": "",
                        "jobQuote": "deploy services on AWS",
                    }
                ],
            }
        )
    )
    page = ask_and_follow(seeker_client, job)
    claim = Claim.objects.get()
    assert claim.outcome == "kept" and claim.point == "AWS\ufffd is \ufffd asked for"
    assert "AWS\ufffd is \ufffd asked for" in page


def test_a_quote_is_shown_with_the_bracket_it_opened(gemini, seeker_client, profile, job):
    gemini.reply_text(
        json.dumps(
            {
                "matches": [
                    {
                        "point": "Java",
                        "profileQuote": "Java (Intermediate, 3 years)",
                        "jobQuote": "Build secure Java APIs",
                    }
                ],
                "gaps": [],
            }
        )
    )
    data = ask(seeker_client, job, json_reply=True).json()
    quote = data["matches"][0]["quotes"][0]
    assert quote["text"] == "Java (Intermediate, 3 years)"
    assert profile.skills[quote["start"] : quote["end"]] == "Java (Intermediate, 3 years)"


# -- the budget: whose it is, what counts, what a limited seeker sees -----------------------


def test_the_cooldown_belongs_to_the_user_not_only_the_session(
    gemini, seeker, profile, job, make_job, recruiter
):
    gemini.set_default({"reply": "text", "text": '{"matches": [], "gaps": []}'})
    first, second = Client(), Client()
    first.force_login(seeker)
    second.force_login(seeker)  # another browser of the same person
    assert ask(first, job).status_code == 302
    refused = ask(second, make_job(recruiter, title="Platform Engineer"), json_reply=True)
    assert refused.status_code == 429
    assert "one explanation every 30 seconds" in refused.json()["message"]
    assert gemini.calls == 1


def test_the_cooldown_page_without_javascript_leads_back_to_the_job(
    gemini, seeker_client, profile, job, make_job, recruiter
):
    gemini.set_default({"reply": "text", "text": '{"matches": [], "gaps": []}'})
    other_job = make_job(recruiter, title="Platform Engineer")
    ask(seeker_client, job)
    page = ask(seeker_client, other_job)
    assert page.status_code == 429 and 1 <= int(page["Retry-After"]) <= 30
    text = page.content.decode()
    assert "<title>Please wait a moment" in text
    assert f'<a href="{other_job.get_absolute_url()}">Back to the job</a>' in text
    assert 'href="/">Back to the jobs' not in text


def test_an_identical_question_just_answered_in_another_window_is_shared(
    gemini, seeker, profile, job
):
    """A failure is not stored for reuse, but a second window asking at the same moment gets
    the answer the first one got instead of a cooldown refusal or a second call."""
    gemini.reply_status(503)
    first, second = Client(), Client()
    first.force_login(seeker)
    second.force_login(seeker)
    answer = ask(first, job, json_reply=True).json()
    shared = ask(second, job, json_reply=True)
    assert shared.status_code == 200
    assert shared.json()["id"] == answer["id"] and shared.json()["cached"] is True
    assert shared.json()["status"] == Explanation.Status.PROVIDER_ERROR
    assert gemini.calls == 1


@pytest.mark.usefixtures("still_limit_windows")
def test_the_offline_explainer_takes_nothing_from_the_budget(
    seeker_client, profile, job, make_job, recruiter, settings
):
    settings.GEMINI_API_KEY = ""
    settings.EXPLAIN_USER_DAILY_LIMIT = 1
    settings.EXPLAIN_SITE_HOURLY_LIMIT = 1
    jobs = [job, *(make_job(recruiter, title=f"Java Engineer {n}") for n in range(3))]
    replies = [ask(seeker_client, each, json_reply=True) for each in jobs]
    assert [reply.status_code for reply in replies] == [200] * 4
    assert {reply.json()["source"] for reply in replies} == {"offline"}
    assert Explanation.objects.count() == 4


@pytest.mark.usefixtures("still_limit_windows")
def test_a_new_account_has_a_smaller_first_day_budget(
    gemini, seeker_client, seeker, profile, settings, make_job, recruiter
):
    settings.EXPLAIN_COOLDOWN_SECONDS = 0
    settings.EXPLAIN_NEW_ACCOUNT_DAILY_LIMIT = 2
    gemini.set_default({"reply": "text", "text": '{"matches": [], "gaps": []}'})
    jobs = [make_job(recruiter, title=f"Job {n}") for n in range(4)]
    assert [ask(seeker_client, j).status_code for j in jobs[:3]] == [302, 302, 429]
    refused = ask(seeker_client, jobs[2], json_reply=True).json()
    assert "today's 2 explanations (a new account's first day)" in refused["message"]
    # A day later the account has the full budget.
    User.objects.filter(pk=seeker.pk).update(
        date_joined=timezone.now() - timedelta(days=1, minutes=1)
    )
    assert ask(seeker_client, jobs[3]).status_code == 302
    assert gemini.calls == 3


@pytest.mark.usefixtures("still_limit_windows")
def test_accounts_made_in_bulk_cannot_spend_what_existing_seekers_rely_on(
    gemini, client, settings, make_user, make_job, recruiter
):
    settings.EXPLAIN_COOLDOWN_SECONDS = 0
    settings.EXPLAIN_SITE_HOURLY_LIMIT = 4
    settings.EXPLAIN_NEW_ACCOUNTS_HOURLY_LIMIT = 2
    gemini.set_default({"reply": "text", "text": '{"matches": [], "gaps": []}'})
    job = make_job(recruiter)

    def seeker_asks(*, joined_days_ago: int):
        seeker = make_user(date_joined=timezone.now() - timedelta(days=joined_days_ago))
        Profile.objects.create(user=seeker, skills="Java", headline="Dev")
        client.force_login(seeker)
        return ask(client, job, json_reply=True)

    bots = [seeker_asks(joined_days_ago=0) for _ in range(4)]
    assert [reply.status_code for reply in bots] == [200, 200, 429, 429]
    assert "New accounts have used this hour's share" in bots[2].json()["message"]
    regulars = [seeker_asks(joined_days_ago=30) for _ in range(3)]
    assert [reply.status_code for reply in regulars] == [200, 200, 429]
    assert "paused new ones" in regulars[2].json()["message"]
    assert gemini.calls == 4
