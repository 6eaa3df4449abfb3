"""Screenshots of the main pages at desktop and phone widths, for reviewers.

    .venv/bin/python scripts/screenshots.py [--out docs/screenshots]

Builds a throwaway SQLite database with the demo data (`manage.py load_demo`), starts the
development server against it and a fake Gemini server in this process (so the job page
shows a real explanation: verified matches and gaps, one point removed), and photographs
with Debian's Chromium (/usr/bin/chromium, or $CHROMIUM_PATH):

    job-list, job-detail (with an explanation), profile, for-you, apply, my-applications,
    postings, applicants (a job's applications), application (one, with its shared
    explanation), dashboard
    each as <name>-desktop.png (1280 wide) and <name>-phone.png (390 wide)

Nothing outside the output folder is touched: the database, uploads and server live in a
temporary folder that is removed afterwards.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(BASE_DIR))

from tests.browser.chromium import (  # noqa: E402
    CHROMIUM_ARGS,
    CHROMIUM_PATH,
    DESKTOP,
    PHONE,
    chromium_available,
)
from tests.fake_gemini import FakeGemini  # noqa: E402

DEMO_PASSWORD = "demo-pass-2026"  # jobportal/demo_data.py; the README publishes it
SEEKER, RECRUITER, ADMIN = "seeker.ana", "recruiter.northwind", "admin"
JOB_TITLE = "Java Engineer"  # Northwind Software's, which Ana's profile fits best
APPLICANT = "Ana Kovač"  # her demo application to it shares her contact details
# Taller pages are cut here: the top of a page is what shows its layout.
MAX_HEIGHT = {"desktop": 1600, "phone": 2400}

# What the "model" says about Ana and Northwind's Java Engineer job: every quote below is
# word for word in the demo texts, except the on-call claim, which the checker removes.
EXPLANATION = {
    "matches": [
        {
            "point": "You build REST APIs in Java and Spring Boot, as this job asks.",
            "profileQuote": "REST APIs in Java and Spring Boot",
            "jobQuote": "Spring Boot and REST APIs",
        },
        {
            "point": "You designed a PostgreSQL schema; the job asks for SQL and PostgreSQL.",
            "profileQuote": "I designed the PostgreSQL schema",
            "jobQuote": "SQL and PostgreSQL",
        },
        {
            "point": "You moved a deployment to Docker containers; the job uses Docker.",
            "profileQuote": "moved its deployment to Docker containers",
            "jobQuote": "Docker",
        },
        {
            "point": "You have already been on call for production services.",
            "profileQuote": "on call for production services",
            "jobQuote": "join a relaxed on-call rotation",
        },
    ],
    "gaps": [
        {
            "point": "AWS services beyond EC2 and S3 (ECS, RDS or Lambda).",
            "profileQuote": "",
            "jobQuote": "some AWS experience (ECS, RDS or Lambda) is a plus",
        },
        {
            "point": "Keeping PostgreSQL schemas healthy as the data grows.",
            "profileQuote": "",
            "jobQuote": "keep our PostgreSQL schemas healthy as the data grows",
        },
    ],
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def manage(env: dict[str, str], *args: str) -> None:
    subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=BASE_DIR,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )


@contextlib.contextmanager
def demo_site(workdir: Path, gemini_url: str) -> Iterator[str]:
    """The development server on demo data in `workdir`; yields its base URL."""
    env = {
        **os.environ,
        "DEBUG": "true",
        "SECRET_KEY": "screenshots-only-" + "x" * 40,
        "DATABASE_URL": f"sqlite:///{workdir / 'demo.sqlite3'}",
        "MEDIA_ROOT": str(workdir / "media"),
        "GEMINI_API_KEY": "fake-key-for-screenshots",
        "GEMINI_BASE_URL": gemini_url,
        "LOG_LEVEL": "WARNING",
    }
    for name in ("REDIS_URL", "DJANGO_ALLOW_ASYNC_UNSAFE"):
        env.pop(name, None)
    manage(env, "migrate", "--noinput")
    manage(env, "createcachetable")
    manage(env, "load_demo")
    # Explanations over the last weeks, so the dashboard's chart has a line to draw.
    manage(env, "seed_explanations", "--explanations", "600", "--days", "30")
    # Their jobs are closed, so the job list shows only the demo's own.
    manage(
        env,
        "shell",
        "-c",
        (
            "from django.utils import timezone; from jobportal.models import Job; "
            "Job.objects.filter(owner__username__startswith='loadtest-')"
            ".update(closed_at=timezone.now())"
        ),
    )
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "manage.py", "runserver", f"127.0.0.1:{port}", "--noreload"],
        cwd=BASE_DIR,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        # A deadline, not a count of tries: on a busy machine the first page alone can take
        # seconds.
        deadline = time.monotonic() + 120
        while True:
            if server.poll() is not None:
                raise RuntimeError("the development server stopped")
            with contextlib.suppress(OSError):
                urllib.request.urlopen(url + "/", timeout=30).close()
                break
            if time.monotonic() > deadline:
                raise RuntimeError("the development server did not start")
            time.sleep(0.2)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


def log_in(browser, url: str, username: str, *, admin: bool = False) -> dict:
    """A logged-in browser state (cookies) for `username`."""
    context = browser.new_context(base_url=url)
    page = context.new_page()
    page.goto("/admin/login/" if admin else "/accounts/login/")
    page.fill("[name=username]", username)
    page.fill("[name=password]", DEMO_PASSWORD)
    page.click("[type=submit]")
    page.wait_for_load_state()
    state = context.storage_state()
    context.close()
    return state


def shoot(page, out: Path, name: str, width_name: str) -> Path:
    path = out / f"{name}-{width_name}.png"
    height = page.evaluate("() => document.documentElement.scrollHeight")
    width = page.viewport_size["width"]
    page.screenshot(
        path=str(path),
        full_page=True,
        animations="disabled",
        caret="hide",
        clip={"x": 0, "y": 0, "width": width, "height": min(height, MAX_HEIGHT[width_name])},
    )
    return path


def photograph(browser, url: str, out: Path) -> list[Path]:
    states = {user: log_in(browser, url, user) for user in (SEEKER, RECRUITER)}
    states[ADMIN] = log_in(browser, url, ADMIN, admin=True)
    shots = []
    for width_name, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        phone = width_name == "phone"

        def open_as(user: str | None, viewport=viewport, phone=phone):
            context = browser.new_context(
                base_url=url,
                viewport=viewport,
                is_mobile=phone,
                has_touch=phone,
                storage_state=states[user] if user else None,
                reduced_motion="reduce",
                locale="en-GB",
                timezone_id="Europe/Berlin",
            )
            return context.new_page()

        page = open_as(SEEKER)
        page.goto("/")
        shots.append(shoot(page, out, "job-list", width_name))

        page.get_by_role("link", name=JOB_TITLE, exact=True).first.click()
        # The first width asks Gemini (the demo data holds an older offline answer, hence "Try
        # again"); the second sees the stored answer.
        ask = page.locator("[data-explain-button]")
        if ask.count():
            ask.click()
            page.locator("#explanation-result .explainer-source", has_text="Gemini").wait_for()
        page.evaluate("() => window.scrollTo(0, 0)")
        shots.append(shoot(page, out, "job-detail", width_name))

        page.goto("/profile/")
        shots.append(shoot(page, out, "profile", width_name))

        page.goto("/jobs/for-you/")
        shots.append(shoot(page, out, "for-you", width_name))
        page.locator(".job-card").first.get_by_role("link", name="Apply").click()
        shots.append(shoot(page, out, "apply", width_name))
        page.goto("/applications/")
        shots.append(shoot(page, out, "my-applications", width_name))
        page.context.close()

        page = open_as(RECRUITER)
        page.goto("/postings/")
        shots.append(shoot(page, out, "postings", width_name))
        # The demo's new application to this job, sharing contact details and an explanation.
        row = page.locator("tr").filter(has_text=JOB_TITLE)
        row.get_by_role("link", name=re.compile(r"applications for")).click()
        shots.append(shoot(page, out, "applicants", width_name))
        page.get_by_role("link", name=APPLICANT).click()
        page.locator("#explanation-result").wait_for()
        shots.append(shoot(page, out, "application", width_name))
        page.context.close()

        page = open_as(ADMIN)
        page.goto("/admin/")
        page.get_by_role("link", name="Quality dashboard").click()
        page.locator("svg#daily-rate-chart").wait_for()
        shots.append(shoot(page, out, "dashboard", width_name))
        page.context.close()
    return shots


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=BASE_DIR / "docs" / "screenshots")
    args = parser.parse_args(argv)
    if not chromium_available():
        print(f"No Chromium at {CHROMIUM_PATH}: apt-get install -y chromium", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    with (
        tempfile.TemporaryDirectory(prefix="screenshots-") as workdir,
        FakeGemini() as gemini,
    ):
        gemini.set_default({"reply": "text", "text": json.dumps(EXPLANATION)})
        with demo_site(Path(workdir), gemini.base_url) as url, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM_PATH, args=CHROMIUM_ARGS)
            try:
                shots = photograph(browser, url, args.out)
            finally:
                browser.close()
    for path in shots:
        print(path.relative_to(BASE_DIR) if path.is_relative_to(BASE_DIR) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
