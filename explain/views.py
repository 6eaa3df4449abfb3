from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_POST

from explain.limits import Refusal, take_model_call
from explain.models import Explanation
from explain.presenters import ExplanationView, changes_since, highlight_for, present
from explain.prompt import PROFILE_LABELS, missing_profile_fields
from explain.service import Question, explain_match, prepare_question
from jobportal.decorators import AuthenticatedHttpRequest, seeker_required
from jobportal.models import Application, Job, Profile


@dataclass(frozen=True)
class Blocker:
    """Why an explanation cannot be asked for; said before any model call."""

    code: str
    message: str
    link: str = ""
    link_text: str = ""


def explanation_blocker(profile: Profile | None, job: Job) -> Blocker | None:
    if not job.is_open:
        return Blocker("job_closed", "This job is closed, so we do not explain it any more.")
    if profile is None:
        return Blocker(
            "no_profile",
            "Create your profile first: an explanation compares it with the job.",
            reverse("jobportal:profile_edit"),
            "Create your profile",
        )
    missing = missing_profile_fields(profile.match_fields())
    if missing:
        return Blocker(
            "profile_too_thin",
            "Your profile is too thin to explain a match. Please fill in: "
            + "; ".join(missing)
            + ".",
            reverse("jobportal:profile_edit"),
            "Complete your profile",
        )
    return None


def wants_json(request: HttpRequest) -> bool:
    return request.get_preferred_type(["text/html", "application/json"]) == "application/json"


def job_page_context(
    request: HttpRequest, job: Job, explanation: Explanation | None = None
) -> dict[str, Any]:
    """The explanation part of a job page: the button, or why not, and the latest answer."""
    user = request.user
    if not user.is_authenticated:
        return {"panel": {"state": "anonymous"}}
    if not user.is_seeker:
        return {"panel": None}
    profile = Profile.objects.filter(user=user).first()
    blocker = explanation_blocker(profile, job)
    panel: dict[str, Any] = {"state": "blocked" if blocker else "ready", "blocker": blocker}
    view: ExplanationView | None = None
    if profile is not None:
        question = prepare_question(profile=profile, job=job)
        sent = {"profile": question.prompt.profile_fields, "job": question.prompt.job_fields}
        if explanation is None:
            explanation = Explanation.objects.for_seeker(user).filter(job=job).first()
        if explanation is not None:
            changes = changes_since(explanation, question, profile=profile, job=job)
            view = present(
                explanation,
                # The quotes point into the current texts unless these changed.
                is_fresh=not (changes.profile or changes.job),
                profile_fields=sent["profile"],
                job_fields=sent["job"],
                changes=changes,
            )
        panel["profile_fields"] = [
            (name, PROFILE_LABELS[name], value) for name, value in sent["profile"].items()
        ]
        if question.explainer.source == Explanation.Source.GEMINI:
            # The wait a person may face: the model call's own timeout.
            panel["wait_seconds"] = settings.GEMINI_TIMEOUT_SECONDS
        panel["highlight"] = highlight_for(view, request.GET.get("highlight", ""), sent)
    panel["view"] = view
    return {"panel": panel, "highlight": panel.get("highlight")}


@require_POST
@seeker_required
def explain_job(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    job = get_object_or_404(Job, pk=pk)
    profile = Profile.objects.filter(user=request.user).first()
    blocker = explanation_blocker(profile, job)
    if blocker:
        return blocked_response(request, job, blocker)
    assert profile is not None  # a missing profile is a blocker

    question = prepare_question(profile=profile, job=job)
    stored = Explanation.objects.reusable(
        seeker=request.user, job=job, fingerprint=question.fingerprint
    )
    if stored:
        return explanation_response(request, stored, question, cached=True)

    refusal = take_model_call(request)
    if refusal:
        return refusal_response(request, job, refusal)

    explanation = explain_match(question=question, seeker=request.user, job=job)
    return explanation_response(request, explanation, question)


@login_required
def explanation_detail(request: HttpRequest, pk: int) -> HttpResponse:
    explanation = get_object_or_404(
        Explanation.objects.select_related("job"), pk=pk, seeker=request.user
    )
    job = explanation.job
    context = {
        "job": job,
        **job_page_context(request, job, explanation),
        # The job page's own part: whether this seeker has applied (and how it stands).
        "application": Application.objects.for_seeker(request.user).filter(job=job).first(),
    }
    return render(request, "jobportal/job_detail.html", context)


def explanation_response(
    request: HttpRequest, explanation: Explanation, question: Question, *, cached: bool = False
) -> HttpResponse:
    if not wants_json(request):
        return redirect(f"{explanation.get_absolute_url()}#explanation")
    view = present(
        explanation,
        is_fresh=True,
        profile_fields=question.prompt.profile_fields,
        job_fields=question.prompt.job_fields,
    )
    # The page's script shows `html`: the same template as the page without JavaScript,
    # autoescaped, so the wording and the markup live in one place.
    fragment = render_to_string("explain/explanation.html", {"view": view}, request=request)
    return JsonResponse({**view.as_json(), "cached": cached, "html": fragment})


def refusal_response(request: HttpRequest, job: Job, refusal: Refusal) -> HttpResponse:
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
    context = {"message": refusal.message, "retry_after": refusal.retry_after, "job": job}
    response = render(request, "429.html", context, status=refusal.status)
    response["Retry-After"] = headers["Retry-After"]
    return response


def blocked_response(request: HttpRequest, job: Job, blocker: Blocker) -> HttpResponse:
    if wants_json(request):
        return JsonResponse(
            {
                "error": blocker.code,
                "message": blocker.message,
                "link": blocker.link,
                "link_text": blocker.link_text,
            },
            status=409,
        )
    return redirect(f"{job.get_absolute_url()}#explanation")


def shared_explanation_context(
    request: HttpRequest, application: Application
) -> dict[str, ExplanationView | dict[str, str] | None]:
    """The explanation a seeker shared with an application, shown as they saw it.

    It was up to date when they applied, and the application keeps the sent fields of that
    moment, so its quotes point into exactly the texts that were checked, even after the
    profile or the job changed.
    """
    if application.explanation is None:
        return {"view": None, "highlight": None}
    sent = {"profile": application.profile_fields, "job": application.job_fields}
    view = present(
        application.explanation,
        is_fresh=True,
        profile_fields=sent["profile"],
        job_fields=sent["job"],
    )
    return {"view": view, "highlight": highlight_for(view, request.GET.get("highlight", ""), sent)}
