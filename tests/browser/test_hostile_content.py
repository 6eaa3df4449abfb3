"""Hostile content, in a real browser: every page shows it as text and none of it runs.

Each payload of `xss_payloads.PAYLOADS` goes into every field a user writes (a job's title,
company, location, description and requirements; every profile field) and into every field
the model writes (points and quotes, through the fake Gemini server). Then every page that
shows them is opened in Chromium: the job list, the job page, the explanation with
JavaScript and through the plain form without it (quotes highlighted both ways), the profile
form, the recruiter's postings and edit form, and the message after closing a job. On every
page: no dialog, no console error, no uncaught exception, no CSP violation, no `window.__xss`
canary, a strict Content-Security-Policy header, and the payload visible as text.

The payloads go in groups of ten (one page load shows ten jobs; one explanation holds ten
points), so the whole corpus takes a few page loads per payload instead of a few dozen.
"""

import html
import json
import string

import pytest

from explain.checker import Kind, Verdict
from explain.faithfulness import verify
from explain.presenters import ALL_VERIFIED, REWORDED_NOTE, removed_sentence
from explain.prompt import PROFILE_LABELS, build_prompt
from explain.reasons import Wording
from jobportal.models import Job, Profile, User
from tests.browser.helpers import (
    all_texts,
    assert_clean,
    assert_every_page_strict,
    form_values,
    squash,
    text_of,
    texts,
)
from tests.browser.xss_payloads import PAYLOADS

pytestmark = pytest.mark.browser

GAP_INTRO = "Not shown in your profile:"
GROUP_SIZE = 10  # five matches and five gaps: all an explanation keeps
NAMES = list(PAYLOADS)
GROUPS = [NAMES[i : i + GROUP_SIZE] for i in range(0, len(NAMES), GROUP_SIZE)]
# The sent fields and the private ones, which stay on the server.
PROFILE_FIELDS = (*PROFILE_LABELS, "full_name", "email", "phone", "salary_expectation")
# What the quote checker strips from a quote's ends (docs/design.md, "Normalising").
QUOTE_EDGES = "'\"`.,;:!?…*_()[]“”‘’"


def fits(model, name: str, value: str) -> str:
    """The value cut to the column's length (a phone number holds 40 characters)."""
    max_length = model._meta.get_field(name).max_length
    return value[:max_length] if max_length else value


def as_quoted(text: str) -> str:
    """A quote as the page shows it: the text found, without the edges the checker strips,
    but with a closing bracket that the shown text opened (explain.presenters.close_bracket)."""
    original, previous = text, None
    while previous != text:
        previous, text = text, text.strip().strip(QUOTE_EDGES)
    end = original.find(text) + len(text)
    for opening, closing in (("(", ")"), ("[", "]")):
        if text.count(opening) > text.count(closing) and original[end : end + 1] == closing:
            return text + closing
    return text


def gap_quote(index: int, payload: str) -> str:
    return f"{payload} for team {string.ascii_uppercase[index]}"


def split(payloads: list[str]) -> tuple[list[str], list[tuple[int, str]]]:
    """The payloads of the matches, and those (with their place) of the gaps."""
    half = GROUP_SIZE // 2
    return payloads[:half], list(enumerate(payloads))[half:]


def model_reply(payloads: list[str]) -> str:
    """Up to five matches and five gaps, each point and each quote carrying a payload."""
    matches, gaps = split(payloads)
    return json.dumps(
        {
            "matches": [
                {"point": f"Both name {p}", "profileQuote": p, "jobQuote": p} for p in matches
            ],
            "gaps": [
                {"point": f"The job asks for {p}", "profileQuote": "", "jobQuote": gap_quote(i, p)}
                for i, p in gaps
            ],
        }
    )


def profile_values(payload: str) -> dict[str, str]:
    return {name: fits(Profile, name, payload) for name in PROFILE_FIELDS}


def assert_shows(page, payload: str, *selectors: str) -> None:
    for selector, text in texts(page, *selectors).items():
        assert squash(payload) in text, f"not shown as text in {selector}"


def assert_safe(page) -> None:
    assert_clean(page)
    assert_every_page_strict(page)


def checked_reply(payloads: list[str], profile: Profile, job: Job) -> Verdict:
    """What both checking stages keep of the model's reply: the page must show exactly that.

    Some payloads are links ("javascript:..."), so the faithfulness stage hides their points,
    and a point of markup names nothing its quotes show, so it may be reworded: the page shows
    the page's own words then, and the payload stays in the quotes.
    """
    prompt = build_prompt(profile.match_fields(), job.match_fields())
    return verify(model_reply(payloads), prompt.profile_fields, prompt.job_fields)


def assert_explanation(page, verdict: Verdict) -> None:
    result = "#explanation-result"
    summary = removed_sentence(verdict.dropped) if verdict.dropped else ALL_VERIFIED
    if any(claim.wording is Wording.PAGE for claim in verdict.matches):
        summary += " " + REWORDED_NOTE
    assert page.locator(f"{result} .verdict").inner_text() == summary
    points = all_texts(page, f"{result} .point-text")
    assert points == [
        squash(
            f"{GAP_INTRO} {claim.shown_point}"
            if claim.kind is Kind.GAP and claim.wording is Wording.MODEL
            else claim.shown_point
        )
        for claim in verdict.matches + verdict.gaps
    ]
    quotes = all_texts(page, f"{result} .quote-words")
    assert quotes == [
        squash(as_quoted(quote))
        for claim in verdict.matches + verdict.gaps
        for quote in (claim.profile_quote, claim.job_quote)
        if quote
    ]


@pytest.mark.parametrize("names", GROUPS, ids=[f"{g[0]}..{g[-1]}" for g in GROUPS])
def test_hostile_text_stays_text(names, pages, gemini, make_user, make_job):
    payloads = [PAYLOADS[name] for name in names]
    recruiter = make_user(
        User.Role.RECRUITER, company_name=fits(User, "company_name", payloads[0])
    )
    jobs = {
        name: make_job(
            recruiter,
            title=p,
            company=p,
            location=p,
            description=f"{p}\nWe run secure Java APIs.",
            requirements=f"Docker; {p}",
        )
        for name, p in zip(names, payloads, strict=True)
    }
    # One job and two seekers (with and without JavaScript) for the explanation.
    asked = make_job(
        recruiter,
        title=payloads[1],
        company=payloads[2],
        location=payloads[3],
        description="\n".join(gap_quote(i, p) for i, p in enumerate(payloads)),
        requirements="; ".join(payloads),
    )
    seekers = [make_user() for _ in range(2)]
    for seeker in seekers:
        Profile.objects.create(
            user=seeker,
            **{
                **profile_values(payloads[0]),
                "skills": ", ".join(payloads),
                "experience": "\n".join(payloads),
            },
        )
    gemini.reply_text(model_reply(payloads), times=2)

    # Anyone: the job list, then each job's page.
    page = pages.open()
    page.goto("/")
    titles = all_texts(page, ".job-card h2")
    metas = all_texts(page, ".job-card .job-meta")
    snippets = all_texts(page, ".job-card .job-snippet")
    for name, payload in zip(names, payloads, strict=True):
        assert squash(payload) in titles, name
        assert any(squash(f"{payload} {payload}") in meta for meta in metas), name
        assert any(squash(payload) in snippet for snippet in snippets), name
    for name, payload in zip(names, payloads, strict=True):
        page.goto(jobs[name].get_absolute_url())
        shown = texts(page, "title", "#job-title")
        assert shown["#job-title"] == squash(payload), name
        assert shown["title"].startswith(squash(f"{payload} at {payload}")), name
        assert_shows(page, payload, ".job-meta", "#job-description", "#job-requirements")
    assert_safe(page)

    # A seeker with JavaScript asks; every quote, clicked, is highlighted in place.
    page = pages.open(seekers[0])
    page.goto(asked.get_absolute_url())
    for payload in payloads:
        assert_shows(page, payload, ".sent-profile", "#job-requirements")
    page.get_by_role("button", name="Why does this match me?").click()
    page.locator("#explanation-result .verdict").wait_for()
    verdict = checked_reply(payloads, Profile.objects.get(user=seekers[0]), asked)
    # The matches are shown, payloads and all; a gap may be hidden, for every payload is in
    # the profile too (the faithfulness stage then finds its subject there).
    assert verdict.matches
    assert_explanation(page, verdict)
    links = page.locator("#explanation-result a.quote-text")
    assert links.count() == 2 * len(verdict.matches) + len(verdict.gaps)
    quotes = all_texts(page, "#explanation-result .quote-words")
    for index in range(links.count()):
        links.nth(index).click()
        assert text_of(page, "mark.quote-highlight") == quotes[index]
    assert page.url.endswith(asked.get_absolute_url())
    assert_safe(page)

    # The same seeker's profile form, each payload in every field in turn.
    for name, payload in zip(names, payloads, strict=True):
        Profile.objects.filter(user=seekers[0]).update(**profile_values(payload))
        page.goto("/profile/")
        values = form_values(page)
        for field, value in profile_values(payload).items():
            assert values[field] == value, (name, field)
    assert_safe(page)

    # A seeker without JavaScript: the plain form, the server's page, the server's highlight.
    page = pages.open(seekers[1], javascript=False)
    page.goto(asked.get_absolute_url())
    with page.expect_navigation():
        page.get_by_role("button", name="Why does this match me?").click()
    assert "/explanations/" in page.url
    assert_explanation(page, verdict)
    for index in {1, 2 * len(verdict.matches) + len(verdict.gaps) - 1}:  # a job quote, the last
        link = page.locator("#explanation-result a.quote-text").nth(index)
        words = link.locator(".quote-words").text_content()
        with page.expect_navigation():
            link.click()
        assert "highlight=" in page.url
        assert page.locator("mark.quote-highlight").text_content() == words
    assert_safe(page)
    assert gemini.calls == 2

    # The recruiter: postings, each edit form, and the message after closing a job.
    page = pages.open(recruiter)
    page.goto("/postings/")
    postings = text_of(page, ".postings tbody")
    for name, payload in zip(names, payloads, strict=True):
        assert squash(payload) in postings, name
    for name, payload in zip(names, payloads, strict=True):
        page.goto(f"/jobs/{jobs[name].pk}/edit/")
        assert_shows(page, payload, "h1", "title")
        values = form_values(page)
        for field in ("title", "company", "location"):
            assert values[field] == payload, (name, field)
        assert values["description"] == jobs[name].description
    page.goto(jobs[names[0]].get_absolute_url())
    page.get_by_role("link", name="Close this job").click()
    assert_shows(page, payloads[0], "h1", "title")  # the confirmation names the job
    with page.expect_navigation():
        page.get_by_role("button", name="Close this job").click()
    assert_shows(page, payloads[0], ".messages")
    assert not Job.objects.get(pk=jobs[names[0]].pk).is_open
    assert_safe(page)


def test_hostile_text_through_the_forms(pages, make_user):
    """Typed into the real forms, hostile text is saved and shown as it was typed."""
    title, company, *more = (
        PAYLOADS[name]
        for name in (
            "title-breakout",
            "attr-double",
            "textarea-breakout",
            "angular-template",
            "rtl-override",
        )
    )
    recruiter = make_user(User.Role.RECRUITER, company_name="Acme")
    page = pages.open(recruiter)
    page.goto("/jobs/new/")
    page.get_by_label("Title").fill(title)
    page.get_by_label("Company").fill(company)
    page.get_by_label("Location").fill(more[0])
    page.get_by_label("Work mode").select_option("remote")
    page.get_by_label("Employment type").select_option("contract")
    page.get_by_label("Description").fill("\n".join(more))
    page.get_by_label("Requirements").fill(title)
    with page.expect_navigation():
        page.get_by_role("button", name="Post the job").click()
    job = Job.objects.get(owner=recruiter)
    assert (job.title, job.company, job.location) == (title, company, more[0])
    assert job.description == "\r\n".join(more)  # a browser sends a textarea's lines so
    shown = texts(page, "#job-title", ".job-meta", "#job-description", "#job-requirements")
    assert shown["#job-title"] == squash(title)
    assert squash(f"{company} {more[0]}") in shown[".job-meta"]
    assert shown["#job-description"] == squash(" ".join(more))
    assert shown["#job-requirements"] == squash(title)
    assert_safe(page)

    seeker = make_user()
    page = pages.open(seeker)
    page.goto("/profile/")
    typed = {
        "headline": title,
        "desired_role": company,
        "skills": "\n".join(more),
        "experience": title,
        "work_preferences": company,
        "full_name": more[1],
    }
    for field, value in typed.items():
        page.locator(f"[name={field}]").fill(value)
    with page.expect_navigation():
        page.get_by_role("button", name="Save profile").click()
    assert text_of(page, ".messages") == "Your profile is saved."
    values = form_values(page)
    for field, value in typed.items():
        assert values[field] == value, field
    page.goto(job.get_absolute_url())
    assert_shows(page, title, ".sent-profile", "#job-title")
    assert_safe(page)


@pytest.mark.parametrize("keep_csp", [True, False], ids=["with-csp", "without-csp"])
def test_the_checks_would_catch_markup_that_got_through(keep_csp, pages, recruiter, make_job):
    """The checks above are not vacuous: a page that let payloads through fails them.

    The job list is served once more with two payloads put back as raw markup. With the real
    CSP header the browser blocks them and says so (CSP violations, console errors); without
    it they run (a dialog, the canary).
    """
    raw = [PAYLOADS["img-onerror"], PAYLOADS["script-tag"]]
    for payload in raw:
        make_job(recruiter, title=payload)
    page = pages.open()

    def unescape(route) -> None:
        response = route.fetch()
        body = response.text()
        for payload in raw:
            body = body.replace(html.escape(payload, quote=False), payload)
            body = body.replace(html.escape(payload), payload)
        headers = dict(response.headers)
        if not keep_csp:
            headers.pop("content-security-policy")
        route.fulfill(response=response, body=body, headers=headers)

    page.route("**/", unescape)
    page.goto("/")
    with pytest.raises(AssertionError) as caught:
        assert_clean(page)
    if keep_csp:
        violations = page.evaluate("() => window.__cspViolations")
        assert sorted(violations) == ["script-src-attr inline", "script-src-elem inline"]
        assert "Content Security Policy" in str(caught.value)
        assert page.evaluate("() => window.__xss") is None
    else:
        assert sorted(page.watch.dialogs) == ["alert: 2", "alert: script-tag"]
        assert page.evaluate("() => window.__xss") in {"img-onerror", "script-tag"}
        assert "a dialog opened" in str(caught.value)
