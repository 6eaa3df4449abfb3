"""Offsets: a quote found in the normalised text points at the text as it was written."""

import unicodedata

import pytest

from explain import checker, offsets
from explain.checker import QuoteLocation, find_quote
from explain.normalise import fold, normalise, normalise_quote


@pytest.mark.parametrize(
    ("value", "quote", "span"),
    [
        ("Skills: ＴｙｐｅＳｃｒｉｐｔ, CSS", "typescript", "ＴｙｐｅＳｃｒｉｐｔ"),
        ("Eine Größe für alle", "GRÖSSE FÜR", "Größe für"),
        ("Spring\u00a0Boot, Docker", "spring boot", "Spring\u00a0Boot"),
        ("Spring\r\n   Boot", "Spring Boot", "Spring\r\n   Boot"),
        ("x \u00a0\u3000 \n y", "x y", "x \u00a0\u3000 \n y"),
        ("our ﬁnance team", "finance team", "ﬁnance team"),
        ("the Cafe\u0301 owner", "café owner", "Cafe\u0301 owner"),
        ("a ｶﾞｲﾄﾞ book", "ガイド book", "ｶﾞｲﾄﾞ book"),
        ("\u321c \u1112\u1161\u11ab\uad6d", "\ud55c", "\u1112\u1161\u11ab"),  # Hangul Jamo compose
        ("   Java", "java", "Java"),
        (
            "Java (Intermediate, 3 years), Docker",
            "Java (Intermediate, 3 years)",
            "Java (Intermediate, 3 years",
        ),
        ("1 ¼ cups", "4 cups", "¼ cups"),  # the span covers the whole original character
        ("前端\u2014React", "前端-react", "前端\u2014React"),
        ("said “hello world” twice", '"hello world"', "hello world"),
        ("line one\u2028line two", "one line", "one\u2028line"),
    ],
)
def test_offsets_point_into_the_original(value: str, quote: str, span: str) -> None:
    location = find_quote(quote, {"f": value})
    assert location is not None
    assert value[location.start : location.end] == span
    assert normalise_quote(quote) in normalise(span)


def test_offsets_in_a_long_mixed_field() -> None:
    value = ("Plain ASCII text, " * 200) + "Größe ＴｙｐｅＳｃｒｉｐｔ\u00a0 and   Kotlin"
    location = find_quote("typescript and kotlin", {"f": value})
    assert location is not None
    assert value[location.start : location.end] == "ＴｙｐｅＳｃｒｉｐｔ\u00a0 and   Kotlin"


@pytest.fixture
def fields_mapped_anew():
    """Sent fields are cached with their offset maps: a test that changes how maps are made
    starts, and leaves, with none."""
    checker._field.cache_clear()
    yield
    checker._field.cache_clear()


def test_offsets_fall_back_to_the_whole_value(
    monkeypatch: pytest.MonkeyPatch, fields_mapped_anew: None
) -> None:
    # Should piecewise normalising ever disagree with normalising the whole value, the
    # decision stays with the whole value and the location is the whole value.
    monkeypatch.setattr(offsets, "attaches", lambda char: False)
    value = "a ｶﾞｲﾄﾞ book"
    location = find_quote("ガイド", {"f": value})
    assert location == QuoteLocation("f", 0, len(value))


def test_every_composing_character_stays_with_its_base() -> None:
    # The piecewise normalisation is only exact if every character that canonically
    # composes with a preceding one is kept together with it.
    for code in range(0x110000):
        decomposition = unicodedata.decomposition(chr(code))
        if decomposition and not decomposition.startswith("<"):
            parts = decomposition.split()
            if len(parts) == 2:
                assert offsets.attaches(chr(int(parts[1], 16))), hex(code)


def test_the_common_characters_need_no_closer_look() -> None:
    # Characters in COMMON_RUN are folded in bulk: each must fold to exactly one character
    # and never attach to the character before it.
    for code in range(0x110000):
        char = chr(code)
        if 0xD800 <= code <= 0xDFFF or not offsets.COMMON_RUN.match(char):
            continue
        assert not offsets.attaches(char), hex(code)
        assert len(fold(char)) == 1, hex(code)
