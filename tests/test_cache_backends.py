"""The Redis cache with one client per connection pool (jobportal/cache_backends.py)."""

import pytest
from django.conf import settings
from django.core.cache import caches

from jobportal.cache_backends import FailOpenRedisCache, RedisCache


@pytest.mark.parametrize("backend", [RedisCache, FailOpenRedisCache])
def test_every_operation_shares_one_client_per_pool(backend):
    cache = backend("redis://127.0.0.1:1/0", {})  # nothing is sent: no server needed
    reads, writes = cache._cache.get_client(), cache._cache.get_client(write=True)
    assert reads is writes  # one server: one pool, so one client
    assert cache._cache.get_client("any-key") is reads
    assert reads.connection_pool is cache._cache._get_connection_pool(False)


@pytest.mark.skipif(not settings.REDIS_URL, reason="the PostgreSQL/Redis pass runs it")
def test_the_shared_client_reads_writes_and_counts():
    cache = caches["default"]
    assert isinstance(cache, RedisCache)
    cache.set("cache-test:a", {"n": 1}, 10)
    assert cache.add("cache-test:b", 1, 10) and not cache.add("cache-test:b", 2, 10)
    assert cache.incr("cache-test:b") == 2
    assert cache.get_many(["cache-test:a", "cache-test:b", "cache-test:none"]) == {
        "cache-test:a": {"n": 1},
        "cache-test:b": 2,
    }
    cache.delete_many(["cache-test:a", "cache-test:b"])
    assert cache.get("cache-test:a") is None
