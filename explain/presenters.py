"""What the page shows of an explanation: the same structure for the template and for JSON.

Everything here is plain text. The template autoescapes it and the page's JavaScript puts it
in with `textContent`, so nothing the model or a user wrote is ever read as HTML.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.urls import reverse

from explain.checker import CheckedClaim
from explain.models import Claim, Explanation
from explain.offline import shared_terms
from explain.prompt import JOB_LABELS, PROFILE_LABELS, missing_profile_fields, split_user_text
from explain.service import Question, prepare_question
from jobportal.models import Application, Job, Profile, User

OFFLINE_LABEL = "Offline explainer: keyword match, no AI"
GAP_INTRO = "Not shown in your profile"
ALL_VERIFIED = "Every point below quotes your profile or this job."
REWORDED_NOTE = (
    "Where the two texts use different words, we show the explainer's judgement in our own "
    "words, as related, not as a fact."
)

FAILURE_MESSAGES: dict[str, str] = {
    Explanation.Status.NOTHING_VERIFIED: (
        "We could not verify any point of this explanation, so we show none: a wrong "
        "explanation is worse than no explanation."
    ),
    Explanation.Status.REJECTED: (
        "The explainer's answer was not in the format we require, so nothing from it is "
        "shown. Please try again later."
    ),
    Explanation.Status.TIMEOUT: (
        "The explainer did not answer in time, so there is no explanation this time. "
        "Please try again in a minute."
    ),
    Explanation.Status.PROVIDER_ERROR: (
        "The explainer service could not be reached or refused the request, so there is no "
        "explanation this time. Please try again later."
    ),
}


def removed_sentence(dropped: int) -> str:
    if dropped == 1:
        return "1 point was removed because it failed the check."
    return f"{dropped} points were removed because they failed the check."


def dom_offset(value: str, offset: int) -> int:
    """An offset into a stored value, as an offset into the page's text.

    Browsers read "\\r\\n" and a lone "\\r" in HTML text as one "\\n", so a value saved from a
    textarea is shorter on the page than in the database.
    """
    return len(value[:offset].replace("\r\n", "\n").replace("\r", "\n"))


BRACKET_PAIRS = {"(": ")", "[": "]"}


def close_bracket(value: str, start: int, end: int) -> int:
    """The end of a quote as shown: with the bracket it opened, when the text closes it next.

    The checker strips brackets from a quote's ends before matching, so a found quote can stop
    just short of its own closing bracket ("Java (Intermediate, 3 years"). Showing the bracket
    adds no claim: it is the very next character of the same field.
    """
    shown = value[start:end]
    for opening, closing in BRACKET_PAIRS.items():
        if shown.count(opening) > shown.count(closing) and value[end : end + 1] == closing:
            return end + 1
    return end


@dataclass(frozen=True)
class QuoteView:
    side: str  # "profile" or "job"
    field: str
    label: str  # "Your profile · Skills"
    text: str
    start: int | None  # offsets into the page's text of that field, when highlightable
    end: int | None
    claim_id: int
    source_start: int | None = None  # the same place as offsets into the sent value
    source_end: int | None = None

    @property
    def highlight_key(self) -> str:
        return f"{self.claim_id}-{self.side}"

    def as_json(self) -> dict[str, Any]:
        return {
            "side": self.side,
            "field": self.field,
            "label": self.label,
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "key": self.highlight_key,
        }


@dataclass(frozen=True)
class PointView:
    kind: str
    point: str  # the sentence shown: the model's, or the page's own words
    quotes: list[QuoteView]
    wording: str = Claim.Wording.MODEL

    @property
    def in_page_words(self) -> bool:
        """A judgement the page words itself ("related"), not the model's assertion."""
        return self.wording == Claim.Wording.PAGE

    def as_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "intro": GAP_INTRO if self.kind == Claim.Kind.GAP and not self.in_page_words else "",
            "point": self.point,
            "wording": self.wording,
            "quotes": [quote.as_json() for quote in self.quotes],
        }


def explainer_label(*, offline: bool, model_name: str) -> str:
    return OFFLINE_LABEL if offline else f"Gemini ({model_name})"


@dataclass(frozen=True)
class Changes:
    """What differs between the question an explanation answered and the one asked now."""

    profile: bool = False
    job: bool = False
    explainer: str = ""  # the label of the explainer asked now, when another one answered

    def __bool__(self) -> bool:
        return self.profile or self.job or bool(self.explainer)

    @property
    def notice(self) -> str:
        if self.profile or self.job:
            what = (
                "Your profile and this job have"
                if self.profile and self.job
                else "Your profile has"
                if self.profile
                else "This job has"
            )
            return (
                f"{what} changed since this explanation was made. Ask again for an "
                "explanation of the current texts."
            )
        if self.explainer:
            return (
                f"The explainer has changed since this explanation was made: it is now "
                f"{self.explainer}. Your profile and this job have not changed, so every quote "
                "below still holds. Ask again for a new explanation."
            )
        return ""


@dataclass
class ExplanationView:
    explanation: Explanation
    is_fresh: bool  # the texts it quotes are the current ones: quotes point into the page
    changes: Changes = field(default_factory=Changes)
    matches: list[PointView] = field(default_factory=list)
    gaps: list[PointView] = field(default_factory=list)

    @property
    def has_points(self) -> bool:
        return bool(self.matches or self.gaps)

    @property
    def source_label(self) -> str:
        return explainer_label(
            offline=self.explanation.is_offline, model_name=self.explanation.model_name
        )

    @property
    def summary(self) -> str:
        """The honesty sentence: every point is quoted, or how many were removed."""
        if not self.has_points:
            return ""
        sentence = (
            removed_sentence(self.explanation.dropped)
            if self.explanation.dropped
            else ALL_VERIFIED
        )
        if any(point.in_page_words for point in self.matches):
            sentence += " " + REWORDED_NOTE
        return sentence

    @property
    def failure_message(self) -> str:
        if self.has_points:
            return ""
        message = FAILURE_MESSAGES.get(self.explanation.status, "")
        if self.explanation.status == Explanation.Status.NOTHING_VERIFIED:
            if self.explanation.dropped:
                message += " " + removed_sentence(self.explanation.dropped)
            else:
                message = (
                    "The explainer found no point it could back with quotes from your "
                    "profile and this job."
                )
        return message

    def as_json(self) -> dict[str, Any]:
        return {
            "id": self.explanation.pk,
            "url": self.explanation.get_absolute_url(),
            "status": self.explanation.status,
            "source": self.explanation.source,
            "source_label": self.source_label,
            "created_at": self.explanation.created_at.isoformat(),
            "fresh": self.is_fresh,
            "summary": self.summary,
            "message": self.failure_message,
            "dropped": self.explanation.dropped,
            "matches": [point.as_json() for point in self.matches],
            "gaps": [point.as_json() for point in self.gaps],
        }


def quote_view(claim: Claim, side: str, sent: dict[str, str] | None) -> QuoteView | None:
    labels = PROFILE_LABELS if side == "profile" else JOB_LABELS
    prefix = "Your profile" if side == "profile" else "This job"
    field_name = getattr(claim, f"{side}_field")
    start = getattr(claim, f"{side}_start")
    end = getattr(claim, f"{side}_end")
    if not field_name or start is None or end is None:
        return None
    label = f"{prefix} · {labels.get(field_name, field_name)}"
    value = (sent or {}).get(field_name)
    if value is None or end > len(value):
        # The text changed since: show the model's quote, without a place to highlight.
        return QuoteView(
            side, field_name, label, getattr(claim, f"{side}_quote"), None, None, claim.pk
        )
    end = close_bracket(value, start, end)
    return QuoteView(
        side,
        field_name,
        label,
        value[start:end],
        dom_offset(value, start),
        dom_offset(value, end),
        claim.pk,
        start,
        end,
    )


def found_quote_view(claim: CheckedClaim, side: str, sent: Mapping[str, str]) -> QuoteView | None:
    """A verified quote of a claim that has no record (nothing to highlight it by)."""
    location = claim.profile_location if side == "profile" else claim.job_location
    if location is None or location.field not in sent:
        return None
    labels = PROFILE_LABELS if side == "profile" else JOB_LABELS
    prefix = "Your profile" if side == "profile" else "This job"
    value = sent[location.field]
    end = close_bracket(value, location.start, location.end)
    label = f"{prefix} · {labels.get(location.field, location.field)}"
    return QuoteView(side, location.field, label, value[location.start : end], None, None, 0)


def shared_points(
    profile_fields: Mapping[str, str], job_fields: Mapping[str, str], *, limit: int = 3
) -> list[PointView]:
    """What a profile and a job share, shown like an explanation's matches, without a model
    call: the offline explainer's verified matches (explain.offline.shared_terms)."""
    points = []
    for claim in shared_terms(profile_fields, job_fields)[:limit]:
        quotes = [
            found_quote_view(claim, "profile", profile_fields),
            found_quote_view(claim, "job", job_fields),
        ]
        points.append(
            PointView(
                claim.kind.value,
                claim.shown_point,
                [quote for quote in quotes if quote],
                claim.wording.value,
            )
        )
    return points


def changes_since(
    explanation: Explanation, question: Question, *, profile: Profile, job: Job
) -> Changes:
    """What changed since `explanation` was made, for the seeker asking `question` now."""
    if explanation.prompt_fingerprint == question.fingerprint:
        return Changes()
    explainer = question.explainer
    same_version = question.prompt.version == explanation.prompt_version
    old_profile, old_job = split_user_text(explanation.prompt_text)
    new_profile, new_job = split_user_text(question.prompt.user_text)
    profile_changed = old_profile != new_profile
    job_changed = old_job != new_job
    if not same_version:
        # A new prompt version may render the same values differently: a section counts as
        # changed only if its profile or job was saved since.
        profile_changed &= profile.updated_at > explanation.created_at
        job_changed &= job.updated_at > explanation.created_at
    texts_same = question.prompt.user_text == explanation.prompt_text
    explainer_changed = (
        explainer.model_name != explanation.model_name or not same_version or texts_same
    )
    return Changes(
        profile=profile_changed,
        job=job_changed,
        explainer=explainer_label(
            offline=explainer.source == Explanation.Source.OFFLINE,
            model_name=explainer.model_name,
        )
        if explainer_changed
        else "",
    )


def present(
    explanation: Explanation,
    *,
    is_fresh: bool,
    profile_fields: dict[str, str] | None = None,
    job_fields: dict[str, str] | None = None,
    changes: Changes | None = None,
) -> ExplanationView:
    """The page's view of an explanation; quotes point into the given sent fields when fresh."""
    view = ExplanationView(
        explanation=explanation, is_fresh=is_fresh, changes=changes or Changes()
    )
    if explanation.kept == 0:
        return view
    profile = profile_fields if is_fresh else None
    job = job_fields if is_fresh else None
    kept = explanation.claims.filter(outcome=Claim.Outcome.KEPT)
    for claim in kept:
        quotes = [quote_view(claim, "profile", profile), quote_view(claim, "job", job)]
        point = PointView(
            claim.kind, claim.shown_point, [quote for quote in quotes if quote], claim.wording
        )
        (view.matches if claim.kind == Claim.Kind.MATCH else view.gaps).append(point)
    return view


@dataclass(frozen=True)
class Highlight:
    """One quote marked in the text it was found in, for the page without JavaScript."""

    side: str  # "profile" or "job"
    field: str
    before: str
    text: str
    after: str


def highlight_for(
    view: ExplanationView | None, key: str, sent: dict[str, dict[str, str]]
) -> Highlight | None:
    """The server-side highlight for the page without JavaScript: ?highlight=<claim>-<side>."""
    if view is None or not view.is_fresh:
        return None
    for point in [*view.matches, *view.gaps]:
        for quote in point.quotes:
            if quote.highlight_key == key and quote.source_start is not None:
                value = sent[quote.side][quote.field]
                return Highlight(
                    side=quote.side,
                    field=quote.field,
                    before=value[: quote.source_start],
                    text=value[quote.source_start : quote.source_end],
                    after=value[quote.source_end :],
                )
    return None


# --- The explanation panel of a job page ------------------------------------------------------


@dataclass(frozen=True)
class Blocker:
    """Why an explanation cannot be asked for; said before any model call."""

    code: str
    message: str
    link: str = ""
    link_text: str = ""


def explanation_blocker(profile: Profile | None, job: Job) -> Blocker | None:
    if not job.is_open:
        return Blocker("job_closed", "This job is closed, so we do not explain it any more.")
    if profile is None:
        return Blocker(
            "no_profile",
            "Create your profile first: an explanation compares it with the job.",
            reverse("jobportal:profile_edit"),
            "Create your profile",
        )
    missing = missing_profile_fields(profile.match_fields())
    if missing:
        return Blocker(
            "profile_too_thin",
            "Your profile is too thin to explain a match. Please fill in: "
            + "; ".join(missing)
            + ".",
            reverse("jobportal:profile_edit"),
            "Complete your profile",
        )
    return None


@dataclass(frozen=True)
class SentField:
    name: str
    label: str
    value: str


@dataclass(frozen=True)
class JobPanel:
    """The "why does this match me?" part of a job page, for the person looking at it."""

    state: Literal["anonymous", "blocked", "ready"]
    blocker: Blocker | None = None
    view: ExplanationView | None = None  # the latest explanation of this job for this seeker
    profile_fields: list[SentField] = field(default_factory=list)  # the profile, as sent
    highlight: Highlight | None = None
    wait_seconds: int | None = None  # the longest wait for the model, when there is one

    @property
    def sent_profile_labels(self) -> list[str]:
        """What is sent of a profile, for the sentence that says so."""
        return list(PROFILE_LABELS.values())


def job_panel(
    user: User | AnonymousUser,
    job: Job,
    *,
    explanation: Explanation | None = None,
    highlight: str = "",
) -> JobPanel | None:
    """The panel for `user` (None for recruiters and admins): the button, or why not, and the
    latest explanation (or the given one), with the quote `highlight` names marked."""
    if not user.is_authenticated:
        return JobPanel(state="anonymous")
    if not user.is_seeker:
        return None
    profile = user.seeker_profile
    blocker = explanation_blocker(profile, job)
    state: Literal["blocked", "ready"] = "blocked" if blocker else "ready"
    if profile is None:
        return JobPanel(state=state, blocker=blocker)
    question = prepare_question(profile=profile, job=job)
    sent = {"profile": question.prompt.profile_fields, "job": question.prompt.job_fields}
    if explanation is None:
        explanation = Explanation.objects.for_seeker(user).filter(job=job).first()
    view = None
    if explanation is not None:
        changes = changes_since(explanation, question, profile=profile, job=job)
        view = present(
            explanation,
            # The quotes point into the current texts unless these changed.
            is_fresh=not (changes.profile or changes.job),
            profile_fields=sent["profile"],
            job_fields=sent["job"],
            changes=changes,
        )
    return JobPanel(
        state=state,
        blocker=blocker,
        view=view,
        profile_fields=[
            SentField(name, PROFILE_LABELS[name], value) for name, value in sent["profile"].items()
        ],
        highlight=highlight_for(view, highlight, sent),
        # The wait a person may face: the model call's own timeout.
        wait_seconds=settings.GEMINI_TIMEOUT_SECONDS
        if question.explainer.source == Explanation.Source.GEMINI
        else None,
    )


@dataclass(frozen=True)
class SharedExplanation:
    """The explanation a seeker shared with an application, for the recruiter's page."""

    view: ExplanationView
    highlight: Highlight | None = None


def shared_explanation(
    application: Application, *, highlight: str = ""
) -> SharedExplanation | None:
    """The shared explanation as the seeker saw it, with the quote `highlight` names marked.

    It was up to date when they applied, and the application keeps the sent fields of that
    moment, so its quotes point into exactly the texts that were checked, even after the
    profile or the job changed.
    """
    if application.explanation is None:
        return None
    sent = {"profile": application.profile_fields, "job": application.job_fields}
    view = present(
        application.explanation,
        is_fresh=True,
        profile_fields=sent["profile"],
        job_fields=sent["job"],
    )
    return SharedExplanation(view=view, highlight=highlight_for(view, highlight, sent))
