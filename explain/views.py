from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_POST

from explain.inflight import InFlightQuestion
from explain.limits import take_model_call
from explain.models import Explanation
from explain.presenters import Blocker, explanation_blocker, job_panel, present
from explain.service import Question, explain_match, prepare_question, release_connection
from jobportal.decorators import AuthenticatedHttpRequest, seeker_required
from jobportal.models import Application, Job, User
from jobportal.try_again import Refusal, try_again_later, wants_json


@require_POST
@seeker_required
def explain_job(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    job = get_object_or_404(Job, pk=pk)
    profile = request.user.seeker_profile
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

    if question.explainer.source == Explanation.Source.OFFLINE:
        # Keyword matching of our own costs nothing: no budget to take, no call to share.
        explanation = explain_match(question=question, seeker=request.user, job=job)
        return explanation_response(request, explanation, question)

    in_flight = InFlightQuestion(request.user.pk, question.fingerprint)
    if not in_flight.claim():
        answer = shared_answer(in_flight, request.user)
        if answer:
            return explanation_response(request, answer, question, cached=True)
        if not in_flight.claim():
            return refusal_response(request, job, ASKED_ELSEWHERE)
    try:
        refusal = take_model_call(request)
        if refusal:
            in_flight.abandoned()
            return refusal_response(request, job, refusal)
        explanation = explain_match(question=question, seeker=request.user, job=job)
    except BaseException:
        in_flight.abandoned()
        raise
    in_flight.answered(explanation.pk)
    return explanation_response(request, explanation, question)


ASKED_ELSEWHERE = Refusal(
    "This explanation is being asked for in another window right now. Try again in a few seconds.",
    5,
)


def shared_answer(in_flight: InFlightQuestion, seeker: User) -> Explanation | None:
    """The answer another request is getting for this very question, once it has it."""
    release_connection()  # nothing to read while we wait
    answer_id = in_flight.wait()
    if answer_id is None:
        return None
    return Explanation.objects.filter(pk=answer_id, seeker=seeker).first()


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
    return try_again_later(
        request, refusal, back_url=job.get_absolute_url(), back_text="Back to the job"
    )


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
