"""The first full-text index behind job search (replaced by migration 0006).

The index is backend-specific, so it is created here rather than in Job.Meta.indexes. Its
definition is written out here, not imported: a migration must build what it built when it
was written, whatever jobportal/search.py says today.
"""

from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector
from django.db import migrations

FTS_TABLE = "jobportal_job_fts"
SEARCHED_FIELDS = ("title", "company", "description", "requirements")
document_vector = SearchVector(*SEARCHED_FIELDS, config="english")

PG_INDEX_NAME = "job_search_gin"

COLUMNS = ", ".join(SEARCHED_FIELDS)
NEW_VALUES = ", ".join(f"new.{field}" for field in SEARCHED_FIELDS)
OLD_VALUES = ", ".join(f"old.{field}" for field in SEARCHED_FIELDS)

# An external-content FTS5 table: it indexes jobportal_job without copying the text.
SQLITE_CREATE = [
    f"""CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5(
        {COLUMNS}, content='jobportal_job', content_rowid='id',
        tokenize='porter unicode61 remove_diacritics 2')""",
    f"""CREATE TRIGGER {FTS_TABLE}_ai AFTER INSERT ON jobportal_job BEGIN
        INSERT INTO {FTS_TABLE}(rowid, {COLUMNS}) VALUES (new.id, {NEW_VALUES});
    END""",
    f"""CREATE TRIGGER {FTS_TABLE}_ad AFTER DELETE ON jobportal_job BEGIN
        INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, {COLUMNS})
        VALUES ('delete', old.id, {OLD_VALUES});
    END""",
    f"""CREATE TRIGGER {FTS_TABLE}_au AFTER UPDATE OF {COLUMNS} ON jobportal_job BEGIN
        INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, {COLUMNS})
        VALUES ('delete', old.id, {OLD_VALUES});
        INSERT INTO {FTS_TABLE}(rowid, {COLUMNS}) VALUES (new.id, {NEW_VALUES});
    END""",
    f"INSERT INTO {FTS_TABLE}({FTS_TABLE}) VALUES ('rebuild')",
]
SQLITE_DROP = [
    f"DROP TRIGGER IF EXISTS {FTS_TABLE}_ai",
    f"DROP TRIGGER IF EXISTS {FTS_TABLE}_ad",
    f"DROP TRIGGER IF EXISTS {FTS_TABLE}_au",
    f"DROP TABLE IF EXISTS {FTS_TABLE}",
]


def pg_index():
    return GinIndex(document_vector, name=PG_INDEX_NAME)


def create_search_index(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        schema_editor.add_index(apps.get_model("jobportal", "Job"), pg_index())
    elif vendor == "sqlite":
        for statement in SQLITE_CREATE:
            schema_editor.execute(statement)


def drop_search_index(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        schema_editor.remove_index(apps.get_model("jobportal", "Job"), pg_index())
    elif vendor == "sqlite":
        for statement in SQLITE_DROP:
            schema_editor.execute(statement)


class Migration(migrations.Migration):
    dependencies = [("jobportal", "0001_initial")]

    operations = [migrations.RunPython(create_search_index, drop_search_index)]
