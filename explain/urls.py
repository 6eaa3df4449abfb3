from django.urls import path

from explain import views

app_name = "explain"

urlpatterns = [
    path("jobs/<int:pk>/explain/", views.explain_job, name="explain_job"),
    path("explanations/<int:pk>/", views.explanation_detail, name="detail"),
]
