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


def test_a_resume_just_over_the_limit_says_by_how_much(seeker_client, seeker, media, settings):
    limit = settings.RESUME_MAX_BYTES  # 2 MiB
    upload = SimpleUploadedFile("cv.txt", b"a" * (limit + 1), content_type="text/plain")
    response = seeker_client.post(reverse("jobportal:profile_edit"), profile_data(resume=upload))
    page = response.content.decode().replace("\xa0", " ")
    assert "The resume is 2,097,153 bytes; the limit is 2,097,152 bytes (2.0 MB)." in page
    well_over = SimpleUploadedFile("cv.txt", b"a" * (limit + 400_000), content_type="text/plain")
    response = seeker_client.post(
        reverse("jobportal:profile_edit"), profile_data(resume=well_over)
    )
    assert "The resume is 2.4 MB; the limit is 2.0 MB." in response.content.decode().replace(
        "\xa0", " "
    )


@pytest.mark.parametrize(
    "name, stored", [("a" * 300 + ".pdf", "a" * 196 + ".pdf"), ("cv.pdf", "cv.pdf")]
)
def test_a_long_resume_name_keeps_its_extension(seeker_client, seeker, media, name, stored):
    upload = SimpleUploadedFile(name, b"%PDF-1.4 resume")
    response = seeker_client.post(reverse("jobportal:profile_edit"), profile_data(resume=upload))
    assert response.status_code == 302
    assert Profile.objects.get(user=seeker).resume_name == stored


def test_invisible_characters_are_stripped_from_one_line_fields(seeker_client, seeker):
    seeker_client.post(
        reverse("jobportal:profile_edit"),
        profile_data(
            headline="Back\u200bend \u202edeveloper\u202c",
            full_name="Ana\u2066 Kovač\u2069\n",
            desired_role="Java\u00ad Engineer",
            skills="Java\u200b, Go",
        ),
    )
    profile = Profile.objects.get(user=seeker)
    assert profile.headline == "Backend developer"
    assert profile.full_name == "Ana Kovač"
    assert profile.desired_role == "Java Engineer"
    assert profile.skills == "Java\u200b, Go"  # free text keeps what was typed


def test_an_oversized_upload_is_refused_before_it_is_read(seeker_client, seeker, settings):
    # The body claims 200 MiB and holds one byte: reading it would fail; it is never read.
    response = seeker_client.generic(
        "POST",
        reverse("jobportal:profile_edit"),
        b"x",
        content_type="multipart/form-data; boundary=xyz",
        CONTENT_LENGTH=str(200 * 2**20),
    )
    assert response.status_code == 413
    page = response.content.decode().replace("\xa0", " ")
    assert "What you sent is 200.0 MB; the most a form here takes is 2.5 MB" in page
    assert "Nothing was read or saved" in page
    assert not Profile.objects.filter(user=seeker).exists()
    as_json = seeker_client.generic(
        "POST",
        reverse("login"),
        b"x",
        CONTENT_LENGTH=str(3 * 2**20),
        HTTP_ACCEPT="application/json",
    )
    assert as_json.status_code == 413 and as_json.json()["error"] == "too_large"
