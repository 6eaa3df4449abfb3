"""GET /healthz: can this app server reach its database and its cache? For load balancers.

200 when both answer, 503 when either does not, as JSON:

    {"status": "ok", "database": "ok", "cache": "ok"}
    {"status": "unavailable", "database": "ok", "cache": "unreachable"}

Nothing else is said: no host names, URLs, versions or error messages (a driver's message can
name the host, the user or the database), only "ok" or "unreachable". The exception's class
name goes to the log for whoever runs the site.

The view reads no session and sets no cookie, so a load balancer polling it every few seconds
creates nothing. Both checks are bounded: the cache by the Redis socket timeouts in settings,
the database by the driver's connect timeout (add `?connect_timeout=5` to DATABASE_URL).
"""

import logging
import time

from django.conf import settings
from django.core.cache import caches
from django.db import connections
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

logger = logging.getLogger("jobportal.health")

PROBE_KEY = "healthz:probe"


def database_ok() -> bool:
    try:
        with connections["default"].cursor() as cursor:
            cursor.execute("SELECT 1")
            return cursor.fetchone() == (1,)
    except Exception as exc:  # any failure means "unreachable"
        logger.warning("healthz: database unreachable (%s)", type(exc).__name__)
        return False


def cache_ok() -> bool:
    """A write and a read on every cache the app relies on (the rate limits' one included)."""
    names = dict.fromkeys(["default", settings.RATELIMIT_USE_CACHE])
    for name in names:
        try:
            cache = caches[name]
            stamp = repr(time.time())
            cache.set(PROBE_KEY, stamp, timeout=30)
            # Another worker may have written its own stamp in between: any value means the
            # round trip worked.
            if cache.get(PROBE_KEY) is None:
                raise LookupError("the probe value was not read back")
        except Exception as exc:  # any failure means "unreachable"
            logger.warning("healthz: cache %r unreachable (%s)", name, type(exc).__name__)
            return False
    return True


@never_cache
@require_safe
def healthz(request: HttpRequest) -> JsonResponse:
    checks = {
        "database": "ok" if database_ok() else "unreachable",
        "cache": "ok" if cache_ok() else "unreachable",
    }
    healthy = all(value == "ok" for value in checks.values())
    return JsonResponse(
        {"status": "ok" if healthy else "unavailable", **checks},
        status=200 if healthy else 503,
    )
