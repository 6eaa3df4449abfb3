"""Two app servers, one PostgreSQL, one Redis: the limits hold across processes and machines."""

from __future__ import annotations

import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.services import harness
from tests.services.conftest import VALID_REPLY
from tests.services.harness import Browser, Reply

pytestmark = pytest.mark.services

N = 20


def simultaneously(count: int, action) -> list[Reply]:
    """Run action(i) for i in range(count) in threads released at the same moment."""
    barrier = threading.Barrier(count)

    def run(i: int) -> Reply:
        barrier.wait()
        return action(i)

    with ThreadPoolExecutor(count) as pool:
        return list(pool.map(run, range(count)))


def explanations_of(stack, seeker_ids: list[int]) -> list[tuple]:
    return stack.rows(
        "SELECT id, seeker_id, status, error_code FROM explain_explanation "
        "WHERE seeker_id = ANY(%s) ORDER BY id",
        (seeker_ids,),
    )


def test_one_session_asking_twenty_times_at_once_makes_one_model_call(stack, fake):
    fake.set_delay(1.0)
    fake.set_default({"reply": "text", "text": VALID_REPLY})
    seeker = stack.pool.take()
    browser = Browser(seeker["session"])

    replies = simultaneously(
        N, lambda i: browser.post(stack.explain_url(stack.instances[i % 2]), json_reply=True)
    )

    assert fake.calls == 1
    statuses = Counter(reply.status for reply in replies)
    assert set(statuses) <= {200, 429}, statuses
    answered = [reply.json() for reply in replies if reply.status == 200]
    assert sum(1 for data in answered if not data["cached"]) == 1
    for reply in replies:
        if reply.status == 429:
            data = reply.json()
            assert data["error"] == "rate_limited" and "one explanation every" in data["message"]
            assert 1 <= int(reply.headers["retry-after"]) <= 30
    # Both instances were asked, and both refused in the same shared cache.
    assert len(explanations_of(stack, [seeker["id"]])) == 1


def test_one_seeker_in_twenty_browsers_asking_at_once_makes_one_model_call(stack, fake):
    """The cooldown is the user's, and an identical question in flight is answered once."""
    fake.set_delay(1.0)
    fake.set_default({"reply": "text", "text": VALID_REPLY})
    seeded = harness.seed(stack.env, seekers=1, jobs=2, prefix="twenty-browsers", sessions_each=N)
    [seeker] = seeded["seekers"]
    same_job, other_job = seeded["jobs"]

    replies = simultaneously(
        N,
        lambda i: Browser(seeker["sessions"][i]).post(
            stack.explain_url(stack.instances[i % 2], same_job), json_reply=True
        ),
    )

    assert fake.calls == 1
    assert [reply.status for reply in replies] == [200] * N
    answers = [reply.json() for reply in replies]
    assert len({answer["id"] for answer in answers}) == 1
    assert sum(1 for answer in answers if not answer["cached"]) == 1
    assert len(explanations_of(stack, [seeker["id"]])) == 1
    # Another question from another of the seeker's browsers waits out the seeker's cooldown.
    other = Browser(seeker["sessions"][-1]).post(
        stack.explain_url(stack.instances[1], other_job), json_reply=True
    )
    assert other.status == 429 and "one explanation every" in other.json()["message"]
    assert fake.calls == 1


def test_twenty_sessions_at_once_make_twenty_calls_all_answered(stack, fake):
    fake.set_delay(1.0)
    fake.set_default({"reply": "text", "text": VALID_REPLY})
    seekers = stack.pool.take(N)

    started = time.monotonic()
    replies = simultaneously(
        N,
        lambda i: Browser(seekers[i]["session"]).post(
            stack.explain_url(stack.instances[i % 2]), json_reply=True
        ),
    )
    wall = time.monotonic() - started

    assert [reply.status for reply in replies] == [200] * N
    assert all(reply.json()["status"] == "ok" and not reply.json()["cached"] for reply in replies)
    assert fake.calls == N
    rows = explanations_of(stack, [seeker["id"] for seeker in seekers])
    assert len(rows) == N and {row[2] for row in rows} == {"ok"}
    # Twenty one-second model calls side by side, not one after another.
    assert wall < 6, f"20 concurrent explanations took {wall:.1f}s"


def test_pages_stay_fast_while_explanations_wait_on_the_model(stack, fake):
    fake.set_delay(3.0)
    instance = stack.instances[0]
    seekers = stack.pool.take(6)
    with ThreadPoolExecutor(len(seekers)) as pool:
        waiting = [
            pool.submit(
                Browser(seeker["session"]).post, stack.explain_url(instance), json_reply=True
            )
            for seeker in seekers
        ]
        time.sleep(0.5)  # the explanations are now waiting on the model
        anonymous = Browser()
        pages = [
            anonymous.get(f"{instance.url}{path}")
            for path in ("/", f"/jobs/{stack.job_id}/", "/healthz", "/")
        ]
        assert not any(future.done() for future in waiting)
        replies = [future.result() for future in waiting]
    assert [page.status for page in pages] == [200] * len(pages)
    assert max(page.seconds for page in pages) < 1.5, [page.seconds for page in pages]
    assert [reply.status for reply in replies] == [200] * len(replies)


def test_healthz_on_every_instance(stack):
    for instance in stack.instances:
        reply = Browser().get(f"{instance.url}/healthz")
        assert reply.status == 200
        assert reply.json() == {"status": "ok", "database": "ok", "cache": "ok"}
        assert "set-cookie" not in reply.headers


def test_a_resume_uploaded_through_one_instance_is_served_by_the_other(stack):
    """Nothing lives on one process's disk: uploads go to the shared storage (MEDIA_ROOT)."""
    seeker = stack.pool.take()
    browser = Browser(seeker["session"])
    first, second = stack.instances
    resume = "Ana Kovač — backend developer\nJava, Spring Boot, Docker\n".encode()
    fields = {
        "headline": "Backend developer",
        "desired_role": "Java Engineer",
        "skills": "Java, Spring Boot, Docker",
        "experience": "Built REST APIs.",
        "work_preferences": "Remote",
        "full_name": "Ana Kovač",
        "email": "ana@example.com",
        "phone": "",
        "salary_expectation": "",
    }
    saved = browser.post_multipart(
        f"{first.url}/profile/", fields, {"resume": ("cv.txt", resume, "text/plain")}
    )
    assert saved.status == 302, saved.text[:500]

    download = browser.get(f"{second.url}/profile/resume/")
    assert download.status == 200
    assert download.body == resume
    assert "cv.txt" in download.headers["content-disposition"]
    [(name,)] = stack.rows(
        "SELECT p.resume FROM jobportal_profile p WHERE p.user_id = %s", (seeker["id"],)
    )
    assert (stack.workdir / "media" / name).read_bytes() == resume
    # Another seeker's session gets nothing.
    assert Browser(stack.pool.take()["session"]).get(f"{second.url}/profile/resume/").status == 404
