"""Pages in Chromium that keep a record of what they said, and the checks made on them."""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.conf import settings
from django.test import Client

from tests.browser.chromium import DESKTOP

# Playwright's default is 30 s; a local page that needs more than this has failed.
DEFAULT_TIMEOUT_MS = 10_000

# Installed before any page script runs: a CSP violation leaves a record the page cannot hide.
WATCH_SCRIPT = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", function (event) {
  window.__cspViolations.push(event.violatedDirective + " " + (event.blockedURI || "inline"));
});
"""


@dataclass
class PageWatch:
    """What a page said and did besides rendering: the evidence of a script that ran."""

    console: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    documents: list[Any] = field(default_factory=list)  # responses that were pages
    allowed_errors: list[re.Pattern[str]] = field(default_factory=list)
    javascript: bool = True  # whether the page's own scripts run
    accessibility: list[str] = field(default_factory=list)  # axe's serious/critical findings
    audited: set[int] = field(default_factory=set)  # indexes into documents checked by axe

    def allow_error(self, pattern: str) -> None:
        """An expected console error, such as the 429 a page shows as a friendly message."""
        self.allowed_errors.append(re.compile(pattern))

    def unexpected_errors(self) -> list[str]:
        return [e for e in self.errors if not any(p.search(e) for p in self.allowed_errors)]

    def log_text(self) -> str:
        return "\n".join([*self.console, *(f"dialog: {d}" for d in self.dialogs)]) + "\n"


def session_cookie(user: Any, base_url: str) -> dict[str, Any]:
    """A logged-in session for `user` as a browser cookie (no login form, no login limit)."""
    client = Client()
    client.force_login(user)
    return {
        "name": settings.SESSION_COOKIE_NAME,
        "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
        "url": base_url,
    }


class Pages:
    """Opens pages, each in a fresh browser context, logged in as someone or no one."""

    def __init__(self, browser: Any, base_url: str) -> None:
        self.browser = browser
        self.base_url = base_url
        self.opened: list[Any] = []
        self.contexts: list[Any] = []

    def open(
        self, user: Any = None, *, javascript: bool = True, viewport: dict[str, int] = DESKTOP
    ) -> Any:
        context = self.browser.new_context(
            base_url=self.base_url,
            java_script_enabled=javascript,
            viewport=viewport,
            reduced_motion="reduce",
            locale="en-GB",
            timezone_id="UTC",
        )
        context.set_default_timeout(DEFAULT_TIMEOUT_MS)
        self.contexts.append(context)
        if user is not None:
            context.add_cookies([session_cookie(user, self.base_url)])
        context.add_init_script(WATCH_SCRIPT)
        page = context.new_page()
        page.watch = watch = PageWatch(javascript=javascript)

        def on_console(message: Any) -> None:
            where = message.location.get("url") or ""
            line = f"{message.type}: {message.text}" + (f" [{where}]" if where else "")
            watch.console.append(line)
            if message.type == "error":
                watch.errors.append(line)

        def on_page_error(error: Any) -> None:
            watch.console.append(f"pageerror: {error}")
            watch.errors.append(f"pageerror: {error}")

        def on_dialog(dialog: Any) -> None:
            watch.dialogs.append(f"{dialog.type}: {dialog.message}")
            dialog.dismiss()

        def on_response(response: Any) -> None:
            if response.request.resource_type == "document":
                watch.documents.append(response)

        page.on("console", on_console)
        page.on("pageerror", on_page_error)
        page.on("dialog", on_dialog)
        page.on("response", on_response)
        self.opened.append(page)
        return page

    def save_artefacts(self, directory: Path) -> None:
        """Screenshot, HTML and console log of every page this test opened."""
        shutil.rmtree(directory, ignore_errors=True)
        directory.mkdir(parents=True, exist_ok=True)
        for number, page in enumerate(self.opened, start=1):
            log = directory / f"page{number}.console.log"
            log.write_text(f"url: {page.url}\n{page.watch.log_text()}", encoding="utf-8")
            try:
                (directory / f"page{number}.html").write_text(page.content(), encoding="utf-8")
                page.screenshot(path=str(directory / f"page{number}.png"), full_page=True)
            except Exception as error:  # a crashed page still leaves its log
                with log.open("a", encoding="utf-8") as file:
                    file.write(f"(could not capture the page: {error})\n")

    def close(self) -> None:
        for context in self.contexts:
            context.close()


# -- checks -------------------------------------------------------------------------------


def assert_clean(page: Any) -> None:
    """No dialog, console error, uncaught exception, CSP violation or canary on this page."""
    watch: PageWatch = page.watch
    assert watch.dialogs == [], f"a dialog opened: {watch.dialogs}"
    assert watch.unexpected_errors() == [], f"console errors: {watch.unexpected_errors()}"
    # Playwright can evaluate even where the page's own scripts are disabled.
    state = page.evaluate(
        "() => ({xss: window.__xss === undefined ? null : String(window.__xss),"
        " csp: window.__cspViolations || []})"
    )
    assert state["xss"] is None, f"an injected script ran: window.__xss = {state['xss']}"
    assert state["csp"] == [], f"CSP violations: {state['csp']}"


def csp_directives(response: Any) -> dict[str, list[str]]:
    policy = response.headers.get("content-security-policy", "")
    return {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}


def assert_strict_csp(response: Any) -> None:
    """Scripts and styles from our origin only; no unsafe-inline or unsafe-eval anywhere."""
    policy = response.headers.get("content-security-policy", "")
    directives = csp_directives(response)
    assert directives.get("script-src") == ["'self'"], policy
    assert directives.get("style-src") == ["'self'"], policy
    assert directives.get("default-src") == ["'self'"], policy
    assert directives.get("object-src") == ["'none'"], policy
    assert directives.get("base-uri") == ["'none'"], policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy, policy


def assert_every_page_strict(page: Any) -> None:
    """Every document this page loaded (redirects and error pages too) had a strict CSP."""
    assert page.watch.documents, "no page was loaded"
    for response in page.watch.documents:
        assert_strict_csp(response)


def squash(text: str) -> str:
    """Runs of whitespace as one space: how a payload is compared with the page's text."""
    return " ".join(text.split())


def texts(page: Any, *selectors: str) -> dict[str, str]:
    """The squashed text of the first element of each selector, in one round trip."""
    raw = page.evaluate(
        "selectors => Object.fromEntries(selectors.map(s => {"
        " const node = document.querySelector(s); return [s, node ? node.textContent : null]; }))",
        list(selectors),
    )
    missing = [selector for selector, text in raw.items() if text is None]
    assert not missing, f"no element for {missing}"
    return {selector: squash(text) for selector, text in raw.items()}


def text_of(page: Any, selector: str) -> str:
    """The squashed text of the first element the selector finds (which must exist)."""
    return texts(page, selector)[selector]


def all_texts(page: Any, selector: str) -> list[str]:
    """The squashed text of every element the selector finds."""
    return [squash(text) for text in page.locator(selector).all_text_contents()]


def form_values(page: Any) -> dict[str, str]:
    """Every named input, textarea and select of the page, by name (one round trip)."""
    return page.evaluate(
        "() => Object.fromEntries([...document.querySelectorAll('input[name], textarea[name],"
        " select[name]')].map(e => [e.name, e.value]))"
    )
