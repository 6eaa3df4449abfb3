"""`python manage.py explain_stats --days 30`: the quality dashboard's figures as plain text.

The figures come from the same function as the dashboard (`explain.stats.quality_stats`), so
the two always agree. For operators without a browser, or a cron job that mails the table.
"""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from explain.stats import (
    DEFAULT_PERIOD_DAYS,
    GROUP_TABLE_HEADERS,
    PERIOD_DAYS,
    Period,
    Scope,
    format_table,
    group_table_rows,
    quality_stats,
)


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
                [[f.label, f.value, f.detail] for f in stats.figures()],
            )
        )
        out("")
        out("Drop reasons")
        if stats.reasons:
            out(
                format_table(
                    ["Reason", "Dropped claims"], [[r.name, f"{r.count:,}"] for r in stats.reasons]
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
                out(
                    format_table(
                        [title.capitalize(), *GROUP_TABLE_HEADERS], group_table_rows(groups)
                    )
                )
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
                            "no claims" if day.rate is None else day.totals.drop_rate_text,
                        ]
                        for day in stats.days
                    ],
                )
            )
        out("")
        out("Definitions: see the dashboard, or the docstring of explain/stats.py.")
