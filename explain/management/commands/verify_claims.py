import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from explain.checker import verdict_as_json
from explain.faithfulness import verify
from explain.management.commands._case import read_case
from explain.prompt import build_prompt


class Command(BaseCommand):
    requires_system_checks: list[str] = []  # reads a file; needs no database or URLs
    help = (
        "Run the quote checker on a case file's model response and print the verdict as JSON. "
        "Exit code 0 for any verdict; non-zero only when the file cannot be read."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("case", help="Path to a case file (profile, job, response).")

    def handle(self, *args: Any, **options: Any) -> None:
        case = read_case(options["case"])
        response = case.get("response")
        if not isinstance(response, str):
            raise CommandError(f"{options['case']} has no 'response' string.")
        # Only what would be sent is checked: private fields never reach the checker.
        prompt = build_prompt(case["profile"], case["job"])
        verdict = verify(response, prompt.profile_fields, prompt.job_fields)
        self.stdout.write(json.dumps(verdict_as_json(verdict), ensure_ascii=False, indent=1))
