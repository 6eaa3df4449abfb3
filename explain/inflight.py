"""One model call for one question, however many requests ask it at the same moment.

A seeker with the site open in several tabs or browsers can ask about the same job from all of
them at once. The first request to claim the question (an atomic `cache.add` in the shared
cache, so every process on every machine agrees) asks the model; the others wait for its
answer and show that one. When the claiming request ends without an answer (a limit refused
it, or its process died and the claim expired), a waiting request claims the question itself.
"""

import time

from django.conf import settings
from django.core.cache import caches

PENDING = "pending"
POLL_SECONDS = 0.2
# How long waiting requests can still pick up a finished answer.
ANSWER_KEPT_SECONDS = 10


class InFlightQuestion:
    def __init__(
        self, seeker_id: int, fingerprint: str, *, lease_seconds: int | None = None
    ) -> None:
        self.key = f"explain:inflight:{seeker_id}:{fingerprint}"
        self.cache = caches[settings.RATELIMIT_USE_CACHE]
        # Longer than any model call: a claim outlives its request only if the process died.
        self.lease_seconds = lease_seconds or settings.GEMINI_TIMEOUT_SECONDS + 15

    def claim(self) -> bool:
        """True: this request asks the model. False: another one is asking (or just answered)."""
        return bool(self.cache.add(self.key, PENDING, timeout=self.lease_seconds))

    def answered(self, explanation_id: int) -> None:
        self.cache.set(self.key, explanation_id, timeout=ANSWER_KEPT_SECONDS)

    def abandoned(self) -> None:
        self.cache.delete(self.key)

    def wait(self) -> int | None:
        """The id of the answer the claiming request gave, or None if it gave none."""
        deadline = time.monotonic() + self.lease_seconds
        while time.monotonic() < deadline:
            value = self.cache.get(self.key)
            if value is None:
                return None
            if value != PENDING:
                return int(value)
            time.sleep(POLL_SECONDS)
        return None
