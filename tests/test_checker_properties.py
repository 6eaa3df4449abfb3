"""Property tests: the checker never raises, and what it keeps is really in the texts."""

import json
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from explain import checker
from explain.checker import (
    MAX_KEPT_PER_KIND,
    Kind,
    Outcome,
    Verdict,
    check_response,
    find_quote,
    normalise,
    normalise_quote,
    verdict_as_json,
)
from explain.normalise import collapse_whitespace
from explain.offsets import piecewise
from explain.schema import WireClaim

# Characters that make normalising interesting: expansions, compositions, full width,
# curly quotes, dashes, odd whitespace, scripts without spaces, combining marks.
TRICKY = (
    "ßẞﬁﬀ¼⑴㎏ＴｙｐｅＡ１ｶﾞﾞｲ가각\u1100\u1161\u11a8ㄱㅏ\u0301\u0308\u0307\u20dd"
    "İıΣσςΐé\u00a8\u00b4\u2018\u2019\u201c\u201d\u2010\u2011\u2013\u2014\u2212"
    "\u00a0\u2028\u3000\u0085\t\n\r 精通开发ジニアไทย.,;:!?…*_()[]\"'`-#+/"
)
tricky_text = st.text(alphabet=st.sampled_from(TRICKY) | st.characters(codec="utf-8"), max_size=60)
TRICKY_WORD = st.text(alphabet=st.sampled_from(TRICKY + "abcxyzJSQL0123"), min_size=1, max_size=8)
# Pieces that normalise one for one, or (ß, ﬁ, e + U+0301) into a whole word part.
PLAIN_WORD = st.lists(
    st.sampled_from(list("abcJSQL019éÉßﬁＡｂ１\u2019\u201c\u2014-.,()#+_精通") + ["e\u0301", "ｶﾞ"]),
    min_size=1,
    max_size=6,
).map("".join)
spaces = st.sampled_from([" ", "  ", "\n", "\t ", "\u00a0", "\u3000", "\r\n", "\u2028"])


def assert_invariants(verdict: Verdict, profile: dict[str, str], job: dict[str, str]) -> None:
    assert verdict.status in ("ok", "rejected")
    output = json.loads(json.dumps(verdict_as_json(verdict)))
    if verdict.status == "rejected":
        assert verdict.error
        assert verdict.claims == ()
        assert output["dropped"] == 0
        return
    assert verdict.error is None
    kept = [claim for claim in verdict.claims if claim.outcome is Outcome.KEPT]
    assert len(verdict.claims) == len(kept) + verdict.dropped + verdict.trimmed
    assert sum(verdict.reasons.values()) == verdict.dropped
    assert len(verdict.matches) <= MAX_KEPT_PER_KIND
    assert len(verdict.gaps) <= MAX_KEPT_PER_KIND
    assert len(output["matches"]) == len(verdict.matches)
    for claim in verdict.claims:
        assert (claim.reason is None) == (claim.outcome is not Outcome.DROPPED)
        if claim.outcome is Outcome.DROPPED:
            continue
        assert claim.point and claim.point == claim.point.strip()
        assert claim.job_location is not None
        sides = [(claim.job_location, job, claim.job_quote)]
        if claim.kind is Kind.MATCH:
            assert claim.profile_location is not None
            sides.append((claim.profile_location, profile, claim.profile_quote))
        else:
            assert claim.profile_location is None
            assert not claim.profile_quote.strip()
            assert find_quote(claim.job_quote, profile) is None
        for location, fields, quote in sides:
            quoted = normalise_quote(quote)
            value = fields[location.field]
            assert quoted in normalise(value)
            assert 0 <= location.start < location.end <= len(value)
            assert quoted in normalise(value[location.start : location.end])


# --- Arbitrary and hostile text ------------------------------------------------------------------

PROFILE = {
    "headline": "Backend developer",
    "skills": "Java (Intermediate, 3 years), Spring Boot, ＰｏｓｔｇｒｅＳＱＬ, Größe",
    "experience": "Built REST APIs;\n\nmigrated cron\u00a0jobs to Kubernetes. 精通Java开发",
}
JOB = {
    "title": "Java Engineer",
    "description": "Build secure Java APIs and deploy services on AWS — end to end.",
    "requirements": "3+ years of Java; AWS and Docker; Terraform is a plus. 三年以上Java经验",
}


@given(st.text(max_size=300))
def test_any_text_gives_a_verdict(raw: str) -> None:
    assert_invariants(check_response(raw, PROFILE, JOB), PROFILE, JOB)


json_leaf = st.none() | st.booleans() | st.integers() | st.floats() | tricky_text
json_value = st.recursive(
    json_leaf,
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.sampled_from(["point", "profileQuote", "jobQuote", "x"]), children)
    ),
    max_leaves=8,
)


def quote_from(fields: dict[str, str]) -> st.SearchStrategy[str]:
    values = [value for value in fields.values() if value]
    if not values:
        return tricky_text

    @st.composite
    def sliced(draw: st.DrawFn) -> str:
        value = draw(st.sampled_from(values))
        start = draw(st.integers(0, len(value)))
        end = draw(st.integers(start, len(value)))
        return value[start:end]

    return sliced() | tricky_text


def claims(profile: dict[str, str], job: dict[str, str]) -> st.SearchStrategy[Any]:
    well_formed = st.fixed_dictionaries(
        {
            "point": st.sampled_from(["Java", "  A point ", "", "x" * 281]) | tricky_text,
            "profileQuote": st.just("") | quote_from(profile),
            "jobQuote": quote_from(job),
        }
    )
    return well_formed | json_value


@st.composite
def responses(draw: st.DrawFn, profile: dict[str, str], job: dict[str, str]) -> str:
    envelope: Any = {
        "matches": draw(st.lists(claims(profile, job), max_size=22)),
        "gaps": draw(st.lists(claims(profile, job), max_size=22)),
    }
    if draw(st.booleans()):
        envelope = draw(st.sampled_from([envelope, [envelope], {**envelope, "x": 1}]))
    return json.dumps(envelope, ensure_ascii=draw(st.booleans()), allow_nan=True)


@given(responses(PROFILE, JOB))
def test_structured_responses_keep_only_what_is_there(raw: str) -> None:
    assert_invariants(check_response(raw, PROFILE, JOB), PROFILE, JOB)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    raw = draw(responses(PROFILE, JOB))
    for _ in range(draw(st.integers(1, 4))):
        position = draw(st.integers(0, len(raw)))
        action = draw(st.sampled_from(["insert", "delete", "replace"]))
        noise = draw(
            st.sampled_from(['"', "{", "}", "[", "]", ",", ":", "\\", "NaN", "\ufeff", "x"])
        )
        if action == "insert":
            raw = raw[:position] + noise + raw[position:]
        elif action == "delete":
            raw = raw[:position] + raw[position + 1 :]
        else:
            raw = raw[:position] + noise + raw[position + 1 :]
    return raw


@given(mutated())
def test_mutated_responses_never_raise(raw: str) -> None:
    assert_invariants(check_response(raw, PROFILE, JOB), PROFILE, JOB)


@given(
    st.sampled_from(["[", '{"a":', '[{"b":[', '"\\', '{"matches": [', " "]),
    st.integers(1000, 40_000),
)
def test_huge_and_deep_responses_never_raise(unit: str, repeat: int) -> None:
    raw = unit * (repeat // len(unit))
    assert_invariants(check_response(raw, PROFILE, JOB), PROFILE, JOB)


@given(
    st.dictionaries(st.sampled_from(["headline", "skills", "experience"]), tricky_text),
    st.dictionaries(st.sampled_from(["title", "description", "requirements"]), tricky_text),
    st.data(),
)
def test_random_fields_and_quotes(
    profile: dict[str, str], job: dict[str, str], data: st.DataObject
) -> None:
    both = {**profile, **job}
    if not any(both.values()):
        return
    raw = data.draw(responses({**PROFILE, **profile}, {**JOB, **job}))
    assert_invariants(check_response(raw, profile, job), profile, job)


# --- Finding and offsets ------------------------------------------------------------------------


@st.composite
def text_and_whole_word_quote(draw: st.DrawFn, word: st.SearchStrategy[str]) -> tuple[str, str]:
    words = draw(st.lists(word, min_size=1, max_size=12))
    gaps = [draw(spaces) for _ in words]
    value = "".join(w + gap for w, gap in zip(words, gaps, strict=True))
    value = draw(spaces) + value if draw(st.booleans()) else value
    start = draw(st.integers(0, len(words) - 1))
    end = draw(st.integers(start + 1, len(words)))
    # The same words, but written with other whitespace than the value has.
    quote = draw(spaces).join(words[start:end])
    return value, quote


@given(text_and_whole_word_quote(TRICKY_WORD))
def test_whole_words_are_always_found(case: tuple[str, str]) -> None:
    value, quote = case
    quoted = normalise_quote(quote)
    location = find_quote(quote, {"f": value})
    if not quoted:
        assert location is None
        return
    assert location is not None
    # The location covers whole characters of the original, so when the first occurrence
    # starts inside one character's expansion ("4" in "¼" = "1⁄4"), it covers more.
    assert quoted in normalise(value[location.start : location.end])


@given(text_and_whole_word_quote(PLAIN_WORD))
def test_whole_words_are_located_exactly(case: tuple[str, str]) -> None:
    value, quote = case
    quoted = normalise_quote(quote)
    location = find_quote(quote, {"f": value})
    if not quoted:
        return
    assert location is not None
    assert normalise_quote(value[location.start : location.end]) == quoted


@given(tricky_text, st.data())
def test_any_found_quote_is_located_inside_its_field(value: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(value)))
    end = data.draw(st.integers(start, len(value)))
    quote = data.draw(st.sampled_from([value[start:end], value[start:end].upper()]))
    location = find_quote(quote, {"f": value})
    quoted = normalise_quote(quote)
    if location is None:
        return
    span = value[location.start : location.end]
    assert quoted in normalise(value)
    assert quoted in normalise(span)
    # The span is no wider than it must be: it starts and ends with a character that
    # contributes to the quote (or to the whitespace inside it).
    assert not span[0].isspace() and not span[-1].isspace()


@given(tricky_text)
def test_piecewise_normalising_agrees_with_the_whole(value: str) -> None:
    # So the whole-value fallback is never needed.
    offsets = piecewise(value)
    assert not offsets.broken
    assert offsets.text() == normalise(value)


@given(tricky_text)
def test_collapse_whitespace_agrees_with_the_regex(text: str) -> None:
    assert collapse_whitespace(text) == re.sub(r"\s+", " ", text)


@given(tricky_text, tricky_text)
def test_normalising_is_idempotent_enough_to_search(value: str, quote: str) -> None:
    # A quote copied from a normalised value is found in the original value.
    normalised = normalise(value)
    if normalise_quote(normalised) and normalise(normalised) == normalised:
        assert find_quote(normalised, {"f": value}) is not None


# --- The wire claim ------------------------------------------------------------------------------

claim_value = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.lists(st.text(max_size=3), max_size=2)
    | st.text(alphabet=st.characters(exclude_characters="\x00"), max_size=3)
    | st.text(alphabet="ab ", min_size=998, max_size=1002)
)


@given(
    st.dictionaries(
        st.sampled_from(["point", "profileQuote", "jobQuote", "score", "Point"]),
        claim_value,
        max_size=5,
    )
)
def test_malformed_agrees_with_the_wire_schema(item: dict[str, Any]) -> None:
    try:
        WireClaim.model_validate(item, strict=True)
        valid = True
    except ValidationError:
        valid = False
    assert (checker._wire_strings(item) is not None) is valid


@pytest.mark.parametrize("char", ["\x00", "\ud800", "\udfff"])
def test_unstorable_characters_do_not_make_a_claim_malformed(char: str) -> None:
    # The contract says nothing about them: such a claim is checked like any other, and
    # explain.service replaces them when it stores the claim.
    item = {"point": "a" + char, "profileQuote": "Java", "jobQuote": "Java"}
    assert checker._wire_strings(item) is not None
