"""`python manage.py screen_postings`: screen every posting again with the current phrase lists.

Postings are screened when a recruiter or an admin saves them (Job.screen). Run this after
the lists in explain/instructions.py change, or once after installing, so postings saved
before then are screened too. Only the screening fields are written: a posting's updated_at
stays, so explanations of it are not told the job changed. An admin's review stays on every
posting whose findings are the same as before.
"""

from django.core.management.base import BaseCommand

from jobportal.models import Job

SCREENING_FIELDS = ["screening_findings", "flagged_at", "reviewed_at", "reviewed_by"]


class Command(BaseCommand):
    help = "Screen every job posting again for text addressed to an AI or the reader."

    def handle(self, *args, **options):
        screened = flagged = changed = 0
        for job in Job.objects.order_by("pk").iterator(chunk_size=500):
            before = (job.screening_findings, job.flagged_at)
            job.screen()
            screened += 1
            flagged += job.flagged_at is not None
            if (job.screening_findings, job.flagged_at) != before:
                changed += 1
                job.save(update_fields=SCREENING_FIELDS)
        needing_review = Job.objects.needs_review().count()
        self.stdout.write(
            f"Screened {screened} postings: {flagged} flagged, {changed} changed; "
            f"{needing_review} need review."
        )
