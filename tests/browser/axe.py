"""Accessibility checks with axe-core, injected into the page under test.

axe-core comes from the npm registry, pinned in package.json and package-lock.json; `make test`
installs it with `npm ci` into node_modules/. It is put into the page with Playwright's
evaluate, which the page's strict CSP does not govern, so the site needs no exception for it.

A page passes when axe finds no violation of serious or critical impact. `audit(page)` checks
the page as it is at that moment (after a result appeared, say), and remembers which loaded
document it checked, so a journey can prove it checked every page it visited.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings

AXE_PATH = Path(settings.BASE_DIR) / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING_IMPACTS = ("serious", "critical")


@cache
def axe_source() -> str:
    if not AXE_PATH.is_file():
        message = (
            f"axe-core is not installed ({AXE_PATH} is missing): run `npm ci`, as `make test` does"
        )
        if os.environ.get("CI"):
            pytest.fail(f"{message} (CI is set: a missing checker is a failure.)", pytrace=False)
        pytest.skip(message)
    return AXE_PATH.read_text(encoding="utf-8")


def rendered_documents(page: Any) -> list[int]:
    """Indexes of the documents this page loaded that a person saw (not redirects)."""
    return [
        index
        for index, response in enumerate(page.watch.documents)
        if not 300 <= response.status < 400
    ]


RUN_AXE = (
    "() => axe.run(document, {resultTypes: ['violations']}).then(r => r.violations.map("
    "v => ({id: v.id, impact: v.impact, help: v.help,"
    " targets: v.nodes.map(n => n.target.join(' ')).slice(0, 5)})))"
)


def run_axe(page: Any) -> list[dict[str, Any]]:
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source())
    return page.evaluate(RUN_AXE)


def run_axe_on_a_copy(page: Any) -> list[dict[str, Any]]:
    """axe on a page whose scripts are off: timers never fire there, so axe.run would never
    finish. The same document (as it is now) is checked in a page that can run axe, at the
    same address and width, with the site's stylesheets and none of its scripts."""
    html = page.content()
    context = page.context.browser.new_context(
        base_url=page.url,
        viewport=page.viewport_size,
        reduced_motion="reduce",
        locale="en-GB",
        timezone_id="UTC",
    )
    try:
        copy = context.new_page()
        copy.route(
            page.url,
            lambda route: route.fulfill(
                status=200, content_type="text/html; charset=utf-8", body=html
            ),
        )
        copy.route("**/*.js", lambda route: route.abort())
        copy.goto(page.url)
        return run_axe(copy)
    finally:
        context.close()


def audit(page: Any) -> list[str]:
    """Runs axe-core on the page as it is now; records and returns what blocks."""
    page.wait_for_load_state()
    found = run_axe(page) if page.watch.javascript else run_axe_on_a_copy(page)
    width = page.viewport_size["width"]
    blocking = [
        f"{page.url} at {width}px: {v['id']} ({v['impact']}): {v['help']} {v['targets']}"
        for v in found
        if v["impact"] in BLOCKING_IMPACTS
    ]
    page.watch.accessibility.extend(blocking)
    if page.watch.documents:
        page.watch.audited.add(len(page.watch.documents) - 1)
    return blocking


def assert_accessible(page: Any) -> None:
    """Every page this one showed was audited, and none had a serious or critical violation."""
    watch = page.watch
    unaudited = [
        watch.documents[index].url
        for index in rendered_documents(page)
        if index not in watch.audited
    ]
    assert not unaudited, f"pages shown but never checked with axe: {unaudited}"
    assert watch.accessibility == [], "accessibility violations:\n" + "\n".join(
        watch.accessibility
    )
