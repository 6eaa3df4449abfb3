"""Normalising, as the quote-check contract defines it (DESIGN.md, "Normalising").

A quote and a field value are compared after the same steps: Unicode NFKC, casefold, curly
quotes to straight, every dash or hyphen to "-", every run of whitespace to one space. A quote
is then stripped of edge punctuation. `explain.checker` searches with these;
`explain.offsets` replays them piece by piece to find where a match came from.
"""

import re
import unicodedata

# Applied after NFKC and casefold. NFKC already turns the full-width forms into ASCII and
# U+2011 (non-breaking hyphen) into U+2010, which is mapped here.
_CHAR_MAP = {
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u2039\u203a\u02bc", "'"),
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u00ab\u00bb\u301d\u301e\u301f", '"'),
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-"),
}
# A regex replacement rather than str.translate: on bench/bench_explain.py's checker case
# with non-ASCII text, str.translate made the whole check 2.9 times slower (2026-11-30).
_MAPPED_CHAR = re.compile("[" + "".join(_CHAR_MAP) + "]")
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
    return _MAPPED_CHAR.sub(_map_char, folded)


def _map_char(match: re.Match[str]) -> str:
    return _CHAR_MAP[match.group()]


def collapse_whitespace(text: str) -> str:
    """Every run of whitespace to one space: re.sub(r"\\s+", " ", text).

    Whitespace is str.isspace(), which is also what \\s means: line breaks, U+2028 and
    U+2029, U+0085, NBSP (NFKC has made it a plain space already), U+3000 and the rest.
    Split and join rather than the regex: the regex made bench/bench_explain.py's checker
    case 1.2 to 1.4 times slower (2026-11-30).
    """
    words = text.split()
    collapsed = " ".join(words)
    if not words:
        return " " if text else ""
    if text[0].isspace():
        collapsed = " " + collapsed
    if text[-1].isspace():
        collapsed += " "
    return collapsed


def normalise(text: str) -> str:
    """NFKC, casefold, straight quotes, ASCII hyphens, one space per whitespace run."""
    return collapse_whitespace(fold(text))


def normalise_quote(quote: str) -> str:
    """A quote as it is searched for: normalised, then stripped of edge punctuation."""
    return normalise(quote).strip(QUOTE_EDGE_CHARS)
