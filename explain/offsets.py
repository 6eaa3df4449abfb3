"""Where a span of a normalised value comes from in the original value.

The checker finds quotes in normalised text (explain.normalise); the page highlights them in
the text as the user wrote it. `offset_map()` normalises a value piece by piece, remembering
the original span of each piece, so that any span of the normalised value maps back to whole
characters of the original ("ss" found in "Größe" covers the "ß").
"""

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Iterator

from explain.normalise import OTHER_WHITESPACE, collapse_whitespace, fold, replace_each

_HANGUL_VOWELS_AND_FINALS = ((0x1160, 0x11FF), (0xD7B0, 0xD7FF))
# The common characters, which normalise alone, one for one, and to which nothing before
# them attaches: ASCII, Latin-1 letters but "ß", basic Greek and Cyrillic, dashes and curly
# quotes, CJK ideographs, kana, CJK commas and stops, Hangul syllables (a test checks all of
# these). Only the characters between runs of these need a closer look. Looking at every
# character instead made the quote check of bench/bench_checker.py's non-ASCII text 2.4 times
# slower; finding the runs of common characters, rather than the others, made the offset
# maps of bench/bench_checker.py's non-ASCII text take 1.7 times fewer instructions
# (2026-11-30, valgrind).
COMMON_RUN = re.compile(
    "[\t-\r -~\u00c0-\u00de\u00e0-\u00ff\u0391-\u03a1\u03a3-\u03a9\u03b1-\u03c9"
    "\u0400-\u045f\u2010-\u2015\u2018-\u201f\u2212\u3001-\u3002\u3041-\u3096"
    "\u30a1-\u30fa\u4e00-\u9fff\uac00-\ud7a3]+"
)
_SPACE_RUN = re.compile(" {2,}")


def attaches(char: str) -> bool:
    """Whether `char` may change, under NFKC, together with the character before it.

    Such characters stay in one piece with what precedes them: combining marks (they
    compose: "e" + U+0301 is "é"), characters that decompose into one (half-width
    Katakana voicing marks), and Hangul vowel and final Jamo (they compose syllables).
    Every second element of a canonical composition is one of these (a test checks it).
    """
    decomposed = unicodedata.normalize("NFKD", char)
    for candidate in {char, decomposed[:1] or char}:
        code = ord(candidate)
        if (
            unicodedata.combining(candidate)
            or unicodedata.category(candidate).startswith("M")
            or any(low <= code <= high for low, high in _HANGUL_VOWELS_AND_FINALS)
        ):
            return True
    return False


def clusters(text: str) -> Iterator[tuple[int, int]]:
    """Split text into pieces that normalise independently of each other."""
    start = 0
    for index in range(1, len(text)):
        if not attaches(text[index]):
            yield start, index
            start = index
    if text:
        yield start, len(text)


class OffsetMap:
    """Maps spans of a normalised value back to spans of the original value.

    The normalised value is built piece by piece; each piece remembers the original span
    it came from. In an "aligned" piece normalised character i comes from original
    character orig_start + i, so offsets inside it are exact; any other piece (a
    whitespace run, "ß" -> "ss", "ｶﾞ" -> "ガ") maps as a whole.
    """

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.norm_starts: list[int] = []
        self.orig_starts: list[int] = []
        self.orig_ends: list[int] = []
        self.aligned: list[bool] = []
        self.length = 0
        # Set when text said to fold one for one did not: the map cannot be trusted.
        self.broken = False

    def add(self, text: str, orig_start: int, orig_end: int, *, aligned: bool) -> None:
        if not aligned:
            text = collapse_whitespace(text)
        if text.startswith(" ") and self.parts and self.parts[-1].endswith(" "):
            # Whitespace runs collapse across pieces too; the earlier space stands for both.
            text = text[1:]
            if aligned:
                orig_start += 1
        if not text:
            return
        self.parts.append(text)
        self.norm_starts.append(self.length)
        self.orig_starts.append(orig_start)
        self.orig_ends.append(orig_end)
        self.aligned.append(aligned)
        self.length += len(text)

    def add_one_to_one(self, folded: str, orig_start: int, orig_end: int) -> None:
        """Add text whose character i came from original character orig_start + i."""
        if len(folded) != orig_end - orig_start:
            self.broken = True
        # str.replace for what is there rather than re.sub(r"[^\S ]", " ") reading every
        # character in Python's regex engine (see replace_each). With this and the ASCII
        # path in piecewise(), the offset maps of the ASCII text of bench/bench_checker.py
        # took 20 times fewer instructions (2026-11-30, valgrind).
        folded = replace_each(folded, OTHER_WHITESPACE, " ")
        if "  " not in folded:
            self.add(folded, orig_start, orig_start + len(folded), aligned=True)
            return
        position = 0
        for run in _SPACE_RUN.finditer(folded):
            if run.start() > position:
                self.add(
                    folded[position : run.start()],
                    orig_start + position,
                    orig_start + run.start(),
                    aligned=True,
                )
            self.add(" ", orig_start + run.start(), orig_start + run.end(), aligned=False)
            position = run.end()
        if position < len(folded):
            self.add(
                folded[position:],
                orig_start + position,
                orig_start + len(folded),
                aligned=True,
            )

    def text(self) -> str:
        return "".join(self.parts)

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span of the normalised span [start, end) (end > start)."""
        first = bisect_right(self.norm_starts, start) - 1
        last = bisect_right(self.norm_starts, end - 1) - 1
        if self.aligned[first]:
            orig_start = self.orig_starts[first] + start - self.norm_starts[first]
        else:
            orig_start = self.orig_starts[first]
        if self.aligned[last]:
            orig_end = self.orig_starts[last] + end - self.norm_starts[last]
        else:
            orig_end = self.orig_ends[last]
        return orig_start, orig_end


def _special_runs(value: str) -> Iterator[tuple[int, int]]:
    """The runs of characters that are not common, between the runs that are."""
    position = 0
    for common in COMMON_RUN.finditer(value):
        if common.start() > position:
            yield position, common.start()
        position = common.end()
    if position < len(value):
        yield position, len(value)


def piecewise(value: str) -> OffsetMap:
    """Normalise `value` piece by piece, remembering where each piece came from.

    Stretches of characters that fold one for one map exactly ("，" -> ","); a
    character that does not ("ß" -> "ss") is a piece of its own, together with whatever
    attaches to it ("e" + U+0301 -> "é", "ｶ" + "ﾞ" -> "ガ").
    """
    offsets = OffsetMap()
    if value.isascii():
        # ASCII folds one for one and nothing attaches: one aligned stretch (str.isascii()
        # is known without reading the text).
        offsets.add_one_to_one(fold(value), 0, len(value))
        return offsets
    aligned_from = 0
    for special_start, special_end in _special_runs(value):
        start = special_start
        if start > 0 and attaches(value[start]):
            start -= 1  # the character it attaches to
        run = value[start:special_end]
        for piece_start, piece_end in clusters(run):
            if piece_end - piece_start == 1 and len(fold(run[piece_start])) == 1:
                continue  # stays in the aligned stretch
            piece_start += start
            piece_end += start
            if aligned_from < piece_start:
                offsets.add_one_to_one(
                    fold(value[aligned_from:piece_start]), aligned_from, piece_start
                )
            offsets.add(fold(value[piece_start:piece_end]), piece_start, piece_end, aligned=False)
            aligned_from = piece_end
    if aligned_from < len(value):
        offsets.add_one_to_one(fold(value[aligned_from:]), aligned_from, len(value))
    return offsets


def offset_map(value: str, normalised: str) -> OffsetMap:
    """The piecewise normalisation of `value`, checked against `normalised`, the whole one.

    Should they ever disagree (a composition `attaches` does not know; tests check all of
    Unicode's canonical ones), the found/not-found decision stays with the whole-value
    normalisation and every location in this value is the whole value: coarse, never wrong.
    """
    offsets = piecewise(value)
    if not offsets.broken and offsets.text() == normalised:
        return offsets
    whole = OffsetMap()
    whole.add(normalised, 0, len(value), aligned=False)
    return whole
