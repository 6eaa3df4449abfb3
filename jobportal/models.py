"""The portal's data: accounts with a role, seeker profiles, job postings and applications.

Field limits follow docs/design.md ("What leaves the server"): they bound what an explanation
prompt can grow to, and the forms enforce the same limits as the models.
"""

import uuid
from dataclasses import dataclass
from pathlib import PurePath
from typing import Self

from django.conf import settings
from django.contrib.auth.models import AbstractUser
from django.core.validators import MaxLengthValidator
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils import timezone

from explain.instructions import FindingKind, posting_findings
from explain.prompt import JOB_LABELS, PROFILE_LABELS


class User(AbstractUser):
    class Role(models.TextChoices):
        SEEKER = "seeker", "Job seeker"
        RECRUITER = "recruiter", "Recruiter"

    role = models.CharField(max_length=10, choices=Role.choices, default=Role.SEEKER)
    company_name = models.CharField(
        max_length=200, blank=True, help_text="The company a recruiter posts for."
    )

    class Meta(AbstractUser.Meta):
        constraints = [
            models.CheckConstraint(
                condition=~Q(role="recruiter") | ~Q(company_name=""),
                name="recruiter_has_company",
                violation_error_message="A recruiter belongs to a company.",
            ),
        ]

    @property
    def is_seeker(self) -> bool:
        return self.role == self.Role.SEEKER

    @property
    def is_recruiter(self) -> bool:
        return self.role == self.Role.RECRUITER

    @property
    def seeker_profile(self) -> "Profile | None":
        """The profile, or None. Read with the user on a signed-in request (auth_backends.py)."""
        try:
            return self.profile
        except Profile.DoesNotExist:
            return None


def resume_upload_to(profile: "Profile", filename: str) -> str:
    # A random name: the original file name can itself be private ("ana-kovac-cv.pdf").
    suffix = PurePath(filename).suffix.lower()
    return f"resumes/{uuid.uuid4().hex}{suffix}"


class Profile(models.Model):
    """A job seeker's profile. Only the match fields are ever sent for explanations."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile"
    )
    headline = models.CharField(max_length=200, blank=True)
    desired_role = models.CharField(max_length=200, blank=True)
    skills = models.TextField(
        max_length=2000,
        blank=True,
        validators=[MaxLengthValidator(2000)],
        help_text="Comma-separated or one per line, e.g. “Java (3 years), Spring Boot”.",
    )
    experience = models.TextField(
        max_length=5000,
        blank=True,
        validators=[MaxLengthValidator(5000)],
        help_text="What you built, where, and for how long.",
    )
    work_preferences = models.TextField(
        max_length=500,
        blank=True,
        validators=[MaxLengthValidator(500)],
        help_text="Location, remote or on-site, hours.",
    )
    # Private: never sent to the model and never shown to anyone but the seeker.
    full_name = models.CharField(max_length=200, blank=True)
    email = models.EmailField(max_length=254, blank=True)
    phone = models.CharField(max_length=40, blank=True)
    salary_expectation = models.CharField(max_length=100, blank=True)
    resume = models.FileField(upload_to=resume_upload_to, blank=True, max_length=200)
    resume_name = models.CharField(
        max_length=200, blank=True, help_text="The uploaded file's original name."
    )
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"Profile of {self.user}"

    def match_fields(self) -> dict[str, str]:
        """The fields sent to the model (explain.prompt.PROFILE_LABELS), by name."""
        return {name: getattr(self, name) for name in PROFILE_LABELS}


@dataclass(frozen=True)
class FlaggedText:
    field: str  # "Description"
    kind: str  # "an instruction to an AI"
    excerpt: str


class JobQuerySet(models.QuerySet["Job"]):
    def open(self) -> Self:
        return self.filter(closed_at__isnull=True)

    def posted_by(self, user: "User") -> Self:
        return self.filter(owner=user)

    def search(self, text: str, *, newest_first_walk: bool = False) -> Self:
        """Keyword search over title, company, description and requirements."""
        from jobportal.search import filter_jobs

        return filter_jobs(self, text, newest_first_walk=newest_first_walk)

    def newest_first(self) -> Self:
        return self.order_by("-posted_at", "-id")

    def flagged(self) -> Self:
        """Postings whose text was found addressing an AI or the reader (see Job.screen)."""
        return self.filter(flagged_at__isnull=False)

    def needs_review(self) -> Self:
        return self.flagged().filter(reviewed_at__isnull=True)


class Job(models.Model):
    class WorkMode(models.TextChoices):
        ONSITE = "onsite", "On-site"
        HYBRID = "hybrid", "Hybrid"
        REMOTE = "remote", "Remote"

    class EmploymentType(models.TextChoices):
        FULL_TIME = "full-time", "Full-time"
        PART_TIME = "part-time", "Part-time"
        CONTRACT = "contract", "Contract"
        TEMPORARY = "temporary", "Temporary"
        INTERNSHIP = "internship", "Internship"

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="jobs"
    )
    title = models.CharField(max_length=200)
    company = models.CharField(max_length=200)
    location = models.CharField(max_length=200)
    work_mode = models.CharField(max_length=10, choices=WorkMode.choices)
    employment_type = models.CharField(max_length=12, choices=EmploymentType.choices)
    description = models.TextField(max_length=10_000, validators=[MaxLengthValidator(10_000)])
    requirements = models.TextField(
        max_length=5000, blank=True, validators=[MaxLengthValidator(5000)]
    )
    salary_min = models.PositiveIntegerField(null=True, blank=True)
    salary_max = models.PositiveIntegerField(null=True, blank=True)
    salary_currency = models.CharField(max_length=3, default="EUR", blank=True)
    posted_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)
    closed_at = models.DateTimeField(null=True, blank=True)
    # Screening (Job.screen): what the sent text says to an AI or the reader, for an admin.
    # None: never screened (saved before screening existed; see `manage.py screen_postings`).
    # Nullable also because SQLite adds a NOT NULL column by rebuilding the table, which
    # would drop the full-text search triggers (migration 0002).
    screening_findings = models.JSONField(
        null=True,
        blank=True,
        editable=False,
        help_text="Text in the posting that reads as an instruction: field, kind and excerpt.",
    )
    flagged_at = models.DateTimeField(null=True, blank=True, editable=False)
    reviewed_at = models.DateTimeField(null=True, blank=True, editable=False)
    reviewed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        editable=False,
        on_delete=models.SET_NULL,
        related_name="+",
    )

    objects = JobQuerySet.as_manager()

    class Meta:
        ordering = ["-posted_at", "-id"]
        indexes = [
            models.Index(fields=["-posted_at", "-id"], name="job_newest"),
            models.Index(
                fields=["-posted_at", "-id"],
                name="job_open_newest",
                condition=Q(closed_at__isnull=True),
            ),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(salary_min__isnull=True)
                | Q(salary_max__isnull=True)
                | Q(salary_min__lte=models.F("salary_max")),
                name="job_salary_range_ordered",
                violation_error_message="The minimum salary is above the maximum.",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.title} at {self.company}"

    def get_absolute_url(self) -> str:
        return reverse("jobportal:job_detail", args=[self.pk])

    @property
    def is_open(self) -> bool:
        return self.closed_at is None

    def close(self) -> None:
        if self.closed_at is None:
            self.closed_at = timezone.now()
            self.save(update_fields=["closed_at", "updated_at"])

    def reopen(self) -> None:
        """Back in search and open to explanations; its posting date stays the original."""
        if self.closed_at is not None:
            self.closed_at = None
            self.save(update_fields=["closed_at", "updated_at"])

    @property
    def needs_review(self) -> bool:
        return self.flagged_at is not None and self.reviewed_at is None

    def screen(self) -> list[dict[str, str]]:
        """Read the sent fields for text addressed to an AI or the reader with instructions
        (explain.instructions.posting_findings) and record what was found; the caller saves.

        New or changed findings flag the posting for review again; the same findings keep an
        admin's review; none clear the flag. The posting stays visible either way: it reaches
        seekers and the explainer as plain data, and a finding is a reason to look, not proof.
        """
        findings = [
            {"field": name, "kind": finding.kind.value, "excerpt": finding.excerpt}
            for name, value in self.match_fields().items()
            for finding in posting_findings(value)
        ]
        if findings != self.screening_findings or (findings and self.flagged_at is None):
            self.screening_findings = findings
            self.flagged_at = timezone.now() if findings else None
            self.reviewed_at = None
            self.reviewed_by = None
        return findings

    def flagged_text(self) -> list[FlaggedText]:
        """The screening findings, worded for a person."""
        labels = {field.name: str(field.verbose_name).capitalize() for field in self._meta.fields}
        return [
            FlaggedText(
                field=labels.get(found["field"], found["field"]),
                kind=FindingKind(found["kind"]).label,
                excerpt=found["excerpt"],
            )
            for found in self.screening_findings or []
        ]

    def mark_reviewed(self, by: "User") -> None:
        """An admin has read the flagged text. Not a change to the posting: updated_at stays,
        so explanations of it are not told the job changed."""
        if self.needs_review:
            self.reviewed_at = timezone.now()
            self.reviewed_by = by
            self.save(update_fields=["reviewed_at", "reviewed_by"])

    def match_fields(self) -> dict[str, str]:
        """The fields sent to the model (explain.prompt.JOB_LABELS; never the salary range),
        as the model reads them: a choice by its label."""
        values = {}
        for name in JOB_LABELS:
            display = getattr(self, f"get_{name}_display", None)  # a field with choices
            values[name] = display() if display else getattr(self, name)
        return values


class ApplicationQuerySet(models.QuerySet):
    def for_seeker(self, user) -> "ApplicationQuerySet":
        return self.filter(seeker=user)

    def for_recruiter(self, user) -> "ApplicationQuerySet":
        """Applications to the jobs this recruiter posted, and no others."""
        return self.filter(job__owner=user)

    def newest_first(self) -> "ApplicationQuerySet":
        return self.order_by("-created_at", "-id")


class Application(models.Model):
    """A seeker's application to a job, with what they chose to let its recruiter see.

    Each private part is shared only when the seeker ticked it: contact details (name,
    e-mail, phone), the resume, and the verified explanation they had for this job. The
    salary expectation is never shared. The sent profile fields (the ones explanations are
    made from) go with every application, as they were at the moment of applying, together
    with the job's, so a shared explanation's quotes point into exactly the texts it checked.
    """

    class Status(models.TextChoices):
        NEW = "new", "New"
        REVIEWED = "reviewed", "Reviewed"
        SHORTLISTED = "shortlisted", "Shortlisted"
        NOT_SELECTED = "not_selected", "Not selected"
        WITHDRAWN = "withdrawn", "Withdrawn"

    # Where a recruiter may move an application from each status. A decision can be revised;
    # a withdrawn application is final.
    RECRUITER_MOVES: dict[str, tuple[str, ...]] = {
        Status.NEW: (Status.REVIEWED,),
        Status.REVIEWED: (Status.SHORTLISTED, Status.NOT_SELECTED),
        Status.SHORTLISTED: (Status.NOT_SELECTED,),
        Status.NOT_SELECTED: (Status.SHORTLISTED,),
        Status.WITHDRAWN: (),
    }
    NOTE_MAX_CHARS = 1000

    seeker = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="applications"
    )
    job = models.ForeignKey(Job, on_delete=models.CASCADE, related_name="applications")
    note = models.TextField(
        max_length=NOTE_MAX_CHARS, blank=True, validators=[MaxLengthValidator(NOTE_MAX_CHARS)]
    )
    share_contact = models.BooleanField(default=False)
    share_resume = models.BooleanField(default=False)
    # Shared only when ticked. Explanations are deleted only with their seeker or their job,
    # which delete this application too; RESTRICT keeps anything else from removing it.
    explanation = models.ForeignKey(
        "explain.Explanation",
        on_delete=models.RESTRICT,
        null=True,
        blank=True,
        related_name="applications",
    )
    profile_fields = models.JSONField(
        default=dict, blank=True, help_text="The sent profile fields, as they were when applying."
    )
    job_fields = models.JSONField(
        default=dict, blank=True, help_text="The job's sent fields, as they were when applying."
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.NEW)
    created_at = models.DateTimeField(default=timezone.now)
    status_changed_at = models.DateTimeField(default=timezone.now)

    objects = ApplicationQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["seeker", "job"],
                name="application_one_per_seeker_and_job",
                violation_error_message="You have already applied to this job.",
            ),
            models.CheckConstraint(
                condition=Q(
                    status__in=["new", "reviewed", "shortlisted", "not_selected", "withdrawn"]
                ),
                name="application_status_known",
            ),
            # Withdrawn: the recruiter sees that it was withdrawn, and nothing else.
            models.CheckConstraint(
                condition=~Q(status="withdrawn")
                | Q(
                    share_contact=False,
                    share_resume=False,
                    explanation__isnull=True,
                    note="",
                    profile_fields={},
                ),
                name="application_withdrawn_shares_nothing",
            ),
        ]
        indexes = [
            models.Index(fields=["job", "status", "-created_at"], name="application_job_status"),
        ]

    def __str__(self) -> str:
        return f"Application #{self.pk} to {self.job}"

    @property
    def is_withdrawn(self) -> bool:
        return self.status == self.Status.WITHDRAWN

    @property
    def shares_explanation(self) -> bool:
        return self.explanation_id is not None

    @property
    def applicant_label(self) -> str:
        """How the recruiter names the applicant: by name only if the seeker shared it."""
        profile = getattr(self.seeker, "profile", None)
        if self.share_contact and profile is not None and profile.full_name.strip():
            return profile.full_name.strip()
        return f"Applicant #{self.pk}"

    @property
    def sent_summary(self) -> str:
        """One line about the applicant from the sent fields: the role they want."""
        fields = self.profile_fields or {}
        return fields.get("desired_role") or fields.get("headline") or ""

    def shared_parts(self) -> list[str]:
        """What the seeker chose to share, in words."""
        parts = [
            ("contact details", self.share_contact),
            ("resume", self.share_resume),
            ("the verified explanation of the match", self.shares_explanation),
        ]
        return [name for name, shared in parts if shared]

    def next_statuses(self) -> list[tuple[str, str]]:
        """(value, label) of the statuses the recruiter may move this application to."""
        return [
            (status, self.Status(status).label) for status in self.RECRUITER_MOVES[self.status]
        ]

    def move_to(self, status: str) -> None:
        """The recruiter's decision; a move the workflow does not allow raises ValueError."""
        if status not in self.RECRUITER_MOVES[self.status]:
            raise ValueError(f"An application cannot go from {self.status} to {status}.")
        self.status = status
        self.status_changed_at = timezone.now()
        self.save(update_fields=["status", "status_changed_at"])

    def withdraw(self) -> None:
        """The seeker takes the application back: everything it shared is taken back too."""
        if self.is_withdrawn:
            return
        self.status = self.Status.WITHDRAWN
        self.status_changed_at = timezone.now()
        self.share_contact = False
        self.share_resume = False
        self.explanation = None
        self.note = ""
        self.profile_fields = {}
        self.save()


class Dismissal(models.Model):
    """A job the seeker marked "not for me": it no longer appears in their "for you" list."""

    seeker = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="dismissals"
    )
    job = models.ForeignKey(Job, on_delete=models.CASCADE, related_name="dismissals")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["seeker", "job"], name="dismissal_one_per_seeker_and_job"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.job} dismissed by #{self.seeker_id}"
