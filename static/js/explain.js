// "Why does this match me?" without a page reload, and quotes highlighted in place.
//
// Everything the model or a user wrote arrives as JSON strings and goes into the page with
// textContent or as text nodes: never parsed as HTML. Without JavaScript the same form posts
// and the server renders the same result.
(function () {
  "use strict";

  var GAP_INTRO = "Not shown in your profile:";

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function quoteList(quotes) {
    var list = el("ul", "quotes");
    quotes.forEach(function (quote) {
      var item = el("li", "quote");
      item.appendChild(el("span", "quote-source", quote.label));
      if (quote.start !== null && quote.end !== null) {
        var link = el("a", "quote-text");
        link.href = "?highlight=" + encodeURIComponent(quote.key) + "#highlight";
        link.title = "Show where this is written";
        link.dataset.side = quote.side;
        link.dataset.field = quote.field;
        link.dataset.start = String(quote.start);
        link.dataset.end = String(quote.end);
        link.append("\u201c", el("span", "quote-words", quote.text), "\u201d");
        item.appendChild(link);
      } else {
        item.appendChild(el("q", "quote-text", quote.text));
      }
      list.appendChild(item);
    });
    return list;
  }

  function pointList(points, kind) {
    var list = el("ul", "points points-" + kind);
    points.forEach(function (point) {
      var item = el("li", "point");
      var text = el("p", "point-text");
      if (kind === "gap") {
        text.append(el("strong", "gap-intro", GAP_INTRO), " ");
      }
      text.append(point.point);
      item.append(text, quoteList(point.quotes));
      list.appendChild(item);
    });
    return list;
  }

  function renderExplanation(data) {
    var box = el("div", "explanation-result");
    box.id = "explanation-result";
    box.dataset.explanationId = String(data.id);
    var when = new Date(data.created_at);
    box.appendChild(el("p", "explainer-source", data.source_label + " · " + when.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })));
    if (data.matches.length || data.gaps.length) {
      box.appendChild(el("p", "verdict " + (data.dropped ? "verdict-dropped" : "verdict-ok"), data.summary));
      if (data.matches.length) {
        box.append(el("h3", null, "What matches"), pointList(data.matches, "match"));
      }
      if (data.gaps.length) {
        box.append(
          el("h3", null, "What the job asks for that your profile does not show"),
          pointList(data.gaps, "gap")
        );
      }
    } else {
      var message = el("p", "verdict verdict-none", data.message);
      message.setAttribute("role", "status");
      box.appendChild(message);
    }
    return box;
  }

  function clearHighlights() {
    document.querySelectorAll("mark.quote-highlight").forEach(function (mark) {
      var parent = mark.parentNode;
      parent.replaceChild(document.createTextNode(mark.textContent), mark);
      parent.normalize();
    });
  }

  function highlight(link) {
    var target = document.querySelector(
      '[data-source="' + CSS.escape(link.dataset.side + ":" + link.dataset.field) + '"]'
    );
    if (!target) return false;
    clearHighlights();
    var text = target.textContent;
    var start = Number(link.dataset.start);
    var end = Number(link.dataset.end);
    var words = link.querySelector(".quote-words");
    if (words && text.slice(start, end) !== words.textContent) {
      // The page text differs from what was checked (edited since): find it, or give up.
      start = text.indexOf(words.textContent);
      if (start < 0) return false;
      end = start + words.textContent.length;
    }
    var mark = el("mark", "quote-highlight", text.slice(start, end));
    mark.id = "highlight";
    mark.tabIndex = -1;
    target.replaceChildren(text.slice(0, start), mark, text.slice(end));
    var details = target.closest("details");
    if (details) details.open = true;
    mark.scrollIntoView({ block: "center" });  // smooth unless reduced motion: see site.css
    mark.focus({ preventScroll: true });
    return true;
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest("a.quote-text[data-side]");
    if (link && highlight(link)) event.preventDefault();
  });

  var form = document.querySelector("[data-explain-form]");
  if (!form) return;
  var button = form.querySelector("[data-explain-button]");
  var progress = form.querySelector("[data-explain-progress]");
  var output = document.querySelector("[data-explain-output]");
  var errorBox = document.querySelector("[data-explain-error]");

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
  }

  function setBusy(busy) {
    button.disabled = busy;
    button.setAttribute("aria-busy", busy ? "true" : "false");
    progress.hidden = !busy;
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    errorBox.hidden = true;
    setBusy(true);
    fetch(form.action, {
      method: "POST",
      body: new FormData(form),
      headers: {
        Accept: "application/json",
        "X-CSRFToken": form.querySelector("[name=csrfmiddlewaretoken]").value,
      },
      credentials: "same-origin",
    })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return { message: "Something went wrong on our side. Please try again in a minute." };
          })
          .then(function (data) {
            return { ok: response.ok, data: data };
          });
      })
      .then(function (result) {
        if (!result.ok) {
          showError(result.data.message || "Something went wrong. Please try again.");
          return;
        }
        clearHighlights();
        output.replaceChildren(renderExplanation(result.data));
        if (result.data.status === "ok") {
          form.hidden = true;
        } else {
          button.textContent = "Try again";
        }
        output.scrollIntoView({ block: "nearest" });
      })
      .catch(function () {
        showError("We could not reach the site. Check your connection and try again.");
      })
      .finally(function () {
        setBusy(false);
      });
  });
})();
