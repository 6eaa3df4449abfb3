# Quick start: `make run` serves the site with demo data; `make test` runs the whole suite.
VENV := .venv
BIN := $(VENV)/bin
export PYTHON

.PHONY: run test lint format bench screenshots install install-dev clean

$(BIN)/python:
	@py=$$(sh scripts/find-python) || exit 1; \
	echo "Creating $(VENV) with $$py"; \
	"$$py" -m venv $(VENV)

$(VENV)/.installed: $(BIN)/python requirements.txt
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt
	@touch $@

$(VENV)/.installed-dev: $(VENV)/.installed requirements-dev.txt
	$(BIN)/python -m pip install --quiet -r requirements-dev.txt
	@touch $@

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev

# The dev server is one process, so DEBUG defaults on and no Redis is needed.
# `make run PORT=8001` serves on another port.
PORT ?= 8000
run: export DEBUG ?= true
run: install
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py createcachetable
	$(BIN)/python manage.py load_demo
	$(BIN)/python manage.py runserver 127.0.0.1:$(PORT)

# axe-core for the browser tests' accessibility checks, from the npm registry, exactly as
# package-lock.json pins it.
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

# Without DATABASE_URL/REDIS_URL the suite runs on SQLite and the in-process caches.
test: export DEBUG ?= true
test: install-dev node_modules/.installed
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# ruff and mypy, as CI runs them before the tests (settings load with DEBUG on, no env needed).
lint: export DEBUG ?= true
lint: install-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# Rewrites the code as `make lint` wants it: imports sorted, safe fixes, formatted.
format: install-dev
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# The performance table (docs/performance.md): gunicorn on PostgreSQL and Redis at 1,000 and
# 100,000 jobs, beside Django's floor. Needs wrk (apt-get install wrk); about 15 minutes.
bench: install-dev
	$(BIN)/python bench/bench_pages.py $(BENCH_ARGS)

# PNGs of the main pages at desktop and phone widths, into docs/screenshots/ (needs Chromium).
screenshots: install-dev
	$(BIN)/python scripts/screenshots.py

clean:
	rm -rf $(VENV) node_modules .pytest_cache .mypy_cache .ruff_cache
