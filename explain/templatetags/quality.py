"""Formatting the quality dashboard's figures (explain.stats returns plain numbers)."""

from django import template

register = template.Library()

NOT_AVAILABLE = "n/a"


@register.filter
def percent(value: float | None) -> str:
    """0.316 as "31.6%"; a ratio with nothing to divide by (None) as "n/a", never "0%"."""
    return NOT_AVAILABLE if value is None else f"{value:.1%}"
