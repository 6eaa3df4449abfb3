"""Searching as a person does: terms with symbols, Chinese text, odd and over-long input."""

import pytest

from tests.browser.helpers import all_texts, assert_clean, text_of

try:
    from playwright.sync_api import expect
except ImportError:  # the `pages` fixture says what is missing: a skip, or in CI a failure
    expect = None  # type: ignore[assignment]

pytestmark = pytest.mark.browser


@pytest.fixture
def postings(make_job, recruiter):
    def job(title, description):
        make_job(recruiter, title=title, description=description, requirements="")

    job("Embedded Engineer", "Firmware in C++ for industrial sensors.")
    job("Game Developer", "Gameplay code in C# and Unity.")
    job("Kernel Hacker", "Linux drivers in C.")
    job("Backend Developer", "Services on .NET 8; builds through CI/CD.")
    job("API Developer", "REST services in Node.js.")
    job("数据工程师", "负责基于Kafka的实时数据管道建设。")


def search(page, text):
    page.get_by_label("Keywords").fill(text)
    page.get_by_role("button", name="Search").click()
    page.wait_for_load_state()


@pytest.mark.parametrize(
    "typed, heading, found",
    [
        ("C++", "1 open job matches “C++”", ["Embedded Engineer"]),
        ("c#", "1 open job matches “c#”", ["Game Developer"]),
        (".NET", "1 open job matches “.NET”", ["Backend Developer"]),
        ("CI/CD", "1 open job matches “CI/CD”", ["Backend Developer"]),
        ("Node.js", "1 open job matches “Node.js”", ["API Developer"]),
        ("数据管道", "1 open job matches “数据管道”", ["数据工程师"]),
        ("实时", "1 open job matches “实时”", ["数据工程师"]),
        # Odd input: the heading shows the words that were searched for, nothing else.
        ('%<li>  "drivers"!', "1 open job matches “li drivers”", ["Kernel Hacker"]),
        ("'linux' OR (c++)", "0 open jobs match “linux OR c++”", []),
    ],
)
def test_what_was_typed_is_what_is_searched_for(pages, postings, typed, heading, found):
    page = pages.open()
    page.goto("/")
    search(page, typed)
    expect(page.locator(".result-count")).to_have_text(heading)
    if found:
        assert all_texts(page, ".job-card h2") == found
    assert page.get_by_label("Keywords").input_value() == typed.strip()
    assert_clean(page)


def test_text_with_no_words_lists_every_job_and_says_why(pages, postings):
    page = pages.open()
    page.goto("/")
    search(page, "*** %%")
    expect(page.locator(".notice")).to_have_text(
        "Your keywords hold no letters or digits to search for, so every open job is listed."
    )
    expect(page.locator(".result-count")).to_have_text("6 open jobs")
    assert_clean(page)


def test_a_search_longer_than_the_box_uses_its_first_part_and_says_so(pages, postings):
    page = pages.open()
    words = "kafka " + "pipeline " * 30  # 276 characters: only possible through the URL
    page.goto("/?q=" + words.replace(" ", "+"))
    expect(page.locator(".notice")).to_have_text(
        [
            "The text for keywords was longer than the box allows (200 characters): "
            "only its first part was used.",
            "Only the first 8 keywords were used.",  # the first part still holds more
        ]
    )
    used = page.get_by_label("Keywords").input_value()
    assert len(used) <= 200 and words.startswith(used) and used.endswith("pipeline")
    # Eight terms are searched for: "kafka" and seven times "pipeline".
    assert text_of(page, ".result-count").startswith("0 open jobs match “kafka pipeline")
    assert_clean(page)
