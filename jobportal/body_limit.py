"""Request bodies are bounded before anything reads them.

Django bounds a form's text (DATA_UPLOAD_MAX_MEMORY_SIZE) but not its files: a multipart body is
read to its end, and files beyond FILE_UPLOAD_MAX_MEMORY_SIZE are spooled to disk, as soon as
anything asks for request.POST. The CSRF check does, whenever a CSRF cookie is present, so a
200 MB post was read and spooled before its 403, and a 50 MB resume before the form said it was
too large. Gunicorn has no limit on bodies either (only on the request line and headers).

This middleware, first in the chain, refuses a body whose Content-Length is over
REQUEST_BODY_MAX_BYTES (the largest form: the profile with a resume at its limit) with a 413,
before a byte of it is read. A body without Content-Length (chunked) is never read by Django.
"""

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.template.defaultfilters import filesizeformat
from django.template.loader import render_to_string

from jobportal.try_again import wants_json


class RequestBodyLimitMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0  # Django reads no body it cannot measure
        if length > settings.REQUEST_BODY_MAX_BYTES:
            return too_large(request, length)
        return self.get_response(request)


def too_large(request: HttpRequest, length: int) -> HttpResponse:
    message = (
        f"What you sent is {filesizeformat(length)}; the most a form here takes is "
        f"{filesizeformat(settings.REQUEST_BODY_MAX_BYTES)} (a resume up to "
        f"{filesizeformat(settings.RESUME_MAX_BYTES)}). Nothing was read or saved: go back and "
        "choose a smaller file."
    )
    # The unread body stays on the connection: close it rather than read it to reuse it.
    headers = {"Connection": "close"}
    if wants_json(request):
        return JsonResponse(
            {"error": "too_large", "message": message}, status=413, headers=headers
        )
    content = render_to_string("413.html", {"message": message}, request=request)
    return HttpResponse(content, status=413, headers=headers)
