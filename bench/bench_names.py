"""How long explain.names.find_names takes on the short strings it is called on.

    .venv/bin/python bench/bench_names.py [--wait-quiet 300] [--repeat 400]

find_names runs on every point and quote of an explanation (up to ~300 characters each),
so it must stay cheap: the target is a median of at most 30 µs on a 200-character string.
For each sample text the script prints the median and the best time per call (timeit:
--number calls per sample, --repeat samples), beside two baselines measured in the same
run, interleaved with it:

  - normalise: explain.checker.normalise on the same text, the checker's own first step on
    every quote (the floor any lookup of checker-normalised names pays);
  - alternation: one regular expression of every known name, longest first, searched over
    the normalised text: the design find_names avoids (it is tried at every position).

The data is loaded before timing (it is loaded once per process in the app).
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import machine_and_load, ratio, table, wait_for_quiet

from explain import names
from explain.checker import normalise

# Points and quotes as they reach the faithfulness checks, about 200 characters each.
SAMPLES = {
    "point, software": (
        "You build REST APIs in Java and Spring Boot and designed a PostgreSQL schema, "
        "which matches their Java 17, Spring Boot and SQL requirements; Docker and basic "
        "AWS (EC2, S3) fit too."
    ),
    "quote, nursing": (
        "Registered nurse on a 32-bed general surgery unit at a Toronto teaching hospital "
        "since 2021. I care for patients before and after orthopaedic, colorectal and "
        "general surgery; BLS and ACLS."
    ),
    "point, no names": (
        "You have led a team through a busy season and kept everyone informed, which is "
        "what this role asks for when things go wrong on the floor and people need a calm "
        "first conversation about it."
    ),
    "quote, non-ASCII": (
        "数据分析师：精通SQL和Python（pandas），熟悉Tableau与Power BI。Mandarin Chinese "
        "(native, 普通话), English (fluent); Portuguese (nativo), professor de inglês, "
        "CELTA; Zürich, Köln, café."
    ),
}


def alternation_finder() -> re.Pattern[str]:
    keys = sorted(
        (key for group in names.all_groups() for key in group.normalised),
        key=len,
        reverse=True,
    )
    body = "|".join(re.escape(key) for key in keys)
    return re.compile(rf"(?<![^\W_])(?:{body})(?![^\W_])")


def per_call_us(function, number: int, repeat: int) -> tuple[float, float]:
    samples = timeit.repeat(function, number=number, repeat=repeat)
    return (
        statistics.median(samples) / number * 1e6,
        min(samples) / number * 1e6,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--number", type=int, default=20, help="calls per timing sample")
    parser.add_argument("--repeat", type=int, default=400, help="timing samples per text")
    parser.add_argument("--wait-quiet", type=float, default=0, metavar="SECONDS")
    args = parser.parse_args()

    names.find_names("load the data")  # once per process in the app, not timed here
    alternation = alternation_finder()
    before = wait_for_quiet(args.wait_quiet)

    rows = []
    find_medians = []
    for label, text in SAMPLES.items():
        hits = len(names.find_names(text))
        normalised = normalise(text)
        # Interleaved: each round times all three once, so load spikes hit them alike.
        timings: dict[str, list[tuple[float, float]]] = {"find": [], "norm": [], "alt": []}
        for _ in range(5):
            timings["find"].append(
                per_call_us(lambda t=text: names.find_names(t), args.number, args.repeat // 5)
            )
            timings["norm"].append(
                per_call_us(lambda t=text: normalise(t), args.number, args.repeat // 5)
            )
            timings["alt"].append(
                per_call_us(
                    lambda t=text: list(alternation.finditer(normalise(t))),
                    max(1, args.number // 10),
                    args.repeat // 5,
                )
            )
        find_median = statistics.median(m for m, _ in timings["find"])
        norm_median = statistics.median(m for m, _ in timings["norm"])
        alt_median = statistics.median(m for m, _ in timings["alt"])
        find_medians.append(find_median)
        rows.append(
            [
                label,
                len(text),
                len(normalised),
                hits,
                f"{find_median:.1f}",
                f"{min(b for _, b in timings['find']):.1f}",
                f"{norm_median:.1f}",
                ratio(find_median, norm_median),
                f"{alt_median:.0f}",
                ratio(alt_median, find_median),
            ]
        )
    after = wait_for_quiet(0)

    groups = names.all_groups()
    print("bench_names.py")
    print(machine_and_load(before, after))
    print(
        f"data: {sum(len(g.names) for g in groups)} names in {len(groups)} groups; "
        f"timeit, {args.number} calls per sample, {args.repeat} samples per text "
        f"(alternation: {max(1, args.number // 10)} calls per sample)"
    )
    print()
    print(
        table(
            [
                "text",
                "chars",
                "normalised",
                "names found",
                "find_names median µs",
                "best µs",
                "normalise median µs",
                "find / normalise",
                "alternation median µs",
                "alternation / find",
            ],
            rows,
        )
    )
    print()
    print(
        f"find_names, median over the texts: {statistics.median(find_medians):.1f} µs "
        "(target: at most 30 µs on a 200-character string)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
