"""When the shared cache (Redis) is down, a view that needs it fails closed with a clear 503.

The rate limits, the cooldowns and the in-flight explanation markers live in Redis. A view that
counts in the cache (the explanation endpoint, login, sign-up) lets a RedisError escape; this
middleware turns it into the "please try again later" answer (503, Retry-After, a page or
JSON). Pages that do not touch the cache are served as usual.

Failing closed is deliberate: while the counters cannot be read, password guessing and model
calls would be unlimited. Browsing, and everything a signed-in user does outside the limits,
keep working (sessions live in the database).
"""

import logging

from django.http import HttpRequest, HttpResponse
from redis.exceptions import RedisError

from jobportal.try_again import STORE_UNAVAILABLE, try_again_later

logger = logging.getLogger("jobportal.cache_guard")


class SharedCacheUnavailableMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, RedisError):
            return None
        # The class name only: a Redis error message can name the host and port.
        logger.error(
            "shared cache unreachable (%s) on %s %s: refused",
            type(exception).__name__,
            request.method,
            request.path,
        )
        return try_again_later(request, STORE_UNAVAILABLE)
