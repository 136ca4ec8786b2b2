// tablebook: the theme and SDK language switches, the sidebar's list of services (from services.js, written once per site), the search
// box (filters the shards of search/ in the browser, no server) and opening every collapsed code sample
// before printing. No external code; the page works without it.
(function () {
  "use strict";

  // The reader's choices, remembered in localStorage: the theme (auto follows the system) and the
  // language of the SDK examples, one for the whole site. The switches are hidden without scripts,
  // and a page without them shows every language and follows the system's theme.
  var html = document.documentElement;
  function stored(key, fallback) {
    try {
      return window.localStorage.getItem(key) || fallback;
    } catch (e) {
      return fallback;
    }
  }
  function store(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch (e) {
      // a page opened from disk may have no storage: the choice lasts for this page
    }
  }
  function apply(name, value) {
    if (name === "theme" && value === "auto") {
      html.removeAttribute("data-theme");
    } else {
      html.setAttribute("data-" + name, value);
    }
  }
  var prefs = document.querySelector(".prefs");
  [["theme", "auto"], ["sdk", "js"]].forEach(function (p) {
    var value = stored("tablebook-" + p[0], p[1]);
    apply(p[0], value);
    var select = prefs && prefs.querySelector("select[name='" + p[0] + "']");
    if (select) {
      select.value = value;
      select.addEventListener("change", function () {
        apply(p[0], select.value);
        store("tablebook-" + p[0], select.value);
      });
    }
  });
  if (prefs) {
    prefs.hidden = false;
  }

  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details:not([open])").forEach(function (d) {
      d.setAttribute("open", "");
      d.setAttribute("data-print-opened", "");
    });
  });
  window.addEventListener("afterprint", function () {
    document.querySelectorAll("details[data-print-opened]").forEach(function (d) {
      d.removeAttribute("open");
      d.removeAttribute("data-print-opened");
    });
  });

  // The services of the site, listed in the sidebar with the current one marked, come from
  // services.js, written once per site rather than into every page (loaded as a script, which a
  // page opened from disk may do). Without it the sidebar keeps its link to the index.
  var nav = document.querySelector("ul.nav-services");
  if (nav) {
    var navRoot = nav.getAttribute("data-root") || "";
    var navScript = document.createElement("script");
    navScript.src = navRoot + "services.js";
    navScript.onload = function () {
      var services = window.tablebookServices;
      if (!Array.isArray(services) || services.length === 0) {
        return;
      }
      var current = nav.getAttribute("data-current") || "";
      var items = document.createDocumentFragment();
      services.forEach(function (s) {
        var li = document.createElement("li");
        var a = document.createElement("a");
        a.href = navRoot + "services/" + encodeURIComponent(s.service) + ".html";
        a.textContent = s.title;
        if (s.service === current) {
          a.setAttribute("aria-current", "page");
        }
        li.appendChild(a);
        items.appendChild(li);
      });
      nav.textContent = "";
      nav.appendChild(items);
    };
    document.head.appendChild(navScript);
  }

  var form = document.querySelector("form.search");
  if (!form) {
    return;
  }
  var root = form.getAttribute("data-root") || "";
  var input = form.querySelector("input");
  var list = form.querySelector(".search-results");
  var status = form.querySelector(".search-status");
  var entries = null;
  var loading = null;
  var LIMIT = 30;

  // The index comes as scripts, not fetched: a page opened from disk (file://) may load a script
  // but not fetch a file. search/index.js names the shards (the rule catalog's and one per
  // service); each calls tablebookSearch with its entries, and results show as shards arrive.
  var pending = 0;
  function add(data) {
    if (data && Array.isArray(data.shards)) {
      pending = data.shards.length;
      data.shards.forEach(function (file) { inject(file, true); });
      if (pending === 0) {
        done();
      }
      return;
    }
    if (data && Array.isArray(data.entries)) {
      data.entries.forEach(function (e) {
        entries.push({ kind: e.kind, name: e.name, service: data.service, detail: e.detail, url: e.url });
      });
    }
  }
  var finish = null;
  function done() {
    if (finish) {
      finish();
      finish = null;
    }
  }
  function inject(file, shard) {
    var script = document.createElement("script");
    script.src = root + file;
    script.onload = script.onerror = function (e) {
      if (e.type === "error") {
        status.textContent = "Part of the search index (" + file + ") could not be loaded.";
      }
      if (shard) {
        pending--;
        if (input.value.trim()) {
          show();
        }
        if (pending === 0) {
          done();
        }
      } else if (e.type === "error") {
        done();
      }
    };
    document.head.appendChild(script);
  }
  function load() {
    if (!loading) {
      entries = [];
      window.tablebookSearch = add;
      loading = new Promise(function (resolve) {
        finish = resolve;
        inject("search/index.js", false);
      });
    }
    return loading;
  }

  function score(e, q) {
    var name = e.name.toLowerCase();
    if (name === q || name.split(" ")[0] === q) {
      return 0;
    }
    return name.indexOf(q) === 0 ? 1 : 2;
  }

  function show() {
    var q = input.value.trim().toLowerCase();
    list.textContent = "";
    if (!q) {
      status.textContent = "";
      return;
    }
    var words = q.split(/\s+/);
    var hits = entries.filter(function (e) {
      var text = (e.kind + " " + e.name + " " + e.service + " " + e.detail).toLowerCase();
      return words.every(function (w) { return text.indexOf(w) >= 0; });
    });
    hits.sort(function (a, b) { return score(a, q) - score(b, q); });
    hits.slice(0, LIMIT).forEach(function (e) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + e.url;
      a.textContent = e.name;
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = e.kind + " · " + e.service;
      li.appendChild(a);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(kind);
      list.appendChild(li);
    });
    status.textContent = (hits.length === 0 ? (pending > 0 ? "Searching..." : "No match.")
      : hits.length + (hits.length === 1 ? " match" : " matches") + (hits.length > LIMIT ? ", first " + LIMIT + " shown." : "."))
      + (pending > 0 && hits.length > 0 ? " Loading more..." : "");
  }

  form.hidden = false;
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var first = list.querySelector("a");
    if (first) {
      window.location.href = first.href;
    }
  });
  input.addEventListener("focus", load);
  input.addEventListener("input", function () { load(); show(); });
})();
