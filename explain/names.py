"""Equivalent names: "k8s" is Kubernetes, "JS" is JavaScript, "RN" is a registered nurse.

The names are data, not code: ``explain/data/equivalent_names.csv``, one row per name, built
by ``scripts/build_equivalent_names.py`` from public sources and a curated supplement (see
``explain/data/README.md``). Each group is one thing under all its common names; names
that are only related (Power BI and Tableau) are never in one group.

Names are compared the way the quote checker compares quotes: normalised with
``explain.checker.normalise`` (NFKC, casefold, straight quotes, ASCII hyphens, collapsed
whitespace) and found only on word boundaries, so "Java" is not in "JavaScript" and "SQL" is
not in "PostgreSQL", while "C++", "C#", ".NET" and "CI/CD" are found as themselves, and
scripts written without spaces (Chinese, Japanese, Korean) need no boundary. Short or
ambiguous names ("Go", "R", "RN", "IT", "React") are marked exact: they count only with
their capital letters written as capitals ("Go" or "GO", never "go"; "A level" but not "a
level"). A name's plural with a final "s" ("REST APIs", "SLOs") counts as the name; of exact
names, only an acronym's, in its capitals with a small "s" ("RNs", never "Rs" or "Nodes").

Pure functions over strings: no Django, no ORM, no settings. The data is read once per
process, on first use.
"""

from __future__ import annotations

import csv
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache, partial
from itertools import pairwise
from pathlib import Path
from typing import NamedTuple

# The checker's table of scripts written without spaces: one source for both modules.
from explain.checker import _UNSPACED_RANGES, normalise

DATA_FILE = Path(__file__).resolve().parent / "data" / "equivalent_names.csv"
COLUMNS = ("group", "name", "role", "exact", "field", "source")
FIELDS = frozenset(
    {
        "software",
        "data",
        "health",
        "teaching",
        "logistics",
        "finance",
        "hospitality",
        "marketing",
        "support",
        "office",
        "languages",
    }
)
SOURCES = frozenset({"linguist", "github-explore", "simple-icons", "curated"})


class NameDataError(ValueError):
    """The names file breaks one of its rules (the message says which, and where)."""


@dataclass(frozen=True)
class NameGroup:
    """One thing under all its names."""

    id: str
    canonical: str
    names: tuple[str, ...]  # as written in the data, the canonical name first
    exact: frozenset[str]  # the names (as written) whose capitals must be capitals
    field: str
    sources: frozenset[str]
    normalised: frozenset[str]  # every name, normalised (exact names too)


class NameHit(NamedTuple):
    """A known name found in a text: ``text == original[start:end]``."""

    group: str
    text: str
    start: int
    end: int


# NameHit((group, text, start, end)) without NamedTuple's keyword handling: hits are made
# in bulk, on every point and quote.
_hit = partial(tuple.__new__, NameHit)


# --- Tokens ------------------------------------------------------------------------------

# A token is a run of letters and digits, or one other visible character. Whitespace only
# separates tokens; it is kept as a flag so that "Node.js" and "Node . js" stay different.
# Any other text: a character of a script written without spaces is a token of its own.
_ASCII_TOKEN = re.compile(r"(\s*)([A-Za-z0-9]+|\S)")
_UNSPACED_CLASS = "".join(f"{chr(first)}-{chr(last)}" for first, last in _UNSPACED_RANGES)
_TOKEN = re.compile(rf"(\s*)([^\W_{_UNSPACED_CLASS}]+|\S)")


class _Tokens:
    """A text cut into tokens: ``pairs[i]`` is (whitespace before it, the token as written),
    ``words[i]`` the token normalised.

    Where the tokens sit in the original text is worked out only when a name is found.
    """

    __slots__ = ("_ends", "_starts", "pairs", "words")

    def __init__(
        self,
        pairs: list[tuple[str, str]],
        words: list[str],
        *,
        starts: list[int] | None = None,
        ends: list[int] | None = None,
    ) -> None:
        # Without starts and ends, the pairs are the whole text, piece by piece, and the
        # spans follow from their lengths.
        self.pairs = pairs
        self.words = words
        self._starts = starts
        self._ends = ends

    def span(self, first: int, last: int) -> tuple[int, int]:
        """Where tokens first to last (inclusive) are in the original text."""
        starts, ends = self.spans()
        return starts[first], ends[last]

    def spans(self) -> tuple[list[int], list[int]]:
        """Where each token starts and ends in the original text."""
        if self._starts is None or self._ends is None:
            self._starts, self._ends = _spans(self.pairs)
        return self._starts, self._ends

    def written(self, text: str, first: int, last: int) -> str:
        """Tokens first to last (inclusive) as the original text writes them."""
        if self._starts is None:
            # The pairs are the text itself: no need to work out where every token is.
            pairs = self.pairs
            return pairs[first][1] + "".join(
                space + word for space, word in pairs[first + 1 : last + 1]
            )
        start, end = self.span(first, last)
        return text[start:end]


@lru_cache(maxsize=8192)
def _fold(token: str) -> str:
    return normalise(token)


def _tokens(text: str) -> _Tokens:
    """The text as tokens, normalised token by token as the checker normalises."""
    if text.isascii():
        # ASCII folds one for one (NFKC changes nothing, casefold is lower): the fast path.
        pairs = _ASCII_TOKEN.findall(text)
        return _Tokens(pairs, [word.lower() for _, word in pairs])
    pairs = _TOKEN.findall(text)
    starts, ends = _spans(pairs)
    if any(_is_mark(word) for word in _maybe_marks(pairs)):
        pairs, starts, ends = _attach_marks(pairs, starts, ends)
    return _Tokens(pairs, [_fold(word) for _, word in pairs], starts=starts, ends=ends)


def _spans(pairs: list[tuple[str, str]]) -> tuple[list[int], list[int]]:
    # A plain loop: three times as fast here as the same sums by accumulate and map.
    starts: list[int] = []
    ends: list[int] = []
    at = 0
    for space, word in pairs:
        at += len(space)
        starts.append(at)
        at += len(word)
        ends.append(at)
    return starts, ends


def _maybe_marks(pairs: list[tuple[str, str]]) -> list[str]:
    return [word for _, word in pairs if len(word) == 1 and word > "\x7f" and not word.isalnum()]


def _is_mark(char: str) -> bool:
    return unicodedata.category(char)[0] == "M"


def _attach_marks(
    pairs: list[tuple[str, str]], starts: list[int], ends: list[int]
) -> tuple[list[tuple[str, str]], list[int], list[int]]:
    """Join each combining mark to the token before it, and the letters after it too.

    Marks are not letters to the regular expression, but they are part of a word (as in
    the checker): "e" + U+0301 + "s" is one word, and "q" is not found in "q" + U+0301.
    """
    joined_pairs: list[tuple[str, str]] = []
    joined_starts: list[int] = []
    joined_ends: list[int] = []
    after_mark = False
    for (space, word), start, end in zip(pairs, starts, ends, strict=True):
        is_mark = len(word) == 1 and not word.isalnum() and _is_mark(word)
        if joined_pairs and not space and (is_mark or (after_mark and word.isalnum())):
            joined_pairs[-1] = (joined_pairs[-1][0], joined_pairs[-1][1] + word)
            joined_ends[-1] = end
        else:
            joined_pairs.append((space, word))
            joined_starts.append(start)
            joined_ends.append(end)
        after_mark = is_mark
    return joined_pairs, joined_starts, joined_ends


def _key(tokens: _Tokens, count: int) -> str:
    """The normalised text of the first `count` tokens."""
    key = tokens.words[0]
    for (spaced, _), word in zip(tokens.pairs[1:count], tokens.words[1:count], strict=True):
        key += (" " if spaced else "") + word
    return key


def _letters(text: str) -> str:
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
    return "".join(filter(str.isalpha, text))


@lru_cache(maxsize=8192)
def _capitals_kept(name_letters: str, written: str) -> bool:
    """Whether every capital letter of an exact name is a capital where it is written.

    Cached: the same few names come back written the same way in text after text."""
    letters = _letters(written)
    if letters == name_letters:
        return True
    return len(letters) == len(name_letters) and all(
        written_letter.isupper()
        for name_letter, written_letter in zip(name_letters, letters, strict=True)
        if name_letter.isupper()
    )


# --- The data ----------------------------------------------------------------------------


class _Entry(NamedTuple):
    group: str
    exact_letters: str | None  # for exact names: the letters of the name as written
    plural: bool  # the name with a final "s" added: it must be a small "s" in the text


@dataclass(frozen=True)
class _Index:
    groups: dict[str, NameGroup]
    # Every name, normalised, and every name's plural, to its entry; every shorter run of
    # a name's tokens ("google analytics" of "google analytics 4") to None when it is not
    # a name itself. A key that is not here begins no name.
    table: dict[str, _Entry | None]
    max_tokens: int


def read_rows(path: Path) -> list[dict[str, str]]:
    """The rows of a names file, checked for their columns."""
    with path.open(encoding="utf-8", newline="") as file:
        reader = csv.DictReader(file)
        if tuple(reader.fieldnames or ()) != COLUMNS:
            raise NameDataError(f"{path.name}: the columns must be {', '.join(COLUMNS)}")
        return list(reader)


def build_index(rows: Iterable[dict[str, str]]) -> _Index:
    """Check the rows against the rules of the data and index them for lookups.

    Rules: every cell filled in (exact may be empty or "yes"); a known field and source;
    one canonical name per group, listed first; one field per group; no name, once
    normalised, twice anywhere (in one group or in two); an exact name has a capital.
    """
    rows_by_group: dict[str, list[dict[str, str]]] = {}
    for line, row in enumerate(rows, start=2):
        problem = _row_problem(row)
        if problem:
            raise NameDataError(f"line {line}: {problem}")
        rows_by_group.setdefault(row["group"], []).append(row)

    groups: dict[str, NameGroup] = {}
    names: dict[str, _Entry] = {}
    plurals: dict[str, _Entry] = {}
    prefixes: set[str] = set()
    max_tokens = 1
    for group_id, group_rows in rows_by_group.items():
        roles = [row["role"] for row in group_rows]
        if roles[0] != "canonical" or roles.count("canonical") != 1:
            raise NameDataError(f"group {group_id}: one canonical name, listed first")
        if len({row["field"] for row in group_rows}) != 1:
            raise NameDataError(f"group {group_id}: one field for the whole group")
        normalised: set[str] = set()
        for row in group_rows:
            name = row["name"]
            tokens = _tokens(name)
            count = len(tokens.words)
            key = _key(tokens, count) if count else ""
            if not key or key != normalise(name).strip():
                raise NameDataError(f"{name!r}: cannot be matched as written")
            if key in normalised:
                raise NameDataError(f"{name!r} is twice in group {group_id}")
            if key in names:
                other = names[key].group
                raise NameDataError(f"{name!r} is in group {other} and group {group_id}")
            exact = row["exact"] == "yes"
            if exact and not any(c.isupper() for c in _letters(name)):
                raise NameDataError(f"{name!r}: an exact name needs a capital letter")
            names[key] = _Entry(group_id, _letters(name) if exact else None, plural=False)
            if not exact and key[-1].isalpha():
                plurals.setdefault(key + "s", _Entry(group_id, None, plural=True))
            elif exact and _is_acronym(name):
                # "ROEs", "RNs": an acronym's plural, in its capitals and a small "s" (not
                # "Nodes" for Node, "Rs" for R, "Cs" for C).
                plurals.setdefault(key + "s", _Entry(group_id, _letters(name) + "s", plural=True))
            normalised.add(key)
            prefixes.update(_key(tokens, length) for length in range(1, count))
            max_tokens = max(max_tokens, count)
        groups[group_id] = NameGroup(
            id=group_id,
            canonical=group_rows[0]["name"],
            names=tuple(row["name"] for row in group_rows),
            exact=frozenset(row["name"] for row in group_rows if row["exact"] == "yes"),
            field=group_rows[0]["field"],
            sources=frozenset(row["source"] for row in group_rows),
            normalised=frozenset(normalised),
        )
    # A name wins over a plural that is spelt like it, and both over a bare prefix.
    table: dict[str, _Entry | None] = dict.fromkeys(prefixes)
    table.update(plurals)
    table.update(names)
    return _Index(groups, table, max_tokens)


def _row_problem(row: dict[str, str]) -> str | None:
    for column in ("group", "name", "role", "field", "source"):
        if not (row.get(column) or "").strip():
            return f"empty {column}"
    if row["name"] != row["name"].strip():
        return f"{row['name']!r} has spaces at its ends"
    if row["role"] not in ("canonical", "alias"):
        return f"role {row['role']!r} is not canonical or alias"
    if row["exact"] not in ("", "yes"):
        return f"exact {row['exact']!r} is not empty or yes"
    if row["field"] not in FIELDS:
        return f"unknown field {row['field']!r}"
    if row["source"] not in SOURCES:
        return f"unknown source {row['source']!r}"
    return None


@cache
def _index() -> _Index:
    return build_index(read_rows(DATA_FILE))


# --- Lookups -----------------------------------------------------------------------------


# A match: (first token, last token, group id); plain tuples, as they are made in bulk.
_Match = tuple[int, int, str]


def _matches(text: str, tokens: _Tokens, index: _Index) -> list[_Match]:
    """Every occurrence of every known name: at every token, of every length.

    One dictionary lookup per token finds where a name may begin; from there the words
    are extended one token at a time only while they begin some name.
    """
    found: list[_Match] = []
    table = index.table
    pairs = tokens.pairs
    words = tokens.words
    count = len(words)
    for first in [position for position, word in enumerate(words) if word in table]:
        stop = min(count, first + index.max_tokens)
        key = words[first]
        last = first
        while (entry := table.get(key, _BEGINS_NO_NAME)) is not _BEGINS_NO_NAME:
            if (
                entry is not None
                and (
                    (entry.exact_letters is None and not entry.plural)
                    or _written_as_named(entry, text, tokens, first, last)
                )
                and not _article_before_a_level(words, first, last)
            ):
                found.append((first, last, entry.group))
            last += 1
            if last == stop:
                break
            key += (" " if pairs[last][0] else "") + words[last]
    return found


_BEGINS_NO_NAME = _Entry("", None, plural=False)


def _article_before_a_level(words: list[str], first: int, last: int) -> bool:
    """ "A Level 3 Teaching Assistant qualification" is an article and a level, not an A level:
    a name that starts with the word "a" does not count when a number follows it."""
    return words[first] == "a" and last + 1 < len(words) and words[last + 1][:1].isdigit()


def _is_acronym(name: str) -> bool:
    letters = _letters(name)
    return len(letters) >= 2 and letters.isupper() and letters == name


def _written_as_named(entry: _Entry, text: str, tokens: _Tokens, first: int, last: int) -> bool:
    if entry.exact_letters is not None:
        written = tokens.written(text, first, last)
        return _capitals_kept(entry.exact_letters, written) and (
            not entry.plural or written[-1] == "s"
        )
    if entry.plural:
        # "APIs" is a plural of "API", "SAS" is not one of "SA".
        return tokens.written(text, last, last)[-1] == "s"
    return True


@lru_cache(maxsize=4096)
def _find(text: str) -> tuple[_Tokens, tuple[_Match, ...]]:
    # Cached: the faithfulness stage asks both what a quote names and what it mentions.
    tokens = _tokens(text)
    return tokens, tuple(_matches(text, tokens, _index()))


def find_names(text: str) -> list[NameHit]:
    """Every known name in `text`, longest first and never overlapping, in text order.

    A name inside a longer one is not reported on its own ("Google Analytics 4" is one
    hit, not also "Google Analytics"); ``groups_mentioned`` reports those too.
    """
    tokens, matches = _find(text)
    if not matches:
        return []
    starts, ends = tokens.spans()
    return [
        _hit((group_id, text[starts[first] : ends[last]], starts[first], ends[last]))
        for first, last, group_id in _longest_first(starts, ends, matches)
    ]


def _longest_first(starts: list[int], ends: list[int], matches: Sequence[_Match]) -> list[_Match]:
    """The longest matches that do not overlap, chosen longest first, in text order."""
    # Matches come by start, shorter first: the longest at each start is the last one.
    longest_at = list({match[0]: match for match in matches}.values())
    if all(a[1] < b[0] for a, b in pairwise(longest_at)):
        return longest_at  # nothing overlaps: what longest first would choose
    taken = 0  # a bit per token
    chosen: list[_Match] = []
    for first, last, group_id in sorted(matches, key=lambda m: (starts[m[0]] - ends[m[1]], m[0])):
        tokens = (1 << (last + 1)) - (1 << first)
        if not taken & tokens:
            taken |= tokens
            chosen.append((first, last, group_id))
    return sorted(chosen)


def groups_mentioned(text: str) -> frozenset[str]:
    """The group of every known name in `text`, including names inside longer ones.

    "Power BI" mentions Power BI and BI; "Google Analytics 4" mentions GA4 and Google
    Analytics. Whether a quote mentions a thing under any of its names is a question for
    this function; what a sentence names is one for ``find_names``.
    """
    return frozenset(group_id for _, _, group_id in _find(text)[1])


def canonical(name: str) -> str | None:
    """The group id of `name` when the whole of it is one known name, else None."""
    tokens, matches = _find(name)
    for first, last, group_id in matches:
        if first == 0 and last == len(tokens.words) - 1:
            return group_id
    return None


def equivalents(name: str) -> frozenset[str]:
    """Every normalised name of the group of `name` (itself included).

    A name in no group gives just itself, normalised. Exact names are included in their
    normalised (casefolded) form: to test whether a text mentions one, use
    ``groups_mentioned`` or ``find_names``, which respect exactness.
    """
    group_id = canonical(name)
    if group_id is None:
        return frozenset({normalise(name).strip()})
    return _index().groups[group_id].normalised


KINDS_FILE = Path(__file__).resolve().parent / "data" / "kinds.csv"


def read_kinds(path: Path, groups: Iterable[str]) -> dict[str, frozenset[str]]:
    """Kind group id -> the group ids of its instances, each a known group, none its own."""
    known = frozenset(groups)
    instances: dict[str, set[str]] = {}
    with path.open(encoding="utf-8", newline="") as file:
        reader = csv.DictReader(file)
        if tuple(reader.fieldnames or ()) != ("kind", "instance"):
            raise NameDataError(f"{path.name}: the columns must be kind, instance")
        for line, row in enumerate(reader, start=2):
            kind, instance = row["kind"], row["instance"]
            if kind not in known or instance not in known:
                raise NameDataError(f"{path.name} line {line}: {kind} or {instance} is no group")
            if kind == instance:
                raise NameDataError(f"{path.name} line {line}: {kind} is not a kind of itself")
            instances.setdefault(kind, set()).add(instance)
    return {kind: frozenset(members) for kind, members in instances.items()}


@cache
def _kinds() -> dict[str, frozenset[str]]:
    return read_kinds(KINDS_FILE, _index().groups)


def instances(group_id: str) -> frozenset[str]:
    """The groups that are kinds of this one: Jenkins and GitHub Actions are CI/CD tools,
    Terraform is infrastructure as code. Empty for most groups."""
    return _kinds().get(group_id, frozenset())


COVERS_FILE = Path(__file__).resolve().parent / "data" / "covers.csv"


class Cover(NamedTuple):
    """Plain words a requirement may use for what a term covers: "keep food costs under 30%"
    is what "menu costing" does. `both`: the words in a profile also show the term ("chased
    overdue accounts" shows credit control)."""

    term: str  # a group id
    words: tuple[str, ...]  # normalised
    both: bool


def read_covers(path: Path, groups: Iterable[str]) -> tuple[Cover, ...]:
    """The rows of a covers file, each for a known group, with words and a known `both`."""
    known = frozenset(groups)
    found: list[Cover] = []
    with path.open(encoding="utf-8", newline="") as file:
        reader = csv.DictReader(file)
        if tuple(reader.fieldnames or ()) != ("term", "words", "both"):
            raise NameDataError(f"{path.name}: the columns must be term, words, both")
        for line, row in enumerate(reader, start=2):
            words = tuple(normalise(row["words"]).split())
            if row["term"] not in known:
                raise NameDataError(f"{path.name} line {line}: {row['term']} is no group")
            if not words or row["both"] not in ("", "yes"):
                raise NameDataError(f"{path.name} line {line}: words, and both empty or yes")
            found.append(Cover(row["term"], words, row["both"] == "yes"))
    return tuple(found)


@cache
def covers() -> tuple[Cover, ...]:
    """Every row of covers.csv: what the named things cover, in plain words."""
    return read_covers(COVERS_FILE, _index().groups)


def group(group_id: str) -> NameGroup | None:
    """The group with this id, or None."""
    return _index().groups.get(group_id)


def all_groups() -> tuple[NameGroup, ...]:
    """Every group, in file order."""
    return tuple(_index().groups.values())
