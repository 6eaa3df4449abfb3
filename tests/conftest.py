import contextlib
import itertools
import os
import time
from types import SimpleNamespace

import django_ratelimit.core
import pytest
from django.core.cache import caches
from django.core.cache.backends.db import DatabaseCache
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from redis.exceptions import RedisError

from jobportal.models import Job, Profile, User

# Fixtures that live beside the helpers they use: the fake Gemini server, the dashboard data.
pytest_plugins = ["tests.fake_gemini", "tests.quality_data"]

# How many examples each property test runs comes from a profile, never from the test: a quick
# run by default, a thorough one in CI (`HYPOTHESIS_PROFILE=ci`, set by .ci/run). No deadline:
# tests assert behaviour, not timing, and the machines running them are shared.
hypothesis_settings.register_profile(
    "dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.register_profile(
    "ci", hypothesis_settings.get_profile("dev"), max_examples=400
)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

PASSWORD = "correct-horse-battery-9"
# A fake key that tests look for everywhere it must never be: pages, logs, the database.
FAKE_API_KEY = "AIzaFAKE-test-key-0123456789-must-never-leak"
_counter = itertools.count(1)


def clear_shared_caches():
    # The database cache is rolled back with each test's transaction; the others are not.
    for cache in caches.all():
        if not isinstance(cache, DatabaseCache):
            with contextlib.suppress(RedisError):  # a test may point a cache at a dead server
                cache.clear()


@pytest.fixture(autouse=True)
def fast_password_hashing(settings):
    # PBKDF2 is slow on purpose; tests create many users. test_accounts checks the validators.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def fresh_caches():
    """Rate-limit counters and cached values must not leak from one test into the next."""
    clear_shared_caches()
    yield
    clear_shared_caches()


@pytest.fixture
def still_limit_windows(monkeypatch):
    """django-ratelimit counts in fixed windows (a minute for LOGIN_RATE, an hour or a day for
    the explanation budgets). A test that makes five attempts and expects the sixth refused
    fails whenever a window ends between them, so for such a test the limits' clock stands
    still."""
    now = time.time()
    monkeypatch.setattr(django_ratelimit.core, "time", SimpleNamespace(time=lambda: now))


@pytest.fixture
def make_user(db):
    def make(role=User.Role.SEEKER, **fields):
        n = next(_counter)
        fields.setdefault("username", f"{role}{n}")
        if role == User.Role.RECRUITER:
            fields.setdefault("company_name", f"Company {n}")
        return User.objects.create_user(password=PASSWORD, role=role, **fields)

    return make


@pytest.fixture
def seeker(make_user):
    return make_user(User.Role.SEEKER, username="seeker")


@pytest.fixture
def recruiter(make_user):
    return make_user(User.Role.RECRUITER, username="recruiter", company_name="Northwind Payments")


@pytest.fixture
def other_recruiter(make_user):
    return make_user(User.Role.RECRUITER, username="other_recruiter", company_name="Acme")


@pytest.fixture
def make_job(db):
    def make(owner, **fields):
        defaults = {
            "title": "Java Engineer",
            "company": owner.company_name or "Northwind Payments",
            "location": "Berlin, Germany",
            "work_mode": Job.WorkMode.HYBRID,
            "employment_type": Job.EmploymentType.FULL_TIME,
            "description": "Build secure Java APIs and deploy services on AWS.",
            "requirements": "3+ years of Java; hands-on experience with AWS and Docker.",
        }
        defaults.update(fields)
        return Job.objects.create(owner=owner, **defaults)

    return make


@pytest.fixture
def job(make_job, recruiter):
    return make_job(recruiter)


@pytest.fixture
def profile(seeker):
    return Profile.objects.create(
        user=seeker,
        headline="Backend developer",
        desired_role="Java Engineer",
        skills="Java (Intermediate, 3 years), Spring Boot, PostgreSQL, Docker",
        experience="Built REST APIs for a payments start-up; migrated batch jobs from cron "
        "to Kubernetes CronJobs.",
        work_preferences="Remote or hybrid in Berlin, full-time",
        full_name="Ana Kovač",
        email="ana.kovac@example.com",
        phone="+49 151 2345 6789",
        salary_expectation="72000 EUR",
    )


@pytest.fixture
def seeker_client(client, seeker):
    client.force_login(seeker)
    return client


@pytest.fixture
def recruiter_client(client, recruiter):
    client.force_login(recruiter)
    return client


@pytest.fixture
def gemini(fake_gemini, settings):
    """The real SDK pointed at the fake Gemini server, with a fake key."""
    settings.GEMINI_API_KEY = FAKE_API_KEY
    settings.GEMINI_BASE_URL = fake_gemini.base_url
    settings.GEMINI_MODEL = "gemini-3.8-flash"
    settings.GEMINI_TIMEOUT_SECONDS = 5
    return fake_gemini
