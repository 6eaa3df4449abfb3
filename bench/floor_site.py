"""Settings for bench_pages.py's app server: the project's own, plus one minimal view.

    DJANGO_SETTINGS_MODULE=bench.floor_site gunicorn -c gunicorn.conf.py

The minimal view (/bench/minimal/) answers "ok" through the very same middleware stack as
every page: it is Django's floor on this machine, and the job pages are measured against it.
This module is also the URLconf; its `urlpatterns` are built on first use (PEP 562), after
the settings are loaded.
"""

from jobportal.settings import *  # noqa: F403

ROOT_URLCONF = "bench.floor_site"


def minimal(request):
    from django.http import HttpResponse

    return HttpResponse("ok", content_type="text/plain")


def __getattr__(name: str):
    if name == "urlpatterns":
        from django.urls import path

        from jobportal.urls import urlpatterns

        return [path("bench/minimal/", minimal), *urlpatterns]
    raise AttributeError(name)
