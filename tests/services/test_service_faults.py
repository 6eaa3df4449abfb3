"""Faults of every dependency, through real gunicorn processes: no 500, no key, no lost data.

Gemini's faults come from the fake server; Redis goes down for real (a redis-server of this
test's own, killed mid-run); PostgreSQL drops every connection of the app's database, which is
what a restart does to the connections the app servers hold.
"""

from __future__ import annotations

import signal
import threading

import pytest

from tests.services.conftest import GEMINI_TIMEOUT_SECONDS, VALID_REPLY
from tests.services.harness import (
    API_KEY,
    Browser,
    Gunicorn,
    RedisServer,
    terminate_backends,
    wait_until,
)

pytestmark = pytest.mark.services

ECHO = {
    "error": {
        "code": 0,
        "status": "UNAVAILABLE",
        "message": f"API key {API_KEY} is not valid, key={API_KEY}",
    }
}

# behaviour, the message the page shows, the recorded status and error code
GEMINI_FAULTS = {
    "429": (
        {
            "reply": "status",
            "code": 429,
            "body": {**ECHO, "error": {**ECHO["error"], "code": 429}},
        },
        "could not be reached or refused",
        "provider_error",
        "http_429",
    ),
    "500": (
        {
            "reply": "status",
            "code": 500,
            "body": {**ECHO, "error": {**ECHO["error"], "code": 500}},
        },
        "could not be reached or refused",
        "provider_error",
        "http_500",
    ),
    "503": (
        {
            "reply": "status",
            "code": 503,
            "body": {**ECHO, "error": {**ECHO["error"], "code": 503}},
        },
        "could not be reached or refused",
        "provider_error",
        "http_503",
    ),
    "503-text": (
        {"reply": "status", "code": 503, "body": f"upstream said: key {API_KEY}"},
        "could not be reached or refused",
        "provider_error",
        "http_503",
    ),
    "truncated": (
        {"reply": "truncated"},
        "could not be reached or refused",
        "provider_error",
        "bad_reply",
    ),
    "safety": (
        {"reply": "blocked", "finish_reason": "SAFETY"},
        "could not be reached or refused",
        "provider_error",
        "blocked",
    ),
    "huge": (
        {"reply": "huge", "n_bytes": 3_000_000},
        "could not be reached or refused",
        "provider_error",
        "bad_reply",
    ),
    "close": (
        {"reply": "close", "mid_response": True},
        "could not be reached or refused",
        "provider_error",
        None,
    ),
    "close-early": (
        {"reply": "close", "mid_response": False},
        "could not be reached or refused",
        "provider_error",
        None,
    ),
    # A 200 reply that carries the key back (model version, finish reason, the text itself).
    "key-echo": (
        {
            "reply": "text",
            "text": VALID_REPLY.replace("Docker in both", f"key {API_KEY}"),
            "model_version": API_KEY,
            "finish_reason": API_KEY,
        },
        "could not be reached or refused",
        "provider_error",
        "key_echoed",
    ),
}


def assert_no_key(stack, *texts: str) -> None:
    for text in texts:
        assert API_KEY not in text
    rows = stack.rows(
        "SELECT row_to_json(e)::text FROM explain_explanation e "
        "UNION ALL SELECT row_to_json(c)::text FROM explain_claim c"
    )
    assert not any(API_KEY in row[0] for row in rows)


def recorded(stack, seeker_id: int) -> list[tuple]:
    return stack.rows(
        "SELECT e.id, e.status, e.error_code, "
        "(SELECT count(*) FROM explain_claim c WHERE c.explanation_id = e.id) "
        "FROM explain_explanation e WHERE e.seeker_id = %s ORDER BY e.id",
        (seeker_id,),
    )


@pytest.mark.parametrize("fault", list(GEMINI_FAULTS))
def test_gemini_faults(stack, fake, fault):
    behaviour, message, status, error_code = GEMINI_FAULTS[fault]
    fake.script(behaviour)
    seeker = stack.pool.take()
    browser = Browser(seeker["session"])
    instance = stack.instances[len(fault) % 2]

    reply = browser.post(stack.explain_url(instance))
    assert reply.status == 302, reply.text[:300]
    page = browser.get(instance.url + reply.headers["location"])
    assert page.status == 200
    assert message in page.text
    assert "Something went wrong" not in page.text

    [(_, got_status, got_code, claims)] = recorded(stack, seeker["id"])
    assert got_status == status
    if error_code:
        assert got_code == error_code
    assert claims == 0
    assert fake.calls == 1
    assert_no_key(stack, reply.text, page.text, stack.logs())


@pytest.fixture(scope="module")
def one_slot(stack) -> Gunicorn:
    """An instance with one process of one thread: what it serves next proves it is free."""
    return stack.start_instance("one-slot", GUNICORN_WORKERS="1", GUNICORN_THREADS="1")


def test_a_hanging_model_times_out_and_frees_the_worker(stack, fake, one_slot):
    fake.script({"reply": "hang", "seconds": 60})
    seeker, other = stack.pool.take(2)

    reply = Browser(seeker["session"]).post(stack.explain_url(one_slot), json_reply=True)
    assert reply.status == 200
    data = reply.json()
    assert data["status"] == "timeout" and "did not answer in time" in data["message"]
    assert GEMINI_TIMEOUT_SECONDS <= reply.seconds < GEMINI_TIMEOUT_SECONDS + 3

    # The only thread of the only process answers the next request at once.
    health = Browser().get(f"{one_slot.url}/healthz")
    assert health.status == 200 and health.seconds < 1
    fake.set_default({"reply": "text", "text": VALID_REPLY})
    again = Browser(other["session"]).post(stack.explain_url(one_slot), json_reply=True)
    assert again.status == 200 and again.json()["status"] == "ok" and again.seconds < 3

    [(_, status, code, claims)] = recorded(stack, seeker["id"])
    assert (status, code, claims) == ("timeout", "timeout", 0)


def test_database_connections_cut_between_two_requests(stack, fake, one_slot):
    fake.set_default({"reply": "text", "text": VALID_REPLY})
    seeker = stack.pool.take()
    browser = Browser(seeker["session"])
    job_page = f"{one_slot.url}/jobs/{stack.job_id}/"
    assert browser.get(job_page).status == 200  # the pool now holds an open connection

    assert terminate_backends(stack.database_url) >= 1

    assert browser.get(job_page).status == 200
    reply = browser.post(stack.explain_url(one_slot), json_reply=True)
    assert reply.status == 200 and reply.json()["status"] == "ok"
    [(_, status, _, claims)] = recorded(stack, seeker["id"])
    assert status == "ok" and claims == 2


@pytest.fixture(scope="module")
def one_connection(stack) -> Gunicorn:
    """One process of two threads sharing a pool of one database connection."""
    return stack.start_instance(
        "one-connection",
        GUNICORN_WORKERS="1",
        GUNICORN_THREADS="2",
        DB_POOL_MIN_SIZE="1",
        DB_POOL_MAX_SIZE="1",
        DB_POOL_TIMEOUT="3",
    )


def test_database_connections_cut_while_waiting_on_the_model(stack, fake, one_connection):
    """No connection is held through the model call: other requests use it meanwhile, and a
    restart then loses nothing."""
    fake.script({"reply": "after", "seconds": 2.5, "text": VALID_REPLY})
    seeker = stack.pool.take()
    browser = Browser(seeker["session"])
    job_page = f"{one_connection.url}/jobs/{stack.job_id}/"
    assert browser.get(job_page).status == 200
    result = {}
    asking = threading.Thread(
        target=lambda: result.setdefault(
            "reply", browser.post(stack.explain_url(one_connection), json_reply=True)
        )
    )
    asking.start()
    wait_until(lambda: fake.calls == 1, timeout=10, what="the model call")
    # While the model thinks, the process's only connection serves another visitor at once.
    page = Browser().get(job_page)
    assert page.status == 200 and page.seconds < 1
    terminate_backends(stack.database_url)
    asking.join(timeout=30)

    reply = result["reply"]
    assert reply.status == 200, reply.text[:300]
    assert reply.json()["status"] == "ok"
    [(_, status, _, claims)] = recorded(stack, seeker["id"])
    assert status == "ok" and claims == 2
    assert "Traceback" not in one_connection.log()


def test_redis_goes_down_mid_run(stack, fake, tmp_path):
    fake.set_default({"reply": "text", "text": VALID_REPLY})
    redis = RedisServer(tmp_path).start()
    instance = stack.start_instance(
        "redis-down", REDIS_URL=redis.url, GUNICORN_WORKERS="2", GUNICORN_THREADS="4"
    )
    first, second, third = stack.pool.take(3)
    asker = Browser(first["session"])
    try:
        assert asker.post(stack.explain_url(instance), json_reply=True).status == 200

        redis.kill()

        # The site still serves pages, to visitors and to signed-in users.
        anonymous = Browser()
        for browser, path in [
            (anonymous, "/"),
            (anonymous, f"/jobs/{stack.job_id}/"),
            (asker, "/"),
            (asker, f"/jobs/{stack.job_id}/"),
            (anonymous, "/accounts/login/"),
        ]:
            page = browser.get(instance.url + path)
            assert page.status == 200, (path, page.status)
            assert page.seconds < 3

        health = anonymous.get(f"{instance.url}/healthz")
        assert health.status == 503
        assert health.json() == {"status": "unavailable", "database": "ok", "cache": "unreachable"}
        assert str(redis.port) not in health.text

        # The explanation endpoint fails closed, with a clear message, as JSON and as a page.
        as_json = Browser(second["session"]).post(stack.explain_url(instance), json_reply=True)
        assert as_json.status == 503
        assert as_json.json()["error"] == "unavailable"
        assert "nothing was sent or saved" in as_json.json()["message"]
        as_page = Browser(second["session"]).post(stack.explain_url(instance))
        assert as_page.status == 503
        assert "the store that counts attempts cannot be reached" in as_page.text
        assert fake.calls == 1

        # Signing in (on either login form) and signing up count attempts in Redis too:
        # refused clearly, no password checked and no account made, never a 500.
        for path, form in [
            ("/accounts/login/", {"username": "nobody", "password": "wrong"}),
            ("/admin/login/", {"username": "nobody", "password": "wrong"}),
            (
                "/accounts/signup/",
                {
                    "username": "svc-outage",
                    "email": "svc-outage@example.com",
                    "role": "seeker",
                    "password1": "a-long-enough-pass-2026",
                    "password2": "a-long-enough-pass-2026",
                },
            ),
        ]:
            refused = anonymous.post(instance.url + path, form)
            assert refused.status == 503, (path, refused.status)
            assert "cannot be reached" in refused.text

        redis.start()  # back, on the same port: everything works again
        again = Browser(third["session"]).post(stack.explain_url(instance), json_reply=True)
        assert again.status == 200 and again.json()["status"] == "ok"
        assert anonymous.get(f"{instance.url}/healthz").status == 200
    finally:
        redis.kill()
        instance.stop()

    log = instance.log()
    assert "Internal Server Error" not in log and "Traceback" not in log
    assert not recorded(stack, second["id"])  # refused before any model call: nothing to record
    assert not stack.rows("SELECT 1 FROM jobportal_user WHERE username = %s", ("svc-outage",))


def test_a_graceful_restart_lets_model_calls_in_flight_finish(stack, fake):
    """SIGTERM (a deploy) stops accepting, but an answer already being paid for comes back."""
    fake.script({"reply": "after", "seconds": 2, "text": VALID_REPLY})
    instance = stack.start_instance("graceful", GUNICORN_WORKERS="1", GUNICORN_THREADS="4")
    seeker = stack.pool.take()
    result = {}
    asking = threading.Thread(
        target=lambda: result.setdefault(
            "reply", Browser(seeker["session"]).post(stack.explain_url(instance), json_reply=True)
        )
    )
    asking.start()
    # Under load the request can take a while to reach the model; SIGTERM only once it has.
    wait_until(lambda: fake.calls == 1, timeout=10, what="the model call")
    instance.process.send_signal(signal.SIGTERM)
    asking.join(timeout=30)
    instance.stop()

    reply = result["reply"]
    assert reply.status == 200 and reply.json()["status"] == "ok"
    [(_, status, _, claims)] = recorded(stack, seeker["id"])
    assert status == "ok" and claims == 2
