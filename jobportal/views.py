from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.core.paginator import Paginator
from django.http import FileResponse, Http404, HttpRequest
from django.shortcuts import get_object_or_404, redirect, render
from django.templatetags.static import static
from django.utils.decorators import method_decorator
from django.utils.functional import cached_property
from django.views.decorators.http import require_http_methods, require_POST
from django_ratelimit.decorators import ratelimit

from explain.views import job_page_context
from jobportal.decorators import recruiter_required, seeker_required
from jobportal.forms import JobForm, JobSearchForm, ProfileForm, SignUpForm
from jobportal.models import Job, Profile

JOBS_PER_PAGE = 20
MAX_PAGES = 50


class JobPaginator(Paginator):
    """Newest first, at most MAX_PAGES pages: a deep OFFSET reads and discards every row before
    it (page 4,000 of 100,000 jobs took 100 ms on PostgreSQL), and nobody pages that far
    instead of narrowing the search. The count of matching jobs stays exact."""

    @cached_property
    def num_pages(self):
        return min(super().num_pages, MAX_PAGES)

    @property
    def is_capped(self) -> bool:
        return self.count > self.reachable

    @property
    def reachable(self) -> int:
        """How many of the matching jobs the pages show."""
        return min(self.count, self.num_pages * self.per_page)


def favicon(request):
    # Pages link the icon; the admin's do not, and browsers then ask for /favicon.ico.
    # Temporary: the target carries a content hash that changes with each release.
    return redirect(static("img/favicon.svg"))


def rate_limited(request, exception):
    """RATELIMIT_VIEW: django-ratelimit's refusal becomes a 429 page, not a 403."""
    return render(request, "429.html", {"retry_after": None}, status=429)


def signup(request):
    if request.user.is_authenticated:
        return redirect("home")
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, f"Welcome, {user.username}. Your account is ready.")
        if user.is_recruiter:
            return redirect("jobportal:job_create")
        return redirect("jobportal:profile_edit")
    return render(request, "registration/signup.html", {"form": form})


@method_decorator(
    ratelimit(key="ip", rate=settings.LOGIN_RATE, method="POST", block=True), name="dispatch"
)
class LoginView(auth_views.LoginView):
    redirect_authenticated_user = True


def job_list(request):
    form = JobSearchForm(request.GET)
    jobs = form.filter(Job.objects.open()).newest_first()
    page = JobPaginator(jobs, JOBS_PER_PAGE).get_page(request.GET.get("page"))
    # The search parameters without the page number, for the pagination links.
    query = request.GET.copy()
    query.pop("page", None)
    return render(
        request,
        "jobportal/job_list.html",
        {"form": form, "page": page, "query": query.urlencode()},
    )


def job_detail(request, pk):
    job = get_object_or_404(Job.objects.select_related("owner"), pk=pk)
    context = {"job": job, **job_page_context(request, job)}
    return render(request, "jobportal/job_detail.html", context)


@recruiter_required
def my_postings(request):
    jobs = Job.objects.posted_by(request.user).newest_first()
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
    profile = Profile.objects.filter(user=request.user).first() or Profile(user=request.user)
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
        {"form": form, "profile": profile, "match_fields": Profile.MATCH_FIELDS},
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
