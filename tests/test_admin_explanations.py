import re

import pytest
from django.contrib.auth.models import Permission
from django.urls import reverse

from explain.models import Claim, Explanation
from jobportal.models import Profile, User
from tests.quality_data import PROMPT_TEXT, make_explanation

pytestmark = pytest.mark.django_db

CHANGELIST = reverse("admin:explain_explanation_changelist")


def change_url(explanation):
    return reverse("admin:explain_explanation_change", args=[explanation.pk])


def grant(user, *codenames):
    user.user_permissions.add(*Permission.objects.filter(codename__in=codenames))
    return User.objects.get(pk=user.pk)


@pytest.fixture
def reviewer_client(client, make_user):
    client.force_login(
        grant(make_user(username="reviewer", is_staff=True), "view_quality_dashboard")
    )
    return client


def listed_ids(response):
    return sorted(obj.pk for obj in response.context["cl"].result_list)


def test_the_list_shows_the_figures_and_the_seeker_by_id_only(reviewer_client, known):
    response = reviewer_client.get(CHANGELIST)
    page = response.content.decode()
    headers = re.findall(r'<th scope="col" class="[^"]*column-(\w+)', page)
    assert headers == [
        "id",
        "created_at",
        "seeker_ref",
        "job_title",
        "model_name",
        "prompt_version",
        "status",
        "kept_matches",
        "kept_gaps",
        "dropped",
        "reworded",
        "trimmed",
        "latency_ms",
        "total_tokens",
    ]
    seeker = known["e1"].seeker
    assert f"#{seeker.pk}" in page
    for private in (seeker.username, "Kovač", "ana@example.com"):
        assert private not in page
    row = next(
        r for r in re.findall(r"<tr>(.*?)</tr>", page, re.S) if change_url(known["e2"]) in r
    )
    cells = re.findall(r'<td class="field-(\w+)[^"]*">(.*?)</td>', row)
    assert dict(cells)["dropped"] == "2" and dict(cells)["trimmed"] == "1"
    assert dict(cells)["latency_ms"] == "3000" and dict(cells)["total_tokens"] == "1200"


def test_the_list_filters_and_search(reviewer_client, known):
    get = lambda **params: listed_ids(reviewer_client.get(CHANGELIST, params))  # noqa: E731
    assert get(has_dropped="yes") == known.ids("e1", "e2", "e3", "e8", "e9")
    assert get(has_dropped="no") == known.ids("e4", "e5", "e6", "e7", "e10")
    assert get(status__exact="rejected") == known.ids("e4")
    assert get(model_name="gemini-b") == known.ids("e3", "e4", "e7", "e10")
    assert get(prompt_version="v2") == known.ids("e1", "e2", "e7", "e10")
    assert get(q="Data Analyst") == known.ids("e3")
    page = reviewer_client.get(CHANGELIST).content.decode()
    past_week = re.search(r'<a href="(\?[^"]+)"[^>]*>Past 7 days</a>', page).group(1)
    response = reviewer_client.get(CHANGELIST + past_week.replace("&amp;", "&"))
    assert listed_ids(response) == known.ids("e1", "e2", "e3", "e4", "e5", "e6", "e7", "e10")


def test_the_detail_page_shows_the_exact_evidence_and_every_claim(reviewer_client, known):
    explanation = known["e2"]
    page = reviewer_client.get(change_url(explanation)).content.decode()
    # The exact prompt text, whitespace kept and HTML escaped (a profile could hold markup).
    escaped = PROMPT_TEXT.replace("<", "&lt;").replace(">", "&gt;")
    assert f'<pre class="evidence">{escaped}</pre>' in page
    assert "<b>payment</b>" not in page
    assert '<pre class="evidence">{&quot;matches&quot;: []}</pre>' in page
    shown = [
        tuple(
            re.search(rf'field-{name}\b.*?<div class="readonly">(.*?)</div>', claim, re.S)
            .group(1)
            .strip()
            for name in ("kind", "position", "outcome", "drop_reason")
        )
        for claim in re.split(r'id="claims-\d+">', page)[1:]
    ]
    # Every claim, matches first, in the model's order, kept or dropped with its reason.
    assert shown == [
        ("Match", "0", "Kept", "-"),
        ("Match", "1", "Dropped", "PROFILE_QUOTE_NOT_FOUND"),
        ("Match", "2", "Kept", "-"),
        ("Match", "3", "Trimmed (over the limit)", "-"),
        ("Gap", "0", "Dropped", "JOB_QUOTE_NOT_FOUND"),
    ]
    assert "PROFILE_QUOTE_NOT_FOUND: 1" in page and "JOB_QUOTE_NOT_FOUND: 1" in page
    assert f"#{explanation.seeker_id}" in page and explanation.seeker.username not in page


def test_claims_come_in_the_models_order_from_the_claims_table_alone(known):
    """One ordering for every reader of claims (the admin, the CSV export, the page)."""
    claims = known["e2"].claims.all()
    assert [(claim.kind, claim.position) for claim in claims] == [
        ("match", 0),
        ("match", 1),
        ("match", 2),
        ("match", 3),
        ("gap", 0),
    ]
    assert "JOIN" not in str(claims.query)


def test_the_rejected_response_is_shown_as_received(reviewer_client, known):
    page = reviewer_client.get(change_url(known["e4"])).content.decode()
    assert '<pre class="evidence">Sure! You are a great fit.</pre>' in page
    assert "not_json" in page


def test_nobody_edits_or_deletes_evidence(client, make_user, known):
    superuser = make_user(username="root", is_staff=True, is_superuser=True)
    client.force_login(superuser)
    explanation = known["e2"]
    page = client.get(change_url(explanation)).content.decode()
    assert 'type="submit"' not in page.split('id="explanation_form"')[1].split("</form>")[0]
    assert "deletelink" not in page
    assert client.get(reverse("admin:explain_explanation_add")).status_code == 403
    assert client.post(change_url(explanation), {"status": "ok", "dropped": 0}).status_code == 403
    delete = reverse("admin:explain_explanation_delete", args=[explanation.pk])
    assert client.get(delete).status_code == 403
    assert client.post(delete, {"post": "yes"}).status_code == 403
    # No bulk delete action either.
    assert 'value="delete_selected"' not in client.get(CHANGELIST).content.decode()
    client.post(
        CHANGELIST,
        {"action": "delete_selected", "_selected_action": [explanation.pk], "post": "yes"},
    )
    explanation.refresh_from_db()
    assert explanation.dropped == 2 and explanation.claims.count() == 5


@pytest.mark.parametrize("page", ["list", "detail"])
def test_only_reviewers_see_explanations_in_the_admin(client, make_user, known, page):
    url = CHANGELIST if page == "list" else change_url(known["e1"])
    for user in [
        None,
        make_user(username="someseeker"),
        make_user(User.Role.RECRUITER, username="somerecruiter"),
    ]:
        client.logout()
        if user:
            client.force_login(user)
        response = client.get(url)
        assert response.status_code == 302 and response.url.startswith(reverse("admin:login"))
    for user in [
        make_user(username="plainstaff", is_staff=True),
        # The model's own view permission is not enough: explanations hold profile text.
        grant(make_user(username="viewstaff", is_staff=True), "view_explanation", "view_claim"),
        grant(
            make_user(User.Role.RECRUITER, username="staffrecruiter", is_staff=True),
            "view_quality_dashboard",
        ),
    ]:
        client.force_login(user)
        response = client.get(url)
        assert response.status_code == 403, user
        assert PROMPT_TEXT.splitlines()[1] not in response.content.decode()
    client.force_login(
        grant(make_user(username="reviewer", is_staff=True), "view_quality_dashboard")
    )
    assert client.get(url).status_code == 200


def test_the_admin_index_hides_explanations_from_other_staff(client, make_user):
    client.force_login(make_user(username="plainstaff", is_staff=True))
    page = client.get(reverse("admin:index")).content.decode()
    assert CHANGELIST not in page


def test_deleting_a_user_deletes_their_profile_and_explanations(seeker, profile, job, make_user):
    other = make_user()
    mine = make_explanation(
        seeker=seeker, job=job, claims=[("match", "kept"), ("gap", "dropped", "DUPLICATE")]
    )
    theirs = make_explanation(seeker=other, job=job, claims=[("match", "kept")])
    seeker.delete()
    assert not Explanation.objects.filter(pk=mine.pk).exists()
    assert not Claim.objects.filter(explanation_id=mine.pk).exists()
    assert not Profile.objects.filter(pk=profile.pk).exists()
    assert Explanation.objects.filter(pk=theirs.pk).exists() and theirs.claims.count() == 1


def test_an_admin_deleting_a_seeker_account_deletes_their_explanations(
    client, seeker, profile, job, make_user
):
    explanation = make_explanation(seeker=seeker, job=job, claims=[("match", "kept")])
    client.force_login(make_user(username="root", is_staff=True, is_superuser=True))
    delete = reverse("admin:jobportal_user_delete", args=[seeker.pk])
    confirm = client.get(delete).content.decode()
    assert "Are you sure" in confirm and f"Explanation #{explanation.pk}" in confirm
    response = client.post(delete, {"post": "yes"})
    assert response.status_code == 302
    assert not User.objects.filter(pk=seeker.pk).exists()
    assert not Explanation.objects.filter(pk=explanation.pk).exists()
    assert not Claim.objects.filter(explanation_id=explanation.pk).exists()
    assert not Profile.objects.filter(pk=profile.pk).exists()


def test_staff_who_may_delete_users_but_not_explanations_cannot_delete_a_seeker_with_some(
    client, seeker, job, make_user
):
    # Django's own rule: deleting an object needs the delete permission for what goes with it.
    explanation = make_explanation(seeker=seeker, job=job)
    client.force_login(
        grant(make_user(username="useradmin", is_staff=True), "delete_user", "view_user")
    )
    response = client.post(
        reverse("admin:jobportal_user_delete", args=[seeker.pk]), {"post": "yes"}
    )
    assert response.status_code == 403
    assert Explanation.objects.filter(pk=explanation.pk).exists()


def test_the_detail_page_shows_faithfulness_reasons_and_reworded_points(
    reviewer_client, gemini, seeker, profile, job
):
    """A real explanation: one point hidden by the faithfulness stage, one in the page's words."""
    import json

    from explain.service import explain_match, prepare_question

    gemini.reply_text(
        json.dumps(
            {
                "matches": [
                    {
                        "point": "You have 10 years of Java",
                        "profileQuote": "Java (Intermediate, 3 years)",
                        "jobQuote": "3+ years of Java",
                    },
                    {
                        "point": "Your Kubernetes CronJobs are close to their Docker work",
                        "profileQuote": "Kubernetes CronJobs",
                        "jobQuote": "hands-on experience with AWS and Docker",
                    },
                ],
                "gaps": [],
            }
        )
    )
    explanation = explain_match(
        question=prepare_question(profile=profile, job=job), seeker=seeker, job=job
    )
    assert (explanation.dropped, explanation.reworded) == (1, 1)
    page = reviewer_client.get(change_url(explanation)).content.decode()
    assert "NUMBER_NOT_IN_QUOTES" in page
    assert "Related, in the explainer&#x27;s judgement" in page
    assert (
        "Your Kubernetes CronJobs are close to their Docker work" in page
    )  # the model's, on record
    rows = re.findall(
        r'<td class="field-reworded">(.*?)</td>', reviewer_client.get(CHANGELIST).content.decode()
    )
    assert rows == ["1"]
