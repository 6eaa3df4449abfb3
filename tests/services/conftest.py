"""Fixtures for the multi-process tests: gunicorn instances on PostgreSQL and Redis.

They need the machine's PostgreSQL (DATABASE_URL=postgres://...) and Redis (REDIS_URL): the
second pass of .ci/run sets both. Without them the tests are skipped, with the reason, unless
CI_REQUIRE_SERVICES=1, which makes a missing service a failure.

Nothing here touches what the in-process tests use: the app servers get a database of their
own (test_services_<pid>, created, migrated and dropped here) and Redis database 5 (flushed
before and after), and their static files are collected into a temporary folder.
"""

from __future__ import annotations

import itertools
import os
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.services import harness

REDIS_DB = 5
VALID_REPLY = (
    '{"matches": [{"point": "Docker in both", "profileQuote": "Docker", '
    '"jobQuote": "experience with AWS and Docker"}], '
    '"gaps": [{"point": "AWS is asked for", "profileQuote": "", '
    '"jobQuote": "deploy services on AWS"}]}'
)
# The app servers' timeout for a model call; the hang test waits longer than this.
GEMINI_TIMEOUT_SECONDS = 3


def services_missing() -> str | None:
    database_url = os.environ.get("DATABASE_URL", "")
    if not database_url.startswith(("postgres://", "postgresql://")):
        return "DATABASE_URL does not point at PostgreSQL"
    if not os.environ.get("REDIS_URL", "").startswith("redis"):
        return "REDIS_URL is not set"
    return None


@pytest.fixture(scope="session")
def services_available() -> None:
    missing = services_missing()
    if missing is None:
        return
    message = (
        f"Multi-process tests need PostgreSQL and Redis: {missing}. They run in the second "
        "pass of .ci/run (DATABASE_URL=postgres://... REDIS_URL=redis://...)."
    )
    if os.environ.get("CI_REQUIRE_SERVICES") == "1":
        pytest.fail(f"{message} CI_REQUIRE_SERVICES=1 makes this a failure.", pytrace=False)
    pytest.skip(message)


@dataclass
class Pool:
    """Seekers with a logged-in session, handed out once each (cooldowns are per session)."""

    seekers: list[dict[str, Any]]
    _next: Iterator[int] = field(default_factory=itertools.count)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def take(self, n: int | None = None):
        with self._lock:
            if n is None:
                return self.seekers[next(self._next)]
            return [self.seekers[next(self._next)] for _ in range(n)]


@dataclass
class Stack:
    database_url: str
    redis_url: str
    env: dict[str, str]
    fake: harness.FakeGeminiProcess
    instances: list[harness.Gunicorn]
    pool: Pool
    job_id: int
    workdir: Path
    extra: list[harness.Gunicorn] = field(default_factory=list)

    def explain_url(self, instance: harness.Gunicorn, job_id: int | None = None) -> str:
        return f"{instance.url}/jobs/{job_id or self.job_id}/explain/"

    def start_instance(self, name: str, **env: str) -> harness.Gunicorn:
        instance = harness.Gunicorn(
            {**self.env, **env}, self.workdir / f"gunicorn-{name}.log"
        ).start()
        self.extra.append(instance)
        return instance

    def logs(self) -> str:
        paths = sorted(self.workdir.glob("*.log"))
        return "\n".join(path.read_text(errors="replace") for path in paths)

    def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return harness.query(self.database_url, sql, params)


@pytest.fixture(scope="session")
def stack(services_available, tmp_path_factory) -> Iterator[Stack]:
    """Two gunicorn instances on one PostgreSQL database and one Redis, and a fake Gemini."""
    workdir = tmp_path_factory.mktemp("services")
    redis_url = harness.with_redis_db(os.environ["REDIS_URL"], REDIS_DB)
    harness.flush_redis(redis_url)
    static_root = workdir / "static"
    fake = harness.FakeGeminiProcess(workdir / "fake-gemini.log").start()
    env = {
        "REDIS_URL": redis_url,
        "DEBUG": "false",
        "SECRET_KEY": harness.SECRET_KEY,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "STATIC_ROOT": str(static_root),
        # Resumes: one folder both instances share, as a network mount would be.
        "MEDIA_ROOT": str(workdir / "media"),
        "GEMINI_API_KEY": harness.API_KEY,
        "GEMINI_BASE_URL": fake.base_url,
        "GEMINI_MODEL": "gemini-3.8-flash",
        "GEMINI_TIMEOUT_SECONDS": str(GEMINI_TIMEOUT_SECONDS),
        "EXPLAIN_COOLDOWN_SECONDS": "30",
        "LOG_LEVEL": "INFO",
        # As behind a proxy on the same machine: X-Forwarded-For names the client.
        "TRUSTED_PROXIES": "127.0.0.1",
        # Counted per hour, not per minute: six attempts then cannot straddle a window's end.
        "LOGIN_RATE": "5/h",
        "GUNICORN_WORKERS": "2",
        "GUNICORN_THREADS": "8",
    }
    name = f"test_services_{os.getpid()}"
    instances: list[harness.Gunicorn] = []
    stack = None
    try:
        with harness.scratch_database(os.environ["DATABASE_URL"], name, env) as database_url:
            env["DATABASE_URL"] = database_url
            harness.collect_static(env, static_root)
            seeded = harness.seed(env, seekers=120, jobs=2)
            for port_name in ("a", "b"):
                instances.append(
                    harness.Gunicorn(env, workdir / f"gunicorn-{port_name}.log").start()
                )
            stack = Stack(
                database_url=database_url,
                redis_url=redis_url,
                env=env,
                fake=fake,
                instances=instances,
                pool=Pool(seeded["seekers"]),
                job_id=seeded["jobs"][0],
                workdir=workdir,
            )
            yield stack
            for instance in [*instances, *stack.extra]:
                instance.stop()
            # Nothing any process wrote, anywhere, holds the key.
            assert harness.API_KEY not in stack.logs()
    finally:
        for instance in [*instances, *(stack.extra if stack else [])]:
            instance.stop()
        fake.stop()
        harness.flush_redis(redis_url)


@pytest.fixture
def fake(stack) -> Iterator[harness.FakeGeminiProcess]:
    """The fake Gemini server, reset: no script, no delay, the default empty answer."""
    stack.fake.reset()
    stack.fake.set_delay(0)
    yield stack.fake
    stack.fake.reset()
    stack.fake.set_delay(0)
