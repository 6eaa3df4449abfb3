"""Full-text keyword search over jobs, on the database's own index.

A plain `icontains` over four text columns scans every row; at 100,000 jobs that is what makes
a job board slow. So each backend searches an index of its own:

- PostgreSQL: a GIN index on `to_tsvector('english', title || company || description ||
  requirements)`, queried with prefix terms (`engineer:*`), so "engineers" finds "engineering".
- SQLite: an FTS5 table kept in step by triggers (created in migration 0002), queried with
  prefix terms (`"engineer"*`).

Both treat the search box the same way: words are AND-ed and each word matches as a prefix.
"""

import re
from typing import Any

from django.contrib.postgres.search import SearchQuery, SearchVector
from django.db import connection
from django.db.models import Q, QuerySet
from django.db.models.expressions import RawSQL

SEARCH_CONFIG = "english"
SEARCHED_FIELDS = ("title", "company", "description", "requirements")
MAX_TERMS = 8

# The exact expression the PostgreSQL index is built on: the query must use the same one,
# or the planner cannot use the index.
document_vector = SearchVector(*SEARCHED_FIELDS, config=SEARCH_CONFIG)

FTS_TABLE = "jobportal_job_fts"


def search_terms(text: str) -> list[str]:
    """The words of a search box, lower-cased: letters, digits and underscores only.

    Keeping only word characters means nothing typed can become query syntax in either
    backend (no FTS5 operators, no tsquery operators).
    """
    return re.findall(r"\w+", text.lower())[:MAX_TERMS]


def filter_jobs[JobsQuerySet: QuerySet[Any]](queryset: JobsQuerySet, text: str) -> JobsQuerySet:
    terms = search_terms(text)
    if not terms:
        return queryset
    if connection.vendor == "postgresql":
        query = SearchQuery(
            " & ".join(f"{term}:*" for term in terms), search_type="raw", config=SEARCH_CONFIG
        )
        return queryset.alias(search_document=document_vector).filter(search_document=query)
    if connection.vendor == "sqlite":
        match = " ".join(f'"{term}"*' for term in terms)
        ids = RawSQL(f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s", [match])
        return queryset.filter(id__in=ids)
    # Any other backend: correct but unindexed.
    for term in terms:
        any_field = Q()
        for field in SEARCHED_FIELDS:
            any_field |= Q(**{f"{field}__icontains": term})
        queryset = queryset.filter(any_field)
    return queryset
