// The browser screen of Orbiting: shows the typist's message as large as the viewport allows.
//
// It listens to `events` (Server-Sent Events, one `screen` event per change; see the
// protocol in the README) and fits the text by the terminal's rule: the largest font size at
// which the whole text fits, lines broken between words (between ideographs for CJK, by the
// browser's line breaking for the page's `lang`), balanced, found by binary search over the
// font size while measuring the element itself. Text is only ever set as text.
// No external request, no inline script or style: the page runs under `default-src 'self'`.
"use strict";

(() => {
  const root = document.documentElement;
  const stage = document.getElementById("stage");
  const message = document.getElementById("message");
  const note = document.getElementById("note");
  const hint = document.getElementById("hint");

  /** The last `screen` event's contents (null before the first one). */
  let screen = null;
  /** Whether the event stream is down (shown as the "lost" note until the next event). */
  let lost = false;

  // ---- Fitting -------------------------------------------------------------------------

  /** Font sizes are searched in steps of this many CSS pixels. */
  const STEP = 0.5;
  /** Below this size a word is broken inside rather than shown smaller still. */
  const SMALLEST_WHOLE_WORDS = 16; // the size of body text, like the terminal's plain-text row
  /** The "waiting" placeholder is never larger than this fraction of the stage's height. */
  const PLACEHOLDER_SHARE = 0.12;

  /** The stage's inner rectangle (what the message may fill), in CSS pixels. */
  function available() {
    const style = getComputedStyle(stage);
    const outer = stage.getBoundingClientRect();
    const left = outer.left + parseFloat(style.paddingLeft);
    const top = outer.top + parseFloat(style.paddingTop);
    const right = outer.right - parseFloat(style.paddingRight);
    const bottom = outer.bottom - parseFloat(style.paddingBottom);
    return { left, top, right, bottom, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  }

  const textRange = document.createRange();

  /**
   * Whether the message, laid out at `size` pixels, fits `room` without any overflow: its
   * box, and its text's own boxes (a word wider than the line, or glyphs taller than the
   * line height, reach beyond the element's box).
   */
  function fitsAt(size, room) {
    message.style.fontSize = size + "px";
    const box = message.getBoundingClientRect();
    textRange.selectNodeContents(message);
    const ink = textRange.getBoundingClientRect();
    const inside = (rect) => rect.left >= room.left - 0.5 && rect.top >= room.top - 0.5 &&
      rect.right <= room.right + 0.5 && rect.bottom <= room.bottom + 0.5;
    return inside(box) && (ink.width === 0 || inside(ink));
  }

  /** The largest size in [STEP, largest] (a multiple of STEP) at which the message fits, or 0. */
  function largestFitting(largest, room) {
    let low = 0; // in steps; 0 means "nothing fits"
    let high = Math.max(1, Math.floor(largest / STEP));
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fitsAt(middle * STEP, room)) low = middle; else high = middle - 1;
    }
    return low * STEP;
  }

  /** Fits the message to the stage: one binary search per change, no creeping. */
  function fit() {
    const room = available();
    root.dataset.fit = window.innerWidth + "x" + window.innerHeight; // the viewport fitted to
    if (!message.textContent || room.width < 1 || room.height < 1) {
      message.style.fontSize = "";
      return;
    }
    const lineHeight = parseFloat(getComputedStyle(message).lineHeight) /
      parseFloat(getComputedStyle(message).fontSize) || 1.2;
    let largest = room.height / lineHeight;
    if (root.dataset.state === "waiting") largest = Math.min(largest, room.height * PLACEHOLDER_SHARE);
    message.classList.remove("break-anywhere");
    let size = largestFitting(largest, room);
    if (size < SMALLEST_WHOLE_WORDS) {
      // No readable size fits every word whole: break inside words, as the terminal does.
      message.classList.add("break-anywhere");
      size = Math.max(largestFitting(largest, room), STEP);
    }
    message.style.fontSize = size + "px";
  }

  let fitQueued = false;
  /** Refits at the next frame (resizes come in bursts). */
  function queueFit() {
    if (fitQueued) return;
    fitQueued = true;
    requestAnimationFrame(() => { fitQueued = false; fit(); });
  }

  // ---- Showing a screen ----------------------------------------------------------------

  const COLOR = /^#[0-9a-fA-F]{6}$/;
  const LANGUAGE = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/;

  /** The words the server put in the page (the typist's language), until the first event. */
  const pageStrings = (() => {
    try { return JSON.parse(root.dataset.strings || "{}") || {}; } catch (_) { return {}; }
  })();

  /** A localized string from the last event, or from the page before the first. */
  function text(name) {
    const strings = (screen && screen.strings) || pageStrings;
    return strings && typeof strings[name] === "string" ? strings[name] : "";
  }

  /** Applies the typist's theme colours, language and alignment. */
  function applyLook(event) {
    const colors = event.colors || {};
    for (const role of ["background", "text", "accent"]) {
      if (typeof colors[role] === "string" && COLOR.test(colors[role])) {
        root.style.setProperty("--" + role, colors[role]);
      }
    }
    if (typeof colors.background === "string" && COLOR.test(colors.background)) {
      let meta = document.querySelector('meta[name="theme-color"]');
      if (!meta) {
        meta = document.createElement("meta");
        meta.name = "theme-color";
        document.head.appendChild(meta);
      }
      meta.content = colors.background;
    }
    root.dataset.scheme = event.scheme === "light" ? "light" : "dark";
    root.dataset.align = event.align === "left" ? "left" : "center";
    if (typeof event.language === "string" && LANGUAGE.test(event.language)) {
      root.lang = event.language.replace("_", "-");
    }
  }

  /** Shows the state: the message (or the placeholder) and the note under it. */
  function render() {
    const state = screen ? screen.state : "";
    root.dataset.state = state === "live" || state === "left" ? state : "waiting";
    root.dataset.connection = lost ? "lost" : screen ? "open" : "connecting";
    let shown = "";
    if (screen && (state === "live" || state === "left")) {
      shown = typeof screen.text === "string" ? screen.text : "";
    } else if (screen) {
      shown = text("waiting");
    }
    if (message.textContent !== shown) message.textContent = shown;
    // Once the typist has left, that is the news, even when the server went with them.
    const noteText = state === "left" ? text("left") : lost ? (text("lost") || "…") : "";
    note.textContent = noteText;
    note.hidden = noteText === "";
    fit();
  }

  // ---- Live updates --------------------------------------------------------------------

  /** Reconnection delays in milliseconds, the last one repeated. */
  const BACKOFF = [250, 500, 1000, 2000, 4000, 5000];
  let source = null;
  let attempt = 0;
  let retryTimer = 0;

  /** Opens the event stream (closing any earlier one). */
  function connect() {
    clearTimeout(retryTimer);
    retryTimer = 0;
    if (source) source.close();
    source = new EventSource("events");
    source.addEventListener("screen", (event) => {
      let parsed;
      try { parsed = JSON.parse(event.data); } catch (_) { return; }
      if (!parsed || typeof parsed !== "object") return;
      attempt = 0;
      screen = parsed;
      lost = false;
      applyLook(parsed);
      render();
      showHint();
    });
    source.addEventListener("error", () => {
      // The browser would retry at its own pace, and not at all after a 404 or a refused
      // restart: take over, with a short backoff, so a restarted server is found quickly.
      source.close();
      lost = true;
      render();
      scheduleReconnect();
    });
  }

  function scheduleReconnect() {
    if (retryTimer) return;
    const delay = BACKOFF[Math.min(attempt, BACKOFF.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(connect, delay);
  }

  // ---- Full screen and wake lock -------------------------------------------------------

  let hintShown = false;
  /** Says once, for a few seconds, that a tap gives full screen. */
  function showHint() {
    if (hintShown || !document.fullscreenEnabled || document.fullscreenElement || !text("fullscreen")) return;
    hintShown = true;
    hint.textContent = text("fullscreen");
    hint.hidden = false;
    setTimeout(() => { hint.hidden = true; }, 4000);
  }

  function toggleFullscreen() {
    hint.hidden = true;
    if (!document.fullscreenEnabled) return;
    if (document.fullscreenElement) {
      document.exitFullscreen().catch(() => {});
    } else {
      root.requestFullscreen({ navigationUI: "hide" }).catch(() => {});
    }
  }

  let wakeLock = null;
  /** Keeps the screen awake where the browser allows it (secure contexts, visible page). */
  async function keepAwake() {
    if (!("wakeLock" in navigator) || document.visibilityState !== "visible" || wakeLock) return;
    try {
      wakeLock = await navigator.wakeLock.request("screen");
      wakeLock.addEventListener("release", () => { wakeLock = null; });
    } catch (_) {
      wakeLock = null; // not allowed here (policy, battery saver): the page works without it
    }
  }

  // ---- Wiring --------------------------------------------------------------------------

  document.addEventListener("click", () => { toggleFullscreen(); keepAwake(); });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    keepAwake();
    // A phone that slept may have lost the stream without an error: reconnect now.
    if (!source || source.readyState === EventSource.CLOSED) connect();
  });
  window.addEventListener("resize", queueFit);
  window.addEventListener("orientationchange", queueFit);
  if ("ResizeObserver" in window) new ResizeObserver(queueFit).observe(stage);
  if (document.fonts) {
    document.fonts.addEventListener("loadingdone", queueFit);
    document.fonts.ready.then(queueFit);
  }

  render();
  connect();
  keepAwake();
})();
