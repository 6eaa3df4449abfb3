"""explain/templatetags/quotes.py: a sent field's text, with the highlighted quote marked."""

from django.template import Context, Template

from explain.presenters import Highlight

PAGE = Template('{% load quotes %}{% shown_text value highlight "job" "description" %}')


def shown(value: str, highlight: Highlight | None) -> str:
    return PAGE.render(Context({"value": value, "highlight": highlight}))


def test_a_field_without_the_highlight_is_its_escaped_text():
    assert shown("<b>C++</b> & Go", None) == "&lt;b&gt;C++&lt;/b&gt; &amp; Go"
    elsewhere = Highlight(side="profile", field="description", before="", text="x", after="")
    assert shown("Go & <i>", elsewhere) == "Go &amp; &lt;i&gt;"


def test_the_highlighted_field_marks_the_quote_and_escapes_every_part():
    highlight = Highlight(
        side="job", field="description", before="<b>A</b> ", text="AWS & <s>", after=' "end"'
    )
    assert shown("ignored when highlighted", highlight) == (
        '&lt;b&gt;A&lt;/b&gt; <mark class="quote-highlight" id="highlight">'
        "AWS &amp; &lt;s&gt;</mark> &quot;end&quot;"
    )
