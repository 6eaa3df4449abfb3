"""Django's Redis cache, with one client per connection pool; and a Redis cache that fails open.

RedisCache: Django's backend builds a new `redis.Redis` object for every operation, and
building one (its table of reply parsers) costs about as much as the round trip itself, 0.3 ms
on the benchmark machine: a signed-in page reads its session, an explanation takes its budget
in half a dozen operations. A client is safe to share (its connections come from the pool),
so each pool gets one, made on first use.

FailOpenRedisCache is for what is only a shortcut: when Redis is down, reads miss and writes
are dropped, so a page is rendered afresh instead of failing. Used for cached pages and page
fragments (the job list and its results), never for the rate-limit counters: those must fail
closed (see cache_guard.py).
"""

import logging
from typing import Any

import redis
from django.core.cache.backends import redis as django_redis
from django.core.cache.backends.base import DEFAULT_TIMEOUT
from redis.exceptions import RedisError

logger = logging.getLogger("jobportal.cache")


class RedisCacheClient(django_redis.RedisCacheClient):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._clients: dict[int, Any] = {}

    def get_client(self, key: Any = None, *, write: bool = False) -> Any:
        # Django's own pool for this server (one pool per server, kept as long as this object).
        pool = self._get_connection_pool(write)  # type: ignore[attr-defined]  # not in the stubs
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = redis.Redis(connection_pool=pool)
        return client


class RedisCache(django_redis.RedisCache):
    def __init__(self, server: str, params: dict[str, Any]) -> None:
        super().__init__(server, params)
        self._class = RedisCacheClient


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
