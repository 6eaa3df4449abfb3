import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from jobportal.models import Profile

pytestmark = pytest.mark.django_db


def profile_data(**overrides):
    data = {
        "headline": "Backend developer",
        "desired_role": "Java Engineer",
        "skills": "Java, Spring Boot",
        "experience": "Three years of APIs.",
        "work_preferences": "Remote",
        "full_name": "Ana Kovač",
        "email": "ana@example.com",
        "phone": "+49 151 0000 0001",
        "salary_expectation": "72000 EUR",
    }
    data.update(overrides)
    return data


@pytest.fixture
def media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    return tmp_path


def test_seeker_creates_and_edits_profile(seeker_client, seeker):
    assert seeker_client.get(reverse("jobportal:profile_edit")).status_code == 200
    response = seeker_client.post(reverse("jobportal:profile_edit"), profile_data())
    assert response.status_code == 302
    assert Profile.objects.get(user=seeker).skills == "Java, Spring Boot"
    seeker_client.post(reverse("jobportal:profile_edit"), profile_data(skills="Go, Kubernetes"))
    assert Profile.objects.get(user=seeker).skills == "Go, Kubernetes"
    assert Profile.objects.count() == 1


def test_profile_errors_are_shown_and_nothing_is_lost(seeker_client, seeker):
    response = seeker_client.post(
        reverse("jobportal:profile_edit"),
        profile_data(skills="x" * 2001, email="not-an-email", headline="h" * 201),
    )
    assert response.status_code == 200
    page = response.content.decode()
    assert "Your profile was not saved" in page
    assert "Ensure this value has at most 2000 characters (it has 2001)." in page
    assert "Enter a valid email address." in page
    assert "Ensure this value has at most 200 characters (it has 201)." in page
    assert "Three years of APIs." in page  # what was typed is still in the form
    assert not Profile.objects.filter(user=seeker).exists()


def test_recruiter_has_no_profile_page(recruiter_client):
    assert recruiter_client.get(reverse("jobportal:profile_edit")).status_code == 403


def test_resume_upload_and_private_download(seeker_client, seeker, client, make_user, media):
    upload = SimpleUploadedFile("ana-cv.pdf", b"%PDF-1.7\n...", content_type="application/pdf")
    response = seeker_client.post(reverse("jobportal:profile_edit"), profile_data(resume=upload))
    assert response.status_code == 302
    profile = Profile.objects.get(user=seeker)
    assert profile.resume_name == "ana-cv.pdf"
    assert "ana-cv" not in profile.resume.name  # stored under a random name
    assert (media / profile.resume.name).exists()

    download = seeker_client.get(reverse("jobportal:resume_download"))
    assert download.status_code == 200
    assert b"".join(download.streaming_content).startswith(b"%PDF-")
    assert 'attachment; filename="ana-cv.pdf"' in download["Content-Disposition"]

    other = make_user()
    client.force_login(other)
    assert client.get(reverse("jobportal:resume_download")).status_code == 404


def test_resume_replaced_and_removed(seeker_client, seeker, media):
    first = SimpleUploadedFile("one.txt", b"first resume", content_type="text/plain")
    seeker_client.post(reverse("jobportal:profile_edit"), profile_data(resume=first))
    first_name = Profile.objects.get(user=seeker).resume.name
    second = SimpleUploadedFile("two.txt", b"second resume", content_type="text/plain")
    seeker_client.post(reverse("jobportal:profile_edit"), profile_data(resume=second))
    assert not (media / first_name).exists()
    profile = Profile.objects.get(user=seeker)
    assert profile.resume_name == "two.txt"

    seeker_client.post(reverse("jobportal:profile_edit"), profile_data(remove_resume="on"))
    profile.refresh_from_db()
    assert not profile.resume and profile.resume_name == ""
    assert list(media.rglob("*.txt")) == []


@pytest.mark.parametrize(
    "name, content, error",
    [
        ("cv.exe", b"MZ...", "File extension “exe” is not allowed."),
        ("cv.pdf", b"not a pdf", "This file is not a PDF."),
        ("cv.docx", b"not a zip", "This file is not a Word (.docx) document."),
        ("cv.txt", b"\x00\x01binary", "This file is not plain text."),
        ("cv.txt", "latin-1 caf\xe9 résumé".encode("latin-1") + b" " * 10, "must be UTF-8"),
    ],
)
def test_resume_type_is_checked(seeker_client, seeker, media, name, content, error):
    upload = SimpleUploadedFile(name, content)
    response = seeker_client.post(reverse("jobportal:profile_edit"), profile_data(resume=upload))
    assert response.status_code == 200
    assert error in response.content.decode()
    assert not Profile.objects.filter(user=seeker).exists()


def test_resume_size_is_limited(seeker_client, seeker, media, settings):
    settings.RESUME_MAX_BYTES = 1000
    upload = SimpleUploadedFile("cv.txt", b"a" * 1001, content_type="text/plain")
    response = seeker_client.post(reverse("jobportal:profile_edit"), profile_data(resume=upload))
    assert response.status_code == 200
    assert "the limit is 1000" in response.content.decode()
