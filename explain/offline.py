"""The offline explainer: a plain keyword matcher, used when no Gemini key is configured.

It answers with the same wire JSON a model would, so its answer goes through the same quote
check and faithfulness stage and is recorded the same way (the page labels it "keyword match,
no AI"). It only says what the texts literally show:

- a match when an item of the profile's skills (its name: the text before any bracket), or
  the desired role, occurs in the job under any of its common names (explain/names.py: "JS"
  finds "JavaScript"), quoting the skill as the profile writes it and the whole requirement
  line, sentence or clause of the job around it;
- a gap when a requirement line (or, for a long line, one of its clauses) names something that
  the profile shows under none of its names, not even inside a longer word (a profile listing
  "PostgreSQL" is not told that "SQL" is missing), quoting that requirement whole.

Quotes are never cut mid-phrase: a job quote is a whole line, sentence or clause. Whatever it
produces goes through `explain.faithfulness.verify` before it is returned, and only the claims
shown in their own words are emitted, so its answer passes both stages with nothing dropped.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from explain import names
from explain.checker import (
    MAX_KEPT_PER_KIND,
    CheckedClaim,
    FieldIndex,
    Kind,
    Outcome,
    QuoteLocation,
    is_unspaced,
    normalise,
    normalise_quote,
    occurrences,
)
from explain.faithfulness import stem, verify
from explain.reasons import Wording

OFFLINE_MODEL_NAME = "offline-keyword-v2"

# Where a skill is looked for in the job, most useful first, and how a point names the field.
_SKILL_FIELDS = ("requirements", "description", "title")
_ROLE_FIELDS = ("title", "requirements", "description")
_FIELD_WORDS = {
    "requirements": "this job asks for",
    "description": "this job's description mentions",
    "title": "this job's title names",
}

_CANDIDATES = 2 * MAX_KEPT_PER_KIND
_MAX_TERM_WORDS = 6
_MAX_TERM_CHARS = 60
_MAX_QUOTE_WORDS = 14
_MAX_QUOTE_CHARS = 200
_MAX_NAMING_WORDS = 4
# A phrase starting like this is a sentence about the team or the candidate, or a fragment
# of a longer requirement ("ideally in credit"), not a requirement of its own.
_SENTENCE_STARTS = frozenset(
    """
    you your we our they their i it this that there ideally preferably especially including
    such e.g. e.g i.e. i.e for like mainly mostly
    """.split()
)
# A term this short counts only where the job writes it the same way: "Go" is a
# language, "go" usually is not.
_CASE_SENSITIVE_UP_TO = 3

_OPEN_BRACKETS = "([{（［｛"
_CLOSE_BRACKETS = ")]}）］｝"
_BULLETS = "-–—*•·▪‣◦● \t\r\n"
_EDGE_PUNCTUATION = " .;:,!?。；：，！？"
# Between the items of a skills list.
_ITEM_SEPARATOR = re.compile(r"[,;\n\r|•▪‣◦●，；、]")
# Lines of a job text; sentences of a line (a full stop ends one only before whitespace, so
# "Node.js" and "3.5 years" stay whole); clauses of a sentence.
_LINE_BREAK = re.compile(r"[\n\r;；]+")
_SENTENCE_END = re.compile(r"[!?；。！？]|\.(?=\s|$)")
_CLAUSE_BREAK = re.compile(r"[;,:，；、：]")
_LEADING_CONJUNCTION = re.compile(r"^(?:and|or|&|plus|also)\s+", re.IGNORECASE)
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
    professional not also both either more most least well
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
    # A few spare candidates, in case a check drops one; few enough that even fully escaped
    # quotes stay far below the checker's response limit.
    matches = _matches(profile, job)[:_CANDIDATES]
    gaps = _gaps(profile, job)[:_CANDIDATES]
    # Emit only what both stages keep in these very words (at most five of each, in order).
    verdict = verify(_wire_json(matches, gaps), profile, job)
    shown = {
        (claim.kind, claim.position)
        for claim in verdict.claims
        if claim.outcome is Outcome.KEPT and claim.wording is Wording.MODEL
    }
    return _wire_json(
        [claim for index, claim in enumerate(matches) if (Kind.MATCH, index) in shown],
        [claim for index, claim in enumerate(gaps) if (Kind.GAP, index) in shown],
    )


def shared_terms(
    profile_fields: Mapping[str, str], job_fields: Mapping[str, str]
) -> tuple[CheckedClaim, ...]:
    """What a profile and a job share, without a model call: the matches this explainer
    finds, each verified by the quote check and the faithfulness stage and shown in its own
    words, with where its quotes were found."""
    profile = {name: value for name, value in profile_fields.items() if isinstance(value, str)}
    job = {name: value for name, value in job_fields.items() if isinstance(value, str)}
    matches = _matches(profile, job)[:_CANDIDATES]
    if not matches:
        return ()
    verdict = verify(_wire_json(matches, []), profile, job)
    return tuple(claim for claim in verdict.matches if claim.wording is Wording.MODEL)


def _wire_json(matches: list[_Claim], gaps: list[_Claim]) -> str:
    return json.dumps(
        {
            "matches": [claim.as_wire() for claim in matches],
            "gaps": [claim.as_wire() for claim in gaps],
        },
        ensure_ascii=False,
        indent=1,
    )


def _split(text: str, separator: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """Spans of text between the separators that are outside brackets: "Java (Senior, 5
    years), Go" is two items."""
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
            yield start, found.start()
            start = found.end()
    yield start, len(text)


def _stripped(text: str, start: int, end: int) -> tuple[int, int]:
    """The span without bullets, edge punctuation, a leading "and"/"or", or a bracket it
    does not close."""
    while start < end and text[start] in _BULLETS + _EDGE_PUNCTUATION:
        start += 1
    while end > start and text[end - 1] in _BULLETS + _EDGE_PUNCTUATION:
        end -= 1
    conjunction = _LEADING_CONJUNCTION.match(text, start, end)
    if conjunction:
        start = conjunction.end()
    return start, end


def _pieces(text: str, separator: re.Pattern[str]) -> list[str]:
    return [text[a:b] for a, b in (_stripped(text, *span) for span in _split(text, separator))]


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
    return (
        bool(quote)
        and len(quote) <= _MAX_QUOTE_CHARS
        and 0 < len(quote.split()) <= _MAX_QUOTE_WORDS
    )


def _unit_around(
    value: str, start: int, end: int, breaks: re.Pattern[str], within: tuple[int, int]
) -> tuple[int, int, int]:
    """The piece of value[within] between `breaks` that holds [start, end), stripped, and
    how many pieces that stretch has."""
    offset = within[0]
    spans = list(_split(value[within[0] : within[1]], breaks))
    for piece_start, piece_end in spans:
        if piece_start + offset <= start and end <= piece_end + offset:
            return (*_stripped(value, piece_start + offset, piece_end + offset), len(spans))
    return within[0], within[1], 1


def _job_quote(value: str, location: QuoteLocation) -> str | None:
    """A whole sentence (of its line) or clause around a location, short enough to quote.

    The sentence comes first; in a list ("Linux, Python scripting, Prometheus and Grafana")
    the item does.
    """
    start, end = location.start, location.end
    line = _unit_around(value, start, end, _LINE_BREAK, (0, len(value)))
    sentence = _unit_around(value, start, end, _SENTENCE_END, line[:2])
    clause = _unit_around(value, start, end, _CLAUSE_BREAK, sentence[:2])
    units = [clause, sentence] if clause[2] >= 3 else [sentence, clause]
    for unit_start, unit_end, _ in units:
        quote = value[unit_start:unit_end]
        if unit_start <= start and end <= unit_end and _usable_quote(quote):
            return quote
    return None


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


def _names_of(term: str) -> list[str]:
    """The term as written first, then its other common names (as the names data has them)."""
    others = sorted(
        names.equivalents(term) - {normalise(term)}, key=lambda name: (-len(name), name)
    )
    return [term, *others]


def _profile_items(profile: Mapping[str, str]) -> Iterator[tuple[str, tuple[str, ...]]]:
    """(item as written, the job fields to look in), skills first, then the desired role."""
    skills = profile.get("skills", "")
    for item in _pieces(skills, _ITEM_SEPARATOR):
        if item:
            yield item, _SKILL_FIELDS
    role = profile.get("desired_role", "").strip()
    if role:
        yield role, _ROLE_FIELDS


def _matches(profile: Mapping[str, str], job: Mapping[str, str]) -> list[_Claim]:
    profile_index = FieldIndex(profile)
    job_indexes = {name: FieldIndex({name: job.get(name, "")}) for name in _SKILL_FIELDS}
    found: list[tuple[int, int, _Claim]] = []
    seen: set[str] = set()
    for order, (item, fields) in enumerate(_profile_items(profile)):
        for term in _terms(item):
            key = names.canonical(term) or normalise_quote(term)
            if key in seen:
                continue
            profile_quote = item if _usable_quote(item) else term
            if profile_index.find(profile_quote) is None:
                continue
            claim = _match_for(
                term, profile_quote, fields, job, job_indexes, role=fields is _ROLE_FIELDS
            )
            if claim is not None:
                seen.add(key)
                found.append((claim[0], order, claim[1]))
    found.sort(key=lambda entry: (entry[0], entry[1]))
    return [claim for _, _, claim in found]


def _match_point(term: str, written: str, field: str, role: bool) -> str:
    """The sentence of a match, in words its quotes bear out. The desired role is what the
    seeker wants, not what they have, and the sentence says so."""
    if role:
        return f"The role you want, {term}, is what {_FIELD_WORDS[field]}"
    if normalise_quote(written) == normalise_quote(term):
        return f"Your profile lists {term}, and {_FIELD_WORDS[field]} it"
    return f"Your profile lists {term}; {_FIELD_WORDS[field]} {written}"


def _match_for(
    term: str,
    profile_quote: str,
    fields: tuple[str, ...],
    job: Mapping[str, str],
    job_indexes: Mapping[str, FieldIndex],
    *,
    role: bool,
) -> tuple[int, _Claim] | None:
    for rank, field in enumerate(fields):
        value = job.get(field, "")
        for name in _names_of(term):
            for location in job_indexes[field].locations(name):
                written = value[location.start : location.end]
                if len(name) <= _CASE_SENSITIVE_UP_TO and normalise(written) != normalise(name):
                    continue
                if len(term) <= _CASE_SENSITIVE_UP_TO and written != term and name == term:
                    continue
                quote = _job_quote(value, location)
                if quote is None:
                    continue
                return rank, _Claim(_match_point(term, written, field, role), profile_quote, quote)
    return None


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


def _requirement_phrases(requirements: str) -> Iterator[str]:
    """Each requirement sentence, whole when it is short, else each of its clauses; the
    items of a list ("Linux, Python scripting, English") one by one."""
    for line in _pieces(requirements, _LINE_BREAK):
        for sentence in _pieces(line, _SENTENCE_END):
            clauses = [clause for clause in _pieces(sentence, _CLAUSE_BREAK) if clause]
            if len(clauses) < 3 and _usable_quote(sentence):
                yield sentence
            else:
                yield from clauses


@dataclass(frozen=True)
class _ProfileWords:
    """The profile, normalised, with the stem of every word: what a gap must not contradict."""

    text: str
    stems: frozenset[str]

    @classmethod
    def of(cls, profile: Mapping[str, str]) -> _ProfileWords:
        text = " \n ".join(normalise(value) for value in profile.values())
        return cls(text, frozenset(stem(word) for word in re.findall(r"\w+", text)))

    def shows(self, word: str) -> bool:
        """Conservatively: the word under any of its names, as a word or at the end of a
        longer one ("SQL" in "PostgreSQL", "MySQL"), or in another form ("managed")."""
        for name in names.equivalents(word):
            if len(name) < 2:
                continue
            if next(occurrences(name, self.text), None) is not None:
                return True
            if re.search(r"[^\W\d_]" + re.escape(name) + r"(?![^\W_])", self.text):
                return True  # the end of a longer word
        return stem(normalise(word)) in self.stems


def _gaps(profile: Mapping[str, str], job: Mapping[str, str]) -> list[_Claim]:
    profile_words = _ProfileWords.of(profile)
    profile_index = FieldIndex(profile)
    gaps: list[_Claim] = []
    seen: set[str] = set()
    for phrase in _requirement_phrases(job.get("requirements", "")):
        if (
            not _usable_quote(phrase)
            or normalise(phrase.split()[0]) in _SENTENCE_STARTS
            or normalise_quote(phrase) in seen
            or profile_index.find(phrase) is not None
        ):
            continue
        words = _naming_words(phrase)
        if not words or len(words) > _MAX_NAMING_WORDS:
            continue
        # Conservative: any of its words, under any name, anywhere in the profile: no gap.
        if any(profile_words.shows(word) for word in words):
            continue
        seen.add(normalise_quote(phrase))
        gaps.append(_Claim(phrase[:1].upper() + phrase[1:], "", phrase))
    return gaps
