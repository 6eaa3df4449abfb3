"""Production settings: refuse to start without what production needs, and pass check --deploy."""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_manage(*args, **env):
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DEBUG", "SECRET_KEY", "REDIS_URL", "DATABASE_URL", "HTTPS"}
    }
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_production_refuses_to_start_without_redis():
    result = run_manage("check", SECRET_KEY="x" * 50)
    assert result.returncode != 0
    assert "REDIS_URL is not set" in result.stderr
    assert "per-process counters would let every worker grant its own quota" in result.stderr


def test_production_refuses_to_start_without_secret_key():
    result = run_manage("check", REDIS_URL="redis://127.0.0.1:6379/0")
    assert result.returncode != 0
    assert "SECRET_KEY is not set" in result.stderr


def test_check_deploy_is_clean_with_https_settings():
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        SECRET_KEY="a-very-long-production-secret-key-" + "q" * 40,
        REDIS_URL="redis://127.0.0.1:6379/0",
        ALLOWED_HOSTS="jobs.example.com",
        HTTPS="true",
        SECURE_HSTS_SECONDS="31536000",
        SECURE_HSTS_INCLUDE_SUBDOMAINS="true",
        SECURE_HSTS_PRELOAD="true",
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_check_deploy_without_https_only_lists_https_settings():
    result = run_manage(
        "check",
        "--deploy",
        SECRET_KEY="a-very-long-production-secret-key-" + "q" * 40,
        REDIS_URL="redis://127.0.0.1:6379/0",
        ALLOWED_HOSTS="jobs.example.com",
    )
    assert result.returncode == 0
    warned = set(re.findall(r"\(security\.(W\d+)\)", result.stderr))
    # HSTS, SSL redirect, secure session and CSRF cookies: all need HTTPS in front.
    assert warned and warned <= {"W004", "W008", "W012", "W016"}


def test_dev_server_settings_need_nothing():
    result = run_manage("check", DEBUG="true")
    assert result.returncode == 0, result.stderr


def test_the_old_client_address_header_setting_is_refused():
    result = run_manage("check", DEBUG="true", RATELIMIT_IP_META_KEY="HTTP_X_REAL_IP")
    assert result.returncode != 0
    assert "TRUSTED_PROXIES" in result.stderr


def test_trusted_proxies_must_be_addresses_or_networks():
    assert (
        run_manage("check", DEBUG="true", TRUSTED_PROXIES="10.0.0.0/8, 192.0.2.7").returncode == 0
    )
    result = run_manage("check", DEBUG="true", TRUSTED_PROXIES="10.0.0.0/8,proxy.internal")
    assert result.returncode != 0 and "TRUSTED_PROXIES" in result.stderr
