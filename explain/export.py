"""The quality dashboard's CSV exports: one row per explanation, or per claim, of a scope."""

import csv
import json
from collections.abc import Iterable, Iterator
from datetime import datetime
from typing import Any

from django.db.models import QuerySet
from django.utils import timezone

from explain.stats import Scope, claims_in, explanations_in

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
    "unfaithful",
    "reworded",
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
    "wording",
    "point",
    "profile_quote",
    "job_quote",
]
KINDS = ("explanations", "claims")
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


def export_lines(kind: str, scope: Scope) -> Iterator[str]:
    """The CSV text of one export (`kind` is one of KINDS), streamed a line at a time."""
    queryset: QuerySet[Any]
    if kind == "explanations":
        columns = EXPLANATION_COLUMNS
        queryset = explanations_in(scope).order_by("id")
    else:
        columns = CLAIM_COLUMNS
        queryset = claims_in(scope)  # Claim's ordering: by explanation, matches then gaps
    header = [column.replace("__", "_") for column in columns]
    return csv_lines(header, queryset.values_list(*columns).iterator(chunk_size=2000))


def export_filename(kind: str, scope: Scope) -> str:
    period = scope.period
    return f"{kind}-{period.first_day:%Y-%m-%d}-to-{period.last_day:%Y-%m-%d}.csv"
