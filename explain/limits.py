"""The explanation budget: who may start a model call now.

Three limits, all held in the shared cache so every worker on every machine sees the same
counts:

- a cooldown per session (one call per EXPLAIN_SESSION_COOLDOWN_SECONDS): an atomic
  `cache.add()` that expires, because django-ratelimit's windows are aligned to the clock and
  "1/30s" would allow two calls two seconds apart across a window edge;
- a daily cap per user and an hourly cap for the whole site, with django-ratelimit.

Only a real model call takes from the budget; a stored answer is returned before we get here.
When the cache is down we fail closed: no counter, no model call.
"""

import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest
from django_ratelimit.core import get_usage
from redis.exceptions import RedisError

logger = logging.getLogger("explain.limits")


@dataclass(frozen=True)
class Refusal:
    message: str
    retry_after: int  # seconds
    status: int = 429


def wait_words(seconds: int) -> str:
    if seconds < 90:
        return f"{seconds} second{'s' if seconds != 1 else ''}"
    minutes = math.ceil(seconds / 60)
    if minutes < 90:
        return f"{minutes} minutes"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min"


def session_cooldown(request: HttpRequest) -> Refusal | None:
    seconds = settings.EXPLAIN_SESSION_COOLDOWN_SECONDS
    if seconds <= 0:
        return None
    if request.session.session_key is None:
        request.session.save()
    cache = caches[settings.RATELIMIT_USE_CACHE]
    key = f"explain:cooldown:{request.session.session_key}"
    ends_at = time.time() + seconds
    if cache.add(key, ends_at, timeout=seconds):
        return None
    stored = cache.get(key)
    retry_after = max(1, math.ceil((stored or ends_at) - time.time()))
    return Refusal(
        f"You can ask for one explanation every {wait_words(seconds)}. "
        f"Try again in {wait_words(retry_after)}.",
        retry_after,
    )


def counted_limit(
    request: HttpRequest, *, group: str, key: Callable[[str, HttpRequest], str], rate: str
) -> int | None:
    """Seconds until the window ends when over the limit, else None (and one is counted)."""
    usage = get_usage(request, group=group, key=key, rate=rate, increment=True)
    if usage is None or not usage["should_limit"]:
        return None
    return max(1, int(usage["time_left"]))


def user_key(group: str, request: HttpRequest) -> str:
    return str(request.user.pk)


def site_key(group: str, request: HttpRequest) -> str:
    return "site"


def take_model_call(request: HttpRequest) -> Refusal | None:
    """Count one model call against every limit; a Refusal says which one stops it."""
    try:
        refusal = session_cooldown(request)
        if refusal:
            return refusal
        daily = settings.EXPLAIN_USER_DAILY_LIMIT
        retry_after = counted_limit(
            request, group="explain:user-day", key=user_key, rate=f"{daily}/d"
        )
        if retry_after:
            return Refusal(
                f"You have used today's {daily} explanations. "
                f"Try again in {wait_words(retry_after)}.",
                retry_after,
            )
        hourly = settings.EXPLAIN_SITE_HOURLY_LIMIT
        retry_after = counted_limit(
            request, group="explain:site-hour", key=site_key, rate=f"{hourly}/h"
        )
        if retry_after:
            return Refusal(
                "So many people asked for explanations this hour that we paused new ones to "
                f"stay within our budget. Try again in {wait_words(retry_after)}.",
                retry_after,
            )
    except (RedisError, OSError) as exc:
        # The class name only: a Redis error message can name the host and port.
        logger.error("rate-limit store unreachable (%s): explanation refused", type(exc).__name__)
        return Refusal(
            "Explanations are unavailable for a moment (our rate-limit store cannot be "
            "reached), so no request was sent. Please try again in a minute.",
            60,
            status=503,
        )
    return None
