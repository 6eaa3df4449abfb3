"""Build explain/data/equivalent_names.csv from public sources and the curated supplement.

    .venv/bin/python scripts/build_equivalent_names.py \\
        --linguist path/to/linguist/lib/linguist/languages.yml \\
        --explore path/to/explore/topics \\
        --simple-icons path/to/simple-icons/data/simple-icons.json

The sources (licences and addresses in explain/data/README.md):
  - GitHub Linguist's languages.yml: programming language names and their aliases;
  - GitHub Explore's topics/*/index.md: display names and aliases of topics;
  - Simple Icons' simple-icons.json: brand and tool names with their other names.

explain/data/name_sources.csv says which entries to take from each source, into which group
and field, and which of the source's names to leave out because they are not the same
thing (Linguist lists "node" for JavaScript, Explore lists "angularjs" for Angular).
Aliases ending in a digit are versions ("python3", "vue2") and are always left out.
explain/data/curated_names.csv adds what no source has: names for the other fields, and
more names for source groups ("Postgres", "K8s"). The output is checked by the same rules
the app applies when it loads the file (explain.names.build_index), then written sorted by
group, so a rebuild shows as a readable diff.

Needs PyYAML (requirements-dev.txt).
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from explain.checker import normalise  # noqa: E402
from explain.names import COLUMNS, build_index  # noqa: E402

DATA = ROOT / "explain" / "data"
SELECTION = DATA / "name_sources.csv"
CURATED = DATA / "curated_names.csv"
OUTPUT = DATA / "equivalent_names.csv"

# "Search engine optimization (SEO)" is two names.
_PARENTHESISED = re.compile(r"^(?P<name>.+?)\s*\((?P<other>[^()]+)\)$")
_VERSION = re.compile(r"\d$")


@dataclass
class Name:
    text: str
    source: str
    exact: bool = False


@dataclass
class Group:
    id: str
    field: str
    names: list[Name]
    canonical: str | None = None


class BuildError(Exception):
    pass


def linguist_names(languages: dict[str, Any], entry: str) -> tuple[list[str], list[str]]:
    """The language's name, and its aliases."""
    if entry not in languages:
        raise BuildError(f"Linguist has no language {entry!r}")
    return [entry], list(languages[entry].get("aliases") or [])


def explore_names(topics: Path, entry: str) -> tuple[list[str], list[str]]:
    """The topic's display name (two when it has one in brackets), and its aliases."""
    path = topics / entry / "index.md"
    if not path.is_file():
        raise BuildError(f"Explore has no topic {entry!r}")
    front_matter = path.read_text(encoding="utf-8").split("---")[1]
    topic = yaml.safe_load(front_matter)
    aliases = topic.get("aliases") or []
    if isinstance(aliases, str):
        aliases = aliases.split(",")
    display_names = _split_parenthesised(str(topic.get("display_name") or entry))
    return display_names, [alias.strip() for alias in aliases if alias.strip()]


def simple_icons_names(
    icons: dict[str, dict[str, Any]], entry: str
) -> tuple[list[str], list[str]]:
    """The icon's title, and its other names."""
    if entry not in icons:
        raise BuildError(f"Simple Icons has no icon {entry!r}")
    aliases = icons[entry].get("aliases") or {}
    # "aka": other names; "old": former names; "loc": names in other languages. "dup"
    # entries are other brands drawn alike (React Native under React): never taken.
    return [entry], [
        *aliases.get("aka", []),
        *aliases.get("old", []),
        *aliases.get("loc", {}).values(),
    ]


def _split_parenthesised(display_name: str) -> list[str]:
    match = _PARENTHESISED.match(display_name)
    if match is None:
        return [display_name]
    return [match["name"], match["other"]]


def _split(cell: str) -> list[str]:
    return [part.strip() for part in cell.split("|") if part.strip()]


def collect(
    selection: list[dict[str, str]],
    curated: list[dict[str, str]],
    languages: dict[str, Any],
    topics: Path,
    icons: dict[str, dict[str, Any]],
) -> tuple[list[Group], list[str]]:
    groups: dict[str, Group] = {}
    report: list[str] = []
    for row in selection:
        source, entry = row["source"], row["entry"]
        if source == "linguist":
            display_names, aliases = linguist_names(languages, entry)
        elif source == "github-explore":
            display_names, aliases = explore_names(topics, entry)
        elif source == "simple-icons":
            display_names, aliases = simple_icons_names(icons, entry)
        else:
            raise BuildError(f"unknown source {source!r}")
        group = groups.setdefault(row["group"], Group(row["group"], row["field"], []))
        if group.field != row["field"]:
            raise BuildError(f"group {group.id}: two fields")
        skip = set(_split(row["skip"]))
        exact = {normalise(name): name for name in _split(row["exact"])}
        unused_skips = skip - set(display_names) - set(aliases)
        if unused_skips:
            raise BuildError(f"{source} {entry}: nothing to skip named {sorted(unused_skips)}")
        candidates = [(name, name) for name in display_names]
        for alias in aliases:
            if _VERSION.search(alias):
                report.append(f"  version  {source} {entry}: {alias}")
                continue
            # Explore's aliases are topic slugs: "single-sign-on" is "single sign on".
            prose = alias.replace("-", " ") if source == "github-explore" else alias
            candidates.append((alias, prose))
        for raw, text in candidates:
            if raw in skip:
                report.append(f"  skipped  {source} {entry}: {raw}")
                continue
            exact_spelling = exact.pop(normalise(text), None)
            if exact_spelling is not None:
                text = exact_spelling
            _add(group, Name(text, source, exact_spelling is not None))
        if exact:
            raise BuildError(f"{source} {entry}: no name {sorted(exact.values())} to mark exact")
        if row["canonical"]:
            group.canonical = row["canonical"]
    problems: list[str] = []
    for row in curated:
        group_id = row["group"]
        if row["role"] == "canonical":
            if group_id in groups:
                raise BuildError(f"curated canonical {row['name']!r}: group {group_id} exists")
            groups[group_id] = Group(group_id, row["field"], [], row["name"])
        elif group_id not in groups:
            raise BuildError(f"curated alias {row['name']!r}: no group {group_id}")
        group = groups[group_id]
        if group.field != row["field"]:
            raise BuildError(f"curated {row['name']!r}: group {group_id} is in {group.field}")
        if not _add(group, Name(row["name"], "curated", row["exact"] == "yes")):
            problems.append(f"curated {row['name']!r}: group {group_id} has it already")
    if problems:
        raise BuildError("\n".join(problems))
    return list(groups.values()), report


def _add(group: Group, name: Name) -> bool:
    """Add a name unless the group has it; a second spelling of it is dropped."""
    key = normalise(name.text)
    for existing in group.names:
        if normalise(existing.text) == key:
            existing.exact = existing.exact or name.exact
            return False
    group.names.append(name)
    return True


def rows_of(groups: list[Group]) -> list[dict[str, str]]:
    rows = []
    for group in sorted(groups, key=lambda g: g.id):
        names = list(group.names)
        if group.canonical is not None:
            key = normalise(group.canonical)
            matching = [name for name in names if normalise(name.text) == key]
            if not matching:
                raise BuildError(f"group {group.id}: canonical {group.canonical!r} not a name")
            names.remove(matching[0])
            names.insert(0, Name(group.canonical, matching[0].source, matching[0].exact))
        for position, name in enumerate(names):
            rows.append(
                {
                    "group": group.id,
                    "name": name.text,
                    "role": "canonical" if position == 0 else "alias",
                    "exact": "yes" if name.exact else "",
                    "field": group.field,
                    "source": name.source,
                }
            )
    return rows


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as file:
        return list(csv.DictReader(file))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--linguist", type=Path, required=True, help="languages.yml")
    parser.add_argument("--explore", type=Path, required=True, help="the topics directory")
    parser.add_argument("--simple-icons", type=Path, required=True, help="simple-icons.json")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--verbose", action="store_true", help="list every name left out")
    args = parser.parse_args(argv)

    languages = yaml.safe_load(args.linguist.read_text(encoding="utf-8"))
    icons = {icon["title"]: icon for icon in json.loads(args.simple_icons.read_text("utf-8"))}
    try:
        groups, report = collect(
            read_csv(SELECTION), read_csv(CURATED), languages, args.explore, icons
        )
        rows = rows_of(groups)
    except BuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    build_index(rows)  # the rules the app applies when it loads the file

    with args.output.open("w", encoding="utf-8", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    if args.verbose:
        print("\n".join(report))
    by_source: dict[str, int] = {}
    for row in rows:
        by_source[row["source"]] = by_source.get(row["source"], 0) + 1
    print(
        f"{len(rows)} names in {len(groups)} groups written to {args.output}; by source: "
        + ", ".join(f"{source} {count}" for source, count in sorted(by_source.items()))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
