"""Full-text keyword search over jobs, on the database's own index.

A plain `icontains` over four text columns scans every row; at 100,000 jobs that is what makes
a job board slow. So each backend searches an index of its own:

- PostgreSQL: a stored, generated `tsvector` column (`search_vector`) with its own GIN index,
  queried with prefix terms (`engineer:*`), so "engineers" finds "engineering". The column
  is computed once per write, never per row at query time.
- SQLite: an FTS5 table kept in step by triggers, queried with prefix terms (`"engineer"*`).

Both index the same text: `searchable_text()` of each field. It is where "C++", "C#",
".NET", "Node.js" and "CI/CD" stay searchable as themselves (both tokenizers would otherwise
drop the symbols and keep "c", or keep "node.js" as one host name), and where Chinese,
Japanese and Korean text, written without spaces, becomes one word per character, so a
phrase of characters matches anywhere in a field. The rules are written once, in the regular
expression syntax Python's `re` and PostgreSQL's `regexp_replace()` share: PostgreSQL computes
the column with them, SQLite's triggers call the Python function, and queries go through the
same function.

The search box: each term is AND-ed and matches as a prefix; a term that becomes several
words ("CI/CD", "数据管道") matches them as a phrase, in order.
"""

import re
import string
import unicodedata
from dataclasses import dataclass
from typing import Any

from django.contrib.postgres.search import SearchQuery, SearchVectorField
from django.db import connection
from django.db.models import BigIntegerField, Expression, Func, Q, QuerySet
from django.db.models.expressions import RawSQL

SEARCH_CONFIG = "english"
SEARCHED_FIELDS = ("title", "company", "description", "requirements")
MAX_TERMS = 8

VECTOR_COLUMN = "search_vector"
FTS_TABLE = "jobportal_job_fts"
# The SQL function SQLite's triggers call; registered on every connection (jobportal/apps.py).
SQLITE_FUNCTION = "searchable_text"

# Explicit ASCII classes, not \w: PostgreSQL's \w depends on the database's locale.
_ALNUM = "[0-9A-Za-z]"
# Scripts written without spaces: CJK radicals and symbols, kana, bopomofo, Han, Hangul,
# compatibility ideographs, half-width katakana, and the supplementary ideograph planes.
_CJK = (
    r"[\u2e80-\u2fdf\u3005-\u3007\u3021-\u3029\u3031-\u3035\u3040-\u30ff\u3100-\u312f"
    r"\u3190-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f"
    r"\U00020000-\U0003134f]"
)
# ASCII punctuation, every character escaped (a literal in both dialects, inside brackets).
_PUNCTUATION = "[" + "".join("\\" + char for char in string.punctuation) + "]"

# (pattern, replacement), applied in order to each field and to each search term.
TEXT_RULES: tuple[tuple[str, str], ...] = (
    # One word per CJK character: 数据管道 -> 数 据 管 道, searched as a phrase.
    (f"({_CJK})", r" \1 "),
    (f"({_ALNUM})\\+\\+", r"\1plusplus"),  # C++, Notepad++
    (f"({_ALNUM})#", r"\1sharp"),  # C#, F#
    # .NET at the start of a word, and as the end of ASP.NET, VB.NET: one word, "dotnet".
    (f"(^|[^0-9A-Za-z_.])\\.({_ALNUM})", r"\1dot\2"),
    (f"({_ALNUM})\\.([Nn][Ee][Tt])(?!{_ALNUM})", r"\1 dot\2"),
    # Any other punctuation separates words: Node.js -> node js, CI/CD -> ci cd.
    (_PUNCTUATION, " "),
)
_COMPILED_RULES = tuple((re.compile(pattern), replacement) for pattern, replacement in TEXT_RULES)


def searchable_text(value: str | None) -> str | None:
    """A field's text as the index sees it (and a search term as the query sees it)."""
    if value is None:
        return None
    # Compatibility forms first: full-width Ｃ＋＋ is C++, the ligature ﬁ is fi.
    value = unicodedata.normalize("NFKC", value)
    for pattern, replacement in _COMPILED_RULES:
        value = pattern.sub(replacement, value)
    return value


def searchable_text_sql(column: str) -> str:
    """The same rules as nested regexp_replace() calls, for PostgreSQL's generated column."""
    sql = f"normalize(coalesce({column}, ''), NFKC)"
    for pattern, replacement in TEXT_RULES:
        sql = f"regexp_replace({sql}, {_sql_string(pattern)}, {_sql_string(replacement)}, 'g')"
    return sql


def _sql_string(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def search_vector_sql() -> str:
    """The stored column's expression: the words of every field, in order. Unweighted (every
    word weight D), as ranking.py's ts_rank_cd figures were measured; weighting fields would
    change its order and needs a migration that rewrites the column."""
    return " || ".join(
        f"to_tsvector('{SEARCH_CONFIG}'::regconfig, {searchable_text_sql(field)})"
        for field in SEARCHED_FIELDS
    )


# -- The search box ----------------------------------------------------------------------------

# A term as typed: word characters, with the symbols that belong to names like C++, C#, .NET,
# Node.js, CI/CD or full-time kept inside it; leading and trailing punctuation is not part of it.
_TYPED_TERM = re.compile(r"\.?\w(?:[\w.+#/-]*[\w+#])?")
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class SearchTerm:
    typed: str  # as the user typed it (for the results heading)
    words: tuple[str, ...]  # the indexed words; more than one are matched as a phrase


def parse_query(text: str, limit: int | None = MAX_TERMS) -> list[SearchTerm]:
    """The terms of a search box, at most `limit`. Only words reach the database, so
    nothing typed can become query syntax in either backend."""
    terms = []
    for match in _TYPED_TERM.finditer(unicodedata.normalize("NFKC", text)):
        words = tuple(_WORD.findall((searchable_text(match.group()) or "").lower()))
        if words:
            terms.append(SearchTerm(match.group(), words))
    return terms[:limit]


def search_terms(text: str) -> list[str]:
    """Every indexed word the search box asks for, lower-cased."""
    return [word for term in parse_query(text) for word in term.words]


def tsquery_text(terms: list[SearchTerm]) -> str:
    """PostgreSQL: `word:*` per term, a phrase as `a <-> b:*`, all AND-ed."""
    return " & ".join(f"({' <-> '.join(term.words)}:*)" for term in terms)


def fts5_query_text(terms: list[SearchTerm]) -> str:
    """SQLite FTS5: `"word"*` per term, a phrase as `"a b"*`, all AND-ed."""
    return " ".join(f'"{" ".join(term.words)}"*' for term in terms)


def search_query(text: str) -> SearchQuery | None:
    """PostgreSQL: the search box as a tsquery, or None when it holds no words."""
    terms = parse_query(text)
    if not terms:
        return None
    return SearchQuery(tsquery_text(terms), search_type="raw", config=SEARCH_CONFIG)


class StoredSearchVector(Expression):
    """PostgreSQL: the job's stored `search_vector` column, for filters and ranking, e.g.
    `SearchRank(StoredSearchVector(), search_query(text))`. The column is not a model
    field, so that no ordinary query reads its few kilobytes per job."""

    output_field = SearchVectorField()

    def __init__(self, alias: str | None = None) -> None:
        super().__init__()
        self.alias = alias

    def resolve_expression(
        self, query=None, allow_joins=True, reuse=None, summarize=False, for_save=False
    ):
        # A column of the query's own table, relabelled with it when it becomes a subquery.
        return StoredSearchVector(query.get_initial_alias())

    def relabeled_clone(self, change_map):
        return StoredSearchVector(change_map.get(self.alias, self.alias))

    def as_sql(self, compiler, connection):
        if self.alias is None:
            raise ValueError("StoredSearchVector is used before it is resolved.")
        column = connection.ops.quote_name(VECTOR_COLUMN)
        return f"{compiler.quote_name(self.alias)}.{column}", []


document_vector = StoredSearchVector()


def filter_jobs[JobsQuerySet: QuerySet[Any]](
    queryset: JobsQuerySet, text: str, *, newest_first_walk: bool = False
) -> JobsQuerySet:
    """The jobs matching the search box. `newest_first_walk`: the caller knows there are many
    matches and reads one page newest first (see jobportal/listing.py)."""
    terms = parse_query(text)
    if not terms:
        return queryset
    if connection.vendor == "postgresql":
        # PostgreSQL's planner picks the better way itself once it knows the match count.
        query = SearchQuery(tsquery_text(terms), search_type="raw", config=SEARCH_CONFIG)
        return queryset.alias(search_document=StoredSearchVector()).filter(search_document=query)
    if connection.vendor == "sqlite":
        ids = RawSQL(
            f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s", [fts5_query_text(terms)]
        )
        if newest_first_walk:
            # SQLite takes the FTS rowids for a short list, looks each job up and sorts them
            # all: 30,000 matches cost 500 ms. A unary + keeps it from driving the query by
            # the list, so it reads the newest-first index and checks each job against it,
            # stopping after one page (a few ms). With few matches that walk would read the
            # whole table: there the list is right.
            walk_id = Func("id", template="+%(expressions)s", output_field=BigIntegerField())
            return queryset.alias(walk_id=walk_id).filter(walk_id__in=ids)
        return queryset.filter(id__in=ids)
    # Any other backend: correct but unindexed (each word anywhere, phrases not enforced).
    for word in (word for term in terms for word in term.words):
        any_field = Q()
        for field in SEARCHED_FIELDS:
            any_field |= Q(**{f"{field}__icontains": word})
        queryset = queryset.filter(any_field)
    return queryset


def register_sqlite_function(sender, connection, **kwargs) -> None:
    """connection_created: SQLite's FTS triggers call searchable_text() on every write."""
    if connection.vendor == "sqlite":
        connection.connection.create_function(
            SQLITE_FUNCTION, 1, searchable_text, deterministic=True
        )
