// tablebook serve: reloads the page when the site is rebuilt and shows the latest build's
// problems (input errors as file:line:col) over the page. Added by `serve` only; a site written
// by `build` never carries it.
(function () {
  "use strict";
  var me = document.currentScript;
  var shown = Number(new URL(me.src).searchParams.get("build"));
  var overlay = null;

  function css() {
    if (document.getElementById("tablebook-live-css")) {
      return;
    }
    var link = document.createElement("link");
    link.id = "tablebook-live-css";
    link.rel = "stylesheet";
    link.href = "/__tablebook/live.css";
    document.head.appendChild(link);
  }

  function show(problems) {
    if (!problems.length) {
      if (overlay) {
        overlay.remove();
        overlay = null;
      }
      return;
    }
    css();
    if (!overlay) {
      overlay = document.createElement("aside");
      overlay.id = "tablebook-problems";
      overlay.setAttribute("role", "alert");
      document.body.appendChild(overlay);
    }
    overlay.textContent = "";
    var title = document.createElement("p");
    title.className = "title";
    title.textContent = problems.length === 1 ? "1 problem in the designs" : problems.length + " problems in the designs";
    overlay.appendChild(title);
    var list = document.createElement("ul");
    problems.forEach(function (p) {
      var li = document.createElement("li");
      li.textContent = p; // text, never markup: messages quote the designs
      list.appendChild(li);
    });
    overlay.appendChild(list);
    var note = document.createElement("p");
    note.className = "note";
    note.textContent = "Fix the file and save: the page reloads by itself.";
    overlay.appendChild(note);
  }

  var events = new EventSource("/__tablebook/events");
  events.addEventListener("build", function (e) {
    var state = JSON.parse(e.data);
    if (state.build !== shown) {
      window.location.reload();
      return;
    }
    show(state.problems);
  });
})();
