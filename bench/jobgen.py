"""Realistic, varied job postings generated from word lists (deterministic for a given seed).

Jobs span software, engineering, health, logistics, finance, sales, education, hospitality
and trades, so keywords have realistic frequencies: "engineer" is common (engineering and
software jobs), "python django" is a two-word query that matches a few percent, and
"fortran" is rare (about 1 job in 2,000).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import datetime, timedelta

SENIORITY = ["", "", "", "Junior", "Senior", "Senior", "Lead", "Principal", "Staff", "Associate"]

# industry -> (title cores, skills, things worked on, teams)
INDUSTRIES: dict[str, tuple[list[str], list[str], list[str], list[str]]] = {
    "software": (
        [
            "Backend Engineer",
            "Software Engineer",
            "Frontend Developer",
            "Full Stack Developer",
            "DevOps Engineer",
            "Site Reliability Engineer",
            "Data Engineer",
            "Mobile Developer",
            "QA Engineer",
            "Machine Learning Engineer",
            "Platform Engineer",
            "Security Engineer",
        ],
        [
            "Python",
            "Django",
            "Java",
            "Spring Boot",
            "Kotlin",
            "Go",
            "TypeScript",
            "React",
            "Vue",
            "Node.js",
            "PostgreSQL",
            "MySQL",
            "Redis",
            "Kafka",
            "Docker",
            "Kubernetes",
            "Terraform",
            "AWS",
            "GCP",
            "Azure",
            "GraphQL",
            "REST APIs",
            "CI/CD",
            "Linux",
            "Rust",
            "C#",
            ".NET",
            "Swift",
            "Airflow",
            "Spark",
            "dbt",
            "Snowflake",
            "pytest",
            "FastAPI",
        ],
        [
            "payment APIs",
            "a customer-facing web app",
            "our data platform",
            "internal tooling",
            "a high-traffic marketplace",
            "mobile banking features",
            "the search service",
            "observability and alerting",
            "a recommendation engine",
            "the checkout flow",
        ],
        ["platform team", "product squad", "data team", "infrastructure group", "security team"],
    ),
    "engineering": (
        [
            "Mechanical Engineer",
            "Civil Engineer",
            "Electrical Engineer",
            "Process Engineer",
            "Structural Engineer",
            "Maintenance Technician",
            "Quality Engineer",
            "CAD Designer",
            "Project Engineer",
            "Manufacturing Engineer",
        ],
        [
            "AutoCAD",
            "SolidWorks",
            "CATIA",
            "MATLAB",
            "PLC programming",
            "Six Sigma",
            "Lean",
            "FMEA",
            "ISO 9001",
            "Revit",
            "Eurocodes",
            "finite element analysis",
            "HVAC design",
            "root cause analysis",
            "SAP PM",
        ],
        [
            "production lines",
            "bridge refurbishments",
            "substation upgrades",
            "a new plant",
            "wind turbine components",
            "railway infrastructure",
            "water treatment works",
        ],
        ["engineering office", "site team", "plant maintenance crew", "design studio"],
    ),
    "health": (
        [
            "Registered Nurse",
            "Physiotherapist",
            "Pharmacist",
            "Care Assistant",
            "Midwife",
            "Occupational Therapist",
            "Radiographer",
            "Dental Nurse",
            "Healthcare Assistant",
            "Clinical Coordinator",
        ],
        [
            "patient care",
            "wound care",
            "medication administration",
            "NMC registration",
            "HCPC registration",
            "triage",
            "electronic patient records",
            "safeguarding",
            "manual handling",
            "infection control",
            "phlebotomy",
            "BLS certification",
        ],
        [
            "a surgical ward",
            "community clinics",
            "an outpatient department",
            "elderly care",
            "a rehabilitation unit",
            "the emergency department",
            "a maternity unit",
        ],
        ["ward team", "multidisciplinary team", "community team", "clinic staff"],
    ),
    "logistics": (
        [
            "Warehouse Operative",
            "Forklift Driver",
            "Supply Chain Analyst",
            "Dispatcher",
            "Logistics Coordinator",
            "HGV Driver",
            "Inventory Controller",
            "Fleet Manager",
            "Transport Planner",
            "Customs Specialist",
        ],
        [
            "forklift licence",
            "WMS systems",
            "SAP",
            "Excel",
            "route planning",
            "inventory control",
            "customs declarations",
            "Incoterms",
            "HGV Class 1 licence",
            "stock audits",
            "health and safety",
            "demand forecasting",
        ],
        [
            "a regional distribution centre",
            "cross-dock operations",
            "last-mile delivery",
            "international freight",
            "cold-chain logistics",
            "port operations",
        ],
        ["warehouse team", "transport office", "planning team", "night shift"],
    ),
    "finance": (
        [
            "Accountant",
            "Financial Controller",
            "Auditor",
            "Payroll Specialist",
            "Tax Advisor",
            "Financial Analyst",
            "Credit Analyst",
            "Bookkeeper",
            "Treasury Analyst",
            "Risk Analyst",
        ],
        [
            "IFRS",
            "HGB",
            "US GAAP",
            "month-end close",
            "Excel",
            "Power BI",
            "SAP FI",
            "DATEV",
            "VAT returns",
            "financial modelling",
            "audit",
            "ACCA",
            "CPA",
            "reconciliations",
            "cash flow forecasting",
        ],
        [
            "group reporting",
            "the annual audit",
            "payroll for 900 employees",
            "budget planning",
            "tax compliance",
            "investor reporting",
        ],
        ["finance team", "controlling department", "audit practice", "treasury desk"],
    ),
    "sales": (
        [
            "Account Executive",
            "Marketing Manager",
            "SEO Specialist",
            "Sales Representative",
            "Customer Success Manager",
            "Content Writer",
            "Brand Manager",
            "Business Developer",
            "Key Account Manager",
            "Social Media Manager",
        ],
        [
            "Salesforce",
            "HubSpot",
            "B2B sales",
            "negotiation",
            "Google Analytics",
            "SEO",
            "copywriting",
            "CRM",
            "lead generation",
            "account planning",
            "Google Ads",
            "presentation skills",
            "German",
            "French",
            "Spanish",
        ],
        [
            "enterprise accounts",
            "our brand relaunch",
            "new markets in the DACH region",
            "customer onboarding",
            "content strategy",
            "partner channels",
        ],
        ["sales team", "marketing team", "customer success team", "growth team"],
    ),
    "education": (
        [
            "Teacher",
            "Teaching Assistant",
            "Lecturer",
            "Tutor",
            "Curriculum Developer",
            "School Counsellor",
            "Early Years Practitioner",
            "Special Needs Coordinator",
        ],
        [
            "lesson planning",
            "classroom management",
            "QTS",
            "safeguarding",
            "SEN support",
            "curriculum design",
            "Moodle",
            "assessment",
            "mathematics",
            "English literature",
            "physics",
            "chemistry",
        ],
        [
            "a secondary school",
            "adult learners",
            "a primary school",
            "online courses",
            "vocational training",
            "an international school",
        ],
        ["teaching staff", "faculty", "learning support team"],
    ),
    "hospitality": (
        [
            "Chef",
            "Sous Chef",
            "Barista",
            "Front Desk Agent",
            "Restaurant Manager",
            "Housekeeper",
            "Event Coordinator",
            "Bartender",
            "Kitchen Porter",
        ],
        [
            "food hygiene",
            "HACCP",
            "menu planning",
            "latte art",
            "cash handling",
            "Opera PMS",
            "customer service",
            "wine knowledge",
            "stock rotation",
            "allergen awareness",
        ],
        [
            "a busy city-centre restaurant",
            "a boutique hotel",
            "conference events",
            "a coffee roastery",
            "banqueting",
        ],
        ["kitchen brigade", "front-of-house team", "events team"],
    ),
    "trades": (
        [
            "Electrician",
            "Plumber",
            "Site Manager",
            "Carpenter",
            "HVAC Technician",
            "Welder",
            "Painter and Decorator",
            "Roofer",
            "Facilities Technician",
        ],
        [
            "18th Edition",
            "CSCS card",
            "gas safety",
            "MIG welding",
            "TIG welding",
            "blueprint reading",
            "first aid",
            "power tools",
            "SMSTS",
            "fault finding",
        ],
        [
            "new-build housing",
            "commercial fit-outs",
            "maintenance contracts",
            "renovation projects",
            "industrial sites",
        ],
        ["site crew", "maintenance team", "installation team"],
    ),
}
INDUSTRY_WEIGHTS = {
    "software": 26,
    "engineering": 10,
    "health": 14,
    "logistics": 12,
    "finance": 10,
    "sales": 12,
    "education": 6,
    "hospitality": 6,
    "trades": 4,
}

COMPANY_FIRST = [
    "Northwind",
    "Harbourline",
    "Maple Grove",
    "Bluefin",
    "Ironbridge",
    "Silverline",
    "Oakridge",
    "Brightwater",
    "Redwood",
    "Copperleaf",
    "Greenfield",
    "Stonegate",
    "Westbrook",
    "Lakeside",
    "Summit",
    "Evergreen",
    "Falcon",
    "Nordlicht",
    "Alpenblick",
    "Rivermark",
    "Kestrel",
    "Orbit",
    "Pinecrest",
    "Seaview",
    "Highland",
    "Crescent",
    "Ember",
    "Juniper",
    "Meridian",
    "Quantum",
]
COMPANY_SECOND = {
    "software": ["Software", "Labs", "Systems", "Digital", "Technologies", "Cloud", "AI"],
    "engineering": ["Engineering", "Industries", "Manufacturing", "Energy", "Infrastructure"],
    "health": ["Health", "Clinic", "Care", "Medical Centre", "Hospital Trust", "Pharmacy"],
    "logistics": ["Logistics", "Freight", "Transport", "Distribution", "Shipping"],
    "finance": ["Finance", "Capital", "Accounting", "Partners", "Bank", "Insurance"],
    "sales": ["Media", "Marketing", "Retail", "Brands", "Commerce"],
    "education": ["Academy", "School", "College", "Learning", "Education Trust"],
    "hospitality": ["Hotels", "Kitchen", "Coffee", "Hospitality", "Events"],
    "trades": ["Building Services", "Construction", "Electrical", "Property Services"],
}
COMPANY_SUFFIX = ["", "", "", " GmbH", " Ltd", " B.V.", " AG", " S.A.", " Inc."]

LOCATIONS = [
    "Berlin, Germany",
    "Munich, Germany",
    "Hamburg, Germany",
    "Frankfurt, Germany",
    "Cologne, Germany",
    "London, UK",
    "Manchester, UK",
    "Bristol, UK",
    "Edinburgh, UK",
    "Leeds, UK",
    "Amsterdam, Netherlands",
    "Rotterdam, Netherlands",
    "Utrecht, Netherlands",
    "Paris, France",
    "Lyon, France",
    "Madrid, Spain",
    "Barcelona, Spain",
    "Lisbon, Portugal",
    "Vienna, Austria",
    "Zurich, Switzerland",
    "Geneva, Switzerland",
    "Dublin, Ireland",
    "Copenhagen, Denmark",
    "Stockholm, Sweden",
    "Oslo, Norway",
    "Helsinki, Finland",
    "Warsaw, Poland",
    "Krakow, Poland",
    "Prague, Czechia",
    "Brussels, Belgium",
    "Milan, Italy",
    "Rome, Italy",
    "Toronto, Canada",
    "New York, USA",
    "Austin, USA",
    "Remote (EU)",
    "Remote (UK)",
    "Remote (worldwide)",
]

WORK_MODES = ["onsite"] * 5 + ["hybrid"] * 4 + ["remote"] * 2
EMPLOYMENT_TYPES = (
    ["full-time"] * 12 + ["part-time"] * 3 + ["contract"] * 3 + ["temporary", "internship"]
)

OPENERS = [
    "{company} is hiring a {title} to join our {team}.",
    "We are looking for a {title} who wants to make a real difference in {thing}.",
    "Join {company} as a {title} and help us grow {thing}.",
    "As our new {title}, you will be part of a {team} of {n} people.",
    "Are you an experienced {title}? {company} needs you for {thing}.",
]
DUTIES = [
    "You will work on {thing} using {skill} and {skill2}.",
    "Day to day you will own {thing}, from planning to delivery.",
    "You will collaborate closely with the {team} and report to the head of {industry}.",
    "Your work will include {skill}, {skill2} and continuous improvement of {thing}.",
    "You will mentor colleagues and share your knowledge of {skill}.",
    "You will take responsibility for quality, documentation and {skill2}.",
    "We rely on {skill} every day, so strong hands-on experience matters.",
    "You will help us improve {thing} and keep our standards high.",
    "Expect a mix of {skill} work, planning sessions and time with customers.",
    "You will join a friendly {team} that values clear communication and ownership.",
]
TASKS = [
    "plan and prioritise work with the {team}",
    "keep {thing} reliable and well documented",
    "apply {skill} in real projects",
    "review the work of colleagues and give kind feedback",
    "talk to customers and understand what they need",
    "estimate effort and keep promises",
    "improve processes around {thing}",
    "train new colleagues in {skill2}",
    "report progress to stakeholders every week",
    "make sure safety and quality rules are met",
    "spot problems early and fix their root cause",
    "help choose tools and suppliers",
]
CULTURE = [
    "We value curiosity, kindness and doing things properly.",
    "Our offices are close to public transport and have bike storage.",
    "We believe in sustainable pace and a healthy work-life balance.",
    "Diversity makes us better: we welcome applications from everyone.",
    "You will get a structured onboarding and a dedicated buddy in your first weeks.",
    "Our customers range from small businesses to large public institutions.",
    "We have grown steadily for ten years and are profitable.",
    "Hybrid roles spend two or three days a week in the office.",
    "Every team has a budget for conferences, books and courses.",
    "We publish our salary bands and review pay every year.",
    "Our interview process has three steps and takes about two weeks.",
    "You can count on an open feedback culture and regular one-to-ones.",
    "Decisions are made close to the work, by the people who do it.",
]
BENEFITS = [
    "30 days of paid holiday",
    "a public transport ticket",
    "a yearly training budget",
    "flexible working hours",
    "a company pension scheme",
    "private health insurance",
    "free lunch on Fridays",
    "a gym membership",
    "parental leave above the legal minimum",
    "an employee share scheme",
    "a new laptop of your choice",
    "subsidised childcare",
]
LANGUAGES = ["English", "German", "Dutch", "French", "Spanish", "Polish", "Italian"]
RARE_SENTENCE = "Experience with legacy Fortran code is a plus."


class JobGenerator:
    def __init__(self, seed: int = 20261201, now: datetime | None = None) -> None:
        self.rng = random.Random(seed)
        self.now = now
        industries = list(INDUSTRY_WEIGHTS)
        self._industry_pool = [name for name in industries for _ in range(INDUSTRY_WEIGHTS[name])]

    def job_fields(self) -> dict:
        rng = self.rng
        industry = rng.choice(self._industry_pool)
        titles, skills, things, teams = INDUSTRIES[industry]
        core = rng.choice(titles)
        seniority = rng.choice(SENIORITY)
        title = f"{seniority} {core}".strip()
        company = (
            f"{rng.choice(COMPANY_FIRST)} {rng.choice(COMPANY_SECOND[industry])}"
            f"{rng.choice(COMPANY_SUFFIX)}"
        )
        picked = rng.sample(skills, k=min(len(skills), rng.randint(4, 8)))

        def fill(template: str) -> str:
            return template.format(
                company=company,
                title=title,
                team=rng.choice(teams),
                thing=rng.choice(things),
                n=rng.randint(3, 40),
                skill=rng.choice(picked),
                skill2=rng.choice(picked),
                industry=industry,
            )

        paragraphs = [
            " ".join(
                [fill(rng.choice(OPENERS))]
                + [fill(s) for s in rng.sample(DUTIES, k=rng.randint(4, 8))]
            ),
            "What you will do:\n"
            + "\n".join(
                "- " + fill(task).capitalize() for task in rng.sample(TASKS, k=rng.randint(4, 7))
            ),
            " ".join(rng.sample(CULTURE, k=rng.randint(3, 6))),
            "We offer " + ", ".join(rng.sample(BENEFITS, k=rng.randint(3, 6))) + ".",
        ]
        if (
            industry in ("software", "engineering") and rng.random() < 0.0005 / 0.36
        ):  # ~1 job in 2,000 overall
            paragraphs[0] += " " + RARE_SENTENCE
        description = "\n\n".join(paragraphs)
        years = rng.randint(1, 8)
        requirements = [f"- {years}+ years of experience as a {core}"]
        requirements += [
            f"- Hands-on experience with {skill}" for skill in picked[: rng.randint(2, 4)]
        ]
        requirements.append(f"- Fluent {rng.choice(LANGUAGES)}; {rng.choice(LANGUAGES)} is a plus")
        if rng.random() < 0.5:
            requirements.append("- A valid work permit for the country of the position")
        return {
            "title": title,
            "company": company,
            "location": rng.choice(LOCATIONS),
            "work_mode": rng.choice(WORK_MODES),
            "employment_type": rng.choice(EMPLOYMENT_TYPES),
            "description": description,
            "requirements": "\n".join(requirements),
            "salary_min": (low := rng.randrange(25_000, 90_000, 1000)),
            "salary_max": low + rng.randrange(5_000, 40_000, 1000),
            "salary_currency": rng.choice(["EUR", "EUR", "GBP", "USD", "CHF"]),
        }

    def posted_and_closed(
        self, number: int, total: int, now: datetime
    ) -> tuple[datetime, datetime | None]:
        """Job `number` of `total` is posted later than the ones before it, as in real use
        (posted_at defaults to the moment of creation), spread over the past year with a
        little jitter; about 5% are closed some days later."""
        year = 365 * 24 * 3600
        offset = year * (total - number) / total + self.rng.uniform(-3600, 3600)
        posted = now - timedelta(seconds=max(0.0, offset))
        closed = (
            posted + timedelta(days=self.rng.randint(1, 60)) if self.rng.random() < 0.05 else None
        )
        if closed is not None and closed > now:
            closed = now
        return posted, closed

    def batches(
        self,
        count: int,
        batch_size: int,
        now: datetime,
        *,
        first: int = 0,
        total: int | None = None,
    ) -> Iterator[list[dict]]:
        """`count` jobs numbered first, first + 1, ... of `total`, in batches."""
        total = total or first + count
        batch: list[dict] = []
        for number in range(first, first + count):
            fields = self.job_fields()
            fields["posted_at"], fields["closed_at"] = self.posted_and_closed(number, total, now)
            batch.append(fields)
            if len(batch) == batch_size:
                yield batch
                batch = []
        if batch:
            yield batch
