from django.contrib import admin, messages
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.core.exceptions import PermissionDenied
from django.utils.html import format_html_join

from jobportal.models import Application, Job, Profile, User


class NotForRecruiters:
    """Seekers' accounts and profiles hold private data (name, e-mail, phone, salary, resume).

    A recruiter account never sees them here, whatever permissions or staff status it is given:
    these pages are not listed and every one of them answers 403.
    """

    def is_recruiter(self, request) -> bool:
        return getattr(request.user, "is_recruiter", False)

    def has_module_permission(self, request):
        return not self.is_recruiter(request) and super().has_module_permission(request)

    def has_view_permission(self, request, obj=None):
        return not self.is_recruiter(request) and super().has_view_permission(request, obj)

    def has_add_permission(self, request, *args):
        return not self.is_recruiter(request) and super().has_add_permission(request, *args)

    def has_change_permission(self, request, obj=None):
        return not self.is_recruiter(request) and super().has_change_permission(request, obj)

    def has_delete_permission(self, request, obj=None):
        return not self.is_recruiter(request) and super().has_delete_permission(request, obj)


@admin.register(User)
class UserAdmin(NotForRecruiters, BaseUserAdmin):
    list_display = (
        "username",
        "email",
        "role",
        "company_name",
        "is_staff",
        "is_active",
        "date_joined",
    )
    list_filter = ("role", "is_staff", "is_active", "date_joined")
    search_fields = ("username", "email", "company_name")
    fieldsets = (
        *(BaseUserAdmin.fieldsets or ()),
        ("Portal", {"fields": ("role", "company_name")}),
    )
    add_fieldsets = (
        *BaseUserAdmin.add_fieldsets,
        ("Portal", {"fields": ("role", "company_name")}),
    )


@admin.register(Profile)
class ProfileAdmin(NotForRecruiters, admin.ModelAdmin):
    list_display = ("user", "headline", "desired_role", "has_resume", "updated_at")
    list_filter = ("updated_at",)
    search_fields = ("user__username", "headline", "desired_role", "skills")
    list_select_related = ("user",)
    raw_id_fields = ("user",)
    # The file itself is the seeker's: no URL serves it, only their own download page.
    exclude = ("resume", "resume_name")
    readonly_fields = ("resume_file", "updated_at")

    @admin.display(description="Resume")
    def resume_file(self, profile):
        if not profile.resume:
            return "–"
        return f"{profile.resume_name or 'uploaded'} (only the seeker can download it)"

    @admin.display(boolean=True, description="Resume")
    def has_resume(self, profile):
        return bool(profile.resume)


class OpenListFilter(admin.SimpleListFilter):
    title = "status"
    parameter_name = "status"

    def lookups(self, request, model_admin):
        return [("open", "Open"), ("closed", "Closed")]

    def queryset(self, request, queryset):
        if self.value() == "open":
            return queryset.open()
        if self.value() == "closed":
            return queryset.filter(closed_at__isnull=False)
        return queryset


class ScreeningListFilter(admin.SimpleListFilter):
    """Postings whose text reads as an instruction to an AI or the reader (Job.screen)."""

    title = "screening"
    parameter_name = "screening"

    def lookups(self, request, model_admin):
        return [
            ("needs_review", "Needs review"),
            ("reviewed", "Reviewed"),
            ("clean", "Not flagged"),
        ]

    def queryset(self, request, queryset):
        if self.value() == "needs_review":
            return queryset.needs_review()
        if self.value() == "reviewed":
            return queryset.flagged().filter(reviewed_at__isnull=False)
        if self.value() == "clean":
            return queryset.filter(flagged_at__isnull=True)
        return queryset


@admin.register(Job)
class JobAdmin(admin.ModelAdmin):
    list_display = (
        "title",
        "company",
        "location",
        "work_mode",
        "employment_type",
        "owner",
        "posted_at",
        "is_open",
        "needs_review",
    )
    list_filter = (
        ScreeningListFilter,
        OpenListFilter,
        "work_mode",
        "employment_type",
        "posted_at",
    )
    search_fields = ("title", "company", "location", "owner__username")
    list_select_related = ("owner",)
    raw_id_fields = ("owner",)
    date_hierarchy = "posted_at"
    readonly_fields = ("updated_at", "flagged_text", "flagged_at", "reviewed_at", "reviewed_by")
    actions = ["mark_reviewed"]

    @admin.display(boolean=True, description="Open")
    def is_open(self, job):
        return job.is_open

    @admin.display(boolean=True, description="Needs review")
    def needs_review(self, job):
        return job.needs_review

    @admin.display(description="Flagged text")
    def flagged_text(self, job):
        texts = job.flagged_text()
        if not texts:
            return "—"
        return format_html_join(
            "", "<p>{}: “{}” ({})</p>", ((t.field, t.excerpt, t.kind) for t in texts)
        )

    @admin.action(permissions=["change"], description="Mark selected postings as reviewed")
    def mark_reviewed(self, request, queryset):
        jobs = list(queryset.needs_review())
        for job in jobs:
            job.mark_reviewed(request.user)
        count = len(jobs)
        self.message_user(
            request,
            f"{count} posting{'' if count == 1 else 's'} marked as reviewed.",
            messages.SUCCESS,
        )

    def save_model(self, request, obj, form, change):
        # An admin's edit is screened like a recruiter's.
        obj.screen()
        super().save_model(request, obj, form, change)


@admin.register(Application)
class ApplicationAdmin(admin.ModelAdmin):
    """Read-only: an application is the seeker's and its recruiter's, not the staff's to edit.

    Only what a reviewer needs: who (by id), which job, the status and what was shared; never
    the seeker's private fields. Recruiters never see it, even with staff status. Deleting a
    seeker's account (in the user admin) deletes their applications with it.
    """

    list_display = (
        "id",
        "created_at",
        "seeker_ref",
        "job",
        "status",
        "share_contact",
        "share_resume",
        "shares_explanation",
    )
    list_filter = ("status", "share_contact", "share_resume", "created_at")
    search_fields = ("job__title", "job__company")
    list_select_related = ("job",)
    fields = (
        ("id", "created_at", "status", "status_changed_at"),
        ("seeker_ref", "job"),
        ("share_contact", "share_resume", "explanation_ref"),
        "note",
    )
    readonly_fields = (
        "id",
        "created_at",
        "status",
        "status_changed_at",
        "seeker_ref",
        "job",
        "share_contact",
        "share_resume",
        "explanation_ref",
        "note",
    )
    view_on_site = False

    # The admin asks these of anonymous visitors too (its login page): permissions first.
    def has_module_permission(self, request):
        return super().has_module_permission(request) and not request.user.is_recruiter

    def has_view_permission(self, request, obj=None):
        return super().has_view_permission(request, obj) and not request.user.is_recruiter

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        # Never on its own; but when a seeker or a job is deleted, the admin asks about each
        # application that goes with it, and that cascade is allowed.
        return obj is not None and super().has_delete_permission(request, obj)

    def delete_view(self, request, object_id, extra_context=None):
        raise PermissionDenied("Applications are deleted only with their seeker or their job.")

    def change_view(self, request, object_id, form_url="", extra_context=None):
        return super().change_view(
            request, object_id, form_url, {**(extra_context or {}), "show_delete": False}
        )

    @admin.display(description="Seeker", ordering="seeker_id")
    def seeker_ref(self, application):
        return f"#{application.seeker_id}"

    @admin.display(description="Explanation", boolean=True)
    def shares_explanation(self, application):
        return application.shares_explanation

    @admin.display(description="Shared explanation")
    def explanation_ref(self, application):
        return f"#{application.explanation_id}" if application.explanation_id else "-"
