"""Signing in and signing up are limited per address and per account, on every login form."""

import ipaddress
import time

import pytest
from django.test import Client
from django.urls import reverse

from jobportal.client_ip import client_ip
from jobportal.login_limits import KNOWN_ACCOUNT_COOKIE
from jobportal.models import User
from tests.conftest import PASSWORD
from tests.test_faults import DEAD_REDIS

pytestmark = pytest.mark.django_db

SITE_LOGIN = "/accounts/login/"
ADMIN_LOGIN = "/admin/login/"


def sign_in(client, url, username, password, address="10.1.1.1", **extra):
    return client.post(
        url, {"username": username, "password": password}, REMOTE_ADDR=address, **extra
    )


@pytest.fixture
def admin_user(make_user):
    return make_user(username="admin", is_staff=True, is_superuser=True)


# -- per address, on every login form ---------------------------------------------------------


@pytest.mark.parametrize(
    "guessed_on, then_on",
    [(SITE_LOGIN, ADMIN_LOGIN), (ADMIN_LOGIN, SITE_LOGIN), (ADMIN_LOGIN, ADMIN_LOGIN)],
)
@pytest.mark.usefixtures("still_limit_windows")
def test_the_admin_login_shares_the_per_address_limit(client, admin_user, guessed_on, then_on):
    for _ in range(5):  # LOGIN_RATE is 5/m
        assert sign_in(client, guessed_on, "admin", "wrong").status_code == 200
    refused = sign_in(client, then_on, "admin", PASSWORD)
    assert refused.status_code == 429
    assert 1 <= int(refused["Retry-After"]) <= 60
    page = refused.content.decode()
    assert "Too many sign-in attempts from your connection" in page
    assert f'<a href="{then_on}">Back to signing in</a>' in page
    assert "_auth_user_id" not in client.session
    assert sign_in(client, then_on, "admin", PASSWORD, address="10.9.9.9").status_code == 302


@pytest.mark.usefixtures("still_limit_windows")
def test_a_login_refusal_as_json(client, seeker):
    for _ in range(5):
        sign_in(client, SITE_LOGIN, "seeker", "wrong")
    refused = sign_in(client, SITE_LOGIN, "seeker", PASSWORD, HTTP_ACCEPT="application/json")
    assert refused.status_code == 429 and refused["Retry-After"]
    assert refused.json()["error"] == "rate_limited" and refused.json()["retry_after"] >= 1


@pytest.mark.parametrize("url", [SITE_LOGIN, ADMIN_LOGIN])
def test_every_login_form_fails_closed_when_the_cache_is_down(settings, admin_user, url):
    settings.CACHES = {**settings.CACHES, "default": DEAD_REDIS}
    settings.RATELIMIT_USE_CACHE = "default"
    client = Client(raise_request_exception=False)
    response = sign_in(client, url, "admin", PASSWORD)
    assert response.status_code == 503 and response["Retry-After"] == "60"
    assert "cannot be reached" in response.content.decode()
    assert "_auth_user_id" not in client.session
    assert client.get(url).status_code == 200  # the form itself is still shown


# -- per account ---------------------------------------------------------------------------------


def guess_from_many_addresses(username, count):
    """Wrong passwords, spread over addresses so that no address reaches its own limit."""
    for n in range(count):
        response = sign_in(
            Client(), SITE_LOGIN, username, f"guess-{n}", address=f"10.2.0.{n // 4}"
        )
        assert response.status_code == 200, n


def test_guesses_from_many_addresses_lock_the_account(seeker, settings):
    guess_from_many_addresses("seeker", 10)  # LOGIN_ACCOUNT_FAILURES
    for url in (SITE_LOGIN, ADMIN_LOGIN):
        refused = sign_in(Client(), url, "seeker", PASSWORD, address="10.3.0.1")
        assert refused.status_code == 429
        assert "Too many failed sign-ins for this account" in refused.content.decode()
        assert 1 <= int(refused["Retry-After"]) <= settings.LOGIN_ACCOUNT_LOCK_SECONDS
    # Case does not make another account of it; another account is not affected.
    assert sign_in(Client(), SITE_LOGIN, "SEEKER", PASSWORD, address="10.3.0.2").status_code == 429
    User.objects.create_user("another", password=PASSWORD)
    assert (
        sign_in(Client(), SITE_LOGIN, "another", PASSWORD, address="10.3.0.3").status_code == 302
    )


def test_a_username_that_does_not_exist_locks_the_same_way(db):
    guess_from_many_addresses("nobody-by-this-name", 10)
    refused = sign_in(Client(), SITE_LOGIN, "nobody-by-this-name", "x", address="10.3.0.1")
    assert refused.status_code == 429
    assert "Too many failed sign-ins for this account" in refused.content.decode()


def test_the_owner_still_signs_in_from_a_browser_that_signed_in_before(seeker):
    own_browser = Client()
    assert (
        sign_in(own_browser, SITE_LOGIN, "seeker", PASSWORD, address="10.4.0.1").status_code == 302
    )
    assert KNOWN_ACCOUNT_COOKIE in own_browser.cookies
    own_browser.post(reverse("logout"))

    guess_from_many_addresses("seeker", 10)

    assert sign_in(Client(), SITE_LOGIN, "seeker", PASSWORD, address="10.4.0.2").status_code == 429
    assert (
        sign_in(own_browser, SITE_LOGIN, "seeker", PASSWORD, address="10.4.0.1").status_code == 302
    )


def test_a_browser_signed_in_as_someone_else_gets_no_pass_for_the_account(seeker, make_user):
    attacker = make_user(username="attacker")
    browser = Client()
    sign_in(browser, SITE_LOGIN, "attacker", PASSWORD, address="10.5.0.1")
    # Signed in as itself, the attacker posts the victim's name: the form is not even read.
    sign_in(browser, SITE_LOGIN, "seeker", "anything", address="10.5.0.1")
    assert browser.session["_auth_user_id"] == str(attacker.pk)
    guess_from_many_addresses("seeker", 9)  # that post counted as the first failure
    browser.post(reverse("logout"))
    assert sign_in(browser, SITE_LOGIN, "seeker", PASSWORD, address="10.5.0.2").status_code == 429
    forged = Client()
    forged.cookies[KNOWN_ACCOUNT_COOKIE] = "seeker"  # not signed: worthless
    assert sign_in(forged, SITE_LOGIN, "seeker", PASSWORD, address="10.5.0.3").status_code == 429


def test_the_lock_ends_with_its_window_whatever_is_tried_meanwhile(seeker, settings):
    settings.LOGIN_ACCOUNT_LOCK_SECONDS = 2
    guess_from_many_addresses("seeker", 10)
    deadline = time.monotonic() + 5
    tries = 0
    while time.monotonic() < deadline:
        # The attacker keeps trying through the lock: every try is refused unread. Each from
        # an address of its own, so that no address reaches its own limit (5 a minute) first.
        tries += 1
        address = f"10.6.0.{tries}"
        response = sign_in(Client(), SITE_LOGIN, "seeker", PASSWORD, address=address)
        if response.status_code != 429:
            break
        time.sleep(0.25)
    assert response.status_code == 302


# -- sign-up -------------------------------------------------------------------------------------


def sign_up(client, username, address="10.7.0.1"):
    return client.post(
        reverse("signup"),
        {
            "username": username,
            "email": f"{username}@example.com",
            "role": "seeker",
            "company_name": "",
            "password1": "a-long-unusual-passphrase",
            "password2": "a-long-unusual-passphrase",
        },
        REMOTE_ADDR=address,
    )


@pytest.mark.usefixtures("still_limit_windows")
def test_sign_up_is_limited_per_address(settings):
    settings.SIGNUP_RATE = "3/h"
    statuses = [sign_up(Client(), f"bot{n}").status_code for n in range(4)]
    assert statuses == [302, 302, 302, 429]
    assert User.objects.count() == 3
    refused = sign_up(Client(), "bot9")
    assert "Too many sign-up attempts from your connection" in refused.content.decode()
    assert int(refused["Retry-After"]) >= 1
    assert sign_up(Client(), "person", address="10.7.0.2").status_code == 302


@pytest.mark.usefixtures("still_limit_windows")
def test_sign_up_is_limited_site_wide_counting_accounts_made(settings):
    settings.SIGNUP_SITE_RATE = "2/h"
    # Failed attempts (a mismatched password) do not use up the site's sign-ups.
    for n in range(5):
        Client().post(
            reverse("signup"),
            {
                "username": f"typo{n}",
                "role": "seeker",
                "password1": "a-long-unusual-passphrase",
                "password2": "different",
            },
            REMOTE_ADDR=f"10.8.0.{n}",
        )
    assert [
        sign_up(Client(), f"user{n}", address=f"10.8.1.{n}").status_code for n in range(3)
    ] == [302, 302, 429]
    refused = sign_up(Client(), "late", address="10.8.2.1")
    assert refused.status_code == 429
    assert "sign-up is paused" in refused.content.decode()
    assert User.objects.count() == 2


def test_sign_up_fails_closed_when_the_cache_is_down(settings):
    settings.CACHES = {**settings.CACHES, "default": DEAD_REDIS}
    settings.RATELIMIT_USE_CACHE = "default"
    response = sign_up(Client(raise_request_exception=False), "newperson")
    assert response.status_code == 503
    assert not User.objects.exists()


# -- the client's address behind proxies ---------------------------------------------------------


def address_of(rf, remote, forwarded=None):
    extra = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return client_ip(rf.get("/", **extra))


def test_without_trusted_proxies_the_header_is_ignored(rf, settings):
    settings.TRUSTED_PROXY_NETWORKS = []
    assert address_of(rf, "203.0.113.7", "1.2.3.4") == "203.0.113.7"


@pytest.mark.parametrize(
    "remote, forwarded, expected",
    [
        ("10.0.0.5", "198.51.100.9", "198.51.100.9"),  # one proxy
        ("10.0.0.5", "1.1.1.1, 198.51.100.9", "198.51.100.9"),  # what the client wrote is not read
        ("10.0.0.5", "198.51.100.9, 10.0.0.7", "198.51.100.9"),  # two proxies of ours
        ("10.0.0.5", "2001:db8::1", "2001:db8::1"),
        ("203.0.113.7", "1.2.3.4", "203.0.113.7"),  # straight to the app server: its own address
        ("10.0.0.5", None, "10.0.0.5"),  # no header
        ("10.0.0.5", "", "10.0.0.5"),
        ("10.0.0.5", "not-an-ip", "10.0.0.5"),
        ("10.0.0.5", "1.2.3.4, not-an-ip", "10.0.0.5"),
        ("10.0.0.5", "not-an-ip, 198.51.100.9", "198.51.100.9"),
        ("10.0.0.5", "1.2.3.4:5678", "10.0.0.5"),
        ("", "1.2.3.4", "0.0.0.0"),  # no peer address at all (a Unix socket)
    ],
)
def test_behind_trusted_proxies(rf, settings, remote, forwarded, expected):
    settings.TRUSTED_PROXY_NETWORKS = [ipaddress.ip_network("10.0.0.0/8")]
    assert address_of(rf, remote, forwarded) == expected


@pytest.mark.parametrize(
    "forwarded", [None, "not-an-ip", "1.2.3.4, 5.6.7.8", "::::", "1.2.3.4 5.6.7.8"]
)
def test_odd_headers_never_fail_a_login(client, seeker, settings, forwarded):
    settings.TRUSTED_PROXY_NETWORKS = [ipaddress.ip_network("127.0.0.0/8")]
    extra = {} if forwarded is None else {"HTTP_X_FORWARDED_FOR": forwarded}
    response = sign_in(client, SITE_LOGIN, "seeker", PASSWORD, address="127.0.0.1", **extra)
    assert response.status_code == 302


@pytest.mark.usefixtures("still_limit_windows")
def test_a_client_cannot_pick_its_address_to_escape_the_limit(client, seeker, settings):
    settings.TRUSTED_PROXY_NETWORKS = [ipaddress.ip_network("10.0.0.0/8")]
    for n in range(5):
        sign_in(
            client,
            SITE_LOGIN,
            "seeker",
            "wrong",
            address="203.0.113.7",
            HTTP_X_FORWARDED_FOR=f"1.2.3.{n}",
            HTTP_X_REAL_IP=f"1.2.3.{n}",
        )
    refused = sign_in(
        client,
        SITE_LOGIN,
        "seeker",
        PASSWORD,
        address="203.0.113.7",
        HTTP_X_FORWARDED_FOR="9.9.9.9",
        HTTP_X_REAL_IP="9.9.9.9",
    )
    assert refused.status_code == 429
