from functools import wraps

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied

from jobportal.models import User


def role_required(role: str):
    """Logged in, and of this role; anyone else is refused with a 403 page."""

    def decorator(view):
        @wraps(view)
        @login_required
        def wrapped(request, *args, **kwargs):
            if request.user.role != role:
                raise PermissionDenied(f"This page is for {User.Role(role).label.lower()}s.")
            return view(request, *args, **kwargs)

        return wrapped

    return decorator


seeker_required = role_required(User.Role.SEEKER)
recruiter_required = role_required(User.Role.RECRUITER)
