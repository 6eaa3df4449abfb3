"""The quote checker: which of the model's claims the sent texts really support.

Pure functions over strings: no Django, no ORM, no settings. The contract is the
"quote-check contract" in docs/design.md; every rule there maps to one piece of this module,
but normalising, which lives in explain.normalise (and is exported here too). Where a found quote
sits in the text as written is explain.offsets' job.

The checker reads the model's raw response text and the field values that were actually
sent (private fields are filtered out by the caller). It never raises on any input string:
a response it cannot read is a rejected verdict, a claim it cannot verify is dropped with
a reason.
"""

from __future__ import annotations

import json
import re
import unicodedata
from bisect import bisect_right
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from functools import cached_property, lru_cache
from typing import Any, Literal, NoReturn

# Normalising is part of the contract: importable from here, as it always was.
from explain.normalise import normalise as normalise
from explain.normalise import normalise_quote as normalise_quote
from explain.offsets import OffsetMap, offset_map
from explain.reasons import ALL_REASONS, PAGE_POINTS, DropReason, FaithReason, Reason, Wording

MAX_RESPONSE_CHARS = 32_768
MAX_LIST_ITEMS = 20
MAX_FIELD_CHARS = 1000
MAX_POINT_CHARS = 280
MIN_QUOTE_CHARS = 2
MAX_QUOTE_WORDS = 30
MAX_KEPT_PER_KIND = 5


class Kind(StrEnum):
    MATCH = "match"
    GAP = "gap"


class Outcome(StrEnum):
    KEPT = "kept"
    DROPPED = "dropped"
    TRIMMED = "trimmed"


@dataclass(frozen=True)
class QuoteLocation:
    """Where a quote was found: ``value[start:end]`` of the sent field ``field``.

    Offsets are into the original, un-normalised value and cover whole characters of it,
    so a quote that starts inside one character's expansion (the "ss" of "ß") covers
    that whole character.
    """

    field: str
    start: int
    end: int


@dataclass(frozen=True)
class CheckedClaim:
    kind: Kind
    position: int
    point: str
    profile_quote: str
    job_quote: str
    outcome: Outcome
    reason: Reason | None
    profile_location: QuoteLocation | None
    job_location: QuoteLocation | None
    # Set by the faithfulness stage (explain/faithfulness.py) for a kept claim.
    wording: Wording = Wording.MODEL

    @property
    def shown_point(self) -> str:
        """The sentence the page shows: the model's, or the page's own words."""
        return PAGE_POINTS[self.kind.value] if self.wording is Wording.PAGE else self.point


@dataclass(frozen=True)
class Verdict:
    """The checker's answer: every claim with its outcome, or a rejected response."""

    status: Literal["ok", "rejected"]
    error: str | None
    claims: tuple[CheckedClaim, ...]

    @property
    def matches(self) -> tuple[CheckedClaim, ...]:
        return self._kept(Kind.MATCH)

    @property
    def gaps(self) -> tuple[CheckedClaim, ...]:
        return self._kept(Kind.GAP)

    @property
    def dropped(self) -> int:
        return sum(1 for claim in self.claims if claim.outcome is Outcome.DROPPED)

    @property
    def unfaithful(self) -> int:
        """Dropped claims the quote check kept: the faithfulness stage hid them."""
        return sum(1 for claim in self.claims if isinstance(claim.reason, FaithReason))

    @property
    def reworded(self) -> int:
        """Kept claims the page shows in its own words instead of the model's."""
        return sum(
            1
            for claim in self.claims
            if claim.outcome is Outcome.KEPT and claim.wording is Wording.PAGE
        )

    @property
    def trimmed(self) -> int:
        return sum(1 for claim in self.claims if claim.outcome is Outcome.TRIMMED)

    @property
    def reasons(self) -> dict[str, int]:
        """Count per drop reason, only reasons that occurred: the contract's, then faithfulness's."""
        counts: dict[Reason, int] = dict.fromkeys(ALL_REASONS, 0)
        for claim in self.claims:
            if claim.reason is not None:
                counts[claim.reason] += 1
        return {str(reason): n for reason, n in counts.items() if n}

    def _kept(self, kind: Kind) -> tuple[CheckedClaim, ...]:
        return tuple(
            claim for claim in self.claims if claim.kind is kind and claim.outcome is Outcome.KEPT
        )


# --- Word boundaries ---------------------------------------------------------------------

# Scripts written without spaces between words: an occurrence next to one of their
# characters needs no word boundary.
_UNSPACED_RANGES: tuple[tuple[int, int], ...] = (
    (0x0E00, 0x0EFF),  # Thai, Lao
    (0x1000, 0x109F),  # Myanmar
    (0x1100, 0x11FF),  # Hangul Jamo
    (0x1780, 0x17FF),  # Khmer
    (0x19E0, 0x19FF),  # Khmer symbols
    (0x2E80, 0x2FDF),  # CJK radicals, Kangxi radicals
    (0x3005, 0x3007),  # 々 〆 〇
    (0x3021, 0x3029),  # Hangzhou numerals
    (0x3038, 0x303C),  # Suzhou numerals, 〻 〼
    (0x3040, 0x30FF),  # Hiragana, Katakana
    (0x3130, 0x318F),  # Hangul compatibility Jamo
    (0x31F0, 0x31FF),  # Katakana phonetic extensions
    (0x3400, 0x4DBF),  # CJK extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xA960, 0xA97F),  # Hangul Jamo extended A
    (0xA9E0, 0xA9FF),  # Myanmar extended B
    (0xAA60, 0xAA7F),  # Myanmar extended A
    (0xAC00, 0xD7FF),  # Hangul syllables, Jamo extended B
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFF66, 0xFFDC),  # half-width Katakana and Hangul
    (0x1AFF0, 0x1B16F),  # Kana extended, supplement
    (0x20000, 0x3FFFF),  # CJK extensions B and later
)
_UNSPACED_STARTS = tuple(start for start, _ in _UNSPACED_RANGES)


def is_unspaced(char: str) -> bool:
    """Whether `char` belongs to a script written without spaces between words."""
    code = ord(char)
    index = bisect_right(_UNSPACED_STARTS, code) - 1
    return index >= 0 and code <= _UNSPACED_RANGES[index][1]


def _is_word_char(char: str) -> bool:
    # Combining marks count as part of a word: "q" is not found in "q\u0301x", and a
    # Devanagari word ending in a vowel sign is not found inside a longer word. (No ASCII
    # character is a mark: a space or a comma beside a quote needs no Unicode lookup.)
    return char.isalnum() or (not char.isascii() and unicodedata.category(char).startswith("M"))


def occurrences(
    needle: str, haystack: str, begin: int = 0, stop: int | None = None
) -> Iterator[tuple[int, int]]:
    """Every occurrence of `needle` in `haystack` that respects word boundaries (with `begin`
    and `stop`, those inside haystack[begin:stop], their boundaries read in the whole)."""
    if stop is None:
        stop = len(haystack)
    start = haystack.find(needle, begin, stop)
    if start == -1:
        return
    # A quote's edge runs on into its neighbour when both are word characters of a spaced
    # script; whether each edge of the needle is one is worked out once.
    first_joins, last_joins = _spaced_word_char(needle[0]), _spaced_word_char(needle[-1])
    size = len(haystack)
    while start != -1:
        end = start + len(needle)
        if not (first_joins and start > 0 and _spaced_word_char(haystack[start - 1])) and not (
            last_joins and end < size and _spaced_word_char(haystack[end])
        ):
            yield start, end
        start = haystack.find(needle, start + 1, stop)


def _spaced_word_char(char: str) -> bool:
    """A word character of a script written with spaces: two side by side are one word."""
    if char.isascii():
        return char.isalnum()  # no ASCII character is a mark or of an unspaced script
    return _is_word_char(char) and not is_unspaced(char)


# --- Finding a quote in the sent fields ---------------------------------------------------


class _Field:
    """One sent field, normalised once per check, with the way back to its original text."""

    def __init__(self, name: str, value: str) -> None:
        self.name = name
        self.value = value
        self.normalised = normalise(value)

    @cached_property
    def offsets(self) -> OffsetMap:
        # Built on first use: most fields of a check hold no quote that is kept.
        return offset_map(self.value, self.normalised)

    def locate(self, start: int, end: int) -> QuoteLocation:
        orig_start, orig_end = self.offsets.span(start, end)
        return QuoteLocation(self.name, orig_start, orig_end)


@lru_cache(maxsize=128)
def _field(name: str, value: str) -> _Field:
    # Cached: a seeker asks about many jobs with one profile, and many seekers about one job;
    # normalising a long field and mapping its offsets back is most of what that costs.
    return _Field(name, value)


class FieldIndex:
    """The sent fields of one side (profile or job), normalised once, searched many times.

    Fields keep the caller's order; empty fields are skipped.
    """

    def __init__(self, fields: Mapping[str, str]) -> None:
        self._fields = [
            _field(name, value)
            for name, value in fields.items()
            if isinstance(value, str) and value
        ]
        # All fields in one text, so that one search looks through every field in order.
        # They are joined by a line break, which no normalised text holds (every run of
        # whitespace is one space): no quote spans two fields, and a field's edge is a word
        # boundary. One search instead of one per field: the claims of bench/bench_checker.py
        # took 9% fewer instructions to check (2026-11-30, valgrind).
        self._joined = "\n".join(field.normalised for field in self._fields)
        self._starts: list[int] = []
        position = 0
        for field in self._fields:
            self._starts.append(position)
            position += len(field.normalised) + 1

    @property
    def values(self) -> dict[str, str]:
        """Each field's value as it was sent, by field name."""
        return {field.name: field.value for field in self._fields}

    @property
    def normalised(self) -> dict[str, str]:
        """Each field's value as the checker searches it, by field name."""
        return {field.name: field.normalised for field in self._fields}

    def find(self, quote: str) -> QuoteLocation | None:
        """Where `quote` is found: in the first field, in order, that has it."""
        return self.find_normalised(normalise_quote(quote))

    def locations(self, quote: str) -> Iterator[QuoteLocation]:
        """Every place `quote` is found, field by field."""
        return self._locations(normalise_quote(quote))

    def find_normalised(self, normalised_quote: str) -> QuoteLocation | None:
        return next(self._locations(normalised_quote), None)

    def _locations(self, normalised_quote: str) -> Iterator[QuoteLocation]:
        if not normalised_quote:
            return
        for start, end in occurrences(normalised_quote, self._joined):
            index = bisect_right(self._starts, start) - 1
            offset = self._starts[index]
            yield self._fields[index].locate(start - offset, end - offset)


def find_quote(quote: str, fields: Mapping[str, str]) -> QuoteLocation | None:
    """Where `quote` is found in `fields`: the first field, in mapping order, that has it."""
    return FieldIndex(fields).find(quote)


# --- The response ------------------------------------------------------------------------


class _Rejected(Exception):
    def __init__(self, error: str) -> None:
        super().__init__(error)
        self.error = error


def _reject_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise _Rejected("an object repeats a key")
        obj[key] = value
    return obj


def _reject_constant(name: str) -> NoReturn:
    raise _Rejected(f"{name} is not JSON")


def _parse(raw_text: str) -> tuple[list[Any], list[Any]]:
    if len(raw_text) > MAX_RESPONSE_CHARS:
        raise _Rejected(f"over {MAX_RESPONSE_CHARS} characters")
    try:
        # json.loads allows only JSON whitespace (space, tab, CR, LF) around the value.
        data = json.loads(
            raw_text,
            object_pairs_hook=_reject_duplicate_keys,
            parse_constant=_reject_constant,
            # Any number is simply "not a string" here; Decimal also takes the
            # 5,000-digit integers that int() refuses.
            parse_int=Decimal,
        )
    except (ValueError, RecursionError):  # JSONDecodeError is a ValueError
        raise _Rejected("not one JSON value") from None
    if not isinstance(data, dict) or data.keys() != {"matches", "gaps"}:
        raise _Rejected("not an object with exactly matches and gaps")
    matches, gaps = data["matches"], data["gaps"]
    for name, items in (("matches", matches), ("gaps", gaps)):
        if not isinstance(items, list):
            raise _Rejected(f"{name} is not an array")
        if len(items) > MAX_LIST_ITEMS:
            raise _Rejected(f"more than {MAX_LIST_ITEMS} {name}")
    return matches, gaps


# --- Claims --------------------------------------------------------------------------------

_CLAIM_KEYS = frozenset({"point", "profileQuote", "jobQuote"})
# NUL and lone surrogates survive json.loads but cannot be stored (PostgreSQL text is
# UTF-8 without NUL). They do not make a claim malformed (the contract does not say so);
# whoever stores model text passes it through storable().
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def storable(text: str) -> str:
    """Model text as any database can store it: NUL and lone surrogates become U+FFFD."""
    return _UNSTORABLE.sub("\ufffd", text)


def _wire_strings(item: object) -> tuple[str, str, str] | None:
    """The claim's three strings, or None when it is not a well-formed wire claim."""
    if not isinstance(item, dict) or item.keys() != _CLAIM_KEYS:
        return None
    strings = (item["point"], item["profileQuote"], item["jobQuote"])
    for value in strings:
        if not isinstance(value, str) or len(value) > MAX_FIELD_CHARS:
            return None
    return strings


def _salvage(item: object, key: str) -> str:
    """Whatever string a malformed claim holds under `key`, safe to store."""
    value = item.get(key) if isinstance(item, dict) else None
    if not isinstance(value, str):
        return ""
    return storable(value[:MAX_FIELD_CHARS])


_LETTER_OR_DIGIT = re.compile(r"[^\W_]")  # str.isalnum(), found by the regex engine


def _quote_too_short(normalised_quote: str) -> bool:
    return (
        len(normalised_quote) < MIN_QUOTE_CHARS
        or _LETTER_OR_DIGIT.search(normalised_quote) is None
    )


def _quote_too_long(normalised_quote: str) -> bool:
    return len(normalised_quote.split()) > MAX_QUOTE_WORDS


@dataclass(frozen=True)
class _Checked:
    """A claim after the per-claim checks, before duplicates and the limit."""

    point: str
    profile_quote: str
    job_quote: str
    reason: DropReason | None
    key: tuple[str, str] = ("", "")
    profile_location: QuoteLocation | None = None
    job_location: QuoteLocation | None = None


def _check_claim(kind: Kind, item: object, profile: FieldIndex, job: FieldIndex) -> _Checked:
    strings = _wire_strings(item)
    if strings is None:
        return _Checked(
            _salvage(item, "point").strip(),
            _salvage(item, "profileQuote"),
            _salvage(item, "jobQuote"),
            DropReason.MALFORMED,
        )
    raw_point, profile_quote, job_quote = strings
    point = raw_point.strip()

    def dropped(reason: DropReason) -> _Checked:
        return _Checked(point, profile_quote, job_quote, reason)

    if not point:
        return dropped(DropReason.EMPTY_POINT)
    if len(point) > MAX_POINT_CHARS:
        return dropped(DropReason.POINT_TOO_LONG)

    norm_profile = normalise_quote(profile_quote)
    norm_job = normalise_quote(job_quote)
    required = [norm_profile, norm_job] if kind is Kind.MATCH else [norm_job]
    if any(_quote_too_short(quote) for quote in required):
        return dropped(DropReason.QUOTE_TOO_SHORT)
    if any(_quote_too_long(quote) for quote in required):
        return dropped(DropReason.QUOTE_TOO_LONG)

    profile_location = None
    if kind is Kind.MATCH:
        profile_location = profile.find_normalised(norm_profile)
        if profile_location is None:
            return dropped(DropReason.PROFILE_QUOTE_NOT_FOUND)
    job_location = job.find_normalised(norm_job)
    if job_location is None:
        return dropped(DropReason.JOB_QUOTE_NOT_FOUND)
    if kind is Kind.GAP:
        if profile_quote.strip():
            return dropped(DropReason.GAP_HAS_PROFILE_QUOTE)
        if profile.find_normalised(norm_job) is not None:
            return dropped(DropReason.GAP_SHOWN_IN_PROFILE)
        norm_profile = ""
    return _Checked(
        point,
        profile_quote,
        job_quote,
        None,
        (norm_profile, norm_job),
        profile_location,
        job_location,
    )


def _check_list(
    kind: Kind, items: list[Any], profile: FieldIndex, job: FieldIndex
) -> Iterator[CheckedClaim]:
    verified: set[tuple[str, str]] = set()
    for position, item in enumerate(items):
        checked = _check_claim(kind, item, profile, job)
        reason = checked.reason
        if reason is None and checked.key in verified:
            reason = DropReason.DUPLICATE
        if reason is None:
            outcome = Outcome.KEPT if len(verified) < MAX_KEPT_PER_KIND else Outcome.TRIMMED
            verified.add(checked.key)
        else:
            outcome = Outcome.DROPPED
        found = reason is None  # a dropped claim points nowhere, not even a duplicate
        yield CheckedClaim(
            kind,
            position,
            checked.point,
            checked.profile_quote,
            checked.job_quote,
            outcome,
            reason,
            checked.profile_location if found else None,
            checked.job_location if found else None,
        )


def check_response(
    raw_text: str,
    profile_fields: Mapping[str, str] | FieldIndex,
    job_fields: Mapping[str, str] | FieldIndex,
) -> Verdict:
    """Check the model's raw response against the field values that were sent.

    The fields may come already indexed, so that a later stage reads the same normalised text.
    """
    if not isinstance(raw_text, str):
        return Verdict("rejected", "not text", ())
    try:
        matches, gaps = _parse(raw_text)
    except _Rejected as rejection:
        return Verdict("rejected", rejection.error, ())
    profile = (
        profile_fields if isinstance(profile_fields, FieldIndex) else FieldIndex(profile_fields)
    )
    job = job_fields if isinstance(job_fields, FieldIndex) else FieldIndex(job_fields)
    claims = (
        *_check_list(Kind.MATCH, matches, profile, job),
        *_check_list(Kind.GAP, gaps, profile, job),
    )
    return Verdict("ok", None, claims)


def verdict_as_json(verdict: Verdict) -> dict[str, Any]:
    """The verdict in the `verify_claims` output format (docs/design.md, "The case files")."""

    def shown(claims: tuple[CheckedClaim, ...]) -> list[dict[str, str]]:
        return [
            {
                "point": claim.shown_point,
                "profileQuote": claim.profile_quote,
                "jobQuote": claim.job_quote,
            }
            for claim in claims
        ]

    result: dict[str, Any] = {
        "status": verdict.status,
        "matches": shown(verdict.matches),
        "gaps": shown(verdict.gaps),
        "dropped": verdict.dropped,
        "reasons": verdict.reasons,
        "trimmed": verdict.trimmed,
    }
    if verdict.status == "rejected":
        result["error"] = verdict.error
    return result
