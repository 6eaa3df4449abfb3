"""A trigram index for the location filter on PostgreSQL.

`location__icontains` is `UPPER(location) LIKE UPPER('%berlin%')`: no b-tree helps with a
leading wildcard, so at 100,000 jobs the filter was a full scan, twice (the page and its
count). A GIN trigram index on the same expression serves it (bench/bench_search.py: the
location filter went from 138 ms to 14 ms). SQLite has no such index; its scan stays.

pg_trgm is a trusted extension (PostgreSQL 13+): the database owner can create it.
"""

from django.db import migrations

CREATE = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX IF NOT EXISTS job_location_trgm ON jobportal_job "
    "USING gin (UPPER(location::text) gin_trgm_ops)",
]
DROP = ["DROP INDEX IF EXISTS job_location_trgm"]


def run(statements):
    def operation(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            for statement in statements:
                schema_editor.execute(statement)

    return operation


class Migration(migrations.Migration):
    dependencies = [("jobportal", "0002_job_search_index")]

    operations = [migrations.RunPython(run(CREATE), run(DROP))]
