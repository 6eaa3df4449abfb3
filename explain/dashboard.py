"""The explanation quality dashboard and its CSV export, served inside the Django admin.

The figures come from `explain.stats`; this module only checks who may see them, reads the
chosen scope from the query string, and lays the daily rate out as a server-side SVG chart
(no script: the site's CSP allows none inline, and a chart does not need any).
"""

from __future__ import annotations

import csv
import json
import logging
import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, cast

from django import forms
from django.contrib.admin import ModelAdmin
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.http.response import HttpResponseBase
from django.template.response import TemplateResponse
from django.utils import timezone

from explain.models import Explanation
from explain.stats import (
    DEFAULT_PERIOD_DAYS,
    GROUP_TABLE_HEADERS,
    PERIOD_DAYS,
    Day,
    Period,
    Scope,
    claims_in,
    explanations_in,
    group_table_rows,
    quality_stats,
    scope_choices,
)
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


def require_reviewer(request: HttpRequest) -> None:
    if not can_review_explanations(request.user):
        raise PermissionDenied("Reviewing explanations needs the quality dashboard permission.")


class ScopeForm(forms.Form):
    days = forms.TypedChoiceField(
        label="Period",
        choices=[(days, f"Last {days} days") for days in PERIOD_DAYS],
        coerce=int,
        required=False,
    )
    model = forms.ChoiceField(label="Model", required=False)
    prompt_version = forms.ChoiceField(label="Prompt version", required=False)

    def __init__(self, *args: Any, models: list[str], versions: list[str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["days"].initial = DEFAULT_PERIOD_DAYS
        model_field = cast(forms.ChoiceField, self.fields["model"])
        model_field.choices = [("", "All models"), *((m, m) for m in models)]
        version_field = cast(forms.ChoiceField, self.fields["prompt_version"])
        version_field.choices = [("", "All versions"), *((v, v) for v in versions)]

    def scope(self) -> Scope:
        """The chosen scope; call after is_valid() when bound. Unbound: the last 30 days."""
        data = self.cleaned_data if self.is_bound else {}
        return Scope(
            period=Period.last(data.get("days") or DEFAULT_PERIOD_DAYS),
            model=data.get("model", ""),
            prompt_version=data.get("prompt_version", ""),
        )


def scope_form(request: HttpRequest) -> ScopeForm:
    models, versions = scope_choices()
    return ScopeForm(request.GET or None, models=models, versions=versions)


# The chart ------------------------------------------------------------------------------------

CHART_WIDTH = 720
CHART_HEIGHT = 260
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 56, 16, 16, 44
MAX_X_LABELS = 8


@dataclass(frozen=True)
class ChartPoint:
    x: float
    y: float
    title: str


@dataclass(frozen=True)
class ChartTick:
    position: float
    label: str


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    left: int
    right: int
    top: int
    bottom: int
    lines: list[str]  # one polyline "points" attribute per run of consecutive days with a rate
    points: list[ChartPoint]
    y_ticks: list[ChartTick]
    x_ticks: list[ChartTick]
    description: str


def day_label(day: date) -> str:
    return f"{day:%b} {day.day}"


def daily_rate_chart(days: list[Day]) -> Chart:
    """Daily dropped-claim rate as SVG geometry. A day without claims has no point: a gap."""
    plot_left, plot_right = MARGIN_LEFT, CHART_WIDTH - MARGIN_RIGHT
    plot_top, plot_bottom = MARGIN_TOP, CHART_HEIGHT - MARGIN_BOTTOM
    rates = [day.rate for day in days if day.rate is not None]
    # The scale tops out just above the highest rate, in round steps, so small rates stay readable.
    highest_rate = max(rates, default=0)
    step_percent = 5 if highest_rate <= 0.2 else 10 if highest_rate <= 0.5 else 20
    steps = max(2, math.ceil(round(highest_rate * 100, 6) / step_percent))
    top_rate = steps * step_percent / 100
    slot = (plot_right - plot_left) / max(len(days), 1)

    def x_at(index: int) -> float:
        return round(plot_left + slot * (index + 0.5), 1)

    def y_at(rate: float) -> float:
        return round(plot_bottom - (plot_bottom - plot_top) * rate / top_rate, 1)

    lines: list[str] = []
    run: list[str] = []
    points: list[ChartPoint] = []
    for index, day in enumerate(days):
        if day.rate is None:
            if len(run) > 1:
                lines.append(" ".join(run))
            run = []
            continue
        x, y = x_at(index), y_at(day.rate)
        run.append(f"{x},{y}")
        points.append(
            ChartPoint(
                x,
                y,
                f"{day.day:%Y-%m-%d}: {day.totals.drop_rate_text} "
                f"({day.totals.dropped:,} of {day.totals.claims:,} claims dropped)",
            )
        )
    if len(run) > 1:
        lines.append(" ".join(run))

    y_ticks = [
        ChartTick(y_at(n * step_percent / 100), f"{n * step_percent}%") for n in range(steps + 1)
    ]
    step = -(-len(days) // MAX_X_LABELS)
    x_ticks = [
        ChartTick(x_at(index), day_label(day.day))
        for index, day in enumerate(days)
        if index % step == 0
    ]

    gaps = len(days) - len(rates)
    if rates:
        highest = max((day for day in days if day.rate is not None), key=lambda d: d.rate or 0)
        summary = (
            f"Highest: {highest.totals.drop_rate_text} on {highest.day:%Y-%m-%d}; "
            f"lowest: {min(rates):.1%}."
        )
    else:
        summary = "No claims were made in this period."
    description = (
        f"Daily dropped-claim rate from {days[0].day:%Y-%m-%d} to {days[-1].day:%Y-%m-%d}. "
        f"{summary} {gaps} of {len(days)} days had no claims and are left as gaps."
    )
    return Chart(
        width=CHART_WIDTH,
        height=CHART_HEIGHT,
        left=plot_left,
        right=plot_right,
        top=plot_top,
        bottom=plot_bottom,
        lines=lines,
        points=points,
        y_ticks=y_ticks,
        x_ticks=x_ticks,
        description=description,
    )


# The views ------------------------------------------------------------------------------------


def quality_dashboard(
    request: HttpRequest, *, model_admin: ModelAdmin[Explanation]
) -> HttpResponse:
    require_reviewer(request)
    form = scope_form(request)
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": Explanation._meta,
        "title": "Explanation quality",
        "form": form,
    }
    if form.is_bound and not form.is_valid():
        # Figures for another scope than the one asked for would mislead: show the errors only.
        return TemplateResponse(request, "explain/dashboard.html", context, status=400)

    stats = quality_stats(form.scope())
    context.update(
        stats=stats,
        chart=daily_rate_chart(stats.days),
        group_headers=GROUP_TABLE_HEADERS,
        version_rows=group_table_rows(stats.by_prompt_version),
        model_rows=group_table_rows(stats.by_model),
        query=request.GET.urlencode(),
        time_zone=timezone.get_current_timezone_name(),
    )
    return TemplateResponse(request, "explain/dashboard.html", context)


EXPLANATION_COLUMNS = [
    "id",
    "created_at",
    "job_id",
    "job__title",
    "source",
    "model_name",
    "model_version",
    "prompt_version",
    "status",
    "error_code",
    "kept_matches",
    "kept_gaps",
    "dropped",
    "trimmed",
    "drop_reasons",
    "latency_ms",
    "prompt_tokens",
    "response_tokens",
    "thoughts_tokens",
    "total_tokens",
]
CLAIM_COLUMNS = [
    "explanation_id",
    "explanation__created_at",
    "explanation__model_name",
    "explanation__prompt_version",
    "kind",
    "position",
    "outcome",
    "drop_reason",
    "point",
    "profile_quote",
    "job_quote",
]
# Spreadsheets run a cell that starts like a formula; quotes and job titles are untrusted text.
FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: object) -> object:
    if value is None:
        return ""
    if isinstance(value, dict):
        return json.dumps(value, sort_keys=True)
    if isinstance(value, datetime):
        return (
            timezone.localtime(value).isoformat()
            if timezone.is_aware(value)
            else value.isoformat()
        )
    if isinstance(value, str) and value.startswith(FORMULA_PREFIXES):
        return "'" + value
    return value


class _Echo:
    def write(self, value: str) -> str:
        return value


def csv_lines(header: list[str], rows: Iterable[tuple[object, ...]]) -> Iterator[str]:
    writer = csv.writer(_Echo())
    yield writer.writerow(header)
    for row in rows:
        yield writer.writerow([csv_cell(value) for value in row])


def export_csv(
    request: HttpRequest, kind: str, *, model_admin: ModelAdmin[Explanation]
) -> HttpResponseBase:
    """The dashboard's explanations or claims, for the same scope, one row each."""
    require_reviewer(request)
    if kind not in ("explanations", "claims"):
        raise Http404("No such export.")
    form = scope_form(request)
    if form.is_bound and not form.is_valid():
        return HttpResponse(
            "Invalid scope: "
            + "; ".join(f"{k}: {' '.join(map(str, v))}" for k, v in form.errors.items()),
            status=400,
            content_type="text/plain; charset=utf-8",
        )
    scope = form.scope()
    queryset: QuerySet[Any]
    if kind == "explanations":
        columns = EXPLANATION_COLUMNS
        queryset = explanations_in(scope).order_by("id")
    else:
        columns = CLAIM_COLUMNS
        # matches, then gaps
        queryset = claims_in(scope).order_by("explanation_id", "-kind", "position")
    rows = queryset.values_list(*columns)
    header = [column.replace("__", "_") for column in columns]
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
    period = scope.period
    filename = f"{kind}-{period.first_day:%Y-%m-%d}-to-{period.last_day:%Y-%m-%d}.csv"
    return StreamingHttpResponse(
        csv_lines(header, rows.iterator(chunk_size=2000)),
        content_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )
