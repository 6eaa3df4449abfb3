"""Every decision of the quote check and the faithfulness stage on a few thousand claims, saved
or compared, so that a change meant only to make them faster can show it changed none.

    .venv/bin/python scripts/stage_snapshot.py save /tmp/before.json
    ... change explain/ ...
    .venv/bin/python scripts/stage_snapshot.py compare /tmp/before.json

The claims: every contract case (tests/cases/) and labelled case (tests/cases-faithful/) as
written; every point of each case paired, one claim at a time, with every quote of its case
(most such pairs pass the quote check and reach the stage, so every rule is met on fair and
unfair points alike); and 150 answers of bench/bench_checker.py in ASCII and 150 in non-ASCII
text. Prints how many verdicts it made and, when comparing, each one that differs.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "jobportal.settings")
os.environ.setdefault("DEBUG", "true")

import django  # noqa: E402

django.setup()

import bench_checker  # noqa: E402

from explain.faithfulness import verify  # noqa: E402
from explain.prompt import build_prompt  # noqa: E402

CASES = ROOT / "tests"


def decisions(raw: str, profile: dict[str, str], job: dict[str, str]) -> list[Any]:
    verdict = verify(raw, profile, job)
    return [
        verdict.status,
        [[c.kind, c.outcome, str(c.reason), str(c.wording), c.point] for c in verdict.claims],
    ]


def one_claim_answers(response: str) -> list[str]:
    """Each point of an answer with each quote of it, one claim an answer."""
    try:
        data = json.loads(response)
    except ValueError:
        return []
    if not isinstance(data, dict):
        return []
    matches = [m for m in data.get("matches") or [] if isinstance(m, dict)]
    gaps = [g for g in data.get("gaps") or [] if isinstance(g, dict)]
    answers = []
    for kind, claims, quotes in (("matches", matches, matches), ("gaps", gaps, gaps + matches)):
        other = "gaps" if kind == "matches" else "matches"
        for claim in claims:
            for quoted in quotes:
                one = {
                    "point": claim.get("point"),
                    "profileQuote": quoted.get("profileQuote") if kind == "matches" else "",
                    "jobQuote": quoted.get("jobQuote"),
                }
                answers.append(json.dumps({kind: [one], other: []}))
    return answers


def snapshot() -> list[Any]:
    made = []
    paths = sorted([*CASES.glob("cases/*.json"), *CASES.glob("cases-faithful/*.json")])
    for path in paths:
        case = json.loads(path.read_text(encoding="utf-8"))
        prompt = build_prompt(case["profile"], case["job"])
        profile, job = prompt.profile_fields, prompt.job_fields
        for raw in [case["response"], *one_claim_answers(case["response"])]:
            made.append(decisions(raw, profile, job))
    for non_ascii in (False, True):
        raws, profile, job = bench_checker.case(non_ascii, seed=11, responses=150)
        made += [decisions(raw, profile, job) for raw in raws]
    return made


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=["save", "compare"])
    parser.add_argument("file", type=Path)
    args = parser.parse_args()
    made = json.loads(json.dumps(snapshot(), ensure_ascii=False))
    print(f"{len(made)} verdicts")
    if args.action == "save":
        args.file.write_text(json.dumps(made, ensure_ascii=False), encoding="utf-8")
        return 0
    saved = json.loads(args.file.read_text(encoding="utf-8"))
    if len(saved) != len(made):
        print(f"{len(saved)} verdicts saved: the claims read are not the same, nothing to compare")
        return 1
    differing = [
        (index, old, new)
        for index, (old, new) in enumerate(zip(saved, made, strict=True))
        if old != new
    ]
    for index, old, new in differing:
        print(f"verdict {index}:")
        for old_claim, new_claim in zip(old[1], new[1], strict=False):
            if old_claim != new_claim:
                print(f"  was {old_claim}\n  now {new_claim}")
    print(f"{len(differing)} differ")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
