import json
import unicodedata
from pathlib import PurePath
from typing import Any

from confusable_homoglyphs import confusables
from django import forms
from django.conf import settings
from django.contrib.auth.forms import UserCreationForm
from django.core.exceptions import ValidationError
from django.core.validators import FileExtensionValidator
from django.template.defaultfilters import filesizeformat
from django.utils.functional import cached_property
from django.utils.http import urlencode

from explain.prompt import JOB_LABELS, PROFILE_LABELS
from jobportal.models import Application, Job, Profile, User
from jobportal.search import MAX_TERMS, SearchTerm, parse_query

RESUME_EXTENSIONS = ("pdf", "docx", "txt")
RESUME_NAME_MAX_LENGTH = 200

# The joiners stay: Persian, Indic scripts and emoji sequences need them.
KEPT_FORMAT_CHARACTERS = {"\u200c", "\u200d"}


def single_line(value: str) -> str:
    """One line of visible text: no line breaks, and none of the invisible format characters
    (bidirectional overrides that make "exe.txt" show as "txt.exe", zero-width spaces that hide
    a word from search) that nobody types into a title or a name."""
    kept = []
    for char in value:
        category = unicodedata.category(char)
        if category == "Cc":
            kept.append(" " if char.isspace() else "")
        elif category != "Cf" or char in KEPT_FORMAT_CHARACTERS:
            kept.append(char)
    return "".join(kept).strip()


class SingleLineField(forms.CharField):
    def to_python(self, value):
        return single_line(super().to_python(value))


def latin_look_alike(name: str) -> str:
    """The name with each letter that imitates a Latin one replaced by it ("ѕeeker" -> "seeker")."""
    chars = []
    for char in name:
        found = confusables.is_confusable(char, greedy=True, preferred_aliases=["latin"]) or []
        latin = [
            glyph["c"] for item in found for glyph in item["homoglyphs"] if glyph["c"].isascii()
        ]
        chars.append(latin[0] if latin else char)
    return "".join(chars)


class SignUpForm(UserCreationForm):
    role = forms.ChoiceField(
        choices=User.Role.choices,
        widget=forms.RadioSelect,
        label="I am a",
        initial=User.Role.SEEKER,
    )
    company_name = SingleLineField(
        max_length=200,
        required=False,
        label="Company (recruiters only)",
        help_text="The company you post jobs for.",
    )

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "email", "role", "company_name")

    def clean_username(self):
        username = super().clean_username()
        # Look-alike letters from another alphabet would let one person pass for another.
        if confusables.is_dangerous(username):
            raise ValidationError(
                "This username mixes letters from different alphabets that look alike. "
                "Please use one alphabet.",
                code="mixed_script_confusable",
            )
        look_alike = latin_look_alike(username)
        if look_alike != username and User.objects.filter(username__iexact=look_alike).exists():
            raise ValidationError(
                "This username looks the same as an existing one. Please choose another.",
                code="confusable",
            )
        return username

    def clean(self):
        cleaned_data = super().clean()
        if cleaned_data.get("role") == User.Role.RECRUITER and not cleaned_data.get(
            "company_name"
        ):
            self.add_error(
                "company_name",
                ValidationError("Recruiters need a company name.", code="company_required"),
            )
        if cleaned_data.get("role") == User.Role.SEEKER:
            # A seeker belongs to no company; ignore anything typed there.
            cleaned_data["company_name"] = ""
        return cleaned_data


def sizes_told_apart(size: int, limit: int) -> tuple[str, str]:
    """Both sizes, precise enough to differ: a file just over 2 MB is not "2.0 MB; the limit is
    2.0 MB"."""
    size_text, limit_text = filesizeformat(size), filesizeformat(limit)
    if size_text == limit_text:
        return f"{size:,} bytes", f"{limit:,} bytes ({limit_text})"
    return size_text, limit_text


def shortened_file_name(name: str, max_length: int) -> str:
    """The name cut to max_length, keeping its extension."""
    if len(name) <= max_length:
        return name
    suffix = PurePath(name).suffix
    if not suffix or len(suffix) > 16:
        return name[:max_length]
    return name[: max_length - len(suffix)] + suffix


def validate_resume_content(upload) -> None:
    """Check the bytes, not only the name: a renamed executable is not a PDF."""
    extension = upload.name.rsplit(".", 1)[-1].lower()
    upload.seek(0)
    head = upload.read(2048)
    upload.seek(0)
    if extension == "pdf" and not head.startswith(b"%PDF-"):
        raise ValidationError("This file is not a PDF.", code="bad_pdf")
    if extension == "docx" and not head.startswith(b"PK\x03\x04"):
        raise ValidationError("This file is not a Word (.docx) document.", code="bad_docx")
    if extension == "txt":
        if b"\x00" in head:
            raise ValidationError("This file is not plain text.", code="bad_txt")
        try:
            # Only the head is read: a multi-byte character may be cut at the end.
            head.decode("utf-8")
        except UnicodeDecodeError as error:
            if error.start < len(head) - 3:
                raise ValidationError(
                    "A text resume must be UTF-8 encoded.", code="bad_txt"
                ) from None


class ProfileForm(forms.ModelForm):
    resume = forms.FileField(
        required=False,
        validators=[FileExtensionValidator(RESUME_EXTENSIONS)],
        help_text="PDF, Word (.docx) or plain text, up to "
        f"{filesizeformat(settings.RESUME_MAX_BYTES)}. Only you can see it.",
        widget=forms.FileInput(attrs={"accept": ".pdf,.docx,.txt"}),
    )
    remove_resume = forms.BooleanField(required=False, label="Remove my resume")

    class Meta:
        model = Profile
        fields = (
            *PROFILE_LABELS,  # what is sent to the explainer; the rest is private
            "full_name",
            "email",
            "phone",
            "salary_expectation",
            "resume",
        )
        widgets = {
            "skills": forms.Textarea(attrs={"rows": 4}),
            "experience": forms.Textarea(attrs={"rows": 8}),
            "work_preferences": forms.Textarea(attrs={"rows": 2}),
        }
        labels = {"desired_role": "Desired role", "salary_expectation": "Salary expectation"}
        field_classes = dict.fromkeys(
            ("headline", "desired_role", "full_name", "phone", "salary_expectation"),
            SingleLineField,
        )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Remembered so a replaced resume does not stay behind in storage.
        self.stored_resume_name = self.instance.resume.name

    def clean_resume(self):
        resume = self.cleaned_data.get("resume")
        if resume and hasattr(resume, "content_type"):  # a new upload, not the stored file
            if resume.size > settings.RESUME_MAX_BYTES:
                size, limit = sizes_told_apart(resume.size, settings.RESUME_MAX_BYTES)
                raise ValidationError(
                    "The resume is %(size)s; the limit is %(limit)s.",
                    code="resume_too_large",
                    params={"size": size, "limit": limit},
                )
            validate_resume_content(resume)
        return resume

    def save(self, commit=True):
        profile = super().save(commit=False)
        resume = self.cleaned_data.get("resume")
        if resume and hasattr(resume, "content_type"):
            profile.resume_name = shortened_file_name(resume.name, RESUME_NAME_MAX_LENGTH)
        elif self.cleaned_data.get("remove_resume"):
            profile.resume = None
            profile.resume_name = ""
        if commit:
            profile.save()
            if self.stored_resume_name and self.stored_resume_name != profile.resume.name:
                profile.resume.storage.delete(self.stored_resume_name)
        return profile


class JobForm(forms.ModelForm):
    class Meta:
        model = Job
        fields = (
            *JOB_LABELS,  # what is sent to the explainer; never the salary
            "salary_min",
            "salary_max",
            "salary_currency",
        )
        widgets = {
            "description": forms.Textarea(attrs={"rows": 10}),
            "requirements": forms.Textarea(attrs={"rows": 6}),
        }
        field_classes = dict.fromkeys(
            ("title", "company", "location", "salary_currency"), SingleLineField
        )
        labels = {
            "salary_min": "Salary from",
            "salary_max": "Salary to",
            "salary_currency": "Currency",
        }
        help_texts = {
            "description": "Plain text; line breaks are kept.",
            "requirements": "One per line, or separated by semicolons.",
            "salary_min": "Optional, yearly. Never shared with the AI explainer.",
        }

    def clean_salary_currency(self):
        return self.cleaned_data["salary_currency"].upper()

    def clean(self):
        cleaned_data = super().clean()
        low, high = cleaned_data.get("salary_min"), cleaned_data.get("salary_max")
        if low is not None and high is not None and low > high:
            # On both fields, so each is marked where it is (the database constraint would
            # only give the form a general error).
            self.add_error(
                "salary_min",
                ValidationError(
                    "“Salary from” is above “Salary to”.", code="salary_range_reversed"
                ),
            )
            self.add_error(
                "salary_max",
                ValidationError(
                    "“Salary to” must be at least “Salary from”.", code="salary_range_reversed"
                ),
            )
        return cleaned_data


class JobSearchForm(forms.Form):
    # What the boxes allow. Longer text (only possible through the URL) is cut to this and the
    # page says so; it is never ignored.
    MAX_LENGTH = 200

    q = forms.CharField(required=False, label="Keywords")
    location = forms.CharField(required=False, label="Location")
    work_mode = forms.ChoiceField(
        required=False, choices=[("", "Any work mode"), *Job.WorkMode.choices], label="Work mode"
    )
    employment_type = forms.ChoiceField(
        required=False,
        choices=[("", "Any type"), *Job.EmploymentType.choices],
        label="Employment type",
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.shortened: list[str] = []  # labels of the boxes whose text was cut

    def clean_q(self):
        return self._first_part("q")

    def clean_location(self):
        return self._first_part("location")

    def _first_part(self, name):
        value = self.cleaned_data[name]
        if len(value) <= self.MAX_LENGTH:
            return value
        self.shortened.append(self.fields[name].label)
        cut = value[: self.MAX_LENGTH]
        if not value[self.MAX_LENGTH].isspace() and " " in cut:
            cut = cut.rsplit(" ", 1)[0]  # at the last space: no word cut in half
        return cut.strip()

    @cached_property
    def search_terms(self) -> list[SearchTerm]:
        """The keyword terms searched for, as the results heading shows them."""
        self.is_valid()
        return parse_query(self.cleaned_data.get("q", ""))

    @property
    def terms_text(self) -> str:
        return " ".join(term.typed for term in self.search_terms)

    @property
    def has_no_words(self) -> bool:
        """Keywords were typed, but none of them is a word (only punctuation)."""
        return bool(self.cleaned_data.get("q")) and not self.search_terms

    @property
    def has_too_many_terms(self) -> bool:
        self.is_valid()
        return len(parse_query(self.cleaned_data.get("q", ""), limit=None)) > MAX_TERMS

    @property
    def is_filtered(self) -> bool:
        """Something narrows the list: a keyword term or a filter."""
        self.is_valid()
        filters = ("location", "work_mode", "employment_type")
        return bool(self.search_terms) or any(self.cleaned_data.get(name) for name in filters)

    def cache_key(self) -> str:
        """The search as it runs (valid values only), for the results cache."""
        self.is_valid()
        return json.dumps([self.cleaned_data.get(name, "") for name in self.fields])

    def as_query_string(self) -> str:
        """The search's valid, non-empty values as a query string."""
        self.is_valid()
        return urlencode({name: value for name, value in self.cleaned_data.items() if value})

    def filter(self, jobs, *, newest_first_walk=False):
        """The jobs matching the valid part of the search (invalid filters are ignored)."""
        self.is_valid()
        data = self.cleaned_data
        if data.get("q"):
            jobs = jobs.search(data["q"], newest_first_walk=newest_first_walk)
        if data.get("location"):
            jobs = jobs.filter(location__icontains=data["location"])
        if data.get("work_mode"):
            jobs = jobs.filter(work_mode=data["work_mode"])
        if data.get("employment_type"):
            jobs = jobs.filter(employment_type=data["employment_type"])
        return jobs


class ApplicationForm(forms.ModelForm):
    """Applying: an optional note, and what the job's recruiter may see, each unticked.

    A choice is offered only when there is something to share: contact details on the
    profile, an uploaded resume, a verified explanation of this job that is up to date.
    """

    share_explanation = forms.BooleanField(
        required=False,
        label="The verified explanation of why this job matches me",
    )

    class Meta:
        model = Application
        fields = ("note", "share_contact", "share_resume")
        widgets = {"note": forms.Textarea(attrs={"rows": 4})}
        labels = {
            "note": "A short note to the recruiter (optional)",
            "share_contact": "My contact details",
            "share_resume": "My resume",
        }

    def __init__(self, *args, profile: Profile, explanation_available: bool, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields[
            "note"
        ].help_text = f"Up to {Application.NOTE_MAX_CHARS:,} characters. The recruiter reads it as plain text."
        self.fields["note"].widget.attrs["maxlength"] = Application.NOTE_MAX_CHARS
        contact = [value for value in (profile.full_name, profile.email, profile.phone) if value]
        if contact:
            self.fields["share_contact"].help_text = "As on your profile: " + ", ".join(contact)
        else:
            del self.fields["share_contact"]
        if profile.resume:
            self.fields[
                "share_resume"
            ].help_text = (
                f"{profile.resume_name or 'Your uploaded resume'}: the recruiter can download it."
            )
        else:
            del self.fields["share_resume"]
        if explanation_available:
            self.fields[
                "share_explanation"
            ].help_text = "The points and quotes you see on the job page, as you see them."
        else:
            del self.fields["share_explanation"]

    @property
    def sharing_fields(self) -> list:
        return [
            self[name]
            for name in ("share_contact", "share_resume", "share_explanation")
            if name in self.fields
        ]


class ApplicationFilterForm(forms.Form):
    status = forms.ChoiceField(
        required=False,
        choices=[("", "All statuses"), *Application.Status.choices],
        label="Status",
    )

    def filter(self, applications):
        if self.is_valid() and self.cleaned_data["status"]:
            return applications.filter(status=self.cleaned_data["status"])
        return applications


class ApplicationStatusForm(forms.Form):
    """The recruiter's next step for one application: only the moves its status allows."""

    def __init__(self, *args, application: Application, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["status"] = forms.ChoiceField(choices=application.next_statuses())
