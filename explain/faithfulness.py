"""The faithfulness stage: a point may not say more than its quotes.

The quote check (explain/checker.py) proves that the quoted words exist. This stage reads the
sentence the model wrote about them, word by word and without a model, and decides whose words
the page shows. It runs on the claims the quote check keeps and can only hide one (a drop with a
reason of its own, FaithReason) or have the page show it in its own fixed words
(Wording.PAGE): a claim the quote check drops or trims is never shown, whatever happens here.

What a point may state as fact, its quotes support (docs/design.md, "Faithfulness"):

- no link, e-mail address, phone number or instruction to the reader, and no verdict on the
  person ("a perfect fit", "you meet every requirement");
- neither quote is too trivial to support anything (only stop words: "in", "and");
- a match's profile quote is not negated where the profile says it ("no AWS experience so far");
- every number is in its quotes, and a number said of the seeker is in the profile quote;
- every named skill, tool, certificate or qualification is in its quotes, under any of its
  names (explain/names.py); what the point says the seeker has comes from the profile quote,
  never from the job's side alone;
- the point is about its quotes (a gap: about its own job quote);
- a gap's subject is not something the profile shows under another name.

A match whose quotes share what it says is shown in the model's words. A match whose quotes
do not share it (Power BI for "Tableau or a similar BI tool") is a judgement: the page shows it
in its own words, as related. A gap that blames the person ("you lack ...") is shown in the
page's words too.

What it cannot catch is said in the README: it reads words, not meaning.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from datetime import date
from decimal import Decimal, InvalidOperation
from functools import cached_property, lru_cache
from itertools import pairwise
from typing import NamedTuple

import Stemmer

from explain import instructions, names
from explain.checker import (
    CheckedClaim,
    FieldIndex,
    Kind,
    Outcome,
    Verdict,
    check_response,
    is_unspaced,
    normalise,
    normalise_quote,
    occurrences,
)
from explain.reasons import FaithReason, Wording

logger = logging.getLogger(__name__)


def verify(
    raw_text: str, profile_fields: Mapping[str, str], job_fields: Mapping[str, str]
) -> Verdict:
    """Both stages: the quote check, then this one, on the field values that were sent."""
    profile, job = FieldIndex(profile_fields), FieldIndex(job_fields)
    return review(check_response(raw_text, profile, job), profile, job)


def review(
    verdict: Verdict,
    profile_fields: Mapping[str, str] | FieldIndex,
    job_fields: Mapping[str, str] | FieldIndex,
) -> Verdict:
    """The verdict with each kept claim hidden, reworded or left as the model wrote it."""
    if verdict.status != "ok" or not any(c.outcome is Outcome.KEPT for c in verdict.claims):
        return verdict
    sent = _SentText(
        profile_fields if isinstance(profile_fields, FieldIndex) else FieldIndex(profile_fields),
        job_fields if isinstance(job_fields, FieldIndex) else FieldIndex(job_fields),
    )
    claims = tuple(
        _review_claim(claim, sent) if claim.outcome is Outcome.KEPT else claim
        for claim in verdict.claims
    )
    return replace(verdict, claims=claims)


def _review_claim(claim: CheckedClaim, sent: _SentText) -> CheckedClaim:
    try:
        decision = _decide(claim, sent)
    except Exception:  # pragma: no cover - a bug here must hide the claim, never show it
        logger.exception("faithfulness stage failed on a claim: hidden")
        decision = FaithReason.NOT_ABOUT_QUOTES
    if isinstance(decision, FaithReason):
        return replace(
            claim,
            outcome=Outcome.DROPPED,
            reason=decision,
            profile_location=None,
            job_location=None,
        )
    if decision is claim.wording:
        return claim  # shown as the model wrote it, as the quote check left it
    return replace(claim, wording=decision)


# --- Words ---------------------------------------------------------------------------------

_STOP_WORDS = (
    frozenset(
        """
    a about above after again against all also am an and any are aren't as at be because been
    before being below between both but by can can't cannot could couldn't did didn't do does
    doesn't doing don't down during each either else etc even ever few for from had
    hadn't has hasn't have haven't having he her here hers herself him himself his how however
    i if in into is isn't it it's its itself just least less let like likely many may me might
    more most much must mustn't my myself neither no nor not now of off on once one only onto
    or other otherwise ought our ours ourselves out over own per quite rather same several
    shall she should shouldn't since so some such than that that's the their theirs them
    themselves then there there's these they they'd they'll they're they've this those
    though through thus to too toward towards under until up upon us very via was wasn't we
    we'd we'll we're we've were weren't what when where whether which while who whom whose
    why will with within without won't would wouldn't yet you you'd you'll you're you've your
    yours yourself yourselves already also still really well just every across among amongst
    around along alongside throughout beyond
    """.split()
    )
    | frozenset(
        # Portuguese and Spanish function words, so that their points read as well.
        """
    a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela para com sem
    e ou mas que se já ja é e são foi era ser estar está tem têm ter há muito mais menos como
    onde quando isso isto esse essa este esta aquele aquela seu sua seus suas você voce vocês
    eles elas ele ela el la los las un una unos unas del al y pero es son fue ser tiene tienen
    muy más su sus usted ustedes ya también tambien lo le les me mi mis mismo misma mismos
    mismas con para cual cuales donde cuando estos estas ese esos esas hay
    """.split()
    )
    | frozenset(
        # French.
        """
    le la les l un une des du de d au aux et ou mais que qu qui dont où en dans sur sous par
    pour avec ce cet cette ces son sa ses leur leurs votre vos ton ta tes mon ma mes nous vous
    ils elles il elle est sont était été être avoir ont avez ai ne pas ni très aussi déjà encore
    comme si y n c s j
    """.split()
    )
    | frozenset(
        # Italian.
        """
    il lo gli le uno di del dello della dei degli delle da dal dallo dalla dai dagli dalle nel
    nello nella nei negli nelle sul sullo sulla sui sugli sulle con per tra fra ed ma che chi
    cui non più già anche se sono ho hai ha abbiamo avete hanno essere avere questo questa
    questi queste quello quella tuo tua tuoi tue suo suoi loro al allo alla ai agli alle molto
    ci ne
    """.split()
    )
    | frozenset(
        # German.
        """
    und oder aber die der das den dem des ein eine einen einem einer eines mit für fur von zu
    zum zur im in am an auf aus bei als wie ist sind war waren hat haben wird werden sich sie
    ihr ihre ihren ihrem ihrer ihres ihnen es er auch noch nur nicht kein keine sehr so schon
    bereits dass wenn weil wir uns unser unsere du dein deine dir dich man über unter nach vor
    durch bis ohne um ja doch hier dort diese dieser dieses
    """.split()
    )
)
# A text with several of these is German: its nouns are capitalised, so a capital says nothing.
_GERMAN_WORDS = frozenset(
    "und die der das den dem des mit für von zu zum zur ist sind nicht kein keine ihre ihr "
    "ihrem ihren ihnen sie auch bei im auf ein eine einen einem einer dein deine deinem "
    "deinen deiner noch wird werden haben oder aber nur wurde wurden kann können muss".split()
)
# Words that say how much, how well or in what frame, not what: they neither support a point
# nor make one unfaithful.
_GENERIC_WORDS = frozenset(
    """
    experience experienced experiences skill skills skilled year years yr yrs month months week
    weeks knowledge knowledgeable ability abilities able background familiarity familiar
    understanding proven strong solid good great excellent deep extensive expert expertise
    proficient proficiency competent competence relevant related similar comparable equivalent
    plus nice bonus required require requires requirement requirements preferred desirable
    desired ideal ideally essential need needs needed want wants wanted ask asks asked look
    looking looks seek seeks seeking fit fits fitting suit suits suited match matches matching
    matched align aligns aligned role roles position positions candidate candidates profile
    work works worked working use uses used using run runs running ran make makes made making
    get gets got getting give gives gave given take takes took taken keep keeps kept handle
    handles handled handling deal deals dealt involve involves involved involving
    include includes included including area areas field fields kind kinds type types thing
    things lot lots core main key important clear part status certificate certificates
    list lists listed listing mention mentions mentioned description descriptions title
    titles name names says say said states stated shows showed shown
    certification certifications certified qualification qualifications licence license
    licences licenses scripting coding programming meet meets met
    erfahrung erfahrungen kenntnis kenntnisse kenntnissen gute guten fundierte
    expérience expériences connaissance connaissances experiencia conocimientos
    """.split()
)
# How a gap says that its subject is missing: not part of the subject. (Not the Italian
# "curriculum" for a CV: in the postings of our fields it is what a school teaches.)
_GAP_WORDS = frozenset(
    """
    shown show shows showing mention mentions mentioned mentioning listed list lists listing
    missing absent appear appears appearing state states stated indicate indicates indicated
    evidence evident visible nothing anything anywhere job posting post aparece aparecem
    consta constam mencionado mencionada mostra perfil currículo curriculo vaga sign signs
    trace sehen ersichtlich erkennbar erwähnt aufgeführt gezeigt fehlt fehlen genannt lebenslauf profil
    hervor
    apparaît apparait apparaissent figure figurent mentionné mentionnée mentionnés mentionnées
    indiqué indiquée visible visibles cv risulta risultano compare compaiono presente presenti
    indicato indicata menzionato menzionata profilo aparecen figura reflected reflect reflects
    evidenced confirmed confirm confirms background strengths come comes toolkit repertoire
    skillset toolset feature features featured covered something demonstrate demonstrates demonstrated
    history career preferences asset assets advantage advantageous bonus desirable essential
    preferred welcome welcomed far
    """.split()
)
_NEGATORS = frozenset(
    """
    no not never without none nor neither lack lacks lacking cannot can't don't doesn't didn't
    haven't hasn't hadn't isn't aren't wasn't weren't won't wouldn't não nao nunca sem nenhum
    nenhuma jamais sin ningún ningun ninguna kein keine keinen keiner keinem nie niemals ohne
    pas aucun aucune sans non nessun nessuno nessuna senza mai né nem ni geen niet nooit zonder
    """.split()
)
# A determiner negates the noun right after it ("no AWS experience"), not a later one ("no
# restrictions on weekend work"); a verb's negation reaches its object ("never used Kubernetes",
# "not yet trained in ALS").
_NEGATING_DETERMINERS = frozenset(
    "no without none nenhum nenhuma sem sin ningún ningun ninguna kein keine keinen keiner "
    "keinem ohne aucun aucune sans nessun nessuno nessuna senza".split()
)
# Words between a negator and what it negates that do not stop it.
_TRANSPARENT = frozenset(
    "any much real prior formal professional commercial hands-on direct previous yet so far "
    "experience experienced knowledge exposure background familiarity erfahrung "
    "experiência experiencia expérience encore d de réelle".split()
)
# After the words: "CIPD Level 7 (not completed)", "AWS: none", "Spanish, still learning".
_DENIED_AFTER = frozenset(
    "none incomplete unfinished expired lapsed pending ongoing studying learning observed "
    "shadowed watched submitted".split()
    # In progress: "cursus Lean Green Belt: bezig", "(laufend)"; only watched: "(shadowing
    # only)".
    + "bezig lopend laufend shadowing observing watching".split()
    # Expired, in the other languages of our seekers: "Tableau (certificación caducada en
    # 2023)", "(abgelaufen)", "(expirée)".
    + "caducada caducado vencida vencido expirada expirado expirée expiré abgelaufen scaduta "
    "scaduto".split()
)
# The same, but only before a comma: "ISTQB Foundation (exam booked for March)", "CIPP
# Foundation Degree: due to finish in 2026"; in "SQL, ISTQB (exam booked)" the booking is
# another item's.
_NOT_YET_AFTER = frozenset(
    "booked scheduled due expected planned enrolled awaiting starts begins".split()
)
# What is renewed is held: "Level 3 Food Safety (refresher due)", "PALS (renewal booked)".
_RENEWALS = frozenset(
    "refresher renewal renewals recertification revalidation requalification".split()
)


# ... but a renewal that has lapsed or failed has not: "PALS (renewal expired)".
_RENEWAL_AHEAD = frozenset("booked scheduled due expected planned pending awaiting".split())


def _says_a_status(words: list[str], statuses: frozenset[str] = _NOT_YET_AFTER) -> bool:
    """Whether the words after an item give one of these statuses ("exam booked", "due to
    finish"), other than a renewal ahead of what is held ("refresher due")."""
    return any(
        word in statuses
        and not (index and words[index - 1] in _RENEWALS and word in _RENEWAL_AHEAD)
        for index, word in enumerate(words)
    )


# Seen, not done: "Observed DBT skills groups", "Watched demos of ADP iHCM", "shadowed the
# SENCo". What follows is what the seeker watched someone else do.
_WATCHING = frozenset("observed observing watched watching shadowed shadowing".split())
# Before the words: on the way to it, not there yet ("working towards CIPD Level 7"), or
# only watched.
_NOT_YET_BEFORE = (
    frozenset(
        "towards toward studying preparing aiming learning trainee starting enrolled enrolling "
        "booked sitting".split()
    )
    | _WATCHING
)
# These reach over a whole name, up to its comma: "exam booked for Platform Developer II",
# "working towards the CIPD Level 7".
_REACHING_OVER_A_NAME = frozenset("booked enrolled enrolling towards toward".split())


def _not_yet_reach(word: str) -> int:
    """How many content words may stand between a word that puts something ahead and it."""
    if word in _REACHING_OVER_A_NAME:
        return 3
    return 1 if word in _NOT_YET_BEFORE else 2


# Scripts without spaces: 暂无 / 没有 / 尚未 ... just before the words.
_CJK_NEGATORS = ("暂无", "没有", "尚未", "从未", "未曾", "无", "未", "不", "没")
# "not only Java", "not just SQL": not a negation of what follows.
_NOT_NEGATING_NEXT = frozenset({"only", "just", "merely", "simply"})
# "no objection to lone working", "don't mind travel", "nessun problema con i turni": a
# negated objection says yes.
_OBJECTIONS = frozenset(
    """
    objection objections problem problems issue issues concern concerns mind importa problema
    problemi inconveniente inconvenientes problème problèmes souci objeção objeções einwand
    einwände
    """.split()
)
_YOU_MARKERS = frozenset(
    "you your yours yourself you've you're you'd you'll você voce vocês seu sua seus suas "
    "teu tua usted tú ihre ihr ihnen ihren ihrem ihrer ihres du dein deine deinen dir vous "
    "votre vos tu ton ta tes toi tus ti tuo tuoi tue".split()
)
# Words that turn a sentence to the job: "... which they use", "... as the role requires".
_JOB_MARKERS = frozenset(
    """
    they their theirs them they're they've they'd we our ours us asks asked requires
    requested wants wanted needs needed expects expected seeks calls need want expect require
    eles elas deles delas
    ellos ellas ils elles leur leurs eux demandent demandé demandés demandée demandées exigent
    exigé exigés requis requise requises souhaité souhaités recherchent attendent loro
    richiesti richiesto richiesta richieste chiedono cercano previsto previsti prevista
    previste piden pide solicitan requieren buscan exigen requeridos solicitados
    zij hun hen vragen vraagt gevraagd verwachten zoeken eisen exigidos exigidas exigido exigida
    gefordert geforderte geforderten geforderter gewünscht gewünschte gewünschten verlangt
    verlangte verlangten
    """.split()
)
# "the job", "the role": the job speaking; "this unit", "this kitchen": the job's workplace.
_THE_JOB_NOUNS = frozenset(
    """
    job role position posting post employer company organisation organization vacancy
    listing opening advert ad recruiter hiring
    """.split()
)
_THIS_JOB_NOUNS = _THE_JOB_NOUNS | frozenset(
    """
    team business unit ward department site store school restaurant kitchen clinic office
    warehouse hospital practice branch shop centre center agency firm lab depot budget
    caseload
    """.split()
)
# Between "you" and what a point says you do: "you have", "you are", "you also".
_AUXILIARIES = frozenset(
    "have has had are were was been be can could will would also already regularly often "
    "still do does did currently".split()
)
_DETERMINERS = frozenset(
    "the this that these those a o la el esta este essa esse die der das diese dieser dieses "
    "den dem le ce cette".split()
)
# "the 90% they want", "des 3 ans demandés": the words from here on are the job's when a word of
# the job's follows in the clause.
_THE_WORDS = frozenset("the les des los os dei degli delle".split())
# "You hold the Level 3 qualification they ask for": what the seeker is said to hold stays the
# seeker's, though the job asks for it.
_POSSESSION_VERBS = frozenset(
    "hold holds held have has had possess possesses own owns bring brings got earned completed "
    "achieved gained obtained passed".split()
)
# German: "die Stelle", "das Unternehmen".
_GERMAN_JOB_NOUNS = frozenset(
    "stelle position rolle firma unternehmen arbeitgeber ausschreibung vakanz".split()
)
# Portuguese and Spanish: "a vaga", "la empresa".
_ROMANCE_JOB_NOUNS = frozenset(
    "vaga empresa cargo posição posicao função funcao puesto vacante poste entreprise offre "
    "employeur recruteur".split()
)
_CLAUSE_PUNCTUATION = re.compile(r"[,;:.!?()]")


def _job_nouns_after(determiner: str) -> frozenset[str]:
    if determiner in ("this", "that", "these"):
        return _THIS_JOB_NOUNS
    if determiner == "the":
        return _THE_JOB_NOUNS
    if determiner in ("a", "o", "la", "el", "esta", "este", "essa", "esse", "le", "ce", "cette"):
        return _ROMANCE_JOB_NOUNS
    if determiner in ("die", "der", "das", "diese", "dieser", "dieses", "den", "dem"):
        return _GERMAN_JOB_NOUNS
    return frozenset()


_CJK_YOU = ("你", "您")
_CJK_JOB = ("职位", "岗位", "公司", "他们", "招聘", "该")

_NUMBER_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90, "hundred": 100, "thousand": 1000, "dozen": 12,
}  # fmt: skip
# How many times over: a number too ("You doubled ROAS" says x2, which "from 3.1 to 4.6" does
# not show). The values are not decimals: nothing is compared with them, only looked for.
_MULTIPLIERS = {
    "double": "x2", "doubled": "x2", "doubling": "x2", "twice": "x2", "twofold": "x2",
    "two-fold": "x2", "triple": "x3", "tripled": "x3", "tripling": "x3", "threefold": "x3",
    "three-fold": "x3", "quadrupled": "x4", "fourfold": "x4", "four-fold": "x4",
    "halved": "x0.5", "halving": "x0.5",
}  # fmt: skip
# A count in words without a number: only a quote that says it too shows it ("hundreds of
# invoices" is not "120 invoices"). Like a multiple, its key is never compared as a decimal.
_VAGUE_COUNTS = {word: word for word in "dozens hundreds thousands millions billions".split()}
_TIMES = re.compile(r"(\d+)x|x(\d+)", re.IGNORECASE)
# Words the stemmer would make another word's stem: "profiling" is no "profile", the word
# every gap says its subject is missing with.
_KEPT_WHOLE = frozenset({"profiling", "profiler", "profilers"})
# Past forms a stemmer does not bring home: "built" is "build", "led" is "lead".
_IRREGULAR = {
    "built": "build", "led": "lead", "wrote": "write", "written": "write", "ran": "run",
    "grew": "grow", "grown": "grow", "taught": "teach", "sold": "sell", "bought": "buy",
    "brought": "bring", "thought": "think", "held": "hold", "met": "meet", "drove": "drive",
    "driven": "drive", "spoke": "speak", "spoken": "speak", "took": "take", "taken": "take",
    "gave": "give", "given": "give", "began": "begin", "begun": "begin", "knew": "know",
    "known": "know", "saw": "see", "seen": "see", "went": "go", "gone": "go", "found": "find",
    "paid": "pay", "won": "win", "fed": "feed", "left": "leave", "sent": "send",
    "spent": "spend", "oversaw": "oversee", "overseen": "oversee", "undertook": "undertake",
    "drew": "draw", "drawn": "draw", "flew": "fly", "flown": "fly", "chose": "choose",
    "chosen": "choose", "broke": "break", "broken": "break", "stood": "stand",
    "understood": "understand", "caught": "catch", "sought": "seek", "told": "tell",
    "kept": "keep", "made": "make",  "shot": "shoot", "rode": "ride",
    "ridden": "ride", "wore": "wear", "worn": "wear", "fought": "fight", "hid": "hide",
}  # fmt: skip

_stemmer = Stemmer.Stemmer("english")


# British spellings as American ones, so both stem alike: "optimise", "colour", "centre".
_BRITISH = (
    (re.compile(r"(?<=\w{3})is(e|ed|es|ing|ation|ations|er|ers)$"), r"iz\1"),
    (re.compile(r"(?<=\w{2}[^aeiou])our(s|ed|ing|ful|ite)?$"), r"or\1"),
    (re.compile(r"(?<=\w{2})tre(s)?$"), r"ter\1"),
    (re.compile(r"(?<=\w{2}[aeiou])ll(ed|ing|er|ers)$"), r"l\1"),
    (re.compile(r"^licenc(e|es|ed|ing)$"), r"licens\1"),
)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The stem of a casefolded word: "costing" and "costs" are "cost", "led" is "lead",
    "menus" is "menu", "centre" is "center"."""
    word = _IRREGULAR.get(word, word)
    if word in _KEPT_WHOLE:
        return word
    for pattern, replacement in _BRITISH:
        word = pattern.sub(replacement, word)
    stemmed = str(_stemmer.stemWord(word))
    if stemmed.endswith("us") and len(stemmed) >= 4:
        stemmed = stemmed[:-1]  # Snowball keeps the "s" of "menus" and "campus" alike
    return stemmed


# A run of letters and digits, with the joiners technology names use inside a word ("Node.js",
# "C++", "C#", "CI/CD", "P&L", "front-end", "2,000") and apostrophes ("don't", "role's").
_TOKEN = re.compile(r"[^\W_]+(?:[-'’.,+#/&][^\W_]+)*[+#]*")
_WHOLE_NUMBER = re.compile(
    r"(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(st|nd|rd|th|k|m|bn)?\+?", re.IGNORECASE
)
_SCALES = {"k": 1000, "m": 1_000_000, "bn": 1_000_000_000}
_SPLIT_PARTS = re.compile(r"[-/]")
_NAME_LIKE = ("named", "proper")
_TAG = re.compile(r"</?[A-Za-z][^<>]*>")
# German joins what is known to "Kenntnisse": "Englischkenntnisse", "SAP-Kenntnissen" are
# knowledge of English and of SAP, read as the name and the word.
_KNOWLEDGE_COMPOUND = re.compile(r"\b(\w{2,}?)-?(kenntnisse[n]?)\b", re.IGNORECASE)


def _knowledge_of_a_name(match: re.Match[str]) -> str:
    """ "Englischkenntnisse" as "Englisch Kenntnisse"; "Grundkenntnisse" (basics) stays whole."""
    if names.canonical(match.group(1)) is None:
        return match.group()
    return f"{match.group(1)} {match.group(2)}"


_SENTENCE_END_CHARS = ".!?:;"


# Whose a thing said is: the seeker's or the job's. Plain strings, not an Enum: items are
# hashed for every word read, and an Enum member hashes in Python.
_YOU = "you"
_JOB = "job"


class _Item(NamedTuple):
    """One thing a text says: a known name, a name-like token, a content word or a number.

    A named tuple rather than a dataclass: made, hashed and compared for every word read.
    """

    # "name" (a known name), "named" (looks like one: "SEO", "Next.js", "GA4"), "proper" (a
    # capitalised word inside a sentence: "Redshift"), "word", "cjk" (two characters of an
    # unspaced script) or "number".
    kind: str
    key: str  # the name's group, the normalised token, the stem, or the number's value
    side: str = _YOU
    # The first word after "you" (its verb: "You chart in Epic"): says how, not what.
    predicate: bool = False
    # For a number: "more" or "less" when the point compares with it ("more than their 90").
    compare: str = ""
    # Whether it is in the point's main clause, before a comma, "which", "and", "so", "as"...
    main: bool = True

    @property
    def is_named(self) -> bool:
        return self.kind in ("name", "named", "proper")


# Words, normalised as the quote check does: answers share most of their words.
_normalised_word = lru_cache(maxsize=65536)(normalise)


@lru_cache(maxsize=16384)
def _number_value(token: str) -> str | None:
    match = _WHOLE_NUMBER.fullmatch(token)
    if match:
        whole, fraction, suffix = match.groups()
        try:
            value = Decimal(whole.replace(",", "") + ("." + fraction if fraction else ""))
        except InvalidOperation:  # pragma: no cover - the pattern only lets digits through
            return None
        # "£45k", "£1.8m", "$2bn": in thousands, millions, billions.
        value *= _SCALES.get((suffix or "").lower(), 1)
        return format(value.normalize(), "f")
    if token in _NUMBER_WORDS:
        return str(_NUMBER_WORDS[token])
    if token in _MULTIPLIERS:
        return _MULTIPLIERS[token]
    if token in _VAGUE_COUNTS:
        return _VAGUE_COUNTS[token]
    times = _TIMES.fullmatch(token)
    if times:
        return "x" + (times.group(1) or times.group(2))  # "2x", "x3"
    return None


def _name_kind(token: str, sentence_start: bool) -> str | None:
    """Whether a token names something even when no list knows it.

    "named": "SEO", "Next.js", "C#", "GA4", "TypeScript"; "proper": a capitalised word inside
    a sentence ("Redshift"). Everything else is a plain word.
    """
    if token.isalpha() and token.islower():
        return None  # the common case, by every rule below
    letters = [char for char in token if char.isalpha()]
    if not letters:
        return None
    if any(char in "+#.&" for char in token):
        return "named"
    for part in _SPLIT_PARTS.split(token):
        if any(char.isdigit() for char in part) and any(char.isalpha() for char in part):
            return "named"
    if len(letters) >= 2 and all(char.isupper() for char in letters):
        return "named"
    if any(char.isupper() for char in token[1:]) and "/" not in token and "-" not in token:
        return "named"
    parts = token.split("-")
    if len(parts) > 1 and any(len(part) == 1 and part.isupper() for part in parts):
        return "named"  # "F-Gas", "T-SQL", "E-Verify"
    if "/" in token and any(char.isupper() for char in token):
        return "named"
    if token[0].isupper() and not sentence_start and token.casefold() not in _STOP_WORDS:
        return "proper"
    return None


def _cjk_bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def _split_unspaced(token: str) -> list[tuple[bool, str]]:
    """(is_cjk, part) runs of a token: "精通Java开发" is 精通, Java, 开发."""
    if token.isascii():
        return [(False, token)]
    runs: list[tuple[bool, str]] = []
    for char in token:
        cjk = is_unspaced(char)
        if runs and runs[-1][0] == cjk:
            runs[-1] = (cjk, runs[-1][1] + char)
        else:
            runs.append((cjk, char))
    return runs


# "part-qualified" is not "qualified", "non-clinical" not "clinical": such a compound counts
# whole, never by its parts.
_WEAKENING_PREFIXES = frozenset("part semi non ex pre un sub quasi pseudo".split())


def _compound_parts(word: str) -> list[str]:
    """The parts a word is read by: "90-cover" is 90 and cover; "part-qualified" is itself."""
    parts = [part for part in _SPLIT_PARTS.split(word) if part]
    if len(parts) > 1 and parts[0] in _WEAKENING_PREFIXES:
        return [word]
    return parts


@lru_cache(maxsize=65536)
def _word_items(token: str, sentence_start: bool) -> tuple[_Item, ...]:
    """What one token (outside a known name) says.

    Cached by the token: answers share most of their words, and reading them one by one is
    most of what the stage costs.
    """
    if token.endswith(("'s", "’s")):
        token = token[:-2]
    folded = _normalised_word(token)
    number = _number_value(folded)
    if number is not None:
        return (_Item("number", number),)
    name_kind = _name_kind(token, sentence_start)
    if (
        name_kind is not None
        and "-" in token
        and names.canonical(token) is None
        and all(len(part) > 1 for part in token.split("-"))  # "F-Gas", "T-SQL" stay whole
    ):
        # "ROAC-registered", "IATA-DGR-Zertifizierung": each part by itself.
        return tuple(
            item
            for index, part in enumerate(token.split("-"))
            if part
            for item in _word_items(part, sentence_start and index == 0)
        )
    if name_kind is not None:
        return (_Item(name_kind, folded),)
    items: list[_Item] = []
    for part in _compound_parts(folded):
        number = _number_value(part)
        if number is not None:
            items.append(_Item("number", number))
        elif part not in _STOP_WORDS and part not in _GENERIC_WORDS and len(part) > 1:
            if any(char.isalpha() for char in part):
                items.append(_Item("word", stem(part)))
    return tuple(items)


class _Reading(NamedTuple):  # a tuple: one is made for every point and quote read
    """What a point or a quote says, item by item, in order, with whose it is."""

    items: tuple[_Item, ...]
    words: tuple[str, ...]  # every casefolded token, stop words included (for negations)
    stems: frozenset[str]  # the stem of every content word, those inside names included
    in_names: frozenset[int] = frozenset()  # indexes of the words that belong to a name

    def keys(self, *kinds: str) -> frozenset[str]:
        return frozenset(item.key for item in self.items if item.kind in kinds)

    @property
    def content(self) -> frozenset[tuple[str, str]]:
        return frozenset((item.kind, item.key) for item in self.items if item.kind != "number")


@lru_cache(maxsize=4096)
def _read(text: str, *, is_point: bool = False) -> _Reading:
    """Read a point or a quote. Markup in a point is not a statement: tags are left out."""
    if is_point:
        text = _TAG.sub(" ", text)
    text = unicodedata.normalize("NFKC", text)
    if "enntniss" in text:
        text = _KNOWLEDGE_COMPOUND.sub(_knowledge_of_a_name, text)
    hits = names.find_names(text)
    tokens = [(match.group(), match.start(), match.end()) for match in _TOKEN.finditer(text)]
    german = len(_GERMAN_WORDS.intersection([token.casefold() for token, _, _ in tokens])) >= 2
    items: list[_Item] = []
    words: list[str] = []
    stems: list[str] = []
    in_names: set[int] = set()
    side = _YOU
    determiner = ""
    awaiting_predicate = False
    # Where the last "the" of this clause stands among the items: "the 90% they want" and
    # "the PPC platform they name" are the job's, though said before "they".
    the_at: int | None = None
    the_before_you: int | None = None  # the same, when "you" came after it
    previous_end = 0
    hit_index = 0
    emitted = -1
    main = True
    hit_count = len(hits)
    for token, start, end in tokens:
        # What stands between the last token and this one: punctuation ends a clause, and one
        # of _SENTENCE_END_CHARS last (or nothing before the first token) starts a sentence.
        if previous_end and start == previous_end + 1 and text[previous_end] == " ":
            sentence_start = False  # one space after a word, as between most tokens
        else:
            between = text[previous_end:start]
            last_mark = between.rstrip()[-1:]
            sentence_start = last_mark in _SENTENCE_END_CHARS if last_mark else previous_end == 0
            if last_mark and _CLAUSE_PUNCTUATION.search(between):
                the_at = None
                main = main and not items
        previous_end = end
        if items and token.casefold() in _CLAUSE_WORDS:
            main = False
        while hit_index < hit_count and hits[hit_index].end <= start:
            hit_index += 1
        if hit_index < hit_count and hits[hit_index].start < end:
            # Part of a known name ("Google Analytics 4"): the name is one item, said once.
            if emitted != hit_index:
                items.append(_Item("name", hits[hit_index].group, side, main=main))
                emitted = hit_index
            in_names.add(len(words))
            lexeme = _lexeme(token)
            words.append(lexeme.word)
            stems += lexeme.stems
            awaiting_predicate = False
            continue
        parts = ((False, token),) if token.isascii() else _split_unspaced(token)
        for part_index, (is_cjk, part) in enumerate(parts):
            if is_cjk:
                for marker in _CJK_YOU:
                    if marker in part:
                        side = _YOU
                for marker in _CJK_JOB:
                    if marker in part:
                        side = _JOB
                items.extend(_Item("cjk", gram, side) for gram in _cjk_bigrams(part))
                words.append(part)
                continue
            lexeme = _lexeme(part)
            words.append(lexeme.word)
            stems += lexeme.stems
            if lexeme.plain:
                # No role of its own (nor in capitals: the role words are small letters).
                determiner = ""
                if german or (sentence_start and part_index == 0):
                    said, counts = lexeme.said_first, lexeme.said_first_counts
                else:
                    said, counts = lexeme.said, lexeme.said_counts
                if not said:
                    if awaiting_predicate and (
                        (len(part) > 1 and part.isupper()) or lexeme.folded not in _STOP_WORDS
                    ):
                        awaiting_predicate = False
                    continue
                if side != _YOU or not main or counts or awaiting_predicate:
                    items.extend(
                        _styled(
                            said,
                            side,
                            main,
                            _compared(words) if counts else "",
                            awaiting_predicate,
                        )
                    )
                    awaiting_predicate = False
                else:
                    items += said  # as _word_items makes them: the seeker's, main clause
                continue
            folded = lexeme.folded
            if german and folded == "sie":
                # "Sie kennen ..." is you; "sie" (they) the job's.
                folded = "ihr" if part == "Sie" else "they"
            elif len(part) > 1 and part.isupper():
                folded = part  # "ILS" (Immediate Life Support) is no French "ils"
            if folded in _YOU_MARKERS:
                if side == _JOB and len(words) > 1 and words[-2] in _JOB_MARKERS:
                    continue  # "they need you to manage": still the job's words
                if side == _JOB and the_at is not None:
                    # "the 3 you are open to": the seeker's, though said after "they".
                    items[the_at:] = [item._replace(side=_YOU) for item in items[the_at:]]
                the_before_you = the_at
                side, determiner, awaiting_predicate, the_at = _YOU, "", True, None
                continue
            if folded in _JOB_MARKERS or (determiner and folded in _job_nouns_after(determiner)):
                if the_at is not None:
                    # "the 90% they want", "the 800 colleagues this team looks after"
                    items[the_at:] = [item._replace(side=_JOB) for item in items[the_at:]]
                side, determiner, awaiting_predicate, the_at = _JOB, "", False, None
                continue
            if folded == "here" and the_at is not None and side == _YOU:
                # "the protected caseload of up to 15 here": the job's, as "here" says.
                items[the_at:] = [item._replace(side=_JOB) for item in items[the_at:]]
                the_at = None
                continue
            determiner = folded if folded in _DETERMINERS else ""
            if folded in _THE_WORDS:
                the_at = None if len(words) > 1 and words[-2] in _POSSESSION_VERBS else len(items)
            if folded in _WOULD and the_at is not None and words[-2] in _RELATIVE_WORDS:
                # "the 2 who would support your class": the job's.
                items[the_at:] = [item._replace(side=_JOB) for item in items[the_at:]]
                side, the_at = _JOB, None
                continue
            if awaiting_predicate and folded in _WOULD:
                # "the 15 operatives you would lead here": what the job would have them do.
                if the_before_you is not None:
                    items[the_before_you:] = [
                        item._replace(side=_JOB) for item in items[the_before_you:]
                    ]
                side, awaiting_predicate = _JOB, False
                continue
            if awaiting_predicate and folded in _AUXILIARIES:
                continue
            # A capital says nothing at a sentence's start, nor anywhere in German.
            if german or (sentence_start and part_index == 0):
                said, counts = lexeme.said_first, lexeme.said_first_counts
            else:
                said, counts = lexeme.said, lexeme.said_counts
            if not said:
                if folded not in _STOP_WORDS:
                    awaiting_predicate = False
                continue
            items.extend(
                _styled(said, side, main, _compared(words) if counts else "", awaiting_predicate)
            )
            awaiting_predicate = False
    return _Reading(tuple(_dedupe(items)), tuple(words), frozenset(stems), frozenset(in_names))


def _compared(words: list[str]) -> str:
    """ "more" or "less" when the words before the last compare with it ("above the 90%")."""
    return _comparison(words[-4:-1]) or _compared_than(words[-9:-1])


@lru_cache(maxsize=65536)
def _styled(
    said: tuple[_Item, ...], side: str, main: bool, compare: str, predicate: bool
) -> tuple[_Item, ...]:
    """What a word says, as said where it stands: whose, in which clause, compared with what,
    and whether it is the verb after "you". Cached: most words stand where they stood before."""
    styled = [
        _Item(item.kind, item.key, side, item.predicate, compare, main)
        if item.kind == "number"
        else _Item(item.kind, item.key, side, item.predicate, item.compare, main)
        for item in said
    ]
    if predicate and styled[0].kind == "word":
        styled[0] = styled[0]._replace(predicate=True)
    return tuple(styled)


@lru_cache(maxsize=65536)
def _content_word_stems(word: str) -> tuple[str, ...]:
    """The stems of a normalised word's content parts ("front-end" is front and end)."""
    return tuple(
        stem(part)
        for part in _compound_parts(word)
        if len(part) > 1
        and part not in _STOP_WORDS
        and part not in _GENERIC_WORDS
        and any(char.isalpha() for char in part)
        and (part.isascii() or not any(map(is_unspaced, part)))
    )


# After "you": the job's duties, not the seeker's past ("in this role you would lead").
_WOULD = frozenset("would will shall".split())
_RELATIVE_WORDS = frozenset(("who", "that", "which"))


class _Lexeme(NamedTuple):
    """What the reader needs of one token, worked out once for every token ever read."""

    word: str  # normalised, as a reading's words keep it
    folded: str  # that without a possessive "'s" ("the job's", "the role's")
    stems: tuple[str, ...]  # _content_word_stems(word)
    said: tuple[_Item, ...]  # _word_items(token, False): what it says inside a sentence
    said_first: tuple[_Item, ...]  # _word_items(token, True): at a sentence's start
    said_counts: bool  # whether `said` holds a number
    said_first_counts: bool
    # Whether the reader gives the word no role of its own (whose words follow, a determiner,
    # "the", "would", an auxiliary): most words, read by a shorter path.
    plain: bool


# French elision: "l'intégration" is "intégration", "n'apparaissent" is "apparaissent".
_ELISION = re.compile(r"(?:[cdjlmnst]|qu)['’](?=[^\W\d_]{2})", re.IGNORECASE)


@lru_cache(maxsize=65536)
def _lexeme(token: str) -> _Lexeme:
    if "'" in token or "’" in token:
        elided = _ELISION.match(token)
        if elided:
            token = token[elided.end() :]
    word = _normalised_word(token)
    said, said_first = _word_items(token, False), _word_items(token, True)
    return _Lexeme(
        word,
        word[:-2] if word.endswith("'s") else word,
        _content_word_stems(word),
        said,
        said_first,
        any(item.kind == "number" for item in said),
        any(item.kind == "number" for item in said_first),
        (word[:-2] if word.endswith("'s") else word) not in _ROLE_WORDS,
    )


def _role_words() -> frozenset[str]:
    """Every word the reader gives a role of its own (the sets are defined above)."""
    job_nouns = frozenset().union(*map(_job_nouns_after, _DETERMINERS))
    return frozenset(
        _YOU_MARKERS
        | _JOB_MARKERS
        | job_nouns
        | _DETERMINERS
        | _THE_WORDS
        | _WOULD
        | _AUXILIARIES
        | {"sie", "here"}
    )


_ROLE_WORDS = _role_words()


# Words that end a point's main clause: what follows is a relation, often the job's side.
_CLAUSE_WORDS = frozenset("which that and so as like while whereas where since because".split())
_MORE = frozenset(
    "more over above exceed exceeds exceeding beyond higher greater bigger larger au-delà "
    "dépasse dépassent più oltre superan supera superas superior superiore más mais".split()
)
_LESS = frozenset("less fewer below under lower smaller".split())


# Words between a comparison and its number: "more than the 90", "più dei 5 anni".
_COMPARED_THROUGH = frozenset(
    "than the their its our of that des les leurs de los dei degli delle a".split()
)


def _comparison(before: list[str]) -> str:
    """ "more" or "less" when the words before a number compare with it ("above the 90%")."""
    for word in reversed(before):
        if word in _MORE:
            return "more"
        if word in _LESS:
            return "less"
        if word not in _COMPARED_THROUGH:
            return ""
    return ""


def _compared_than(before: list[str]) -> str:
    """ "more" or "less" when a comparison ends in "than" a few words before the number: "more
    vehicles than their fleet of 45"."""
    if "than" not in before:
        return ""
    at = len(before) - 1 - before[::-1].index("than")
    if len(before) - at > 5:
        return ""
    for word in reversed(before[max(0, at - 3) : at]):
        if word in _MORE:
            return "more"
        if word in _LESS:
            return "less"
    return ""


def _dedupe(items: Iterable[_Item]) -> list[_Item]:
    return list(dict.fromkeys(items))  # the first of each, in order


_DIGITS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
# Where a number word may stand (a superset: "often" has "ten"), longest first.
_NUMBER_LIKE_WORDS = frozenset(_NUMBER_WORDS) | frozenset(_MULTIPLIERS) | frozenset(_VAGUE_COUNTS)
_NUMBER_WORD = re.compile("|".join(sorted(_NUMBER_LIKE_WORDS, key=len, reverse=True)))


def _numbers_in(text: str) -> frozenset[str]:
    """Every number a quote shows, names and unspaced scripts included ("Google Analytics 4",
    "Java 17", "从4秒降到1.5秒"), and the number words ("three")."""
    text = unicodedata.normalize("NFKC", text)
    values = {_number_value(match.group()) for match in _DIGITS.finditer(text)}
    if not values and _NUMBER_WORD.search(text.casefold()) is None:
        return frozenset()  # most quotes: no digit, no number word
    for match in _TOKEN.finditer(text):
        token = match.group()
        # Only a token with a digit ("5k", "90-cover") or a number word says more than the
        # digits above did.
        if token.isalpha() and token.casefold() not in _NUMBER_LIKE_WORDS:
            continue
        for part in _compound_parts(_normalised_word(token)):
            values.add(_number_value(part))
    values.discard(None)
    return frozenset(value for value in values if value is not None)


class _Quote:
    """A quote, read once: what it names and says, for support lookups.

    What most decisions never ask (its numbers, its normalised text, its words by their
    letters) is worked out on first use.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.reading = reading = _read(text)
        # The groups of the names it is about ("Power BI"); those and the names inside them
        # ("Power BI" mentions "BI").
        self.names = reading.keys("name")
        self.mentions = names.groups_mentioned(text)
        named_stems = {stem(item.key) for item in reading.items if item.kind in _NAME_LIKE}
        self.words: frozenset[str] = reading.keys("word", "cjk") | named_stems | reading.stems
        # A decision asks about most of a point's items more than once.
        self._supported: dict[_Item, bool] = {}

    @cached_property
    def normalised(self) -> str:
        return normalise_quote(self.text)

    @cached_property
    def numbers(self) -> frozenset[str]:
        return _numbers_in(self.text)

    def has_word(self, key: str) -> bool:
        if key in self.words:
            return True
        if len(key) < 4:
            return False
        # "registered" and "registration": a stem a letter or two longer or shorter, so the
        # same first or last four letters. A quote has a few words: trying each costs less
        # than indexing them.
        head, tail = key[:4], key[-4:]
        heads, tails = self._ends
        if head not in heads and tail not in tails:
            return False  # most words: no word of the quote starts or ends as this one does
        return any(
            (word[:4] == head or word[-4:] == tail) and _same_stem(key, word)
            for word in self.words
        )

    @cached_property
    def _ends(self) -> tuple[frozenset[str], frozenset[str]]:
        """The first and the last four letters of its words."""
        return (
            frozenset(word[:4] for word in self.words),
            frozenset(word[-4:] for word in self.words),
        )

    def supports(self, item: _Item) -> bool:
        supported = self._supported.get(item)
        if supported is None:
            supported = self._supported[item] = self._supports(item)
        return supported

    def _supports(self, item: _Item) -> bool:
        if item.kind == "number":
            return item.key in self.numbers
        if item.kind == "name":
            # Or one of its instances: "one of the ITSM tools they name" from "ServiceNow".
            return (
                item.key in self.mentions
                or self._says_name_of(item.key)
                or not self.mentions.isdisjoint(names.instances(item.key))
                or _name_words_in(item, self)
            )
        if item.kind == "cjk":
            return item.key in self.words
        if item.kind == "word":
            # "registered" and "registration" stem apart by a letter or two.
            return self.has_word(item.key)
        # A name-like token: as written, under another of its names, or by its stem.
        if any(True for _ in occurrences(item.key, self.normalised)):
            return True
        group = names.canonical(item.key)
        if group is not None and group in self.mentions:
            return True
        key = item.key
        letters = key.replace("/", "")  # "MLA/T" of "Medical Laboratory Assistant/Technician"
        # Capitals in the plural, either way round: "QBR" of "QBRs".
        return (
            stem(key) in self.words
            or key + "s" in self.words
            or (key.endswith("s") and key[:-1] in self.words)
            # The initials of words the quote spells out: "AGM" of "Assistant General Manager".
            or (
                item.kind == "named"
                and letters.isalpha()
                and letters.removesuffix("s") in self._initials
            )
            # A month as the quote shortens it: "October" of "Oct 2024".
            or (key in _CALENDAR_WORDS and len(key) > 3 and key[:3] in self.words)
        )

    @cached_property
    def _initials(self) -> frozenset[str]:
        """The initials of each run of two to six words of the quote, lower case."""
        return frozenset(initial.casefold() for initial in _initials_of(self.text, shortest=2))

    def _says_name_of(self, group_id: str) -> bool:
        """A name written in other capitals ("docker" for Docker): the quote check ignores
        case, so does this. Short names must keep their capitals ("Go" is not "go")."""
        group = names.group(group_id)
        if group is None:
            return False
        normalised = self.normalised
        return any(
            next(occurrences(name, normalised), None) is not None
            for name in group.normalised
            if len(name) >= 3 and name in normalised
        ) or not self.words.isdisjoint(_name_word_stems(group_id))

    @property
    def is_trivial(self) -> bool:
        return not (self.names or self.words or self.numbers)


@lru_cache(maxsize=4096)
def _name_word_stems(group_id: str) -> frozenset[str]:
    """The stems of a group's one-word names that are also plain words ("audit" in "audited"),
    not those that must keep their capitals ("React" is not "reacted")."""
    group = names.group(group_id)
    if group is None:
        return frozenset()
    exact = {normalise(name).strip() for name in group.exact}
    return frozenset(
        stem(name)
        for name in group.normalised
        if name.isalpha() and len(name) >= 4 and name not in exact
    )


@lru_cache(maxsize=4096)
def _quote(text: str) -> _Quote:
    return _Quote(text)


# --- The sent texts, for what a quote alone cannot tell -----------------------------------


class _SentText:
    """The sent fields as the quote check normalised them: negations and gap subjects look here."""

    def __init__(self, profile: FieldIndex, job: FieldIndex) -> None:
        profile_values = profile.normalised
        self.profile = list(profile_values.values())
        self.profile_by_field = profile_values
        # What the seeker shows: not the role they want (their work preferences do count:
        # "weekends are fine" shows weekend work).
        self.evidence = [value for name, value in profile_values.items() if name != "desired_role"]
        self.original_evidence = [
            value for name, value in profile.values.items() if name != "desired_role"
        ]
        job_values = job.normalised
        self.job = list(job_values.values())
        # The job's title and company: a point may name them without a quote.
        self.job_identity = " \n ".join(
            job_values[name] for name in ("title", "company") if name in job_values
        )

    @cached_property
    def profile_numbers(self) -> frozenset[str]:
        """Every number the profile gives (not the role the seeker wants)."""
        return frozenset().union(*map(_numbers_in, self.original_evidence))

    @cached_property
    def job_numbers(self) -> frozenset[str]:
        return frozenset().union(*map(_numbers_in, self.job))

    @cached_property
    def most_years(self) -> Decimal | None:
        return _most_years(self.evidence)

    def only_wished(self, normalised_quote: str) -> bool:
        """Whether the profile says this only as the role the seeker wants."""
        wished = self.profile_by_field.get("desired_role", "")
        if next(occurrences(normalised_quote, wished), None) is None:
            return False
        fields = {
            name
            for name, value in self.profile_by_field.items()
            if next(occurrences(normalised_quote, value), None) is not None
        }
        return fields == {"desired_role"}

    def gives_a_status(self, normalised_name: str) -> bool:
        """Whether the profile names `normalised_name` with a status in the rest of its entry
        ("First Aid at Work (lapsed 2023)", "V300 - applied for 2025 intake")."""
        for value in self.evidence:
            for name in _written_as(normalised_name):
                for start, end in occurrences(name, value):
                    rest = _rest_of_entry(value, start, end)
                    if not _STATUS_WORDS.isdisjoint(_WORD.findall(rest)):
                        return True
        return False

    def profile_mentions(self, normalised_name: str) -> bool:
        """Whether the profile says `normalised_name` somewhere, even to deny it ("Food Handler
        Certificate (lapsed 2022)")."""
        return any(
            next(occurrences(name, value), None) is not None
            for value in self.evidence
            for name in _written_as(normalised_name)
        )

    def profile_shows(self, normalised_name: str) -> bool:
        """Whether the profile says `normalised_name` somewhere, other than to deny it."""
        for value in self.evidence:
            for name in _written_as(normalised_name):
                for start, end in occurrences(name, value):
                    if not (
                        _negated_at(value, start, end)
                        or _someone_elses(value, start)
                        or _done_by_another(value, start, end)
                    ):
                        return True
        return False

    def writes_capitalised(self, word: str) -> bool:
        """Whether the profile writes this word with a capital, as a name ("Bartec"), other
        than to deny it: a capitalised word the data does not know is no common word there."""
        pattern = re.compile(rf"(?<![^\W_]){re.escape(word[:1].upper() + word[1:])}(?![^\W_])")
        return any(pattern.search(value) for value in self.original_evidence) and (
            self.profile_shows(word)
        )

    def spells_out(self, letters: str) -> bool:
        """Whether the profile writes out letters we have no name for, in capitalised words
        ("MTD": "Making Tax Digital"), other than to deny them."""
        if not (3 <= len(letters) <= 6 and letters.isascii() and letters.isalpha()):
            return False
        spelled = re.compile(
            r"\b"
            + r"(?:\s+(?:of|and|for|the|in|&)){0,2}\s+".join(
                rf"{letter.upper()}[a-z]+" for letter in letters
            )
            + r"\b"
        )
        return any(
            not _negated_at(value.lower(), match.start(), match.end())
            for value in self.original_evidence
            for match in spelled.finditer(value)
        )

    def writes_initials_of(self, text: str) -> bool:
        """Whether the profile gives, in capitals, the initials of words a gap spells out
        ("CDS" for "Customs Declaration Service", "DAW" for "digital audio workstation"),
        other than to deny them."""
        initials = {initial.upper() for initial in _initials_of(text, shortest=3)}
        for value in self.original_evidence:
            found = initials & _capitals_of(value)
            lowered = value.lower() if found else ""
            for letters in found:
                for start, end in occurrences(letters.lower(), lowered):
                    if not (_negated_at(lowered, start, end) or _someone_elses(lowered, start)):
                        return True
        return False

    def profile_denies(self, normalised_name: str) -> bool:
        """Whether the profile says `normalised_name` somewhere only to deny it ("not yet
        deployed models on Kubernetes")."""
        return any(
            _negated_at(value, start, end)
            for value in self.evidence
            for name in _written_as(normalised_name)
            for start, end in _denials(value).occurrences_near(name, value)
        )

    def _places_of_words(self, run: list[str]) -> Iterator[tuple[str, int, int]]:
        """(field value, start, end) of each place where the profile has all these words close
        together (within a few words, in any order, in any of their forms), by its first."""
        for value in self.evidence:
            words = _stemmed_words(value)
            for index in words.places_of(run[0]):
                window = words.stems[slice(*words.entry_around(value, index, _NEAR))]
                if all(_near_stem(part, window) for part in run):
                    yield value, *words.spans[index]

    def profile_denies_words(self, run: list[str]) -> bool:
        """Whether the profile has all these words close together only where it denies them
        ("no management qualification yet")."""
        places = list(self._places_of_words(run))
        return bool(places) and all(_negated_at(*place) for place in places)

    def profile_shows_words(self, run: list[str]) -> bool:
        """Whether the profile has all these words close together ("built 30 Freshdesk
        macros" shows "building macros"), other than to deny them or as another's work."""
        return any(
            not _negated_at(value, start, end)
            and not _someone_elses(value, start)
            and not _done_by_another(value, start, end)
            for value, start, end in self._places_of_words(run)
        )


_INITIALLED_WORD = re.compile(r"[^\W\d_][\w'-]*")


def _initials_of(text: str, *, shortest: int) -> set[str]:
    """The initials of each run of `shortest` to six words of the text, as written, small
    words such as "of" and "the" left out ("CDS" of "Customs Declaration Service")."""
    words = [
        word for word in _INITIALLED_WORD.findall(text) if word.casefold() not in _ACRONYM_SKIPS
    ]
    count = len(words)
    initials = {
        "".join(word[0] for word in words[start:end])
        for start in range(count)
        for end in range(start + shortest, min(count, start + 6) + 1)
    }
    if "-" in text:
        # A hyphenated word gives a letter for each part: "NIV" of "non-invasive ventilation",
        # "BNPL" of "buy-now-pay-later" (at least `shortest` letters, at most six).
        letters = [_part_initials(word) for word in words]
        for start in range(count):
            for end in range(start + 1, min(count, start + 6) + 1):
                run = "".join(letters[start:end])
                if len(run) > end - start and shortest <= len(run) <= 6:
                    initials.add(run)
    return initials


def _part_initials(word: str) -> str:
    """The letters one word gives to an acronym. Not a part of one letter: "A-level" is an A
    level, and gives no "AL"."""
    parts = word.split("-")
    if len(parts) > 1 and all(len(part) > 1 for part in parts):
        return "".join(part[0] for part in parts)
    return word[0]


_CAPITALS = re.compile(r"(?<![^\W_])([A-Z]{3,6})s?(?![^\W_])")


@lru_cache(maxsize=64)
def _capitals_of(value: str) -> frozenset[str]:
    """The words of three to six capitals in a field as written ("CDS", "PMIs")."""
    return frozenset(_CAPITALS.findall(value))


def _written_as(normalised_name: str) -> tuple[str, ...]:
    """A name of several words as it may be written: "right to work" and "right-to-work"."""
    if not normalised_name:
        return ()
    if " " in normalised_name:
        return (normalised_name, normalised_name.replace(" ", "-"))
    return (normalised_name,)


# "covered for the room leader", "stood in for the head chef", "acting up for the ward
# manager": for a while, in another person's role.
_STANDING_IN = (
    r"(?:covered|covering|cover|stood\s+in|standing\s+in|stepped\s+in|stepping\s+in"
    r"|acted\s+up|acting\s+up)\s+for"
)
_STOOD_IN = re.compile(rf"(?<!\w){_STANDING_IN}\b")
_STANDING_IN_WORDS = frozenset(
    "covered covering cover stood standing stepped stepping acted acting".split()
)

# "supported the nurse in charge", "shadowed the team lead", "deputy to the store manager":
# the role after these is another person's, not the seeker's.
_HELPING = "assisted|assisting|helped|helping|supported|supporting|shadowed|shadowing"
_ANOTHERS_ROLE = re.compile(
    rf"(?<!\w)(?:{_HELPING}|deputi[sz]ed\s+for|deputi[sz]ing\s+for|deputy\s+to|reported\s+to"
    rf"|reporting\s+to|{_STANDING_IN}|under\s+the\s+(?:direction|supervision|guidance)\s+of"
    r"|supervised\s+by|directed\s+by)\s+(?:the|our|my|a|an|their)\s+"
    r"(?:(?!(?:with|on|in|to|for|of|by|and)\s)\w+\s+)?$"
)


def _someone_elses(value: str, start: int) -> bool:
    """Whether the words just before an occurrence make it another person's role."""
    return _ANOTHERS_ROLE.search(value[max(0, start - 60) : start]) is not None


# A clause whose subject is another person, and what they did: "a colleague managed the
# influencer budget", "the head of department wrote the A level scheme of work", "the platform
# team, who owned the AWS SageMaker deployment". A profile mostly leaves its own subject out
# ("ran the pass"); a clause with "I", "we" or "me" in it is the seeker's too ("my manager
# asked me to lead the audit"); "our team delivered" is the team's, not the seeker's alone.
_SUBJECT_WORD = r"(?!(?:and|or|but|then|who|which|that|also|i|we|me|us)\b)[^\W\d_][\w'-]*"
_PAST_VERB = (
    # Not "feed", "need", "speed": "the weekly stock reviews cover feed and fuel".
    r"(?:(?![^\W\d_]*[^\W\dc_]eed\b)[^\W\d_]+ed"
    r"|wrote|built|ran|led|made|took|gave|drew|set|kept|taught|sent|won|drove"
    r"|brought|chose|did|oversaw|began|held|sold|bought)"
)
# The seeker in the clause after the verb; "our" there is the employer's ("who designed our
# FHIR gateway"), "my" the seeker's ("the CFO presented my board pack").
_NOT_ANOTHERS = r"(?:(?!\b(?:i|we|me|us|my|myself)\b)[^;.:!?\n()])*"
# Who another person is, by their role: a present tense is read only after one of these ("the
# farm manager sets the fertiliser plan"), as "the weekly reviews" could be a list's start.
_PERSON_NOUN = (
    r"(?:manager|lead|leader|supervisor|director|head|owner|foreman|forewoman|chef|engineer"
    r"|consultant|partner|colleague|boss|principal|officer|coordinator|administrator|nurse"
    r"|doctor|pharmacist|surveyor|technician|tech|accountant|controller|analyst|architect"
    r"|developer|teacher|solicitor|adviser|advisor|agent|specialist|founder|ceo|cfo|cto"
    r"|president|chair|senior|mentor|contractor|team|department)s?"
)
_DONE_BY_ANOTHER = re.compile(
    # A clause that starts with another person, and their verb: "a colleague managed", "our
    # curriculum manager led".
    r"(?:(?:^|[;.:!?\n(),])\s*(?:the|our|their|his|her|a|an)\s+"
    rf"(?:{_SUBJECT_WORD}\s+){{0,3}}{_SUBJECT_WORD}(?:\s+|\s*,\s*who\s+)"
    rf"{_PAST_VERB}"
    # After "my", only a person: "my manager led", not "my floor re-layout lifted".
    r"|(?:^|[;.:!?\n(),])\s*my\s+"
    rf"(?:{_SUBJECT_WORD}\s+){{0,3}}{_PERSON_NOUN}(?:\s+{_SUBJECT_WORD})?(?:\s+|\s*,\s*who\s+)"
    rf"{_PAST_VERB}"
    # Or anywhere, another person who did it, or does it: "with the platform team, who
    # owned", "the architect who designed", "the finance manager, who prepares".
    r"|\b(?:the|my|our|their|his|her|a|an)\s+"
    rf"(?:{_SUBJECT_WORD}\s+){{0,3}}{_SUBJECT_WORD}\s*,?\s*who\s+(?:{_PAST_VERB}|[^\W\d_]+s)"
    # Or a clause that starts with another person by their role, in the present tense.
    r"|(?:^|[;.:!?\n(),])\s*(?:the|my|our|their|his|her)\s+"
    rf"(?:{_SUBJECT_WORD}\s+){{0,3}}{_PERSON_NOUN}\s+(?!is\b|has\b|was\b)[^\W\d_]+s)"
    rf"\s{_NOT_ANOTHERS}$"
)
_SEEKER_AFTER = re.compile(rf"{_NOT_ANOTHERS}(?:\b(?:i|we|me|us|my|myself)\b)")
# Done by another, said after it: "the full RAC licence is held by our team leader", "the
# upgrade to MySQL 8.0, planned by the lead DBA".
_BY_ANOTHER = re.compile(
    r"(?:[^;.!?\n]|\.(?=\d))*?"  # within its clause ("5.7" is no clause's end)
    r"(?:(?:\b(?:is|are|was|were|been)\s+|\bheld\s+|,\s*)"
    r"(?:held|owned|led|run|done|managed|handled|signed\s+off|carried\s+out|delivered"
    r"|performed|completed|written|prepared|planned|designed|built)?"
    # Or the participle alone: "with the round redesign done by the routing consultant".
    r"|\b(?:done|carried\s+out|performed|handled|owned|designed|planned|written))\s*"
    r"\bby\s+(?:the|our|my|their|his|her|a|an)\s+"
    rf"(?:{_SUBJECT_WORD}\s+){{0,3}}{_PERSON_NOUN}\b"
)


def _done_by_another(value: str, start: int, end: int) -> bool:
    """Whether value[start:end] (normalised) stands in a clause that says another person did
    it, and the seeker is not in it after it either ("my team lead designed the CPQ rollout
    and I wrote its test classes" is the seeker's work on CPQ too)."""
    before = max(0, start - 80)
    return (
        _DONE_BY_ANOTHER.search(value, before, end) is not None
        or _BY_ANOTHER.match(value, start, end + 80) is not None
    ) and _SEEKER_AFTER.match(value, end) is None


class _StemmedWords:
    """A normalised field's words as stems (numbers as their value), with where each stands,
    and where each stem is, by the stem and by its first and last four letters."""

    def __init__(self, value: str) -> None:
        matches = list(_WORD.finditer(value))
        words = [match.group() for match in matches]
        # Each different word worked out once: a profile says most of its words many times.
        stem_of = {word: _number_value(word) or stem(word) for word in set(words)}
        self.stems = [stem_of[word] for word in words]
        self.spans = [match.span() for match in matches]
        self._places: dict[str, list[int]] = {}
        for index, word_stem in enumerate(self.stems):
            self._places.setdefault(word_stem, []).append(index)
        self._near: dict[str, set[str]] = {}
        for word_stem in self._places:
            if len(word_stem) >= 4:
                self._near.setdefault(word_stem[:4], set()).add(word_stem)
                self._near.setdefault(word_stem[-4:], set()).add(word_stem)

    def entry_around(self, value: str, index: int, near: int) -> tuple[int, int]:
        """The words up to `near` either side of word `index`, and not past a second break
        (a comma, a semicolon, a full stop, a line break) on either side: "store manager,
        fashion retail" says retail management, "two kitchens, HACCP level 3, team
        leadership" no kitchen leadership. A comma in brackets is an aside's: "SEO writing
        (Semrush, Surfer), Case studies" says writing case studies."""
        spans = self.spans
        first, breaks = index, 0
        while first > max(0, index - near):
            breaks += _breaks_entry(value, spans[first - 1][1], spans[first][0])
            if breaks > 1:
                break
            first -= 1
        last, breaks = index, 0
        stop = min(len(spans) - 1, index + near)
        while last < stop:
            breaks += _breaks_entry(value, spans[last][1], spans[last + 1][0])
            if breaks > 1:
                break
            last += 1
        return first, last + 1

    def places_of(self, key: str) -> list[int]:
        """Where a word of the same stem stands (see _same_stem), in order."""
        similar = {key, *_SAID_BY_ITS_KIND.get(key, ())}  # "fluent" where "native" stands
        if len(key) >= 4:
            similar.update(
                other
                for other in self._near.get(key[:4], set()) | self._near.get(key[-4:], set())
                if _same_stem(key, other)
            )
        return sorted(index for other in similar for index in self._places.get(other, ()))


@lru_cache(maxsize=64)
def _stemmed_words(value: str) -> _StemmedWords:
    # Cached: a seeker asks about many jobs with one profile, and stemming a long one is most
    # of what a gap costs.
    return _StemmedWords(value)


def _same_stem(one: str, other: str) -> bool:
    """The same word, give or take an ending the stemmer left ("rota", "rotat")."""
    if one == other:
        return True
    short, long = sorted((one, other), key=len)
    if len(short) < 4:
        return False
    if len(long) - len(short) <= 2:
        return long.startswith(short) or long.endswith(short)  # "rota", "vlookup"
    # One who does it, its last letter doubled: "scan" and "scanner", "plan" and "planner".
    return long == short + short[-1] + "er"


def _near_stem(word: str, near: Sequence[str]) -> bool:
    if word in near or any(_same_stem(word, other) for other in near):
        return True
    # "A civil engineering degree" in "BS Civil Engineering": the letters of a degree say it;
    # "fluent" in "native", a higher level of the same.
    shown_by = _SAID_BY_ITS_KIND.get(word)
    return shown_by is not None and not shown_by.isdisjoint(near)


# The letters and words of degrees ("BEd" too, though "bed" is also a hospital's).
_DEGREE_WORDS = frozenset(
    "bs bsc ba beng bsn bcom bed llb meng msc ma mba mphil phd dphil bachelor bachelors master "
    "masters".split()
)
_SAID_BY_ITS_KIND = {
    stem("degree"): frozenset(stem(word) for word in _DEGREE_WORDS),
    # "Fluent German" in "German (native)": a native or bilingual speaker is a fluent one.
    stem("fluent"): frozenset(stem(word) for word in "native bilingual c2".split()),
}


# How far apart the words of a gap's subject may stand in the profile and still say it.
_NEAR = 5
_ENTRY_BREAK = re.compile(r"[,;.\n]")


def _breaks_entry(value: str, start: int, end: int) -> bool:
    """Whether value[start:end], between two words, ends an entry (not inside brackets)."""
    found = _ENTRY_BREAK.search(value, start, end)
    return found is not None and value.rfind("(", 0, found.start()) <= value.rfind(
        ")", 0, found.start()
    )


_WORD = re.compile(r"[^\W_]+(?:[.,][0-9]+)*")


_CLAUSE_BREAK = re.compile(r"[.;:!?()\[\]\n]|\b(?:but|however|although|though|except)\b")


_LIST_WORDS = frozenset("or nor and".split())

# What may stand before a word that denies what came before it: "Spanish, still learning".
_BEFORE_DENIED = frozenset(
    "still currently now just only and but certificate card licence license registration "
    "membership ticket application assessment exam renewal refresher".split()
    + "certificación certificado certificação certificat zertifikat".split()
)


def _denied_after(after: str) -> bool:
    """A word right after an occurrence that denies it, alone in its item ("AWS: none",
    "Spanish, still learning", "Node (learning)"), not one that begins another item
    ("Tapestry (learning journeys)", "Python, learning Rust")."""
    return _DENIAL_AFTER.match(after) is not None


_DENIAL_AFTER = re.compile(
    r"[\s(:,-]*(?:(?:"
    + "|".join(sorted(_BEFORE_DENIED))
    + r")\s+)*(?:"
    + "|".join(sorted(_DENIED_AFTER, key=len, reverse=True))
    + r")(?:\s+(?:only|so\s+far|yet))?"
    # "(certificate expired January 2025, renewal booked)": when, said after it.
    + r"(?:\s+(?:in\s+|on\s+|since\s+|en\s+|em\s+|seit\s+|depuis\s+)?(?:[a-z]+\s+)?"
    + r"(?:19|20)\d\d)?\s*(?:[),;.:!?]|$)"
)


# How far before and after an occurrence _negated_at reads, and the longest word it acts on
# (see _denying_word).
_READ_BEFORE = 80
_READ_AFTER = 50
_LONGEST_DENYING = 16


def _denying_words() -> frozenset[str]:
    """Every word _words_deny acts on by itself, wherever it stands near an occurrence (some
    are defined further down this module). A word of _PLANNING acts only before "to"."""
    return (
        _NEGATORS
        | _NOT_YET_BEFORE
        | _NOT_YET_AFTER
        | _DENIED_AFTER
        | {second for _, second in _IN_PROGRESS}
    )


@lru_cache(maxsize=1)
def _denying_word() -> re.Pattern[str]:
    def alternation(words: Iterable[str]) -> str:
        return "|".join(map(re.escape, sorted(words, key=len, reverse=True)))

    return re.compile(
        rf"(?<![^\W_])(?:{alternation(_denying_words())}|(?:{alternation(_PLANNING)})[\W_]+to)"
        rf"(?![^\W_])|{alternation(_CJK_NEGATORS)}"
    )


class _Denials:
    """Where a normalised field has a word that may deny what stands near it. Most occurrences
    have none within reach, and _negated_at need not read their words."""

    def __init__(self, value: str) -> None:
        self.starts = [match.start() for match in _denying_word().finditer(value)]

    def near(self, start: int, end: int) -> bool:
        """Whether such a word stands where _negated_at reads around value[start:end] (a word
        that reaches into what it reads starts at most _LONGEST_DENYING characters early)."""
        index = bisect_left(self.starts, start - _READ_BEFORE - _LONGEST_DENYING)
        return index < len(self.starts) and self.starts[index] < end + _READ_AFTER

    def occurrences_near(self, needle: str, value: str) -> Iterator[tuple[int, int]]:
        """The occurrences of `needle` in `value` that `near` is true of, in order: found
        around each denying word rather than by looking at every occurrence."""
        next_start = 0  # the first start not yet searched
        for word_start in self.starts:
            first = max(next_start, word_start - _READ_AFTER - len(needle) + 1)
            last = word_start + _READ_BEFORE + _LONGEST_DENYING
            if first > last:
                continue
            yield from occurrences(needle, value, first, last + len(needle))
            next_start = last + 1


@lru_cache(maxsize=64)
def _denials(value: str) -> _Denials:
    # Cached like _stemmed_words: a seeker asks about many jobs with one profile.
    return _Denials(value)


def _negated_at(value: str, start: int, end: int, *, not_yet_counts: bool = True) -> bool:
    """Whether the words around an occurrence deny it ("no AWS experience so far"); with
    `not_yet_counts`, also when they put it ahead ("working towards CIPD Level 7")."""
    denials = _denials(value)
    if denials.near(start, end) and _words_deny(value, start, end, not_yet_counts=not_yet_counts):
        return True
    # Inside brackets, also what the words around the brackets say of them: "No streaming
    # (Kafka/Kinesis) experience yet" denies Kafka.
    bracket = _bracket_around(value, start, end)
    return (
        bracket is not None
        and denials.near(*bracket)
        and _words_deny(value, *bracket, not_yet_counts=not_yet_counts, in_brackets=True)
    )


def _bracket_around(value: str, start: int, end: int) -> tuple[int, int] | None:
    """The inside of the brackets value[start:end] stands in, when it stands in a pair
    within reach of the negation reader."""
    opening = value.rfind("(", max(0, start - _READ_BEFORE), start)
    if opening == -1 or ")" in value[opening:start]:
        return None
    closing = value.find(")", end, end + _READ_AFTER)
    if closing == -1 or "(" in value[end:closing]:
        return None
    return opening + 1, closing


# Portuguese, whose "no" is "in the" ("4 anos em farmácia comunitária no Grande Porto"), told
# by words no other language of our seekers writes.
_PORTUGUESE_WORDS = frozenset("em com não também são pelo pela você uma às".split())
_NEGATORS_WITHOUT_NO = _NEGATORS - {"no"}


@lru_cache(maxsize=4096)
def _negators_in(value: str) -> frozenset[str]:
    """The negators of a field's text: all of them, but "no" in Portuguese."""
    if len(_PORTUGUESE_WORDS.intersection(_TOKEN.findall(value))) >= 2:
        return _NEGATORS_WITHOUT_NO
    return _NEGATORS


def _words_deny(
    value: str, start: int, end: int, *, not_yet_counts: bool, in_brackets: bool = False
) -> bool:
    """_negated_at, reading the words (only called where a word of _denying_word is near);
    `in_brackets`: value[start:end] is the inside of a pair of brackets."""
    negators = _negators_in(value)
    before = value[max(0, start - _READ_BEFORE) : start]
    if before.endswith(_CJK_NEGATORS) or before.rstrip().endswith(_CJK_NEGATORS):
        return True
    bracketed = before.rstrip().endswith("(")
    if bracketed:
        # A name in brackets stands for the words before them: "no commercial driver's
        # license (CDL) yet".
        before = before.rstrip()[:-1]
    breaks = list(_CLAUSE_BREAK.finditer(before))
    if breaks:
        before = before[breaks[-1].end() :]
    clause = _TOKEN.findall(before)  # the value is normalised already
    if (
        clause
        and clause[0] in negators
        and (breaks or start <= _READ_BEFORE)
        and len(clause) <= 12
        and (clause[-1] in _LIST_WORDS or before.rstrip().endswith(","))
        and clause[-1] not in ("yet", "far")  # "no LLM fine-tuning yet, English" ends there
        and _OBJECTIONS.isdisjoint(clause)
    ):
        return True  # a later item of a list a clause denies: "Not yet worked with X or Jamf"
    # Letters in brackets stand for the words before them, so a negator reaches over those
    # too: "Not yet assessed for commercial catering (COMCAT)".
    words = clause[-7:] if bracketed else clause[-5:]
    for index, word in enumerate(words):
        if word not in negators and not (
            not_yet_counts
            and (
                word in _NOT_YET_BEFORE
                or (word == "to" and index and words[index - 1] in _PLANNING)
            )
        ):
            continue
        if not _OBJECTIONS.isdisjoint(words[index + 1 :]):
            continue  # "no objection to ..."
        between = [w for w in words[index + 1 :] if w not in _STOP_WORDS and w not in _TRANSPARENT]
        if word in negators:
            following = words[index + 1] if index + 1 < len(words) else ""
            if word == "not" and following in _NOT_NEGATING_NEXT:
                continue
            if len(between) <= (0 if word in _NEGATING_DETERMINERS else 2) + 3 * bracketed:
                return True
        elif len(between) <= _not_yet_reach(word) and len(words) - index <= len(
            _TOKEN.findall(before.rpartition(",")[2])
        ):
            # On the way to what follows ("planning to take the CDL Class B test"), not over a
            # comma ("Tapestry learning journals, paediatric first aid").
            return True
    after = value[end : end + _READ_AFTER]
    if in_brackets:
        after = after[1:]
    elif after[:1] in (")", "]") and ("(" in value[start:end] or "[" in value[start:end]):
        # The quote's own bracket: "Azure Fundamentals (AZ-900) course in progress".
        after = after[1:]
    cut = _CLAUSE_BREAK.search(after)
    if cut is not None and cut.group() not in ":(":
        after = after[: cut.start()]
    after_words = _TOKEN.findall(after)[:4]
    if (after_words[:2] == ["so", "far"] or after_words[:1] == ["yet"]) and not (
        negators.isdisjoint(_TOKEN.findall(before))
    ):
        return True  # "no experience with hoists, slings or moving and handling so far"
    # After a colon, the words describe the quoted item ("...: started 2024, due to finish in
    # 2026"); otherwise a comma starts another item.
    own = after if after.lstrip().startswith(":") else after.split(",")[0]
    if not_yet_counts and _says_a_status(_TOKEN.findall(own)[:6]):
        return True
    if _denied_after(after) and (not_yet_counts or not set(after_words) & _NOT_YET_BEFORE):
        return True
    if _bracket_status_denies(value, start, end):
        return True
    if not not_yet_counts:
        return "none" in after_words  # "(not completed)" agrees with "working towards"
    # Within the item: in "Food Hygiene Level 2, no ECM experience" the "no" is the next one's.
    own_words = _TOKEN.findall(own)[:4]
    # ("no. 245871" is a number: "GDC registered dental nurse (no. 245871)".)
    return any(
        (
            first in negators & {"not", "no"}
            and second not in _NOT_NEGATING_NEXT
            and not second[:1].isdigit()
        )
        or (first, second) in _IN_PROGRESS
        for first, second in pairwise([*own_words, ""])
    )


def _bracket_status_denies(value: str, start: int, end: int) -> bool:
    """Whether the item's own bracket, read past its first comma, says it is not there yet:
    "Coupa (user training completed, not yet used live)". Only a status denies: in "Python
    (Django, not Flask)" the "not" is another item's."""
    quoted, after = value[start:end], value[end : end + _READ_AFTER]
    if quoted.count("(") > quoted.count(")"):
        inside = after  # the quote stops inside the bracket
    elif after.lstrip().startswith("("):
        inside = after.lstrip()[1:]
    else:
        return False
    for part in inside.split(")")[0].split(",")[1:]:
        words = _TOKEN.findall(part)[:2]
        if words == ["not", "yet"] or words[:1] == ["never"] or _denied_after(part):
            return True
    return False


# --- What a point may not carry -------------------------------------------------------------

# Each phrase starts a word. One look-behind for the whole, rather than a \b before each
# phrase, lets the regular expression engine skip quickly to where a phrase can begin.
_VERDICT = re.compile(
    r"(?<!\w)(?:"
    r"(?:perfect|ideal|excellent|outstanding|exceptional|top|best|obvious|natural|standout"
    r"|stand-out)\s+"
    r"(?:fit|match|candidate|choice|hire|applicant)\b"
    r"|strong(?:er|est)?\s+(?:candidate|applicant)\b"
    # "the strongest teaching candidate", "the best senior hire".
    r"|(?:strongest|best|ideal|perfect|standout)\s+[\w-]+\s+(?:candidate|applicant|hire)\b"
    # "you're exactly the leader Beacon Ledger needs", "any team would be lucky to get".
    r"|you(?:'re|’re|\s+are)\s+exactly\s+(?:the|what|who)\b|lucky\s+to\s+(?:get|have|hire)\b"
    # "Ten years as a district nurse make you exactly the lecturer Castlegate needs".
    r"|makes?\s+you\s+(?:exactly|just|precisely)\s+(?:the|what|who)\b"
    # "You're the ideal data engineer for Skerry and should expect an offer".
    r"|you(?:'re|’re|\s+are)\s+(?:the|an?)\s+(?:ideal|perfect|obvious)\b"
    r"|expect\s+(?:an?\s+|the\s+)?(?:offer|interview)\b"
    r"|(?:fully|highly|over|under|well)[- ]?qualified\b|not qualified\b"
    r"|(?:meet|meets|satisfy|satisfies|tick|ticks|fulfil|fulfill|fulfils|fulfills|cover|covers)"
    r"\s+(?:all|every|each)\b"
    r"|(?:all|every|each)\s+(?:of\s+)?(?:the\s+|their\s+|its\s+|this\s+job's\s+)?"
    r"(?:requirements?|criteria|boxes)\b"
    r"|guarantee"
    r"|(?:you'll|you will|you would|you'd)\s+(?:be\s+)?(?:hired|shortlisted|selected|get\s+(?:the|this)\s+job)\b"
    r"|(?:your|the)\s+chances?\b|likely\s+to\s+(?:be\s+hired|get\s+the|succeed)\b"
    r"|should\s+(?:definitely\s+)?apply\b"
    r"|\d+\s*(?:%|percent)\s+(?:match|fit)\b|out\s+of\s+(?:10|ten|100)\b"
    # French, Spanish, Portuguese, German: "le profil idéal", "candidato perfecto".
    r"|(?:profil|candidat|candidate|candidato|candidata|perfil)\s+(?:est\s+|es\s+|é\s+|ist\s+)?"
    r"(?:idéal|idéale|parfait|parfaite|ideal|perfecto|perfecta|perfeito|perfeita)\b"
    r"|(?:correspond\w*|répond\w*)\s+parfaitement\b"
    r"|ideale[nr]?\s+(?:kandidat\w*|besetzung)\b|perfekt\s+(?:geeignet|passend)\b"
    # A verdict against the person: "you would not be eligible", "this disqualifies you".
    r"|(?:not\s+(?:be\s+)?|in)eligible\b|disqualif\w*"
    r"|(?:would|will)(?:n't|\s+not)\s+be\s+(?:considered|shortlisted|selected|hired)\b"
    # A forecast or a readiness said of the person: "you will easily hit their targets",
    # "you'd thrive", "you would be a natural", "clearly ready to step up", "too junior".
    # (Each branch starts with its own words: a branch that starts with any word would be
    # tried at every word of every point.)
    r"|(?:will|would|can|could|you'll|you'd)\s+(?:"
    r"(?:easily|certainly|definitely|surely|undoubtedly|comfortably|effortlessly)\b"
    r"|(?:really\s+|truly\s+|surely\s+)?(?:thrive|excel|shine|flourish)\b"  # not "use Excel"
    # (A step up or a stretch is said of the person "for you" or "at your level"; a step up
    # in size, or from what the seeker does now, compares the work.)
    r"|(?:be|make)\s+(?:a|an)\s+(?:(?:\w+\s+)?(?:(?:step\s+up|stretch)"
    r"(?=\s+(?:for\s+(?:you|someone|a)|at\s+your|given\s+your)\b)"
    r"|natural|fit|match|asset"
    r"|addition)|excellent|great|strong|perfect|ideal|good|fantastic|valuable|outstanding"
    r"|brilliant|superb)\b)"
    r"|(?:clearly|certainly|definitely|fully|more\s+than|well|not\s+yet|not)\s+(?:be\s+)?ready\b"
    r"|ready\s+to\s+(?:step\s+up|move\s+up|take\s+the\s+next\s+step)\b"
    r"|need\s+more\s+(?:seniority|experience)\b|too\s+(?:junior|senior|inexperienced)\b"
    # "which could count against you", "could hold you back", "may not suit you".
    # (Not "this shouldn't hold you back", which says the gap is small.)
    r"|(?:may|might|would|will|could|can)\s+(?:(?:count|work|go)\s+against\s+you|hold\s+you"
    r"\s+back)\b|(?:may|might|would|will|could)(?:\s+not|n't)\s+suit\s+you\b"
    r"|you(?:'re|\s+are|'d\s+be|\s+would\s+be)\s+(?:(?:a\s+)?(?:strong|great|good|solid)"
    r"\s+(?:fit|match)\b|(?:very\s+|highly\s+)?(?:un)?likely\s+to\b)"
    r"|comes?\s+naturally\b|second\s+nature\b|a\s+natural\s+(?:at|for|in)\b"
    r"|(?:get|make\s+it)\s+(?:past|through)\s+(?:the|their)\s+(?:screening|shortlist|first\s+round)"
    r"|screened\s+out\b"
    # "you're exactly the person to lead", "makes you a great fit", "ideally suited".
    r"|(?:exactly|just|precisely)\s+(?:the\s+)?(?:(?:kind|type|sort)\s+of\s+)?"
    r"(?:person|candidate|applicant|hire|fit|match|profile|someone)\b"
    r"|the\s+(?:right|ideal|perfect)\s+(?:person|candidate|applicant|hire|fit|match|profile)\b"
    r"|makes?\s+you\s+(?:a|an|the)\s+(?:\w+\s+)?(?:fit|match|candidate|choice|asset|hire|pick"
    r"|person|option|applicant)\b"
    r"|(?:well|ideally|perfectly|uniquely)[- ](?:suited|placed|positioned|equipped)\b"
    r"|tailor[- ]made\b|made\s+for\s+(?:this|the)\s+(?:role|job|position)\b"
    # "the kind of organiser they should snap up", "they'd be lucky to have you".
    r"|snap(?:ped|ping|s)?\s+(?:you\s+)?up\b|lucky\s+to\s+(?:have|get|land)\s+you\b"
    r"|out\s+of\s+(?:your|their|his|her)\s+depth\b"
    # The same verdicts in the other languages of our seekers: "il candidato ideale", "la
    # candidate idéale", "der perfekte Kandidat", "de ideale kandidaat".
    r"|candidat[oae]s?\s+(?:ideal[ei]?s?|perfett[oa]|perfect[oa]|idéale?s?|parfaite?s?)\b"
    r"|(?:ideal[ei]?|perfett[oa]|perfect[oa]|idéale?|parfaite?)\s+candidat[oae]?s?\b"
    r"|(?:ideale|perfekte)[nr]?\s+(?:kandidat(?:in)?|besetzung)\b"
    r"|(?:ideale|perfecte)\s+kandidaat\b|(?:idealn[yaą]|idealnym)\s+kandydat\w*"
    r")"
)
# A gap is "not shown in your profile", never a lack in the person.
_BLAME = re.compile(
    r"(?<!\w)(?:"
    r"you\s+(?:do\s+not|don't|lack|have\s+no|haven't|never|are\s+not|aren't|cannot|can't|"
    r"did\s+not|didn't|have\s+not\s+(?:got|had|done|worked|used))\b"
    r"|your\s+lack\b|you(?:'re|\s+are)\s+missing\b|lack(?:s|ing)?\b"
    # German, Spanish, French, Portuguese, Italian: "Ihnen fehlt", "te falta", "il vous manque",
    # "você não tem", "ti manca".
    r"|(?:ihnen|dir)\s+fehl(?:t|en)\b|(?:sie|du)\s+(?:haben|hast)\s+kein\w*"
    r"|(?:te|le)\s+falta(?:n)?\b|careces\b|no\s+tienes\b"
    r"|(?:il\s+)?vous\s+manque\b|vous\s+n'avez\s+(?:pas|aucun)"
    r"|falta-(?:lhe|te)\b|(?:lhe|te)\s+falta(?:m)?\b|(?:você|voce)\s+não\s+tem\b"
    r"|(?:ti|le)\s+manca(?:no)?\b|non\s+hai\b"
    r")"
)


# What a sentence says of the seeker, said as what the profile shows: "You haven't delivered
# staff CPD yet as far as your profile shows" is no blame.
_HEDGED = re.compile(
    r"\b(?:as\s+far\s+as|from\s+what|according\s+to|judging\s+by|based\s+on)\s+"
    r"(?:your|the)\s+(?:profile|cv|résumé|resume)\b",
    re.IGNORECASE,
)


_FINDING_REASONS = {
    instructions.FindingKind.LINK: FaithReason.LINK_IN_POINT,
    instructions.FindingKind.EMAIL: FaithReason.EMAIL_IN_POINT,
    instructions.FindingKind.PHONE: FaithReason.PHONE_IN_POINT,
}


def _carried(point: str) -> FaithReason | None:
    """A link, an e-mail address, a phone number, an instruction or a verdict in the point."""
    kinds = {finding.kind for finding in instructions.point_findings(point)}
    for kind, reason in _FINDING_REASONS.items():
        if kind in kinds:
            return reason
    if kinds:
        return FaithReason.INSTRUCTION_IN_POINT
    if _VERDICT.search(normalise(point)):
        return FaithReason.JUDGES_THE_PERSON
    return None


# --- The decision --------------------------------------------------------------------------


def _decide(claim: CheckedClaim, sent: _SentText) -> Wording | FaithReason:
    carried = _carried(claim.point)
    if carried is not None:
        return carried
    point = _read(claim.point, is_point=True)
    spelled_out = _acronyms_spelled_out(claim.point)
    if spelled_out:
        # "the Care Programme Approach (CPA)": the letters restate the words before them.
        point = point._replace(
            items=tuple(item for item in point.items if (item.kind, item.key) not in spelled_out)
        )
    job_quote = _quote(claim.job_quote)
    if claim.kind is Kind.GAP:
        return _decide_gap(claim.point, point, job_quote, sent)
    profile_quote = _quote(claim.profile_quote)
    wished = sent.only_wished(profile_quote.normalised)
    return _decide_match(claim.point, point, profile_quote, job_quote, sent, wished=wished)


# Letters in brackets, and the words before them: up to 8, each starting with a letter, with
# nothing but whitespace between them and the bracket. (The letters first, then the words
# back from them: one pattern for the words and the letters together was tried at every word
# of a point, 0.2 ms for a point of 280 characters with a bracket in it.)
_BRACKETED_LETTERS = re.compile(r"\(([A-Z]{2,6})\)")
_SPELLING_WORD = re.compile(r"[^\W\d_][\w'-]*")
_SPELLING_WORD_AT_END = re.compile(r"[^\W\d_][\w'-]*$")
_ACRONYM_SKIPS = frozenset("of and for the in on to de del la le des du y e et und".split())


def _words_before(text: str, end: int) -> list[str]:
    """The words right before text[end], in order: up to 8, at least 2 (else none)."""
    run: list[str] = []
    for token in reversed(text[:end].split()):
        if len(run) == 8:
            break
        if _SPELLING_WORD.fullmatch(token):
            run.append(token)
            continue
        tail = _SPELLING_WORD_AT_END.search(token)  # "x,Care": the word after the comma
        if tail:
            run.append(tail.group())
        break
    return run[::-1] if len(run) >= 2 else []


def _spelling_words(text: str, bracket: re.Match[str]) -> list[str]:
    """The words right before letters in brackets that they are the initials of ("Care
    Programme Approach (CPA)"), or none."""
    letters = bracket.group(1)
    words = [w for w in _words_before(text, bracket.start()) if w.casefold() not in _ACRONYM_SKIPS]
    if "".join(w[0] for w in words[-len(letters) :]).casefold() == letters.casefold():
        return words
    return []


def _acronyms_spelled_out(text: str) -> set[tuple[str, str]]:
    """Letters in brackets that spell the words right before them ("Care Programme Approach
    (CPA)"), as the reader reads them: (kind, key) of the letters as written, and of their
    group when they are a name."""
    found: set[tuple[str, str]] = set()
    if "(" not in text:
        return found
    for match in _BRACKETED_LETTERS.finditer(text):
        letters = match.group(1)
        words = _spelling_words(text, match)
        if words:
            found.update((kind, letters.casefold()) for kind in _NAME_LIKE)
            group_id = names.canonical(letters)
            # Not when the words are that name too ("Immediate Life Support (ILS)"): the
            # point still names it, once.
            spelled = " ".join(words[-len(letters) :])
            if group_id is not None and group_id not in names.groups_mentioned(spelled):
                found.add(("name", group_id))
    return found


def _decide_match(
    text: str,
    point: _Reading,
    profile_quote: _Quote,
    job_quote: _Quote,
    sent: _SentText,
    *,
    wished: bool = False,
) -> Wording | FaithReason:
    """`wished`: the profile quote is the role the seeker wants, which shows no possession."""
    if profile_quote.is_trivial or job_quote.is_trivial:
        return FaithReason.TRIVIAL_QUOTE
    if _evidence_negated(point, profile_quote, sent):
        return FaithReason.NEGATED_EVIDENCE
    if not _comparisons_hold(point, profile_quote) or _number_misbound(point, profile_quote):
        return FaithReason.NUMBER_NOT_IN_QUOTES
    if _years_unshown(point, profile_quote) or _percent_misread(text, profile_quote, job_quote):
        return FaithReason.NUMBER_NOT_IN_QUOTES
    # What the seeker has: not the role they want ("You hold HLTA status" from the role they
    # want is the job's word alone), unless the point speaks of that wish.
    evidence = _quote("") if wished and not set(point.words) & _WISH_WORDS else profile_quote

    seeker_profile = 0  # said of the seeker, and in the profile quote
    seeker_job = 0  # said of the seeker, but only in the job quote
    main_from_job = False  # the same, in the point's main clause ("You've led a migration")
    named_from_job = number_from_job = False  # the same, for a name or a number
    supported = unsupported = 0  # plain words, in a quote or in neither
    unsupported_of_seeker: set[str] = set()
    shared_name = False  # a name both quotes give ("IOSH" of "IOSH or NEBOSH")
    profile_names: list[_Item] = []  # names the point takes from one quote only
    job_names: list[_Item] = []
    named_elsewhere = False  # a name the profile has, but neither quote
    for item in point.items:
        of_seeker = item.side == _YOU
        in_profile = (evidence if of_seeker else profile_quote).supports(item)
        in_job = job_quote.supports(item)
        if item.kind == "word" and item.key in _STANDING_STEMS and not in_profile:
            continue  # "You hold current HCPC registration" of "HCPC registered"
        if item.kind == "number":
            if of_seeker and in_profile and _years_not_counted(item, point, evidence):
                in_profile = False  # "over five years" of "5-star": the quote counts no years
            if of_seeker and not in_profile and _years_of_a_range(item, point, profile_quote):
                in_profile = True  # "two years" of "2020-2022": the seeker's, not the job's 2
            if not (in_profile or in_job):
                if (
                    _multiple_shown(item, profile_quote, job_quote)
                    or (
                        _said_as_times(item.key, point.words)
                        and _multiple_shown(
                            item._replace(key="x" + item.key), profile_quote, job_quote
                        )
                    )
                    or _counts_offers(item, job_quote)
                    or _counts_its_names(item, point, profile_quote, job_quote)
                    or _counts_the_list(item, point, job_quote)
                    or _change_between(item, point, profile_quote)
                ):
                    continue  # worked out from the quotes, not a number of its own
                return FaithReason.NUMBER_NOT_IN_QUOTES
            if of_seeker:
                if in_profile:
                    seeker_profile += 1
                elif item.key not in _duty_numbers(text):
                    # Not what the seeker would do there: "here you'd be running 14".
                    number_from_job = True
            continue
        if item.is_named:
            if not (in_profile or in_job):
                if _names_the_job(item, sent):
                    supported += 1
                    continue
                if any(sent.profile_shows(name) for name in _all_names(item)):
                    # "You own a $42M brand P&L at Coastline": the profile has it, but not
                    # the quote, so the page says it in its own words.
                    named_elsewhere = True
                    continue
                return FaithReason.TERM_NOT_IN_QUOTES
            supported += 1
            if in_profile != in_job:
                (profile_names if in_profile else job_names).append(item)
            else:
                shared_name = True
            if of_seeker and not in_profile:
                named_from_job = True
        elif item.kind == "word":
            if in_profile or in_job:
                supported += 1
            elif not item.predicate:
                unsupported += 1
                if of_seeker:
                    unsupported_of_seeker.add(item.key)
        if of_seeker and item.kind != "cjk":
            if in_profile:
                seeker_profile += 1
            elif in_job and not item.predicate and item.key not in _KIND_NOUNS:
                seeker_job += 1
                main_from_job = main_from_job or item.main
    if unsupported_of_seeker and _credential_unshown(point, evidence, unsupported_of_seeker):
        # "You are certified in spirometry" from "ran diabetes clinics": a credential for
        # something neither quote says.
        return FaithReason.TERM_NOT_IN_QUOTES
    if number_from_job:
        # A number said of the seeker that only the job has ("You have led a brigade of 8"
        # from "trained 4 commis chefs").
        return FaithReason.NUMBER_NOT_IN_QUOTES
    if (seeker_job or named_from_job) and not seeker_profile:
        # Everything it says the seeker has comes from the job ("You are an SEO expert" from
        # "copywriting").
        return FaithReason.CLAIMED_FROM_JOB
    share = _share(profile_quote, job_quote)
    if unsupported and not supported and not (profile_names or job_names or seeker_profile):
        # About something neither quote says; the quotes may still relate.
        return Wording.PAGE if share else FaithReason.NOT_ABOUT_QUOTES
    if (
        named_elsewhere
        or _rank_overstated(point, evidence)
        or _role_of_another(point, evidence)
        or _assisting_dropped(point, evidence)
        or _shared_work_dropped(point, profile_quote, sent)
        or _part_dropped(point, profile_quote)
        or _level_dropped(point, evidence)
        or _level_raised(point, evidence)
        or _achievement_of_others(point, evidence)
        or _engagement_raised(point, evidence)
        or _frequency_raised(point, evidence)
        or _independence_added(text, evidence)
    ):
        # "You led the analysis" from "assisted with the analysis"; "You know Python" from
        # "Python (basic)".
        return Wording.PAGE
    if named_from_job or main_from_job or seeker_job >= max(seeker_profile, 1):
        # Part of what it says the seeker has is the job's: a judgement at best.
        return Wording.PAGE
    if unsupported > supported + 1:
        return Wording.PAGE  # it says more in words of its own than its quotes show
    if (
        not (shared_name and not unsupported)
        and any(_alien(item, job_quote) for item in profile_names)
        and any(_alien(item, profile_quote) for item in job_names)
    ):
        return Wording.PAGE  # different named things, judged related ("Power BI", "Tableau")
    if not share and not seeker_profile:
        return Wording.PAGE
    return Wording.MODEL


# That a credential stands, in the job's words: the profile quote gives it as it stands, and
# what would take it back (lapsed, expired, booked) is read before this.
_STANDING_STEMS = frozenset(stem(word) for word in "current currently valid".split())


# What kind of thing the seeker's is, in the job's word: "Your criminology degree" of "BA
# Criminology", "Your Team Teach training". The kind says nothing the profile quote does not:
# it neither counts as the job's nor as the profile's.
_KIND_NOUNS = frozenset(
    stem(word)
    for word in "degree qualification certificate certification training course membership "
    "campaign campaigns".split()
)


def _alien(item: _Item, other: _Quote) -> bool:
    """A named thing none of whose words the other quote has: "Tableau" for "Power BI"."""
    return other.words.isdisjoint(_name_stems(item.kind, item.key))


@lru_cache(maxsize=16384)
def _name_stems(kind: str, key: str) -> frozenset[str]:
    """The stems of every word of every name of a named item (its group's, for a known name)."""
    names_of = _all_names(_Item(kind, key)) if kind == "name" else (key,)
    return frozenset(
        stem(part)
        for name in names_of
        for word in name.split()
        for part in _compound_parts(word)
        if part not in _STOP_WORDS
    )


# Words of rank, by family: said of the seeker, the profile quote must give one of the same
# family ("You led the analysis" from "assisted with the analysis" says more than it; "You
# supervised shifts" from "shift supervisor" does not).
_RANK_FAMILIES = (
    "lead leader leaders leadership leading",
    "manage manager managers management managing",
    "head heads heading",
    "supervise supervisor supervisors supervision supervisory supervising",
    "director directors directed directing",
    "oversee oversight overseeing",
    "chair chairs chaired chairing",
    "spearhead spearheaded",
    "mentor mentors mentored mentoring",
    "coach coaches coached coaching",
    "charge",  # "the nurse in charge", "in charge of the night shift"
    "present presents presented presenting presentation presentations",  # not "drafted"
)
_RANK_FAMILY = {
    stem(word): frozenset(stem(member) for member in family.split())
    for family in _RANK_FAMILIES
    for word in family.split()
}


# "Managed" is a rank, but not over money, stock or work ("managed a combined spend of £150k",
# "managed stock levels"): there it says what was done, not a rank.
_MANAGE = _RANK_FAMILY[stem("manage")]
_NOT_RANKED = frozenset(
    stem(word)
    for word in """
    budget budgets spend spending stock stocks inventory cash cost costs account accounts
    portfolio campaign campaigns content data risk risks payroll time workload expectation
    expectations relationship relationships book books ledger ledgers invoice invoices order
    orders bookings booking calendar diary schedule schedules rota rotas social media
    """.split()
)


# Words that put the seeker below a rank the quote names: "deputy to the store manager".
_BELOW_RANK = frozenset(
    """
    deputy deputised deputized deputise deputize deputising deputizing assistant assisted
    assisting assist supported supporting helped helping junior trainee shadowed shadowing
    apprentice backup back-up stand-in acting relief
    """.split()
)


# An achievement whose subject is not the seeker: "The hotel won the 2024 Scottish Hotel
# Awards", "our team grew revenue by 45%", "we won".
_ACHIEVED = (
    r"(?:won|grew|achieved|earned|received|secured|became|doubled|tripled|reached|exceeded"
    r"|was\s+(?:named|rated"
    r"|awarded|voted|judged|shortlisted)|were\s+(?:named|rated|awarded|voted|judged))\b"
)
_THEIR_ACHIEVEMENT = re.compile(
    rf"(?:^|[.;:!?(]\s*)(?:(?:the|our|my)\s+(?:\w+\s+){{1,2}}?|we\s+){_ACHIEVED}"
    # "part of the site team that achieved a 98% score"
    rf"|\bteam\s+(?:that|which|who)\s+{_ACHIEVED}"
)


# A job quote that opens with one (or with "we" and one) is the employer's history.
_EMPLOYERS_ACHIEVEMENT = re.compile(rf"^(?:(?:we|our\s+\w+(?:\s+\w+)?)\s+)?{_ACHIEVED}")


# Work said to be done alone or unsupervised ("you carry out independently", "single-handed"),
# and the words a profile quote says so in.
_INDEPENDENCE_CLAIMED = re.compile(
    r"\b(?:independent(?:ly)?|unsupervised|unaided|single-?handed(?:ly)?|solo|on\s+your\s+own"
    r"|by\s+yourself|sole(?:ly)?|without\s+(?:help|support|supervision|oversight))\b",
    re.IGNORECASE,
)
_INDEPENDENCE_SHOWN = re.compile(
    r"\b(?:independent|unsupervised|unaided|single|solo|sole|own|alone|myself|autonomous|"
    r"without\s+(?:help|support|supervision|oversight))",
    re.IGNORECASE,
)


def _independence_added(text: str, evidence: _Quote) -> bool:
    """The point says the seeker works alone or unsupervised, and the profile quote does not:
    "Structured medication reviews you carry out independently" of "completed structured
    medication reviews observed by a GP"."""
    return bool(_INDEPENDENCE_CLAIMED.search(text)) and not _INDEPENDENCE_SHOWN.search(
        evidence.text
    )


def _frequency_raised(point: _Reading, evidence: _Quote) -> bool:
    """Now and then, said as most of the time: "You step in as manager on duty on most
    overnight shifts" from "acted as manager on duty on overnight shifts twice a month"."""
    return (
        not _OFTEN.isdisjoint(point.words)
        and _OFTEN.isdisjoint(evidence.reading.words)
        and _NOW_AND_THEN.search(evidence.normalised) is not None
    )


_OFTEN = frozenset("most every always usually regularly routinely daily nightly".split())
_NOW_AND_THEN = re.compile(
    r"\b(?:(?:once|twice|\w+\s+times)\s+(?:a|per|each|every)\s+(?:week|fortnight|month|quarter"
    r"|year|term|season)|occasional(?:ly)?|sometimes|ad[- ]hoc|from\s+time\s+to\s+time"
    r"|now\s+and\s+(?:then|again)|when\s+needed|as\s+needed|as\s+required)\b"
)


def _engagement_raised(point: _Reading, evidence: _Quote) -> bool:
    """Freelance or volunteer work given as a job on the staff or a paid one: "Your staff
    editor role at CBC Docs" from "Freelance editor for CBC Docs"."""
    return not _UNSALARIED.isdisjoint(evidence.reading.words) and not _SALARIED.isdisjoint(
        point.words
    )


_UNSALARIED = frozenset("freelance freelancer freelancing volunteer volunteering unpaid".split())
_SALARIED = frozenset("staff paid salaried employed employee in-house permanent".split())


def _achievement_of_others(point: _Reading, evidence: _Quote) -> bool:
    """The profile quote gives the achievement to the hotel, the team or "we", and the point
    gives it to the seeker ("You won City Hotel of the Year")."""
    return _THEIR_ACHIEVEMENT.search(evidence.normalised) is not None and any(
        item.side == _YOU and item.main for item in point.items
    )


def _stood_in(point: _Reading, evidence: _Quote) -> bool:
    """The profile quote has the seeker standing in for someone ("covered for the room
    leader"), and the point does not say so."""
    return (
        not _STANDING_IN_WORDS.isdisjoint(evidence.reading.words)
        and _STOOD_IN.search(evidence.normalised) is not None
        and _STOOD_IN.search(" ".join(point.words)) is None  # not "covering their year of"
    )


def _role_of_another(point: _Reading, evidence: _Quote) -> bool:
    """A name the point gives the seeker that the profile quote gives to someone the seeker
    helped or stood in for ("You have worked as a SENCo" from "deputised for the SENCo")."""
    if not _ASSISTING_WORDS.isdisjoint(point.words) or _STOOD_IN.search(" ".join(point.words)):
        return False  # the point says so too: "You supported the TUPE transfer"
    text = evidence.normalised
    for item in point.items:
        if item.side != _YOU or not item.is_named or not evidence.supports(item):
            continue
        written = _all_names(item) if item.kind == "name" else frozenset({item.key})
        if any(
            _someone_elses(text, start) or _STAND_IN_AFTER.match(text, end)
            for name in written
            for start, end in occurrences(name, text)
        ):
            return True
    return False


# A role held only to stand in: "act as DPS stand-in when the GM is off".
_STAND_IN_AFTER = re.compile(r"\s+(?:stand-in|relief|cover)\b")


# Words with the letters of a rank that say none: "met head-on", "speaks directly to".
_NOT_RANK_WORDS = frozenset("head-on directly direct indirect indirectly".split())


def _rank_overstated(point: _Reading, evidence: _Quote) -> bool:
    """A rank said of the seeker that the profile quote does not give, or gives only to
    someone the seeker assisted ("As a store manager" from "deputy to the store manager")."""
    items = point.items
    not_said = {
        stem(part)
        for word in _NOT_RANK_WORDS.intersection(point.words)
        for part in word.split("-")
    }
    if not_said:
        not_said -= {stem(word) for word in point.words if word not in _NOT_RANK_WORDS}
    below = (
        not _BELOW_RANK.isdisjoint(evidence.reading.words)
        and _BELOW_RANK.isdisjoint(point.words)
        or _stood_in(point, evidence)
    )
    for index, item in enumerate(items):
        if item.side != _YOU:
            continue
        if item.kind == "proper" and below:
            # A title in capitals: "As Site Manager" from "Assistant Site Manager".
            if stem(item.key) in _RANK_FAMILY:
                return True
            continue
        if not (item.kind == "word" and item.key in _RANK_FAMILY) or item.key in not_said:
            continue
        if item.key in _MANAGE:
            following = [
                other.key for other in items[index + 1 : index + 4] if other.kind == "word"
            ]
            if not _NOT_RANKED.isdisjoint(following[:2]):
                continue
        if below or not any(evidence.has_word(member) for member in _RANK_FAMILY[item.key]):
            return True
    return False


# Words that put a skill at a low level: a point that leaves them out says more than its quote.
_LOW_LEVEL_WORDS = frozenset(
    """
    basic basics beginner beginners elementary novice introductory limited
    grundkenntnisse grundlagen anfänger básico básica basico basica principiante iniciante
    a1 a2
    """.split()
)


# Helping with someone else's work: "assisted on a VISSIM model", "contributed to the
# migration", "helped the head baker cost new lines" (not "helped 40 customers a day", nor
# "supporting a caseload of 30 patients", the seeker's own work).
_ASSISTING = re.compile(
    r"(?<!\w)under\s+(?:the\s+|close\s+)?supervision\b|"
    rf"(?<!\w)(?:{_HELPING}|contributed|contributing)"
    r"\s+(?:on|with|to|in|at)\s+\w"
    rf"|(?<!\w)(?:{_HELPING})"
    r"\s+(?:the|our|my|a|an|their)\s+(?:\w+\s+){0,2}(?:head|lead|leader|manager|chef|baker|nurse"
    r"|teacher|director|senior|supervisor|partner|hrbp|consultant|engineer|architect|editor"
    r"|officer|sister|matron|sencos?|deputy|specialist|analyst|coordinator|executive|planner"
    r"|buyer|developer|designer|technician|pharmacist|accountant|controller|administrator"
    r"|therapist|physio|surveyor|producer)\b"
    # "helped run the consultation", "contributed 40 patterns to", "assistant editor on"
    # (Not "helped colleagues move off Libra": whom the seeker helped.)
    r"|(?<!\w)(?:helped|helping)\s+(?:to\s+)?(?!(?:colleagues|customers|clients|patients"
    r"|students|pupils|staff|users|families|people|others|members|learners|guests|with|the)\b)"
    r"[^\W\d_]{3,}\b"
    r"|(?<!\w)contributed\s+[^;.,]{1,40}?\bto\b|(?<!\w)assistant\s+[^\W\d_]{3,}"
    # "took part in the flagship refit as one of three VMs under the regional VM manager"
    r"|(?<!\w)(?:took|taking|take|takes)\s+part\s+in\b|(?<!\w)participated\s+in\b"
    r"|(?<!\w)as\s+one\s+of\s+(?:the\s+)?(?:\w+\s+)?\w+\s+under\b"
    # Work another led: "the Esker project led by the finance controller", "mené par le
    # contrôleur de gestion", "liderado por la jefa de turno", "geleitet von".
    r"|(?<!\w)(?:led|managed|run|headed|owned|directed)\s+by\s+(?:the|a|an|our|my|their|his"
    r"|her)\s"
    r"|(?<!\w)(?:mené|menée|dirigé|dirigée|piloté|pilotée|coordonné|coordonnée)s?\s+par\s"
    r"|(?<!\w)(?:dirigid|liderad|coordinad|guidat|coordinat)[oa]s?\s+(?:por|da|dal|dalla)\s"
    r"|(?<!\w)(?:geleitet|geführt)\s+(?:von|vom|durch)\s|(?<!\w)geleid\s+door\s"
    r"|(?<!\w)leitung\s+durch\s|(?<!\w)mitarbeit\s+(?:im|in|an|bei)\b"
    # Taking part, in the other languages of our seekers: "j'ai participé au projet".
    r"|(?<!\w)(?:participé|participado|participei|partecipato|teilgenommen|mitgewirkt"
    r"|meegewerkt|contribué|contribuido)\b"
)
_ASSISTING_WORDS = _BELOW_RANK | frozenset(
    "help support contributed contributing contribute alongside supervision supervised direction"
    " directed guidance participated participating".split()
    + "participé participation participado participei participação partecipato teilgenommen "
    "mitgewirkt meegewerkt contribué contribuido aidé ayudado geholfen unterstützt mitarbeit "
    "mitgearbeitet".split()
)


def _assisting_dropped(point: _Reading, evidence: _Quote) -> bool:
    """The profile quote has the seeker helping with work, the point has them doing it:
    "You've built VISSIM models" from "assisted on a VISSIM microsimulation model"."""
    return _ASSISTING_WORDS.isdisjoint(point.words) and (
        _ASSISTING.search(evidence.normalised) is not None
    )


# Helping with it, or sharing it, said in the profile right before a quote that leaves that
# out: "helped draft, with the governance lead, a data quality policy", "co-wrote with a
# consultant a tube-feeding guideline". (Not over an "and" or a bracket: "supported 3 wards
# and wrote", "immunisations (assisted at flu clinics), safeguarding".)
_SHARED_BEFORE = re.compile(
    rf"(?<!\w)(?:{_HELPING}|contributed\s+to|jointly|co-\w+)"
    r"\s(?:(?!\band\b)[^;.:!?\n()])*$"
)


def _shared_work_dropped(point: _Reading, profile_quote: _Quote, sent: _SentText) -> bool:
    """Where the profile says the seeker helped with or shared what the quote names, and the
    point has them doing it alone: "You wrote a tube-feeding guideline"."""
    words = point.words
    tools = {item.key for item in point.items if item.kind in ("proper", "named")}
    if not _ASSISTING_WORDS.isdisjoint(words) or any(
        word.startswith("co-")
        or word in ("jointly", "together")
        # "with the team", "with radiology"; not "with Autopilot", a tool, nor "with every
        # home visit", "with 40 clients".
        or (
            word == "with"
            and index + 1 < len(words)
            and index + 1 not in point.in_names
            and words[index + 1] not in tools
            and words[index + 1] not in _QUANTIFIERS
            and words[index + 1] not in ("this", "it")  # "that comes with this role"
            and _number_value(words[index + 1]) is None
        )
        for index, word in enumerate(words)
    ):
        return False
    if _SHARED_IN_QUOTE.search(profile_quote.normalised) and not _says_shared(
        point.words, profile_quote
    ):
        return True  # "co-ran a weekly knee class as second physio": "You run a knee class"
    return _every_occurrence(
        profile_quote.normalised,
        sent.evidence,
        lambda value, start, end: (
            _SHARED_BEFORE.search(value, max(0, start - 60), start) is not None
            or _ANOTHER_AND_I.search(value, max(0, start - 60), end) is not None
        ),
    )


_QUANTIFIERS = frozenset("every each all any no many several".split())


# Work shared or done as someone's second, said in the quote itself: "co-hosted", "jointly
# with my preceptor", "as second adviser", "as secondary worker", "as backup coordinator".
_SHARED_IN_QUOTE = re.compile(
    r"(?<![\w-])co-[^\W\d_]+|\bjointly\b|\bas\s+(?:a\s+|the\s+)?(?:second|secondary|backup"
    r"|back-up)\b"
    # "part of a team that cut claim cycle time by 18%": the team's result.
    r"|\b(?:part|member)\s+of\s+(?:a|the|our|an)\s+(?:[\w-]+\s+){0,3}"
    r"(?:team|group|squad|crew|panel|committee)(?:\s+of\s+\w+)?\s+(?:that|which|who)\b"
    # "our TripAdvisor score went from 4.2 to 4.6": a result of all of "us".
    r"|^our\s+(?:[\w-]+\s+){0,3}(?:went|rose|grew|fell|dropped|increased|improved|climbed|moved)"
    r"\b"
    # "our team of 8 kept CSAT above 94%": the team's result, the team the subject.
    r"|(?:^|[;:.,]\s*)our\s+(?:[\w-]+\s+){0,2}(?:team|group|squad|crew|department|unit|ward)"
    r"(?:\s+of\s+\w+)?\s+(?!(?:of|and|in|at|for|to|with|on|from|by|as|is|was|members?)\b)"
    r"[^\W\d_]{3,}\b"
    # The same in the other languages of our seekers: "formé parte del grupo de trabajo que",
    # "j'ai fait partie de l'équipe", "integrei a equipa que", "war Teil des Teams".
    r"|\b(?:formé|formó|formaba|hice|fiz|faço|fazia)\s+parte\s+(?:del?|da|do|dos|das)\b"
    r"|\bfait\s+partie\s+(?:de|du|des)\b|\bteil\s+(?:des|eines)\b"
    r"|\b(?:fatto|faceva|faccio)\s+parte\b|\bdeel\s+uit\s+van\b"
    r"|\bintegrei\s+(?:a|o)\s+(?:equipa|equipe|grupo)\b"
    # "reduced month-end close from 8 to 5 days as part of a finance team project".
    r"|\bas\s+part\s+of\s+(?:a|the|our|an)\s+(?:[\w-]+\s+){0,3}"
    r"(?:team|group|squad|crew|project|programme|program|panel|committee)\b"
    # "the hotel's score rose to 4.7 under the general manager's service programme".
    r"|\bunder\s+(?:the|my|our|a|an)\s+(?:[\w-]+\s+){0,3}[\w-]+(?:'s|’s)\s"
    # "set up conversions API for 4 clients with the agency's developer": with another.
    # (In brackets, without "the": "P&L review (with district manager)".)
    r"|(?:\bwith\s+(?:the|my|our|a|an|one\s+other|another|two\s+other|two|three|four|five"
    r"|\d+)|\(\s*with)\s+"
    r"(?:[\w-]+(?:'s|’s)\s+)?(?:[\w&.-]+\s+)?(?:developer|engineer|colleague|analyst|manager|consultant|partner|nurse"
    r"|chef|designer|teacher|adviser|advisor|specialist|architect|officer|accountant|lead"
    r"|supervisor|mentor|director|head|controller|fd|cfo|ceo|cto|coo|editor|writer|producer"
    r"|coordinator|therapist|physio|pharmacist|doctor|gp|planner|buyer|auditor|trainer|agency"
    r"|agencie|consultancy|contractor|supplier|vendor)s?\b"
)
# ... and the words a point says so with.
_SHARED_SAID = frozenset(
    "jointly together shared sharing second secondary backup alongside partner partnered team "
    "teams".split()
    + "equipo equipa equipe équipe grupo groupe juntos juntas ensemble zusammen gemeinsam "
    "insieme samen".split()
)


def _says_shared(words: tuple[str, ...], profile_quote: _Quote) -> bool:
    """Whether a point says the work was shared. A "team" the quote names too is a thing,
    not a word of sharing ("the team's monitoring playbook"); a "part" is one only of a
    team or taken ("took part", "part of the team"), not "the monitoring part of their
    requirement"."""
    said = _SHARED_SAID.intersection(words)
    if said - {"team", "teams"} or said - set(profile_quote.words):
        return True
    if said and any(
        word in ("team", "teams") and index and words[index - 1] in ("your", "a")
        for index, word in enumerate(words)
    ):
        return True  # "Your team of 8 kept CSAT above 94%" of "our team of 8 kept ..."
    return any(
        word == "part"
        and (
            (index and words[index - 1] in ("took", "take", "takes", "taking"))
            or not _SHARED_TEAMS.isdisjoint(words[index + 1 : index + 5])
        )
        for index, word in enumerate(words)
    )


_SHARED_TEAMS = frozenset("team teams group squad crew project panel committee".split())


# "the store manager and I run the weekly KPI reviews": done with another, in one clause.
_ANOTHER_AND_I = re.compile(
    r"(?:^|[;.:!?\n(),])\s*(?:the|my|our|a|an)\s+(?:[^\W\d_][\w'-]*\s+){0,3}and\s+i\b"
)


def _every_occurrence(
    normalised_quote: str, values: Iterable[str], holds: Callable[[str, int, int], bool]
) -> bool:
    """Whether the quote occurs in these values, and `holds` of every occurrence (value,
    start, end): one place that does not say it is enough to rest on."""
    found = False
    for value in values:
        for start, end in occurrences(normalised_quote, value):
            if not holds(value, start, end):
                return False
            found = True
    return found


_PART_WORDS = frozenset(
    "partway part-way halfway partly partially some towards toward progress".split()
)
# "2 of 4 units passed", "4 out of 6 exams": a part of the whole.
_PART_OF = re.compile(r"\b(\d+)\s+(?:of|out\s+of)\s+(?:the\s+)?(?:[^\W\d_][\w']*\s+)?(\d+)\b")


# A share of a thing, in the quote: "wrote the security sections of RFP responses", "ran the
# crew side of the rollout"; and the words a point makes the whole of it with.
_SHARE_OF = re.compile(r"\b(?:sections?|parts?|portions?|chapters?|elements?|side|share)\s+of\b")
_WHOLE_WORDS = frozenset("full entire whole complete end-to-end".split())


def _part_dropped(point: _Reading, profile_quote: _Quote) -> bool:
    """The profile quote gives a part of a whole ("AAT Level 2 (2 of 4 units passed)") and the
    point does not say which part: "You have completed AAT Level 2", "all 6 exams"; or it
    gives a share of a thing and the point says the whole ("full RFP responses")."""
    if (
        not _WHOLE_WORDS.isdisjoint(point.words)
        and _WHOLE_WORDS.isdisjoint(profile_quote.reading.words)
        and _SHARE_OF.search(profile_quote.normalised)
    ):
        return True
    parts = [
        match.group(1)
        for match in _PART_OF.finditer(profile_quote.normalised)
        if int(match.group(1)) < int(match.group(2))
    ]
    if not parts or not _PART_WORDS.isdisjoint(point.words):
        return False  # "You are partway through the NPQ" of "Year 1 of 2"
    said = " ".join(point.words)
    return not any(re.search(rf"\b{part}\s+(?:of|out\s+of)\b", said) for part in parts)


def _level_dropped(point: _Reading, evidence: _Quote) -> bool:
    """The profile quote puts the skill at a low level and the point does not say so."""
    low = _low_level_words(evidence.reading.words)
    if low and not low & _low_level_words(point.words):
        return True
    status = _LEVEL_STATUS.search(evidence.normalised)
    return status is not None and status.group(1) not in point.words


# A level given as a status after an item: "behaviour management (developing)". (As plain
# words these say other things: "developing React apps".)
_LEVEL_STATUS = re.compile(
    r"[(,:;]\s*(?:still\s+)?(developing|improving|emerging)(?=\s*(?:[),;.]|$))"
)


# Words that put a skill at a high level: said of the seeker, the profile quote must say so
# too ("You are an expert in behaviour management" from "behaviour management").
_HIGH_LEVEL_WORDS = frozenset(
    """
    expert experts expertise advanced fluent fluently fluency native proficient proficiency
    mastery extensive deep solid seasoned veteran specialist complex sophisticated
    """.split()
)
_HIGH_LEVEL_STEMS = frozenset(stem(word) for word in _HIGH_LEVEL_WORDS)


# High levels a name may carry ("Advanced Excel"), and the lower ones a quote may give.
_LEVEL_IN_A_NAME = frozenset("advanced expert fluent proficient".split())
_QUOTED_LEVELS = _LOW_LEVEL_WORDS | frozenset("intermediate conversational b1 b2".split())


_SOLID_RELATIONS = frozenset(
    (word,) for word in "footing start fit match overlap link basis springboard".split()
)


def _level_raised(point: _Reading, evidence: _Quote) -> bool:
    """A high level said in the point's main clause, about the seeker, that the profile quote
    does not give."""
    for index, word in enumerate(point.words):
        if index and (word in _JOB_MARKERS or word in _CLAUSE_WORDS):
            return False  # the rest is what the point relates the seeker's words to
        if index in point.in_names:
            # "React Native" is a name, not a level; but "advanced Excel" of "Excel
            # (intermediate)" raises the level the quote gives.
            if word in _LEVEL_IN_A_NAME and not _QUOTED_LEVELS.isdisjoint(evidence.reading.words):
                return True
            continue
        if word == "solid" and point.words[index + 1 : index + 2] in _SOLID_RELATIONS:
            continue  # "a solid footing for the larger schemes": a relation, not a level
        if word in _HIGH_LEVEL_WORDS and not any(
            evidence.has_word(key) for key in _HIGH_LEVEL_STEMS if key[:4] == stem(word)[:4]
        ):
            return True
    return False


@lru_cache(maxsize=4096)
def _low_level_words(words: tuple[str, ...]) -> frozenset[str]:
    return frozenset(
        part
        for word in words
        for part in _SPLIT_PARTS.split(word)
        if part in _LOW_LEVEL_WORDS or part.startswith(("grundkenntnis", "grundlage"))
    )


# A point that speaks of the role the seeker wants, not of what they have.
_WISH_WORDS = frozenset(
    "want wants wanted looking seeking seek desired desire hope hoping aim aiming interested "
    "target targeting aspire aspiring goal prefer".split()
)


_CREDENTIAL = ("certif", "accredit", "licens", "licenc", "qualif", "chartered")


def _credential_unshown(point: _Reading, evidence: _Quote, unsupported: set[str]) -> bool:
    """The point gives the seeker a credential in something neither quote says ("certified
    in spirometry", "licensed for"), and the profile quote names no credential."""
    if any(word.startswith(_CREDENTIAL) for word in evidence.reading.words):
        return False
    words = point.words
    for index, word in enumerate(words[:-1]):
        if not word.startswith(_CREDENTIAL) or words[index + 1] not in _CREDENTIAL_IN:
            continue
        following = [other for other in words[index + 2 : index + 5] if other not in _STOP_WORDS]
        if any(stem(other) in unsupported for other in following[:2]):
            return True
    return False


_CREDENTIAL_IN = frozenset("in for as on".split())  # "certified in spirometry"


def _counts_offers(item: _Item, job_quote: _Quote) -> bool:
    """How many alternatives the job quote offers: "one of the two frameworks they name" of
    "Playwright or Selenium"."""
    if not item.key.isdigit() or not _ALTERNATIVES.search(
        _without_names(job_quote.text, job_quote.normalised)
    ):
        return False
    return int(item.key) == len(_offers(job_quote.text))


# Years in the languages of our seekers: "7 Jahre", "6 años", "5 ans".
_YEARS_WORDS = frozenset(
    "year years yrs jahr jahre jahren ans années años anos anni jaar jaren lat".split()
)


def _counts_years(number: str, words: tuple[str, ...]) -> bool:
    """Whether `number` stands in these words as a count of years: "5 years", "five full
    years", "7 Jahre" (not "classes of 28; their Year 4", nor "a Level 3 Early Years")."""
    for index, word in enumerate(words):
        if _number_value(word) != number:
            continue
        after = words[index + 1 : index + 3]
        if after[:1] and after[0] in _YEARS_WORDS:
            # "three Year 3 students" counts pupils of a year group.
            if len(after) < 2 or _number_value(after[1]) is None:
                return True
            continue
        if len(after) == 2 and after[0] in ("full", "plus", "whole") and after[1] in _YEARS_WORDS:
            return True
    return False


def _years_not_counted(item: _Item, point: _Reading, quote: _Quote) -> bool:
    """A number of years the point gives that the quote has only as a count of something
    else: "over five years" of "(412 rooms, 5-star)"."""
    return (
        item.key.isdigit()
        and _counts_years(item.key, point.words)
        and not _counts_years(item.key, quote.reading.words)
    )


def _years_of_a_range(item: _Item, point: _Reading, profile_quote: _Quote) -> bool:
    """Years the profile quote's dates span, or fewer: "12 years as an approved electrician"
    of "2011-2023 JLH Electrical: approved electrician", "six years" of "2019-present"."""
    if item.side != _YOU or not item.key.isdigit():
        return False
    words = point.words
    if not any(
        _number_value(word) == item.key and words[index + 1 : index + 2] in (("years",), ("yrs",))
        for index, word in enumerate(words[:-1])
    ):
        return False
    this_year = date.today().year
    spans = [
        (int(match.group(2)) if match.group(2).isdigit() else this_year) - int(match.group(1))
        for match in _YEARS_SPAN.finditer(profile_quote.normalised)
    ]
    return any(0 < int(item.key) <= span for span in spans)


def _change_between(item: _Item, point: _Reading, quote: _Quote) -> bool:
    """A change two of the quote's numbers make, as a percentage of the first ("a 60% cut" of
    "from 800 ms to 320 ms") or, said as a change ("by 3 days", "13 points"), by difference.
    Not a number the point gives as where it went: "cut the close to 3 days" of "8 to 5"."""
    if not item.key[:1].isdigit() or len(quote.numbers) < 2:
        return False
    words = point.words
    places = [index for index, word in enumerate(words) if _number_value(word) == item.key]
    before = {words[index - 1] if index else "" for index in places}
    if not before.isdisjoint(_TO_OR_FROM):
        return False
    by_difference = not before.isdisjoint(_BY) or any(
        words[index + 1 : index + 2] in (("points",), ("point",)) for index in places
    )
    value = Decimal(item.key)
    for match in _FROM_TO.finditer(quote.normalised):
        first, second = (_number_value(number.rstrip("%")) for number in match.groups())
        if first is None or second is None or not (first + second)[:1].isdigit():
            continue
        start, end = Decimal(first), Decimal(second)
        change = abs(start - end)
        if start and ((by_difference and change == value) or round(change / start * 100) == value):
            return True
    return False


# "from 800 ms to 320 ms", "from 61% to 74%", "from 8 to 5 working days".
_FROM_TO = re.compile(r"\bfrom\s+(\d[\d,.]*%?)\s*(?:[^\W\d_]+\s+)?to\s+(\d[\d,.]*%?)")


def _counts_its_names(
    item: _Item, point: _Reading, profile_quote: _Quote, job_quote: _Quote
) -> bool:
    """A number that counts the names the point gives: "Bullhorn and LinkedIn Recruiter are
    the same two the firm uses", "your NVQ Level 3 and HNC are the two qualifications"."""
    words = point.words
    if not any(
        _number_value(word) == item.key and index and words[index - 1] in _COUNTING_BEFORE
        for index, word in enumerate(words)
    ):
        return False
    shown = {
        other.key
        for other in point.items
        if other.is_named and (profile_quote.supports(other) or job_quote.supports(other))
    }
    # Not the kind the names are of: "the two observability tools" of Prometheus and Grafana.
    counted = {key for key in shown if shown.isdisjoint(names.instances(key))}
    return str(len(counted)) == item.key


_COUNTING_BEFORE = frozenset("the same these those both all".split())


def _counts_the_list(item: _Item, point: _Reading, job_quote: _Quote) -> bool:
    """Numbers that count what the job quote lists: "two of the three MLOps pieces they
    list" of "MLOps: experiment tracking, model registry, monitoring", "one of the two
    therapies they single out"."""
    words = point.words
    listed = str(len(_listed_items(job_quote.text)))
    for index in range(len(words) - 3):
        some, of, the, whole = words[index : index + 4]
        if of != "of" or the not in ("the", "their", "its") or _number_value(whole) != listed:
            continue
        counted = "1" if some == "one" else _number_value(some)
        if item.key == listed and (some in ("all", "both") or counted is not None):
            return True
        if counted == item.key and Decimal(counted) <= Decimal(listed):
            return True
    return False


def _listed_items(text: str) -> list[str]:
    """The items a requirement lists, after its colon if it has one: "MLOps: experiment
    tracking, model registry, monitoring" lists three."""
    listed = text.rpartition(":")[2] if ":" in text else text
    return [part for part in _LIST_SPLIT.split(listed) if part.strip(" ()")]


_LIST_SPLIT = re.compile(r",|;|&|/|\band\b|\bor\b", re.IGNORECASE)


def _said_as_times(number: str, words: tuple[str, ...]) -> bool:
    """Whether the point says this number as a multiple: "three times that"."""
    return any(
        following == "times" and _number_value(word) == number
        for word, following in pairwise(words)
    )


def _multiple_shown(item: _Item, profile_quote: _Quote, job_quote: _Quote) -> bool:
    """A multiple that the quotes' numbers make: "four years, twice the two they ask for";
    "more than twice" when the profile's is more than that."""
    if not item.key.startswith("x"):
        return False
    times = Decimal(item.key[1:])
    for mine in profile_quote.numbers:
        for theirs in job_quote.numbers:
            if not (mine[:1].isdigit() and theirs[:1].isdigit()) or Decimal(theirs) == 0:
                continue
            ratio = Decimal(mine) / Decimal(theirs)
            if ratio == times or 1 / ratio == times or (item.compare == "more" and ratio > times):
                return True  # theirs twice yours ("60 children, twice that") counts too
    return False


def _comparisons_hold(point: _Reading, profile_quote: _Quote) -> bool:
    """ "More than their 90" needs a number of the seeker's that is more than 90."""
    seeker_numbers = [
        Decimal(item.key)
        for item in point.items
        if item.kind == "number"
        and item.side == _YOU
        and not item.compare
        and item.key[:1].isdigit()
    ]
    for item in point.items:
        if item.kind != "number" or not item.compare or item.side == _YOU:
            continue
        if not item.key[:1].isdigit():
            continue  # "more than twice theirs", "hundreds": no value to compare
        value = Decimal(item.key)
        if not seeker_numbers:
            return False  # "Your payroll covered more than the 1,000+ employees they ask for"
        if item.compare == "more" and max(seeker_numbers) <= value:
            return False
        if item.compare == "less" and min(seeker_numbers) >= value:
            return False
    return True


def _number_misbound(point: _Reading, profile_quote: _Quote) -> bool:
    """A number put to other words than the profile quote puts it to: "You have 9
    first-author papers" from "9 papers, 2 as first author"."""
    quote_words = profile_quote.reading.words
    for index, word in enumerate(point.words):
        number = _number_value(word)
        if number is None or number not in profile_quote.numbers:
            continue
        if _change_misread(point.words[index - 1] if index else "", number, quote_words):
            return True
        if _unit_changed(point.words, index, quote_words):
            return True
        for counted in _counted_words(point.words, index + 1):
            places = [
                i for i, quoted in enumerate(quote_words) if counted in _content_stems(quoted)
            ]
            if len(places) != 1:
                continue
            after = quote_words[places[0] + 1 : places[0] + 4]
            if number in map(_number_value, after):
                continue  # the quote puts it after them: "(department average 71%)"
            before = [_number_value(w) for w in quote_words[max(0, places[0] - 3) : places[0]]]
            bound = [value for value in before if value is not None]
            if bound and bound[-1] != number:
                return True
    return False


# Units of time: "3 months" is not "3 weeks".
_TIME_UNITS = {
    word: unit
    for unit, forms in {
        "minute": "minute minutes min mins",
        "hour": "hour hours hr hrs",
        "day": "day days",
        "week": "week weeks wk wks",
        "month": "month months",
        "year": "year years yr yrs",
    }.items()
    for word in forms.split()
}


# How often, said of the number before it: "1.5 million monthly players" is not "daily".
_TIME_UNITS.update(
    {
        "hourly": "hour",
        "daily": "day",
        "nightly": "day",
        "weekly": "week",
        "monthly": "month",
        "yearly": "year",
        "annual": "year",
        "annually": "year",
    }
)
_SCALE_WORDS = frozenset("hundred thousand million billion k m bn".split())


def _unit_after(words: tuple[str, ...], index: int) -> str | None:
    """The unit of time right after words[index], past a multiplier ("1.5 million daily"), or
    the rate after what it counts ("2 million events an hour" is "per hour")."""
    after = words[index + 1 : index + 6]
    if after and after[0] in _SCALE_WORDS:
        after = after[1:]
    if not after:
        return None
    unit = _TIME_UNITS.get(after[0])
    if unit is not None:
        return unit
    for at in (1, 2):
        if at + 1 < len(after) and after[at] in _PER and after[at + 1] in _TIME_UNITS:
            if at == 2 and not _content_stems(after[1]):
                return None
            return "per " + _TIME_UNITS[after[at + 1]]
    return None


_PER = frozenset("a an per each every".split())


def _unit_changed(words: tuple[str, ...], index: int, quote_words: tuple[str, ...]) -> bool:
    """The point gives the number at words[index] in one unit of time, and its quote gives it
    only in another ("3 months" from "for 3 weeks in Aug 2024")."""
    unit = _unit_after(words, index)
    if unit is None:
        return False
    number = _number_value(words[index])
    units = {
        _unit_after(quote_words, i)
        for i, word in enumerate(quote_words)
        if _number_value(word) == number
    }
    return bool(units) and None not in units and unit not in units


# A change by so much, or to or from a level: "by 49%" is not "from 41% to 49%" (in German,
# "um 6" is not "von 10 auf 6").
_BY, _TO_OR_FROM = frozenset({"by", "um"}), frozenset({"to", "from", "auf", "von"})


_VAGUE_YEARS = frozenset("years decades decade".split())
_A_YEAR_BEFORE = frozenset(
    (before, article)
    for before in "for over than almost nearly about around".split()
    for article in ("a", "one")
)
# What shows years of something: "6 years", "since 2019", "2019-2024", "a decade".
_YEARS_SHOWN = frozenset("years yrs decade decades since".split())


_PERCENTED = re.compile(r"(\d[\d,]*(?:\.\d+)?)(\s*(?:%|percent\b|per\s+cent\b))?", re.IGNORECASE)


_PERCENT_SIGN = re.compile(r"[%％]|percent|per cent", re.IGNORECASE)


def _percents(text: str) -> tuple[set[str], set[str]]:
    """The numbers a text gives as percentages, and those it gives as counts."""
    percents: set[str] = set()
    counts: set[str] = set()
    for match in _PERCENTED.finditer(unicodedata.normalize("NFKC", text)):
        (percents if match.group(2) else counts).add(match.group(1).replace(",", ""))
    return percents, counts


def _percent_misread(text: str, *quotes: _Quote) -> bool:
    """A percentage said as a count, or a count as a percentage: "70 tickets a day" from
    "about 70% of tickets"."""
    texts = (text, *(quote.text for quote in quotes))
    if not any(_PERCENT_SIGN.search(each) for each in texts):
        return False  # no percentage anywhere: nothing to misread
    point_percents, point_counts = _percents(text)
    quote_percents: set[str] = set()
    quote_counts: set[str] = set()
    for quote in quotes:
        percents, counts = _percents(quote.text)
        quote_percents |= percents
        quote_counts |= counts
    return bool(
        (point_counts & quote_percents) - quote_counts
        or (point_percents & quote_counts) - quote_percents
    )


def _years_unshown(point: _Reading, profile_quote: _Quote) -> bool:
    """Years said without a number ("for years", "many years of") that the profile quote does
    not show: "6 months in 2024" is no "for years"."""
    words = point.words
    vague = any(
        # Not "five post-apprenticeship years": a number a word or two before them.
        (
            word in _VAGUE_YEARS
            and not any(
                _number_value(before.removesuffix("-plus")) is not None
                for before in words[max(0, index - 3) : index]
            )
        )
        # "for over a year", "more than a year" (not "30 cases a year": a rate)
        or (word == "year" and words[index - 2 : index] in _A_YEAR_BEFORE)
        for index, word in enumerate(words)
    )
    if not vague:
        return False
    quote_words = profile_quote.reading.words
    if not _YEARS_SHOWN.isdisjoint(quote_words) or _YEARS_SPAN.search(profile_quote.normalised):
        return False  # "3 years", "2020-present"
    years = {word for word in quote_words if len(word) == 4 and word[:2] in ("19", "20")}
    return len(years) < 2 and not any(_YEAR_RANGE.search(word) for word in quote_words)


_A_YEAR = re.compile(r"^(?:19|20)\d\d$")
_YEAR_RANGE = re.compile(r"^(?:19|20)\d\d[-–](?:(?:19|20)?\d\d|present|now|date)$")


def _change_misread(before: str, number: str, quote_words: tuple[str, ...]) -> bool:
    """The point says "by" where its quote says "to" or "from" before the number (or the
    other way round)."""
    if before not in _BY and before not in _TO_OR_FROM:
        return False
    in_quote = {
        quote_words[i - 1] if i else ""
        for i, quoted in enumerate(quote_words)
        if _number_value(quoted) == number
    }
    other = _TO_OR_FROM if before in _BY else _BY
    return bool(in_quote) and in_quote <= other


@lru_cache(maxsize=16384)
def _content_stems(word: str) -> frozenset[str]:
    return frozenset(
        stem(part)
        for part in _SPLIT_PARTS.split(word)
        if len(part) > 1
        and part not in _STOP_WORDS
        and part not in _GENERIC_WORDS
        and part not in _ORDINAL_WORDS
        and _number_value(part) is None
    )


# "first-author": the ordinal says which, not what.
_ORDINAL_WORDS = frozenset("first second third fourth fifth last".split())


def _counted_words(words: tuple[str, ...], start: int) -> list[str]:
    """The stems of what a number counts: the content words right after it ("9 first-author
    papers": author, paper), up to the first word that is not one, or that is a verb in the
    past after what was counted ("14 tutees improved": tutees)."""
    counted: list[str] = []
    for word in words[start : start + 3]:
        stems = _content_stems(word)
        if (not stems and word not in _ORDINAL_WORDS) or (counted and word.endswith("ed")):
            break
        counted.extend(sorted(stems))
    return counted


# Months and days, written with a capital, name no skill or tool.
_CALENDAR_WORDS = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec "
    "monday tuesday wednesday thursday friday saturday sunday".split()
)


def _names_the_job(item: _Item, sent: _SentText) -> bool:
    """Whether a name is the job's own title or company ("UX designer", "Harbour Table")."""
    return any(
        next(occurrences(name, sent.job_identity), None) is not None for name in _all_names(item)
    )


def _share(profile_quote: _Quote, job_quote: _Quote) -> bool:
    """Whether the two quotes name or say one same thing (under any of its names)."""
    if profile_quote.names & job_quote.names or profile_quote.words & job_quote.words:
        return True
    return any(
        job_quote.supports(item)
        for item in profile_quote.reading.items
        if item.kind in ("named", "proper")
    )


def _evidence_negated(point: _Reading, profile_quote: _Quote, sent: _SentText) -> bool:
    """The profile quote denies what the point takes from it: "no AWS experience so far".
    A point that itself says the seeker is on the way ("working towards") may rest on a
    profile that says so."""
    # Inside the quote: a negator just before a word the point uses.
    used = {item for item in point.items if profile_quote.supports(item)}
    if used and _quote_denies(profile_quote, used, point):
        return True
    # Or in the rest of its entry, which the quote stops short of: "Teaching Council
    # registration (Route 4)" of "...: application submitted, awaiting decision".
    if used and _every_occurrence(
        profile_quote.normalised,
        sent.profile,
        lambda value, start, end: _rest_denies(value, start, end, used, point),
    ):
        return True
    # (Not a word of a name: "Learning and Development" says nothing of being on the way.)
    free_words = {word for index, word in enumerate(point.words) if index not in point.in_names}
    not_yet_counts = not (
        free_words & (_NOT_YET_BEFORE | {"working"}) or _says_still_on_the_way(point.words)
    )
    # Where the profile says it: every occurrence of the quote is denied, or another's, or a
    # credential its sentence goes on to say is unfinished.
    unfinished_counts = not_yet_counts and _UNFINISHED_SAID.isdisjoint(point.words)
    credential = unfinished_counts and _names_a_credential(profile_quote)
    if credential and _unfinished_within(profile_quote.normalised, point):
        return True  # "Level 3 Diploma in Adult Care (in progress, due June)"
    done = _DONE_BY_ANOTHER.match(profile_quote.normalised)
    said_whose = done is not None and _says_whose(point, done.group())
    if done and not said_whose:
        # The quote itself says another did it, whatever the profile adds after it: "the
        # revenue manager raised upsell income 18%" (... "with a scheme I briefed my team on").
        return True
    return _every_occurrence(
        profile_quote.normalised,
        sent.profile,
        lambda value, start, end: (
            _negated_at(value, start, end, not_yet_counts=not_yet_counts)
            or (not said_whose and _done_by_another(value, start, end))
            or (credential and _unfinished_after(value, end))
        ),
    )


def _says_whose(point: _Reading, done_by: str) -> bool:
    """Whether the point gives the work to the one the quote does: "Your bar lifted wet GP"
    of "our bar lifted wet GP" (the bar's result, said as the bar's)."""
    # The first words after its "the", "our" or "my": the doer ("our bar lifted ...").
    subject = [word for word in _TOKEN.findall(done_by)[1:3] if word.isalpha()]
    return any(
        word == "your" and following in subject for word, following in pairwise(point.words)
    )


# A credential: a degree, a certificate, a qualification ("PgCert Computed Tomography",
# "Professional Qualification in Probation (PQiP)").
_CREDENTIAL_WORDS = (_DEGREE_WORDS - {"bed"}) | frozenset(
    "certificate certification cert diploma degree qualification award nvq pgcert pgdip pgce "
    "pgde programme program apprenticeship".split()
)
# What a point says of a credential still on the way, in its own words: "150 of 180 credits".
_UNFINISHED_SAID = frozenset(
    "part parts partly partially modules module credits papers units progress completing "
    "awaiting awaited due expected result results".split()
)
# What a profile says after a credential that is not finished: "final module submitted June
# 2025, results awaited", "- 2 of 4 papers done", "(completing June 2025)", "Level 6 degree
# modules in progress".
_UNFINISHED = re.compile(
    r"\b(?P<done>\d+)\s+(?:of|out\s+of)\s+(?P<whole>\d+)\s+(?:papers|modules|units|credits|exams"
    r"|courses|assignments|parts)\b"
    r"|\bin\s+progress\b|\bcompleting\b|\bresults?\s+(?:awaited|pending|due)\b"
    r"|\bexpected\s+to\s+(?:qualify|complete|finish|graduate)\b"
    r"|\bdue\s+to\s+(?:finish|complete|qualify|graduate)\b"
    r"|\bawaiting\s+(?:results?|award|decision|ratification|confirmation)\b"
    r"|\bnot\s+yet\s+(?:completed|finished|awarded|qualified|passed)\b"
)
_SENTENCE_OR_CLAUSE_END = re.compile(r"[.;\n]\s|[.;\n]?$")
# Between the parts of what a sentence says of one entry: a comma, a dash, a colon, a bracket.
_ENTRY_PARTS = re.compile(r"[,:()]|\s[-–—]\s")


_CREDENTIAL_WORD = re.compile(rf"\b(?:{'|'.join(sorted(_CREDENTIAL_WORDS))})\b")


def _unfinished_within(normalised_quote: str, point: _Reading) -> bool:
    """Whether a quote that names a credential goes on to say it is unfinished, of one the
    point speaks of. In "BSc Nursing (2019); Postgraduate Certificate in Clinical Research
    (in progress)" the certificate is unfinished, the BSc is not."""
    said = set(point.stems)
    for named in _CREDENTIAL_WORD.finditer(normalised_quote):
        if not _unfinished_after(normalised_quote, named.end()):
            continue
        start = max(normalised_quote.rfind(mark, 0, named.start()) for mark in ";,(") + 1
        stop = _LABEL_END.search(normalised_quote, named.end())
        label = normalised_quote[start : stop.start() if stop else len(normalised_quote)]
        stems = {key for word in _WORD.findall(label) for key in _content_word_stems(word)}
        if not stems - _CREDENTIAL_STEMS or stems & said:
            return True  # a label of credential words alone ("Diploma") is any credential
    return False


_LABEL_END = re.compile(r"[,;(]")
_CREDENTIAL_STEMS = frozenset(stem(word) for word in _CREDENTIAL_WORDS)


def _names_a_credential(quote: _Quote) -> bool:
    return not _CREDENTIAL_WORDS.isdisjoint(quote.reading.words)


def _unfinished_after(value: str, end: int) -> bool:
    """Whether the sentence a credential at value[:end] stands in goes on to say that it is
    not finished, before it names anything else ("MSc Advanced Clinical Practice, University
    of Bradford - 150 of 180 credits"; but not "BSc Nursing (2015), MSc in progress")."""
    stop = _SENTENCE_OR_CLAUSE_END.search(value, end)
    rest = value[end : stop.start() if stop else len(value)]
    # After a colon, all of it describes the credential ("(PQiP): Level 5 diploma modules
    # complete, Level 6 degree modules in progress").
    described = rest.lstrip(" )").startswith(":")
    for index, part in enumerate(_ENTRY_PARTS.split(rest)):
        if not part.strip():
            continue
        # The credential's own title names no other item: "Certificate in Clinical Research".
        title = index == 0 and part.split()[:1] in (["in"], ["of"], ["en"], ["de"])
        if not described and (
            not _CREDENTIAL_WORDS.isdisjoint(_WORD.findall(part))
            or (not title and names.find_names(part))
        ):
            return False  # another item: what follows is said of it
        found = _UNFINISHED.search(part)
        if found and not (found["done"] and int(found["done"]) >= int(found["whole"])):
            return True
    return False


# Where an entry ends: a comma too, for a list of them ("SIA CCTV licence, SIA Door
# Supervisor (applied, awaiting decision)" is two), but not one inside a bracket.
_ENTRY_END = re.compile(r"[.;\n]|,(?![^()]*\))")
_SENTENCE_END = re.compile(r"[.;\n]")


def _rest_of_entry(value: str, start: int, end: int) -> str:
    """What follows value[start:end] to the end of its entry. After a colon, commas go on
    describing the item ("...: online modules complete, exam scheduled for next month");
    otherwise a comma starts the next one."""
    # After a dash too: "Berufspädagoge (IHK) - berufsbegleitend, Abschluss voraussichtlich 2025".
    described = ":" in value[start:end] or value[end : end + 4].lstrip(" )").startswith("-")
    entry_end = (_SENTENCE_END if described else _ENTRY_END).search(value, end)
    return value[end : entry_end.start() if entry_end else len(value)]


def _rest_denies(value: str, start: int, end: int, used: set[_Item], point: _Reading) -> bool:
    """Whether the quote at value[start:end], read to the end of its entry, denies what the
    point uses (the quote itself does not: that was asked first)."""
    rest = _rest_of_entry(value, start, end)
    if not _says_a_status(_WORD.findall(rest), _BOOKED_WORDS):
        return False  # most entries end without a status
    return _quote_denies(_quote(value[start:end] + rest), used, point)


def _quote_denies(quote: _Quote, used: set[_Item], point: _Reading) -> bool:
    """A negator in the quote just before a word the point uses, unless the point negates it
    too ("without losing traffic" from "without traffic loss")."""
    if _says_still_on_the_way(point.words):
        # What the quote puts ahead, the point puts ahead too ("You're on module three of
        # four" of "studying, module 3 of 4"): only a plain no or what was watched denies.
        denied = _negated_words(quote.reading.words, _WATCHING)
    else:
        denied = _negated_words(quote.reading.words, _ON_THE_WAY | _WATCHING) | _not_yet_before(
            quote.reading.words
        )
    denied |= _status_denied(quote, point) | (
        _on_the_way_in(quote.normalised) | _learning_a_name(quote.reading)
        if _ON_THE_WAY_MARKS.isdisjoint(point.words)
        else set()
    )
    if not denied:
        return False  # most quotes deny nothing
    used_keys = (
        {item.key for item in used}
        - _negated_words(point.words, _AVOIDING | _ON_THE_WAY | _WATCHING)
        - _not_yet_before(point.words)
    )
    if not used_keys:
        return False
    for following in denied:
        if following in used_keys:
            return True
        group_id = names.canonical(following)
        if group_id is not None and group_id in used_keys:
            return True
    # A name of several words, every word of it denied: "reach truck (in training)"; or a
    # name in another form of its word: "triage" of "not yet triaged".
    return any(
        item.kind == "name"
        and item.key in used_keys
        and any(
            set(name.split()) <= denied or {stem(word) for word in name.split()} <= denied
            for name in _all_names(item)
        )
        for item in used
    )


# A status after an item, in brackets or after a comma or a colon, that says it is not there
# yet: "Node (learning)", "Spanish, still learning", "AWS: none". Not "machine learning".
_STATUS = re.compile(
    r"(?:[(,:;]|\s-)\s*(?:still\s+|currently\s+|now\s+|just\s+)?"
    # "(certificate expired 2023)", "(certificación caducada en 2023)"
    + r"(?:(?:"
    + "|".join(
        sorted(
            (_BEFORE_DENIED | {"certification"})
            - {"and", "but", "only", "still", "currently", "now", "just"}
        )
    )
    + r")\s+)?(?:"
    + "|".join(sorted(_DENIED_AFTER, key=len, reverse=True))
    + r")(?:\s+only)?"
    + r"(?:\s+(?:in\s+|en\s+|em\s+|seit\s+|depuis\s+)?(?:[a-z]+\s+)?(?:19|20)\d\d)?"
    + r"(?=\s*(?:[),;.]|$))"  # alone in its item: "Python, learning Rust"
)


# "not yet" at the end of an item: "ARTP interpretation not yet", "Spanish - not yet",
# "Tableau: not used yet".
_NOT_YET_AT_END = re.compile(
    r"(?:\s+|(?<=[:(]))(?:-\s+)?not\s+(?:[\w-]+\s+){0,2}yet(?=\s*(?:[),;.]|$))"
)


def _status_denied(quote: _Quote, point: _Reading) -> set[str]:
    """The words (and their stems) a status after them denies (the three before it), unless
    the point says the same ("You are learning Node.js")."""
    denied: set[str] = set()
    words = quote.reading.words
    if _says_still_on_the_way(point.words):
        return denied
    if not _DENIED_AFTER.isdisjoint(words) and _DENIED_AFTER.isdisjoint(point.words):
        normalised = quote.normalised
        for match in _STATUS.finditer(normalised):
            for word in normalised[: match.start()].split()[-3:]:
                denied.update((word, stem(word)))
    if "yet" in words and "yet" not in point.words:
        # "spirometry (performing; ARTP interpretation not yet)": the words its item gives
        # before it, back to the item's start.
        normalised = quote.normalised
        for match in _NOT_YET_AT_END.finditer(normalised):
            # Back to the item's start; right after a colon or a bracket, what it follows:
            # "Tableau: not used yet".
            parts = re.split(r"[,;:()]", normalised[: match.start()])
            item = parts[-1].split() or (parts[-2].split() if len(parts) > 1 else [])
            for word in item[-3:]:
                denied.update((word, stem(word)))
    if not _BOOKED_WORDS.isdisjoint(words) and _BOOKED_WORDS.isdisjoint(point.words):
        normalised = quote.normalised
        for match in _BOOKED.finditer(normalised):
            before = normalised[: match.start()]
            if match.group().lstrip(",( ").startswith(_WHOLE_LABEL_STATUSES):
                label = before.split()  # the whole degree: its subject, its university
            else:
                # "IOSH Managing Safely: course booked": all that the colon or bracket
                # follows, a code in brackets included ("Azure ... Expert (AZ-305) - failed").
                segment = re.split(r"[;()]", _CLOSED_BRACKETS.sub(_unbracketed, before))[-1]
                # After a colon the commas go on describing the item: "ADP authorizer
                # training: online modules complete, exam scheduled" is the training's. (A
                # status in brackets is the last item's: "Skills: SQL, AWS (exam booked)".)
                if ":" in segment and not match.group().lstrip().startswith("("):
                    segment = segment.split(":")[0]
                label = segment.split(",")[-1].split()[-8:]
            for word in label:
                denied.update((word, stem(word)))
    return denied


def _says_still_on_the_way(words: tuple[str, ...]) -> bool:
    """Whether a point itself says the seeker is still on the way: "As a CIMA finalist with
    only the Strategic Case Study left to sit", "You're on module three of four"."""
    if not _STILL_ON_THE_WAY.isdisjoint(words):
        return True
    return any(
        first == "module" and third == "of" or (first, second) in _STILL_ON_THE_WAY_PAIRS
        for first, second, third in zip(words, words[1:], words[2:], strict=False)
    )


# "Studying" in the other languages of our seekers: "estudiando el nivel C1", "cursando el
# máster", "studiere".
_STUDYING = frozenset(
    "studying estudiando cursando estudando studiando frequentando studiere studierend studierst "
    "studieren".split()
)
_STILL_ON_THE_WAY = _STUDYING | frozenset(
    "finalist finalists part-qualified enrolled booked midway partway".split()
)
_STILL_ON_THE_WAY_PAIRS = frozenset(
    {("left", "to"), ("yet", "to"), ("not", "yet"), ("in", "progress"), ("working", "towards")}
)


# The same in a quote, said of a course, an exam or an application after a colon, a bracket
# or a dash: "IOSH Managing Safely: course booked", "RGII (application submitted)".
_BOOKED_WORDS = frozenset(
    "booked scheduled enrolled started pending applied submitted expired lapsed follow failed "
    "retaking resitting expected due awaited awaiting voraussichtlich prévu prévue prévus "
    "prévues previsto prevista previstos previstas verwacht begonnen angemeldet vorgesehen "
    "geplant commencé commencée iniciado iniciada comenzado comenzada iniziato iniziata "
    "gestart".split()
)
_BOOKED = re.compile(
    r"(?:[(:]|\s-)\s*(?:(?:currently|now|still)\s+)?"
    r"(?:(?:course|exam|test|assessment|application|registration|place"
    r"|certificate|licence|license|membership)\s+)?"
    r"(?:booked|scheduled|enrolled|started|pending|applied\s+for|submitted|expired|lapsed"
    r"|failed|retaking|resitting"
    # "begonnen 10/2024", "commencée en 2024", "iniciado en 2024"
    r"|begonnen|angemeldet|commencée?|iniciad[oa]|comenzad[oa]|iniziat[oa]|gestart)\b"
    # German says it last: "(Prüfung Modul 13 im März 2025 angemeldet)", "(für 2025 geplant)"
    r"|\s(?:angemeldet|vorgesehen|geplant)(?=\s*(?:[),;.]|$))"
    # "CPSM Part 1 passed, Parts 2-3 booked for 2026": the rest of it still to sit.
    r"|,\s*(?:parts?|modules?|papers?|units?|exams?)\s+\d[\d\s&,-]*(?:booked|scheduled|pending)\b"
    # "HCPC registration will follow once the certificate is issued"
    r"|\s(?:will|to)\s+follow\b"
    # "(V300) module started January 2025", "Professional Data Engineer expired in 2024"
    r"|\s(?:course|module|exam|programme|program|training)\s+(?:booked|scheduled|started|starts"
    r"|failed)\b"
    # "APC application submitted and awaiting issue"
    r"|\sapplication\s+(?:submitted|pending|lodged)\b"
    r"|\s(?:expired|lapsed)(?=\s+(?:in|on|since|last|\d)|\s*(?:[,;.)]|$))"
    # "MSc Computer Science, University of Toronto - thesis stage, expected 2025": a degree
    # still to come, and all that its label says.
    r"|[,(]\s*(?:expected|due)\s+(?:in\s+)?(?:[a-z]+\s+){0,2}(?:19|20)\d\d\b"
    # The same in the other languages of our seekers, and without a comma: "2. Staatsexamen
    # voraussichtlich Juli 2025", "diplôme prévu en juin 2026".
    r"|\s(?:voraussichtlich|prévue?s?|previst[oa]s?|verwacht)\s+(?:(?:im|en|em|in|a|para)\s+)?"
    r"(?:[^\W\d_]+\s+)?(?:19|20)\d\d\b"
    r"|[,(]\s*due\s+to\s+(?:finish|complete|end)\b"
    # "..., final module submitted June 2025, results awaited": the same.
    r"|[,(]\s*(?:results?\s+(?:awaited|pending)|awaiting\s+(?:results?|decision|"
    r"approval|confirmation|the\s+results?))\b"
)


_CLOSED_BRACKETS = re.compile(r"\(([^()]*)\)")
# Statuses said of a whole label, its subject and its school: "expected 2025", "due June".
_WHOLE_LABEL_STATUSES = (
    "expected",
    "due",
    "result",
    "awaiting",
    "voraussichtlich",
    "prévu",
    "previst",
    "verwacht",
)


def _unbracketed(bracket: re.Match[str]) -> str:
    """A closed bracket's words, as part of the label it is in: "registration (Route 4,
    Further Education)" is one label, its comma no break between items."""
    return " " + bracket.group(1).replace(",", " ").replace(";", " ") + " "


# A point may also say no in these words: "You'd rather avoid night shifts" from "no night
# shifts".
_AVOIDING = frozenset("avoid avoids avoiding avoided".split())


# Inside a quote, what is on the way is not there yet: "studying for the dbt Analytics
# Engineering certification" (a whole phrase, so these reach further than a negator).
_ON_THE_WAY = _STUDYING | frozenset(
    "preparing towards toward aiming sitting preparando préparant".split()
)
# ... and so is what follows these before "to": "planning to sit the SnowPro Core exam".
_PLANNING = frozenset(
    "planning plan plans planned hoping hope hopes intend intending keen want wants wanting "
    "aim aiming".split()
)
# ... and so is what is followed by these: "reach truck (in training)".
# "in progress" in the languages of our seekers: "em curso", "en curso", "in corso", "en cours".
_IN_PROGRESS = frozenset(
    {("in", "progress"), ("em", "curso"), ("en", "curso"), ("in", "corso"), ("en", "cours")}
)
_NOT_YET_PAIRS = frozenset({("in", "training"), ("not", "completed")}) | _IN_PROGRESS
_NOT_YET_WORDS = frozenset("pending booked incomplete unfinished predicted awaiting".split())
# An exam not yet passed: "take the CKA exam in 2026", "AWS ... Specialty exam prep".
_EXAM_WORDS = frozenset("exam exams examination".split())
_PASSED = frozenset("passed pass cleared".split())


_ARTICLES = frozenset({"a", "an", "the"})


def _negated_words(words: tuple[str, ...], also: frozenset[str] = frozenset()) -> set[str]:
    """The words (and their stems) a negator reaches: the three after it (six after a word
    of `also` that is on the way to something)."""
    negated: set[str] = set()
    for index, word in enumerate(words):
        if word not in _NEGATORS and word not in also:
            continue
        if word == "not" and index + 1 < len(words) and words[index + 1] in _NOT_NEGATING_NEXT:
            continue
        if not _OBJECTIONS.isdisjoint(words[index + 1 : index + 4]):
            continue  # "no objection to lone working" says yes
        reach = 7 if word in _ON_THE_WAY or word in _WATCHING else 4
        if words[index + 1 : index + 2] == ("yet",):
            reach += 1  # "not yet authorised for feed": "yet" takes no word from the reach
        at = index + 1
        while at < len(words) and (at < index + reach or words[at] in ("or", "nor")):
            following = words[at]
            negated.update((following, stem(following)))
            if "-" in following:
                # "not yet ship-from-store": each part, as a point reads them.
                negated.update(key for part in following.split("-") for key in (part, stem(part)))
            if following in ("or", "nor"):
                # "not yet authorised for feed or port health work": the alternatives too.
                reach = at - index + 4
            elif following in _ARTICLES:
                reach += 1  # "not yet qualified as a reformer instructor": no word taken
            at += 1
    return negated


# Inside a quote, what follows these is ahead, not held: "started learning Python in 2025",
# "Currently completing my nurse endoscopist course", "Applied for the Diploma in ...". (Not
# "learning" alone: "learning support assistant".)
_ON_THE_WAY_IN_QUOTE = re.compile(
    r"\b(?:(?:started|currently|still|now|am)\s+(?:learning|studying|completing)"
    r"|completing\s+(?:my|the|a|an)|applied\s+for|enrolled\s+(?:on|onto|in)"
    r"|booked\s+(?:on|onto)|in\s+training\s+(?:for|on|towards)"
    # "started City & Guilds 2391-52 Inspection and Testing course": a course begun.
    r"|started\s+(?=[^,;.()]*\b(?:course|training|apprenticeship|diploma|programme|module)\b))"
    r"\s*(.+)$"
)


# A point that says so too ("You started the 2391 course") rests on such a quote.
_ON_THE_WAY_MARKS = frozenset(
    "started learning studying completing applied enrolled booked".split()
)


def _on_the_way_in(normalised_quote: str) -> set[str]:
    """The words (and their stems) _ON_THE_WAY_IN_QUOTE puts ahead: up to six after it."""
    match = _ON_THE_WAY_IN_QUOTE.search(normalised_quote)
    if match is None:
        return set()
    words = _TOKEN.findall(match.group(1))[:6]
    return {key for word in words for key in (word, stem(word))}


def _learning_a_name(reading: _Reading) -> set[str]:
    """The words (and their stems) of a known name right after "learning": "learning Looker"
    is ahead. ("learning support assistant" names nothing, and "machine learning" is a name.)"""
    words, in_names = reading.words, reading.in_names
    ahead: set[str] = set()
    for index, word in enumerate(words[:-1]):
        if word == "learning" and index not in in_names and index + 1 in in_names:
            at = index + 1
            while at in in_names:
                ahead.update((words[at], stem(words[at])))
                at += 1
    return ahead


def _not_yet_before(words: tuple[str, ...]) -> set[str]:
    """The words (and their stems) a mark puts ahead: the three before "(in training)" or an
    exam not passed, the six after "planning to"."""
    negated: set[str] = set()
    exam_ahead = _PASSED.isdisjoint(words)
    for index, (word, following) in enumerate(pairwise([*words, ""])):
        if (
            word in _NOT_YET_WORDS
            or (word, following) in _NOT_YET_PAIRS
            or (exam_ahead and word in _EXAM_WORDS)
        ):
            for before in words[max(0, index - 3) : index]:
                negated.update((before, stem(before)))
        elif following == "to" and (
            word in _PLANNING or (word == "like" and index and words[index - 1] == "would")
        ):
            # "planning to take the CDL", "would like to qualify with the NMC"
            for after in words[index + 2 : index + 8]:
                negated.update((after, stem(after)))
    return negated


def _decide_gap(
    text: str, point: _Reading, job_quote: _Quote, sent: _SentText
) -> Wording | FaithReason:
    if job_quote.is_trivial:
        return FaithReason.TRIVIAL_QUOTE
    if _EMPLOYERS_ACHIEVEMENT.search(job_quote.normalised):
        # "won Manchester Wedding Venue of the Year": what the employer did, asked of no one.
        return FaithReason.NOT_ABOUT_QUOTES
    if present := _SAID_PRESENT.search(text):
        # "Multivariate testing is not shown in your profile, only A/B testing": what follows
        # is what the profile does show, not what is missing.
        point = _read(text[: present.start()], is_point=True)
    subject = _gap_subject(point)
    # What the profile is asked to show is what the sentence says is missing, not what it
    # adds after a break ("..., and it is the first thing they ask for").
    stated, stated_text = point, text
    if said_missing := _SAID_MISSING_THEN.search(text):
        stated_text = text[: said_missing.end() - len(said_missing.group("rest"))]
    # Nor what it says the profile does show before it, in a clause of its own ("Your Intune
    # work is on Windows laptops; iOS devices don't come up"), unless the clause that says
    # something is missing names nothing ("Kubernetes: not in your profile").
    if (negator := _GAP_NEGATOR.search(stated_text)) and (
        breaks := [m.end() for m in _CLAUSE_BEFORE.finditer(stated_text, 0, negator.start())]
    ):
        clause = _read(stated_text[breaks[-1] :], is_point=True)
        if _gap_subject(clause):
            stated_text, stated = stated_text[breaks[-1] :], clause
    if stated_text != text and stated is point:
        stated = _read(stated_text, is_point=True)
    stated_subject = _gap_subject(stated) if stated is not point else subject
    about_quote = False
    # A number or a name the quote does not give, said after the sentence has said what is
    # missing ("...; your profile lists ILS"), is the sentence's own: the page words the gap.
    unsupported_after = False
    stated_items = set(stated_subject)
    # "...; here you'd be leading three of them": a number of what the job would have the
    # seeker do, which the posting gives.
    duty_numbers = _duty_numbers(text)
    for item in subject:
        in_job = job_quote.supports(item)
        if item.kind == "number" and not in_job:
            if item not in stated_items:
                # "...; the one you list expired in 2023": a year the profile gives, said of
                # it. (Not any number: "your profile shows two" of three lines and a "line 2".)
                unsupported_after = unsupported_after or not (
                    (_A_YEAR.match(item.key) and item.key in sent.profile_numbers)
                    or (item.key in duty_numbers and item.key in sent.job_numbers)
                )
                continue
            if item.key in sent.profile_numbers:
                # "Your PALS lapsed in 2023": a number the profile gives, said of the seeker.
                # The page says the gap in its own words.
                unsupported_after = True
                continue
            return FaithReason.NUMBER_NOT_IN_QUOTES
        if item.is_named and not in_job:
            if item.kind == "proper" and item.key in _CALENDAR_WORDS:
                continue  # "lapsed in November 2023"
            if not _name_words_in(item, job_quote):
                if item not in stated_items:
                    # "...; your recording is on Mosaic": what the profile has, said of it.
                    if not any(sent.profile_shows(name) for name in _all_names(item)):
                        unsupported_after = True
                    continue
                if _names_the_job(item, sent) or any(
                    sent.profile_mentions(name) for name in _all_names(item)
                ):
                    # "You know S/4HANA and APO, but SAP IBP, which is what Meridian plans
                    # in, isn't in your profile": the employer, or what the profile has, named
                    # beside what is missing. The page says the gap in its own words.
                    unsupported_after = True
                    continue
                return FaithReason.TERM_NOT_IN_QUOTES
            in_job = True  # "Code review" of "review code": the name's words, in another order
        about_quote = about_quote or in_job
    if subject and not about_quote:
        return FaithReason.NOT_ABOUT_QUOTES
    if not (
        _status_acknowledged(point, stated_subject, sent)
        or _level_acknowledged(text, job_quote, sent)
        or _skill_below_asked(stated, stated_subject, job_quote, sent)
    ) and (
        _gap_shown(stated_text, stated, stated_subject, job_quote, sent)
        or _quote_shown(job_quote, sent)
        or _covered(stated_subject, stated, job_quote, sent)
        or sent.writes_initials_of(job_quote.text)
        or _own_example_shown(stated_text, sent)
        or _listed_name_shown(stated_text, sent)
    ):
        return FaithReason.GAP_SHOWN_UNDER_OTHER_NAME
    if (
        not subject
        or unsupported_after
        or (
            _BLAME.search(normalise(text))
            and not _HEDGED.search(text)
            and not _profile_says_missing(stated_subject, stated, sent)
        )
        or (not _YOU_MARKERS.isdisjoint(point.words) and not _says_absent(text, point))
        or _gap_claims_possession(text, subject, point, job_quote)
    ):
        # Blame, or a sentence about the seeker that says nothing is missing: "Your
        # preference for hybrid work fits their three office days" is no gap, however it was
        # filed. (A requirement as it stands, "Familiarity with Terraform is a plus", is one.)
        return Wording.PAGE
    return Wording.MODEL


def _profile_says_missing(subject: list[_Item], point: _Reading, sent: _SentText) -> bool:
    """Whether the profile itself says the gap's subject is not there ("SAP (no hands-on
    experience yet)", "no management qualification yet"): then "You haven't used SAP yet"
    blames no one, it repeats the seeker's own words."""
    named = [item for item in subject if item.kind in ("name", "named")]
    if named:
        # Denied somewhere, and shown nowhere else ("Cert CII" held, "Dip CII" not started).
        return all(
            any(sent.profile_denies(name) for name in _shown_as(item))
            and not any(sent.profile_shows(name) for name in _shown_as(item))
            for item in named
        )
    # Not the verb said of the seeker: "hold" of "You don't hold a management qualification".
    predicates = {item.key for item in subject if item.predicate}
    runs = [run for run in _word_runs(point) if not predicates.issuperset(run)]
    return bool(runs) and all(sent.profile_denies_words(run) for run in runs)


def _status_acknowledged(point: _Reading, subject: list[_Item], sent: _SentText) -> bool:
    """Whether a gap says what the profile says of the names it gives: that they lapsed, are
    booked or not held yet ("Your BLS lapsed in 2023, and they want it current" beside "BLS
    (lapsed 2023)"). The profile names them, but does not show them held."""
    if _STATUS_SAID.isdisjoint(point.words):
        return False  # most gaps
    named = [item for item in subject if item.kind in ("name", "named")]
    return bool(named) and all(
        any(sent.gives_a_status(name) for name in _all_names(item)) for item in named
    )


_LEVEL_NUMBER = re.compile(r"\blevel\s+(\d+)\b")
# What a requirement asks a skill to be, above a basic one: "Strong Python", "Confident user
# of Moodle".
_ASKED_HIGH = _HIGH_LEVEL_WORDS | frozenset("strong confident excellent thorough".split())


def _skill_below_asked(
    stated: _Reading, subject: list[_Item], job_quote: _Quote, sent: _SentText
) -> bool:
    """Whether the job asks for a skill at a high level, the gap says which level ("Strong
    Python is not shown", "Your Excel is listed as basic") and the profile gives each name the
    gap names only at a low one ("Python (basic)"): a gap, though the profile names it. ("SQL
    is not shown" beside "SQL (basic)" says what is not so.)"""
    if _ASKED_HIGH.isdisjoint(job_quote.reading.words) or (
        _ASKED_HIGH.isdisjoint(stated.words) and not _low_level_words(stated.words)
    ):
        return False
    named = [item for item in subject if item.kind in ("name", "named")]
    return bool(named) and all(_only_at_a_low_level(_all_names(item), sent) for item in named)


def _only_at_a_low_level(written: Iterable[str], sent: _SentText) -> bool:
    """Whether the profile gives these names, and every time at a low level ("Excel
    (basic)", "basic Excel")."""
    found = False
    for name in written:
        for value in sent.evidence:
            for start, end in occurrences(name, value):
                rest = _WORD.findall(_rest_of_entry(value, start, end))
                before = tuple(value[max(0, start - 20) : start].split()[-2:])
                if not (_low_level_words(tuple(rest)) or _low_level_words(before)):
                    return False
                found = True
    return found


def _level_acknowledged(text: str, job_quote: _Quote, sent: _SentText) -> bool:
    """Whether a gap gives the level the job asks for and, beside it, another level the
    profile has ("Your food hygiene is at Level 2, and they want Level 3"): the profile names
    the thing, but not at that level (nor anything at that level)."""
    asked = set(_LEVEL_NUMBER.findall(job_quote.normalised))
    said = set(_LEVEL_NUMBER.findall(normalise(text)))
    if not asked or not asked <= said:
        return False

    def in_profile(level: str) -> bool:
        return any(next(occurrences(f"level {level}", v), None) for v in sent.evidence)

    return any(map(in_profile, said - asked)) and not any(map(in_profile, asked))


# What says a thing is not held, or not yet: in a gap, and in the rest of a profile's entry.
_STATUS_WORDS = (
    _BOOKED_WORDS | _DENIED_AFTER | frozenset("yet progress writing towards toward".split())
)


# ... and the words a gap says so with: "not shown as held", "isn't shown as complete".
_STATUS_SAID = _STATUS_WORDS | frozenset("held complete completed finished passed".split())


# A sentence that says what is missing, then goes on: "is not shown in your profile, and
# ...", "Your profile does not mention X; they ...". The rest is what follows the break.
# The words that say something is missing ("would be new to you" too).
_NEW_TO_YOU = (
    r"\b(?:would|will)\s+be\s+(?:(?:a|an|all|entirely|completely|quite|something)\s+)?"
    r"(?:[\w-]+\s+)?new\b|\bnew\s+(?:to|for)\s+you\b"
)
_MISSING_WORD = rf"\b(?:not|no|never|missing|absent|nowhere|nothing)\b|n't\b|n’t\b|{_NEW_TO_YOU}"
_SAID_MISSING_THEN = re.compile(
    rf"(?:{_MISSING_WORD})[^,;:.!?()—–]*?"
    r"(?P<rest>(?:[,;:—–]|\s-\s)\s*(?:and|so|which|where|as|since|while|though|although|"
    r"but|even|it|they|this|that|here|there|the)?\b.*)$",
    re.IGNORECASE | re.DOTALL,
)


# The first word that says something is missing, and the breaks that may end a clause before
# it: a semicolon, a colon, a dash, ", and", ", while", "but".
_GAP_NEGATOR = re.compile(_MISSING_WORD, re.IGNORECASE)
_CLAUSE_BEFORE = re.compile(r"[;:—–]|\s-\s|,\s+(?:and|while|whereas)\b|\bbut\b", re.IGNORECASE)


_SAID_PRESENT = re.compile(
    r"(?:[,;]|\bbut)\s+(?:only|just)\b"
    r"|,\s*which\s+(?:only\s+)?(?:lists|shows|mentions|has|gives)\b"
    r"|\(\s*(?:you|your\s+profile)\s+(?:only\s+)?(?:list|lists|show|shows|mention|mentions|have|has)\b",
    re.IGNORECASE,
)


def _name_words_in(item: _Item, quote: _Quote) -> bool:
    """Whether the quote has every word of one of a known name's names of two words or more,
    in any order and in any of their forms."""
    if item.kind != "name":
        return False
    return any(all(quote.has_word(key) for key in stems) for stems in _name_word_runs(item.key))


@lru_cache(maxsize=16384)
def _name_word_runs(group_id: str) -> tuple[tuple[str, ...], ...]:
    """The stems of each of a group's names of two words or more, all of 3 letters or more."""
    return tuple(
        tuple(stem(word) for word in words)
        for words in (name.split() for name in _all_names(_Item("name", group_id)))
        if len(words) >= 2 and all(len(word) >= 3 for word in words)
    )


def _gap_subject(reading: _Reading) -> list[_Item]:
    """What a gap's sentence (or its job quote) says is missing: its items, but the words of
    how it says so and the country a requirement is for."""
    return [item for item in reading.items if not _says_missing(item) and item.key not in _PLACES]


def _gap_shown(
    text: str, reading: _Reading, subject: list[_Item], job_quote: _Quote, sent: _SentText
) -> bool:
    """Whether the profile shows what a gap says is missing, under any name, or one of the
    alternatives its job quote offers."""
    if _ALTERNATIVES.search(_without_names(text)):
        # "Chartered CIPD membership or CIPD Level 7": shown when one of them is, whole.
        subject_shown = any(_offer_shown(offer, sent) for offer in _offers(text))
    else:
        subject_shown = _subject_shown(subject, reading, sent)
    return subject_shown or _alternative_shown(job_quote, sent, subject)


def _quote_shown(job_quote: _Quote, sent: _SentText) -> bool:
    """Whether the profile shows the one known name that is all the job quote asks for: a
    gap is about its job quote, however its sentence puts it ("Registration as a mental
    health nurse" of "Registered Mental Health Nurse", when the profile says RMN). (A quote
    of other words too is left to the sentence: its words, read apart, say less.)"""
    subject = _gap_subject(job_quote.reading)
    if len(subject) != 1 or subject[0].kind != "name" or _word_runs(job_quote.reading):
        return False
    return _all_shown(subject, [], sent)


class _Cover(NamedTuple):
    """A row of explain/data/covers.csv, read as the stage reads words."""

    term: str
    stems: tuple[str, ...]
    heads: frozenset[str]  # the first four letters of each stem: a quick test first
    both: bool


@lru_cache(maxsize=1)
def _covers() -> tuple[_Cover, ...]:
    covers = []
    for cover in names.covers():
        # As a quote's words are kept: their content stems ("work" and "still" say little).
        stems = tuple(key for word in cover.words for key in _content_word_stems(word))
        covers.append(_Cover(cover.term, stems, frozenset(s[:4] for s in stems), cover.both))
    return tuple(covers)


def _covered(subject: list[_Item], point: _Reading, job_quote: _Quote, sent: _SentText) -> bool:
    """Whether the profile shows a gap by a term that covers it (explain/data/covers.csv):
    the job asks in plain words for what a term the profile lists does ("keep food costs
    under 30%" and "Menu costing"), or names a term the profile shows in plain words
    ("credit control" and "chased overdue accounts")."""
    if not (
        _asked_in_plain_words(job_quote, sent)
        or _named_and_shown_in_words(subject, job_quote, sent)
    ):
        return False
    # "Process about 400 supplier invoices a week" beside 150 a week
    return not _profile_counts_fewer(subject, point, sent)


def _asked_in_plain_words(job_quote: _Quote, sent: _SentText) -> bool:
    """Whether the job quote asks in the words of a cover for a term the profile shows."""
    heads = {word[:4] for word in job_quote.words}
    by_head = _covers_by_head()
    return any(
        cover.heads <= heads
        and all(job_quote.has_word(key) for key in cover.stems)
        and any(sent.profile_shows(name) for name in _shown_as(_Item("name", cover.term)))
        for head in (*heads, "")
        for cover in by_head.get(head, ())
    )


def _named_and_shown_in_words(subject: list[_Item], job_quote: _Quote, sent: _SentText) -> bool:
    """Whether the gap or its job quote names a term whose words the profile shows."""
    if _titled(job_quote.reading):
        return False  # "the SEND Code of Practice 2015" is a document, not SEND
    by_term = _covers_by_term()
    return any(
        sent.profile_shows_words(list(cover.stems))
        for item in (*subject, *job_quote.reading.items)
        if item.kind == "name"
        for cover in by_term.get(item.key, ())
    )


@lru_cache(maxsize=1)
def _covers_by_head() -> dict[str, tuple[_Cover, ...]]:
    """The rows by one head of their words (the least common): a job quote without it has
    not all of the row's words, so most rows need no look at all."""
    counts = Counter(head for cover in _covers() for head in cover.heads)
    by_head: dict[str, list[_Cover]] = {}
    for cover in _covers():
        # A row of no content words at all is under "", which every quote looks at.
        rarest = min(sorted(cover.heads), key=counts.__getitem__) if cover.heads else ""
        by_head.setdefault(rarest, []).append(cover)
    return {head: tuple(covers) for head, covers in by_head.items()}


@lru_cache(maxsize=1)
def _covers_by_term() -> dict[str, tuple[_Cover, ...]]:
    """The rows whose words in a profile also show their term, by term."""
    by_term: dict[str, list[_Cover]] = {}
    for cover in _covers():
        if cover.both:
            by_term.setdefault(cover.term, []).append(cover)
    return {term: tuple(covers) for term, covers in by_term.items()}


def _titled(reading: _Reading) -> bool:
    """Whether a name is followed by a title of its own: a number, a level or a capitalised
    word ("SEND Code of Practice", "WSET Level 3")."""
    proper = {item.key for item in reading.items if item.kind == "proper"}
    words = reading.words
    return any(
        index + 1 < len(words)
        and index + 1 not in reading.in_names
        and _titles_a_name(words[index + 1], proper)
        for index in reading.in_names
    )


def _titles_a_name(word: str, proper: set[str]) -> bool:
    """A word right after a name that is part of its title: a number, a level, a capitalised
    word ("IFRS 17", "WSET Level 3", "AWS Solutions Architect")."""
    return _number_value(word) is not None or word in _LEVEL_WORDS or word in proper


def _reported(words: tuple[str, ...]) -> bool:
    """Whether every "you" of a gap is what the profile is said not to show: "Your profile
    doesn't show that you have led audit teams"."""
    yous = [index for index, word in enumerate(words) if word in ("you", "you've")]
    return bool(yous) and all(
        index > 0
        and words[index - 1] in ("that", "whether", "if")
        and not (_GAP_WORDS | _NEGATORS).isdisjoint(words[max(0, index - 4) : index - 1])
        for index in yous
    )


# What the seeker says in the profile, not what they did: "you note the training is planned".
_REPORTING_STEMS = frozenset(stem(word) for word in "note say write explain describe add".split())


def _gap_claims_possession(
    text: str, subject: list[_Item], point: _Reading, job_quote: _Quote
) -> bool:
    """A gap that also says what the seeker has done ("..., although you have already managed
    the store budget"): a gap quotes no profile, so nothing shows it."""
    claimed = [
        item
        for item in subject
        if item.predicate
        and item.side == _YOU
        and item.kind == "word"
        and item.key not in _REPORTING_STEMS
    ]
    if not claimed or _reported(point.words):
        return False
    negated = _negated_words(point.words)
    duties = _duty_stems(text)
    return any(
        item.key not in negated and item.key not in duties and not job_quote.supports(item)
        for item in claimed
    )


# A clause of what the seeker would do in the job: "here you'd have two producers reporting to
# you", "you would be overseeing the legal reviews". Its words are the job's, not a claim; not
# what the seeker would need to do ("you'd need to get one"), which is advice.
_WOULD_DO = re.compile(
    r"\byou(?:'d|’d|\s+would|'ll|’ll|\s+will)\b(?!\s+(?:need|have\s+to|want|first))",
    re.IGNORECASE,
)
_PHRASE_BREAK = re.compile(r"[,;:.!?()—–]")


def _duty_clauses(text: str) -> list[str]:
    """The clauses that say what the seeker would do there."""
    if not _WOULD_DO.search(text):
        return []  # most gaps
    return [clause for clause in _PHRASE_BREAK.split(text) if _WOULD_DO.search(clause)]


def _duty_numbers(text: str) -> frozenset[str]:
    return frozenset().union(*map(_numbers_in, _duty_clauses(text)))


def _duty_stems(text: str) -> frozenset[str]:
    return frozenset(
        stem(word.casefold()) for clause in _duty_clauses(text) for word in _WORD.findall(clause)
    )


_ABSENT_WORDS = frozenset(
    """
    missing absent nowhere nothing lacking unclear silent unmentioned unlisted nicht fehlt fehlen
    falta faltan manque manca mancano ausente ausência ausencia
    """.split()
)


def _says_absent(text: str, point: _Reading) -> bool:
    """Whether a gap's sentence says something is not there."""
    words = point.words
    return (
        not _NEGATORS.isdisjoint(words)
        or not _ABSENT_WORDS.isdisjoint(words)
        or any(word.endswith(("n't", "n’t")) for word in words)
        or any(negator in text for negator in _CJK_NEGATORS)
    )


_GAP_STEMS = frozenset(stem(word) for word in _GAP_WORDS)


# A country a requirement is for says where, not what: a "full driving licence" shows a "full
# UK driving licence" (the quote check already found the job's words as written).
_PLACES = frozenset("uk us usa eu".split())


def _says_missing(item: _Item) -> bool:
    """A word of how a gap says its subject is missing, capitalised or not ("Profil")."""
    if item.kind == "word":
        return item.key in _GAP_STEMS
    return item.kind == "proper" and stem(item.key) in _GAP_STEMS


def _shown_as(item: _Item) -> frozenset[str]:
    """Every name that shows a named item in a profile: its own, and those of its instances
    ("CI/CD" is shown by "Jenkins", "infrastructure as code" by "Terraform")."""
    if item.kind != "name":
        return _all_names(item)
    return _all_names(item).union(
        *(group.normalised for group in map(names.group, names.instances(item.key)) if group)
    )


def _subject_shown(subject: list[_Item], point: _Reading, sent: _SentText) -> bool:
    """Whether the profile shows what the gap says is missing: every name it names, under
    any of its names ("JavaScript" for "JS"); a gap that names nothing, every run of its words,
    close together and in any of their forms ("Menu costing" for "menu costing")."""
    named = [item for item in subject if item.kind in ("name", "named")]
    # An instance the gap names beside its kind ("Dimensional modelling (Kimball)") is an
    # example of what is asked: the kind shown, or the instance, shows it.
    kinds = [item.key for item in named if item.kind == "name"]
    named = [
        item
        for item in named
        if not any(item.key in names.instances(kind) for kind in kinds if kind != item.key)
    ]
    if named:
        # Most gaps name something the profile never shows: that settles it, before the
        # costlier questions below.
        if not _all_shown(named, [], sent):
            return False
        # Where the profile denies one of them somewhere ("Kubernetes course; not yet deployed
        # models on Kubernetes"), its other mentions show the gap only with all its words
        # ("Production deployment on Kubernetes"), not the name alone.
        denied = any(sent.profile_denies(name) for item in named for name in _shown_as(item))
        if _profile_counts_fewer(subject, point, sent):
            return False
        return _all_shown([], _word_runs(point, next_to_names=not denied), sent)
    runs = _word_runs(point)
    return bool(runs) and _all_shown([], runs, sent)


# Time is left out: years of something are as often shown by dates ("2019-2025") as by a count.
_TIME_STEMS = frozenset(stem(word) for word in "year yrs month week day hour".split())


def _profile_counts_fewer(subject: list[_Item], point: _Reading, sent: _SentText) -> bool:
    """Whether the profile counts what a gap's number counts, and always fewer: "Payroll for
    1,000+ employees" against "about 600 employees in total"."""
    words = point.words
    for item in subject:
        if item.kind != "number" or not item.key[:1].isdigit():
            continue
        at = next((i for i, word in enumerate(words) if _number_value(word) == item.key), None)
        if at is None:
            continue
        # "7+ years", "seven or more years": "or more" says how, not what.
        counted = next(
            (stem(word) for word in words[at + 1 : at + 4] if word not in _STOP_WORDS), ""
        )
        if counted in _YEAR_STEMS:
            # Years: fewer only when the profile's whole span is fewer, every date range and
            # every count of years in it ("5 years on ARM Cortex-M", "2020-2025").
            most = sent.most_years
            if most is not None and most < Decimal(item.key):
                return True
            continue
        if not counted or counted in _TIME_STEMS:
            continue
        counts = [
            Decimal(number)
            for value in sent.evidence
            for number in _counts_of(_stemmed_words(value), counted)
        ]
        if counts and max(counts) < Decimal(item.key):
            return True
    return False


_YEAR_STEMS = frozenset(stem(word) for word in "year years yrs".split())
# "2019-2022", "2023-present": a span of years (present: this year).
_YEARS_SPAN = re.compile(
    r"\b((?:19|20)\d\d)\s*(?:-|to)\s*((?:19|20)\d\d|present|now|current|today|date)\b"
)


def _most_years(evidence: list[str]) -> Decimal | None:
    """The most years a profile shows: from its earliest date to its latest, or a count of
    years it gives, whichever is more; None when it gives neither."""
    this_year = date.today().year
    starts: list[int] = []
    ends: list[int] = []
    counts: list[Decimal] = []
    for value in evidence:
        for match in _YEARS_SPAN.finditer(value):
            starts.append(int(match.group(1)))
            end = match.group(2)
            ends.append(int(end) if end.isdigit() else this_year)
        counts += (Decimal(n) for n in _counts_of(_stemmed_words(value), stem("year")))
    if starts:
        counts.append(Decimal(max(ends) - min(starts)))
    return max(counts) if counts else None


def _counts_of(words: _StemmedWords, counted: str) -> list[str]:
    """The numbers just before each place of a stem: "600" of "about 600 employees"."""
    found = []
    for index in words.places_of(counted):
        for before in words.stems[max(0, index - 2) : index]:
            if before[:1].isdigit() and _number_value(before) == before:
                found.append(before)
    return found


def _all_shown(named: list[_Item], runs: list[list[str]], sent: _SentText) -> bool:
    """Whether the profile shows every one of these names and runs of words."""
    return all(
        any(sent.profile_shows(name) for name in _shown_as(item))
        or (item.kind == "named" and sent.spells_out(item.key))
        for item in named
    ) and all(sent.profile_shows_words(run) for run in runs)


# "or" in the languages of our seekers; a slash, but not one inside a word ("S/4HANA", "24/7",
# "A/B"), where one side is a single letter or digit.
# "Seven or more years", "Level 3 or above" offer no alternative: they give a least.
_ALTERNATIVES = re.compile(
    r"\b(?:or|oder|ou|o|u|oppure)\b(?!\s+(?:more|above|higher|over|greater|longer)\b)"
    r"|(?<!\b[^\W_])/(?![^\W_]\b)"
)
# What brings in examples of a requirement, or the tools it is done with: "Infrastructure as
# code (Terraform)", "a BI tool, e.g. Power BI", "such as Jenkins", "testing with Jest".
_EXAMPLES = re.compile(
    r"\(|\be\.g\.|\bsuch as\b|\bincluding\b|\bfor (?:example|instance)\b|\bz\.\s?b\."
    r"|\bp\.\s?ej\.|\bpor ejemplo\b|\bzum beispiel\b|\bwith\b|\busing\b",
    re.IGNORECASE,
)


# What separates the things a requirement asks for, before its examples.
_CONJUNCT_BREAK = re.compile(r",|;|&|\band\b|\bplus\b", re.IGNORECASE)


def _example_marker(text: str) -> re.Match[str] | None:
    """The first mark of examples in a requirement; not a bracket that only gives the
    initials of the words before it ("Care Programme Approach (CPA) training")."""
    for marker in _EXAMPLES.finditer(text):
        if marker.group() == "(" and (letters := _BRACKETED_LETTERS.match(text, marker.start())):
            if _spelling_words(text, letters):
                continue
        return marker
    return None


def _alternative_shown(job_quote: _Quote, sent: _SentText, subject: list[_Item]) -> bool:
    """A requirement that offers alternatives ("Terraform or Pulumi", "WMS (SAP EWM or
    Manhattan)") is met when the profile shows any one of them. One that gives examples or
    tools ("Infrastructure as code (Terraform)", "Automated testing with Jest") is shown by
    one of them, unless the gap is about an example itself ("Detox is not shown")."""
    if _ALTERNATIVES.search(_without_names(job_quote.text, job_quote.normalised)):
        return any(_offer_shown(offer, sent) for offer in _offers(job_quote.text))
    if examples := _example_marker(job_quote.text):
        # Only what follows the marker is an example: "Python (3+ years)" gives none.
        offered = _quote(job_quote.text[examples.start() :])
        # A gap about an example ("Detox is not shown"), not about what it is an example of
        # ("a data governance framework such as DAMA-DMBOK", the kind named too).
        named = [item for item in subject if item.is_named] or subject
        if all(offered.supports(item) for item in named) and named:
            # Unless the profile shows that very example: "round management systems such as
            # Bartec" of "Webaspx and Bartec Collective".
            in_example = [item for item in subject if offered.supports(item)]
            if _example_named_and_shown(job_quote.text, subject, sent):
                return True
            return (
                _SUCH_AS.search(job_quote.text) is not None
                and any(item.is_named for item in in_example)
                and all(
                    (
                        sent.writes_capitalised(item.key)
                        if item.kind == "proper"
                        else any(sent.profile_shows(name) for name in _shown_as(item))
                    )
                    if item.is_named
                    else sent.profile_shows_words([item.key])
                    for item in in_example
                )
            )
    else:
        return False
    conjuncts = list(_CONJUNCT_BREAK.finditer(job_quote.text, 0, examples.start()))
    earlier = _quote(job_quote.text[: conjuncts[-1].start()]) if conjuncts else None
    if earlier is not None and any(
        earlier.supports(item)
        and not offered.supports(item)
        and not any(sent.profile_shows(name) for name in _shown_as(item))
        for item in subject
        if item.kind in ("name", "named")
    ):
        # The gap names what is asked beside the thing the examples are of, and the profile
        # does not show it: "Your BLS lapsed, and they want it current alongside CPI" of
        # "Current BLS and Nonviolent Crisis Intervention (CPI) certification".
        return False
    if any(
        sent.profile_shows(name)
        for item in offered.reading.items
        if item.kind in ("name", "named")
        for name in _shown_as(item)
    ):
        return True
    # An example in plain words after the last marker: "quantitative methods such as surveys"
    # of "survey design (Qualtrics)".
    markers = list(_SUCH_AS.finditer(job_quote.text))
    if not markers:
        return False
    examples_text = job_quote.text[markers[-1].end() :].strip(" )")
    return bool(examples_text) and any(
        _offer_shown(offer, sent) for offer in _offers(examples_text) if offer.strip()
    )


# What joins the names of a list: "Kubernetes and Helm", "SQL, dbt and Airflow", "neither
# SQL nor dbt" (not "or": alternatives are read by _offers).
_LIST_JOIN = re.compile(r"\s*(?:,\s*(?:and\s+)?|(?:and|nor|&)\s+)\s*", re.IGNORECASE)
# What may stand before such a list in the clause that says it is missing, and right after
# it: nothing that makes the names parts of one thing ("Posting month-end accruals and
# prepayments", "Level 2 English and maths", "English and maths at Level 2").
_BEFORE_A_MISSING_LIST = re.compile(
    r"(?:^|[.;:!?]\s+|,\s+(?:and|but|while|though)\s+)"
    r"(?:(?:neither|both|no|there's|there|is|are|your|profile|doesn't|does|not|don't|do|show"
    r"|shows|mention|mentions|list|lists|any|sign|of|experience|with)\s+)*$",
    re.IGNORECASE,
)
_AFTER_A_MISSING_LIST = re.compile(
    r"\s*(?:[.;:,!?]|$|(?:is|are|isn't|aren't|doesn't|don't|does|do|appears?|shows?|comes?|"
    r"features?|in\s+your)\b)",
    re.IGNORECASE,
)


def _listed_name_shown(text: str, sent: _SentText) -> bool:
    """Whether a gap says a list of names is missing ("Kubernetes and Helm aren't in your
    profile") and the profile shows one of them: the sentence says it is not there."""
    hits = names.find_names(text)
    run: list[names.NameHit] = []
    for hit in hits:
        if run and not _LIST_JOIN.fullmatch(text, run[-1].end, hit.start):
            if _listed_and_shown(text, run, sent):
                return True
            run = []
        run.append(hit)
    return _listed_and_shown(text, run, sent)


def _listed_and_shown(text: str, run: list[names.NameHit], sent: _SentText) -> bool:
    return (
        len(run) >= 2
        and _BEFORE_A_MISSING_LIST.search(text, 0, run[0].start) is not None
        and _AFTER_A_MISSING_LIST.match(text, run[-1].end) is not None
        and any(
            sent.profile_shows(name) for hit in run for name in _shown_as(_Item("name", hit.group))
        )
    )


def _example_named_and_shown(job_text: str, subject: list[_Item], sent: _SentText) -> bool:
    """Whether the profile shows one of the job's examples that a gap names as missing:
    "such as Nory or Procure Wizard, and neither features in your profile" of "(e.g. Nory,
    Procure Wizard)", beside "Nory (kitchen management system)"."""
    markers = list(_SUCH_AS.finditer(job_text))
    if not markers:
        return False
    # Read alone, an example is the start of a sentence ("Nory" is a word there): it is
    # matched to the sentence's names by its stems, and looked for in the profile whole.
    named = {stem(item.key) for item in subject if item.is_named}
    for offer in _offers(job_text[markers[-1].end() :].strip(" )")):
        keys = {stem(item.key) for item in _read(offer).items}
        if keys and keys <= named and sent.profile_shows(normalise_quote(offer)):
            return True
    return False


def _own_example_shown(text: str, sent: _SentText) -> bool:
    """A gap whose sentence gives an example the profile shows: "Quantitative methods such as
    surveys don't appear in your profile" of "survey design (Qualtrics)"."""
    marker = _SUCH_AS.search(text)
    if marker is None:
        return False
    # The examples run to where the sentence says they are missing. One a name in capitals
    # ("such as Contentful"), a person ("such as a content executive") or an amount ("such
    # as £2k a month") is left to the other rules: only things in plain words are read here.
    examples = _SAID_MISSING.split(text[marker.end() :], maxsplit=1)[0].strip()
    if (
        not examples.islower()
        or examples.startswith(("a ", "an "))
        or any(char.isdigit() for char in examples)
    ):
        return False
    return any(_offer_shown(offer, sent) for offer in _offers(examples) if offer.strip())


_SAID_MISSING = re.compile(
    r"\b(?:is|are|isn't|aren't|does|do|doesn't|don't|has|have|hasn't|haven't|was|were)\b"
    r"|\b(?:not|no|never|missing|absent)\b|[;:.!?]",
    re.IGNORECASE,
)


# What says that examples follow, in plain words (not "with" or a bracket, which may give a
# setting: "Experience with Sparx Maths is welcome").
_SUCH_AS = re.compile(r"\bsuch as\b|\be\.g\.|\bfor (?:example|instance)\b", re.IGNORECASE)


_OFFER_SPLIT = re.compile(
    r"\s*,?\s*\b(?:or|oder|ou|o|u|oppure)\b\s*|\s*(?<!\b[^\W_])/(?![^\W_]\b)\s*|\s*,\s*",
    re.IGNORECASE,
)
# A preposition before the last word of the first offer: what follows it is the setting the
# offers differ in ("Shift management in a warehouse or DC" offers shift management in a DC).
_SETTING_WORDS = frozenset("in at within for on across with from using".split())


def _offers(text: str) -> list[str]:
    """What a requirement offers as alternatives, each as a whole ("Chartered Member of the
    CIPD, or CIPD Level 7"; "Shift management in a warehouse or DC"). A "/" inside a known
    name ("CI/CD") splits nothing."""
    guarded = text
    for hit in names.find_names(text):
        if "/" in hit.text:
            guarded = guarded[: hit.start] + hit.text.replace("/", "\0") + guarded[hit.end :]
    pieces = [piece.replace("\0", "/") for piece in _OFFER_SPLIT.split(guarded) if piece.strip()]
    if len(pieces) < 2:
        return pieces
    first_words = pieces[0].split()
    setting = max(
        (
            index
            for index, word in enumerate(first_words[:-1])
            if word.casefold() in _SETTING_WORDS
        ),
        default=None,
    )
    if setting is None or setting == 0:
        return pieces
    head = " ".join(first_words[: setting + 1])
    return [
        pieces[0],
        *(
            piece if piece.split()[0].casefold() in _SETTING_WORDS else f"{head} {piece}"
            for piece in pieces[1:]
        ),
    ]


# "a similar BI tool", "an equivalent qualification": words that offer any one of a kind.
_LIKE_STEMS = frozenset(
    stem(word)
    for word in """
    similar equivalent comparable other another related like tool software system platform
    """.split()
)


def _offer_shown(offer: str, sent: _SentText) -> bool:
    """Whether the profile shows all of one offer: its names, and its other words."""
    reading = _read(offer)
    items = [item for item in reading.items if not _says_missing(item)]
    named = [item for item in items if item.kind in ("name", "named")]
    if not named and not _LIKE_STEMS.isdisjoint(map(stem, reading.words)):
        return False  # "a similar stock system": only a system it names would show it
    runs = [
        kept
        for run in _word_runs(reading)
        if (kept := [key for key in run if key not in _LIKE_STEMS])
    ]
    return bool(named or runs) and _all_shown(named, runs, sent)


def _without_names(text: str, normalised: str | None = None) -> str:
    """The normalised text without its known names: "CI/CD" offers no alternative."""
    if normalised is None:
        normalised = normalise_quote(text)
    if "/" in normalised:
        for hit in names.find_names(text):
            normalised = normalised.replace(normalise(hit.text).strip(), " ")
    return normalised


def _all_names(item: _Item) -> frozenset[str]:
    """Every normalised name of a named item: its group's names, or the token itself."""
    if item.kind == "name":
        group = names.group(item.key)
        return group.normalised if group is not None else frozenset()
    return names.equivalents(item.key)


# How often a thing is done says when, not what: "bank reconciliations" show "monthly bank
# reconciliation".
_HOW_OFTEN = frozenset(
    "hourly daily nightly weekly fortnightly monthly quarterly yearly annual annually".split()
)


def _run_key(word: str) -> str:
    """What a word of a gap's subject is looked for as: its stem, or its number ("" for a
    word that says nothing of the subject)."""
    number = _number_value(word)
    if number is not None:
        return number  # "5-star", "Level 3": a digit counts
    if len(word) < 2 or word in _STOP_WORDS or word in _PLACES or word in _HOW_OFTEN:
        return ""
    if (
        word in _GENERIC_WORDS
        or not any(char.isalpha() for char in word)
        or any(map(is_unspaced, word))
        or stem(word) in _GAP_STEMS
    ):
        return ""
    return stem(word)


_LEVEL_WORDS = frozenset("level stage band grade tier category cat class".split())


def _word_runs(point: _Reading, *, next_to_names: bool = False) -> list[list[str]]:
    """The words of a point, outside its names, that stand together ("vegan menu", "level 3
    food safety"), as runs of stems (numbers as they are). With `next_to_names`, only the runs
    right before a name ("Sparx" of "Sparx Maths") or its title right after it ("Level 3" of
    "WSET Level 3"), not those after it or a preposition sets apart ("in production" of
    "Kubernetes in production")."""
    runs: list[tuple[list[str], bool]] = [([], False)]
    proper = {item.key for item in point.items if item.kind == "proper"}
    after_name = False
    for index, token in enumerate(point.words):
        if index in point.in_names:
            if runs[-1][0]:
                # Words right before a name belong to it ("Sparx Maths"); words after it are
                # what is said of it ("Google Analytics 4 reporting"), but for a number
                # ("IFRS 17").
                # But a single word of doing right before it is what is done with the name,
                # which the name shows: "Managing syringe pumps", "Producing BEOs".
                if not (len(runs[-1][0]) == 1 and point.words[index - 1].endswith("ing")):
                    runs[-1] = (runs[-1][0], True)
                runs.append(([], False))
            after_name = True
            continue
        for word in _SPLIT_PARTS.split(token):
            key = _run_key(word)
            if key:
                if not runs[-1][0] and after_name and _titles_a_name(word, proper):
                    # Part of the name's title: "IFRS 17", "WSET Level 3", "AWS Solutions
                    # Architect".
                    runs[-1] = ([], True)
                runs[-1][0].append(key)
            elif runs[-1][0] and word not in _GENERIC_WORDS:
                # A word that says nothing of the subject ends a run, one that only says
                # little does not: "close the month in 4 working days" needs the 4 by the days.
                runs.append(([], False))
            after_name = False
    return [run for run, touches in runs if run and (touches or not next_to_names)]
