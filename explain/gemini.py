"""The Gemini client: the only module that imports the google-genai SDK.

One call, one attempt, one error type. `GeminiClient.generate()` sends the system
instruction and the rendered prompt, asks for JSON shaped like `WireExplanation`, and returns
the model's raw text untouched: `explain.checker` decides what of it is true. It never uses
the SDK's `response.parsed`, which silently gives None on invalid output.

Whatever goes wrong (a timeout, an HTTP error, a refused connection, a blocked or unreadable
reply) comes out as `ModelCallError` with an `ErrorKind`. Its message is short and fixed: SDK
exceptions carry the HTTP request (with the x-goog-api-key header) and the error body (which
can echo the key back), so they are neither chained, logged, stored nor quoted. The key goes
to the configured host only (redirects are not followed), and a successful reply that echoes
it is discarded before the SDK reads it.
"""

from __future__ import annotations

import importlib
import logging
import os
import re
import threading
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import httpx2
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from google import genai
from google.genai import errors as genai_errors
from google.genai import types

from explain.schema import WireExplanation

try:  # The SDK uses httpx instead when GOOGLE_GENAI_HTTP_CLIENT=httpx; catch its errors too.
    _httpx: Any = importlib.import_module("httpx")
except ImportError:  # httpx is not installed by default
    _httpx = None

logger = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://generativelanguage.googleapis.com/"
# The stable Gemini Developer API, pinned so GOOGLE_GENAI_API_VERSION cannot move it.
API_VERSION = "v1"
# Low: the model must copy quotes, not be creative. Google advises leaving Gemini 3 models at
# 1.0 (lower values can make them loop); MAX_OUTPUT_TOKENS bounds what a loop can cost.
TEMPERATURE = 0.1
# A full answer (20 + 20 claims of three short strings) fits in a few thousand tokens; the
# cap bounds the cost of a model that loops.
MAX_OUTPUT_TOKENS = 8192
# The checker rejects anything over 32,768 characters; a reply many times that size is not an
# answer, and we do not hand it on to be stored.
MAX_REPLY_CHARS = 131_072

# Status words and finish reasons are only repeated when they look like enum names.
_SAFE_TOKEN = re.compile(r"^[A-Z][A-Z0-9_]{0,63}$")

# The SDK warns (warnings.warn, straight to stderr) with a reply's own value when it meets an
# enum value it does not know, such as a new finishReason; a reply's text is not ours to print.
warnings.filterwarnings(
    "ignore", message=r".* is not a valid ", category=UserWarning, module=r"google\.genai\."
)


class ErrorKind(StrEnum):
    TIMEOUT = "timeout"
    PROVIDER_ERROR = "provider_error"  # an HTTP error status (status_code says which)
    CONNECTION = "connection"
    BLOCKED = "blocked"  # an answer without text (finish_reason says why, if it can be said)
    BAD_REPLY = "bad_reply"
    KEY_ECHOED = "key_echoed"  # the reply contained our API key: discarded unread


class ModelCallError(Exception):
    """The one error type this module raises from a model call; its message is ours and fixed."""

    def __init__(
        self,
        kind: ErrorKind,
        message: str,
        *,
        status_code: int | None = None,
        provider_status: str | None = None,
        finish_reason: str | None = None,
    ) -> None:
        super().__init__(message)
        self.kind = ErrorKind(kind)
        self.status_code = status_code
        self.provider_status = provider_status  # the API's status word ("UNAVAILABLE"), if sane
        self.finish_reason = finish_reason


class _KeyEchoed(Exception):
    """Raised inside the HTTP client when a successful reply contains the API key."""


@dataclass(frozen=True)
class ModelReply:
    text: str  # the raw text of the first candidate: its text parts joined, thoughts skipped
    model_version: str | None
    finish_reason: str | None
    prompt_tokens: int | None
    response_tokens: int | None
    thoughts_tokens: int | None
    total_tokens: int | None


# Gemini 3.x models documented (late 2026) to accept thinking_level MINIMAL.
# "gemini-3.5-flash" also covers gemini-3.5-flash-lite, which accepts it too.
_MINIMAL_LEVEL_PREFIXES = (
    "gemini-3-flash",
    "gemini-3.1-flash-lite",
    "gemini-3.5-flash",
    "gemini-3.6-flash",
)


def thinking_config_for(model: str) -> dict[str, Any] | None:
    """The least thinking `model` allows, as ThinkingConfig fields; None to send nothing.

    Gemini 2.5 takes a token budget: Flash and Flash-Lite can turn thinking off (0), Pro cannot
    go below 128. Gemini 3 and later take a level instead, and the lowest one differs: MINIMAL
    exists only on some Flash models, while 3.7 Flash, 3.8 Flash and the Pro models answer it
    with HTTP 400, so they (and models newer than this table) get LOW, which every Gemini 3
    model accepts. Older or unrecognised models get no thinking config at all.
    """
    name = model.strip().lower().removeprefix("models/")
    match = re.match(r"gemini-(\d+)(?:\.(\d+))?-", name)
    if match is None:
        return None
    major, minor = int(match[1]), int(match[2] or 0)
    if major >= 3:
        if name.startswith(_MINIMAL_LEVEL_PREFIXES):
            return {"thinking_level": "MINIMAL"}
        return {"thinking_level": "LOW"}
    if (major, minor) == (2, 5):
        if name.startswith("gemini-2.5-pro"):
            return {"thinking_budget": 128}
        return {"thinking_budget": 0}
    return None


def response_json_schema() -> dict[str, Any]:
    """WireExplanation as plain JSON Schema, with the claim definition inlined.

    Sent as responseJsonSchema. Handing the pydantic class to the SDK's response_schema would
    send `additional_properties: false` inside the proto-style responseSchema, which the
    Gemini Developer API rejects with 400 ("Unknown name additional_properties").
    """
    schema = WireExplanation.model_json_schema()
    definitions = schema.pop("$defs", {})

    def inline(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                return inline(definitions[ref.removeprefix("#/$defs/")])
            return {key: inline(value) for key, value in node.items()}
        if isinstance(node, list):
            return [inline(item) for item in node]
        return node

    inlined: dict[str, Any] = inline(schema)
    return inlined


class GeminiClient:
    """One long-lived genai.Client (and so one connection pool) for one model and key."""

    def __init__(
        self,
        *,
        api_key: str,
        model: str,
        base_url: str | None = None,
        timeout_seconds: float = 30,
    ) -> None:
        if not api_key or not api_key.strip():
            # The SDK would quietly fall back to GOOGLE_API_KEY / GEMINI_API_KEY from the
            # environment; we only ever use the key we were given.
            raise ValueError("GeminiClient needs an API key.")
        if not model or not model.strip():
            raise ValueError("GeminiClient needs a model name.")
        if timeout_seconds <= 0:
            raise ValueError("timeout_seconds must be positive.")
        self.model = model.strip()
        self.base_url = base_url or DEFAULT_BASE_URL
        self.timeout_seconds = float(timeout_seconds)
        # Kept for the life of this object: a garbage-collected genai.Client closes its pool.
        self._client = genai.Client(
            api_key=api_key.strip(),
            # Explicit, so GOOGLE_GENAI_USE_VERTEXAI and friends cannot reroute the call.
            enterprise=False,
            http_options=types.HttpOptions(
                base_url=self.base_url,
                api_version=API_VERSION,
                timeout=max(1, round(self.timeout_seconds * 1000)),  # milliseconds
                # One attempt: no retries on 429/5xx or timeouts. A retry is the caller's call.
                retry_options=types.HttpRetryOptions(attempts=1),
                client_args={
                    # The SDK follows redirects by default, and would send the key header to
                    # whatever host a redirect names.
                    "follow_redirects": False,
                    "event_hooks": {"response": [_key_echo_guard(api_key.strip())]},
                },
            ),
        )
        thinking = thinking_config_for(self.model)
        self._config = types.GenerateContentConfig(
            temperature=TEMPERATURE,
            max_output_tokens=MAX_OUTPUT_TOKENS,
            candidate_count=1,
            response_mime_type="application/json",
            response_json_schema=response_json_schema(),
            thinking_config=types.ThinkingConfig(**thinking) if thinking else None,
            # Exactly one request per call: no function-calling loop and no automatic
            # continuation requests.
            automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True),
            automatic_continuation=False,
        )

    def __repr__(self) -> str:
        return f"GeminiClient(model={self.model!r}, base_url={self.base_url!r})"

    def generate(self, *, system_instruction: str, user_text: str) -> ModelReply:
        """Ask once; return the raw reply or raise ModelCallError."""
        if not user_text:
            raise ValueError("generate() needs the prompt text.")
        started = time.monotonic()
        config = self._config.model_copy(update={"system_instruction": system_instruction})
        failure: ModelCallError | None = None
        error_type = "-"
        response: Any = None
        try:
            response = self._client.models.generate_content(
                model=self.model, contents=user_text, config=config
            )
        except Exception as exc:  # every SDK failure becomes ours
            failure = _classify(exc)
            error_type = type(exc).__name__  # a class name is safe to log; its message is not
        # Raised below, outside the except block, so the SDK exception (and the request it
        # holds) is neither this error's __cause__ nor its __context__.
        if failure is None:
            try:
                reply = _read_reply(response)
            except ModelCallError as error:
                failure = error
        latency_ms = round((time.monotonic() - started) * 1000)
        if failure is not None:
            logger.warning(
                "gemini call failed: kind=%s status=%s error=%s model=%s latency_ms=%d",
                failure.kind,
                failure.status_code if failure.status_code is not None else "-",
                error_type,
                self.model,
                latency_ms,
            )
            raise failure from None
        logger.info(
            "gemini call ok: model=%s version=%s finish=%s latency_ms=%d tokens=%s/%s/%s",
            self.model,
            reply.model_version,
            reply.finish_reason,
            latency_ms,
            reply.prompt_tokens,
            reply.response_tokens,
            reply.thoughts_tokens,
        )
        return reply

    def close(self) -> None:
        self._client.close()


def _key_echo_guard(api_key: str) -> Callable[[Any], None]:
    """An httpx response hook: a successful reply that contains the key anywhere is refused.

    It runs before the SDK parses the body, so no part of such a reply (the text, modelVersion,
    a finishReason the SDK warns about) reaches a log, the database, a page or an export. The
    key is looked for as sent and with JSON escapes undone, at any depth (the model's text is
    JSON inside JSON). Error replies are never read by us, so they are not checked.
    """

    def check(response: Any) -> None:
        if response.status_code != 200:
            return
        body = response.read().decode("utf-8", "replace")
        if api_key in body or api_key in _JSON_ESCAPE.sub(lambda m: chr(int(m[1], 16)), body):
            raise _KeyEchoed

    return check


_JSON_ESCAPE = re.compile(r"\\+u([0-9a-fA-F]{4})")


def _classify(exc: Exception) -> ModelCallError:
    """Map an exception from the SDK to a ModelCallError, reading only safe fields."""
    if isinstance(exc, _KeyEchoed):
        return ModelCallError(
            ErrorKind.KEY_ECHOED, "Gemini's reply contained the API key and was discarded"
        )
    if isinstance(exc, genai_errors.APIError):
        code = exc.code if isinstance(exc.code, int) else None
        status = (
            exc.status if isinstance(exc.status, str) and _SAFE_TOKEN.match(exc.status) else None
        )
        return ModelCallError(
            ErrorKind.PROVIDER_ERROR,
            f"Gemini answered HTTP {code}"
            if code is not None
            else "Gemini answered with an error",
            status_code=code,
            provider_status=status,
        )
    if isinstance(exc, _TIMEOUT_ERRORS):
        return ModelCallError(ErrorKind.TIMEOUT, "Gemini did not answer in time")
    if isinstance(exc, _DECODING_ERRORS):
        return ModelCallError(ErrorKind.BAD_REPLY, "Gemini sent a reply that could not be decoded")
    if isinstance(exc, _TRANSPORT_ERRORS):
        return ModelCallError(ErrorKind.CONNECTION, "Could not reach Gemini")
    # A body the SDK cannot parse (JSONDecodeError, pydantic ValidationError), or anything
    # else unexpected.
    return ModelCallError(ErrorKind.BAD_REPLY, "Gemini sent a reply that could not be read")


def _error_classes(name: str) -> tuple[type[BaseException], ...]:
    return tuple(getattr(module, name) for module in (httpx2, _httpx) if module is not None)


_TIMEOUT_ERRORS = _error_classes("TimeoutException")
_DECODING_ERRORS = _error_classes("DecodingError")
# TransportError covers ConnectError, ReadError, RemoteProtocolError, ...; the rest of
# HTTPError (TooManyRedirects) and StreamError are connection-level trouble too.
_TRANSPORT_ERRORS = _error_classes("HTTPError") + _error_classes("StreamError")


def _read_reply(response: Any) -> ModelReply:
    """Pull the text and metadata out of a GenerateContentResponse."""
    try:
        feedback = response.prompt_feedback
        block_reason = _enum_name(feedback.block_reason) if feedback is not None else None
        candidates = response.candidates or []
        candidate = candidates[0] if candidates else None
        finish_reason = _enum_name(candidate.finish_reason) if candidate is not None else None
        parts = (
            (candidate.content.parts or []) if candidate is not None and candidate.content else []
        )
        texts = [part.text for part in parts if part.text is not None and not part.thought]
        usage = response.usage_metadata
        model_version = response.model_version
    except (AttributeError, TypeError, IndexError):
        raise ModelCallError(
            ErrorKind.BAD_REPLY, "Gemini sent a reply that could not be read"
        ) from None

    text = "".join(texts)
    if block_reason is not None or not text:
        reason = block_reason or finish_reason
        safe_reason = reason if reason is not None and _SAFE_TOKEN.match(reason) else None
        raise ModelCallError(
            ErrorKind.BLOCKED,
            f"Gemini returned no text (reason: {safe_reason or 'none given'})",
            finish_reason=safe_reason,
        )
    if len(text) > MAX_REPLY_CHARS:
        raise ModelCallError(
            ErrorKind.BAD_REPLY, "Gemini sent a reply far too long to be an answer"
        )
    return ModelReply(
        text=text,
        model_version=model_version if isinstance(model_version, str) else None,
        finish_reason=finish_reason,
        prompt_tokens=_int_or_none(getattr(usage, "prompt_token_count", None)),
        response_tokens=_int_or_none(getattr(usage, "candidates_token_count", None)),
        thoughts_tokens=_int_or_none(getattr(usage, "thoughts_token_count", None)),
        total_tokens=_int_or_none(getattr(usage, "total_token_count", None)),
    )


def _enum_name(value: Any) -> str | None:
    if value is None:
        return None
    return str(getattr(value, "value", value))


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


# One client per process, shared by every thread; rebuilt when the settings change (tests
# use override_settings) or after a fork (a child must not share its parent's sockets).
_client_lock = threading.Lock()
_cached: tuple[tuple[Any, ...], GeminiClient] | None = None


def get_client() -> GeminiClient:
    """The process-wide GeminiClient for the current settings."""
    global _cached
    api_key = settings.GEMINI_API_KEY
    if not api_key:
        raise ImproperlyConfigured("GEMINI_API_KEY is not set: there is no Gemini client to use.")
    key = (
        os.getpid(),
        api_key,
        settings.GEMINI_MODEL,
        settings.GEMINI_BASE_URL or None,
        settings.GEMINI_TIMEOUT_SECONDS,
    )
    with _client_lock:
        if _cached is None or _cached[0] != key:
            # The old client is left to the garbage collector rather than closed: another
            # thread may still be mid-call on it.
            _cached = (
                key,
                GeminiClient(
                    api_key=api_key,
                    model=settings.GEMINI_MODEL,
                    base_url=settings.GEMINI_BASE_URL or None,
                    timeout_seconds=settings.GEMINI_TIMEOUT_SECONDS,
                ),
            )
        return _cached[1]
