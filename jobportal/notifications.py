"""E-mails about applications, through Django's e-mail framework (EMAIL_BACKEND).

The job's recruiter hears of a new application, the seeker of each change of its status. An
e-mail carries only what the seeker chose to share with that recruiter: without their consent
no name, e-mail address or phone number, and never the salary expectation, the resume or the
note. E-mails are plain text; every value in them is one line.

They are sent once the change is committed. A mail server that fails costs the e-mail, never
the request: the failure is logged (without addresses) and the page carries on.
"""

import json
import logging

from django.core.mail import send_mail
from django.template.loader import render_to_string

from jobportal.models import Application

logger = logging.getLogger("jobportal.notifications")


def one_line(text: str) -> str:
    """A value as one line: a subject with a line break in it would be refused."""
    return " ".join(text.split())


def notify_recruiter_of_application(application: Application, *, url: str) -> None:
    job = application.job
    recruiter = job.owner
    if not recruiter.email:
        return
    profile = getattr(application.seeker, "profile", None)
    contact = []
    if application.share_contact and profile is not None:
        # The name, when shared, is already the "From:" line (applicant_label).
        contact = [
            (label, one_line(value))
            for label, value in (
                ("E-mail", profile.email),
                ("Phone", profile.phone),
            )
            if value.strip()
        ]
    context = {
        "title": one_line(job.title),
        "company": one_line(job.company),
        "applicant": one_line(application.applicant_label),
        "contact": contact,
        "shared": application.shared_parts(),
        "url": url,
    }
    send(
        f"New application: {one_line(job.title)}",
        render_to_string("jobportal/email/new_application.txt", context),
        recruiter.email,
        what="new_application",
        application=application,
    )


def notify_seeker_of_status(application: Application, *, url: str) -> None:
    seeker = application.seeker
    profile = getattr(seeker, "profile", None)
    address = seeker.email or (profile.email if profile is not None else "")
    if not address:
        return
    job = application.job
    context = {
        "title": one_line(job.title),
        "company": one_line(job.company),
        "status": application.get_status_display(),
        "url": url,
    }
    send(
        f"Your application for {one_line(job.title)}: {application.get_status_display()}",
        render_to_string("jobportal/email/status_changed.txt", context),
        address,
        what="status_changed",
        application=application,
    )


def send(subject: str, body: str, to: str, *, what: str, application: Application) -> None:
    try:
        send_mail(one_line(subject)[:200], body, None, [to])
    except Exception as error:
        logger.warning(
            json.dumps(
                {
                    "event": "notification_failed",
                    "what": what,
                    "application": application.pk,
                    "error": type(error).__name__,
                }
            )
        )
