"""When the shared cache (Redis) is down, a view that needs it fails closed with a clear 503.

The rate limits live in Redis. The explanation endpoint handles an outage itself (explain/
limits.py: no counter, no model call). Any other view that counts in the cache, the login
form's django-ratelimit decorator first of all, would otherwise let the RedisError escape as a
500 page. This middleware turns it into a 503 that says what happened, with Retry-After, as a
page or as JSON; pages that do not touch the cache are served as usual.

Failing closed on login is deliberate: while the attempt counter cannot be read, password
guessing would be unlimited. Browsing, and everything a signed-in user does outside the
limits, keep working (sessions live in the database).
"""

import logging

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from redis.exceptions import RedisError

logger = logging.getLogger("jobportal.cache_guard")

RETRY_AFTER_SECONDS = 60
MESSAGE = (
    "This is paused for a moment: the store that counts attempts cannot be reached, so "
    "nothing was done. Please try again in a minute."
)


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
            "shared cache unreachable: %s on %s %s",
            type(exception).__name__,
            request.method,
            request.path,
        )
        headers = {"Retry-After": str(RETRY_AFTER_SECONDS)}
        if request.get_preferred_type(["text/html", "application/json"]) == "application/json":
            return JsonResponse(
                {"error": "unavailable", "message": MESSAGE, "retry_after": RETRY_AFTER_SECONDS},
                status=503,
                headers=headers,
            )
        response = render(
            request,
            "429.html",
            {"message": MESSAGE, "retry_after": RETRY_AFTER_SECONDS},
            status=503,
        )
        response["Retry-After"] = headers["Retry-After"]
        return response
