"""One "please try again later" answer for every limit and for a rate-limit store outage.

The explanation cooldowns and caps, the login and sign-up limits, and a Redis outage all end
here: HTTP 429 (a limit) or 503 (the store that counts cannot be reached), a `Retry-After`
header, and either JSON (for the page's script) or the `try_again_later.html` page, whose
message says when to try again and whose link leads back to where the person was.
"""

import math
from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.template.loader import render_to_string
from django.urls import reverse


@dataclass(frozen=True)
class Refusal:
    message: str  # says when to try again
    retry_after: int  # seconds
    status: int = 429


# Fail closed: while the counters cannot be read, nothing that counts is done.
STORE_UNAVAILABLE = Refusal(
    "This is paused for a moment: the store that counts attempts cannot be reached, so "
    "nothing was sent or saved. Please try again in a minute.",
    60,
    status=503,
)


def wait_words(seconds: int) -> str:
    if seconds < 90:
        return f"{seconds} second{'s' if seconds != 1 else ''}"
    minutes = math.ceil(seconds / 60)
    if minutes < 90:
        return f"{minutes} minutes"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min"


def wants_json(request: HttpRequest) -> bool:
    return request.get_preferred_type(["text/html", "application/json"]) == "application/json"


def try_again_later(
    request: HttpRequest, refusal: Refusal, *, back_url: str = "", back_text: str = ""
) -> HttpResponse:
    headers = {"Retry-After": str(refusal.retry_after)}
    if wants_json(request):
        return JsonResponse(
            {
                "error": "rate_limited" if refusal.status == 429 else "unavailable",
                "message": refusal.message,
                "retry_after": refusal.retry_after,
            },
            status=refusal.status,
            headers=headers,
        )
    context = {
        "message": refusal.message,
        "back_url": back_url or reverse("home"),
        "back_text": back_text or "Back to the jobs",
    }
    content = render_to_string("try_again_later.html", context, request=request)
    return HttpResponse(content, status=refusal.status, headers=headers)
