import pytest
from django.urls import reverse

from jobportal.models import Job

pytestmark = pytest.mark.django_db


@pytest.fixture
def jobs(make_job, recruiter):
    return {
        "java": make_job(
            recruiter,
            title="Java Engineer",
            location="Berlin, Germany",
            work_mode="hybrid",
            employment_type="full-time",
            description="Build secure Java APIs.",
            requirements="Spring Boot",
        ),
        "nurse": make_job(
            recruiter,
            title="Registered Nurse",
            company="St. Mary Clinic",
            location="London, UK",
            work_mode="onsite",
            employment_type="part-time",
            description="Care for patients on a surgical ward.",
            requirements="NMC registration",
        ),
        "data": make_job(
            recruiter,
            title="Data Analyst",
            location="Remote (EU)",
            work_mode="remote",
            employment_type="contract",
            description="Build dashboards in SQL and Python.",
            requirements="Experience with engineering teams",
        ),
        "closed": make_job(
            recruiter,
            title="Java Architect",
            location="Berlin, Germany",
            work_mode="hybrid",
            employment_type="full-time",
            description="Design Java systems.",
        ),
    }


def titles(client, **params):
    response = client.get(reverse("home"), params)
    assert response.status_code == 200
    return [job.title for job in response.context["page"].object_list]


def test_list_shows_open_jobs_newest_first(client, jobs):
    jobs["closed"].close()
    assert titles(client) == ["Data Analyst", "Registered Nurse", "Java Engineer"]


@pytest.mark.parametrize(
    "query, expected",
    [
        ("java", ["Java Engineer"]),  # title and description
        ("clinic", ["Registered Nurse"]),  # company
        ("surgical", ["Registered Nurse"]),  # description
        ("NMC", ["Registered Nurse"]),  # requirements
        ("spring boot", ["Java Engineer"]),  # every word must match
        ("java nurse", []),
        ("dashboard", ["Data Analyst"]),  # a prefix finds "dashboards"
        ("engineer", ["Data Analyst", "Java Engineer"]),  # "engineering" in requirements
        ('"java" OR nurse*', []),  # query syntax is not interpreted
    ],
)
def test_keyword_search(client, jobs, query, expected):
    jobs["closed"].close()
    assert titles(client, q=query) == expected


def test_search_ignores_punctuation_only_queries(client, jobs):
    assert len(titles(client, q="*** ()")) == 4


def test_closed_jobs_are_not_found(client, jobs):
    jobs["closed"].close()
    assert "Java Architect" not in titles(client, q="java")


def test_search_follows_edits(client, jobs):
    jobs["nurse"].description = "Care for patients in the cardiology unit."
    jobs["nurse"].save()
    assert titles(client, q="surgical") == []
    assert titles(client, q="cardiology") == ["Registered Nurse"]
    jobs["nurse"].delete()
    assert titles(client, q="cardiology") == []


@pytest.mark.parametrize(
    "params, expected",
    [
        ({"location": "berlin"}, ["Java Architect", "Java Engineer"]),
        ({"work_mode": "remote"}, ["Data Analyst"]),
        ({"work_mode": "onsite"}, ["Registered Nurse"]),
        ({"employment_type": "part-time"}, ["Registered Nurse"]),
        ({"employment_type": "contract"}, ["Data Analyst"]),
        (
            {"q": "java", "location": "Berlin", "work_mode": "hybrid"},
            ["Java Architect", "Java Engineer"],
        ),
        (
            {"work_mode": "not-a-mode"},
            ["Java Architect", "Data Analyst", "Registered Nurse", "Java Engineer"],
        ),
    ],
)
def test_filters(client, jobs, params, expected):
    assert titles(client, **params) == expected


def test_pagination(client, make_job, recruiter):
    for n in range(25):
        make_job(recruiter, title=f"Job {n:02d}")
    first = client.get(reverse("home"), {"q": "job"})
    assert len(first.context["page"].object_list) == 20
    assert "page=2" in first.content.decode() and "q=job" in first.content.decode()
    second = client.get(reverse("home"), {"q": "job", "page": 2})
    assert [j.title for j in second.context["page"].object_list] == [
        f"Job {n:02d}" for n in range(4, -1, -1)
    ]
    assert client.get(reverse("home"), {"page": "999"}).status_code == 200


def test_queryset_search_method(jobs):
    assert set(Job.objects.search("java")) == {jobs["java"], jobs["closed"]}
    assert set(Job.objects.open().search("java")) == {jobs["java"], jobs["closed"]}
    jobs["closed"].close()
    assert set(Job.objects.open().search("java")) == {jobs["java"]}


def test_paging_stops_at_fifty_pages_with_an_exact_count(client, make_job, recruiter, monkeypatch):
    from jobportal import views

    monkeypatch.setattr(views, "MAX_PAGES", 2)
    for n in range(45):
        make_job(recruiter, title=f"Job {n:02d}")
    last = client.get(reverse("home"), {"page": 99})
    page = last.context["page"]
    assert page.number == 2 and page.paginator.count == 45 and not page.has_next()
    text = last.content.decode()
    assert "45 open jobs" in text
    assert "These are the newest 40 of 45 jobs." in text


def test_location_filter_uses_the_trigram_index_on_postgresql(jobs):
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("a PostgreSQL index")
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'job_location_trgm'")
        (definition,) = cursor.fetchone()
    assert "gin_trgm_ops" in definition and "upper((location)::text)" in definition
