"""explain.inflight: one request asks, the others wait for its answer (threads, one shared cache)."""

import threading
import time

from explain.inflight import InFlightQuestion


def waiting(question: InFlightQuestion) -> tuple[threading.Thread, dict]:
    outcome: dict = {}
    thread = threading.Thread(target=lambda: outcome.setdefault("id", question.wait()))
    thread.start()
    return thread, outcome


def test_the_first_claim_asks_and_the_others_get_its_answer(settings):
    settings.GEMINI_TIMEOUT_SECONDS = 5
    leader, follower = InFlightQuestion(7, "abc"), InFlightQuestion(7, "abc")
    assert leader.claim() is True
    assert follower.claim() is False
    thread, outcome = waiting(follower)
    time.sleep(0.3)
    assert thread.is_alive()  # still waiting for the answer
    leader.answered(42)
    thread.join(timeout=2)
    assert outcome == {"id": 42}
    # A request arriving just after the answer gets it too, without asking.
    assert InFlightQuestion(7, "abc").claim() is False
    assert InFlightQuestion(7, "abc").wait() == 42


def test_an_abandoned_claim_lets_a_waiting_request_ask(settings):
    leader, follower = InFlightQuestion(7, "abc"), InFlightQuestion(7, "abc")
    assert leader.claim()
    thread, outcome = waiting(follower)
    leader.abandoned()
    thread.join(timeout=2)
    assert outcome == {"id": None}
    assert follower.claim() is True


def test_questions_are_told_apart_by_seeker_and_fingerprint():
    assert InFlightQuestion(7, "abc").claim()
    assert InFlightQuestion(8, "abc").claim()
    assert InFlightQuestion(7, "abd").claim()


def test_a_claim_whose_process_died_expires():
    assert InFlightQuestion(7, "abc", lease_seconds=1).claim()
    started = time.monotonic()
    assert InFlightQuestion(7, "abc", lease_seconds=1).wait() is None
    assert time.monotonic() - started < 2
    assert InFlightQuestion(7, "abc").claim()
