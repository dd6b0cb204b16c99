"""What the browser-screen tests run besides the browser: the built `orbiting` in tmux (a
typist as a person runs one), a fresh data directory, free ports, a private mosquitto, OCR.

The Swift suite (Tests/orbitingTests/WebPageEndToEndTests.swift) runs these tests and hands
over the binary in ORBITING_BIN.
"""
import os
import secrets
import shlex
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid

# A clean signal state for everything started from here, as from a shell: the test runner's
# threads may block or ignore signals (SIGHUP, SIGTERM), and a session started under that
# would outlive its terminal.
signal.pthread_sigmask(signal.SIG_SETMASK, [])
for number in (signal.SIGHUP, signal.SIGTERM, signal.SIGQUIT, signal.SIGPIPE, signal.SIGCHLD):
    signal.signal(number, signal.SIG_DFL)

ORBITING = os.environ.get("ORBITING_BIN") or os.path.join(
    os.path.dirname(__file__), "..", "..", ".build", "debug", "orbiting")
OUTPUT = os.environ.get("WEB_TEST_OUTPUT") or tempfile.mkdtemp(prefix="orbiting-web-")


def free_port():
    """A TCP port nothing listens on now (the kernel's choice for port 0)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(condition, timeout=20, what="condition"):
    """Polls `condition()` until it returns something true; fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = condition()
        if last:
            return last
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}; last: {last!r}")


class Home:
    """A fresh data directory (ORBITING_HOME) with settings made through `orbiting config set`."""

    def __init__(self, settings=None):
        self.root = tempfile.mkdtemp(prefix="orbiting-web-home-")
        self.token = secrets.token_hex(16)
        every = {"hasSeenWelcome": "true", "web-token": self.token}
        every.update(settings or {})
        for key, value in every.items():
            self.run("config", "set", key, value)

    def environment(self):
        return {"PATH": "/usr/bin:/bin", "HOME": self.root, "LANG": "C.UTF-8", "ORBITING_HOME": self.root,
                "TZ": "UTC", "TERM": "xterm-256color"}

    def run(self, *arguments, check=True):
        """Runs `orbiting arguments…` with this data directory; returns the finished process."""
        done = subprocess.run([ORBITING, *arguments], env=self.environment(), capture_output=True,
                              text=True, timeout=60)
        if check and done.returncode != 0:
            raise AssertionError(f"orbiting {' '.join(arguments)} failed ({done.returncode}): {done.stderr}")
        return done

    def url(self, port, token=None):
        return f"http://127.0.0.1:{port}/{self.token if token is None else token}/"

    def remove(self):
        shutil.rmtree(self.root, ignore_errors=True)


class Tmux:
    """`orbiting arguments` in a private tmux server (its own socket), as a person runs it."""

    def __init__(self, home, arguments, width=80, height=24):
        self.socket = "orbiting-web-" + uuid.uuid4().hex[:8]
        environment = " ".join(f"{key}={shlex.quote(value)}" for key, value in home.environment().items())
        command = f"env {environment} {shlex.quote(ORBITING)} {' '.join(shlex.quote(a) for a in arguments)}"
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", str(width), "-y", str(height), command)
        self.tmux("set-option", "-g", "remain-on-exit", "on", check=False)

    def tmux(self, *arguments, check=True):
        done = subprocess.run(["tmux", "-L", self.socket, *arguments], capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, timeout=30)
        if check and done.returncode != 0:
            raise AssertionError(f"tmux {' '.join(arguments)}: {done.stderr}")
        return done.stdout

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "t", check=False)

    def wait_for(self, text, timeout=20):
        """Waits until the screen shows `text`; returns the screen."""
        return wait_until(lambda: self.screen() if text in self.screen() else None, timeout,
                          f"{text!r} on the terminal:\n{self.screen()}")

    def type(self, text):
        """Types `text` literally."""
        self.tmux("send-keys", "-t", "t", "-l", text)

    def keys(self, *names):
        """Presses keys by tmux name (Enter, C-d, F2, Down…)."""
        self.tmux("send-keys", "-t", "t", *names)

    def has_ended(self):
        return self.tmux("display-message", "-p", "-t", "t", "#{pane_dead}", check=False).strip() == "1"

    def kill_program(self):
        """SIGKILL to the program in the window, if it still runs."""
        pid = self.tmux("display-message", "-p", "-t", "t", "#{pane_pid}", check=False).strip()
        if pid.isdigit() and not self.has_ended():
            try:
                os.kill(int(pid), signal.SIGKILL)
            except ProcessLookupError:
                pass

    def kill(self):
        """Ends the program (nothing is left running) and the tmux server."""
        self.kill_program()
        self.tmux("kill-server", check=False)


class Typist:
    """A typist's session serving the page: `orbiting --web 127.0.0.1:PORT` in tmux."""

    def __init__(self, home, port=None, arguments=(), width=80, height=24):
        self.home = home
        self.port = port or free_port()
        self.url = home.url(self.port)
        self.tmux = Tmux(home, ["--web", f"127.0.0.1:{self.port}", *arguments], width, height)
        # The server is up when the status row shows its URL.
        self.tmux.wait_for(f"127.0.0.1:{self.port}", timeout=30)

    def say(self, text):
        """Types `text` and keeps it with Enter."""
        self.tmux.type(text)
        self.tmux.keys("Enter")

    def quit(self):
        """Quits as a person does (Ctrl-D) and waits for the program to end."""
        self.tmux.keys("C-d")
        wait_until(self.tmux.has_ended, 20, "the typist's session to end")

    def crash(self):
        """Ends the program at once (SIGKILL), as a crash or a pulled plug would."""
        self.tmux.kill_program()
        wait_until(self.tmux.has_ended, 20, "the typist's program to end")

    def kill(self):
        self.tmux.kill()


class Broker:
    """A private mosquitto on 127.0.0.1 at a free port (anonymous, no persistence)."""

    PATH = "/usr/sbin/mosquitto"

    def __init__(self):
        self.directory = tempfile.mkdtemp(prefix="orbiting-web-broker-")
        self.port = free_port()
        config = os.path.join(self.directory, "mosquitto.conf")
        with open(config, "w") as file:
            file.write(f"listener {self.port} 127.0.0.1\npersistence false\nallow_anonymous true\n")
        self.process = subprocess.Popen([self.PATH, "-c", config], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_until(self.accepts, 20, "mosquitto to accept connections")

    def address(self):
        return f"mqtt://127.0.0.1:{self.port}"

    def accepts(self):
        try:
            socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
            return True
        except OSError:
            return False

    def stop(self):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.directory, ignore_errors=True)


def ocr(path, language):
    """What Tesseract reads in the picture at `path`, as one block (`--psm 6`), in `language`."""
    done = subprocess.run(["tesseract", path, "stdout", "-l", language, "--psm", "6"],
                          capture_output=True, text=True, timeout=120)
    return done.stdout


def character_error_rate(expected, read, language):
    """Edit distance over code points divided by the expected length; runs of white space are
    one space (none for Japanese and Chinese, which have no spaces between words)."""
    joiner = "" if language in ("jpn", "chi_sim", "chi_tra") else " "
    a, b = joiner.join(expected.split()), joiner.join(read.split())
    if not a:
        return 0.0 if not b else 1.0
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] != b[j - 1]))
        previous = current
    return previous[len(b)] / len(a)
