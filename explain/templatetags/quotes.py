"""A sent field's text on a page, with the quote ?highlight= names marked in it.

A tag rather than an included template: a job page shows up to a dozen fields, and an include
per field (finding the template, a context for its arguments) was a quarter of the page's
time. format_html escapes every part, as the template engine does with a plain value.
"""

from django import template
from django.utils.html import format_html

from explain.presenters import Highlight

register = template.Library()


@register.simple_tag
def shown_text(value: str, highlight: Highlight | None, side: str, field: str) -> str:
    """`value`, or, in the field the highlight names, its text with the quote in a <mark>."""
    if highlight and highlight.side == side and highlight.field == field:
        return format_html(
            '{}<mark class="quote-highlight" id="highlight">{}</mark>{}',
            highlight.before,
            highlight.text,
            highlight.after,
        )
    return value  # escaped by the template engine, as every tag's plain text is
