"""`python manage.py load_demo`: demo companies, jobs, job seekers, their applications and an
admin account.

Idempotent: rows are found by their natural keys (username for users, the user for profiles,
(owner, title, company) for jobs, (seeker, job) for applications). What is missing is created; what exists is left exactly as
it is, so a password, profile or job someone changed after loading survives the next run. A
demo job that was deleted or renamed is created again on the next run.

The content lives in `jobportal/demo_data.py`. Every demo account has the password
`demo_data.DEMO_PASSWORD`, which the README publishes, so the command refuses to run with
DEBUG off unless it is given --allow-production.
"""

from datetime import datetime, timedelta

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils import timezone

from explain.models import Explanation
from explain.prompt import build_prompt
from explain.service import OfflineExplainer, Question, explain_match
from jobportal import demo_data
from jobportal.models import Application, Job, Profile, User

NOT_JOB_FIELDS = ("posted_ago", "closed_ago")


def ago(now: datetime, days_hours: tuple[int, int]) -> datetime:
    days, hours = days_hours
    return now - timedelta(days=days, hours=hours)


class DemoLoader:
    """Creates the missing demo rows; counts what it created and what it had to skip."""

    def __init__(self, now: datetime, warn, note):
        self.now = now
        self.warn = warn
        self.note = note
        self.created = 0
        self.skipped = 0

    def load(self) -> None:
        self.load_admin()
        owners = {}
        for recruiter in demo_data.RECRUITERS:
            owner = self.load_recruiter(recruiter)
            if owner is not None:
                owners[recruiter["company_name"]] = owner
        for job in demo_data.JOBS:
            self.load_job(job, owners.get(job["company"]))
        for seeker in demo_data.SEEKERS:
            self.load_seeker(seeker)
        for application in demo_data.APPLICATIONS:
            self.load_application(application)

    def summary(self) -> str:
        done = f"{self.created} created"
        if self.skipped:
            done += f", {self.skipped} skipped"
        return (
            f"Demo data: {len(demo_data.RECRUITERS)} recruiters, {len(demo_data.JOBS)} jobs, "
            f"{len(demo_data.SEEKERS)} seekers, {len(demo_data.APPLICATIONS)} applications, "
            f"1 admin ({done})"
        )

    def _created(self, what: str) -> None:
        self.created += 1
        self.note(f"Created {what}")

    def load_admin(self) -> None:
        username = demo_data.ADMIN["username"]
        existing = User.objects.filter(username=username).first()
        if existing is not None:
            if not existing.is_superuser:
                self.warn(f"User {username!r} exists and is not a superuser; left as it is.")
            return
        user = User.objects.create_superuser(
            username, demo_data.ADMIN["email"], demo_data.DEMO_PASSWORD
        )
        user.full_clean()
        self._created(f"superuser {username}")

    def load_recruiter(self, spec: dict) -> User | None:
        username = spec["username"]
        existing = User.objects.filter(username=username).first()
        if existing is not None:
            if existing.role != User.Role.RECRUITER:
                self.warn(
                    f"User {username!r} exists and is not a recruiter; the demo jobs of "
                    f"{spec['company_name']} were not loaded."
                )
                return None
            return existing
        user = User.objects.create_user(
            username,
            spec["email"],
            demo_data.DEMO_PASSWORD,
            role=User.Role.RECRUITER,
            company_name=spec["company_name"],
            first_name=spec["first_name"],
            last_name=spec["last_name"],
        )
        user.full_clean()
        self._created(f"recruiter {username}")
        return user

    def load_job(self, spec: dict, owner: User | None) -> None:
        if owner is None:
            self.skipped += 1
            return
        if Job.objects.filter(owner=owner, title=spec["title"], company=spec["company"]).exists():
            return
        fields = {name: value for name, value in spec.items() if name not in NOT_JOB_FIELDS}
        job = Job(
            owner=owner,
            posted_at=ago(self.now, spec["posted_ago"]),
            closed_at=ago(self.now, spec["closed_ago"]) if "closed_ago" in spec else None,
            **fields,
        )
        job.full_clean()
        job.save()
        self._created(f"job {job}")

    def load_seeker(self, spec: dict) -> None:
        username = spec["username"]
        user = User.objects.filter(username=username).first()
        user_created = False
        if user is None:
            user = User.objects.create_user(
                username, password=demo_data.DEMO_PASSWORD, role=User.Role.SEEKER
            )
            user.full_clean()
            user_created = True
        elif user.role != User.Role.SEEKER:
            self.warn(f"User {username!r} exists and is not a job seeker; no profile loaded.")
            self.skipped += 1
            return
        profile = Profile.objects.filter(user=user).first()
        if profile is not None and not user_created:
            return  # The person's own profile: never overwritten.
        # A profile that already exists for a user created just now can only be an empty one
        # made automatically; fill it in.
        profile = profile or Profile(user=user)
        for name, value in spec["profile"].items():
            setattr(profile, name, value)
        profile.full_clean()
        profile.save()
        self._created(f"seeker {username}")

    def load_application(self, spec: dict) -> None:
        seeker = User.objects.filter(username=spec["seeker"], role=User.Role.SEEKER).first()
        profile = Profile.objects.filter(user=seeker).first() if seeker else None
        company = next(job["company"] for job in demo_data.JOBS if job["title"] == spec["job"])
        job = Job.objects.filter(title=spec["job"], company=company).first()
        if seeker is None or profile is None or job is None:
            self.skipped += 1
            return
        if Application.objects.filter(seeker=seeker, job=job).exists():
            return
        applied = ago(self.now, spec["applied_ago"])
        prompt = build_prompt(profile.match_fields(), job.match_fields())
        application = Application(
            seeker=seeker,
            job=job,
            note=spec["note"],
            share_contact=spec["share_contact"],
            profile_fields=prompt.profile_fields,
            job_fields=prompt.job_fields,
            created_at=applied,
            status_changed_at=applied,
        )
        if spec["share_explanation"]:
            # What the seeker asked before applying: the offline explainer, verified as always.
            question = Question(prompt=prompt, explainer=OfflineExplainer())
            explanation = explain_match(question=question, seeker=seeker, job=job)
            Explanation.objects.filter(pk=explanation.pk).update(
                created_at=applied - timedelta(minutes=5)
            )
            if explanation.status == Explanation.Status.OK:
                application.explanation = explanation
        application.full_clean()
        application.save()
        if spec["status"] == Application.Status.WITHDRAWN:
            application.withdraw()
        elif spec["status"] != Application.Status.NEW:
            application.status = spec["status"]
        application.status_changed_at = applied + timedelta(hours=3)
        application.save()
        self._created(f"application of {seeker.username} to {job}")


class Command(BaseCommand):
    help = (
        "Load the demo companies, jobs, job seekers and admin account. Creates what is "
        "missing and leaves existing rows alone, so it is safe to run again."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--allow-production",
            action="store_true",
            help=(
                "Load even though DEBUG is off. The demo accounts, a superuser among them, "
                "share a published password: only for a private demo site."
            ),
        )

    def handle(self, *args, allow_production: bool = False, **options):
        if not settings.DEBUG and not allow_production:
            raise CommandError(
                "DEBUG is off. The demo accounts, a superuser among them, share the password "
                "published in the README. Load them only on a development or private demo "
                "site, and then with --allow-production."
            )
        verbosity = options.get("verbosity", 1)
        loader = DemoLoader(
            now=timezone.now().replace(second=0, microsecond=0),
            warn=lambda message: self.stderr.write(self.style.WARNING(message)),
            note=lambda message: verbosity >= 2 and self.stdout.write(message),
        )
        with transaction.atomic():
            loader.load()
        self.stdout.write(loader.summary())
