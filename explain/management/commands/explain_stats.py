"""`python manage.py explain_stats --days 30`: the quality dashboard's figures as plain text.

The figures come from the same function as the dashboard (`explain.stats.quality_stats`), so
the two always agree. For operators without a browser, or a cron job that mails the table.
"""

from collections.abc import Sequence
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from explain.stats import (
    DEFAULT_PERIOD_DAYS,
    PERIOD_DAYS,
    Group,
    Period,
    QualityStats,
    Scope,
    quality_stats,
)

NOT_AVAILABLE = "n/a"  # a ratio with nothing to divide by, never a misleading 0%
GROUP_HEADERS = [
    "Explanations",
    "With a drop",
    "Dropped / expl.",
    "Dropped-claim rate",
    "Hidden by faithfulness",
    "In the page's words",
    "Rejected",
    "Provider errors",
    "Tokens / expl.",
]


def percent(value: float | None) -> str:
    return NOT_AVAILABLE if value is None else f"{value:.1%}"


def two_places(value: float | None) -> str:
    return NOT_AVAILABLE if value is None else f"{value:.2f}"


def whole(value: float | None) -> str:
    return NOT_AVAILABLE if value is None else f"{value:,.0f}"


def milliseconds(value: float | None) -> str:
    if value is None:
        return NOT_AVAILABLE
    return f"{value:,.0f} ms" if value == int(value) else f"{value:,.1f} ms"


def figure_rows(stats: QualityStats) -> list[list[str]]:
    """The dashboard's figure cards as (figure, value, detail) rows, in the same order."""
    t, latency = stats.totals, stats.latency
    return [
        ["Explanations", f"{t.explanations:,}", f"{t.checked:,} checked"],
        [
            "Share with a dropped claim",
            percent(t.share_with_dropped),
            f"{t.with_dropped:,} of {t.checked:,} checked explanations",
        ],
        [
            "Dropped claims per explanation",
            two_places(t.dropped_per_explanation),
            f"{t.dropped:,} dropped over {t.checked:,} checked explanations",
        ],
        [
            "Dropped-claim rate",
            percent(t.drop_rate),
            f"{t.dropped:,} of {t.claims:,} claims the model made",
        ],
        [
            "Hidden by the faithfulness stage",
            percent(t.unfaithful_rate),
            f"{t.unfaithful:,} of {t.kept + t.unfaithful:,} claims the quote check kept",
        ],
        [
            "Shown in the page's words",
            percent(t.reworded_share),
            f"{t.reworded:,} of {t.kept:,} points shown",
        ],
        ["Rejected responses", f"{t.rejected:,}", f"{percent(t.rejected_share)} of explanations"],
        [
            "Provider errors and timeouts",
            f"{t.provider_errors:,}",
            f"{percent(t.provider_error_share)} of explanations",
        ],
        [
            "Median latency",
            milliseconds(latency.median),
            f"{latency.recorded:,} explanations with a latency",
        ],
        ["p95 latency", milliseconds(latency.p95), "nearest rank"],
        [
            "Tokens per explanation",
            whole(t.tokens_per_explanation),
            f"mean over {t.tokens_reported:,} explanations that reported usage",
        ],
        [
            "Applications with an explanation",
            percent(stats.applications.share_with_explanation),
            f"{stats.applications.with_explanation:,} of {stats.applications.sent:,} "
            "applications sent (all models)",
        ],
    ]


def group_rows(groups: Sequence[Group]) -> list[list[str]]:
    return [
        [
            group.name,
            f"{group.totals.explanations:,}",
            percent(group.totals.share_with_dropped),
            two_places(group.totals.dropped_per_explanation),
            percent(group.totals.drop_rate),
            percent(group.totals.unfaithful_rate),
            percent(group.totals.reworded_share),
            percent(group.totals.rejected_share),
            percent(group.totals.provider_error_share),
            whole(group.totals.tokens_per_explanation),
        ]
        for group in groups
    ]


def format_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A plain text table: first column left-aligned, the others right-aligned."""
    widths = [max(len(cell) for cell in column) for column in zip(headers, *rows, strict=True)]
    lines = []
    for cells in (headers, *rows):
        parts = [
            cell.ljust(width) if n == 0 else cell.rjust(width)
            for n, (cell, width) in enumerate(zip(cells, widths, strict=True))
        ]
        lines.append("  ".join(parts).rstrip())
    return "\n".join(lines)


class Command(BaseCommand):
    help = "Print how often the model's claims failed the quote check, and why, for a period."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--days",
            type=int,
            default=DEFAULT_PERIOD_DAYS,
            help="The last N days, today included (default %(default)s; the dashboard offers "
            + ", ".join(map(str, PERIOD_DAYS))
            + ").",
        )
        parser.add_argument("--model", default="", help="Only this model (e.g. gemini-3.8-flash).")
        parser.add_argument("--prompt-version", default="", help="Only this prompt version.")
        parser.add_argument(
            "--daily", action="store_true", help="Also print the dropped-claim rate per day."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["days"] < 1:
            raise CommandError("--days must be at least 1.")
        scope = Scope(
            period=Period.last(options["days"]),
            model=options["model"],
            prompt_version=options["prompt_version"],
        )
        stats = quality_stats(scope, most_dropped=0)
        out = self.stdout.write

        out(f"Explanation quality: {scope.describe()}")
        out("")
        out(
            format_table(
                ["Figure", "Value", "Detail"],
                figure_rows(stats),
            )
        )
        out("")
        out("Drop reasons")
        if stats.reasons:
            out(
                format_table(
                    ["Reason", "Check", "Dropped claims"],
                    [[r.name, r.stage, f"{r.count:,}"] for r in stats.reasons],
                )
            )
        else:
            out("  none")
        out("")
        out("Rejections and provider errors")
        if stats.failures:
            out(
                format_table(
                    ["Status: code", "Explanations"],
                    [[f.name, f"{f.count:,}"] for f in stats.failures],
                )
            )
        else:
            out("  none")
        for title, groups in (
            ("prompt version", stats.by_prompt_version),
            ("model", stats.by_model),
        ):
            out("")
            out(f"By {title}")
            if groups:
                out(format_table([title.capitalize(), *GROUP_HEADERS], group_rows(groups)))
            else:
                out("  no explanations")
        if options["daily"]:
            out("")
            out("Dropped-claim rate per day")
            out(
                format_table(
                    ["Day", "Explanations", "Claims made", "Dropped", "Dropped-claim rate"],
                    [
                        [
                            f"{day.day:%Y-%m-%d}",
                            f"{day.totals.explanations:,}",
                            f"{day.totals.claims:,}",
                            f"{day.totals.dropped:,}",
                            "no claims" if day.rate is None else percent(day.rate),
                        ]
                        for day in stats.days
                    ],
                )
            )
        out("")
        out("Definitions: see the dashboard, or the docstring of explain/stats.py.")
