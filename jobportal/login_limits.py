"""Limits on signing in and signing up. Every login form (the site's and the admin's) shares them.

Signing in, counted with django-ratelimit in the shared cache:

- per client address (jobportal/client_ip.py): LOGIN_RATE attempts, successful or not;
- per account: LOGIN_ACCOUNT_FAILURES failed attempts for one username within a window of
  LOGIN_ACCOUNT_LOCK_SECONDS lock that username until the window ends. Attempts during the lock
  are refused without looking at the password, and cannot lengthen it: the window is fixed. A
  browser in which the person has signed in to that account before carries a signed cookie
  naming it, and the lock does not apply there: an attacker can keep an account locked only for
  browsers that have never signed in to it. The lock applies to any username, existing or not,
  so it tells nobody which accounts exist.

Signing up: SIGNUP_RATE attempts per client address, and SIGNUP_SITE_RATE accounts created on
the whole site (counted when one is created, so junk posts cannot close sign-up for others).

While the cache cannot be reached, these raise RedisError and the request is refused with a 503
(jobportal/cache_guard.py): no password is checked that cannot be counted.
"""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.http import HttpRequest
from django.http.response import HttpResponseBase
from django_ratelimit.core import get_usage

from jobportal.try_again import Refusal, try_again_later, wait_words

KNOWN_ACCOUNT_COOKIE = "known_account"
KNOWN_ACCOUNT_SALT = "jobportal.login_limits.known_account"
KNOWN_ACCOUNT_MAX_AGE = 365 * 24 * 3600


def account_key(username: str) -> str:
    return username.strip().casefold()


def _account(group: str, request: HttpRequest) -> str:
    return account_key(request.POST.get(get_user_model().USERNAME_FIELD, ""))


def _site(group: str, request: HttpRequest) -> str:
    return "site"


def _account_usage(request: HttpRequest, *, increment: bool) -> dict:
    rate = f"{settings.LOGIN_ACCOUNT_FAILURES}/{settings.LOGIN_ACCOUNT_LOCK_SECONDS}s"
    return get_usage(request, group="login:account", key=_account, rate=rate, increment=increment)


def _wait_for(reason: str, usage: dict) -> Refusal:
    """A refusal that gives its reason and says when the counter that refused it resets."""
    seconds = max(1, usage["time_left"])
    return Refusal(f"{reason}Try again in {wait_words(seconds)}.", seconds)


def _knows_account(request: HttpRequest, username: str) -> bool:
    known = request.get_signed_cookie(KNOWN_ACCOUNT_COOKIE, default=None, salt=KNOWN_ACCOUNT_SALT)
    return known is not None and known == account_key(username)


def login_refusal(request: HttpRequest, username: str) -> Refusal | None:
    """Count this attempt against its address; a Refusal if the address or the account is locked."""
    usage = get_usage(request, group="login", key="ip", rate=settings.LOGIN_RATE, increment=True)
    if usage["should_limit"]:
        return _wait_for(
            "Too many sign-in attempts from your connection in a short time. ",
            usage,
        )
    if not account_key(username) or _knows_account(request, username):
        return None
    usage = _account_usage(request, increment=False)
    if usage["count"] >= settings.LOGIN_ACCOUNT_FAILURES:
        return _wait_for(
            "Too many failed sign-ins for this account, so it is locked for a while, except in "
            "a browser where you have signed in to it before. ",
            usage,
        )
    return None


def login_limited(view: Callable[..., HttpResponseBase]) -> Callable[..., HttpResponseBase]:
    """Wrap a login view (the site's or the admin's) in the limits above."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        if request.method != "POST":
            return view(request, *args, **kwargs)
        username = request.POST.get(get_user_model().USERNAME_FIELD, "")
        refusal = login_refusal(request, username)
        if refusal:
            return try_again_later(
                request, refusal, back_url=request.path, back_text="Back to signing in"
            )
        response = view(request, *args, **kwargs)
        user = request.user
        if user.is_authenticated and user.get_username() == username:
            # Signed in with this password just now: this browser may sign in to it while locked.
            response.set_signed_cookie(
                KNOWN_ACCOUNT_COOKIE,
                account_key(username),
                salt=KNOWN_ACCOUNT_SALT,
                max_age=KNOWN_ACCOUNT_MAX_AGE,
                secure=settings.SESSION_COOKIE_SECURE,
                httponly=True,
                samesite="Lax",
            )
        elif account_key(username):
            _account_usage(request, increment=True)
        return response

    return wrapped


def signup_refusal(request: HttpRequest) -> Refusal | None:
    """Count this sign-up attempt against its address; a Refusal if it or the site is over."""
    usage = get_usage(request, group="signup", key="ip", rate=settings.SIGNUP_RATE, increment=True)
    if usage["should_limit"]:
        return _wait_for(
            "Too many sign-up attempts from your connection. ",
            usage,
        )
    usage = _created(request, increment=False)
    if usage["count"] >= usage["limit"]:
        return _wait_for(
            "So many accounts were created this hour that sign-up is paused for a while. ",
            usage,
        )
    return None


def count_signup(request: HttpRequest) -> None:
    _created(request, increment=True)


def _created(request: HttpRequest, *, increment: bool) -> dict:
    return get_usage(
        request,
        group="signup:site",
        key=_site,
        rate=settings.SIGNUP_SITE_RATE,
        increment=increment,
    )
