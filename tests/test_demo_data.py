"""`manage.py load_demo`: the demo content loads, validates, and loads only once."""

import re
from datetime import timedelta
from io import StringIO

import pytest
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management import CommandError, call_command
from django.utils import timezone

from explain.prompt import PROFILE_LABELS, build_prompt
from jobportal import demo_data
from jobportal.models import Application, Job, Profile, User

pytestmark = pytest.mark.django_db

DEMO_USERNAMES = (
    [demo_data.ADMIN["username"]]
    + [r["username"] for r in demo_data.RECRUITERS]
    + [s["username"] for s in demo_data.SEEKERS]
)


@pytest.fixture(autouse=True)
def demo_settings(settings):
    # pytest-django runs with DEBUG off; the command only loads on a development site.
    settings.DEBUG = True
    # Twelve PBKDF2 hashes per load make the suite slow; test_real_passwords uses the real one.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def load_demo(*args) -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    call_command("load_demo", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def counts() -> dict[str, int]:
    return {
        "users": User.objects.count(),
        "recruiters": User.objects.filter(role=User.Role.RECRUITER).count(),
        "profiles": Profile.objects.count(),
        "jobs": Job.objects.count(),
        "closed": Job.objects.filter(closed_at__isnull=False).count(),
        "applications": Application.objects.count(),
    }


def test_loads_the_expected_rows():
    out, err = load_demo()

    assert Job.objects.count() >= 30
    assert Job.objects.count() == len(demo_data.JOBS)
    seekers = User.objects.filter(role=User.Role.SEEKER, profile__isnull=False)
    assert seekers.count() >= 5
    recruiters = User.objects.filter(role=User.Role.RECRUITER)
    assert 4 <= recruiters.count() <= 5
    assert all(r.company_name for r in recruiters)
    # One recruiter per company, and each posts only for their own company.
    assert len({r.company_name for r in recruiters}) == recruiters.count()
    for job in Job.objects.select_related("owner"):
        assert job.owner.is_recruiter
        assert job.company == job.owner.company_name
    admin = User.objects.get(username="admin")
    assert admin.is_staff and admin.is_superuser

    created = (
        len(demo_data.RECRUITERS)
        + len(demo_data.JOBS)
        + len(demo_data.SEEKERS)
        + len(demo_data.APPLICATIONS)
        + 1
    )
    assert out.strip() == (
        f"Demo data: {len(demo_data.RECRUITERS)} recruiters, {len(demo_data.JOBS)} jobs, "
        f"{len(demo_data.SEEKERS)} seekers, {len(demo_data.APPLICATIONS)} applications, "
        f"1 admin ({created} created)"
    )
    assert err == ""


def test_running_twice_changes_nothing():
    load_demo()
    before = counts()
    jobs_before = list(Job.objects.values_list("id", "title", "posted_at", "closed_at"))

    out, _ = load_demo()

    assert counts() == before
    assert list(Job.objects.values_list("id", "title", "posted_at", "closed_at")) == jobs_before
    assert out.strip().endswith("(0 created)")


def test_every_row_passes_model_validation():
    load_demo()
    for obj in [*User.objects.all(), *Profile.objects.all(), *Job.objects.all()]:
        obj.full_clean()  # raises ValidationError on any field over its limit


def test_demo_data_respects_the_design_limits():
    # The same limits docs/design.md lists ("What leaves the server"), checked on the data
    # itself so a failure names the row.
    job_limits = {
        "title": 200,
        "company": 200,
        "location": 200,
        "description": 10_000,
        "requirements": 5000,
    }
    profile_limits = {
        "headline": 200,
        "desired_role": 200,
        "skills": 2000,
        "experience": 5000,
        "work_preferences": 500,
    }
    for spec in demo_data.JOBS:
        for name, limit in job_limits.items():
            assert 0 < len(spec[name]) <= limit, (spec["title"], name)
    for spec in demo_data.SEEKERS:
        for name, limit in profile_limits.items():
            assert 0 < len(spec["profile"][name]) <= limit, (spec["username"], name)


def test_work_modes_employment_types_and_locations_vary():
    load_demo()
    assert set(Job.objects.values_list("work_mode", flat=True)) == set(Job.WorkMode.values)
    assert set(Job.objects.values_list("employment_type", flat=True)) == set(
        Job.EmploymentType.values
    )
    locations = set(Job.objects.values_list("location", flat=True))
    assert len(locations) >= 8
    assert {
        "Berlin",
        "Amsterdam",
        "London",
        "Lisbon",
        "Remote (EU)",
        "New York",
        "Toronto",
    } <= locations


def test_some_jobs_are_closed_and_most_are_open():
    before = timezone.now()
    load_demo()
    closed = Job.objects.filter(closed_at__isnull=False)
    assert 2 <= closed.count() <= 3
    assert Job.objects.open().count() >= 30
    for job in closed:
        assert job.posted_at < job.closed_at <= before + timedelta(minutes=1)


def test_posting_dates_are_recent_distinct_and_stable():
    start = timezone.now()
    load_demo()
    posted = list(Job.objects.values_list("posted_at", flat=True))
    assert len(set(posted)) == len(posted)  # no ties: the newest-first order is fixed
    assert all(start - timedelta(days=46) < p <= start for p in posted)
    assert max(posted) - min(posted) >= timedelta(days=30)  # spread, not one burst

    # The order follows the fixed offsets in demo_data, whenever the data is loaded.
    expected = [s["title"] for s in sorted(demo_data.JOBS, key=lambda s: s["posted_ago"])]
    assert list(Job.objects.newest_first().values_list("title", flat=True)) == expected


def test_some_jobs_show_a_salary_range_and_some_do_not():
    load_demo()
    with_range = Job.objects.filter(salary_min__isnull=False, salary_max__isnull=False)
    without = Job.objects.filter(salary_min__isnull=True, salary_max__isnull=True)
    assert with_range.count() >= 10
    assert without.count() >= 5
    for job in Job.objects.all():
        assert re.fullmatch(r"[A-Z]{3}", job.salary_currency)
    assert {"EUR", "GBP", "USD", "CAD"} <= set(
        with_range.values_list("salary_currency", flat=True)
    )


def test_job_texts_read_like_postings():
    for spec in demo_data.JOBS:
        description = spec["description"]
        sentences = re.findall(r"[.!?](?=\s|$)", description)
        assert 3 <= len(sentences) <= 8, spec["title"]
        assert spec["requirements"].strip()
        for text in (description, spec["requirements"]):
            assert "  " not in text and text == text.strip(), spec["title"]
            assert "lorem" not in text.lower()


def test_fields_of_work_are_varied():
    titles = " ".join(spec["title"] for spec in demo_data.JOBS).lower()
    for word in (
        "java",
        "frontend",
        "data",
        "platform",
        "android",
        "security",
        "designer",
        "writer",
        "support",
        "marketing",
        "accountant",
        "nurse",
        "warehouse",
        "teacher",
        "account executive",
    ):
        assert word in titles, word


def test_profiles_are_complete_and_private_data_is_fictional():
    load_demo()
    profiles = Profile.objects.select_related("user")
    assert profiles.count() == len(demo_data.SEEKERS)
    for profile in profiles:
        for name in (*PROFILE_LABELS, "full_name", "email", "phone", "salary_expectation"):
            assert getattr(profile, name).strip(), (profile.user.username, name)
        assert profile.email.rsplit("@", 1)[1] in {"example.com", "example.org"}
        assert not profile.resume
    for user in User.objects.exclude(email=""):
        assert re.search(r"@([\w.-]+\.)?example\.(com|org)$", user.email), user.email


def test_some_profiles_exercise_unicode():
    load_demo()
    names = list(Profile.objects.values_list("full_name", flat=True))
    assert "Ana Kovač" in names
    assert any(not name.isascii() for name in names if name != "Ana Kovač")
    # Non-ASCII text also in the fields that are sent for explanations.
    sent = [value for p in Profile.objects.all() for value in p.match_fields().values()]
    assert any(re.search(r"[\u4e00-\u9fff]", value) for value in sent)  # Chinese
    assert any("ã" in value or "ê" in value for value in sent)  # Portuguese


def test_profiles_line_up_with_jobs():
    """Each seeker has a job that is clearly related, so explanations find real matches."""
    load_demo()
    pairs = {
        "seeker.ana": ("Java Engineer", ["Java", "Spring Boot", "PostgreSQL", "Docker"]),
        "seeker.mei": ("Logistics Data Analyst", ["SQL", "pandas", "Tableau", "Power BI"]),
        "seeker.grace": (
            "Registered Nurse, Day Surgery",
            ["College of Nurses of Ontario", "BLS", "ACLS"],
        ),
        "seeker.joao": ("English Teacher for Adults (Evenings)", ["CELTA", "Cambridge"]),
        "seeker.sam": ("Frontend Developer (React, TypeScript)", ["React", "TypeScript", "WCAG"]),
        "seeker.lukas": ("Warehouse Shift Lead", ["SAP EWM", "reach truck"]),
    }
    for username, (title, shared) in pairs.items():
        profile = " ".join(Profile.objects.get(user__username=username).match_fields().values())
        job = " ".join(Job.objects.get(title=title).match_fields().values())
        for term in shared:
            assert term in profile and term in job, (username, term)
    # ...and real gaps: the senior payments role asks for what Ana's profile does not show.
    ana = " ".join(Profile.objects.get(user__username="seeker.ana").match_fields().values())
    senior = Job.objects.get(title="Senior Java Engineer, Payments").requirements
    for term in ("Kafka", "Kubernetes"):
        assert term in senior and term not in ana


def test_real_passwords(settings):
    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    ]
    load_demo()
    for user in User.objects.all():
        assert user.password.startswith("pbkdf2_sha256$")
        validate_password(demo_data.DEMO_PASSWORD, user)  # passes the default validators


def test_every_demo_login_works(client):
    load_demo()
    assert sorted(User.objects.values_list("username", flat=True)) == sorted(DEMO_USERNAMES)
    for username in DEMO_USERNAMES:
        assert client.login(username=username, password=demo_data.DEMO_PASSWORD), username
        client.logout()
    assert not client.login(username="seeker.ana", password="wrong-pass-2026")


def test_changes_made_after_loading_survive_a_reload(client):
    load_demo()
    ana = User.objects.get(username="seeker.ana")
    ana.set_password("anas-own-secret-77")
    ana.save()
    Profile.objects.filter(user=ana).update(headline="Now a Kotlin developer")
    recruiter = User.objects.get(username="recruiter.northwind")
    recruiter.company_name = "Northwind Software GmbH"
    recruiter.save()
    job = Job.objects.get(title="Java Engineer")
    job.description = "Edited by the recruiter."
    job.save()
    job.close()

    out, _ = load_demo()

    assert out.strip().endswith("(0 created)")
    assert Profile.objects.get(user=ana).headline == "Now a Kotlin developer"
    assert User.objects.get(username="recruiter.northwind").company_name == (
        "Northwind Software GmbH"
    )
    job.refresh_from_db()
    assert job.description == "Edited by the recruiter." and not job.is_open
    assert client.login(username="seeker.ana", password="anas-own-secret-77")


def test_missing_rows_are_filled_in():
    load_demo()
    Job.objects.get(title="Data Engineer").delete()
    Profile.objects.get(user__username="seeker.mei").delete()
    User.objects.get(username="seeker.sam").delete()
    before = counts()

    out, _ = load_demo()

    assert out.strip().endswith("(4 created)")  # Sam's application went with Sam's account
    assert counts()["jobs"] == before["jobs"] + 1
    assert counts()["profiles"] == before["profiles"] + 2
    assert Profile.objects.get(user__username="seeker.mei").desired_role == "Data analyst"


def test_a_username_taken_by_another_role_is_left_alone():
    User.objects.create_user("recruiter.cobalt", password="someone-else-2026")  # a seeker
    User.objects.create_user(
        "seeker.ana", password="someone-else-2026", role=User.Role.RECRUITER, company_name="Acme"
    )

    out, err = load_demo()

    cobalt_jobs = sum(1 for spec in demo_data.JOBS if spec["company"] == "Cobalt Ledger")
    assert "recruiter.cobalt" in err and "seeker.ana" in err
    assert f"{cobalt_jobs + 2} skipped" in out  # and Ana's profile and application
    assert not Job.objects.filter(company="Cobalt Ledger").exists()
    assert not Profile.objects.filter(user__username="seeker.ana").exists()
    assert Job.objects.count() == len(demo_data.JOBS) - cobalt_jobs


def test_an_existing_admin_is_left_alone(client):
    User.objects.create_superuser("admin", "owner@example.com", "the-real-admin-pass-1")
    load_demo()
    assert User.objects.get(username="admin").email == "owner@example.com"
    assert not client.login(username="admin", password=demo_data.DEMO_PASSWORD)


def test_refuses_to_load_with_debug_off(settings):
    settings.DEBUG = False
    with pytest.raises(CommandError, match="--allow-production"):
        load_demo()
    assert not User.objects.exists()

    load_demo("--allow-production")
    assert Job.objects.count() == len(demo_data.JOBS)


def test_a_failure_loads_nothing(monkeypatch):
    broken = [dict(spec) for spec in demo_data.JOBS]
    broken[-1]["title"] = "x" * 201  # over the limit: full_clean fails on the last job
    monkeypatch.setattr(demo_data, "JOBS", tuple(broken))
    with pytest.raises(ValidationError):
        load_demo()
    assert counts() == {
        "users": 0,
        "recruiters": 0,
        "profiles": 0,
        "jobs": 0,
        "closed": 0,
        "applications": 0,
    }


def test_applications_in_every_status_show_both_sides():
    load_demo()
    applications = Application.objects.select_related("seeker", "job", "explanation")
    assert {a.status for a in applications} == set(Application.Status.values)
    assert applications.count() == len(demo_data.APPLICATIONS)
    for application in applications:
        assert application.job.is_open
        if application.is_withdrawn:
            assert not application.shared_parts() and not application.profile_fields
            continue
        # The sent fields, as an explanation reads them: no private field among them.
        sent = build_prompt(
            application.seeker.profile.match_fields(), application.job.match_fields()
        )
        assert application.profile_fields == sent.profile_fields
        assert application.job_fields == sent.job_fields
        assert application.created_at <= application.status_changed_at
    shared = [a for a in applications if a.explanation is not None]
    assert len(shared) >= 2
    for application in shared:
        # A verified explanation of this seeker and job, made before applying.
        explanation = application.explanation
        assert (explanation.seeker, explanation.job) == (application.seeker, application.job)
        assert explanation.status == "ok" and explanation.kept_matches >= 1
        assert explanation.created_at < application.created_at
    # Northwind's recruiter, whose postings the screenshots show, has applications to read.
    assert Application.objects.filter(job__owner__username="recruiter.northwind").exists()


def test_every_job_and_seeker_has_a_field_of_work():
    assert set(demo_data.JOB_FIELDS) == {spec["title"] for spec in demo_data.JOBS}
    assert set(demo_data.SEEKER_FIELDS) == {spec["username"] for spec in demo_data.SEEKERS}
    for field in demo_data.SEEKER_FIELDS.values():
        open_in_field = [
            spec
            for spec in demo_data.JOBS
            if demo_data.JOB_FIELDS[spec["title"]] == field and "closed_ago" not in spec
        ]
        assert len(open_in_field) >= 5, field  # enough to fill a top five
