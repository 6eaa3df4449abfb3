"""Sessions: read from the cache, kept in the database, and still there when the cache is not."""

import pytest
from django.contrib.auth import SESSION_KEY
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from jobportal.sessions import SessionStore


@pytest.fixture
def cached_sessions(settings):
    settings.SESSION_ENGINE = "jobportal.sessions"
    settings.CACHES = {
        **settings.CACHES,
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "s"},
    }


DEAD_REDIS = {
    "BACKEND": "django.core.cache.backends.redis.RedisCache",
    "LOCATION": "redis://127.0.0.1:1/0",  # nothing listens there: connection refused
    "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
}


def take_the_cache_down(settings) -> None:
    settings.SESSION_ENGINE = "jobportal.sessions"
    settings.CACHES = {**settings.CACHES, "default": DEAD_REDIS}


def session_queries(queries) -> list[str]:
    return [query["sql"] for query in queries if "django_session" in query["sql"]]


def test_a_signed_in_page_reads_its_session_from_the_cache(cached_sessions, client, seeker):
    client.force_login(seeker)
    assert client.get(reverse("jobportal:profile_edit")).status_code == 200
    with CaptureQueriesContext(connection) as queries:
        response = client.get(reverse("jobportal:profile_edit"))
    assert response.status_code == 200
    assert response.context["user"] == seeker
    assert session_queries(queries) == []


def test_the_database_keeps_the_session_when_the_cache_is_emptied(cached_sessions, client, seeker):
    from django.core.cache import cache

    client.force_login(seeker)
    cache.clear()  # a Redis restart or flush
    response = client.get(reverse("jobportal:profile_edit"))
    assert response.status_code == 200 and response.context["user"] == seeker


def test_signed_in_pages_are_served_while_the_cache_is_down(
    cached_sessions, settings, client, seeker, caplog
):
    client.force_login(seeker)
    take_the_cache_down(settings)
    response = client.get(reverse("jobportal:profile_edit"))
    assert response.status_code == 200 and response.context["user"] == seeker
    assert "session cache unreachable" in caplog.text
    assert "Traceback" not in caplog.text


def test_a_session_saved_while_the_cache_is_down_is_in_the_database(settings, seeker):
    take_the_cache_down(settings)
    store = SessionStore()
    store[SESSION_KEY] = str(seeker.pk)
    store.save(must_create=True)
    again = SessionStore(store.session_key)
    assert again.exists(store.session_key)
    assert again.load()[SESSION_KEY] == str(seeker.pk)
