"""GET /healthz: database and cache reachability for load balancers, and nothing else."""

import json
import logging

import pytest
from django.db import OperationalError
from django.urls import reverse

from jobportal import health

pytestmark = pytest.mark.django_db

DEAD_REDIS = {
    "BACKEND": "django.core.cache.backends.redis.RedisCache",
    "LOCATION": "redis://127.0.0.1:1/0",
    "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5},
}


def test_healthy(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok", "cache": "ok"}
    assert reverse("healthz") == "/healthz"


def test_sets_no_cookie_and_is_never_cached(client):
    response = client.get("/healthz")
    assert not response.cookies
    assert "no-cache" in response["Cache-Control"] and "no-store" in response["Cache-Control"]


def test_head_works_and_writes_are_refused(client):
    assert client.head("/healthz").status_code == 200
    assert client.post("/healthz").status_code == 405


def test_needs_no_login_even_with_a_session(client, django_user_model):
    user = django_user_model.objects.create_user(username="someone", password="x" * 20)
    client.force_login(user)
    assert client.get("/healthz").status_code == 200


def test_cache_down(client, settings, caplog):
    settings.CACHES = {**settings.CACHES, "default": DEAD_REDIS}
    with caplog.at_level(logging.WARNING):
        response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "database": "ok", "cache": "unreachable"}
    assert "127.0.0.1" not in response.content.decode()
    assert "cache 'default' unreachable (ConnectionError)" in caplog.text


def test_rate_limit_cache_down_counts_too(client, settings):
    settings.CACHES = {**settings.CACHES, "broken": DEAD_REDIS}
    settings.RATELIMIT_USE_CACHE = "broken"
    response = client.get("/healthz")
    assert response.status_code == 503 and response.json()["cache"] == "unreachable"


class DeadConnection:
    def cursor(self):
        raise OperationalError(
            'connection to server at "db.internal.example" (10.1.2.3), port 5432 failed: '
            'FATAL: password authentication failed for user "svc_owner" password=hunter2'
        )


def test_database_down_says_so_without_the_driver_message(client, monkeypatch, caplog):
    monkeypatch.setattr(health, "connections", {"default": DeadConnection()})
    with caplog.at_level(logging.DEBUG):
        response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "database": "unreachable", "cache": "ok"}
    for secret in ("db.internal", "10.1.2.3", "hunter2", "svc_owner"):
        assert secret not in response.content.decode()
        assert secret not in caplog.text
    assert "database unreachable (OperationalError)" in caplog.text


def test_no_settings_leak(client, settings):
    settings.GEMINI_API_KEY = "AIzaFAKE-healthz-key-should-never-show"
    body = client.get("/healthz").content.decode()
    assert set(json.loads(body)) == {"status", "database", "cache"}
    for value in (
        settings.SECRET_KEY,
        settings.GEMINI_API_KEY,
        str(settings.DATABASES["default"]["NAME"]),
    ):
        assert value not in body


def test_answers_over_plain_http_behind_an_https_site(client, settings):
    # Load balancers probe the app server directly, without TLS. A redirect to https would
    # be read as healthy (3xx) by some probes and as down by others: neither checks anything.
    settings.SECURE_SSL_REDIRECT = True
    assert client.get("/").status_code == 301
    response = client.get("/healthz")
    assert response.status_code == 200, "add SECURE_REDIRECT_EXEMPT = [r'^healthz$'] to settings"
