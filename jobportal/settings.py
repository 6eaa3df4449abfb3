"""Settings for the job portal, read from the environment.

Every value that differs between a laptop and production comes from an environment variable;
see the README for the list. With DEBUG off the defaults are the production ones.
"""

import ipaddress
import os
import sys
from pathlib import Path

import dj_database_url
import django_stubs_ext
from django.core.exceptions import ImproperlyConfigured
from django.core.management.utils import get_random_secret_key

# Lets classes that are generic only in the type stubs be written so (ModelAdmin[Explanation]).
django_stubs_ext.monkeypatch()

BASE_DIR = Path(__file__).resolve().parent.parent


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default).strip()


def env_bool(name: str, default: bool = False) -> bool:
    value = env_str(name)
    if not value:
        return default
    if value.lower() in {"1", "true", "yes", "on"}:
        return True
    if value.lower() in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name} must be true or false, not {value!r}.")


def env_int(name: str, default: int) -> int:
    value = env_str(name)
    if not value:
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {value!r}.") from None


def env_list(name: str, default: list[str]) -> list[str]:
    value = env_str(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


DEBUG = env_bool("DEBUG")

# Commands that only read (a case file, or the database) and print use no secret and no shared
# cache: they run in any shell, without the production environment that serving needs.
READ_ONLY_COMMANDS = {"verify_claims", "render_prompt", "explain_stats"}
RUNS_READ_ONLY_COMMAND = (
    Path(sys.argv[0]).name == "manage.py"
    and sys.argv[1:2] != []
    and sys.argv[1] in READ_ONLY_COMMANDS
)
NEEDS_PRODUCTION_ENVIRONMENT = not DEBUG and not RUNS_READ_ONLY_COMMAND

SECRET_KEY = env_str("SECRET_KEY")
if not SECRET_KEY:
    if NEEDS_PRODUCTION_ENVIRONMENT:
        raise ImproperlyConfigured(
            "SECRET_KEY is not set. Set it to a long random value (DEBUG is off, so there is "
            "no development default)."
        )
    # A fresh key per process: fine for a single runserver or a read-only command.
    SECRET_KEY = "dev-only-" + get_random_secret_key()

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost"] if DEBUG else [])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.humanize",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django_ratelimit",
    "jobportal",
    "explain",
]

MIDDLEWARE = [
    # First: an oversized body is refused before anything reads it.
    "jobportal.body_limit.RequestBodyLimitMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    # A Redis outage in a view that counts attempts (login) is a clear 503, not a 500.
    "jobportal.cache_guard.SharedCacheUnavailableMiddleware",
]

ROOT_URLCONF = "jobportal.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "jobportal.wsgi.application"

# The embedded default is a SQLite file in the project; production passes DATABASE_URL.
DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=env_int("DB_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
# PostgreSQL: one connection pool per process (psycopg's, built into Django). A request takes a
# connection on its first query and hands it back when it ends, and an explanation hands it
# back before it waits on the model, so a process needs as many connections as requests doing
# database work at that moment, not one per thread; none is opened per request. With
# CONN_HEALTH_CHECKS the pool checks a connection before lending it, so one cut by a database
# restart is replaced, not handed out. DB_POOL_MAX_SIZE=0 turns the pool off (DB_CONN_MAX_AGE
# then applies).
DB_POOL_MAX_SIZE = env_int("DB_POOL_MAX_SIZE", 10)
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and DB_POOL_MAX_SIZE > 0:
    DATABASES["default"]["CONN_MAX_AGE"] = 0  # the pool keeps the connections, not the thread
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": min(env_int("DB_POOL_MIN_SIZE", 2), DB_POOL_MAX_SIZE),
        "max_size": DB_POOL_MAX_SIZE,
        # How long a request waits for a free connection before it fails.
        "timeout": env_int("DB_POOL_TIMEOUT", 10),
    }

# Caches. The cache holds the rate-limit counters, so in production every worker on every
# machine must share it: Redis. Unset, the dev server gets a database cache (no server needed)
# and an in-process cache for the counters, which is only honest for a single process.
REDIS_URL = env_str("REDIS_URL")
if REDIS_URL:
    CACHES = {
        "default": {
            # Django's, with one client per connection pool (jobportal/cache_backends.py).
            "BACKEND": "jobportal.cache_backends.RedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": {
                # Fail fast when Redis is down instead of hanging a worker.
                "socket_connect_timeout": 2,
                "socket_timeout": 2,
            },
        }
    }
    # Cached page fragments (the job list's results) in the same Redis, failing open: while
    # Redis is down the pages are rendered afresh instead of failing (jobportal/listing.py).
    CACHES["template_fragments"] = {
        **CACHES["default"],
        "BACKEND": "jobportal.cache_backends.FailOpenRedisCache",
        "KEY_PREFIX": "fragments",
    }
    RATELIMIT_USE_CACHE = "default"
    # Sessions are read from Redis and written to the database as well (see jobportal/sessions.py):
    # a signed-in page needs no session query, and a Redis outage or flush loses none.
    SESSION_ENGINE = "jobportal.sessions"
else:
    if NEEDS_PRODUCTION_ENVIRONMENT:
        raise ImproperlyConfigured(
            "REDIS_URL is not set. With DEBUG off the app needs a shared cache for its rate "
            "limits: per-process counters would let every worker grant its own quota. "
            "Set REDIS_URL=redis://host:6379/0 (or DEBUG=true for the single-process dev server)."
        )
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.db.DatabaseCache",
            "LOCATION": "django_cache",
        },
        "ratelimit": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "ratelimit",
        },
        # Cached page fragments, shared by runserver and commands (which change jobs too).
        "template_fragments": {
            "BACKEND": "django.core.cache.backends.db.DatabaseCache",
            "LOCATION": "django_cache",
            "KEY_PREFIX": "fragments",
        },
    }
    RATELIMIT_USE_CACHE = "ratelimit"

# How long a rendered page of job results is kept. Any change to a job replaces them at once;
# this only bounds how stale "posted 5 minutes ago" can get. 0 turns the cache off.
JOB_LIST_CACHE_SECONDS = env_int("JOB_LIST_CACHE_SECONDS", 60)

SILENCED_SYSTEM_CHECKS = [
    # W001 only says django-ratelimit's authors did not list Django's own Redis backend; its
    # incr() is Redis INCR, which is atomic, so the counters are exact across processes.
    "django_ratelimit.W001",
]
if not REDIS_URL:
    # E003 rejects the in-process cache because other processes cannot see it. Without
    # REDIS_URL we only serve with DEBUG on (enforced above): one runserver process, where a
    # locked in-process counter is exact.
    SILENCED_SYSTEM_CHECKS.append("django_ratelimit.E003")

# The client address for the per-address limits: REMOTE_ADDR, or behind proxies listed in
# TRUSTED_PROXIES (addresses or networks) the address they report in X-Forwarded-For.
RATELIMIT_IP_META_KEY = "jobportal.client_ip.client_ip"
if env_str("RATELIMIT_IP_META_KEY"):
    raise ImproperlyConfigured(
        "RATELIMIT_IP_META_KEY is no longer read: a header named there is believed from anyone. "
        "List your proxies' addresses in TRUSTED_PROXIES instead (see the README)."
    )
try:
    TRUSTED_PROXY_NETWORKS = [
        ipaddress.ip_network(value, strict=False) for value in env_list("TRUSTED_PROXIES", [])
    ]
except ValueError as error:
    raise ImproperlyConfigured(f"TRUSTED_PROXIES: {error}") from None

# Signing in (jobportal/login_limits.py), on the site's form and the admin's alike.
LOGIN_RATE = env_str("LOGIN_RATE", "5/m")  # attempts per client address
LOGIN_ACCOUNT_FAILURES = env_int("LOGIN_ACCOUNT_FAILURES", 10)  # failed attempts per username ...
LOGIN_ACCOUNT_LOCK_SECONDS = env_int("LOGIN_ACCOUNT_LOCK_SECONDS", 900)  # ... per this window
# Signing up: attempts per client address, and accounts created on the whole site.
SIGNUP_RATE = env_str("SIGNUP_RATE", "10/h")
SIGNUP_SITE_RATE = env_str("SIGNUP_SITE_RATE", "60/h")

AUTH_USER_MODEL = "jobportal.User"
# Django's ModelBackend, with a seeker's profile read in the user's query
# (jobportal/auth_backends.py). The only one: a second backend would check every wrong
# password twice. A session names the backend it signed in with, so sessions from before this
# backend was set are signed out once.
AUTHENTICATION_BACKENDS = ["jobportal.auth_backends.ProfileJoinedModelBackend"]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-us"
TIME_ZONE = env_str("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(env_str("STATIC_ROOT") or BASE_DIR / "staticfiles")
STATICFILES_DIRS = [BASE_DIR / "static"]

# Uploaded resumes are private: they live under MEDIA_ROOT, which no URL serves; only the
# owner's download view reads them. Point MEDIA_ROOT at shared storage when several machines
# serve the site, or set FILE_STORAGE_BACKEND to another Django storage class.
MEDIA_ROOT = Path(env_str("MEDIA_ROOT") or BASE_DIR / "media")
STORAGES = {
    "default": {
        "BACKEND": env_str("FILE_STORAGE_BACKEND", "django.core.files.storage.FileSystemStorage"),
    },
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        ),
    },
}
RESUME_MAX_BYTES = env_int("RESUME_MAX_BYTES", 2 * 1024 * 1024)
# The largest body any form needs: the profile form with a resume at its limit. A longer body
# is refused (413) before it is read (jobportal/body_limit.py), so an upload never reaches the
# disk and everything that passes fits in memory.
REQUEST_BODY_MAX_BYTES = RESUME_MAX_BYTES + 512 * 1024
DATA_UPLOAD_MAX_MEMORY_SIZE = REQUEST_BODY_MAX_BYTES
FILE_UPLOAD_MAX_MEMORY_SIZE = REQUEST_BODY_MAX_BYTES

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Content Security Policy: our own origin only, no inline script or style anywhere.
from django.utils.csp import CSP  # noqa: E402

SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
    "base-uri": [CSP.NONE],
    "object-src": [CSP.NONE],
}

# Security headers. Settings that only make sense behind HTTPS are opt-in (see README).
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
HTTPS = env_bool("HTTPS")
SECURE_SSL_REDIRECT = HTTPS
# Load-balancer probes speak plain HTTP to the app server; a redirect would look healthy.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS")
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD")
if env_bool("TRUST_X_FORWARDED_PROTO"):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# Gemini. Without a key the site uses the offline keyword explainer, labelled as such.
GEMINI_API_KEY = env_str("GEMINI_API_KEY")
GEMINI_MODEL = env_str("GEMINI_MODEL", "gemini-3.8-flash")
GEMINI_BASE_URL = env_str("GEMINI_BASE_URL")
GEMINI_TIMEOUT_SECONDS = env_int("GEMINI_TIMEOUT_SECONDS", 30)

# Explanation budget (explain/limits.py): one model call per user and per session per cooldown,
# and caps that protect the bill. Accounts in their first day get a smaller daily budget and
# share a slice of the hourly cap, so accounts made in bulk cannot spend the site's budget.
EXPLAIN_COOLDOWN_SECONDS = env_int("EXPLAIN_COOLDOWN_SECONDS", 30)
EXPLAIN_USER_DAILY_LIMIT = env_int("EXPLAIN_USER_DAILY_LIMIT", 50)
EXPLAIN_NEW_ACCOUNT_DAILY_LIMIT = env_int("EXPLAIN_NEW_ACCOUNT_DAILY_LIMIT", 5)
EXPLAIN_SITE_HOURLY_LIMIT = env_int("EXPLAIN_SITE_HOURLY_LIMIT", 1000)
EXPLAIN_NEW_ACCOUNTS_HOURLY_LIMIT = env_int("EXPLAIN_NEW_ACCOUNTS_HOURLY_LIMIT", 100)

# E-mail: application notifications (jobportal/notifications.py), through Django's MAILERS.
# The development server prints each e-mail to its console; with DEBUG off the default is SMTP
# to EMAIL_HOST (localhost:25 unless set). Set EMAIL_BACKEND to choose another backend.
SMTP_BACKEND = "django.core.mail.backends.smtp.EmailBackend"


def mailer_from_env() -> dict:
    backend = env_str(
        "EMAIL_BACKEND",
        "django.core.mail.backends.console.EmailBackend" if DEBUG else SMTP_BACKEND,
    )
    if backend != SMTP_BACKEND:
        return {"BACKEND": backend}
    use_tls, use_ssl = env_bool("EMAIL_USE_TLS"), env_bool("EMAIL_USE_SSL")
    if use_tls and use_ssl:
        raise ImproperlyConfigured(
            "Set EMAIL_USE_TLS (STARTTLS, usually port 587) or EMAIL_USE_SSL (usually port "
            "465), not both."
        )
    return {
        "BACKEND": backend,
        "OPTIONS": {
            "host": env_str("EMAIL_HOST", "localhost"),
            "port": env_int("EMAIL_PORT", 25),
            "username": env_str("EMAIL_HOST_USER"),
            "password": env_str("EMAIL_HOST_PASSWORD"),
            "use_tls": use_tls,
            "use_ssl": use_ssl,
            # A mail server that does not answer holds the request sending the e-mail.
            "timeout": env_int("EMAIL_TIMEOUT", 10),
        },
    }


MAILERS = {"default": mailer_from_env()}
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "Honest Match <noreply@localhost>")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "plain"},
    },
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {
        # httpx logs every request line; ours say what matters without the noise.
        "httpx": {"level": "WARNING"},
        "httpx2": {"level": "WARNING"},
        "google_genai": {"level": "WARNING"},
    },
}
