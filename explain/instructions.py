"""Links, e-mail addresses, phone numbers and instructions in text.

Two callers read text for different reasons, and each has its own entry point:

- ``point_findings(point)``: a point on the explanation page may never show a link, an e-mail
  address, a phone number, or an instruction of any kind (to an AI, a contact instruction, or
  an imperative to the reader such as "Apply now"). Anything found means the point is hidden.
- ``posting_findings(text)``: a job posting may carry ordinary contact details and ordinary
  imperatives ("Apply now", "Email your CV to jobs@example.com", "Tell us about yourself").
  Only text addressed to an AI ("ignore previous instructions", "tell every candidate that
  ...") and contact instructions that promise a way past the normal process or move the
  conversation to a messaging app ("Call 0800 123 456 to fast-track your application",
  "WhatsApp us") are reported, for an admin to review.

Pure functions over strings: no Django, no ORM, no settings; they never raise on any string.
Text is read after a light fold (NFKC, lower case, invisible format characters removed, curly
quotes and dashes made plain), so "ｉｇｎｏｒｅ" and "ig<zero-width space>nore" read as
"ignore"; every span is an offset into the original text.

Each phrase names the words it needs ("instructions", "candidate", "whatsapp"); the text's
words are collected once, and a phrase's pattern runs only on text that has one of them. Most
text has none, so most patterns never run: that is what keeps a 15 KB posting within a few
milliseconds.

Every phrase list is data at the top of this module. What the lists cannot catch is stated in
the README: paraphrases they do not list, other languages, letters from another script that
look Latin, and a link or a number spelled out in words.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum


class FindingKind(StrEnum):
    LINK = "link"
    EMAIL = "email"
    PHONE = "phone"
    AI_INSTRUCTION = "ai_instruction"
    READER_INSTRUCTION = "reader_instruction"
    CONTACT_INSTRUCTION = "contact_instruction"

    @property
    def label(self) -> str:
        return KIND_LABELS[self]


KIND_LABELS: dict[FindingKind, str] = {
    FindingKind.LINK: "a link",
    FindingKind.EMAIL: "an e-mail address",
    FindingKind.PHONE: "a phone number",
    FindingKind.AI_INSTRUCTION: "an instruction to an AI",
    FindingKind.READER_INSTRUCTION: "an instruction to the reader",
    FindingKind.CONTACT_INSTRUCTION: "a contact instruction",
}


@dataclass(frozen=True)
class Finding:
    """``text[start:end]`` of the text that was read, and an excerpt of it to show a person
    (whitespace collapsed, at most EXCERPT_CHARS characters)."""

    kind: FindingKind
    start: int
    end: int
    excerpt: str


EXCERPT_CHARS = 120
# Text up to this long is searched whole; longer text only around the words a phrase needs.
WHOLE_TEXT_CHARS = 1000
# Every phrase's words lie within this many characters of each other (the patterns allow a few
# filler words and ordinary spacing, not paragraphs of it).
PHRASE_REACH = 160
# An instruction's span runs from its first word to the end of its sentence, at most this far.
INSTRUCTION_SPAN_CHARS = 160
_WORD = re.compile(r"[a-z0-9]+(?:['-][a-z0-9]+)*")
_LITERAL = re.compile(r"[a-z0-9'-]*")


def _literal_start(pattern: str) -> str:
    """The letters every match of `pattern` begins with ("instruction" of "instructions?")."""
    literal = _LITERAL.match(pattern).group()  # type: ignore[union-attr]
    if pattern[len(literal) : len(literal) + 1] in ("?", "*", "{"):
        literal = literal[:-1]  # the last letter may be left out
    return literal


_WORD_CHAR = re.compile(r"[\w'-]")


@dataclass(frozen=True)
class Phrase:
    """A phrase: ``start`` (its first words, a regular expression) then ``rest``, on lower-case
    text, with whitespace between words written as \\s+.

    ``needs``: words the text must hold for the phrase to be tried (by default the words
    ``start`` can begin with). ``clause_start``: only as the first words of a clause, as an
    imperative is ("Call us", but not "you call us"). ``not_after``: not when the word before
    is one of these ("If you are now a graduate" gives an AI no new role)."""

    start: str
    rest: str
    needs: frozenset[str] = field(default_factory=frozenset)
    clause_start: bool = False
    not_after: frozenset[str] = field(default_factory=frozenset)
    pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)
    # The letters every match begins with, one of these (empty: cannot tell).
    beginnings: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.needs:
            first_words = {alternative.split("\\s")[0] for alternative in self.start.split("|")}
            object.__setattr__(self, "needs", frozenset(first_words))
        # No look-behind in front: a pattern that starts with its words is scanned for in C.
        object.__setattr__(self, "pattern", re.compile(f"(?:{self.start}){self.rest}"))
        # Each alternative's letters up to its first sign of a regular expression: a match
        # begins with one of them. A split inside a group only adds more (a looser test).
        beginnings = tuple(_literal_start(piece) for piece in self.start.split("|"))
        if any(len(beginning) < 2 for beginning in beginnings):
            beginnings = ()
        object.__setattr__(self, "beginnings", beginnings)

    def may_match(self, text: str) -> bool:
        """False when no match can be in `text`: none of the letters a match begins with are."""
        return not self.beginnings or any(beginning in text for beginning in self.beginnings)

    def hits(self, text: str, present: frozenset[str]) -> Iterator[re.Match[str]]:
        """Matches in a text whose words are ``present`` (and hold one of ``needs``). A long
        text is searched only around the places where one of ``needs`` stands: every match of
        the phrase holds one of them."""
        if len(text) <= WHOLE_TEXT_CHARS:
            yield from self.matches(text)
            return
        searched_to = 0
        for start, end in _windows(text, self.needs & present):
            for match in self.matches(text, max(start, searched_to), end):
                searched_to = match.end()
                yield match

    def first(self, text: str, start: int, end: int) -> re.Match[str] | None:
        """The first match inside text[start:end]."""
        return next(self.matches(text, start, end), None)

    def matches(
        self, text: str, start: int = 0, end: int | None = None
    ) -> Iterator[re.Match[str]]:
        position, end = start, len(text) if end is None else end
        while match := self.pattern.search(text, position, end):
            start = match.start()
            position = max(match.end(), start + 1)
            if start and _WORD_CHAR.match(text, start - 1):
                position = start + 1  # inside a word: "recall us" holds no "call us"
                continue
            if self.not_after and _previous_word(text, start) in self.not_after:
                continue
            if self.clause_start and not _is_clause_start(text, start):
                continue
            yield match


def _windows(text: str, words: frozenset[str]) -> list[tuple[int, int]]:
    """Stretches of text within PHRASE_REACH of each place where one of ``words`` stands as a
    whole word, merged where they overlap, in text order."""
    places = []
    for word in words:
        index = text.find(word)
        while index != -1:
            end = index + len(word)
            if not (index and text[index - 1].isalnum()) and not (
                end < len(text) and text[end].isalnum()
            ):
                places.append(index)
            index = text.find(word, end)
    windows: list[tuple[int, int]] = []
    for place in sorted(places):
        start, end = max(0, place - PHRASE_REACH), place + PHRASE_REACH
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], end)
        else:
            windows.append((start, end))
    return windows


def word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# --- the phrase lists ------------------------------------------------------------------------

CANDIDATE = r"(?:candidates?|applicants?|(?:job\s*)?seekers?|users?|readers?|persons?|profiles?)"
CANDIDATE_WORDS = word_set(
    "candidate candidates applicant applicants seeker seekers jobseeker jobseekers user users"
    " reader readers person persons profile profiles"
)
AI_NAMES = (
    r"(?:ai|a\.i\.|llm|assistant|chatbot|(?:large\s+)?language\s+model|gpt|chatgpt|gemini|claude)"
)
AI_NAME_WORDS = word_set("ai llm assistant chatbot language gpt chatgpt gemini claude bot")

# Text addressed to an AI: overriding its instructions, giving it a role, telling it what to
# say or how to answer. Read in points and postings alike.
AI_INSTRUCTIONS: tuple[Phrase, ...] = (
    # "ignore previous instructions", "disregard all prior rules", "forget your instructions"
    Phrase(
        r"ignore|disregard|forget|override|overrule|bypass",
        r"\s+(?:(?:all|any|the|your|of|my|these|those)\s+){0,4}(?:(?:previous|prior|above|earlier"
        r"|preceding|foregoing|original|initial|system|existing|other)\s+)?(?:instructions?"
        r"|prompts?|rules|directions|directives|guidelines|guardrails|constraints)\b",
    ),
    # "disregard the above", "ignore everything before this", "forget what you were told"
    Phrase(
        r"ignore|disregard|forget",
        r"\s+(?:(?:all|everything|anything|what)\s+)?(?:(?:the|this|that|is)\s+)?(?:above"
        r"|before\s+this|previously|prior|preceding|said\s+(?:above|before)"
        r"|you\s+(?:were|have\s+been)\s+told)\b",
    ),
    # a new role: "you are now a recruiter who ...", "from now on you ...", "pretend you are"
    Phrase(
        r"you",
        r"\s+are\s+now\s+(?:an?|the|my|acting|playing|operating|free|going\s+to|in\s+\w+\s+mode)\b",
        needs=word_set("now"),
        not_after=word_set("if whether when once unless because as"),
    ),
    Phrase(
        r"from",
        r"\s+now\s+on,?\s+(?:you|always|only|never|respond|reply|answer|say)\b",
        needs=word_set("now"),
    ),
    Phrase(r"pretend", r"\s+(?:to\s+be|that\s+you|you\s+are)\b"),
    Phrase(
        r"as",
        r"\s+an?\s+(?:ai|a\.i\.|artificial\s+intelligence|(?:large\s+)?language\s+model|llm"
        r"|chatbot|(?:ai\s+)?assistant|ai\s+(?:language\s+)?model)\b(?!\s*(?:engineer|researcher"
        r"|scientist|developer|specialist|lead|architect|product|team|company|startup|start-up"
        r"|consultant|trainer|tutor|ethicist|expert|practitioner|enthusiast))",
        needs=AI_NAME_WORDS | word_set("intelligence"),
    ),
    # "System prompt:" as a label, or asking for it; "you wrote system prompts" is a skill.
    Phrase(r"system", r"\s+(?:prompt|instructions?|message)s?\s*:"),
    Phrase(
        r"reveal|print|show|repeat|output|leak|disclose",
        r"\s+(?:me\s+)?(?:your|the)\s+(?:system\s+|hidden\s+|original\s+)?(?:prompt|instructions)\b",
        needs=word_set("prompt instructions"),
    ),
    Phrase(
        r"new|updated|real|actual|hidden|secret|additional",
        r"\s+instructions?\s*:",
        needs=word_set("instruction instructions"),
    ),
    # talking to the model: "Note to the AI", "Dear assistant", "if you are an LLM"
    Phrase(
        r"note|message|instructions?",
        rf"\s+(?:to|for)\s+(?:the\s+|any\s+)?{AI_NAMES}\b",
        needs=AI_NAME_WORDS,
    ),
    Phrase(
        r"dear|hey|hello|hi|attention|attn",
        rf"\s*[,:]?\s+(?:the\s+)?{AI_NAMES}\b",
        needs=AI_NAME_WORDS,
    ),
    Phrase(r"if", rf"\s+you\s+are\s+(?:an?\s+)?(?:{AI_NAMES}|bot)\b", needs=AI_NAME_WORDS),
    Phrase(
        r"ai|llm|language\s+model|assistant|chatbot",
        r"s?\s+reading\s+this\b",
        needs=word_set("reading"),
    ),
    # telling it what to say: "tell every candidate that ...", "say the candidate has ..."
    Phrase(
        r"tell|inform|assure|convince|remind",
        rf"\s+(?:every|each|all|any|the|this)\s+{CANDIDATE}(?:[\s:,-]*(?:that|they|he|she)\b|\s*[:,])",
        needs=CANDIDATE_WORDS,
    ),
    Phrase(
        r"say|state|claim|write|report|conclude|confirm|assert|pretend",
        rf"\s+(?:that\s+)?(?:the|this|every|each|all|any)\s+{CANDIDATE}\s+(?:has|have|is|are"
        r"|was|were|had|meets?|matches|fits?|knows?|holds?|speaks?|can|will)\b",
        needs=CANDIDATE_WORDS,
    ),
    Phrase(
        r"rate|score|rank|grade|mark|evaluate|assess|label",
        rf"\s+(?:this|the|every|each|all|any)\s+{CANDIDATE}\s+(?:as|an?|\d+|highly|high|top"
        r"|perfect|excellent|with|at)\b",
        needs=CANDIDATE_WORDS,
    ),
    Phrase(
        r"every|each|all|any",
        rf"\s+{CANDIDATE}\s+(?:is|are)\s+(?:an?\s+)?(?:perfect|ideal|excellent|strong|great"
        r"|100\s*%)\s+(?:match|fit)\b",
        needs=word_set("match fit"),
    ),
    # the form of its answer: "respond only with", "only reply in JSON"
    Phrase(
        r"respond|reply|answer|output|return",
        r"\s+only\s+(?:with|in|as)\b",
        needs=word_set("only"),
    ),
    Phrase(r"only", r"\s+(?:respond|reply|answer|output|return)\s+(?:with|in|as)\b"),
    Phrase(
        r"do\s+not|don't|never",
        r"\s+(?:mention|list|report|show|include|point\s+out|reveal|disclose|flag)\s+(?:any\s+)?"
        r"(?:gaps?|missing\s+\w+|weakness(?:es)?|shortcomings|these\s+instructions"
        r"|this\s+instruction|the\s+(?:instructions?|prompt))\b",
        needs=word_set(
            "gap gaps missing weakness weaknesses shortcomings instructions instruction prompt"
        ),
    ),
)

# Verbs that ask the reader to get in touch, as one pattern.
CONTACT_VERB = Phrase(
    r"call|phone|ring|text|sms|whatsapp|message|e-?mail|contact|dm|send|write\s+to|reach\s+out"
    r"|get\s+in\s+touch",
    r"(?![\w-])",
)
# What no ordinary posting offers for getting in touch: a way past the normal process. Beside
# a contact verb in the same sentence, in either order, it makes a contact instruction ("Call
# 0800 123 456 to fast-track your application", "To skip the queue, text ...").
SHORTCUTS: tuple[Phrase, ...] = (
    Phrase(
        r"fast[\s-]?track(?:ed|ing)?",
        r"\s+(?:you\b|your\s+\w+|the\s+(?:process|application|hiring|interview|queue)"
        r"|(?:an?\s+)?(?:interview|application|offer|hire))",
        needs=word_set("fast fast-track fasttrack fast-tracked fast-tracking"),
    ),
    Phrase(r"fast[\s-]?tracked", r"\b", needs=word_set("fast fast-tracked")),
    Phrase(
        r"skip|jump|bypass",
        r"\s+(?:the\s+)?(?:queue|line|process|interview|screening|waiting\s+list"
        r"|application\s+process)\b",
    ),
    Phrase(
        r"front|top|head",
        r"\s+of\s+the\s+(?:queue|line|pile|list)\b",
        needs=word_set("queue line pile list"),
    ),
    Phrase(
        r"guarantee[ds]?",
        r"\s+(?:you\s+)?(?:an?\s+)?(?:interview|offer|job|place|position|role|hire|start)\b",
        needs=word_set("guarantee guaranteed guarantees"),
    ),
    Phrase(r"get|gets|for|receive", r"\s+(?:you\s+)?priority\b", needs=word_set("priority")),
    Phrase(r"priority", r"\s+(?:consideration|review|processing|access|treatment|shortlisting)\b"),
    Phrase(
        r"instant(?:ly)?",
        r"\s+(?:interview|offer|approval|hired?|shortlisted)\b",
        needs=word_set("instant instantly"),
    ),
    Phrase(r"hired", r"\s+(?:today|instantly|immediately|on\s+the\s+spot)\b"),
    Phrase(r"straight", r"\s+to\s+(?:the\s+)?(?:interview|offer|final\s+round)\b"),
)
# Messaging apps take the conversation off the site: "WhatsApp us" is a contact instruction,
# and so is a contact verb followed by "on Telegram" in the same sentence.
MESSAGING_APPS = r"whatsapp|telegram|wechat|viber|signal"
MESSAGING_APP_AS_VERB = Phrase(
    r"whatsapp|telegram|wechat|viber",
    r"\s+(?:us|me|them|the\s+recruiter|our\s+(?:team|recruiter|hr))\b",
)
MESSAGING_APP_AFTER_VERB = Phrase(
    r"on|via|through|over|by|using",
    rf"\s+(?:{MESSAGING_APPS})\b",
    needs=word_set(MESSAGING_APPS.replace("|", " ")),
)

# Imperatives to the reader, read in points only (a posting is full of ordinary ones). The word
# after the verb must make it an instruction: "Call us" is one, "Call handling experience" is
# not; "Contact the recruiter" is one, "Contact centre work" is not.
READER_CONTACT_INSTRUCTIONS: tuple[Phrase, ...] = (
    Phrase(
        r"call|phone|ring|text|sms|whatsapp|message|e-?mail|contact|dm",
        r"\s+(?:us|me|them|him|her|the|our|their|your|this|now|today|asap|directly|on|at|via|\+"
        r"|\(|\d)",
        needs=word_set("call phone ring text sms whatsapp message email e-mail contact dm"),
        clause_start=True,
    ),
    Phrase(r"write\s+to|reach\s+out|get\s+in\s+touch", r"\b", clause_start=True),
)
READER_INSTRUCTIONS: tuple[Phrase, ...] = (
    Phrase(
        r"apply",
        r"\s*(?:!|\s(?:now|today|here|online|at|via|through|by|immediately|directly|before|asap"
        r"|quickly|fast|soon|anyway|regardless|for\s+(?:this|the|it))\b)",
        clause_start=True,
    ),
    Phrase(
        r"click",
        r"\s+(?:here|the|this|on|below|above|to|now|that|a|an|link|button)\b",
        clause_start=True,
    ),
    Phrase(
        r"visit|go\s+to|head\s+(?:over\s+)?to|check\s+out|browse\s+to|navigate\s+to",
        r"\s+(?:our|the|us|this|that|their|my|www|https?)\b",
        clause_start=True,
    ),
    Phrase(
        r"sign\s+up|register|subscribe|log\s*in|sign\s+in|download|install",
        r"\s+(?:now|today|here|at|on|for|with|our|to|the\s+app|this)\b",
        needs=word_set("sign register subscribe log login download install"),
        clause_start=True,
    ),
    Phrase(r"follow|join", r"\s+(?:us|our|this\s+link|the\s+link)\b", clause_start=True),
    Phrase(r"send|submit|forward|upload", r"\s+(?:your|us|me|a|an|the|this)\b", clause_start=True),
    Phrase(
        r"reply|respond|write\s+back",
        r"\s+(?:to|with|here|now|today|by|at|directly|asap)\b",
        needs=word_set("reply respond write"),
        clause_start=True,
    ),
    Phrase(
        r"tell|ask|show|let",
        r"\s+(?:us|me|them|the\s+(?:recruiter|hiring|interviewer|employer|team))\b",
        clause_start=True,
    ),
    Phrase(
        r"mention|highlight|emphasi[sz]e|stress|showcase|include|add|list|update|prepare|bring"
        r"|tailor|polish|improve|brush\s+up\s+on|share|provide|attach",
        r"\s+your\b",
        needs=word_set("your"),
        clause_start=True,
    ),
    # "Ignore the other requirements: ...": what to leave out of an application.
    Phrase(
        r"ignore|disregard|forget|skip",
        r"\s+(?:(?:all|any|the|other|remaining|rest|of|their|its)\s+){0,3}(?:requirements?"
        r"|criteria|qualifications?|gaps?|conditions)\b",
        needs=word_set(
            "requirement requirements criteria qualification qualifications gap gaps conditions"
        ),
        clause_start=True,
    ),
    # "so highlight them when you apply", "mention it in your application".
    Phrase(
        r"mention|highlight|emphasi[sz]e|stress|showcase|include|list|feature",
        r"\s+(?:them|it|this|these|that|those)\s+(?:when\s+(?:you\s+)?apply(?:ing)?"
        r"|in\s+your\s+(?:application|cv|résumé|resume|cover\s+letter|interview))\b",
        needs=word_set(
            "mention highlight emphasise emphasize stress showcase include list feature"
        ),
        clause_start=True,
    ),
    # "Mention the code CALTON24 in your cover letter": what to put in an application.
    Phrase(
        r"mention|quote|use|include|add|enter|type|write|put",
        r"\s+(?:the\s+)?(?:code|reference|ref|keyword|password|phrase|word)\b",
        needs=word_set("code reference ref keyword password phrase word"),
        clause_start=True,
    ),
    Phrase(
        r"in|on|to|into",
        r"\s+your\s+(?:cover(?:ing)?\s+letter|application\s+form|subject\s+line)\b",
        needs=word_set("letter form subject"),
    ),
    # The same in the other languages of our seekers: "im Anschreiben", "dans votre lettre de
    # motivation", "en tu carta de presentación", "in je motivatiebrief".
    Phrase(
        r"im|in|dans|en|nella|na|no|w",
        r"\s+(?:anschreiben|bewerbungsschreiben|motivationsschreiben"
        r"|(?:ihrem|ihrer|deinem|deiner|votre|ta|su|tu|je|uw|tua|sua)\s+(?:anschreiben"
        r"|bewerbungsschreiben|motivationsschreiben|bewerbung|lettre\s+de\s+motivation"
        r"|candidature|carta\s+de\s+(?:presentación|apresentação|motivación)|candidatura"
        r"|motivatiebrief|sollicitatiebrief|sollicitatie"
        r"|lettera\s+(?:di\s+presentazione|motivazionale))|liście\s+motywacyjnym)\b",
        needs=word_set(
            "anschreiben bewerbungsschreiben motivationsschreiben bewerbung lettre candidature "
            "carta candidatura motivatiebrief sollicitatiebrief sollicitatie lettera liście"
        ),
    ),
    # "put both near the top of your application": where to put something in it.
    Phrase(
        r"put|place|move",
        r"\s+(?:[\w'-]+\s+){0,4}(?:near|at|on|in|to|into)\s+(?:the\s+(?:top|start|front)\s+of\s+)?"
        r"your\s+(?:application|cv|résumé|resume|cover\s+letter|profile)\b",
        needs=word_set("application cv résumé resume letter profile"),
        clause_start=True,
    ),
    Phrase(r"you", r"\s+(?:should|ought\s+to)\b", needs=word_set("should ought")),
    Phrase(r"make|be", r"\s+sure\s+(?:you|to|that|your)\b", needs=word_set("sure")),
    Phrase(
        r"don't|do\s+not",
        r"\s+(?:forget|miss|hesitate|wait|delay)\b",
        needs=word_set("forget miss hesitate wait delay"),
    ),
    Phrase(r"remember", r"\s+to\b", clause_start=True),
    # "Tip: add 'multivariate testing' to your skills": advice on what to write where.
    Phrase(
        r"add|put|list|include|insert|write",
        r"\s[^.;!?]{0,60}?\b(?:to|in|on|into)\s+your\s+(?:cv|résumé|resume|skills|profile"
        r"|linkedin|application|headline)\b",
        needs=word_set("cv résumé resume skills profile linkedin application headline"),
        clause_start=True,
    ),
    Phrase(r"(?:pro\s+)?tip|hint", r"\s*:", needs=word_set("tip hint"), clause_start=True),
    Phrase(r"hurry|please|kindly", r"\b"),
    Phrase(r"act", r"\s+(?:now|fast|quickly)\b", clause_start=True),
)
# A clause starts at the text's start, after a sentence mark, comma, bullet, bracket or dash,
# or after one of these words.
CLAUSE_MARKS = frozenset(".!?;:,\n•(-–—*>")
CLAUSE_WORDS = word_set("please so then just simply and now kindly")

# Names with a dot that are technologies or brands, not links, when written alone (with no
# path after them). "Node.js" and "Vue.js" need no entry: .js is not a domain ending.
NOT_LINKS = word_set(
    "asp.net ado.net vb.net ml.net math.net socket.io draw.io fly.io fast.ai booking.com"
    " monday.com hotels.com"
)
# Domain endings read as a link when written without a scheme ("apply.example.com/fast").
# Endings that are also common file extensions (.py, .sh, .md, .rs, .pl, .cc) are left out, so
# "setup.py" is not a link; a bare domain under them is missed (with a scheme or "www." it is
# found).
LINK_TLDS = word_set(
    "com net org edu gov mil int info biz name pro io co ai app dev me tv ly gg to ws fm am la"
    " xyz online site website tech store shop link click top club live life world today news"
    " blog page cloud email jobs careers work agency solutions digital media group team zone"
    " space fun icu vip win bid loan mobi asia eu uk de fr es it nl be ch at se no dk fi ie pt"
    " cz sk hu ro bg gr tr ru ua lt lv ee si hr ba is lu li mt cy us ca mx br ar cl pe uy au nz"
    " jp cn hk tw kr sg my id th vn ph in pk bd lk np ae sa qa kw il eg ma ng ke gh za su cf ga"
    " gq tk ml"
)
LINK_SCHEMES = (
    r"(?:https?|ftps?|sftp|file|wss?)://"
    r"|(?:mailto|tel|sms|javascript|vbscript|data|whatsapp|callto|skype):(?=[^\s:])"
)

# --- the patterns ----------------------------------------------------------------------------

_SCHEME = re.compile(LINK_SCHEMES)
_SCHEME_LINK = re.compile(rf"(?:{LINK_SCHEMES})[^\s<>\"'`]+")
_WWW_LINK = re.compile(r"(?<![a-z])www\d{0,3}\.[a-z0-9-]+\.[^\s<>\"'`]+")
_DOMAIN_LINK = re.compile(
    r"(?<![\w@.\-/])(?P<domain>(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?P<tld>[a-z]{2,24}))"
    r"(?![\w@-])(?P<path>[/?#][^\s<>\"'`]*)?"
)
_DOTTED = re.compile(r"[a-z0-9]\.[a-z]")
_WHITESPACE = re.compile(r"\s")
_EMAIL = re.compile(
    r"(?<![\w.+%-])[a-z0-9][a-z0-9._%+-]{0,63}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}\b"
)
# Written out to get past a scraper: "jobs [at] example [dot] com", "jobs at example dot com".
_EMAIL_BRACKETED = re.compile(
    r"[a-z0-9._%+-]{1,64}\s*[\[({]\s*at\s*[\])}]\s*[a-z0-9-]{1,63}"
    r"(?:\s*[\[({]\s*dot\s*[\])}]\s*[a-z]{2,24})+\b"
)
_EMAIL_SPELLED = re.compile(
    r"(?<![\w.%+-])[a-z0-9._%+-]{1,64}\s+at\s+[a-z0-9-]{1,63}(?:\s+dot\s+[a-z0-9-]{1,63}){0,3}"
    r"\s+dot\s+(?:com|net|org|io|co|uk|de)\b"
)
_BRACKETED_AT = re.compile(r"[\[({]\s*at\s*[\])}]")
# A run of digits and the separators phone numbers use; phone_like() decides which runs are.
_PHONE_RUN = re.compile(r"(?:\+\s?\d|\(\+?\d|\d)[\d ().\-/]{5,28}\d(?![\w-]|[.,:]\d)")
# Before a phone number: not a letter, digit or a mark that makes it part of something else
# (a version "v1.2", an amount "2,000", a ratio "9001:2015", a path "/0800").
_GLUED = re.compile(r"[\w+.,:/-]")
_DIGIT_GROUPS = re.compile(r"\d+")
_YEAR = re.compile(r"(?:19|20)\d\d")
_THOUSANDS = re.compile(r"\d{1,3}(?:[ .]\d{3})+")
_DATE = re.compile(r"\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})|\d{4}[./-]\d{1,2}[./-]\d{1,2}")
_TIME_RANGE = re.compile(r"\d{1,2}[.]\d{2}\s*-\s*\d{1,2}[.]\d{2}")
_IP_ADDRESS = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")
_RANGE_DASH = re.compile(r"\s*-\s*")
# A sentence ends at a mark followed by a space (not the dot inside "jobs@example.com").
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")
_SENTENCE_START = re.compile(r".*(?:[.!?]\s|\n)", re.DOTALL)

# --- reading the text ------------------------------------------------------------------------

# Invisible characters that can split a word without showing: soft hyphen, zero-width spaces
# and joiners, direction marks and embeddings, word joiner, byte-order mark.
_INVISIBLE = frozenset(
    "\u00ad\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2061\u2062\u2063\u2064\ufeff"
)
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_PLAIN_PUNCTUATION = {
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-"),
    "\u2018": "'",
    "\u2019": "'",
    "\u201b": "'",
    "\u201c": '"',
    "\u201d": '"',
}
# One for one; a substitution, because str.translate with a table costs 10 times as much.
_FANCY_PUNCTUATION = re.compile(f"[{''.join(_PLAIN_PUNCTUATION)}]")


def _plain_punctuation(text: str) -> str:
    return _FANCY_PUNCTUATION.sub(lambda match: _PLAIN_PUNCTUATION[match.group()], text)


@dataclass(frozen=True)
class _Folded:
    """The text the patterns read (lower case), and where each character came from."""

    original: str
    text: str
    origin: list[int] | None  # origin[i]: offset in the original; None: the same offsets

    def finding(self, kind: FindingKind, start: int, end: int) -> Finding:
        if self.origin is not None:
            start, end = self.origin[start], self.origin[end - 1] + 1
        excerpt = " ".join(self.original[start:end].split()) or self.original[start:end]
        if len(excerpt) > EXCERPT_CHARS:
            excerpt = excerpt[: EXCERPT_CHARS - 1].rstrip() + "…"
        return Finding(kind, start, end, excerpt)


def _fold(text: str) -> _Folded:
    if text.isascii():
        return _Folded(text, text.lower(), None)
    if unicodedata.is_normalized("NFKC", text) and _INVISIBLE.isdisjoint(text):
        folded = _plain_punctuation(text).lower()
        if len(folded) == len(text):  # one for one ("İ" lower-cases to two characters)
            return _Folded(text, folded, None)
    # Character by character where it matters; runs of plain ASCII are copied whole.
    pieces: list[str] = []
    origin: list[int] = []
    copied = 0
    for match in _NON_ASCII.finditer(text):
        index = match.start()
        pieces.append(text[copied:index].lower())
        origin.extend(range(copied, index))
        copied = index + 1
        char = match.group()
        if char in _INVISIBLE:
            continue
        char = _plain_punctuation(unicodedata.normalize("NFKC", char)).lower()
        pieces.append(char)
        origin.extend([index] * len(char))
    pieces.append(text[copied:].lower())
    origin.extend(range(copied, len(text)))
    return _Folded(text, "".join(pieces), origin)


def _merged(findings: list[Finding], original: str) -> list[Finding]:
    """In text order; overlapping findings of one kind become one."""
    findings.sort(key=lambda finding: (finding.start, -finding.end))
    merged: list[Finding] = []
    last_of_kind: dict[FindingKind, int] = {}
    plain = _Folded(original, original, None)
    for finding in findings:
        index = last_of_kind.get(finding.kind)
        if index is not None and finding.start < merged[index].end:
            if finding.end > merged[index].end:
                merged[index] = plain.finding(finding.kind, merged[index].start, finding.end)
            continue
        last_of_kind[finding.kind] = len(merged)
        merged.append(finding)
    return merged


# --- links, e-mail addresses and phone numbers ---------------------------------------------


def _is_domain_link(match: re.Match[str], folded: _Folded) -> bool:
    tld, path = match.group("tld"), match.group("path")
    if tld not in LINK_TLDS:
        return False
    if path:
        return True
    if match.group("domain") in NOT_LINKS:
        return False
    # "in Python.It is": a sentence that lost its space, not a domain.
    if folded.origin is None:
        written = folded.original[match.start("tld") : match.end("tld")]
        return not (written[0].isupper() and written[1:].islower())
    return True


def _link_end(text: str, start: int, end: int) -> int:
    # A link at the end of a sentence or in brackets does not take the mark with it; a bracket
    # the link itself opened stays ("javascript:alert(1)").
    while end > start + 1 and text[end - 1] in ".,;:!?)]}'\"":
        opening = {")": "(", "]": "[", "}": "{"}.get(text[end - 1])
        if opening and text.count(opening, start, end) >= text.count(text[end - 1], start, end):
            break
        end -= 1
    return end


def _links(folded: _Folded) -> list[Finding]:
    text = folded.text
    spans: list[tuple[int, int]] = []
    colon = text.find(":")
    while colon != -1:
        # A scheme is the word right before a colon: look there, not everywhere.
        scheme_start = colon
        while scheme_start > 0 and "a" <= text[scheme_start - 1] <= "z":
            scheme_start -= 1
        # Ends in a scheme ("xhttps://" is still a link): the scheme ends at this colon.
        head = _SCHEME.search(text, scheme_start, colon + 3)
        if head and head.end() > colon and (link := _SCHEME_LINK.match(text, head.start())):
            spans.append(link.span())
        colon = text.find(":", colon + 1)
    if "www" in text:
        spans += [m.span() for m in _WWW_LINK.finditer(text)]
    if "." in text:
        searched_to = 0
        for dotted in _DOTTED.finditer(text):
            if dotted.start() < searched_to:
                continue
            # Only the word around the dot can be a domain: search there, not in the whole text.
            word_start = (
                max(text.rfind(" ", 0, dotted.start()), text.rfind("\n", 0, dotted.start())) + 1
            )
            word_end = _WHITESPACE.search(text, dotted.end())
            searched_to = word_end.start() if word_end else len(text)
            spans += [
                m.span()
                for m in _DOMAIN_LINK.finditer(text, word_start, searched_to)
                if _is_domain_link(m, folded)
            ]
    return _merged(
        [
            folded.finding(FindingKind.LINK, start, _link_end(text, start, end))
            for start, end in spans
        ],
        folded.original,
    )


def _emails(folded: _Folded) -> list[Finding]:
    text = folded.text
    spans: list[tuple[int, int]] = []
    if "@" in text:
        spans += [m.span() for m in _EMAIL.finditer(text)]
    if "at" in text and _BRACKETED_AT.search(text):
        spans += [m.span() for m in _EMAIL_BRACKETED.finditer(text)]
    if " dot " in text:
        spans += [m.span() for m in _EMAIL_SPELLED.finditer(text)]
    return _merged([folded.finding(FindingKind.EMAIL, *span) for span in spans], folded.original)


def phone_like(candidate: str) -> bool:
    """Whether a run of digits and separators is a phone number, not a year range, a count, a
    date, a time range, an amount or an address."""
    groups = _DIGIT_GROUPS.findall(candidate)
    digits = sum(len(group) for group in groups)
    if not 7 <= digits <= 15:
        return False
    marked = candidate[0] in "+(" or candidate.startswith("0")
    if len(groups) == 1:
        return marked and digits >= 8  # an unbroken number is a phone only with + or a leading 0
    if all(len(group) == 4 and _YEAR.fullmatch(group) for group in groups):
        return False  # "2018-2025", "2019 2020 2021"
    if _DATE.fullmatch(candidate) or _TIME_RANGE.fullmatch(candidate):
        return False
    if _IP_ADDRESS.fullmatch(candidate):
        return False
    if marked:
        return True
    parts = _RANGE_DASH.split(candidate)
    if all(_THOUSANDS.fullmatch(part) for part in parts):
        return False  # "1 000 000", "45.000-55.000"
    if len(parts) == 2 and len(groups) == 2:
        low, high = groups
        if len(low) == len(high) and int(high) > int(low):
            return False  # "1200-1500 words"
    return True


def _phones(folded: _Folded) -> list[Finding]:
    text = folded.text
    found = []
    position = 0
    while match := _PHONE_RUN.search(text, position):
        position = match.end()
        if match.start() and _GLUED.match(text, match.start() - 1):
            position = match.start() + 1
            continue
        candidate, start, end = match.group(), match.start(), match.end()
        # A bracket the run does not close (or open) is the text's own, not the number's.
        if candidate.count(")") > candidate.count("("):
            candidate = candidate[: candidate.rindex(")")].rstrip(" .-/")
            end = start + len(candidate)
        elif candidate.startswith("(") and ")" not in candidate:
            candidate = candidate[1:]
            start += 1
        if candidate and phone_like(candidate):
            found.append(folded.finding(FindingKind.PHONE, start, end))
    return found


def find_links(text: str) -> list[Finding]:
    return _links(_fold(text))


def find_emails(text: str) -> list[Finding]:
    return _emails(_fold(text))


def find_phones(text: str) -> list[Finding]:
    return _phones(_fold(text))


# --- instructions ------------------------------------------------------------------------------


def _previous_word(text: str, start: int) -> str | None:
    """The word before ``start``, with any mark after it ("so," is not "so")."""
    before = text[max(0, start - 40) : start].rstrip(" \t\r\n\"'").rsplit(None, 1)
    return before[-1] if before else None


def _is_clause_start(text: str, start: int) -> bool:
    index = start - 1
    while index >= 0 and text[index] in " \t\r\"'":
        index -= 1
    return index < 0 or text[index] in CLAUSE_MARKS or _previous_word(text, start) in CLAUSE_WORDS


def _sentence_end(text: str, start: int, end: int) -> int:
    """Where an instruction found at text[start:end] ends: the end of its sentence, within
    INSTRUCTION_SPAN_CHARS of its start (but never before ``end``)."""
    limit = min(len(text), max(end, start + INSTRUCTION_SPAN_CHARS))
    stop = _SENTENCE_END.search(text, end, limit)
    end = stop.start() if stop else limit
    while end > start + 1 and text[end - 1] in " \t,;:-\"')":
        end -= 1
    return end


def _sentence_around(text: str, start: int, end: int, reach: int) -> tuple[int, int]:
    """The sentence around text[start:end], at most ``reach`` characters either side."""
    before = max(0, start - reach)
    head = _SENTENCE_START.match(text, before, start)
    stop = _SENTENCE_END.search(text, end, min(len(text), end + reach))
    return (head.end() if head else before), (
        stop.start() if stop else min(len(text), end + reach)
    )


class _PhraseIndex:
    """Phrases by the words they need: most text holds none of most phrases' words."""

    def __init__(self, phrases: tuple[Phrase, ...]) -> None:
        self.phrases = phrases
        self.by_word: dict[str, list[int]] = {}
        for number, phrase in enumerate(phrases):
            for word in phrase.needs:
                self.by_word.setdefault(word, []).append(number)
        self.words = frozenset(self.by_word)

    def active(self, present: frozenset[str], text: str) -> list[Phrase]:
        """The phrases that may match `text`, whose words are `present`."""
        numbers = {number for word in self.words & present for number in self.by_word[word]}
        return [
            self.phrases[number]
            for number in sorted(numbers)
            if self.phrases[number].may_match(text)
        ]


_AI_INDEX = _PhraseIndex(AI_INSTRUCTIONS)
_SHORTCUT_INDEX = _PhraseIndex(SHORTCUTS)
_MESSAGING_INDEX = _PhraseIndex((MESSAGING_APP_AS_VERB,))
_MESSAGING_AFTER_VERB_INDEX = _PhraseIndex((MESSAGING_APP_AFTER_VERB,))
_READER_CONTACT_INDEX = _PhraseIndex(READER_CONTACT_INSTRUCTIONS)
_READER_INDEX = _PhraseIndex(READER_INSTRUCTIONS)
# Every phrase of every kind, by the words it needs: text in which none may match holds no
# instruction of any kind.
_ANY_INDEX = _PhraseIndex(
    AI_INSTRUCTIONS
    + SHORTCUTS
    + (MESSAGING_APP_AS_VERB, MESSAGING_APP_AFTER_VERB)
    + READER_CONTACT_INSTRUCTIONS
    + READER_INSTRUCTIONS
)


def _contact_instructions(text: str, present: frozenset[str]) -> Iterator[tuple[int, int]]:
    """Spans of contact instructions: a shortcut beside a contact verb, a messaging app."""
    for phrase in _SHORTCUT_INDEX.active(present, text):
        for hit in phrase.hits(text, present):
            sentence_start, sentence_end = _sentence_around(text, hit.start(), hit.end(), 100)
            verb = CONTACT_VERB.first(text, sentence_start, sentence_end)
            if verb:
                # "To skip the queue, text ...": the instruction starts at "To".
                start = hit.start() - 3 if text.endswith("to ", 0, hit.start()) else hit.start()
                yield min(verb.start(), start), max(verb.end(), hit.end())
    for phrase in _MESSAGING_INDEX.active(present, text):
        yield from (hit.span() for hit in phrase.hits(text, present))
    for phrase in _MESSAGING_AFTER_VERB_INDEX.active(present, text):
        for hit in phrase.hits(text, present):
            sentence_start, _ = _sentence_around(text, hit.start(), hit.end(), 60)
            verb = CONTACT_VERB.first(text, sentence_start, hit.start())
            if verb:
                yield verb.start(), hit.end()


def _instructions(folded: _Folded, *, posting: bool) -> list[Finding]:
    text = folded.text
    present = frozenset(_WORD.findall(text))
    if present.isdisjoint(_ANY_INDEX.words) or not _ANY_INDEX.active(present, text):
        return []  # most points and most of a posting's sentences
    found: list[Finding] = []

    def add(kind: FindingKind, start: int, end: int) -> None:
        found.append(folded.finding(kind, start, _sentence_end(text, start, end)))

    def run(index: _PhraseIndex, kind: FindingKind) -> None:
        for phrase in index.active(present, text):
            for hit in phrase.hits(text, present):
                add(kind, hit.start(), hit.end())

    run(_AI_INDEX, FindingKind.AI_INSTRUCTION)
    for start, end in _contact_instructions(text, present):
        add(FindingKind.CONTACT_INSTRUCTION, start, end)
    if not posting:
        run(_READER_CONTACT_INDEX, FindingKind.CONTACT_INSTRUCTION)
        run(_READER_INDEX, FindingKind.READER_INSTRUCTION)
    return _merged(found, folded.original)


def find_instructions(text: str, *, posting: bool = False) -> list[Finding]:
    """Instructions in ``text``: to an AI, contact instructions, and (unless ``posting``)
    imperatives to the reader. Each runs from its first word to the end of its sentence."""
    return _instructions(_fold(text), posting=posting)


# --- what each caller needs ----------------------------------------------------------------


def point_findings(point: str) -> list[Finding]:
    """Everything a point on the page may not show: links, e-mail addresses, phone numbers and
    instructions of every kind, in text order. Empty: nothing found."""
    folded = _fold(point)
    found = [*_links(folded), *_emails(folded), *_phones(folded)]
    found += _instructions(folded, posting=False)
    found.sort(key=lambda finding: (finding.start, finding.end))
    return found


def posting_findings(text: str) -> list[Finding]:
    """What a posting's text says to an AI, and contact instructions that promise a way past
    the normal process or move the conversation to a messaging app. Ordinary contact details
    and imperatives are not reported."""
    return _instructions(_fold(text), posting=True)
