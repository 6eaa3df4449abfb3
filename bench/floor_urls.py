"""A bench-only URLconf: the project's URLs plus trivial views, Django's floor.

bench_explain.py and bench_for_you.py point ROOT_URLCONF here (override_settings), so a floor
view runs through exactly the same middleware, session and authentication as the page it is
compared with: a logged-in POST that reads request.user and answers a small JSON body (beside
the explain endpoint), or a logged-in GET that answers a tiny HTML page (beside a page).
"""

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST

from jobportal.urls import urlpatterns as project_urlpatterns


@require_POST
@login_required
def floor(request, pk: int):
    return JsonResponse({"ok": True, "user": request.user.pk, "job": pk})


@login_required
def page_floor(request):
    return HttpResponse(f"<!doctype html><title>ok</title><p>{request.user.pk}</p>")


urlpatterns = [
    path("bench/floor/<int:pk>/", floor, name="bench_floor"),
    path("bench/floor-page/", page_floor, name="bench_page_floor"),
    *project_urlpatterns,
]
