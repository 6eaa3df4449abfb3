from django.apps import AppConfig
from django.db.backends.signals import connection_created
from django.db.models.signals import post_delete, post_save


class JobportalConfig(AppConfig):
    name = "jobportal"

    def ready(self) -> None:
        from jobportal.listing import job_saved_or_deleted
        from jobportal.models import Job
        from jobportal.search import register_sqlite_function

        connection_created.connect(register_sqlite_function, dispatch_uid="searchable_text")
        post_save.connect(job_saved_or_deleted, sender=Job, dispatch_uid="jobs_changed_save")
        post_delete.connect(job_saved_or_deleted, sender=Job, dispatch_uid="jobs_changed_delete")
