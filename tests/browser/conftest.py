"""Fixtures for the browser tests: Chromium, the live server, the fake Gemini server, pages.

- Playwright's sync API drives Debian's Chromium (/usr/bin/chromium, or $CHROMIUM_PATH);
  Playwright's browser download is never used. No browser: the tests are skipped on a laptop
  and fail when $CI is set.
- One Chromium for the package; every page a test opens gets a fresh context (cookies, storage).
- When a test fails, every page it opened leaves a screenshot, its HTML and its console log
  in test-artifacts/browser/<database vendor>/<module>__<test>/ (pageN.png, pageN.html,
  pageN.console.log), with the failure itself in failure.txt.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders
from django.contrib.staticfiles.handlers import StaticFilesHandler
from django.db import connection
from django.views import static
from pytest_django.live_server_helper import LiveServer

from tests.browser.chromium import CHROMIUM_ARGS, CHROMIUM_PATH, chromium_available
from tests.browser.helpers import Pages

ARTIFACTS_DIR = Path(settings.BASE_DIR) / "test-artifacts" / "browser"


# -- failure artefacts --------------------------------------------------------------------


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Any:
    # Each phase's report stays on the item, so a fixture can tell in teardown that it failed.
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


def failed(node: pytest.Item) -> bool:
    reports = (getattr(node, f"report_{when}", None) for when in ("setup", "call"))
    return any(report is not None and report.failed for report in reports)


def artefact_dir(node: pytest.Item) -> Path:
    test = re.sub(r"[^A-Za-z0-9_.-]+", "_", node.name).strip("_")
    return ARTIFACTS_DIR / connection.vendor / f"{Path(node.path).stem}__{test}"[:160]


# -- the browser --------------------------------------------------------------------------


def browser_unavailable(reason: str) -> None:
    message = (
        f"Browser tests need Playwright and Chromium: {reason}. Install them with "
        "`apt-get install -y chromium` and `pip install -r requirements-dev.txt`."
    )
    if os.environ.get("CI"):
        pytest.fail(f"{message} (CI is set: a missing browser is a failure.)", pytrace=False)
    pytest.skip(message)


@pytest.fixture(scope="package", autouse=True)
def orm_beside_playwright() -> Iterator[None]:
    """Let the tests use the ORM while Playwright's event loop runs in this thread.

    Playwright's sync API keeps an asyncio loop running in the main thread, and Django refuses
    ORM calls there ("You cannot call this from an async context") unless this variable is
    set. Set for this package only: outside it no loop runs, and `check --deploy` in a
    subprocess must not see the variable.
    """
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if previous is None:
        del os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"]
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture(scope="package")
def chromium(orm_beside_playwright: None) -> Iterator[Any]:
    """One Chromium for the browser tests, stopped (with Playwright's loop) after them."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        browser_unavailable("the playwright package is not installed")
    if not chromium_available():
        browser_unavailable(f"there is no Chromium at {CHROMIUM_PATH}")
    playwright = sync_playwright().start()
    try:
        browser = playwright.chromium.launch(executable_path=CHROMIUM_PATH, args=CHROMIUM_ARGS)
    except Exception as error:  # whatever stops the launch, the answer is the same
        playwright.stop()
        browser_unavailable(f"Chromium at {CHROMIUM_PATH} did not start: {error}")
    try:
        yield browser
    finally:
        browser.close()
        playwright.stop()


# -- the live server ----------------------------------------------------------------------


class StaticFiles(StaticFilesHandler):
    """Static files as the finders know them, or as collectstatic wrote them.

    With DEBUG off the pages link the manifest's hashed names (site.3f2a….css), which exist
    only in STATIC_ROOT; Django's handler asks the finders, which know only the source names.
    """

    def serve(self, request):
        path = self.file_path(request.path)
        if finders.find(path):
            return super().serve(request)
        return static.serve(request, path, document_root=settings.STATIC_ROOT)


@pytest.fixture(scope="session")
def live_server(request: pytest.FixtureRequest) -> Iterator[LiveServer]:
    """pytest-django's live server, under the same name so its helpers apply, with StaticFiles."""
    addr = (
        request.config.getvalue("liveserver")
        or os.getenv("DJANGO_LIVE_TEST_SERVER_ADDRESS")
        or "localhost"
    )
    server = LiveServer(addr, start=False)
    server.thread.static_handler = StaticFiles
    server.start()
    yield server
    server.stop()


# -- pages --------------------------------------------------------------------------------


@pytest.fixture
def pages(
    chromium: Any, live_server: LiveServer, request: pytest.FixtureRequest
) -> Iterator[Pages]:
    """Opens pages in fresh contexts: `pages.open(user, javascript=..., viewport=...)`."""
    artefacts = artefact_dir(request.node)
    shutil.rmtree(artefacts, ignore_errors=True)  # what an earlier run of this test left
    opened = Pages(chromium, live_server.url)
    try:
        yield opened
    finally:
        if failed(request.node):
            opened.save_artefacts(artefacts)
            reports = [getattr(request.node, f"report_{when}", None) for when in ("setup", "call")]
            why = "\n\n".join(str(r.longrepr) for r in reports if r is not None and r.failed)
            (artefacts / "failure.txt").write_text(why, encoding="utf-8")
        opened.close()
