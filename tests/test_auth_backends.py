"""A signed-in seeker's profile is read with the user (jobportal/auth_backends.py)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

pytestmark = pytest.mark.django_db


def profile_queries(client, url: str) -> list[str]:
    """Queries that read the profile table on its own (not joined to the user)."""
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url)
    assert response.status_code == 200
    return [
        q["sql"]
        for q in captured.captured_queries
        if q["sql"].startswith('SELECT "jobportal_profile"')
    ]


@pytest.mark.parametrize(
    "url_name", ["jobportal:job_detail", "jobportal:profile_edit", "jobportal:for_you"]
)
def test_a_seekers_pages_read_the_profile_with_the_user(client, seeker, profile, job, url_name):
    client.force_login(seeker)
    url = reverse(url_name, args=[job.pk] if url_name == "jobportal:job_detail" else [])
    assert profile_queries(client, url) == []


def test_a_seeker_without_a_profile_is_asked_to_make_one(client, seeker, job):
    client.force_login(seeker)
    assert profile_queries(client, job.get_absolute_url()) == []
    assert b"Create your profile" in client.get(job.get_absolute_url()).content


def test_sign_up_signs_in_through_the_joined_backend(client):
    response = client.post(
        reverse("signup"),
        {
            "username": "newseeker",
            "role": "seeker",
            "password1": "a-long-pass-phrase-42",
            "password2": "a-long-pass-phrase-42",
        },
    )
    assert response.status_code == 302
    assert client.session["_auth_user_backend"] == (
        "jobportal.auth_backends.ProfileJoinedModelBackend"
    )
