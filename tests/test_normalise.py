"""Normalising, as the quote-check contract defines it: what a quote and a value compare as."""

import re

import pytest

from explain.normalise import OTHER_WHITESPACE, collapse_whitespace, normalise, normalise_quote


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ＴｙｐｅＳｃｒｉｐｔ", "typescript"),  # NFKC full width
        ("ﬁnance", "finance"),  # NFKC ligature
        ("Cafe\u0301", "café"),  # NFKC composes
        ("Größe", "grösse"),  # casefold
        ("İstanbul", "i\u0307stanbul"),
        ("ΣΊΣΥΦΟΣ", "σίσυφοσ"),
        ("\u2018a\u2019 \u201ab\u201b", "'a' 'b'"),
        ("\u201ca\u201d \u201eb\u201f", '"a" "b"'),
        ("«a» ‹b›", "\"a\" 'b'"),
        ("don\u02bct", "don't"),
        ("\uff02a\uff02 \uff07b\uff07", "\"a\" 'b'"),  # full width quotes, through NFKC
        ("a\u2010b\u2011c\u2012d\u2013e\u2014f\u2015g\u2212h", "a-b-c-d-e-f-g-h"),
        ("a\ufe58b\uff0dc", "a-b-c"),  # small em dash and full width hyphen, through NFKC
        ("a \t\n\r\x0b\x0c b", "a b"),
        ("a\u00a0b\u2028c\u2029d\u3000e\u0085f\u2003g", "a b c d e f g"),
        ("  lead and trail \n", " lead and trail "),
        ("", ""),
    ],
)
def test_normalise(text: str, expected: str) -> None:
    assert normalise(text) == expected


def test_normalise_quote_strips_the_edge_set() -> None:
    edges = " \t\n'\"`.,;:!?…*_()[]“”‘’「」"
    assert normalise_quote(edges + "C# and C++ (2)" + edges) == "c# and c++ (2"
    assert normalise_quote("**`Spring Boot`**") == "spring boot"
    assert normalise_quote("“Build secure Java APIs.”") == "build secure java apis"
    assert normalise_quote("-Java-") == "-java-"  # a hyphen is not stripped
    assert normalise_quote("#Java#") == "#java#"
    assert normalise_quote("a ... b") == "a ... b"  # only the ends


def test_collapse_whitespace_matches_the_regex() -> None:
    short = ["", " ", "a", " a ", "a  b", "\n\na\u2028 b\t", "\u00a0x\u3000", "\x1c\x1fz"]
    # Long texts take another path: every kind of whitespace, alone, in runs and at the edges.
    long = [f"{space}{'word ' * 50}{space}{space}x{space}" for space in [" ", *OTHER_WHITESPACE]]
    for text in short + long + ["  ".join(OTHER_WHITESPACE) * 10]:
        assert collapse_whitespace(text) == re.sub(r"\s+", " ", text)


def test_other_whitespace_lists_every_whitespace_character_but_the_space() -> None:
    every = {chr(code) for code in range(0x110000) if chr(code).isspace()}
    assert set(OTHER_WHITESPACE) == every - {" "}
    assert len(OTHER_WHITESPACE) == len(set(OTHER_WHITESPACE))
