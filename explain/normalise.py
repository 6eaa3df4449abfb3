"""Normalising, as the quote-check contract defines it (docs/design.md, "Normalising").

A quote and a field value are compared after the same steps: Unicode NFKC, casefold, curly
quotes to straight, every dash or hyphen to "-", every run of whitespace to one space. A quote
is then stripped of edge punctuation. `explain.checker` searches with these;
`explain.offsets` replays them piece by piece to find where a match came from.
"""

import re
import unicodedata

# Applied after NFKC and casefold. NFKC already turns the full-width forms into ASCII and
# U+2011 (non-breaking hyphen) into U+2010, which is mapped here.
_TO_APOSTROPHE = "\u2018\u2019\u201a\u201b\u2039\u203a\u02bc"
_TO_QUOTE_MARK = "\u201c\u201d\u201e\u201f\u00ab\u00bb\u301d\u301e\u301f"
_TO_HYPHEN = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"
# What str.isspace() calls whitespace, but the space (a test checks the list).
OTHER_WHITESPACE = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004"
    "\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)
_SPACE_RUN = re.compile(" {2,}")
# Stripped from both ends of a normalised quote. Curly quotes and « » are straight by
# then; the CJK corner brackets are quote marks too. "…" is "..." after NFKC.
QUOTE_EDGE_CHARS = " '\"`.,;:!?\u2026*_()[]\u300c\u300d\u300e\u300f"


def fold(text: str) -> str:
    """Every normalising step except collapsing whitespace."""
    if text.isascii():
        # Nothing for NFKC or the character map to do, and casefold is lower (ASCII).
        # bench/bench_checker.py, ASCII text: the quote check takes 0.87 times the CPU time
        # it took with the general path (2026-11-30).
        return text.lower()
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = replace_each(folded, _TO_APOSTROPHE, "'")
    folded = replace_each(folded, _TO_QUOTE_MARK, '"')
    return replace_each(folded, _TO_HYPHEN, "-")


def replace_each(text: str, chars: str, replacement: str) -> str:
    """`text` with every one of `chars` replaced.

    Looking for each character with `in` (a scan in C) and replacing only those present
    is cheaper than a regex or str.translate, which read every character in Python's
    engines: with it, the offset maps of the non-ASCII text of bench/bench_checker.py took
    1.26 times fewer instructions (2026-11-30, valgrind).
    """
    for char in chars:
        if char in text:
            text = text.replace(char, replacement)
    return text


def collapse_whitespace(text: str) -> str:
    """Every run of whitespace to one space: re.sub(r"\\s+", " ", text).

    Whitespace is str.isspace(), which is also what \\s means: line breaks, U+2028 and
    U+2029, U+0085, NBSP, U+3000 and the rest (OTHER_WHITESPACE). In a long text each
    becomes a space, and only text that then holds two spaces in a row needs more: on the
    sent text of bench/bench_checker.py this took 4 times fewer instructions (ASCII) and 1.7
    times fewer (non-ASCII) than splitting and joining every word (2026-11-30, valgrind).
    """
    if len(text) < 200:
        # A word or a sentence: splitting costs less than looking for every kind of space.
        words = text.split()
        collapsed = " ".join(words)
        if not words:
            return " " if text else ""
        if text[0].isspace():
            collapsed = " " + collapsed
        if text[-1].isspace():
            collapsed += " "
        return collapsed
    text = replace_each(text, OTHER_WHITESPACE, " ")
    if "  " not in text:
        return text
    return _SPACE_RUN.sub(" ", text)


def normalise(text: str) -> str:
    """NFKC, casefold, straight quotes, ASCII hyphens, one space per whitespace run."""
    return collapse_whitespace(fold(text))


def normalise_quote(quote: str) -> str:
    """A quote as it is searched for: normalised, then stripped of edge punctuation."""
    return normalise(quote).strip(QUOTE_EDGE_CHARS)
