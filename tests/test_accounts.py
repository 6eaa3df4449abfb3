import pytest
from django.urls import reverse

from jobportal.models import User
from tests.conftest import PASSWORD

pytestmark = pytest.mark.django_db


def signup(client, **overrides):
    data = {
        "username": "newperson",
        "email": "new@example.com",
        "role": "seeker",
        "company_name": "",
        "password1": "a-long-unusual-passphrase",
        "password2": "a-long-unusual-passphrase",
    }
    data.update(overrides)
    return client.post(reverse("signup"), data)


def test_seeker_signs_up_and_lands_on_profile(client):
    response = signup(client)
    assert response.status_code == 302
    assert response.url == reverse("jobportal:profile_edit")
    user = User.objects.get(username="newperson")
    assert user.is_seeker and user.company_name == ""
    assert client.get(response.url).status_code == 200  # logged in


def test_recruiter_signs_up_with_company(client):
    response = signup(client, username="hiring", role="recruiter", company_name="Acme Cloud")
    assert response.status_code == 302
    assert response.url == reverse("jobportal:job_create")
    user = User.objects.get(username="hiring")
    assert user.is_recruiter and user.company_name == "Acme Cloud"


def test_recruiter_needs_a_company(client):
    response = signup(client, role="recruiter", company_name="")
    assert response.status_code == 200
    assert "Recruiters need a company name." in response.content.decode()
    assert not User.objects.filter(username="newperson").exists()


def test_seeker_company_is_ignored(client):
    signup(client, company_name="Sneaky Ltd")
    assert User.objects.get(username="newperson").company_name == ""


def test_password_validation_is_on(client):
    response = signup(client, password1="password", password2="password")
    assert response.status_code == 200
    assert "This password is too common." in response.content.decode()
    assert not User.objects.exists()


def test_login_and_logout(client, seeker):
    response = client.post(reverse("login"), {"username": "seeker", "password": PASSWORD})
    assert response.status_code == 302
    assert client.get(reverse("jobportal:profile_edit")).status_code == 200
    assert client.get(reverse("logout")).status_code == 405  # logout is POST only
    client.post(reverse("logout"))
    assert client.get(reverse("jobportal:profile_edit")).status_code == 302


@pytest.mark.usefixtures("still_limit_windows")
def test_login_attempts_are_rate_limited_per_ip(client, seeker, settings):
    for _ in range(5):  # LOGIN_RATE is 5/m by default
        response = client.post(reverse("login"), {"username": "seeker", "password": "wrong"})
        assert response.status_code == 200
    response = client.post(reverse("login"), {"username": "seeker", "password": PASSWORD})
    assert response.status_code == 429
    assert "Please wait a moment" in response.content.decode()
    # Another address is not affected.
    response = client.post(
        reverse("login"), {"username": "seeker", "password": PASSWORD}, REMOTE_ADDR="10.0.0.9"
    )
    assert response.status_code == 302


def test_login_page_get_is_not_counted(client):
    for _ in range(10):
        assert client.get(reverse("login")).status_code == 200


@pytest.mark.parametrize(
    "look_alike",
    [
        "ѕeeker.ana",  # a Cyrillic ѕ
        "seeker.аna",  # a Cyrillic а
        "ѕееker.ana",
    ],
)
def test_a_username_that_imitates_another_is_refused(client, make_user, look_alike):
    make_user(username="seeker.ana")
    response = signup(client, username=look_alike)
    assert response.status_code == 200
    page = response.content.decode()
    assert (
        "different alphabets that look alike" in page
        or "looks the same as an existing one" in page
    )
    assert not User.objects.filter(username=look_alike).exists()


def test_a_whole_name_in_another_alphabet_that_imitates_an_existing_one_is_refused(
    client, make_user
):
    make_user(username="cocoa")
    response = signup(client, username="\u0441\u043e\u0441\u043e\u0430")  # "сосоа", all Cyrillic
    assert response.status_code == 200
    assert "looks the same as an existing one" in response.content.decode()


@pytest.mark.parametrize("name", ["Иван", "mei.chen", "José", "李伟"])
def test_names_in_one_alphabet_are_welcome(client, name):
    assert signup(client, username=name).status_code == 302
    assert User.objects.filter(username=name).exists()


def test_invisible_characters_are_stripped_from_the_company_name(client):
    signup(
        client, username="hiring", role="recruiter", company_name="\u202eAcme\u202c Cloud\u200b"
    )
    assert User.objects.get(username="hiring").company_name == "Acme Cloud"
