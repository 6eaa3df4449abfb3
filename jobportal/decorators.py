from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse

from jobportal.models import User


class AuthenticatedHttpRequest(HttpRequest):
    """The request a view behind `login_required` (or a role below) gets: a signed-in user."""

    user: User


def role_required[View: Callable[..., HttpResponse]](role: str) -> Callable[[View], View]:
    """Logged in, and of this role; anyone else is refused with a 403 page."""

    def decorator(view: View) -> View:
        @wraps(view)
        @login_required
        def wrapped(request: AuthenticatedHttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if request.user.role != role:
                raise PermissionDenied(f"This page is for {User.Role(role).label.lower()}s.")
            return view(request, *args, **kwargs)

        return wrapped  # type: ignore[return-value]  # the same signature, by functools.wraps

    return decorator


seeker_required = role_required(User.Role.SEEKER)
recruiter_required = role_required(User.Role.RECRUITER)
