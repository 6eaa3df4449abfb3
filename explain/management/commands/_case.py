"""Reading a contract case file (the format in docs/design.md, "The case files")."""

import json
from pathlib import Path
from typing import Any

from django.core.management.base import CommandError


def read_case(path: str) -> dict[str, Any]:
    try:
        case = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise CommandError(f"Cannot read {path}: {error}") from None
    except json.JSONDecodeError as error:
        raise CommandError(f"{path} is not valid JSON: {error}") from None
    if (
        not isinstance(case, dict)
        or not isinstance(case.get("profile"), dict)
        or not isinstance(case.get("job"), dict)
    ):
        raise CommandError(f"{path} is not a case file: it needs 'profile' and 'job' objects.")
    return case
