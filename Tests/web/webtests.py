#!/usr/bin/python3
"""End-to-end tests of the browser screen in a real headless Chromium.

    Tests/web/webtests.py NAME      runs one test (exit status 0 when it passes)
    Tests/web/webtests.py --list    names them

A typist runs `orbiting --web 127.0.0.1:PORT` in tmux (a fresh data directory, the
`web-token` setting, a free port) and Chromium opens the page, as a phone or a TV would.
Run by Tests/orbitingTests/WebPageEndToEndTests.swift (so by `swift test`), which passes the
built binary in ORBITING_BIN; screenshots go to WEB_TEST_OUTPUT.
"""
import http.client
import json
import os
import socket
import subprocess
import sys
import time
import traceback

from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from browser import PHONE_LANDSCAPE, PHONE_PORTRAIT, TV, Browser, assert_fills  # noqa: E402
from support import (ORBITING, OUTPUT, Broker, Home, Tmux, Typist, character_error_rate, free_port, ocr,  # noqa: E402
                     wait_until)

TESTS = {}


def test(function):
    TESTS[function.__name__] = function
    return function


def shot(browser, name):
    path = os.path.join(OUTPUT, name + ".png")
    browser.screenshot(path)
    return path


def first_event(url, timeout=20):
    """The first `screen` event of `url`events, read as a plain HTTP client would."""
    host, port = url.split("/")[2].split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=timeout)
    connection.request("GET", "/" + url.split("/")[3] + "/events")
    response = connection.getresponse()
    assert response.status == 200, f"events: {response.status}"
    data = None
    while True:
        line = response.fp.readline().decode("utf-8")
        if line.startswith("data:"):
            data = line[5:].strip()
        elif line.strip() == "" and data:
            connection.close()
            return json.loads(data)


def read_back(browser, name, text, language):
    """Takes a screenshot and checks that Tesseract reads `text` in it (CER ≤ 10 %).

    Tesseract reads letters a few dozen pixels high best: the picture is scaled down so the
    message's font size is 64 pixels before it is read."""
    path = shot(browser, name)
    scale = min(1.0, 64 / browser.state()["fontSize"])
    picture = Image.open(path).convert("L")
    small = os.path.join(OUTPUT, name + "-ocr.png")
    picture.resize((round(picture.width * scale), round(picture.height * scale)), Image.LANCZOS).save(small)
    read = ocr(small, language)
    rate = character_error_rate(text, read, language)
    print(f"{name}: OCR {language} read {read.strip()!r}, CER {rate:.2f}")
    assert rate <= 0.10, f"{name}: Tesseract read {read!r} for {text!r} (CER {rate:.2f}); see {path}"


@test
def phone_and_tv_viewports():
    """The typed message fills a phone (portrait, then turned) and a TV, never overflowing."""
    home = Home({"theme": "mono", "colorScheme": "light", "language": "en"})
    typist = Typist(home)
    phone = Browser(*PHONE_PORTRAIT)
    tv = None
    try:
        phone.open(typist.url)
        phone.wait_for(lambda: phone.state()["connection"] == "open", what="the first event")
        started = time.monotonic()
        typist.say("Back in 5 minutes")
        state = phone.wait_for_text("Back in 5 minutes")
        print(f"keystrokes to the phone's page: {time.monotonic() - started:.3f} s")
        assert state["live"] == "polite", f"the message is in a live region: {state}"
        print("phone portrait fills", assert_fills(state))
        read_back(phone, "phone-portrait", "Back in 5 minutes", "eng")
        # Turned: the page refits to the new viewport.
        phone.resize(*PHONE_LANDSCAPE)
        state = phone.wait_for_text("Back in 5 minutes")
        print("phone landscape fills", assert_fills(state))
        read_back(phone, "phone-landscape", "Back in 5 minutes", "eng")
        tv = Browser(*TV)
        tv.open(typist.url)
        state = tv.wait_for_text("Back in 5 minutes")
        print("TV fills", assert_fills(state))
        read_back(tv, "tv", "Back in 5 minutes", "eng")
        # A long message with a long word, refitted on the update at every viewport.
        long = ("Meeting moved to room 4B at half past three, bring the printed agenda and "
                "the supercalifragilisticexpialidocious-antidisestablishmentarianism report")
        typist.say(long)
        for browser, size in ((phone, PHONE_LANDSCAPE), (phone, PHONE_PORTRAIT), (tv, TV)):
            browser.resize(*size)
            state = browser.wait_for_text(long)
            print(f"long message at {size} fills", assert_fills(state))
            shot(browser, f"long-{size[0]}x{size[1]}")
    finally:
        phone.close()
        if tv:
            tv.close()
        typist.kill()
        home.remove()


MESSAGES = [
    ("en", "eng", "Back in 5 minutes"),
    ("hi", "hin", "कृपया धीरे बोलिए"),
    ("bn", "ben", "আমি একটু পরে আসছি"),
    ("ja", "jpn", "会議中です。少々お待ちください"),
    ("ko", "kor", "잠시만 기다려 주세요"),
]


@test
def languages_read_back():
    """English, Hindi, Bengali, Japanese and Korean messages read back by Tesseract."""
    for code, tesseract, text in MESSAGES:
        home = Home({"theme": "contrast", "colorScheme": "light", "language": code})
        typist = Typist(home)
        browser = Browser(*TV)
        try:
            browser.open(typist.url)
            typist.say(text)
            state = browser.wait_for_text(text)
            assert state["lang"] == code, f"the page's language is the typist's: {state}"
            assert_fills(state)
            read_back(browser, f"language-{code}", text, tesseract)
        finally:
            browser.close()
            typist.kill()
            home.remove()


@test
def follows_a_theme_change():
    """The page takes the typist's new theme at once (its colours change)."""
    home = Home({"theme": "neon", "colorScheme": "dark", "language": "en"})
    typist = Typist(home)
    browser = Browser(*PHONE_PORTRAIT)
    try:
        browser.open(typist.url)
        typist.say("Colours")
        before = browser.wait_for_text("Colours")
        assert before["background"] == "rgb(20, 20, 31)", f"neon dark's background: {before}"
        # Settings (F2), the theme row, the next theme; back to Home.
        typist.tmux.keys("F2")
        typist.tmux.wait_for("Theme")
        typist.tmux.keys("Down", "Down", "Right")
        wait_until(lambda: home.run("config", "get", "theme").stdout.strip() != "neon", 20, "the theme to change")
        typist.tmux.keys("Escape")
        after = browser.wait_for(lambda: (lambda s: s if s["background"] != before["background"] else None)(
            browser.state()), what="the page's colours to change")
        assert after["color"] != before["color"] or after["background"] != before["background"]
        assert after["text"] == "Colours", f"the message stays: {after}"
        print("theme", home.run("config", "get", "theme").stdout.strip(), after["background"], after["color"])
        shot(browser, "theme-changed")
    finally:
        browser.close()
        typist.kill()
        home.remove()


@test
def kept_message_stays_after_the_typist_quits():
    """The typist quits: the kept message stays, with the "left" note in the typist's language."""
    home = Home({"language": "de"})
    typist = Typist(home)
    browser = Browser(*PHONE_PORTRAIT)
    try:
        browser.open(typist.url)
        typist.say("Bin gleich zurück")
        browser.wait_for_text("Bin gleich zurück")
        left = first_event(typist.url)["strings"]["left"]
        typist.quit()
        state = browser.wait_for(lambda: (lambda s: s if s["note"] == left else None)(browser.state()),
                                 what=f"the note {left!r}")
        assert state["text"] == "Bin gleich zurück", f"the kept message stays: {state}"
        assert_fills(state, share=0.8)
        shot(browser, "left")
    finally:
        browser.close()
        typist.kill()
        home.remove()


@test
def speaks_the_typists_language_before_the_first_event():
    """No event ever comes (the stream is blocked): the page still says, in the typist's
    language, that the connection is lost, from the words the server put in the page."""
    home = Home({"language": "ja"})
    typist = Typist(home)
    browser = Browser(*PHONE_PORTRAIT)
    try:
        lost = first_event(typist.url)["strings"]["lost"]
        assert lost and lost.isascii() is False, f"a Japanese note: {lost!r}"
        browser.driver.execute_cdp_cmd("Network.enable", {})
        browser.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/events"]})
        browser.open(typist.url)
        state = browser.wait_for(lambda: (lambda s: s if s["note"] == lost else None)(browser.state()),
                                 what=f"the note {lost!r}")
        assert state["lang"] == "ja", f"the page's language is the typist's: {state}"
        assert state["connection"] == "lost" and state["text"] == "", f"no event came: {state}"
        shot(browser, "lost-before-first-event")
    finally:
        browser.close()
        typist.kill()
        home.remove()


@test
def reconnects_to_a_restarted_server():
    """The server restarts on the same port (same token): the next message shows, no reload."""
    home = Home({"language": "en"})
    port = free_port()
    typist = Typist(home, port)
    browser = Browser(*PHONE_LANDSCAPE)
    try:
        browser.open(typist.url)
        typist.say("First")
        browser.wait_for_text("First")
        browser.js("window.orbitingTestMark = 'same page';")
        typist.crash()  # the whole server goes at once, as in a crash
        typist.kill()
        state = browser.wait_for(lambda: (lambda s: s if s["connection"] == "lost" else None)(browser.state()),
                                 what="the page to notice the lost connection")
        assert state["note"], f"the page says the connection is lost: {state}"
        shot(browser, "lost")
        typist = Typist(home, port)
        typist.say("Second")
        state = browser.wait_for_text("Second", timeout=30)
        assert state["connection"] == "open" and state["note"] is None, f"connected again: {state}"
        assert browser.js("return window.orbitingTestMark;") == "same page", "the page was reloaded"
    finally:
        browser.close()
        typist.kill()
        home.remove()


@test
def hostile_text_shows_literally():
    """Markup typed as a message shows as text: no element made, no script run, no alert."""
    home = Home({"language": "en"})
    typist = Typist(home)
    browser = Browser(*PHONE_PORTRAIT)
    try:
        browser.open(typist.url)
        hostile = "<img src=x onerror=alert(1)> </script><b>bold</b>"
        typist.say(hostile)
        state = browser.wait_for_text(hostile)
        assert browser.js("return document.getElementById('message').children.length;") == 0, \
            "the message made elements"
        assert browser.js("return document.querySelectorAll('img, b').length;") == 0, "markup became elements"
        assert_fills(state)
        # One more message after it: had anything run, its alert would be open by now.
        typist.say("after")
        browser.wait_for_text("after")
        assert browser.alert_text() is None, f"an alert fired: {browser.alert_text()!r}"
        blocked = [entry["message"] for entry in browser.driver.get_log("browser")
                   if "inline event handler" in entry["message"] or "script" in entry["message"].lower()]
        assert not blocked, f"the page tried to run the message as script: {blocked}"
    finally:
        browser.close()
        typist.kill()
        home.remove()


def status_and_body(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read() if response.status != 200 or not path.endswith("/events") else b""
    headers = dict(response.getheaders())
    connection.close()
    return response.status, body, headers


def open_viewer(port, token):
    """An /events connection as a viewer; returns (socket, HTTP status)."""
    viewer = socket.create_connection(("127.0.0.1", port), timeout=20)
    viewer.sendall(f"GET /{token}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n".encode())
    line = b""
    while not line.endswith(b"\r\n"):
        chunk = viewer.recv(1)
        if not chunk:
            break
        line += chunk
    return viewer, int(line.split()[1]) if line.startswith(b"HTTP/") else 0


@test
def tokens_and_viewer_limit():
    """A wrong or missing token gets 404 and learns nothing; the 257th viewer gets 503."""
    home = Home({"language": "en"})
    typist = Typist(home)
    viewers = []
    try:
        token = home.token
        status, _, headers = status_and_body(typist.port, f"/{token}/")
        assert status == 200, f"the page with the token: {status}"
        assert headers.get("Content-Security-Policy") == "default-src 'self'", headers
        assert headers.get("X-Content-Type-Options") == "nosniff", headers
        assert "no-store" in headers.get("Cache-Control", ""), headers
        wrong = "0" * 32 if token != "0" * 32 else "1" * 32
        answers = {path: status_and_body(typist.port, path)[:2] for path in
                   ["/", "/events", "/app.js", f"/{wrong}/", f"/{wrong}/events", f"/{token[:-1]}/", f"/{token}x/"]}
        for path, (status, _) in answers.items():
            assert status == 404, f"{path}: {status}"
        assert len({body for _, body in answers.values()}) == 1, f"every 404 is the same: {answers}"
        for number in range(256):
            viewer, status = open_viewer(typist.port, token)
            viewers.append(viewer)
            assert status == 200, f"viewer {number + 1}: {status}"
        extra, status = open_viewer(typist.port, token)
        extra.close()
        assert status == 503, f"the 257th viewer: {status}"
        # One leaves: a new viewer is let in.
        viewers.pop().close()
        wait_until(lambda: (lambda v: (v[0].close(), v[1] == 200)[1])(open_viewer(typist.port, token)),
                   20, "a place for a new viewer")
    finally:
        for viewer in viewers:
            viewer.close()
        typist.kill()
        home.remove()


@test
def a_room_reaches_the_browser():
    """`room NAME --web` bridges a room on a real mosquitto to the browser."""
    broker = Broker()
    home = Home({"language": "en"})
    port = free_port()
    bridge = subprocess.Popen(
        [ORBITING, "room", "lobby", "--web", f"127.0.0.1:{port}", "--broker", broker.address(), "--json"],
        env=home.environment(), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    browser = Browser(*TV)
    typist = None
    try:
        url = home.url(port)
        wait_until(lambda: _answers(port, home.token), 30, "the bridge to serve the page")
        browser.open(url)
        typist = Tmux(home, ["--room", "lobby", "--broker", broker.address()])
        typist.wait_for("lobby", timeout=30)
        typist.type("Hello from the room")
        typist.keys("Enter")
        state = browser.wait_for_text("Hello from the room", timeout=30)
        assert_fills(state)
        shot(browser, "room")
    finally:
        browser.close()
        if typist:
            typist.kill()
        bridge.terminate()
        bridge.wait()
        broker.stop()
        home.remove()


def _answers(port, token):
    try:
        return status_and_body(port, f"/{token}/")[0] == 200
    except OSError:
        return False


def main(arguments):
    if arguments == ["--list"]:
        print("\n".join(TESTS))
        return 0
    if len(arguments) != 1 or arguments[0] not in TESTS:
        print(f"usage: {sys.argv[0]} NAME (one of: {', '.join(TESTS)})", file=sys.stderr)
        return 64
    os.makedirs(OUTPUT, exist_ok=True)
    try:
        TESTS[arguments[0]]()
    except Exception:
        traceback.print_exc()
        return 1
    print(f"{arguments[0]}: passed (screenshots in {OUTPUT})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
