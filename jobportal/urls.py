from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from jobportal import health, views

portal_patterns = [
    path("jobs/<int:pk>/", views.job_detail, name="job_detail"),
    path("jobs/new/", views.job_create, name="job_create"),
    path("jobs/<int:pk>/edit/", views.job_edit, name="job_edit"),
    path("jobs/<int:pk>/close/", views.job_close, name="job_close"),
    path("jobs/<int:pk>/reopen/", views.job_reopen, name="job_reopen"),
    path("postings/", views.my_postings, name="my_postings"),
    path("profile/", views.profile_edit, name="profile_edit"),
    path("profile/resume/", views.resume_download, name="resume_download"),
]

urlpatterns = [
    path("", views.job_list, name="home"),
    path("", include((portal_patterns, "jobportal"))),
    path("", include("explain.urls")),
    path("accounts/signup/", views.signup, name="signup"),
    path("accounts/login/", views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
    path("favicon.ico", views.favicon),
    path("healthz", health.healthz, name="healthz"),
]
