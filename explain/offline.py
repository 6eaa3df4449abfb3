"""The offline explainer: a plain keyword matcher, used when no Gemini key is configured.

It answers with the same wire JSON a model would, so its answer goes through the same
quote checker and is recorded the same way (the page labels it "keyword match, no AI").
It only says what the texts literally show:

- a match when a skill from the profile (the text before any bracket) occurs in the
  job's requirements, description or title (the desired role: title first), quoting the
  skill as the profile writes it and a few words of the job around it;
- a gap when a short phrase of the job's requirements (not a sentence like "You will
  ...") names something (a word that is not filler like "experience" or "years") and
  none of those words occurs anywhere in the profile, quoting that phrase.

Searching uses the checker's own normalising and word boundaries. Whatever it produces
is run through the checker before it is returned, and only the claims the checker keeps
are emitted, so the answer passes the checker with nothing dropped.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from explain.checker import (
    MAX_KEPT_PER_KIND,
    FieldIndex,
    Kind,
    Outcome,
    QuoteLocation,
    check_response,
    is_unspaced,
    normalise,
    normalise_quote,
)

OFFLINE_MODEL_NAME = "offline-keyword-v1"

# Where a skill is looked for in the job, most useful first, with the name a point uses.
_SKILL_FIELDS = ("requirements", "description", "title")
_ROLE_FIELDS = ("title", "requirements", "description")

_CANDIDATES = 2 * MAX_KEPT_PER_KIND
_MAX_TERM_WORDS = 6
_MAX_TERM_CHARS = 60
_MAX_QUOTE_WORDS = 12
_MAX_QUOTE_CHARS = 200
_CONTEXT_WORDS = 4
_MAX_GAP_WORDS = 3
_MAX_GAP_PHRASE_WORDS = 8
# A phrase starting like this is a sentence about the team or the candidate, not a skill.
_SENTENCE_STARTS = frozenset("you your we our they their i it this that there".split())
# A term this short counts only where the job writes it the same way: "Go" is a
# language, "go" usually is not.
_CASE_SENSITIVE_UP_TO = 3

_OPEN_BRACKETS = "([{（［｛"
_CLOSE_BRACKETS = ")]}）］｝"
_BULLETS = "-–—*•·▪‣◦● \t\r\n"
# Between the items of a skills list.
_ITEM_SEPARATOR = re.compile(r"[,;\n\r|•▪‣◦●，；、]")
# Ends of clauses in a job text. A full stop ends one only before whitespace, so
# "Node.js" and "3.5 years" stay whole.
_CLAUSE_END = re.compile(r"[;\n\r!?；。！？]|\.(?=\s|$)")
_LIST_COMMA = re.compile(r"[,，、]")
# Between requirement phrases: clause ends, commas, bullets and "and".
_PHRASE_SEPARATOR = re.compile(
    r"[;,\n\r•▪‣◦●；，、。！？!?]|\.(?=\s|$)|(?<!\S)(?:and|&)(?!\S)", re.IGNORECASE
)
_WORD = re.compile(r"\S+")
_WORD_EDGE_PUNCTUATION = "\"'`“”‘’()[]{}（）:;,.!?*"
# Words that say how much, how well or how, not what: they never make a gap.
_FILLER_WORDS = frozenset(
    """
    a an the and or of in on at to for with without from by as is are be being been
    will would can could should must may might you your we our us their they it its
    this that these those who which what any some all each every other such very
    experience experienced years year months plus nice bonus have has having
    knowledge familiarity familiar strong solid good great excellent deep proven
    demonstrated ability able skills skill understanding working work hands-on
    required requirement requirements preferred prefer ideally ideal minimum least
    advantage advantageous desirable asset background level expert expertise proficiency
    proficient comfortable etc e.g i.e using use used like related relevant similar
    """.split()
)


@dataclass(frozen=True)
class _Claim:
    point: str
    profile_quote: str
    job_quote: str

    def as_wire(self) -> dict[str, str]:
        return {
            "point": self.point,
            "profileQuote": self.profile_quote,
            "jobQuote": self.job_quote,
        }


def explain_offline(profile_fields: Mapping[str, str], job_fields: Mapping[str, str]) -> str:
    """The wire JSON text {"matches": [...], "gaps": [...]} for a profile and a job."""
    profile = {name: value for name, value in profile_fields.items() if isinstance(value, str)}
    job = {name: value for name, value in job_fields.items() if isinstance(value, str)}
    profile_index = FieldIndex(profile)
    # A few spare candidates, in case the checker drops one; few enough that even fully
    # escaped quotes stay far below the checker's response limit.
    matches = _matches(profile, job, profile_index)[:_CANDIDATES]
    gaps = _gaps(job, profile_index)[:_CANDIDATES]
    # Emit only what the checker keeps (at most five of each, in order).
    verdict = check_response(_wire_json(matches, gaps), profile, job)
    kept = {
        (claim.kind, claim.position) for claim in verdict.claims if claim.outcome is Outcome.KEPT
    }
    return _wire_json(
        [claim for index, claim in enumerate(matches) if (Kind.MATCH, index) in kept],
        [claim for index, claim in enumerate(gaps) if (Kind.GAP, index) in kept],
    )


def _wire_json(matches: list[_Claim], gaps: list[_Claim]) -> str:
    return json.dumps(
        {
            "matches": [claim.as_wire() for claim in matches],
            "gaps": [claim.as_wire() for claim in gaps],
        },
        ensure_ascii=False,
        indent=1,
    )


def _split(text: str, separator: re.Pattern[str]) -> Iterator[str]:
    """Split at the separators that are outside brackets: "Java (Senior, 5 years), Go"."""
    depth_before: list[int] = []
    depth = 0
    for char in text:
        depth_before.append(depth)
        if char in _OPEN_BRACKETS:
            depth += 1
        elif char in _CLOSE_BRACKETS:
            depth = max(0, depth - 1)
    start = 0
    for found in separator.finditer(text):
        if depth_before[found.start()] == 0:
            yield text[start : found.start()].strip(_BULLETS).strip()
            start = found.end()
    yield text[start:].strip(_BULLETS).strip()


def _spaced_runs(text: str) -> list[str]:
    """The parts of text outside scripts written without spaces ("Java" in "精通Java开发")."""
    runs: list[str] = []
    current: list[str] = []
    for char in text:
        if is_unspaced(char):
            runs.append("".join(current))
            current = []
        else:
            current.append(char)
    runs.append("".join(current))
    return [run.strip() for run in runs if run.strip()]


def _usable_quote(quote: str) -> bool:
    return len(quote) <= _MAX_QUOTE_CHARS and 0 < len(quote.split()) <= _MAX_QUOTE_WORDS


# --- Matches -----------------------------------------------------------------------------


def _key_term(item: str) -> str:
    """The item's name: the text before any bracket, without trailing punctuation."""
    cut = min(
        (item.find(bracket) for bracket in _OPEN_BRACKETS if bracket in item),
        default=len(item),
    )
    return item[:cut].strip().rstrip(":.-–—").strip()


def _terms(item: str) -> list[str]:
    """What to look for in the job: the item's name, or its spaced-script parts."""
    term = _key_term(item)
    candidates = _spaced_runs(term) if any(map(is_unspaced, term)) else [term]
    return [
        candidate
        for candidate in candidates
        if len(candidate) <= _MAX_TERM_CHARS
        and len(candidate.split()) <= _MAX_TERM_WORDS
        and len(normalise_quote(candidate)) >= 2
        and any(char.isalnum() for char in normalise_quote(candidate))
    ]


def _profile_items(profile: Mapping[str, str]) -> Iterator[tuple[str, tuple[str, ...]]]:
    """(item as written, the job fields to look in), skills first, then the desired role."""
    for item in _split(profile.get("skills", ""), _ITEM_SEPARATOR):
        yield item, _SKILL_FIELDS
    yield profile.get("desired_role", "").strip(), _ROLE_FIELDS


def _matches(
    profile: Mapping[str, str], job: Mapping[str, str], profile_index: FieldIndex
) -> list[_Claim]:
    job_indexes = {name: FieldIndex({name: job.get(name, "")}) for name in _SKILL_FIELDS}
    found: list[tuple[int, int, _Claim]] = []
    seen: set[str] = set()
    for order, (item, fields) in enumerate(_profile_items(profile)):
        for term in _terms(item):
            if normalise_quote(term) in seen:
                continue
            profile_quote = item if _usable_quote(item) else term
            if profile_index.find(profile_quote) is None:
                continue
            for rank, name in enumerate(fields):
                window = _job_window(term, job.get(name, ""), job_indexes[name])
                if window is not None:
                    seen.add(normalise_quote(term))
                    point = f"“{term}” appears in your profile and in this job's {name}"
                    found.append((rank, order, _Claim(point, profile_quote, window)))
                    break
    found.sort(key=lambda entry: (entry[0], entry[1]))
    return [claim for _, _, claim in found]


def _job_window(term: str, value: str, index: FieldIndex) -> str | None:
    """A few words of `value` around the first proper occurrence of `term`, verbatim."""
    for location in index.locations(term):
        if len(term) <= _CASE_SENSITIVE_UP_TO and value[location.start : location.end] != term:
            continue
        window = _window(value, location)
        if _usable_quote(window):
            return window
    return None


def _window(value: str, location: QuoteLocation) -> str:
    """The occurrence widened to whole words, with a few words of its phrase around it.

    A phrase is a stretch between commas inside a clause; where the phrase is a single
    word ("Linux" in a list), one word of the clause either side is added instead.
    """
    clause = _around(value, location, _CLAUSE_END, 0, len(value))
    phrase = _around(value, location, _LIST_COMMA, *clause)
    window = _words_around(value, location, *phrase, _CONTEXT_WORDS)
    if len(window.split()) < 2:
        window = _words_around(value, location, *clause, 1)
    return window


def _around(
    value: str, location: QuoteLocation, breaks: re.Pattern[str], start: int, end: int
) -> tuple[int, int]:
    """The stretch of value[start:end] between the breaks either side of the location."""
    for found in breaks.finditer(value, start, end):
        if found.end() <= location.start:
            start = found.end()
        elif found.start() >= location.end:
            return start, found.start()
    return start, end


def _words_around(value: str, location: QuoteLocation, start: int, end: int, context: int) -> str:
    """The words of value[start:end] the location touches, and `context` more each side."""
    words = [word.span() for word in _WORD.finditer(value, start, end)]
    touched = [
        index
        for index, (word_start, word_end) in enumerate(words)
        if word_end > location.start and word_start < location.end
    ]
    if not touched:
        return value[location.start : location.end]
    first = max(0, touched[0] - context)
    last = min(len(words) - 1, touched[-1] + context)
    return value[words[first][0] : words[last][1]].strip(",:;").strip()


# --- Gaps --------------------------------------------------------------------------------


def _naming_words(phrase: str) -> list[str]:
    """The words of a phrase that name something (not filler, with a letter).

    A keyword matcher cannot tell apart the words of scripts written without spaces, so
    their text is left out: "熟悉AWS" names "AWS", "熟悉云计算" names nothing it can check.
    """
    words: list[str] = []
    for run in _spaced_runs(phrase):
        for word in run.split():
            word = word.strip(_WORD_EDGE_PUNCTUATION)
            normalised = normalise(word)
            if normalised not in _FILLER_WORDS and any(map(str.isalpha, normalised)):
                words.append(word)
    return words


def _gaps(job: Mapping[str, str], profile_index: FieldIndex) -> list[_Claim]:
    gaps: list[_Claim] = []
    seen: set[str] = set()
    for phrase in _split(job.get("requirements", ""), _PHRASE_SEPARATOR):
        if (
            not _usable_quote(phrase)
            or len(phrase.split()) > _MAX_GAP_PHRASE_WORDS
            or normalise(phrase.split()[0]) in _SENTENCE_STARTS
            or normalise_quote(phrase) in seen
        ):
            continue
        words = _naming_words(phrase)
        if not words or len(words) > _MAX_GAP_WORDS:
            continue
        # Conservative: one of its words anywhere in the profile and it is no gap.
        if any(profile_index.find(word) is not None for word in words):
            continue
        seen.add(normalise_quote(phrase))
        point = f"“{' '.join(words)}” is asked for; it is not shown in your profile"
        gaps.append(_Claim(point, "", phrase))
    return gaps
