"""Applying with evidence, in Chromium: a seeker finds a job in "for you", asks why it
matches, applies sharing that explanation; the recruiter reads the same verified points and
moves the application along; the seeker sees the new status.
"""

import json
import re

import pytest

from jobportal.models import Application, Job, Profile, User
from tests.browser.axe import assert_accessible, audit
from tests.browser.chromium import DESKTOP, PHONE
from tests.browser.helpers import all_texts, assert_clean, assert_every_page_strict, squash

try:
    from playwright.sync_api import expect
except ImportError:  # the `pages` fixture says what is missing: a skip, or in CI a failure
    expect = None  # type: ignore[assignment]

pytestmark = pytest.mark.browser

PROFILE = {
    "headline": "Backend developer",
    "desired_role": "Java Engineer",
    "skills": "Java (Intermediate, 3 years), Spring Boot, PostgreSQL, Docker",
    "experience": "Built REST APIs for a payments start-up.",
    "work_preferences": "Hybrid in Berlin",
    "full_name": "Ana Kovač",
    "email": "ana.kovac@example.com",
    "phone": "+49 151 2345 6789",
    "salary_expectation": "72000 EUR",
}
REPLY = json.dumps(
    {
        "matches": [
            {
                "point": "You work with Docker, which the job asks for.",
                "profileQuote": "Docker",
                "jobQuote": "hands-on experience with AWS and Docker",
            },
            {
                "point": "You use Spring Boot, as this team does.",
                "profileQuote": "Spring Boot",
                "jobQuote": "Spring Boot services",
            },
            {
                "point": "You led a Kubernetes platform team.",
                "profileQuote": "led the Kubernetes team",
                "jobQuote": "deploy services on AWS",
            },
        ],
        "gaps": [
            {
                "point": "The job asks for deploying services on AWS.",
                "profileQuote": "",
                "jobQuote": "deploy services on AWS",
            },
        ],
    }
)


def assert_safe(page) -> None:
    """Clean, strict, and every page it showed checked with axe (see tests/browser/axe.py)."""
    assert_clean(page)
    assert_every_page_strict(page)
    assert_accessible(page)


def shown_points(page) -> list[str]:
    return all_texts(page, "#explanation-result .point-text")


def shown_quotes(page) -> list[str]:
    return all_texts(page, "#explanation-result .quote")


@pytest.fixture
def board(recruiter, make_job):
    recruiter.email = "hiring@example.com"
    recruiter.save()
    java = make_job(
        recruiter,
        title="Java Engineer",
        description="Build Spring Boot services in Java and deploy services on AWS.",
        requirements="3+ years of Java; hands-on experience with AWS and Docker.",
    )
    make_job(
        recruiter,
        title="Warehouse Shift Lead",
        location="Rotterdam",
        work_mode=Job.WorkMode.ONSITE,
        description="Lead a team of twelve.",
        requirements="Forklift licence",
    )
    make_job(
        recruiter,
        title="Frontend Developer",
        description="React and TypeScript.",
        requirements="React; Docker for local development",
    )
    return java


def test_seeker_applies_with_the_explanation_and_the_recruiter_reads_it(
    pages, gemini, recruiter, board, make_user
):
    gemini.reply_text(REPLY)
    seeker = make_user()
    Profile.objects.create(user=seeker, **PROFILE)

    # "For you": the Java job first, the warehouse job not at all.
    page = pages.open(seeker)
    page.goto("/")
    audit(page)
    page.get_by_role("link", name="For you").click()
    expect(page.get_by_role("heading", name="Jobs that fit you")).to_be_visible()
    audit(page)
    titles = all_texts(page, ".job-card h2")
    assert titles[0] == "Java Engineer"
    assert "Warehouse Shift Lead" not in titles
    assert_safe(page)

    # Each job shows what both texts say, quoted, before any model call; its buttons name it,
    # so a screen reader's list of controls is not twenty times "Apply".
    card = page.locator(".job-card").filter(has_text="Java Engineer")
    for role, name in (
        ("button", r"Why does this match me\? Java Engineer"),
        ("link", "Apply for Java Engineer"),
        ("button", r"Not for me ?: Java Engineer"),
    ):
        expect(card.get_by_role(role, name=re.compile(f"^{name}$"))).to_be_visible()
    shared = all_texts(card, ".shared-terms .quote")
    assert "Your profile · Skills Docker" in shared
    assert gemini.calls == 0

    # One click: why does it match?
    card.get_by_role("button", name="Why does this match me?").click()
    expect(page.locator("#explanation-result .verdict")).to_have_text(
        "1 point was removed because it failed the check."
    )
    seen_points = shown_points(page)
    seen_quotes = shown_quotes(page)
    assert seen_points[:2] == [
        "You work with Docker, which the job asks for.",
        "You use Spring Boot, as this team does.",
    ]
    audit(page)
    assert_safe(page)

    # Apply, sharing the explanation and contact details; nothing is ticked beforehand.
    page.get_by_role("link", name="Apply for this job").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Apply for “Java Engineer”")
    audit(page)
    boxes = page.get_by_role("checkbox")
    expect(boxes).to_have_count(2)  # contact details, explanation (no resume uploaded)
    for n in range(2):
        expect(boxes.nth(n)).not_to_be_checked()
    page.get_by_label("A short note to the recruiter (optional)").fill("Happy to talk.")
    page.get_by_label("The verified explanation of why this job matches me").check()
    page.get_by_label("My contact details").check()
    page.get_by_role("button", name="Send my application").click()
    expect(page.locator(".messages")).to_contain_text("You applied to “Java Engineer”")
    row = page.locator("tr").filter(has_text="Java Engineer")
    expect(row.locator(".tag")).to_have_text("New")
    audit(page)
    assert_safe(page)

    # The recruiter: postings, applications, the application with the same verified points.
    desk = pages.open(recruiter)
    desk.goto("/postings/")
    audit(desk)
    desk.locator("tr").filter(has_text="Java Engineer").get_by_role("link", name="1").click()
    expect(desk.get_by_role("heading", name="Applications")).to_be_visible()
    audit(desk)
    desk.get_by_role("link", name="Ana Kovač").click()
    expect(desk.locator(".contact")).to_contain_text("ana.kovac@example.com")
    expect(desk.locator(".plain-text").first).to_have_text("Happy to talk.")
    assert shown_points(desk) == seen_points
    assert shown_quotes(desk) == seen_quotes
    expect(desk.locator("#explanation-result .verdict")).to_have_text(
        "1 point was removed because it failed the check."
    )
    assert "72000" not in desk.content()
    # A quote shows where it is written in the profile as it was sent.
    desk.locator("#explanation-result a.quote-text").first.click()
    expect(desk.locator("mark.quote-highlight")).to_have_text("Docker")
    audit(desk)
    assert_safe(desk)

    desk.get_by_role("button", name="Mark as reviewed").click()
    expect(desk.locator(".messages")).to_contain_text("Ana Kovač is now reviewed.")
    audit(desk)
    desk.get_by_role("button", name="Mark as shortlisted").click()
    expect(desk.locator(".application-detail .job-meta .tag")).to_have_text("Shortlisted")
    audit(desk)
    assert_safe(desk)

    # The seeker sees the new status.
    page.reload()
    expect(page.locator("tr").filter(has_text="Java Engineer").locator(".tag")).to_have_text(
        "Shortlisted"
    )
    audit(page)
    assert Application.objects.get().status == Application.Status.SHORTLISTED
    assert_safe(page)


def test_not_for_me_and_withdrawing_without_javascript(pages, board, make_user):
    seeker = make_user()
    Profile.objects.create(user=seeker, **PROFILE)
    page = pages.open(seeker, javascript=False)
    page.goto("/jobs/for-you/")
    audit(page)
    before = all_texts(page, ".job-card h2")
    assert "Frontend Developer" in before
    page.locator(".job-card").filter(has_text="Frontend Developer").get_by_role(
        "button", name="Not for me"
    ).click()
    expect(page.locator(".messages")).to_have_text(
        "“Frontend Developer” is hidden from your list."
    )
    audit(page)
    assert all_texts(page, ".job-card h2") == [t for t in before if t != "Frontend Developer"]
    page.get_by_role("button", name="Show it again").click()
    assert all_texts(page, ".job-card h2") == before
    audit(page)

    page.locator(".job-card").filter(has_text="Java Engineer").get_by_role(
        "link", name="Apply"
    ).click()
    audit(page)
    page.get_by_role("button", name="Send my application").click()
    expect(page.locator("tr").filter(has_text="Java Engineer").locator(".tag")).to_have_text("New")
    audit(page)
    page.get_by_role("button", name="Withdraw your application for Java Engineer").click()
    expect(page.locator(".messages")).to_contain_text("is withdrawn")
    row = page.locator("tr").filter(has_text="Java Engineer")
    expect(row.locator(".tag")).to_have_text("Withdrawn")
    expect(row.get_by_role("button")).to_have_count(0)
    audit(page)
    page.goto("/jobs/for-you/")
    assert "Java Engineer" not in all_texts(page, ".job-card h2")
    audit(page)
    assert_safe(page)


# The elements that reach past the right edge, for the failure message.
TOO_WIDE = """width => [...document.querySelectorAll("body *")]
  .filter(e => e.getBoundingClientRect().right > width)
  .map(e => e.tagName.toLowerCase() + (e.className ? "." + e.className : ""))"""
# Words of table headings that the browser broke across two lines ("Statu" / "s").
BROKEN_HEADINGS = r"""() => {
  const broken = [];
  for (const th of document.querySelectorAll("thead th")) {
    if (th.offsetParent === null) continue;  // not shown (a phone's tables have no heads)
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
  }
  return broken;
}"""


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_new_pages_fit_the_screen_and_pass_axe(
    viewport, pages, board, make_user, make_job, recruiter
):
    """Each page of applying, for each role, at 1280 and 390 pixels: nothing wider than the
    screen, no table heading broken inside a word, no serious or critical axe violation."""
    seeker = make_user()
    Profile.objects.create(user=seeker, **PROFILE)
    Application.objects.create(
        seeker=seeker,
        job=board,
        share_contact=True,
        profile_fields={"headline": PROFILE["headline"], "skills": PROFILE["skills"]},
    )
    application = Application.objects.get()
    # A long title in a column of its own must not squeeze the others' headings.
    long_title = "Senior Staff Reliability Engineer, Payments Infrastructure and Observability"
    Application.objects.create(
        seeker=seeker,
        job=make_job(recruiter, title=long_title),
        share_contact=True,
        share_resume=True,
        profile_fields={"desired_role": long_title},
    )
    checks = [
        (seeker, "/jobs/for-you/"),
        (seeker, f"/jobs/{Job.objects.get(title='Frontend Developer').pk}/apply/"),
        (seeker, "/applications/"),
        (seeker, board.get_absolute_url()),  # the job page shows the application
        (recruiter, "/postings/"),
        (recruiter, f"/postings/{board.pk}/applications/"),
        (recruiter, f"/postings/{board.pk}/applications/?status=new"),
        (recruiter, f"/applicants/{application.pk}/"),
        (recruiter, f"/postings/{Job.objects.get(title=long_title).pk}/applications/"),
    ]
    for user, url in checks:
        page = pages.open(user, viewport=viewport)
        page.goto(url)
        width = viewport["width"]
        if page.evaluate("() => document.documentElement.scrollWidth") > width:
            pytest.fail(f"{url} is wider than {width}: {page.evaluate(TOO_WIDE, width)}")
        assert page.evaluate(BROKEN_HEADINGS) == [], url
        assert squash(page.locator("h1").first.text_content())
        audit(page)
        assert_safe(page)
    assert User.objects.count() == 2
