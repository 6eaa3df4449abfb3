"""Admin review of explanations: read-only evidence, the quality dashboard and its CSV export.

Explanations hold profile text, so every page here needs the dedicated
`explain.view_quality_dashboard` permission (see `can_review_explanations`); the model's own
view permission is not enough. Nobody edits evidence: there is no add or change, and an
explanation is deleted only together with its seeker (or its job), never on its own.
"""

import json
import logging
from typing import Any

from django.contrib import admin
from django.contrib.admin.utils import flatten_fieldsets
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import PermissionDenied
from django.db.models import Model, QuerySet
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.http.response import HttpResponseBase
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils import timezone
from django.utils.html import format_html

from explain.chart import daily_rate_chart
from explain.export import KINDS, export_filename, export_lines
from explain.forms import ScopeForm
from explain.models import Claim, Explanation
from explain.stats import quality_stats
from jobportal.models import User

REVIEW_PERMISSION = "explain.view_quality_dashboard"

# Who exported what: the claims export carries quotes from seekers' profiles.
audit_log = logging.getLogger("explain.audit")


def can_review_explanations(user: User | AnonymousUser) -> bool:
    """Staff with the dedicated permission (superusers have it). Never a recruiter: recruiters
    do not see seekers' explanations, whatever else their account was given."""
    return (
        user.is_active
        and user.is_staff
        and not getattr(user, "is_recruiter", False)
        and user.has_perm(REVIEW_PERMISSION)
    )


class HasDroppedClaimsFilter(admin.SimpleListFilter):
    title = "dropped claims"
    parameter_name = "has_dropped"

    def lookups(
        self, request: HttpRequest, model_admin: admin.ModelAdmin[Any]
    ) -> list[tuple[str, str]]:
        return [("yes", "Has dropped claims"), ("no", "No dropped claims")]

    def queryset(
        self, request: HttpRequest, queryset: QuerySet[Explanation]
    ) -> QuerySet[Explanation]:
        if self.value() == "yes":
            return queryset.filter(dropped__gt=0)
        if self.value() == "no":
            return queryset.filter(dropped=0)
        return queryset


class ReadOnlyEvidence:
    """Viewing needs the review permission; adding and changing are never allowed."""

    def has_view_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return can_review_explanations(request.user)

    def has_add_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False


class ClaimInline(ReadOnlyEvidence, admin.StackedInline[Claim, Explanation]):
    # Stacked, not tabular: ten read-only columns would need a sideways-scrolling table.
    model = Claim
    fields = (
        "kind",
        "position",
        "outcome",
        "drop_reason",
        "wording",
        "point",
        "shown_as",
        "profile_quote",
        "job_quote",
        "found_at",
    )
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    @admin.display(description="Shown on the page as")
    def shown_as(self, claim: Claim) -> str:
        if claim.outcome != Claim.Outcome.KEPT:
            return "(not shown)"
        return claim.shown_point

    @admin.display(description="Found at")
    def found_at(self, claim: Claim) -> str:
        places = []
        if claim.profile_field:
            places.append(
                f"profile {claim.profile_field}[{claim.profile_start}:{claim.profile_end}]"
            )
        if claim.job_field:
            places.append(f"job {claim.job_field}[{claim.job_start}:{claim.job_end}]")
        return "; ".join(places)


@admin.register(Explanation)
class ExplanationAdmin(ReadOnlyEvidence, admin.ModelAdmin[Explanation]):
    list_display = (
        "id",
        "created_at",
        "seeker_ref",
        "job_title",
        "model_name",
        "prompt_version",
        "status",
        "kept_matches",
        "kept_gaps",
        "dropped",
        "reworded",
        "trimmed",
        "latency_ms",
        "total_tokens",
    )
    list_display_links = ("id", "created_at")
    list_filter = (
        "status",
        "model_name",
        "prompt_version",
        "created_at",
        HasDroppedClaimsFilter,
    )
    search_fields = ("job__title",)
    list_select_related = ("job",)
    fieldsets = (
        (
            None,
            {
                "fields": (
                    ("id", "created_at"),
                    ("seeker_ref", "job_ref"),
                    ("status", "error_code"),
                )
            },
        ),
        (
            "Model",
            {
                "fields": (
                    ("source", "model_name", "model_version"),
                    ("prompt_version", "prompt_fingerprint"),
                )
            },
        ),
        (
            "Quote check and faithfulness",
            {
                "fields": (
                    ("kept_matches", "kept_gaps", "dropped", "unfaithful", "reworded", "trimmed"),
                    "reasons",
                ),
                "description": "Dropped: removed by the quote check or the faithfulness stage "
                "(see the reasons). Reworded: kept, but shown in the page's own words.",
            },
        ),
        (
            "Cost",
            {
                "fields": (
                    (
                        "latency_ms",
                        "prompt_tokens",
                        "response_tokens",
                        "thoughts_tokens",
                        "total_tokens",
                    ),
                )
            },
        ),
        (
            "Evidence",
            {
                "fields": ("prompt_sent", "response_received"),
                "description": "Exactly what was sent after the system instruction of the prompt "
                "version above, and exactly what came back.",
            },
        ),
    )
    readonly_fields = flatten_fieldsets(fieldsets)
    inlines = [ClaimInline]
    # The site's explanation page is the seeker's own; an admin would get a 404 there.
    view_on_site = False

    class Media:
        css = {"all": ["css/dashboard.css"]}

    def has_module_permission(self, request: HttpRequest) -> bool:
        return can_review_explanations(request.user)

    def has_delete_permission(self, request: HttpRequest, obj: Explanation | None = None) -> bool:
        # Evidence is never deleted on its own: no bulk action (asked without an object) and no
        # delete page (delete_view below). But when a user or a job is deleted, the admin asks
        # this method about each explanation that would go with it, so that cascade is allowed
        # to whoever holds the model's delete permission (superusers do).
        return obj is not None and super().has_delete_permission(request, obj)

    def delete_view(
        self, request: HttpRequest, object_id: str, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        raise PermissionDenied("Explanations are deleted only with their seeker's account.")

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        return super().change_view(
            request, object_id, form_url, {**(extra_context or {}), "show_delete": False}
        )

    def get_urls(self) -> list[URLPattern]:
        # As UserAdmin does for its password page: admin views wrapped by the admin site.
        return [
            path(
                "quality/",
                self.admin_site.admin_view(self.quality_view),
                name="explain_explanation_quality",
            ),
            path(
                "quality/<str:kind>.csv",
                self.admin_site.admin_view(self.export_view),
                name="explain_explanation_quality_export",
            ),
            *super().get_urls(),
        ]

    def quality_view(self, request: HttpRequest) -> HttpResponse:
        """How often the model's claims fail the quote check, and why, for a chosen scope."""
        if not can_review_explanations(request.user):
            raise PermissionDenied(
                "Reviewing explanations needs the quality dashboard permission."
            )
        form = ScopeForm(request.GET or None)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": "Explanation quality",
            "form": form,
        }
        if form.is_bound and not form.is_valid():
            # Figures for another scope than the one asked for would mislead: the errors only.
            return TemplateResponse(request, "explain/dashboard.html", context, status=400)
        stats = quality_stats(form.scope())
        context.update(
            stats=stats,
            chart=daily_rate_chart(stats.days),
            query=request.GET.urlencode(),
            time_zone=timezone.get_current_timezone_name(),
        )
        return TemplateResponse(request, "explain/dashboard.html", context)

    def export_view(self, request: HttpRequest, kind: str) -> HttpResponseBase:
        """The dashboard's explanations or claims, for the same scope, one row each."""
        if not can_review_explanations(request.user):
            raise PermissionDenied(
                "Reviewing explanations needs the quality dashboard permission."
            )
        if kind not in KINDS:
            raise Http404("No such export.")
        form = ScopeForm(request.GET or None)
        if form.is_bound and not form.is_valid():
            errors = "; ".join(f"{k}: {' '.join(map(str, v))}" for k, v in form.errors.items())
            return HttpResponse(
                f"Invalid scope: {errors}", status=400, content_type="text/plain; charset=utf-8"
            )
        scope = form.scope()
        audit_log.info(
            json.dumps(
                {
                    "event": "quality_export",
                    "user_id": request.user.pk,
                    "kind": kind,
                    "days": scope.period.days,
                    "model": scope.model,
                    "prompt_version": scope.prompt_version,
                },
                sort_keys=True,
            )
        )
        return StreamingHttpResponse(
            export_lines(kind, scope),
            content_type="text/csv; charset=utf-8",
            headers={
                "Content-Disposition": f'attachment; filename="{export_filename(kind, scope)}"'
            },
        )

    def get_queryset(self, request: HttpRequest) -> QuerySet[Explanation]:
        return super().get_queryset(request).select_related("job")

    @admin.display(description="Seeker", ordering="seeker_id")
    def seeker_ref(self, explanation: Explanation) -> str:
        # By id only: the seeker's name is not needed to judge the model.
        return f"#{explanation.seeker_id}"

    @admin.display(description="Job", ordering="job__title")
    def job_title(self, explanation: Explanation) -> str:
        return f"#{explanation.job_id} {explanation.job.title}"

    @admin.display(description="Job")
    def job_ref(self, explanation: Explanation) -> str:
        url = reverse("admin:jobportal_job_change", args=[explanation.job_id])
        return format_html(
            '<a href="{}">#{} {}</a>', url, explanation.job_id, explanation.job.title
        )

    @admin.display(description="Drop reasons")
    def reasons(self, explanation: Explanation) -> str:
        return ", ".join(f"{reason}: {n}" for reason, n in explanation.drop_reasons.items()) or "–"

    @admin.display(description="Prompt text sent")
    def prompt_sent(self, explanation: Explanation) -> str:
        return format_html('<pre class="evidence">{}</pre>', explanation.prompt_text)

    @admin.display(description="Raw response received")
    def response_received(self, explanation: Explanation) -> str:
        if not explanation.raw_response:
            return "–"
        return format_html('<pre class="evidence">{}</pre>', explanation.raw_response)
