import os

from django.core.wsgi import get_wsgi_application
from django.urls import get_resolver

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "jobportal.settings")

application = get_wsgi_application()

# Import every view now, and with them the Gemini SDK (about a second and a half), instead of
# on the first request. Under gunicorn's preload_app the workers are forked with it all loaded.
url_patterns = get_resolver().url_patterns
