"""Why a claim is not shown as the model wrote it: the reason codes of both checking stages.

The quote check (explain/checker.py) drops a claim whose quotes are not in the sent text; the
faithfulness stage (explain/faithfulness.py) hides a kept claim whose sentence says more than
its quotes, or rewords it in the page's own words. The codes are stored on every dropped claim,
counted per explanation and shown on the quality dashboard, so they are one list, in this order.
"""

from enum import StrEnum


class DropReason(StrEnum):
    """The quote-check contract (docs/design.md): the first rule a claim breaks."""

    MALFORMED = "MALFORMED"
    EMPTY_POINT = "EMPTY_POINT"
    POINT_TOO_LONG = "POINT_TOO_LONG"
    QUOTE_TOO_SHORT = "QUOTE_TOO_SHORT"
    QUOTE_TOO_LONG = "QUOTE_TOO_LONG"
    PROFILE_QUOTE_NOT_FOUND = "PROFILE_QUOTE_NOT_FOUND"
    JOB_QUOTE_NOT_FOUND = "JOB_QUOTE_NOT_FOUND"
    GAP_HAS_PROFILE_QUOTE = "GAP_HAS_PROFILE_QUOTE"
    GAP_SHOWN_IN_PROFILE = "GAP_SHOWN_IN_PROFILE"
    DUPLICATE = "DUPLICATE"


class FaithReason(StrEnum):
    """The faithfulness rule (docs/design.md): a point may not say more than its quotes."""

    LINK_IN_POINT = "LINK_IN_POINT"
    EMAIL_IN_POINT = "EMAIL_IN_POINT"
    PHONE_IN_POINT = "PHONE_IN_POINT"
    INSTRUCTION_IN_POINT = "INSTRUCTION_IN_POINT"
    JUDGES_THE_PERSON = "JUDGES_THE_PERSON"
    TRIVIAL_QUOTE = "TRIVIAL_QUOTE"
    NEGATED_EVIDENCE = "NEGATED_EVIDENCE"
    NUMBER_NOT_IN_QUOTES = "NUMBER_NOT_IN_QUOTES"
    TERM_NOT_IN_QUOTES = "TERM_NOT_IN_QUOTES"
    CLAIMED_FROM_JOB = "CLAIMED_FROM_JOB"
    NOT_ABOUT_QUOTES = "NOT_ABOUT_QUOTES"
    GAP_SHOWN_UNDER_OTHER_NAME = "GAP_SHOWN_UNDER_OTHER_NAME"


Reason = DropReason | FaithReason
ALL_REASONS: tuple[Reason, ...] = (*DropReason, *FaithReason)

REASON_LABELS: dict[str, str] = {
    DropReason.MALFORMED: "Not a well-formed claim",
    DropReason.EMPTY_POINT: "Empty point",
    DropReason.POINT_TOO_LONG: "Point too long",
    DropReason.QUOTE_TOO_SHORT: "Quote too short",
    DropReason.QUOTE_TOO_LONG: "Quote too long",
    DropReason.PROFILE_QUOTE_NOT_FOUND: "Profile quote not found",
    DropReason.JOB_QUOTE_NOT_FOUND: "Job quote not found",
    DropReason.GAP_HAS_PROFILE_QUOTE: "Gap with a profile quote",
    DropReason.GAP_SHOWN_IN_PROFILE: "Gap quote found in the profile",
    DropReason.DUPLICATE: "Duplicate",
    FaithReason.LINK_IN_POINT: "Link in the point",
    FaithReason.EMAIL_IN_POINT: "E-mail address in the point",
    FaithReason.PHONE_IN_POINT: "Phone number in the point",
    FaithReason.INSTRUCTION_IN_POINT: "Instruction to the reader",
    FaithReason.JUDGES_THE_PERSON: "Judges the person",
    FaithReason.TRIVIAL_QUOTE: "Quote too trivial to support anything",
    FaithReason.NEGATED_EVIDENCE: "The profile says the opposite",
    FaithReason.NUMBER_NOT_IN_QUOTES: "Number not in its quotes",
    FaithReason.TERM_NOT_IN_QUOTES: "Named skill or tool not in its quotes",
    FaithReason.CLAIMED_FROM_JOB: "Claims the seeker has what only the job says",
    FaithReason.NOT_ABOUT_QUOTES: "Not about its quotes",
    FaithReason.GAP_SHOWN_UNDER_OTHER_NAME: "Gap the profile shows under another name",
}


class Wording(StrEnum):
    """Whose words the page shows for a kept claim."""

    MODEL = "model"  # the model's sentence: its quotes support everything it says
    PAGE = "page"  # the page's own fixed words: a judgement ("related"), or a gap said badly


# What the page shows instead of the model's sentence (Wording.PAGE), by kind of claim.
RELATED_POINT = "Related, in the explainer's judgement: the words differ, so compare the quotes."
# "Does not show it", not "does not mention it": a gap worded by the page may be one the
# profile names only as lapsed, booked or unfinished ("Your PALS lapsed in 2023").
GAP_POINT = "This job asks for what is quoted here; your profile does not show it."
PAGE_POINTS = {"match": RELATED_POINT, "gap": GAP_POINT}
