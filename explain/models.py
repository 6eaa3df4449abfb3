"""What was asked, what came back, and which claims survived the quote check.

Every attempt is recorded, failures included, so admins can see how often the model's claims
fail the check and why. Evidence is written once and never edited.
"""

from typing import Self

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse

from explain.reasons import ALL_REASONS, PAGE_POINTS
from jobportal.models import Job, User


class ExplanationQuerySet(models.QuerySet["Explanation"]):
    def for_seeker(self, user: User) -> Self:
        return self.filter(seeker=user)

    def reusable(self, *, seeker: User, job: Job, fingerprint: str) -> "Explanation | None":
        """A stored, verified answer to exactly this question, if there is one."""
        return (
            self.filter(
                seeker=seeker,
                job=job,
                prompt_fingerprint=fingerprint,
                status=Explanation.Status.OK,
            )
            .order_by("-created_at", "-id")
            .first()
        )


class Explanation(models.Model):
    class Status(models.TextChoices):
        OK = "ok", "Verified points shown"
        NOTHING_VERIFIED = "nothing_verified", "Nothing verified"
        REJECTED = "rejected", "Response rejected"
        PROVIDER_ERROR = "provider_error", "Provider error"
        TIMEOUT = "timeout", "Timed out"

    class Source(models.TextChoices):
        GEMINI = "gemini", "Gemini"
        OFFLINE = "offline", "Offline keyword match"

    seeker = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="explanations"
    )
    job = models.ForeignKey(Job, on_delete=models.CASCADE, related_name="explanations")
    source = models.CharField(max_length=10, choices=Source.choices)
    model_name = models.CharField(max_length=100)
    model_version = models.CharField(max_length=100, blank=True)
    prompt_version = models.CharField(max_length=40)
    prompt_fingerprint = models.CharField(max_length=64, db_index=True)
    prompt_text = models.TextField(help_text="The exact user text that was sent.")
    raw_response = models.TextField(blank=True, help_text="The model's text, as received.")
    status = models.CharField(max_length=20, choices=Status.choices)
    error_code = models.CharField(
        max_length=40,
        blank=True,
        help_text="Why the attempt failed, in our words: never the provider's message.",
    )
    kept_matches = models.PositiveSmallIntegerField(default=0)
    kept_gaps = models.PositiveSmallIntegerField(default=0)
    dropped = models.PositiveSmallIntegerField(default=0)
    trimmed = models.PositiveSmallIntegerField(default=0)
    reworded = models.PositiveSmallIntegerField(
        default=0, help_text="Kept points the page shows in its own words, not the model's."
    )
    unfaithful = models.PositiveSmallIntegerField(
        default=0,
        help_text="Of the dropped claims, those the quote check kept and the faithfulness "
        "stage hid: their sentence said more than their quotes.",
    )
    drop_reasons = models.JSONField(default=dict, blank=True)
    latency_ms = models.PositiveIntegerField(null=True, blank=True)
    prompt_tokens = models.PositiveIntegerField(null=True, blank=True)
    response_tokens = models.PositiveIntegerField(null=True, blank=True)
    thoughts_tokens = models.PositiveIntegerField(null=True, blank=True)
    total_tokens = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    objects = ExplanationQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["seeker", "job", "-created_at"], name="explanation_seeker_job"),
            models.Index(fields=["status", "created_at"], name="explanation_status_created"),
            # Covers every column the quality dashboard aggregates (explain/stats.py), so its
            # queries read this narrow index instead of rows that carry the prompt text.
            models.Index(
                fields=[
                    "created_at",
                    "model_name",
                    "prompt_version",
                    "status",
                    "dropped",
                    "kept_matches",
                    "kept_gaps",
                    "trimmed",
                    "reworded",
                    "unfaithful",
                    "latency_ms",
                    "total_tokens",
                    "id",
                ],
                name="explanation_quality",
            ),
        ]
        permissions = [
            # Explanations hold profile text: reviewing them (admin pages, quality dashboard,
            # CSV export) needs this permission, not only the model's view permission.
            ("view_quality_dashboard", "Can view the explanation quality dashboard"),
        ]

    def __str__(self) -> str:
        return f"Explanation #{self.pk} ({self.get_status_display()})"

    def get_absolute_url(self) -> str:
        return reverse("explain:detail", args=[self.pk])

    @property
    def kept(self) -> int:
        return self.kept_matches + self.kept_gaps

    @property
    def is_offline(self) -> bool:
        return self.source == self.Source.OFFLINE


class Claim(models.Model):
    class Kind(models.TextChoices):
        MATCH = "match", "Match"
        GAP = "gap", "Gap"

    class Outcome(models.TextChoices):
        KEPT = "kept", "Kept"
        DROPPED = "dropped", "Dropped"
        TRIMMED = "trimmed", "Trimmed (over the limit)"

    explanation = models.ForeignKey(Explanation, on_delete=models.CASCADE, related_name="claims")
    kind = models.CharField(max_length=5, choices=Kind.choices)
    position = models.PositiveSmallIntegerField(help_text="Order in the model's list.")
    point = models.TextField()
    profile_quote = models.TextField(blank=True)
    job_quote = models.TextField(blank=True)

    class Wording(models.TextChoices):
        MODEL = "model", "The model's sentence"
        PAGE = "page", "The page's own words"

    outcome = models.CharField(max_length=7, choices=Outcome.choices)
    drop_reason = models.CharField(
        max_length=30,
        blank=True,
        choices=[(reason.value, reason.value) for reason in ALL_REASONS],
    )
    wording = models.CharField(
        max_length=5,
        choices=Wording.choices,
        default=Wording.MODEL,
        help_text="Whose words the page shows for a kept claim.",
    )
    # Where each kept quote was found: the sent field and offsets into its original value.
    profile_field = models.CharField(max_length=30, blank=True)
    profile_start = models.PositiveIntegerField(null=True, blank=True)
    profile_end = models.PositiveIntegerField(null=True, blank=True)
    job_field = models.CharField(max_length=30, blank=True)
    job_start = models.PositiveIntegerField(null=True, blank=True)
    job_end = models.PositiveIntegerField(null=True, blank=True)

    class Meta:
        # An explanation's claims in the order of the model's answer: matches, then gaps. By the
        # column, not the relation: ordering by "explanation" would join every claims query to
        # the explanations table to sort by Explanation's own ordering.
        ordering = ["explanation_id", "-kind", "position"]
        constraints = [
            models.UniqueConstraint(
                fields=["explanation", "kind", "position"], name="claim_unique_position"
            ),
            models.CheckConstraint(
                condition=Q(outcome="dropped", drop_reason__gt="")
                | (~Q(outcome="dropped") & Q(drop_reason="")),
                name="claim_dropped_has_reason",
            ),
        ]
        indexes = [
            # Drop reasons counted per period (explain/stats.py) without reading claim rows.
            models.Index(
                fields=["outcome", "drop_reason", "explanation"], name="claim_outcome_reason_expl"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} #{self.position} ({self.outcome})"

    @property
    def shown_point(self) -> str:
        """The sentence the page shows: the model's, or the page's own words."""
        if self.wording == self.Wording.PAGE:
            return PAGE_POINTS[self.kind]
        return self.point
