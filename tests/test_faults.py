"""Every fault of every dependency, in-process: the test client, the real SDK, the fake server.

For each fault: no 500 page, the user gets a clear message, the attempt is recorded for the
admin (an Explanation row with its status and error code, and a WARNING log line), no claim
rows, and the API key is nowhere: not in the page, the JSON, the logs or the database.
Faults that need real processes (two app servers, a Redis killed mid-run, PostgreSQL cutting
connections) are in tests/services/.
"""

import json
import logging
import time

import pytest
from django.db import DatabaseError
from django.forms.models import model_to_dict
from django.test import Client
from django.urls import reverse

from explain import service
from explain.gemini import MAX_REPLY_CHARS
from explain.models import Claim, Explanation
from explain.service import MAX_STORED_RESPONSE_CHARS, explain_match, prepare_question
from tests.conftest import FAKE_API_KEY as API_KEY
from tests.fake_gemini import generate_content_body, make_reply_text

pytestmark = pytest.mark.django_db

PROVIDER_MESSAGE = "could not be reached or refused"
TIMEOUT_MESSAGE = "did not answer in time"
FORMAT_MESSAGE = "not in the format we require"
DEAD_REDIS = {
    "BACKEND": "django.core.cache.backends.redis.RedisCache",
    "LOCATION": "redis://127.0.0.1:1/0",
    "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5},
}


def echo(code: int) -> dict:
    return {
        "error": {
            "code": code,
            "status": "RESOURCE_EXHAUSTED" if code == 429 else "UNAVAILABLE",
            "message": f"API key not valid: {API_KEY}. Please pass a valid API key.",
            "details": [{"key": API_KEY}],
        }
    }


# name: (behaviour for the fake server, status recorded, error code recorded, message shown)
FAULTS = {
    "http-429": (
        {"reply": "status", "code": 429, "body": echo(429)},
        Explanation.Status.PROVIDER_ERROR,
        "http_429",
        PROVIDER_MESSAGE,
    ),
    "http-500": (
        {"reply": "status", "code": 500, "body": echo(500)},
        Explanation.Status.PROVIDER_ERROR,
        "http_500",
        PROVIDER_MESSAGE,
    ),
    "http-503": (
        {"reply": "status", "code": 503, "body": echo(503)},
        Explanation.Status.PROVIDER_ERROR,
        "http_503",
        PROVIDER_MESSAGE,
    ),
    "http-503-plain-text": (
        {"reply": "status", "code": 503, "body": f"<h1>503</h1> key={API_KEY}"},
        Explanation.Status.PROVIDER_ERROR,
        "http_503",
        PROVIDER_MESSAGE,
    ),
    "truncated-body": (
        {"reply": "truncated"},
        Explanation.Status.PROVIDER_ERROR,
        "bad_reply",
        PROVIDER_MESSAGE,
    ),
    "finish-safety-no-text": (
        {"reply": "blocked", "finish_reason": "SAFETY"},
        Explanation.Status.PROVIDER_ERROR,
        "blocked",
        PROVIDER_MESSAGE,
    ),
    "prompt-blocked": (
        {"reply": "blocked", "block_reason": "SAFETY"},
        Explanation.Status.PROVIDER_ERROR,
        "blocked",
        PROVIDER_MESSAGE,
    ),
    "over-the-size-limit": (
        {"reply": "huge", "n_bytes": 5_000_000},
        Explanation.Status.PROVIDER_ERROR,
        "bad_reply",
        PROVIDER_MESSAGE,
    ),
    "connection-closed-mid-reply": (
        {"reply": "close", "mid_response": True},
        Explanation.Status.PROVIDER_ERROR,
        None,
        PROVIDER_MESSAGE,
    ),
    "connection-closed-before-reply": (
        {"reply": "close", "mid_response": False},
        Explanation.Status.PROVIDER_ERROR,
        None,
        PROVIDER_MESSAGE,
    ),
    "html-instead-of-json": (
        {"reply": "status", "code": 200, "body": "<html>Bad gateway</html>"},
        Explanation.Status.PROVIDER_ERROR,
        "bad_reply",
        PROVIDER_MESSAGE,
    ),
    "empty-json-object": (
        {"reply": "status", "code": 200, "body": {}},
        Explanation.Status.PROVIDER_ERROR,
        "blocked",
        PROVIDER_MESSAGE,
    ),
    "candidate-without-parts": (
        {
            "reply": "status",
            "code": 200,
            "body": {"candidates": [{"content": {"role": "model"}, "finishReason": "MAX_TOKENS"}]},
        },
        Explanation.Status.PROVIDER_ERROR,
        "blocked",
        PROVIDER_MESSAGE,
    ),
    "wrong-types-in-body": (
        {
            "reply": "status",
            "code": 200,
            "body": {"candidates": "yes", "usageMetadata": [], "modelVersion": 7},
        },
        Explanation.Status.PROVIDER_ERROR,
        "bad_reply",
        PROVIDER_MESSAGE,
    ),
    "key-echoed-in-model-version": (
        {
            "reply": "text",
            "text": make_reply_text([("Docker in both", "Docker", "Docker")]),
            "model_version": f"gemini-{API_KEY}",
        },
        Explanation.Status.PROVIDER_ERROR,
        "key_echoed",
        PROVIDER_MESSAGE,
    ),
    "key-echoed-in-finish-reason": (
        {
            "reply": "text",
            "text": make_reply_text([("Docker in both", "Docker", "Docker")]),
            "finish_reason": API_KEY,
        },
        Explanation.Status.PROVIDER_ERROR,
        "key_echoed",
        PROVIDER_MESSAGE,
    ),
    "key-echoed-in-block-reason": (
        {"reply": "blocked", "block_reason": API_KEY},
        Explanation.Status.PROVIDER_ERROR,
        "key_echoed",
        PROVIDER_MESSAGE,
    ),
    "key-echoed-in-model-text": (
        {
            "reply": "text",
            "text": make_reply_text([(f"Docker, key {API_KEY}", "Docker", "Docker")]),
        },
        Explanation.Status.PROVIDER_ERROR,
        "key_echoed",
        PROVIDER_MESSAGE,
    ),
    "prose-instead-of-json": (
        {"reply": "text", "text": f"Sure! Your key is {API_KEY[:8]}..."},
        Explanation.Status.REJECTED,
        None,
        FORMAT_MESSAGE,
    ),
}


def ask(client, job, *, json_reply=False):
    headers = {"HTTP_ACCEPT": "application/json"} if json_reply else {}
    return client.post(reverse("explain:explain_job", args=[job.pk]), **headers)


def assert_no_key_anywhere(*texts: str) -> None:
    for text in texts:
        assert API_KEY not in text
    for explanation in Explanation.objects.all():
        assert API_KEY not in json.dumps(model_to_dict(explanation), default=str)
    for claim in Claim.objects.all():
        assert API_KEY not in json.dumps(model_to_dict(claim), default=str)


def assert_recorded(status, error_code, caplog) -> Explanation:
    explanation = Explanation.objects.get()
    assert explanation.status == status
    if error_code:
        assert explanation.error_code == error_code
    assert explanation.error_code or status == Explanation.Status.REJECTED
    assert not Claim.objects.exists()
    # The admin's log line: figures only, at WARNING for every failure.
    lines = [
        json.loads(record.getMessage())
        for record in caplog.records
        if record.name == "explain" and record.levelno == logging.WARNING
    ]
    assert [line["status"] for line in lines] == [status]
    return explanation


@pytest.mark.parametrize("name", list(FAULTS))
def test_gemini_fault_as_a_page(name, gemini, seeker_client, profile, job, caplog):
    behaviour, status, error_code, message = FAULTS[name]
    gemini.script(behaviour)
    with caplog.at_level(logging.DEBUG):
        response = ask(seeker_client, job)
        assert response.status_code == 302
        page = seeker_client.get(response.url)
    assert page.status_code == 200
    text = page.content.decode()
    assert message in text
    assert gemini.calls == 1
    assert_recorded(status, error_code, caplog)
    assert_no_key_anywhere(text, caplog.text)


@pytest.mark.parametrize("name", list(FAULTS))
def test_gemini_fault_as_json(name, gemini, seeker_client, profile, job, caplog):
    behaviour, status, error_code, message = FAULTS[name]
    gemini.script(behaviour)
    with caplog.at_level(logging.DEBUG):
        response = ask(seeker_client, job, json_reply=True)
    assert response.status_code == 200
    data = response.json()
    assert data["status"] == status and message in data["message"]
    assert data["matches"] == [] and data["gaps"] == []
    assert_recorded(status, error_code, caplog)
    assert_no_key_anywhere(response.content.decode(), caplog.text)


def test_a_key_echoed_in_the_models_text_reaches_no_export(
    gemini, seeker_client, profile, job, make_user, capfd
):
    gemini.reply_text(
        make_reply_text([(f"Docker, key {API_KEY}", "Docker", "Docker")]), model_version=API_KEY
    )
    ask(seeker_client, job)
    reviewer = make_user(username="reviewer", is_staff=True, is_superuser=True)
    admin = Client()
    admin.force_login(reviewer)
    explanation = Explanation.objects.get()
    pages = [
        admin.get(reverse("admin:explain_explanation_quality_export", args=[kind]))
        .getvalue()
        .decode()
        for kind in ("explanations", "claims")
    ]
    pages.append(
        admin.get(
            reverse("admin:explain_explanation_change", args=[explanation.pk])
        ).content.decode()
    )
    assert explanation.error_code == "key_echoed"
    out, err = capfd.readouterr()
    assert_no_key_anywhere(*pages, out, err)


def test_a_hanging_model_answers_within_the_timeout(
    gemini, seeker_client, profile, job, settings, caplog
):
    settings.GEMINI_TIMEOUT_SECONDS = 2
    gemini.hang(20)
    started = time.monotonic()
    response = ask(seeker_client, job, json_reply=True)
    elapsed = time.monotonic() - started
    assert response.status_code == 200
    assert response.json()["status"] == "timeout"
    assert TIMEOUT_MESSAGE in response.json()["message"]
    assert 2 <= elapsed < 2 + 3
    explanation = assert_recorded(Explanation.Status.TIMEOUT, "timeout", caplog)
    assert 2000 <= explanation.latency_ms < 5000


def test_a_refused_connection(gemini, seeker_client, profile, job, settings, caplog):
    settings.GEMINI_BASE_URL = "http://127.0.0.1:9/"
    response = ask(seeker_client, job, json_reply=True)
    assert response.json()["status"] == Explanation.Status.PROVIDER_ERROR
    assert_recorded(Explanation.Status.PROVIDER_ERROR, "connection", caplog)


def test_a_reply_over_the_checkers_limit_is_rejected_and_stored_bounded(
    gemini, seeker_client, profile, job, caplog
):
    point = "Docker " * 6000  # valid JSON, about 42,000 characters: over 32,768, under the cap
    text = make_reply_text([(point, "Docker", "Docker")])
    assert 32_768 < len(text) < MAX_REPLY_CHARS
    gemini.reply_text(text)
    response = ask(seeker_client, job, json_reply=True)
    assert response.json()["status"] == Explanation.Status.REJECTED
    explanation = assert_recorded(Explanation.Status.REJECTED, None, caplog)
    assert explanation.raw_response == text[:MAX_STORED_RESPONSE_CHARS]


def test_nul_and_lone_surrogates_in_the_reply_are_stored(gemini, seeker_client, profile, job):
    # PostgreSQL text takes neither; the reply is recorded all the same.
    raw = (
        '{"matches": [{"point": "Docker\\u0000 in both \\ud800", "profileQuote": "Docker", '
        '"jobQuote": "Docker"}], "gaps": []}'
    )
    gemini.reply_json(generate_content_body(raw))
    response = ask(seeker_client, job, json_reply=True)
    assert response.status_code == 200
    assert Explanation.objects.get().status in (
        Explanation.Status.OK,
        Explanation.Status.NOTHING_VERIFIED,
    )


def test_a_failed_write_leaves_no_partial_rows(gemini, seeker, profile, job, monkeypatch):
    gemini.reply_text(make_reply_text([("Docker in both", "Docker", "Docker")]))

    def fail(*args, **kwargs):
        raise DatabaseError("disk full")

    monkeypatch.setattr(Claim.objects, "bulk_create", fail)
    question = prepare_question(profile=profile, job=job)
    with pytest.raises(DatabaseError):
        explain_match(question=question, seeker=seeker, job=job)
    # The explanation was saved first, in the same transaction: it is gone with the claims.
    assert not Explanation.objects.exists()
    assert not Claim.objects.exists()


def test_releasing_the_connection_leaves_a_transaction_alone(db):
    # Inside a transaction (every test, and any caller's atomic block) nothing is closed.
    service.release_connection()
    assert Explanation.objects.count() == 0  # the connection still works


# -- Redis down (the shared cache of the rate limits) ---------------------------------------


@pytest.fixture
def redis_down(settings):
    settings.CACHES = {**settings.CACHES, "default": DEAD_REDIS}
    settings.RATELIMIT_USE_CACHE = "default"


# The seeker signs in before Redis goes down (signing in during an outage is refused).
def test_cache_down_pages_are_still_served(seeker_client, redis_down, job):
    anonymous = Client()
    for path in ["/", job.get_absolute_url(), reverse("login"), reverse("signup")]:
        assert anonymous.get(path).status_code == 200, path
    for path in ["/", job.get_absolute_url(), reverse("jobportal:profile_edit")]:
        assert seeker_client.get(path).status_code == 200, path


def test_cache_down_explanations_fail_closed(
    seeker_client, redis_down, gemini, profile, job, caplog
):
    with caplog.at_level(logging.WARNING):
        as_json = ask(seeker_client, job, json_reply=True)
        as_page = ask(seeker_client, job)
    assert as_json.status_code == 503 and as_json.json()["error"] == "unavailable"
    assert "nothing was sent or saved" in as_json.json()["message"]
    assert as_page.status_code == 503
    assert "the store that counts attempts cannot be reached" in as_page.content.decode()
    assert as_page["Retry-After"] == "60"
    assert gemini.calls == 0 and not Explanation.objects.exists()
    assert "shared cache unreachable (ConnectionError)" in caplog.text
    assert "127.0.0.1:1" not in caplog.text


def test_cache_down_login_fails_closed_not_500(redis_down, seeker, caplog):
    client = Client(raise_request_exception=False)
    response = client.post(reverse("login"), {"username": seeker.username, "password": "whatever"})
    assert response.status_code == 503, (
        "A Redis outage must not be a 500: add "
        "'jobportal.cache_guard.SharedCacheUnavailableMiddleware' to MIDDLEWARE."
    )
    assert "cannot be reached" in response.content.decode()
    assert response["Retry-After"] == "60"
    as_json = client.post(
        reverse("login"), {"username": "x", "password": "y"}, HTTP_ACCEPT="application/json"
    )
    assert as_json.status_code == 503 and as_json.json()["error"] == "unavailable"
    assert "127.0.0.1:1" not in caplog.text
