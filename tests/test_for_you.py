"""Jobs that fit you: the database's ranking of open jobs for a seeker's sent profile fields."""

import re
from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse

from explain.models import Explanation
from jobportal import demo_data, ranking
from jobportal.models import Application, Dismissal, Job, Profile, User
from jobportal.ranking import profile_terms, ranked_job_ids

pytestmark = pytest.mark.django_db

FOR_YOU = reverse("jobportal:for_you")


@pytest.fixture
def board(make_job, recruiter):
    """A few open jobs of different fields, each plainly about one thing."""

    def post(title, description, requirements=""):
        return make_job(recruiter, title=title, description=description, requirements=requirements)

    return {
        "java": post("Java Engineer", "Build Spring Boot services in Java.", "Java; Docker"),
        "kotlin": post("Android Developer", "Build our Android app in Kotlin.", "Kotlin; Gradle"),
        "nurse": post("Registered Nurse", "Care for patients after surgery.", "BLS; wound care"),
        "chef": post("Sous Chef", "Run the pass in a busy kitchen.", "Menu costing"),
    }


def titles(ids):
    jobs = Job.objects.in_bulk(ids)
    return [jobs[pk].title for pk in ids]


def listed(page: str) -> list[str]:
    """The job titles on a "for you" page, in order."""
    return re.findall(r'<h2><a href="/jobs/\d+/">([^<]+)</a></h2>', page)


def test_ranks_the_jobs_that_share_the_profiles_words(seeker, board):
    profile = Profile.objects.create(
        user=seeker, desired_role="Java Engineer", skills="Java, Spring Boot, Docker"
    )
    assert titles(ranked_job_ids(profile)) == ["Java Engineer"]


def test_leaves_out_closed_applied_and_dismissed_jobs(seeker, board, make_job, recruiter):
    profile = Profile.objects.create(user=seeker, desired_role="Engineer", skills="Java")
    others = [make_job(recruiter, title=f"Java Engineer {n}") for n in range(4)]
    assert len(ranked_job_ids(profile)) == 5

    others[0].close()
    Application.objects.create(seeker=seeker, job=others[1])
    Application.objects.create(seeker=seeker, job=others[2], status="withdrawn")
    Dismissal.objects.create(seeker=seeker, job=board["java"])

    assert titles(ranked_job_ids(profile)) == ["Java Engineer 3"]


def test_another_seekers_applications_and_dismissals_change_nothing(seeker, board, make_user):
    profile = Profile.objects.create(user=seeker, skills="Java")
    someone = make_user()
    Application.objects.create(seeker=someone, job=board["java"])
    Dismissal.objects.create(seeker=someone, job=board["java"])
    assert titles(ranked_job_ids(profile)) == ["Java Engineer"]


def test_private_fields_never_take_part(seeker, board, make_job, recruiter, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    make_job(recruiter, title="Zanzibar Quillfeather", description="Xylophone 91234 tutor.")
    profile = Profile.objects.create(
        user=seeker,
        skills="Kotlin",
        full_name="Zanzibar Quillfeather",
        email="xylophone@example.com",
        phone="91234",
        salary_expectation="Xylophone money",
        resume_name="zanzibar.pdf",
    )
    terms = profile_terms(profile.match_fields())
    groups = terms.strong_words + terms.other_words + terms.role_phrases
    words = {word for group in groups for term in group for word in term}
    assert words == {"kotlin"}
    assert titles(ranked_job_ids(profile)) == ["Android Developer"]


def test_role_and_skills_outweigh_the_rest_of_the_profile(seeker, make_job, recruiter):
    # Each job shares one skill word with the profile (what makes it a candidate), and one
    # more word, once, in the same place: from the desired role, the skills, the experience.
    make_job(recruiter, title="Job A", description="Gardening.", requirements="Fortran")
    make_job(recruiter, title="Job B", description="Gardening.", requirements="Haskell")
    make_job(recruiter, title="Job C", description="Gardening.", requirements="Cobol")
    make_job(recruiter, title="Job D", description="Knitting.", requirements="Haskell")
    profile = Profile.objects.create(
        user=seeker,
        desired_role="Cobol",
        skills="Fortran, gardening",
        experience="Haskell for ten years.",
        headline="Haskell person",
    )
    # Job D shares only a word of the experience: not a candidate at all.
    assert titles(ranked_job_ids(profile)) == ["Job C", "Job A", "Job B"]


def test_a_role_phrase_beats_its_words_scattered(seeker, make_job, recruiter):
    make_job(
        recruiter,
        title="Developer Documentation Writer",
        description="Write for a frontend team.",
        requirements="Markdown",
    )
    make_job(
        recruiter,
        title="Frontend Developer",
        description="Write for a team.",
        requirements="Markdown",
    )
    profile = Profile.objects.create(
        user=seeker, desired_role="Frontend developer", skills="Markdown"
    )
    assert titles(ranked_job_ids(profile))[0] == "Frontend Developer"


def test_profile_words_never_become_query_syntax(seeker, board):
    nasty = 'Java" OR "nurse NEAR(x y) AND NOT * ^ : | & ! ( ) <-> \\ \' -- ; DROP TABLE'
    profile = Profile.objects.create(user=seeker, desired_role=nasty, skills=nasty)
    ids = ranked_job_ids(profile)  # no error from either full-text engine
    assert "Java Engineer" in titles(ids)


def test_only_the_most_recently_posted_jobs_are_ranked(
    seeker_client, seeker, make_job, recruiter, monkeypatch
):
    monkeypatch.setattr(ranking, "RECENT_JOBS", 3)
    jobs = [make_job(recruiter, title=f"Java Engineer {n}") for n in range(5)]
    make_job(recruiter, title="Chef", description="Cook.", requirements="")  # no match
    profile = Profile.objects.create(user=seeker, skills="Java")
    assert set(ranked_job_ids(profile)) == {job.pk for job in jobs[-2:]}
    page = seeker_client.get(FOR_YOU).content.decode()
    assert "2 jobs for you among the 3 most recently posted" in page


# --- the page ---------------------------------------------------------------------------------


def test_the_page_lists_best_first_with_ways_to_act(seeker_client, seeker, board):
    Profile.objects.create(user=seeker, desired_role="Java Engineer", skills="Java, Docker")
    page = seeker_client.get(FOR_YOU).content.decode()
    assert listed(page) == ["Java Engineer"]
    job = board["java"]
    assert f'action="{reverse("explain:explain_job", args=[job.pk])}"' in page
    assert f'href="{reverse("jobportal:apply", args=[job.pk])}"' in page
    assert f'action="{reverse("jobportal:dismiss_job", args=[job.pk])}"' in page
    assert "1 job for you" in page


def test_why_does_this_match_me_is_one_click_away(seeker_client, seeker, board):
    Profile.objects.create(
        user=seeker, headline="Developer", desired_role="Java Engineer", skills="Java, Docker"
    )
    response = seeker_client.post(
        reverse("explain:explain_job", args=[board["java"].pk]), follow=True
    )
    assert response.status_code == 200
    assert "explanation-result" in response.content.decode()


def test_paginated_twenty_a_page(seeker_client, seeker, make_job, recruiter):
    for n in range(25):
        make_job(recruiter, title=f"Java Engineer {n}")
    Profile.objects.create(user=seeker, skills="Java")
    first = seeker_client.get(FOR_YOU).content.decode()
    second = seeker_client.get(FOR_YOU, {"page": 2}).content.decode()
    assert len(listed(first)) == 20 and len(listed(second)) == 5
    assert not set(listed(first)) & set(listed(second))
    assert "page 1 of 2" in first
    assert seeker_client.get(FOR_YOU, {"page": "x' OR 1"}).status_code == 200


def test_queries_do_not_grow_with_the_jobs_listed(
    seeker_client, seeker, make_job, recruiter, django_assert_max_num_queries
):
    Profile.objects.create(user=seeker, skills="Java")
    make_job(recruiter, title="Java Engineer")
    with django_assert_max_num_queries(10) as few:
        seeker_client.get(FOR_YOU)
    for n in range(19):
        make_job(recruiter, title=f"Java Engineer {n}")
    with django_assert_max_num_queries(len(few.captured_queries)):
        page = seeker_client.get(FOR_YOU).content.decode()
    assert len(listed(page)) == 20


def test_not_for_me_hides_a_job_until_shown_again(seeker_client, seeker, board):
    Profile.objects.create(user=seeker, skills="Java, Kotlin")
    assert set(listed(seeker_client.get(FOR_YOU).content.decode())) == {
        "Java Engineer",
        "Android Developer",
    }
    response = seeker_client.post(
        reverse("jobportal:dismiss_job", args=[board["java"].pk]), {"page": "1"}
    )
    assert response.status_code == 302 and response.url == f"{FOR_YOU}?page=1"
    page = seeker_client.get(FOR_YOU).content.decode()
    assert listed(page) == ["Android Developer"]
    assert "You hid 1 job as not for you." in page
    # Twice is still once.
    seeker_client.post(reverse("jobportal:dismiss_job", args=[board["java"].pk]))
    assert Dismissal.objects.filter(seeker=seeker).count() == 1

    seeker_client.post(reverse("jobportal:restore_dismissed"))
    assert set(listed(seeker_client.get(FOR_YOU).content.decode())) == {
        "Java Engineer",
        "Android Developer",
    }


def test_dismissing_needs_a_post_from_a_seeker(seeker_client, board, seeker):
    url = reverse("jobportal:dismiss_job", args=[board["java"].pk])
    assert seeker_client.get(url).status_code == 405
    assert seeker_client.post(reverse("jobportal:dismiss_job", args=[999_999])).status_code == 404
    assert not Dismissal.objects.exists()


def test_recruiters_and_strangers_do_not_get_the_page(client, recruiter):
    response = client.get(FOR_YOU)
    assert response.status_code == 302 and "/accounts/login/" in response.url
    client.force_login(recruiter)
    assert client.get(FOR_YOU).status_code == 403


def test_without_a_profile_the_page_says_what_to_do(seeker_client, board):
    page = seeker_client.get(FOR_YOU).content.decode()
    assert "Create your profile first" in page
    assert listed(page) == []


def test_a_profile_that_shares_nothing_gets_a_clear_message(seeker_client, seeker, board):
    Profile.objects.create(user=seeker, skills="Basketweaving")
    page = seeker_client.get(FOR_YOU).content.decode()
    assert "No open job shares a word with your profile yet." in page


# --- ranking quality on the demo data ---------------------------------------------------------


def test_each_demo_seekers_top_five_is_mostly_in_their_own_field(settings):
    """As `make run` shows it: demo applications loaded, so the jobs applied to are gone."""
    settings.DEBUG = True  # load_demo runs only on a development site
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    call_command("load_demo", stdout=StringIO())
    fields = demo_data.JOB_FIELDS
    for username, field in demo_data.SEEKER_FIELDS.items():
        profile = Profile.objects.get(user__username=username)
        top = titles(ranked_job_ids(profile)[:5])
        assert len(top) == 5, username
        in_field = [title for title in top if fields[title] == field]
        assert len(in_field) >= 4, (username, field, top)
        applied = set(
            Application.objects.filter(seeker=profile.user).values_list("job__title", flat=True)
        )
        assert not applied & set(top)
    assert User.objects.filter(username__in=demo_data.SEEKER_FIELDS).count() == 6


def test_a_shared_language_counts_less_than_a_shared_skill(seeker, make_job, recruiter):
    make_job(recruiter, title="Job A", description="Gardening.", requirements="German, German")
    make_job(recruiter, title="Job B", description="Gardening.", requirements="Pruning")
    profile = Profile.objects.create(user=seeker, skills="Gardening, pruning, German (C1)")
    assert titles(ranked_job_ids(profile)) == ["Job B", "Job A"]


def test_a_skill_of_a_few_words_is_matched_as_that_phrase(seeker, make_job, recruiter):
    def post(title, description):
        make_job(recruiter, title=title, description=description, requirements="")

    post("Java Engineer", "Services in Spring Boot behind REST APIs.")
    post("Teaching Assistant (Spring Term)", "Supervise lunch and rest breaks.")
    post("Warehouse Operative", "Follow our health and safety rules.")
    post("Care Assistant", "Support residents' health and wellbeing.")
    profile = Profile.objects.create(
        user=seeker, skills="Spring Boot, REST APIs, basic health and safety"
    )
    assert set(titles(ranked_job_ids(profile))) == {"Java Engineer", "Warehouse Operative"}
    # A long item is prose, not a name: its words count one by one.
    prose = "I look after the spring planting of rare roses and the summer shows"
    profile.skills = prose
    profile.save()
    assert "Teaching Assistant (Spring Term)" in titles(ranked_job_ids(profile))


def test_the_words_around_spoken_languages_are_no_skills(seeker, make_job, recruiter):
    make_job(recruiter, title="Java Engineer", description="Java services.", requirements="")
    make_job(
        recruiter,
        title="English Teacher",
        description="Teach languages to adults: English and Dutch.",
        requirements="",
    )
    make_job(recruiter, title="Tutor", description="Join Bright Learning.", requirements="")
    make_job(recruiter, title="Exam Coach", description="B2 First classes.", requirements="")
    profile = Profile.objects.create(
        user=seeker,
        skills="Java\nLanguages: English (C1), Dutch (A2, learning), B2 First",
    )
    assert titles(ranked_job_ids(profile)) == ["Java Engineer"]


# --- what both texts say ----------------------------------------------------------------------


def card_of(page: str, title: str) -> str:
    start = page.index(f">{title}</a></h2>")
    end = page.find('<li class="job-card">', start)
    return page[start : end if end != -1 else len(page)]


def quotes_in(card: str) -> list[tuple[str, str]]:
    return re.findall(
        r'<span class="quote-source">([^<]+)</span>\s*<q class="quote-text">([^<]+)</q>', card
    )


def test_each_job_shows_the_terms_both_texts_share_as_verified_quotes(
    gemini, seeker_client, seeker, board
):
    Profile.objects.create(
        user=seeker,
        desired_role="Java Engineer",
        skills="Java (5 years), Docker, Kotlin",
        full_name="Gradle Docker",  # private: never quoted, never matched
    )
    page = seeker_client.get(FOR_YOU).content.decode()

    java = quotes_in(card_of(page, "Java Engineer"))
    assert ("Your profile · Skills", "Java (5 years)") in java
    assert ("Your profile · Skills", "Docker") in java
    job = board["java"]
    for label, text in java:
        if label.startswith("This job"):  # word for word in the job's text
            assert any(text in value for value in (job.title, job.description, job.requirements))
    android = quotes_in(card_of(page, "Android Developer"))
    assert ("Your profile · Skills", "Kotlin") in android
    assert not any("Gradle" in text for _, text in java + android)
    # Without a model call: nothing asked, nothing recorded.
    assert gemini.calls == 0
    assert not Explanation.objects.exists()


def test_a_job_sharing_only_a_scattered_word_shows_no_quotes(
    seeker_client, seeker, make_job, recruiter
):
    make_job(
        recruiter,
        title="Gardener",
        description="Gardening in Berlin parks.",
        requirements="Pruning",
    )
    Profile.objects.create(user=seeker, desired_role="Gardening lead", skills="Berlin parks map")
    page = seeker_client.get(FOR_YOU).content.decode()
    assert listed(page) == ["Gardener"]
    assert "shared-terms" not in page


def test_skills_written_with_symbols_or_in_chinese_are_found(seeker, make_job, recruiter):
    make_job(recruiter, title="Game Developer", description="Engines in C++.", requirements="")
    make_job(
        recruiter, title="Build Engineer", description="Our CI/CD pipelines.", requirements=""
    )
    make_job(recruiter, title="数据分析师", description="负责数据分析和报表。", requirements="")
    make_job(
        recruiter, title="C Developer", description="Embedded C and CD burning.", requirements=""
    )
    profile = Profile.objects.create(user=seeker, skills="C++, CI/CD, 数据分析")
    assert set(titles(ranked_job_ids(profile))) == {
        "Game Developer",
        "Build Engineer",
        "数据分析师",
    }
