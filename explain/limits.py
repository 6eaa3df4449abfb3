"""The explanation budget: who may start a model call now.

Only a real model call takes from the budget: a stored answer, an identical question already in
flight (explain/inflight.py) and the offline explainer are answered before we get here. The
limits, all held in the shared cache so every worker on every machine sees the same counts:

- a cooldown per user and one per session (one call per EXPLAIN_COOLDOWN_SECONDS): an atomic
  `cache.add()` that expires, because django-ratelimit's windows are aligned to the clock and
  "1/30s" would allow two calls two seconds apart across a window edge;
- a daily cap per user, smaller on an account's first day, and an hourly cap for the whole
  site, of which accounts in their first day share only a slice (so accounts made in bulk
  cannot spend what existing users rely on), with django-ratelimit.

A cache outage raises RedisError: the caller fails closed (no model call), see
jobportal/cache_guard.py.
"""

import math
import time
from collections.abc import Callable
from datetime import timedelta

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest
from django.utils import timezone
from django_ratelimit.core import get_usage

from jobportal.decorators import AuthenticatedHttpRequest
from jobportal.models import User
from jobportal.try_again import Refusal, wait_words

NEW_ACCOUNT_AGE = timedelta(days=1)


def cooldown(request: HttpRequest) -> Refusal | None:
    seconds = settings.EXPLAIN_COOLDOWN_SECONDS
    if seconds <= 0:
        return None
    if request.session.session_key is None:
        request.session.save()
    cache = caches[settings.RATELIMIT_USE_CACHE]
    ends_at = time.time() + seconds
    # Both are taken: a second browser of the same person waits too.
    keys = [
        f"explain:cooldown:user:{request.user.pk}",
        f"explain:cooldown:{request.session.session_key}",
    ]
    taken = [cache.add(key, ends_at, timeout=seconds) for key in keys]
    if all(taken):
        return None
    stored = [cache.get(key) for key, ok in zip(keys, taken, strict=True) if not ok]
    retry_after = max(1, math.ceil(max((value or ends_at) for value in stored) - time.time()))
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


def is_new_account(user: User) -> bool:
    return user.date_joined > timezone.now() - NEW_ACCOUNT_AGE


def take_model_call(request: AuthenticatedHttpRequest) -> Refusal | None:
    """Count one model call against every limit; a Refusal says which one stops it."""
    refusal = cooldown(request)
    if refusal:
        return refusal
    new_account = is_new_account(request.user)
    daily = settings.EXPLAIN_USER_DAILY_LIMIT
    if new_account:
        daily = min(daily, settings.EXPLAIN_NEW_ACCOUNT_DAILY_LIMIT)
    retry_after = counted_limit(request, group="explain:user-day", key=user_key, rate=f"{daily}/d")
    if retry_after:
        first_day = " (a new account's first day)" if new_account else ""
        return Refusal(
            f"You have used today's {daily} explanations{first_day}. "
            f"Try again in {wait_words(retry_after)}.",
            retry_after,
        )
    if new_account:
        slice_ = settings.EXPLAIN_NEW_ACCOUNTS_HOURLY_LIMIT
        retry_after = counted_limit(
            request, group="explain:new-hour", key=site_key, rate=f"{slice_}/h"
        )
        if retry_after:
            return Refusal(
                "New accounts have used this hour's share of explanations. "
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
    return None
