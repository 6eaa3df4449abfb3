"""Demo content for `python manage.py load_demo`: plain data, no database access.

Every company, person and posting here is invented. Seekers' e-mail addresses use the
reserved example.com / example.org domains and their phone numbers are fictional (UK numbers
from Ofcom's drama range, North American ones from 555-01xx).

Jobs are identified by (recruiter, title, company), users by username, profiles by user; the
loader creates what is missing and never changes what is already there. Job dicts use the
model's field names, plus `posted_ago` / `closed_ago`: (days, hours) before the moment of
loading, so the listing always looks recent and its order is fixed.
"""

from typing import Any

# One shared password for every demo account. It passes Django's default validators.
# Documented in the README; the command refuses to run with DEBUG off unless told to.
DEMO_PASSWORD = "demo-pass-2026"

ADMIN = {"username": "admin", "email": "admin@example.com"}

RECRUITERS: tuple[dict[str, Any], ...] = (
    {
        "username": "recruiter.northwind",
        "company_name": "Northwind Software",
        "first_name": "Hanna",
        "last_name": "Vogt",
        "email": "hiring.northwind@example.com",
    },
    {
        "username": "recruiter.harbourline",
        "company_name": "Harbourline Logistics",
        "first_name": "Pieter",
        "last_name": "van Dam",
        "email": "jobs.harbourline@example.com",
    },
    {
        "username": "recruiter.maplegrove",
        "company_name": "Maple Grove Health",
        "first_name": "Dana",
        "last_name": "Whitcombe",
        "email": "careers.maplegrove@example.org",
    },
    {
        "username": "recruiter.brightwater",
        "company_name": "Brightwater Learning",
        "first_name": "Rosie",
        "last_name": "Ashworth",
        "email": "people.brightwater@example.org",
    },
    {
        "username": "recruiter.cobalt",
        "company_name": "Cobalt Ledger",
        "first_name": "Marco",
        "last_name": "Lindqvist",
        "email": "talent.cobalt@example.com",
    },
)

NORTHWIND = "Northwind Software"
HARBOURLINE = "Harbourline Logistics"
MAPLE_GROVE = "Maple Grove Health"
BRIGHTWATER = "Brightwater Learning"
COBALT = "Cobalt Ledger"

JOBS: tuple[dict[str, Any], ...] = (
    # --- Northwind Software: booking and invoicing software, Berlin, Amsterdam, Lisbon ---
    {
        "company": NORTHWIND,
        "title": "Java Engineer",
        "location": "Berlin",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 62_000,
        "salary_max": 75_000,
        "salary_currency": "EUR",
        "posted_ago": (2, 5),
        "description": (
            "Northwind Software builds scheduling and invoicing tools for around 4,000 small "
            "service businesses in Europe: physiotherapy practices, hair salons, repair "
            "shops. Our billing team owns the services that turn appointments into invoices "
            "and payments.\n\n"
            "As a Java Engineer you will build secure Java APIs with Spring Boot, keep our "
            "PostgreSQL schemas healthy as the data grows, and deploy services on AWS. You "
            "will pair with another engineer on most larger changes and join a relaxed "
            "on-call rotation (one week in six, with a paid allowance).\n\n"
            "We work together in our Kreuzberg office on Tuesdays and Thursdays; the rest of "
            "the week is up to you."
        ),
        "requirements": (
            "At least 2 years of professional experience with Java 17 or newer\n"
            "Spring Boot and REST APIs\n"
            "SQL and PostgreSQL\n"
            "Docker; some AWS experience (ECS, RDS or Lambda) is a plus\n"
            "Comfortable writing tests with JUnit\n"
            "Good written English; German is not required"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Senior Backend Engineer (Go)",
        "location": "Remote (EU)",
        "work_mode": "remote",
        "employment_type": "full-time",
        "salary_min": 80_000,
        "salary_max": 95_000,
        "salary_currency": "EUR",
        "posted_ago": (6, 2),
        "description": (
            "Our calendar sync service keeps millions of appointments in step with Google "
            "Calendar, Outlook and Apple Calendar. It is written in Go, runs on Kubernetes "
            "and handles about 1,500 webhook events per second at peak.\n\n"
            "We are looking for a senior engineer to take ownership of its reliability and "
            "design the next version, which moves from polling to push notifications "
            "wherever the providers allow it. You will write design documents, review code "
            "and mentor two mid-level engineers.\n\n"
            "The team is fully remote within EU time zones and meets in Berlin twice a year; "
            "travel is paid."
        ),
        "requirements": (
            "5+ years building backend services, at least 2 of them in Go; experience "
            "operating services on Kubernetes; a solid understanding of HTTP, retries and "
            "idempotency; PostgreSQL or another relational database; experience with message "
            "queues (we use NATS) is a plus"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Frontend Developer (React, TypeScript)",
        "location": "Amsterdam",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 58_000,
        "salary_max": 72_000,
        "salary_currency": "EUR",
        "posted_ago": (4, 8),
        "description": (
            "The Amsterdam team builds the booking pages our customers' clients see: about "
            "9 million visits a month, many of them on older phones. Speed and accessibility "
            "matter more to us than the newest framework.\n\n"
            "You will build features in React and TypeScript, work closely with our product "
            "designer on the design system, and help us keep the booking flow at WCAG 2.1 "
            "AA. We test with Vitest and Playwright and ship several times a day.\n\n"
            "Three days a week in our office near Amsterdam Centraal, two from home."
        ),
        "requirements": (
            "3+ years of frontend development with React and TypeScript\n"
            "Strong HTML and CSS, including responsive layouts\n"
            "Working knowledge of accessibility (WCAG, screen readers, keyboard navigation)\n"
            "Experience with automated tests (Vitest, Jest or Playwright)\n"
            "Nice to have: Next.js, performance profiling, Dutch"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Data Engineer",
        "location": "Berlin",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_currency": "EUR",
        "posted_ago": (9, 3),
        "description": (
            "Our analysts and product managers rely on a small data platform: event data "
            "from the apps, billing data from PostgreSQL, and a few dozen dbt models in "
            "BigQuery. It has grown faster than the team that looks after it.\n\n"
            "As our second data engineer you will own the ingestion pipelines, make the dbt "
            "project faster and better tested, and set up data quality checks that warn us "
            "before a dashboard goes wrong. We use Airflow for orchestration and Terraform "
            "for infrastructure. You will work with analysts every day, so patience with "
            "questions is part of the job."
        ),
        "requirements": (
            "Python and SQL at a professional level; experience with dbt and a cloud data "
            "warehouse (BigQuery, Snowflake or Redshift); Airflow or a similar orchestrator; "
            "an eye for data quality and documentation; fluent English or German"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Platform Engineer (Kubernetes, AWS)",
        "location": "Remote (EU)",
        "work_mode": "remote",
        "employment_type": "contract",
        "salary_currency": "EUR",
        "posted_ago": (13, 6),
        "description": (
            "We are moving our last services from hand-managed EC2 instances to Amazon EKS, "
            "and we need an experienced contractor to lead the migration together with our "
            "two platform engineers.\n\n"
            "You will design the cluster layout, write the Terraform modules, set up Argo CD "
            "for deployments and move services over one by one without downtime. By the end "
            "of the contract our product teams should be able to ship without asking the "
            "platform team for help.\n\n"
            "Six-month contract, 40 hours a week, with a possible extension. Please include "
            "your day rate in your application."
        ),
        "requirements": (
            "Several years of hands-on Kubernetes in production, ideally EKS\n"
            "Terraform and AWS (VPC, IAM, RDS)\n"
            "GitOps with Argo CD or Flux\n"
            "Prometheus and Grafana\n"
            "Able to invoice as a freelancer or through your own company in the EU"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Android Developer (Kotlin)",
        "location": "Lisbon",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 42_000,
        "salary_max": 55_000,
        "salary_currency": "EUR",
        "posted_ago": (38, 4),
        "closed_ago": (5, 0),
        "description": (
            "Business owners use our Android app to check the day's bookings, message "
            "clients and take card payments at the counter. The app has a 4.6 rating and we "
            "would like to keep it that way.\n\n"
            "You will join a mobile team of four (two Android, two iOS) in our Lisbon office "
            "and build features in Kotlin with Jetpack Compose. You will also help us retire "
            "the last screens still written in Java with XML layouts.\n\n"
            "Our office is in Cais do Sodré; the team meets there on Mondays and Wednesdays."
        ),
        "requirements": (
            "2+ years building Android apps in Kotlin; Jetpack Compose; coroutines and Flow; "
            "experience publishing to Google Play; English at work (Portuguese is welcome but "
            "not needed)"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Product Designer, Invoicing",
        "location": "Lisbon",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 45_000,
        "salary_max": 58_000,
        "salary_currency": "EUR",
        "posted_ago": (17, 1),
        "description": (
            "We are hiring a product designer for the team that builds the invoicing and "
            "payments part of Northwind. You will take problems from the first customer "
            "interview to the final pixel: research, flows, prototypes in Figma and clear "
            "specifications for engineers.\n\n"
            "Many of our customers run a business on their own and do their paperwork late "
            "at night, so clarity beats cleverness. You will test your work with real "
            "customers every two weeks and contribute to our shared design system."
        ),
        "requirements": (
            "A portfolio showing end-to-end product work, not only visual design\n"
            "3+ years as a product or UX designer on a web or mobile product\n"
            "Fluent in Figma, including components and auto layout\n"
            "Experience running usability tests and customer interviews"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Technical Writer, Developer Documentation",
        "location": "Remote (EU)",
        "work_mode": "remote",
        "employment_type": "part-time",
        "salary_min": 30_000,
        "salary_max": 36_000,
        "salary_currency": "EUR",
        "posted_ago": (21, 7),
        "description": (
            "Partners connect to Northwind through our public REST API, and right now the "
            "documentation is the most common reason they write to support. We want to "
            "change that.\n\n"
            "This is a part-time role of 24 hours a week, spread over the days that suit "
            "you. You will rewrite our API reference and getting-started guides, write "
            "tutorials for the most common integrations, and work with engineers so that new "
            "endpoints ship with documentation on day one.\n\n"
            "The salary range shown is for 24 hours a week."
        ),
        "requirements": (
            "Experience writing documentation for developers, ideally for REST APIs; able to "
            "read code samples in at least one language (Python, JavaScript or Java); "
            "familiar with OpenAPI; a docs-as-code workflow with Markdown and Git; excellent "
            "written English"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Customer Support Specialist (German and English)",
        "location": "Berlin",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 36_000,
        "salary_max": 42_000,
        "salary_currency": "EUR",
        "posted_ago": (0, 4),
        "description": (
            "Our support team answers around 600 conversations a week from salon owners, "
            "therapists and tradespeople who need help with bookings, invoices and payments. "
            "Most arrive by chat and email; a few customers still prefer the phone.\n\n"
            "You will solve problems from start to finish, write and update help centre "
            "articles, and pass well-documented bug reports to the engineering teams. After "
            "your first three months you will also run onboarding calls for new "
            "customers.\n\n"
            "The support team works from our Berlin office, Monday to Friday between 8:00 "
            "and 18:00, in two shifts."
        ),
        "requirements": (
            "Fluent German and English, written and spoken\n"
            "At least one year in customer support or another customer-facing role\n"
            "Calm and friendly with frustrated customers\n"
            "Experience with Zendesk, Intercom or a similar tool is a plus"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Backend Engineering Intern",
        "location": "Berlin",
        "work_mode": "hybrid",
        "employment_type": "internship",
        "salary_currency": "EUR",
        "posted_ago": (26, 2),
        "description": (
            "A six-month internship for students who want to see how a real product is built "
            "and run. You will join the billing team, pick up small tickets in your first "
            "weeks and, by the end, ship a feature of your own from design to production.\n\n"
            "You will have a dedicated mentor, a weekly one-to-one and time set aside to "
            "learn. The internship is paid at €1,800 a month and starts in March or April."
        ),
        "requirements": (
            "Enrolled in a bachelor's or master's degree in computer science or a related "
            "subject; some Java, Kotlin or Python from university or side projects; basic "
            "SQL; curiosity and good questions"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Frontend Engineer, Booking Widget",
        "location": "Lisbon",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 48_000,
        "salary_max": 58_000,
        "salary_currency": "EUR",
        "posted_ago": (8, 1),
        "description": (
            "Our booking widget sits on the websites of about 4,000 small businesses, from "
            "physiotherapists to barbers, and takes most of their appointments. It is a small "
            "TypeScript app that has to load fast on old phones and work for everyone, "
            "including people who use a screen reader.\n\n"
            "You will rebuild its date and time picker, work with our designer on a new "
            "payment step, and help us keep the widget accessible as it grows. We test with "
            "real assistive technology, not only with automated checkers.\n\n"
            "The team works from our Lisbon office three days a week."
        ),
        "requirements": (
            "3+ years of frontend development with TypeScript and a modern framework (we use "
            "Vue 3; React experience is welcome)\n"
            "Semantic HTML and CSS you are proud of\n"
            "Practical accessibility knowledge (WCAG 2.1 AA, keyboard and screen reader "
            "testing)\n"
            "Unit tests with Jest or Vitest\n"
            "English; Portuguese is a plus"
        ),
    },
    {
        "company": NORTHWIND,
        "title": "Product Data Analyst",
        "location": "Berlin",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 55_000,
        "salary_max": 65_000,
        "salary_currency": "EUR",
        "posted_ago": (18, 7),
        "description": (
            "Thousands of small businesses run their calendars and invoices on Northwind, and "
            "we want every product decision to start from what they actually do. Our product "
            "teams have questions; we need an analyst who answers them with data.\n\n"
            "You will define and track the metrics for our booking and invoicing products, "
            "build the dashboards the teams look at every morning, and design and evaluate A/B "
            "tests with the product managers. You will work with our data engineers on the "
            "event data in BigQuery."
        ),
        "requirements": (
            "3+ years as a data analyst, ideally in a product company\n"
            "Advanced SQL\n"
            "A/B testing and basic statistics\n"
            "Tableau, Looker or a similar BI tool\n"
            "Python (pandas) is a plus"
        ),
    },
    # --- Harbourline Logistics: contract warehouses and transport, Netherlands and Germany ---
    {
        "company": HARBOURLINE,
        "title": "Warehouse Shift Lead",
        "location": "Rotterdam",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 38_000,
        "salary_max": 44_000,
        "salary_currency": "EUR",
        "posted_ago": (3, 10),
        "description": (
            "Our Waalhaven warehouse ships up to 25,000 parcels a day for fashion and "
            "home-goods retailers. We are looking for a shift lead for the evening shift "
            "(14:00 to 22:30), leading a team of 20 to 30 order pickers, packers and forklift "
            "drivers.\n\n"
            "You plan the shift with the operations manager, assign people to zones, keep an "
            "eye on safety and make sure the trucks leave on time. You also coach new team "
            "members and handle the first conversation when something goes wrong.\n\n"
            "We offer a permanent contract after one year, a travel allowance and a 15% "
            "allowance on evening hours."
        ),
        "requirements": (
            "At least 2 years of warehouse experience, including 1 year leading a team\n"
            "Experience with a warehouse management system (we use SAP EWM)\n"
            "A valid forklift certificate (reach truck), or willing to get one in your first "
            "month\n"
            "Dutch or English; German is a plus\n"
            "Available for evening shifts"
        ),
    },
    {
        "company": HARBOURLINE,
        "title": "Warehouse Associate (Seasonal)",
        "location": "Hamburg",
        "work_mode": "onsite",
        "employment_type": "temporary",
        "salary_currency": "EUR",
        "posted_ago": (44, 6),
        "closed_ago": (20, 0),
        "description": (
            "For the peak season from mid-November to the end of January we are hiring 40 "
            "warehouse associates at our Hamburg-Billbrook site. You will pick, pack and "
            "check orders for online retailers, working with handheld scanners.\n\n"
            "No experience is needed: you get two days of paid training, safety shoes and a "
            "fixed team lead. Shifts are early (6:00 to 14:30) or late (14:30 to 23:00), and "
            "you choose. The pay is €15.50 an hour, with extra for Sundays and public "
            "holidays."
        ),
        "requirements": (
            "Able to stand and walk for most of the shift and lift parcels of up to 15 kg; "
            "basic German or English; available for at least 8 weeks between November and "
            "January; permission to work in Germany"
        ),
    },
    {
        "company": HARBOURLINE,
        "title": "Logistics Data Analyst",
        "location": "Amsterdam",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 52_000,
        "salary_max": 62_000,
        "salary_currency": "EUR",
        "posted_ago": (5, 1),
        "description": (
            "Every parcel that passes through our warehouses leaves a trail of scans, and "
            "most of that data is never looked at. We want an analyst who turns it into "
            "decisions: where pickers walk too far, which clients' forecasts are off, and "
            "which carrier is late on which route.\n\n"
            "You will build and maintain dashboards in Power BI, write SQL against our "
            "warehouse data in Snowflake, and run analyses that operations managers can act "
            "on the same week. Expect to spend some time on the warehouse floor, too: the "
            "best insights come from seeing the work.\n\n"
            "Hybrid: two days a week in our Amsterdam office at Sloterdijk, and a visit to "
            "one of the warehouses about once a month."
        ),
        "requirements": (
            "Strong SQL (window functions, CTEs)\n"
            "2+ years as a data analyst or in a similar role\n"
            "Power BI or Tableau\n"
            "Python (pandas) for analyses that do not fit in SQL\n"
            "Able to explain numbers to people who do not work with data\n"
            "Dutch is a plus"
        ),
    },
    {
        "company": HARBOURLINE,
        "title": "Transport Planner",
        "location": "Rotterdam",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 42_000,
        "salary_currency": "EUR",
        "posted_ago": (11, 4),
        "description": (
            "Our planners decide which truck carries which shipment, every day, for about "
            "180 trucks from our own fleet and partner carriers. You will plan outbound "
            "routes for the Benelux and north-west Germany, react to delays and breakdowns, "
            "and keep drivers and customers informed.\n\n"
            "You will work with our transport management system and our own route optimiser, "
            "and a lot by phone. The planning desk is staffed from 5:00 to 21:00; you work "
            "in two shifts and from home one day a week."
        ),
        "requirements": (
            "Experience in transport planning or dispatch; knowledge of EU driving and rest "
            "time rules; quick decisions under pressure; Dutch and English, German is a "
            "strong plus; experience with a TMS"
        ),
    },
    {
        "company": HARBOURLINE,
        "title": "Accounts Payable Specialist",
        "location": "Amsterdam",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 40_000,
        "salary_max": 48_000,
        "salary_currency": "EUR",
        "posted_ago": (15, 5),
        "description": (
            "Our finance team of six processes about 3,000 supplier invoices a month from "
            "carriers, fuel suppliers, landlords and staffing agencies. We are looking for "
            "an accounts payable specialist who likes tidy ledgers and clear processes.\n\n"
            "You will check and book invoices in Exact Online, match them against purchase "
            "orders and delivery notes, prepare payment runs and answer supplier questions. "
            "You will also help us move the last paper invoices to e-invoicing.\n\n"
            "Two days a week in our Amsterdam office, more during the month-end close."
        ),
        "requirements": (
            "A finance or accounting qualification (MBO 4 or HBO), or equivalent "
            "experience; 2+ years in accounts payable; experience with Exact Online, AFAS or "
            "SAP; good Excel skills (lookups, pivot tables); Dutch and English"
        ),
    },
    {
        "company": HARBOURLINE,
        "title": "Python Developer, Route Optimisation",
        "location": "Remote (EU)",
        "work_mode": "remote",
        "employment_type": "contract",
        "salary_currency": "EUR",
        "posted_ago": (20, 9),
        "description": (
            "Our route optimiser decides the order in which 180 trucks make their stops. It "
            "is a Python service built on Google OR-Tools, and it is starting to struggle "
            "with the number of stops our largest clients send us.\n\n"
            "For a 9-month contract we are looking for a developer with optimisation "
            "experience. You will profile and speed up the solver setup, add the time-window "
            "and vehicle-capacity constraints we currently handle by hand, and leave the code "
            "well tested for our in-house team. You will work with our two backend "
            "developers and with the planners in Rotterdam."
        ),
        "requirements": (
            "Several years of professional Python\n"
            "Experience with combinatorial optimisation (OR-Tools, Gurobi, OptaPlanner or "
            "similar)\n"
            "Testing with pytest; profiling and performance work\n"
            "FastAPI or Django for the service around the solver\n"
            "Available for 32 to 40 hours a week for 9 months"
        ),
    },
    {
        "company": HARBOURLINE,
        "title": "Customer Service Agent (Dutch and English)",
        "location": "Rotterdam",
        "work_mode": "hybrid",
        "employment_type": "part-time",
        "salary_currency": "EUR",
        "posted_ago": (7, 2),
        "description": (
            "Online shops and their customers contact us when a parcel is late, damaged or "
            "lost. Our customer service team finds out what happened, arranges a solution "
            "and keeps everyone informed.\n\n"
            "This is a part-time role of 24 hours a week over three days, including one "
            "Saturday a month. After your training in our Rotterdam office you can work from "
            "home two days a week. The pay is €17.20 an hour plus holiday allowance."
        ),
        "requirements": (
            "Fluent Dutch and good English; experience in customer service, ideally by phone "
            "and email; comfortable with several systems open at once; available on at least "
            "three weekdays"
        ),
    },
    {
        "company": HARBOURLINE,
        "title": "Warehouse Supervisor, Night Shift",
        "location": "Hamburg",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 41_000,
        "salary_max": 47_000,
        "salary_currency": "EUR",
        "posted_ago": (1, 3),
        "description": (
            "Our Hamburg-Billbrook warehouse picks and packs orders for online retailers "
            "around the clock. We are looking for a supervisor for the night shift (22:00 to "
            "6:30), responsible for two shift leads and about 35 warehouse associates.\n\n"
            "You plan staffing with the site manager, keep the shift on track against the "
            "carriers' cut-off times, and make sure everyone goes home safe. You also own the "
            "shift's key figures: orders shipped, picking errors and overtime.\n\n"
            "Night work is paid with a 25% allowance, and we offer a company pension."
        ),
        "requirements": (
            "At least 3 years in warehouse operations, 2 of them leading a team or shift\n"
            "Experience with SAP EWM or another warehouse management system\n"
            "Knowledge of health and safety rules in the warehouse; a first aid course is a "
            "plus\n"
            "German and good English"
        ),
    },
    {
        "company": HARBOURLINE,
        "title": "Inventory Control Lead",
        "location": "Rotterdam",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 40_000,
        "salary_max": 46_000,
        "salary_currency": "EUR",
        "posted_ago": (13, 1),
        "description": (
            "When stock in the system and stock on the shelf disagree, orders go out late. "
            "Our inventory control team in the Waalhaven warehouse keeps them in step for "
            "about 60,000 storage locations.\n\n"
            "As its lead you will plan the cycle counts, investigate differences with the "
            "shift leads, and lead a team of four inventory clerks. You will also prepare the "
            "yearly stock count with our clients' auditors."
        ),
        "requirements": (
            "2+ years of inventory control or warehouse experience\n"
            "Experience with stock counts and cycle counting in a warehouse management "
            "system (SAP EWM is a plus)\n"
            "Leading a small team\n"
            "Excel at the level of pivot tables\n"
            "Dutch or English"
        ),
    },
    {
        "company": HARBOURLINE,
        "title": "Reach Truck Driver",
        "location": "Rotterdam",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_currency": "EUR",
        "posted_ago": (6, 5),
        "description": (
            "We are looking for reach truck drivers for our Waalhaven warehouse, where "
            "pallets are stored up to 11 metres high. You will put away incoming goods, "
            "replenish picking locations and load outgoing trucks.\n\n"
            "You work in a team of six drivers per shift, in two alternating shifts. The pay "
            "is €16.40 an hour, with an allowance for evening hours and a permanent contract "
            "after six months."
        ),
        "requirements": (
            "A valid reach truck certificate; at least 1 year of experience driving a reach "
            "truck in a warehouse; safety first, always; Dutch, English or German"
        ),
    },
    # --- Maple Grove Health: a day surgery centre and family health clinics, Ontario ---
    {
        "company": MAPLE_GROVE,
        "title": "Registered Nurse, Day Surgery",
        "location": "Toronto",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 82_000,
        "salary_max": 98_000,
        "salary_currency": "CAD",
        "posted_ago": (2, 9),
        "description": (
            "Our day surgery centre in North York performs around 40 procedures a day in "
            "orthopaedics, ophthalmology, general surgery and gynaecology. We are looking for "
            "a registered nurse to join the pre-operative and recovery team.\n\n"
            "You will assess patients before surgery, monitor them in the post-anaesthesia "
            "care unit, manage pain and nausea, and prepare patients and families for going "
            "home the same day. We work 8-hour day shifts, Monday to Friday, with no nights "
            "and no on-call.\n\n"
            "Full benefits from day one, a defined-benefit pension and paid time for "
            "continuing education."
        ),
        "requirements": (
            "Current registration with the College of Nurses of Ontario (RN)\n"
            "At least 2 years of acute care experience; perioperative or PACU experience "
            "preferred\n"
            "BLS required; ACLS within 6 months of hiring\n"
            "Perianesthesia certification (CPAN or CNA) is an asset\n"
            "Clear communication with patients and families"
        ),
    },
    {
        "company": MAPLE_GROVE,
        "title": "Registered Nurse, Family Health Clinic (Part-time)",
        "location": "Mississauga",
        "work_mode": "onsite",
        "employment_type": "part-time",
        "salary_currency": "CAD",
        "posted_ago": (10, 4),
        "description": (
            "Our Meadowvale clinic cares for about 9,000 patients with a team of six family "
            "physicians, two nurse practitioners and three nurses. We are looking for a "
            "part-time registered nurse for three days a week: Tuesday, Wednesday and "
            "Friday.\n\n"
            "You will run immunisation and diabetes clinics, do telephone triage, take care "
            "of wound care and injections, and help patients manage chronic conditions. Pay "
            "follows our collective agreement, from $43.50 to $52.80 an hour depending on "
            "experience."
        ),
        "requirements": (
            "Current CNO registration as an RN; experience in primary care or community "
            "health preferred; immunisation training; comfortable with electronic medical "
            "records; a second language such as Punjabi, Urdu or Tagalog is an asset"
        ),
    },
    {
        "company": MAPLE_GROVE,
        "title": "Medical Office Administrator",
        "location": "Toronto",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 48_000,
        "salary_max": 55_000,
        "salary_currency": "CAD",
        "posted_ago": (8, 6),
        "description": (
            "The front desk is the first thing patients see at our Danforth clinic. You will "
            "greet patients, book appointments, check health cards, answer the phones and "
            "keep the doctors' schedules running on time.\n\n"
            "Behind the desk you will handle OHIP billing, scan and file documents in the "
            "EMR, and order supplies. Hours are Monday to Friday, 8:30 to 17:00, with one "
            "evening until 19:30 every second week."
        ),
        "requirements": (
            "A medical office administration diploma or 2 years of experience in a medical "
            "office\n"
            "OHIP billing experience\n"
            "Familiarity with an EMR (Accuro, OSCAR Pro or PS Suite)\n"
            "Medical terminology\n"
            "Friendly, organised and discreet with patient information"
        ),
    },
    {
        "company": MAPLE_GROVE,
        "title": "Patient Intake Coordinator (12-month cover)",
        "location": "Mississauga",
        "work_mode": "onsite",
        "employment_type": "temporary",
        "salary_min": 50_000,
        "salary_max": 56_000,
        "salary_currency": "CAD",
        "posted_ago": (36, 2),
        "closed_ago": (12, 0),
        "description": (
            "We are looking for a patient intake coordinator to cover a 12-month parental "
            "leave in our surgical referral office. You will process referrals from family "
            "doctors and specialists, schedule pre-operative appointments and make sure "
            "every chart is complete before surgery day.\n\n"
            "You will work with surgeons' offices, nurses and patients, often by phone. "
            "Accuracy matters here: a missing lab result can cancel an operation."
        ),
        "requirements": (
            "Experience in healthcare administration or scheduling; strong attention to "
            "detail; experience with an EMR or a hospital scheduling system; available to "
            "start within 4 weeks"
        ),
    },
    {
        "company": MAPLE_GROVE,
        "title": "Clinical Data Analyst",
        "location": "Toronto",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 78_000,
        "salary_max": 90_000,
        "salary_currency": "CAD",
        "posted_ago": (12, 2),
        "description": (
            "We are building a small analytics team to answer the questions our clinicians "
            "and managers ask every week: how long patients wait for surgery, which clinics "
            "see the most missed appointments, and whether our diabetes programme improves "
            "outcomes.\n\n"
            "You will write SQL against our EMR reporting database, build reports in Power "
            "BI, and make sure every number we publish is defined the same way everywhere. "
            "The work falls under Ontario's health privacy law (PHIPA), so careful handling "
            "of health data is essential.\n\n"
            "Hybrid: two days a week at our head office near Yonge and Eglinton."
        ),
        "requirements": (
            "2+ years as a data or business analyst; strong SQL; Power BI or Tableau; "
            "experience with healthcare data is a strong asset; knowledge of PHIPA or similar "
            "privacy rules; R or Python is a plus"
        ),
    },
    {
        "company": MAPLE_GROVE,
        "title": "Payroll and Accounting Clerk",
        "location": "Toronto",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_currency": "CAD",
        "posted_ago": (24, 3),
        "description": (
            "Our finance team pays around 260 employees every two weeks, many of them on "
            "shifts with different premiums. We need a payroll and accounting clerk to keep "
            "that running accurately.\n\n"
            "You will process the biweekly payroll in Ceridian Dayforce, reconcile benefit "
            "and pension remittances, post journal entries and help with month-end "
            "reconciliations. In your first year you will also help us write down our "
            "payroll procedures."
        ),
        "requirements": (
            "Payroll Compliance Practitioner (PCP) designation, or working towards it\n"
            "2+ years of Canadian payroll experience\n"
            "Experience with Dayforce, ADP or a similar system\n"
            "Strong Excel\n"
            "An accounting diploma or degree is an asset"
        ),
    },
    {
        "company": MAPLE_GROVE,
        "title": "Summer Student, Patient Services",
        "location": "Toronto",
        "work_mode": "onsite",
        "employment_type": "internship",
        "salary_currency": "CAD",
        "posted_ago": (30, 5),
        "description": (
            "Each summer we hire four students to support our clinics while permanent staff "
            "take their holidays. You will help at the front desk, guide patients, prepare "
            "exam rooms and support our vaccination clinics.\n\n"
            "The placement runs for 16 weeks from May to August, 35 hours a week, paid at "
            "$19 an hour. It suits students in nursing, health sciences or health "
            "administration who want to see how a community clinic works."
        ),
        "requirements": (
            "Enrolled in a college or university programme and returning to studies in "
            "September; friendly and reliable; basic computer skills; a second language is "
            "an asset"
        ),
    },
    {
        "company": MAPLE_GROVE,
        "title": "PACU Nurse (Post-Anaesthesia Care)",
        "location": "Toronto",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 86_000,
        "salary_max": 101_000,
        "salary_currency": "CAD",
        "posted_ago": (3, 6),
        "description": (
            "Our day surgery centre is adding a fifth operating room, and its recovery room "
            "needs another registered nurse. In the post-anaesthesia care unit you receive "
            "patients straight from surgery, monitor their airway and vital signs, and manage "
            "pain and nausea until they are ready for the step-down area.\n\n"
            "You will work 8-hour day shifts from Monday to Friday, in a team of six PACU "
            "nurses and two anaesthesiologists. New team members get a six-week orientation "
            "with a preceptor."
        ),
        "requirements": (
            "Current registration with the College of Nurses of Ontario (RN)\n"
            "At least 2 years of acute care experience, ideally in PACU, surgery or critical "
            "care\n"
            "BLS and ACLS\n"
            "Post-operative pain management\n"
            "Experience with electronic charting"
        ),
    },
    {
        "company": MAPLE_GROVE,
        "title": "Surgical Unit Nurse (Days)",
        "location": "Mississauga",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 80_000,
        "salary_max": 95_000,
        "salary_currency": "CAD",
        "posted_ago": (16, 8),
        "description": (
            "Our 20-bed short-stay surgical unit in Mississauga cares for patients for one to "
            "three nights after orthopaedic and general surgery. We are looking for a "
            "registered nurse for day shifts.\n\n"
            "You will assess patients after surgery, give medications, care for wounds and "
            "drains, and teach patients and families what to expect at home. The unit has a "
            "stable, experienced team and a nurse educator on site."
        ),
        "requirements": (
            "Current registration with the College of Nurses of Ontario (RN); surgical or "
            "medical-surgical experience; wound care; patient and family education; BLS"
        ),
    },
    # --- Brightwater Learning: schools in London, a language school in Lisbon, an online
    # homework platform ---
    {
        "company": BRIGHTWATER,
        "title": "Secondary Mathematics Teacher",
        "location": "London",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 38_000,
        "salary_max": 52_000,
        "salary_currency": "GBP",
        "posted_ago": (6, 7),
        "description": (
            "Brightwater Academy is a mixed 11 to 18 school in Lewisham with 900 students. "
            "Our maths department of 11 teachers is looking for a colleague to teach Key "
            "Stage 3 and 4, and A level if you have the experience.\n\n"
            "We plan lessons together, share resources and protect time for professional "
            "development every Wednesday afternoon. Pay follows the Inner London pay scale, "
            "and we welcome early career teachers and support them through their two-year "
            "induction.\n\n"
            "Start date: January, or after the Easter holidays."
        ),
        "requirements": (
            "Qualified Teacher Status (QTS), or due to complete it by the start date\n"
            "A degree in mathematics or a subject with substantial maths content\n"
            "Enhanced DBS check (we arrange it)\n"
            "Commitment to safeguarding and inclusive teaching"
        ),
    },
    {
        "company": BRIGHTWATER,
        "title": "English Teacher for Adults (Evenings)",
        "location": "Lisbon",
        "work_mode": "onsite",
        "employment_type": "part-time",
        "salary_currency": "EUR",
        "posted_ago": (4, 2),
        "description": (
            "Our language school in Lisbon's Avenidas Novas teaches English to adults, most "
            "of them professionals who study after work. We are looking for a teacher for "
            "four evenings a week, Monday to Thursday from 18:30 to 21:30.\n\n"
            "You will teach groups of up to 10 students from B1 to C1 level and prepare some "
            "of them for Cambridge exams. Course books and lesson plans are provided, but we "
            "welcome teachers who bring their own ideas. The pay is €22 per teaching hour, "
            "with paid preparation time."
        ),
        "requirements": (
            "CELTA, Trinity CertTESOL or equivalent; at least one year of experience teaching "
            "adults; native or C2-level English; the right to work in Portugal; Portuguese "
            "helps with beginners' classes but is not required"
        ),
    },
    {
        "company": BRIGHTWATER,
        "title": "Curriculum Designer, Science",
        "location": "Remote (UK)",
        "work_mode": "remote",
        "employment_type": "contract",
        "salary_currency": "GBP",
        "posted_ago": (19, 3),
        "description": (
            "Our online homework platform is used by 140 schools across England. We are "
            "rewriting the Key Stage 3 science content to match how teachers actually plan "
            "their lessons, and we need an experienced science teacher or curriculum "
            "designer to lead the work.\n\n"
            "Over a six-month contract you will plan the sequence of topics, write and review "
            "questions with worked answers, and work with our product team on interactive "
            "activities. The contract is paid at a day rate for about three days a week."
        ),
        "requirements": (
            "Teaching experience in UK secondary science; experience writing curriculum or "
            "assessment materials; a strong grasp of common misconceptions in KS3 science; "
            "comfortable with shared documents and an online content tool"
        ),
    },
    {
        "company": BRIGHTWATER,
        "title": "Full-stack Developer (Python, Django)",
        "location": "London",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 55_000,
        "salary_max": 68_000,
        "salary_currency": "GBP",
        "posted_ago": (14, 6),
        "description": (
            "Our homework platform is a Django application with a React front end, used by "
            "around 60,000 students each week. The product team is small: four developers, "
            "a designer and a product manager, several of them former teachers.\n\n"
            "You will build features across the stack, from Django models and REST endpoints "
            "to React components, and look after performance during the evening peak when "
            "homework is due. We review every change, deploy several times a day and keep "
            "the stack boring on purpose.\n\n"
            "We meet in our Southwark office on Tuesdays and Thursdays."
        ),
        "requirements": (
            "3+ years of professional web development\n"
            "Python and Django, including the ORM and Django REST Framework\n"
            "JavaScript or TypeScript with React\n"
            "PostgreSQL\n"
            "Experience with automated tests\n"
            "An interest in education is a plus"
        ),
    },
    {
        "company": BRIGHTWATER,
        "title": "Marketing Manager, Admissions",
        "location": "London",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 45_000,
        "salary_max": 55_000,
        "salary_currency": "GBP",
        "posted_ago": (22, 4),
        "description": (
            "We want more families to hear about our schools and our online platform, and we "
            "want to be honest about what we offer while we do it. As marketing manager you "
            "will plan and run our admissions campaigns: open days, school fairs, search and "
            "social advertising, and the newsletters parents actually read.\n\n"
            "You will manage a yearly budget of around £180,000, a marketing assistant and "
            "two agencies, and report on cost per enquiry and per enrolment. You will work "
            "closely with the admissions team and the head teachers."
        ),
        "requirements": (
            "4+ years in marketing, ideally in education, membership or consumer services; "
            "experience with Google Ads, Meta Ads and email marketing (we use HubSpot); "
            "comfortable with GA4 and reporting; excellent writing"
        ),
    },
    {
        "company": BRIGHTWATER,
        "title": "Teaching Assistant (Spring Term)",
        "location": "London",
        "work_mode": "onsite",
        "employment_type": "temporary",
        "salary_currency": "GBP",
        "posted_ago": (1, 8),
        "description": (
            "We need a teaching assistant for the spring term to support a Year 7 student "
            "with additional needs while our permanent colleague is on leave. You will work "
            "one-to-one and in small groups, guided by our special educational needs "
            "coordinator.\n\n"
            "Hours are 8:30 to 15:30 during term time, paid at £15.40 an hour. This is a "
            "good opportunity for someone thinking about teacher training."
        ),
        "requirements": (
            "Experience working with young people, ideally with special educational needs; "
            "patience and good communication; enhanced DBS check (we arrange it); available "
            "for the whole spring term"
        ),
    },
    {
        "company": BRIGHTWATER,
        "title": "Web Developer, Learning Platform",
        "location": "London",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 45_000,
        "salary_max": 54_000,
        "salary_currency": "GBP",
        "posted_ago": (23, 6),
        "description": (
            "About 30,000 adult learners take Brightwater's online courses every year, many "
            "of them on a phone and some with a screen reader. Our web team of four builds "
            "the pages where they watch lessons, hand in work and talk to their tutors.\n\n"
            "You will build new course pages in JavaScript and React, fix what our last "
            "accessibility audit found, and make the slowest pages fast on a cheap phone. "
            "You will work closely with our learning designers and with the tutors who "
            "answer learners' questions every day."
        ),
        "requirements": (
            "2+ years building websites with JavaScript, HTML and CSS\n"
            "React, or another component framework and willing to learn React\n"
            "Accessibility: you know WCAG and have tested with a screen reader\n"
            "Git and code review\n"
            "Some Python is a plus: our backend is Django"
        ),
    },
    {
        "company": BRIGHTWATER,
        "title": "ESOL Tutor for Adults (Online, Part-time)",
        "location": "Remote (EU)",
        "work_mode": "remote",
        "employment_type": "part-time",
        "salary_currency": "EUR",
        "posted_ago": (7, 9),
        "description": (
            "Brightwater's online school teaches English to adults across Europe in small "
            "live classes. We are looking for tutors who can teach two to four evening "
            "classes a week, each 90 minutes long.\n\n"
            "Most of our learners are working professionals at B1 to C1 level; some prepare "
            "for Cambridge or IELTS exams. We provide the course materials and a "
            "virtual classroom, and you plan the lessons. The pay is €24 per teaching hour."
        ),
        "requirements": (
            "CELTA, Trinity CertTESOL or equivalent\n"
            "At least 2 years of experience teaching English to adults\n"
            "Experience with online teaching tools such as Google Classroom or Zoom\n"
            "C2-level English"
        ),
    },
    {
        "company": BRIGHTWATER,
        "title": "Cambridge Exam Preparation Teacher",
        "location": "Lisbon",
        "work_mode": "onsite",
        "employment_type": "part-time",
        "salary_currency": "EUR",
        "posted_ago": (10, 1),
        "description": (
            "Our Lisbon language school runs intensive courses for the Cambridge B2 First "
            "and C1 Advanced exams. We need a teacher for two morning groups of teenagers "
            "and adults, from February to June.\n\n"
            "You will follow our exam preparation programme, set and mark practice papers, "
            "and run speaking test simulations. Last year 94% of our candidates passed."
        ),
        "requirements": (
            "CELTA or equivalent; experience preparing students for Cambridge exams (B2 "
            "First, C1 Advanced); lesson planning for mixed-ability groups; C2-level English"
        ),
    },
    # --- Cobalt Ledger: business accounts and payments, Amsterdam, London, New York ---
    {
        "company": COBALT,
        "title": "Senior Java Engineer, Payments",
        "location": "Amsterdam",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 85_000,
        "salary_max": 105_000,
        "salary_currency": "EUR",
        "posted_ago": (3, 2),
        "description": (
            "Cobalt Ledger gives small companies a business account, cards and invoicing in "
            "one place. Our payments team processes about 2 million SEPA and card "
            "transactions a month, and every one of them has to be right.\n\n"
            "As a senior engineer you will design and build payment services in Java and "
            "Spring Boot, use Kafka for event-driven flows, and run them on Kubernetes. You "
            "will lead the technical design for new payment schemes such as SEPA Instant and "
            "help two mid-level engineers grow.\n\n"
            "Our office is at the Zuidas, and the team meets there on Tuesdays and "
            "Thursdays. We sponsor visas for candidates from outside the EU."
        ),
        "requirements": (
            "6+ years of backend development, mostly in Java\n"
            "Spring Boot, PostgreSQL and Kafka in production\n"
            "Experience running services on Kubernetes\n"
            "A domain where correctness matters: payments, ledgers, double-entry "
            "bookkeeping, idempotency\n"
            "Experience mentoring other engineers"
        ),
    },
    {
        "company": COBALT,
        "title": "Frontend Engineer, Web Banking",
        "location": "Amsterdam",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 62_000,
        "salary_max": 76_000,
        "salary_currency": "EUR",
        "posted_ago": (15, 9),
        "description": (
            "Small-business owners manage their money in Cobalt Ledger's web app: payments, "
            "invoices, cards and their accountant's access. Our web banking team builds that "
            "app in React and TypeScript and ships to production several times a day.\n\n"
            "You will build new features end to end on the frontend, from the first sketch "
            "with our designers to the release behind a feature flag. We care about "
            "accessibility and test every flow with a keyboard and a screen reader, because "
            "banking has to work for everyone."
        ),
        "requirements": (
            "3+ years of frontend development with React and TypeScript; testing with Jest "
            "and Testing Library; accessibility (WCAG 2.1); Storybook or another component "
            "library workflow; good English"
        ),
    },
    {
        "company": COBALT,
        "title": "Site Reliability Engineer",
        "location": "New York",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 150_000,
        "salary_max": 180_000,
        "salary_currency": "USD",
        "posted_ago": (9, 8),
        "description": (
            "Our US business accounts launched last year, and traffic grows every month. We "
            "are hiring our first site reliability engineer in New York to work with the "
            "platform team in Amsterdam.\n\n"
            "You will define service level objectives with the product teams, improve our "
            "monitoring and alerting in Datadog, run incident reviews, and automate the "
            "repetitive work that wakes people up at night. You will share an on-call "
            "rotation with five other engineers across both time zones.\n\n"
            "Hybrid: three days a week in our Flatiron office."
        ),
        "requirements": (
            "4+ years in SRE, DevOps or backend engineering; Kubernetes and Terraform on "
            "AWS; Datadog, Prometheus or similar; scripting in Go or Python; calm incident "
            "handling and clear written post-mortems"
        ),
    },
    {
        "company": COBALT,
        "title": "Security Analyst (SOC)",
        "location": "London",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 55_000,
        "salary_max": 68_000,
        "salary_currency": "GBP",
        "posted_ago": (16, 2),
        "description": (
            "As a regulated financial company we take security operations seriously. Our "
            "security operations centre is a team of five in London that watches over our "
            "cloud infrastructure, employee laptops and customer-facing applications.\n\n"
            "You will triage alerts in our SIEM (Splunk), investigate suspicious activity, "
            "handle phishing reports and improve detection rules so the team spends less "
            "time on false positives. You will share a follow-the-sun rotation with our "
            "Amsterdam colleagues, with no night shifts.\n\n"
            "Two days a week in our Old Street office."
        ),
        "requirements": (
            "2+ years in a SOC or incident response role\n"
            "Experience with a SIEM (Splunk, Microsoft Sentinel or Elastic)\n"
            "A good understanding of AWS and identity providers (Okta, Entra ID)\n"
            "A security certification such as CompTIA Security+ or GCIH is a plus\n"
            "Able to pass financial-services background checks"
        ),
    },
    {
        "company": COBALT,
        "title": "Financial Analyst, FP&A",
        "location": "New York",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 95_000,
        "salary_max": 115_000,
        "salary_currency": "USD",
        "posted_ago": (18, 4),
        "description": (
            "Our finance team builds the plan that tells us how fast we can grow and how "
            "much runway we have. As a financial analyst you will own the monthly forecast "
            "for our US business, analyse revenue and cost drivers, and prepare the board "
            "reporting pack with the finance director.\n\n"
            "You will work closely with sales, marketing and operations to turn their plans "
            "into numbers, and to explain the numbers back to them. Expect to build a few "
            "models from scratch in your first quarter."
        ),
        "requirements": (
            "3+ years in FP&A, investment banking or corporate finance; advanced modelling "
            "in Excel or Google Sheets; experience with a planning tool (Pigment, Anaplan or "
            "Adaptive) is a plus; SQL is a plus; clear communication with teams outside "
            "finance"
        ),
    },
    {
        "company": COBALT,
        "title": "Management Accountant (3 days a week)",
        "location": "London",
        "work_mode": "hybrid",
        "employment_type": "part-time",
        "salary_min": 36_000,
        "salary_max": 42_000,
        "salary_currency": "GBP",
        "posted_ago": (28, 3),
        "description": (
            "We are looking for a qualified management accountant for three days a week to "
            "run the month-end close for our UK company. You will prepare management "
            "accounts, accruals and prepayments, balance sheet reconciliations and VAT "
            "returns, and support the annual audit.\n\n"
            "You will report to the group financial controller in Amsterdam and work with "
            "our outsourced payroll provider. The salary range is for three days a week, "
            "pro rata from £60,000 to £70,000 full-time."
        ),
        "requirements": (
            "ACA, ACCA or CIMA qualified; 3+ years of month-end close experience; UK VAT; "
            "experience with Xero or NetSuite; strong Excel"
        ),
    },
    {
        "company": COBALT,
        "title": "Account Executive, Small Business",
        "location": "New York",
        "work_mode": "onsite",
        "employment_type": "full-time",
        "salary_min": 70_000,
        "salary_max": 80_000,
        "salary_currency": "USD",
        "posted_ago": (5, 6),
        "description": (
            "Our US sales team helps agencies, consultancies and online shops move their "
            "banking to Cobalt Ledger. As an account executive you will run the full sales "
            "cycle for companies with 10 to 100 employees: discovery calls, product demos, "
            "pricing and closing.\n\n"
            "About half of your leads come from marketing; you find the rest yourself. The "
            "salary shown is the base, and on-target earnings are around $130,000 with "
            "uncapped commission. The sales team works together in our Flatiron office, "
            "Monday to Friday."
        ),
        "requirements": (
            "2+ years of closing experience in B2B SaaS or financial services sales; "
            "experience with Salesforce or HubSpot; a track record against quota that you "
            "can talk us through; clear, honest communication"
        ),
    },
    {
        "company": COBALT,
        "title": "Growth Marketing Specialist",
        "location": "Remote (EU)",
        "work_mode": "remote",
        "employment_type": "full-time",
        "salary_min": 50_000,
        "salary_max": 60_000,
        "salary_currency": "EUR",
        "posted_ago": (40, 1),
        "description": (
            "We are looking for a growth marketer to grow sign-ups for our business account "
            "in Germany, France and the Netherlands. You will run paid search and paid "
            "social campaigns, set up A/B tests on our landing pages, and work with our "
            "content writer on comparison pages and guides.\n\n"
            "You will own your budget and your numbers: cost per activated account, not "
            "just clicks. The role is fully remote within EU time zones, and the marketing "
            "team meets in Amsterdam once a quarter."
        ),
        "requirements": (
            "3+ years in performance or growth marketing; Google Ads and Meta Ads; GA4 and a "
            "product analytics tool (Amplitude or Mixpanel); experience with landing page "
            "testing; fluent English and German or French"
        ),
    },
    {
        "company": COBALT,
        "title": "Data Analyst, Credit Risk",
        "location": "Amsterdam",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 60_000,
        "salary_max": 72_000,
        "salary_currency": "EUR",
        "posted_ago": (11, 9),
        "description": (
            "Our risk team decides which customers can use overdrafts and card credit, and "
            "how much. We are looking for a data analyst to monitor how our credit portfolio "
            "performs and to spot early signs of trouble.\n\n"
            "You will build and maintain dashboards in Looker, write SQL and Python analyses "
            "of repayment behaviour, and work with risk managers to test changes to our "
            "credit rules. Once a month you will present your findings to the credit "
            "committee."
        ),
        "requirements": (
            "2+ years as a data analyst, ideally in credit, lending or insurance\n"
            "Strong SQL and Python (pandas)\n"
            "Experience with Looker, Tableau or Power BI\n"
            "Basic statistics: cohorts, survival curves, A/B tests\n"
            "Comfortable presenting to senior stakeholders"
        ),
    },
    {
        "company": COBALT,
        "title": "BI Analyst, Customer Insights",
        "location": "Amsterdam",
        "work_mode": "hybrid",
        "employment_type": "full-time",
        "salary_min": 55_000,
        "salary_max": 66_000,
        "salary_currency": "EUR",
        "posted_ago": (14, 2),
        "description": (
            "Cobalt Ledger's customers are small businesses who use our accounts for their "
            "daily banking. We want to understand them better: which features they use, "
            "where they get stuck, and why some of them leave.\n\n"
            "As a BI analyst you will own the dashboards the product and customer teams look "
            "at every week, write the SQL behind them, and run analyses and A/B tests with "
            "the product managers. You will join a data team of five analysts and engineers."
        ),
        "requirements": (
            "3+ years as a data analyst or BI analyst\n"
            "Advanced SQL\n"
            "Tableau, Looker or Power BI\n"
            "Python or R for analysis\n"
            "Experience with A/B testing"
        ),
    },
)

# The field of work of every demo job (by title) and of every demo seeker: what tells, on the
# demo data, whether "Jobs that fit you" puts a seeker's own field first.
SOFTWARE = "software and IT"
DATA = "data and analytics"
HEALTHCARE = "healthcare"
EDUCATION = "education"
LOGISTICS = "logistics"
FINANCE = "finance and accounting"
MARKETING = "marketing and sales"
CUSTOMER_SERVICE = "customer service"
DESIGN = "design"
WRITING = "writing"

JOB_FIELDS: dict[str, str] = {
    "Java Engineer": SOFTWARE,
    "Senior Backend Engineer (Go)": SOFTWARE,
    "Frontend Developer (React, TypeScript)": SOFTWARE,
    "Data Engineer": DATA,
    "Platform Engineer (Kubernetes, AWS)": SOFTWARE,
    "Android Developer (Kotlin)": SOFTWARE,
    "Product Designer, Invoicing": DESIGN,
    "Technical Writer, Developer Documentation": WRITING,
    "Customer Support Specialist (German and English)": CUSTOMER_SERVICE,
    "Backend Engineering Intern": SOFTWARE,
    "Frontend Engineer, Booking Widget": SOFTWARE,
    "Product Data Analyst": DATA,
    "Warehouse Shift Lead": LOGISTICS,
    "Warehouse Associate (Seasonal)": LOGISTICS,
    "Logistics Data Analyst": DATA,
    "Transport Planner": LOGISTICS,
    "Accounts Payable Specialist": FINANCE,
    "Python Developer, Route Optimisation": SOFTWARE,
    "Customer Service Agent (Dutch and English)": CUSTOMER_SERVICE,
    "Warehouse Supervisor, Night Shift": LOGISTICS,
    "Inventory Control Lead": LOGISTICS,
    "Reach Truck Driver": LOGISTICS,
    "Registered Nurse, Day Surgery": HEALTHCARE,
    "Registered Nurse, Family Health Clinic (Part-time)": HEALTHCARE,
    "Medical Office Administrator": HEALTHCARE,
    "Patient Intake Coordinator (12-month cover)": HEALTHCARE,
    "Clinical Data Analyst": DATA,
    "Payroll and Accounting Clerk": FINANCE,
    "Summer Student, Patient Services": HEALTHCARE,
    "PACU Nurse (Post-Anaesthesia Care)": HEALTHCARE,
    "Surgical Unit Nurse (Days)": HEALTHCARE,
    "Secondary Mathematics Teacher": EDUCATION,
    "English Teacher for Adults (Evenings)": EDUCATION,
    "Curriculum Designer, Science": EDUCATION,
    "Full-stack Developer (Python, Django)": SOFTWARE,
    "Marketing Manager, Admissions": MARKETING,
    "Teaching Assistant (Spring Term)": EDUCATION,
    "Web Developer, Learning Platform": SOFTWARE,
    "ESOL Tutor for Adults (Online, Part-time)": EDUCATION,
    "Cambridge Exam Preparation Teacher": EDUCATION,
    "Senior Java Engineer, Payments": SOFTWARE,
    "Frontend Engineer, Web Banking": SOFTWARE,
    "Site Reliability Engineer": SOFTWARE,
    "Security Analyst (SOC)": SOFTWARE,
    "Financial Analyst, FP&A": FINANCE,
    "Management Accountant (3 days a week)": FINANCE,
    "Account Executive, Small Business": MARKETING,
    "Growth Marketing Specialist": MARKETING,
    "Data Analyst, Credit Risk": DATA,
    "BI Analyst, Customer Insights": DATA,
}

SEEKER_FIELDS: dict[str, str] = {
    "seeker.ana": SOFTWARE,
    "seeker.mei": DATA,
    "seeker.grace": HEALTHCARE,
    "seeker.joao": EDUCATION,
    "seeker.sam": SOFTWARE,
    "seeker.lukas": LOGISTICS,
}

SEEKERS: tuple[dict[str, Any], ...] = (
    {
        "username": "seeker.ana",
        "profile": {
            "headline": "Backend developer · Java and Spring Boot",
            "desired_role": "Java backend developer",
            "skills": (
                "Java (Intermediate, 3 years), Spring Boot, PostgreSQL, Docker, REST APIs, "
                "JUnit 5, Maven, Git, basic AWS (EC2, S3)\n"
                "Languages: Croatian (native), English (C1), German (B1)"
            ),
            "experience": (
                "Backend developer at a software agency in Zagreb since 2023. I build and "
                "maintain REST APIs in Java and Spring Boot for clients in retail and "
                "tourism, including a booking backend that handles around 20,000 "
                "reservations a month. I designed the PostgreSQL schema for that system and "
                "moved its deployment to Docker containers.\n\n"
                "Before that I spent six months as a QA automation intern, writing Selenium "
                "tests in Java.\n\n"
                "BSc in Computer Science, University of Zagreb."
            ),
            "work_preferences": (
                "Hybrid or remote, full-time. Happy to relocate to Berlin or Amsterdam; "
                "Remote (EU) also works for me."
            ),
            "full_name": "Ana Kovač",
            "email": "ana.kovac@example.com",
            "phone": "+385 91 000 0001",
            "salary_expectation": "€62,000 to €70,000 a year",
        },
    },
    {
        "username": "seeker.mei",
        "profile": {
            "headline": "Data analyst: SQL, Python and dashboards people use",
            "desired_role": "Data analyst",
            "skills": (
                "SQL (advanced, 5 years: window functions, CTEs), Python (pandas, "
                "matplotlib), Tableau, Power BI (basic), Excel, A/B testing, Google "
                "Analytics\n"
                "Languages: Mandarin Chinese (native, 普通话), English (fluent), Dutch (A2, "
                "learning)"
            ),
            "experience": (
                "Data analyst at an online grocery company in Amsterdam since 2022. I built "
                "the Tableau dashboards our operations team uses to track delivery times and "
                "order accuracy, and wrote the SQL behind them. My analysis of picking "
                "routes in our fulfilment centre cut the average walking distance per order "
                "by 11%.\n\n"
                "2019 to 2022: business analyst at an e-commerce company in Shanghai (上海), "
                "reporting on sales and marketing campaigns.\n\n"
                "MSc in Business Analytics, Amsterdam."
            ),
            "work_preferences": (
                "Full-time, hybrid with two or three office days. Amsterdam or Rotterdam."
            ),
            "full_name": "周美林 (Zhou Meilin)",
            "email": "meilin.zhou@example.org",
            "phone": "+31 6 0000 0002",
            "salary_expectation": "€55,000 to €60,000",
        },
    },
    {
        "username": "seeker.grace",
        "profile": {
            "headline": "Registered Nurse (RN), 5 years in surgical care",
            "desired_role": "Registered nurse, day surgery or PACU",
            "skills": (
                "Pre- and post-operative care; patient assessment; pain management; wound "
                "care; medication administration; patient and family education; BLS; ACLS; "
                "electronic charting (Epic)"
            ),
            "experience": (
                "Registered nurse on a 32-bed general surgery unit at a Toronto teaching "
                "hospital since 2021. I care for patients before and after orthopaedic, "
                "colorectal and general surgery, and I precept new graduate nurses on the "
                "unit.\n\n"
                "Before that I worked for two years as a personal support worker in "
                "long-term care while finishing my BScN.\n\n"
                "Registered with the College of Nurses of Ontario (RN) since 2021."
            ),
            "work_preferences": (
                "Toronto, North York or Mississauga. Day shifts preferred, no permanent "
                "nights. Full-time, on-site."
            ),
            "full_name": "Grace Okafor",
            "email": "grace.okafor@example.com",
            "phone": "+1 416 555 0143",
            "salary_expectation": "CAD 85,000 or more",
        },
    },
    {
        "username": "seeker.joao",
        "profile": {
            "headline": "Professor de inglês | English teacher for adults (CELTA)",
            "desired_role": "English teacher for adults, part-time",
            "skills": (
                "CELTA (2019); teaching adults from B1 to C1; Cambridge exam preparation (B2 "
                "First, C1 Advanced); lesson planning; Google Classroom; Portuguese "
                "(native), English (C2), Spanish (B2)"
            ),
            "experience": (
                "Five years teaching English to adults. Since 2021 I have taught evening "
                "classes for professionals at a language school in Porto, in groups of 8 to "
                "12 students, and I prepare students for Cambridge exams.\n\n"
                "Antes disso, trabalhei dois anos como professor de inglês numa escola "
                "secundária em Braga. Também dou explicações particulares online.\n\n"
                "I am moving to Lisbon early next year and looking for evening or part-time "
                "work there."
            ),
            "work_preferences": (
                "Lisboa, presencial ou híbrido. Part-time, evenings preferred, up to 20 hours "
                "a week."
            ),
            "full_name": "João Ferreira",
            "email": "joao.ferreira@example.org",
            "phone": "+351 912 000 004",
            "salary_expectation": "€20 a €24 por hora",
        },
    },
    {
        "username": "seeker.sam",
        "profile": {
            "headline": "Frontend developer: React, TypeScript and accessibility",
            "desired_role": "Frontend developer",
            "skills": (
                "React (4 years), TypeScript (3 years), JavaScript, HTML, CSS (Flexbox, "
                "Grid), accessibility (WCAG 2.1, screen reader testing with NVDA and "
                "VoiceOver), Jest, Storybook, Figma handoff, Git"
            ),
            "experience": (
                "Frontend developer at a London charity since 2022, where I rebuilt the "
                "donation and volunteer sign-up flows in React and TypeScript. Completed "
                "donations on mobile rose by 18% after the rebuild, and the site passed an "
                "external WCAG 2.1 AA audit.\n\n"
                "Before that, two years at a digital agency building marketing sites and a "
                "few React Native apps for retail clients."
            ),
            "work_preferences": (
                "Based in London and open to moving to Amsterdam. Hybrid or remote, full-time."
            ),
            "full_name": "Sam Whitfield",
            "email": "sam.whitfield@example.com",
            "phone": "+44 7700 900461",
            "salary_expectation": "£55,000, or €65,000 in Amsterdam",
        },
    },
    {
        "username": "seeker.lukas",
        "profile": {
            "headline": "Warehouse team lead, 6 years in e-commerce logistics",
            "desired_role": "Shift lead or warehouse supervisor",
            "skills": (
                "Team leadership (up to 25 people); shift planning; SAP EWM; forklift "
                "certificate (counterbalance and reach truck); health and safety, trained "
                "first aider; stock counts; German (native), English (B2), Dutch (basic)"
            ),
            "experience": (
                "Since 2022 I have led the late shift in an e-commerce fulfilment warehouse "
                "near Hamburg: 18 to 25 pickers and packers and around 12,000 orders a day. "
                "I plan staffing with the site manager, train new starters and run the daily "
                "safety briefing.\n\n"
                "2019 to 2022: forklift driver, later deputy team lead, at a parcel hub in "
                "Bremen.\n\n"
                "Ausbildung als Fachkraft für Lagerlogistik (IHK), 2019."
            ),
            "work_preferences": (
                "Hamburg or Rotterdam; moving to the Netherlands with my partner is "
                "possible. On-site, full-time. Evening shifts are fine."
            ),
            "full_name": "Lukas Bräuer",
            "email": "lukas.braeuer@example.com",
            "phone": "+49 151 0000 0006",
            "salary_expectation": "€40,000 to €45,000",
        },
    },
)

# Applications, one per seeker and in every status, so that `make run` shows both sides of the
# portal. `job` is a demo job's title; `applied_ago` is (days, hours) before loading, like
# `posted_ago`. With `share_explanation` the loader asks the offline explainer (no AI, no
# network) about the pair and shares its verified answer, as the seeker would have.
APPLICATIONS: tuple[dict[str, Any], ...] = (
    {
        "seeker": "seeker.ana",
        "job": "Java Engineer",
        "status": "new",
        "applied_ago": (1, 3),
        "note": (
            "I build Spring Boot services with PostgreSQL every day and would love to work on "
            "invoicing. I can relocate to Berlin within two months."
        ),
        "share_contact": True,
        "share_explanation": True,
    },
    {
        "seeker": "seeker.mei",
        "job": "Logistics Data Analyst",
        "status": "shortlisted",
        "applied_ago": (4, 2),
        "note": "My picking-route analysis is close to what you describe: happy to walk you through it.",
        "share_contact": True,
        "share_explanation": True,
    },
    {
        "seeker": "seeker.grace",
        "job": "Registered Nurse, Day Surgery",
        "status": "reviewed",
        "applied_ago": (2, 1),
        "note": "",
        "share_contact": True,
        "share_explanation": False,
    },
    {
        "seeker": "seeker.joao",
        "job": "English Teacher for Adults (Evenings)",
        "status": "new",
        "applied_ago": (0, 20),
        "note": "Available from February; four evenings a week suit me well.",
        "share_contact": False,
        "share_explanation": True,
    },
    {
        "seeker": "seeker.sam",
        "job": "Frontend Developer (React, TypeScript)",
        "status": "withdrawn",
        "applied_ago": (3, 5),
        "note": "",
        "share_contact": True,
        "share_explanation": False,
    },
    {
        "seeker": "seeker.lukas",
        "job": "Warehouse Shift Lead",
        "status": "not_selected",
        "applied_ago": (2, 22),
        "note": "I have led evening shifts of 25 people and can start in March.",
        "share_contact": True,
        "share_explanation": False,
    },
)
