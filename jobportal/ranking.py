"""Jobs that fit a seeker: open jobs ranked for their profile by the database's own ranking.

The query is made of the seeker's sent profile fields only (headline, desired role, skills,
experience, work preferences); name, contact details, salary and resume never take part.
Words from the skills and the desired role are the strong terms, words from the other fields
the weak ones, and the score is

    STRONG_WEIGHT x rank(strong terms) + rank(weak terms)

ranked by each backend's full-text engine over the same index job search uses
(jobportal/search.py): `ts_rank_cd` (cover density) on PostgreSQL, FTS5's `bm25()` on SQLite,
whose column weights also count a word in the job's title or requirements above one in its
description.

Ranking every job that shares a word with a profile costs time in proportion to the number of
jobs. So the ranking runs over the candidates: the CANDIDATES newest open jobs that share a
strong term with the profile (a weak one when the profile has no strong term), leaving out
jobs the seeker applied to or dismissed. On a board of a few thousand open jobs that is every
matching job; on a larger one, the newest of them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db import connection
from django.db.models import F, QuerySet, Value
from django.db.models.expressions import RawSQL

from jobportal.models import Job, Profile, User
from jobportal.search import FTS_TABLE, SEARCH_CONFIG, document_vector

ROLE_WEIGHT = 3  # the desired role's phrases, their words close together
STRONG_WEIGHT = 2  # any word of the desired role or the skills
OTHER_WEIGHT = 1  # any word of the headline, experience and work preferences
MAX_ROLE_PHRASES = 6
MAX_STRONG_WORDS = 40
MAX_OTHER_WORDS = 40
# How far apart the words of a role phrase may be: "teacher for adults" in "English Teacher for
# Adults (Evenings)", but not "frontend" and "developer" two sentences apart.
NEAR_DISTANCE = 4
CANDIDATES = 1000

# bm25() column weights, in the FTS5 table's column order (title, company, description,
# requirements): the title says what the job is, the requirements what it needs.
BM25_WEIGHTS = (4.0, 0.5, 1.0, 2.0)

# Letters and digits only: nothing from a profile becomes query syntax in either backend.
_WORD = re.compile(r"[^\W_]+")
# Words that say how much, how long or how well rather than what, and the commonest English
# words: matching them says nothing about fit (and ts_rank_cd has no notion of a word's
# rarity to discount them).
IGNORED_WORDS = frozenset(
    """
    a about above after all also am an and any are as at be been being both but by can could
    did do does doing done each etc few for from had has have having he her here him his how i
    if in into is it its just me more most my no nor not now of on once only or other our out
    over own same she should so some such than that the their them then there these they this
    those through to too under until up very was we were what when where which while who whom
    why will with would you your yours
    year years month months week weeks day days hour hours full part time plus
    experience experienced knowledge
    familiar familiarity skills skill basic intermediate advanced good strong solid working
    native fluent level levels proficient proficiency ability able including include using
    used use like e g eg ie via per incl
    """.split()
)


# Between the phrases of a desired role: "Shift lead or warehouse supervisor".
_ROLE_SEPARATOR = re.compile(r"[,;/|()&+]|\s(?:or|and)\s", re.IGNORECASE)

# A query is a list of groups of words; a group of one word matches that word anywhere, a
# group of several matches them close together. A job matches a query when it matches a group.
Query = tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class ProfileTerms:
    """What the ranking looks for in a job, from a profile's sent fields."""

    role_phrases: Query
    strong_words: Query
    other_words: Query

    def __bool__(self) -> bool:
        return bool(self.strong_words or self.other_words)

    @property
    def candidate_query(self) -> Query:
        """What a candidate must share: a role or skill word (any word, if it has none)."""
        return self.strong_words or self.other_words

    def weighted(self) -> list[tuple[str, Query, int]]:
        queries = [
            ("role", self.role_phrases, ROLE_WEIGHT),
            ("strong", self.strong_words, STRONG_WEIGHT),
            ("other", self.other_words, OTHER_WEIGHT),
        ]
        return [(name, query, weight) for name, query, weight in queries if query]


def words(text: str) -> list[str]:
    """The words of a text worth matching, lower-cased, in order, without repeats."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(text.lower()):
        if len(word) >= 2 and not word.isdigit() and word not in IGNORED_WORDS:
            seen.setdefault(word, None)
    return list(seen)


def profile_terms(fields: Mapping[str, str]) -> ProfileTerms:
    """The ranking's queries for a profile's sent fields (a dict like match_fields())."""
    role = fields.get("desired_role", "")
    phrases = [tuple(words(phrase)) for phrase in _ROLE_SEPARATOR.split(role)]
    strong = words(role + " " + fields.get("skills", ""))
    other_text = " ".join(
        fields.get(name, "") for name in ("headline", "experience", "work_preferences")
    )
    other = [word for word in words(other_text) if word not in set(strong)]
    return ProfileTerms(
        role_phrases=tuple(dict.fromkeys(p for p in phrases if p))[:MAX_ROLE_PHRASES],
        strong_words=tuple((word,) for word in strong[:MAX_STRONG_WORDS]),
        other_words=tuple((word,) for word in other[:MAX_OTHER_WORDS]),
    )


def candidates(seeker: User, query: Query) -> QuerySet[Job]:
    """The newest open jobs sharing one of the terms that the seeker has not applied to or
    dismissed, at most CANDIDATES of them."""
    jobs = (
        Job.objects.open()
        .exclude(applications__seeker=seeker)
        .exclude(dismissals__seeker=seeker)
    )
    if connection.vendor == "postgresql":
        jobs = jobs.alias(document=document_vector).filter(document=_pg_query(query))
    else:
        match = RawSQL(
            f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s", [_fts_query(query)]
        )
        jobs = jobs.filter(id__in=match)
    return jobs.order_by("-posted_at", "-id")[:CANDIDATES]


def ranked_job_ids(profile: Profile) -> list[int]:
    """The ids of the jobs for this profile, best first (at most CANDIDATES)."""
    terms = profile_terms(profile.match_fields())
    if not terms:
        return []
    pool = candidates(profile.user, terms.candidate_query)
    if connection.vendor == "postgresql":
        return _rank_postgresql(pool, terms)
    if connection.vendor == "sqlite":
        return _rank_sqlite(pool, terms)
    return list(pool.values_list("id", flat=True))  # any other backend: newest first


def _pg_query(query: Query) -> SearchQuery:
    text = " | ".join("(" + " & ".join(group) + ")" for group in query)
    return SearchQuery(text, search_type="raw", config=SEARCH_CONFIG)


def _rank_postgresql(pool: QuerySet[Job], terms: ProfileTerms) -> list[int]:
    # Normalisation 1 divides by 1 + log(document length): a long posting does not win by
    # repeating words.
    score = sum(
        (
            weight
            * SearchRank(F("document"), _pg_query(words), cover_density=True, normalization=1)
            for _, words, weight in terms.weighted()
        ),
        start=Value(0.0),
    )
    ranked = (
        Job.objects.filter(id__in=pool.values("id"))
        .alias(document=document_vector)
        .annotate(score=score)
        .order_by("-score", "-posted_at", "-id")
    )
    return list(ranked.values_list("id", flat=True))


def _fts_query(query: Query) -> str:
    def group(words: tuple[str, ...]) -> str:
        quoted = " ".join(f'"{word}"' for word in words)
        return quoted if len(words) == 1 else f"NEAR({quoted}, {NEAR_DISTANCE})"

    return " OR ".join(group(words) for words in query)


def _rank_sqlite(pool: QuerySet[Job], terms: ProfileTerms) -> list[int]:
    pool_sql, pool_params = pool.values("id", "posted_at").query.sql_with_params()
    weights = ", ".join(str(weight) for weight in BM25_WEIGHTS)
    # bm25() is negative, lower is better. Each term set is ranked in one pass over its own
    # matches (MATERIALIZED), never once per candidate: FTS5 counts every term's documents
    # anew for each query it runs.
    parts = [f"WITH pool AS MATERIALIZED ({pool_sql})"]
    params: list = list(pool_params)
    joins, score = [], []
    for name, words, weight in terms.weighted():
        parts.append(
            f", {name} AS MATERIALIZED (SELECT rowid AS id, bm25({FTS_TABLE}, {weights}) AS score"
            f" FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s)"
        )
        params.append(_fts_query(words))
        joins.append(f"LEFT JOIN {name} ON {name}.id = pool.id")
        score.append(f"{weight} * COALESCE({name}.score, 0)")
    sql = (
        " ".join(parts)
        + f" SELECT pool.id FROM pool {' '.join(joins)}"
        + f" ORDER BY {' + '.join(score)}, pool.posted_at DESC, pool.id DESC"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return [row[0] for row in cursor.fetchall()]
