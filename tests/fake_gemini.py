"""A fake Gemini API server: a real HTTP server on 127.0.0.1 that answers generateContent.

It speaks the same wire format as the Gemini Developer API closely enough for the real
google-genai SDK to talk to it, so tests exercise the SDK and `explain.gemini` unmocked.

Three ways to use it:

1. As a pytest fixture, ``fake_gemini`` (tests/conftest.py names this module in
   ``pytest_plugins``)::

       def test_something(fake_gemini):
           fake_gemini.reply_status(503, {"error": {"code": 503, "status": "UNAVAILABLE"}})
           client = GeminiClient(api_key="k", model="m", base_url=fake_gemini.base_url)
           ...
           assert fake_gemini.calls == 1

2. As a standalone process, for multi-process tests and benchmarks::

       python -m tests.fake_gemini --port 8765 [--delay 2.0]

   with a small control API (none of these count as calls):

       POST /_fake/script   a JSON list of behaviours (see below), appended to the queue;
                            or {"behaviours": [...], "replace": true}
       POST /_fake/default  one behaviour used whenever the queue is empty (null: the
                            built-in empty explanation)
       POST /_fake/config   {"delay": seconds}: base latency added to every reply
       GET  /_fake/calls    {"calls": n, "queued": k}
       GET  /_fake/requests the recorded generateContent requests (path, headers, body)
       POST /_fake/reset    forget the queue, the default, the records and the count

3. ``make_reply_text(matches, gaps)`` builds the JSON text a model would return.

Behaviours are JSON objects, consumed one per generateContent request, in order:

    {"reply": "text", "text": "...", "usage": {...}, "finish_reason": "STOP"}
    {"reply": "status", "code": 503, "body": {...} or "text"}   (any code, 200 included)
    {"reply": "hang", "seconds": 5}         accept, say nothing, then drop the connection
    {"reply": "after", "seconds": 2, "text": "..."}   a normal reply, late
    {"reply": "truncated"}                  HTTP 200 whose JSON body is cut short
    {"reply": "close", "mid_response": true}  drop the connection (after half a reply)
    {"reply": "blocked", "finish_reason": "SAFETY"}   a candidate with no text
    {"reply": "blocked", "block_reason": "SAFETY"}    prompt blocked: no candidates
    {"reply": "huge", "n_bytes": 5000000}   a valid reply whose text is about n_bytes long
    {"reply": "redirect", "location": "http://...", "code": 302}   a redirect elsewhere

Any behaviour may carry "times": n to be used n times.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import signal
import socket
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

EMPTY_EXPLANATION = '{"matches": [], "gaps": []}'
DEFAULT_MODEL_VERSION = "fake-gemini-001"
# A claim in a model answer: (point, profileQuote, jobQuote), or the dict itself.
type Claim = tuple[str, str, str] | dict[str, str]

# Both API versions are answered; tests assert which one the SDK used.
GENERATE_PATH = re.compile(
    r"^/(?P<version>v1|v1beta|v1alpha)/models/(?P<model>[^/:]+):generateContent$"
)


def make_reply_text(
    matches: Sequence[Claim] | None = None, gaps: Sequence[Claim] | None = None
) -> str:
    """The JSON text of a model answer: {"matches": [...], "gaps": [...]}.

    Claims may be given as (point, profileQuote, jobQuote) tuples or as dicts.
    """

    def claim(item: Claim) -> dict[str, str]:
        if isinstance(item, dict):
            return item
        point, profile_quote, job_quote = item
        return {"point": point, "profileQuote": profile_quote, "jobQuote": job_quote}

    return json.dumps(
        {"matches": [claim(m) for m in matches or []], "gaps": [claim(g) for g in gaps or []]}
    )


def generate_content_body(
    text: str,
    *,
    usage: dict[str, int] | None = None,
    finish_reason: str = "STOP",
    model_version: str = DEFAULT_MODEL_VERSION,
) -> dict[str, Any]:
    """A GenerateContentResponse as the Gemini API sends it."""
    if usage is None:
        usage = {
            "promptTokenCount": 120,
            "candidatesTokenCount": max(1, len(text) // 4),
            "totalTokenCount": 120 + max(1, len(text) // 4),
        }
    return {
        "candidates": [
            {
                "content": {"parts": [{"text": text}], "role": "model"},
                "finishReason": finish_reason,
                "index": 0,
            }
        ],
        "usageMetadata": usage,
        "modelVersion": model_version,
        "responseId": "fake-response-id",
    }


@dataclass
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]  # names lower-cased
    body: Any  # parsed JSON, or None when the body was not JSON
    raw_length: int
    client_address: tuple[str, int]
    api_version: str | None = None
    model: str | None = None
    received_at: float = field(default_factory=time.monotonic)

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["client_address"] = list(self.client_address)
        return data


class FakeGemini:
    """The server and its script. Thread-safe; start() before use, close() after."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, *, delay: float = 0.0) -> None:
        self.delay = delay
        self._lock = threading.Lock()
        self._queue: collections.deque[dict[str, Any]] = collections.deque()
        self._default: dict[str, Any] | None = None
        self._requests: list[RecordedRequest] = []
        self._calls = 0
        self._closing = threading.Event()
        self._server = _Server((host, port), _Handler)
        self._server.fake = self
        self._thread: threading.Thread | None = None

    # -- lifecycle ---------------------------------------------------------------------

    @property
    def host(self) -> str:
        return str(self._server.server_address[0])

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self) -> FakeGemini:
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="fake-gemini",
            daemon=True,
        )
        self._thread.start()
        return self

    def close(self) -> None:
        self._closing.set()  # wakes every hanging or delayed reply
        self._server.shutdown()
        self._server.server_close()
        self._server.drop_open_connections()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> FakeGemini:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- what happened -----------------------------------------------------------------

    @property
    def calls(self) -> int:
        with self._lock:
            return self._calls

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._lock:
            return list(self._requests)

    @property
    def last_request(self) -> RecordedRequest:
        with self._lock:
            return self._requests[-1]

    def reset(self) -> None:
        with self._lock:
            self._queue.clear()
            self._default = None
            self._requests.clear()
            self._calls = 0

    # -- scripting ---------------------------------------------------------------------

    def script(self, *behaviours: dict[str, Any]) -> None:
        """Queue raw behaviours (the same JSON objects the control API takes)."""
        for behaviour in behaviours:
            _validate(behaviour)
        with self._lock:
            for behaviour in behaviours:
                for _ in range(int(behaviour.get("times", 1))):
                    self._queue.append(behaviour)

    def set_default(self, behaviour: dict[str, Any] | None) -> None:
        """The behaviour used whenever nothing is queued (None: the empty explanation)."""
        if behaviour is not None:
            _validate(behaviour)
        with self._lock:
            self._default = behaviour

    def reply_text(
        self,
        text: str,
        *,
        usage: dict[str, int] | None = None,
        finish_reason: str = "STOP",
        model_version: str = DEFAULT_MODEL_VERSION,
        times: int = 1,
    ) -> None:
        self.script(
            {
                "reply": "text",
                "text": text,
                "usage": usage,
                "finish_reason": finish_reason,
                "model_version": model_version,
                "times": times,
            }
        )

    def reply_status(self, code: int, body: Any = None, *, times: int = 1) -> None:
        """An HTTP error. A dict or list body is sent as JSON, a string as text/plain."""
        if body is None:
            body = {"error": {"code": code, "message": "fake error", "status": "FAKE"}}
        self.script({"reply": "status", "code": code, "body": body, "times": times})

    def reply_json(self, body: Any, *, status: int = 200, times: int = 1) -> None:
        """Any JSON body, as is (e.g. a hand-built GenerateContentResponse)."""
        self.script({"reply": "status", "code": status, "body": body, "times": times})

    def hang(self, seconds: float, *, times: int = 1) -> None:
        self.script({"reply": "hang", "seconds": seconds, "times": times})

    def reply_after(
        self, seconds: float, text: str = EMPTY_EXPLANATION, *, times: int = 1
    ) -> None:
        self.script({"reply": "after", "seconds": seconds, "text": text, "times": times})

    def truncated_body(self, *, times: int = 1) -> None:
        self.script({"reply": "truncated", "times": times})

    def close_connection(self, *, mid_response: bool = True, times: int = 1) -> None:
        self.script({"reply": "close", "mid_response": mid_response, "times": times})

    def reply_blocked(
        self,
        finish_reason: str | None = "SAFETY",
        *,
        block_reason: str | None = None,
        times: int = 1,
    ) -> None:
        """No text: a candidate stopped for finish_reason, or (block_reason) no candidate at all."""
        self.script(
            {
                "reply": "blocked",
                "finish_reason": finish_reason,
                "block_reason": block_reason,
                "times": times,
            }
        )

    def reply_huge(self, n_bytes: int, *, times: int = 1) -> None:
        self.script({"reply": "huge", "n_bytes": n_bytes, "times": times})

    # -- used by the handler -----------------------------------------------------------

    def _record_and_next(self, request: RecordedRequest) -> dict[str, Any]:
        with self._lock:
            self._requests.append(request)
            self._calls += 1
            if self._queue:
                return self._queue.popleft()
            return self._default or {"reply": "text", "text": EMPTY_EXPLANATION}

    def _control(self, method: str, path: str, body: Any) -> tuple[int, Any]:
        if method == "GET" and path == "/_fake/calls":
            with self._lock:
                return 200, {"calls": self._calls, "queued": len(self._queue)}
        if method == "GET" and path == "/_fake/requests":
            return 200, [r.as_json() for r in self.requests]
        if method == "POST" and path == "/_fake/reset":
            self.reset()
            return 200, {"ok": True}
        if method == "POST" and path == "/_fake/script":
            replace = False
            behaviours = body
            if isinstance(body, dict):
                replace = bool(body.get("replace"))
                behaviours = body.get("behaviours", [])
            if not isinstance(behaviours, list):
                return 400, {"error": "expected a list of behaviours"}
            try:
                if replace:
                    with self._lock:
                        self._queue.clear()
                self.script(*behaviours)
            except (TypeError, ValueError) as exc:
                return 400, {"error": str(exc)}
            with self._lock:
                return 200, {"queued": len(self._queue)}
        if method == "POST" and path == "/_fake/default":
            try:
                self.set_default(body)
            except (TypeError, ValueError) as exc:
                return 400, {"error": str(exc)}
            return 200, {"ok": True}
        if method == "POST" and path == "/_fake/config":
            if not isinstance(body, dict) or not isinstance(body.get("delay", 0), (int, float)):
                return 400, {"error": 'expected {"delay": seconds}'}
            self.delay = float(body.get("delay", self.delay))
            return 200, {"delay": self.delay}
        return 404, {"error": "unknown control endpoint"}

    def _sleep(self, seconds: float) -> bool:
        """Sleep unless the server is closing; True if the full time passed."""
        if seconds <= 0:
            return True
        return not self._closing.wait(seconds)


_KINDS = {"text", "status", "hang", "after", "truncated", "close", "blocked", "huge", "redirect"}


def _validate(behaviour: Any) -> None:
    if not isinstance(behaviour, dict):
        raise TypeError(f"a behaviour is a JSON object, not {type(behaviour).__name__}")
    if behaviour.get("reply") not in _KINDS:
        raise ValueError(
            f"unknown reply kind {behaviour.get('reply')!r}; expected one of {sorted(_KINDS)}"
        )


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    # The default listen backlog (5) refuses bursts of concurrent connections.
    request_queue_size = 512
    allow_reuse_address = True
    fake: FakeGemini

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._open: set[socket.socket] = set()
        self._open_lock = threading.Lock()

    def process_request(self, request: Any, client_address: Any) -> None:
        with self._open_lock:
            self._open.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self._open_lock:
            self._open.discard(request)
        super().shutdown_request(request)

    def drop_open_connections(self) -> None:
        """Hang up on idle keep-alive connections, so their threads end with the server."""
        with self._open_lock:
            open_sockets = list(self._open)
        for sock in open_sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Clients that time out and hang up mid-reply are expected here; stay quiet.
        exc = sys.exc_info()[1]
        if isinstance(exc, (ConnectionError, TimeoutError, OSError)):
            return
        super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, so connection reuse is observable
    # Headers and body go out in two writes; with Nagle's algorithm the body would wait for
    # the client's delayed ACK, about 40 ms on every reply over a kept-alive connection.
    disable_nagle_algorithm = True
    server: _Server
    # Idle keep-alive connections are dropped after this long.
    timeout = 60

    def log_message(self, format: str, *args: Any) -> None:
        pass

    # -- plumbing ----------------------------------------------------------------------

    def _read_body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _send(
        self, code: int, payload: bytes, content_type: str = "application/json; charset=UTF-8"
    ) -> None:
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)
        self.wfile.flush()

    def _send_json(self, code: int, data: Any) -> None:
        self._send(code, json.dumps(data).encode())

    def _drop_connection(self) -> None:
        self.close_connection = True
        try:
            self.wfile.flush()
        except OSError:
            pass
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    # -- routes ------------------------------------------------------------------------

    def do_GET(self) -> None:
        self._read_body()
        if self.path.startswith("/_fake/"):
            code, data = self.server.fake._control("GET", self.path, None)
            self._send_json(code, data)
        else:
            self._send_json(
                404, {"error": {"code": 404, "message": "not found", "status": "NOT_FOUND"}}
            )

    def do_POST(self) -> None:
        raw = self._read_body()
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = None
        path = self.path.split("?", 1)[0]
        if path.startswith("/_fake/"):
            code, data = self.server.fake._control("POST", path, body)
            self._send_json(code, data)
            return
        match = GENERATE_PATH.match(path)
        if match is None:
            self._send_json(
                404, {"error": {"code": 404, "message": "not found", "status": "NOT_FOUND"}}
            )
            return
        fake = self.server.fake
        behaviour = fake._record_and_next(
            RecordedRequest(
                method="POST",
                path=self.path,
                headers={name.lower(): value for name, value in self.headers.items()},
                body=body,
                raw_length=len(raw),
                client_address=(str(self.client_address[0]), int(self.client_address[1])),
                api_version=match["version"],
                model=match["model"],
            )
        )
        self._play(behaviour, model=match["model"])

    def _play(self, behaviour: dict[str, Any], *, model: str) -> None:
        fake = self.server.fake
        kind = behaviour["reply"]
        if kind == "hang":
            fake._sleep(float(behaviour.get("seconds", 5)))
            self._drop_connection()
            return
        if kind == "close" and not behaviour.get("mid_response", True):
            self._drop_connection()
            return
        if not fake._sleep(fake.delay):
            self._drop_connection()
            return
        if kind == "after" and not fake._sleep(float(behaviour.get("seconds", 1))):
            self._drop_connection()
            return

        if kind in ("text", "after"):
            body = generate_content_body(
                behaviour.get("text", EMPTY_EXPLANATION),
                usage=behaviour.get("usage"),
                finish_reason=behaviour.get("finish_reason") or "STOP",
                model_version=behaviour.get("model_version") or DEFAULT_MODEL_VERSION,
            )
            self._send_json(200, body)
        elif kind == "status":
            payload = behaviour.get("body")
            if isinstance(payload, (dict, list)):
                self._send(int(behaviour["code"]), json.dumps(payload).encode())
            else:
                self._send(
                    int(behaviour["code"]),
                    str(payload or "").encode(),
                    "text/plain; charset=UTF-8",
                )
        elif kind == "truncated":
            whole = json.dumps(generate_content_body(EMPTY_EXPLANATION)).encode()
            self._send(200, whole[: len(whole) // 2])
        elif kind == "close":
            whole = json.dumps(generate_content_body(EMPTY_EXPLANATION)).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json; charset=UTF-8")
            self.send_header("Content-Length", str(len(whole)))
            self.end_headers()
            self.wfile.write(whole[: len(whole) // 2])
            self._drop_connection()
        elif kind == "blocked":
            if behaviour.get("block_reason"):
                body = {
                    "promptFeedback": {"blockReason": behaviour["block_reason"]},
                    "usageMetadata": {"promptTokenCount": 120, "totalTokenCount": 120},
                    "modelVersion": DEFAULT_MODEL_VERSION,
                }
            else:
                body = {
                    "candidates": [
                        {
                            "finishReason": behaviour.get("finish_reason") or "SAFETY",
                            "index": 0,
                            "safetyRatings": [
                                {
                                    "category": "HARM_CATEGORY_HARASSMENT",
                                    "probability": "HIGH",
                                    "blocked": True,
                                }
                            ],
                        }
                    ],
                    "usageMetadata": {"promptTokenCount": 120, "totalTokenCount": 120},
                    "modelVersion": DEFAULT_MODEL_VERSION,
                }
            self._send_json(200, body)
        elif kind == "redirect":
            self.send_response(int(behaviour.get("code", 302)))
            self.send_header("Location", behaviour["location"])
            self.send_header("Content-Length", "0")
            self.end_headers()
            self.wfile.flush()
        elif kind == "huge":
            n_bytes = int(behaviour.get("n_bytes", 5_000_000))
            filler = max(0, n_bytes - 60)
            text = make_reply_text([("x" * filler, "profile", "job")])
            self._send_json(200, generate_content_body(text))


# -- pytest fixture ---------------------------------------------------------------------

try:
    import pytest
except ImportError:  # standalone use without pytest installed
    pytest = None  # type: ignore[assignment]

if pytest is not None:

    @pytest.fixture
    def fake_gemini():
        """A running FakeGemini on an ephemeral port, closed after the test."""
        server = FakeGemini().start()
        try:
            yield server
        finally:
            server.close()


# -- standalone ------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="A fake Gemini API server for tests and benchmarks."
    )
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765, help="0 picks a free port")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds added to every reply")
    args = parser.parse_args(argv)

    server = FakeGemini(args.host, args.port, delay=args.delay)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    server.start()
    print(f"fake gemini listening on {server.base_url} (delay {server.delay}s)", flush=True)
    try:
        stop.wait()
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
