"""A module-level name bound twice: the second silently replaces the first, and every use
above it then reads the other one (a regular expression, a test's profile). Ruff does not
report a reassigned constant, so this does."""

import ast
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(
    path
    for folder in ("explain", "jobportal", "tests", "bench", "scripts")
    for path in (ROOT / folder).rglob("*.py")
    if "migrations" not in path.parts
)


def names_bound_twice(source: str) -> list[str]:
    bound: Counter[str] = Counter()
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign):
            targets = [name for target in node.targets for name in ast.walk(target)]
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets = [node.target]
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound[node.name] += 1
            continue
        else:
            continue
        bound.update(target.id for target in targets if isinstance(target, ast.Name))
    return sorted(name for name, count in bound.items() if count > 1)


def test_a_name_bound_twice_is_found():
    assert names_bound_twice("A = 1\ndef f(): pass\nA = 2\ndef f(): pass\nB: int = 3\n") == [
        "A",
        "f",
    ]


@pytest.mark.parametrize("path", MODULES, ids=[str(path.relative_to(ROOT)) for path in MODULES])
def test_no_module_binds_a_name_twice(path):
    assert names_bound_twice(path.read_text(encoding="utf-8")) == []
