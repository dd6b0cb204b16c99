// Placeholder until the page (branch issue-32p) is merged: shows each state's text.
"use strict";
const source = new EventSource("events");
source.addEventListener("screen", (event) => {
  const screen = JSON.parse(event.data);
  document.getElementById("message").textContent = screen.text;
  document.getElementById("note").textContent = screen.state === "left" ? screen.strings.left : "";
});
