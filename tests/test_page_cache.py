"""Whole job-list pages cached for visitors who are not signed in (jobportal/page_cache.py).

That a new, edited, closed or reopened job shows at once is tested in test_listing.py, through
the same pages.
"""

import pytest
from django.contrib.messages import constants
from django.contrib.messages.storage.base import Message
from django.contrib.messages.storage.cookie import CookieStorage
from django.db import connection
from django.http import HttpResponse
from django.middleware.csrf import get_token
from django.test import Client, RequestFactory
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from jobportal.page_cache import is_storable
from tests.test_search import page_titles

pytestmark = pytest.mark.django_db


def page_queries(captured: CaptureQueriesContext) -> list[str]:
    """The queries that rendering asked (without SQLite's own cache table, under make run)."""
    return [q["sql"] for q in captured.captured_queries if '"django_cache"' not in q["sql"]]


def rendered(client, params=None) -> bool:
    """Whether the job list was rendered for this request (not served as it was stored)."""
    response = client.get(reverse("home"), params or {})
    assert response.status_code == 200
    return bool(response.templates)


def test_a_visitor_gets_the_same_page_again_without_a_query(make_job, recruiter):
    make_job(recruiter, title="Java Engineer")
    visitor = Client()
    first = visitor.get(reverse("home"), {"q": "java"})
    with CaptureQueriesContext(connection) as captured:
        again = Client().get(reverse("home"), {"q": "java"})
    assert page_queries(captured) == []
    assert again.templates == []  # nothing rendered
    assert again.content == first.content
    assert again["Content-Type"] == "text/html; charset=utf-8"
    assert "Content-Security-Policy" in again  # the middleware still runs on a cached page


def test_parameters_the_page_ignores_share_one_copy_and_every_box_counts(make_job, recruiter):
    make_job(recruiter, title="Java Engineer", location="Berlin")
    visitor = Client()
    assert rendered(visitor, {"q": "java"})
    assert not rendered(visitor, {"q": "java"})
    assert not rendered(visitor, {"q": "java", "utm_source": "newsletter"})
    assert rendered(visitor, {"q": "java", "page": "1"})  # shows the same, but asked otherwise
    assert rendered(visitor, {"q": "java", "location": "berlin"})
    assert rendered(visitor, {"q": "java", "work_mode": "bogus"})  # shown as typed: its own copy


def test_signed_in_people_never_get_a_visitors_page_nor_give_theirs(
    seeker_client, make_job, recruiter
):
    make_job(recruiter, title="Java Engineer")
    visitor = Client()
    assert b"Log in" in visitor.get(reverse("home")).content
    page = seeker_client.get(reverse("home"))
    assert b"Log out" in page.content and b"Log in" not in page.content
    assert rendered(seeker_client)  # for them, each time
    assert rendered(seeker_client)
    assert b"Log out" not in visitor.get(reverse("home")).content


def test_a_message_is_shown_once_and_never_cached(make_job, recruiter):
    make_job(recruiter, title="Java Engineer")
    visitor = Client()
    visitor.get(reverse("home"))  # the plain page is in the cache
    storage = CookieStorage(RequestFactory().get("/"))
    visitor.cookies["messages"] = storage._encode([Message(constants.INFO, "Signed out.")])
    assert b"Signed out." in visitor.get(reverse("home")).content
    assert b"Signed out." not in visitor.get(reverse("home")).content
    assert b"Signed out." not in Client().get(reverse("home")).content


def test_the_cache_off_renders_every_time(make_job, recruiter, settings):
    settings.JOB_LIST_CACHE_SECONDS = 0
    make_job(recruiter, title="Java Engineer")
    visitor = Client()
    assert rendered(visitor) and rendered(visitor)
    assert page_titles(visitor.get(reverse("home"))) == ["Java Engineer"]


def test_a_page_that_carries_a_csrf_token_or_sets_a_cookie_is_not_stored():
    request = RequestFactory().get("/")
    assert is_storable(request, HttpResponse("ok"))
    get_token(request)  # a form on the page: the token is this visitor's
    assert not is_storable(request, HttpResponse("ok"))

    with_cookie = HttpResponse("ok")
    with_cookie.set_cookie("theme", "dark")
    assert not is_storable(RequestFactory().get("/"), with_cookie)
    assert not is_storable(RequestFactory().get("/"), HttpResponse("no", status=404))
