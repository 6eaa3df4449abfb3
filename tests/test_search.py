import html
import re

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


CARD_TITLE = re.compile(r'<li class="job-card">\s*<h2><a href="[^"]*">([^<]*)</a></h2>')


def page_titles(response):
    """The job titles the page shows, in order."""
    assert response.status_code == 200
    return [html.unescape(title) for title in CARD_TITLE.findall(response.content.decode())]


def titles(client, **params):
    return page_titles(client.get(reverse("home"), params))


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
    assert len(page_titles(first)) == 20
    assert "page=2" in first.content.decode() and "q=job" in first.content.decode()
    second = client.get(reverse("home"), {"q": "job", "page": 2})
    assert page_titles(second) == [f"Job {n:02d}" for n in range(4, -1, -1)]
    assert client.get(reverse("home"), {"page": "999"}).status_code == 200


def test_queryset_search_method(jobs):
    assert set(Job.objects.search("java")) == {jobs["java"], jobs["closed"]}
    assert set(Job.objects.open().search("java")) == {jobs["java"], jobs["closed"]}
    jobs["closed"].close()
    assert set(Job.objects.open().search("java")) == {jobs["java"]}


def result_count(response) -> str:
    """The results heading, as one line of text."""
    match = re.search(
        r'<p class="result-count" role="status">(.*?)</p>', response.content.decode(), re.S
    )
    assert match, "no results heading"
    return " ".join(html.unescape(match.group(1)).split())


def test_the_count_is_exact_up_to_what_the_pages_show_and_a_bound_beyond(
    client, make_job, recruiter, monkeypatch
):
    from jobportal import listing

    monkeypatch.setattr(listing, "MAX_PAGES", 2)  # the pages show at most 40 jobs
    for n in range(40):
        make_job(recruiter, title=f"Job {n:02d}")
    assert result_count(client.get(reverse("home"))) == "40 open jobs · page 1 of 2"
    assert result_count(client.get(reverse("home"), {"q": "job"})) == (
        "40 open jobs match “job” · page 1 of 2"
    )
    make_job(recruiter, title="Job 40")
    assert result_count(client.get(reverse("home"))) == "More than 40 open jobs · page 1 of 2"
    assert result_count(client.get(reverse("home"), {"q": "job"})) == (
        "More than 40 open jobs match “job” · page 1 of 2"
    )
    last = client.get(reverse("home"), {"page": 99})  # past the last page: the last page
    assert page_titles(last) == [f"Job {n:02d}" for n in range(20, 0, -1)]
    assert (
        "These are the newest 40 matching jobs. Add keywords or filters" in last.content.decode()
    )
    assert (
        result_count(client.get(reverse("home"), {"q": "job 07"})) == "1 open job matches “job 07”"
    )
    assert result_count(client.get(reverse("home"), {"q": "nothing"})) == (
        "0 open jobs match “nothing”"
    )


def test_the_count_at_a_thousand_jobs_reads_as_a_bound(client, make_job, recruiter):
    from jobportal.listing import JobPaginator

    for n in range(3):
        make_job(recruiter, title=f"Job {n}")
    paginator = JobPaginator(Job.objects.open().newest_first())
    assert (paginator.count, paginator.is_bounded, paginator.bound) == (3, False, 1000)


@pytest.mark.parametrize("max_pages, pages", [(1, 1), (3, 2)], ids=["many matches", "few matches"])
def test_both_ways_of_paging_show_the_newest_first(
    client, make_job, recruiter, monkeypatch, max_pages, pages
):
    """With more matches than the count goes to, the page is read through the newest-first
    index; with fewer, the matches are sorted. Both give the same order, ties by newest id."""
    from datetime import timedelta

    from django.utils import timezone

    from jobportal import listing

    monkeypatch.setattr(listing, "MAX_PAGES", max_pages)
    start = timezone.now() - timedelta(days=30)
    for n, day in enumerate(
        [5, 1, 9, 1, 3, 9, 0, 7, 2, 2, 8, 4, 6, 1, 5, 3, 0, 9, 7, 6, 4, 8, 2, 5, 1]
    ):
        make_job(recruiter, title=f"Job {n:02d}", posted_at=start + timedelta(days=day))
    expected = [job.title for job in Job.objects.open().newest_first()]
    shown = []
    for number in range(1, pages + 1):
        shown += page_titles(client.get(reverse("home"), {"q": "job", "page": number}))
    assert shown == expected[: 20 * max_pages]


def test_location_filter_uses_the_trigram_index_on_postgresql(jobs):
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("a PostgreSQL index")
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'job_location_trgm'")
        (definition,) = cursor.fetchone()
    assert "gin_trgm_ops" in definition and "upper((location)::text)" in definition


# -- Terms that are more than letters, and text written without spaces --------------------


@pytest.fixture
def tech_jobs(make_job, recruiter):
    def job(title, description):
        return make_job(recruiter, title=title, description=description, requirements="")

    return {
        "cpp": job("Embedded Engineer", "Firmware in C++17 for sensors."),
        "csharp": job("Game Developer", "Gameplay code in C# and Unity."),
        "c": job("Kernel Hacker", "Linux drivers in plain C."),
        "dotnet": job("Backend Developer", "Services on .NET 8 with SQL Server."),
        "aspnet": job("Web Developer", "Pages with ASP.NET Core MVC."),
        "network": job("Network Engineer", "Routers and the office network."),
        "node": job("API Developer", "REST services in Node.js and TypeScript."),
        "cicd": job("Platform Engineer", "Own the CI/CD pipelines and the build farm."),
        "cd": job("Release Manager", "Plan CD releases with the CI team."),
        "kafka": job("数据工程师", "负责基于Kafka的实时数据管道建设。"),
        "japanese": job("データエンジニア", "東京オフィスでデータ基盤を開発します。"),
    }


@pytest.mark.parametrize(
    "query, expected",
    [
        ("C++", {"cpp"}),
        ("c++ firmware", {"cpp"}),
        ("C#", {"csharp"}),
        ("c#,", {"csharp"}),
        ("Ｃ＋＋", {"cpp"}),  # full-width, as a Chinese or Japanese keyboard types it
        (".NET", {"dotnet", "aspnet"}),
        ("ASP.NET", {"aspnet"}),
        ("network", {"network"}),  # not ".NET"
        ("Node.js", {"node"}),
        ("node", {"node"}),
        ("CI/CD", {"cicd"}),
        ("ci", {"cicd", "cd"}),
        # Chinese and Japanese: from the start and from the middle of an unbroken run.
        ("负责基于Kafka", {"kafka"}),
        ("数据管道", {"kafka"}),
        ("实时", {"kafka"}),
        ("数据工程", {"kafka"}),  # in the title
        ("管数", set()),  # the same characters, in another order
        ("データ基盤", {"japanese"}),
        ("東京", {"japanese"}),
    ],
)
def test_terms_with_symbols_and_cjk_text_are_searchable_as_themselves(
    client, tech_jobs, query, expected
):
    found = set(titles(client, q=query))
    assert found == {tech_jobs[key].title for key in expected}


def test_searching_c_alone_is_not_searching_c_plus_plus(client, tech_jobs):
    # "C" is a prefix search like any word; what matters is that C++ and C# do not reduce to it.
    assert "Kernel Hacker" in titles(client, q="c")
    assert "Kernel Hacker" not in titles(client, q="c++")
    assert "Kernel Hacker" not in titles(client, q="c#")


def test_search_text_rules_read_the_same_in_python_and_postgresql(db):
    """PostgreSQL computes the stored column with the rules in SQL; the query side applies
    them in Python. Both must turn every text into the same words."""
    from django.db import connection

    from jobportal.search import searchable_text, searchable_text_sql

    if connection.vendor != "postgresql":
        pytest.skip("the SQL form of the rules runs on PostgreSQL")
    samples = [
        "C++17, C#, F# and .NET 8 (ASP.NET Core); Node.js/TypeScript; CI/CD",
        "负责基于Kafka的实时数据管道 · データ基盤 · 한국어 텍스트 · Ｃ＋＋",
        "e-mail me@example.com, see https://example.net/jobs?id=3 ... or .io",
        "quotes \"double\" 'single' `back` [brackets] {braces} \\ | ~ ^ % $ &",
        "",
    ]
    # The rules hold "%" (a punctuation character): doubled, as the driver's placeholders expect.
    query = f"SELECT {searchable_text_sql('value').replace('%', '%%')} FROM (SELECT %s::text AS value) AS t"
    with connection.cursor() as cursor:
        for sample in samples:
            cursor.execute(query, [sample])
            assert cursor.fetchone()[0] == searchable_text(sample), sample


def test_search_works_inside_a_subquery(tech_jobs):
    # The stored column follows its table when the search becomes a subquery.
    matching = Job.objects.filter(pk__in=Job.objects.search("kafka").values("pk"))
    assert list(matching) == [tech_jobs["kafka"]]


def test_postgresql_searches_the_stored_column_with_its_gin_index(tech_jobs):
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("a PostgreSQL column")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT is_generated, data_type FROM information_schema.columns "
            "WHERE table_name = 'jobportal_job' AND column_name = 'search_vector'"
        )
        assert cursor.fetchone() == ("ALWAYS", "tsvector")
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'job_search_vector'")
        assert "gin (search_vector)" in cursor.fetchone()[0]
        cursor.execute("SELECT count(*) FROM pg_indexes WHERE indexname = 'job_search_gin'")
        assert cursor.fetchone()[0] == 0  # the old expression index is gone
        sql, params = Job.objects.search("kafka").query.sql_with_params()
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute(f"EXPLAIN {sql}", params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "job_search_vector" in plan and "to_tsvector" not in plan
