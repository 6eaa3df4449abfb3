"""Applying with evidence: the seeker's side, the recruiter's side, e-mails and the admin."""

import json
import re

import pytest
from django.core import mail
from django.core.files.base import ContentFile
from django.db import IntegrityError, transaction
from django.test import Client
from django.urls import reverse

from explain.models import Explanation
from jobportal.models import Application, Job, Profile, User

pytestmark = pytest.mark.django_db

# What the fake model says about the conftest profile and job: two verified points and one
# that fails the check, so the page says a point was removed.
EXPLANATION = json.dumps(
    {
        "matches": [
            {
                "point": "You work with Java, which this job asks for.",
                "profileQuote": "Java (Intermediate, 3 years)",
                "jobQuote": "3+ years of Java",
            },
            {
                "point": "You use Docker, as the job does.",
                "profileQuote": "Docker",
                "jobQuote": "hands-on experience with AWS and Docker",
            },
            {
                "point": "You have led a team of twelve.",
                "profileQuote": "led twelve engineers",
                "jobQuote": "Build secure Java APIs",
            },
        ],
        "gaps": [
            {
                "point": "AWS is not shown in your profile.",
                "profileQuote": "",
                "jobQuote": "deploy services on AWS",
            },
        ],
    }
)
RESUME_BYTES = b"%PDF-1.4 resume of the applicant"


@pytest.fixture
def media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    return tmp_path


def logged_in(user) -> Client:
    """A browser of its own for this user (the `client` fixture is one shared browser)."""
    browser = Client()
    browser.force_login(user)
    return browser


def apply_url(job):
    return reverse("jobportal:apply", args=[job.pk])


def detail_url(application):
    return reverse("jobportal:application_detail", args=[application.pk])


def apply(client, job, **data):
    return client.post(apply_url(job), {"note": "", **data})


def explanation_block(page: str) -> str:
    """The explanation as a page shows it: from its box to the end of its last list."""
    match = re.search(r'<div class="explanation-result".*?\n</div>', page, re.S)
    assert match, "no explanation on the page"
    return match.group()


# --- applying ---------------------------------------------------------------------------------


def test_the_form_offers_each_choice_unticked(seeker_client, profile, job, media):
    profile.resume.save("cv.pdf", ContentFile(RESUME_BYTES))
    profile.resume_name = "cv.pdf"
    profile.save()
    Explanation.objects.all().delete()
    seeker_client.post(reverse("explain:explain_job", args=[job.pk]))  # offline explainer

    page = seeker_client.get(apply_url(job)).content.decode()

    for name in ("share_contact", "share_resume", "share_explanation"):
        box = re.search(rf'<input type="checkbox" name="{name}"[^>]*>', page)
        assert box, name
        assert "checked" not in box.group(), name
    assert "Your salary expectation is never shared" in page


def test_applying_with_nothing_ticked_shares_nothing(seeker_client, seeker, profile, job):
    response = apply(seeker_client, job, note="Keen to talk.")

    assert response.status_code == 302
    application = Application.objects.get(seeker=seeker, job=job)
    assert application.status == Application.Status.NEW
    assert application.note == "Keen to talk."
    assert not application.share_contact and not application.share_resume
    assert application.explanation is None
    # The sent fields go with it, as the explainer reads them; nothing private.
    assert application.profile_fields == profile.match_fields()
    assert application.job_fields["title"] == job.title
    assert "72000" not in json.dumps(application.profile_fields)


def test_choices_offered_only_when_there_is_something_to_share(seeker_client, seeker, job):
    Profile.objects.create(user=seeker, headline="Backend developer", skills="Java")
    page = seeker_client.get(apply_url(job)).content.decode()
    assert 'name="share_contact"' not in page
    assert 'name="share_resume"' not in page
    assert 'name="share_explanation"' not in page
    assert "ask for one on the job page" in page
    # A forged tick for a choice that was not offered shares nothing.
    apply(seeker_client, job, share_contact="on", share_resume="on", share_explanation="on")
    application = Application.objects.get(seeker=seeker, job=job)
    assert application.shared_parts() == []


def test_only_an_up_to_date_verified_explanation_can_be_shared(
    gemini, seeker_client, seeker, profile, job
):
    gemini.reply_text(EXPLANATION)
    seeker_client.post(reverse("explain:explain_job", args=[job.pk]))
    assert 'name="share_explanation"' in seeker_client.get(apply_url(job)).content.decode()

    profile.skills += ", Kotlin"  # a sent field changed: the explanation is out of date
    profile.save()

    assert 'name="share_explanation"' not in seeker_client.get(apply_url(job)).content.decode()
    apply(seeker_client, job, share_explanation="on")
    assert Application.objects.get(seeker=seeker, job=job).explanation is None


def test_a_failed_explanation_is_never_shared(gemini, seeker_client, seeker, profile, job):
    gemini.reply_text('{"matches": [], "gaps": []} trailing')  # rejected by the checker
    seeker_client.post(reverse("explain:explain_job", args=[job.pk]))
    assert Explanation.objects.get().status == Explanation.Status.REJECTED

    assert 'name="share_explanation"' not in seeker_client.get(apply_url(job)).content.decode()


def test_one_application_per_seeker_and_job(seeker_client, seeker, profile, job):
    apply(seeker_client, job)
    second = apply(seeker_client, job, note="again")

    assert second.status_code == 302
    assert Application.objects.filter(seeker=seeker, job=job).count() == 1
    assert Application.objects.get().note == ""
    # The database refuses a second row whatever the code does.
    with pytest.raises(IntegrityError), transaction.atomic():
        Application.objects.create(seeker=seeker, job=job)


def test_a_closed_job_takes_no_application(seeker_client, seeker, profile, job):
    job.close()
    response = apply(seeker_client, job)
    assert response.status_code == 302
    assert not Application.objects.exists()
    page = seeker_client.get(job.get_absolute_url()).content.decode()
    assert "Apply for this job" not in page


def test_a_seeker_without_a_profile_is_sent_to_fill_it_in(seeker_client, job):
    response = seeker_client.get(apply_url(job))
    assert response.status_code == 302
    assert response.url == reverse("jobportal:profile_edit")
    assert not Application.objects.exists()


def test_only_seekers_apply(recruiter_client, client, job, other_recruiter):
    assert recruiter_client.get(apply_url(job)).status_code == 403
    client.logout()
    response = client.post(apply_url(job))
    assert response.status_code == 302 and "/accounts/login/" in response.url
    assert not Application.objects.exists()


def test_a_long_note_is_refused_and_nothing_is_lost(seeker_client, profile, job):
    note = "x" * (Application.NOTE_MAX_CHARS + 1)
    response = apply(seeker_client, job, note=note)
    assert response.status_code == 200
    assert "Ensure this value has at most 1000 characters" in response.content.decode()
    assert note in response.content.decode()  # the text is still in the form
    assert not Application.objects.exists()


def test_job_page_shows_the_seekers_application_and_its_status(
    seeker_client, seeker, profile, job
):
    assert "Apply for this job" in seeker_client.get(job.get_absolute_url()).content.decode()
    apply(seeker_client, job)
    application = Application.objects.get()
    application.move_to(Application.Status.REVIEWED)

    page = seeker_client.get(job.get_absolute_url()).content.decode()
    assert "Apply for this job" not in page
    assert "Reviewed" in page


def test_the_explanation_page_also_shows_the_application(seeker_client, seeker, profile, job):
    response = seeker_client.post(reverse("explain:explain_job", args=[job.pk]), follow=True)
    assert "Apply for this job" in response.content.decode()
    apply(seeker_client, job)
    page = seeker_client.get(Explanation.objects.get().get_absolute_url()).content.decode()
    assert "Apply for this job" not in page
    assert "You applied on" in page


# --- the seeker's applications, withdrawing -----------------------------------------------------


def test_my_applications_lists_mine_with_their_status(
    seeker_client, seeker, profile, job, make_job, recruiter, make_user
):
    other_job = make_job(recruiter, title="Kotlin Engineer")
    apply(seeker_client, job, share_contact="on")
    apply(seeker_client, other_job)
    Application.objects.get(job=other_job).move_to(Application.Status.REVIEWED)
    stranger = make_user()
    Profile.objects.create(user=stranger, skills="Java", headline="x")
    Application.objects.create(seeker=stranger, job=make_job(recruiter, title="Stranger's job"))

    page = seeker_client.get(reverse("jobportal:my_applications")).content.decode()

    assert "Java Engineer" in page and "Kotlin Engineer" in page
    assert "Stranger&#x27;s job" not in page and "Stranger's job" not in page
    assert "Contact details" in page
    table = page[page.index("<tbody>") :]
    assert table.index("Kotlin Engineer") < table.index("Java Engineer")  # newest first
    assert "status-reviewed" in page and "status-new" in page


def test_withdrawing_takes_back_everything_shared(
    gemini, seeker_client, seeker, profile, job, recruiter, client, media
):
    profile.resume.save("cv.pdf", ContentFile(RESUME_BYTES))
    profile.save()
    gemini.reply_text(EXPLANATION)
    seeker_client.post(reverse("explain:explain_job", args=[job.pk]))
    apply(
        seeker_client,
        job,
        note="Call me",
        share_contact="on",
        share_resume="on",
        share_explanation="on",
    )
    application = Application.objects.get()

    response = seeker_client.post(reverse("jobportal:withdraw", args=[application.pk]))

    assert response.status_code == 302
    application.refresh_from_db()
    assert application.status == Application.Status.WITHDRAWN
    assert application.shared_parts() == [] and application.note == ""
    assert application.profile_fields == {}
    client = logged_in(recruiter)
    page = client.get(detail_url(application)).content.decode()
    assert "withdrew this application" in page
    for private in (
        profile.full_name,
        profile.email,
        profile.phone,
        "Call me",
        "Kubernetes",
        profile.skills,
        "Download the resume",
        "Why the job matches them",
    ):
        assert private not in page, private
    assert "Mark as" not in page  # nothing left to decide
    assert (
        client.get(reverse("jobportal:application_resume", args=[application.pk])).status_code
        == 404
    )
    listing = client.get(reverse("jobportal:job_applications", args=[job.pk])).content.decode()
    assert "Withdrawn" in listing and profile.full_name not in listing
    # A withdrawn application stays: the same seeker cannot apply to the same job again.
    apply(seeker_client, job)
    assert Application.objects.count() == 1


def test_withdraw_needs_a_post_and_the_owner(
    seeker_client, seeker, profile, job, make_user, client
):
    apply(seeker_client, job)
    application = Application.objects.get()
    url = reverse("jobportal:withdraw", args=[application.pk])
    assert seeker_client.get(url).status_code == 405
    other = make_user()
    client = logged_in(other)
    assert client.post(url).status_code == 404
    application.refresh_from_db()
    assert application.status == Application.Status.NEW


def test_a_withdrawn_application_shares_nothing_in_the_database(seeker, job):
    with pytest.raises(IntegrityError), transaction.atomic():
        Application.objects.create(
            seeker=seeker, job=job, status=Application.Status.WITHDRAWN, share_contact=True
        )


# --- recruiters ---------------------------------------------------------------------------------


def submitted(client, job, **choices) -> Application:
    apply(client, job, **choices)
    return Application.objects.get(job=job)


def test_recruiter_lists_applications_newest_first_and_filters_by_status(
    recruiter_client, job, make_user, other_recruiter, make_job
):
    applications = []
    for n in range(3):
        seeker = make_user()
        Profile.objects.create(
            user=seeker, headline=f"Headline {n}", desired_role=f"Role {n}", skills="Java"
        )
        applications.append(
            Application.objects.create(
                seeker=seeker, job=job, profile_fields={"desired_role": f"Role {n}"}
            )
        )
    applications[0].move_to(Application.Status.REVIEWED)
    elsewhere = Application.objects.create(seeker=make_user(), job=make_job(other_recruiter))
    url = reverse("jobportal:job_applications", args=[job.pk])

    page = recruiter_client.get(url).content.decode()
    assert [f"Applicant #{a.pk}" in page for a in applications] == [True] * 3
    assert f"Applicant #{elsewhere.pk}<" not in page
    assert page.index("Role 2") < page.index("Role 1") < page.index("Role 0")
    assert "All (3)" in page and "New (2)" in page and "Reviewed (1)" in page

    reviewed = recruiter_client.get(url, {"status": "reviewed"}).content.decode()
    assert "Role 0" in reviewed and "Role 1" not in reviewed
    # A status that does not exist is ignored, not an error.
    assert recruiter_client.get(url, {"status": "hired"}).status_code == 200


def test_recruiter_moves_an_application_along_and_the_seeker_sees_it(
    seeker_client, seeker, profile, job, recruiter, client
):
    application = submitted(seeker_client, job)
    client = logged_in(recruiter)
    status_url = reverse("jobportal:application_status", args=[application.pk])

    for status in ("reviewed", "shortlisted", "not_selected"):
        response = client.post(status_url, {"status": status})
        assert response.status_code == 302
        application.refresh_from_db()
        assert application.status == status
        page = seeker_client.get(reverse("jobportal:my_applications")).content.decode()
        assert Application.Status(status).label in page


@pytest.mark.parametrize(
    ("start", "target"),
    [
        ("new", "shortlisted"),
        ("new", "not_selected"),
        ("new", "new"),
        ("reviewed", "new"),
        ("withdrawn", "reviewed"),
        ("new", "withdrawn"),
        ("new", "hired"),
    ],
)
def test_moves_the_workflow_does_not_allow_are_refused(
    recruiter_client, job, make_user, start, target
):
    seeker = make_user()
    application = Application.objects.create(seeker=seeker, job=job, status=start)
    response = recruiter_client.post(
        reverse("jobportal:application_status", args=[application.pk]), {"status": target}
    )
    assert response.status_code == 302
    application.refresh_from_db()
    assert application.status == start
    assert len(mail.outbox) == 0


def test_status_changes_need_a_post(recruiter_client, job, seeker):
    application = Application.objects.create(seeker=seeker, job=job)
    url = reverse("jobportal:application_status", args=[application.pk])
    assert recruiter_client.get(url, {"status": "reviewed"}).status_code == 405


def test_another_recruiter_gets_404_everywhere(
    seeker_client, profile, job, other_recruiter, client, media
):
    profile.resume.save("cv.pdf", ContentFile(RESUME_BYTES))
    profile.save()
    application = submitted(seeker_client, job, share_contact="on", share_resume="on")
    client = logged_in(other_recruiter)
    pk = application.pk

    assert client.get(reverse("jobportal:job_applications", args=[job.pk])).status_code == 404
    assert client.get(detail_url(application)).status_code == 404
    assert client.get(reverse("jobportal:application_resume", args=[pk])).status_code == 404
    response = client.post(
        reverse("jobportal:application_status", args=[pk]), {"status": "reviewed"}
    )
    assert response.status_code == 404
    application.refresh_from_db()
    assert application.status == Application.Status.NEW


def test_seekers_cannot_open_recruiter_pages(seeker_client, seeker, profile, job):
    application = submitted(seeker_client, job)
    for url in (
        reverse("jobportal:job_applications", args=[job.pk]),
        detail_url(application),
        reverse("jobportal:application_resume", args=[application.pk]),
    ):
        assert seeker_client.get(url).status_code == 403, url


def test_resume_downloads_as_an_attachment_for_the_jobs_recruiter_only(
    seeker_client, profile, job, recruiter, client, media
):
    profile.resume.save("whatever.pdf", ContentFile(RESUME_BYTES))
    profile.resume_name = "my-cv.pdf"
    profile.save()
    application = submitted(seeker_client, job, share_resume="on")
    client = logged_in(recruiter)

    response = client.get(reverse("jobportal:application_resume", args=[application.pk]))

    assert response.status_code == 200
    assert b"".join(response.streaming_content) == RESUME_BYTES
    assert response["Content-Disposition"].startswith("attachment;")
    assert 'filename="my-cv.pdf"' in response["Content-Disposition"]
    assert response["X-Content-Type-Options"] == "nosniff"

    # Removed from the profile since: nothing to download, and the page says so.
    profile.resume.delete()
    assert (
        client.get(reverse("jobportal:application_resume", args=[application.pk])).status_code
        == 404
    )
    assert "have since removed it" in client.get(detail_url(application)).content.decode()


def test_the_shared_explanation_is_shown_exactly_as_the_seeker_saw_it(
    gemini, seeker_client, profile, job, recruiter, client
):
    gemini.reply_text(EXPLANATION)
    seeker_page = seeker_client.post(reverse("explain:explain_job", args=[job.pk]), follow=True)
    seen = explanation_block(seeker_page.content.decode())
    assert "1 point was removed because it failed the check." in seen
    assert "You work with Java" in seen and "led a team" not in seen
    application = submitted(seeker_client, job, share_explanation="on")
    client = logged_in(recruiter)

    page = client.get(detail_url(application)).content.decode()
    assert explanation_block(page) == seen

    # Edits after applying change neither what the recruiter reads nor where quotes point.
    profile.skills = "Kotlin only now"
    profile.save()
    job.requirements = "Rewritten requirements."
    job.save()
    page = client.get(detail_url(application)).content.decode()
    assert explanation_block(page) == seen
    assert "Java (Intermediate, 3 years)" in page  # the profile as it was sent
    # A quote's link highlights it in the texts of that moment, without JavaScript.
    key = re.search(r'href="\?highlight=([\w-]+)#highlight"', seen).group(1)
    highlighted = client.get(detail_url(application), {"highlight": key}).content.decode()
    assert re.search(r'<mark class="quote-highlight" id="highlight">[^<]+</mark>', highlighted)


def test_no_explanation_section_unless_it_was_shared(
    gemini, seeker_client, profile, job, recruiter, client
):
    gemini.reply_text(EXPLANATION)
    seeker_client.post(reverse("explain:explain_job", args=[job.pk]))
    application = submitted(seeker_client, job)
    client = logged_in(recruiter)
    page = client.get(detail_url(application)).content.decode()
    assert "explanation-result" not in page
    assert "You work with Java" not in page


def test_job_owner_sees_the_count_on_postings_and_the_job_page(
    seeker_client, profile, job, recruiter, client
):
    submitted(seeker_client, job)
    client = logged_in(recruiter)
    postings = client.get(reverse("jobportal:my_postings")).content.decode()
    assert reverse("jobportal:job_applications", args=[job.pk]) in postings
    assert "1 new" in postings
    assert "1 application<" in client.get(job.get_absolute_url()).content.decode()


def test_model_and_user_text_is_escaped_on_recruiter_pages(
    seeker_client, seeker, job, recruiter, client
):
    attack = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    Profile.objects.create(
        user=seeker, headline=attack, skills=attack, full_name=attack, email="a@example.com"
    )
    application = submitted(seeker_client, job, note=attack, share_contact="on")
    client = logged_in(recruiter)
    for url in (detail_url(application), reverse("jobportal:job_applications", args=[job.pk])):
        page = client.get(url).content.decode()
        assert "<script>alert" not in page and "<img src=x" not in page
        assert "&lt;script&gt;" in page


# --- e-mails ------------------------------------------------------------------------------------
# E-mails go once the change is committed: these tests commit for real.
emails = pytest.mark.django_db(transaction=True)


@emails
def test_the_recruiter_is_told_of_a_new_application(seeker_client, profile, job, recruiter):
    recruiter.email = "hiring@example.com"
    recruiter.save()
    application = submitted(seeker_client, job)

    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["hiring@example.com"]
    assert message.subject == "New application: Java Engineer"
    assert f"http://testserver{detail_url(application)}" in message.body
    assert f"From: Applicant #{application.pk}" in message.body
    assert "nothing beyond their profile" in message.body
    assert "&" not in message.subject and "&#x27;" not in message.body


@emails
def test_shared_contact_details_name_the_applicant_once(seeker_client, profile, job, recruiter):
    recruiter.email = "hiring@example.com"
    recruiter.save()
    submitted(seeker_client, job, share_contact="on")

    body = mail.outbox[0].body
    assert body.count("Ana Kovač") == 1
    assert "From: Ana Kovač\nE-mail: ana.kovac@example.com\nPhone: +49 151 2345 6789\n" in body
    assert "They chose to share: contact details." in body


@emails
def test_the_seeker_is_told_of_each_status_change(
    seeker_client, seeker, profile, job, recruiter, client
):
    seeker.email = "me@example.com"
    seeker.save()
    application = submitted(seeker_client, job)
    mail.outbox.clear()
    client = logged_in(recruiter)

    client.post(
        reverse("jobportal:application_status", args=[application.pk]), {"status": "reviewed"}
    )

    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["me@example.com"]
    assert message.subject == "Your application for Java Engineer: Reviewed"
    assert "is now: Reviewed" in message.body
    assert "http://testserver/applications/" in message.body


@emails
def test_e_mails_are_plain_text_and_one_line_per_value(
    seeker_client, seeker, profile, job, recruiter
):
    recruiter.email = "hiring@example.com"
    recruiter.save()
    Job.objects.filter(pk=job.pk).update(title="O'Brien & Co\nBcc: victim@example.com")
    job.refresh_from_db()
    submitted(seeker_client, job)
    message = mail.outbox[0]
    assert message.subject == "New application: O'Brien & Co Bcc: victim@example.com"
    assert message.to == ["hiring@example.com"] and not message.bcc
    assert "O'Brien & Co Bcc" in message.body


@emails
def test_a_failing_mail_server_costs_the_e_mail_not_the_application(
    seeker_client, seeker, profile, job, recruiter, settings, caplog
):
    recruiter.email = "hiring@example.com"
    recruiter.save()
    settings.MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {"host": "127.0.0.1", "port": 9, "timeout": 2},  # nothing listens there
        }
    }
    response = apply(seeker_client, job)
    assert response.status_code == 302
    assert Application.objects.count() == 1
    failures = [r for r in caplog.records if r.name == "jobportal.notifications"]
    assert failures and '"event": "notification_failed"' in failures[0].getMessage()
    assert "hiring@example.com" not in caplog.text


@emails
def test_no_e_mail_without_an_address(seeker_client, seeker, profile, job, recruiter, client):
    assert not recruiter.email and not seeker.email
    profile.email = ""
    profile.save()
    application = submitted(seeker_client, job)
    client = logged_in(recruiter)
    client.post(
        reverse("jobportal:application_status", args=[application.pk]), {"status": "reviewed"}
    )
    assert mail.outbox == []


# --- admin --------------------------------------------------------------------------------------


@pytest.fixture
def superuser(make_user):
    return User.objects.create_superuser("root", "root@example.com", "pass-word-99")


def test_admin_shows_applications_read_only(client, superuser, seeker, profile, job):
    application = Application.objects.create(seeker=seeker, job=job, note="Hello")
    client = logged_in(superuser)
    listing = client.get(reverse("admin:jobportal_application_changelist"))
    assert listing.status_code == 200
    assert f"#{seeker.pk}" in listing.content.decode()
    page = client.get(reverse("admin:jobportal_application_change", args=[application.pk]))
    assert page.status_code == 200
    text = page.content.decode()
    assert 'name="status"' not in text and "Hello" in text
    for private in (profile.full_name, profile.email, profile.phone, profile.salary_expectation):
        assert private not in text
    assert client.get(reverse("admin:jobportal_application_add")).status_code == 403
    response = client.post(
        reverse("admin:jobportal_application_change", args=[application.pk]),
        {"status": "shortlisted"},
    )
    assert response.status_code == 403
    assert (
        client.post(
            reverse("admin:jobportal_application_delete", args=[application.pk]), {"post": "yes"}
        ).status_code
        == 403
    )
    application.refresh_from_db()
    assert application.status == Application.Status.NEW


def test_recruiters_never_see_applications_in_the_admin(client, recruiter, seeker, job):
    from django.contrib.auth.models import Permission

    application = Application.objects.create(seeker=seeker, job=job)
    recruiter.is_staff = True
    recruiter.save()
    recruiter.user_permissions.add(Permission.objects.get(codename="view_application"))
    client = logged_in(recruiter)
    assert client.get(reverse("admin:jobportal_application_changelist")).status_code == 403
    response = client.get(reverse("admin:jobportal_application_change", args=[application.pk]))
    assert response.status_code in (302, 403, 404)
    assert "jobportal/application" not in client.get(reverse("admin:index")).content.decode()


def test_deleting_a_seeker_deletes_their_applications(
    gemini, client, superuser, seeker_client, seeker, profile, job
):
    gemini.reply_text(EXPLANATION)
    seeker_client.post(reverse("explain:explain_job", args=[job.pk]))
    submitted(seeker_client, job, share_explanation="on")
    client = logged_in(superuser)

    response = client.post(
        reverse("admin:jobportal_user_delete", args=[seeker.pk]), {"post": "yes"}
    )

    assert response.status_code == 302
    assert not User.objects.filter(pk=seeker.pk).exists()
    assert not Application.objects.exists()
    assert not Explanation.objects.exists()


def test_the_admin_login_page_still_opens(client):
    # The admin asks every registered model about the anonymous visitor on its login page.
    assert client.get(reverse("admin:login")).status_code == 200
    assert client.get(reverse("admin:index")).status_code == 302
