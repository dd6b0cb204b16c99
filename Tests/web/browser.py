"""A real headless Chromium for the browser-screen tests, driven through WebDriver.

Debian's chromium, chromium-driver and python3-selenium (scripts/install-deps --tests).
"""
import time

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"

PHONE_PORTRAIT = (390, 844)
PHONE_LANDSCAPE = (844, 390)
TV = (1920, 1080)


class Browser:
    """One headless Chromium window with an exact viewport (device metrics emulation)."""

    def __init__(self, width, height):
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--hide-scrollbars", "--force-device-scale-factor=1", "--no-first-run",
                         "--disable-extensions", "--disable-background-networking",
                         f"--window-size={width},{height}"):
            options.add_argument(argument)
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        self.driver.set_page_load_timeout(60)
        self.resize(width, height)

    def resize(self, width, height):
        """Sets the viewport to width×height CSS pixels (as a phone turned, or a TV); a phone's
        (either side under 500) as a mobile browser's. One device pixel per CSS pixel, so a
        screenshot is width×height."""
        self.width, self.height = width, height
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": min(width, height) < 500})

    def open(self, url):
        self.driver.get(url)

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def wait_for(self, condition, timeout=20, what="condition"):
        """Polls `condition()` until it returns something true, or fails after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        last = None
        while time.monotonic() < deadline:
            try:
                last = condition()
            except NoAlertPresentException:
                last = None
            if last:
                return last
            time.sleep(0.05)
        raise AssertionError(f"timed out after {timeout} s waiting for {what}; last: {last!r}; page: {self.state()!r}")

    def state(self):
        """What the page shows: message text, note, state attributes, boxes and colours."""
        return self.js("""
            const m = document.getElementById('message'), n = document.getElementById('note');
            const r = m.getBoundingClientRect(), s = getComputedStyle(m), b = getComputedStyle(document.body);
            const range = document.createRange(); range.selectNodeContents(m);
            const t = range.getBoundingClientRect();
            return {
              text: m.textContent, note: n.hidden ? null : n.textContent,
              state: document.documentElement.dataset.state || null,
              connection: document.documentElement.dataset.connection || null,
              fit: document.documentElement.dataset.fit || null,
              lang: document.documentElement.lang,
              box: {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height},
              textBox: {left: t.left, top: t.top, right: t.right, bottom: t.bottom, width: t.width, height: t.height},
              viewport: {width: document.documentElement.clientWidth, height: document.documentElement.clientHeight},
              fontSize: parseFloat(s.fontSize), color: s.color, background: b.backgroundColor,
              live: m.getAttribute('aria-live'),
            };""")

    def wait_for_text(self, text, timeout=20):
        """Waits until the message shows `text` (and is fitted to the current viewport)."""
        def shown():
            state = self.state()
            fitted = state["fit"] == f"{self.width}x{self.height}"
            return state if state["text"] == text and fitted else None
        return self.wait_for(shown, timeout, f"the message {text!r}")

    def alert_text(self):
        """The text of an open alert dialog, or None."""
        try:
            return self.driver.switch_to.alert.text
        except NoAlertPresentException:
            return None

    def screenshot(self, path):
        self.driver.save_screenshot(path)

    def close(self):
        try:
            self.driver.quit()
        except Exception:
            pass


def assert_fills(state, share=0.9):
    """The message box fills `share` of the viewport in one dimension and never overflows it."""
    box, view = state["box"], state["viewport"]
    # The element's box, and the text's own boxes (a word wider than the line, glyphs
    # taller than the line height) both stay inside the viewport.
    for name in ("box", "textBox"):
        rect = state[name]
        assert rect["left"] >= -0.5 and rect["top"] >= -0.5 and \
            rect["right"] <= view["width"] + 0.5 and rect["bottom"] <= view["height"] + 0.5, \
            f"the message's {name} overflows the viewport: {state}"
    filled = max(box["width"] / view["width"], box["height"] / view["height"])
    assert filled >= share, f"the message fills only {filled:.0%} of the viewport: {state}"
    return filled
