import re

import pytest
from django.urls import reverse

from jobportal.models import Job

pytestmark = pytest.mark.django_db


def job_data(**overrides):
    data = {
        "title": "Platform Engineer",
        "company": "Northwind Payments",
        "location": "Remote (EU)",
        "work_mode": "remote",
        "employment_type": "full-time",
        "description": "Run our Kubernetes clusters.\nWrite Terraform modules.",
        "requirements": "Linux; Python scripting",
        "salary_min": "60000",
        "salary_max": "80000",
        "salary_currency": "eur",
    }
    data.update(overrides)
    return data


def test_recruiter_posts_a_job(recruiter_client, recruiter):
    form_page = recruiter_client.get(reverse("jobportal:job_create"))
    assert 'value="Northwind Payments"' in form_page.content.decode()  # company prefilled
    response = recruiter_client.post(reverse("jobportal:job_create"), job_data())
    job = Job.objects.get()
    assert response.status_code == 302 and response.url == job.get_absolute_url()
    assert job.owner == recruiter and job.is_open and job.salary_currency == "EUR"


def test_job_form_shows_errors(recruiter_client):
    response = recruiter_client.post(
        reverse("jobportal:job_create"),
        job_data(title="", description="x" * 10_001, salary_min="90000", salary_max="50000"),
    )
    assert response.status_code == 200
    page = response.content.decode()
    assert "This field is required." in page
    assert "Ensure this value has at most 10000 characters (it has 10001)." in page
    assert "“Salary from” is above “Salary to”." in page
    assert "“Salary to” must be at least “Salary from”." in page
    assert not Job.objects.exists()


def test_a_reversed_salary_range_marks_both_fields(recruiter_client):
    response = recruiter_client.post(
        reverse("jobportal:job_create"), job_data(salary_min="90000", salary_max="50000")
    )
    form = response.context["form"]
    assert set(form.errors) == {"salary_min", "salary_max"}
    page = response.content.decode()
    for name in ("salary_min", "salary_max"):
        assert f'name="{name}" value="' in page  # what was typed is kept
        field = re.search(rf'<input[^>]*name="{name}"[^>]*>', page).group(0)
        assert 'aria-invalid="true"' in field, field


def test_owner_edits_and_closes(recruiter_client, job):
    response = recruiter_client.post(
        reverse("jobportal:job_edit", args=[job.pk]), job_data(title="Senior Java Engineer")
    )
    assert response.status_code == 302
    job.refresh_from_db()
    assert job.title == "Senior Java Engineer"

    response = recruiter_client.post(reverse("jobportal:job_close", args=[job.pk]))
    assert response.status_code == 302
    job.refresh_from_db()
    assert not job.is_open


def test_close_asks_for_confirmation_first(recruiter_client, job):
    url = reverse("jobportal:job_close", args=[job.pk])
    response = recruiter_client.get(url)
    assert response.status_code == 200
    page = response.content.decode()
    assert "Close “Java Engineer”?" in page
    assert '<form method="post"' in page and "Keep it open" in page
    job.refresh_from_db()
    assert job.is_open  # asking changes nothing
    assert recruiter_client.put(url).status_code == 405


def test_owner_reopens_a_closed_job(recruiter_client, job):
    job.close()
    posted_at = job.posted_at
    assert recruiter_client.get(reverse("jobportal:job_reopen", args=[job.pk])).status_code == 405
    response = recruiter_client.post(reverse("jobportal:job_reopen", args=[job.pk]))
    assert response.status_code == 302 and response.url == reverse("jobportal:my_postings")
    job.refresh_from_db()
    assert job.is_open and job.posted_at == posted_at
    assert Job.objects.open().filter(pk=job.pk).exists()
    # A closed job's confirmation page is not offered again: it leads back to the job.
    job.close()
    assert recruiter_client.get(reverse("jobportal:job_close", args=[job.pk])).status_code == 302


def test_another_recruiter_gets_404(client, other_recruiter, job):
    client.force_login(other_recruiter)
    assert client.get(reverse("jobportal:job_edit", args=[job.pk])).status_code == 404
    assert client.post(reverse("jobportal:job_edit", args=[job.pk]), job_data()).status_code == 404
    assert client.get(reverse("jobportal:job_close", args=[job.pk])).status_code == 404
    assert client.post(reverse("jobportal:job_close", args=[job.pk])).status_code == 404
    job.refresh_from_db()
    assert job.is_open and job.title == "Java Engineer"
    job.close()
    assert client.post(reverse("jobportal:job_reopen", args=[job.pk])).status_code == 404
    job.refresh_from_db()
    assert not job.is_open


def test_only_the_owner_sees_the_owner_actions(client, recruiter, other_recruiter, job):
    edit_link = reverse("jobportal:job_edit", args=[job.pk])
    assert edit_link not in client.get(job.get_absolute_url()).content.decode()
    client.force_login(other_recruiter)
    assert edit_link not in client.get(job.get_absolute_url()).content.decode()
    client.force_login(recruiter)
    assert edit_link in client.get(job.get_absolute_url()).content.decode()


def test_seeker_cannot_post(seeker_client):
    response = seeker_client.get(reverse("jobportal:job_create"))
    assert response.status_code == 403
    response = seeker_client.post(reverse("jobportal:job_create"), job_data())
    assert response.status_code == 403
    assert not Job.objects.exists()


def test_anonymous_is_sent_to_login(client, job):
    response = client.get(reverse("jobportal:job_create"))
    assert response.status_code == 302 and reverse("login") in response.url
    response = client.post(reverse("jobportal:job_close", args=[job.pk]))
    assert response.status_code == 302
    job.refresh_from_db()
    assert job.is_open


def test_my_postings_lists_only_mine(recruiter_client, make_job, recruiter, other_recruiter):
    mine = make_job(recruiter, title="Mine")
    make_job(other_recruiter, title="Theirs")
    closed = make_job(recruiter, title="Mine but closed")
    closed.close()
    page = recruiter_client.get(reverse("jobportal:my_postings")).content.decode()
    assert mine.title in page and closed.title in page
    assert "Theirs" not in page
    assert "Closed" in page


def test_closed_job_page_says_closed(client, job):
    job.close()
    page = client.get(job.get_absolute_url()).content.decode()
    assert "This job is closed." in page


def test_markup_in_a_description_is_shown_as_text(client, make_job, recruiter):
    job = make_job(
        recruiter,
        title="<b>Bold</b> title",
        description='<script>alert("x")</script>\n<img src=x onerror=alert(1)>',
        requirements="<a href='javascript:alert(1)'>click</a>",
    )
    page = client.get(job.get_absolute_url()).content.decode()
    assert "<script>alert" not in page and "<img src=x" not in page and "<b>Bold" not in page
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page
    assert "&lt;a href=&#x27;javascript:alert(1)&#x27;&gt;click&lt;/a&gt;" in page
    listing = client.get(reverse("home")).content.decode()
    assert "&lt;b&gt;Bold&lt;/b&gt; title" in listing and "<b>Bold" not in listing


def test_line_breaks_are_kept(client, make_job, recruiter):
    job = make_job(recruiter, description="First paragraph.\nSecond paragraph.")
    page = client.get(job.get_absolute_url()).content.decode()
    assert 'class="plain-text"' in page and "First paragraph.\nSecond paragraph." in page


def test_salary_is_shown_with_thousands_separators(client, make_job, recruiter):
    job = make_job(recruiter, salary_min=62000, salary_max=75000, salary_currency="EUR")
    assert "62,000–75,000" in client.get(job.get_absolute_url()).content.decode()


def test_favicon_for_pages_without_the_link(client):
    from django.templatetags.static import static

    response = client.get("/favicon.ico")
    assert response.status_code == 302 and response.url == static("img/favicon.svg")


def test_invisible_characters_are_stripped_from_a_jobs_one_line_fields(
    recruiter_client, recruiter
):
    response = recruiter_client.post(
        reverse("jobportal:job_create"),
        {
            "title": "\u202eJava\u202c Engineer\u200b",
            "company": "North\u200dwind\u2060",
            "location": "Berlin\r\nGermany",
            "work_mode": "hybrid",
            "employment_type": "full-time",
            "description": "Build APIs.\nWith care.",
            "requirements": "",
            "salary_currency": "eur",
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    job = Job.objects.get()
    assert job.title == "Java Engineer"
    assert job.company == "North\u200dwind"  # a joiner is part of some scripts' spelling
    assert job.location == "Berlin  Germany"
    assert job.description == "Build APIs.\nWith care."
