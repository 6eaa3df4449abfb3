"""Jobs that fit a seeker: open jobs ranked for their profile by the database's own ranking.

The query is made of the seeker's sent profile fields only (headline, desired role, skills,
experience, work preferences); name, contact details, salary and resume never take part. It
has three parts, each a weight on its rank:

- the desired role's phrases ("Shift lead or warehouse supervisor": "shift lead",
  "warehouse supervisor"), their words close together: ROLE_WEIGHT;
- any word of the desired role, or any skill ("Spring Boot", "health and safety": a skill
  named in a few words is matched as that phrase): STRONG_WEIGHT;
- any word of the headline, experience and work preferences, and spoken languages wherever
  they are: OTHER_WEIGHT.

Words are read with job search's own text rules (jobportal.search.parse_query), so "C++",
"CI/CD" and Chinese text are looked for as the index holds them. Each backend's full-text engine ranks them over the index job search uses
(jobportal/search.py): `ts_rank_cd` (cover density) on PostgreSQL, FTS5's `bm25()` on SQLite,
whose column weights also count a word in the job's title or requirements above one in its
description. A job must share a word of the desired role or a skill (any word, for a profile
with neither) to be listed; closed jobs and jobs the seeker applied to or dismissed are left
out.

Ranking costs time for every job it scores, so it looks at the RECENT_JOBS most recently posted
jobs (ids grow as jobs are posted): on a smaller board, all of them. What remains linear in the
size of the board is FTS5 counting each word's documents for bm25 (bench/bench_for_you.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db import connection
from django.db.models import F, QuerySet, Value
from django.db.models.expressions import RawSQL

from explain.checker import is_unspaced
from jobportal.models import Job, Profile, User
from jobportal.search import FTS_TABLE, SEARCH_CONFIG, document_vector, parse_query

ROLE_WEIGHT = 3  # the desired role's phrases, their words close together
STRONG_WEIGHT = 2  # any word of the desired role or the skills
OTHER_WEIGHT = 1  # any word of the headline, experience and work preferences
MAX_ROLE_PHRASES = 6
MAX_STRONG_WORDS = 30
MAX_OTHER_WORDS = 20
# A skill of up to this many words worth matching is a name, matched as a phrase ("Spring
# Boot" is not "Spring Term"); a longer one is prose, matched word by word.
MAX_SKILL_PHRASE = 4
# How far apart the words of a role phrase may be: "teacher for adults" in "English Teacher for
# Adults (Evenings)", but not "frontend" and "developer" two sentences apart.
NEAR_DISTANCE = 4
# The ranking looks at the most recently posted jobs, this many (open or not).
RECENT_JOBS = 2000

# bm25() column weights, in the FTS5 table's column order (title, company, description,
# requirements): the title says what the job is, the requirements what it needs, the company
# name little. (PostgreSQL's stored vector has no field labels: there every field counts the
# same.)
BM25_WEIGHTS = (4.0, 0.5, 1.0, 2.0)

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
    used use like e g eg ie via per incl people first
    """.split()
)


# Between the phrases of a desired role: "Shift lead or warehouse supervisor".
_ROLE_SEPARATOR = re.compile(r"[,;|()&]|\s(?:or|and)\s|\s/\s", re.IGNORECASE)
# Between the skills of a list: "Java (3 years), Spring Boot; health and safety\nLanguages: ...".
# "and" stays inside a skill ("health and safety", "pre- and post-operative care").
_SKILL_SEPARATOR = re.compile(r"[,;|()\[\]:\n•·]|\s/\s")

# A term is the words the index holds for something written in a profile (jobportal.search's
# text rules): "Java" is ("java",), "CI/CD" the phrase ("ci", "cd"), "普通话" ("普", "通", "话").
Term = tuple[str, ...]
# A group is one term, matched anywhere, or several (a role's phrase, "warehouse supervisor")
# matched close together. A query is a list of groups: a job matches it when it matches one.
Group = tuple[Term, ...]
Query = tuple[Group, ...]


# Spoken languages and their levels count with the other words even in the skills: jobs in
# every field ask for English or German, so sharing one says little about the field. So do
# the words around them in a list of skills ("Languages: ...", "Dutch (A2, learning)").
LANGUAGES = frozenset(
    """
    a1 a2 b1 b2 c1 c2 language languages learning
    english german french spanish portuguese italian dutch flemish polish czech slovak
    hungarian romanian bulgarian greek turkish russian ukrainian croatian serbian bosnian
    slovenian swedish norwegian danish finnish icelandic estonian latvian lithuanian irish
    welsh arabic hebrew persian farsi hindi urdu bengali punjabi tamil chinese mandarin
    cantonese japanese korean vietnamese thai indonesian malay tagalog swahili
    """.split()
)


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


def index_terms(text: str) -> list[Term]:
    """The terms of a text worth matching, as the index holds them, in order, without repeats.

    Only words reach the database (jobportal.search.parse_query), so nothing from a profile
    becomes query syntax in either backend.
    """
    seen: dict[Term, None] = {}
    for term in parse_query(text, limit=None):
        if any(_worth_matching(word) for word in term.words):
            seen.setdefault(term.words, None)
    return list(seen)


def skill_terms(skills: str) -> list[Term]:
    """The skills of a list, as terms: a skill of a few words is one phrase (its words in
    order, any ignored word inside kept: "health and safety"), with ignored words at either
    end left out ("basic AWS" is "aws"); a longer one is prose, each word its own term."""
    seen: dict[Term, None] = {}
    for item in _SKILL_SEPARATOR.split(skills):
        terms = [term.words for term in parse_query(item, limit=None)]
        worth = [i for i, words in enumerate(terms) if any(map(_worth_matching, words))]
        # A level is no part of a skill's name ("teaching adults from B1 to C1"), but a
        # spoken language is kept, as itself, for the other words.
        core = [i for i in worth if not set(terms[i]) <= LANGUAGES] or worth
        if not core:
            continue
        if len(core) > MAX_SKILL_PHRASE:
            for i in core:
                seen.setdefault(terms[i], None)
        else:
            phrase = tuple(word for words in terms[core[0] : core[-1] + 1] for word in words)
            seen.setdefault(phrase, None)
    return list(seen)


def _worth_matching(word: str) -> bool:
    if any(is_unspaced(char) for char in word):
        return True  # one character of a script written without spaces, in a phrase
    return len(word) >= 2 and not word.isdigit() and word not in IGNORED_WORDS


def profile_terms(fields: Mapping[str, str]) -> ProfileTerms:
    """The ranking's queries for a profile's sent fields (a dict like match_fields())."""
    role = fields.get("desired_role", "")
    phrases = [tuple(index_terms(phrase)) for phrase in _ROLE_SEPARATOR.split(role)]
    role_and_skills = list(
        dict.fromkeys(index_terms(role) + skill_terms(fields.get("skills", "")))
    )
    strong = [term for term in role_and_skills if not set(term) <= LANGUAGES]
    other_text = "\n".join(
        fields.get(name, "") for name in ("headline", "experience", "work_preferences")
    )
    languages = [term for term in role_and_skills if set(term) <= LANGUAGES]
    taken = set(strong)
    other = [
        term for term in dict.fromkeys(languages + index_terms(other_text)) if term not in taken
    ]
    return ProfileTerms(
        role_phrases=tuple(dict.fromkeys(p for p in phrases if p))[:MAX_ROLE_PHRASES],
        strong_words=tuple((term,) for term in strong[:MAX_STRONG_WORDS]),
        other_words=tuple((term,) for term in other[:MAX_OTHER_WORDS]),
    )


def window_start() -> int:
    """The id of the oldest job the ranking looks at: RECENT_JOBS back from the newest (ids
    grow as jobs are posted), or 0 on a smaller board."""
    ids = Job.objects.order_by("-id").values_list("id", flat=True)[RECENT_JOBS - 1 : RECENT_JOBS]
    return ids[0] if ids else 0


def candidates(seeker: User, query: Query, since_id: int) -> QuerySet[Job]:
    """The open jobs from id `since_id` on that share a group of the query, and that the
    seeker has not applied to or dismissed."""
    jobs = (
        Job.objects.open()
        .filter(id__gte=since_id)
        .exclude(applications__seeker=seeker)
        .exclude(dismissals__seeker=seeker)
    )
    if connection.vendor == "postgresql":
        return jobs.alias(document=document_vector).filter(document=_pg_query(query)).order_by()
    match = RawSQL(
        f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s AND rowid >= %s",
        [_fts_query(query), since_id],
    )
    return jobs.filter(id__in=match).order_by()


def ranked_job_ids(profile: Profile, since_id: int | None = None) -> list[int]:
    """The ids of the jobs for this profile, best first, from id `since_id` on (by default,
    the window of the RECENT_JOBS most recently posted jobs)."""
    terms = profile_terms(profile.match_fields())
    if not terms:
        return []
    if since_id is None:
        since_id = window_start()
    pool = candidates(profile.user, terms.candidate_query, since_id)
    if connection.vendor == "postgresql":
        return _rank_postgresql(pool, terms)
    if connection.vendor == "sqlite":
        return _rank_sqlite(pool, terms, since_id)
    return list(pool.order_by("-posted_at", "-id").values_list("id", flat=True))


def _pg_query(query: Query) -> SearchQuery:
    """`java | (warehouse & supervisor) | (ci <-> cd)`: a group's terms AND-ed (cover density
    ranks them higher the closer they are), a term's words as a phrase."""
    text = " | ".join(
        "(" + " & ".join("(" + " <-> ".join(term) + ")" for term in group) + ")" for group in query
    )
    return SearchQuery(text, search_type="raw", config=SEARCH_CONFIG)


def _rank_postgresql(pool: QuerySet[Job], terms: ProfileTerms) -> list[int]:
    # Normalisation 1 divides by 1 + log(document length): a long posting does not win by
    # repeating words.
    score = sum(
        (
            weight
            * SearchRank(
                F("document"),
                _pg_query(query),
                cover_density=True,
                normalization=1,
            )
            for _, query, weight in terms.weighted()
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
    """`"java" OR NEAR("warehouse" "supervisor", 4) OR "ci cd"`: a term is an FTS5 phrase."""

    def group(terms: Group) -> str:
        phrases = " ".join('"' + " ".join(term) + '"' for term in terms)
        return phrases if len(terms) == 1 else f"NEAR({phrases}, {NEAR_DISTANCE})"

    return " OR ".join(group(terms) for terms in query)


def _rank_sqlite(pool: QuerySet[Job], terms: ProfileTerms, since_id: int) -> list[int]:
    pool_sql, pool_params = pool.values("id", "posted_at").query.sql_with_params()
    weights = ", ".join(str(weight) for weight in BM25_WEIGHTS)
    # bm25() is negative, lower is better. Each term set is scored in one FTS5 query over the
    # window (`rowid >=`), never once per candidate: FTS5 counts each term's documents in
    # the whole index once per query (bm25's IDF), and that count is the costly part.
    scored = ["SELECT id, 0.0, posted_at, 1 FROM pool"]
    params: list = list(pool_params)
    for _, query, weight in terms.weighted():
        scored.append(
            f"SELECT rowid, {weight} * bm25({FTS_TABLE}, {weights}), NULL, 0 FROM {FTS_TABLE}"
            f" WHERE {FTS_TABLE} MATCH %s AND rowid >= %s"
        )
        params += [_fts_query(query), since_id]
    sql = (
        f"WITH pool AS MATERIALIZED ({pool_sql}),"
        f" scored(id, score, posted_at, in_pool) AS ({' UNION ALL '.join(scored)})"
        " SELECT id FROM scored GROUP BY id HAVING MAX(in_pool) = 1"
        " ORDER BY SUM(score), MAX(posted_at) DESC, id DESC"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return [row[0] for row in cursor.fetchall()]
