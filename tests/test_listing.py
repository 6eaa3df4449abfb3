"""The job list's results cache: served from the cache, and never out of date after a change."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from jobportal.models import Job
from tests.test_search import page_titles, result_count

pytestmark = pytest.mark.django_db

DEAD_REDIS = {
    "BACKEND": "jobportal.cache_backends.FailOpenRedisCache",
    "LOCATION": "redis://127.0.0.1:1/0",  # nothing listens on port 1
    "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
}


def job_queries(client, params=None) -> list[str]:
    """The SQL that reads jobs while the job list answers."""
    with CaptureQueriesContext(connection) as captured:
        response = client.get(reverse("home"), params or {})
    assert response.status_code == 200
    return [q["sql"] for q in captured.captured_queries if '"jobportal_job"' in q["sql"]]


def test_the_same_search_again_is_served_from_the_cache(client, make_job, recruiter):
    make_job(recruiter, title="Java Engineer")
    assert job_queries(client, {"q": "java"})  # the first asks the database
    assert job_queries(client, {"q": "java"}) == []  # the second does not
    assert job_queries(client, {"q": "java", "page": "2"})  # another page is another question
    assert job_queries(client, {"q": "kotlin"})  # and so is another search


def test_the_cache_can_be_turned_off(client, make_job, recruiter, settings):
    settings.JOB_LIST_CACHE_SECONDS = 0
    make_job(recruiter, title="Java Engineer")
    assert job_queries(client) and job_queries(client)
    assert page_titles(client.get(reverse("home"))) == ["Java Engineer"]


def test_a_posted_job_is_listed_at_once(client, recruiter_client, make_job, recruiter):
    make_job(recruiter, title="Java Engineer")
    assert page_titles(client.get(reverse("home"))) == ["Java Engineer"]
    assert page_titles(client.get(reverse("home"), {"q": "kotlin"})) == []

    response = recruiter_client.post(
        reverse("jobportal:job_create"),
        {
            "title": "Kotlin Developer",
            "company": "Northwind Payments",
            "location": "Berlin",
            "work_mode": "remote",
            "employment_type": "full-time",
            "description": "Android apps in Kotlin.",
            "salary_currency": "EUR",
        },
    )
    assert response.status_code == 302

    assert page_titles(client.get(reverse("home"))) == ["Kotlin Developer", "Java Engineer"]
    assert page_titles(client.get(reverse("home"), {"q": "kotlin"})) == ["Kotlin Developer"]
    assert result_count(client.get(reverse("home"))) == "2 open jobs"


def test_an_edited_job_shows_its_new_text_at_once(client, recruiter_client, make_job, recruiter):
    job = make_job(
        recruiter, title="Java Engineer", description="Build Java APIs.", requirements="Java"
    )
    assert page_titles(client.get(reverse("home"), {"q": "java"})) == ["Java Engineer"]
    assert page_titles(client.get(reverse("home"), {"q": "scala"})) == []

    form = {
        field: getattr(job, field)
        for field in ("company", "location", "work_mode", "employment_type", "salary_currency")
    }
    response = recruiter_client.post(
        reverse("jobportal:job_edit", args=[job.pk]),
        {
            **form,
            "title": "Scala Engineer",
            "description": "Build Scala services.",
            "requirements": "Scala",
        },
    )
    assert response.status_code == 302

    assert page_titles(client.get(reverse("home"), {"q": "java"})) == []
    assert page_titles(client.get(reverse("home"), {"q": "scala"})) == ["Scala Engineer"]
    assert page_titles(client.get(reverse("home"))) == ["Scala Engineer"]


def test_a_closed_job_leaves_the_list_at_once_and_a_reopened_one_returns(
    client, recruiter_client, make_job, recruiter
):
    keep = make_job(recruiter, title="Data Analyst", description="Dashboards.", requirements="")
    job = make_job(recruiter, title="Java Engineer")
    assert page_titles(client.get(reverse("home"))) == ["Java Engineer", "Data Analyst"]
    assert page_titles(client.get(reverse("home"), {"q": "java"})) == ["Java Engineer"]

    assert recruiter_client.post(reverse("jobportal:job_close", args=[job.pk])).status_code == 302
    assert page_titles(client.get(reverse("home"))) == ["Data Analyst"]
    assert page_titles(client.get(reverse("home"), {"q": "java"})) == []
    assert result_count(client.get(reverse("home"))) == "1 open job"

    job.closed_at = None  # reopened: whichever way it happens, it goes through save()
    job.save()
    assert page_titles(client.get(reverse("home"))) == ["Java Engineer", "Data Analyst"]
    keep.delete()
    assert page_titles(client.get(reverse("home"))) == ["Java Engineer"]


def test_without_redis_the_list_is_rendered_afresh(client, make_job, recruiter, settings, caplog):
    settings.CACHES = {**settings.CACHES, "template_fragments": DEAD_REDIS}
    make_job(recruiter, title="Java Engineer")  # the version cannot be changed: no error
    for _ in range(2):
        assert page_titles(client.get(reverse("home"), {"q": "java"})) == ["Java Engineer"]
    assert "fragment cache unreachable: ConnectionError" in caplog.text
    assert "127.0.0.1:1" not in caplog.text
    assert Job.objects.count() == 1
