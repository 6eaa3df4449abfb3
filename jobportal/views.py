import hashlib
import json
from functools import partial

from django.conf import settings
from django.contrib import admin, messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.core.paginator import Paginator
from django.db import IntegrityError, transaction
from django.db.models import Count, Q
from django.http import FileResponse, Http404, HttpRequest
from django.shortcuts import get_object_or_404, redirect, render
from django.templatetags.static import static
from django.urls import reverse
from django.utils.decorators import method_decorator
from django.views.decorators.http import require_http_methods, require_POST

from explain.models import Explanation
from explain.presenters import job_panel, shared_explanation, shared_points
from explain.prompt import JOB_LABELS, PROFILE_LABELS, sent_fields
from explain.service import prepare_question
from jobportal import notifications, ranking
from jobportal.decorators import recruiter_required, seeker_required
from jobportal.forms import (
    ApplicationFilterForm,
    ApplicationForm,
    ApplicationStatusForm,
    JobForm,
    JobSearchForm,
    ProfileForm,
    SignUpForm,
)
from jobportal.listing import JOBS_PER_PAGE, JobResults
from jobportal.login_limits import count_signup, login_limited, signup_refusal
from jobportal.models import Application, Dismissal, Job, Profile
from jobportal.page_cache import cached_for_visitors
from jobportal.try_again import try_again_later

APPLICATIONS_PER_PAGE = 25


def favicon(request):
    # Pages link the icon; the admin's do not, and browsers then ask for /favicon.ico.
    # Temporary: the target carries a content hash that changes with each release.
    return redirect(static("img/favicon.svg"))


def signup(request):
    if request.user.is_authenticated:
        return redirect("home")
    if request.method == "POST":
        refusal = signup_refusal(request)
        if refusal:
            return try_again_later(
                request, refusal, back_url=reverse("signup"), back_text="Back to sign-up"
            )
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        count_signup(request)
        login(request, user, backend=settings.AUTHENTICATION_BACKENDS[0])
        messages.success(request, f"Welcome, {user.username}. Your account is ready.")
        if user.is_recruiter:
            return redirect("jobportal:job_create")
        return redirect("jobportal:profile_edit")
    return render(request, "registration/signup.html", {"form": form})


@method_decorator(login_limited, name="dispatch")
class LoginView(auth_views.LoginView):
    redirect_authenticated_user = True


# The admin's own login form, behind the same limits (its URL is matched before the admin's).
admin_login = login_limited(admin.site.login)


def job_list_page(request: HttpRequest) -> str:
    """What the job list shows follows from the search boxes as typed and the page number."""
    asked = [request.GET.get(name, "") for name in (*JobSearchForm.base_fields, "page")]
    return hashlib.sha256(json.dumps(asked).encode()).hexdigest()


@cached_for_visitors(job_list_page)
def job_list(request):
    form = JobSearchForm(request.GET)
    form.is_valid()  # an invalid filter is left out of the search, not shown as an error
    context = {
        "form": form,
        # Read by the template only when this page of results is not cached.
        "results": JobResults(form, request.GET.get("page")),
        "results_cache_seconds": settings.JOB_LIST_CACHE_SECONDS,
    }
    return render(request, "jobportal/job_list.html", context)


def job_detail(request, pk):
    job = get_object_or_404(Job, pk=pk)
    panel = job_panel(request.user, job, highlight=request.GET.get("highlight", ""))
    context = {"job": job, "panel": panel, **applying_context(request, job)}
    return render(request, "jobportal/job_detail.html", context)


def applying_context(request, job: Job) -> dict:
    """The job page's application part: the seeker's application, or the owner's count."""
    user = request.user
    if not user.is_authenticated:
        return {}
    if user.is_seeker:
        return {"application": Application.objects.for_seeker(user).filter(job=job).first()}
    if user.pk == job.owner_id:
        return {"application_count": job.applications.count()}
    return {}


@recruiter_required
def my_postings(request):
    jobs = (
        Job.objects.posted_by(request.user)
        .annotate(
            application_count=Count("applications"),
            new_count=Count("applications", filter=Q(applications__status=Application.Status.NEW)),
        )
        .newest_first()
    )
    return render(request, "jobportal/my_postings.html", {"jobs": jobs})


def tell_recruiter_about_screening(request: HttpRequest, job: Job, *, was_flagged: bool) -> None:
    """After a save: what in the posting reads as an instruction, or that the flag is gone."""
    if job.needs_review:
        found = "; ".join(
            f"{text.field}: “{text.excerpt}” ({text.kind})" for text in job.flagged_text()
        )
        messages.warning(
            request,
            f"Part of this posting reads as an instruction to an AI or to the reader. {found}. "
            "Seekers and the AI explainer get your posting as plain data, never as "
            "instructions, and an admin will review it. If you did not mean it that way, "
            "edit the posting to remove it.",
        )
    elif was_flagged and not job.screening_findings:
        messages.success(request, "The text flagged for review is gone: the flag is cleared.")


@recruiter_required
def job_create(request):
    form = JobForm(request.POST or None, initial={"company": request.user.company_name})
    if request.method == "POST" and form.is_valid():
        job = form.save(commit=False)
        job.owner = request.user
        job.screen()
        job.save()
        messages.success(request, "Your job is posted.")
        tell_recruiter_about_screening(request, job, was_flagged=False)
        return redirect(job)
    return render(request, "jobportal/job_form.html", {"form": form})


@recruiter_required
def job_edit(request, pk):
    job = get_object_or_404(Job, pk=pk, owner=request.user)
    was_flagged = job.flagged_at is not None
    form = JobForm(request.POST or None, instance=job)
    if request.method == "POST" and form.is_valid():
        job = form.save(commit=False)
        job.screen()
        job.save()
        messages.success(request, "Your changes are saved.")
        tell_recruiter_about_screening(request, job, was_flagged=was_flagged)
        return redirect(job)
    return render(request, "jobportal/job_form.html", {"form": form, "job": job})


@require_http_methods(["GET", "POST"])
@recruiter_required
def job_close(request, pk):
    """GET asks for confirmation (a page, so it works without JavaScript); POST closes."""
    job = get_object_or_404(Job, pk=pk, owner=request.user)
    if request.method == "POST":
        job.close()
        messages.success(request, f"“{job.title}” is closed: it no longer appears in search.")
        return redirect("jobportal:my_postings")
    if not job.is_open:
        return redirect(job)
    return render(request, "jobportal/job_close.html", {"job": job})


@require_POST
@recruiter_required
def job_reopen(request, pk):
    job = get_object_or_404(Job, pk=pk, owner=request.user)
    job.reopen()
    messages.success(request, f"“{job.title}” is open again: it appears in search.")
    return redirect("jobportal:my_postings")


@seeker_required
def profile_edit(request):
    profile = request.user.seeker_profile or Profile(user=request.user)
    form = ProfileForm(request.POST or None, request.FILES or None, instance=profile)
    if request.method == "POST":
        if form.is_valid():
            form.save()
            messages.success(request, "Your profile is saved.")
            return redirect("jobportal:profile_edit")
        messages.error(request, "Your profile was not saved: please correct the fields below.")
    return render(
        request,
        "jobportal/profile_form.html",
        {"form": form, "profile": profile, "match_fields": list(PROFILE_LABELS)},
    )


@seeker_required
def resume_download(request):
    profile = get_object_or_404(Profile, user=request.user)
    if not profile.resume:
        raise Http404("No resume uploaded.")
    return FileResponse(
        profile.resume.open("rb"),
        as_attachment=True,
        filename=profile.resume_name or profile.resume.name.rsplit("/", 1)[-1],
    )


# --- Jobs that fit you ----------------------------------------------------------------------


@seeker_required
def for_you(request):
    profile = request.user.seeker_profile
    since_id = ranking.window_start()
    ids = ranking.ranked_job_ids(profile, since_id) if profile is not None else []
    page = Paginator(ids, JOBS_PER_PAGE).get_page(request.GET.get("page"))
    found = Job.objects.in_bulk(page.object_list)
    cards = []
    if profile is not None:
        sent_profile = sent_fields(profile.match_fields(), PROFILE_LABELS)
        for pk in page.object_list:
            if pk in found:
                sent_job = sent_fields(found[pk].match_fields(), JOB_LABELS)
                cards.append({"job": found[pk], "shared": shared_points(sent_profile, sent_job)})
    context = {
        "profile": profile,
        "page": page,
        "cards": cards,
        "recent_jobs": ranking.RECENT_JOBS if since_id else None,
        "dismissed": Dismissal.objects.filter(seeker=request.user).count(),
    }
    return render(request, "jobportal/for_you.html", context)


def page_number(request) -> int:
    """The page a POST came from, so the seeker lands where they were."""
    try:
        return max(1, int(request.POST.get("page", 1)))
    except ValueError:
        return 1


@require_POST
@seeker_required
def dismiss_job(request, pk):
    job = get_object_or_404(Job, pk=pk)
    Dismissal.objects.get_or_create(seeker=request.user, job=job)
    messages.success(request, f"“{job.title}” is hidden from your list.")
    return redirect(f"{reverse('jobportal:for_you')}?page={page_number(request)}")


@require_POST
@seeker_required
def restore_dismissed(request):
    count, _ = Dismissal.objects.filter(seeker=request.user).delete()
    messages.success(request, f"{count} hidden job{'s' if count != 1 else ''} back in your list.")
    return redirect("jobportal:for_you")


# --- Applying (seekers) -----------------------------------------------------------------------


@seeker_required
def apply(request, pk):
    job = get_object_or_404(Job.objects.select_related("owner"), pk=pk)
    existing = Application.objects.for_seeker(request.user).filter(job=job).first()
    if existing is not None:
        messages.info(request, f"You have already applied to “{job.title}”.")
        return redirect("jobportal:my_applications")
    if not job.is_open:
        messages.error(request, "This job is closed: it no longer takes applications.")
        return redirect(job)
    profile = request.user.seeker_profile
    question = prepare_question(profile=profile, job=job) if profile is not None else None
    if question is None or not question.prompt.profile_fields:
        messages.error(request, "Fill in your profile first: it goes with every application.")
        return redirect("jobportal:profile_edit")
    explanation = Explanation.objects.reusable(
        seeker=request.user, job=job, fingerprint=question.fingerprint
    )
    form = ApplicationForm(
        request.POST or None, profile=profile, explanation_available=explanation is not None
    )
    if request.method == "POST" and form.is_valid():
        application = form.save(commit=False)
        application.seeker = request.user
        application.job = job
        application.profile_fields = question.prompt.profile_fields
        application.job_fields = question.prompt.job_fields
        if form.cleaned_data.get("share_explanation"):
            application.explanation = explanation
        try:
            with transaction.atomic():
                application.save()
        except IntegrityError:  # a second tab, or a double click, got there first
            messages.info(request, f"You have already applied to “{job.title}”.")
            return redirect("jobportal:my_applications")
        url = request.build_absolute_uri(
            reverse("jobportal:application_detail", args=[application.pk])
        )
        transaction.on_commit(
            partial(notifications.notify_recruiter_of_application, application, url=url)
        )
        messages.success(request, f"You applied to “{job.title}” at {job.company}.")
        return redirect("jobportal:my_applications")
    context = {
        "job": job,
        "form": form,
        "sent_labels": [PROFILE_LABELS[name] for name in question.prompt.profile_fields],
        "explanation": explanation,
    }
    return render(request, "jobportal/apply.html", context)


@seeker_required
def my_applications(request):
    applications = (
        Application.objects.for_seeker(request.user).select_related("job").newest_first()
    )
    return render(request, "jobportal/my_applications.html", {"applications": applications})


@require_POST
@seeker_required
def withdraw_application(request, pk):
    application = get_object_or_404(
        Application.objects.select_related("job"), pk=pk, seeker=request.user
    )
    application.withdraw()
    messages.success(
        request,
        f"Your application for “{application.job.title}” is withdrawn. The recruiter sees only "
        "that it was withdrawn.",
    )
    return redirect("jobportal:my_applications")


# --- Applicants (recruiters) ------------------------------------------------------------------


@recruiter_required
def job_applications(request, pk):
    job = get_object_or_404(Job, pk=pk, owner=request.user)
    form = ApplicationFilterForm(request.GET)
    applications = form.filter(
        job.applications.select_related("seeker__profile", "job")
    ).newest_first()
    page = Paginator(applications, APPLICATIONS_PER_PAGE).get_page(request.GET.get("page"))
    counts = dict(job.applications.values_list("status").annotate(n=Count("id")))
    statuses = [
        (value, label, counts.get(value, 0)) for value, label in Application.Status.choices
    ]
    query = request.GET.copy()
    query.pop("page", None)
    context = {
        "job": job,
        "form": form,
        "page": page,
        "statuses": statuses,
        "total": sum(counts.values()),
        "query": query.urlencode(),
    }
    return render(request, "jobportal/job_applications.html", context)


def recruiters_application(request, pk) -> Application:
    """One of this recruiter's applications, or 404: the ownership is part of the query."""
    return get_object_or_404(
        Application.objects.select_related("job", "seeker__profile", "explanation"),
        pk=pk,
        job__owner=request.user,
    )


@recruiter_required
def application_detail(request, pk):
    application = recruiters_application(request, pk)
    profile = getattr(application.seeker, "profile", None)
    shared = shared_explanation(application, highlight=request.GET.get("highlight", ""))
    context = {
        "application": application,
        "profile_rows": labelled(application.profile_fields, PROFILE_LABELS),
        "job_rows": labelled(application.job_fields, JOB_LABELS),
        "job": application.job,
        "contact": profile if application.share_contact else None,
        "resume_name": profile.resume_name if application.share_resume and profile else "",
        "has_resume": bool(application.share_resume and profile and profile.resume),
        "status_form": ApplicationStatusForm(application=application),
        "shared": shared,
    }
    return render(request, "jobportal/application_detail.html", context)


def labelled(fields: dict[str, str], labels: dict[str, str]) -> list[tuple[str, str, str]]:
    """(name, label, value) of sent fields, in the prompt's order."""
    return [(name, label, fields[name]) for name, label in labels.items() if name in fields]


@require_POST
@recruiter_required
def application_status(request, pk):
    application = recruiters_application(request, pk)
    form = ApplicationStatusForm(request.POST, application=application)
    if not form.is_valid():
        messages.error(
            request,
            f"This application is {application.get_status_display().lower()}: it cannot be "
            "moved to that status.",
        )
        return redirect("jobportal:application_detail", pk=application.pk)
    application.move_to(form.cleaned_data["status"])
    url = request.build_absolute_uri(reverse("jobportal:my_applications"))
    transaction.on_commit(partial(notifications.notify_seeker_of_status, application, url=url))
    messages.success(
        request,
        f"{application.applicant_label} is now {application.get_status_display().lower()}.",
    )
    return redirect("jobportal:application_detail", pk=application.pk)


@recruiter_required
def application_resume(request, pk):
    application = recruiters_application(request, pk)
    profile = getattr(application.seeker, "profile", None)
    if not application.share_resume or profile is None or not profile.resume:
        raise Http404("No resume shared with this application.")
    return FileResponse(
        profile.resume.open("rb"),
        as_attachment=True,
        filename=profile.resume_name or profile.resume.name.rsplit("/", 1)[-1],
    )
