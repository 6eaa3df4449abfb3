"""A bench-only URLconf: the project's URLs plus one trivial view, Django's floor.

bench_explain.py points ROOT_URLCONF here (override_settings), so the floor view runs through
exactly the same middleware, session and authentication as the explain endpoint: it is a
logged-in POST that reads request.user and answers a small JSON body, and nothing else.
"""

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST

from jobportal.urls import urlpatterns as project_urlpatterns


@require_POST
@login_required
def floor(request, pk: int):
    return JsonResponse({"ok": True, "user": request.user.pk, "job": pk})


urlpatterns = [
    path("bench/floor/<int:pk>/", floor, name="bench_floor"),
    *project_urlpatterns,
]
