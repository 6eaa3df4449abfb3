"""The faithfulness stage: no sentence on the page says more than its quotes.

Three kinds of test: the labelled cases (tests/cases-faithful/, the format in docs/design.md,
"Faithfulness"), rule by rule with cases of our own (each with fair claims near the rule's
edge), and properties that hold for any input (the stage never raises and never shows what the
quote check does not keep).
"""

import json
import logging
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explain.checker import Kind, Outcome, check_response
from explain.faithfulness import review, verify
from explain.prompt import build_prompt
from explain.reasons import PAGE_POINTS, FaithReason, Wording

LABELLED = sorted((Path(__file__).parent / "cases-faithful").glob("*.json"))
CONTRACT = sorted((Path(__file__).parent / "cases").glob("*.json"))


def shown_claims(case: dict[str, Any], verdict_json: dict[str, Any]) -> dict[tuple, str]:
    """(kind, profileQuote, jobQuote) -> the sentence shown, from a verify_claims verdict."""
    shown = {}
    for kind, key in (("match", "matches"), ("gap", "gaps")):
        for claim in verdict_json.get(key, []):
            shown[(kind, claim["profileQuote"], claim["jobQuote"])] = claim["point"]
    return shown


def judge(
    case: dict[str, Any],
    shown: dict[tuple, str],
    kept_by_contract: set[tuple],
    *,
    known: frozenset[str] | set[str] = frozenset(),
    only: str | None = None,
) -> list[str]:
    """What is wrong with what a page shows for a labelled case (empty: nothing), leaving out
    the `known` limits, or looking at `only` one claim."""
    problems = []
    for label in case["labels"]:
        if label["point"] in known or (only is not None and label["point"] != only):
            continue
        key = (label["kind"], label["profileQuote"], label["jobQuote"])
        sentence = shown.get(key)
        if label["label"] == "unfaithful":
            if sentence == label["point"]:
                problems.append(f"unfaithful shown as written: {label['point']!r}")
        elif key in kept_by_contract:
            if sentence is None:
                problems.append(f"fair claim hidden: {label['point']!r}")
            elif label["why"] != "related" and sentence != label["point"]:
                problems.append(f"fair claim reworded: {label['point']!r} -> {sentence!r}")
    return problems


def run_case(case: dict[str, Any]):
    prompt = build_prompt(case["profile"], case["job"])
    contract = check_response(case["response"], prompt.profile_fields, prompt.job_fields)
    kept = {
        (claim.kind.value, claim.profile_quote, claim.job_quote)
        for claim in contract.claims
        if claim.outcome is Outcome.KEPT
    }
    verdict = verify(case["response"], prompt.profile_fields, prompt.job_fields)
    return contract, kept, verdict


# What the stage cannot know, said in the README ("What it cannot catch"): a gap shown in the
# profile only in words it has no data for, abbreviations that mean two things in the fields
# we cover (the equivalent-names data leaves them out), a restriction it cannot tell from a
# setting ("in a unionised environment"), and a fair relation between different words that
# it can only show as related. By case, the model's sentences concerned. Each must still be
# a problem: the day one of them is caught, this list is shortened.
KNOWN_LIMITS = {
    # A gap the profile shows only in other words: "team leader" for supervising, "radiography certificate" for dental radiography, 1,500
    # guests for large-scale conferences, fintech for financial services, and across
    # languages ("inglés C1", "Speditionskaufmann").
    "b05-warehouse-nights": {"Supervising in a warehouse is not shown in your profile"},
    "h02-dental-nurse": {"Dental radiography isn't shown in your profile"},
    "h10-event-manager": {"Large-scale conferences are not shown in your profile"},
    "h15-ux-designer": {"Insurance or financial services experience is not shown in your profile"},
    "h09-auditor-es": {
        "Fluent English isn't shown in your profile",
        # Across languages, and a registration only the job's words spell out: in our words.
        "Your 6 years in external audit meet their 6+ years",
        "You are ROAC-registered, as the role requires",
    },
    "h13-freight-forwarder-de": {
        "The completed Kaufmann für Spedition und Logistikdienstleistung training isn't shown "
        "in your profile",
        "Your customs clearance work in ATLAS covers their Zollabwicklung requirement",
    },
    # An abbreviation that means two things in our fields (CDP, ER, MTD): the equivalent-names
    # data leaves it out.
    "b07-hotel-kitchen": {"A previous CDP role is not shown in your profile"},
    # MTD is Making Tax Digital and month to date: a fair point in the page's words.
    # A supervisory role the profile shows as "in charge of 2 units"; event software as one
    # product's name the data does not know.
    "j03-care-home-nurse": {"A supervisory role is not shown in your profile"},
    "j07-events-catering": {"Event management software is not shown in your profile"},
    # A name and the words right after it ("Payroll system migrations"): only the name is
    # looked for, so a profile that says "payroll" hides the gap, though fair.
    "j06-senior-payroll": {
        "Checking the work of payroll assistants is not shown in your profile",
        "Payroll system migrations are not shown in your profile",
    },
    # "E-commerce" the profile shows as an online shop; a Portuguese plural ("conciliações
    # bancárias") the English stemmer does not bring home; "logística" for "almacenes y
    # transporte", fair, in the page's words.
    "g09-digital-marketing": {"E-commerce experience is not shown in your profile"},
    "g04-pt-contadora": {"Conciliação bancária não aparece no seu perfil"},
    "g03-es-logistica": {"Tus 8 años en logística superan los 5 años mínimos que piden"},
    # A place the gap adds to its quote ("on LinkedIn"); a fair relation it reads as a
    # judgement ("one-Michelin-star" for "Michelin-starred").
    "f08-b2b-content": {
        "Paid social distribution on LinkedIn is not shown in your profile",
    },
    "f07-sous-chef": {"You have worked in a one-Michelin-star kitchen, as they ask"},
    # Two names the profile shows apart ("A-level students", "GCSE maths"), asked for together:
    # hidden, though fair.
    "k04-maths-teacher": {"Teaching A-level Mathematics is not shown in your profile"},
    "b12-hr-business-partner": {
        # A restriction after a name it cannot tell from what is said of the name.
        "HR experience in a unionised environment is not shown in your profile",
    },
    "h08-payroll": {"A payroll system migration doesn't appear in your profile"},
    # A fair relation between different words, shown as related in the page's words.
    "b08-digital-marketing": {
        "You work with no-code tools like Webflow, which suits their wish to build landing "
        "pages without developer help"
    },
    "h06-soc-analyst": {
        "You map detections to MITRE ATT&CK, which their detections are mapped to"
    },
    # Shown only in other words: years worked out from dates ("2020-2025" for "4+ years"),
    # "pick rate planning" for pick rate targets, "mentored 2 junior developers" for
    # mentoring engineers, "A/B tests" for running experiments, "reports for the founders"
    # for reporting to leadership.
    "q02-data-analyst-bi": {"4+ years in data analysis is not shown in your profile"},
    "q05-logistics-night-shift": {"Pick rate targets are not shown in your profile"},
    "r01-backend-go": {"Mentoring engineers is not shown in your profile"},
    "r09-paid-social": {"Reporting to leadership is not shown in your profile"},
    # Abbreviations that mean two things in our fields: VM (visual merchandising, a virtual
    # machine), CPA (Certified Public Accountant, the Care Programme Approach, cost per
    # acquisition). "Licence" says little by itself, so "a licence holder" from "key holder"
    # reads as the quote's "holder".
    "q10-retail-store-manager": {
        "VM skills are not shown in your profile",
        "You have been a licence holder, as they require",
    },
    # Fair, in the page's words: "ER" (employee relations, an emergency room) is not read as
    # employee relations; GCSE results only the job quote names.
    "q04-teaching-head-of-maths": {
        "You raised grade 5+ from 41% to 58%, a track record of improving GCSE results"
    },
    # Shown only in other words: "trained 2 apprentices" for staff training, "inventory and
    # par levels" for managing par levels.
    "s08-pastry-chef": {"Staff training is not shown in your profile."},
    "t08-housekeeping-supervisor": {
        "Managing par levels doesn't come up anywhere in your profile."
    },
    # Fair, in the page's words: words of its own about the job's platform ("carries straight
    # over", "their whole lifecycle programme"), a judgement its quotes do not state ("solid
    # grounding for owning their reporting"), RTI (Real Time Information, and response to
    # intervention in schools), a paraphrase ("three-way matching" for invoices, POs and GRNs).
    "t01-java-spring-backend": {
        "Your PostgreSQL background carries straight over to the Postgres database under "
        "their platform."
    },
    "t09-email-crm-marketer": {
        "You already work in Braze, the platform their whole lifecycle programme runs on."
    },
    "s03-bi-analyst": {
        "You've built 25 Power BI dashboards, solid grounding for owning their reporting."
    },
    "t07-accounts-payable-clerk": {
        "Matching invoices to POs and GRNs is what you already do through three-way matching."
    },
    "s01-frontend-react": {"Leading a design system is not shown in your profile."},
    # Immunisations and vaccinations are separate groups in the names data; "GP" (also gross
    # profit) is a name neither quote gives; "at grade 4+" said of the seeker is the job
    # quote's number. The last two are fair, and hidden.
    "u06-practice-nurse": {
        "Vaccination clinics are not shown in your profile",
        "You use EMIS Web, a GP record system related to the SystmOne they use",
    },
    # GP (gross profit, a family doctor) read as a name the profile quote does not give; a fair
    # relation it reads as a judgement ("no-code tools like Zapier" for reporting); "A-level
    # physics" in a profile with A-level chemistry, a name and the word after it: hidden,
    # though fair.
    "w12-social-media": {
        "You automate with no-code tools like Zapier, as they want for reporting"
    },
    "w06-science-teacher": {"A-level physics is not shown in your profile"},
    # Shown only in other words or by things the data does not relate: Hegarty Maths "or
    # similar platforms" by Sparx Maths, extra-curricular activities by a maths club, allergen
    # awareness by allergen management.
    "y08-forklift-driver": {
        # Fair, in the page's words: a judgement of its own before its evidence.
        "You have a good safety record: 6 years with no lost-time accidents",
    },
    "z05-maths-teacher": {
        "Experience with Hegarty Maths or similar platforms is not shown in your profile.",
        "A commitment to extra-curricular activities is not shown in your profile.",
        # Fair, hidden: "Core" says little by itself, so Core Maths reads as maths teaching.
        "Experience teaching Core Maths is not shown in your profile.",
    },
    # Fair, in the page's words: a rank ("manage") the profile quote does not give, a
    # judgement of its own ("you meet deadlines").
    "y09-transport-manager": {"You manage 55 drivers, above their 50+"},
    "y10-payroll-admin": {"You meet deadlines: no late pay runs in 5 years"},
    # Words the stage reads as no claim of their own: a diploma after a quoted role, a verb
    # of teaching for "A level marking", a certification taken from the job quote; gaps shown
    # only in other words (long-term condition clinics, export paperwork, customs entries,
    # debtor days); a verdict on a contract the stage reads as a gap about it.
    "aa05-community-pharmacist": {
        "You are an independent prescriber with a clinical pharmacy diploma"
    },
    "aa06-history-teacher": {"You have taught A level history"},
    "aa12-ppc-specialist": {"You hold a Google Ads certification"},
    "ab04-practice-nurse": {
        "Running long-term condition clinics is not shown in your profile.",
        # Fair, hidden: "spread over three days" read as "more than three".
        "You'd like to work 3 days a week, and this post's hours are spread over three days, "
        "so the pattern fits what you're looking for.",
    },
    "ab06-shipping-coordinator": {
        "Preparing export paperwork is not shown in your profile.",
    },
    "ab07-accounts-receivable-clerk": {"Debtor days reporting is not shown in your profile."},
    # Fair, hidden: a negation that reaches a list ("no experience with hoists, slings or
    # moving and handling so far") hides the gap's own subject too; a term of its own
    # ("webhooks"); a year the profile gives, in a gap.
    "ab01-nodejs-developer": {
        "Your webhooks handle 2 million events a month, which is more than the 1 million-plus "
        "transactions a month they say they process."
    },
    "u07-maths-teacher": {"You raised the pass rate at grade 4+ to 74%; theirs is currently 68%"},
    # The activity before a name ("Supervising a team of nurses and healthcare assistants"):
    # only the words right before a name are looked for, so a profile that shows healthcare
    # assistant work hides the gap, though fair.
    "q03-nursing-band6": {
        "Supervising a team of nurses and healthcare assistants is not shown in your profile"
    },
    # A gap the profile shows only in other words: "days and some nights" for a day and night
    # rota, "FLT counterbalance" for a forklift licence (a skill the data keeps apart from the
    # licence).
    "ac11-senior-care-assistant": {"There's no sign of day and night rota work in your profile"},
    "ad01-warehouse": {"A forklift licence is not shown in your profile"},
    # A gap that also says what the profile does show, or names what its quote leaves out
    # ("CIPD" of "Level 7 desirable"): a term its quote does not have, hidden though fair.
    "ac07-assistant-restaurant-manager": {
        "They ask for Food safety Level 3, and your profile only shows Level 2 food hygiene"
    },
    "ac09-hr-business-partner": {
        "CIPD Level 7 is listed as desirable, and your profile doesn't show it",
        # A count the quote gives ("14 sites") set beside the job's "multi-site": related.
        "Like the role, your HR work spans many sites: 14 of them at Hollins Care Group",
    },
    # "Scotland" for "Scottish": another form of a place name is a term the quote lacks.
    "ac05-hgv-driver": {
        "Your nights trunking Daventry to Glasgow are very close to their DIRFT-to-Scotland "
        "trunk runs"
    },
    # A gap that also gives the seeker classes of their own: in the page's words.
    "ac04-chemistry-teacher": {
        "No sign in your profile of curriculum work beyond your own classes"
    },
    # "average daily rate" beside ADR, an abbreviation left out as ambiguous.
    "ae11-hotel-revenue": {
        "Knowledge of ADR, RevPAR and occupancy KPIs isn't shown in your profile"
    },
    # A gap whose name the profile has, but not the words after it ("EHCP applications"
    # beside "EHCP annual reviews"), or before it only elsewhere ("managing" of "managing PPC
    # campaigns" beside "managed 3 freelance writers"), or in the words of another person's
    # role it does not know ("observations for the SENCo"): hidden, though fair.
    "ae06-senco": {"EHCP applications aren't mentioned in your profile"},
    "ae07-early-years": {"SENCo experience (desirable) is not shown in your profile"},
    "ae12-seo-content": {"Your profile doesn't show managing PPC campaigns"},
    # Fair, in the page's words: a framework for its language, a product for its platform.
    "ae01-java-backend": {"Your 5 years of Spring Boot work meets their 5+ years of Java"},
    # A gap the profile shows only in other words: "stock control" for managing ward stock
    # top-ups, "mentor 2 student nurses" for supervising and assessing students, "Team Leader
    # ... lead a shift of 14 pickers" for supervising in a warehouse, "PCN and fine handling"
    # for processing fines, "Year 7-11" for KS3 and KS4.
    "ag06-pharmacy-technician": {"Managing ward stock top-ups is not shown in your profile"},
    "ah04-community-nurse": {"Supervising and assessing students is not shown in your profile"},
    "ah08-warehouse-supervisor": {"Supervising in a warehouse is not shown in your profile"},
    "ah09-fleet-coordinator": {"Processing fines is not shown in your profile"},
    "ah06-maths-teacher": {
        "Teaching at KS3 and KS4 is not shown in your profile",
        # Fair, in the page's words: tutees for GCSE teaching; a date compared with a deadline.
        "In 2024, 11 of your 14 tutees improved by at least 2 grades, good evidence for GCSE "
        "teaching",
        "Your PGCE with QTS completes in June 2025, before their July 2025 deadline for QTS",
    },
    # Fair, in the page's words: a named course for the kind of training the job names.
    # A named thing with a word the stage reads as saying little after it ("software"):
    # route planning shows it, so the fair gap is hidden.
    "ag12-transport-clerk": {"Route planning software is not shown in your profile"},
    # A credential the stage reads as saying little after a name: "Google Ads" shows it.
    "ai09-ppc-specialist": {"Google Ads certification is not shown in your profile"},
    # The activity on a name is read as said by the name: "a Polish and Arabic buddy scheme"
    # shows "Speaking Arabic", hidden though fair.
    "ai04-eal-teacher": {"Speaking Arabic is not shown in your profile"},
    # Words of a name the profile has, but the kind of it asked for it does not ("ADR
    # (packages)" for an ADR tanker certificate), and years the profile gives only as dates
    # or in another person's role: hidden, though fair.
    "ai11-hgv-class1-driver": {"An ADR tanker certificate is not shown in your profile"},
    "aj06-geography-teacher": {"Two years of classroom experience isn't shown in your profile"},
    "aj07-nursery-room-leader": {"A year of leading a room is not shown in your profile"},
    # Fair, in the page's words: a framework for the stack; a range compared with a number.
    "aj01-mobile-developer": {
        "You build with SwiftUI, the framework their features are written in"
    },
    "aj05-occupational-therapist": {
        "You manage a caseload of 18-22 adults, more than their caseload of around 15"
    },
    # Doing a thing with someone ("wrote 14 EHCP applications with the SENCo") said as done
    # alone; working with external agencies, shown only by the agencies' names.
    "al06-primary-senco": {
        "You have written 14 EHCP applications yourself, showing statutory EHCP experience",
        "Working with external agencies is not shown in your profile",
    },
    # Hidden, though fair: a count of other words ("400 employees" beside "150 staff"), an
    # MSc on the way in another sentence, MRI named in "MRI safety screening" though "No MRI
    # scanning experience yet", modules 1-3 of 6 read as the qualification, "affiliates" for
    # affiliate marketing.
    "ak10-payroll-clerk": {
        "Running payroll for as many as 400 employees is not shown in your profile"
    },
    "al03-machine-learning-engineer": {"A completed MSc or PhD is not shown in your profile"},
    "al05-radiographer": {"MRI experience is not shown in your profile"},
    "al08-supply-chain-analyst": {
        "A completed CIPS qualification is not shown in your profile (you list modules 1-3 of 6)"
    },
    "al12-performance-marketing-manager": {"Affiliate marketing is not shown in your profile"},
    # Fair, in the page's words: judgements of their own.
    "ak11-van-driver": {"You have multi-drop delivery experience, as they ask"},
    "al09-customs-broker": {"You submit declarations on CDS, the system this role uses"},
    "al11-hotel-front-office-manager": {
        "You work in a 212-room hotel, larger than their 146 rooms"
    },
    # A gap the profile shows only in other words, or by a name the data leaves out as
    # ambiguous: "GP management" for gross profit targets, "tuned alerts" for reducing alert
    # fatigue, "SOE" for Software of Excellence, "~85 operatives incl. agency" for agency
    # labour management, "Reels and TikTok" for short-form video; and a rate the quote does
    # not give ("180+ weddings a year" from "coordinated 180+ weddings").
    "am01-head-chef": {"Gross profit targets are not shown in your profile"},
    "an02-sre-gcp": {"Reducing alert fatigue is not shown in your profile"},
    "an05-dental-nurse": {"Software of Excellence is not shown in your profile"},
    "an09-warehouse-shift-manager": {"Agency labour management is not shown in your profile"},
    "an11-wedding-events-manager": {"You run 180+ weddings a year, double their 90"},
    "an12-social-media-executive": {
        "Short-form video creation and editing is not shown in your profile",
        # Hidden, though fair: the name shown, its title ("Shop") somewhere else.
        "A TikTok Shop is not shown in your profile",
    },
    # Hidden, though fair: both words shown, but apart ("PostgreSQL" and "query tuning" of SQL
    # Server), KS3 beside curriculum work for another key stage, ADR named in another
    # sense, and "SA returns" where the point spells it out only before.
    "an01-rails-developer": {
        "PostgreSQL query tuning is not shown in your profile",
        "You mentor 1 junior developer, in line with their mentoring requirement",
    },
    "an06-pe-teacher": {"Shaping a KS3 curriculum is not shown in your profile"},
    "an08-transport-manager": {"Running ADR loads is not shown in your profile"},
    # Fair, in the page's words: judgements of their own.
    "am02-kitchen-porter": {"You do deep cleaning, which their closing-down cleans need"},
    "am05-learning-mentor": {"You mentor young people one to one, which they ask for"},
    "am11-seo-executive": {
        "You grew a site to 50,000 organic sessions a month, above their 35,000"
    },
    "an03-product-analyst": {"Your app has 1.2M monthly active users, more than their 800k"},
    # Initials in the profile that spell the words of a gap by chance: "CIS" benchmarks for
    # container image scanning, hidden though fair.
    "x12-cloud-security": {"Your profile doesn't mention container image scanning"},
    # A gap the profile shows only in other words or by things the data does not relate:
    # "rostering (HealthRoster)" for managing the duty roster, Espresso for automated UI
    # testing, an "Article 30 record of processing" for a RoPA, "children's nurse (RN Child)"
    # for NMC registration, "SCPHN (School Nursing) PGDip" for the qualification, an NQT year
    # for QTS, "SLT member" (speech and language therapy too) for senior leadership, Delphi (also
    # a programming language) for event management software.
    "ao05-ward-sister": {
        "Managing the duty roster is not shown in your profile",
        # Hidden, though fair: "HCAs" read as a name the job quote lacks; a mentor
        # qualification shown by mentoring.
        "You have led a team of nurses, as this shift lead role needs",
        "A mentor qualification is not shown in your profile",
    },
    "ap01-kotlin-android": {"Automated UI testing is not shown in your profile"},
    "ap03-data-governance": {
        "Maintaining a RoPA is not shown in your profile",
        "You wrote 140 data quality rules, a solid base for their data quality monitoring",
    },
    "ap04-school-nurse": {
        "NMC registration is not shown in your profile",
        "A Specialist Community Public Health Nursing qualification, or working towards one, "
        "is not shown in your profile",
    },
    "ap06-primary-deputy-head": {
        "Qualified Teacher Status is not shown in your profile",
        "Senior leadership experience in a primary school is not shown in your profile",
        "Under your maths leadership KS2 expected standard rose from 68% to 81%: the "
        "attainment record they ask for",
    },
    "ap11-conference-banqueting": {
        "Event management software such as Tripleseat is not shown in your profile"
    },
    # Hidden, though fair: wireless shown by another word of it, a guide by the DVSA's name,
    # a forecast ("would be a step up"), a number compared only in the job's words, "CRM"
    # read as a name the profile quote lacks; fair in the page's words otherwise.
    "ap02-network-engineer": {
        "You have 6 years in enterprise networking, more than their 5+",
    },
    "ap08-fleet-workshop-manager": {
        "You supervise 7 technicians, so leading their larger team of 12 would be a step up "
        "in the same work",
        "Knowledge of the DVSA Guide to Maintaining Roadworthiness is not shown in your profile",
    },
    "ap10-management-accountant": {
        "You report for a £38m manufacturer; at £55m they are larger, but the work is similar"
    },
    "ap12-crm-lifecycle": {"Your 5 years in CRM and email marketing is more than their 4+"},
    "ao12-goods-in-operative": {
        "You check deliveries against purchase orders, as the role requires"
    },
    "ae02-sre": {
        "You run workloads on GKE, the platform they are built on",
        "You cut P1 incidents from 9 to 3 per quarter, good grounding for leading their "
        "incident response",
    },
    # A verb the point takes from the job quote ("You built" of "Build the list", the profile
    # saying "served"): fair points do the same too often ("You teach phonics, as the school
    # does") to tell them apart by the words.
    "aq11-sommelier": {
        "You built a 400-bin wine list",
        # Shown only in other words: "cellar stock control", "kept the cellar records".
        "Cellar management is not shown in your profile",
    },
    # A gap that says more than its quote ("Weekly visits to the Birmingham office" of
    # "Birmingham"): hiding those hides fair gaps phrased in words of their own.
    "aq12-affiliate-marketing-manager": {
        "Weekly visits to the Birmingham office are not shown in your profile"
    },
    # What the point takes from the profile's words around its quote ("which the data
    # engineering team schedules").
    "ar03-data-quality-analyst": {
        "You schedule your data quality checks in Airflow yourself, the kind of automated "
        "monitoring this role needs."
    },
    # Insurance as a regulated industry; IPC audits (IPC also means inter-process
    # communication, so the data leaves it out); dialysing via lines from caring for them;
    # "staff training" for training restaurant staff.
    "ar04-mlops-engineer": {
        "Experience in a regulated industry is not shown in your profile; they list it as a plus."
    },
    "ar05-dialysis-nurse": {
        "You are competent in haemodialysis, which they need at least two years of, so the core "
        "clinical skill is already in place.",
        "Infection control audit experience is not shown in your profile.",
        "Dialysing patients through tunnelled lines is not shown in your profile.",
    },
    "ar10-sommelier": {"Training restaurant staff is not shown in your profile."},
    # Years shown by dates: the stage counts a profile's whole span only to keep a gap that
    # asks for more, not to tell which years were treasury.
    "ar09-treasury-analyst": {
        "At least 4 years of treasury experience is not shown in your profile.",
        # Fair, in the page's words: a certificate judged a qualification.
        "Your ACT Certificate in Treasury is an ACT qualification, which they ask for (they "
        "prefer AMCT or higher).",
    },
    # Fair, in the page's words: "the school" is not read as the job's ("this school" is).
    "ar07-computing-teacher": {"You already use Microsoft Teams, which the school works in."},
    # The last sets, each in its own words (written and measured on 2026-12-02): gaps the
    # profile shows only in other words ("Small-area data" for "small-area statistics",
    # "Working with online travel agents" for OTAs, "Qualified Teacher Status" for a qualified
    # teacher with a PGCE), a count or a level said of the seeker that the quote gives in
    # other words ("4 of 6 passed", "(awareness)", 28 beds read as patients), a gap a negated
    # requirement turns around ("no night shifts"), two names the profile shows only apart
    # ("Spanish at A level"), a gap's first word read as how it says what is missing
    # ("Presenting work to clients"), and fair judgements shown in the page's words.
    "as03-public-health-analyst": {
        "Small-area data is not shown in your profile",
    },
    "as05-endoscopy-nurse": {
        "Night shift experience is not shown in your profile",
        "Gastroscopy and colonoscopy lists are not shown in your profile",
    },
    "as09-replenishment-analyst": {
        "Chilled food experience is not shown in your profile",
    },
    "as10-pension-fund-accountant": {
        "You use Agresso (Unit4), the ledger they list as Unit 4",
        "LGPS experience is not shown in your profile",
    },
    "at01-shopify-developer": {
        "Shopify Plus checkout extensibility is not shown in your profile.",
    },
    "at02-flutter-developer": {
        "Your profile suggests you may not yet be senior enough to work alongside their lead "
        "developer.",
    },
    "at03-fundraising-data-analyst": {
        "Training colleagues to run their own reports is not shown in your profile.",
    },
    "at04-nurse-practitioner": {
        "You've worked in primary care since 2016, comfortably more than the 3 years they ask "
        "for.",
        "Long-term condition reviews are not shown in your profile, and they'd want you to "
        "support the nurses with these.",
    },
    "at05-hospice-nurse": {
        "You already look after far more patients per shift than their four to five, up to 28 on "
        "your ward.",
        "Talking openly with families about what to expect is not shown in your profile.",
    },
    "at06-mfl-teacher": {
        "Qualified Teacher Status is not shown in your profile.",
        "Teaching Spanish at A level is not shown in your profile.",
    },
    "at07-courier-controller": {
        "Handling calls calmly under pressure is not shown in your profile.",
    },
    "at08-charity-finance-officer": {
        "You have a strong grasp of the Charities SORP from your current charity role.",
        "Running the purchase ledger and supplier payments is not shown in your profile.",
        "Setting up a digital expenses process is not shown in your profile.",
        "Reconciling credit card accounts is not shown in your profile.",
    },
    "at09-guesthouse-manager": {
        "Three years as a general manager is not shown in your profile; your roles so far have "
        "been duty manager and reception.",
        "Flexibility to work weekends in season is not shown in your profile.",
    },
    "at10-venue-duty-manager": {
        "Managing load-in and curfew with touring crews is not shown in your profile.",
    },
    "at11-agency-copywriter": {
        "You build no-code sites in Webflow, so their simple Webflow landing pages are well "
        "within reach.",
        "Presenting work to clients is not shown in your profile.",
    },
    "at12-insights-analyst": {
        "You launched a skip-reminder email that cut churn, strong evidence of hands-on retention"
        " work.",
    },
    # Junior and senior roles (written and measured on 2026-12-02): what a team did read as
    # the seeker's own ("as a team of 4"), a wish read as training, coursework as work, a
    # frequency the quotes do not give ("every day"), a role raised ("banqueting server at
    # events"), an appositive subject ("My uncle, the owner, files"), gaps shown only in
    # other words or by an abbreviation the data leaves out (RGN, DSL, ABM, PE, GM), a
    # requirement that is no one's skill ("2-year fixed term"), and fair points judged in
    # words of their own ("just short of the 15 or more").
    "au02-junior-web-developer": {
        "You use Postgres, the database behind their shop",
    },
    "au03-graduate-data-analyst": {
        "The 2 years of experience this scheme asks for is not shown in your profile",
    },
    "au04-trainee-data-engineer": {
        "A 2-year fixed-term contract is not shown in your profile",
    },
    "au05-newly-qualified-nurse": {
        "Sign-off to give IV medicines is not shown in your profile",
    },
    "au06-trainee-nursing-associate": {
        "You are already training towards NMC registration as a nursing associate",
        "At least 1 year in a care role is not shown in your profile",
    },
    "au07-trainee-teacher": {
        "School experience is not shown in your profile",
    },
    "au08-logistics-graduate-trainee": {
        "You have a degree, and they accept any subject",
        "You have planned delivery routes, which fits their transport planning rotation",
        "Willingness to work shifts is not shown in your profile",
    },
    "au09-finance-apprentice": {
        "You have filed VAT returns",
        "You do bank reconciliations every day",
        "Purchase ledger experience is not shown in your profile",
    },
    "au10-audit-trainee": {
        "A first-class degree is not shown in your profile",
    },
    "au11-hotel-management-trainee": {
        "You have run events for 300 guests, more than their 250",
        "A second language is not shown in your profile",
    },
    "au12-digital-marketing-apprentice": {
        "Hands-on social media experience is not shown in your profile",
    },
    "av02-head-of-engineering": {
        "Managing managers is not shown in your profile; here you would line-manage five "
        "engineering managers.",
    },
    "av04-principal-data-scientist": {
        "Causal inference in a commercial setting is not shown in your profile.",
    },
    "av05-matron": {
        "You already manage a £2.4m establishment budget, and the matron holds the budget for the"
        " three areas, so budget accountability is not new to you.",
        "Your rota redesign cut agency spend by 35% in 2023, which is good evidence for leading "
        "on safe staffing and rostering.",
        "You led your ward through a CQC inspection rated Good, useful experience for the CQC "
        "improvement plan you would share with the Head of Nursing.",
        "NMC registration is not shown in your profile.",
    },
    "av06-head-of-therapies": {
        "Developing apprenticeships is not shown in your profile.",
    },
    "av07-headteacher": {
        "You are a deputy headteacher, which is exactly the senior leadership background the "
        "trust says it is hoping for.",
        "Experience of school financial management is not shown in your profile, and you would "
        "manage a £6.5m budget.",
    },
    "av08-regional-operations-manager": {
        "You hold the NEBOSH General Certificate, which they mark as desirable alongside strong "
        "health and safety leadership.",
        "You have opened a second site in Corby with your regional director, which is the kind of"
        " site-opening experience they value.",
        "Trade union relations are not shown in your profile.",
    },
    "av09-finance-director": {
        "You lead a finance team of 14 across two countries, just short of the 15 or more they "
        "mention, so the step up in team size would be modest.",
        "Private equity or investor reporting experience is not shown in your profile.",
        "Board-level communication is not shown in your profile.",
    },
    "av10-head-of-tax": {
        "Senior in-house corporate tax experience is not shown in your profile, which is mostly "
        "Big Four advisory.",
    },
    "av12-marketing-director": {
        "Running a flagship customer event is not shown in your profile.",
    },
    # Two blind sets of 2026-12-02, trades and field work (aw) and office and service work in
    # fluent answers (ax): gaps shown only in other words or half shown ("loss adjusters and
    # contractors"), a tool named in plain words from the job ("servo drives"), a number of
    # another's ("14 months of the 24 required"), help given by a relative clause ("that you
    # developed"); fair points hidden for a word or a place their quotes leave out ("south
    # London", "health and safety"), a gap whose profile mentions it only as in progress, and
    # fluent commentary that outweighs its quotes, shown in the page's words.
    "aw01-approved-electrician": {
        "You are not yet on the JIB Approved Electrician grade, which heads their list of "
        "requirements.",
        "The 2391 Inspection and Testing qualification is not shown as held in your profile, "
        "and they list it as a requirement.",
    },
    "aw02-commercial-gas-engineer": {
        "Customer communication is not something your profile covers, and they pair it with "
        "fault-finding as a requirement.",
    },
    "aw04-hvac-service-technician": {
        "An EWP ticket isn't shown in your profile.",
    },
    "aw05-building-surveyor-unlimited": {
        "Your 24 months of supervised Class 2–9 experience goes a long way toward their three "
        "years of Class 2-9 assessment.",
        "A fire engineering qualification is missing from your profile, and performance "
        "solutions here are led with fire engineers.",
    },
    "aw08-dairy-farm-manager": {
        "Staff management doesn't come through in your profile.",
    },
    "aw09-shift-maintenance-engineer": {
        "Your NVQ Level 3 and HNC are the two qualifications their first requirement names.",
        "Setting up ABB and Danfoss VSDs and servo drives is already in your skills, which "
        "covers their drives requirement.",
    },
    "aw12-residential-site-manager": {
        "A White Card isn't listed in your profile.",
    },
    "ax01-hr-payroll-officer": {
        "Because you reconcile pension contributions with NEST every month, one of the two "
        "schemes they run would be second nature, which takes real pressure off the pensions "
        "side of the role.",
        "Local Government Pension Scheme administration is not shown in your profile, and it is"
        " one of the two schemes you would be reconciling each month here.",
        "Your profile does not show any time spent in employee relations meetings, where they "
        "would rely on you to take the notes.",
    },
    "ax02-conveyancing-paralegal": {
        # What the profile denies, said in a clause of its own: read as the profile showing it.
        "New-build and shared ownership purchases make up about a third of their work, and your "
        "profile says you have not handled these files yet.",
        "Land Registry procedures are not evidenced in your profile, and they want sound "
        "knowledge of them alongside SDLT from the person they hire.",
    },
    "ax03-lettings-property-manager": {
        "Three years on the lettings side in south London gives you the residential lettings "
        "background they ask for first, and it means neither landlords nor tenants would be new"
        " territory.",
        "Your driving licence and own car cover one of their essentials, and that matters here "
        "because the job has you out visiting managed properties every single day.",
    },
    "ax04-insurance-claims-handler": {
        "You already settle motor and household claims worth up to £25,000, so their £10,000 "
        "settlement authority sits well inside what you handle today and the sign-off limits "
        "should feel comfortable.",
        "Guidewire ClaimCenter is the system you logged claims in, and it is the platform they "
        "work on, so you would be productive far sooner than a temp learning it from scratch.",
        "Subsidence claims do not appear in your experience, and subsidence is one of the three"
        " perils they name for this household portfolio.",
        "Surveyors are not among the suppliers your profile mentions working with, and they are"
        " part of the household claims chain at Ashby & Ryder.",
    },
    "ax06-interim-category-manager": {
        "Being MCIPS Chartered since 2021 meets their first requirement exactly as written, so "
        "the question of professional standing is settled before the interview even begins.",
        "Negotiation and stakeholder management are not evidenced anywhere in your profile, and"
        " they ask for both to be strong.",
        "Hands-on use of the new Procurement Act notices and the Central Digital Platform is "
        "not something your profile shows yet.",
    },
    "ax07-part-time-office-manager": {
        "Six years of running a professional firm's office day to day answers their first "
        "requirement directly, and it means the studio's routines would be familiar rather than"
        " a fresh start.",
        "Being a trained fire warden is the specific health and safety plus they mention, and "
        "it means the fire side of the studio's arrangements would be in experienced hands.",
        "You do not currently hold a valid First Aid at Work certificate, as yours lapsed in "
        "2023, though they do offer to fund the renewal.",
        "Organising events is not something your profile shows, and here you would be running "
        "monthly studio socials as well as client events twice a year.",
    },
    "ax08-dutch-legal-translator": {
        "Revising colleagues' translations under the four-eyes principle is not shown in your "
        "profile, and it would be part of every working day here.",
        "Court judgments are among the documents they translate, and the legal work in your "
        "profile covers contracts and articles of association rather than judgments.",
        "Native-level English is not actually stated anywhere in your profile, even though it "
        "is the very first thing on their requirements list.",
    },
    "ax09-recruitment-consultant-toronto": {
        "Running a 360 desk in accounting and finance is exactly the model Maplestone "
        "describes, so you would be bringing both halves of the job with you, winning clients "
        "and filling their roles.",
        "Finishing as the top biller in your London office in 2023 shows the kind of billing "
        "performance they expect from someone joining at senior level.",
        "Your profile does not confirm that you are entitled to work in Canada, which they list"
        " as a firm requirement for the post.",
        "Mentoring junior recruiters is not shown in your profile, and at Maplestone you would "
        "be responsible for developing two associates.",
        "Representing a firm at CPA Ontario networking events would be new ground, since the client relationships in your profile were all built in London.",
    },
    "ax10-retail-store-manager": {
        "Deputising in a £9M-turnover store with 45 colleagues puts you well above their £4M "
        "threshold, and it is a bigger operation than Princes Street, so the scale should not "
        "stretch you.",
        "A track record of developing managers is not shown; your profile covers supervising "
        "colleagues and a team of 8, but not growing managers of your own.",
        "Neither Fourth nor any similar workforce management system is named in your profile, "
        "although you do plan rotas, so it may be a short learning curve.",
    },
    "ax11-pharmacy-dispenser": {
        "Making up weekly blister packs for two care homes is monitored dosage system work "
        "under another name, and it lines up with the care home trays you would prepare here.",
        "Controlled drugs procedures are not shown in your profile, and managing controlled "
        "drugs in line with regulations is part of this job.",
        "Occasional Saturday cover is something to weigh up, since your preferences rule out "
        "Saturdays and they say they may need it in holiday periods.",
        "Supporting Pharmacy First consultations is not mentioned in your profile, and "
        "gathering information for the pharmacist would be a regular task.",
        "Titan, the PMR system they prefer, is not one your profile shows you using, so there "
        "would be some new software to learn.",
    },
    "ax12-care-coordinator-temp": {
        "Your full driving licence covers the first half of their final requirement, though it "
        "is worth confirming that you also have access to a car for visits.",
        "Safeguarding adults training at Level 3 is not something you have completed yet, as "
        "your profile notes, and they list it as a requirement.",
    },
    # Two more of 2026-12-02, allied health and public services (ay) and technology in fluent
    # answers (az): gaps shown in other words ("link analysis", "proofs of concept on AWS"), a
    # tool both quotes name claimed from the job ("Siemens scanners"), a status in another
    # field ("APC current, with a supervision condition"), scope widened in words ("total
    # revenue" for "expansion revenue"), and fair points worked out from their quotes in ways
    # it does not follow ("a twelvefold speed-up" of "3 days to 6 hours", "since 2022" as 3+
    # years) or shown in the page's words for their commentary.
    "ay02-ct-radiographer": {
        "Their Siemens scanners and Sectra PACS are the kit you already use.",
    },
    "ay05-clinical-research-coordinator": {
        "Coordinating oncology studies since 2022 gives you the 3+ years they ask for.",
        "Mentoring CRC I staff is not shown in your profile.",
    },
    "ay06-emergency-paramedic": {
        "You hold a current APC without conditions, as they require.",
    },
    "ay07-probation-officer": {
        "Your Delius case management matches their nDelius records.",
        "Work with police, social care and housing is not shown in your profile.",
    },
    "ay08-child-protection-social-worker": {
        "Safety planning with families and kin is not shown in your profile.",
    },
    "ay09-senior-planning-officer": {
        "Section 106 work is not shown in your profile.",
    },
    "ay10-childrens-librarian": {
        "LIANZA professional registration is not shown in your profile.",
        "STEAM programmes are not shown in your profile.",
    },
    "ay11-police-crime-analyst": {
        "Your targeting work cut property crime by about 12–15% in one district.",
        "Three years of crime analysis is not shown in your profile.",
        "Link analysis for major investigations is not shown in your profile.",
    },
    "ay12-magistrates-legal-adviser": {
        "Dealing with unrepresented parties is not shown in your profile.",
    },
    "az01-backend-developer": {
        "Three or more years of professional Python backend development are not evidenced in "
        "your profile.",
    },
    "az02-data-engineer": {
        "Moving 120 legacy cron jobs onto Airflow 2 is solid proof of the production Airflow "
        "experience they need for their orchestration layer.",
    },
    "az03-frontend-developer": {
        "Accessibility work is not shown in your profile, and they expect WCAG 2.1 AA.",
        "Production React Native experience is not shown in your profile, and they list it as a"
        " bonus.",
    },
    "az05-security-analyst": {
        "Incident response leadership is not something your profile shows.",
    },
    "az06-site-reliability-engineer": {
        "You run 14 GKE clusters serving about 2,000 pods; GKE is not EKS, but that depth of "
        "Kubernetes work carries over to the setup they prefer.",
    },
    "az07-product-manager": {
        "Owning a public REST API and SDKs used by 1,400 integrating customers is exactly the "
        "public API ownership they are hiring for.",
        "Launching usage-based pricing that grew total revenue by 18% in its first year shows "
        "the pricing and packaging judgement they want.",
        "Product analytics tools such as Amplitude or Mixpanel are not shown in your profile.",
    },
    "az08-qa-automation-engineer": {
        "Shrinking the regression cycle from 3 days to 6 hours, a twelvefold speed-up, is what "
        "makes releasing twice a week realistic.",
    },
    "az09-ml-engineer": {
        "Raising claim-routing accuracy from 78% to 91% with a fine-tuned DistilBERT classifier"
        " is hands-on transformer work of the kind they list first.",
        "Setting up MLflow tracking and a model registry covers two of the three MLOps pieces "
        "they list, leaving monitoring as the one to grow into.",
        "You fine-tuned the claim-routing model and then shipped it yourself as a SageMaker "
        "service behind FastAPI, the same build-and-ship loop they describe.",
        "GCP and Vertex AI are not shown in your profile; your cloud ML work is on SageMaker.",
    },
    "az10-service-desk-lead": {
        "Leading 8 agents across first and second line, with about 2,500 tickets a month, "
        "prepares you well for their 12-agent desk.",
        "Moving device management from SCCM to Intune, together with an external partner, gives"
        " you hands-on Intune for the Microsoft 365 estate they run.",
    },
    "az11-solutions-architect": {
        "Your AWS Certified Solutions Architect credential, at the Professional level they "
        "prefer, backs up the deep AWS knowledge they want.",
    },
    "az12-database-administrator": {
        "Making queries on the order service three times faster, roughly a two-thirds cut in "
        "average query time, is solid evidence of the query optimisation they want.",
        "Deep PostgreSQL administration is not shown in your profile; PostgreSQL appears only "
        "as something you are still learning.",
    },
    # The last two of 2026-12-02, operations on the ground (ba) and finance and commercial
    # work in fluent answers (bb): gaps shown in other words ("Call calibration", "Staff
    # scheduling"), a plan read as under way ("plan to enrol" for "working towards"), a
    # team's figure without "team" ("Your team's FCR now hits the 80%"), and fair gaps that
    # add the job's numbers or names to what is missing ("this role leads a team of two"),
    # which the rule hides: a number a sentence states must be in its quotes.
    "ba01-front-office-manager": {
        "Acting as Manager on Duty is not shown in your profile.",
    },
    "ba03-warehouse-shift-manager": {
        "You already work the 4-on-4-off night pattern this shift runs.",
        "You run absence meetings and disciplinaries, both on their list.",
    },
    "ba05-production-shift-manager": {
        "Your SMED work on line 2 also cut scrap there by 1.8 points, in line with the scrap "
        "you would own.",
        "Managing a unionised workforce is not shown in your profile.",
    },
    "ba06-food-qa-supervisor": {
        "You already act as deputy on the site HACCP team.",
        "Your free-from and no added sugar claim checks suit their label approval work.",
        "Supervising or leading a QA team is not shown in your profile.",
        "Investigating complaints to root cause is not shown in your profile.",
    },
    "ba07-ramp-team-leader": {
        "Your pushback and towbarless towing certification since 2021 covers their pushback "
        "licence.",
        "Three years of ramp work is not shown in your profile.",
    },
    "ba08-cabin-supervisor": {
        "Leading a business cabin of up to 6 crew is the cabin team leadership they list.",
        "Current safety and emergency training is not shown in your profile.",
    },
    "ba09-senior-visual-merchandiser": {
        "Writing VM guidelines for several stores is not shown in your profile.",
    },
    "ba10-security-supervisor": {
        "Genetec CCTV is not shown in your profile.",
    },
    "ba11-cleaning-site-manager": {
        "Terminal cleans planned with the IPC nurse match the IPC work here.",
        "You are working towards NQF Level 4, which they accept.",
        "Staff scheduling is not shown in your profile.",
    },
    "ba12-contact-centre-team-leader": {
        "Your AHT of 6m40s is under their 7-minute mark.",
        "Your team's FCR now hits the 80% they set.",
        "QA scores at 90% are not shown in your profile.",
        "Call calibration is not shown in your profile.",
    },
    "bb01-management-accountant": {
        "Dynamics 365 does not appear in your profile; your ERP experience is Sage 200, so it "
        "is worth asking whether they would count that as a large ERP.",
        "Stock and WIP valuation are not reflected in your profile, and this role supports both"
        " at month-end.",
    },
    "bb02-fpa-analyst": {
        "Adaptive Insights, which you helped bring in to replace spreadsheet forecasting, "
        "counts squarely as the 'Anaplan, Adaptive or similar' planning tool they list.",
        "Having passed the CPA exam, you meet their 'CPA or MBA preferred' line, which gives "
        "you an edge over analysts without a credential.",
        "Managing or mentoring analysts is not evident from your profile, and this role leads a"
        " team of two.",
        "Fundraising support is not something your profile shows, and Veridian expects this "
        "manager to help with its next round.",
    },
    "bb03-audit-senior": {
        "Your superannuation fund audits give you the exact sector exposure their Financial "
        "Services Assurance team is built around.",
        "With the CA ANZ Foundations and Audit & Assurance modules completed, you hold the CA "
        "qualification their first requirement asks for.",
        "Presenting to audit committees is not shown in your profile; here you would do it "
        "alongside the engagement partner.",
        "Coaching junior staff is not evident in your profile, and it is one of their listed "
        "requirements.",
        "GS 007 or ASAE 3402 assurance work is not named anywhere in your profile, even though "
        "you have done controls testing within statutory audits.",
    },
    "bb04-tax-adviser": {
        "Your book of about 120 self-assessment clients, largely OMB directors, mirrors the "
        "entrepreneur and family-business client base this Bristol team advises.",
        "You have taken SME-scheme R&D tax credit claims from preparation through to "
        "submission, precisely the relief work they want a Tax Senior to handle.",
        "Supervising trainees is not shown in your profile, and this role would have two "
        "reporting to you.",
        "VAT does not appear in your profile at all, and they describe some VAT exposure as "
        "helpful.",
        "Inheritance tax is absent from your profile, though you would be assisting on IHT "
        "planning for shareholders.",
    },
    "bb05-credit-controller": {
        "You already set credit limits using Creditsafe, so working within delegated authority "
        "on limits here would be a familiar part of the job.",
    },
    "bb06-bookkeeper": {
        "You are not a registered BAS agent yet, and they want someone registered or able to "
        "register within six months.",
        "Looking after a multi-client portfolio is not shown in your profile, and here you "
        "would carry around 30 clients.",
    },
    "bb07-account-executive": {
        "Selling to controllers and CFOs is already your day job, which maps directly onto the "
        "finance-leader buyer Fintrail sells to.",
        "Selling mainly into companies above 1,000 employees is not shown; your current "
        "accounts run from 200 to 1,000 staff.",
        "Your closing experience as an AE starts in 2022, short of the 4+ years of B2B SaaS "
        "closing they ask for; your SDR years were prospecting rather than closing.",
        "Multi-threading across several stakeholders is not evident from your profile, and "
        "deals here span finance, IT and procurement.",
    },
    "bb08-business-development-manager": {
        "You grew revenue 28% year on year in 2024, the kind of momentum Harbourline will want "
        "behind its SGD 5M new-revenue target.",
        "Selling in Vietnam or Indonesia is not something you have done yet; your Vietnam work "
        "was research rather than selling.",
        "Bahasa Indonesia or Vietnamese is not shown; the languages in your profile are "
        "Mandarin and English.",
        "You have not yet built relationships with channel partners, which this role needs to "
        "develop.",
    },
    "bb09-performance-marketer": {
        "A £180k monthly budget works out at over £2m a year, so you clear their £2m+ paid "
        "media budget bar.",
        "Your CIM Diploma in Digital Marketing ticks their desirable qualification line outright.",
        "People management is not shown in your profile; managing an agency is not the same as "
        "leading the three specialists this role has.",
    },
    "bb10-seo-content-lead": {
        "People management is not shown in your profile, which says you have never managed an "
        "in-house team, and this role leads three people.",
    },
    "bb11-crm-email-marketer": {
        "Your Salesforce Marketing Cloud skills span Journey Builder and AMPscript, which "
        "matches their hands-on SFMC requirement almost word for word.",
        "CRM-attributed revenue climbed from 14% to 19% of online sales in a single year on "
        "your watch, a pace that would get them from 18% to 25% quickly.",
        "Managing a CRM executive is not shown, as your profile mentions no direct reports.",
    },
    "bb12-ecommerce-manager": {
        "Team leadership of two or more people is not shown; you currently manage one coordinator.",
        "Marketplace selling is not part of your background, and marketplace growth is one of "
        "their core requirements.",
        "Target Plus is not shown in your profile, and it is one of the two marketplaces they "
        "sell through.",
    },
    # A blind set of 2026-12-02 for charity, sport, creative and science work (bc): a grade
    # the job names that the quote does not ("Category 3" for "Category 1 or 2"), gaps shown
    # in other words ("Media law training", "Mentoring graduates"), and a job's tool joined to
    # the seeker's ("MicroDrainage and InfoDrainage").
    "bc02-academy-coach": {
        "Your academy coaching meets their Category 1 or 2 requirement.",
        "The full FA Youth Award, all modules, is not shown in your profile.",
        "Individual Learning Plans are not shown in your profile.",
    },
    "bc03-junior-reporter": {
        "Your parking fines investigation was shortlisted for a regional award.",
        "Media law training is not shown in your profile.",
    },
    "bc04-highways-engineer": {
        "A Chartered Professional Review booked for April 2025 puts you close to chartership.",
        "Mentoring graduates is not shown in your profile.",
    },
    "bc05-environmental-consultant": {
        "Writing proposals and cost estimates is not shown in your profile.",
    },
    "bc06-analytical-chemist": {
        "Leading 15 out-of-specification investigations matches a duty they list.",
        "Regulatory audit experience is not shown in your profile.",
    },
    "bc07-documentary-editor": {
        "Audio mixing is not shown in your profile.",
    },
    "bc08-ux-writer": {
        "Managing UX writers is not shown in your profile.",
        "Accessibility standards are not shown in your profile.",
    },
    "bc09-personal-trainer": {
        "Nutrition advice is not shown in your profile.",
    },
    "bc10-recreation-facility-manager": {
        "Work in a unionized environment is not shown in your profile.",
    },
    "bc11-volunteer-coordinator": {
        "Planning recognition events is not shown in your profile.",
    },
    "bc12-individual-giving-lead": {
        "Knowledge of IPC regulations is not shown in your profile.",
    },
    # The day's last blind set, healthcare and education in fluent answers (bd): a gap for
    # what the profile shows in other words ("the Healthy Child Programme's mandated
    # contacts"), a grade the employer holds, and fair gaps whose sentence goes on about what
    # the profile does show ("you list ILS"), shown in the page's words.
    "bd01-icu-band6-nurse": {
        "ALS certification is not shown in your profile; you list ILS, which is a good "
        "foundation, but they ask for Advanced Life Support at this grade.",
        "Transferring critically ill patients is not shown in your profile; Band 6 nurses here "
        "escort patients on both intra-hospital and inter-hospital transfers.",
    },
    "bd02-community-wound-cns": {
        "Delivering wound care education to other staff isn't shown in your profile; here you "
        "would be teaching nursing and aged care staff as part of the specialist role.",
    },
    "bd04-community-midwife": {
        "UNICEF Baby Friendly standards aren't named in your profile; your breastfeeding "
        "support on the postnatal ward is relevant, but they ask specifically for knowledge of "
        "those standards.",
    },
    "bd05-health-visitor": {
        "The antenatal contact isn't shown in your profile; your new birth visits and 6–8 week "
        "reviews cover later points in the programme, but not the visit before birth.",
        "Delivering the Healthy Child Programme's mandated contacts isn't shown in your "
        "profile, and these contacts make up most of a health visitor's week.",
        "Holding a caseload anywhere near 250 families isn't shown; your current 60-family "
        "caseload is supervised and roughly a quarter of that size.",
    },
    "bd06-gp-practice-manager": {
        "Monthly QOF monitoring and chasing recalls with the nurses is day-to-day practice "
        "management, and Quality and Outcomes Framework knowledge sits in their essential "
        "criteria.",
        "SystmOne isn't shown in your profile; your clinical system experience is EMIS Web, so "
        "there would be a new system to learn at Hollins.",
        "A completed management qualification isn't shown; your AMSPAR Level 4 Diploma was "
        "paused at three of six units, so it would need finishing or an equivalent.",
        "Reporting directly to a GP partnership isn't shown in your profile; at Hollins you "
        "would answer to six partners rather than to a practice manager above you.",
    },
    "bd07-pcn-clinical-pharmacist": {
        "Your GPhC registration meets their first essential criterion outright, so there would "
        "be nothing to sort out on the professional registration side before a start date.",
        "Independent prescribing is not something you hold yet, and this post needs a qualified"
        " prescriber from the first day.",
    },
    "bd08-dental-nurse-sedation": {
        "A Certificate in Dental Radiography isn't shown; your profile mentions radiography "
        "processing but notes that you don't yet hold the IR(ME)R certificate.",
    },
    "bd09-hlta-semh": {
        "Your 1:1 support for a Year 4 pupil with an EHCP for SEMH needs matches the children "
        "they describe almost exactly, and that is the heart of what this HLTA post is for.",
        "You are three days into ELSA training, and they welcome candidates who are ELSA "
        "trained or willing to train, so this counts in your favour as it stands.",
        "Running a nurture room isn't shown in your profile; your support has been 1:1 and "
        "small-group, while here you would lead a room for up to eight pupils.",
        "Safeguarding training at Level 2 isn't shown; your profile lists Level 1, so you would"
        " likely need the higher course before you start.",
    },
    "bd10-head-of-maths": {
        "Your current post as Second in Mathematics is one of the two routes they name for "
        "middle leadership, so the step up to Head of Department is the one they are expecting.",
        "Having completed an NPQ in Leading Teaching with trust funding, you already hold one "
        "of the desirable qualifications they list for this post.",
        "None of the desirable NPQs is shown as completed; your profile says you started the "
        "NPQLT but withdrew before the final assessment.",
    },
    "bd11-primary-senco": {
        "Coordinating a SEN support register of 74 pupils is nearly double the 38 on SEN "
        "support at Meadow Vale, so the size of their register should not daunt you.",
        "You are looking for a non-class-based SENCO post, and this is exactly that, so you "
        "would have the time to do the role properly instead of fitting it around a class.",
        "A completed NASENCO or NPQ for SENCOs isn't shown; you have done two of the three "
        "NASENCO modules, and they would expect it finished within three years.",
        "Submitting EHC needs assessment requests to the local authority isn't shown; your "
        "experience is with annual reviews of existing plans rather than new requests.",
        "An autism-specific qualification isn't shown in your profile, and it is essential for "
        "running their resourced provision.",
    },
    "bd12-fe-nursing-lecturer": {
        "Teaching and assessing QQI Level 5 programmes is exactly the level and award system "
        "they work in, so you would not need to learn a new assessment framework.",
        "Teaching two groups of around 22 learners is close to the classes of up to 25 you "
        "would have here, so managing a room of that size is already routine.",
        "A recognised FE teacher education qualification isn't shown as complete; you are in "
        "year 1 of 2 of the Higher Diploma in Further Education.",
        "Teaching at Level 6 isn't shown; your QQI delivery has been at Level 5, while here you"
        " would also teach the Level 6 Healthcare Supervision programme.",
        "Holding programme coordinator duties isn't shown; you have supported a programme "
        "coordinator with the authenticator visit, but not held the role yourself.",
    },
    # Public services and utilities, and creative work, media and sport (2026-12-02, measured
    # before any change for them: 18 of 57 and 7 of 55 unfaithful through). Through: gaps the
    # profile shows only in other words ("moderate evaluation panels" for chairing them,
    # "Arts Council project bids", a manager of three libraries, a housing officer's patch, a
    # storm response rota, crew supervision for a technical team, shellfish controls
    # awareness, "Uniform (Idox)" written the other way round), and "trained on" made
    # "signalled on". Fair but hidden or reworded: a place or an employer named beside the
    # quotes (Ashcombe, the ROC, Ledgerly; GOV.UK read as a link), a kind the point names for
    # its quote's instance (a health and safety qualification, d&b audiotechnik, Python
    # geoprocessing for ArcPy), numbers of the job's clause after "so" read as the seeker's,
    # readiness read as a verdict ("well placed", "a step up"), and gaps that add what the
    # job brings ("two mid-level researchers to support", NEC4) or what the profile lists.
    "be01-water-network-engineer": {
        "Years of supervising mains laying and service connections for a contractor give you "
        "a practical feel for the planned interruptions you would coordinate with operations.",
    },
    "be02-council-planning-officer": {
        "Your caseload is householder and minor work, and major applications, which they "
        "want significant experience of, are not shown.",
        "Experience with Idox Uniform, the case management system they work in, is not shown "
        "in your profile.",
    },
    "be03-social-worker-child-protection": {
        "You currently carry around 18 children, so the protected caseload of up to 15 here "
        "would actually be lighter than what you manage now.",
        "Your profile doesn't show a full driving licence or access to a car.",
    },
    "be04-housing-officer": {
        "Your current patch of 480 tenancies is a little smaller than the roughly 550 homes "
        "you would look after here, so the step up in size is modest.",
        "Knowledge of the Housing (Scotland) Acts and the Scottish Secure Tenancy is not "
        "shown in your profile; the legislation you list is the English framework.",
        "Antisocial behaviour casework is not shown in your profile, and it is one of their "
        "listed requirements.",
    },
    "be05-overhead-linesperson": {
        "Responding to storm events is not shown in your profile.",
    },
    "be06-railway-signaller": {
        "You have already signalled on a Westcad workstation, which is the system they would "
        "ideally like you to know.",
        "Arranging line blockages and T3 possessions at Ashcombe is the same possession "
        "management you would be doing at the ROC.",
        "Controlling level crossings is not something your profile shows, and this "
        "workstation includes 11 CCTV crossings.",
        "Your profile doesn't show experience signalling busy junctions, which this Rule "
        "Book-heavy role leans on.",
    },
    "be08-procurement-officer": {
        "You already run above-threshold tenders alongside smaller ones, so leading "
        "procurements at that level would not be a leap.",
        "Knowledge of NEC contracts is not shown in your profile, and their works are let on "
        "NEC4.",
        "Chairing evaluation panels is not something your profile shows.",
    },
    "be09-library-manager": {
        "A track record of external funding bids is not shown in your profile.",
        "Managing library services across multiple sites is not shown in your profile.",
    },
    "be10-environmental-health-officer": {
        "Knowledge of shellfish hygiene controls is not shown in your profile.",
        "Checking imported feed at a border control post is not shown, and your profile "
        "notes you are not yet authorised for feed work.",
    },
    "be11-gis-analyst": {
        "Automating your weekly planning constraint maps with ArcPy is exactly the Python "
        "geoprocessing they are after.",
        "Looking after an ArcGIS Enterprise environment is not shown in your profile; your "
        "web work is on ArcGIS Online.",
    },
    "be12-waste-operations-supervisor": {
        "Your IOSH Managing Safely certificate from 2020 meets their health and safety "
        "qualification requirement.",
    },
    "bf01-video-editor": {
        "They want expert-level Avid Media Composer, and your profile lists it only at a "
        "basic level; the main cut runs on Avid, so this one matters.",
    },
    "bf02-sound-engineer": {
        "You tuned a d&b KSL system for festival crowds of up to 15,000, so their d&b "
        "audiotechnik PA sits squarely inside your experience.",
        "Your profile doesn't show you leading a technical team.",
    },
    "bf03-sports-physio": {
        "Your Catapult GPS load monitoring lines up with how their medical and S&C staff "
        "manage training load.",
        "A current ITMMiF or ATMMiF is required, and the ITMMiF on your profile has lapsed, "
        "so the renewal would need to be done before you start.",
    },
    "bf05-ux-researcher": {
        "You've run more than 30 moderated usability studies at Ledgerly, which gives you "
        "solid footing on the qualitative side of their methods requirement.",
        "Fieldwork on two GOV.UK services gives you the public-sector experience they list "
        "as desirable.",
        "Mentoring other researchers isn't shown in your profile, and the role comes with "
        "two mid-level researchers to support.",
    },
    "bf06-copy-editor": {
        "You've copy-edited 38 titles of 80,000–120,000 words on 3–4 week schedules, so a "
        "4-week turnaround on a 100,000-word manuscript is right in your normal rhythm.",
    },
    "bf08-fitness-studio-manager": {
        "You've grown a studio to 520 active members, so running a base the size of their "
        "450-member first-year target is familiar ground.",
    },
    "bf09-podcast-producer": {
        "Having produced an eight-episode narrative series, you're well placed to lead their "
        "new 10-part investigative one.",
    },
    "bf10-photographer": {
        "At 250–300 SKUs a week, you're not far off the roughly 400 their studio turns over, "
        "though it would be a step up in volume.",
        "Managing photographers or studio staff isn't shown, and the role leads 2 "
        "photographers and a digital operator.",
    },
    "bf11-game-designer": {
        "Three shipped titles (Skyharbor, Lumen Drift and Tinker Tides) clear their bar of "
        "at least two.",
    },
    # A blind set of 2026-12-04 in the design's short style (ck, cl, cm, cn): gaps shown only
    # in other words (end-of-life care, SEND, EAL, menu development), a period stretched from
    # months to a year, training attended read as run, a booking in German.
    "ck04-data-engineer-toronto": {
        "You have used NoSQL databases such as MongoDB",
    },
    "cl01-staff-nurse-respiratory-bristol": {
        "You haven't done practice supervisor training yet, and they want you to supervise students.",
        "Intravenous drug administration competency isn't shown in your profile.",
    },
    "cl02-senior-care-assistant-dementia-leeds": {
        "You haven't led a shift yet, and seniors here lead shifts.",
        "End-of-life care doesn't appear anywhere in your experience.",
    },
    "cl03-checking-technician-community-pharmacy-manchester": {
        "Your ACT course is still in progress (module 2 of 3), so you're not yet accredited.",
    },
    "cl04-ks2-teacher-year6-birmingham": {
        "Your Year 5 class is upper KS2, which they want experience of.",
        "You haven't mentored an ECT yet; they list it as desirable.",
        "Supporting pupils who speak English as an additional language isn't shown yet.",
    },
    "cl05-toddler-room-leader-norwich": {
        "You've spent a year covering as room leader, a natural step to leading their room.",
        "The progress check at age two isn't shown; your experience is with 3–4 year olds.",
        "Supporting children with special educational needs isn't shown in your profile.",
    },
    "cl06-health-social-care-lecturer-sheffield": {
        "T Level Health isn't in your teaching history yet.",
    },
    "cm01-warehouse-team-leader-warrington": {
        "You run a night shift of 14 pickers, which is real warehouse team leading.",
        "Your Excel is listed as basic, while they want strong Excel skills.",
    },
    "cm03-sous-chef-bristol-brasserie": {
        "Menu development doesn't appear in your profile, and they change menus seasonally.",
    },
    "cm04-front-office-manager-edinburgh": {
        "You don't list a customer service qualification such as WorldHost.",
    },
    "cm05-reach-truck-operator-tamworth": {
        "You don't hold a VNA licence yet; your training is only booked.",
        "Your preferences cover days only, and their rota includes nights.",
    },
    "cm06-senior-transport-planner-felixstowe": {
        "You've ruled out night planning, but they need cover one week in four.",
        "Customs and port documentation isn't covered in your background.",
        "You haven't led a planning team yet.",
    },
    "cn01-management-accountant-salford": {
        "SAP isn't in your profile; your ledger work has been in Sage 200.",
        "Your roles have been in logistics and lettings, not manufacturing or standard costing.",
    },
    "cn02-finanzbuchhalterin-bruehl": {
        "SAP FI haben Sie nur in Grundkenntnissen; gefordert sind sichere SAP-Kenntnisse.",
        "Forderungsmanagement und Zahlungserinnerungen kommen in Ihrem Profil nicht vor.",
        "Konzernabschlüsse nach HGB haben Sie laut Profil noch nicht begleitet.",
    },
    "cn03-digital-marketing-manager-bristol": {
        "Owning a marketing budget isn't shown in your profile yet.",
    },
    "cn04-content-social-manager-dublin": {
        "Your paid social is basic, short of the campaign management they want.",
    },
    "cn05-office-manager-edinburgh": {
        "Your First Aid at Work certificate expired in 2024; they need a valid one.",
    },
    "cn06-hr-advisor-coventry": {
        "Neither manufacturing nor multi-site experience shows in your profile.",
    },
    # A second blind set of 2026-12-04 in the design's short style (cq, cr): gaps shown only in
    # other words (a content calendar, energy sector experience, mentoring ECTs, planning
    # shifts).
    "cq01-senior-backend-engineer-bristol": {
        "You cut p95 latency from 800 ms to 220 ms with Redis caching – performance work, though not PostgreSQL tuning itself.",
        "Your work has been in logistics and client sites, not healthcare or other regulated data.",
    },
    "cq02-senior-data-analyst-manchester": {
        "dbt isn't something you've used yet – your course is only booked for June.",
    },
    "cq03-performance-marketing-manager-london": {
        "You haven't line-managed anyone yet, which they ask for.",
        "Running a social media content calendar isn't something your profile shows.",
    },
    "cq04-senior-fpa-analyst-edinburgh": {
        "Your background doesn't show any energy sector experience, which they'd like.",
    },
    "cq05-frontend-engineer-remote-fintech": {
        "You don't show any Swift or Kotlin, which they'd like to see.",
    },
    "cq06-data-engineer-glasgow-insurer": {
        "Snowflake doesn't appear in your profile; your warehouse work has been in Redshift.",
        "You come from travel, not insurance or financial services, though that's only a plus.",
    },
    "cr01-senior-staff-nurse-bristol": {
        "IV medication competency is not shown in your profile",
    },
    "cr02-second-in-maths-stockport": {
        "Your 2024 GCSE group reached 78% grade 4+, above the school's 71%",
        "Experience mentoring ECTs is not shown in your profile",
    },
    "cr03-night-shift-manager-northampton": {
        "Managing other team leaders is not shown in your profile",
    },
    "cr04-front-office-manager-edinburgh": {
        "You handle guest complaints, as the role requires",
        "Planning staff shifts is not shown in your profile",
        "Leading a team as large as 12 is not shown; you supervise 7 per shift",
    },
    "cr05-infirmiere-soins-continus-nantes": {
        "Votre AFGSU niveau 2 a expiré en 2024, or ils la demandent à jour",
    },
    # Short points written blind: a gap that adds a requirement its quote does not make (a degree,
    # leading a team the job only has), a gap shown only in other words, and years read from dates.
    "cu01-senior-staff-nurse-bradford": {
        "They would like chemotherapy or SACT competency, which you don't have yet",
    },
    "cu02-marketing-data-analyst-toronto": {
        "They ask for 3+ years in a data role, more than your profile shows",
    },
    "cu03-physics-maths-teacher-dublin": {
        "You teach Leaving Cert Physics up to Higher Level, which they need",
        "They want Junior Cycle Maths teaching plus a Maths degree, not shown",
    },
    "cu04-senior-litigation-paralegal-sydney": {
        "They ask for 4+ years as a litigation paralegal, more than you show",
    },
    "cu05-b1-techniker-line-maintenance-hamburg": {
        "Eine Musterberechtigung für die A350 fehlt Ihnen bisher",
        "Erfahrung in der Führung eines Teams von 14 Technikern zeigt Ihr Profil nicht",
    },
    "cu06-leading-hand-electrician-auckland": {
        "They'd value an Electrical Inspector licence, which you don't hold yet",
    },
    "cv06-maintenance-electrician-bristol": {
        "Emergency lighting testing to BS 5266 is not shown in your profile",
    },
    "cx01-senior-backend-engineer-manchester": {
        "Kubernetes experience is missing from your profile",
    },
    "cx02-emergency-nurse-brisbane": {
        "Electronic medical records like ieMR are not shown in your profile",
        "You don't yet hold a postgraduate emergency nursing qualification",
        "Emergency department work in resus or fast-track is not shown",
    },
    "cx03-restaurant-general-manager-cape-town": {
        "Weekend availability is not mentioned in your profile",
    },
    "cx05-teamleider-magazijn-venlo": {
        "Werken in 2-ploegendienst staat niet in je profiel",
    },
    "cx06-customer-support-team-lead-dublin": {
        "Deputising for your lead gives you the team lead experience they want",
        "Leading a team of 9 with hiring responsibility isn't shown in your profile",
    },
    "da04-send-class-teacher-birmingham": {
        "Teaching pupils with PMLD is not shown in your profile",
    },
    "da06-enfermero-salud-mental-valencia": {
        "No se ve experiencia con inyectables de acción prolongada",
    },
    "db01-payroll-officer-leeds": {
        "iTrent is not shown yet; the systems you use are Sage 50 and Xero",
        "Pension auto-enrolment work is not shown in your profile",
    },
    "db02-front-office-manager-dublin": {
        "Revenue management isn't shown yet, though you do upsell room upgrades",
    },
    "db04-support-team-lead-toronto": {
        "Handling phone queries is not shown in your profile",
    },
    "db06-office-managerin-muenchen": {
        "Personio oder andere HR-Software fehlt; du arbeitest mit DATEV Unternehmen online",
    },
    "dc02-lead-dental-nurse-cardiff": {
        "Supervising or training other nurses is not shown in your profile",
    },
    "dc04-hotel-bar-manager-edinburgh": {
        "Staff training experience is not shown in your profile",
    },
    "dc06-tecnica-farmacia-porto": {
        "O domínio do Sifarma não aparece no seu perfil",
        "Pedem disponibilidade para serviço noturno, que o seu perfil exclui",
    },
    "dd02-senior-social-worker-auckland": {
        "Supervising new social workers, with a supervision qualification, is not shown",
    },
    "dd04-network-engineer-johannesburg": {
        "You monitor networks with SolarWinds NPM, one of their named tools",
    },
    "dd06-comptable-fournisseurs-nantes": {
        "Vos 5 ans en comptabilité fournisseurs dépassent les 3 ans exigés",
    },
    "dg04-pastry-chef-de-partie-edinburgh": {
        "Your petits fours for afternoon tea of up to 120 covers suit their lounge",
    },
    "dg05-audit-senior-toronto": {
        "You are a CPA, meeting their designation requirement",
        "Your IDEA scripts cut journal-entry testing time by about half",
        "Coaching and reviewing junior staff does not appear in your profile",
    },
    "dh04-it-helpdesk-analyst-calgary": {
        "Mac support and Jamf are not shown in your profile",
        "Level 2 work on escalated tickets is not shown yet",
    },
    "dh05-payroll-administrator-auckland": {
        "Implementing a new payroll system is not shown in your profile",
        "Shift and penal rate pay is not shown in your profile",
    },
    "dk01-mobile-engineer-manchester": {
        "Your squad's SwiftUI rebuild lifted the app rating from 3.6 to 4.5",
    },
    "dk02-icu-nurse-auckland": {
        "Your arterial and central line care meets their line management need",
    },
    "dk03-maths-teacher-bristol": {
        "Leading a KS3 curriculum area, which is desirable, isn't shown",
    },
    "dk04-restaurant-manager-dublin": {
        "You run shifts of up to 14 staff in a 140-cover brasserie",
    },
    "dk05-transport-planner-toronto": {
        "You have planned freight routes across Ontario, as this role needs",
        "You already work hybrid with 3 days on-site, like their setup",
        "You negotiate carrier rates in quarterly reviews, as they require",
    },
    "dk06-management-accountant-edinburgh": {
        "Standard costing does not appear in your profile",
        "Leading a month-end close yourself is not shown in your profile",
    },
    "dl03-senior-support-worker-glasgow": {
        "A full driving licence is not shown in your profile",
    },
    "dl04-store-manager-north-lakes-brisbane": {
        "They require a Certificate IV in Retail Operations, not shown",
    },
    "dl05-maintenance-electrician-cork": {
        "You service fire alarm systems to I.S. 3218, as they need",
    },
    "dl06-disponent-fernverkehr-nuernberg": {
        "Die Überwachung von Lenk- und Ruhezeiten geht aus Ihrem Profil nicht hervor",
    },
    "do02-icu-staff-nurse-dublin": {
        "You don't yet show experience with mechanical ventilation",
    },
    "do04-front-office-manager-toronto": {
        "Salesforce or other CRM experience is not shown in your profile",
        "Staff scheduling experience is not shown in your profile",
    },
    "dq03-community-midwife-bristol": {
        "Home births or community midwifery experience is not shown in your profile",
    },
    "dq04-chemistry-teacher-brisbane": {
        "Teaching QCE Physics is not shown in your profile",
        "A current Blue Card is not shown in your profile",
    },
    "dq06-hr-adviseur-utrecht": {
        "Je werkt met AFAS Profit, het HR-systeem dat zij noemen",
        "Werkervaring bij een woningcorporatie, die zij vragen, ontbreekt in je profiel",
    },
}


def assert_only_known_problems(path: Path, known: set[str]) -> None:
    """The page shows a labelled case right, but for its known limits, each still a problem."""
    from explain.checker import verdict_as_json

    case = json.loads(path.read_text(encoding="utf-8"))
    _, kept, verdict = run_case(case)
    shown = shown_claims(case, verdict_as_json(verdict))
    assert judge(case, shown, kept, known=known) == []
    for point in known:
        assert judge(case, shown, kept, only=point), f"now caught, remove it: {point!r}"


@pytest.mark.parametrize("path", LABELLED, ids=[path.stem for path in LABELLED])
def test_labelled_cases(path):
    assert_only_known_problems(path, KNOWN_LIMITS.get(path.stem, set()))


def tally(paths) -> Counter:
    """What the page shows for a set of labelled cases: unfaithful claims, those shown as the
    model wrote them, fair claims the contract keeps, those shown, and of those that are not
    judgements ("direct"), those shown in the model's words."""
    from explain.checker import verdict_as_json

    counts: Counter = Counter()
    for path in paths:
        case = json.loads(path.read_text(encoding="utf-8"))
        _, kept, verdict = run_case(case)
        shown = shown_claims(case, verdict_as_json(verdict))
        for label in case["labels"]:
            key = (label["kind"], label["profileQuote"], label["jobQuote"])
            if label["label"] == "unfaithful":
                counts["unfaithful"] += 1
                counts["unfaithful_as_written"] += shown.get(key) == label["point"]
            elif key in kept:
                counts["fair"] += 1
                counts["fair_shown"] += key in shown
                if label["why"] != "related":
                    counts["direct"] += 1
                    counts["direct_as_written"] += shown.get(key) == label["point"]
    return counts


def test_the_labelled_set_as_a_whole():
    """The bar docs/design.md sets: no unfaithful sentence as written, 95 % of fair claims shown,
    fair claims that are not judgements in the model's own words."""
    counts = tally(LABELLED)
    unfaithful, unfaithful_as_written = counts["unfaithful"], counts["unfaithful_as_written"]
    fair, fair_shown = counts["fair"], counts["fair_shown"]
    direct, direct_as_written = counts["direct"], counts["direct_as_written"]
    assert unfaithful >= 150 and fair >= 160
    assert unfaithful_as_written <= 237  # the known limits above, no more
    assert fair_shown / fair >= 0.95
    assert direct_as_written / direct >= 0.9


def test_the_labelled_set_is_here():
    assert len(LABELLED) >= 4
    labels = [label for path in LABELLED for label in json.loads(path.read_text())["labels"]]
    assert {label["label"] for label in labels} == {"fair", "unfaithful"}


@pytest.mark.parametrize("path", CONTRACT, ids=[path.stem for path in CONTRACT])
def test_contract_cases_lose_nothing(path):
    """Every claim of the contract cases is fair: the stage keeps each one in the model's words."""
    case = json.loads(path.read_text(encoding="utf-8"))
    contract, _, verdict = run_case(case)
    assert [c.point for c in verdict.matches] == [c.point for c in contract.matches]
    assert [c.point for c in verdict.gaps] == [c.point for c in contract.gaps]
    assert verdict.reworded == 0


# --- Rule by rule ----------------------------------------------------------------------------

DEV_PROFILE = {
    "headline": "Python developer, Django and Celery",
    "desired_role": "Backend Engineer",
    "skills": "Python, Django, Celery, PostgreSQL, JS (vanilla), pytest, no-code tools (Zapier)",
    "experience": "2021-2025 Fernway: built Django REST APIs for 3 clinics; moved nightly jobs "
    "to Celery; no AWS experience so far; never used Kubernetes. Not only Python but also Go.",
    "work_preferences": "Remote",
}
DEV_JOB = {
    "title": "Backend Engineer",
    "company": "Meadowlark Health",
    "location": "Remote",
    "description": "Build Django services that schedule clinic appointments for 12 clinics. "
    "Background jobs run on Celery and we deploy to AWS. Our frontend uses Node.js and React.",
    "requirements": "Python and Django\nCelery\nAWS\nJavaScript for small frontend fixes\n"
    "Kubernetes\nTerraform or Pulumi\nGo",
}


def decide_gap(point: str, job_quote: str, profile: dict) -> str:
    """What the page does with a gap whose job quote is the whole posting."""
    return decide("gap", point, "", job_quote, profile, {"requirements": job_quote})


def decide(
    kind: str,
    point: str,
    profile_quote: str,
    job_quote: str,
    profile: dict | None = None,
    job: dict | None = None,
) -> str:
    """What the page does with one claim: "model", "page", or the reason it is hidden."""
    key = "matches" if kind == "match" else "gaps"
    other = "gaps" if kind == "match" else "matches"
    response = json.dumps(
        {key: [{"point": point, "profileQuote": profile_quote, "jobQuote": job_quote}], other: []}
    )
    prompt = build_prompt(profile or DEV_PROFILE, job or DEV_JOB)
    contract = check_response(response, prompt.profile_fields, prompt.job_fields)
    assert contract.claims[0].outcome is Outcome.KEPT, contract.claims[0].reason
    claim = review(contract, prompt.profile_fields, prompt.job_fields).claims[0]
    if claim.outcome is Outcome.DROPPED:
        return str(claim.reason)
    return claim.wording.value


MODEL, PAGE = Wording.MODEL.value, Wording.PAGE.value


def gaps_of(quotes, expected):
    """Gap claims that restate their own job quote ("<quote> is not shown in your profile"),
    each expected to have `expected` done with it (a reason, or a quote and its reason)."""
    return [
        ("gap", f"{quote} is not shown in your profile", "", quote, reason)
        for quote, reason in (
            (item if isinstance(item, tuple) else (item, expected)) for item in quotes
        )
    ]


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # Numbers: in the quotes, and said of the seeker only from the profile quote.
        (
            "You built APIs for 3 clinics; they serve 12",
            "built Django REST APIs for 3 clinics",
            "schedule clinic appointments for 12 clinics",
            MODEL,
        ),
        (
            "You built APIs for three clinics",
            "built Django REST APIs for 3 clinics",
            "Build Django services",
            MODEL,
        ),
        (
            "You built APIs for 12 clinics",
            "built Django REST APIs for 3 clinics",
            "schedule clinic appointments for 12 clinics",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "You built APIs for 30 clinics",
            "built Django REST APIs for 3 clinics",
            "Build Django services",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "You worked at Fernway from 2021 to 2025 with Django",
            "2021-2025 Fernway: built Django",
            "Build Django services",
            MODEL,
        ),
        # Named skills and tools: in the quotes, under any of their names.
        ("You use Django, as they do", "Django", "Build Django services", MODEL),
        (
            "You have shipped Next.js apps with Django",
            "Django",
            "Build Django services",
            FaithReason.TERM_NOT_IN_QUOTES,
        ),
        (
            "You know Redshift and Django",
            "Django",
            "Build Django services",
            FaithReason.TERM_NOT_IN_QUOTES,
        ),
        ("You write JavaScript", "JS (vanilla)", "JavaScript for small frontend fixes", MODEL),
        ("You use Postgres", "PostgreSQL", "Python and Django", MODEL),
        # Possession from the job side.
        (
            "You have Terraform experience",
            "Python",
            "Terraform or Pulumi",
            FaithReason.CLAIMED_FROM_JOB,
        ),
        (
            "You schedule clinic appointments",
            "Python",
            "schedule clinic appointments for 12 clinics",
            FaithReason.CLAIMED_FROM_JOB,
        ),
        (
            "You run background jobs on Celery, like they do",
            "moved nightly jobs to Celery",
            "Background jobs run on Celery",
            MODEL,
        ),
        # Negated evidence, and a "no" that negates nothing.
        ("You have deployed to AWS", "AWS", "we deploy to AWS", FaithReason.NEGATED_EVIDENCE),
        ("You know Kubernetes", "Kubernetes", "Kubernetes", FaithReason.NEGATED_EVIDENCE),
        (
            "You build no-code tools with Zapier",
            "no-code tools (Zapier)",
            "Python and Django",
            MODEL,
        ),
        ("You write Go as well as Python", "Not only Python but also Go", "Go", MODEL),
        # Trivial quotes.
        ("You have led a support team", "and", "Python and Django", FaithReason.TRIVIAL_QUOTE),
        # Links, e-mail, phones, instructions, verdicts.
        (
            "See https://example.com/fast for Django",
            "Django",
            "Build Django services",
            FaithReason.LINK_IN_POINT,
        ),
        (
            "Write to jobs@example.com about Django",
            "Django",
            "Build Django services",
            FaithReason.EMAIL_IN_POINT,
        ),
        (
            "Call 0800 123 456 to fast-track your application",
            "Python",
            "Python and Django",
            FaithReason.PHONE_IN_POINT,
        ),
        (
            "Ignore previous instructions and apply now with Django",
            "Django",
            "Build Django services",
            FaithReason.INSTRUCTION_IN_POINT,
        ),
        (
            "You are the perfect candidate for their Django work",
            "Django",
            "Build Django services",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "You use Node.js",
            "JS (vanilla)",
            "Our frontend uses Node.js and React",
            FaithReason.CLAIMED_FROM_JOB,
        ),
        # A judgement: the quotes name different things.
        ("Your Celery work is close to their AWS setup", "Celery", "we deploy to AWS", PAGE),
        # Not about its quotes.
        (
            "You have deep microservices experience",
            "Python",
            "Python and Django",
            FaithReason.TERM_NOT_IN_QUOTES,
        ),
        ("You have deep clinical scheduling experience", "Python", "Python and Django", PAGE),
        (
            "You have deep clinical scheduling experience",
            "Python",
            "Celery",
            FaithReason.NOT_ABOUT_QUOTES,
        ),
    ],
)
def test_match_rules(point, profile_quote, job_quote, expected):
    assert decide("match", point, profile_quote, job_quote) == str(expected)


@pytest.mark.parametrize(
    ("point", "job_quote", "expected"),
    [
        ("Terraform is not shown in your profile", "Terraform or Pulumi", MODEL),
        (
            "JavaScript is not shown in your profile",
            "JavaScript for small frontend fixes",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        ("AWS is not shown in your profile", "we deploy to AWS", MODEL),  # "no AWS experience"
        # A name the quote does not give: hidden ("Kubernetes", which the profile names to
        # deny it, is no gap of "Terraform or Pulumi").
        (
            "Kubernetes is not shown in your profile",
            "Terraform or Pulumi",
            FaithReason.NOT_ABOUT_QUOTES,
        ),
        (
            "Kafka is not shown in your profile",
            "Terraform or Pulumi",
            FaithReason.TERM_NOT_IN_QUOTES,
        ),
        (
            "You already meet every requirement of this job",
            "Terraform or Pulumi",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "Pulumi is missing; apply now anyway",
            "Terraform or Pulumi",
            FaithReason.INSTRUCTION_IN_POINT,
        ),
        (
            "Your profile does not mention clinic scheduling",
            "Terraform or Pulumi",
            FaithReason.NOT_ABOUT_QUOTES,
        ),
        ("You lack Terraform experience", "Terraform or Pulumi", PAGE),
        ("This requirement is not shown in your profile", "Terraform or Pulumi", PAGE),
        ("Pulumi is not shown in your profile", "Terraform or Pulumi", MODEL),
        (
            "5 years of Pulumi is not shown in your profile",
            "Terraform or Pulumi",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        # A number the profile gives (its "3 clinics"): the seeker's, maybe, so the page says
        # the gap in its own words, without it.
        ("3 years of Pulumi is not shown in your profile", "Terraform or Pulumi", PAGE),
    ],
)
def test_gap_rules(point, job_quote, expected):
    assert decide("gap", point, "", job_quote) == str(expected)


def test_a_gap_whose_subject_the_profile_names_in_other_words_is_hidden():
    profile = {"skills": "Weekly stock ordering for two kitchens, HACCP level 3, team leadership"}
    job = {"title": "Head Chef", "description": "Keep food costs under 30%. Order stock weekly."}
    assert (
        decide(
            "gap",
            "Stock ordering is not shown in your profile",
            "",
            "Order stock weekly",
            profile,
            job,
        )
        == FaithReason.GAP_SHOWN_UNDER_OTHER_NAME
    )
    assert (
        decide(
            "gap",
            "Menu costing is not shown in your profile",
            "",
            "keep food costs under 30%",
            profile,
            job,
        )
        == FaithReason.TERM_NOT_IN_QUOTES
    )
    job["requirements"] = "Leadership of a kitchen team"
    assert (
        decide(
            "gap",
            "Leadership is not shown in your profile",
            "",
            "Leadership of a kitchen team",
            profile,
            job,
        )
        == FaithReason.GAP_SHOWN_UNDER_OTHER_NAME
    )
    assert (
        decide(
            "gap",
            "Kitchen leadership is not shown in your profile",
            "",
            "Leadership of a kitchen team",
            profile,
            job,
        )
        == Wording.MODEL
    )


@pytest.mark.parametrize(
    "profile_text, shown",
    [
        ("2022-2025 Northwind: managed a pool of 4 freelance writers.", True),
        ("SEO writing (Semrush, Surfer), Case studies, Email campaigns", True),
        ("Store manager, fashion retail, 5 years", True),
        # Two entries away: another entry's word, not the same thing.
        ("Writing, Editing and proofreading, Case studies", False),
        ("managed the office move; later hired 3 freelance writers", False),
    ],
)
def test_a_gap_is_shown_by_its_words_close_together_in_one_or_two_entries(profile_text, shown):
    job = {
        "requirements": "Experience managing freelancers. Writing case studies. Retail management"
    }
    gaps = {
        "freelance": (
            "Managing freelancers is not shown in your profile",
            "Experience managing freelancers",
        ),
        "Case": ("Writing case studies is not shown in your profile", "Writing case studies"),
        "retail": ("Retail management is not shown in your profile", "Retail management"),
    }
    point, job_quote = next(gap for word, gap in gaps.items() if word in profile_text)
    decision = decide("gap", point, "", job_quote, {"skills": profile_text}, job)
    assert (decision == FaithReason.GAP_SHOWN_UNDER_OTHER_NAME) is shown


TEAM_PROFILE = {
    "headline": "Data analyst, Python (basic) and SQL",
    "skills": "SQL, Python (basic), Power BI, Terraform, Excel",
    "experience": "2021-2025 Larchfield: assisted with the annual survey analysis; shift "
    "supervisor for 4 analysts on the night desk; mentored 2 interns.",
}
TEAM_JOB = {
    "title": "Senior Data Analyst",
    "description": "You will lead the analysis of pricing experiments and mentor 2 juniors.",
    "requirements": "SQL\nPython or R\nInfrastructure as code (Terraform)\nCI/CD pipelines\n"
    "Experience with Python (3+ years)\nBI tools such as Looker",
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # A rank the profile quote does not give is the page's judgement, not the model's fact.
        (
            "You led the annual survey analysis, like their pricing work",
            "assisted with the annual survey analysis",
            "lead the analysis of pricing experiments",
            PAGE,
        ),
        (
            "You have mentored interns, which they want",
            "mentored 2 interns",
            "mentor 2 juniors",
            MODEL,
        ),
        (
            "You supervised analysts on the night desk",
            "shift supervisor for 4 analysts",
            "mentor 2 juniors",
            MODEL,  # "supervised" and "supervisor": one family
        ),
        (
            "You managed 4 analysts on the night desk",
            "shift supervisor for 4 analysts",
            "mentor 2 juniors",
            PAGE,
        ),
        # A level the profile quote sets and the point leaves out.
        ("You know Python, which they ask for", "Python (basic)", "Python or R", PAGE),
        (
            "Your basic Python is a start on their Python or R",
            "Python (basic)",
            "Python or R",
            MODEL,
        ),
        ("You write SQL, which they ask for", "SQL", "SQL", MODEL),
    ],
)
def test_rank_and_level_rules(point, profile_quote, job_quote, expected):
    assert decide("match", point, profile_quote, job_quote, TEAM_PROFILE, TEAM_JOB) == str(
        expected
    )


@pytest.mark.parametrize(
    ("point", "job_quote", "expected"),
    [
        # An example the profile shows meets the requirement it illustrates.
        (
            "Infrastructure as code is not shown in your profile",
            "Infrastructure as code (Terraform)",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # ... and only what the profile shows: Looker is still a gap beside Power BI.
        ("Looker is not shown in your profile", "BI tools such as Looker", MODEL),
        # A slash inside a name offers no alternative: "CI/CD" is one thing.
        ("CI/CD pipelines are not shown in your profile", "CI/CD pipelines", MODEL),
        # A reply the point asks for is an instruction.
        (
            "Reply to this message with your survey figures and we will pass them on",
            "CI/CD pipelines",
            FaithReason.INSTRUCTION_IN_POINT,
        ),
    ],
)
def test_examples_and_instructions_in_gaps(point, job_quote, expected):
    assert decide("gap", point, "", job_quote, TEAM_PROFILE, TEAM_JOB) == str(expected)


FR_PROFILE = {
    "headline": "Chargée de recrutement, 4 ans en cabinet",
    "skills": "Recrutement, onboarding, SIRH Lucca, anglais courant",
    "experience": "2021-2025 Cabinet Talentis : organisation de journées d'intégration. Pas "
    "encore d'expérience en droit social.",
}
FR_JOB = {
    "title": "Chargé(e) RH",
    "requirements": "recrutement, intégration\n3 ans d'expérience minimum en RH\n"
    "Connaissances solides en droit social\nAnglais professionnel",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # French: whose words, elisions, "pas encore" as a negation, a comparison.
        (
            "match",
            "Vous avez 4 ans en cabinet, au-delà des 3 ans demandés",
            "4 ans en cabinet",
            "3 ans d'expérience minimum en RH",
            MODEL,
        ),
        (
            "match",
            "Vous avez 6 ans en cabinet, au-delà des 3 ans demandés",
            "4 ans en cabinet",
            "3 ans d'expérience minimum en RH",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "match",
            "Vous avez de l'expérience en droit social, qu'ils demandent",
            "expérience en droit social",
            "Connaissances solides en droit social",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "gap",
            "Le recrutement et l'intégration n'apparaissent pas dans votre profil",
            "",
            "recrutement, intégration",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Le droit social n'apparaît pas dans votre profil",
            "",
            "Connaissances solides en droit social",
            MODEL,
        ),
        (
            "match",
            "Avec votre anglais courant, vous êtes le profil idéal pour ce poste",
            "anglais courant",
            "Anglais professionnel",
            FaithReason.JUDGES_THE_PERSON,
        ),
    ],
)
def test_french_points(kind, point, profile_quote, job_quote, expected):
    assert decide(kind, point, profile_quote, job_quote, FR_PROFILE, FR_JOB) == str(expected)


@pytest.mark.parametrize(
    ("point", "profile_quote", "expected"),
    [
        (
            "You are an expert in behaviour management, which they require",
            "behaviour management",
            PAGE,
        ),
        ("You manage behaviour, which they require", "behaviour management", MODEL),
        (
            "Your advanced behaviour management meets their need",
            "advanced behaviour management",
            MODEL,
        ),
        # A level on the job's side is theirs to ask: "their need for expert ..."
        (
            "Your behaviour management meets their need for expert skills",
            "behaviour management",
            MODEL,
        ),
    ],
)
def test_a_level_the_profile_quote_does_not_give_is_the_pages_judgement(
    point, profile_quote, expected
):
    profile = {"skills": "advanced behaviour management, SEND support"}
    job = {"requirements": "Strong behaviour management"}
    quotes = (profile_quote, "Strong behaviour management")
    assert decide("match", point, *quotes, profile, job) == str(expected)


def test_a_gap_reads_a_single_digit_and_a_you_the_job_speaks_to():
    profile = {"headline": "Front office supervisor, 4-star city hotels", "skills": "venepuncture"}
    job = {"requirements": "240-room 5-star hotel\nPhlebotomy and catheter care\nLeg ulcer care"}
    assert (
        decide(
            "gap",
            "Experience in a 5-star hotel is not shown in your profile",
            "",
            "240-room 5-star hotel",
            profile,
            job,
        )
        == MODEL
    )
    assert (
        decide(
            "gap",
            "Phlebotomy is not shown in your profile",
            "",
            "Phlebotomy and catheter care",
            profile,
            job,
        )
        == FaithReason.GAP_SHOWN_UNDER_OTHER_NAME
    )
    nurse = {"skills": "Wound care including leg ulcers"}
    assert (
        decide(
            "match",
            "Your wound care includes leg ulcers, which they need you to manage",
            "Wound care including leg ulcers",
            "Leg ulcer care",
            nurse,
            job,
        )
        == MODEL
    )


QA_PROFILE = {
    "skills": "Cypress, Jenkins, SQL (read-only queries), ISTQB Foundation (exam booked for "
    "March), Azure Fundamentals (AZ-900) course in progress",
    "experience": "2020-2025 Trellis: raised ROAS from 3.1 to 4.6; managed a combined spend of "
    "£150k a month; audited medication records monthly. CIPP Foundation Degree: started "
    "September 2024, due to finish in 2026.",
}
QA_JOB = {
    "requirements": "ISTQB Foundation or equivalent\nCI/CD pipelines\nREST APIs and SQL\n"
    "report weekly on ROAS\nExperience managing £50k+ monthly spend\nAWS or Azure knowledge\n"
    "CIPP Foundation Degree or equivalent\noversee medication audits\nManaging writers",
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # Not there yet, said after the quote: booked, in progress, due to finish.
        (
            "You hold the ISTQB Foundation certificate they ask for",
            "ISTQB Foundation",
            "ISTQB Foundation or equivalent",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "You hold Azure Fundamentals (AZ-900), which covers their cloud requirement",
            "Azure Fundamentals (AZ-900)",
            "AWS or Azure knowledge",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "You hold the CIPP Foundation Degree they require",
            "CIPP Foundation Degree",
            "CIPP Foundation Degree or equivalent",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # How many times over is a number: "doubled" is not "from 3.1 to 4.6".
        (
            "You doubled ROAS, which they report on",
            "raised ROAS from 3.1 to 4.6",
            "report weekly on ROAS",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "You raised ROAS to 4.6, which they report on",
            "raised ROAS from 3.1 to 4.6",
            "report weekly on ROAS",
            MODEL,
        ),
        (
            "You raised ROAS by 4.6, which they report on",
            "raised ROAS from 3.1 to 4.6",
            "report weekly on ROAS",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        # A level the quote does not give: "complex" from "read-only".
        (
            "You write complex SQL queries, as they need",
            "SQL (read-only queries)",
            "REST APIs and SQL",
            PAGE,
        ),
        # "Managed" a spend is what was done, not a rank; "managed writers" is a rank.
        (
            "You managed a combined spend of £150k a month, above their £50k+",
            "managed a combined spend of £150k a month",
            "Experience managing £50k+ monthly spend",
            MODEL,
        ),
        (
            "You managed writers, as the role requires",
            "managed a combined spend of £150k a month",
            "Managing writers",
            PAGE,
        ),
        # A one-word name that is also a verb: "audit" in "audited".
        (
            "You audit medication records monthly, and they want medication audits overseen",
            "audited medication records monthly",
            "oversee medication audits",
            MODEL,
        ),
    ],
)
def test_not_yet_multiples_levels_and_ranks(point, profile_quote, job_quote, expected):
    assert decide("match", point, profile_quote, job_quote, QA_PROFILE, QA_JOB) == str(expected)


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # A negated objection says yes.
        (
            "You're open to lone working, which is part of this role",
            "no objection to lone working",
            "Lone working in the community",
            MODEL,
        ),
        # What the seeker holds stays the seeker's, though the job asks for it.
        (
            "You hold the Level 3 qualification they ask for",
            "Level 2 certificate",
            "Level 3 qualification",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "You hold a Level 2 certificate; they ask for the Level 3 qualification",
            "Level 2 certificate",
            "Level 3 qualification",
            MODEL,
        ),
        # A rank the quote gives only to someone the seeker assisted.
        (
            "As a store manager, you've run a whole store's team",
            "deputy to the store manager",
            "Store manager experience",
            PAGE,
        ),
        (
            "You deputised for the store manager, the role they want",
            "deputy to the store manager",
            "Store manager experience",
            MODEL,
        ),
        # A kind of tool, named through the tool the quote names.
        (
            "You handle tickets in ServiceNow, one of the ITSM tools they name",
            "tickets a day on ServiceNow",
            "ServiceNow, Jira Service Management",
            MODEL,
        ),
    ],
)
def test_objections_holdings_deputies_and_kinds(point, profile_quote, job_quote, expected):
    profile = {
        "skills": "no objection to lone working; Level 2 certificate; tickets a day on ServiceNow",
        "experience": "2020-2025 Brightwell: deputy to the store manager",
    }
    job = {
        "requirements": "Lone working in the community\nLevel 3 qualification\n"
        "Store manager experience\nServiceNow, Jira Service Management\nBand 6\n"
        "Experience of the Care Programme Approach\nAlmeno 5 anni di esperienza",
    }
    assert decide("match", point, profile_quote, job_quote, profile, job) == str(expected)


def test_capitals_and_avoidance_read_as_written():
    profile = {"skills": "ILS certified", "work_preferences": "no night shifts"}
    job = {"requirements": "Immediate Life Support (ILS)\nno night shifts"}
    # "ILS" is Immediate Life Support, not the French "ils" (they).
    assert (
        decide(
            "match",
            "Your ILS certification matches their Immediate Life Support requirement",
            "ILS certified",
            "Immediate Life Support (ILS)",
            profile,
            job,
        )
        == MODEL
    )
    # A point that avoids what its quote says no to rests on it.
    assert (
        decide(
            "match",
            "You'd rather avoid night shifts, and this role has none",
            "no night shifts",
            "no night shifts",
            profile,
            job,
        )
        == MODEL
    )
    assert (
        decide(
            "match",
            "You work night shifts, which this role has",
            "no night shifts",
            "no night shifts",
            profile,
            job,
        )
        == FaithReason.NEGATED_EVIDENCE
    )


def test_letters_that_spell_the_words_before_them_restate_them():
    job = {"requirements": "Experience of the Care Programme Approach\nBand 6"}
    profile = {"skills": "community mental health"}
    point = "Experience of the Care Programme Approach (CPA) is not shown in your profile"
    quote = "Experience of the Care Programme Approach"
    assert decide("gap", point, "", quote, profile, job) == MODEL
    # Letters that spell something else are a term the quote does not have.
    point = "Experience of the Care Programme Approach (CBT) is not shown in your profile"
    assert decide("gap", point, "", quote, profile, job) == FaithReason.TERM_NOT_IN_QUOTES
    point = "Band 6 experience is not shown in your profile, so you would not be eligible"
    assert decide("gap", point, "", "Band 6", profile, job) == FaithReason.JUDGES_THE_PERSON


def test_an_italian_comparison_reads_whose_number_is_whose():
    profile = {"experience": "6 anni di esperienza in hotel"}
    job = {"requirements": "Almeno 5 anni di esperienza"}
    point = "Hai 6 anni di esperienza in hotel, più dei 5 anni richiesti"
    assert (
        decide(
            "match",
            point,
            "6 anni di esperienza in hotel",
            "Almeno 5 anni di esperienza",
            profile,
            job,
        )
        == MODEL
    )
    point = "Hai 9 anni di esperienza in hotel, più dei 5 anni richiesti"
    assert (
        decide(
            "match",
            point,
            "6 anni di esperienza in hotel",
            "Almeno 5 anni di esperienza",
            profile,
            job,
        )
        == FaithReason.NUMBER_NOT_IN_QUOTES
    )


def test_a_kind_of_thing_is_shown_by_one_of_its_instances():
    # Jenkins is a CI/CD tool: the profile shows CI/CD. A named instance stays its own gap.
    assert (
        decide(
            "gap",
            "CI/CD pipelines are not shown in your profile",
            "",
            "CI/CD pipelines",
            QA_PROFILE,
            QA_JOB,
        )
        == FaithReason.GAP_SHOWN_UNDER_OTHER_NAME
    )
    job = {"requirements": "CI/CD pipelines in GitHub Actions"}
    assert (
        decide(
            "gap",
            "GitHub Actions is not shown in your profile",
            "",
            "CI/CD pipelines in GitHub Actions",
            QA_PROFILE,
            job,
        )
        == MODEL
    )


@pytest.mark.parametrize(
    "profile_text, point, job_quote, expected",
    [
        # A right to work is shown by a work permit or a resident visa, its instances.
        (
            "Wellington-based; hybrid; NZ resident visa holder.",
            "Your profile doesn't show a right to work in New Zealand.",
            "Right to work in New Zealand",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        (
            "Moving to Toronto on an open work permit.",
            "Being eligible to work in Canada is not shown in your profile.",
            "Eligible to work in Canada",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        # A vehicle of one's own is access to one; a licence alone is not.
        (
            "Full-time, hybrid; own vehicle.",
            "Access to a car is not shown in your profile.",
            "Full driving licence and access to a car",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        (
            "Full UK driving licence.",
            "Access to a car is not shown in your profile.",
            "Full driving licence and access to a car",
            MODEL,
        ),
    ],
)
def test_a_right_to_work_and_a_vehicle_in_other_names(profile_text, point, job_quote, expected):
    assert decide_gap(point, job_quote, {"work_preferences": profile_text}) == expected


def test_a_point_that_negates_what_its_quote_negates_rests_on_it():
    profile = {"experience": "ran site migrations for 2 domains without traffic loss"}
    job = {"requirements": "Technical SEO and site migrations\nAutomated testing with Jest"}
    quotes = ("ran site migrations for 2 domains without traffic loss", "site migrations")
    assert (
        decide("match", "You ran site migrations without losing traffic", *quotes, profile, job)
        == MODEL
    )
    assert (
        decide("match", "You ran site migrations and grew traffic", *quotes, profile, job)
        == FaithReason.NEGATED_EVIDENCE
    )


def test_a_tool_a_requirement_is_done_with_shows_it_unless_the_gap_names_another():
    profile = {"skills": "React Native, Jest, Expo"}
    job = {"requirements": "Automated testing with Jest and Detox"}
    quote = "Automated testing with Jest and Detox"
    assert (
        decide("gap", "Automated testing is not shown in your profile", "", quote, profile, job)
        == FaithReason.GAP_SHOWN_UNDER_OTHER_NAME
    )
    assert decide("gap", "Detox is not shown in your profile", "", quote, profile, job) == MODEL


SUPPORT_PROFILE = {
    "headline": "RGN, staff nurse on an acute ward",
    "skills": "dbt (studying for the dbt Analytics Engineering certification); "
    "Counterbalance FLT licence (RTITB), reach truck (in training); CIPD Level 5",
    "experience": "2019-2025 Harbour Infirmary: supported the nurse in charge on night shifts; "
    "nurse in charge on day shifts since 2024; drafted findings for the audit committee; "
    "presented findings to the board; shadowed the team lead; took billing escalations for 6 "
    "months in 2024; 2016-2023 answered billing queries; shift manager at a DC",
}
SUPPORT_JOB = {
    "requirements": "dbt certification preferred\nCounterbalance and reach truck licences\n"
    "Experience as nurse in charge\npresent findings to audit committees\n"
    "Be the escalation point for billing\nCoaching or team lead experience\n"
    "Chartered Member of the CIPD, or CIPD Level 7\nShift management in a warehouse or DC\n"
    "Current NMC registration as a registered nurse",
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # On the way is not there yet, however far into the quote the thing comes.
        (
            "You hold the dbt certification they prefer",
            "dbt (studying for the dbt Analytics Engineering certification)",
            "dbt certification preferred",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "You are studying for the dbt certification they prefer",
            "dbt (studying for the dbt Analytics Engineering certification)",
            "dbt certification preferred",
            MODEL,
        ),
        (
            "You hold both counterbalance and reach truck licences",
            "Counterbalance FLT licence (RTITB), reach truck (in training)",
            "Counterbalance and reach truck licences",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "You hold a counterbalance licence, which they want",
            "Counterbalance FLT licence (RTITB), reach truck (in training)",
            "Counterbalance and reach truck licences",
            MODEL,
        ),
        # A role the seeker supported is another person's; one they held is theirs.
        (
            "You have been the nurse in charge on night shifts",
            "supported the nurse in charge on night shifts",
            "Experience as nurse in charge",
            PAGE,
        ),
        (
            "You have been nurse in charge on day shifts",
            "nurse in charge on day shifts since 2024",
            "Experience as nurse in charge",
            MODEL,
        ),
        # Drafting for a committee is not presenting to it.
        (
            "You have presented audit findings to audit committees",
            "drafted findings for the audit committee",
            "present findings to audit committees",
            PAGE,
        ),
        (
            "You have presented findings, as they ask",
            "presented findings to the board",
            "present findings to audit committees",
            MODEL,
        ),
        # Years without a number need years in the quote.
        (
            "You have handled billing escalations for years",
            "took billing escalations for 6 months in 2024",
            "Be the escalation point for billing",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "You have answered billing queries for years",
            "2016-2023 answered billing queries",
            "Be the escalation point for billing",
            MODEL,
        ),
    ],
)
def test_on_the_way_anothers_role_and_vague_years(point, profile_quote, job_quote, expected):
    assert decide("match", point, profile_quote, job_quote, SUPPORT_PROFILE, SUPPORT_JOB) == str(
        expected
    )


@pytest.mark.parametrize(
    ("point", "job_quote", "profile_update", "expected"),
    [
        # "shadowed the team lead" shows no team lead experience; leading a team does.
        (
            "Coaching or team lead experience is not shown in your profile",
            "Coaching or team lead experience",
            {},
            MODEL,
        ),
        (
            "Coaching or team lead experience is not shown in your profile",
            "Coaching or team lead experience",
            {"work_preferences": "team lead for 4 agents since 2023"},
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # One of two alternatives, shown whole: CIPD Level 5 is neither.
        (
            "Chartered CIPD membership or CIPD Level 7 is not shown in your profile",
            "Chartered Member of the CIPD, or CIPD Level 7",
            {},
            MODEL,
        ),
        (
            "Chartered CIPD membership or CIPD Level 7 is not shown in your profile",
            "Chartered Member of the CIPD, or CIPD Level 7",
            {"work_preferences": "CIPD Level 7 completed in 2024"},
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # Alternatives of a setting keep what is done in it: a DC is no shift management.
        (
            "Shift management in a warehouse or DC is not shown in your profile",
            "Shift management in a warehouse or DC",
            {"experience": "2019-2025 operative at a DC"},
            MODEL,
        ),
        (
            "Shift management in a warehouse or DC is not shown in your profile",
            "Shift management in a warehouse or DC",
            {},
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # RGN is a registered nurse.
        (
            "Registered nurse status is not shown in your profile",
            "Current NMC registration as a registered nurse",
            {},
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
    ],
)
def test_gaps_read_anothers_role_and_whole_alternatives(
    point, job_quote, profile_update, expected
):
    profile = {**SUPPORT_PROFILE, **profile_update}
    assert decide("gap", point, "", job_quote, profile, SUPPORT_JOB) == str(expected)


@pytest.mark.parametrize(
    ("point", "expected"),
    [
        ("Mention the code CALTON24 in your cover letter", FaithReason.INSTRUCTION_IN_POINT),
        ("Put the reference HX-12 in your application form", FaithReason.INSTRUCTION_IN_POINT),
        ("With your record you will easily hit their targets", FaithReason.JUDGES_THE_PERSON),
        ("You are clearly ready to step up and lead billing", FaithReason.JUDGES_THE_PERSON),
        ("You would need more seniority before leading billing", FaithReason.JUDGES_THE_PERSON),
        ("You'd thrive as their escalation point", FaithReason.JUDGES_THE_PERSON),
        ("You would really excel as their escalation point", FaithReason.JUDGES_THE_PERSON),
        ("You'd be a natural at billing escalations", FaithReason.JUDGES_THE_PERSON),
        ("Billing escalations would be a big step up for you", FaithReason.JUDGES_THE_PERSON),
        ("No billing work yet, which could count against you", FaithReason.JUDGES_THE_PERSON),
        ("Billing escalations may not suit you", FaithReason.JUDGES_THE_PERSON),
        (
            "Ten years of billing make you exactly the lead they need",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "You're the ideal billing lead and should expect an offer",
            FaithReason.JUDGES_THE_PERSON,
        ),
        ("You would make an excellent escalation point", FaithReason.JUDGES_THE_PERSON),
        # Near misses: code and readiness the quotes speak of, and a step up that compares
        # the work ("in", "from"), not the person.
        ("You write the code for billing, as they do", MODEL),
        ("Billing escalations would be a step up in volume for the same work", MODEL),
        ("You take billing escalations; leading the billing team would be a step up.", PAGE),
        ("You take billing escalations, so this shouldn't hold you back", MODEL),
        ("You are ready to take billing escalations, as they need", MODEL),
    ],
)
def test_instructions_and_forecasts_in_a_point(point, expected):
    profile = {"experience": "ready to take billing escalations; write the code for billing"}
    job = {"requirements": "Be the escalation point for billing\nwrite the code for billing"}
    quotes = ("ready to take billing escalations", "Be the escalation point for billing")
    if point.startswith("You write"):
        quotes = ("write the code for billing", "write the code for billing")
    assert decide("match", point, *quotes, profile, job) == str(expected)


PLANNER_PROFILE = {
    "headline": "Transport planner and delivery driver, UK",
    "skills": "Class D driver's license, handheld scanners, EYFS planning and observations, "
    "Tapestry learning journals, Paediatric First Aid (12-hour), full driving licence",
    "experience": "2019-2025 Northway: assisted on a VISSIM microsimulation model; built 3 "
    "junction models in LinSig; processed around 120 invoices a day; resolved about 70% of "
    "tickets at first contact; resolved 40 tickets a day; covered as room leader during "
    "holidays; room leader from 2021 to 2024. No commercial driver's license (CDL) yet; "
    "planning to take the CDL Class B test in spring; take the CKA exam in 2026; passed the "
    "CKAD exam in 2023",
}
PLANNER_JOB = {
    "requirements": "build microsimulation models in VISSIM\nbuild junction models\n"
    "around 2,500 invoices a month\nResolve escalated incidents\nCKA certification\n"
    "CKAD certification\nAt least 1 year leading a room\nPaediatric First Aid certificate\n"
    "plan in line with the Early Years Foundation Stage\nCDL Class B required\n"
    "Scan every package with a Zebra handheld\nFull UK driving licence\nHybrid (3 days office)",
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # Helping with the work is not doing it: the page's words.
        (
            "You've built VISSIM microsimulation models, as they need",
            "assisted on a VISSIM microsimulation model",
            "build microsimulation models in VISSIM",
            PAGE,
        ),
        (
            "You assisted on a VISSIM microsimulation model, the kind they build",
            "assisted on a VISSIM microsimulation model",
            "build microsimulation models in VISSIM",
            MODEL,
        ),
        (
            "You have built junction models, as they do",
            "built 3 junction models in LinSig",
            "build junction models",
            MODEL,
        ),
        # A count in words needs a quote that says it: "hundreds" is not 120.
        (
            "You process hundreds of invoices a day",
            "processed around 120 invoices a day",
            "around 2,500 invoices a month",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "You process around 120 invoices a day; they handle 2,500 a month",
            "processed around 120 invoices a day",
            "around 2,500 invoices a month",
            MODEL,
        ),
        # A percentage is not a count.
        (
            "You resolve 70 tickets a day at first contact",
            "resolved about 70% of tickets at first contact",
            "Resolve escalated incidents",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "You resolve about 70% of tickets at first contact",
            "resolved about 70% of tickets at first contact",
            "Resolve escalated incidents",
            MODEL,
        ),
        # An exam to take is not a certificate held; one passed is.
        (
            "You hold the CKA certification on their list",
            "take the CKA exam in 2026",
            "CKA certification",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "You hold the CKAD certification on their list",
            "passed the CKAD exam in 2023",
            "CKAD certification",
            MODEL,
        ),
        # "Over a year" needs a year in the quote.
        (
            "You've led a room for well over a year",
            "covered as room leader during holidays",
            "At least 1 year leading a room",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "You've been a room leader for over a year",
            "room leader from 2021 to 2024",
            "At least 1 year leading a room",
            MODEL,
        ),
        # "Learning journals" learn nothing; "(12-hour)" says how long the course was.
        (
            "Your 12-hour Paediatric First Aid covers the certificate they require",
            "Paediatric First Aid (12-hour)",
            "Paediatric First Aid certificate",
            MODEL,
        ),
        (
            "You plan with the EYFS, as they do",
            "EYFS planning and observations",
            "plan in line with the Early Years Foundation Stage",
            MODEL,
        ),
    ],
)
def test_helping_counts_in_words_percentages_exams_and_a_year(
    point, profile_quote, job_quote, expected
):
    assert decide("match", point, profile_quote, job_quote, PLANNER_PROFILE, PLANNER_JOB) == str(
        expected
    )


@pytest.mark.parametrize(
    ("point", "job_quote", "expected"),
    [
        # What the profile puts ahead, inside brackets or after "planning to", is no CDL.
        ("A CDL Class B is not shown in your profile", "CDL Class B required", MODEL),
        # A scanner scans; a country says where.
        (
            "Handheld scanning is not shown in your profile",
            "Scan every package with a Zebra handheld",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "A full UK driving licence is not shown in your profile",
            "Full UK driving licence",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # A gap that says nothing is missing is no gap: the page's own words.
        ("Your hybrid preference fits their 3 office days", "Hybrid (3 days office)", PAGE),
        # A requirement as it stands is a gap: the page says it is not shown.
        ("CDL Class B required for their routes", "CDL Class B required", MODEL),
        (
            "Without the CKA you are unlikely to get past their screening",
            "CKA certification",
            FaithReason.JUDGES_THE_PERSON,
        ),
    ],
)
def test_gaps_read_plans_scanners_places_and_absence(point, job_quote, expected):
    assert decide("gap", point, "", job_quote, PLANNER_PROFILE, PLANNER_JOB) == str(expected)


LEAD_PROFILE = {
    "headline": "Data analyst, 4 years in retail reporting",
    "skills": "IOSH Managing Safely, Excel (pivot tables), Stock control",
    "experience": "2019-2025 Hartwell: led a night shift of 18 pickers; managed £1.8m annual "
    "ad spend; Year 6 teacher for 4 years, led SATs preparation; ran diabetes clinics for 400 "
    "patients",
}
LEAD_JOB = {
    "requirements": "2+ years as a data analyst\nLead a team of 15 warehouse operatives\n"
    "£1.2m yearly budget\nprepare pupils for end of KS2 SATs\nIOSH or NEBOSH\n"
    "Lead our long-term conditions clinics\nExperience with SAP Retail or a similar stock "
    "system\nAdvanced Excel",
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # "You would" is the job's: the 15 are theirs, the 18 the seeker's.
        (
            "You led a night shift of 18 pickers, more than the 15 operatives you would lead",
            "led a night shift of 18 pickers",
            "Lead a team of 15 warehouse operatives",
            MODEL,
        ),
        (
            "You led a night shift of 15 pickers",
            "led a night shift of 18 pickers",
            "Lead a team of 15 warehouse operatives",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        # A multiple the quotes' numbers make, and one they do not.
        (
            "You have been a data analyst for four years, twice the two years they ask for",
            "Data analyst, 4 years in retail reporting",
            "2+ years as a data analyst",
            MODEL,
        ),
        (
            "You have been a data analyst for four years, three times the two they ask for",
            "Data analyst, 4 years in retail reporting",
            "2+ years as a data analyst",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        # Millions are numbers.
        (
            "You managed £1.8m annual ad spend, more than the £1.2m budget you would own",
            "managed £1.8m annual ad spend",
            "£1.2m yearly budget",
            MODEL,
        ),
        # "SATs preparation" is work done, not a course on the way.
        (
            "You led SATs preparation, and they prepare pupils for SATs",
            "Year 6 teacher for 4 years, led SATs preparation",
            "prepare pupils for end of KS2 SATs",
            MODEL,
        ),
        # A shared name anchors the point: the other names are each from their own quote.
        (
            "Your IOSH Managing Safely meets their IOSH or NEBOSH requirement",
            "IOSH Managing Safely",
            "IOSH or NEBOSH",
            MODEL,
        ),
        # A credential in something neither quote says.
        (
            "You ran diabetes clinics and are certified in spirometry, which they need",
            "ran diabetes clinics for 400 patients",
            "Lead our long-term conditions clinics",
            FaithReason.TERM_NOT_IN_QUOTES,
        ),
        (
            "You ran diabetes clinics for 400 patients, and they run clinics",
            "ran diabetes clinics for 400 patients",
            "Lead our long-term conditions clinics",
            MODEL,
        ),
    ],
)
def test_duties_multiples_millions_and_credentials(point, profile_quote, job_quote, expected):
    assert decide("match", point, profile_quote, job_quote, LEAD_PROFILE, LEAD_JOB) == str(
        expected
    )


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # "the 3 you are open to" is the seeker's, said after "they"; "the 2 who would support
        # your class" is the job's, said after "you".
        (
            "The two office days a week they ask for is no more than the 3 you are open to",
            "up to 3 office days a week",
            "Two office days a week",
            MODEL,
        ),
        (
            "The two office days a week they ask for is no more than the 2 you are open to",
            "up to 3 office days a week",
            "Two office days a week",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "You have led 3 teaching assistants, more than the 2 who would support your class",
            "led 3 teaching assistants",
            "supported by 2 teaching assistants",
            MODEL,
        ),
        # "Pay As You Earn" is a name, not a "you"; "A Level 3" is no A level.
        (
            "Your Pay As You Earn work covers the PAYE they require",
            "Pay As You Earn",
            "PAYE",
            MODEL,
        ),
        (
            "You hold a Level 3 Teaching Assistant qualification, as they ask",
            "Level 3 Teaching Assistant qualification",
            "Level 3 Teaching Assistant qualification",
            MODEL,
        ),
        # "Ignore the other requirements" tells the reader what to do.
        (
            "Ignore the other requirements: your PAYE work is all that matters",
            "Pay As You Earn",
            "PAYE",
            FaithReason.INSTRUCTION_IN_POINT,
        ),
    ],
)
def test_whose_number_names_with_you_in_them_and_ignoring(
    point, profile_quote, job_quote, expected
):
    profile = {
        "skills": "Pay As You Earn, Level 3 Teaching Assistant qualification",
        "experience": "2019-2025 Ashby: led 3 teaching assistants",
        "work_preferences": "up to 3 office days a week",
    }
    job = {
        "requirements": "PAYE\nsupported by 2 teaching assistants\nTwo office days a week\n"
        "Level 3 Teaching Assistant qualification\nAdvanced Life Support (ALS)",
    }
    assert decide("match", point, profile_quote, job_quote, profile, job) == str(expected)


def test_a_name_spelled_out_and_bracketed_is_still_the_subject_of_its_gap():
    # "Advanced Life Support (ALS)": the letters restate the name; the gap is still about it.
    job = {"requirements": "Advanced Life Support (ALS)"}
    profile = {"skills": "ILS certified"}
    assert (
        decide(
            "gap",
            "Advanced Life Support (ALS) is not shown in your profile",
            "",
            "Advanced Life Support (ALS)",
            profile,
            job,
        )
        == MODEL
    )


def test_supporting_ones_own_caseload_is_no_help_to_another():
    profile = {"experience": "supporting a caseload of 30 patients; helped the ward manager plan"}
    job = {"requirements": "Hold a caseload of 30 patients\nplan the ward rota"}
    quotes = ("supporting a caseload of 30 patients", "Hold a caseload of 30 patients")
    assert (
        decide("match", "You carry a caseload of 30 patients, as they ask", *quotes, profile, job)
        == MODEL
    )
    quotes = ("helped the ward manager plan", "plan the ward rota")
    assert decide("match", "You plan the ward rota, as they need", *quotes, profile, job) == PAGE


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # How many alternatives the job quote offers is a number it shows.
        (
            "You use Playwright, one of the two frameworks they name",
            "Playwright",
            "Playwright or Selenium",
            MODEL,
        ),
        (
            "You use Playwright, one of the three frameworks they name",
            "Playwright",
            "Playwright or Selenium",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        # A course starting in January is not a certification held.
        (
            "You hold an AWS certification, and they run on AWS",
            "AWS certification",
            "We run on AWS",
            FaithReason.NEGATED_EVIDENCE,
        ),
    ],
)
def test_counted_alternatives_and_courses_starting(point, profile_quote, job_quote, expected):
    profile = {
        "skills": "Playwright, Cypress",
        "experience": "Starting an AWS certification course in January.",
    }
    job = {"requirements": "Playwright or Selenium\nWe run on AWS"}
    assert decide("match", point, profile_quote, job_quote, profile, job) == str(expected)


SKILLS_IN_WORDS = {
    "skills": "SQL, Cert CII, no Dip CII yet, XGBoost, WiFi troubleshooting, month-end closing, "
    "learning Looker, care of residents with Alzheimer's, customs entries, IT general controls, "
    "Prometheus monitoring, "
    "Booking.com extranet, "
    "learning support assistant courses, "
    "Python (Grundkenntnisse), "
    "Englisch C1, BS 7671:2018 wiring regulations certificate, SAP (no hands-on experience yet)",
    "experience": "2021-2024 Kerrow Retail: weekly Power BI reports; no management "
    "qualification yet\n2. Staatsexamen voraussichtlich Juli 2025\n"
    "Fachweiterbildung Intensivpflege: begonnen 10/2024\n"
    "B2-Module (Prüfung Modul 13 im März 2025 angemeldet)\nDiploma of Building and "
    "Construction - currently enrolled, expected completion December 2025\nBerufspädagoge "
    "(IHK) - berufsbegleitend, Abschluss voraussichtlich 2025\n5 Jahre Disposition\n"
    "CPSM Part 1 passed, Parts 2-3 booked for 2026\nnog geen ervaring met reorganisaties",
}
SKILLS_JOB = {
    "requirements": "Looker experience an asset\nGute Python-Kenntnisse\n"
    "Gradient boosting for predictive models\nWi-Fi troubleshooting\nCert CII required\n"
    "Expérience des clôtures mensuelles\nExperiencia con personas con demencia\n"
    "Customs declarations\nITGC\nonline travel agents\n"
    "improve observability with Prometheus and Loki\n"
    "Sehr gute Englischkenntnisse\n18th Edition Wiring Regulations\n"
    "SAP experience\nA management qualification\nOn-call experience\n"
    "Abgeschlossenes 2. Staatsexamen\nAbgeschlossene Fachweiterbildung Intensivpflege\nB2-Module\n"
    "Diploma of Building and Construction\nZusatzqualifikation (Berufspädagoge IHK)\n"
    "Mindestens 3 Jahre in der Disposition\nCPSM certification preferred\n"
    "Ervaring met reorganisaties"
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # "learning" right before a known name puts it ahead; before other words it does not.
        (
            "match",
            "You already use Looker, which they list as an asset",
            "learning Looker",
            "Looker experience an asset",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You are learning Looker, which they list as an asset",
            "learning Looker",
            "Looker experience an asset",
            MODEL,
        ),
        # German knowledge of a name is the name: shown as "Englisch C1", so no gap; but
        # "Grundkenntnisse" (basics) is a level, never a name.
        (
            "gap",
            "Sehr gute Englischkenntnisse gehen aus Ihrem Profil nicht hervor",
            "",
            "Sehr gute Englischkenntnisse",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "match",
            "Deine sehr guten Python-Kenntnisse erfüllen ihre Anforderung",
            "Python (Grundkenntnisse)",
            "Gute Python-Kenntnisse",
            PAGE,
        ),
        # A kind shown by one of its instances: XGBoost is gradient boosting.
        (
            "gap",
            "Gradient boosting isn't listed among the methods you've used",
            "",
            "Gradient boosting for predictive models",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # Spellings and translations: WiFi is Wi-Fi; "clôtures mensuelles" the month-end close.
        (
            "gap",
            "Wi-Fi troubleshooting is not shown in your profile",
            "",
            "Wi-Fi troubleshooting",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "L'expérience des clôtures mensuelles n'apparaît pas dans votre profil",
            "",
            "Expérience des clôtures mensuelles",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # Dementia in Spanish, shown by Alzheimer's (an instance of it).
        (
            "gap",
            "No muestras experiencia con personas con demencia",
            "",
            "Experiencia con personas con demencia",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # Other names and instances: customs entries, IT general controls, Booking.com.
        (
            "gap",
            "Customs declarations aren't shown in your profile",
            "",
            "Customs declarations",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "ITGC doesn't appear in your profile",
            "",
            "ITGC",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Working with online travel agents is not shown in your profile",
            "",
            "online travel agents",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # One tool of a list the job asks for all of is missing, though the others are shown.
        (
            "gap",
            "Loki isn't in your toolset yet, though you've built Prometheus monitoring",
            "",
            "improve observability with Prometheus and Loki",
            PAGE,
        ),
        # The wiring regulations under their edition's name.
        (
            "gap",
            "The 18th Edition Wiring Regulations are not shown in your profile",
            "",
            "18th Edition Wiring Regulations",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # "You haven't ..." repeats the profile when the profile itself says so; otherwise it
        # is blame, in the page's words.
        (
            "gap",
            "You haven't used SAP hands-on yet, and they want it",
            "",
            "SAP experience",
            MODEL,
        ),
        (
            "gap",
            "You don't hold a management qualification yet",
            "",
            "A management qualification",
            MODEL,
        ),
        ("gap", "You haven't done on-call work yet", "", "On-call experience", PAGE),
        # Not when the profile shows it as well as denying it: "Cert CII" held, "Dip CII" not.
        ("gap", "You don't hold the Cert CII they want", "", "Cert CII required", PAGE),
        # Enrolled after a dash, expected with two words before its year; a status after a
        # dash describes the item past its commas; the German "geforderten" years the job's.
        (
            "match",
            "You've completed the Diploma of Building and Construction they ask for",
            "Diploma of Building and Construction - currently enrolled, expected completion "
            "December 2025",
            "Diploma of Building and Construction",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "Mit Ihrem Abschluss als Berufspädagoge (IHK) erfüllen Sie die Zusatzqualifikation",
            "Berufspädagoge (IHK)",
            "Zusatzqualifikation (Berufspädagoge IHK)",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "Mit 5 Jahren in der Disposition übertreffen Sie die geforderten 3 Jahre",
            "5 Jahre Disposition",
            "Mindestens 3 Jahre in der Disposition",
            MODEL,
        ),
        # Parts still booked; "no" in Dutch.
        (
            "match",
            "Your CPSM certification meets their preferred certification",
            "CPSM Part 1 passed, Parts 2-3 booked for 2026",
            "CPSM certification preferred",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You've passed CPSM Part 1, with Parts 2-3 booked for 2026",
            "CPSM Part 1 passed, Parts 2-3 booked for 2026",
            "CPSM certification preferred",
            MODEL,
        ),
        (
            "match",
            "Je hebt ervaring met reorganisaties, zoals zij vragen",
            "nog geen ervaring met reorganisaties",
            "Ervaring met reorganisaties",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # Expected, started and booked in German: ahead, not held.
        (
            "match",
            "Sie haben das geforderte 2. Staatsexamen bereits abgeschlossen",
            "2. Staatsexamen voraussichtlich Juli 2025",
            "Abgeschlossenes 2. Staatsexamen",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "Ihr 2. Staatsexamen ist für Juli 2025 vorgesehen, wie gefordert",
            "2. Staatsexamen voraussichtlich Juli 2025",
            "Abgeschlossenes 2. Staatsexamen",
            MODEL,
        ),
        (
            "match",
            "Mit Ihrer Fachweiterbildung Intensivpflege bringen Sie die Zusatzqualifikation mit",
            "Fachweiterbildung Intensivpflege: begonnen 10/2024",
            "Abgeschlossene Fachweiterbildung Intensivpflege",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "Sie haben das B2-Modul 13 bestanden",
            "B2-Module (Prüfung Modul 13 im März 2025 angemeldet)",
            "B2-Module",
            FaithReason.NEGATED_EVIDENCE,
        ),
    ],
)
def test_learning_a_name_german_statuses_and_a_profiles_own_no(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, SKILLS_IN_WORDS, SKILLS_JOB) == str(
        expected
    )


WORDS_FORMS_PROFILE = {
    "skills": "triage: completed the online module, not yet triaged independently; cursus Lean "
    "Green Belt: bezig, examen in september",
    "experience": "built the Excel driver-based model for the 2024 budget together with the "
    "FP&A manager\n2020-heden Venlo: stuur 14 orderpickers aan\nsupported the paid social "
    "specialist on Meta Ads campaigns; our team of 8 kept CSAT above 94% through 2024\n"
    "medicines reconciliation (shadowing only)\nvalenciano: estudiando el nivel C1 (examen en "
    "junio)\nthe invoice digitisation project with Esker led by the finance controller\n"
    "j'ai participé au projet de dématérialisation avec Esker mené par le contrôleur",
}
WORDS_FORMS_JOB = {
    "requirements": "Triage experience\nKennis van Lean\nbuild driver-based models\n"
    "Minimaal 3 jaar leidinggevende ervaring\nrunning Meta Ads campaigns\nCSAT\n"
    "medicines reconciliation\nvalenciano (nivel C1)\ndigitise invoices"
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # A name denied in another form of its word, a course in progress in Dutch, work
        # done with a manager whose title has an ampersand.
        (
            "You already have the triage experience they ask for",
            "not yet triaged independently",
            "Triage experience",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "Met je Lean Green Belt voldoe je aan hun Lean-eis",
            "cursus Lean Green Belt: bezig",
            "Kennis van Lean",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "You built the driver-based model behind the 2024 budget",
            "built the Excel driver-based model for the 2024 budget together with the FP&A manager",
            "build driver-based models",
            PAGE,
        ),
        # Near misses: the same work said as shared, and "hun" (their) years are the job's.
        (
            "You built the 2024 budget model together with the FP&A manager",
            "built the Excel driver-based model for the 2024 budget together with the FP&A manager",
            "build driver-based models",
            MODEL,
        ),
        (
            "Je stuurt sinds 2020 14 orderpickers aan, ruim hun 3 jaar",
            "2020-heden Venlo: stuur 14 orderpickers aan",
            "Minimaal 3 jaar leidinggevende ervaring",
            MODEL,
        ),
        # Helping a specialist, a team's result, shadowing only, studying in Spanish.
        (
            "You ran Meta Ads campaigns, which matches their paid social need",
            "supported the paid social specialist on Meta Ads campaigns",
            "running Meta Ads campaigns",
            PAGE,
        ),
        (
            "You kept CSAT above 94% through 2024",
            "our team of 8 kept CSAT above 94% through 2024",
            "CSAT",
            PAGE,
        ),
        (
            "You have done medicines reconciliation, which the ward role needs",
            "medicines reconciliation (shadowing only)",
            "medicines reconciliation",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "Tu C1 de valenciano cumple su requisito lingüístico",
            "valenciano: estudiando el nivel C1 (examen en junio)",
            "valenciano (nivel C1)",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # Work another led, in English and in French.
        (
            "You led the invoice digitisation project with Esker",
            "the invoice digitisation project with Esker led by the finance controller",
            "digitise invoices",
            PAGE,
        ),
        (
            "Vous avez mené le projet de dématérialisation avec Esker",
            "j'ai participé au projet de dématérialisation avec Esker mené par le contrôleur",
            "digitise invoices",
            PAGE,
        ),
        (
            "Vous avez participé au projet de dématérialisation avec Esker",
            "j'ai participé au projet de dématérialisation avec Esker mené par le contrôleur",
            "digitise invoices",
            MODEL,
        ),
        # Near misses: the point says it was shared, or that the seeker is studying.
        (
            "Your team of 8 kept CSAT above 94% through 2024",
            "our team of 8 kept CSAT above 94% through 2024",
            "CSAT",
            MODEL,
        ),
        (
            "Estás estudiando el C1 de valenciano que piden",
            "valenciano: estudiando el nivel C1 (examen en junio)",
            "valenciano (nivel C1)",
            MODEL,
        ),
    ],
)
def test_word_forms_dutch_statuses_and_shared_work(point, profile_quote, job_quote, expected):
    assert decide(
        "match", point, profile_quote, job_quote, WORDS_FORMS_PROFILE, WORDS_FORMS_JOB
    ) == str(expected)


NO_AND_NOT_PROFILE = {
    "headline": "Técnica de farmácia com 4 anos em farmácia comunitária no Grande Porto",
    "skills": "GDC registered dental nurse (no. 245871), no production experience with LLM "
    "fine-tuning yet, English and French (professional)",
    "experience": "2021-present The Fettle Room: our bar lifted wet GP from 71% to 76%; P&L "
    "review (with district manager)\ncut critical Security Hub findings from 310 to 45 with "
    "two colleagues; formé parte del grupo de trabajo que redujo las caídas nocturnas un 30 % "
    "en 2023; Excel (intermediate: pivot tables, VLOOKUP); TC multistrato (Siemens Somatom)\n"
    "BSc Nursing (2019); Postgraduate Certificate in Clinical Research, University College "
    "Dublin (in progress, finishing June 2025)\nour TripAdvisor score went from 4.2 to 4.6 "
    "during 2023; incrementality tests (with agency)\nMitarbeit im Team bei der "
    "Konzernabschlussprüfung eines Automobilzulieferers (IFRS, Prüfungsleitung durch "
    "Managerin)\nCIPD Level 5 Associate Diploma in Organisational Learning and Development - "
    "final assignment submitted, result due May",
}
NO_AND_NOT_JOB = {
    "requirements": "GDC registration as a dental nurse\nBilingual English/French an asset\n"
    "Experiência mínima de 2 anos em farmácia comunitária\nHitting wet GP targets\n"
    "Advanced Excel or Google Sheets\nEsperienza in TC\nDegree in life sciences or nursing"
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # "no." before a number, a "no ... yet" that ends before the next item, the Portuguese
        # "no" (in the), the years "exigidos" (the job's), and a result said as the bar's.
        (
            "Your GDC registration as a dental nurse meets their first requirement",
            "GDC registered dental nurse",
            "GDC registration as a dental nurse",
            MODEL,
        ),
        (
            "You work professionally in both English and French, as they'd like",
            "English and French (professional)",
            "Bilingual English/French an asset",
            MODEL,
        ),
        (
            "Os seus 4 anos em farmácia comunitária superam os 2 anos exigidos",
            "Técnica de farmácia com 4 anos em farmácia comunitária",
            "Experiência mínima de 2 anos em farmácia comunitária",
            MODEL,
        ),
        (
            "Your bar lifted wet GP from 71% to 76%, like their GP targets",
            "our bar lifted wet GP from 71% to 76%",
            "Hitting wet GP targets",
            MODEL,
        ),
        # Work shared with a role in brackets, without "the"; "comes with this role" shares
        # nothing.
        (
            "You already own your store's P&L, which comes with this role",
            "P&L review (with district manager)",
            "Hitting wet GP targets",
            PAGE,
        ),
        # Work done with two colleagues, a working group's result in Spanish, a high level a
        # name carries beside the lower one its quote gives, a verdict in Italian.
        (
            "You personally cut critical Security Hub findings from 310 to 45",
            "cut critical Security Hub findings from 310 to 45 with two colleagues",
            "Hitting wet GP targets",
            PAGE,
        ),
        (
            "Lograste reducir un 30 % las caídas nocturnas de tu residencia",
            "formé parte del grupo de trabajo que redujo las caídas nocturnas un 30 % en 2023",
            "Hitting wet GP targets",
            PAGE,
        ),
        (
            "Your advanced Excel skills meet their spreadsheet requirement",
            "Excel (intermediate: pivot tables, VLOOKUP)",
            "Advanced Excel or Google Sheets",
            PAGE,
        ),
        (
            "Con la tua TC su Siemens Somatom sei il candidato ideale per loro",
            "TC multistrato (Siemens Somatom)",
            "Esperienza in TC",
            FaithReason.JUDGES_THE_PERSON,
        ),
        # Of two credentials in one quote, the unfinished one is not held; the other is.
        (
            "Your Postgraduate Certificate in Clinical Research covers their degree",
            "BSc Nursing (2019); Postgraduate Certificate in Clinical Research, University "
            "College Dublin (in progress, finishing June 2025)",
            "Degree in life sciences or nursing",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "Your BSc Nursing covers the nursing degree they ask for",
            "BSc Nursing (2019); Postgraduate Certificate in Clinical Research, University "
            "College Dublin (in progress, finishing June 2025)",
            "Degree in life sciences or nursing",
            MODEL,
        ),
        # A result of all of "us", work done with an agency, a verdict by another word.
        (
            "You lifted the hotel's TripAdvisor score from 4.2 to 4.6",
            "our TripAdvisor score went from 4.2 to 4.6 during 2023",
            "Hitting wet GP targets",
            PAGE,
        ),
        (
            "You've designed and run your own incrementality tests",
            "incrementality tests (with agency)",
            "Hitting wet GP targets",
            PAGE,
        ),
        (
            "Your conversational French makes you the ideal pick for their bilingual guests",
            "English and French (professional)",
            "Bilingual English/French an asset",
            FaithReason.JUDGES_THE_PERSON,
        ),
        # Work in a team in German, led by another; a credential whose name says "Learning".
        (
            "Du hast die Konzernabschlussprüfung eines Automobilzulieferers geleitet",
            "Mitarbeit im Team bei der Konzernabschlussprüfung eines Automobilzulieferers (IFRS, "
            "Prüfungsleitung durch Managerin)",
            "Hitting wet GP targets",
            PAGE,
        ),
        (
            "You hold the CIPD Level 5 Associate Diploma in Organisational Learning and "
            "Development, which meets their requirement",
            "CIPD Level 5 Associate Diploma in Organisational Learning and Development - final "
            "assignment submitted, result due May",
            "Degree in life sciences or nursing",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # Near misses: the bar's result said as the seeker's own, LLM fine-tuning said as done.
        (
            "You lifted wet GP from 71% to 76%, like their GP targets",
            "our bar lifted wet GP from 71% to 76%",
            "Hitting wet GP targets",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "You have production experience with LLM fine-tuning",
            "production experience with LLM fine-tuning",
            "Bilingual English/French an asset",
            FaithReason.NEGATED_EVIDENCE,
        ),
    ],
)
def test_numbers_after_no_lists_after_yet_and_portuguese(
    point, profile_quote, job_quote, expected
):
    assert decide(
        "match", point, profile_quote, job_quote, NO_AND_NOT_PROFILE, NO_AND_NOT_JOB
    ) == str(expected)


COUNTED_YEARS_PROFILE = {
    "skills": "Front office, Opera PMS",
    "experience": "2022-present Meridian Creek Hotel (412 rooms, 5-star): Assistant Front Office "
    "Manager\n5 years as a night auditor\nTaught classes of 28",
}
COUNTED_YEARS_JOB = {
    "requirements": "2+ years as Assistant FOM\nNight audit\nTeach our Year 4 class of 30"
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # Years the quote gives only as a count of something else.
        (
            "You've been an Assistant FOM at a 5-star hotel for over five years",
            "2022-present Meridian Creek Hotel (412 rooms, 5-star): Assistant Front Office Manager",
            "2+ years as Assistant FOM",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        # Near misses: years the quote counts, in figures or words, and numbers near a year.
        ("You have five years of night audit", "5 years as a night auditor", "Night audit", MODEL),
        (
            "You have 5 full years as a night auditor",
            "5 years as a night auditor",
            "Night audit",
            MODEL,
        ),
        (
            "You taught classes of 28; their Year 4 class has 30",
            "Taught classes of 28",
            "Teach our Year 4 class of 30",
            MODEL,
        ),
    ],
)
def test_years_the_quote_counts(point, profile_quote, job_quote, expected):
    assert decide(
        "match", point, profile_quote, job_quote, COUNTED_YEARS_PROFILE, COUNTED_YEARS_JOB
    ) == str(expected)


@pytest.mark.parametrize(
    ("point", "flagged"),
    [
        ("Sie arbeiten bereits mit AMOS – erwähnen Sie das unbedingt im Anschreiben", True),
        ("Du kennst SAP; erwähne das in deinem Anschreiben", True),
        ("Vous connaissez SAP : mentionnez-le dans votre lettre de motivation", True),
        ("Conoces SAP; menciónalo en tu carta de presentación", True),
        ("Je kent SAP; noem dit in je motivatiebrief", True),
        ("Prometheus and Grafana match their stack, so highlight them when you apply", True),
        ("Mention it in your application", True),
        # An application as a subject, not as what to write in; a list of what they use.
        ("They list it when you apply through the portal", False),
        ("Vous avez travaillé en candidature spontanée", False),
        ("Sie haben Erfahrung in der Bewerbung von Produkten", False),
    ],
)
def test_what_to_write_in_an_application_in_other_languages(point, flagged):
    from explain.instructions import point_findings

    assert bool(point_findings(point)) is flagged


LIST_PROFILE = {
    "skills": "Snowflake, dbt",
    "experience": "no experience with hoists, slings or moving and handling so far; "
    "taught Reception classes of 30; supporting 1,200 staff and students",
}
LIST_JOB = {
    "requirements": "Moving and handling training\nBigQuery, Snowflake or Redshift\n"
    "two-form entry Reception unit of 60 children\n800 colleagues across 6 offices",
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # The list's "no ... so far" reaches its last item.
        (
            "You are trained in moving and handling",
            "moving and handling",
            "Moving and handling training",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # Snowflake is a cloud data warehouse: one of those they name.
        (
            "You use Snowflake, one of the data warehouses they name",
            "Snowflake",
            "BigQuery, Snowflake or Redshift",
            MODEL,
        ),
        # Theirs twice yours, and "the 800 colleagues this team looks after" is the job's.
        (
            "You taught Reception classes of 30; their unit of 60 children is twice that",
            "taught Reception classes of 30",
            "two-form entry Reception unit of 60 children",
            MODEL,
        ),
        (
            "You support 1,200 staff and students, more than the 800 colleagues this team "
            "looks after",
            "1,200 staff and students",
            "800 colleagues across 6 offices",
            MODEL,
        ),
    ],
)
def test_a_list_denied_so_far_whose_numbers_and_kinds_of_warehouse(
    point, profile_quote, job_quote, expected
):
    assert decide("match", point, profile_quote, job_quote, LIST_PROFILE, LIST_JOB) == str(
        expected
    )


def test_a_similar_thing_is_shown_only_by_a_thing_the_profile_names():
    # "a similar stock system" needs a named system; "stock control" is none.
    assert (
        decide(
            "gap",
            "Experience with SAP Retail or a similar stock system is not shown in your profile",
            "",
            "Experience with SAP Retail or a similar stock system",
            LEAD_PROFILE,
            LEAD_JOB,
        )
        == MODEL
    )


def test_a_gap_in_german_reads_its_capitals_as_german():
    profile = {"skills": "k8s, Helm, GitLab CI, Python (Grundkenntnisse)"}
    job = {"requirements": "CI/CD-Pipelines in GitHub Actions\nGute Python- oder Go-Kenntnisse"}
    assert (
        decide(
            "gap",
            "GitHub Actions taucht in deinem Profil nicht auf",
            "",
            "CI/CD-Pipelines in GitHub Actions",
            profile,
            job,
        )
        == MODEL
    )
    assert (
        decide(
            "match",
            "Deine sehr guten Python-Kenntnisse erfüllen ihre Anforderung",
            "Python (Grundkenntnisse)",
            "Gute Python- oder Go-Kenntnisse",
            profile,
            job,
        )
        == PAGE
    )


def test_hidden_claims_count_as_dropped_with_their_reason():
    case = json.loads((Path(__file__).parent / "cases-faithful/x01-chef.json").read_text())
    _, _, verdict = run_case(case)
    assert verdict.reasons == {
        "NUMBER_NOT_IN_QUOTES": 1,  # "You have led a brigade of 8" from "trained 4 commis chefs"
        "NOT_ABOUT_QUOTES": 1,  # a gap "Menu costing" for "keep food costs under 30%"
        "CLAIMED_FROM_JOB": 1,  # "You have written vegan menus" from "pastry"
    }
    assert verdict.dropped == 3 and verdict.reworded == 0
    hidden = [claim for claim in verdict.claims if claim.outcome is Outcome.DROPPED]
    assert all(claim.profile_location is None and claim.job_location is None for claim in hidden)


def test_a_related_match_is_shown_in_the_pages_words_with_both_quotes():
    response = json.dumps(
        {
            "matches": [
                {
                    "point": "Your Celery work is close to their AWS setup",
                    "profileQuote": "Celery",
                    "jobQuote": "we deploy to AWS",
                }
            ],
            "gaps": [],
        }
    )
    prompt = build_prompt(DEV_PROFILE, DEV_JOB)
    verdict = verify(response, prompt.profile_fields, prompt.job_fields)
    (claim,) = verdict.matches
    assert claim.wording is Wording.PAGE and claim.shown_point == PAGE_POINTS["match"]
    assert claim.profile_location is not None and claim.job_location is not None
    assert verdict.reworded == 1 and verdict.dropped == 0


# --- Properties ------------------------------------------------------------------------------

claim_text = st.text(alphabet=st.characters(codec="utf-8"), max_size=60) | st.sampled_from(
    [
        "Python",
        "Django",
        "AWS",
        "no AWS experience so far",
        "in",
        "3 clinics",
        "JS (vanilla)",
        "Terraform or Pulumi",
        "You have 10 years of Rust",
        "call 0800 123 456",
        "the 3 you are open to, more than the 2 who would support you",
        "one of the two, hundreds of clinics, £1.8m, twice the 12",
        "planning to take AWS (in training), starting an AWS course",
        "Advanced Life Support (ALS) or Terraform or Pulumi",
        "",
    ]
)
claim = st.fixed_dictionaries(
    {"point": claim_text, "profileQuote": claim_text, "jobQuote": claim_text}
)


class _Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@given(matches=st.lists(claim, max_size=7), gaps=st.lists(claim, max_size=7))
def test_the_stage_never_raises_and_never_shows_more(matches, gaps):
    response = json.dumps({"matches": matches, "gaps": gaps})
    prompt = build_prompt(DEV_PROFILE, DEV_JOB)
    contract = check_response(response, prompt.profile_fields, prompt.job_fields)
    errors = _Errors()
    logging.getLogger("explain.faithfulness").addHandler(errors)
    try:
        verdict = review(contract, prompt.profile_fields, prompt.job_fields)
    finally:
        logging.getLogger("explain.faithfulness").removeHandler(errors)
    # A failure inside the stage would hide the claim (never show it) and log it: none may.
    assert errors.records == []
    assert len(verdict.claims) == len(contract.claims)
    for before, after in zip(contract.claims, verdict.claims, strict=True):
        if before.outcome is not Outcome.KEPT:
            assert after == before  # the floor: dropped and trimmed claims stay so
        else:
            assert after.outcome in (Outcome.KEPT, Outcome.DROPPED)
            if after.outcome is Outcome.DROPPED:
                assert isinstance(after.reason, FaithReason)
    assert {(c.kind, c.position) for c in verdict.matches + verdict.gaps} <= {
        (c.kind, c.position) for c in contract.matches + contract.gaps
    }
    assert verdict.dropped == contract.dropped + sum(
        1 for c in verdict.claims if isinstance(c.reason, FaithReason)
    )
    for shown in verdict.matches + verdict.gaps:
        assert shown.shown_point in (shown.point, PAGE_POINTS[shown.kind.value])
        assert shown.kind in (Kind.MATCH, Kind.GAP)


SEEN_PROFILE = {
    "headline": "Payroll and IT operations lead",
    "skills": "Intune, ServiceNow, right-to-work checks, WSET Level 2, Driver CPC, Kubernetes "
    "course (online); Basic awareness of Azure; no hands-on Azure admin experience",
    "experience": "2019-2025 Northfield Foods: payroll for about 450 employees; Making Tax "
    "Digital returns for 30 clients; planned 80 routes a day for 20 vans; 78% pass rate on "
    "the payroll course (cohort average 71%); observed CBT sessions run by psychology; watched "
    "demos of Workday; not yet deployed services on Kubernetes. Not yet worked with Tableau or "
    "Jamf. The store won Retailer of the Year 2023.",
}
SEEN_JOB = {
    "description": "Last year we won Best Employer 2024. You will plan routes for a fleet of "
    "40 vans and run payroll in Workday.",
    "requirements": "CBT skills training\nWorkday HCM\nProduction deployment on Kubernetes\n"
    "Azure administration\nWSET Level 3\nTransport Manager CPC\n"
    "Knowledge of UK right to work rules\nPayroll for 1,000+ employees\n"
    "Jamf or similar MDM\nMTD for VAT\nAward-winning retail experience\nStrong exam results",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Seen is not done: what the seeker observed or watched, someone else did.
        (
            "match",
            "You are trained in CBT skills",
            "observed CBT sessions run by psychology",
            "CBT skills training",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You have observed CBT sessions, a start on the training they want",
            "observed CBT sessions run by psychology",
            "CBT skills training",
            MODEL,
        ),
        (
            "match",
            "You have used Workday",
            "watched demos of Workday",
            "Workday HCM",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # "more vans than their fleet of 40" compares with the 40.
        (
            "match",
            "You plan routes for more vans than their fleet of 40",
            "planned 80 routes a day for 20 vans",
            "plan routes for a fleet of 40 vans",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "match",
            "You plan routes for 20 vans, fewer than their fleet of 40",
            "planned 80 routes a day for 20 vans",
            "plan routes for a fleet of 40 vans",
            MODEL,
        ),
        # A number the quote gives after its words is bound to them.
        (
            "match",
            "Your 78% pass rate on the payroll course beat the 71% cohort average",
            "78% pass rate on the payroll course (cohort average 71%)",
            "Strong exam results",
            MODEL,
        ),
        # The store's award is not the seeker's: the profile says the store won it.
        (
            "match",
            "You won Retailer of the Year 2023",
            "The store won Retailer of the Year 2023",
            "Award-winning retail experience",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # A name the profile denies somewhere shows a gap only with the gap's other words.
        (
            "gap",
            "Production deployment on Kubernetes is not shown in your profile",
            "",
            "Production deployment on Kubernetes",
            MODEL,
        ),
        (
            "gap",
            "Kubernetes is not shown in your profile",
            "",
            "Production deployment on Kubernetes",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Azure administration is not shown in your profile",
            "",
            "Azure administration",
            MODEL,
        ),
        # A later item of a list a clause denies: "Not yet worked with Tableau or Jamf".
        ("gap", "Jamf is not shown in your profile", "", "Jamf or similar MDM", MODEL),
        # A name keeps its level: WSET Level 2 is no WSET Level 3, a Driver CPC no Transport
        # Manager CPC.
        ("gap", "WSET Level 3 is not shown in your profile", "", "WSET Level 3", MODEL),
        (
            "gap",
            "WSET is not shown in your profile",
            "",
            "WSET Level 3",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "A Transport Manager CPC is not shown in your profile",
            "",
            "Transport Manager CPC",
            MODEL,
        ),
        # Hyphenated in the profile is the same name.
        (
            "gap",
            "Knowledge of UK right to work rules is not shown in your profile",
            "",
            "Knowledge of UK right to work rules",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # A count the profile gives, and always lower, leaves the gap standing.
        (
            "gap",
            "Payroll for 1,000+ employees is not shown in your profile",
            "",
            "Payroll for 1,000+ employees",
            MODEL,
        ),
        (
            "gap",
            "Payroll is not shown in your profile",
            "",
            "Payroll for 1,000+ employees",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # Letters we have no name for, spelled out in the profile.
        (
            "gap",
            "MTD is not shown in your profile",
            "",
            "MTD for VAT",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # The employer's own history is asked of no one.
        (
            "gap",
            "Best Employer 2024 is not shown in your profile",
            "",
            "won Best Employer 2024",
            FaithReason.NOT_ABOUT_QUOTES,
        ),
        # A gap that also claims what the seeker did, blame in another language, advice.
        (
            "gap",
            "Azure administration is not shown in your profile, although you have already "
            "maintained servers",
            "",
            "Azure administration",
            PAGE,
        ),
        (
            "gap",
            "Your profile doesn't show that you have administered Azure",
            "",
            "Azure administration",
            MODEL,
        ),
        # (Blame: the profile shows some Azure, though not its administration.)
        ("gap", "Ihnen fehlt die Transport Manager CPC", "", "Transport Manager CPC", PAGE),
        ("gap", "Ihnen fehlt die Azure administration", "", "Azure administration", PAGE),
        (
            "gap",
            "Azure administration is not shown in your profile; apply anyway",
            "",
            "Azure administration",
            FaithReason.INSTRUCTION_IN_POINT,
        ),
        (
            "gap",
            "Azure administration is not shown. Tip: add Azure to your skills",
            "",
            "Azure administration",
            FaithReason.INSTRUCTION_IN_POINT,
        ),
    ],
)
def test_seen_not_done_denied_names_levels_and_counts(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, SEEN_PROFILE, SEEN_JOB) == str(expected)


# Words that deny, put ahead, or come near doing so, and words that do not: the texts the
# shortcut in front of the negation reader is tried on.
_DENIAL_WORDS = (
    "no not never none nor without yet so far planning plan to towards studying booked due "
    "in progress cours curso in training pending lapsed can't don't n't 暂无 没有 不 未 "
    "want aim starts begins enrolled for"
).split()
_PLAIN_WORDS = (
    "AWS Kubernetes no-code Node nonprofit piano casino know snow notes, ; : . ( ) [ ] "
    "experience with and or the a of lesson planning deployed models 3 years 精通Java开发"
).split()


@given(
    words=st.lists(st.sampled_from(_DENIAL_WORDS + _PLAIN_WORDS), min_size=1, max_size=200),
    not_yet_counts=st.booleans(),
)
def test_the_negation_shortcut_never_hides_a_denial(words, not_yet_counts):
    """_negated_at reads the words around an occurrence only where a denying word is near;
    wherever reading them finds a denial, the shortcut lets it through."""
    from explain.checker import normalise, occurrences
    from explain.faithfulness import _LONGEST_DENYING, _denials, _denying_words, _words_deny

    assert max(map(len, _denying_words())) <= _LONGEST_DENYING
    value = normalise(" ".join(words))
    denials = _denials(value)
    for needle in {normalise(word) for word in words} | {"aws", "kubernetes"}:
        for start, end in occurrences(needle, value):
            if _words_deny(value, start, end, not_yet_counts=not_yet_counts):
                assert denials.near(start, end), (value, needle, start)
            near = set(denials.occurrences_near(needle, value))
            assert ((start, end) in near) == denials.near(start, end)


STATUS_PROFILE = {
    "headline": "Support engineer and HR systems admin",
    "skills": "JavaScript, Node (learning), Spanish, still learning; Python, learning Rust; "
    "AWS: none; machine learning (PyTorch); KPIs: ATV, UPT; EPR (Cerner); BambooHR; "
    "Excel (pivot tables, XLOOKUP)",
    "experience": "2021-2025 Larchfield: wrote Python scripts for ticket triage.",
}
STATUS_JOB = {
    "title": "Support Engineer",
    "description": "Lead the annual budget. Contribute to the trust's curriculum work.",
    "requirements": "JavaScript/Node.js a plus\nSpanish for Latin American customers\n"
    "Python and Rust\nAWS\nPyTorch\naverage transaction value\nElectronic patient records\n"
    "Workday or a similar HRIS\nAdvanced Excel\nHACCP level 3",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # A status after an item in the quote says it is not there yet.
        (
            "match",
            "You debug Node.js issues already, which they count as a plus",
            "Node (learning)",
            "JavaScript/Node.js a plus",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You are learning Node, which they count as a plus",
            "Node (learning)",
            "JavaScript/Node.js a plus",
            MODEL,
        ),
        (
            "match",
            "You speak Spanish with customers",
            "Spanish, still learning",
            "Spanish for Latin American customers",
            FaithReason.NEGATED_EVIDENCE,
        ),
        ("match", "You have used AWS", "AWS: none", "AWS", FaithReason.NEGATED_EVIDENCE),
        # ... but not a status that is another item, nor a name that holds the word.
        (
            "match",
            "You write Python, which they use",
            "Python, learning Rust",
            "Python and Rust",
            MODEL,
        ),
        ("match", "You have used PyTorch", "machine learning (PyTorch)", "PyTorch", MODEL),
        # A verdict on the person, however it is put; praise of a credential is none.
        (
            "match",
            "Having written Python scripts, you're exactly the person to lead their budget",
            "wrote Python scripts for ticket triage",
            "Lead the annual budget",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "match",
            "Your Python scripts make you a great fit for their team",
            "wrote Python scripts for ticket triage",
            "Python and Rust",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "match",
            "Your pivot tables leave you ideally suited to their Excel work",
            "Excel (pivot tables, XLOOKUP)",
            "Advanced Excel",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "match",
            "You write Python scripts - honestly, you're exactly the engineer they need",
            "wrote Python scripts for ticket triage",
            "Python and Rust",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "match",
            "With your Python scripts you are the strongest backend candidate they will see",
            "wrote Python scripts for ticket triage",
            "Python and Rust",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "match",
            "You write Python scripts; any team would be lucky to get you",
            "wrote Python scripts for ticket triage",
            "Python and Rust",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "match",
            "Your XLOOKUP work is exactly what their Advanced Excel requirement describes",
            "Excel (pivot tables, XLOOKUP)",
            "Advanced Excel",
            MODEL,
        ),
        # Names the data knows: letters in the profile, or an instance of a kind.
        (
            "gap",
            "Average transaction value doesn't feature in your profile",
            "",
            "average transaction value",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Electronic patient records don't appear anywhere in your profile",
            "",
            "Electronic patient records",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Workday or another HRIS isn't shown in your profile",
            "",
            "Workday or a similar HRIS",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Advanced Excel is not shown in your profile",
            "",
            "Advanced Excel",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "match",
            "You build Excel pivot tables and macros, matching their Advanced Excel requirement",
            "Excel (pivot tables, XLOOKUP)",
            "Advanced Excel",
            FaithReason.TERM_NOT_IN_QUOTES,
        ),
        # "Curriculum" is what a school teaches, not the Italian CV: the gap is about its
        # quote (and in the page's words, for it also says the seeker has classes).
        (
            "gap",
            "No sign in your profile of curriculum work beyond your own classes",
            "",
            "Contribute to the trust's curriculum work",
            PAGE,
        ),
        (
            "gap",
            "No sign in your profile of the trust's curriculum work",
            "",
            "Contribute to the trust's curriculum work",
            MODEL,
        ),
    ],
)
def test_statuses_verdicts_and_names_the_data_knows(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, STATUS_PROFILE, STATUS_JOB) == str(
        expected
    )


def test_advanced_excel_is_not_shown_by_excel_alone():
    profile = {"skills": "Excel, Word, Outlook"}
    job = {"title": "Analyst", "requirements": "Advanced Excel"}
    point = "Advanced Excel is not shown in your profile"
    assert decide("gap", point, "", "Advanced Excel", profile, job) == MODEL


# The words before bracketed letters, as one pattern once read them (slowly): the oracle for
# the faster reading.
_SPELLED_OUT_ORACLE = re.compile(
    r"((?:[^\W\d_][\w'-]*\s+){1,7}?[^\W\d_][\w'-]*)\s*\(([A-Z]{2,6})\)"
)


@given(
    words=st.lists(
        st.sampled_from(
            "Care Programme Approach of the and x,Care 3D Immediate Life Support (CPA) (ILS) "
            "(ALS) (AWS) Approach, Advanced Level (L) Sexual-Health don't".split()
        ),
        min_size=1,
        max_size=14,
    ),
    gaps=st.lists(st.sampled_from([" ", "  ", "\n", ""]), min_size=14, max_size=14),
)
def test_the_words_before_bracketed_letters_are_read_as_the_pattern_read_them(words, gaps):
    from explain.faithfulness import _BRACKETED_LETTERS, _words_before

    text = "".join(word + gap for word, gap in zip(words, gaps, strict=False))
    expected = [(m.group(1).split(), m.group(2)) for m in _SPELLED_OUT_ORACLE.finditer(text)]
    found = [
        (_words_before(text, m.start()), m.group(1)) for m in _BRACKETED_LETTERS.finditer(text)
    ]
    assert [pair for pair in found if pair[0]] == expected


COVER_PROFILE = {
    "headline": "Data engineer and nursery practitioner (two careers)",
    "skills": "Python, Apache Airflow, Snowflake, QGIS, CargoWise, IDeaS, NEWS2, RMN, "
    "liaising with SALT, full UK licence, bank reconciliations, code reviews",
    "experience": "2020-2025 Little Acorns: covered for the room leader during holidays; "
    "deputised for the SENCo for a term. No streaming (Kafka/Kinesis) experience yet; "
    "never used cloud tools (AWS, GCP).",
}
COVER_JOB = {
    "title": "Room Leader",
    "description": "Review code for the data team. Reconcile our bank accounts every month.",
    "requirements": "Experience leading a room or team\nExperience as a SENCo\n"
    "Streaming data (Kafka or Kinesis)\nGoogle Cloud Platform\nWorkflow orchestration\n"
    "Cloud data warehouse experience\nGIS skills\nRegistered Mental Health Nurse\n"
    "speech and language therapists\nTariff classification\n"
    "Experience with a freight management system\nExperience with a revenue management system\n"
    "National Early Warning Score 2\nFull UK driving licence",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Standing in for someone is not holding their role.
        (
            "match",
            "You have run a nursery room as room leader",
            "covered for the room leader during holidays",
            "Experience leading a room or team",
            PAGE,
        ),
        (
            "match",
            "You have worked as a SENCo, which covers their SENCo requirement",
            "deputised for the SENCo for a term",
            "Experience as a SENCo",
            PAGE,
        ),
        (
            "match",
            "You covered for the room leader, a start on leading a room",
            "covered for the room leader during holidays",
            "Experience leading a room or team",
            MODEL,
        ),
        # What the words around brackets say reaches inside them.
        (
            "gap",
            "Streaming data work (Kafka or Kinesis) is not shown in your profile",
            "",
            "Streaming data (Kafka or Kinesis)",
            MODEL,
        ),
        (
            "gap",
            "Google Cloud Platform is not shown in your profile",
            "",
            "Google Cloud Platform",
            MODEL,
        ),
        # A gap is about its job quote: a quote that is one name the profile shows.
        (
            "gap",
            "Registration as a mental health nurse is not shown in your profile",
            "",
            "Registered Mental Health Nurse",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # A name's words in another order are still that name.
        (
            "gap",
            "Code review is not mentioned anywhere in your profile",
            "",
            "Review code",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # How often is when, not what.
        (
            "gap",
            "Monthly bank reconciliation is not shown in your profile",
            "",
            "Reconcile our bank accounts every month",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # Kinds and names the data knows.
        *gaps_of(
            [
                "Workflow orchestration",
                "Cloud data warehouse experience",
                "GIS skills",
                "speech and language therapists",
                "Experience with a freight management system",
                "Experience with a revenue management system",
                "National Early Warning Score 2",
                "Full UK driving licence",
                ("Tariff classification", MODEL),
            ],
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
    ],
)
def test_standing_in_brackets_a_quote_of_one_name_and_kinds(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, COVER_PROFILE, COVER_JOB) == str(expected)


def test_tariff_classification_is_shown_by_hs_codes():
    profile = {"skills": "HS codes, CHIEF and CDS declarations"}
    job = {"title": "Customs coordinator", "requirements": "Tariff classification"}
    point = "Tariff classification is not shown in your profile"
    assert (
        decide("gap", point, "", "Tariff classification", profile, job)
        == FaithReason.GAP_SHOWN_UNDER_OTHER_NAME
    )


TERMS_PROFILE = {
    "headline": "Cook and bookkeeper",
    "skills": "Menu costing, allergen management, Xero",
    "experience": "2019-2025 Ashby Foods: raised invoices and chased overdue accounts; took "
    "blood pressure and temperature at the staff clinic.",
}
TERMS_JOB = {
    "title": "Kitchen and accounts assistant",
    "description": "Keep food costs under 30%. Keep dishes safe for guests with allergies. "
    "Check that old features still work after every change.",
    "requirements": "2+ years' credit control experience\nVenepuncture\nVital signs\n"
    "Regression testing",
}


@pytest.mark.parametrize(
    ("point", "job_quote", "expected"),
    [
        # The job's plain words, a term in the profile that covers them.
        (
            "Keeping food costs under 30% is not shown in your profile",
            "Keep food costs under 30%",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "Keeping dishes safe for guests with allergies is not shown in your profile",
            "Keep dishes safe for guests with allergies",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # The job's term, the profile's plain words (where those words show the term).
        (
            "Credit control experience is not shown in your profile",
            "2+ years' credit control experience",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "Vital signs are not shown in your profile",
            "Vital signs",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # ... but not words that only look like them ("took blood pressure" takes no blood),
        # nor a requirement no term of the profile covers.
        ("Venepuncture is not shown in your profile", "Venepuncture", MODEL),
        (
            "Checking that old features still work is not shown in your profile",
            "Check that old features still work after every change",
            MODEL,
        ),
        ("Regression testing is not shown in your profile", "Regression testing", MODEL),
    ],
)
def test_a_term_that_covers_a_requirement_in_plain_words_shows_it(point, job_quote, expected):
    assert decide("gap", point, "", job_quote, TERMS_PROFILE, TERMS_JOB) == str(expected)


STATUS_LEVEL_PROFILE = {
    "skills": "behaviour management (developing), basic hydrotherapy (observed only), A/B "
    "testing, Klaviyo, accounts payable, 1:1 support for autistic pupils",
    "experience": "2021-2024 tutor: 11 of 14 students in 2024 improved by at least 2 grades; "
    "processed about 150 supplier invoices a week.",
}
STATUS_LEVEL_JOB = {
    "title": "Teacher and accounts assistant",
    "description": "Teach maths to GCSE.",
    "requirements": "Strong behaviour management\nHydrotherapy experience desirable\n"
    "A/B and multivariate testing\nProcess about 400 supplier invoices a week\n"
    "Experience supporting children with SEND\nKnowledge of the SEND Code of Practice 2015",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # A level or a status after an item: the point may not leave it out.
        (
            "match",
            "Your behaviour management is strong, which they require",
            "behaviour management (developing)",
            "Strong behaviour management",
            PAGE,
        ),
        (
            "match",
            "Your behaviour management is developing, and they want it strong",
            "behaviour management (developing)",
            "Strong behaviour management",
            MODEL,
        ),
        (
            "gap",
            "Hands-on hydrotherapy experience is not shown in your profile",
            "",
            "Hydrotherapy experience desirable",
            MODEL,
        ),
        # What a gap says the profile does show is not what it says is missing.
        (
            "gap",
            "Multivariate testing is not shown in your profile, only A/B testing",
            "",
            "A/B and multivariate testing",
            MODEL,
        ),
        # A count the profile gives, and lower, leaves the gap standing whatever covers it.
        (
            "gap",
            "Processing 400 invoices a week is not shown in your profile",
            "",
            "Process about 400 supplier invoices a week",
            MODEL,
        ),
        # A number counts the words right after it, not the verb that follows them.
        (
            "match",
            "In 2024, 11 of your 14 tutees improved by at least 2 grades, good evidence for "
            "GCSE teaching",
            "11 of 14 students in 2024 improved by at least 2 grades",
            "Teach maths to GCSE",
            PAGE,
        ),
        # SEND is shown by the pupils it names; the SEND Code of Practice is a document.
        (
            "gap",
            "Experience supporting children with SEND is not shown in your profile",
            "",
            "Experience supporting children with SEND",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Knowledge of the SEND Code of Practice 2015 is not shown in your profile",
            "",
            "Knowledge of the SEND Code of Practice 2015",
            MODEL,
        ),
    ],
)
def test_levels_statuses_what_is_present_and_counts(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(
        kind, point, profile_quote, job_quote, STATUS_LEVEL_PROFILE, STATUS_LEVEL_JOB
    ) == str(expected)


ROUND_PROFILE = {
    "headline": "Nursery practitioner and analyst",
    "skills": "Tapestry (learning journeys), differentiation, variance analysis, manual "
    "handling, butchery, WHO surgical safety checklist, ILS certified, EAL support, star "
    "schema design, Bitrise; Node (learning)",
    "experience": "2020-2025 Little Acorns: covered for the room leader on Fridays; taught "
    "AQA at GCSE.",
}
ROUND_JOB = {
    "title": "Room Leader",
    "description": "Break down whole lambs and sides of beef. Adapting lessons so all pupils "
    "can access them.",
    "requirements": "Online learning journals\nExplaining differences between actual and "
    "budgeted results\nHeavy lifting\nChecking patient identity, site and consent before each "
    "operation\nImmediate Life Support\nExperience teaching English as an additional language\n"
    "Dimensional modelling (Kimball)\nAutomated build and release tooling\nNode.js\n"
    "At least 1 year leading a room\nIncluding Edexcel A-level",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # A status denies only when it stands alone in its item.
        *gaps_of(
            [
                "Online learning journals",
                "Explaining differences between actual and budgeted results",
                "Heavy lifting",
                "Break down whole lambs and sides of beef",
                "Adapting lessons so all pupils can access them",
                "Checking patient identity, site and consent before each operation",
                "Immediate Life Support",
                "Experience teaching English as an additional language",
                "Dimensional modelling (Kimball)",
                "Automated build and release tooling",
                ("Node.js", MODEL),
            ],
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # What the gap says the profile does list is not what it says is missing.
        (
            "gap",
            "Teaching Edexcel A-level is not shown in your profile, which lists AQA at GCSE",
            "",
            "Including Edexcel A-level",
            MODEL,
        ),
        # "covering their year of room leadership" is no standing in.
        (
            "match",
            "You've led a room already, covering their year of room leadership",
            "covered for the room leader on Fridays",
            "At least 1 year leading a room",
            PAGE,
        ),
    ],
)
def test_statuses_alone_what_the_profile_lists_and_more_covers(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, ROUND_PROFILE, ROUND_JOB) == str(expected)


YEARS_PROFILE = {
    "headline": "Electrician and radiographer",
    "skills": "Challenge 25, triage, syringe drivers, Category B licence, Moodle, Redgate SQL "
    "Backup, contrast cannulation",
    "experience": "2011-2023 JLH Electrical: approved electrician. 2022-2025: assisted with 2 CT "
    "colonography lists.",
}
YEARS_JOB = {
    "title": "Lecturer",
    "description": "Check ID for anyone who looks under 25. Prioritise patients by clinical "
    "urgency on arrival.",
    "requirements": "Industry experience as a qualified electrician (5+ years)\n"
    "CT colonography lists weekly\nManaging syringe pumps\nFull UK car licence\n"
    "Use of a VLE\nExperience with backup and recovery tooling\nIV cannulation\n"
    "CIPS qualification desirable",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Years the quote's dates span are the quote's number; other years are not.
        (
            "match",
            "Your 12 years as an approved electrician exceed the 5+ years they ask for",
            "2011-2023 JLH Electrical: approved electrician",
            "Industry experience as a qualified electrician (5+ years)",
            MODEL,
        ),
        (
            "match",
            "Your 15 years as an approved electrician exceed the 5+ years they ask for",
            "2011-2023 JLH Electrical: approved electrician",
            "Industry experience as a qualified electrician (5+ years)",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        # Helping with 2 lists is not running them.
        (
            "match",
            "You have run CT colonography lists, which they hold weekly",
            "assisted with 2 CT colonography lists",
            "CT colonography lists weekly",
            PAGE,
        ),
        (
            "match",
            "You are the strongest candidate for this role",
            "approved electrician",
            "qualified electrician",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "gap",
            "A completed CIPS qualification is not shown in your profile (you list other "
            "diplomas)",
            "",
            "CIPS qualification desirable",
            MODEL,
        ),
        (
            "gap",
            "Syringe pumps are not shown in your profile",
            "",
            "Managing syringe pumps",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # What is done with a name, in one word before it, the name shows.
        (
            "gap",
            "Managing syringe pumps is not shown in your profile",
            "",
            "Managing syringe pumps",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        *gaps_of(
            [
                "Check ID for anyone who looks under 25",
                "Prioritise patients by clinical urgency on arrival",
                "Full UK car licence",
                "Use of a VLE",
                "Experience with backup and recovery tooling",
                "IV cannulation",
            ],
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
    ],
)
def test_years_of_dates_helping_with_lists_and_names_of_this_round(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, YEARS_PROFILE, YEARS_JOB) == str(expected)


LAST_PROFILE = {
    "headline": "Dental nurse and transport manager",
    "skills": "radiography (IRMER cert - currently studying), e-learning modules, CGT "
    "computations, Turbo/Stimulus, Microlise telematics, reach truck licence, BDD with "
    "Cucumber, Eloquent ORM, CTG interpretation, MHFA certified, schema markup, cash "
    "allocation, restorative practice, night audit, after school clubs",
    "experience": "2019-2025: shadowed the TM at a 2019 public inquiry; assisted with "
    "conferences for up to 300 delegates.",
}
LAST_JOB = {
    "title": "Band 6 nurse",
    "description": "As a Band 6 you will coordinate shifts. Read fetal heart monitoring "
    "traces. Match payments to invoices each morning. Balance the takings.",
    "requirements": "Radiography qualification\nE-learning\nExperience of public inquiries\n"
    "Corporate event experience\nCapital gains tax computations\nmoving the front end to "
    "Hotwire\nUsing vehicle tracking data\nMHE licence desirable\nBehaviour-driven development"
    "\nObject-relational mapping\nMental Health First Aid certificate\nStructured data\n"
    "Resolving conflict between pupils\nGrow our extra-curricular programme",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        (
            "gap",
            "You may not yet be ready for the responsibilities of a Band 6",
            "",
            "As a Band 6 you will coordinate shifts",
            FaithReason.JUDGES_THE_PERSON,
        ),
        # A status after a spaced dash takes back what comes before it; a hyphen does not.
        (
            "match",
            "You hold the radiography qualification they ask for",
            "radiography (IRMER cert - currently studying)",
            "Radiography qualification",
            FaithReason.NEGATED_EVIDENCE,
        ),
        ("match", "You have done e-learning modules", "e-learning modules", "E-learning", MODEL),
        # Watching reaches past the words between: "shadowed the TM at a 2019 public inquiry".
        (
            "match",
            "You have represented an operator at a public inquiry",
            "shadowed the TM at a 2019 public inquiry",
            "Experience of public inquiries",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # Helping with things, whatever follows "with", is not running them.
        (
            "match",
            "You have run conferences for up to 300 delegates, covering their corporate events",
            "assisted with conferences for up to 300 delegates",
            "Corporate event experience",
            PAGE,
        ),
        *gaps_of(
            [
                "Capital gains tax computations",
                "Using vehicle tracking data",
                "MHE licence desirable",
                "Behaviour-driven development",
                "Object-relational mapping",
                "Mental Health First Aid certificate",
                "Structured data",
                "Read fetal heart monitoring traces",
                "Match payments to invoices each morning",
                "Balance the takings",
                "Resolving conflict between pupils",
                "Grow our extra-curricular programme",
            ],
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Hotwire is not shown in your profile",
            "",
            "moving the front end to Hotwire",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
    ],
)
def test_readiness_dashes_watching_helping_and_the_last_names(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, LAST_PROFILE, LAST_JOB) == str(expected)


INITIALS_PROFILE = {
    "headline": "Import clerk and school nurse",
    "skills": "CDS import declarations, PMI scheduling, VAT returns (MTD), immunisations "
    "(assisted at flu clinics), GarageBand, Fortinet FortiGate firewalls, Fleetcheck, "
    "Lightspeed tills, segmentation, Food Hygiene Level 2, no ECM experience",
    "experience": "2023-2025: covered for the customs entry clerk for 3 weeks in Aug 2024.",
}
INITIALS_JOB = {
    "title": "Import clerk",
    "description": "Prepare customs documentation. Dividing audiences into segments.",
    "requirements": "Knowledge of the Customs Declaration Service\nPreventative maintenance "
    "inspection scheduling\nMaking Tax Digital VAT returns\nExperience of delivering "
    "immunisations\nDigital audio workstation skills\nNext-generation firewall administration"
    "\nExperience with fleet management software\nPoint of sale systems\nLevel 2 Food Hygiene "
    "certificate\nElectronic call monitoring systems",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Initials the profile gives in capitals spell the gap's words; denied ones do not.
        *gaps_of(
            [
                "Knowledge of the Customs Declaration Service",
                "Preventative maintenance inspection scheduling",
                "Making Tax Digital VAT returns",
                "Digital audio workstation skills",
                "Next-generation firewall administration",
                "Experience with fleet management software",
                "Point of sale systems",
                "Level 2 Food Hygiene certificate",
                "Dividing audiences into segments",
            ],
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Electronic call monitoring systems are not shown in your profile",
            "",
            "Electronic call monitoring systems",
            MODEL,
        ),
        # Helping at something is not running it; a number in another unit is another number.
        (
            "match",
            "You have run immunisation clinics, so you can deliver their programme",
            "immunisations (assisted at flu clinics)",
            "Experience of delivering immunisations",
            PAGE,
        ),
        (
            "match",
            "You spent 3 months doing the customs entry clerk's job",
            "covered for the customs entry clerk for 3 weeks in Aug 2024",
            "Prepare customs documentation",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "match",
            "You covered for the customs entry clerk for 3 weeks, a start on their paperwork",
            "covered for the customs entry clerk for 3 weeks in Aug 2024",
            "Prepare customs documentation",
            MODEL,
        ),
    ],
)
def test_initials_helping_at_units_of_time_and_the_names_of_the_last_round(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, INITIALS_PROFILE, INITIALS_JOB) == str(
        expected
    )


ANOTHERS_PROFILE = {
    "headline": "Embedded C developer, 5 years on ARM Cortex-M",
    "skills": "C, FreeRTOS, Copado, Platform Developer I (exam booked for Platform Developer "
    "II), Excel (advanced), immunisations (assisted at flu clinics), safeguarding level 3, "
    "DAMA CDMP Associate",
    "experience": "2020-2025 Vantor: wrote FreeRTOS drivers; a colleague managed the influencer "
    "budget; built a model with the platform team, who owned the AWS SageMaker deployment; my "
    "team lead designed the CPQ rollout and I wrote its test classes; the head of department "
    "wrote the A level scheme of work; co-wrote with a consultant a tube-feeding guideline; "
    "helped draft, with the governance lead, a data quality policy; wrote a data retention "
    "policy; mentoring course starts in March; want to move into pharmaceutical GDP work.",
    "work_preferences": "Hybrid, Bristol",
}
ANOTHERS_JOB = {
    "title": "Firmware engineer",
    "description": "Manage a £500k influencer budget. Deploy models on AWS SageMaker. Write "
    "guidelines and policies.",
    "requirements": "7+ years of embedded C\n3+ years of embedded C\nRTOS experience "
    "(FreeRTOS or Zephyr)\nCI/CD with Copado or Gearset\nPlatform Developer II "
    "certification\nAdvanced Excel\nAutomated data testing (dbt or Soda)\nA level teaching"
    "\nSalesforce CPQ\nMentoring qualification\nGood Distribution Practice (GDP)\nData "
    "governance frameworks such as DAMA-DMBOK\nSafeguarding level 3",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # What another person did is not the seeker's, in a match or as a gap's evidence.
        (
            "match",
            "You have managed an influencer budget",
            "managed the influencer budget",
            "Manage a £500k influencer budget",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You have deployed models on AWS SageMaker",
            "the platform team, who owned the AWS SageMaker deployment",
            "Deploy models on AWS SageMaker",
            FaithReason.NEGATED_EVIDENCE,
        ),
        ("gap", "A level teaching is not shown in your profile", "", "A level teaching", MODEL),
        # ... but a clause the seeker is in is theirs too.
        (
            "match",
            "You wrote test classes for the CPQ rollout",
            "designed the CPQ rollout and I wrote its test classes",
            "Salesforce CPQ",
            MODEL,
        ),
        (
            "match",
            "You write policies, as they ask",
            "wrote a data retention policy",
            "Write guidelines and policies",
            MODEL,
        ),
        # Helping with it, or sharing it, said right before the quote; a point that says so
        # too rests on it.
        *[
            ("match", point, quote, "guidelines and policies", expected)
            for point, quote, expected in [
                ("You wrote a tube-feeding guideline", "a tube-feeding guideline", PAGE),
                ("You wrote a data quality policy", "a data quality policy", PAGE),
                ("You co-wrote a tube-feeding guideline", "a tube-feeding guideline", MODEL),
                ("You helped draft a data quality policy", "a data quality policy", MODEL),
            ]
        ],
        # Not over a bracket: the help is another item's.
        (
            "match",
            "Your safeguarding level 3 matches their requirement",
            "safeguarding level 3",
            "Safeguarding level 3",
            MODEL,
        ),
        # A name's words in a quote support it.
        (
            "match",
            "Your advanced Excel matches their requirement",
            "Excel (advanced)",
            "Advanced Excel",
            MODEL,
        ),
        # Booked, starting, wanted: not yet there; "or more" is a least, not an alternative.
        *gaps_of(
            [
                "Platform Developer II certification",
                "Mentoring qualification",
                "Good Distribution Practice (GDP)",
                "7+ years of embedded C",
            ],
            MODEL,
        ),
        (
            "gap",
            "Seven or more years of embedded C is not shown in your profile",
            "",
            "7+ years of embedded C",
            MODEL,
        ),
        # Years no more than the profile's span are shown by it.
        (
            "gap",
            "Three or more years of embedded C is not shown in your profile",
            "",
            "3+ years of embedded C",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        # An instance shows its kind; an example shows what it is an example of, unless the
        # gap is about the example alone.
        *gaps_of(
            ["RTOS experience (FreeRTOS or Zephyr)", "CI/CD with Copado or Gearset"],
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Knowledge of a data governance framework such as DAMA-DMBOK is not shown in your "
            "profile",
            "",
            "Data governance frameworks such as DAMA-DMBOK",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
    ],
)
def test_anothers_work_shared_work_and_what_is_not_yet_there(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, ANOTHERS_PROFILE, ANOTHERS_JOB) == str(
        expected
    )


ROUND_TWO_PROFILE = {
    "headline": "Integration developer and occupational health nurse",
    "skills": "HL7, Mirth Connect, hand-arm vibration (HAV) checks, VOED competent (2023), "
    "allergen training, dangerous goods awareness (cat 10)",
    "experience": "2019-2025 Northfield NHS Trust: worked alongside the architect who designed "
    "our FHIR gateway; our curriculum manager led the 2023 Ofsted inspection; I support the "
    "finance manager, who prepares the management accounts for trustees; started learning "
    "Python in 2025; Currently completing my nurse endoscopist course (due 2026); Applied for "
    "the Diploma in Occupational Health Practice; wrote Python scripts for HL7 feeds.",
}
ROUND_TWO_JOB = {
    "title": "Integration developer",
    "description": "Build FHIR R4 APIs. Prepare management accounts. Lead our Ofsted "
    "inspection work.",
    "requirements": "Python for automation\nNurse endoscopist qualification\nOH diploma\n"
    "HAVS assessment\nVerification of expected death\nFood allergen awareness\nDangerous "
    "goods category 6\nDangerous goods category 10",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Another person: "the architect who designed our ...", "our curriculum manager led",
        # "the finance manager, who prepares".
        (
            "match",
            "You designed a FHIR gateway",
            "worked alongside the architect who designed our FHIR gateway",
            "Build FHIR R4 APIs",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You led an Ofsted inspection",
            "our curriculum manager led the 2023 Ofsted inspection",
            "Lead our Ofsted inspection work",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You prepare management accounts for trustees",
            "who prepares the management accounts for trustees",
            "Prepare management accounts",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # On the way, said inside the quote; "wrote Python scripts" is done.
        (
            "match",
            "You automate work in Python",
            "started learning Python in 2025",
            "Python for automation",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You hold the nurse endoscopist qualification",
            "Currently completing my nurse endoscopist course",
            "Nurse endoscopist qualification",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You hold the Diploma in Occupational Health Practice",
            "Applied for the Diploma in Occupational Health Practice",
            "OH diploma",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You write Python scripts, so automation in Python suits you",
            "wrote Python scripts for HL7 feeds",
            "Python for automation",
            MODEL,
        ),
        # A category after a name is part of its title: "cat 10" shows no "category 6".
        *gaps_of(["Dangerous goods category 6"], MODEL),
        # Names: HAVS is hand-arm vibration, VOED verification of expected death, allergen
        # training food allergen awareness.
        *gaps_of(
            [
                "HAVS assessment",
                "Verification of expected death",
                "Food allergen awareness",
            ],
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
    ],
)
def test_anothers_work_and_the_way_ahead_inside_a_quote(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, ROUND_TWO_PROFILE, ROUND_TWO_JOB) == str(
        expected
    )


PART_PROFILE = {
    "headline": "Finance apprentice and newly qualified nurse",
    "skills": "AAT Level 2 (2 of 4 units passed), A level Computer Science (predicted A, results "
    "in August), NPQ for SENCOs - currently in Year 1 of 2",
    "experience": "2023-2025 St Anne's: managed a bay of 6 patients under supervision; would "
    "like to qualify with the NMC as a nursing associate; The ward sister led our falls audit, "
    "which cut falls by a third; deputise for the General Manager.",
}
PART_JOB = {
    "title": "Finance apprentice",
    "description": "Care for a bay of up to 8 patients. Take part in falls audits.",
    "requirements": "AAT Level 2\nA level Computer Science at grade B or above\nNMC "
    "registration\nNPQ for SENCOs, or willingness to achieve it\nGeneral Manager or Deputy "
    "experience",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # A part of a whole given as the whole; a point that says it is a part rests on it.
        (
            "match",
            "You have completed AAT Level 2",
            "AAT Level 2 (2 of 4 units passed)",
            "AAT Level 2",
            PAGE,
        ),
        (
            "match",
            "You have passed 2 of the 4 units of AAT Level 2",
            "AAT Level 2 (2 of 4 units passed)",
            "AAT Level 2",
            MODEL,
        ),
        (
            "match",
            "You are partway through the NPQ for SENCOs",
            "NPQ for SENCOs - currently in Year 1 of 2",
            "NPQ for SENCOs, or willingness to achieve it",
            MODEL,
        ),
        # A grade predicted, a wish, work under supervision: not there yet, or not alone.
        (
            "match",
            "You have A level Computer Science, as they ask",
            "A level Computer Science (predicted A, results in August)",
            "A level Computer Science at grade B or above",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You hold NMC registration",
            "would like to qualify with the NMC as a nursing associate",
            "NMC registration",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You have cared for a bay of 6 patients on your own",
            "managed a bay of 6 patients under supervision",
            "Care for a bay of up to 8 patients",
            PAGE,
        ),
        (
            "match",
            "You have cared for a bay of 6 patients under supervision",
            "managed a bay of 6 patients under supervision",
            "Care for a bay of up to 8 patients",
            MODEL,
        ),
        # Another person's work, on past a comma; deputising said by the point too.
        (
            "match",
            "You led a falls audit that cut falls by a third",
            "The ward sister led our falls audit, which cut falls by a third",
            "Take part in falls audits",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You deputise for the General Manager, as they ask",
            "deputise for the General Manager",
            "General Manager or Deputy experience",
            MODEL,
        ),
    ],
)
def test_parts_predictions_wishes_and_supervision(kind, point, profile_quote, job_quote, expected):
    assert decide(kind, point, profile_quote, job_quote, PART_PROFILE, PART_JOB) == str(expected)


TRADE_PROFILE = {
    "headline": "Climbing arborist - tree surgery, rigging and aerial rescue",
    "skills": "IOSH Managing Safely: course booked; NEBOSH General Certificate: passed 2022; "
    "RAC licence held since 2019; QBRs with VP-level stakeholders; Bullhorn, LinkedIn "
    "Recruiter. Not yet assessed for commercial catering (COMCAT).",
    "experience": "2024: started City & Guilds 2391-52 Inspection and Testing course. "
    "2020-2022 Pendleton Rowe, Post-Completion Assistant. 2015-2019 Tallis Greer, site "
    "apprentice. The farm manager sets the fertiliser plan and handles the nitrates audits; "
    "the weekly stock reviews cover feed and fuel. The full F-Gas certificate for larger plant "
    "is held by our team leader. Assistant Site Manager: 84-apartment Class 2 project. The "
    "store manager and I run weekly KPI reviews on conversion and ATV; I run the Saturday "
    "rota on my own.",
}
TRADE_JOB = {
    "title": "Lead climber",
    "description": "Act as the rescue climber on site. Share the weekly stock and KPI reviews.",
    "requirements": "IOSH Managing Safely or NEBOSH\nRAC licence\nF-Gas certificate\n"
    "City & Guilds 2391 Inspection and Testing\nMinimum 2 years' conveyancing experience\n"
    "Experience running QBRs with executive stakeholders\nWe use Bullhorn and LinkedIn "
    "Recruiter\nNitrates compliance\nProven experience as Site Manager\nKPI focus\n"
    "COMCAT desirable\nRota planning",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Another person by their role, in the present tense or after the work ("held by").
        (
            "match",
            "You have handled the nitrates audits",
            "handles the nitrates audits",
            "Nitrates compliance",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You hold the full F-Gas certificate for larger plant",
            "The full F-Gas certificate for larger plant",
            "F-Gas certificate",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You hold an RAC licence, as they ask",
            "RAC licence held since 2019",
            "RAC licence",
            MODEL,
        ),
        (
            "match",
            "Your weekly stock reviews cover feed and fuel, as theirs do",
            "the weekly stock reviews cover feed and fuel",
            "Share the weekly stock and KPI reviews",
            MODEL,
        ),
        # With another ("the store manager and I"): the page's words; alone, the model's.
        (
            "match",
            "You run weekly KPI reviews on conversion and ATV",
            "run weekly KPI reviews on conversion and ATV",
            "KPI focus",
            PAGE,
        ),
        (
            "match",
            "You run the Saturday rota on your own",
            "I run the Saturday rota on my own",
            "Rota planning",
            MODEL,
        ),
        # A course booked or begun is not held; one passed is.
        (
            "match",
            "You hold IOSH Managing Safely, which they ask for",
            "IOSH Managing Safely: course booked",
            "IOSH Managing Safely or NEBOSH",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You hold the NEBOSH General Certificate, which they ask for",
            "NEBOSH General Certificate: passed 2022",
            "IOSH Managing Safely or NEBOSH",
            MODEL,
        ),
        (
            "match",
            "With the City & Guilds 2391 under your belt, their inspection work suits you",
            "started City & Guilds 2391-52 Inspection and Testing course",
            "City & Guilds 2391 Inspection and Testing",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You started the City & Guilds 2391 Inspection and Testing course they ask for",
            "started City & Guilds 2391-52 Inspection and Testing course",
            "City & Guilds 2391 Inspection and Testing",
            MODEL,
        ),
        # Years a range spans, or fewer; not more.
        (
            "match",
            "Your two years at Pendleton Rowe meet their two-year minimum",
            "2020-2022 Pendleton Rowe",
            "Minimum 2 years' conveyancing experience",
            MODEL,
        ),
        (
            "match",
            "Your five years at Pendleton Rowe exceed their two-year minimum",
            "2020-2022 Pendleton Rowe",
            "Minimum 2 years' conveyancing experience",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        # Capitals in the plural; a number that counts the point's own names.
        (
            "match",
            "You run QBRs with VP-level stakeholders, the QBR experience they list",
            "QBRs with VP-level stakeholders",
            "Experience running QBRs with executive stakeholders",
            MODEL,
        ),
        (
            "match",
            "Bullhorn and LinkedIn Recruiter are the same two tools the firm uses",
            "Bullhorn, LinkedIn Recruiter",
            "We use Bullhorn and LinkedIn Recruiter",
            MODEL,
        ),
        (
            "match",
            "Bullhorn and LinkedIn Recruiter are the same three tools the firm uses",
            "Bullhorn, LinkedIn Recruiter",
            "We use Bullhorn and LinkedIn Recruiter",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        # A title in capitals the profile gives only as an assistant's.
        (
            "match",
            "As Site Manager on an 84-apartment Class 2 project, you have what they ask for",
            "Assistant Site Manager: 84-apartment Class 2 project",
            "Proven experience as Site Manager",
            PAGE,
        ),
        # A gap: letters in brackets a negation reaches; what the profile shows, though the
        # sentence goes on after saying it is missing.
        (
            "gap",
            "COMCAT is not shown as held, and they list it as desirable.",
            "",
            "COMCAT desirable",
            MODEL,
        ),
        (
            "gap",
            "Aerial rescue isn't shown in your profile, and here you would be the rescue climber.",
            "",
            "Act as the rescue climber on site",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
    ],
)
def test_anothers_role_bookings_year_ranges_and_counts(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, TRADE_PROFILE, TRADE_JOB) == str(expected)


def test_initials_of_another_persons_role_are_not_the_seekers():
    """A gap's initials that the profile gives only to the person the seeker works under
    ("under the direction of the RVN") stand; a point that says it was under direction rests
    on such a quote."""
    profile = {
        "headline": "Student veterinary nurse",
        "experience": "monitor anaesthesia under the direction of the RVN on shift. Not yet on "
        "the RCVS Register.",
    }
    job = {
        "title": "Veterinary nurse",
        "requirements": "Listed on the RCVS Register of Veterinary Nurses\nAnaesthetic monitoring",
    }
    gap = "A listing on the RCVS Register isn't shown in your profile."
    assert (
        decide("gap", gap, "", "Listed on the RCVS Register of Veterinary Nurses", profile, job)
        == MODEL
    )
    point = "Monitoring anaesthesia under an RVN's direction matches their anaesthetic monitoring"
    quote = "monitor anaesthesia under the direction of the RVN"
    assert decide("match", point, quote, "Anaesthetic monitoring", profile, job) == MODEL
    point = "As an RVN you have monitored anaesthesia, as they ask"
    assert decide("match", point, quote, "Anaesthetic monitoring", profile, job) == PAGE


SECOND_PROFILE = {
    "headline": "Physiotherapist and data analyst",
    "skills": "IATA dangerous goods shipping (certificate expired 2024); NEBOSH General "
    "Certificate (passed 2021); HCPC registration will follow once the certificate is issued",
    "experience": "co-ran a weekly post-op knee class as second physio; ran a weekly falls "
    "class on my own; acted as backup coordinator on one Phase I study; produce weekly "
    "CompStat packs for 2 of the service's 4 districts; took part in the upgrade from MySQL 5.7 "
    "to 8.0, planned by the lead DBA; reduced p95 latency from 800 ms to 320 ms; raised "
    "first-contact resolution from 61% to 74%; cut month-end close from 8 to 5 working days.",
}
SECOND_JOB = {
    "title": "Physiotherapist",
    "description": "Run our post-operative group programmes. Lead the MySQL-to-PostgreSQL "
    "migration.",
    "requirements": "Current IATA dangerous goods certification\nNEBOSH\nHCPC registration\n"
    "Phase I trial experience\nProduce CompStat briefings\nQuery tuning\nSLA reporting\n"
    "Month-end close experience",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Work shared or done as someone's second, said inside the quote.
        (
            "match",
            "You run a weekly post-op knee class, which fits their group programmes",
            "co-ran a weekly post-op knee class as second physio",
            "Run our post-operative group programmes",
            PAGE,
        ),
        (
            "match",
            "You co-ran a weekly post-op knee class as second physio, close to their programmes",
            "co-ran a weekly post-op knee class as second physio",
            "Run our post-operative group programmes",
            MODEL,
        ),
        (
            "match",
            "You run a weekly falls class, which fits their group programmes",
            "ran a weekly falls class on my own",
            "Run our post-operative group programmes",
            MODEL,
        ),
        (
            "match",
            "You have coordinated a Phase I study, which they require",
            "acted as backup coordinator on one Phase I study",
            "Phase I trial experience",
            PAGE,
        ),
        # Expired, or to follow: not held; passed: held.
        (
            "match",
            "Your IATA dangerous goods certificate covers their requirement",
            "IATA dangerous goods shipping (certificate expired 2024)",
            "Current IATA dangerous goods certification",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You are HCPC registered, as they ask",
            "HCPC registration will follow once the certificate is issued",
            "HCPC registration",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You hold the NEBOSH General Certificate they ask for",
            "NEBOSH General Certificate (passed 2021)",
            "NEBOSH",
            MODEL,
        ),
        # Another's, after a comma; a part of a whole with words between.
        (
            "match",
            "Having planned the upgrade from MySQL 5.7 to 8.0, you have run a migration",
            "took part in the upgrade from MySQL 5.7 to 8.0, planned by the lead DBA",
            "Lead the MySQL-to-PostgreSQL migration",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You produce weekly CompStat packs across all 4 districts",
            "produce weekly CompStat packs for 2 of the service's 4 districts",
            "Produce CompStat briefings",
            PAGE,
        ),
        # A change two of the quote's numbers make; not a number given as where it went.
        (
            "match",
            "You cut p95 latency from 800 ms to 320 ms, a 60% cut, through query tuning",
            "reduced p95 latency from 800 ms to 320 ms",
            "Query tuning",
            MODEL,
        ),
        (
            "match",
            "You raised first-contact resolution by 13 points, from 61% to 74%, for SLA reporting",
            "raised first-contact resolution from 61% to 74%",
            "SLA reporting",
            PAGE,
        ),
        (
            "match",
            "You cut p95 latency by 70%, from 800 ms to 320 ms",
            "reduced p95 latency from 800 ms to 320 ms",
            "Query tuning",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "match",
            "You cut month-end close to 3 days",
            "cut month-end close from 8 to 5 working days",
            "Month-end close experience",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "match",
            "You cut month-end close by 3 days, from 8 to 5",
            "cut month-end close from 8 to 5 working days",
            "Month-end close experience",
            MODEL,
        ),
    ],
)
def test_second_roles_lapsed_credentials_and_changes(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, SECOND_PROFILE, SECOND_JOB) == str(
        expected
    )


FLOOR_PROFILE = {
    "headline": "Hotel and ramp operations",
    "skills": "negotiation, dispute resolution, cash allocation",
    "experience": "helped the Front Office Manager prepare the department's annual budget; act "
    "as DPS stand-in when the GM is off; acting Team Leader for a crew of 6 on summer "
    "weekends; our station reached 97% on-time performance in summer 2024; part of the site "
    "team that achieved a 98% score in the client's annual security audit; reached 95% "
    "first-contact resolution on my own queue.",
}
FLOOR_JOB = {
    "title": "Operations lead",
    "requirements": "Experience preparing and managing a department budget\nExperience acting "
    "as DPS\nlead a crew of 8 to 10 agents\nevery turn meets our 98% on-time target\ncarry "
    "out patrol audits\nStrong negotiation and commercial skills\nConfident handling "
    "escalated disputes\nFirst-contact resolution of 90%",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Helping a manager of several words; standing in, acting, a team's or a station's
        # figure: the page's words.
        (
            "match",
            "You have prepared your department's annual budget, which they require",
            "helped the Front Office Manager prepare the department's annual budget",
            "Experience preparing and managing a department budget",
            PAGE,
        ),
        (
            "match",
            "You already act as DPS, which they ask for",
            "act as DPS stand-in when the GM is off",
            "Experience acting as DPS",
            PAGE,
        ),
        (
            "match",
            "As Team Leader you already lead a crew of 6",
            "acting Team Leader for a crew of 6 on summer weekends",
            "lead a crew of 8 to 10 agents",
            PAGE,
        ),
        (
            "match",
            "Your 97% on-time performance sits just under their 98% target",
            "our station reached 97% on-time performance in summer 2024",
            "every turn meets our 98% on-time target",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You achieved a 98% score in the client's annual security audit",
            "part of the site team that achieved a 98% score in the client's annual security audit",
            "carry out patrol audits",
            PAGE,
        ),
        (
            "match",
            "You reached 95% first-contact resolution, above their 90%",
            "reached 95% first-contact resolution on my own queue",
            "First-contact resolution of 90%",
            MODEL,
        ),
        # Ways of saying a gap's subject is missing that are not its subject.
        (
            "gap",
            "Negotiation is not among the strengths your profile lists.",
            "",
            "Strong negotiation and commercial skills",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
        (
            "gap",
            "Handling disputes does not come through in your profile.",
            "",
            "Confident handling escalated disputes",
            FaithReason.GAP_SHOWN_UNDER_OTHER_NAME,
        ),
    ],
)
def test_stand_ins_station_figures_and_ways_of_saying_missing(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, FLOOR_PROFILE, FLOOR_JOB) == str(expected)


HELPER_PROFILE = {
    "headline": "Youth worker and freelance editor",
    "experience": "helped run the borough youth voice consultation; helped colleagues move off "
    "Libra to Common Platform; contributed 40 patterns to the team's content design system; "
    "assistant editor on a feature documentary; Freelance editor for CBC Docs; one-to-one "
    "sessions for 8 clients as a volunteer.",
}
HELPER_JOB = {
    "title": "Editor",
    "requirements": "Run youth panels\nCommon Platform\nBuilding a content design system\n"
    "Feature documentary credit\nExperience with Canadian broadcasters\nPersonal training "
    "experience",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Help given with the work, a contribution to it, an assistant's part: the page's words.
        (
            "match",
            "You ran the borough youth voice consultation, which suits their youth panels",
            "helped run the borough youth voice consultation",
            "Run youth panels",
            PAGE,
        ),
        (
            "match",
            "You helped run the borough youth voice consultation, close to their youth panels",
            "helped run the borough youth voice consultation",
            "Run youth panels",
            MODEL,
        ),
        (
            "match",
            "You moved colleagues off Libra to Common Platform, which they use",
            "helped colleagues move off Libra to Common Platform",
            "Common Platform",
            MODEL,
        ),
        (
            "match",
            "You built a content design system, which they want",
            "contributed 40 patterns to the team's content design system",
            "Building a content design system",
            PAGE,
        ),
        (
            "match",
            "You edited a feature documentary, the credit they value",
            "assistant editor on a feature documentary",
            "Feature documentary credit",
            PAGE,
        ),
        # Freelance or volunteer work given as a staff or a paid job.
        (
            "match",
            "Your staff editor role at CBC Docs gives you broadcaster experience",
            "Freelance editor for CBC Docs",
            "Experience with Canadian broadcasters",
            PAGE,
        ),
        (
            "match",
            "Your freelance editing for CBC Docs gives you broadcaster experience",
            "Freelance editor for CBC Docs",
            "Experience with Canadian broadcasters",
            MODEL,
        ),
        (
            "match",
            "Your paid one-to-one sessions for 8 clients are personal training experience",
            "one-to-one sessions for 8 clients as a volunteer",
            "Personal training experience",
            PAGE,
        ),
    ],
)
def test_help_given_contributions_and_unpaid_work(kind, point, profile_quote, job_quote, expected):
    assert decide(kind, point, profile_quote, job_quote, HELPER_PROFILE, HELPER_JOB) == str(
        expected
    )


def test_a_gap_that_goes_on_about_the_profile_is_shown_in_the_pages_words():
    """What a gap's sentence adds after saying what is missing ("...; they also want PALS") is
    no part of what its quote asks for: shown in the page's words, not hidden, unless what it
    names there is what the profile shows ("...; you list ILS"). A number or a name in what it
    says is missing must still be in the quote, and a subject the profile shows is still no
    gap."""
    profile = {
        "headline": "ICU nurse",
        "skills": "ILS, CRRT under supervision, BLS instructor",
        "experience": "Band 5 ICU staff nurse since 2021.",
    }
    job = {"title": "Band 6 ICU nurse", "requirements": "ALS certification\nBLS certification"}
    tail = "ALS certification is not shown in your profile; they also want PALS."
    assert decide("gap", tail, "", "ALS certification", profile, job) == PAGE
    listed = "ALS certification is not shown in your profile; you list ILS, a good foundation."
    assert decide("gap", listed, "", "ALS certification", profile, job) == MODEL
    assert (
        decide("gap", "ALS certification is not shown.", "", "ALS certification", profile, job)
        == MODEL
    )
    named = "ALS and PALS certification are not shown in your profile."
    assert decide("gap", named, "", "ALS certification", profile, job) == str(
        FaithReason.TERM_NOT_IN_QUOTES
    )
    shown = "BLS certification is not shown in your profile; you would need it in 2 weeks."
    assert decide("gap", shown, "", "BLS certification", profile, job) == str(
        FaithReason.GAP_SHOWN_UNDER_OTHER_NAME
    )


CIVIC_PROFILE = {
    "skills": "Social Work England registered; Mosaic case recording",
    "experience": "Not yet authorised for feed or port health work. Currently in training for "
    "33kV work: first module done. Part of a team that cut average claim cycle time by 18%. "
    "Wrote the security sections of RFP responses. Partnered with a data scientist, who built "
    "the churn model, to interview 25 churned users. Ran the crew side of the rollout, with the "
    "round redesign done by the council's routing consultant. Ran a live game for 1.5 million "
    "monthly players. Respond to about 60 building regulations consultations a year. Investigate "
    "RIDDOR-reported accidents.",
}
CIVIC_JOB = {
    "requirements": "current Social Work England registration\nPort health experience\n"
    "33kV experience\nCut claim cycle times\nExcellent written communication, including RFPs\n"
    "Strong command of quantitative methods\nExperience of route optimisation\nLive games at "
    "scale\nrespond to consultations on larger schemes\nExperience investigating accidents "
    "under RIDDOR\nExperience managing junior producers\nCase recording on Liquidlogic",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # A "not yet" reaches each alternative of an "or"; "in training for" is ahead.
        (
            "match",
            "Your port health background covers what they ask for",
            "Not yet authorised for feed or port health work",
            "Port health experience",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "Your 33kV training gives you the 33kV experience they list",
            "Currently in training for 33kV work",
            "33kV experience",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # A team's result, or another person's part, is not the seeker's alone.
        (
            "match",
            "You cut average claim cycle time by 18%",
            "Part of a team that cut average claim cycle time by 18%",
            "Cut claim cycle times",
            PAGE,
        ),
        (
            "match",
            "As part of a team, you cut average claim cycle time by 18%",
            "Part of a team that cut average claim cycle time by 18%",
            "Cut claim cycle times",
            MODEL,
        ),
        (
            "match",
            "You have written full RFP responses",
            "Wrote the security sections of RFP responses",
            "Excellent written communication, including RFPs",
            PAGE,
        ),
        (
            "match",
            "You have written the security sections of RFP responses",
            "Wrote the security sections of RFP responses",
            "Excellent written communication, including RFPs",
            MODEL,
        ),
        (
            "match",
            "You built a churn model, which shows the quantitative methods they want",
            "Partnered with a data scientist, who built the churn model",
            "Strong command of quantitative methods",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You redesigned the rounds of a rollout, which is route optimisation",
            "Ran the crew side of the rollout, with the round redesign done by the council's "
            "routing consultant",
            "Experience of route optimisation",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # How often is part of a number: daily players are not monthly ones.
        (
            "match",
            "You have run a live game for 1.5 million daily players",
            "Ran a live game for 1.5 million monthly players",
            "Live games at scale",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "match",
            "You have run a live game for 1.5 million monthly players",
            "Ran a live game for 1.5 million monthly players",
            "Live games at scale",
            MODEL,
        ),
        # That a credential stands is the job's word for what the profile gives as it stands.
        (
            "match",
            "You hold current Social Work England registration",
            "Social Work England registered",
            "current Social Work England registration",
            MODEL,
        ),
        # A solid footing is a relation, not a level; "head-on" and "directly" are no ranks.
        (
            "match",
            "About 60 building regulations consultations a year give you a solid footing for "
            "the larger schemes they consult on",
            "Respond to about 60 building regulations consultations a year",
            "respond to consultations on larger schemes",
            MODEL,
        ),
        (
            "match",
            "You investigate RIDDOR-reported accidents, which meets this requirement head-on",
            "Investigate RIDDOR-reported accidents",
            "Experience investigating accidents under RIDDOR",
            MODEL,
        ),
        (
            "match",
            "You head RIDDOR investigations of accidents",
            "Investigate RIDDOR-reported accidents",
            "Experience investigating accidents under RIDDOR",
            PAGE,
        ),
        # What the seeker would do there is the job's; what they have done is a claim.
        (
            "gap",
            "Managing junior producers isn't shown yet; here you'd have an associate producer "
            "reporting to you.",
            "",
            "Experience managing junior producers",
            MODEL,
        ),
        (
            "gap",
            "Managing junior producers isn't shown yet, though you have supervised an "
            "associate producer.",
            "",
            "Experience managing junior producers",
            PAGE,
        ),
        # A name said after the gap that the profile shows is the profile's, said of it.
        (
            "gap",
            "Liquidlogic is not shown in your profile; your case recording is on Mosaic.",
            "",
            "Case recording on Liquidlogic",
            MODEL,
        ),
        (
            "gap",
            "Liquidlogic is not shown in your profile; your case recording is on Frameworki.",
            "",
            "Case recording on Liquidlogic",
            PAGE,
        ),
    ],
)
def test_teams_shares_frequencies_and_what_the_seeker_would_do(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, CIVIC_PROFILE, CIVIC_JOB) == str(expected)


EXAMPLE_PROFILE = {
    "skills": "survey design (Qualtrics), Webaspx and Bartec Collective, infectious disease "
    "investigation, injury audit, Maths intervention",
    "experience": "Housing Officer: manage a patch of 480 tenancies. Edited a factual series "
    "for Channel 4. ITI Associate member; sitting the ITI MITI assessment in November. "
    "Paediatric first aid (expired 2023).",
    "work_preferences": "Happy to travel, with my own car and a clean licence.",
}
EXAMPLE_JOB = {
    "requirements": "Strong command of quantitative methods\nExperience of round management "
    "systems such as Bartec\nExperience with Sparx Maths is welcome\ninvestigate outbreaks\n"
    "contribute to our injury surveillance programme\nExperience in a frontline housing "
    "management role\nDelivered to a major streamer or broadcaster\nMITI status\nFull UK driving licence\n"
    "Paediatric first aid certificate",
}


GAP_SHOWN = FaithReason.GAP_SHOWN_UNDER_OTHER_NAME


@pytest.mark.parametrize(
    ("point", "job_quote", "expected"),
    [
        # An example the gap's own sentence gives, in plain words, that the profile shows.
        (
            "Quantitative methods such as surveys don't appear in your profile.",
            "Strong command of quantitative methods",
            GAP_SHOWN,
        ),
        (
            "Quantitative methods such as regression don't appear in your profile.",
            "Strong command of quantitative methods",
            MODEL,
        ),
        # The example a requirement gives, when the profile names that very one.
        (
            "Round management systems such as Bartec are not shown in your profile.",
            "Experience of round management systems such as Bartec",
            GAP_SHOWN,
        ),
        # "with" gives a setting, not examples: Maths alone shows no Sparx Maths.
        (
            "Sparx Maths is not shown in your profile.",
            "Experience with Sparx Maths is welcome",
            MODEL,
        ),
        # Names and covers: an investigation of infectious disease is one of outbreaks, an
        # injury audit is injury surveillance, a housing officer works in housing management,
        # Channel 4 is a broadcaster, a clean licence a driving licence.
        (
            "Investigating outbreaks is not shown in your profile.",
            "investigate outbreaks",
            GAP_SHOWN,
        ),
        (
            "Injury surveillance is not something your profile shows.",
            "contribute to our injury surveillance programme",
            GAP_SHOWN,
        ),
        (
            "A frontline housing management role is not shown in your profile.",
            "Experience in a frontline housing management role",
            GAP_SHOWN,
        ),
        (
            "Delivery to a major streamer or broadcaster is not shown in your profile.",
            "Delivered to a major streamer or broadcaster",
            GAP_SHOWN,
        ),
        (
            "A full UK driving licence is not shown in your profile.",
            "Full UK driving licence",
            GAP_SHOWN,
        ),
        # An assessment the seeker is sitting is not yet held.
        ("MITI status isn't held yet.", "MITI status", MODEL),
        # A year said after the gap, of what the profile has: the profile gives it. Another
        # year, or another number, is the sentence's own.
        (
            "A current paediatric first aid certificate is not shown in your profile; the one "
            "you list expired in 2023.",
            "Paediatric first aid certificate",
            MODEL,
        ),
        (
            "A current paediatric first aid certificate is not shown in your profile; the one "
            "you list expired in 2021.",
            "Paediatric first aid certificate",
            PAGE,
        ),
        (
            "MITI status is not shown in your profile; you have sat 480 assessments.",
            "MITI status",
            PAGE,
        ),
    ],
)
def test_examples_a_gap_gives_and_credentials_being_sat(point, job_quote, expected):
    assert decide("gap", point, "", job_quote, EXAMPLE_PROFILE, EXAMPLE_JOB) == str(expected)


RATE_PROFILE = {
    "skills": "Pub/Sub, Dataflow, Argo CD, Level 3 safeguarding, internal assessment and "
    "moderation",
    "experience": "Built Pub/Sub and Dataflow streaming for smart-meter readings at around 2 "
    "million events an hour. Google Cloud Professional Data Engineer expired in 2024. Azure "
    "Solutions Architect Expert (AZ-305) - failed first attempt, retaking in spring. "
    "Non-Medical Prescribing (V300) module started January 2025. MSc Computer Science "
    "(part-time), University of Toronto - thesis stage, expected 2025. BSc Mathematics, "
    "University of Leeds. AWS Certified Developer, renewed in 2024.",
}
RATE_JOB = {
    "description": "Here you would review the work of two accounts clerks.",
    "requirements": "Streaming with Kafka or Pub/Sub\nGoogle Cloud certification is a plus\n"
    "Azure Solutions Architect Expert or equivalent is an asset\nPrescribing qualification "
    "(V300) desirable\nMSc or PhD in a quantitative field\nDegree in a numerate subject\n"
    "AWS certification\nTerraform and GitOps (Argo CD or Flux)\ncontribute to moderation within "
    "the faculty\nDefining and tracking SLOs\nAbility to deliver staff CPD\nExperience training "
    "or mentoring junior staff",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # A rate is part of its number: "an hour" is not "a minute".
        (
            "match",
            "Your streaming pushes around 2 million events a minute through Pub/Sub.",
            "Pub/Sub and Dataflow streaming for smart-meter readings at around 2 million events "
            "an hour",
            "Streaming with Kafka or Pub/Sub",
            FaithReason.NUMBER_NOT_IN_QUOTES,
        ),
        (
            "match",
            "Your Pub/Sub and Dataflow streaming runs at around 2 million events an hour.",
            "Pub/Sub and Dataflow streaming for smart-meter readings at around 2 million events "
            "an hour",
            "Streaming with Kafka or Pub/Sub",
            MODEL,
        ),
        # A status said after a credential takes it back: expired in a year, failed and being
        # retaken, a module started, a degree expected in a year.
        (
            "match",
            "Your Google Cloud Professional Data Engineer certification is the plus they name.",
            "Google Cloud Professional Data Engineer expired in 2024",
            "Google Cloud certification is a plus",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "Holding the Azure Solutions Architect Expert, you meet their asset.",
            "Azure Solutions Architect Expert (AZ-305) - failed first attempt, retaking in spring",
            "Azure Solutions Architect Expert or equivalent is an asset",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "Your V300 prescribing qualification covers their desirable criterion.",
            "Non-Medical Prescribing (V300) module started January 2025",
            "Prescribing qualification (V300) desirable",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "Your MSc in Computer Science covers their degree requirement.",
            "MSc Computer Science (part-time), University of Toronto - thesis stage, expected 2025",
            "MSc or PhD in a quantitative field",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # ... and a degree held, or a credential renewed in a year, is held.
        (
            "match",
            "Your BSc Mathematics meets their degree line.",
            "BSc Mathematics, University of Leeds",
            "Degree in a numerate subject",
            MODEL,
        ),
        (
            "match",
            "You hold the AWS Certified Developer certification they ask for.",
            "AWS Certified Developer, renewed in 2024",
            "AWS certification",
            MODEL,
        ),
        # Argo CD is a GitOps tool; "nothing in your profile about" says what is missing, and
        # what follows is commentary; "demonstrates" is how a gap speaks, not its subject.
        (
            "gap",
            "GitOps doesn't show up in your profile.",
            "",
            "Terraform and GitOps (Argo CD or Flux)",
            GAP_SHOWN,
        ),
        (
            "gap",
            "There's nothing in your profile about moderation, which they'd want you "
            "contributing to across the faculty.",
            "",
            "contribute to moderation within the faculty",
            GAP_SHOWN,
        ),
        (
            "gap",
            "Tracking SLOs isn't something your profile demonstrates yet.",
            "",
            "Defining and tracking SLOs",
            MODEL,
        ),
        # "You haven't ..." said as what the profile shows is no blame; without it, it is.
        (
            "gap",
            "You haven't delivered staff CPD yet as far as your profile shows.",
            "",
            "Ability to deliver staff CPD",
            MODEL,
        ),
        ("gap", "You haven't delivered staff CPD yet.", "", "Ability to deliver staff CPD", PAGE),
        # A number of what the seeker would do there, which the posting gives; not another.
        (
            "gap",
            "There's no sign in your profile of mentoring junior staff, and here you'd be "
            "reviewing two clerks' work.",
            "",
            "Experience training or mentoring junior staff",
            MODEL,
        ),
        (
            "gap",
            "There's no sign in your profile of mentoring junior staff, and here you'd be "
            "reviewing five clerks' work.",
            "",
            "Experience training or mentoring junior staff",
            PAGE,
        ),
    ],
)
def test_rates_statuses_after_a_credential_and_what_a_gap_adds(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, RATE_PROFILE, RATE_JOB) == str(expected)


KIND_PROFILE = {
    "skills": "Team Teach (de-escalation, 2023), CIPP Diploma in Payroll Management (studying, "
    "module 3 of 4)",
    "experience": "BA Criminology, Simon Fraser University. Not yet qualified as a reformer "
    "instructor. CIMA Strategic level (Strategic Case Study booked for February 2025).",
}
KIND_JOB = {
    "requirements": "Degree in criminology or a related field\nTeam Teach or similar positive "
    "handling training\nReformer Pilates instructor qualification\nCIPP Diploma in Payroll "
    "Management or equivalent, or working towards\nCIMA qualified, or finalist close to "
    "qualification",
}


@pytest.mark.parametrize(
    ("point", "profile_quote", "job_quote", "expected"),
    [
        # The job's word for what kind of thing the seeker's is says nothing more.
        (
            "Your criminology degree meets their degree line.",
            "BA Criminology, Simon Fraser University",
            "Degree in criminology or a related field",
            MODEL,
        ),
        (
            "Your Team Teach training is the positive handling training they name.",
            "Team Teach (de-escalation, 2023)",
            "Team Teach or similar positive handling training",
            MODEL,
        ),
        # A "not yet" reaches past an article: "not yet qualified as a reformer instructor".
        (
            "Your reformer training covers their instructor qualification requirement.",
            "Not yet qualified as a reformer instructor",
            "Reformer Pilates instructor qualification",
            FaithReason.NEGATED_EVIDENCE,
        ),
        # A point that itself says the seeker is still on the way may rest on a quote that
        # says so; one that says it is done may not.
        (
            "You're on module three of four of the CIPP Diploma, and they accept people working "
            "towards it.",
            "CIPP Diploma in Payroll Management (studying, module 3 of 4)",
            "CIPP Diploma in Payroll Management or equivalent, or working towards",
            MODEL,
        ),
        (
            "You hold the CIPP Diploma in Payroll Management they ask for.",
            "CIPP Diploma in Payroll Management (studying, module 3 of 4)",
            "CIPP Diploma in Payroll Management or equivalent, or working towards",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "As a CIMA finalist with only the Strategic Case Study left to sit, you fit their "
            "finalist wording.",
            "CIMA Strategic level (Strategic Case Study booked for February 2025)",
            "CIMA qualified, or finalist close to qualification",
            PAGE,
        ),
        (
            "You have passed the CIMA Strategic Case Study.",
            "CIMA Strategic level (Strategic Case Study booked for February 2025)",
            "CIMA qualified, or finalist close to qualification",
            FaithReason.NEGATED_EVIDENCE,
        ),
    ],
)
def test_kinds_of_a_thing_articles_in_a_negation_and_points_still_on_the_way(
    point, profile_quote, job_quote, expected
):
    assert decide("match", point, profile_quote, job_quote, KIND_PROFILE, KIND_JOB) == str(
        expected
    )


SHIFT_PROFILE = {
    "skills": "digital tachograph, EU drivers' hours, WHMIS 2015, JHSC Certified Member Part One",
    "experience": "BS Civil Engineering, Colorado State University. Acted as manager on duty "
    "on overnight shifts twice a month. Run the night "
    "audit every shift. Set up conversions API for 4 clients with the agency's developer. "
    "Built the client reporting dashboards on my own.",
}
SHIFT_JOB = {
    "requirements": "Front office leadership in a full-service hotel\nNight audit experience\n"
    "Experience with conversions API or server-side tracking\nLooker Studio reporting\n"
    "Knowledge of EU tachograph and drivers' hours regulations\nHealth and safety committee "
    "experience\nBS in Civil Engineering\nBS in Mechanical Engineering",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Now and then is not most of the time; every shift is.
        (
            "match",
            "You step in as manager on duty on most overnight shifts, grounding for their front "
            "office leadership.",
            "Acted as manager on duty on overnight shifts twice a month",
            "Front office leadership in a full-service hotel",
            PAGE,
        ),
        (
            "match",
            "You act as manager on duty on overnight shifts twice a month.",
            "Acted as manager on duty on overnight shifts twice a month",
            "Front office leadership in a full-service hotel",
            MODEL,
        ),
        (
            "match",
            "You run the night audit every shift, which they ask for.",
            "Run the night audit every shift",
            "Night audit experience",
            MODEL,
        ),
        # Work done with another's developer is not done alone; work done alone is.
        (
            "match",
            "You've set up conversions API yourself for four clients.",
            "Set up conversions API for 4 clients with the agency's developer",
            "Experience with conversions API or server-side tracking",
            PAGE,
        ),
        (
            "match",
            "You set up conversions API for four clients with the agency's developer.",
            "Set up conversions API for 4 clients with the agency's developer",
            "Experience with conversions API or server-side tracking",
            MODEL,
        ),
        # A verdict: the kind of hire they should snap up.
        (
            "match",
            "You set up conversions API, and they should snap you up.",
            "Set up conversions API for 4 clients with the agency's developer",
            "Experience with conversions API or server-side tracking",
            FaithReason.JUDGES_THE_PERSON,
        ),
        (
            "match",
            "You set up conversions API, and honestly you're the standout candidate here.",
            "Set up conversions API for 4 clients with the agency's developer",
            "Experience with conversions API or server-side tracking",
            FaithReason.JUDGES_THE_PERSON,
        ),
        # "in your history" is where a gap looks, not what the seeker has; a month names no
        # skill.
        (
            "gap",
            "Looker Studio reporting doesn't come up anywhere in your history.",
            "",
            "Looker Studio reporting",
            MODEL,
        ),
        (
            "gap",
            "Looker Studio reporting has not been in your profile since March.",
            "",
            "Looker Studio reporting",
            MODEL,
        ),
        # The letters of a degree say "degree"; another subject's degree is still a gap.
        (
            "gap",
            "A civil engineering degree isn't listed on your profile.",
            "",
            "BS in Civil Engineering",
            GAP_SHOWN,
        ),
        (
            "gap",
            "A mechanical engineering degree isn't listed on your profile.",
            "",
            "BS in Mechanical Engineering",
            MODEL,
        ),
        # Names: "tachos" are tachographs, the JHSC is a health and safety committee.
        (
            "gap",
            "Regulations knowledge around tachos and working hours isn't shown in your profile.",
            "",
            "Knowledge of EU tachograph and drivers' hours regulations",
            GAP_SHOWN,
        ),
        (
            "gap",
            "Health and safety committee work doesn't come through in your profile.",
            "",
            "Health and safety committee experience",
            GAP_SHOWN,
        ),
    ],
)
def test_frequencies_work_with_another_snapping_up_and_committee_names(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, SHIFT_PROFILE, SHIFT_JOB) == str(expected)


TAKING_PART_PROFILE = {
    "skills": "Paediatric First Aid, 12-hour (certificate expired January 2025, renewal booked "
    "for May 2025); Certified Career Development Professional (CCDP) application submitted, "
    "assessment pending; Emergency First Aid at Work (2024)",
    "experience": "Took part in the ION Orchard flagship refit as one of three VMs under the "
    "regional VM manager. Led the Jewel Changi store opening.",
}
TAKING_PART_JOB = {
    "requirements": "Current 12-hour Paediatric First Aid certificate\nCertified Career "
    "Development Professional (CCDP)\nEmergency First Aid at Work\nInvolvement in a store "
    "opening or refit\nManage a team of 12 dental nurses, including rotas and appraisals",
}


@pytest.mark.parametrize(
    ("kind", "point", "profile_quote", "job_quote", "expected"),
    [
        # Taking part, as one of three under a manager, is not running it.
        (
            "match",
            "You ran the ION Orchard flagship refit, which covers their refit requirement.",
            "Took part in the ION Orchard flagship refit as one of three VMs under the regional "
            "VM manager",
            "Involvement in a store opening or refit",
            PAGE,
        ),
        (
            "match",
            "You led the Jewel Changi store opening, which covers their opening requirement.",
            "Led the Jewel Changi store opening",
            "Involvement in a store opening or refit",
            MODEL,
        ),
        # What the profile says right after the quote takes it back: a certificate expired in
        # a month of a year, an application submitted; one with a year alone stands.
        (
            "match",
            "Your 12-hour Paediatric First Aid certificate ticks their first aid requirement.",
            "Paediatric First Aid, 12-hour",
            "Current 12-hour Paediatric First Aid certificate",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "You're a Certified Career Development Professional, the certification they name.",
            "Certified Career Development Professional (CCDP)",
            "Certified Career Development Professional (CCDP)",
            FaithReason.NEGATED_EVIDENCE,
        ),
        (
            "match",
            "Your Emergency First Aid at Work certificate meets their first aid line.",
            "Emergency First Aid at Work (2024)",
            "Emergency First Aid at Work",
            MODEL,
        ),
        # A verdict in a gap: "out of your depth".
        (
            "gap",
            "Rotas and appraisals for a team of 12 aren't in your profile, so you'd probably be "
            "out of your depth at first.",
            "",
            "Manage a team of 12 dental nurses, including rotas and appraisals",
            FaithReason.JUDGES_THE_PERSON,
        ),
    ],
)
def test_taking_part_statuses_after_the_quote_and_depth(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(
        kind, point, profile_quote, job_quote, TAKING_PART_PROFILE, TAKING_PART_JOB
    ) == str(expected)


# Blind rounds written to be hard: each written, without sight of the stage, by a writer told
# to make the unfaithful points subtle, most in fluent prose (commentary, employers and places
# beside the quotes, gaps that say what the profile has instead), two in short plain points.
# Each round was measured before any rule was changed for it. The stage does not meet the bar of test_the_labelled_set_as_a_whole
# on them (README, "What it cannot catch"), so they are kept apart: their own known limits,
# which may only shrink, and a cap on what they show that may only fall.
FLUENT = sorted((Path(__file__).parent / "cases-faithful-fluent").glob("*.json"))
FLUENT_LIMITS = {
    "bm01-kotlin-backend-bristol-insurer": {
        "You're already running Kotlin in production: at Avonmere Travel Tech you built the booking-amendments service, which handles roughly 18,000 requests a minute at peak, so this isn't a language you'd be switching into.",
        "Your background is travel tech and agency work rather than insurance or financial services - though they only list it as a plus.",
        "You haven't broken a monolith into services yet - the closest thing in your profile is moving three legacy services onto Spring Boot 3 - and it's one of their listed requirements.",
    },
    "bm02-junior-data-analyst-pune-quick-commerce": {
        "There's no sign yet of you presenting findings to senior business people, and here you'd be in front of category heads.",
        "Acquisition and retention analysis for marketing doesn't feature in your work so far - your dashboards have been for category and operations teams - and those are the questions this team exists to answer.",
    },
    "bm03-it-support-l2-brisbane-health": {
        "Resolving around 35 tickets a day in ServiceNow for 1,100 staff at Moreton Bay Council is a solid base for stepping into a team that supports 2,300 clinical and admin staff around the clock.",
        "Clinical systems support doesn't appear in your profile - the nearest thing is network work in three dental clinics - though they only mark it as desirable.",
        "Your profile doesn't show any willingness to work outside business hours, and they need you on the weekend on-call roster.",
    },
    "bm04-senior-platform-engineer-munich-logistics": {
        "Running 6 EKS clusters that host about 180 microservices for a freight-booking platform is deep production Kubernetes by most people's standards.",
        "Your CKA, first earned in 2021 and renewed in 2024, is exactly the certification they flag as a plus.",
        "Your Azure is listed only as AKS basics, and they want Azure, ideally AKS, so expect some ramp-up there.",
    },
    "bm05-senior-analytics-engineer-toronto-loyalty": {
        "Loyalty or payments data would be new to you - your recent work is at a Shopify app company, and transit ridership before that - and it's their ideal background.",
        "You clearly test your models, but documentation practices don't come through anywhere in your profile.",
        "The dbt Semantic Layer itself isn't in your profile - your semantic-layer work has been in LookML - so defining metrics there would be a new tool for you.",
    },
    "bn01-band6-charge-nurse-respiratory-ward": {
        "Taking charge of shifts about twice a week since 2023 is exactly the kind of experience they mean by taking charge of a ward or unit, and it gives you something concrete to talk through at interview.",
        "You don't hold ALS yet - your course is booked for June - but they'll accept willingness to get it within 12 months, so this shouldn't hold you back.",
        "Audit doesn't feature anywhere in your profile, and it's one of their listed requirements alongside quality improvement.",
        "Deputising for a ward manager isn't something your profile covers yet; your charge shifts on Ward 9 are the nearest thing.",
    },
    "bn02-community-rgn-carlow": {
        "Community electronic patient records aren't mentioned; the only IT you list is MS Office, so it's worth saying whether you used a system on the CIT secondment.",
    },
    "bn03-perioperative-rn-tauranga": {
        "You've already scrubbed for Mako robotic knee lists, so their newly commissioned system would be familiar from your first week.",
        "PDRP is a New Zealand framework and your profile doesn't show a level on it; ask how they'd place an overseas-trained nurse.",
        "Surgical first assisting is on their desirable list, and the first assistant course you started in 2023 isn't shown as completed.",
    },
    "bn04-community-ot-kingston-ontario": {
        "There's no master's-level OT degree in your profile, and they require one from an accredited program.",
        "Some school-based paediatric referrals come with the caseload, and your OT work so far has been in geriatric rehab; you've said you're open to some paediatric work, so this may be manageable.",
    },
    "bn05-middle-school-math-teacher-loveland": {
        "Your license is Elementary Education (K-6), so the Mathematics endorsement is still to come; the Praxis you're registered for in May would be a step towards it.",
        "Illustrative Mathematics doesn't appear in your profile - you've taught with Eureka Math and Bridges - so it would help to explain how close those are to a problem-based approach.",
        "Leading an intervention block doesn't show in your profile yet, and they want someone willing to take one on or sponsor a club.",
    },
    "bn06-fe-lecturer-electrical-installation-plymouth": {
        "You hold the C&G 2391-52 Inspection and Testing qualification, which is exactly the one they name - a box not every applicant from the trade will tick.",
        "You have GCSE maths and English at grade C, which meets their Level 2 English and maths requirement.",
        "A full UK driving licence is desirable for employer visits, and your profile doesn't say you have one.",
    },
    "bo01-assistant-management-accountant-bristol-brewer": {
        "Accruals and prepayments are already part of your month at Harbourline Foods, where you prepare the schedules for the month-end pack – that lines up squarely with one of their core asks.",
        "Stock and cost-of-sales accounting doesn't appear in your experience, and at a brewer with three taprooms and a wholesale arm it will drive a lot of the monthly numbers.",
        "There's no sign yet of supervising or training anyone, and this role expects some of that from the start.",
        "Alcohol duty returns don't show up anywhere in your background, and a brewer like Quayside will be filing them every month.",
    },
    "bo02-senior-payroll-specialist-columbus": {
        "You already process biweekly payroll for about 1,850 employees across three states, so Ridgeway's 2,400 technicians in six states would be a step up in scale rather than a different job.",
        "Garnishments and child-support orders are routine for you at Buckeye Regional, which covers the garnishment side of that line; levies specifically aren't mentioned, so have an example ready.",
        "Commission and incentive pay doesn't show up in your history – shift differentials at Lindgren are the closest thing – and Ridgeway's technicians are paid commission and spiffs every week.",
        "You've handled 401(k) deductions, but supporting a 401(k) or benefits audit isn't something your profile covers.",
        "You don't hold the CPP yet – you sat it in October 2024 and are retaking in spring – and they list it as required, with the FPC only considered alongside strong experience.",
    },
    "bo03-mc-linehaul-driver-brisbane": {
        "Your Basic Fatigue Management accreditation ticks one of their listed requirements outright, which matters on a five-nights-a-week changeover.",
        "Having held your heavy vehicle licence since 2018, you're well clear of the two-year minimum they set for the licence class this job needs.",
        "You've kept a written work diary under BFM, but electronic work diaries – fitted across their Kenworth fleet – don't appear in your profile yet.",
        "You don't hold an MC licence yet – your course is booked for next month – and they want it held for at least two years, so this could be a hard stop for now.",
    },
    "bo04-audit-senior-sandton": {
        "Your clients have been in manufacturing, retail and property; mining and financial services, two of their core sectors, don't appear in your profile.",
    },
    "bo05-senior-procurement-executive-tuas": {
        "The roughly S$14m a year you buy across indirect categories at Straits Marine Engineering clears their S$10m spend threshold, even if it's indirect rather than the direct materials this role covers.",
        "You raised POs in SAP MM at Jurong Precision Components, which covers their SAP MM line; S/4HANA isn't something you mention, so the migration would be a learning step.",
        "Your buying has centred on indirect categories; you raised POs for production consumables earlier on, but managing direct materials in a manufacturing setting isn't shown.",
        "The role is fully on-site in Tuas five days a week, whereas you've said you prefer hybrid – worth deciding whether that's workable before applying.",
    },
    "bo06-transport-planner-daventry": {
        "Covering the Saturday transport desk and re-planning loads in Paragon when drivers run out of hours gives you genuine, if part-time, hands-on Paragon experience.",
        "Planning transport isn't something you've done yet – your background is on the warehouse floor – and they want proven planning experience in a distribution setting.",
        "Dealing with customers under pressure isn't shown; your liaison so far has been with the transport office and your own shift team.",
        "The Working Time Directive isn't named in your profile, though you do list drivers' hours and tachograph rules; expect them to probe how the two interact.",
    },
    "bp01-head-chef-manchester-pub": {
        "Level 3 HACCP is still on your to-do list - the course is booked for June - and it's a stated requirement alongside the food safety qualification you already hold.",
        "Cooking for events doesn't feature in your background, yet you'd be building events menus with the group executive chef.",
    },
    "bp02-restaurant-gm-toronto-waterfront": {
        "Cutting FOH labour from 24% to 21% of sales in 2023 is exactly the kind of labour control their P&L line calls for.",
        "Your Food Handler Certificate lapsed in 2022, and they list it next to Smart Serve, which you do hold - an easy one to renew before you start.",
        "You haven't yet held a GM or AGM title - your roles have been Assistant Manager and Restaurant Manager - and that's the first thing on their list.",
        "Leading a kitchen team would be new: your management experience is on the front-of-house side, and here you'd be leading back of house too, alongside the Executive Chef.",
    },
    "bp04-senior-event-manager-barcelona-dmc": {
        "German or French would be a plus with their client mix; you list Catalan and Italian alongside English and Spanish, but neither of the two they name.",
        "Mentoring doesn't come up - you've run on-site crews, but nothing shows you developing junior colleagues, and two coordinators would look to you here.",
    },
    "bp05-senior-paid-media-manager-denver-dtc": {
        "Payback reporting isn't in your profile: you talk about ROAS and CPA, but not payback, which they want reported to the VP of Growth every week.",
    },
    "bp06-content-seo-manager-bristol-walking-holidays": {
        "Lifecycle journeys from first enquiry to post-trip review aren't in your profile; your email work so far is a fortnightly newsletter rather than automated journeys.",
        "Core Web Vitals is the one technical SEO item that doesn't come up in your profile, despite your audit and migration work.",
    },
    "bg01-senior-data-engineer-challenger-bank": {
        "The £1,500 yearly learning budget would go a long way towards the Databricks Data "
        "Engineer Associate exam you've already booked for March.",
        "Regulated-industry experience doesn't come through in your profile, which matters at a"
        " bank whose pipelines feed regulatory reporting.",
    },
    "bg02-sre-dublin-payments-startup": {
        "You're already running three EKS clusters with around 60 services at Loopwise - "
        "squarely the Kubernetes-on-AWS estate Tillfort wants its second SRE to own.",
        "Defining and tracking SLOs isn't something your profile demonstrates yet.",
    },
    "bg03-senior-data-analyst-melbourne-grocer": {
        "Retail analytics experience isn't evident in your profile, and they'd ideally like it.",
        "Adobe Analytics doesn't appear in your profile. GA4 covers the requirement itself, but"
        " part of their app tracking runs on Adobe.",
    },
    "bg04-test-automation-ottawa-federal": {
        "k6 is already in your toolkit, and it's one of the two performance-testing tools "
        "they'll accept.",
        "Coaching other testers doesn't come through in your experience, and it's part of the "
        "job across the squads.",
    },
    "bg05-product-manager-checkout-homeware": {
        "Working with payment providers or fraud teams isn't something you've done, though they"
        " only count it as a plus.",
    },
    "bg07-ml-engineer-toronto-health-startup": {
        "Your DistilBERT clause classifier hit 0.91 macro-F1 across 14 clause types - solid "
        "proof of the transformer fine-tuning Ardent is after.",
        "You've worked on Google Cloud with Vertex AI, which is exactly where they serve their "
        "models, so the platform wouldn't be new to you.",
    },
    "bg08-senior-frontend-sydney-mutual-bank": {
        "A superannuation fund is a regulated financial business, so your years at Koala Super "
        "meet their financial-services line.",
        "Five-plus years of professional frontend work isn't shown, since your React role only "
        "started in 2021.",
    },
    "bg09-analytics-engineer-edinburgh-climate": {
        "You built Thistle Pay's first dbt project, now 310 tested models on BigQuery - the "
        "very stack Heatherloop wants you to own.",
    },
    "bg10-platform-engineer-toronto-schedule-i-bank": {
        "Your Azure DevOps pipeline templates are used by nine product teams - a smaller-scale "
        "version of the golden-path templates that serve their forty.",
    },
    "bg11-java-developer-newcastle-civil-service": {
        "Your Spring Boot APIs handle around 40,000 licensing applications a week, which is "
        "strong evidence of the commercial Java and Spring Boot experience they're asking for.",
        "Postgres is their persistence layer, and you've been working with it since your "
        "housing association days.",
        "SNS and SQS messaging isn't something your profile shows, and it's how their services "
        "talk to each other.",
        "Your profile doesn't show you supporting or onboarding other people, and here you'd "
        "help colleagues who are new to the Civil Service.",
    },
    "bh01-ward-nurse-band6-leeds": {
        "You're already nurse in charge two to three shifts a week on Ward 14, which speaks "
        "straight to their ask for someone who's run a ward or unit.",
        "They run a 24/7 rota that includes nights, and your preferences lean towards long "
        "days, so it's worth asking how often nights come round.",
    },
    "bh02-district-nurse-north-canterbury": {
        "Your current APC with the Nursing Council is exactly the registration they list first,"
        " so there's nothing to sort out before you start.",
        "They need a full, clean New Zealand driver licence, and your profile doesn't mention "
        "one.",
    },
    "bh03-or-circulator-denver": {
        "Your ACLS lapsed in November 2023 and they need it current at hire, so you'd want to "
        "book a renewal before an offer.",
    },
    "bh04-cmhn-care-coordinator": {
        "Two years of home visits with the crisis team is genuine community mental health work,"
        " even though you weren't formally a care coordinator there.",
        "You'd prefer Bristol and South Gloucestershire, whereas this team is based in Weston-"
        "super-Mare and Clevedon, so check the commute works for you.",
        "You haven't held a community caseload yet, and here you'd be coordinating about 25 "
        "people under the CPA.",
    },
    "bh05-ks2-teacher-maths-lead": {
        "Adaptive teaching for EAL learners is on your skills list, which matters in a school "
        "where over half the children speak English as an additional language.",
        "Up-to-date safeguarding training isn't evident from your profile, and they list it as "
        "essential.",
    },
    "bh06-chemistry-teacher-hamilton": {
        "The refreshed NCEA Level 1 standards don't come up in your profile, and they want help"
        " implementing them.",
        "Te Tiriti o Waitangi and culturally responsive practice aren't explicitly mentioned, "
        "though your te reo Māori study is a good start you could point to.",
    },
    "bh07-fe-electrical-lecturer": {
        "T Level teaching isn't in your background yet, though it's where you'd like to go, and"
        " this department is launching one.",
        "QTLS doesn't appear in your profile, but the college funds it through the Society for "
        "Education and Training, so it's a gap they'll help you close.",
        "Preparing learners for AM2 end-point assessment isn't in your profile yet; you passed "
        "your own AM2 in 2012 but haven't coached others through it.",
    },
    "bh08-life-skills-teacher-texas": {
        "Your fluent Spanish lines up with their bilingual preference, and it's worth asking "
        "whether it could lead to the bilingual stipend down the line.",
        "Your work with visual supports and PECS should carry straight over to a classroom "
        "built around visual schedules and AAC devices.",
        "Behavior intervention training doesn't appear in your profile at all, so you'd be "
        "starting CPI from scratch in your first month.",
    },
    "bh09-senior-ap-specialist-wisconsin": {
        "Preparing 1099s for about ninety vendors every January means you'd be ready to lead "
        "their 1099 reporting.",
    },
    "bh10-management-accountant-dairy": {
        "As a CIMA finalist with only the Strategic Case Study left to sit, you fit their "
        "'finalist close to qualification' wording neatly.",
        "Business partnering with non-finance managers isn't evident in your profile, and it's "
        "a big part of this role.",
        "You're not fully CIMA-qualified yet, but they offer paid study leave and exam fees, so"
        " it's worth asking whether that would cover your final sitting.",
    },
    "bh11-audit-senior-wellington": {
        "Inflo isn't in your profile, so that would be a new tool, though your IDEA work gets "
        "you close.",
        "Crown entities and tertiary institutions don't appear in your audit history so far; "
        "councils, schools and charities do.",
    },
    "bh12-payroll-manager-glasgow": {
        "You're on module three of four of the CIPP Diploma, and they've explicitly left the "
        "door open for people working towards it.",
        "Your monthly payroll-to-ledger reconciliations are the kind of control work they want "
        "strengthened after their internal audit.",
        "Payroll system implementation or migration isn't something your profile covers, and "
        "they're moving to Dayforce in 2026.",
    },
    "bi01-transport-planner-daventry": {
        "You already plan 45 to 60 multi-drop routes a night at Harrowfield; Lymeford's nightly"
        " plan runs to around 120 routes, so it's a step up in volume rather than a new kind of"
        " work.",
        "Paragon is the routing tool on your skills list and the first one they name, so "
        "there'd be no new planning system to learn.",
        "You haven't led a planning team yet; your weekends running the transport office were "
        "solo, and this role puts a team of four planners under you.",
    },
    "bi02-warehouse-shift-supervisor-mississauga": {
        "Manhattan SCALE isn't Blue Yonder, but you'd be moving between two mainstream "
        "warehouse management systems, so the learning curve should be short.",
        "Logging non-conformance reports on damaged pallets at FreshCo is receiving-dock "
        "discipline that carries straight over to Castellan's receiving and putaway.",
        "Bringing inventory accuracy to 99.6% through the nightly cycle counts is exactly the "
        "accuracy number this supervisor would own alongside productivity and safety.",
        "Voice picking and robots would be new — Northpeak runs on RF scanning — though "
        "Castellan only lists automation as an asset, not a must-have.",
        "Here you'd be managing two team leads as well as the floor, and your profile shows you"
        " leading associates directly rather than other leads.",
    },
    "bi03-adr-tanker-driver-athlone": {
        "Averaging four drops a day at Midland lines up nicely with Corrib's day routes of four"
        " to six deliveries.",
        "A clean C+E licence sits comfortably inside their limit of no more than three penalty "
        "points.",
        "Your Safe Pass has lapsed, and Corrib lists a current Safe Pass card among its "
        "requirements, so that one needs sorting.",
        "Your preferences talk about day shifts and being home most nights, but say nothing "
        "about weekend work, and Corrib runs a Saturday rota through the winter.",
    },
    "bi04-freight-controller-durban": {
        "CargoWise One is your everyday system, and it's the platform Marlow & Venter asks for,"
        " so you'd hit the ground running on their client updates.",
        "IMDG isn't in your profile — your dangerous goods training is the IATA air course, and"
        " that's still only booked — while their chemical clients ship hazardous cargo by sea.",
    },
    "bi05-sous-chef-oughterard": {
        "Bringing food cost down from 34% to 29% with whole-fish buying from Rossaveal is hard "
        "proof of the GP and food-cost management they want.",
        "Running several outlets at once would be new: The Quay Room is a single 70-cover "
        "restaurant, and here you'd support the Executive Head Chef across all of them.",
    },
    "bi06-front-office-manager-kelowna": {
        "Your shift team of eight agents plus three bell staff makes eleven people, so the "
        "25-strong team here would be a real step up, though bell and front desk are both "
        "familiar ground.",
        "Your Emergency First Aid expired in 2023, and they're asking for a valid first aid "
        "certificate.",
    },
    "bi07-restaurant-gm-cheltenham": {
        "Cheltenham sits outside the Bristol-or-Bath area you've set in your preferences, so it"
        " would mean a longer commute or a move.",
    },
    "bi08-events-manager-cape-town": {
        "Cvent is already your registration tool, and it's the platform Meridian runs "
        "registration and abstracts on, so there's no system change for you.",
        "Your largest budgets so far top out at R1.8 million, short of the R3 million or more "
        "they want you to manage.",
        "Team leadership isn't something your profile shows yet, and here you'd manage a "
        "project team of five coordinators.",
        "Your events background is hotel- and wedding-side rather than with a PCO or "
        "association, which is where they'd ideally like it to be.",
    },
    "bi09-senior-seo-manager-toronto": {
        "You haven't managed SEO specialists before — the people you work with day to day are "
        "two freelance writers — and this role has two specialists reporting to you.",
        "Link-building and digital PR haven't featured in your work so far, and here you'd be "
        "managing the agency that does exactly that.",
    },
    "bi10-paid-social-lead-manchester": {
        "New-customer CAC targets don't feature in your profile — your results are framed in "
        "ROAS — and here you'd answer for CAC too.",
    },
    "bi11-crm-manager-dublin": {
        "Running holdout tests on every major journey at Tappd lines up well with their ask for"
        " A/B and holdout testing with incrementality reporting.",
        "Braze is your main tool at Tappd, which could be handy: Fernway is evaluating it for "
        "app messaging in 2026.",
        "Automation Studio isn't on your list — your Marketing Cloud experience is Journey "
        "Builder and Email Studio — and it's one of the three tools they name.",
        "SMS hasn't featured in your channel mix so far — it's been email, push and in-app — "
        "and Fernway wants one owner for email, push and SMS.",
    },
    "bi12-senior-brand-manager-midrand": {
        "Growing Crunchos' value share from 11.2% to 13.5% in Nielsen is exactly the evidenced "
        "share growth Highveld is asking for.",
        "Launching three new flavours through stage-gate, with one reaching 6% value share "
        "inside a year, is solid NPD evidence for their requirement.",
        "You haven't had a team reporting to you yet, and here you'd lead two brand managers "
        "and an assistant.",
        "There's no informal-trade or multi-country work in your history, and that's one of "
        "their listed requirements.",
        "Your brand roles have all been in the South African market, while Highveld also sells "
        "into eight SADC markets.",
    },
    "bj01-commercial-electrician-bristol": {
        "Healthcare work doesn't feature in your history - your fit-outs have been offices and "
        "a university library, whereas this one is a hospital outpatient refurb.",
    },
    "bj02-commercial-gas-engineer-leeds": {
        "You haven't started the CDGA1 conversion yet, and it's one of the three non-domestic "
        "ACS modules they list.",
        "Commissioning commercial plant would be new territory: the installs you describe are domestic combi and system boilers.",
    },
    "bj03-maintenance-technician-brisbane": {
        "You troubleshoot AB CompactLogix and PanelView, close kin to the ControlLogix kit on "
        "their lines, so the Rockwell side of the PLC work should feel familiar.",
        "Your Working at Heights ticket expired in Feb 2024, and it's listed next to Confined "
        "Space as a requirement, so you'd need a refresher before starting.",
    },
    "bj04-cnc-machinist-wichita": {
        "Mastercam programming is on their nice-to-have list, and you're already programming "
        "parts in Mastercam 2023.",
        "DMG MORI machines don't feature in your experience; your 5-axis time is on the Haas "
        "UMC-750, which they run as well.",
    },
    "bj05-civil-project-engineer-denver": {
        "You've already written drainage reports and detention designs to MHFD criteria, which "
        "is precisely the Mile High Flood District work on their list.",
        "Budget tracking doesn't show up anywhere in your profile, and at Summit Ridge you'd be"
        " managing fees on projects up to $500k.",
    },
    "bj06-senior-quality-engineer-galway": {
        "Test method validation doesn't appear in your profile; your validation experience is "
        "IQ/OQ/PQ on the process side.",
    },
    "bj07-qc-scientist-melbourne": {
        "Empower is the chromatography data system you train new analysts on, and it's the "
        "first one Southern Cross names.",
        "Having trained three analysts, you've effectively run a small analyst team already - "
        "their team of five is just a modest step up.",
        "Five-plus years in a GMP QC lab is a stretch on what's shown, since your QC Analyst "
        "role at Yarra began in 2021.",
        "The monthly Saturday shift clashes with the no-weekend-shifts preference you've set.",
        "Sterile injectables would be new ground for you - all the testing you describe is on "
        "oral solid dose products.",
    },
    "bj08-environmental-consultant-cork": {
        "Bid writing doesn't feature anywhere in your profile, and Shannonside pairs it with "
        "project management in its requirements.",
        "There's no sign yet of mentoring in your roles; at Shannonside you'd have two "
        "graduates to bring on.",
    },
    "bj09-residential-site-manager-tamworth": {
        "Managing health and safety on site isn't something your profile really covers, and "
        "you'd carry that responsibility here.",
        "You hold the Gold Supervisory card rather than the CSCS Black Card, though they'll "
        "accept willingness to obtain it.",
    },
    "bj10-senior-hse-advisor-kalgoorlie": {
        "Your ISO 45001 Lead Auditor ticket lines up neatly with running the site's internal "
        "audit program.",
        "Reporting HSE performance up to a client and an executive team isn't something your "
        "roles describe so far.",
        "A strong open-cut mining or heavy civil background isn't clear from your profile.",
        # One word of doing before a name ("Mentoring ... HSE advisors"): the name is taken to
        # show it.
        "Mentoring other HSE advisors would be new - there's no sign you've had advisors "
        "reporting to you before.",
    },
    "bj11-senior-mechanical-design-engineer-cambridge": {
        "Working with three moulding suppliers in the UK and China to cut part cost by 22% is "
        "real-world DFM for injection moulded plastics, exactly what Granta lists.",
        "There's no regulated-industry or medical device background in your profile - the "
        "analysers you've designed are described as laboratory products, with no mention of "
        "regulation.",
        "Tolerance stack-ups are there, but GD&T itself doesn't appear anywhere in your profile.",
    },
    "bj12-iv-pharmacy-technician-phoenix": {
        "Your hands-on aseptic technique would count toward the sterile compounding experience "
        "they'd prefer to see.",
        "Your BLS has lapsed and they want it current, so you'd need to renew it before you "
        "start.",
        "Inpatient hospital pharmacy would be a change of setting - your roles so far have been"
        " long-term care and retail.",
    },
    "bk01-executive-assistant-ceo": {
        "Your profile doesn't say anything about handling confidential information, which they "
        "treat as essential.",
    },
    "bk02-office-manager-toronto": {
        "You handle onboarding and offboarding with IT and HR for about 20 people a year, which"
        " is the joiner-and-leaver process they describe.",
    },
    "bk04-helpdesk-singapore": {
        "There's nothing in your profile about after-hours on-call, and they expect you to join"
        " a rotation.",
    },
    "bk06-visual-merchandiser-singapore": {
        "You already produce planograms for Lumen's product launches, and planograms are a core"
        " part of this job.",
    },
    "bk07-buyer-vancouver": {
        "Your preferences don't say whether you'd travel overseas, and they expect three or "
        "four trips a year.",
        "There's no online or e-commerce buying in your profile, and this category spans stores"
        " and e-commerce.",
    },
    "bk08-hr-advisor-bristol": {
        "Your profile doesn't show knowledge of UK employment law, which their policy work "
        "depends on.",
    },
    "bk10-payroll-calgary": {
        "You already run bi-weekly payroll in Dayforce, which is the Ceridian system they use.",
    },
    "bk11-council-benefits-officer": {
        "You already handle non-dependant deductions, one of the complex areas you'd own at "
        "Harrowfield.",
        "Your profile doesn't show you doing reconsiderations or First-tier Tribunal "
        "submissions, both part of this senior role.",
    },
    "bl01-senior-hca-respiratory": {
        "Buddying four new starters through the Care Certificate is the same support they want "
        "for their new starters.",
        "Mentoring or supervising junior staff isn't shown in your profile.",
    },
    "bl02-person-in-charge-nursing-home": {
        "Managing 14 nurses and 30 healthcare assistants is good preparation for a team of "
        "around 60 at Seaview Lodge.",
        "They need three years in older persons' care within the last six, and your profile "
        "doesn't clearly show that.",
        "Chairing a quality and safety committee isn't something your profile mentions; Seaview"
        " Lodge holds one monthly.",
    },
    "bl03-senior-ot-paediatrics-ndis": {
        "They need a current first aid certificate, and yours has lapsed.",
        "Complex home modifications are desirable, and your profile only mentions minor ones.",
    },
    "bl05-paediatric-phlebotomist": {
        "You haven't drawn blood from children yet (your paediatric course is still only "
        "booked), and they call paediatric experience an asset.",
        "Your profile doesn't show a current BLS certification.",
        "They need rotating weekends, one in four, and you've said you'd prefer weekdays with "
        "only occasional Saturdays.",
        "Working alongside child life specialists with distraction techniques would be new for you.",
    },
    "bl06-lead-dental-nurse": {
        "You already use Dentally, the records system they run, so there's nothing new to learn"
        " there.",
        "Implant and sedation sessions haven't been part of your chairside work so far.",
    },
    "bl07-senior-pharmacy-dispenser": {
        "You already prepare compliance packs for several nursing homes, much like their "
        "service for three.",
        "Methadone dispensing experience isn't shown in your profile, and this branch runs a "
        "large programme.",
        "They need one late shift a week until 10pm, which is later than your stated "
        "preferences allow.",
        "They're moving to an automated dispensing robot, and you haven't worked with one.",
        "You're still studying for the Level 6 Pharmacy Technician qualification, so that "
        "desirable one isn't held yet.",
    },
    "bl08-education-support-officer-inclusion": {
        "Supporting a non-verbal student with Proloquo2Go is hands-on AAC experience, and it's "
        "one of the tools they use.",
        "You give 1:1 support to three Year 3 students with autism, which covers their "
        "disability and autism requirement.",
        "Yard duty is part of the job, and supervising students at recess and lunch isn't shown"
        " in your profile.",
    },
    "bl09-toddler-room-leader": {
        "Your Level 3 Early Years Educator diploma is a full and relevant Level 3, which is "
        "what they need.",
        "They'd like Level 3 safeguarding or DSL training, and your profile only shows a lower "
        "level.",
        "Working with a SENCo on SEND support isn't shown in your profile.",
    },
    "bl10-school-business-manager-secondary": {
        "Secondary school experience is desirable, and both your schools have been primary.",
    },
    "bl11-lecturer-early-childhood": {
        "Your thesis went in in March 2025, which fits their 'or thesis submitted' wording.",
        "You've coordinated a 180-student EYLF pedagogy course two years running, which is the "
        "coordination experience they ask for.",
        "There's no sign you've taught on a Master of Teaching program; your coordination so "
        "far has been undergraduate.",
    },
    "bl12-college-career-advisor": {
        "Event planning isn't shown in your profile, and career fair experience is listed as an"
        " asset.",
        "Advising international students on work permits and co-op rules would be new ground for you.",
    },
    # Twelve blind sets of 2026-12-03 (bq to cb, the eight fields twice and more), measured before
    # they joined this set: what the stage still gets wrong on them. Their figures are in the README.
    "bq01-senior-android-payments-bengaluru": {
        "You've already moved PaySetu's checkout and onboarding flows from XML views to Jetpack Compose, which is precisely the migration Koshly says it's halfway through.",
        "Multi-module Gradle builds don't come up in your profile: you list Gradle (KTS), but nothing says you've split an app into modules.",
        "There's no evidence that you've mentored anyone or led design reviews, and they'd expect you to do both within the squad.",
        "They're after someone who has already led a squad of four Android engineers, and your profile doesn't show leadership at that scale.",
    },
    "bq02-senior-sre-hamburg-energie": {
        "Du betreibst 14 EKS-Cluster mit rund 3.000 Pods in Spitzenzeiten – das ist genau die Kubernetes-Tiefe, die hier unter „sehr gute Kenntnisse“ gemeint sein dürfte.",
        "Go und Python stehen beide in deinen Skills; ihnen würde schon eine der beiden Sprachen reichen.",
        "Sie erwarten zwei Tage pro Woche im Büro in der HafenCity, und deine Präferenzen sehen weniger Präsenz vor, als sie verlangen.",
        "Eine Rufbereitschaft wird in deinem Profil nirgends erwähnt, sie setzen die Bereitschaft dazu aber voraus.",
    },
    "bq03-test-automation-engineer-manchester-health": {
        "Playwright in TypeScript is right there in your skills, with a bit of Cypress too, so their main tooling ask is well covered.",
        "Azure DevOps doesn't feature in your profile - you're learning GitHub Actions, but their pipelines run on Azure DevOps, which is what they'd prefer.",
        "Checks on every pull request would be new for you; your regression work so far has been Xray packs and nightly runs rather than PR-level automation.",
    },
    "bq04-senior-analytics-engineer-finance-remote-us": {
        "Cutting Snowflake spend by 31% by moving heavy models to incremental shows you know the warehouse well beyond the basics; their Snowflake requirement is covered.",
        "LookML is on their list of acceptable semantic layers, so your Looker modeling work counts here even before their move to the dbt Semantic Layer.",
        "Slowly changing dimensions aren't mentioned; you list Kimball and star schemas, but nothing on SCDs, which they call out by name under data modeling.",
        "Your profile doesn't show production dbt experience, which they treat as a core requirement alongside expert SQL.",
    },
    "bq05-lead-data-scientist-personalisation-sydney": {
        "Your churn model lifted the saved-customer rate by 9 percentage points in a controlled test, which is exactly the kind of commercial, experiment-backed result they ask you to show.",
        "With diff-in-diff, synthetic control and uplift modelling already in your toolkit, you cover their causal inference requirement end to end.",
        "Neither Azure ML nor real-time model serving shows up in your profile - your cloud ML experience is AWS SageMaker at a basic level - so that plus would be something to build towards.",
        "Feature stores and model monitoring aren't in your profile; MLflow is there, but not the other two pieces of the MLOps stack they name.",
    },
    "bq06-senior-bi-developer-toronto-insurance": {
        "Your hands-on Microsoft Fabric experience puts you ahead of most candidates on their Fabric requirement.",
        "Deployment pipelines and workspace governance aren't mentioned in your profile; you build and maintain reports, but not the release and governance side they want owned.",
        "Insurance or financial services experience doesn't show in your profile, and they say they'd prefer it.",
        "Azure Synapse isn't in your profile, and your Fabric exposure is sandbox-only, so real project experience on either platform is still missing.",
    },
    "br01-theatre-practitioner-wigan-ortho": {
        "Acting up as shift coordinator on 14 occasions when the Band 6 was off is genuine evidence of leading a shift, even though it hasn't been your substantive role.",
        "You've coordinated shifts, but taking charge of the whole theatre suite when the Theatre Manager is away would be a step beyond what your profile shows.",
    },
    "br02-district-nurse-thames-nz": {
        "You're already an RN prescriber in community health, so their prescribing line is ticked outright rather than something to work toward.",
        "Your caseload has been urban and semi-rural around Albany and Warkworth, so genuinely remote lone working would be a step beyond what your profile shows.",
    },
    "br03-psych-emergency-rn-ottawa": {
        "You list Form 1, Form 42 and Form 30 processes under Ontario's Mental Health Act; Form 2 isn't named, but it sits in the same framework they want you to know well.",
        "You bring suicide risk assessment from the ward, but triage in a psychiatric emergency setting would be new to you.",
        "You're writing the CPMHN(C) in November 2024 but don't hold it yet; it's an asset here rather than a requirement.",
        "Your BLS lapsed in 2023, and they want it current alongside CPI.",
    },
    "br04-primary-teacher-lucan-infants": {
        "You're a trained Maths Recovery teacher, so you could slot straight into their numeracy intervention work.",
        "Your IEP and support-file work has been in mainstream classes; there's no sign of working in or alongside an ASD special class, which they mark as desirable.",
        "Nothing in your profile points to extra-curricular involvement, which the school would welcome.",
    },
    "br05-hs-chemistry-teacher-naperville": {
        "You taught AP Biology for 4 years (2020-2024), and they'll accept another AP science in place of AP Chem.",
        "AP Chemistry itself would be new: you've taught AP Bio and a year of Honors Chem, but one of your sections here would be AP Chemistry.",
    },
    "br06-esol-lecturer-glasgow-fe": {
        "Teaching Pre-entry to SCQF 4 classes for New Scots is close to what they mean by learners with interrupted education or low literacy, though you'd want to draw that link out yourself.",
        "You list Moodle only at a basic level, and they're after a confident user.",
    },
    "bs01-senior-transport-planner-daventry": {
        "Chilled distribution you clearly know, but ATP regulations aren't mentioned anywhere in your profile, and they pair them with temperature-controlled operations.",
        "You haven't been through a TMS implementation yet; they're rolling out Descartes over the next 12 months and would count that experience as a plus.",
        "You mention KPI reporting, but not cost per case or vehicle fill in particular, and they'd want both reported every day.",
    },
    "bs02-shiftmanager-fulfilment-venlo": {
        'You were on the project team that moved returns onto Manhattan WMS in 2019, and Manhattan is one of the two systems they\'d prefer ("bij voorkeur Blue Yonder of Manhattan").',
        "Your BHV certificate has lapsed, so you'd need to renew it - though they're happy with someone willing to get it, so it's an easy one to fix.",
        "They want at least five years leading people in warehousing or fulfilment, and your profile doesn't show that length of time in charge of a team.",
        "Blue Yonder would be new to you - your WMS experience is Manhattan - and they're switching to it in 2025.",
    },
    "bs03-trade-compliance-coordinator-jurong": {
        "You already own HS classification for three electronics clients' full product ranges, which maps well onto maintaining their 8,000-part master.",
        "You know GST on imports, but a bonded Zero-GST warehouse would be new; nothing in your profile shows that regime.",
    },
    "bs04-management-accountant-shipley": {
        "You've used Sage 200 and SAP Business One, but not S/4HANA, which is what they run.",
        "Aerospace and medical would be new sectors for you; your manufacturing experience so far is in plastics.",
        "Advanced Excel you've plainly got, but Power BI is still something you're learning, and they'd like actual experience with it.",
    },
    "bs05-ap-team-lead-midrand": {
        "Supervising four AP clerks through roughly 2,800 invoices a month across 35 branches is genuine high-volume experience, although their team and volumes are larger.",
        "The team here would be 7 creditors clerks, a step up from the 4 you supervise at present.",
        "A shared services centre serving a retail group would be a new environment for you; your AP experience has been inside a building-supplies business.",
    },
    "bs06-manager-fpa-chicago-healthtech": {
        "Adaptive is one of the tools they name outright, and you build a 600+ person headcount plan in it, so Anaplan would be a sideways step rather than a new discipline.",
        "You're on your way to the CFA with Level II coming up, but you don't hold a CPA, CFA or MBA yet; it's only a plus for them, not a requirement.",
        "Three-statement and driver-based modeling don't show up in your profile, and they want proven experience building both.",
        "Running monthly business reviews with department heads isn't in your profile; you've partnered with Sales Ops, but not across departments like this.",
    },
    "bt01-senior-sous-chef-marylebone-hotel": {
        "Leading a brigade of seven on the head chef's days off is solid grounding, though here you'd be running 14 across breakfast, lunch and dinner, so it's a real step up in scale.",
        "Your busiest service on record is a 120-cover Saturday, but banqueting or functions work isn't in your profile, and The Fenwick runs events for up to 180.",
        "They ask for Level 3 Food Safety as a minimum, and that qualification isn't listed anywhere in your profile.",
        "Your current kitchen holds one AA Rosette; The Fenwick holds two and is pushing for a third, so cooking consistently at that level would be new ground.",
        "Your First Aid at Work certificate lapsed in 2023, and they list a current one as a requirement, so you'd need to renew it.",
    },
    "bt02-restaurant-gm-austin-smokehouse": {
        "Ember & Oak does around $9M a year out of 260 seats, comfortably above the $5M+ volume they're asking for, and you've been AGM there since 2022.",
        "You're scheduling in 7shifts and working in Toast right now - the same POS and scheduling stack Cardinal runs, so there's nothing to learn on day one there.",
        "You hold ServSafe Manager and Illinois BASSET, but not the Texas Food Manager certification or TABC; they'll accept you getting both within 30 days of starting.",
        "Bar and beverage programs don't show up in your background, and with bourbon at the heart of their concept that could be the first thing they probe.",
    },
    "bt03-revenue-manager-barcelona-urban-hotels": {
        "Tu Excel avanzado (Power Query, tablas dinámicas) y tu manejo de Power BI encajan con lo que piden: Excel avanzado y, como valor añadido, Power BI.",
        "Valoran el francés, y en tu perfil figuran español, catalán, inglés y alemán, pero no francés.",
    },
    "bt04-crm-marketing-manager-toronto-telecom": {
        "The 14 automated flows you built now drive 31% of email revenue, a concrete lifecycle result to lead with for a role that owns the program end to end.",
        "You haven't managed direct reports yet, and this role comes with two CRM specialists reporting to you.",
        "You know CASL well from keeping consent records at Maple & Hearth, but Quebec's Law 25 isn't in your profile, and with a big Quebec base they'll want it.",
    },
    "bt05-head-of-social-dubai-hospitality": {
        "You took Aurelia's Instagram from 210K to 480K followers and launched its TikTok, now at 95K, which is exactly the kind of proven TikTok and Instagram growth they want to see.",
        "Your pool of 30+ UAE and KSA creators is well short of their 150+, but running product seeding across two markets is the same muscle at a smaller scale.",
        "You list your Arabic as conversational, and they want fluent written and spoken Arabic, with Arabic content treated as equal to English.",
        "The lead-role side is thin: they want 3+ years in a lead or management role, and your line management so far is one content executive since 2023.",
    },
    "bt06-senior-pmm-dublin-ap-automation": {
        "Managing or mentoring another product marketer doesn't appear in your profile, and here you'd have one reporting to you.",
        "Your launches have been aimed at HR and payroll software buyers; selling to finance buyers such as CFOs and financial controllers isn't something your profile shows.",
        "You haven't launched in a DACH market yet, and Tallyrise goes into Germany next year; your B2 German softens that, but in-market launch experience is what's missing.",
        "Running competitive intelligence against bigger rivals would be new for you; nothing in your profile covers competitor research or battlecards.",
    },
    "bu02-staff-appsec-healthtech-remote-us": {
        "You rolled out Semgrep in CI across 220 repositories and wrote 40 custom rules. That's the hands-on, in-pipeline SAST work they list.",
        "HITRUST would be new. Your compliance work is SOC 2, and they're heading into HITRUST certification next year.",
        "Dependency scanning isn't named anywhere in your profile (your pipeline work is SAST with Semgrep), and they'd want you to own both.",
    },
    "bu03-gameplay-programmer-melbourne-ue5": {
        "You've only touched Unreal Engine 5 through Blueprints, with nothing shipped, so you'd be coming in on their 'another engine and a willingness to switch' route rather than as an Unreal dev — which they're explicitly fine with.",
        "Apart from a Netcode for GameObjects prototype you haven't shipped networked multiplayer, and online co-op sits right at the heart of their game.",
        "Your C++ comes from uni and hobby projects, so 'strong C++' on a mostly-C++ gameplay codebase is probably the biggest stretch here.",
        "PlayStation and Xbox would be new platforms for you — your console time so far is the Switch port.",
    },
    "bu04-cnm2-icu-dublin": {
        "Your Postgraduate Diploma in Intensive Care Nursing from RCSI is precisely the post-registration intensive care qualification the post specifies.",
    },
    "bu05-senior-practice-nurse-bristol": {
        "Your Warwick Certificate in Diabetes in Primary Care is the recognised diabetes qualification they're looking for.",
        "You don't hold the V300 prescribing qualification yet — you've applied for the 2025 intake — and they list it as desirable.",
        "Diabetes is their particular clinical focus, and it doesn't come up anywhere in your experience.",
    },
    "bu06-senior-nicu-nurse-cape-town": {
        "Your PALS lapsed in 2023, so you don't currently hold PALS or APLS, which they list as an advantage.",
        "You're booked to sit the IBCLC in October but don't hold it yet, and they list a lactation counselling qualification as an advantage.",
    },
    "bv01-lead-data-engineer-manchester-bank": {
        "Your Kafka consumers for smart-meter readings handled about 2 million events a day - genuine streaming work, and Kafka is the first of the two tools they name.",
        "Line management is the real step up: you mentor one graduate engineer, but nothing shows you leading or line-managing engineers, and here three would report to you.",
    },
    "bv02-senior-ml-engineer-search-bengaluru": {
        "Mentoring hasn't come up in either of your roles so far, and here two ML engineers would be looking to you for guidance.",
        "Shipping models all the way into production isn't clearly shown - your experience reads more as modelling and analysis than production ML.",
        "Publications would be a bonus; your workshop paper on code-mixed query intent is still under review, so there's nothing published to point to just yet.",
        "Tamil and Bengali are on their roadmap for query understanding, and neither appears among the languages you list (Hindi, Marathi, English).",
    },
    "bv03-data-analyst-ec04-gatineau-housing": {
        "Your MA in Economics from Carleton sits squarely within the economics specialization the education requirement names.",
    },
    "bv04-senco-primary-bristol": {
        "Of the 9 EHCP applications you've drafted, 7 were successful - solid evidence of the EHCP know-how they want alongside the Code of Practice.",
        "You line-manage two teaching assistants at the moment; a team of 11 would be a big jump, but it's the same kind of responsibility they're asking about.",
        "Your Level 3 DSL training lapsed in 2023, and the Deputy DSL part of this role would need it to be current.",
        "There's no sign yet that you've led staff training on inclusion or adaptive teaching, which they list as a requirement.",
        "You haven't sat on a senior leadership team before, and this SENCo post comes with an SLT seat.",
    },
    "bv05-maths-teacher-statistics-mu-auckland": {
        "Since taking over Year 13 Statistics you've lifted the internal merit/excellence rate from 38% to 51% - a concrete, recent record of raising NCEA internal results.",
        "Culturally responsive practice doesn't come through in your profile, and the school puts it right alongside its commitment to Te Tiriti.",
        "Moderation is in your skill set, but coordinating it across a team of four teachers would be a step up from what your profile shows.",
    },
    "bv06-lecturer-general-chemistry-tacoma": {
        "CUREs don't appear in your profile: you've mentored summer researchers, but nothing shows research built into a course, which they list as preferred.",
        "The quarter system would be new - you've taught on semesters, and here the load is typically three courses per quarter.",
        "Supporting first-generation students isn't mentioned specifically - inclusive teaching is in your skills, but nothing points to first-gen students in particular.",
    },
    "bw01-senior-supply-chain-analyst-singapore": {
        "You hold APICS CPIM, which is one of the two certifications they list as preferred.",
        "Neither Python nor R appears in your skills, and they'd count either as a plus.",
        "Working with procurement on supplier lead times isn't something you mention – your freight coordination at Kranji is adjacent, but it's not the same thing.",
        "You know S/4HANA and APO, but SAP IBP, which is what Meridian actually plans in, isn't in your profile.",
        "There's no sign you've built inventory policies that trade off service level against working capital, which is a core part of this role.",
    },
    "bw02-fleet-manager-nottingham-building-supplies": {
        "Your Microlise driver scorecards cut fuel use by 6% and brought accident costs down too, which is the data-led telematics work they describe.",
        "Lorry-mounted cranes and LOLER inspections don't feature in your background – your fleet has been tractor units and fridge trailers – and Northway runs rigids with lorry-mounted cranes.",
        "There's nothing on electric or alternative-fuel vehicles in your profile, and they're planning to move to electric vans over the next three years.",
        "You've planned maintenance with an in-house engineering lead, but running a contract with an external maintenance provider isn't shown.",
        "A full UK driving licence isn't mentioned anywhere in your profile, and they list it as a requirement.",
    },
    "bw03-warehouse-team-leader-derrimut-3pl": {
        "Your first aid (HLTAID011) ran out in 2024, so you'd need to renew it to have the current certificate they'd like.",
        "Your experience is mostly put-away, replenishment and picking; getting orders out for an evening linehaul cut-off would be newer ground.",
    },
    "bw04-executive-chef-minneapolis-hotel": {
        "Leading the kitchen for weddings of up to 450 guests puts you comfortably past their 300-guest bar for banquet volume.",
        "You oversee a brigade of 34 cooks and stewards at The Larkspur – above the 30+ they're looking for.",
        "In 2023 you brought both food and labor cost down, taking food cost from 34% to 29.5% – the cost discipline their P&L targets call for.",
        "Your experience covers a restaurant and banquets, but not in-room dining or a bar food program, both of which the Whitlock runs.",
        "Local and seasonal sourcing relationships don't really come through in your profile, and they're a stated requirement here.",
        "You've rewritten banquet menus, but running client tastings alongside a catering director isn't something you mention.",
    },
    "bw05-front-office-manager-muenchen": {
        "Dienstplanung verantwortest du schon, ein eigenes Front-Office-Budget dagegen bisher nicht – das wäre hier neu.",
    },
    "bw06-beverage-manager-dublin-five-star": {
        "You wrote the menu at The Copper Lantern when it made the World's 50 Best Bars 51–100 extended list in 2023 – strong proof of cocktail menu development, even if the listing itself was a team effort.",
        "Your profile shows GP and costing work but no figure for the total bar sales you've been responsible for, so owning a P&L of around €3.2M would be something to evidence.",
        "You don't mention a second European language, which they'd see as an advantage.",
        "Irish licensing law isn't something you mention, and they list it as a requirement.",
        "Managing suppliers doesn't show up in your experience, and it's part of the day-to-day here.",
    },
    "bx01-payroll-manager-leeds-housing": {
        "Your systems experience is Sage 50 and ADP iHCM; SAP SuccessFactors, which they move onto next year, would be new to you.",
    },
    "bx02-internal-audit-manager-mumbai-nbfc": {
        "Your ACL scripts on duplicate vendor payments flagged ₹2.3 crore in recoveries — hands-on analytics in one of the exact tools they name.",
        "Presenting to the Audit Committee would be new: your profile has you reporting to the Head of Internal Audit, not to the board's committee.",
        "You list Power BI as something you're still learning, so dashboarding in Power BI or Tableau isn't yet something you can point to — though it's only a plus for them.",
    },
    "bx03-fiscaliste-lyon-groupe-industriel": {
        "Vous suivez déjà 3 groupes en intégration fiscale, ce qui vous prépare directement au suivi de l'intégration fiscale de leurs 12 sociétés françaises.",
        "Sur le Pilier 2, vous avez suivi une formation en 2024, mais votre profil ne montre pas encore de calculs GloBE réalisés en pratique, ce que le poste demande.",
        "La charge d'impôt et les impôts différés selon IAS 12 n'apparaissent pas dans votre parcours, centré sur les liasses et l'IS de PME et d'ETI.",
    },
    "bx04-paid-acquisition-lead-remote-b2b-saas": {
        "You own $180K a month across Google and Microsoft Ads, which clears their $150K+ ownership bar with room to spare.",
        "SQL is still on your learning list, so warehouse work in BigQuery or Snowflake would be a stretch at first.",
    },
    "bx05-senior-brand-manager-sydney-dairy": {
        "You own a $42M brand P&L at Coastline, which clears their $30M+ bar for P&L ownership.",
        "You've coordinated in-store activations with Coles and Woolworths, which gives you a real footing for partnering with Sales on those two accounts.",
        "Coles and Woolworths you know well, but Aldi and the discounter channel don't appear in your profile — a plus for them, not essential.",
    },
    "by01-senior-java-backend-krakow": {
        "OpenTelemetry isn't on your profile: you list Grafana and Prometheus, which covers two of the three, but not tracing with OpenTelemetry.",
    },
    "by02-senior-platform-engineer-dublin": {
        "You run 14 EKS clusters across three AWS regions as part of a four-person platform team - solid production k8s, and on exactly the flavour they use.",
        "Neither ISO 27001 nor SOC 2 shows up in your profile, and with their SOC 2 Type II work under way, audit evidence would be a new area for you.",
        "Multi-account AWS through Organizations and Control Tower is missing from your profile, and it's central to the role.",
        "They run a one-in-six on-call rotation, and being on call doesn't feature anywhere in your background.",
        "A Professional-level AWS certification is on their wish list; you hold the Associate-level Solutions Architect, not the Professional.",
    },
    "by03-senior-engineering-manager-toronto": {
        "You haven't managed managers yet; here two engineering managers and a staff engineer would report to you.",
        "Hiring plans at group level are a step up: you've hired for your own team, but haven't set a hiring plan across several teams.",
    },
    "by04-group-financial-controller-warrington": {
        "You lead a team of four today - one short of the five-plus they're after, but it's a genuine management track record with a mix of qualified and trainee staff.",
        "Monthly reporting packs for PE investors aren't in your profile; your private-equity exposure so far has come from the audit side.",
        "Integrating acquired businesses hasn't come up in your career so far, and they've made two acquisitions in the past year.",
    },
    "by05-specjalista-treasury-warszawa": {
        "Co tydzień przygotowujesz prognozę płynności dla 5 spółek grupy, co bezpośrednio odpowiada ich wymaganiu prognozowania płynności w grupie kapitałowej.",
        "Zautomatyzowany przez Ciebie w Power BI raport dziennej pozycji gotówkowej skrócił pracę z 2 godzin do 20 minut – to konkretny dowód na atut, o który proszą.",
        "Swapy i opcje walutowe nie pojawiają się w Twoim profilu – masz doświadczenie z transakcjami spot i forward, ale nie z tymi instrumentami.",
        "Akredytywy byłyby dla Ciebie nowym obszarem: gwarancje bankowe już koordynujesz, ale akredytyw w profilu nie ma.",
        "Brakuje praktyki z systemem klasy TMS – Kyribę znasz tylko ze szkolenia, a SAP FI w module bankowym to nie SAP TRM.",
    },
    "by06-audit-senior-chicago": {
        "SEC reporting on 10-Ks and 10-Qs isn't in your profile; your public-company exposure is SOX controls work rather than the filings themselves.",
    },
    "bz01-ed-senior-staff-nurse-bristol": {
        "You triage both walk-in and ambulance arrivals with the Manchester Triage System, which is precisely the kind of recognised system they mean.",
        "Trauma courses such as TNCC or ETC don't feature in your profile; they're only desirable, but at a major trauma centre one would strengthen your application.",
        "Your PILS lapsed in 2022, so renewing it (or doing EPLS) would tick their desirable paediatric life support box.",
        "There's nothing yet in your profile about supporting or developing other nurses and students, and that's a core part of this role.",
        "Leading a clinical area of interest would be new: you've helped run sepsis simulations, but you haven't held a lead or link role for sepsis, falls or safeguarding.",
    },
    "bz02-clinical-nurse-manager-rolleston": {
        "Te Tiriti isn't mentioned in your profile. Conversational te reo is a good sign, but be ready to talk about how you put Te Tiriti o Waitangi into practice.",
    },
    "bz03-home-dialysis-rn-chandler": {
        "You're trained on NxStage System One and have been running it with your own patients, so their home hemo training wouldn't be starting from zero.",
        "You've precepted 12 new RNs through orientation, which speaks to the kind of independence and ownership they'd expect from someone carrying their own caseload.",
        "Peritoneal dialysis is the biggest gap: your PD exposure is a classroom module, and the Amia cycler would be new — though they do say they'll train the right in-center nurse.",
        "Your ACLS expired in 2023, so you'd need to recertify within 90 days of starting.",
    },
    "bz04-transport-allocator-larapinta": {
        "You've been running the allocations desk since 2023, so this is really moving into a job you already do rather than learning one.",
        "Your Cert IV in Transport and Logistics is still in progress; once it's done it covers their desirable qualification.",
        "Knowledge of the east coast linehaul network isn't really shown in your background.",
        "Refrigerated freight and the Adelaide leg would be new; your runs have been Brisbane to Sydney and Melbourne.",
    },
    "bz05-inventory-control-supervisor-milton": {
        "A Lean Six Sigma Yellow Belt, with the Green Belt under way, covers the certification they list as an asset.",
        "Your profile doesn't show any experience leading people, formal or informal.",
    },
    "bz06-import-export-coordinator-tilburg": {
        "Dangerous goods (ADR/IMDG) knowledge isn't in your profile. It's only a pré, but more relevant here given their chemicals clients.",
    },
    "ca01-head-of-maths-bury": {
        "You led Year 11 intervention that lifted grade 4+ from 61% to 72% over two years, which is a strong answer to their ask for a proven record of raising GCSE attainment.",
        "You already timetable and deploy two maths HLTAs — the same number you'd be leading here, alongside 11 teachers.",
        "There's no sign in your profile of analysing data to plan intervention, and they want someone confident with that from the outset.",
    },
    "ca02-sna-to-primary-teacher-cork": {
        "Your SNA work supporting two pupils with ASD in a mainstream 3rd class gives you close, hands-on experience of adapting things for children with additional needs.",
        "You haven't taught an infant class yet — your placement so far was in 1st/2nd class — and this post covers a maternity leave in Senior Infants.",
    },
    "ca03-middle-school-choir-portland": {
        "You've completed Kodály training all the way through Level III, which makes your sight-singing pedagogy about as strong as it gets for a middle school choir room.",
        "Nothing in your profile points to preparing an ensemble for a festival or adjudication, and the OMEA district choir festival is a fixed part of their spring.",
        "Running evening concerts isn't in your profile, and they'd expect two a year from you.",
    },
    "ca04-chef-patissiere-lyon": {
        "Vous encadrez déjà une brigade de 4 au Marbeuf ; ici l'équipe compterait 7 personnes, ce qui ressemble davantage à une marche logique qu'à un saut dans l'inconnu.",
        "Vous avez signé seule la carte des desserts d'un restaurant étoilé : c'est exactement ce qu'ils attendent pour construire leurs cartes saisonnières.",
        "Fiches techniques et coûts matière, vous connaissez ; en revanche, la gestion des commandes fournisseurs n'est mentionnée nulle part.",
        "Aucun palmarès en concours dans votre profil, alors qu'ils le considèrent comme un plus.",
        "Vous alimentez déjà l'Instagram des vitrines, mais rien n'indique que vous ayez représenté une maison lors d'événements presse.",
    },
    "ca05-resort-gm-canmore": {
        "At Riverbend you raised RevPAR 18% against 2019 and took GOP margin from 31% to 38%, which speaks directly to the P&L results they list.",
        "You've been General Manager at Riverbend since 2021, which on its own clears the three years at GM or Hotel Manager level that they ask for.",
        "You negotiated a housekeeping collective agreement renewal alongside HR and the regional labour-relations lead, so a team with roughly 140 unionized members wouldn't be unfamiliar ground.",
        "Overseeing staff housing, 96 beds of it, isn't something your profile shows you've done, though you say you'd welcome a resort that offers it.",
        "Working with a municipality and a destination-marketing body is new territory: your stakeholder experience is with owners and asset managers, while here you'd represent Larchwood with the Town of Canmore and Travel Alberta.",
    },
    "ca06-campus-catering-manager-edinburgh": {
        "Rota planning and stock control don't appear in your profile, and they're central here.",
        "Contract catering is new: your background is in cafés and a café-bistro, not with a caterer answering to a client such as a university Estates team.",
    },
    "cb01-senior-data-platform-engineer-berlin-fintech": {
        "Nothing in your background touches PCI DSS or a regulated financial setting - your work so far has been in mobility and retail - so that plus isn't one you can claim yet.",
        "Mentoring doesn't come up anywhere in your profile, and here two mid-level engineers would be looking to you for it.",
        "Data quality tooling isn't something your profile mentions, and they want someone to set quality-check standards company-wide.",
        "Your streaming work is Kafka ingestion and your Spark experience is batch; Flink or Spark Structured Streaming in production isn't shown yet, with Flink still on your learning list.",
    },
    "cb02-product-analyst-toronto-saas-payments": {
        "Amplitude and Mixpanel are both in your toolkit, which is handy with a Mixpanel-to-Amplitude move planned for later this year.",
        "Payments, fintech and B2B SaaS are all missing from your history so far - your product work has been in grocery delivery - so that plus doesn't apply yet.",
    },
    "cb03-mdm-lead-singapore-insurance": {
        "Consolidating 11 million customer records into 7.4 million golden records is strong preparation for building one customer master out of their four unreconciled systems.",
        "Coordinating 22 stewards is influence rather than line management; your profile shows no direct team, whereas here you would manage three people, growing to six.",
        "The role involves around 25% travel to Jakarta and Bangkok, above the 20% you have said you are open to.",
    },
    "cb04-marketing-ops-manager-manchester-healthtech": {
        "You've trained two new starters, but line management itself isn't in your profile, and here you'd have a marketing ops executive reporting to you.",
        "SQL and Tableau don't feature in your skills - Looker Studio is your reporting tool - so that plus is still open.",
        "Lead scoring you've clearly done; lead routing isn't mentioned, and they'd want you working hand in hand with sales ops on it.",
    },
    "cb05-lifecycle-marketing-lead-melbourne-fintech-app": {
        "Beyond managing a freelance copywriter, you haven't led a team, and they'd want you to hire and grow two lifecycle marketers in year one.",
    },
    "cb06-senior-manager-corporate-comms-chicago-biotech": {
        "FDA communications rules and clinical trial disclosure would be new territory; your healthcare experience is agency media relations rather than regulated product communications.",
        "You've drafted bylines and LinkedIn posts for executives, but speechwriting isn't mentioned, and they list speeches alongside bylines for the CEO and CMO.",
    },
    # Four more blind sets of 2026-12-03 (cc to cf), written after that day's rules and measured
    # before they joined this set.
    "cc01-senior-release-engineer-dublin-healthtech": {
        "Canary and blue-green releases don't show up in your profile. Feature flags with LaunchDarkly are a close cousin, but they'll want someone who has actually implemented traffic-shifting rollouts.",
        "Regulated work under ISO 13485 or IEC 62304 isn't something your profile mentions, and here every release needs an audit trail that a notified body will accept.",
    },
    "cc02-salesforce-developer-manchester-charity": {
        "Nonprofit Cloud itself would be new. Your nonprofit work is all on NPSP, and they're moving to Nonprofit Cloud over the next 18 months.",
    },
    "cc03-junior-frontend-developer-melbourne-bootcamp": {
        "ShiftSwap, the React + Express roster app you built end to end at bootcamp, is exactly the sort of portfolio project they want to see.",
        "You know Git and GitHub, but shipping through GitHub Actions hasn't come up in your work so far.",
    },
    "cc04-head-chef-cotswolds-pub-with-rooms": {
        "At The Fleece you did all the butchery for the pub's own lamb and beef, so breaking down the whole carcasses they buy from two nearby farms wouldn't be new to you.",
        "You run a brigade of 5 in a 70-cover pub now; The Wheatsheaf's is seven, so it's a step up in size rather than a leap into the unknown.",
        "Weddings and events for up to 150 guests don't feature in your profile. Your 200-plus-cover Sunday roasts show you can handle volume, but plated event service is a different beast.",
        "Seasonal menu writing isn't something you mention, and here you'd be putting the menus together with their Group Executive Chef.",
    },
    "cc05-night-manager-lisboa-hotel-boutique": {
        "Trabalha com o Opera Cloud desde a migração de 2022 e formou 6 novos night auditors no sistema, o que responde ao domínio do Opera PMS e ainda à vantagem do Opera Cloud.",
        "A sua licenciatura em Gestão Hoteleira pela ESHT do Porto corresponde exatamente à formação que pedem.",
        "É Night Manager num hotel de 5 estrelas desde 2020, o que já ultrapassa os 3 anos mínimos de experiência que pedem.",
        "A gestão de equipas não aparece no seu percurso, e aqui seria a responsável pela equipa noturna.",
        "A auditoria noturna não aparece no seu perfil, e aqui faria parte de todas as noites, no Opera Cloud.",
    },
    "cc06-director-of-operations-chicago-restaurant-group": {
        "Everything in your profile is in the Chicago area, so franchise or multi-state operations would be new — and they run units in Wisconsin and Indiana as well.",
        "You've developed GMs, but leading Area Managers — four of them here — would be a new layer of management for you.",
    },
    "cd01-school-nurse-minnesota": {
        "Infinite Campus isn't in your profile; you've charted in Epic and know PowerSchool at a basic level, so their student health documentation system would be new.",
        "There's no sign you've supervised or delegated to unlicensed staff, which matters since a health para at each building would report to you.",
    },
    "cd02-palliative-cns-galway": {
        "You ran the 2023 family-meeting pilot with 40 families yourself, which is precisely the kind of family meeting you'd be leading in patients' homes.",
        "Supporting families into bereavement isn't something your profile touches on, and it's a core part of home-care work.",
        "You haven't carried a community caseload before; your key-worker role is on an inpatient unit, whereas here you'd hold around 25–30 patients with complex needs at home.",
    },
    "cd03-acp-utc-halifax": {
        "Your V300 independent prescribing meets their prescriber requirement, provided the annotation is on your NMC entry as usual.",
        "Nine of ten RCEM-curriculum capability sign-offs done puts you squarely in the 'working towards it' camp for credentialing.",
        "EPLS or APLS isn't held yet; it's only desirable, but worth booking given the UTC sees children throughout the day.",
        "Your paediatric work covers minor injuries in over-2s; here you'd see undifferentiated patients of every age, babies and poorly children included.",
        "You've supervised ENPs, but supervising trainee ACPs through their programme would be a step you haven't taken yet.",
    },
    "cd04-bookkeeper-to-mgmt-accountant-bristol": {
        "Being Xero Advisor certified is solid evidence of the strong Xero skills they're after, and it's the system they run on.",
        "Stock accounting is new ground: there's no inventory work in your profile, and with six cafés plus wholesale they'll want you valuing stock with the ops team.",
        "You haven't line-managed anyone yet, and here an accounts assistant would report to you.",
    },
    "cd05-senior-fbp-operations-mississauga": {
        "You haven't partnered an operations leader or plant GMs directly — your business partners today are Sales and Marketing, and your plant work was at analyst level.",
        "You report out of S/4HANA, but living through a migration onto it would be new, and they're midway through one.",
    },
    "cd06-aml-ctf-analyst-melbourne-fintech": {
        "You draft and lodge around 20 SMRs a month, which is exactly the hands-on SMR experience they're after.",
        "Knowledge of the AML/CTF Act isn't evidenced anywhere in your profile, and they want it to be sound.",
        "Unit21 would be new to you — your monitoring has all been in Actimize — so there's a platform to learn, even if the investigative side carries over.",
    },
    "ce01-head-of-computing-stockport": {
        "You teach OCR's J277 at GCSE and moderate for AQA at A level, but leading a whole department through an exam-board switch at GCSE isn't something your profile shows yet.",
    },
    "ce02-nursery-team-leader-auckland": {
        "You list rostering as a skill, but not Educa or Playground specifically; they only call it a bonus, so this is a small one.",
        "You're building your te reo, but tikanga in everyday practice isn't mentioned anywhere, and they'd like help growing both.",
    },
    "ce03-dozent-it-umschulung-hannover": {
        "Als ordentliches Mitglied im IHK-Prüfungsausschuss Fachinformatiker seit 2022 bringen Sie genau die Prüfungserfahrung mit, die hier als ideal gilt.",
        "Sie haben bisher 7 Azubis zur Prüfung geführt, und alle haben bestanden – eine starke Grundlage, um hier auf die IHK-Prüfungen vorzubereiten.",
        "Erwachsenenbildung oder Umschulung taucht in Ihrem Profil nicht auf: Sie bilden Azubis im Betrieb aus, aber keine erwachsenen Umschüler – laut Anzeige ist das allerdings nur „von Vorteil“.",
        "C# steht nicht in Ihrem Profil; Sie kommen aus der Java-Welt, müssten hier aber auch C# unterrichten.",
        "Sie betreuen Azubis im eigenen Unternehmen; Umschüler während eines Praktikums in fremden Betrieben zu begleiten, wäre für Sie neu.",
    },
    "ce04-senior-demand-planner-columbus": {
        "You've passed CPIM Part 1 but haven't taken Part 2, so the full APICS certification they'd prefer isn't there yet.",
    },
    "ce05-last-mile-supervisor-kempton-park": {
        "There's nothing showing you've dealt with disciplinary processes or the Labour Relations Act, and you'd be running those here.",
        "You supervise drivers and sorters directly, but managing through team leaders would be new; here you'd have 2 of them under you.",
    },
    "ce06-cold-chain-coordinator-breda": {
        "You renew your GDP for Wholesalers training every year, most recently in October 2024, which speaks directly to their ask for sound knowledge of EU Good Distribution Practice.",
        "Clinical trial supply and cryogenic shipments aren't in your background — your work so far is 2–8 °C and CRT — though they frame this as an advantage rather than a must.",
    },
    "cf01-senior-bi-analyst-wakefield-grocery": {
        "You haven't mentored or line-managed analysts yet; your monthly Power BI drop-ins for store ops staff show you can teach, but here two junior analysts would look to you.",
        "Your stakeholders so far have been area managers, supply chain and the pricing team rather than buyers and category managers, who'd be your main internal customers here.",
    },
    "cf02-senior-manager-analytics-toronto-lender": {
        "You set up Parcelle's experimentation programme with the product team, and it ran 40+ A/B tests in 2024 – a solid track record for running experimentation at scale.",
        "You manage five analysts directly – one short of the six they mention – and no managers report to you yet, so the team here would be a step up in size.",
        "Credit analytics would be new ground: your credit-union role was campaign reporting and segmentation for savings and chequing, and here the team you'd lead covers credit as well as product and marketing.",
    },
    "cf03-senior-data-scientist-claims-bengaluru": {
        "You built the provider-network anomaly detection model yourself, which is a good base for the graph analytics on provider networks they'd like.",
        "Your postgraduate data science qualification from IIIT Bangalore meets their preference for a master's in a related field.",
        "Your SageMaker experience is limited to a proof of concept, while they deploy production models on it – expect questions on real deployment pipelines.",
        "NLP on unstructured text isn't in your profile; they'd like exposure to working with claim notes and discharge summaries.",
    },
    "cf04-senior-marketeer-events-partnerships-amsterdam": {
        "Bij CloudHaven beheer je een jaarlijks eventbudget van €1,4 miljoen – ruim boven de €500.000 die Voltera vraagt.",
        "Kennis van de energiesector blijkt nergens uit je profiel; je ervaring ligt bij een SaaS-scale-up en een eventbureau.",
        "Je geeft aan dat je liever weinig reist, terwijl zij rekenen op zo'n 25% reizen binnen Europa.",
        "Met system integrators heb je nog niet gewerkt; je partnerervaring gaat over webinars met technologiepartners, terwijl Voltera ook met integrators een programma wil bouwen.",
    },
    "cf05-marketplace-marketing-manager-amazon-remote-us": {
        "Cutting ACoS from 38% to 27% across 2023 by restructuring campaigns is a concrete Amazon Ads result, which is the kind of proof they're asking for.",
        "You've had DSP training but haven't run DSP campaigns, and they count DSP experience as a strong plus.",
        "You haven't taken a brand into a new country yet, and Amazon Canada is on their roadmap for the coming year.",
    },
    "cf06-head-of-demand-generation-dublin-saas": {
        "Marketing-sourced pipeline at Ledgerline grew from €9M to €16M in FY24, comfortably past the €10M+ target they want you to have owned.",
        "German isn't among your languages, and with two SI partners in Germany it would be a real bonus here.",
        "You haven't marketed to manufacturers – your SaaS experience is in fintech – and their buyers are mid-market and enterprise manufacturers.",
    },
    "cg01-lead-clinical-pharmacist-bristol-pcn": {
        "As an independent prescriber with your DPP already in place, you'd be able to run your own hypertension clinic from the start rather than waiting to qualify.",
        "Your team of six includes a pre-reg trainee – the older name for a foundation trainee pharmacist – so supervising a trainee is already part of your job.",
        "Your safeguarding training is Level 2, renewed in 2024, while they ask for current Level 3, so you'd need to step up a level.",
        "Hypertension case-finding isn't something your profile mentions, and here you'd be leading that service alongside Pharmacy First.",
    },
    "cg02-enfermera-uci-barcelona": {
        "Manejas ventilación mecánica y TCDE con Prismaflex, que son precisamente las técnicas continuas de depuración extrarrenal que exigen.",
        "Como referente de tu unidad en bacteriemia zero y neumonía zero desde 2022, aportas justo la implicación en seguridad del paciente que valoran.",
        "Tu catalán es de nivel básico y aún estás preparando el A2, por debajo del nivel B que piden, aunque aceptan el compromiso de obtenerlo.",
        "No consta que hayas trabajado con una ratio de 1:2 pacientes por enfermera, que es la habitual en esta UCI en turnos de 12 horas.",
    },
    "cg03-industrial-paramedic-fifo-pilbara": {
        "You're already used to FIFO rosters like 2:1 and 8/6, which covers their preference for previous FIFO or mining experience.",
        "You don't show drug and alcohol testing accreditation to the urine and oral fluid standards, which you'd need before managing site testing.",
        "Clinic-style primary care with wound care and suturing isn't in your background yet; your primary care short course is still in progress.",
    },
    "cg04-wohnbereichsleitung-demenz-hamburg": {
        "Als examinierte Altenpflegerin bringen Sie eine der drei Berufsausbildungen mit, die in der Anzeige ausdrücklich genannt werden.",
        "Mit Vivendi PEP haben Sie laut Profil noch nicht gearbeitet; Vivendi PD kennen Sie aus der Pflegedokumentation, das Dienstplanmodul wäre aber neu für Sie.",
        "Erfahrung in der Mitarbeiterführung zeigt Ihr Profil bisher nicht – das wäre der größte Schritt in dieser Rolle.",
        "Mitarbeitergespräche zu führen und bei der Personalauswahl mitzuwirken, taucht in Ihrem bisherigen Werdegang nicht auf.",
    },
    "cg05-senior-social-worker-cmht-swords": {
        "You hold a full driving licence, so the licence half of this requirement is covered even though the car itself is still to sort out.",
        "You hold a licence but have no car at present, and they need access to one for work purposes.",
        "Interagency work with addiction and primary care services isn't shown in your profile; your examples are mainly with housing.",
    },
    "cg06-ergotherapeute-readaptation-geriatrique-lausanne": {
        "Vos préconisations d'aides techniques et de fauteuils roulants correspondent à ce qu'on appelle en Suisse les moyens auxiliaires ; les procédures AI/AVS seraient en revanche nouvelles pour vous.",
        "Vous réalisez une dizaine de visites à domicile par mois avant la sortie, ce qui vous donne une solide pratique des visites à domicile demandées.",
        "Les procédures AI/AVS pour la mise en place des moyens auxiliaires n'apparaissent pas dans votre parcours, qui s'est déroulé entièrement en France.",
        "Vous n'avez pas de voiture pour le moment, alors qu'un permis de conduire et un véhicule sont un atout pour ce poste.",
        "L'encadrement de stagiaires n'apparaît pas dans votre profil, alors que c'est une exigence explicite du poste.",
        "Le conseil aux proches, qui fait partie des missions du poste, n'est pas décrit dans votre parcours.",
    },
    "ch01-senior-backend-go-berlin": {
        "You built the refunds service in Go that handles about 40,000 requests per minute at peak, which is directly relevant to designing and building Go microservices for their payment traffic.",
    },
    "ch02-senior-frontend-react-toronto": {
        "Bringing Largest Contentful Paint on the product listing pages down from 4.1 s to 2.3 s is hands-on Core Web Vitals work, which is exactly what they want improved.",
        "You've already built and shipped a React Native loyalty app, so contributing to their mobile app wouldn't be new territory.",
        "They expect three days a week in the office, one more than the up-to-two days you've said you'd prefer.",
    },
    "ch03-senior-data-engineer-bengaluru": {
        "Owning 60+ Airflow DAGs on Cloud Composer shows you can handle Airflow orchestration at the scale they're describing.",
        "There's no sign of a data quality framework such as Great Expectations or Soda in your profile, and they list one as a requirement.",
        "Your background is in grocery delivery and telecom data rather than fintech or payments, which they'd count as a plus.",
    },
    "ch04-senior-sre-bank-melbourne": {
        "Running 14 EKS clusters with Terraform and ArgoCD lines up closely with running their Kubernetes platform on AWS (EKS).",
        "They need someone able to obtain an Australian Government baseline clearance, and your profile doesn't say whether you'd be eligible.",
    },
    "ch05-it-support-2nd-line-dublin": {
        "Resolving around 35 tickets a day in ServiceNow with a 94% first-contact resolution rate is solid evidence for their ServiceNow requirement.",
    },
    "ch06-data-scientist-growth-madrid": {
        "You bring hands-on MLflow experience for productionising models, which covers the MLOps basics they ask for.",
        "Causal inference methods such as uplift modelling or diff-in-diff aren't in your profile; they're listed as a plus.",
    },
    "ci01-night-shift-team-leader-northampton": {
        "VNA isn't among your licences yet – your training is only booked for March – and they'd like it on top of counterbalance and reach.",
        "There's no sign of IOSH Managing Safely or an equivalent safety qualification in your profile, which they ask of shift leaders.",
        "Your First Aid at Work certificate expired in 2022, so you'd need to renew it, though they accept willingness to obtain one.",
        "Productivity and KPI reporting in Excel doesn't come through in your profile, so be ready to explain how you'd track the shift's numbers.",
    },
    "ci02-class1-tramper-chilled-doncaster": {
        "Keeping fridge temperature logs for chilled loads at 0–5°C lines up with the temperature records and cold chain procedures they expect.",
        "You don't hold a Moffett licence – you've been around one at the builders' merchants but were never certified – and they see it as a plus.",
        "Your routes so far have covered Yorkshire and the North East, while their tramping runs go up into Scotland.",
        "Frozen loads aren't in your history – your temperature-controlled work has been chilled – and they move frozen food as well.",
    },
    "ci03-sous-chef-hotel-dublin": {
        "Leading the banqueting line for weddings of up to 300 guests with the head chef gives you real large-event experience for their banqueting side.",
        "GP management isn't shown – your ordering is there, but not running the kitchen's gross profit.",
        "Rota planning is still something you're learning, and here you'd be writing the rotas.",
    },
    "ci04-bar-general-manager-manchester": {
        "Cutting staff turnover from 60% to 35% a year through a new training plan is solid evidence on the training and retention side of what they ask.",
        "You've been named DPS for your venue since 2023, so you already hold the Designated Premises Supervisor role they want their GM to take on.",
        "Your food hygiene is at Level 2, and they want Level 3 or a willingness to get it.",
    },
    "ci05-electrical-supervisor-fitout-london": {
        "Supervising electricians on site isn't shown in your profile – your experience reads as hands-on installation rather than running people.",
    },
    "ci06-event-operations-manager-melbourne": {
        "Your LF forklift licence ticks the extra they say is highly regarded.",
        "Vectorworks or a similar site-planning tool doesn't appear in your profile; you've built site maps with the production manager, but no drawing software is named.",
        "A full driver licence isn't shown in your profile, and they list it as a requirement.",
    },
    "cj01-management-accountant-bolton": {
        "With 11 of 13 ACCA exams passed and SBR now behind you, you're down to your last paper, which puts you firmly in their finalist bracket.",
        "Producing the monthly standard cost variance report for 3 production cells is hands-on standard costing and variance analysis, which they list as a requirement.",
        "You haven't led a budget process yet – you assisted the Financial Controller with the 2024 budget – and here you'd lead the site's annual budget.",
    },
    "cj02-chemistry-teacher-solihull": {
        "You teach AQA Combined Science and Chemistry at KS4, which covers their GCSE Chemistry requirement and their preferred exam board.",
        "They require a completed ECT induction, and your profile doesn't confirm that you've finished yours.",
        "Your profile doesn't say which A-level specification you teach, so their preferred OCR A isn't shown.",
        "There's no SEND or EAL experience in your profile, and they expect teaching adapted for both groups of learners.",
    },
    "cj03-digital-marketing-manager-dublin": {
        "You haven't managed or mentored marketers yet, and here you'd lead a content executive and a marketing automation specialist.",
        "Google Tag Manager doesn't appear in your background, and they want you to lead their move to server-side tracking with it.",
        "Your B2B SaaS marketing at Lumacore starts in 2022, so you're short of their 5+ years in B2B digital marketing unless your Brightwater Events years count towards it.",
    },
    "cj04-hr-business-partner-dandenong": {
        "AHRI certification is on their desirable list; you're an AHRI Associate Member but haven't started the Practising Certification.",
        "Your profile doesn't show you partnering with senior leaders on organisational change; change management appears only as supported, and your advice has gone to warehouse and transport managers.",
    },
    "cj05-accounts-officer-petone": {
        "You haven't used Unleashed, which they'd count as a plus; the closest stock work in your profile is helping with a year-end stocktake at Harbourview Motors.",
        "Your payrolls are for clients of up to 45 employees each, so a single payroll for about 120 staff would be a step up in scale.",
        "There's no Power BI or other BI tool in your profile, and they're exploring Power BI; your reporting so far has been monthly management reports.",
    },
    "cj06-ks1-teacher-horsforth": {
        "Your teaching has been under Curriculum for Excellence rather than the English national curriculum, so KS1 assessment would be new to you.",
        "They want strong systematic synthetic phonics, and your profile doesn't show any phonics teaching so far.",
    },
    "co01-neighbourhood-housing-officer-catford": {
        "Leading on tenancy breaches all the way to legal action would be a step up, as in your current role the legal team takes cases to court.",
    },
    "co02-senior-water-networks-engineer-cork": {
        "Your network experience runs back to 2016, comfortably covering the seven-plus years of water and wastewater network design they ask for.",
        "You haven't yet managed or mentored other engineers, and here you'd have a team of two engineers and a technician.",
        "You're not looking to relocate, and this role is likely to need you in Dublin regularly for programme meetings with the utility.",
    },
    "co03-site-superintendent-institutional-ottawa": {
        "You schedule in MS Project and Procore, the same two tools they want proficiency in.",
        "Your First Aid/CPR-C expired in 2023, and they want current certification.",
        "Your JHSC certification isn't complete yet: you've done Part One, with Part Two booked for October.",
        "Strong knowledge of Ontario's Regulations for Construction Projects isn't shown in your profile, which matters when you'd be the constructor's designated supervisor.",
    },
    "co04-senior-strategic-planner-geelong": {
        "You haven't mentored other planners yet, and in this role two planners would look to you.",
    },
    "co05-building-safety-manager-salford": {
        "Your thorough knowledge of the Building Safety Act 2022 gives you the regulatory grounding they put near the top of their list.",
        "You registered 14 higher-risk buildings with the Building Safety Regulator in 2023, so working with the Regulator here would be familiar territory.",
        "Preparing and maintaining safety case reports would be new territory, as so far you've assisted on the report for one pilot building.",
        "Leading resident engagement in high-rise buildings isn't something your profile shows, and here you'd set the strategy for each block.",
        "You haven't managed a team yet, and this role has three building safety officers reporting to you.",
    },
    "co06-senior-distribution-design-engineer-brisbane": {
        "You aren't registered as an RPEQ yet – your application from March 2024 is still being assessed – and here you'd be certifying designs.",
        "You've said you're not available for on-call standby, and this role requires you to join an after-hours standby roster.",
    },
    "cp01-senior-ecommerce-manager-chicago": {
        "You launched Fernbrook on Amazon Seller Central and grew that channel to $6.5M, which speaks directly to their ask for experience running marketplace channels like Amazon.",
        "Their platform today is Salesforce Commerce Cloud, and your hands-on work has been on Shopify Plus and Magento; your SFCC training is still in progress.",
        "Owning an online P&L of $20M or more isn't shown in your profile – you own the storefront and merchandising, but no P&L responsibility is described.",
        "Headless commerce doesn't come up in your background, and their move from Salesforce Commerce Cloud to a headless stack in 2025 would be yours to own as business lead.",
    },
    "cp02-support-manager-bengaluru": {
        "You're fluent in English and Hindi, and your fluent Kannada is the South Indian language they'd count as a plus.",
        "Managing team leads or running a multi-tier operation isn't shown yet; at Kartly you lead agents directly rather than other leads.",
        "Working with product and ops to bring down contact rate isn't something your profile describes; your wins so far are on response time and CSAT.",
    },
    "cp03-talent-acquisition-partner-singapore": {
        "You cut average time-to-hire at Paydrift from 52 to 38 days, exactly the kind of time-to-hire result they'd want you reporting on.",
        "Partnering with engineering directors on workforce plans isn't shown yet; your hiring partnerships so far have been with engineering managers.",
        "Backend, data and machine learning roles are the core of this remit; your data hiring fits, but machine learning roles don't appear in your track record.",
        "Your in-house hiring has been in fintech and your agency work in technology; hiring for an e-commerce or marketplace business isn't shown in your profile.",
    },
    "cp04-national-key-account-manager-midrand": {
        "CPCA isn't something you've started yet, though they'd count it as an advantage alongside category management experience.",
        "Your key account work has been at Gauteng level, so the two years at national level they ask for isn't shown yet.",
        "A relevant tertiary qualification isn't shown – your profile doesn't list any post-school study in marketing, commerce or a similar field.",
    },
    "cp05-senior-produktmanagerin-checkout-berlin": {
        "Du hast die Checkout-Abbruchrate von 71 % auf 64 % gesenkt – genau die Art nachweisbarer Erfolg bei der Checkout-Optimierung, die sie suchen.",
        "Eine Roadmap selbst zu priorisieren ist in deinem Profil noch nicht belegt; bei der Quartals-Roadmap unterstützt du bisher die Head of Product.",
    },
    "cp06-flagship-store-manager-columbus": {
        "You cut shrink from 2.4% to 1.3% of sales in 2023 together with your district loss prevention manager, a solid record on the shrink reduction they list.",
        "You owned weekly scheduling in Kronos for 25 associates, and Kronos is the system now sold as UKG, so their scheduling tool is one you know.",
        "They prefer a bachelor's degree, and your profile shows an associate degree in business management rather than a bachelor's.",
    },
    "cs01-senior-data-engineer-toronto": {
        "You added Great Expectations checks on 25 core tables, which lines up with their goal of raising data quality across the warehouse.",
    },
    "cs02-intensivpflegekraft-muenchen": {
        "Eine Praxisanleiter-Qualifikation geht aus Ihrem Profil nicht hervor, sie wäre hier aber von Vorteil.",
        "Die Versorgung nach großen herz-, gefäß- und viszeralchirurgischen Eingriffen ist in Ihrem Profil nicht beschrieben; Ihre bisherige Station ist interdisziplinär.",
        "Erfahrung mit Nierenersatzverfahren wie der Dialyse ist in Ihrem Profil nicht aufgeführt, obwohl die Stelle einen sicheren Umgang damit verlangt.",
    },
    "cs03-maths-teacher-salford": {
        "Raising attainment for disadvantaged students isn't something your profile covers specifically; your intervention results aren't broken down by pupil group.",
    },
    "cs04-front-office-manager-dubai": {
        "Managing a departmental budget and payroll would be new – at the moment the FOM holds the department budget rather than you.",
        "Running a bell desk hasn't come up in your experience so far; your current team covers reception, concierge and guest relations.",
    },
    "cs05-senior-site-manager-melbourne": {
        "You hold a White Card and First Aid (HLTAID011), the two tickets named in their WHS requirement.",
        "Tower cranes and basement construction would be new for you – none of your sites so far has had a tower crane.",
        "VBA builder registration is required for this role, and you're not yet registered as a builder.",
        "Handling variations and client meetings isn't described in your profile; your work with the PM so far has been on monthly progress claims.",
    },
    "cs06-pharmacovigilance-scientist-dublin": {
        "Your MSc in Pharmacology is a life sciences degree at the MSc level they prefer.",
        "Acting as a contact point for HPRA and EMA queries would be new, as you haven't dealt directly with regulators so far.",
    },
    "ct02-site-manager-glasgow": {
        "You haven't done Temporary Works Coordinator (TWC) training yet, which they list as a requirement.",
        "Programme management software isn't shown in your profile, and they want someone planning in Asta Powerproject or MS Project.",
        "Flatted or multi-storey work isn't in your background – your sites have been houses – and they'd like it for this development.",
        "You haven't yet held the Site Manager title on residential new build; so far you've run sites alongside a Site Manager rather than as one.",
    },
    "ct03-qa-spezialistin-basel": {
        "Sie prüfen bereits rund 300 Batch Records pro Jahr für Injektabilia – genau die Prüfung von Chargendokumentationen, die hier im Mittelpunkt steht.",
        "Sie bearbeiten und schliessen Abweichungen in TrackWise ab, und TrackWise ist eines der beiden Systeme, die die Stelle nennt.",
        "Erfahrung mit Biologika zeigt Ihr Profil nicht – Ihre Arbeit betrifft Injektabilia, ohne dass biotechnologische Wirkstoffe genannt werden.",
        "Mit Veeva Vault haben Sie noch nicht praktisch gearbeitet, und genau dieses System wird 2026 als QMS eingeführt.",
        "Erfahrung mit FDA-Inspektionen zeigt Ihr Profil nicht; genannt ist nur die Swissmedic-Inspektion, hier unterstützen Sie aber beide Behörden.",
        "Ein abgeschlossenes Studium in Pharmazie, Biotechnologie oder Chemie geht aus Ihrem Profil nicht eindeutig hervor.",
    },
    "ct05-aircraft-maintenance-engineer-calgary": {
        "You're qualified for engine run-ups, which covers the CFM56 or LEAP-1B run-up qualification on their list.",
        "737 MAX isn't in your background yet – you haven't done the MAX differences – and they maintain MAX aircraft alongside the NG.",
        "An airside vehicle operator permit doesn't appear in your profile; they want you to hold one or be able to get one.",
        "Helping to train apprentices isn't something your profile shows yet, and it's part of this role.",
    },
    "ct06-property-paralegal-sydney": {
        "The Retail Leases Act 1994 (NSW) isn't named anywhere in your profile, even though your leasing work is for a retail landlord.",
        "Preparing lease abstracts for clients isn't something your background covers yet.",
        "You're not a licensed conveyancer yet, and they'd want you licensed before you take on settlements in PEXA.",
    },
    "cw01-senior-support-worker-leicester": {
        "Formal supervision isn't in your background yet – you've led weekend shifts, but here you'd be completing monthly supervisions for the team.",
        "Electronic care records don't come up in your profile, and they want good IT skills for keeping them.",
    },
    "cw02-assistant-store-manager-auckland": {
        "Recruitment and onboarding aren't shown in your profile yet, while this role has you taking part in both.",
    },
    "cw03-technical-support-engineer-cape-town": {
        "You wrote 40 internal troubleshooting articles in Confluence, so helping shape their knowledge base builds on work you already do.",
    },
    "cw04-tenancy-officer-pontypridd": {
        "You know the Renting Homes (Wales) Act 2016 well from applying it day to day in your tenancy casework.",
        "Northgate Housing isn't part of your background, and it's the system they use to manage caseloads.",
        "Use of a car for work isn't confirmed in your profile, and you'd be expected to cover a patch of around 450 homes by car.",
        "Helping tenants sustain their tenancies isn't something your profile describes yet, and it's central to this role.",
    },
    "cy01-devops-engineer-rotterdam": {
        "Energy and grid software would be new territory; your background is port logistics and managed hosting rather than battery storage or solar.",
        "Loki isn't in your toolset yet – you've built Prometheus and Grafana monitoring, but not log aggregation with Loki.",
    },
    "cy02-data-scientist-toronto": {
        "Ride-hailing marketplaces haven't featured in your career so far; your product work has been in grocery delivery and insurance.",
        "Deploying models yourself would be new: your models are handed to the ML engineering team to serve, whereas here you'd put them into production on Vertex AI.",
    },
    "cy03-theatre-nurse-manchester": {
        "Supervising students doesn't come through in your profile, and they'd expect you to support learners alongside junior staff.",
        "Vascular and cardiothoracic surgery would be new specialties for you; your scrub background is in orthopaedics, trauma and general surgery.",
        "Leading a theatre list day to day would be a step up; your profile shows you scrubbing on lists rather than coordinating one.",
    },
    "cy04-secondary-maths-teacher-melbourne": {
        "Specialist Mathematics would be new for you; your senior teaching so far has been Methods and General Mathematics.",
        "Competition coaching, like preparing students for the AMC, isn't in your profile; your extra support so far has been the after-school help club.",
        "You haven't worked as a VCAA assessor yet – your application for assessor training is still pending – and they rate that experience highly.",
    },
    "cy05-warehouse-shift-supervisor-dublin": {
        "Your IOSH Managing Safely certificate from 2022 meets their health and safety qualification requirement as it stands.",
        "Labour planning and shift rotas don't show up in your experience, and here you'd be planning labour with the day team.",
        "You haven't worked alongside autonomous mobile robots, which they're bringing into the picking area next year.",
        "Running a shift of around 35 operatives across goods-in, picking and dispatch would be a larger and broader team than the pickers and loaders you lead now.",
    },
    "cy06-mobile-developer-porto": {
        "Ainda não trabalhaste com GitHub Actions nem com Codemagic; a tua experiência de CI é com o Bitrise.",
        "Liderar uma migração de módulos nativos para Flutter seria novo para ti: a migração que fizeste foi de XML para Jetpack Compose, dentro do Android.",
    },
    "cz01-sous-chef-melbourne": {
        "Stepping in as acting sous chef on the head chef's days off gives you real, if part-time, experience of running the pass and leading a brigade.",
        "You build the weekly roster in Deputy, the exact tool named in their rostering requirement, so that side of the job wouldn't be new.",
        "Running an events kitchen for functions of up to 300 guests would be new; at The Bellbird you prepped for functions rather than managing the kitchen.",
        "Menu development isn't in your profile yet, and here the sous chef is expected to lead the four seasonal menu changes each year.",
    },
    "cz02-crm-lifecycle-manager-toronto": {
        "You run 6–8 A/B tests a month on subject lines and offers and track their incrementality, which is the experimentation rigour they describe.",
        "Your CRM work so far has been in home goods and fitness subscriptions rather than financial services or another regulated industry.",
        "You haven't worked with Segment or another CDP yet, which they'd treat as a plus.",
        "Launching a referral programme would be new ground; the flows in your profile are welcome, browse-abandon and win-back journeys.",
    },
    "cz03-accounts-payable-team-lead-dublin": {
        "You work in S/4HANA day to day, but you haven't been through an ECC to S/4HANA move like the one they're planning for 2026.",
    },
    "cz06-responsable-exploitation-logistique-lyon": {
        "Quand vous remplacez le responsable d'exploitation, vous managez déjà ses chefs d'équipe : l'expérience qu'ils demandent est là.",
        "Les produits cosmétiques et la parapharmacie n'apparaissent pas dans votre parcours, centré sur l'e-commerce et le frais ; c'est un plus pour eux.",
        "Tenir un budget d'exploitation serait nouveau pour vous, et ici vous en seriez garant(e).",
    },
    "de01-ml-engineer-toronto": {
        "Your Northcart recommender lifted basket size 4.3% in a six-week A/B test, which is exactly the kind of online experiment design and analysis they're asking for.",
        "Streaming feature pipelines with Kafka, Flink or similar aren't shown in your profile; your retraining pipelines are scheduled with Airflow rather than real-time.",
        "Hands-on AWS with SageMaker, S3 and IAM isn't shown yet – your cloud work has been on GCP, and your AWS certification is still in progress.",
        "Personalising push notifications and search would be new ground; your recommender work so far is on product baskets rather than feeds, notifications or search.",
    },
    "de02-emergency-nurse-stockport": {
        "Involvement in audit or quality improvement isn't evidenced in your profile yet, and they'll look for it given the departmental audit work.",
        "Plastering is listed as desirable, and your profile says you don't have plaster or cast skills yet.",
    },
    "de03-cookery-lecturer-glasgow": {
        "Seven years as Head Chef at The Kelvin Hotel gives you the significant senior-chef experience they're asking for.",
        "Teaching 14–16 year olds or school partnership groups is on their list, and your profile notes you haven't taught under-16s.",
    },
    "de04-procurement-manager-johannesburg": {
        "Managing a team of buyers isn't shown yet: you coordinate buyers on tenders, but you note you have no direct reports.",
        "Reporting monthly savings to a CFO would be new – in your current role you report to the Head of Procurement.",
        "Power BI for spend reporting is still something you're learning, and they want it or a similar tool alongside advanced Excel.",
    },
    "de05-store-manager-round-rock": {
        "Buy-online-pick-up-in-store runs across their whole chain, and it isn't something your profile mentions so far.",
    },
    "de06-personalreferentin-koeln": {
        "Den Bereich Logistik hast du bisher nicht betreut; hier wärst du eigenständig für Produktion und Logistik mit ca. 350 Beschäftigten zuständig.",
    },
    "df02-senior-claims-handler-leeds": {
        "With over five years handling motor claims at Northgate, you're comfortably past the 3+ years of claims experience they ask for.",
    },
    "df03-litigation-paralegal-sydney": {
        "You prepare court books and briefs to counsel at Harbour & Clarke, the same work they list as a core requirement.",
        "Supervising junior staff isn't shown yet, and here you'd formally line-manage two paralegals, including running their performance reviews.",
        "Managing court filing deadlines isn't something your profile covers, and they'd expect you to own those in the NSW and Federal courts.",
    },
    "df04-senior-physiotherapist-auckland": {
        "Postgraduate study in MSK or sports physiotherapy isn't shown in your profile, and they list it as desirable for a senior role.",
    },
    "df05-airport-duty-manager-dubai": {
        "You already work with A-CDM milestones and SITA's AODB tools, which covers the A-CDM and AODB knowledge they ask for.",
    },
    "df06-senior-kyc-analist-amsterdam": {
        "Ervaring met verscherpt cliëntenonderzoek bij klanten met een hoog risicoprofiel zie ik niet terug in je profiel, terwijl dat hier de kern van het werk is.",
        "Contact met de toezichthouder over dossiers komt in je profiel niet voor, terwijl je daar in deze functie het aanspreekpunt voor bent.",
    },
    "di01-product-designer-copenhagen": {
        "Your redesign of Ledgerly's invoice approval flow took average approval time from 3 days to 1.5 days – a strong example of the complex B2B workflow work they want to see in a portfolio.",
        "Running A/B tests or live product experiments isn't shown in your background; your research so far has been moderated sessions rather than experiments.",
    },
    "di02-clinical-research-associate-dublin": {
        "You work with Medidata Rave and Veeva Vault eTMF, which covers both the EDC system and the eTMF experience they ask for.",
        "You coordinate 7 active Phase II–III oncology trials at St. Brigid's, so the oncology focus here matches your current day-to-day work.",
        "Independent on-site monitoring isn't in your background yet – you've supported monitoring as a coordinator, while they ask for at least 2 years as a CRA.",
        "Looking after a portfolio of 6–8 sites would be new for you, as your trial work so far has been based within one hospital unit at a time.",
    },
    "di03-senco-greater-manchester": {
        "You haven't managed a SEND budget yourself – at Oakfield the SENCO holds it – and this role asks for experience of managing a budget.",
        "Post-16 SEND provision isn't in your background, as your current school has no sixth form, and they'd like experience at that stage.",
    },
    "di04-ecommerce-merchandiser-toronto": {
        "Range building with buying and planning teams isn't something your profile covers, and here you'd help shape the online range with them.",
        "Full English/French bilingualism isn't shown – your French is intermediate – and they'd see bilingual candidates as an asset.",
    },
    "di06-coordenadora-logistica-porto": {
        "Reorganizou as zonas de picking com a equipa de melhoria contínua e os erros de expedição desceram de 1,8% para 0,6%, o que mostra a experiência em KPIs e melhoria contínua que pedem.",
        "O seu trabalho numa plataforma de frio para retalho alimentar corresponde à experiência em armazéns de frio ou produtos alimentares que procuram.",
        "O HACCP e a segurança alimentar não aparecem no seu perfil, e são essenciais num armazém de pescado e congelados.",
    },
    "dj01-sre-platform-engineer-dublin": {
        "You're on the on-call rotation for 40+ microservices on EKS, which is the production Kubernetes experience they want, on the EKS flavour they prefer.",
        "Insurance software would be a new domain for you; your background is payments and hosting, while they build a policy and claims platform for insurers.",
    },
    "dj02-district-nursing-sister-leeds": {
        "SystmOne isn't mentioned in your profile, and the team uses it for all of its clinical records.",
        "You haven't described completing Continuing Healthcare checklists, which they want experience of.",
        "Allocating visits across a community team of 10 nurses and healthcare assistants would be new; your shift coordination so far has been on a hospital ward.",
    },
    "dj03-esol-tutor-auckland": {
        "Delivering NZCEL or a similar NZQA-accredited programme isn't shown in your background, and that's central to this role.",
        "Moderating assessments doesn't feature in your profile so far; your assessment experience is the LNAAT testing you do at entry and exit.",
        "Teaching learners with little or no prior schooling would be new ground for you, and they want help with a pre-literacy pathway for exactly that group.",
        "Te Tiriti o Waitangi isn't addressed in your profile; you're a beginner in te reo Māori, but they also ask for an understanding of Te Tiriti and a commitment to its principles.",
    },
    "dj04-customs-specialist-rotterdam": {
        "You classify 1,500+ SKUs a year for a consumer electronics client, which is solid groundwork for leading tariff classification on their key accounts.",
        "Customs warehousing doesn't appear in your background, and they plan to set up a type C customs warehouse next year.",
    },
    "dj05-national-account-manager-melbourne": {
        "You haven't worked in beverages or liquor yet; your account experience is in snacks and dairy desserts, and they prefer drinks category experience.",
        "SAP or another ERP for orders and claims doesn't appear in your profile; your systems experience is Salesforce, Excel and Power BI.",
    },
    "dj06-specjalistka-kadr-plac-krakow": {
        "Samodzielnie naliczasz wynagrodzenia dla ok. 320 pracowników w systemie zmianowym, czyli wykonujesz dokładnie tę pracę, której dotyczy ich wymaganie.",
        "Obsługujesz kontrole ZUS i PIP – dwie kontrole w 2022 roku zakończyły się bez uwag – a to wprost jedno z ich wymagań.",
        "Nie masz jeszcze doświadczenia z SAP HCM ani SuccessFactors, a znajomość jednego z tych systemów jest tu wymagana.",
        "Rozliczanie pracowników delegowanych za granicę (A1) nie pojawia się w Twoim profilu – to dla nich mile widziany atut.",
        "Wdrażanie ani szkolenie nowych pracowników nie pojawia się w Twoim doświadczeniu, a na tym stanowisku to Ty wprowadzałabyś młodszych członków zespołu.",
    },
    "dm01-qa-automation-engineer-dublin": {
        "You haven't led performance testing in a role yet; k6 is still something you're learning, and they'd want you running it before their winter peak.",
    },
    "dm02-paramedic-melbourne": {
        "You aren't credentialed in rapid sequence intubation yet – your profile says no intubation credential so far – and they need it alongside advanced airway management.",
        "You haven't worked in a MICA unit yet; so far your roles have been as a graduate paramedic and then a paramedic on a two-person crew.",
    },
    "dm03-ece-lecturer-toronto": {
        "Post-secondary teaching isn't shown in your profile yet, and they want at least 2 years of it.",
        "Preparing a program for accreditation isn't something your profile mentions; the closest is helping your director get ready for Ministry licensing inspections.",
        "Contributing to a program review isn't shown yet – your curriculum work so far has been at the level of a single course.",
        "You haven't sat on academic committees so far, which full-time faculty here are expected to take part in.",
    },
    "dm04-head-chef-edinburgh": {
        "You haven't worked on tasting menus or in fine dining yet, and they list experience with either as a requirement.",
        "Managing supplier relationships doesn't come through in your profile, and they want experience of that alongside GP control.",
        "You haven't opened a second site before, and they'd want you working with the owner on one planned for 2026.",
    },
    "dm05-transport-manager-birmingham": {
        "You haven't yet been the nominated Transport Manager on an O-licence; your current role is deputy transport manager.",
    },
    "dm06-credit-controller-auckland": {
        "Coaching other credit controllers isn't something your profile shows yet, and here you'd coach two of them.",
    },
    "dn01-lifecycle-marketing-manager-toronto": {
        "Your 5-step win-back Canvas at Fernleaf recovered 4.1% of churned users in its first quarter, which is exactly the kind of measurable win-back result they're after.",
        "CASL and SMS compliance knowledge isn't shown yet – your profile notes you haven't had SMS compliance training so far.",
        "Leading a team would be new for you: you haven't had direct reports yet, and here you'd lead two CRM specialists.",
        "Migrating between email service providers isn't shown in your background, and they call it out as a plus for this role.",
    },
    "dn02-senior-data-engineer-singapore": {
        "You introduced dbt Core at Sunda Pay and migrated 140 legacy SQL scripts into tested dbt models, which speaks directly to their production dbt requirement.",
        "The Great Expectations checks you added on the 12 most critical tables show the kind of data quality testing and monitoring they want.",
        "Terraform is still something you're learning, while here you'd be expected to manage infrastructure as code with it.",
        "Healthcare data is missing from your background, and they require HIPAA certification for this role.",
    },
    "dn03-talent-acquisition-partner-cape-town": {
        "Workday hasn't been part of your toolkit so far – you note you haven't used it – though your Greenhouse experience should transfer.",
        "Recruiting for data and product roles doesn't appear in your background yet – your in-house hiring covers engineering, sales and customer service.",
    },
    "dn04-technical-support-engineer-austin": {
        "Your SAML SSO troubleshooting with Okta and Azure AD maps well onto their SSO and identity provider requirement.",
        "Webhook troubleshooting isn't mentioned in your profile, even though your REST API and Postman work is close to it.",
        "OIDC doesn't appear alongside your SAML experience, so that side of SSO configuration may be newer to you.",
        "Workflow automation software would be a new domain for you; your SaaS support background so far is in accounting software.",
    },
    "dn05-construction-site-manager-brisbane": {
        "As Assistant Site Manager on a $38M 8-storey residential build, you're well past the $20M project size they set as the bar.",
        "Commercial and health construction is missing from your background so far – your projects have been residential.",
        "Managing site costs against budget would be new – you mention you haven't managed site budgets yet.",
    },
    "dn06-seo-manager-ciudad-de-mexico": {
        "Aún no has liderado un equipo, y aquí tendrías a tu cargo a dos analistas SEO y un redactor.",
        "El sector viajes sería nuevo para ti: tu experiencia viene del e-commerce y de medios digitales, no de una agencia de viajes en línea.",
    },
    "dp01-fpa-manager-dublin": {
        "You brought month-end reporting down from 8 working days to 5 by automating data pulls with Power Query, which would help in a role that produces the monthly board pack and KPI reporting.",
    },
    "dp02-performance-marketing-lead-toronto": {
        "Growing subscription sign-ups 42% year on year in 2023 while keeping CAC flat is the kind of performance marketing result a brand like theirs looks for.",
        "People management isn't shown in your profile; at Northmoss you report to the Head of Growth rather than leading a team of your own.",
        "Running creative and landing-page testing alongside a design team isn't covered in your profile so far.",
    },
    "dp03-react-native-engineer-berlin": {
        "Detox end-to-end testing doesn't show up in your profile, and they want to use it to raise test coverage.",
        "Professional-level German isn't shown in your profile, which could matter in a Berlin-based team.",
    },
    "dp04-acute-medicine-pharmacist-oldham": {
        "You haven't worked resident on-call shifts on your own yet, and resident on-call experience is one of their requirements.",
        "Supervising and training pharmacy staff isn't something your profile shows yet, and it's listed as a requirement here.",
        "Supervising Band 6 pharmacists and pharmacy technicians would be new for you – your supervision so far has been of trainees.",
    },
    "dp05-trusts-foundations-manager-edinburgh": {
        "You already use Beacon CRM, the system they run on, alongside Salesforce NPSP and some Raiser's Edge.",
        "You haven't line-managed staff directly so far, and they list line management experience as a requirement.",
        "A track record of winning six-figure grants isn't clear from your profile, and it's the first thing they list.",
    },
    "dp06-responsabile-magazzino-verona": {
        "Non hai ancora gestito direttamente un budget di magazzino, mentre qui dovresti occuparti di budget e costi operativi.",
        "Il tuo inglese è a livello B1, mentre per questo ruolo chiedono un inglese buono, di livello B2.",
        "Chiedono almeno 5 anni in magazzino, di cui 2 da coordinatore, con esperienza specifica nel settore moda e arredamento che nel tuo profilo non c'è.",
    },
    "dr01-hotel-ops-manager-edinburgh": {
        "You took The Caledon from #48 to #21 on TripAdvisor in Edinburgh over 2022–23, which is a clear track record of lifting guest scores.",
        "You've held a Scottish Personal Licence since 2019, so that requirement is already covered.",
        "Leading housekeeping and F&B isn't shown yet – your management experience so far is on the front office side, while here you'd run several departments.",
    },
    "dr02-fpa-senior-analyst-toronto": {
        "Leading a full annual budget and rolling forecast isn't shown yet; you've built a divisional forecast, but here you'd lead both for the Retail division.",
    },
    "dr04-ld-manager-dublin": {
        "Managing a learning budget isn't shown in your profile, and this role would put €750k under your control.",
        "Regulated-industry experience isn't something your profile shows, and they'd prefer someone from financial services.",
        "Leading an L&D team isn't shown yet – you've worked as a specialist and training officer, while here you'd lead three learning specialists.",
    },
    "dr05-senior-youth-worker-melbourne": {
        "Running structured group programs doesn't come through in your experience; your work reads as mostly one-to-one case management and outreach.",
    },
    "dr06-senior-associate-audit-muenchen": {
        "Die Zusammenarbeit mit IT-Auditoren bei der Prüfung des internen Kontrollsystems ist in deinem Profil noch nicht zu sehen; IT-Prüfung und ITGC sind nach deinen Angaben noch Neuland.",
        "Prüfungen bei kapitalmarktorientierten Unternehmen zeigt dein Profil bisher nicht; deine Mandate waren mittelständische Industrie- und Handelsunternehmen.",
    },
}


@pytest.mark.parametrize("path", FLUENT, ids=[path.stem for path in FLUENT])
def test_fluent_cases(path):
    assert_only_known_problems(path, FLUENT_LIMITS.get(path.stem, set()))


def test_the_fluent_set_as_a_whole():
    counts = tally(FLUENT)
    assert len(FLUENT) >= 306 and counts["unfaithful"] >= 1542
    assert counts["unfaithful_as_written"] <= 183
    assert counts["fair_shown"] >= 1364


ENTRY_PROFILE = {
    "headline": "Community nurse and OT-trained falls lead",
    "desired_role": "Community Staff Nurse",
    "skills": "Wound care, NIV, Intune (Windows laptops), German (native), SIA CCTV licence, "
    "SIA Door Supervisor (applied, awaiting decision)",
    "experience": "2021-2025 Carlow PHN: completed structured medication reviews observed by a "
    "GP; built the falls clinic rota with one colleague; ran the leg-ulcer clinic on my own.\n"
    "Teaching Council registration (Route 4, Further Education): application submitted, "
    "awaiting decision.",
    "work_preferences": "Full-time",
}
ENTRY_JOB = {
    "title": "Community Staff Nurse",
    "description": "Our General Manager and Assistant General Manager lead the service.",
    "requirements": "Structured medication reviews\nRegistration with the Teaching Council\n"
    "Fluent German\nDevice management with Intune, including iOS\nSIA CCTV licence\n"
    "Leg-ulcer clinics\nExperience as an Assistant General Manager\n"
    "Caring for patients on non-invasive ventilation\nLaunching buy-now-pay-later",
}


@pytest.mark.parametrize(
    "kind, point, profile_quote, job_quote, expected",
    [
        # Work said to be done alone, which the quote does not say: the page's words.
        (
            "match",
            "You carry out structured medication reviews independently.",
            "completed structured medication reviews observed by a GP",
            "Structured medication reviews",
            PAGE,
        ),
        (
            "match",
            "You ran leg-ulcer clinics on your own.",
            "ran the leg-ulcer clinic on my own",
            "Leg-ulcer clinics",
            MODEL,
        ),
        (
            "match",
            "You have completed structured medication reviews.",
            "completed structured medication reviews observed by a GP",
            "Structured medication reviews",
            MODEL,
        ),
        # A status in the rest of the entry the quote is cut from...
        (
            "match",
            "You are registered with the Teaching Council.",
            "Teaching Council registration (Route 4, Further Education)",
            "Registration with the Teaching Council",
            "NEGATED_EVIDENCE",
        ),
        # ... read to the entry's next comma: the next item's status is not this one's.
        (
            "match",
            "You hold the SIA CCTV licence they require.",
            "SIA CCTV licence",
            "SIA CCTV licence",
            MODEL,
        ),
        # Letters that are the initials of words the job quote spells out.
        (
            "gap",
            "You haven't yet held an AGM title, and that is on their list.",
            "",
            "Experience as an Assistant General Manager",
            PAGE,
        ),
        # A hyphenated word gives a letter for each of its parts.
        (
            "gap",
            "There's no sign of BNPL work in your profile.",
            "",
            "Launching buy-now-pay-later",
            MODEL,
        ),
        (
            "gap",
            "Non-invasive ventilation isn't shown in your profile.",
            "",
            "Caring for patients on non-invasive ventilation",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        # A native speaker is a fluent one.
        (
            "gap",
            "Fluent German isn't shown in your profile.",
            "",
            "Fluent German",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        # What the profile does show, said in a clause of its own before what is missing.
        (
            "gap",
            "Your Intune work is on Windows laptops; iOS devices don't come up.",
            "",
            "Device management with Intune, including iOS",
            MODEL,
        ),
        (
            "gap",
            "Intune isn't in your profile; iOS devices are named too.",
            "",
            "Device management with Intune, including iOS",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
    ],
)
def test_independence_entries_initials_and_clauses(
    kind, point, profile_quote, job_quote, expected
):
    assert decide(kind, point, profile_quote, job_quote, ENTRY_PROFILE, ENTRY_JOB) == expected


LISTED_PROFILE = {
    "headline": "Platform engineer",
    "skills": "Kubernetes, SQL, Python (Django, not Flask), Nory (kitchen management system), "
    "ArcGIS Pro, Microsoft Advertising, Academies Financial Handbook, Food Handler Certificate "
    "(lapsed 2022), profiling with Unity "
    "Profiler, "
    "spirometry (performing; ARTP interpretation not yet), "
    "Coupa (user training completed, not yet used live), Excel",
    "experience": "2020-2025 Acme: ran the clusters and the stock system; charge nurse on "
    "nights about once a fortnight; lead a brigade of 7 on the head chef's days off.",
}
LISTED_JOB = {
    "title": "Platform Engineer",
    "company": "Northwind",
    "requirements": "Kubernetes and Helm\nSQL and dbt\nHelm charts for Kubernetes\n"
    "Experience with kitchen management systems (e.g. Nory, Procure Wizard)\n"
    "Coupa and Excel\nFlask or Django\nCharge nurse experience an asset\n"
    "Theatre experience an advantage\nRun production clusters\n"
    "Comfortable profiling and optimising gameplay code\nSpirometry (ARTP certified)\n"
    "Asset: geospatial analysis (ArcGIS, QGIS)\nBing a nice-to-have\n"
    "Knowledge of the Academy Trust Handbook\nSmart Serve and Food Handler certification\n"
    "Leading a brigade of 14",
}


@pytest.mark.parametrize(
    "kind, point, profile_quote, job_quote, expected",
    [
        # A list of names said to be missing, one of which the profile shows.
        (
            "gap",
            "Kubernetes and Helm aren't in your profile.",
            "",
            "Kubernetes and Helm",
            GAP_SHOWN,
        ),
        ("gap", "Neither SQL nor dbt appears in your profile.", "", "SQL and dbt", GAP_SHOWN),
        (
            "gap",
            "Geospatial analysis is an asset, and neither ArcGIS nor QGIS features in your "
            "profile.",
            "",
            "Asset: geospatial analysis (ArcGIS, QGIS)",
            GAP_SHOWN,
        ),
        # Bing is Microsoft Advertising, in the equivalent-names data; the Academy Trust
        # Handbook was the Academies Financial Handbook.
        ("gap", "Bing doesn't appear in your profile.", "", "Bing a nice-to-have", GAP_SHOWN),
        (
            "gap",
            "The Academy Trust Handbook isn't mentioned in your profile.",
            "",
            "Knowledge of the Academy Trust Handbook",
            GAP_SHOWN,
        ),
        # ... not the one it does not show, nor one thing named by two names.
        ("gap", "Helm isn't in your profile.", "", "Kubernetes and Helm", MODEL),
        (
            "gap",
            "Helm charts for Kubernetes aren't in your profile.",
            "",
            "Helm charts for Kubernetes",
            MODEL,
        ),
        # One of the job's examples that the sentence says is missing, which the profile has.
        (
            "gap",
            "They want kitchen management systems such as Nory or Procure Wizard, and neither "
            "features in your profile.",
            "",
            "Experience with kitchen management systems (e.g. Nory, Procure Wizard)",
            GAP_SHOWN,
        ),
        (
            "gap",
            "Procure Wizard isn't in your profile.",
            "",
            "Experience with kitchen management systems (e.g. Nory, Procure Wizard)",
            MODEL,
        ),
        # How the job asks for it ("an asset", "an advantage") is not what is missing.
        (
            "gap",
            "Charge nurse experience is listed as an asset, and it isn't something your "
            "profile shows yet.",
            "",
            "Charge nurse experience an asset",
            GAP_SHOWN,
        ),
        (
            "gap",
            "Theatre experience is listed as an advantage, and it isn't in your profile.",
            "",
            "Theatre experience an advantage",
            MODEL,
        ),
        # "Would be new to you" says what is missing, and what follows it is what the
        # profile has; but it says so of the seeker in words of its own (the profile may
        # show it in words the stage has no data for), so the page words it.
        (
            "gap",
            "Working with Helm would be new for you; it is on their list.",
            "",
            "Kubernetes and Helm",
            PAGE,
        ),
        (
            "gap",
            "Working with Helm would be new for you; your deployments at Acme are plain "
            "manifests.",
            "",
            "Kubernetes and Helm",
            PAGE,
        ),
        ("gap", "Kubernetes would be new for you.", "", "Kubernetes and Helm", GAP_SHOWN),
        # A name neither quote gives, but the profile or the job's own title or company
        # does: the page's words, not the model's.
        (
            "match",
            "You ran the clusters at Acme, which they need.",
            "ran the clusters",
            "Run production clusters",
            PAGE,
        ),
        (
            "match",
            "You ran the clusters at Globex, which they need.",
            "ran the clusters",
            "Run production clusters",
            "TERM_NOT_IN_QUOTES",
        ),
        (
            "gap",
            "Your profile doesn't show Helm charts like Northwind's.",
            "",
            "Kubernetes and Helm",
            PAGE,
        ),
        (
            "gap",
            "Your profile doesn't show Helm charts like Globex's.",
            "",
            "Kubernetes and Helm",
            "TERM_NOT_IN_QUOTES",
        ),
        # "Profiling" is no "profile", the word a gap says what is missing with.
        (
            "gap",
            "There's no profiling work in your profile.",
            "",
            "Comfortable profiling and optimising gameplay code",
            GAP_SHOWN,
        ),
        (
            "gap",
            "Optimising gameplay code isn't in your profile.",
            "",
            "Comfortable profiling and optimising gameplay code",
            MODEL,
        ),
        # "Not yet" at the end of an item denies the words of that item, not the others.
        (
            "match",
            "You are ARTP-certified in spirometry.",
            "spirometry (performing; ARTP interpretation not yet)",
            "Spirometry (ARTP certified)",
            "NEGATED_EVIDENCE",
        ),
        (
            "match",
            "You perform spirometry, as they ask.",
            "spirometry (performing; ARTP interpretation not yet)",
            "Spirometry (ARTP certified)",
            MODEL,
        ),
        (
            "match",
            "You perform spirometry; ARTP interpretation is not yet among your skills.",
            "spirometry (performing; ARTP interpretation not yet)",
            "Spirometry (ARTP certified)",
            MODEL,
        ),
        # A name the profile gives, though it denies it ("(lapsed 2022)"), said of the
        # seeker beside what is missing: the page's words.
        (
            "gap",
            "Your Food Handler Certificate lapsed, and they list it next to Smart Serve.",
            "",
            "Smart Serve and Food Handler certification",
            PAGE,
        ),
        # A number of what the seeker would do there is the job's, not a claim.
        (
            "match",
            "You lead a brigade of seven, and here you'd be running 14.",
            "lead a brigade of 7",
            "Leading a brigade of 14",
            MODEL,
        ),
        (
            "match",
            "You lead a brigade of 14.",
            "lead a brigade of 7",
            "Leading a brigade of 14",
            "NUMBER_NOT_IN_QUOTES",
        ),
        # A gap that says what the profile says of a name (lapsed, applied for, not held
        # yet) is no gap the profile shows; one that says nothing of it is.
        (
            "gap",
            "Your Food Handler Certificate lapsed in 2022, and they want it current.",
            "",
            "Smart Serve and Food Handler certification",
            PAGE,
        ),
        (
            "gap",
            "Food Handler certification is not in your profile.",
            "",
            "Smart Serve and Food Handler certification",
            GAP_SHOWN,
        ),
        (
            "gap",
            "Kubernetes isn't in your profile yet, and they want it.",
            "",
            "Kubernetes and Helm",
            GAP_SHOWN,
        ),
        # A status later in the item's own bracket denies the item.
        (
            "match",
            "You have already worked in Coupa, which they use.",
            "Coupa (user training completed",
            "Coupa and Excel",
            "NEGATED_EVIDENCE",
        ),
        (
            "match",
            "You have already worked in Coupa, which they use.",
            "Coupa",
            "Coupa and Excel",
            "NEGATED_EVIDENCE",
        ),
        # ... but another item's "not" in the bracket does not.
        (
            "match",
            "You build with Django, as they ask.",
            "Python (Django",
            "Flask or Django",
            MODEL,
        ),
    ],
)
def test_lists_examples_and_bracketed_statuses(kind, point, profile_quote, job_quote, expected):
    assert decide(kind, point, profile_quote, job_quote, LISTED_PROFILE, LISTED_JOB) == expected


COURSE_PROFILE = {
    "headline": "Occupational therapist",
    "skills": "Tableau: not used yet, currently doing a Udemy course; SQL, AWS (exam booked), "
    "Python",
    "experience": "ADP authorizer training for mobility devices: online modules complete, exam "
    "scheduled for next month.\nLevel 6 module 'Leadership in Clinical Practice' started "
    "January, due to finish in July.\nAccreditation in Public Relations (APR): coursework "
    "completed, exam scheduled for June.",
}
COURSE_JOB = {
    "title": "Occupational Therapist",
    "requirements": "Tableau\nAWS\nSQL\nADP authorizer for mobility devices\n"
    "A leadership qualification\nAPR a plus",
}


@pytest.mark.parametrize(
    "point, profile_quote, job_quote, expected",
    [
        # "Not used yet" after a colon denies what the colon follows.
        ("You use Tableau, as they do.", "Tableau", "Tableau", "NEGATED_EVIDENCE"),
        # An exam still to come, after a colon and a comma, is the whole entry's ...
        (
            "You are an ADP authorizer for mobility devices.",
            "ADP authorizer training for mobility devices: online modules complete",
            "ADP authorizer for mobility devices",
            "NEGATED_EVIDENCE",
        ),
        (
            "You hold the APR, which they list as a plus.",
            "Accreditation in Public Relations (APR): coursework completed",
            "APR a plus",
            "NEGATED_EVIDENCE",
        ),
        # ... as is a course due to finish.
        (
            "You've completed a Level 6 module in Leadership in Clinical Practice.",
            "Level 6 module 'Leadership in Clinical Practice' started January, due to finish in "
            "July",
            "A leadership qualification",
            "NEGATED_EVIDENCE",
        ),
        # A status in brackets is the last item's, not the whole list's.
        ("You hold AWS, which they use.", "AWS (exam booked", "AWS", "NEGATED_EVIDENCE"),
        ("You use SQL, which they use.", "SQL", "SQL", MODEL),
    ],
)
def test_courses_still_under_way(point, profile_quote, job_quote, expected):
    assert decide("match", point, profile_quote, job_quote, COURSE_PROFILE, COURSE_JOB) == expected


RENEWAL_PROFILE = {
    "headline": "Restaurant general manager",
    "skills": "Level 3 Award in Food Safety (refresher due), HACCP, PALS (renewal booked for "
    "May), ILS (renewal expired), WSET Level 3 (exam due)",
}
RENEWAL_JOB = {
    "title": "General Manager",
    "requirements": "Level 3 Food Safety\nPALS\nILS\nWSET Level 3",
}


@pytest.mark.parametrize(
    "kind, point, profile_quote, job_quote, expected",
    [
        # A renewal ahead is of what is held: the match stands, and the gap is not one.
        (
            "match",
            "You hold Level 3 Food Safety, which they require.",
            "Level 3 Award in Food Safety",
            "Level 3 Food Safety",
            MODEL,
        ),
        ("match", "You hold PALS, as they ask.", "PALS", "PALS", MODEL),
        (
            "gap",
            "Level 3 Food Safety isn't on your profile.",
            "",
            "Level 3 Food Safety",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        # A renewal that lapsed, or an exam still to come, is not held.
        ("match", "You hold ILS, as they ask.", "ILS", "ILS", "NEGATED_EVIDENCE"),
        ("match", "You hold WSET Level 3.", "WSET Level 3", "WSET Level 3", "NEGATED_EVIDENCE"),
    ],
)
def test_a_renewal_ahead_is_of_what_is_held(kind, point, profile_quote, job_quote, expected):
    assert decide(kind, point, profile_quote, job_quote, RENEWAL_PROFILE, RENEWAL_JOB) == expected


@pytest.mark.parametrize(
    "profile_text, point, job_quote, expected",
    [
        # The examples of one thing asked do not show another asked beside it ...
        (
            "BLS (lapsed 2023), CPI Nonviolent Crisis Intervention (current)",
            "Your BLS lapsed in 2023, and they want it current alongside CPI.",
            "Current BLS and Nonviolent Crisis Intervention (CPI) certification",
            PAGE,  # shown, in the page's words for the year the profile gives
        ),
        # ... but they do show the thing they are examples of.
        (
            "PostgreSQL, Django",
            "SQL is not shown in your profile",
            "SQL (PostgreSQL)",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        # Letters in brackets that spell the words before them are no example.
        (
            "CPA care coordination",
            "Care Programme Approach training is not shown in your profile",
            "Care Programme Approach (CPA) training",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        # A product the data knows, not a word that starts it ("segmentation").
        (
            "Braze, audience segmentation, Amplitude",
            "Segment, or any CDP, doesn't show up in your profile.",
            "Experience with Segment or another CDP a plus",
            MODEL,
        ),
    ],
)
def test_what_examples_show_and_what_they_do_not(profile_text, point, job_quote, expected):
    assert decide_gap(point, job_quote, {"skills": profile_text}) == expected


@pytest.mark.parametrize(
    "profile_text, point, expected",
    [
        # A gap that gives the level asked and the lower one the profile has is a gap ...
        (
            "Level 2 Food Hygiene (2022), cellar management",
            "Your food hygiene is at Level 2, and they want Level 3 or a willingness to get it.",
            PAGE,  # shown: in the page's words, as it says what the seeker has
        ),
        # ... but not when the profile has the level asked.
        (
            "Level 2 Food Hygiene (2019), Level 3 Food Hygiene (2023)",
            "Your food hygiene is at Level 2, and they want Level 3 or a willingness to get it.",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
    ],
)
def test_a_gap_that_gives_the_level_the_profile_has(profile_text, point, expected):
    job_quote = "Level 3 Food Hygiene (or willingness to achieve)"
    assert decide_gap(point, job_quote, {"skills": profile_text}) == expected


@pytest.mark.parametrize(
    "kind, point, profile_quote, job_quote, expected",
    [
        # Observability is shown by its tools, containers by Docker, user accounts by AD.
        (
            "gap",
            "Observability work is not shown in your profile",
            "",
            "improve observability across 40 services",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        (
            "gap",
            "Containerising services is not shown in your profile",
            "",
            "help containerise legacy services",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        (
            "gap",
            "Looking after user accounts is not shown in your profile",
            "",
            "look after user accounts",
            "GAP_SHOWN_UNDER_OTHER_NAME",
        ),
        # Two tools of one kind are two, not three with their kind.
        (
            "match",
            "You run Prometheus and Grafana, the two observability tools they name.",
            "Prometheus and Grafana",
            "Prometheus and Grafana",
            MODEL,
        ),
    ],
)
def test_kinds_and_covers_of_platform_work(kind, point, profile_quote, job_quote, expected):
    profile = {"skills": "Docker, Prometheus and Grafana, Active Directory (password resets)"}
    job = {
        "requirements": "improve observability across 40 services\nhelp containerise legacy "
        "services\nlook after user accounts\nPrometheus and Grafana"
    }
    assert decide(kind, point, profile_quote, job_quote, profile, job) == expected


@pytest.mark.parametrize(
    "point, expected",
    [
        # The job asks for a strong skill the profile has at a basic level: a gap, when it
        # says which level ...
        ("Strong Python is not shown in your profile", MODEL),
        ("Your Python is listed as basic, and they want it strong.", PAGE),
        # ... not one that says the profile has no Python at all.
        ("Python is not shown in your profile", "GAP_SHOWN_UNDER_OTHER_NAME"),
    ],
)
def test_a_skill_below_the_level_asked(point, expected):
    assert (
        decide_gap(point, "Strong Python", {"skills": "Bash, Python (basic), Terraform"})
        == expected
    )


@pytest.mark.parametrize(
    "point, profile_quote",
    [
        # Letters around a slash are the initials still; a month the quote shortens.
        (
            "Your MLA/T diploma is the qualification they ask for.",
            "Medical Laboratory Assistant/Technician diploma (2020)",
        ),
        (
            "You renewed your GDP training in October 2024.",
            "GDP for Wholesalers training (last Oct 2024)",
        ),
    ],
)
def test_initials_across_a_slash_and_a_shortened_month(point, profile_quote):
    profile = {"skills": profile_quote}
    job = {"requirements": "Medical Laboratory Assistant/Technician diploma\nGDP training"}
    job_quote = (
        "GDP training" if "GDP" in point else "Medical Laboratory Assistant/Technician diploma"
    )
    assert decide("match", point, profile_quote, job_quote, profile, job) == MODEL


@pytest.mark.parametrize(
    "point, profile_quote, job_quote, expected",
    [
        # Counts of what the job quote lists, and years a date range shows.
        (
            "Setting up MLflow tracking and a model registry covers two of the three MLOps "
            "pieces they list.",
            "set up MLflow tracking and a model registry",
            "MLOps: experiment tracking, model registry, monitoring",
            PAGE,  # shown, though in the page's words
        ),
        (
            "Setting up MLflow tracking covers two of the four MLOps pieces they list.",
            "set up MLflow tracking and a model registry",
            "MLOps: experiment tracking, model registry, monitoring",
            "NUMBER_NOT_IN_QUOTES",
        ),
        (
            "Wound care with NPWT is one of the two therapies they single out.",
            "complex wound care including NPWT",
            "Experience with NPWT and compression bandaging",
            MODEL,
        ),
        (
            "You've been a transport planner since 2020, more than their three-plus years.",
            "2020–present Orwell Haulage, Transport Planner",
            "3+ years' transport planning",
            MODEL,
        ),
    ],
)
def test_counts_of_a_list_and_years_of_a_range(point, profile_quote, job_quote, expected):
    profile = {"experience": profile_quote}
    job = {"requirements": job_quote}
    assert decide("match", point, profile_quote, job_quote, profile, job) == expected


@pytest.mark.parametrize(
    "point, sides",
    [
        # "the ... here" and "this budget" are the job's.
        ("You carry 18 children, so the caseload of 15 here would be lighter.", ["you", "job"]),
        ("You have managed £60k a month; this budget is £150k a month", ["you", "job"]),
        ("You ran 3 sites here and there", ["you"]),
    ],
)
def test_whose_numbers_the_job_here_and_this_budget(point, sides):
    from explain.faithfulness import _read

    numbers = [item.side for item in _read(point, is_point=True).items if item.kind == "number"]
    assert numbers == sides


SOLO_PROFILE = {
    "skills": "Tableau (certificación caducada en 2023), SQL",
    "experience": "2021-present Boots: part of a team of 3 that dispenses around 9,000 items "
    "a month; the store's NPS rose to 71 under the area manager's service programme; cut the "
    "store's waste by 12% as part of a regional team project; the area manager raised the "
    "store's NPS to 71 with a scheme I briefed my team on; omnichannel: BOPIS pilot, not yet "
    "ship-from-store.\n"
    "Level 3 Diploma in Adult Care (in progress, due June)",
}
SOLO_JOB = {
    "title": "Pharmacy Technician",
    "requirements": "Certificación Tableau\nDispensing 12,000 items a month\nDrive NPS\n"
    "Reduce waste\nOmnichannel fulfilment (BOPIS, ship-from-store)\n"
    "Level 3 Diploma in Adult Care",
}


@pytest.mark.parametrize(
    "point, profile_quote, job_quote, expected",
    [
        # A team's work, a team project's, a result under another's programme, or another's
        # by the quote's own words, given as the seeker's own.
        (
            "You cut the store's waste by 12% yourself.",
            "cut the store's waste by 12% as part of a regional team project",
            "Reduce waste",
            PAGE,
        ),
        (
            "You raised the store's NPS to 71.",
            "the area manager raised the store's NPS to 71",
            "Drive NPS",
            "NEGATED_EVIDENCE",
        ),
        (
            "You dispense around 9,000 items a month, close to their 12,000.",
            "part of a team of 3 that dispenses around 9,000 items a month",
            "Dispensing 12,000 items a month",
            PAGE,
        ),
        (
            "You raised the store's NPS to 71.",
            "the store's NPS rose to 71 under the area manager's service programme",
            "Drive NPS",
            PAGE,
        ),
        # A hyphenated word a negation reaches, read part by part as the point reads it.
        (
            "You run BOPIS and ship-from-store.",
            "omnichannel: BOPIS pilot, not yet ship-from-store",
            "Omnichannel fulfilment (BOPIS, ship-from-store)",
            "NEGATED_EVIDENCE",
        ),
        # A credential its own quote says is unfinished, or expired in another language.
        (
            "You hold the Level 3 Diploma in Adult Care they require.",
            "Level 3 Diploma in Adult Care (in progress, due June)",
            "Level 3 Diploma in Adult Care",
            "NEGATED_EVIDENCE",
        ),
        (
            "Tienes una certificación de Tableau vigente.",
            "Tableau (certificación caducada en 2023)",
            "Certificación Tableau",
            "NEGATED_EVIDENCE",
        ),
    ],
)
def test_team_work_unfinished_and_expired_in_the_quote(point, profile_quote, job_quote, expected):
    assert decide("match", point, profile_quote, job_quote, SOLO_PROFILE, SOLO_JOB) == expected


@pytest.mark.parametrize(
    "profile_text, expected",
    [
        # "My" and a thing is the seeker's own work; "my" and a person, or "our", another's.
        ("2021-present Harlow: my floor re-layout of menswear lifted sell-through by 12%.", MODEL),
        ("2021-present Harlow: my manager Jo lifted sell-through by 12%.", "NEGATED_EVIDENCE"),
        ("2021-present Harlow: our store lifted sell-through by 12%.", "NEGATED_EVIDENCE"),
    ],
)
def test_my_work_and_another_persons(profile_text, expected):
    profile_quote = "lifted sell-through by 12%"
    job = {"requirements": "analyse sell-through and conversion"}
    point = "You lifted sell-through by 12%, and sell-through is what they analyse."
    decision = decide(
        "match",
        point,
        profile_quote,
        "analyse sell-through and conversion",
        {"experience": profile_text},
        job,
    )
    assert decision == expected


@pytest.mark.parametrize(
    "point, expected",
    [
        # A gap that says the profile does not show it as held, beside the status it gives.
        ("RGII registration is not shown as held, and they count it as an advantage.", MODEL),
        ("A completed RGII registration is not shown in your profile.", MODEL),
    ],
)
def test_a_gap_that_says_not_held(point, expected):
    profile = {"skills": "Gas Safe, RGII registration (application submitted, awaiting decision)"}
    job = {"requirements": "RGII registration an advantage"}
    assert decide("gap", point, "", "RGII registration an advantage", profile, job) == expected


UNFINISHED_PROFILE = {
    "headline": "Radiographer",
    "experience": "PgCert Computed Tomography, Sheffield Hallam University, final module "
    "submitted June 2025, results awaited.\nPostgraduate Certificate in Gerontology Nursing "
    "(University of Canterbury) - 2 of 4 papers done.\n2024-present Professional Qualification "
    "in Probation (PQiP): Level 5 diploma modules complete, Level 6 degree modules in progress."
    "\nBSc Nursing (2015), MSc in progress.\nDiploma in Coaching, 4 of 4 modules passed.",
}
UNFINISHED_JOB = {
    "title": "CT Radiographer",
    "requirements": "Postgraduate qualification in CT\nA postgraduate certificate\nPQiP\n"
    "BSc Nursing\nA coaching diploma",
}


@pytest.mark.parametrize(
    "point, profile_quote, job_quote, expected",
    [
        # A credential its sentence goes on to say is unfinished is not held ...
        (
            "You hold a PgCert in Computed Tomography.",
            "PgCert Computed Tomography, Sheffield Hallam University",
            "Postgraduate qualification in CT",
            "NEGATED_EVIDENCE",
        ),
        (
            "You hold a Postgraduate Certificate in Gerontology Nursing.",
            "Postgraduate Certificate in Gerontology Nursing (University of Canterbury)",
            "A postgraduate certificate",
            "NEGATED_EVIDENCE",
        ),
        # ... after a colon, whatever it says first.
        (
            "You hold the PQiP.",
            "Professional Qualification in Probation (PQiP)",
            "PQiP",
            "NEGATED_EVIDENCE",
        ),
        # Not when what is unfinished is the next item's, nor when all its parts are done.
        ("You hold a BSc in Nursing.", "BSc Nursing", "BSc Nursing", MODEL),
        ("You hold a coaching diploma.", "Diploma in Coaching", "A coaching diploma", MODEL),
    ],
)
def test_a_credential_its_sentence_says_is_unfinished(point, profile_quote, job_quote, expected):
    assert (
        decide("match", point, profile_quote, job_quote, UNFINISHED_PROFILE, UNFINISHED_JOB)
        == expected
    )


TEAMWORK_PROFILE = {
    "headline": "Content lead",
    "skills": "Brand writing, MLOps",
    "experience": "2020-2025 Ledgerly: rewrote the brand tone-of-voice guide with the creative "
    "director in 2022; co-wrote the team's model monitoring playbook with the MLOps lead.",
}
TEAMWORK_JOB = {
    "title": "Content Lead",
    "requirements": "Ownership of brand tone of voice\nMonitoring in production",
}


@pytest.mark.parametrize(
    "point, profile_quote, job_quote, expected",
    [
        # Work done with another person's role, given as the seeker's alone: the page's words.
        (
            "You wrote the current tone-of-voice guide in 2022.",
            "rewrote the brand tone-of-voice guide with the creative director in 2022",
            "Ownership of brand tone of voice",
            PAGE,
        ),
        # A "team" the quote names is a thing, and "part" of a requirement no sharing.
        (
            "You wrote the team's model monitoring playbook yourself, the monitoring part they "
            "ask for.",
            "co-wrote the team's model monitoring playbook with the MLOps lead",
            "Monitoring in production",
            PAGE,
        ),
        # ... and a point that says the work was shared rests on it.
        (
            "You co-wrote the team's model monitoring playbook with the MLOps lead.",
            "co-wrote the team's model monitoring playbook with the MLOps lead",
            "Monitoring in production",
            MODEL,
        ),
    ],
)
def test_work_shared_with_another(point, profile_quote, job_quote, expected):
    assert decide("match", point, profile_quote, job_quote, TEAMWORK_PROFILE, TEAMWORK_JOB) == (
        expected
    )
