"""The quote checker against the contract in docs/design.md, rule by rule, and every case file."""

import json
from pathlib import Path
from typing import Any

import pytest

from explain.checker import (
    MAX_RESPONSE_CHARS,
    CheckedClaim,
    FieldIndex,
    Kind,
    Outcome,
    QuoteLocation,
    Verdict,
    check_response,
    find_quote,
    normalise_quote,
    verdict_as_json,
)
from explain.prompt import JOB_LABELS, PROFILE_LABELS
from explain.reasons import DropReason, Reason

CASES = sorted((Path(__file__).parent / "cases").glob("*.json"))
PROFILE = {
    "headline": "Backend developer",
    "desired_role": "Java Engineer",
    "skills": "Java (Intermediate, 3 years), Spring Boot, PostgreSQL, Docker",
    "experience": "Built REST APIs for a payments start-up; migrated batch jobs from cron "
    "to Kubernetes CronJobs.",
    "work_preferences": "Remote or hybrid in Berlin, full-time",
}
JOB = {
    "title": "Java Engineer",
    "company": "Northwind Payments",
    "location": "Berlin, Germany",
    "work_mode": "hybrid",
    "employment_type": "full-time",
    "description": "Build secure Java APIs and deploy services on AWS. You will own our "
    "ledger service end to end.",
    "requirements": "3+ years of Java; hands-on experience with AWS and Docker; "
    "familiarity with Terraform is a plus.",
}


def claim(point: Any = "A point", profile: Any = "", job: Any = "") -> dict[str, Any]:
    return {"point": point, "profileQuote": profile, "jobQuote": job}


JAVA = claim("Java in both", "Java (Intermediate, 3 years)", "Build secure Java APIs")
REST = claim("REST APIs", "Built REST APIs for a payments start-up", "Build secure Java APIs")
AWS_GAP = claim("AWS is not shown in your profile", "", "deploy services on AWS")
TERRAFORM_GAP = claim("Terraform is not shown", "", "familiarity with Terraform is a plus")


def respond(matches: Any = (), gaps: Any = ()) -> str:
    return json.dumps({"matches": list(matches), "gaps": list(gaps)})


def check(
    matches: Any = (),
    gaps: Any = (),
    profile: dict[str, str] = PROFILE,
    job: dict[str, str] = JOB,
) -> Verdict:
    return check_response(respond(matches, gaps), profile, job)


def only_reason(verdict: Verdict) -> Reason | None:
    [checked] = verdict.claims
    return checked.reason


def points(claims: tuple[CheckedClaim, ...]) -> list[str]:
    return [checked.point for checked in claims]


# --- The case files ------------------------------------------------------------------------


def sent_fields(case: dict[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    # Only the fields the renderer sends (name, contact, salary, resume and the job's salary
    # never leave the server), as they are in the file.
    profile = {name: case["profile"][name] for name in PROFILE_LABELS if name in case["profile"]}
    job = {name: case["job"][name] for name in JOB_LABELS if name in case["job"]}
    return profile, job


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_case_file(path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    profile, job = sent_fields(case)
    verdict = check_response(case["response"], profile, job)
    expect = case["expect"]
    assert verdict.status == expect["status"]
    assert points(verdict.matches) == expect["matches"]
    assert points(verdict.gaps) == expect["gaps"]
    assert verdict.dropped == expect["dropped"]
    assert verdict.reasons == expect["reasons"]
    output = verdict_as_json(verdict)
    assert [item["point"] for item in output["matches"]] == expect["matches"]
    assert [item["point"] for item in output["gaps"]] == expect["gaps"]
    assert (output["dropped"], output["reasons"]) == (expect["dropped"], expect["reasons"])
    for checked in verdict.claims:
        for location, fields, quote in (
            (checked.profile_location, profile, checked.profile_quote),
            (checked.job_location, job, checked.job_quote),
        ):
            if location is not None:
                span = fields[location.field][location.start : location.end]
                assert normalise_quote(span) == normalise_quote(quote)


def test_the_cases_are_all_there() -> None:
    assert len(CASES) >= 30


# --- Whole-response rejection ------------------------------------------------------------------

VALID = respond([JAVA], [AWS_GAP])


@pytest.mark.parametrize(
    "raw",
    [
        "",
        "   \n ",
        "Sure! You match the Java requirement.",
        "```json\n" + VALID + "\n```",
        "{'matches': [], 'gaps': []}",
        VALID + "\n" + VALID,
        VALID + " x",
        VALID + ",",
        "\ufeff" + VALID,  # a byte-order mark is not JSON whitespace
        VALID + "\u00a0",  # nor is a no-break space
        '{"matches": [], "gaps": [],}',
        '{"matches": [], "gaps": []',
        "[]",
        "null",
        '"matches"',
        "42",
        '{"matches": []}',
        '{"gaps": []}',
        '{"matches": [], "gaps": [], "score": 95}',
        '{"Matches": [], "gaps": []}',
        '{"matches": {}, "gaps": []}',
        '{"matches": [], "gaps": null}',
        '{"matches": "[]", "gaps": []}',
        '{"matches": [], "gaps": [], "matches": []}',
    ],
)
def test_rejected_responses(raw: str) -> None:
    verdict = check_response(raw, PROFILE, JOB)
    assert verdict.status == "rejected"
    assert verdict.error
    assert verdict.claims == ()
    assert (verdict.dropped, verdict.trimmed, verdict.reasons) == (0, 0, {})


def test_whitespace_around_the_value_is_fine() -> None:
    verdict = check_response(" \t\r\n" + VALID + "\n\n \t", PROFILE, JOB)
    assert verdict.status == "ok"
    assert points(verdict.matches) == ["Java in both"]


@pytest.mark.parametrize(
    "raw",
    [
        # A repeated key anywhere rejects the whole response, even inside one claim.
        '{"matches": [{"point": "a", "point": "b", "profileQuote": "Java", "jobQuote": "Java"}],'
        ' "gaps": []}',
        '{"matches": [{"point": "a", "profileQuote": "Java", "jobQuote": "Java",'
        ' "extra": {"k": 1, "k": 2}}], "gaps": []}',
        '{"matches": [], "gaps": [{"point": "a", "profileQuote": "", "jobQuote": "AWS",'
        ' "jobQuote": "AWS"}]}',
    ],
)
def test_duplicate_keys_anywhere_reject_the_response(raw: str) -> None:
    verdict = check_response(raw, PROFILE, JOB)
    assert verdict.status == "rejected"
    assert verdict.error == "an object repeats a key"


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_non_finite_numbers_reject_the_response(constant: str) -> None:
    raw = (
        '{"matches": [{"point": "a", "profileQuote": "Java", "jobQuote": "Java", "score": '
        + constant
        + '}], "gaps": []}'
    )
    verdict = check_response(raw, PROFILE, JOB)
    assert verdict.status == "rejected"
    assert verdict.error == f"{constant} is not JSON"


def test_absurd_nesting_is_rejected_not_raised() -> None:
    depth = MAX_RESPONSE_CHARS // 2 - 10
    verdict = check_response("[" * depth + "]" * depth, PROFILE, JOB)
    assert verdict.status == "rejected"


def test_deep_nesting_inside_a_claim_only_drops_that_claim() -> None:
    nested = "[" * 3000 + "]" * 3000
    raw = (
        '{"matches": [{"point": '
        + nested
        + ', "profileQuote": "Java", "jobQuote": "Java"}, '
        + json.dumps(JAVA)
        + '], "gaps": []}'
    )
    verdict = check_response(raw, PROFILE, JOB)
    assert verdict.status == "ok"
    assert verdict.reasons == {"MALFORMED": 1}
    assert points(verdict.matches) == ["Java in both"]


def test_a_huge_integer_is_a_malformed_claim_not_a_crash() -> None:
    raw = '{"matches": [{"point": ' + "9" * 5000 + ', "profileQuote": "Java", "jobQuote": '
    raw += '"Java"}], "gaps": []}'
    verdict = check_response(raw, PROFILE, JOB)
    assert verdict.status == "ok"
    assert verdict.reasons == {"MALFORMED": 1}


def padded(raw: str, length: int) -> str:
    assert len(raw) <= length
    return raw + " " * (length - len(raw))


def test_response_length_limit() -> None:
    at_limit = check_response(padded(VALID, 32_768), PROFILE, JOB)
    assert at_limit.status == "ok"
    assert len(at_limit.matches) == 1
    over = check_response(padded(VALID, 32_769), PROFILE, JOB)
    assert over.status == "rejected"
    assert over.error == "over 32768 characters"


def test_length_is_checked_before_parsing() -> None:
    verdict = check_response("x" * 40_000, PROFILE, JOB)
    assert verdict.error == "over 32768 characters"


def test_list_length_limit() -> None:
    twenty = [claim(f"Java {n}", "Java", "Java Engineer") for n in range(20)]
    verdict = check(twenty, [AWS_GAP] * 20)
    assert verdict.status == "ok"
    assert len(verdict.claims) == 40
    assert check([*twenty, JAVA]).status == "rejected"
    over = check([], [AWS_GAP] * 21)
    assert over.status == "rejected"
    assert over.error == "more than 20 gaps"


def test_not_text_is_rejected() -> None:
    verdict = check_response(None, PROFILE, JOB)  # type: ignore[arg-type]
    assert verdict.status == "rejected"


# --- Malformed claims ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "item",
    [
        "Java",
        42,
        None,
        True,
        ["Java", "Java", "Java"],
        {},
        {"point": "a", "profileQuote": "Java"},
        {"point": "a", "jobQuote": "Java Engineer"},
        {"profileQuote": "Java", "jobQuote": "Java Engineer"},
        {**JAVA, "confidence": "high"},
        {"Point": "a", "profileQuote": "Java", "jobQuote": "Java Engineer"},
        claim(42, "Java", "Java Engineer"),
        claim("a", None, "Java Engineer"),
        claim("a", "Java", 3),
        claim("a", "Java", ["Java"]),
        claim("a", {"q": "Java"}, "Java"),
        claim("a", "Java", False),
    ],
)
def test_malformed_claims(item: Any) -> None:
    verdict = check([item])
    assert verdict.status == "ok"
    assert only_reason(verdict) is DropReason.MALFORMED


def test_malformed_checked_before_everything_else() -> None:
    blank_and_extra = {**claim("   ", "R", "R"), "extra": 1}
    assert only_reason(check([blank_and_extra])) is DropReason.MALFORMED
    assert only_reason(check([], [claim(" ", "", None)])) is DropReason.MALFORMED


def test_gap_profile_quote_must_still_be_a_string() -> None:
    assert only_reason(check([], [claim("AWS", None, "deploy services on AWS")])) is (
        DropReason.MALFORMED
    )


def test_malformed_claim_keeps_what_can_be_stored() -> None:
    [checked] = check([claim("  Java years  ", "Java\x00", 3)]).claims
    assert checked.point == "Java years"
    assert checked.profile_quote == "Java\ufffd"
    assert checked.job_quote == ""
    assert (checked.outcome, checked.profile_location, checked.job_location) == (
        Outcome.DROPPED,
        None,
        None,
    )
    [long_one] = check([claim("p" * 5000, "Java", "Java")]).claims
    assert long_one.reason is DropReason.MALFORMED
    assert len(long_one.point) == 1000


@pytest.mark.parametrize("key", ["point", "profileQuote", "jobQuote"])
def test_string_length_limit(key: str) -> None:
    base = claim("Java", "Java", "Java Engineer")
    at_limit = {**base, key: base[key] + " " * (1000 - len(base[key]))}
    over = {**base, key: base[key] + " " * (1001 - len(base[key]))}
    assert check([at_limit]).claims[0].outcome is Outcome.KEPT
    assert only_reason(check([over])) is DropReason.MALFORMED


# --- Points ------------------------------------------------------------------------------------


@pytest.mark.parametrize("point", ["", " ", "\n\t ", "\u00a0", "\u3000\u2028"])
def test_blank_point(point: str) -> None:
    assert only_reason(check([claim(point, "Java", "Java Engineer")])) is DropReason.EMPTY_POINT


def test_point_length_limit_counts_the_stripped_point() -> None:
    assert check([claim("p" * 280, "Java", "Java Engineer")]).claims[0].outcome is Outcome.KEPT
    padded_point = "  \n" + "p" * 280 + " \t"
    [checked] = check([claim(padded_point, "Java", "Java Engineer")]).claims
    assert (checked.outcome, checked.point) == (Outcome.KEPT, "p" * 280)
    assert only_reason(check([claim("p" * 281, "Java", "Java Engineer")])) is (
        DropReason.POINT_TOO_LONG
    )


def test_point_checks_come_before_quote_checks() -> None:
    assert only_reason(check([claim("", "R", "R")])) is DropReason.EMPTY_POINT
    assert only_reason(check([claim("p" * 281, "R", "R")])) is DropReason.POINT_TOO_LONG


def test_markup_in_a_point_is_kept_as_text() -> None:
    point = '<img src=x onerror="alert(1)"> Java'
    assert points(check([claim(point, "Java", "Java Engineer")]).matches) == [point]


# --- Quote length ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "quote",
    ["", " ", "R", "J.", "...", "…", "“”", '""', "--", "—", "*_*", "()", "[!]", "中", "``a``"],
)
def test_too_short_quotes(quote: str) -> None:
    assert only_reason(check([claim("p", quote, "Java Engineer")])) is DropReason.QUOTE_TOO_SHORT
    assert only_reason(check([claim("p", "Java", quote)])) is DropReason.QUOTE_TOO_SHORT
    assert only_reason(check([], [claim("p", "", quote)])) is DropReason.QUOTE_TOO_SHORT


@pytest.mark.parametrize("quote", ["Go", "C#", "R2", "Ｇｏ", "精通"])
def test_two_characters_with_a_letter_or_digit_are_long_enough(quote: str) -> None:
    profile = {"skills": f"{quote}, SQL"}
    job = {"requirements": f"We use {quote} daily"}
    verdict = check([claim("p", quote, quote)], profile=profile, job=job)
    assert verdict.claims[0].outcome is Outcome.KEPT


def test_gap_profile_quote_is_not_length_checked() -> None:
    # The gap's profile quote is not required: "R" is not too short, it is simply not allowed.
    assert only_reason(check([], [claim("p", "R", "deploy services on AWS")])) is (
        DropReason.GAP_HAS_PROFILE_QUOTE
    )
    long_quote = " ".join(["word"] * 40)
    assert only_reason(check([], [claim("p", long_quote, "deploy services on AWS")])) is (
        DropReason.GAP_HAS_PROFILE_QUOTE
    )


def words(n: int) -> str:
    return " ".join(f"w{index}" for index in range(n))


def test_quote_word_limit() -> None:
    profile = {"experience": words(40)}
    job = {"description": words(40)}
    thirty = claim("p", words(30), words(30))
    thirty_one = claim("p", words(31), words(31))
    assert check([thirty], profile=profile, job=job).claims[0].outcome is Outcome.KEPT
    assert only_reason(check([thirty_one], profile=profile, job=job)) is (
        DropReason.QUOTE_TOO_LONG
    )
    assert only_reason(check([], [claim("p", "", words(31))], profile={}, job=job)) is (
        DropReason.QUOTE_TOO_LONG
    )


def test_words_are_counted_after_normalising() -> None:
    # Runs of whitespace and line breaks are one separator; a dash joins words.
    spaced = "  \n ".join(f"w{index}" for index in range(30)) + "  \u00a0 "
    dashed = words(29) + " a\u2014b"
    profile = {"experience": words(40)}
    job = {"description": words(29) + " a-b"}
    assert check([claim("p", spaced, "w1 w2")], profile=profile, job=job).claims[0].reason is None
    assert check([claim("p", "w1 w2", dashed)], profile=profile, job=job).claims[0].reason is None
    nbsp_words = "\u00a0".join(f"w{index}" for index in range(31))
    assert only_reason(check([claim("p", nbsp_words, "w1")], profile=profile, job=job)) is (
        DropReason.QUOTE_TOO_LONG
    )


def test_too_short_is_checked_for_all_quotes_before_too_long() -> None:
    verdict = check([claim("p", words(31), "R")])
    assert only_reason(verdict) is DropReason.QUOTE_TOO_SHORT
    verdict = check([claim("p", "R", words(31))])
    assert only_reason(verdict) is DropReason.QUOTE_TOO_SHORT


def test_too_long_before_not_found() -> None:
    assert only_reason(check([claim("p", words(31), "not in the job")])) is (
        DropReason.QUOTE_TOO_LONG
    )


# --- Found / not found -------------------------------------------------------------------------


def test_profile_quote_not_found() -> None:
    for quote in [
        "Java (3 years)",  # misremembered
        "deploy services on AWS",  # from the job
        "Skills: Java",  # a label the renderer adds
        "Skills",
        "Desired role: Java Engineer",
        "Backend developer Java Engineer",  # runs across two fields
        "72000 EUR",  # an unsent field
        "Kubernetes experience",  # a paraphrase
    ]:
        assert only_reason(check([claim("p", quote, "Java Engineer")])) is (
            DropReason.PROFILE_QUOTE_NOT_FOUND
        ), quote


def test_job_quote_not_found() -> None:
    for quote in [
        "builds APIs securely",
        "Build secure ... on AWS",
        "Job title: Java Engineer",
        "Requirements",
        "Java Engineer Northwind Payments",
        "65,000-80,000 EUR",
    ]:
        assert only_reason(check([claim("p", "Java", quote)])) is (
            DropReason.JOB_QUOTE_NOT_FOUND
        ), quote
        assert only_reason(check([], [claim("p", "", quote)])) is (
            DropReason.JOB_QUOTE_NOT_FOUND
        ), quote


def test_profile_quote_is_checked_before_the_job_quote() -> None:
    assert only_reason(check([claim("p", "Kotlin", "Kotlin")])) is (
        DropReason.PROFILE_QUOTE_NOT_FOUND
    )


def test_matches_only_search_the_right_side() -> None:
    # A job quote copied from the profile is not in the job.
    assert only_reason(check([claim("p", "Spring Boot", "Spring Boot")])) is (
        DropReason.JOB_QUOTE_NOT_FOUND
    )


def test_quotes_are_searched_only_in_sent_fields() -> None:
    profile = {**PROFILE, "salary_expectation": "72000 EUR"}
    assert only_reason(check([claim("p", "72000 EUR", "Java")], profile=PROFILE)) is (
        DropReason.PROFILE_QUOTE_NOT_FOUND
    )
    # Whatever the caller passes is what was sent.
    assert check([claim("p", "72000 EUR", "Java")], profile=profile).claims[0].reason is None


def test_empty_and_non_text_fields_are_skipped() -> None:
    profile: dict[str, Any] = {"headline": "", "skills": "Java", "phone": None}
    verdict = check([claim("p", "Java", "Java Engineer")], profile=profile)
    assert verdict.claims[0].profile_location == QuoteLocation("skills", 0, 4)


# --- Gaps ----------------------------------------------------------------------------------------


def test_gap_with_a_profile_quote() -> None:
    verdict = check([], [claim("Docker is missing", "Docker", "experience with AWS and Docker")])
    assert only_reason(verdict) is DropReason.GAP_HAS_PROFILE_QUOTE


def test_gap_with_a_blank_profile_quote_is_fine() -> None:
    verdict = check([], [claim("AWS", " \n ", "deploy services on AWS")])
    assert verdict.claims[0].outcome is Outcome.KEPT


def test_gap_job_quote_is_checked_before_its_profile_quote() -> None:
    verdict = check([], [claim("p", "Docker", "not in the job at all")])
    assert only_reason(verdict) is DropReason.JOB_QUOTE_NOT_FOUND


def test_gap_shown_in_profile() -> None:
    for quote in ["Docker", "docker", "Java"]:
        verdict = check([], [claim("p", "", quote)])
        assert only_reason(verdict) is DropReason.GAP_SHOWN_IN_PROFILE, quote


def test_gap_with_profile_quote_is_checked_before_shown_in_profile() -> None:
    verdict = check([], [claim("p", "Docker", "Docker")])
    assert only_reason(verdict) is DropReason.GAP_HAS_PROFILE_QUOTE


def test_gap_shown_in_profile_respects_word_boundaries() -> None:
    # The profile says JavaScript, which does not show Java.
    profile = {"skills": "JavaScript, TypeScript"}
    verdict = check([], [claim("Java is not shown", "", "3+ years of Java")], profile=profile)
    assert verdict.claims[0].outcome is Outcome.KEPT
    verdict = check([], [claim("p", "", "Java")], profile=profile)
    assert verdict.claims[0].outcome is Outcome.KEPT


# --- Duplicates and the limit ------------------------------------------------------------------


def test_duplicate_match() -> None:
    again = claim("Java again", " java (INTERMEDIATE,  3 years). ", "“build secure java apis”")
    verdict = check([JAVA, again])
    assert points(verdict.matches) == ["Java in both"]
    assert verdict.claims[1].reason is DropReason.DUPLICATE


def test_not_duplicates() -> None:
    same_profile_other_job = claim("p2", "Java (Intermediate, 3 years)", "3+ years of Java")
    same_job_other_profile = REST
    verdict = check([JAVA, same_profile_other_job, same_job_other_profile])
    assert verdict.dropped == 0
    assert len(verdict.matches) == 3


def test_duplicate_gap() -> None:
    verdict = check([], [AWS_GAP, claim("other words", "", "Deploy services on AWS.")])
    assert [checked.reason for checked in verdict.claims] == [None, DropReason.DUPLICATE]


def test_a_gap_and_a_match_never_duplicate_each_other() -> None:
    verdict = check([claim("p", "Java", "Java Engineer")], [claim("p", "", "Java Engineer")])
    # The gap is dropped, but because the profile shows it, not as a duplicate.
    assert [checked.reason for checked in verdict.claims] == [
        None,
        DropReason.GAP_SHOWN_IN_PROFILE,
    ]


def test_a_dropped_claim_is_not_an_earlier_claim() -> None:
    blank = claim("", JAVA["profileQuote"], JAVA["jobQuote"])
    verdict = check([blank, JAVA])
    assert [checked.reason for checked in verdict.claims] == [DropReason.EMPTY_POINT, None]
    assert points(verdict.matches) == ["Java in both"]


SEVEN_SKILLS = ["Kubernetes", "Terraform", "PostgreSQL", "Docker", "Linux", "Grafana", "Go"]
SKILLS_PROFILE = {"skills": ", ".join(SEVEN_SKILLS)}
SKILLS_JOB = {"requirements": "; ".join(f"use {skill} daily" for skill in SEVEN_SKILLS)}


def skill_claim(skill: str) -> dict[str, Any]:
    return claim(f"{skill} in both", skill, f"use {skill} daily")


def check_skills(matches: Any = (), gaps: Any = ()) -> Verdict:
    return check(matches, gaps, profile=SKILLS_PROFILE, job=SKILLS_JOB)


def test_at_most_five_kept_the_rest_trimmed() -> None:
    verdict = check_skills([skill_claim(skill) for skill in SEVEN_SKILLS])
    assert points(verdict.matches) == [f"{skill} in both" for skill in SEVEN_SKILLS[:5]]
    assert (verdict.dropped, verdict.trimmed, verdict.reasons) == (0, 2, {})
    trimmed = [checked for checked in verdict.claims if checked.outcome is Outcome.TRIMMED]
    assert [checked.position for checked in trimmed] == [5, 6]
    assert all(checked.job_location is not None for checked in trimmed)
    assert all(checked.profile_location is not None for checked in trimmed)
    assert verdict_as_json(verdict)["trimmed"] == 2


def test_dropped_claims_do_not_use_up_the_limit() -> None:
    items = [claim("bad", "Rust", "Rust")] + [skill_claim(skill) for skill in SEVEN_SKILLS[:5]]
    verdict = check_skills(items)
    assert len(verdict.matches) == 5
    assert (verdict.dropped, verdict.trimmed) == (1, 0)


def test_claims_past_the_limit_are_still_checked() -> None:
    items = [skill_claim(skill) for skill in SEVEN_SKILLS[:5]]
    items += [claim("bad", "Rust", "Rust"), skill_claim("Grafana"), claim("", "Go", "Go")]
    verdict = check_skills(items)
    assert [checked.outcome for checked in verdict.claims[5:]] == [
        Outcome.DROPPED,
        Outcome.TRIMMED,
        Outcome.DROPPED,
    ]
    assert verdict.reasons == {"EMPTY_POINT": 1, "PROFILE_QUOTE_NOT_FOUND": 1}
    assert (len(verdict.matches), verdict.trimmed) == (5, 1)


def test_duplicate_of_a_trimmed_claim() -> None:
    items = [skill_claim(skill) for skill in SEVEN_SKILLS[:6]] + [skill_claim("Grafana")]
    verdict = check_skills(items)
    assert [checked.outcome for checked in verdict.claims[5:]] == [
        Outcome.TRIMMED,
        Outcome.DROPPED,
    ]
    assert verdict.claims[6].reason is DropReason.DUPLICATE
    assert (verdict.dropped, verdict.trimmed) == (1, 1)


def test_the_limit_is_per_kind() -> None:
    others = ["Scala", "Elixir", "Haskell", "OCaml", "Erlang", "Zig", "Nim"]
    job = {"requirements": SKILLS_JOB["requirements"] + "; " + ", ".join(others)}
    verdict = check(
        [skill_claim(skill) for skill in SEVEN_SKILLS[:6]],
        [claim(f"{other} is not shown", "", other) for other in others],
        profile=SKILLS_PROFILE,
        job=job,
    )
    assert points(verdict.matches) == [f"{skill} in both" for skill in SEVEN_SKILLS[:5]]
    assert points(verdict.gaps) == [f"{other} is not shown" for other in others[:5]]
    assert (verdict.dropped, verdict.trimmed) == (0, 3)


# --- The verdict -------------------------------------------------------------------------------


def test_claims_are_matches_then_gaps_in_model_order() -> None:
    verdict = check([JAVA, claim("bad", "R", "R"), REST], [AWS_GAP, TERRAFORM_GAP])
    assert [(checked.kind, checked.position) for checked in verdict.claims] == [
        (Kind.MATCH, 0),
        (Kind.MATCH, 1),
        (Kind.MATCH, 2),
        (Kind.GAP, 0),
        (Kind.GAP, 1),
    ]
    assert verdict.matches == (verdict.claims[0], verdict.claims[2])
    assert verdict.gaps == verdict.claims[3:]


def test_claim_fields() -> None:
    verdict = check([claim("  Java  ", " Java ", "“Java Engineer”")], [AWS_GAP])
    match, gap = verdict.claims
    assert match == CheckedClaim(
        kind=Kind.MATCH,
        position=0,
        point="Java",
        profile_quote=" Java ",
        job_quote="“Java Engineer”",
        outcome=Outcome.KEPT,
        reason=None,
        profile_location=QuoteLocation("desired_role", 0, 4),
        job_location=QuoteLocation("title", 0, 13),
    )
    assert gap.profile_location is None
    assert gap.job_location == QuoteLocation("description", 27, 49)
    assert JOB["description"][27:49] == "deploy services on AWS"


def test_dropped_claims_have_no_locations() -> None:
    verdict = check([claim("", "Java", "Java Engineer")])
    assert verdict.claims[0].profile_location is None
    assert verdict.claims[0].job_location is None


def test_verdict_as_json_ok() -> None:
    verdict = check(
        [JAVA, claim("", "Java", "Java")], [claim("  AWS  ", "", "deploy services on AWS")]
    )
    output = verdict_as_json(verdict)
    assert output == {
        "status": "ok",
        "matches": [
            {
                "point": "Java in both",
                "profileQuote": "Java (Intermediate, 3 years)",
                "jobQuote": "Build secure Java APIs",
            }
        ],
        "gaps": [{"point": "AWS", "profileQuote": "", "jobQuote": "deploy services on AWS"}],
        "dropped": 1,
        "reasons": {"EMPTY_POINT": 1},
        "trimmed": 0,
    }
    assert json.loads(json.dumps(output)) == output


def test_verdict_as_json_rejected() -> None:
    output = verdict_as_json(check_response("nope", PROFILE, JOB))
    assert output == {
        "status": "rejected",
        "matches": [],
        "gaps": [],
        "dropped": 0,
        "reasons": {},
        "trimmed": 0,
        "error": "not one JSON value",
    }


def test_reasons_count_each_reason_in_a_fixed_order() -> None:
    verdict = check(
        [claim("", "Java", "Java"), claim("p", "Kotlin", "Java"), claim("", "Go", "Go")],
        [claim("p", "", "Docker")],
    )
    assert list(verdict.reasons.items()) == [
        ("EMPTY_POINT", 2),
        ("PROFILE_QUOTE_NOT_FOUND", 1),
        ("GAP_SHOWN_IN_PROFILE", 1),
    ]


def test_enum_values() -> None:
    assert all(reason.value == reason.name for reason in DropReason)
    assert len(DropReason) == 10
    assert (Kind.MATCH, Kind.GAP) == ("match", "gap")
    assert (Outcome.KEPT, Outcome.DROPPED, Outcome.TRIMMED) == ("kept", "dropped", "trimmed")


# --- Word boundaries ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("quote", "value", "found"),
    [
        ("Java", "JavaScript", False),
        ("Script", "JavaScript", False),
        ("SQL", "PostgreSQL", False),
        ("Java", "Java/Kotlin", True),
        ("Java", "(Java)", True),
        ("Java", "Java-based services", True),
        ("Java", "Java.", True),
        ("3 years", "13 years", False),
        ("Python 3", "Python 38", False),
        ("Python 3", "Python 3.11", True),
        ("Java 8", "Java 8", True),
        ("SQL", "my_sql_server", True),  # an underscore is not a letter or digit
        ("caf", "café", False),
        ("cafe", "café", False),
        ("café", "Cafe\u0301 owner", True),
        ("abq", "abq\u0307 text", False),  # a combining mark continues the word
        ("C++", "C++11", True),  # the quote ends in "+", so no boundary is needed
        ("C#", "C#", True),
        ("Go", "Golang", False),
        ("Go", "Go, Rust", True),
        ("naïve", "NAÏVE approach", True),
        ("Straße", "STRASSE", True),
        ("Java", "精通Java开发", True),
        ("开发", "Java开发经验", True),
        ("Java", "JavaScript开发", False),
        ("Python", "Pythonエンジニア", True),
        ("エンジニア", "Pythonエンジニア募集", True),
        ("Java", "Java개발자", True),
        ("Java", "ใช้Javaได้", True),
        ("Java", "Javaнский", False),  # Cyrillic is written with spaces
        ("Java", "αJava", False),
    ],
)
def test_word_boundaries(quote: str, value: str, found: bool) -> None:
    assert (find_quote(quote, {"f": value}) is not None) is found


def test_every_occurrence_is_tried() -> None:
    value = "JavaScript, JavaBeans and Java"
    assert find_quote("Java", {"f": value}) == QuoteLocation("f", 26, 30)


def test_fields_are_searched_in_order() -> None:
    fields = {"a": "JavaScript", "b": "Kotlin and Java", "c": "Java"}
    assert find_quote("java", fields) == QuoteLocation("b", 11, 15)
    reordered = {"c": "Java", "b": "Kotlin and Java"}
    assert find_quote("java", reordered) == QuoteLocation("c", 0, 4)


def test_a_quote_never_spans_two_fields() -> None:
    assert find_quote("Java Engineer Northwind", JOB) is None
    assert find_quote("Java Engineer", JOB) == QuoteLocation("title", 0, 13)


def test_field_index_finds_every_location() -> None:
    index = FieldIndex({"a": "Go and go", "b": "GO"})
    assert list(index.locations("go")) == [
        QuoteLocation("a", 0, 2),
        QuoteLocation("a", 7, 9),
        QuoteLocation("b", 0, 2),
    ]
    assert index.find("...") is None
    assert list(index.locations("")) == []


# --- The largest input -------------------------------------------------------------------------
# How fast: bench/bench_checker.py measures it (tests assert behaviour, never timing).


def test_forty_claims_against_twenty_kilobytes() -> None:
    sentence = "Build and run secure payment services with Java, Kotlin and PostgreSQL. "
    profile = {
        "skills": "Java, Kotlin, PostgreSQL, Docker, Größe",
        "experience": sentence * 70,
    }
    job = {"description": sentence * 140, "requirements": sentence * 70 + "Ｒｕｓｔ"}
    assert sum(map(len, profile.values())) + sum(map(len, job.values())) > 20_000
    matches = [
        claim(f"m{n}", "secure payment services", "Kotlin and PostgreSQL") for n in range(20)
    ]
    gaps = [claim(f"g{n}", "", f"not there {n}") for n in range(19)] + [claim("r", "", "Rust")]
    raw = respond(matches, gaps)
    verdict = check_response(raw, profile, job)
    # One of each kept; the other matches repeat it, and 19 gaps quote nothing in the job.
    assert (len(verdict.matches), len(verdict.gaps), verdict.dropped) == (1, 1, 38)
    assert verdict.reasons == {"JOB_QUOTE_NOT_FOUND": 19, "DUPLICATE": 19}
