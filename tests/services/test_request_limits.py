"""Oversized request bodies against real gunicorn processes: refused before they are read."""

from __future__ import annotations

import pytest

from tests.services.harness import Browser, post_streaming

pytestmark = pytest.mark.services

MiB = 2**20
CSRF = "c" * 32


@pytest.mark.parametrize(
    "path, size",
    [("/profile/", 200 * MiB), ("/accounts/login/", 200 * MiB), ("/profile/", 50 * MiB)],
)
def test_an_oversized_body_is_refused_before_it_is_read(stack, path, size):
    """With a CSRF cookie the CSRF check reads the form, so a 200 MiB body used to be read and
    spooled to disk before its 403; now the answer comes after the headers."""
    seeker = stack.pool.take()
    instance = stack.instances[0]
    status, sent, seconds = post_streaming(
        instance.url + path,
        size,
        headers={
            "Cookie": f"csrftoken={CSRF}; sessionid={seeker['session']}",
            "X-CSRFToken": CSRF,
        },
    )
    assert status == 413
    # What the client got into the kernel's buffers before the answer, not what the app read.
    assert sent < 16 * MiB, f"{sent / MiB:.1f} MiB were taken before the answer"
    assert seconds < 2
    # The app server is fine and serves the next request.
    assert Browser(seeker["session"]).get(f"{instance.url}/profile/").status == 200


def test_a_chunked_body_is_never_read(stack):
    """Without a Content-Length the app cannot refuse by size, and does not need to: Django
    reads no body it cannot measure, so the form is empty and the connection is closed."""
    seeker = stack.pool.take()
    instance = stack.instances[0]
    status, sent, seconds = post_streaming(
        instance.url + "/profile/",
        200 * MiB,
        headers={
            "Cookie": f"csrftoken={CSRF}; sessionid={seeker['session']}",
            "X-CSRFToken": CSRF,
        },
        chunked=True,
    )
    assert status is not None and status < 500
    assert sent < 16 * MiB, f"{sent / MiB:.1f} MiB were taken before the answer"
    assert seconds < 2
    assert Browser(seeker["session"]).get(f"{instance.url}/profile/").status == 200


def test_a_resume_over_its_limit_but_within_the_body_limit_gets_the_forms_error(stack):
    seeker = stack.pool.take()
    browser = Browser(seeker["session"])
    resume = b"x" * (2 * MiB + 1)
    reply = browser.post_multipart(
        f"{stack.instances[1].url}/profile/",
        {"headline": "Backend developer", "skills": "Java"},
        {"resume": ("cv.txt", resume, "text/plain")},
    )
    assert reply.status == 200
    page = reply.text.replace("\xa0", " ")
    assert "The resume is 2,097,153 bytes; the limit is 2,097,152 bytes (2.0 MB)." in page


def sign_in(instance, path: str, username: str, address: str):
    return Browser().post(
        f"{instance.url}{path}",
        {"username": username, "password": "wrong"},
        extra_headers={"X-Forwarded-For": address},
    )


def test_every_login_form_on_every_instance_shares_one_count_per_address(stack):
    first, second = stack.instances
    forms = [(first, "/accounts/login/"), (second, "/admin/login/")] * 3
    statuses = [
        sign_in(instance, path, "admin", "198.51.100.7").status for instance, path in forms
    ]
    assert statuses == [200] * 5 + [429]
    refused = sign_in(first, "/admin/login/", "admin", "198.51.100.7")
    assert refused.status == 429 and int(refused.headers["retry-after"]) >= 1
    # Behind the (trusted, loopback) proxy, another client is another address.
    assert sign_in(first, "/admin/login/", "admin", "198.51.100.8").status == 200


def test_guesses_at_one_account_from_many_addresses_lock_it_everywhere(stack):
    first, second = stack.instances
    for n in range(10):  # LOGIN_ACCOUNT_FAILURES, spread over addresses and both instances
        reply = sign_in((first, second)[n % 2], "/accounts/login/", "svc-victim", f"203.0.113.{n}")
        assert reply.status == 200, n
    for instance, path in ((first, "/admin/login/"), (second, "/accounts/login/")):
        refused = sign_in(instance, path, "svc-victim", "203.0.113.99")
        assert refused.status == 429
        assert "Too many failed sign-ins for this account" in refused.text
