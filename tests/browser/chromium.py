"""How this project starts Chromium: Debian's build, never Playwright's download.

No Django here: the screenshot script imports it before any settings exist.
"""

import os

CHROMIUM_PATH = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    # Without these Chromium's own background connections are refused here and it stalls.
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def chromium_available() -> bool:
    return os.path.isfile(CHROMIUM_PATH) and os.access(CHROMIUM_PATH, os.X_OK)
