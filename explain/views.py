from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_POST

from explain.limits import Refusal, take_model_call
from explain.models import Explanation
from explain.presenters import Blocker, explanation_blocker, job_panel, present
from explain.service import Question, explain_match, prepare_question
from jobportal.decorators import AuthenticatedHttpRequest, seeker_required
from jobportal.models import Application, Job, Profile


def wants_json(request: HttpRequest) -> bool:
    return request.get_preferred_type(["text/html", "application/json"]) == "application/json"


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
    panel = job_panel(
        request.user, job, explanation=explanation, highlight=request.GET.get("highlight", "")
    )
    context = {
        "job": job,
        "panel": panel,
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
