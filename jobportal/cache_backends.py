"""A Redis cache for what is only a shortcut: when Redis is down, reads miss and writes are
dropped, so a page is rendered afresh instead of failing.

Used for cached pages and page fragments (the job list and its results), never for the
rate-limit counters: those must fail closed (see cache_guard.py).
"""

import logging
from typing import Any

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.redis import RedisCache
from redis.exceptions import RedisError

logger = logging.getLogger("jobportal.cache")


def _unavailable(operation: str, error: RedisError) -> None:
    # The class name only: a Redis error message can name the host and port.
    logger.warning("fragment cache unreachable: %s on %s", type(error).__name__, operation)


class FailOpenRedisCache(RedisCache):
    def get(self, key: Any, default: Any = None, version: int | None = None) -> Any:
        try:
            return super().get(key, default, version)
        except RedisError as error:
            _unavailable("get", error)
            return default

    def get_many(self, keys: Any, version: int | None = None) -> dict[Any, Any]:
        try:
            return super().get_many(keys, version)
        except RedisError as error:
            _unavailable("get_many", error)
            return {}

    def set(
        self, key: Any, value: Any, timeout: Any = DEFAULT_TIMEOUT, version: int | None = None
    ) -> None:
        try:
            super().set(key, value, timeout, version)
        except RedisError as error:
            _unavailable("set", error)

    def add(
        self, key: Any, value: Any, timeout: Any = DEFAULT_TIMEOUT, version: int | None = None
    ) -> bool:
        try:
            return super().add(key, value, timeout, version)
        except RedisError as error:
            _unavailable("add", error)
            return False
