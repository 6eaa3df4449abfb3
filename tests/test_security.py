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
