"""The quote checker: which of the model's claims the sent texts really support.

Pure functions over strings: no Django, no ORM, no settings. The contract is the
"quote-check contract" in DESIGN.md; every rule there maps to one piece of this module.

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
from functools import lru_cache
from typing import Any, Literal, NoReturn

from explain.reasons import ALL_REASONS, PAGE_POINTS, DropReason, Reason, Wording

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


# --- Normalising -------------------------------------------------------------------------

# Applied after NFKC and casefold. NFKC already turns the full-width forms into ASCII and
# U+2011 (non-breaking hyphen) into U+2010, which is mapped here.
_CHAR_MAP = {
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u2039\u203a\u02bc", "'"),
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u00ab\u00bb\u301d\u301e\u301f", '"'),
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-"),
}
# A regex replacement rather than str.translate: translate is slow on non-ASCII text.
_MAPPED_CHAR = re.compile("[" + "".join(_CHAR_MAP) + "]")
# Stripped from both ends of a normalised quote. Curly quotes and « » are straight by
# then; the CJK corner brackets are quote marks too. "…" is "..." after NFKC.
_QUOTE_EDGE_CHARS = " '\"`.,;:!?\u2026*_()[]\u300c\u300d\u300e\u300f"


def _fold(text: str) -> str:
    """Every normalising step except collapsing whitespace."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return _MAPPED_CHAR.sub(_map_char, folded)


def _map_char(match: re.Match[str]) -> str:
    return _CHAR_MAP[match.group()]


def _collapse_whitespace(text: str) -> str:
    """Every run of whitespace to one space: re.sub(r"\\s+", " ", text), but faster.

    Whitespace is str.isspace(), which is also what \\s means: line breaks, U+2028 and
    U+2029, U+0085, NBSP (NFKC has made it a plain space already), U+3000 and the rest.
    """
    words = text.split()
    collapsed = " ".join(words)
    if not words:
        return " " if text else ""
    if text[0].isspace():
        collapsed = " " + collapsed
    if text[-1].isspace():
        collapsed += " "
    return collapsed


def normalise(text: str) -> str:
    """NFKC, casefold, straight quotes, ASCII hyphens, one space per whitespace run."""
    return _collapse_whitespace(_fold(text))


def normalise_quote(quote: str) -> str:
    """A quote as it is searched for: normalised, then stripped of edge punctuation."""
    return normalise(quote).strip(_QUOTE_EDGE_CHARS)


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
    # Devanagari word ending in a vowel sign is not found inside a longer word.
    return char.isalnum() or unicodedata.category(char).startswith("M")


def _joined(inner: str, outer: str) -> bool:
    """Whether a quote's edge character `inner` runs on into its neighbour `outer`."""
    return (
        _is_word_char(inner)
        and _is_word_char(outer)
        and not is_unspaced(inner)
        and not is_unspaced(outer)
    )


def occurrences(needle: str, haystack: str) -> Iterator[tuple[int, int]]:
    """Every occurrence of `needle` in `haystack` that respects word boundaries."""
    start = haystack.find(needle)
    while start != -1:
        end = start + len(needle)
        if not (start > 0 and _joined(needle[0], haystack[start - 1])) and not (
            end < len(haystack) and _joined(needle[-1], haystack[end])
        ):
            yield start, end
        start = haystack.find(needle, start + 1)


# --- Offsets back into the original text -------------------------------------------------

_HANGUL_VOWELS_AND_FINALS = ((0x1160, 0x11FF), (0xD7B0, 0xD7FF))
# Runs of characters outside the common ones that normalise alone, one for one, and to
# which nothing before them attaches: ASCII, Latin-1 letters but "ß", basic Greek and
# Cyrillic, CJK ideographs, kana, CJK commas and stops, Hangul syllables (a test checks
# all of these). Only the characters found here need a closer look.
_SPECIAL_RUN = re.compile(
    "[^\t-\r -~\u00c0-\u00de\u00e0-\u00ff\u0391-\u03a1\u03a3-\u03a9\u03b1-\u03c9"
    "\u0400-\u045f\u3001-\u3002\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff"
    "\uac00-\ud7a3]+"
)
_OTHER_WHITESPACE = re.compile(r"[^\S ]")
_SPACE_RUN = re.compile(" {2,}")


@lru_cache(maxsize=8192)
def _attaches(char: str) -> bool:
    """Whether `char` may change, under NFKC, together with the character before it.

    Such characters stay in one piece with what precedes them: combining marks (they
    compose: "e" + U+0301 is "é"), characters that decompose into one (half-width
    Katakana voicing marks), and Hangul vowel and final Jamo (they compose syllables).
    Every second element of a canonical composition is one of these (a test checks it).
    """
    decomposed = unicodedata.normalize("NFKD", char)
    for candidate in {char, decomposed[:1] or char}:
        code = ord(candidate)
        if (
            unicodedata.combining(candidate)
            or unicodedata.category(candidate).startswith("M")
            or any(low <= code <= high for low, high in _HANGUL_VOWELS_AND_FINALS)
        ):
            return True
    return False


@lru_cache(maxsize=8192)
def _folds_to_one(char: str) -> bool:
    return len(_fold(char)) == 1


def _clusters(text: str) -> Iterator[tuple[int, int]]:
    """Split text into pieces that normalise independently of each other."""
    start = 0
    for index in range(1, len(text)):
        if not _attaches(text[index]):
            yield start, index
            start = index
    if text:
        yield start, len(text)


def _folds_one_to_one(text: str) -> bool:
    """Whether _fold(text)[i] comes from text[i] for every i (checked at C speed).

    NFKC leaves such text alone, and casefold never maps a character to nothing, so an
    unchanged length means one character for one character.
    """
    return unicodedata.is_normalized("NFKC", text) and len(text.casefold()) == len(text)


class _OffsetMap:
    """Maps spans of a normalised value back to spans of the original value.

    The normalised value is built piece by piece; each piece remembers the original span
    it came from. In an "aligned" piece normalised character i comes from original
    character orig_start + i, so offsets inside it are exact; any other piece (a
    whitespace run, "ß" -> "ss", "ｶﾞ" -> "ガ") maps as a whole.
    """

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.norm_starts: list[int] = []
        self.orig_starts: list[int] = []
        self.orig_ends: list[int] = []
        self.aligned: list[bool] = []
        self.length = 0
        # Set when text said to fold one for one did not: the map cannot be trusted.
        self.broken = False

    def add(self, text: str, orig_start: int, orig_end: int, *, aligned: bool) -> None:
        if not aligned:
            text = _collapse_whitespace(text)
        if text.startswith(" ") and self.parts and self.parts[-1].endswith(" "):
            # Whitespace runs collapse across pieces too; the earlier space stands for both.
            text = text[1:]
            if aligned:
                orig_start += 1
        if not text:
            return
        self.parts.append(text)
        self.norm_starts.append(self.length)
        self.orig_starts.append(orig_start)
        self.orig_ends.append(orig_end)
        self.aligned.append(aligned)
        self.length += len(text)

    def add_one_to_one(self, folded: str, orig_start: int, orig_end: int) -> None:
        """Add text whose character i came from original character orig_start + i."""
        if len(folded) != orig_end - orig_start:
            self.broken = True
        folded = _OTHER_WHITESPACE.sub(" ", folded)
        position = 0
        for run in _SPACE_RUN.finditer(folded):
            if run.start() > position:
                self.add(
                    folded[position : run.start()],
                    orig_start + position,
                    orig_start + run.start(),
                    aligned=True,
                )
            self.add(" ", orig_start + run.start(), orig_start + run.end(), aligned=False)
            position = run.end()
        if position < len(folded):
            self.add(
                folded[position:],
                orig_start + position,
                orig_start + len(folded),
                aligned=True,
            )

    def text(self) -> str:
        return "".join(self.parts)

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span of the normalised span [start, end) (end > start)."""
        first = bisect_right(self.norm_starts, start) - 1
        last = bisect_right(self.norm_starts, end - 1) - 1
        if self.aligned[first]:
            orig_start = self.orig_starts[first] + start - self.norm_starts[first]
        else:
            orig_start = self.orig_starts[first]
        if self.aligned[last]:
            orig_end = self.orig_starts[last] + end - self.norm_starts[last]
        else:
            orig_end = self.orig_ends[last]
        return orig_start, orig_end


def _piecewise(value: str) -> _OffsetMap:
    """Normalise `value` piece by piece, remembering where each piece came from.

    Stretches of characters that fold one for one map exactly ("，" -> ","); a
    character that does not ("ß" -> "ss") is a piece of its own, together with whatever
    attaches to it ("e" + U+0301 -> "é", "ｶ" + "ﾞ" -> "ガ").
    """
    offsets = _OffsetMap()
    if _folds_one_to_one(value):
        offsets.add_one_to_one(_fold(value), 0, len(value))
        return offsets
    aligned_from = 0
    for special in _SPECIAL_RUN.finditer(value):
        start = special.start()
        if start > 0 and _attaches(value[start]):
            start -= 1  # the character it attaches to
        run = value[start : special.end()]
        for piece_start, piece_end in _clusters(run):
            if piece_end - piece_start == 1 and _folds_to_one(run[piece_start]):
                continue  # stays in the aligned stretch
            piece_start += start
            piece_end += start
            if aligned_from < piece_start:
                offsets.add_one_to_one(
                    _fold(value[aligned_from:piece_start]), aligned_from, piece_start
                )
            offsets.add(_fold(value[piece_start:piece_end]), piece_start, piece_end, aligned=False)
            aligned_from = piece_end
    if aligned_from < len(value):
        offsets.add_one_to_one(_fold(value[aligned_from:]), aligned_from, len(value))
    return offsets


def _offset_map(value: str, normalised: str) -> _OffsetMap:
    """The piecewise normalisation of `value`, checked against `normalised`, the whole one.

    Should they ever disagree (a composition _attaches does not know; tests check all of
    Unicode's canonical ones), the found/not-found decision stays with the whole-value
    normalisation and every location in this value is the whole value: coarse, never wrong.
    """
    offsets = _piecewise(value)
    if not offsets.broken and offsets.text() == normalised:
        return offsets
    whole = _OffsetMap()
    whole.add(normalised, 0, len(value), aligned=False)
    return whole


class _Field:
    """One sent field, normalised once per check; its offset map is built on demand."""

    def __init__(self, name: str, value: str) -> None:
        self.name = name
        self.value = value
        self.normalised = normalise(value)
        self._offsets: _OffsetMap | None = None

    def locate(self, start: int, end: int) -> QuoteLocation:
        if self._offsets is None:
            self._offsets = _offset_map(self.value, self.normalised)
        orig_start, orig_end = self._offsets.span(start, end)
        return QuoteLocation(self.name, orig_start, orig_end)


class FieldIndex:
    """The sent fields of one side (profile or job), normalised once, searched many times.

    Fields keep the caller's order; empty fields are skipped.
    """

    def __init__(self, fields: Mapping[str, str]) -> None:
        self._fields = [
            _Field(name, value)
            for name, value in fields.items()
            if isinstance(value, str) and value
        ]

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
        for field in self._fields:
            for start, end in occurrences(normalised_quote, field.normalised):
                yield field.locate(start, end)


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


def _quote_too_short(normalised_quote: str) -> bool:
    return len(normalised_quote) < MIN_QUOTE_CHARS or not any(
        char.isalnum() for char in normalised_quote
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
    """The verdict in the `verify_claims` output format (DESIGN.md)."""

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
