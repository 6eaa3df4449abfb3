"""Equivalent names: the data file, the lookups, and the names the demo data uses."""

import csv
import importlib.util
import json
import re
import sys
from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explain import names
from explain.checker import normalise
from explain.names import (
    DATA_FILE,
    FIELDS,
    SOURCES,
    NameDataError,
    NameHit,
    build_index,
    canonical,
    equivalents,
    find_names,
    groups_mentioned,
    read_rows,
)
from jobportal import demo_data

DATA = DATA_FILE.parent
ROOT = DATA.parent.parent

# --- The data file -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def rows():
    return read_rows(DATA_FILE)


def test_the_data_file_loads_and_follows_its_rules(rows):
    index = build_index(rows)
    assert len(index.groups) == len({row["group"] for row in rows})


def test_no_name_is_in_two_groups_or_twice_in_one(rows):
    counts = Counter(normalise(row["name"]).strip() for row in rows)
    assert [name for name, n in counts.items() if n > 1] == []


def test_every_row_is_filled_in_with_known_values(rows):
    for row in rows:
        assert row["name"].strip() == row["name"] != ""
        assert row["group"] and re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", row["group"])
        assert row["field"] in FIELDS
        assert row["source"] in SOURCES
        assert row["exact"] in ("", "yes")


def test_a_few_hundred_names_across_every_field(rows):
    groups_per_field = Counter()
    for group in names.all_groups():
        groups_per_field[group.field] += 1
    assert len(rows) >= 400
    assert len(names.all_groups()) >= 250
    # Software has the most; every other field the demo data covers has a real share.
    for field in FIELDS:
        assert groups_per_field[field] >= 25, field
    multi_name_groups = [group for group in names.all_groups() if len(group.names) > 1]
    assert len(multi_name_groups) >= 250


def test_every_source_contributes_and_is_attributed(rows):
    used = Counter(row["source"] for row in rows)
    assert set(used) == SOURCES
    notice = (DATA / "README.md").read_text(encoding="utf-8")
    for licence in ("MIT", "CC-BY-4.0", "CC0-1.0"):
        assert licence in notice
    for address in (
        "https://github.com/github-linguist/linguist",
        "https://github.com/github/explore",
        "https://github.com/simple-icons/simple-icons",
    ):
        assert address in notice


def test_every_name_is_found_as_itself(rows):
    """No name is hidden by the way texts are cut or by a longer name of another group."""
    for row in rows:
        hits = find_names(row["name"])
        assert hits == [NameHit(row["group"], row["name"], 0, len(row["name"]))], row
        assert canonical(row["name"]) == row["group"]


def test_the_file_is_what_the_build_makes_of_the_curated_supplement_and_the_selection(rows):
    """The committed file holds every curated name and every group the selection names."""
    built = {(row["group"], row["name"]): row for row in rows}
    with (DATA / "curated_names.csv").open(encoding="utf-8", newline="") as file:
        for curated in csv.DictReader(file):
            row = built[(curated["group"], curated["name"])]
            assert (row["source"], row["exact"], row["field"]) == (
                "curated",
                curated["exact"],
                curated["field"],
            )
    with (DATA / "name_sources.csv").open(encoding="utf-8", newline="") as file:
        selection = list(csv.DictReader(file))
    selected = {(row["group"], row["source"]) for row in selection}
    for row in rows:
        if row["source"] != "curated":
            assert (row["group"], row["source"]) in selected, row
    assert {row["group"] for row in selection} <= {row["group"] for row in rows}


@pytest.mark.parametrize(
    ("rows", "problem"),
    [
        (
            [
                ("js", "JS", "canonical", "", "software", "curated"),
                ("js", "js", "alias", "", "software", "curated"),
            ],
            "twice in group js",
        ),
        (
            [
                ("js", "JS", "canonical", "", "software", "curated"),
                ("javascript", "js", "canonical", "", "software", "curated"),
            ],
            "in group js and group javascript",
        ),
        ([("go", "Go", "alias", "yes", "software", "curated")], "one canonical name"),
        (
            [
                ("go", "Go", "canonical", "yes", "software", "curated"),
                ("go", "golang", "canonical", "", "software", "curated"),
            ],
            "one canonical name",
        ),
        (
            [
                ("go", "Go", "canonical", "yes", "software", "curated"),
                ("go", "golang", "alias", "", "data", "curated"),
            ],
            "one field",
        ),
        ([("go", "go", "canonical", "yes", "software", "curated")], "needs a capital"),
        ([("go", "", "canonical", "", "software", "curated")], "empty name"),
        ([("go", " Go", "canonical", "", "software", "curated")], "spaces at its ends"),
        ([("go", "Go", "canonical", "maybe", "software", "curated")], "exact"),
        ([("go", "Go", "canonical", "", "gardening", "curated")], "unknown field"),
        ([("go", "Go", "canonical", "", "software", "wikipedia")], "unknown source"),
        ([("go", "Go", "boss", "", "software", "curated")], "role"),
        # Hangul Jamo compose when the whole name is normalised, not one token at a time.
        ([("ga", "\u1100\u1161", "canonical", "", "languages", "curated")], "matched"),
    ],
)
def test_bad_data_is_refused_with_a_reason(rows, problem):
    with pytest.raises(NameDataError, match=problem):
        build_index([dict(zip(names.COLUMNS, row, strict=True)) for row in rows])


def test_a_file_with_other_columns_is_refused(tmp_path):
    path = tmp_path / "names.csv"
    path.write_text("group,name\ngo,Go\n", encoding="utf-8")
    with pytest.raises(NameDataError, match="columns"):
        read_rows(path)


# --- The examples the checks stand on ----------------------------------------------------


@pytest.mark.parametrize(
    ("name", "same_as"),
    [
        ("k8s", "Kubernetes"),
        ("K8s", "Kubernetes"),
        ("JS", "JavaScript"),
        ("GA4", "Google Analytics 4"),
        ("Postgres", "PostgreSQL"),
        ("RN", "registered nurse"),
        ("HACCP", "Hazard Analysis and Critical Control Points"),
        ("C#", "C sharp"),
        (".NET", "dotnet"),
        ("Node.js", "NodeJS"),
        ("CI/CD", "continuous integration and continuous delivery"),
        ("front-end", "frontend"),
        ("front end", "frontend"),
        ("optimisation", "optimization"),
        ("help centre", "help center"),
        ("driving licence", "driver's license"),
        ("forklift licence", "forklift certificate"),
        ("P&L", "profit and loss"),
        ("A&E", "emergency department"),
        ("PACU", "post-anaesthesia care unit"),
        ("QTS", "Qualified Teacher Status"),
        ("FP&A", "financial planning and analysis"),
        ("FOH", "front of house"),
        ("Golang", "Go"),
        ("Mandarin", "普通话"),
        ("Entra ID", "Azure AD"),
        ("Google Ads", "AdWords"),
        ("RGN", "registered nurse"),
        ("FLT", "forklift"),
        ("HRBP", "HR business partner"),
        ("CRRT", "continuous renal replacement therapy"),
        ("RWI", "Read Write Inc."),
        ("GSC", "Google Search Console"),
        ("SACT", "systemic anti-cancer therapy"),
    ],
)
def test_names_of_one_thing_share_a_group(name, same_as):
    assert canonical(name) is not None
    assert canonical(name) == canonical(same_as)
    assert normalise(same_as) in equivalents(name)
    assert normalise(name) in equivalents(same_as)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Power BI", "Tableau"),
        ("Redshift", "BigQuery"),
        ("BI", "Power BI"),
        ("Java", "JavaScript"),
        ("SQL", "PostgreSQL"),
        ("React", "React Native"),
        ("Google Analytics", "GA4"),
        ("CELTA", "Trinity CertTESOL"),
        ("EMR", "EHR"),
        ("reach truck", "forklift"),
        ("customer service", "customer support"),
        ("food safety", "food hygiene"),
    ],
)
def test_related_things_are_not_one_group(one, other):
    assert canonical(one) is not None and canonical(other) is not None
    assert canonical(one) != canonical(other)


def test_equivalents_of_an_unknown_name_is_the_name_itself():
    assert equivalents("  Basket  Weaving ") == frozenset({"basket weaving"})
    assert canonical("Basket weaving") is None
    assert canonical("") is None
    assert canonical("JS (vanilla)") is None  # more than one name's worth of text


def test_equivalents_holds_the_whole_group_normalised():
    assert equivalents("JS") >= {"javascript", "js", "ecmascript"}
    assert equivalents("JavaScript") == equivalents("js")


def test_group_describes_a_group():
    group = names.group(canonical("k8s"))
    assert group.canonical == "Kubernetes"
    assert group.field == "software"
    assert "k8s" in group.names
    assert names.group("no-such-group") is None


# --- find_names: word boundaries, spans, longest first ------------------------------------


def hits(text):
    return [(hit.group, hit.text) for hit in find_names(text)]


def test_the_issue_examples_are_found():
    assert hits("Kubernetes (k8s), JS (vanilla), GA4, Postgres; RN since 2021") == [
        ("kubernetes", "Kubernetes"),
        ("kubernetes", "k8s"),
        ("javascript", "JS"),
        ("ga4", "GA4"),
        ("postgresql", "Postgres"),
        ("registered-nurse", "RN"),
    ]


def test_a_name_inside_a_word_is_not_found():
    assert hits("JavaScript") == [("javascript", "JavaScript")]
    assert hits("PostgreSQL") == [("postgresql", "PostgreSQL")]
    assert hits("Javanese Gitlabbers use SQLite") == [("sqlite", "SQLite")]


def test_names_with_symbols_are_found_as_themselves():
    text = "C++, C# and .NET; Node.js, CI/CD, P&L, A/B testing and CompTIA Security+"
    assert hits(text) == [
        ("c-plus-plus", "C++"),
        ("c-sharp", "C#"),
        ("dotnet", ".NET"),
        ("nodejs", "Node.js"),
        ("ci-cd", "CI/CD"),
        ("p-and-l", "P&L"),
        ("a-b-testing", "A/B testing"),
        ("comptia-security-plus", "CompTIA Security+"),
    ]
    # "C" is a name too, but "C++" and "C#" are longer; "C" alone is still C.
    assert hits("C, then C++") == [("c", "C"), ("c-plus-plus", "C++")]


def test_scripts_without_spaces_need_no_word_boundary():
    assert hits("精通Java开发，熟悉SQL") == [("java", "Java"), ("sql", "SQL")]
    assert hits("普通话（Mandarin）") == [("mandarin", "普通话"), ("mandarin", "Mandarin")]


def test_the_longest_name_wins_and_hits_never_overlap():
    assert hits("Google Analytics 4 and Google Analytics") == [
        ("ga4", "Google Analytics 4"),
        ("google-analytics", "Google Analytics"),
    ]
    assert hits("HACCP level 3") == [("haccp-level-3", "HACCP level 3")]
    assert hits("Microsoft SQL Server") == [("sql-server", "Microsoft SQL Server")]
    assert hits("React Native apps") == [("react-native", "React Native")]


def test_groups_mentioned_includes_names_inside_longer_ones():
    assert groups_mentioned("Power BI") == {"power-bi", "business-intelligence"}
    assert groups_mentioned("HACCP level 3") == {"haccp-level-3", "haccp"}
    assert groups_mentioned("no names in here at all") == frozenset()


def test_exact_names_count_only_with_their_capitals():
    assert hits("Go and GO") == [("go", "Go"), ("go", "GO")]
    assert hits("we go to the warehouse") == []
    assert hits("RN, rn, Rn") == [("registered-nurse", "RN")]
    assert hits("it is IT") == [("it", "IT")]
    assert hits("A level maths; a level of detail") == [
        ("a-level", "A level"),
        ("mathematics", "maths"),
    ]
    assert hits("react quickly; React and REACT") == [("react", "React"), ("react", "REACT")]
    assert hits("a 32-bed unit; BEd") == [("bed", "BEd")]


def test_a_plural_with_a_small_s_counts_but_for_exact_names_only_acronyms():
    assert hits("REST APIs, SLOs, screen readers, CTEs") == [
        ("rest", "REST APIs"),
        ("slo", "SLOs"),
        ("screen-reader", "screen readers"),
        ("cte", "CTEs"),
    ]
    assert hits("Sass, not SAS") == [("sass", "Sass"), ("sas", "SAS")]
    assert hits("Gos and Rs") == []
    # An acronym's plural keeps its capitals and a small "s".
    assert hits("RNs, HCAs and ROEs; Nodes, Epics, ROES, rns") == [
        ("registered-nurse", "RNs"),
        ("healthcare-assistant", "HCAs"),
        ("record-of-employment", "ROEs"),
    ]


def test_spans_are_in_the_text_as_given():
    text = "Straße: ﬁne ＪＡＶＡ and cafe\u0301 Node\u2011JS, “C#”"
    found = find_names(text)
    assert [(hit.group, hit.text) for hit in found] == [
        ("java", "ＪＡＶＡ"),
        ("nodejs", "Node"),
        ("javascript", "JS"),
        ("c-sharp", "C#"),
    ]
    for hit in found:
        assert text[hit.start : hit.end] == hit.text


def test_normalising_is_the_checkers():
    # Curly quotes, dashes and whitespace as the checker folds them.
    assert hits("driver’s\u00a0licence, front\u2013end and\n\tfront   end") == [
        ("driving-licence", "driver’s\u00a0licence"),
        ("frontend", "front\u2013end"),
        ("frontend", "front   end"),
    ]


def test_a_combining_mark_continues_the_word():
    assert hits("Git\u0301 Gitq\u0301") == []
    assert hits("Git cafe\u0301 Git") == [("git", "Git"), ("git", "Git")]


FAST = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
TRICKY = "ßﬁＪａｖａ가\u1100\u1161\u0301İΣ\u2019\u2011\u00a0\u3000\n精通开发 .,;:/#+&-JSQLRNGoC"
tricky_text = st.text(alphabet=st.sampled_from(TRICKY) | st.characters(codec="utf-8"), max_size=80)


@FAST
@given(text=tricky_text)
def test_find_names_never_raises_and_its_hits_are_in_the_text(text):
    found = find_names(text)
    for hit in found:
        assert text[hit.start : hit.end] == hit.text
        assert names.group(hit.group) is not None
    for before, after in pairwise(found):
        assert before.end <= after.start
    assert {hit.group for hit in found} <= groups_mentioned(text)
    canonical(text)
    assert equivalents(text)


@FAST
@given(
    before=st.sampled_from(["", " ", "x", "é", "精", "(", "-"]),
    after=st.sampled_from(["", " ", "x", "1", "开", ")", "."]),
    name=st.sampled_from(["Kubernetes", "JS", "PostgreSQL", "Go", "C#", "GA4", "HACCP"]),
)
def test_a_name_is_found_exactly_where_the_checker_would_find_it(before, after, name):
    text = before + name + after
    found = (names.canonical(name), name) in hits(text)
    # A name runs on into a neighbouring letter or digit, unless one of them is of a script
    # written without spaces ("精", "开").
    runs_on = (name[0].isalnum() and before[-1:].isalnum() and before != "精") or (
        name[-1].isalnum() and after[:1].isalnum() and after != "开"
    )
    assert found is not runs_on


# --- The demo data -----------------------------------------------------------------------


def demo_texts():
    texts = []
    for job in demo_data.JOBS:
        texts += [job["title"], job["description"], job["requirements"]]
    for seeker in demo_data.SEEKERS:
        profile = seeker["profile"]
        texts += [
            profile[field]
            for field in ("headline", "desired_role", "skills", "experience", "work_preferences")
        ]
    return texts


# Every skill, tool, certificate and qualification the demo seekers and jobs name that has
# another common name, as written in the demo data, with one of its other names.
DEMO_NAMES_WITH_ALIASES = [
    ("PostgreSQL", "Postgres"),
    ("Spring Boot", "SpringBoot"),
    ("REST APIs", "RESTful API"),
    ("AWS", "Amazon Web Services"),
    ("EC2", "Amazon EC2"),
    ("S3", "Amazon S3"),
    ("ECS", "Elastic Container Service"),
    ("RDS", "Amazon RDS"),
    ("Lambda", "AWS Lambda"),
    ("JUnit 5", "JUnit"),
    ("Maven", "Apache Maven"),
    ("Go", "Golang"),
    ("Kubernetes", "k8s"),
    ("TypeScript", "TS"),
    ("JavaScript", "JS"),
    ("WCAG", "Web Content Accessibility Guidelines"),
    ("HTML", "HTML5"),
    ("CSS", "Cascading Style Sheets"),
    ("Next.js", "NextJS"),
    ("dbt", "data build tool"),
    ("BigQuery", "Google BigQuery"),
    ("Airflow", "Apache Airflow"),
    ("Redshift", "Amazon Redshift"),
    ("Amazon EKS", "EKS"),
    ("Terraform", "HashiCorp Terraform"),
    ("Argo CD", "ArgoCD"),
    ("Flux", "FluxCD"),
    ("VPC", "virtual private cloud"),
    ("IAM", "identity and access management"),
    ("Google Play", "Google Play Store"),
    ("UX designer", "user experience designer"),
    ("OpenAPI", "Swagger specification"),
    ("Computer Science", "CompSci"),
    ("Django REST Framework", "DRF"),
    ("OR-Tools", "Google OR-Tools"),
    ("Kafka", "Apache Kafka"),
    ("SEPA", "Single Euro Payments Area"),
    ("SEPA Instant", "SCT Inst"),
    ("double-entry bookkeeping", "double entry bookkeeping"),
    ("SRE", "site reliability engineering"),
    ("post-mortems", "postmortem"),
    ("service level objectives", "SLO"),
    ("SIEM", "security information and event management"),
    ("Microsoft Sentinel", "Azure Sentinel"),
    ("Entra ID", "Azure Active Directory"),
    ("CompTIA Security+", "Security+"),
    ("GCIH", "GIAC Certified Incident Handler"),
    ("security operations centre", "SOC"),
    ("FP&A", "financial planning and analysis"),
    ("Excel", "Microsoft Excel"),
    ("ACA", "ICAEW Chartered Accountant"),
    ("ACCA", "Association of Chartered Certified Accountants"),
    ("CIMA", "Chartered Institute of Management Accountants"),
    ("VAT", "value added tax"),
    ("NetSuite", "Oracle NetSuite"),
    ("B2B", "business-to-business"),
    ("SaaS", "software as a service"),
    ("Salesforce", "SFDC"),
    ("Google Ads", "Google AdWords"),
    ("Meta Ads", "Facebook Ads"),
    ("GA4", "Google Analytics 4"),
    ("A/B tests", "split testing"),
    ("Power BI", "PowerBI"),
    ("pandas", None),
    ("window functions", "analytic functions"),
    ("CTEs", "common table expression"),
    ("SAP EWM", "Extended Warehouse Management"),
    ("forklift certificate", "forklift licence"),
    ("reach truck", "reach forklift"),
    ("health and safety", "H&S"),
    ("first aider", "first-aider"),
    ("stock counts", "stocktake"),
    ("TMS", "transport management system"),
    ("e-invoicing", "electronic invoicing"),
    ("accounts payable", "purchase ledger"),
    ("pivot tables", "PivotTable"),
    ("purchase orders", "purchase order"),
    ("month-end close", "month end close"),
    ("optimisation", "optimization"),
    ("combinatorial optimisation", "combinatorial optimization"),
    ("pytest", "py.test"),
    ("Registered Nurse", "RN"),
    ("PACU", "post-anesthesia care unit"),
    ("BLS", "Basic Life Support"),
    ("ACLS", "Advanced Cardiovascular Life Support"),
    ("CPAN", "Certified Post Anesthesia Nurse"),
    ("College of Nurses of Ontario", "CNO"),
    ("BScN", "Bachelor of Science in Nursing"),
    ("personal support worker", "PSW"),
    ("long-term care", "long term care"),
    ("perioperative", "peri-operative"),
    ("post-anaesthesia care unit", "PACU"),
    ("immunisation", "immunization"),
    ("electronic medical records", "EMR"),
    ("OHIP", "Ontario Health Insurance Plan"),
    ("PHIPA", "Personal Health Information Protection Act"),
    ("Dayforce", "Ceridian Dayforce"),
    ("Payroll Compliance Practitioner", None),
    ("orthopaedic", "orthopedic"),
    ("orthopaedics", "orthopedics"),
    ("gynaecology", "gynecology"),
    ("CELTA", "Cambridge CELTA"),
    ("Trinity CertTESOL", "CertTESOL"),
    ("B2 First", "FCE"),
    ("C1 Advanced", "CAE"),
    ("Qualified Teacher Status", "QTS"),
    ("Key Stage 3", "KS3"),
    ("KS3", "Key Stage 3"),
    ("A level", "A-level"),
    ("Enhanced DBS check", "enhanced DBS"),
    ("special educational needs", "SEN"),
    ("teaching assistant", "classroom assistant"),
    ("maths", "mathematics"),
    ("Mandarin Chinese", "Mandarin"),
    ("普通话", "Mandarin"),
    ("Professor de inglês", "English teacher"),
    ("front end", "front-end"),
    ("help centre", "help center"),
    ("customer support", None),
    ("e-commerce", "ecommerce"),
    ("Fachkraft für Lagerlogistik", None),
    ("MBO 4", "MBO level 4"),
    ("HBO", "hoger beroepsonderwijs"),
]


def test_every_demo_name_with_other_names_is_covered():
    texts = demo_texts()
    for written, other in DEMO_NAMES_WITH_ALIASES:
        assert any(written in text for text in texts), f"{written!r} is not in the demo data"
        # Found where the demo writes it, as that name.
        found = [hit for text in texts if written in text for hit in find_names(text)]
        group_id = canonical(written)
        assert group_id is not None, written
        assert any(hit.group == group_id for hit in found), written
        if other is not None:
            assert canonical(other) == group_id, (written, other)


def test_the_demo_jobs_and_seekers_name_many_known_things():
    found = {hit.group for text in demo_texts() for hit in find_names(text)}
    assert len(found) >= 200


# --- The build script --------------------------------------------------------------------


def load_build_script():
    path = ROOT / "scripts" / "build_equivalent_names.py"
    spec = importlib.util.spec_from_file_location("build_equivalent_names", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def sources(tmp_path):
    """A tiny copy of each source, in the shape of the real files."""
    languages = tmp_path / "languages.yml"
    languages.write_text(
        "JavaScript:\n  type: programming\n  aliases:\n  - js\n  - node\n"
        "Python:\n  type: programming\n  aliases:\n  - python3\n  - py\n",
        encoding="utf-8",
    )
    topic = tmp_path / "topics" / "seo"
    topic.mkdir(parents=True)
    (topic / "index.md").write_text(
        "---\naliases: search-engine-optimization, seo-tools\n"
        "display_name: Search engine optimization (SEO)\ntopic: seo\n---\nText.\n",
        encoding="utf-8",
    )
    icons = tmp_path / "simple-icons.json"
    icons.write_text(
        json.dumps(
            [
                {"title": "Nuxt", "aliases": {"aka": ["Nuxt.js"]}},
                {"title": "React", "aliases": {"dup": [{"title": "React Native"}]}},
            ]
        ),
        encoding="utf-8",
    )
    return languages, tmp_path / "topics", icons


def run_build(build, sources, selection, curated):
    languages, topics, icons = sources
    import yaml

    groups, report = build.collect(
        selection,
        curated,
        yaml.safe_load(languages.read_text(encoding="utf-8")),
        topics,
        {icon["title"]: icon for icon in json.loads(icons.read_text(encoding="utf-8"))},
    )
    return build.rows_of(groups), report


def selection_row(source, entry, group, field="software", skip="", exact="", canonical=""):
    return {
        "source": source,
        "entry": entry,
        "group": group,
        "field": field,
        "skip": skip,
        "exact": exact,
        "canonical": canonical,
    }


def test_the_build_takes_names_from_each_source_and_leaves_out_what_it_is_told(sources):
    build = load_build_script()
    rows, report = run_build(
        build,
        sources,
        [
            selection_row("linguist", "JavaScript", "javascript", skip="node", exact="JS"),
            selection_row("linguist", "Python", "python", skip="py"),
            selection_row("github-explore", "seo", "seo", field="marketing", skip="seo-tools"),
            selection_row("simple-icons", "Nuxt", "nuxt"),
            selection_row("simple-icons", "React", "react", exact="React"),
        ],
        [
            {
                "group": "javascript",
                "name": "ECMAScript",
                "role": "alias",
                "exact": "",
                "field": "software",
            },
            {
                "group": "haccp",
                "name": "HACCP",
                "role": "canonical",
                "exact": "",
                "field": "hospitality",
            },
        ],
    )
    got = [(row["group"], row["name"], row["role"], row["exact"], row["source"]) for row in rows]
    assert got == [
        ("haccp", "HACCP", "canonical", "", "curated"),
        ("javascript", "JavaScript", "canonical", "", "linguist"),
        ("javascript", "JS", "alias", "yes", "linguist"),  # spelt as the selection says
        ("javascript", "ECMAScript", "alias", "", "curated"),
        ("nuxt", "Nuxt", "canonical", "", "simple-icons"),
        ("nuxt", "Nuxt.js", "alias", "", "simple-icons"),
        ("python", "Python", "canonical", "", "linguist"),  # no "python3", no "py"
        ("react", "React", "canonical", "yes", "simple-icons"),  # "dup" is another brand
        # The slug alias "search-engine-optimization" is the display name again.
        ("seo", "Search engine optimization", "canonical", "", "github-explore"),
        ("seo", "SEO", "alias", "", "github-explore"),
    ]
    assert "  version  linguist Python: python3" in report
    assert "  skipped  linguist JavaScript: node" in report
    build_index(rows)


@pytest.mark.parametrize(
    ("selection", "curated", "problem"),
    [
        ([selection_row("linguist", "Cobol", "cobol")], [], "no language 'Cobol'"),
        ([selection_row("github-explore", "nope", "nope")], [], "no topic 'nope'"),
        ([selection_row("simple-icons", "Nope", "nope")], [], "no icon 'Nope'"),
        ([selection_row("linguist", "Python", "python", skip="snake")], [], "nothing to skip"),
        ([selection_row("linguist", "Python", "python", exact="Snake")], [], "to mark exact"),
        (
            [selection_row("linguist", "Python", "python")],
            [
                {
                    "group": "python",
                    "name": "Python",
                    "role": "canonical",
                    "exact": "",
                    "field": "software",
                }
            ],
            "exists",
        ),
        (
            [selection_row("linguist", "Python", "python")],
            [
                {
                    "group": "python",
                    "name": "python",
                    "role": "alias",
                    "exact": "",
                    "field": "software",
                }
            ],
            "has it already",
        ),
        (
            [],
            [{"group": "java", "name": "Java", "role": "alias", "exact": "", "field": "software"}],
            "no group java",
        ),
    ],
)
def test_the_build_stops_on_a_selection_that_does_not_fit_the_sources(
    sources, selection, curated, problem
):
    build = load_build_script()
    with pytest.raises(build.BuildError, match=re.escape(problem)):
        run_build(build, sources, selection, curated)


def test_kinds_name_known_groups_and_a_kind_is_shown_by_its_instances(tmp_path):
    from explain.names import KINDS_FILE, NameDataError, all_groups, instances, read_kinds

    kinds = read_kinds(KINDS_FILE, (group.id for group in all_groups()))
    assert {"jenkins", "github-actions"} <= kinds["ci-cd"]
    assert "terraform" in instances("infrastructure-as-code")
    assert "read-write-inc" in instances("systematic-synthetic-phonics")
    assert "opera-pms" in instances("property-management-system")
    assert "ga4" in instances("google-analytics")
    assert instances("python") == frozenset()
    bad = tmp_path / "kinds.csv"
    bad.write_text("kind,instance\nci-cd,no-such-tool\n", encoding="utf-8")
    with pytest.raises(NameDataError, match="no group"):
        read_kinds(bad, (group.id for group in all_groups()))
    bad.write_text("kind,instance\nci-cd,ci-cd\n", encoding="utf-8")
    with pytest.raises(NameDataError, match="not a kind of itself"):
        read_kinds(bad, (group.id for group in all_groups()))


def test_covers_name_known_groups_with_plain_words(tmp_path):
    from explain.names import (
        COVERS_FILE,
        FIELDS,
        NameDataError,
        all_groups,
        covers,
        read_covers,
    )

    rows = read_covers(COVERS_FILE, (group.id for group in all_groups()))
    assert rows == covers() and len(rows) >= 50
    by_term = {(row.term, row.words): row.both for row in rows}
    assert by_term[("menu-costing", ("food", "costs"))] is False
    assert by_term[("credit-control", ("overdue", "accounts"))] is True
    # Every field the demo data covers has something covered in plain words.
    fields = {group.id: group.field for group in all_groups()}
    assert {fields[row.term] for row in rows} >= FIELDS - {"support", "languages"}
    bad = tmp_path / "covers.csv"
    bad.write_text("term,words,both\nno-such-term,food costs,\n", encoding="utf-8")
    with pytest.raises(NameDataError, match="no group"):
        read_covers(bad, (group.id for group in all_groups()))
    bad.write_text("term,words,both\nmenu-costing,,\n", encoding="utf-8")
    with pytest.raises(NameDataError, match="words"):
        read_covers(bad, (group.id for group in all_groups()))
    bad.write_text("term,words,both\nmenu-costing,food costs,maybe\n", encoding="utf-8")
    with pytest.raises(NameDataError, match="both"):
        read_covers(bad, (group.id for group in all_groups()))
    bad.write_text("term,words\nmenu-costing,food costs\n", encoding="utf-8")
    with pytest.raises(NameDataError, match="columns"):
        read_covers(bad, (group.id for group in all_groups()))
