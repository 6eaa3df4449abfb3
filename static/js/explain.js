// "Why does this match me?" without a page reload, and quotes highlighted in place.
//
// The result is the server's own rendering of the explanation (see explanationNode), so the
// page reads the same with and without JavaScript: without it the same form posts and the
// server renders the same template into the page.
(function () {
  "use strict";

  // The explanation arrives as `html`: templates/explain/explanation.html rendered by the
  // server, the very fragment the page without JavaScript shows. It is safe to insert because
  // the server autoescaped every text the model or a user wrote in it, so its only elements are
  // the template's own; DOMParser builds it in an inert document (no script runs, nothing
  // loads), and importNode copies the nodes into this page. Nothing is assigned to innerHTML,
  // and the strict CSP would refuse any inline script or style the fragment could carry.
  function explanationNode(html) {
    var parsed = new DOMParser().parseFromString(html, "text/html");
    var result = parsed.getElementById("explanation-result");
    return result ? document.importNode(result, true) : null;
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
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
        var explanation = explanationNode(result.data.html || "");
        if (!explanation) {
          showError("Something went wrong on our side. Please try again in a minute.");
          return;
        }
        clearHighlights();
        output.replaceChildren(explanation);
        if (result.data.status === "ok") {
          form.hidden = true;
        } else {
          button.textContent = button.dataset.retryLabel;
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
