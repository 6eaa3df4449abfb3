"""Explaining a match, start to finish: prompt, model call, quote check, records.

`explain_match()` is the one orchestration function. It never holds a database transaction
open across the model call: the call happens first, then the explanation, its claims and its
final status are written in one `transaction.atomic()`.
"""

import json
import logging
import time
from dataclasses import dataclass
from typing import Protocol

from django.conf import settings
from django.db import router, transaction
from django.utils.text import slugify

from explain.checker import CheckedClaim, Outcome, Verdict, storable
from explain.faithfulness import verify
from explain.gemini import ErrorKind, ModelCallError, ModelReply, get_client
from explain.models import Claim, Explanation
from explain.offline import OFFLINE_MODEL_NAME, explain_offline
from explain.prompt import Prompt, build_prompt
from jobportal.models import Job, Profile, User

logger = logging.getLogger("explain")

# What we store of a reply is bounded: the checker rejects anything over 32,768 characters, and
# an oversized reply is kept only as evidence of its beginning.
MAX_STORED_RESPONSE_CHARS = 40_000

# Every failure of the model call is recorded as a timeout or a provider error.
ERROR_STATUS: dict[ErrorKind, Explanation.Status] = {
    kind: Explanation.Status.TIMEOUT
    if kind is ErrorKind.TIMEOUT
    else Explanation.Status.PROVIDER_ERROR
    for kind in ErrorKind
}


class Explainer(Protocol):
    @property
    def source(self) -> str: ...
    @property
    def model_name(self) -> str: ...

    def generate(self, prompt: Prompt) -> ModelReply: ...


class GeminiExplainer:
    source = Explanation.Source.GEMINI

    def __init__(self) -> None:
        self.model_name: str = settings.GEMINI_MODEL

    def generate(self, prompt: Prompt) -> ModelReply:
        return get_client().generate(
            system_instruction=prompt.system_instruction, user_text=prompt.user_text
        )


class OfflineExplainer:
    """Keyword matching of our own, for a site without a Gemini key. Not AI, and labelled so."""

    source = Explanation.Source.OFFLINE
    model_name = OFFLINE_MODEL_NAME

    def generate(self, prompt: Prompt) -> ModelReply:
        text = explain_offline(prompt.profile_fields, prompt.job_fields)
        return ModelReply(
            text=text,
            model_version=OFFLINE_MODEL_NAME,
            finish_reason="STOP",
            prompt_tokens=None,
            response_tokens=None,
            thoughts_tokens=None,
            total_tokens=None,
        )


def current_explainer() -> Explainer:
    return GeminiExplainer() if settings.GEMINI_API_KEY else OfflineExplainer()


@dataclass(frozen=True)
class Question:
    """What would be asked for this seeker and job, and by which explainer."""

    prompt: Prompt
    explainer: Explainer

    @property
    def fingerprint(self) -> str:
        return self.prompt.fingerprint(self.explainer.model_name)


def prepare_question(*, profile: Profile, job: Job) -> Question:
    return Question(
        prompt=build_prompt(profile.match_fields(), job.match_fields()),
        explainer=current_explainer(),
    )


def explain_match(*, question: Question, seeker: User, job: Job) -> Explanation:
    """Ask the model, check every claim against the sent text, and record the result."""
    release_connection()
    started = time.monotonic()
    reply: ModelReply | None = None
    error: ModelCallError | None = None
    try:
        reply = question.explainer.generate(question.prompt)
    except ModelCallError as exc:
        error = exc
    latency_ms = round((time.monotonic() - started) * 1000)

    explanation = Explanation(
        seeker=seeker,
        job=job,
        source=question.explainer.source,
        model_name=question.explainer.model_name,
        prompt_version=question.prompt.version,
        prompt_fingerprint=question.fingerprint,
        prompt_text=question.prompt.user_text,
        latency_ms=latency_ms,
    )
    claims: list[Claim] = []
    if error is not None:
        explanation.status = ERROR_STATUS[error.kind]
        explanation.error_code = (
            error.kind if error.status_code is None else f"http_{error.status_code}"
        )
    else:
        assert reply is not None
        explanation.raw_response = storable(reply.text[:MAX_STORED_RESPONSE_CHARS])
        explanation.model_version = (reply.model_version or "")[:100]
        explanation.prompt_tokens = reply.prompt_tokens
        explanation.response_tokens = reply.response_tokens
        explanation.thoughts_tokens = reply.thoughts_tokens
        explanation.total_tokens = reply.total_tokens
        verdict = verify(reply.text, question.prompt.profile_fields, question.prompt.job_fields)
        apply_verdict(explanation, verdict)
        claims = [claim_record(explanation, checked) for checked in verdict.claims]

    with transaction.atomic():
        explanation.save()
        Claim.objects.bulk_create(claims)
    log_explanation(explanation)
    return explanation


def release_connection() -> None:
    """Hand the database connection back before the model call; the writes after it take one again.

    The call takes seconds and needs no database. On PostgreSQL the connection goes back to the
    process's pool, where other requests use it meanwhile, so the site needs as many
    connections as requests doing database work at that moment, not one per waiting
    explanation; without a pool (SQLite) it is closed. Either way a database restart during
    the call cannot cut a connection the explanation still needs: the writes get a checked
    one. Inside a transaction (a caller's atomic block, or a test) the connection is left alone.
    """
    connection = transaction.get_connection(router.db_for_write(Explanation))
    if not connection.in_atomic_block:
        connection.close()


def apply_verdict(explanation: Explanation, verdict: Verdict) -> None:
    if verdict.status == "rejected":
        explanation.status = Explanation.Status.REJECTED
        # A short code for the admin's tallies: "not one JSON value" -> "not_one_json_value".
        explanation.error_code = slugify(verdict.error or "rejected").replace("-", "_")[:40]
        return
    explanation.kept_matches = len(verdict.matches)
    explanation.kept_gaps = len(verdict.gaps)
    explanation.dropped = verdict.dropped
    explanation.trimmed = verdict.trimmed
    explanation.reworded = verdict.reworded
    explanation.unfaithful = verdict.unfaithful
    explanation.drop_reasons = verdict.reasons
    explanation.status = (
        Explanation.Status.OK if explanation.kept else Explanation.Status.NOTHING_VERIFIED
    )


def claim_record(explanation: Explanation, checked: CheckedClaim) -> Claim:
    claim = Claim(
        explanation=explanation,
        kind=checked.kind.value,
        position=checked.position,
        point=storable(checked.point),
        profile_quote=storable(checked.profile_quote),
        job_quote=storable(checked.job_quote),
        outcome=checked.outcome.value,
        drop_reason=checked.reason.value
        if checked.outcome == Outcome.DROPPED and checked.reason
        else "",
        wording=checked.wording.value,
    )
    if checked.profile_location:
        claim.profile_field = checked.profile_location.field
        claim.profile_start = checked.profile_location.start
        claim.profile_end = checked.profile_location.end
    if checked.job_location:
        claim.job_field = checked.job_location.field
        claim.job_start = checked.job_location.start
        claim.job_end = checked.job_location.end
    return claim


def log_explanation(explanation: Explanation) -> None:
    """One structured line per explanation: figures only, no profile text, quotes or key."""
    record = {
        "event": "explanation",
        "id": explanation.pk,
        "source": explanation.source,
        "model": explanation.model_name,
        "prompt_version": explanation.prompt_version,
        "status": explanation.status,
        "error": explanation.error_code or None,
        "kept_matches": explanation.kept_matches,
        "kept_gaps": explanation.kept_gaps,
        "dropped": explanation.dropped,
        "trimmed": explanation.trimmed,
        "reworded": explanation.reworded,
        "unfaithful": explanation.unfaithful,
        "reasons": explanation.drop_reasons,
        "latency_ms": explanation.latency_ms,
        "prompt_tokens": explanation.prompt_tokens,
        "response_tokens": explanation.response_tokens,
        "total_tokens": explanation.total_tokens,
    }
    level = (
        logging.INFO
        if explanation.status in (Explanation.Status.OK, Explanation.Status.NOTHING_VERIFIED)
        else logging.WARNING
    )
    logger.log(level, json.dumps(record, sort_keys=True))
