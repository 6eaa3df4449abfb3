"""Benchmark: the app's own time per explanation, with a fake Gemini that answers at once.

    .venv/bin/python bench/bench_explain.py                      # SQLite and PostgreSQL
    .venv/bin/python bench/bench_explain.py --backend sqlite --posts 200
    .venv/bin/python bench/bench_explain.py --profile             # + cProfile of the view

What it measures, per database backend, on a scratch database:

1. POST /jobs/<pk>/explain/ (Accept: application/json) through django.test.Client, 200 times,
   each for a different (seeker, job) pair so nothing comes from the stored-answer cache.
   Before each POST the fake Gemini server (tests/fake_gemini.py, its own process) is given
   a realistic answer for exactly that prompt: 6 matches and 3 gaps quoting the sent text,
   plus one unfounded match and one gap with a profile quote (dropped). The cooldown is 0 and
   the daily/hourly caps are high (env vars), so every POST makes one model call.
2. In the same loop, alternating with 1, a trivial logged-in POST view served through the
   same middleware (bench/floor_urls.py via ROOT_URLCONF): Django's floor. The app's
   overhead is explain minus floor.
3. The parts of the chain, in-process: prompt render, fingerprint, rate-limit budget
   (Redis), the SDK call to the fake server, the checker on the typical answer, the DB write
   (Explanation + Claims in one transaction), present()+as_json, and explain_match() whole.

The checker alone, on the largest input the contract allows, is bench/bench_checker.py's.

Prints medians and p95 in milliseconds, and ratios to the floor measured in the same run.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _common as common
from jobgen import INDUSTRIES, LOCATIONS, JobGenerator

from tests.services.harness import API_KEY, FakeGeminiControl, FakeGeminiProcess

SCRATCH = "bench_explain"  # how the temporary folder's and the PostgreSQL database's names start
N_SEEKERS = 10
N_JOBS = 20  # 10 x 20 = 200 distinct (seeker, job) pairs, one per measured POST

EXTRA_PARAGRAPHS = [
    "About the team: we are {n} people across product, design and operations, and we ship "
    "small changes every day. We pair on hard problems and write down what we decide.",
    "Your first three months: you will meet the people you work with, learn how {thing} "
    "works end to end, and take over your first project with support from a mentor.",
    "How we work: clear goals, written proposals, short meetings and time to focus. Most "
    "teams plan in two-week cycles and review results with the people who use the work.",
    "Growth: every colleague has a personal development plan, a yearly budget for courses "
    "and conferences, and time during the week to learn.",
]


# --- generated profiles, jobs and answers -----------------------------------------------------


def profile_fields(rng: random.Random, n: int) -> dict[str, str]:
    industry = ["software", "software", "engineering", "health", "logistics", "finance"][n % 6]
    titles, skills, things, teams = INDUSTRIES[industry]
    picked = rng.sample(skills, k=min(len(skills), rng.randint(8, 12)))
    positions = []
    for years in (rng.randint(2, 5), rng.randint(1, 4), rng.randint(1, 3)):
        used = rng.sample(picked, k=3)
        positions.append(
            f"{rng.choice(titles)} at {rng.choice(['Northwind', 'Bluefin', 'Oakridge', 'Summit'])} "
            f"({years} years): worked on {rng.choice(things)} with {used[0]} and {used[1]}. "
            f"Led the move to {used[2]} and trained the {rng.choice(teams)}. "
            f"Improved {rng.choice(things)} and cut lead times by {rng.randint(10, 60)}%."
        )
    return {
        "headline": f"{rng.choice(['Senior', 'Experienced', 'Lead'])} {rng.choice(titles)}",
        "desired_role": rng.choice(titles),
        "skills": ", ".join(f"{skill} ({rng.randint(1, 9)} years)" for skill in picked),
        "experience": "\n\n".join(positions),
        "work_preferences": f"{rng.choice(['Hybrid', 'Remote', 'On-site'])} in "
        f"{rng.choice(LOCATIONS)}; full-time",
        "full_name": f"Bench Seeker {n}",
        "email": f"seeker{n}@example.com",
        "salary_expectation": "65,000 EUR",
    }


def job_fields(generator: JobGenerator, rng: random.Random) -> dict:
    fields = generator.job_fields()
    extra = [
        p.format(n=rng.randint(8, 60), thing="the product")
        for p in rng.sample(EXTRA_PARAGRAPHS, k=3)
    ]
    fields["description"] = fields["description"] + "\n\n" + "\n\n".join(extra)
    return fields


def window(rng: random.Random, text: str, low: int = 2, high: int = 6) -> str:
    words = text.split()
    size = min(len(words), rng.randint(low, high))
    start = rng.randrange(0, len(words) - size + 1)
    return " ".join(words[start : start + size])


def answer_for(
    rng: random.Random,
    profile: dict[str, str],
    job: dict[str, str],
    *,
    matches: int = 6,
    gaps: int = 3,
    bad: bool = True,
) -> str:
    """A model answer quoting the sent texts: found quotes, plus a few that fail the check."""
    profile_values = [v for v in profile.values() if len(v.split()) >= 2]
    job_values = [job[name] for name in ("description", "requirements", "title") if job.get(name)]
    # Each point says what its quotes say, as a model's fair point does, so the faithfulness
    # stage reads it and keeps it (a point with a number its quotes lack would be hidden).
    items_m = []
    for _ in range(matches):
        profile_quote = window(rng, rng.choice(profile_values))
        job_quote = window(rng, rng.choice(job_values))
        items_m.append(
            {
                "point": f"You have {profile_quote}; the job asks for {job_quote}.",
                "profileQuote": profile_quote,
                "jobQuote": job_quote,
            }
        )
    items_g = []
    for _ in range(gaps):
        job_quote = window(rng, rng.choice(job_values), 3, 8)
        items_g.append(
            {"point": f"The job asks for {job_quote}.", "profileQuote": "", "jobQuote": job_quote}
        )
    if bad:
        items_m.append(
            {
                "point": "You know quantum basket weaving.",
                "profileQuote": "quantum basket weaving",
                "jobQuote": window(rng, job_values[0]),
            }
        )
        items_g.append(
            {
                "point": "A gap that quotes the profile.",
                "profileQuote": window(rng, profile_values[0]),
                "jobQuote": window(rng, job_values[0]),
            }
        )
    return json.dumps({"matches": items_m, "gaps": items_g})


# --- child process: one backend ---------------------------------------------------------------


def worker(args: argparse.Namespace) -> dict:

    fake = FakeGeminiControl(args.fake_url)
    backend = args.worker
    scratch = common.open_scratch_database(
        backend,
        SCRATCH,
        args,
        GEMINI_API_KEY=API_KEY,
        GEMINI_BASE_URL=args.fake_url,
        GEMINI_TIMEOUT_SECONDS="10",
        EXPLAIN_COOLDOWN_SECONDS="0",
        EXPLAIN_USER_DAILY_LIMIT="1000000",
        EXPLAIN_NEW_ACCOUNT_DAILY_LIMIT="1000000",
        EXPLAIN_SITE_HOURLY_LIMIT="1000000",
        EXPLAIN_NEW_ACCOUNTS_HOURLY_LIMIT="1000000",
    )

    from django.conf import settings
    from django.db import connection
    from django.test import Client, override_settings

    from explain.prompt import build_prompt
    from jobportal.models import Job, Profile, User

    rng = random.Random(args.seed)
    recruiter = User(username="bench-recruiter", role=User.Role.RECRUITER, company_name="Bench")
    recruiter.set_unusable_password()
    recruiter.save()
    generator = JobGenerator(seed=args.seed)
    jobs = [
        Job.objects.create(owner=recruiter, **job_fields(generator, rng)) for _ in range(N_JOBS)
    ]
    seekers = []
    for n in range(N_SEEKERS):
        user = User(username=f"bench-seeker-{n}", role=User.Role.SEEKER)
        user.set_unusable_password()
        user.save()
        Profile.objects.create(user=user, **profile_fields(rng, n))
        seekers.append(user)

    pairs = [(seeker, job) for job in jobs for seeker in seekers][: args.posts]
    answers = []
    for seeker, job in pairs:
        prompt = build_prompt(seeker.profile.match_fields(), job.match_fields())
        answers.append(answer_for(rng, prompt.profile_fields, prompt.job_fields))
    sent_bytes = [
        len(build_prompt(s.profile.match_fields(), j.match_fields()).user_text) for s, j in pairs
    ]

    result: dict = {
        "backend": backend,
        "debug": settings.DEBUG,
        "server": common.server_version(connection),
        "prompt_chars_median": common.median(sent_bytes),
        "answer_chars_median": common.median([len(a) for a in answers]),
    }

    with override_settings(ROOT_URLCONF="bench.floor_urls"):
        clients = {}
        for seeker in seekers:
            clients[seeker.pk] = Client()
            clients[seeker.pk].force_login(seeker)
        # Warm-up: imports, SDK client, connection pools, template caches (not timed; uses
        # the last seeker with a job outside the measured pairs).
        warm_job = Job.objects.create(owner=recruiter, **job_fields(generator, rng))
        warm = clients[seekers[-1].pk]
        for _ in range(3):
            warm.post(f"/bench/floor/{warm_job.pk}/", HTTP_ACCEPT="application/json")
        fake.set_default(None)
        response = warm.post(f"/jobs/{warm_job.pk}/explain/", HTTP_ACCEPT="application/json")
        assert response.status_code == 200, response.content[:300]

        view_times, floor_times = [], []
        statuses: dict[str, int] = {}
        segments = Segments()
        segments.install()
        for (seeker, job), answer in zip(pairs, answers, strict=True):
            http = clients[seeker.pk]
            fake.script({"reply": "text", "text": answer})
            started = time.perf_counter()
            response = http.post(f"/bench/floor/{job.pk}/", HTTP_ACCEPT="application/json")
            floor_times.append(time.perf_counter() - started)
            assert response.status_code == 200
            segments.start()
            started = time.perf_counter()
            response = http.post(f"/jobs/{job.pk}/explain/", HTTP_ACCEPT="application/json")
            view_times.append(time.perf_counter() - started)
            segments.finish(view_times[-1])
            assert response.status_code == 200, response.content[:300]
            data = response.json()
            assert data["cached"] is False, "served from the stored-answer cache"
            # Every answer is read and shown: a failed or empty one takes another path.
            assert data["status"] == "ok", data
            statuses[data["status"]] = statuses.get(data["status"], 0) + 1
        segments.uninstall()
        result["view"] = common.summary(view_times)
        result["floor"] = common.summary(floor_times)
        result["segments"] = segments.summary()
        result["statuses"] = statuses
        result["queries"] = count_queries(
            connection, clients[seekers[-1].pk], seekers[-1], warm_job, args, rng
        )

        if args.profile:
            result["profile"] = profile_view(args, clients, seekers, recruiter, generator, rng)

    result["parts"] = time_parts(args, pairs, answers, rng)
    common.close_scratch_database(scratch)
    return result


class Segments:
    """Where the time of each explain POST goes, timed inside the same requests.

    Wraps the view's steps (and explain_match's) with timers; whatever is not inside a
    wrapped step (middleware, session and user lookup, URL routing, the job and profile
    queries, the test client) is "rest of the request". Wrappers cost microseconds.
    """

    STEPS = [  # (module path, attribute path, label, top-level step of the view?)
        ("explain.views", "explanation_blocker", "blocker checks", True),
        ("explain.views", "prepare_question", "prepare_question (prompt render)", True),
        ("explain.models", "ExplanationQuerySet.reusable", "stored-answer lookup (1 query)", True),
        ("explain.views", "take_model_call", "rate-limit budget (Redis)", True),
        ("explain.views", "explain_match", "explain_match", True),
        ("explain.service", "release_connection", "  connection release before the call", False),
        ("explain.service", "GeminiExplainer.generate", "  SDK call to the fake", False),
        ("explain.service", "verify", "  quote check and faithfulness stage", False),
        ("explain.views", "explanation_response", "present() + JSON response", True),
    ]

    def __init__(self) -> None:
        self.current: dict[str, float] = {}
        self.samples: list[dict[str, float]] = []
        self.patches: list = []

    def install(self) -> None:
        import importlib
        from unittest import mock

        for module_name, path, label, _ in self.STEPS:
            owner = importlib.import_module(module_name)
            *parents, name = path.split(".")
            for parent in parents:
                owner = getattr(owner, parent)
            # A step that is no longer there fails here: the table below must follow the code.
            original = getattr(owner, name)
            patcher = mock.patch.object(owner, name, self._wrap(original, label))
            patcher.start()
            self.patches.append(patcher)

    def uninstall(self) -> None:
        for patcher in reversed(self.patches):
            patcher.stop()

    def _wrap(self, function, label):
        import functools

        segments = self

        @functools.wraps(function)
        def timed(*args, **kwargs):
            started = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                segments.current[label] = (
                    segments.current.get(label, 0.0) + time.perf_counter() - started
                )

        return timed

    def start(self) -> None:
        self.current = {}

    def finish(self, total: float) -> None:
        sample = dict(self.current)
        top = sum(sample.get(label, 0.0) for _, _, label, is_top in self.STEPS if is_top)
        inner = sum(sample.get(label, 0.0) for _, _, label, is_top in self.STEPS if not is_top)
        sample["  DB write (Explanation + Claims) and the rest of explain_match"] = (
            sample.get("explain_match", 0.0) - inner
        )
        sample["rest of the request (middleware, session, user, job, profile)"] = total - top
        self.samples.append(sample)

    def summary(self) -> dict:
        labels: list[str] = []
        for _, _, label, _ in self.STEPS:
            labels.append(label)
            if label == "  quote check and faithfulness stage":
                labels.append("  DB write (Explanation + Claims) and the rest of explain_match")
        labels.append("rest of the request (middleware, session, user, job, profile)")
        out = {}
        for label in labels:
            values = [sample[label] for sample in self.samples if label in sample]
            if values:
                out[label] = {
                    "median": common.median(values),
                    "p95": common.percentile(values, 95),
                }
        return out


def count_queries(connection, http, seeker, job, args, rng) -> dict:
    """SQL statements of one floor POST and one explain POST (a fresh question, a typical
    answer: 11 claims)."""
    from django.test.utils import CaptureQueriesContext

    from explain.models import Explanation
    from explain.prompt import build_prompt

    fake = FakeGeminiControl(args.fake_url)
    Explanation.objects.filter(job=job).delete()  # so the explain POST is not a cache hit
    prompt = build_prompt(seeker.profile.match_fields(), job.match_fields())
    fake.script(
        {"reply": "text", "text": answer_for(rng, prompt.profile_fields, prompt.job_fields)}
    )
    out = {}
    for name, path in (
        ("floor", f"/bench/floor/{job.pk}/"),
        ("explain", f"/jobs/{job.pk}/explain/"),
    ):
        with CaptureQueriesContext(connection) as captured:
            http.post(path, HTTP_ACCEPT="application/json")
        out[name] = [query["sql"][:90] for query in captured.captured_queries]
    return out


def timeit_per_call(function, *, number: int, repeat: int) -> dict:
    runs = timeit.Timer(function).repeat(repeat=repeat, number=number)
    per_call = [run / number for run in runs]
    return {**common.summary(per_call), "n": number * repeat, "how": f"timeit {repeat}x{number}"}


def time_parts(args, pairs, answers, rng) -> dict:
    from django.contrib.sessions.backends.cache import SessionStore
    from django.db import transaction
    from django.test import RequestFactory

    from explain.checker import check_response
    from explain.gemini import get_client
    from explain.limits import take_model_call
    from explain.models import Claim, Explanation
    from explain.presenters import present
    from explain.prompt import build_prompt
    from explain.service import (
        apply_verdict,
        claim_record,
        explain_match,
        prepare_question,
    )

    fake = FakeGeminiControl(args.fake_url)

    seeker, job = pairs[0]
    profile = seeker.profile
    profile_values, job_values = profile.match_fields(), job.match_fields()
    prompt = build_prompt(profile_values, job_values)
    answer = answers[0]
    parts: dict = {}

    parts["prompt render (build_prompt)"] = timeit_per_call(
        lambda: build_prompt(profile_values, job_values), number=200, repeat=25
    )
    parts["fingerprint (sha256 of prompt)"] = timeit_per_call(
        lambda: prompt.fingerprint("gemini-3.8-flash"), number=500, repeat=25
    )
    parts["prepare_question (+ match_fields, explainer)"] = timeit_per_call(
        lambda: prepare_question(profile=profile, job=job), number=200, repeat=25
    )

    factory = RequestFactory()

    def budget(_):
        request = factory.post(f"/jobs/{job.pk}/explain/")
        request.user = seeker
        request.session = SessionStore()
        assert take_model_call(request) is None

    parts["rate-limit budget (take_model_call)"] = common.loop_times(budget, 200)

    fake.set_default({"reply": "text", "text": answer})
    client = get_client()
    parts["SDK call to fake Gemini (generate)"] = common.loop_times(
        lambda _: client.generate(
            system_instruction=prompt.system_instruction, user_text=prompt.user_text
        ),
        200,
    )
    parts["checker, typical answer (11 claims)"] = timeit_per_call(
        lambda: check_response(answer, prompt.profile_fields, prompt.job_fields),
        number=50,
        repeat=25,
    )

    verdict = check_response(answer, prompt.profile_fields, prompt.job_fields)

    written: list[Explanation] = []

    def write(_):
        explanation = Explanation(
            seeker=seeker,
            job=job,
            source="gemini",
            model_name="gemini-3.8-flash",
            prompt_version=prompt.version,
            prompt_fingerprint="x" * 64,
            prompt_text=prompt.user_text,
            latency_ms=1,
            raw_response=answer,
            model_version="fake-gemini-001",
            prompt_tokens=120,
            response_tokens=300,
            total_tokens=420,
        )
        apply_verdict(explanation, verdict)
        claims = [claim_record(explanation, checked) for checked in verdict.claims]
        with transaction.atomic():
            explanation.save()
            Claim.objects.bulk_create(claims)
        written[:] = [explanation]

    parts[f"DB write (Explanation + {len(verdict.claims)} Claims, atomic)"] = common.loop_times(
        write, 200
    )
    stored = written[0]
    parts["present() + as_json (1 query)"] = common.loop_times(
        lambda _: present(
            stored,
            is_fresh=True,
            profile_fields=prompt.profile_fields,
            job_fields=prompt.job_fields,
        ).as_json(),
        200,
    )

    from django.db import connection

    def reconnect(_):
        connection.close()
        connection.ensure_connection()

    parts["DB reconnect (connection.close + connect)"] = common.loop_times(reconnect, 100)

    def write_fresh(i):
        connection.close()
        write(i)

    parts["DB write on a fresh connection (close, then the write)"] = common.loop_times(
        write_fresh, 100
    )

    question = prepare_question(profile=profile, job=job)
    parts["explain_match() whole chain, in-process"] = common.loop_times(
        lambda _: explain_match(question=question, seeker=seeker, job=job), 200
    )
    fake.set_default(None)

    if connection.vendor == "sqlite":
        # Candidate: WAL and synchronous=NORMAL, so a commit does not wait for fsync. Measured
        # last, on the scratch file only (journal_mode=WAL persists in the file).
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
        parts["DB write, SQLite WAL + synchronous=NORMAL (candidate)"] = common.loop_times(
            write, 200
        )
    return parts


def profile_view(args, clients, seekers, recruiter, generator, rng) -> list[str]:
    """cProfile of 50 explain POSTs (fresh pairs), top functions by cumulative time."""
    import cProfile
    import io
    import pstats

    from explain.prompt import build_prompt
    from jobportal.models import Job

    fake = FakeGeminiControl(args.fake_url)
    extra_jobs = [
        Job.objects.create(owner=recruiter, **job_fields(generator, rng)) for _ in range(5)
    ]
    work = [(s, j) for j in extra_jobs for s in seekers][:50]
    profiler = cProfile.Profile()
    for seeker, job in work:
        prompt = build_prompt(seeker.profile.match_fields(), job.match_fields())
        fake.script(
            {"reply": "text", "text": answer_for(rng, prompt.profile_fields, prompt.job_fields)}
        )
        profiler.enable()
        clients[seeker.pk].post(f"/jobs/{job.pk}/explain/", HTTP_ACCEPT="application/json")
        profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(45)
    return out.getvalue().splitlines()


# --- parent process ----------------------------------------------------------------------------


def report(results: list[dict], args) -> None:
    print(common.machine_and_load(*results[0]["load"]))
    print(
        f"settings: DEBUG={'on' if results[0]['debug'] else 'off'}, cache and rate limits on "
        f"Redis={'yes' if not results[0]['debug'] else 'no'}; fake Gemini in its own process, "
        "answering without delay\n"
    )
    for result in results:
        view, floor = result["view"], result["floor"]
        print(f"## {result['backend']} ({result['server']})\n")
        print(
            f"prompt sent: median {result['prompt_chars_median']:,.0f} characters; answer: "
            f"median {result['answer_chars_median']:,.0f} characters, 11 claims "
            f"(2 fail the check); outcomes: {result['statuses']}\n"
        )
        rows = [
            [
                "POST /jobs/<pk>/explain/ (JSON)",
                view["n"],
                common.ms(view["median"]),
                common.ms(view["p95"]),
                common.ratio(view["median"], floor["median"]),
            ],
            [
                "floor: trivial logged-in POST",
                floor["n"],
                common.ms(floor["median"]),
                common.ms(floor["p95"]),
                "1.00x",
            ],
            [
                "app overhead above the floor",
                "",
                common.ms(view["median"] - floor["median"]),
                common.ms(view["p95"] - floor["p95"]),
                "",
            ],
        ]
        queries = result["queries"]
        print(
            f"SQL per request: floor {len(queries['floor'])}, explain {len(queries['explain'])}"
            f" ({'; '.join(q[:60] for q in queries['explain'])})\n"
            if args.verbose
            else f"SQL per request: floor {len(queries['floor'])}, explain "
            f"{len(queries['explain'])}\n"
        )
        print("whole request through django.test.Client (ms):")
        print(common.table(["request", "n", "median", "p95", "ratio to floor"], rows))
        print()
        rows = []
        for name, timing in result["segments"].items():
            rows.append(
                [
                    name,
                    common.ms(timing["median"]),
                    common.ms(timing["p95"]),
                    f"{100 * timing['median'] / view['median']:.0f}%",
                ]
            )
        print(
            f"where the explain POST's time goes, timed inside the same {view['n']} requests (ms):"
        )
        print(common.table(["step", "median", "p95", "% of POST median"], rows))
        print()
        rows = []
        for name, timing in result["parts"].items():
            rows.append(
                [
                    name,
                    timing["how"],
                    common.ms(timing["median"]),
                    common.ms(timing["p95"]),
                    f"{100 * timing['median'] / view['median']:.0f}%",
                ]
            )
        print("parts of the chain, in-process (ms per call; % of the explain POST's median):")
        print(common.table(["part", "how", "median", "p95", "% of POST"], rows))
        print()
        if "profile" in result:
            print("cProfile of 50 explain POSTs (cumulative):")
            print("\n".join(result["profile"]))
            print()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    common.add_backend_arguments(parser)
    parser.add_argument(
        "--posts",
        type=int,
        default=200,
        help="measured explain POSTs (at most 200), every one a distinct (seeker, job)",
    )
    parser.add_argument("--seed", type=int, default=20261202)
    parser.add_argument("--profile", action="store_true", help="cProfile 50 explain POSTs")
    parser.add_argument("--verbose", action="store_true", help="list the SQL of one POST")
    parser.add_argument("--fake-url", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.posts > N_SEEKERS * N_JOBS:
        parser.error("--posts is at most 200")

    if args.worker:
        Path(args.out).write_text(json.dumps(worker(args)))
        return 0
    with tempfile.TemporaryDirectory(prefix="bench_explain_") as workdir:
        fake = FakeGeminiProcess(Path(workdir) / "fake_gemini.log").start()
        try:
            results = run(args, fake.base_url)
        finally:
            fake.stop()
    report(results, args)
    return 0


def run(args, fake_url: str) -> list[dict]:
    """The parent's part: one worker per backend, each asking the fake server at fake_url."""
    options = [
        "--fake-url",
        fake_url,
        "--posts",
        str(args.posts),
        "--seed",
        str(args.seed),
    ]
    return common.run_backends(__file__, args, options + (["--profile"] if args.profile else []))


if __name__ == "__main__":
    sys.exit(main())
