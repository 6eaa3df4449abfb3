"""The exact text sent to the model, rendered from a profile and a job.

One deterministic function decides what leaves the server. Only the match fields are sent
(never name, contact, salary or resume), empty fields are left out, and the values that are
sent are exactly what the quote checker later checks against.

A field value can never forge a label or a section header: labels and headers always start a
line, and every further line of a value is indented by two spaces.
"""

import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from django.template import Engine

SYSTEM_TEMPLATE = "explain/prompts/system_instruction.txt"

PROFILE_HEADER = "CANDIDATE PROFILE:"
JOB_HEADER = "JOB POSTING:"
CONTINUATION_INDENT = "  "

# The sent fields: name -> label, in the order they are rendered. The one list of what leaves
# the server; the models' match_fields(), the forms, the page's hint and the tests derive from it.
PROFILE_LABELS: dict[str, str] = {
    "headline": "Headline",
    "desired_role": "Desired role",
    "skills": "Skills",
    "experience": "Experience",
    "work_preferences": "Work preferences",
}
JOB_LABELS: dict[str, str] = {
    "title": "Job title",
    "company": "Company",
    "location": "Location",
    "work_mode": "Work mode",
    "employment_type": "Employment type",
    "description": "Description",
    "requirements": "Requirements",
}

# A profile without these says too little to explain anything.
REQUIRED_PROFILE_FIELDS = ("skills",)
ONE_OF_PROFILE_FIELDS = ("headline", "desired_role", "experience")


@dataclass(frozen=True)
class Prompt:
    system_instruction: str
    user_text: str
    version: str
    profile_fields: dict[str, str]  # exactly the values sent, by field name
    job_fields: dict[str, str]

    def fingerprint(self, model_name: str) -> str:
        """Identifies what the model was asked: same fingerprint, same question."""
        digest = hashlib.sha256()
        for part in (model_name, self.version, self.system_instruction, self.user_text):
            digest.update(part.encode("utf-8"))
            digest.update(b"\x00")
        return digest.hexdigest()


def sent_fields(values: Mapping[str, object], labels: Mapping[str, str]) -> dict[str, str]:
    """The values that are sent: known fields only, trimmed, empty ones left out."""
    sent = {}
    for name in labels:
        value = values.get(name)
        if isinstance(value, str) and value.strip():
            sent[name] = value.strip()
    return sent


def render_section(header: str, fields: Mapping[str, str], labels: Mapping[str, str]) -> str:
    lines = [header]
    for name, value in fields.items():
        first, *rest = value.splitlines()
        lines.append(f"{labels[name]}: {first}")
        lines.extend(CONTINUATION_INDENT + line if line.strip() else "" for line in rest)
    return "\n".join(lines)


def render_user_text(profile_fields: Mapping[str, str], job_fields: Mapping[str, str]) -> str:
    return (
        render_section(PROFILE_HEADER, profile_fields, PROFILE_LABELS)
        + "\n\n"
        + render_section(JOB_HEADER, job_fields, JOB_LABELS)
        + "\n"
    )


def split_user_text(user_text: str) -> tuple[str, str]:
    """The profile section and the job section of a rendered user text.

    The job header can only be the line that starts the job section: every further line of a
    value is indented, so no value can begin a line with it.
    """
    profile, _, job = user_text.partition("\n" + JOB_HEADER)
    return profile, job


@cache
def system_instruction() -> tuple[str, str]:
    """The system instruction and its version, from the template file."""
    text = Engine.get_default().get_template(SYSTEM_TEMPLATE).source
    match = re.match(r"\{# prompt-version: (\S+) #\}", text)
    if not match:
        raise ValueError(f"{SYSTEM_TEMPLATE} must start with a prompt-version comment.")
    return text[match.end() :].strip() + "\n", match.group(1)


def build_prompt(profile_values: Mapping[str, object], job_values: Mapping[str, object]) -> Prompt:
    """The prompt for plain field values (a case file, or a model's match_fields())."""
    instruction, version = system_instruction()
    profile_fields = sent_fields(profile_values, PROFILE_LABELS)
    job_fields = sent_fields(job_values, JOB_LABELS)
    return Prompt(
        system_instruction=instruction,
        user_text=render_user_text(profile_fields, job_fields),
        version=version,
        profile_fields=profile_fields,
        job_fields=job_fields,
    )


def missing_profile_fields(profile_values: Mapping[str, object]) -> list[str]:
    """Labels of what a profile must fill before it can be explained; empty when enough."""
    present = sent_fields(profile_values, PROFILE_LABELS)
    missing = [PROFILE_LABELS[name] for name in REQUIRED_PROFILE_FIELDS if name not in present]
    if not any(name in present for name in ONE_OF_PROFILE_FIELDS):
        missing.append(" or ".join(PROFILE_LABELS[name] for name in ONE_OF_PROFILE_FIELDS))
    return missing
