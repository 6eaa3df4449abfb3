from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from explain.management.commands._case import read_case
from explain.prompt import build_prompt


class Command(BaseCommand):
    requires_system_checks: list[str] = []  # reads a file; needs no database or URLs
    help = "Print the exact user prompt text sent for a case file's profile and job."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("case", help="Path to a case file (profile and job fields).")
        parser.add_argument(
            "--system", action="store_true", help="Print the system instruction first."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        case = read_case(options["case"])
        prompt = build_prompt(case["profile"], case["job"])
        if options["system"]:
            self.stdout.write(f"[system instruction, version {prompt.version}]")
            self.stdout.write(prompt.system_instruction)
            self.stdout.write("[user text]")
        self.stdout.write(prompt.user_text, ending="")
