"""Consent: every private field, on every page and e-mail a recruiter gets, for every choice.

A private field reaches a recruiter only when the seeker ticked the choice that covers it,
and then only the recruiter of that job. The salary expectation and the account's e-mail
address never do.
"""

from itertools import combinations

import pytest
from django.core import mail
from django.core.files.base import ContentFile
from django.test import Client
from django.urls import reverse

from jobportal.models import Application, Profile

# E-mails go once the application is committed: these tests commit for real.
pytestmark = pytest.mark.django_db(transaction=True)

PRIVATE = {
    "full_name": "Zofia Quillfeather-Ndiaye",
    "email": "zofia.qn@example.net",
    "phone": "+44 7700 900777",
    "salary_expectation": "GBP 93,456 a year",
}
RESUME_NAME = "zofia-quillfeather-cv.pdf"
RESUME_BYTES = b"%PDF-1.4 Zofia's resume"
ACCOUNT_EMAIL = "zofia.account@example.org"

# The choice that lets each private value through, and where the recruiter then finds it.
CHOICES = ("share_contact", "share_resume", "share_explanation")
COVERED_BY = {
    "full_name": "share_contact",
    "email": "share_contact",
    "phone": "share_contact",
    "salary_expectation": None,  # never shared
    "resume_name": "share_resume",
    "account_email": None,  # never shared
}
SHOWN_ON = {
    "full_name": {"applications list", "application page", "e-mail"},
    "email": {"application page", "e-mail"},
    "phone": {"application page", "e-mail"},
    "salary_expectation": set(),
    "resume_name": {"application page"},
    "account_email": set(),
}
VALUES = {**PRIVATE, "resume_name": RESUME_NAME, "account_email": ACCOUNT_EMAIL}
ALL_CHOICES = [
    frozenset(chosen) for n in range(len(CHOICES) + 1) for chosen in combinations(CHOICES, n)
]


def browser(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def applicant(make_user, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    seeker = make_user(email=ACCOUNT_EMAIL)
    profile = Profile.objects.create(
        user=seeker,
        headline="Backend developer",
        desired_role="Java Engineer",
        skills="Java (3 years), Spring Boot, Docker",
        experience="Built REST APIs in Java for a payments start-up.",
        work_preferences="Hybrid in Berlin",
        resume_name=RESUME_NAME,
        **PRIVATE,
    )
    profile.resume.save("stored.pdf", ContentFile(RESUME_BYTES))
    return seeker


def recruiter_surfaces(client: Client, application: Application) -> dict[str, str]:
    """Every page the job's recruiter can open about this application, as text."""
    job = application.job
    pages = {
        "applications list": reverse("jobportal:job_applications", args=[job.pk]),
        "application page": reverse("jobportal:application_detail", args=[application.pk]),
        "postings": reverse("jobportal:my_postings"),
        "job page": job.get_absolute_url(),
    }
    out = {}
    for name, url in pages.items():
        response = client.get(url)
        assert response.status_code == 200, name
        out[name] = response.content.decode()
    return out


@pytest.mark.parametrize("chosen", ALL_CHOICES, ids=lambda c: "+".join(sorted(c)) or "nothing")
def test_private_fields_reach_only_the_jobs_recruiter_and_only_with_consent(
    chosen, applicant, recruiter, other_recruiter, make_job
):
    recruiter.email = "hiring@example.com"
    recruiter.save()
    job = make_job(recruiter)
    seeker_browser = browser(applicant)
    if "share_explanation" in chosen:
        seeker_browser.post(reverse("explain:explain_job", args=[job.pk]))  # offline explainer
    seeker_browser.post(
        reverse("jobportal:apply", args=[job.pk]), {"note": "", **dict.fromkeys(chosen, "on")}
    )
    application = Application.objects.get(seeker=applicant, job=job)
    assert set(application.shared_parts()) == {
        part
        for choice, part in zip(
            CHOICES,
            ["contact details", "resume", "the verified explanation of the match"],
            strict=True,
        )
        if choice in chosen
    }

    surfaces = recruiter_surfaces(browser(recruiter), application)
    [message] = [m for m in mail.outbox if m.to == ["hiring@example.com"]]
    surfaces["e-mail"] = message.subject + "\n" + message.body

    for field, value in VALUES.items():
        consented = COVERED_BY[field] in chosen
        for surface, text in surfaces.items():
            expected = consented and surface in SHOWN_ON[field]
            assert (value in text) is expected, (
                field,
                surface,
                "present" if not expected else "absent",
            )

    resume = browser(recruiter).get(reverse("jobportal:application_resume", args=[application.pk]))
    if "share_resume" in chosen:
        assert resume.status_code == 200
        assert b"".join(resume.streaming_content) == RESUME_BYTES
        assert resume["Content-Disposition"].startswith("attachment;")
    else:
        assert resume.status_code == 404

    # Another recruiter: nothing, whatever was chosen.
    other = browser(other_recruiter)
    for url in (
        reverse("jobportal:job_applications", args=[job.pk]),
        reverse("jobportal:application_detail", args=[application.pk]),
        reverse("jobportal:application_resume", args=[application.pk]),
    ):
        assert other.get(url).status_code == 404, url
    for url in (reverse("jobportal:my_postings"), job.get_absolute_url(), "/"):
        page = other.get(url).content.decode()
        for value in VALUES.values():
            assert value not in page, (url, value)
    assert [m for m in mail.outbox if m.to != ["hiring@example.com"]] == []


def test_status_e_mails_to_the_seeker_carry_no_private_field(applicant, recruiter, make_job):
    job = make_job(recruiter)
    browser(applicant).post(reverse("jobportal:apply", args=[job.pk]), {"share_contact": "on"})
    application = Application.objects.get()
    mail.outbox.clear()

    browser(recruiter).post(
        reverse("jobportal:application_status", args=[application.pk]), {"status": "reviewed"}
    )

    [message] = mail.outbox
    assert message.to == [ACCOUNT_EMAIL]  # the seeker's own account address
    for value in (*PRIVATE.values(), RESUME_NAME):
        assert value not in message.subject + message.body
