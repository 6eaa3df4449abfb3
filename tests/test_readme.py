"""Every command the README shows works as shown.

The commands are read from README.md itself (indented code blocks and inline code that start
with a program below), so a command added to the README is run here too, or this test says it
does not know how. Each runs in a subprocess, from the project folder, in a shell like a
reader's:

- `.venv/bin/python ...` (a developer's machine after `make run`): no DEBUG, SECRET_KEY or
  REDIS_URL; the database is a scratch copy of what `make run` prepares (migrated, demo data).
- bare `python`, `pip`, `gunicorn` (a production machine): the production environment, with
  DEBUG off, a SECRET_KEY and a REDIS_URL; a scratch database and static folder.
- `make ...`: a dry run (`make -n`, the target exists and takes the arguments), since this test
  runs inside `make test`; `make run` also for real below, on a free port.

What cannot run in full here runs in part, and says so: a server runs until it answers, a load
generator's sizes shrink, a benchmark (minutes, and PostgreSQL) shows its `--help`.
"""

import contextlib
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PROGRAMS = ("make", "python", ".venv/bin/python", "pip", "gunicorn")
# Shown in the README, run elsewhere: installing system packages is .ci/run's job.
NOT_RUN_HERE = ("apt-get",)
ENV_ASSIGNMENT = re.compile(r"^[A-Z_][A-Z0-9_]*=")
SHELL_ONLY = {
    "DEBUG",
    "SECRET_KEY",
    "REDIS_URL",
    "DATABASE_URL",
    "STATIC_ROOT",
    "PORT",
    "GUNICORN_BIND",
    "DJANGO_SETTINGS_MODULE",
    "DJANGO_ALLOW_ASYNC_UNSAFE",
}
LOAD_SIZE = 1_000  # a number above this in a command is a load generator's size
SHRUNK_SIZE = "50"


def command_words(text: str) -> list[str] | None:
    """The words of a command line, or None when the line is not a command."""
    text = text.split("  #", 1)[0].strip()  # a trailing comment
    try:
        words = shlex.split(text)
    except ValueError:
        return None
    at = next((i for i, w in enumerate(words) if not ENV_ASSIGNMENT.match(w)), None)
    if at is None or words[at] not in (*PROGRAMS, *NOT_RUN_HERE):
        return None
    if words[at] != "make" and len(words) == at + 1:
        return None  # a program named in prose ("`.venv/bin/python`"), not a command
    return words


def readme_commands() -> list[str]:
    commands: list[str] = []
    for line in README.read_text(encoding="utf-8").splitlines():
        candidates = [line[4:]] if line.startswith("    ") else re.findall(r"`([^`]+)`", line)
        for candidate in candidates:
            command = candidate.split("  #", 1)[0].strip()
            if command_words(command) and command not in commands:
                commands.append(command)
    return commands


COMMANDS = readme_commands()


def test_the_readme_shows_the_commands_this_test_expects():
    """The reading itself: if the README's form changes, this test must not go quiet."""
    assert "make run" in COMMANDS and "make test" in COMMANDS
    assert any("verify_claims" in command for command in COMMANDS)
    assert any("make run PORT=" in command for command in COMMANDS)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def shell_environment(**extra: str) -> dict[str, str]:
    environment = {k: v for k, v in os.environ.items() if k not in SHELL_ONLY}
    environment["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    environment.update(extra)
    return environment


def run(words: list[str], environment: dict[str, str], timeout: int = 120):
    """Runs `NAME=value ... program args` as a shell would: the assignments go to the env."""
    words = list(words)
    while words and ENV_ASSIGNMENT.match(words[0]):
        name, _, value = words.pop(0).partition("=")
        environment = {**environment, name: value}
    return subprocess.run(
        words, cwd=ROOT, env=environment, capture_output=True, text=True, timeout=timeout
    )


@pytest.fixture(scope="module")
def demo_database(tmp_path_factory) -> str:
    """What `make run` leaves: a migrated SQLite database with the demo data."""
    url = f"sqlite:///{tmp_path_factory.mktemp('readme') / 'db.sqlite3'}"
    environment = shell_environment(DEBUG="true", DATABASE_URL=url)
    for step in (["migrate", "--noinput"], ["createcachetable"], ["load_demo"]):
        result = run([sys.executable, "manage.py", *step], environment)
        assert result.returncode == 0, result.stderr
    return url


def without_optional_parts(command: str) -> str:
    """`explain_stats --days 30 [--model NAME]` as it runs without the optional options."""
    return re.sub(r"\s*\[[^\]]*\]", "", command)


def shrink_sizes(words: list[str]) -> list[str]:
    return [SHRUNK_SIZE if w.isdigit() and int(w) > LOAD_SIZE else w for w in words]


def wait_for_http(url: str, process: subprocess.Popen, seconds: float = 60) -> int:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            output = process.stdout.read() if process.stdout else ""
            pytest.fail(f"the server stopped (exit {process.returncode}): {output[-2000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"nothing answered at {url} within {seconds} s")


@contextlib.contextmanager
def serving(words: list[str], environment: dict[str, str]):
    process = subprocess.Popen(
        words,
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        yield process
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


@pytest.mark.parametrize("command", COMMANDS)
def test_readme_command_works_as_shown(command, demo_database, tmp_path):
    words = command_words(without_optional_parts(command))
    assert words is not None
    program_at = next(i for i, w in enumerate(words) if not ENV_ASSIGNMENT.match(w))
    program, args = words[program_at], words[program_at + 1 :]
    prefix = words[:program_at]
    production = shell_environment(
        SECRET_KEY="readme-test-secret-key-" + "x" * 40,
        REDIS_URL="redis://127.0.0.1:9/0",  # required by the settings; nothing listens there
        DATABASE_URL=demo_database,  # a scratch database all the same
        STATIC_ROOT=str(tmp_path / "static"),
        ALLOWED_HOSTS="127.0.0.1",
    )

    if program in NOT_RUN_HERE:
        pytest.skip(f"{program} installs system packages; .ci/run does it")

    if program == "make":
        args = [sys.executable if a.startswith("/path/to/") else a for a in args]
        args = [a.replace("PYTHON=/path/to/python3.13", f"PYTHON={sys.executable}") for a in args]
        result = run([*prefix, "make", "-n", *args], shell_environment())
        assert result.returncode == 0, result.stdout + result.stderr
        if "PORT=8001" in args:
            assert "runserver 127.0.0.1:8001" in result.stdout
        return

    if program == ".venv/bin/python" and args[:1] == ["manage.py"]:
        environment = shell_environment(DATABASE_URL=demo_database)
        result = run([*prefix, program, *shrink_sizes(args)], environment)
        assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
        assert result.stdout.strip(), "the command printed nothing"
        return

    if program in ("python", ".venv/bin/python") and args[:1] and args[0].startswith("bench/"):
        result = run([*prefix, sys.executable, args[0], "--help"], shell_environment())
        assert result.returncode == 0, result.stderr[-2000:]
        return

    if program == "python" and args[:1] == ["manage.py"]:
        if args[1:2] == ["migrate"] or args[1:2] == ["collectstatic"] or args[1:2] == ["check"]:
            result = run([*prefix, sys.executable, *args], production)
            assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
            return

    if program == "pip" and args[:2] == ["install", "-r"]:
        result = run([*prefix, sys.executable, "-m", "pip", *args], production, timeout=300)
        assert result.returncode == 0, result.stderr[-2000:]
        return

    if program == "gunicorn":
        port = free_port()
        for step in (["migrate", "--noinput"], ["collectstatic", "--noinput"]):  # as deployed
            result = run([sys.executable, "manage.py", *step], production)
            assert result.returncode == 0, result.stderr
        environment = {
            **production,
            "GUNICORN_BIND": f"127.0.0.1:{port}",
            "GUNICORN_WORKERS": "1",
            "GUNICORN_THREADS": "2",
        }
        gunicorn = str(Path(sys.executable).parent / "gunicorn")
        with serving([gunicorn, *args], environment) as process:
            # The login page needs no Redis; it shows the server is up and serving the app.
            status = wait_for_http(f"http://127.0.0.1:{port}/accounts/login/", process)
            assert status == 200
        return

    pytest.fail(f"the README shows a command this test cannot run yet: {command!r}")


def test_make_run_serves_on_the_port_given(demo_database):
    """`make run PORT=...` for real, a second time: installs and loads nothing twice, serves."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    port = free_port()
    environment = shell_environment(DATABASE_URL=demo_database)
    with serving(["make", "run", f"PORT={port}"], environment) as process:
        status = wait_for_http(f"http://127.0.0.1:{port}/", process, seconds=120)
    assert status == 200
