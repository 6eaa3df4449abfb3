"""The job list and search pages at scale: a bounded count, paging that suits the number of
matches, and a cache of the rendered results that every change to a job invalidates.

Counting: an exact COUNT of 30,000 matching jobs scans them all on every page view (90 ms at
100,000 jobs on PostgreSQL). The pages never show more than MAX_PAGES x JOBS_PER_PAGE jobs, so
the count stops one past that: exact up to 1,000, "more than 1,000" beyond.

Paging: with many matches, walking the newest-first index finds a page after a few dozen rows.
With few, that walk reads the whole table (PostgreSQL cannot estimate a rare prefix term well,
and may try it anyway: 800 ms for "fortran" at 100,000 jobs), while reading the few matches
and sorting them costs next to nothing. The bounded count says which case this is, so the
page is fetched the way that suits it.

Caching: the results part of the page (count, cards, pages) is the same for everyone who asks
the same question, so it is cached per search (template_fragments cache, see settings). Every
key carries the jobs' version, which changes whenever a job is saved or deleted: the next
request after a change renders afresh.
"""

from __future__ import annotations

import logging
import uuid
from typing import TYPE_CHECKING, Any

from django.core.cache import caches
from django.core.paginator import Page, Paginator
from django.db import transaction
from django.utils.functional import cached_property

if TYPE_CHECKING:
    from jobportal.models import JobQuerySet

logger = logging.getLogger(__name__)

JOBS_PER_PAGE = 20
MAX_PAGES = 50
VERSION_KEY = "jobs:version"


def count_limit() -> int:
    """How far the count goes: as many jobs as the pages can show."""
    return MAX_PAGES * JOBS_PER_PAGE


class JobPaginator(Paginator):
    """Newest first, at most MAX_PAGES pages (a deep OFFSET reads and discards every row before
    it), and a count that stops at count_limit() + 1."""

    def __init__(
        self,
        jobs: JobQuerySet,
        per_page: int = JOBS_PER_PAGE,
        *,
        newest_first_walk: JobQuerySet | None = None,
        **kwargs: Any,
    ) -> None:
        """`jobs`: newest first. `newest_first_walk`: the same jobs, filtered in the form a
        database reads best by walking the newest-first index (used when there are many
        matches; see search.filter_jobs). By default, `jobs` itself."""
        super().__init__(jobs, per_page, **kwargs)
        self.jobs = jobs
        self.newest_first_walk = jobs if newest_first_walk is None else newest_first_walk

    @cached_property
    def count(self) -> int:
        return self.jobs.order_by()[: count_limit() + 1].count()

    @property
    def is_bounded(self) -> bool:
        """True when there are more matches than the count went to: show it as a bound."""
        return self.count > count_limit()

    @property
    def bound(self) -> int:
        return count_limit()

    @cached_property
    def num_pages(self) -> int:
        return min(super().num_pages, MAX_PAGES)

    @property
    def reachable(self) -> int:
        """How many of the matching jobs the pages show."""
        return min(self.count, self.num_pages * self.per_page)

    def page(self, number: int | str) -> Page:
        number = self.validate_number(number)
        bottom = (number - 1) * self.per_page
        top = bottom + self.per_page
        if self.is_bounded:
            # Many matches: the newest-first index finds them after a short walk.
            return Page(self.newest_first_walk[bottom:top], number, self)
        # Few matches (all of them counted): read their dates, sort, fetch one page.
        newest_first = sorted(self.jobs.order_by().values_list("posted_at", "pk"), reverse=True)
        ids = [pk for _, pk in newest_first[bottom:top]]
        return Page(list(self.jobs.filter(pk__in=ids)), number, self)


# -- The results cache -------------------------------------------------------------------------


def results_cache():
    """The cache Django's {% cache %} tag uses (settings: template_fragments)."""
    return caches["template_fragments"]


def jobs_version() -> str:
    """The current version of the jobs; part of every cached results key."""
    cache = results_cache()
    version = cache.get(VERSION_KEY)
    if version is None:
        version = uuid.uuid4().hex
        if not cache.add(VERSION_KEY, version, timeout=None):
            version = cache.get(VERSION_KEY) or version
    return version


def jobs_changed() -> None:
    """Every cached results page is out of date: the next request renders afresh."""

    def new_version() -> None:
        results_cache().set(VERSION_KEY, uuid.uuid4().hex, timeout=None)

    # Now, so this process's next request sees the change; and again after the commit, so a
    # request that read the old rows between the two cannot keep its page under the new
    # version. Outside a transaction both run at once.
    new_version()
    transaction.on_commit(new_version)


def job_saved_or_deleted(sender, **kwargs) -> None:
    """post_save / post_delete of Job. A signal rather than calls in the views, because jobs
    also change in the admin, in commands, and in views yet to be written; any of them
    forgetting to invalidate would show a closed job as open."""
    jobs_changed()


class JobResults:
    """One page of results for a search form. The database is asked only when the template
    reads `page`, which it does only when the results are not in the cache."""

    def __init__(self, form, page_number: str | None) -> None:
        self.form = form
        self.page_number = page_number

    @cached_property
    def page(self) -> Page:
        from jobportal.models import Job

        jobs = self.form.filter(Job.objects.open()).newest_first()
        walk = self.form.filter(Job.objects.open(), newest_first_walk=True).newest_first()
        return JobPaginator(jobs, newest_first_walk=walk).get_page(self.page_number)

    @cached_property
    def link_query(self) -> str:
        """The search as a query string, for the links to other pages."""
        return self.form.as_query_string()

    @cached_property
    def cache_key(self) -> str:
        return f"{jobs_version()}|{self.form.cache_key()}|{self.page_number or ''}"
