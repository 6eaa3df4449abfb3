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
    assert "The resume is 2,097,153 bytes; the limit is 2,097,152 bytes (2.0 MB)." in reply.text
