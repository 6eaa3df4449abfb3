"""Sessions read from the cache and kept in the database (Django's cached_db), outage-proof.

A signed-in request reads its session from Redis instead of PostgreSQL; every write still goes
to the database first, so nothing is lost when the cache is flushed or restarted. Django's
cached_db store lets a cache error escape when it refills the cache after a database read,
which would turn every signed-in page into an error while Redis is down. Here a session is
then read from (and written to) the database alone, as with the plain database store, and the
site keeps serving signed-in visitors. Deleting a session (signing out) is left as Django has
it: if the cached copy cannot be removed, the request fails with the cache guard's 503 rather
than leave a copy that could come back with the cache.
"""

import logging

from django.conf import settings
from django.contrib.sessions.backends import cached_db, db
from django.core.cache import caches
from redis.exceptions import RedisError

logger = logging.getLogger("jobportal.sessions")


class SessionStore(cached_db.SessionStore):
    def load(self) -> dict:
        try:
            return super().load()
        except RedisError as error:
            logger.warning(
                "session cache unreachable (%s): read from the database", type(error).__name__
            )
            return db.SessionStore.load(self)

    def exists(self, session_key: str) -> bool:
        try:
            return super().exists(session_key)
        except RedisError:
            return db.SessionStore.exists(self, session_key)

    def save(self, must_create: bool = False) -> None:
        db.SessionStore.save(self, must_create)
        try:
            cache = caches[settings.SESSION_CACHE_ALIAS]
            cache.set(self.cache_key, dict(self.items()), self.get_expiry_age())
        except RedisError as error:
            # Not cached: the next read goes to the database, where this write is.
            logger.warning(
                "session cache unreachable (%s): saved to the database only", type(error).__name__
            )
