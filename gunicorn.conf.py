"""Gunicorn in production: `gunicorn -c gunicorn.conf.py` from the project folder.

Why threads (gthread): an explanation spends nearly all of its time waiting for Gemini (two to
thirty seconds) and needs a few tens of milliseconds of CPU. A sync worker is blocked for all
that time, so a handful of explanations in flight queue every other page behind them. A thread
waiting on a socket does not hold the GIL, so one process serves other requests meanwhile.
Thread counts are chosen by measurement: `make bench` (bench/bench_pages.py) asks for 50
explanations at once with the model answering after 2 s, and loads every page beside Django's
floor; docs/performance.md has the figures, and how to split pages and explanations between two
instances when pages are busy.

Every value can be changed from the environment without editing this file:

    PORT / GUNICORN_BIND      where to listen (default 0.0.0.0:8000)
    GUNICORN_WORKERS          processes (default: one per CPU core, at least 2)
    GUNICORN_THREADS          threads per process (default 32)
    GUNICORN_MAX_REQUESTS     recycle a process after this many requests (default 100000, 0: never)
    FORWARDED_ALLOW_IPS       proxies whose X-Forwarded-Proto is believed (default 127.0.0.1)
    GUNICORN_LOG_LEVEL        default info
    GUNICORN_CONTROL_SOCKET   path of gunicorn's control socket (default: none)
    GEMINI_TIMEOUT_SECONDS    the model call's timeout; the worker timeouts are derived from it

Database connections: each process has a pool of at most DB_POOL_MAX_SIZE (10) PostgreSQL
connections, shared by its threads; none is held while an explanation waits on Gemini. Keep
machines x processes x DB_POOL_MAX_SIZE below PostgreSQL's max_connections (see the README).
"""

import multiprocessing
import os


def _int(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    return int(value) if value else default


wsgi_app = "jobportal.wsgi:application"

bind = [os.environ.get("GUNICORN_BIND") or f"0.0.0.0:{_int('PORT', 8000)}"]
# The kernel queues connections beyond what the workers have accepted.
backlog = 2048

worker_class = "gthread"
workers = _int("GUNICORN_WORKERS", max(2, multiprocessing.cpu_count()))
threads = _int("GUNICORN_THREADS", 32)
keepalive = 5

_gemini_timeout = _int("GEMINI_TIMEOUT_SECONDS", 30)
# A process that stops reporting for this long is killed and replaced. Longer than a model
# call can take, so no worker ever dies while it waits on Gemini.
timeout = _gemini_timeout + 30
# On a restart or a deploy (SIGHUP, SIGTERM), requests in flight get this long to finish:
# a model call that has already been paid for is allowed to come back.
graceful_timeout = _gemini_timeout + 5

# The application is imported once, in the master, and every worker is a fork of it: a worker
# that starts (at boot, or after max_requests) serves at once instead of importing Django and
# the SDK for a second or two while its requests wait. Nothing connects at import time (the
# database pool, Redis and the Gemini client are opened by the first request in each worker),
# so no socket is shared across the fork. A new release needs a restart (SIGTERM, then start),
# not a SIGHUP: a reload forks the code the master already holds.
preload_app = True

# Recycle processes now and then (bounds any slow leak); the jitter keeps them from all
# restarting at the same moment. Rarely: each restart costs the new worker its warm state
# (pooled connections, compiled templates), and at 2,000 requests it was every second under load.
max_requests = _int("GUNICORN_MAX_REQUESTS", 100_000)
max_requests_jitter = max(1, max_requests // 10) if max_requests else 0

# Behind a proxy: believe the scheme it reports (X-Forwarded-Proto) only when it is one we know.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")

# Request size: gunicorn bounds the request line and the headers (its defaults, made explicit)
# but has no limit on bodies; the app refuses a Content-Length over REQUEST_BODY_MAX_BYTES
# with a 413 before reading a byte of the body (jobportal/body_limit.py), and gunicorn then
# closes the connection rather than read the rest.
limit_request_line = 4094
limit_request_fields = 100
limit_request_field_size = 8190

# The heartbeat file lives in memory, not on a disk that can stall.
if os.path.isdir("/dev/shm"):
    worker_tmp_dir = "/dev/shm"

# The control socket defaults to one path per user, which two instances on one machine would
# share; it is opt-in here.
_control_socket = os.environ.get("GUNICORN_CONTROL_SOCKET", "").strip()
if _control_socket:
    control_socket = _control_socket
else:
    control_socket_disable = True

# Logs to standard output for the process manager. The access log names the path without
# its query string and never a cookie or any other header: remote address, method, path,
# status, bytes, milliseconds.
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
access_log_format = '%(h)s "%(m)s %(U)s" %(s)s %(B)s %(M)sms'
proc_name = "jobportal"
