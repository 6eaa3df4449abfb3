"""Search on a stored document: one definition of the searched text for both databases.

PostgreSQL: a stored, generated `tsvector` column with its own GIN index replaces the
expression index of migration 0002. Queries read the column instead of computing
`to_tsvector()` row by row, and the planner can count its rows cheaply.

SQLite: the FTS5 table indexes `searchable_text()` of each field (jobportal/search.py)
instead of the raw text. It reads that text from a view, so 'rebuild' needs no copy of the
jobs; the triggers and the view call the function Django registers on each connection (a
plain `sqlite3` shell that writes to jobportal_job would fail with "no such function").

The text rules and weights come from jobportal/search.py. Changing them changes what is
indexed: that needs a new migration that rebuilds the column and the FTS table.
"""

import importlib

from django.db import migrations

from jobportal.search import (
    FTS_TABLE,
    SEARCHED_FIELDS,
    SQLITE_FUNCTION,
    VECTOR_COLUMN,
    search_vector_sql,
)

previous = importlib.import_module("jobportal.migrations.0002_job_search_index")

PG_INDEX_NAME = "job_search_vector"
SQLITE_VIEW = "jobportal_job_searchable"

COLUMNS = ", ".join(SEARCHED_FIELDS)
NEW_VALUES = ", ".join(f"{SQLITE_FUNCTION}(new.{field})" for field in SEARCHED_FIELDS)
OLD_VALUES = ", ".join(f"{SQLITE_FUNCTION}(old.{field})" for field in SEARCHED_FIELDS)


def pg_create():
    return [
        f"ALTER TABLE jobportal_job ADD COLUMN {VECTOR_COLUMN} tsvector "
        f"GENERATED ALWAYS AS ({search_vector_sql()}) STORED",
        f"CREATE INDEX {PG_INDEX_NAME} ON jobportal_job USING gin ({VECTOR_COLUMN})",
        f"DROP INDEX IF EXISTS {previous.PG_INDEX_NAME}",
    ]


PG_DROP = [f"ALTER TABLE jobportal_job DROP COLUMN IF EXISTS {VECTOR_COLUMN}"]

SQLITE_CREATE = [
    f"""CREATE VIEW {SQLITE_VIEW} AS SELECT id,
        {", ".join(f"{SQLITE_FUNCTION}({field}) AS {field}" for field in SEARCHED_FIELDS)}
        FROM jobportal_job""",
    f"""CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5(
        {COLUMNS}, content='{SQLITE_VIEW}', content_rowid='id',
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
SQLITE_DROP = [*previous.SQLITE_DROP, f"DROP VIEW IF EXISTS {SQLITE_VIEW}"]


def create_search_document(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        statements = pg_create()
    elif vendor == "sqlite":
        statements = [*previous.SQLITE_DROP, *SQLITE_CREATE]
    else:
        return
    for statement in statements:
        schema_editor.execute(statement, params=None)


def drop_search_document(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        for statement in PG_DROP:
            schema_editor.execute(statement, params=None)
    elif vendor == "sqlite":
        for statement in SQLITE_DROP:
            schema_editor.execute(statement, params=None)
    previous.create_search_index(apps, schema_editor)


class Migration(migrations.Migration):
    dependencies = [("jobportal", "0005_applications_and_dismissals")]

    operations = [migrations.RunPython(create_search_document, drop_search_document)]
