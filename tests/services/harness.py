"""Real processes for the multi-process tests and the benchmarks.

Everything here runs what production runs: gunicorn with gunicorn.conf.py, on PostgreSQL and
Redis, against the fake Gemini server as its own process (`python -m tests.fake_gemini`). No
Django is imported: the test process talks to the app servers over HTTP, to the fake server
through its control API, and to PostgreSQL with psycopg, as an outsider would.

The pieces:

- `scratch_database()`: a PostgreSQL database of its own (never the one pytest-django uses),
  migrated, dropped afterwards;
- `FakeGeminiProcess`: the fake server in a subprocess, scripted over HTTP
  (`FakeGeminiControl` scripts one that another process started);
- `Gunicorn`: one app server instance on a free port, with its log in a file;
- `RedisServer`: a throwaway redis-server on a free port, to be killed mid-run;
- `seed()`: users, profiles, jobs and logged-in sessions, made by `tests/services/seed.py`;
- `Browser`: a cookie-carrying HTTP client for one session (stdlib only).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
GUNICORN = str(Path(PYTHON).with_name("gunicorn"))

# What the fake server is told to answer, and what must never show up anywhere.
API_KEY = "AIzaFAKE-services-key-7f3a9c-must-never-leak"
SECRET_KEY = "services-only-secret-key-" + "s" * 40


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until(
    predicate, *, timeout: float, interval: float = 0.05, what: str = "condition"
) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(interval)
    raise TimeoutError(f"timed out after {timeout}s waiting for {what}")


# -- PostgreSQL ----------------------------------------------------------------------------


def with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


def pg_connect(url: str):
    import psycopg

    return psycopg.connect(url.replace("postgres://", "postgresql://", 1), autocommit=True)


def create_database(base_url: str, name: str) -> str:
    """An empty database `name` on base_url's server (dropped first if it is there); its URL."""
    with pg_connect(with_database(base_url, "postgres")) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')
    return with_database(base_url, name)


def drop_database(base_url: str, name: str) -> None:
    with pg_connect(with_database(base_url, "postgres")) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextlib.contextmanager
def scratch_database(
    base_url: str, name: str, env: dict[str, str], *, keep: bool = False
) -> Iterator[str]:
    """Create database `name` next to base_url's, migrate it, yield its URL, drop it."""
    url = create_database(base_url, name)
    try:
        run_manage(["migrate", "--noinput"], {**env, "DATABASE_URL": url})
        yield url
    finally:
        if not keep:
            drop_database(base_url, name)


def terminate_backends(url: str) -> int:
    """What a PostgreSQL restart does to live connections: cut every one to this database."""
    name = urlsplit(url).path.lstrip("/")
    with pg_connect(with_database(url, "postgres")) as connection:
        rows = connection.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = %s AND pid <> pg_backend_pid()",
            [name],
        ).fetchall()
    return sum(1 for (done,) in rows if done)


def query(url: str, sql: str, params: list[Any] | tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    with pg_connect(url) as connection:
        cursor = connection.execute(sql, params)
        return cursor.fetchall() if cursor.description is not None else []


# -- Django management commands, in a subprocess ----------------------------------------------


def run_manage(args: list[str], env: dict[str, str], *, timeout: float = 300) -> str:
    result = subprocess.run(
        [PYTHON, "manage.py", *args],
        cwd=ROOT,
        env=clean_env(env),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if result.returncode != 0:
        raise RuntimeError(f"manage.py {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result.stdout


def clean_env(overrides: dict[str, str]) -> dict[str, str]:
    """The environment for a child: ours, minus anything Gemini, plus the overrides."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("GEMINI_", "GOOGLE_", "GUNICORN_"))
        and key not in {"PYTEST_CURRENT_TEST", "PYTEST_ADDOPTS", "GUNICORN_CMD_ARGS"}
    }
    env.update(overrides)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    env.setdefault("DJANGO_SETTINGS_MODULE", "jobportal.settings")
    return env


def seed(env: dict[str, str], **options: int) -> dict[str, Any]:
    """Users, profiles, jobs and sessions in env's database; see tests/services/seed.py."""
    args = [PYTHON, "-m", "tests.services.seed"]
    for name, value in options.items():
        args += [f"--{name.replace('_', '-')}", str(value)]
    result = subprocess.run(
        args, cwd=ROOT, env=clean_env(env), capture_output=True, text=True, timeout=600
    )
    if result.returncode != 0:
        raise RuntimeError(f"seeding failed:\n{result.stdout}\n{result.stderr}")
    return json.loads(result.stdout)


def collect_static(env: dict[str, str], static_root: Path) -> None:
    run_manage(["collectstatic", "--noinput"], {**env, "STATIC_ROOT": str(static_root)})


# -- the fake Gemini server -----------------------------------------------------------------


class FakeGeminiControl:
    """The control API of a running fake Gemini server (tests/fake_gemini.py) at base_url."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url

    def control(self, method: str, path: str, body: Any = None) -> Any:
        status, _, payload = request(
            self.base_url + path, method=method, json_body=body, timeout=10
        )
        if status != 200:
            raise RuntimeError(f"fake Gemini control {path}: HTTP {status} {payload[:200]!r}")
        return json.loads(payload)

    def reset(self) -> None:
        self.control("POST", "/_fake/reset")

    def script(self, *behaviours: dict[str, Any]) -> None:
        self.control("POST", "/_fake/script", {"behaviours": list(behaviours), "replace": True})

    def set_default(self, behaviour: dict[str, Any] | None) -> None:
        self.control("POST", "/_fake/default", behaviour)

    def set_delay(self, seconds: float) -> None:
        self.control("POST", "/_fake/config", {"delay": seconds})

    @property
    def calls(self) -> int:
        return self.control("GET", "/_fake/calls")["calls"]


class FakeGeminiProcess(FakeGeminiControl):
    """`python -m tests.fake_gemini` on a free port, and its control API."""

    def __init__(self, log_path: Path, *, delay: float = 0.0) -> None:
        super().__init__("")
        self.log_path = log_path
        self.delay = delay
        self.process: subprocess.Popen | None = None

    def start(self) -> FakeGeminiProcess:
        port = free_port()
        self._log = open(self.log_path, "w")  # closed in stop()
        self.process = subprocess.Popen(
            [PYTHON, "-m", "tests.fake_gemini", "--port", str(port), "--delay", str(self.delay)],
            cwd=ROOT,
            env=clean_env({}),
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )
        self.base_url = f"http://127.0.0.1:{port}"
        wait_until(self._up, timeout=15, what="the fake Gemini server")
        return self

    def _up(self) -> bool:
        if self.process is not None and self.process.poll() is not None:
            raise RuntimeError(f"the fake Gemini server exited: {self.log_path.read_text()}")
        try:
            self.control("GET", "/_fake/calls")
            return True
        except OSError:
            return False

    def stop(self) -> None:
        if self.process is not None:
            stop_process(self.process)
            self.process = None
            self._log.close()


# -- gunicorn ---------------------------------------------------------------------------------


@dataclass
class Gunicorn:
    """One app server: `gunicorn -c gunicorn.conf.py` on a free port of 127.0.0.1."""

    env: dict[str, str]
    log_path: Path
    extra_args: list[str] = field(default_factory=list)
    port: int = 0
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, *, timeout: float = 30) -> Gunicorn:
        self.port = self.port or free_port()
        self._log = open(self.log_path, "a")  # closed in stop()
        self.process = subprocess.Popen(
            [
                GUNICORN,
                "-c",
                "gunicorn.conf.py",
                "--bind",
                f"127.0.0.1:{self.port}",
                *self.extra_args,
            ],
            cwd=ROOT,
            env=clean_env(self.env),
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        wait_until(self._up, timeout=timeout, what=f"gunicorn on port {self.port}")
        return self

    def _up(self) -> bool:
        if self.process is not None and self.process.poll() is not None:
            raise RuntimeError(f"gunicorn exited early:\n{self.log_path.read_text()[-3000:]}")
        try:
            status, _, _ = request(self.url + "/healthz", timeout=2)
        except OSError:
            return False
        return status in (200, 503)

    def stop(self) -> None:
        if self.process is not None:
            stop_process(self.process, timeout=15)
            self.process = None
            self._log.close()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


def stop_process(process: subprocess.Popen, *, timeout: float = 10) -> None:
    """SIGTERM, then SIGKILL if it does not go; our own child only."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


# -- a throwaway Redis -----------------------------------------------------------------------


class RedisServer:
    """A redis-server of our own, so killing it disturbs nobody else's."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        executable = shutil.which("redis-server")
        if executable is None:
            raise RuntimeError("redis-server is not installed")
        self.process = subprocess.Popen(
            [
                executable,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.workdir),
                "--loglevel",
                "warning",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_until(self.ping, timeout=10, what="redis-server")
        return self

    def ping(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def kill(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=5)
            self.process = None


def flush_redis(url: str) -> None:
    import redis

    client = redis.Redis.from_url(url, socket_connect_timeout=2)
    try:
        client.flushdb()
    finally:
        client.close()


def with_redis_db(url: str, db: int) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{db}", parts.query, parts.fragment))


# -- HTTP --------------------------------------------------------------------------------------


def request(
    url: str,
    *,
    method: str = "GET",
    headers: dict[str, str] | None = None,
    body: bytes | None = None,
    json_body: Any = None,
    timeout: float = 30,
) -> tuple[int, dict[str, str], bytes]:
    """One HTTP/1.1 request, no redirects followed: (status, headers lower-cased, body)."""
    parts = urlsplit(url)
    headers = dict(headers or {})
    if json_body is not None:
        body = json.dumps(json_body).encode()
        headers.setdefault("Content-Type", "application/json")
    connection = http.client.HTTPConnection(
        parts.hostname or "127.0.0.1", parts.port, timeout=timeout
    )
    try:
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        connection.request(method, path or "/", body=body, headers=headers)
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes
    seconds: float

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")

    def json(self) -> Any:
        return json.loads(self.body)


class Browser:
    """One visitor's session against any instance: a session cookie and a CSRF token."""

    def __init__(self, session_key: str | None = None) -> None:
        # Any 32 letters or digits form a valid CSRF secret; the header repeats it.
        self.csrf = secrets.token_hex(16)
        self.session_key = session_key

    def headers(
        self, extra: dict[str, str] | None = None, *, json_reply: bool = False
    ) -> dict[str, str]:
        """The headers this visitor sends: its cookies, the CSRF token, what it accepts."""
        cookies = [f"csrftoken={self.csrf}"]
        if self.session_key:
            cookies.append(f"sessionid={self.session_key}")
        headers = {"Cookie": "; ".join(cookies), "X-CSRFToken": self.csrf}
        if json_reply:
            headers["Accept"] = "application/json"
        headers.update(extra or {})
        return headers

    def get(self, url: str, *, json_reply: bool = False, timeout: float = 30) -> Reply:
        return self._send("GET", url, None, json_reply=json_reply, timeout=timeout)

    def post(
        self,
        url: str,
        form: dict[str, str] | None = None,
        *,
        json_reply: bool = False,
        timeout: float = 60,
        extra_headers: dict[str, str] | None = None,
    ) -> Reply:
        body = urlencode(form or {}).encode()
        return self._send(
            "POST",
            url,
            body,
            json_reply=json_reply,
            timeout=timeout,
            extra={"Content-Type": "application/x-www-form-urlencoded", **(extra_headers or {})},
        )

    def post_multipart(
        self,
        url: str,
        fields: dict[str, str],
        files: dict[str, tuple[str, bytes, str]],
        *,
        timeout: float = 60,
    ) -> Reply:
        """A form with file uploads: files maps a field to (filename, content, content type)."""
        boundary = "----services" + secrets.token_hex(8)
        parts: list[bytes] = []
        for name, value in fields.items():
            parts.append(
                f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'
                f"{value}\r\n".encode()
            )
        for name, (filename, content, content_type) in files.items():
            parts.append(
                f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; '
                f'filename="{filename}"\r\nContent-Type: {content_type}\r\n\r\n'.encode()
                + content
                + b"\r\n"
            )
        parts.append(f"--{boundary}--\r\n".encode())
        return self._send(
            "POST",
            url,
            b"".join(parts),
            json_reply=False,
            timeout=timeout,
            extra={"Content-Type": f"multipart/form-data; boundary={boundary}"},
        )

    def _send(
        self,
        method: str,
        url: str,
        body: bytes | None,
        *,
        json_reply: bool,
        timeout: float,
        extra: dict[str, str] | None = None,
    ) -> Reply:
        started = time.monotonic()
        status, headers, payload = request(
            url,
            method=method,
            headers=self.headers(extra, json_reply=json_reply),
            body=body,
            timeout=timeout,
        )
        return Reply(status, headers, payload, time.monotonic() - started)


def post_streaming(
    url: str,
    total_bytes: int,
    *,
    headers: dict[str, str] | None = None,
    chunked: bool = False,
    timeout: float = 60,
) -> tuple[int | None, int, float]:
    """POST a body of total_bytes (announced in Content-Length, or sent chunked with no length),
    in 64 KiB pieces until the server answers or stops reading: (status or None, bytes sent,
    seconds to the answer)."""
    import select

    parts = urlsplit(url)
    boundary = "----streaming" + secrets.token_hex(8)
    length = "Transfer-Encoding: chunked" if chunked else f"Content-Length: {total_bytes}"
    head = (
        f"POST {parts.path} HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\n"
        f"Content-Type: multipart/form-data; boundary={boundary}\r\n"
        f"{length}\r\n"
        + "".join(f"{name}: {value}\r\n" for name, value in (headers or {}).items())
        + "\r\n"
    ).encode()
    piece = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.txt"\r\n'
            "Content-Type: text/plain\r\n\r\n"
        )
        .encode()
        .ljust(65536, b"x")
    )
    started = time.monotonic()
    sent = 0
    with socket.create_connection((parts.hostname, parts.port), timeout=timeout) as sock:
        sock.sendall(head)
        while sent < total_bytes:
            readable, writable, _ = select.select([sock], [sock], [], timeout)
            if readable:
                break  # the server has answered (or hung up) before the body was sent
            if writable:
                chunk = (piece if sent == 0 else b"x" * 65536)[: total_bytes - sent]
                try:
                    if chunked:  # one HTTP chunk a piece, whole or not at all
                        sock.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                        sent += len(chunk)
                    else:
                        sent += sock.send(chunk)
                except OSError:
                    break
        try:
            answer = sock.recv(65536)
        except OSError:
            answer = b""
    seconds = time.monotonic() - started
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else None
    return status, sent, seconds
