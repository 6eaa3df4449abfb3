"""The contract commands: verify_claims and render_prompt read case files, need no rows."""

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

ROOT = Path(__file__).resolve().parent.parent
CASES = sorted((Path(__file__).parent / "cases").glob("*.json"))


def run(command: str, *args) -> str:
    out = StringIO()
    call_command(command, *args, stdout=out)
    return out.getvalue()


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_verify_claims_agrees_with_every_case(path):
    expect = json.loads(path.read_text(encoding="utf-8"))["expect"]
    verdict = json.loads(run("verify_claims", str(path)))
    assert verdict["status"] == expect["status"]
    assert [claim["point"] for claim in verdict["matches"]] == expect["matches"]
    assert [claim["point"] for claim in verdict["gaps"]] == expect["gaps"]
    assert verdict["dropped"] == expect["dropped"]
    assert verdict["reasons"] == expect["reasons"]
    assert set(verdict) >= {"status", "matches", "gaps", "dropped", "reasons", "trimmed"}
    if verdict["status"] == "rejected":
        assert verdict["error"]


def test_verify_claims_reports_trimmed_and_quotes():
    verdict = json.loads(
        run("verify_claims", str(Path(__file__).parent / "cases/s13-over-limit.json"))
    )
    assert verdict["trimmed"] == 2 and verdict["dropped"] == 0
    assert verdict["matches"][0] == {
        "point": "Kubernetes in both",
        "profileQuote": "Kubernetes",
        "jobQuote": "Run our Kubernetes clusters",
    }


def test_verify_claims_as_a_process_with_no_database(tmp_path):
    """The command line itself: exit 0 for a verdict, non-zero for an unreadable file."""
    env = {
        "DEBUG": "true",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'absent' / 'db.sqlite3'}",
        "PATH": "",
    }
    case = str(Path(__file__).parent / "cases/s18-prose-not-json.json")
    result = subprocess.run(
        [sys.executable, "manage.py", "verify_claims", case],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["status"] == "rejected"
    missing = subprocess.run(
        [sys.executable, "manage.py", "verify_claims", str(tmp_path / "nope.json")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert missing.returncode != 0 and "Cannot read" in missing.stderr


@pytest.mark.parametrize("content", ["not json", "[]", '{"profile": {}}'])
def test_unreadable_case_files_are_errors(tmp_path, content):
    path = tmp_path / "case.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CommandError):
        run("verify_claims", str(path))


def test_render_prompt_prints_the_exact_text():
    expected = (Path(__file__).parent / "golden/prompt_s01.txt").read_text(encoding="utf-8")
    assert (
        run("render_prompt", str(Path(__file__).parent / "cases/s01-all-verified.json"))
        == expected
    )


def test_render_prompt_can_show_the_system_instruction():
    output = run(
        "render_prompt", "--system", str(Path(__file__).parent / "cases/s01-all-verified.json")
    )
    assert output.startswith("[system instruction, version ")
    assert "word for word" in output and "CANDIDATE PROFILE:" in output


LABELLED = sorted((Path(__file__).parent / "cases-faithful").glob("*.json"))


@pytest.mark.parametrize("path", LABELLED, ids=[p.stem for p in LABELLED])
def test_verify_claims_prints_what_the_page_shows(path):
    """No unfaithful sentence printed as the model wrote it; every fair one the contract keeps is."""
    from tests.test_faithfulness import KNOWN_LIMITS, judge, run_case, shown_claims

    case = json.loads(path.read_text(encoding="utf-8"))
    _, kept, _ = run_case(case)
    verdict = json.loads(run("verify_claims", str(path)))
    known = KNOWN_LIMITS.get(path.stem, set())
    assert judge(case, shown_claims(case, verdict), kept, known=known) == []
    assert verdict["dropped"] == sum(verdict["reasons"].values())
