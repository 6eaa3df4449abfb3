"""The quality dashboard's daily dropped-claim rate as SVG geometry, drawn by its template.

Server-side SVG, no script: the site's CSP allows none inline, and a chart does not need any.
This module only places things; the template writes every label.
"""

import math
from dataclasses import dataclass
from datetime import date

from explain.stats import Day

CHART_WIDTH = 720
CHART_HEIGHT = 260
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 56, 16, 16, 44
MAX_X_LABELS = 8


@dataclass(frozen=True)
class ChartPoint:
    x: float
    y: float
    day: Day


@dataclass(frozen=True)
class RateTick:
    position: float
    percent: int


@dataclass(frozen=True)
class DayTick:
    position: float
    day: date


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    left: int
    right: int
    top: int
    bottom: int
    lines: list[str]  # one polyline "points" attribute per run of consecutive days with a rate
    points: list[ChartPoint]
    y_ticks: list[RateTick]
    x_ticks: list[DayTick]
    first_day: date
    last_day: date
    highest: Day | None  # the day with the highest rate; None when no day has claims
    lowest_rate: float | None
    days_without_claims: int
    day_count: int


def daily_rate_chart(days: list[Day]) -> Chart:
    """Daily dropped-claim rate as SVG geometry. A day without claims has no point: a gap."""
    plot_left, plot_right = MARGIN_LEFT, CHART_WIDTH - MARGIN_RIGHT
    plot_top, plot_bottom = MARGIN_TOP, CHART_HEIGHT - MARGIN_BOTTOM
    with_rate = [day for day in days if day.rate is not None]
    rates = [day.totals.drop_rate or 0.0 for day in with_rate]
    # The scale tops out just above the highest rate, in round steps, so small rates stay readable.
    highest_rate = max(rates, default=0)
    step_percent = 5 if highest_rate <= 0.2 else 10 if highest_rate <= 0.5 else 20
    steps = max(2, math.ceil(round(highest_rate * 100, 6) / step_percent))
    top_rate = steps * step_percent / 100
    slot = (plot_right - plot_left) / max(len(days), 1)

    def x_at(index: int) -> float:
        return round(plot_left + slot * (index + 0.5), 1)

    def y_at(rate: float) -> float:
        return round(plot_bottom - (plot_bottom - plot_top) * rate / top_rate, 1)

    lines: list[str] = []
    run: list[str] = []
    points: list[ChartPoint] = []
    for index, day in enumerate(days):
        if day.rate is None:
            if len(run) > 1:
                lines.append(" ".join(run))
            run = []
            continue
        x, y = x_at(index), y_at(day.rate)
        run.append(f"{x},{y}")
        points.append(ChartPoint(x, y, day))
    if len(run) > 1:
        lines.append(" ".join(run))

    step = -(-len(days) // MAX_X_LABELS)
    return Chart(
        width=CHART_WIDTH,
        height=CHART_HEIGHT,
        left=plot_left,
        right=plot_right,
        top=plot_top,
        bottom=plot_bottom,
        lines=lines,
        points=points,
        y_ticks=[
            RateTick(y_at(n * step_percent / 100), n * step_percent) for n in range(steps + 1)
        ],
        x_ticks=[
            DayTick(x_at(index), day.day) for index, day in enumerate(days) if index % step == 0
        ],
        first_day=days[0].day,
        last_day=days[-1].day,
        highest=max(with_rate, key=lambda day: day.rate or 0.0, default=None),
        lowest_rate=min(rates, default=None),
        days_without_claims=len(days) - len(with_rate),
        day_count=len(days),
    )
