from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin

from jobportal.models import Job, Profile, User


@admin.register(User)
class UserAdmin(BaseUserAdmin):
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
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "headline", "desired_role", "has_resume", "updated_at")
    list_filter = ("updated_at",)
    search_fields = ("user__username", "headline", "desired_role", "skills")
    list_select_related = ("user",)
    raw_id_fields = ("user",)
    readonly_fields = ("updated_at",)

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
    )
    list_filter = (OpenListFilter, "work_mode", "employment_type", "posted_at")
    search_fields = ("title", "company", "location", "owner__username")
    list_select_related = ("owner",)
    raw_id_fields = ("owner",)
    date_hierarchy = "posted_at"
    readonly_fields = ("updated_at",)

    @admin.display(boolean=True, description="Open")
    def is_open(self, job):
        return job.is_open
