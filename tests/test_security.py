import pytest
from django.urls import reverse

from jobportal.models import Profile

pytestmark = pytest.mark.django_db

PRIVATE_MARKERS = {
    "full_name": "Zebulon Privatename",
    "email": "zebulon.private@example.com",
    "phone": "+00 999 1234 5678",
    "salary_expectation": "987654 GBP",
    "resume_name": "zebulon-secret-cv.pdf",
}


@pytest.fixture
def private_profile(seeker):
    return Profile.objects.create(
        user=seeker, headline="Backend developer", skills="Java, Docker", **PRIVATE_MARKERS
    )


def test_csp_header_is_strict(client, job):
    for url in (reverse("home"), job.get_absolute_url(), reverse("login"), reverse("signup")):
        response = client.get(url)
        policy = response["Content-Security-Policy"]
        assert "default-src 'self'" in policy
        assert "script-src 'self'" in policy and "style-src 'self'" in policy
        assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
        assert "frame-ancestors 'none'" in policy and "object-src 'none'" in policy


def test_pages_have_no_inline_script_or_style(client, seeker_client, job, profile):
    for url in (reverse("home"), job.get_absolute_url(), reverse("jobportal:profile_edit")):
        page = seeker_client.get(url).content.decode()
        assert "<script>" not in page and " style=" not in page and "<style" not in page
        assert " onclick=" not in page and " onload=" not in page


def test_other_security_headers(client):
    response = client.get(reverse("home"))
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["X-Frame-Options"] == "DENY"
    assert response["Referrer-Policy"] == "same-origin"


def test_forms_carry_csrf_tokens(client, seeker, profile):
    assert "csrfmiddlewaretoken" in client.get(reverse("login")).content.decode()
    client.force_login(seeker)
    assert "csrfmiddlewaretoken" in client.get(reverse("jobportal:profile_edit")).content.decode()


def test_csrf_is_enforced(seeker, job):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    strict.force_login(seeker)
    response = strict.post(reverse("jobportal:profile_edit"), {"headline": "x"})
    assert response.status_code == 403


def test_private_fields_appear_only_on_the_seekers_own_page(
    client, private_profile, seeker, recruiter, make_user, job
):
    urls = [reverse("home"), job.get_absolute_url(), reverse("home") + "?q=java"]
    viewers = [None, recruiter, make_user()]
    for viewer in viewers:
        client.logout()
        if viewer:
            client.force_login(viewer)
        pages = [client.get(url).content.decode() for url in urls]
        if viewer == recruiter:
            pages.append(client.get(reverse("jobportal:my_postings")).content.decode())
        if viewer and viewer.is_seeker:
            pages.append(client.get(reverse("jobportal:profile_edit")).content.decode())
        for page in pages:
            for marker in PRIVATE_MARKERS.values():
                assert marker not in page

    client.force_login(seeker)
    own = client.get(reverse("jobportal:profile_edit")).content.decode()
    for field in ("full_name", "email", "phone", "salary_expectation"):
        assert PRIVATE_MARKERS[field] in own


def admin_pages(private_profile, seeker):
    return {
        "index": reverse("admin:index"),
        "app": reverse("admin:app_list", args=["jobportal"]),
        "profiles": reverse("admin:jobportal_profile_changelist"),
        "profile search": reverse("admin:jobportal_profile_changelist") + "?q=Zebulon",
        "profile": reverse("admin:jobportal_profile_change", args=[private_profile.pk]),
        "profile history": reverse("admin:jobportal_profile_history", args=[private_profile.pk]),
        "users": reverse("admin:jobportal_user_changelist"),
        "user search": reverse("admin:jobportal_user_changelist") + "?q=zebulon",
        "user": reverse("admin:jobportal_user_change", args=[seeker.pk]),
        "add profile": reverse("admin:jobportal_profile_add"),
    }


@pytest.mark.parametrize("grant", ["superuser", "view permissions"])
def test_a_staff_recruiter_never_sees_private_seeker_fields_in_the_admin(
    client, private_profile, seeker, recruiter, grant
):
    from django.contrib.auth.models import Permission

    seeker.email = PRIVATE_MARKERS["email"]
    seeker.first_name, seeker.last_name = "Zebulon", "Privatename"
    seeker.save()
    recruiter.is_staff = True
    if grant == "superuser":
        recruiter.is_superuser = True
    else:
        recruiter.user_permissions.set(
            Permission.objects.filter(
                codename__in=[
                    "view_profile",
                    "change_profile",
                    "view_user",
                    "change_user",
                    "view_job",
                ]
            )
        )
    recruiter.save()
    client.force_login(recruiter)
    for name, url in admin_pages(private_profile, seeker).items():
        response = client.get(url)
        page = response.content.decode()
        if name in ("index", "app"):
            assert response.status_code == 200, name
            assert "/admin/jobportal/profile/" not in page and "/admin/jobportal/user/" not in page
        else:
            assert response.status_code == 403, name
        for marker in (*PRIVATE_MARKERS.values(), "Zebulon"):
            assert marker not in page, (name, marker)
    response = client.post(
        reverse("admin:jobportal_profile_change", args=[private_profile.pk]),
        {"headline": "changed"},
    )
    assert response.status_code == 403


def test_an_admin_sees_the_resume_by_name_without_a_dead_link(
    client, private_profile, make_user, settings, tmp_path
):
    from django.core.files.base import ContentFile

    settings.MEDIA_ROOT = tmp_path
    private_profile.resume.save("cv.pdf", ContentFile(b"%PDF-1.4"), save=True)
    admin = make_user(username="site-admin", is_staff=True, is_superuser=True)
    client.force_login(admin)
    page = client.get(
        reverse("admin:jobportal_profile_change", args=[private_profile.pk])
    ).content.decode()
    assert PRIVATE_MARKERS["resume_name"] in page  # the admin may see it: not a recruiter
    assert private_profile.resume.name not in page  # no link to the stored file (no URL serves it)
    assert "Currently:" not in page
