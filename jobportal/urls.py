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
    path("jobs/for-you/", views.for_you, name="for_you"),
    path("jobs/for-you/restore/", views.restore_dismissed, name="restore_dismissed"),
    path("jobs/<int:pk>/dismiss/", views.dismiss_job, name="dismiss_job"),
    path("jobs/<int:pk>/apply/", views.apply, name="apply"),
    path("applications/", views.my_applications, name="my_applications"),
    path("applications/<int:pk>/withdraw/", views.withdraw_application, name="withdraw"),
    path("postings/<int:pk>/applications/", views.job_applications, name="job_applications"),
    path("applicants/<int:pk>/", views.application_detail, name="application_detail"),
    path("applicants/<int:pk>/status/", views.application_status, name="application_status"),
    path("applicants/<int:pk>/resume/", views.application_resume, name="application_resume"),
]

urlpatterns = [
    path("", views.job_list, name="home"),
    path("", include((portal_patterns, "jobportal"))),
    path("", include("explain.urls")),
    path("accounts/signup/", views.signup, name="signup"),
    path("accounts/login/", views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/login/", views.admin_login),
    path("admin/", admin.site.urls),
    path("favicon.ico", views.favicon),
    path("healthz", health.healthz, name="healthz"),
]
