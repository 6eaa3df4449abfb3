"""Whole pages for visitors who are not signed in, cached until any job changes.

The job list and search pages are the same for every visitor who asks the same question and is
not signed in: no name in the header, no form that needs a CSRF token, no panel of their own.
Rendering one costs far more than serving it (the search form's widgets, the layout, twenty
cards), so the whole page is kept, per question, for JOB_LIST_CACHE_SECONDS.

Freshness is the results cache's (jobportal/listing.py): a page is stored beside the jobs'
version it was rendered under and served only while that is still the version, which changes
whenever a job is saved or deleted. Both are read in one round trip to the cache.

Never cached: a signed-in visitor's page, a page with a message to show (it is shown once),
a page that set a cookie or asked for a CSRF token (it would hand one visitor's token to
another), and anything but a 200.
"""

from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib.messages import get_messages
from django.http import HttpRequest, HttpResponse

from jobportal.listing import VERSION_KEY, jobs_version, results_cache

View = Callable[..., HttpResponse]


def is_shared(request: HttpRequest) -> bool:
    """Whether this request gets the page every visitor gets."""
    return (
        request.method == "GET"
        and not request.user.is_authenticated
        and len(get_messages(request)) == 0
    )


def is_storable(request: HttpRequest, response: HttpResponse) -> bool:
    return (
        response.status_code == 200
        and not response.streaming
        and not response.cookies
        and not request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
    )


def cached_for_visitors(page_key: Callable[[HttpRequest], str]) -> Callable[[View], View]:
    """Serve `view` from the cache to visitors who are not signed in.

    `page_key(request)` names the page: everything the page shows must follow from it (for
    the job list, the search as it runs and the page number, not the raw query string, so
    parameters the page ignores do not multiply the copies).
    """

    def decorator(view: View) -> View:
        @wraps(view)
        def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            seconds = settings.JOB_LIST_CACHE_SECONDS
            if not seconds or not is_shared(request):
                return view(request, *args, **kwargs)
            cache = results_cache()
            key = f"page:{view.__name__}:{page_key(request)}"
            found = cache.get_many([VERSION_KEY, key])
            version, stored = found.get(VERSION_KEY), found.get(key)
            if version is not None and stored is not None and stored[0] == version:
                return HttpResponse(stored[1])
            # Read before rendering: a job saved meanwhile leaves this copy under a version
            # that is already out of date, so it is never served.
            version = version or jobs_version()
            response = view(request, *args, **kwargs)
            if is_storable(request, response):
                cache.set(key, (version, response.content), seconds)
            return response

        return wrapper

    return decorator
