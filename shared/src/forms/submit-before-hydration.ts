// A server-rendered form is on screen before React hydrates it. Every form of the apps is handled
// in script (useZodForm's handleSubmit, an onSubmit that calls preventDefault) and has no `action`,
// so a fast user's submit before hydration was the browser's own: a GET of the page itself, with
// the values in the URL (a mobile number in the address bar, the history and access logs) and the
// page reloaded empty. The shell's server puts this script in every page it renders, right after
// the shell's markup (React's bootstrap script, with the request's CSP nonce).
//
// What a user wants from that click: nothing lost and nothing sent anywhere they did not ask. So a
// submit that no React handler took (not prevented by the time it bubbles to the window) of a form
// without an `action` is stopped, and the form is submitted again (requestSubmit, with the same
// button) once React handles it: a few tries a second until the page has hydrated, for up to a
// minute. The typed values stay in the fields (useZodForm keeps what was typed before hydration).
// A form with an `action` is a real navigation (a GET search on purpose) and is left alone, as are
// forms the page already handles.

/** How often, and how long, a submit stopped before hydration is tried again. */
export const SUBMIT_RETRY_MS = 250;
export const SUBMIT_RETRY_FOR_MS = 60_000;

/** The script's source: plain ES5 without imports, run as an inline script in the document. */
export const SUBMIT_BEFORE_HYDRATION_SCRIPT = `(function () {
  if (window.__carmarketSubmitGuard) return;
  window.__carmarketSubmitGuard = true;
  // The submits no handler took yet, and the one being tried again right now.
  var pending = [];
  var current = null;
  var timer = 0;
  function retry() {
    timer = 0;
    var now = Date.now();
    var list = pending;
    pending = [];
    for (var i = 0; i < list.length; i++) {
      var entry = list[i];
      if (!entry.form.isConnected || now - entry.since > ${SUBMIT_RETRY_FOR_MS}) continue;
      var submitter = entry.submitter && entry.submitter.isConnected && entry.submitter.form === entry.form ? entry.submitter : null;
      current = entry;
      try { entry.form.requestSubmit(submitter); } catch (error) { entry.form.requestSubmit(); }
      current = null;
      if (!entry.stopped) continue;
      entry.stopped = false;
      pending.push(entry);
    }
    if (pending.length && !timer) timer = setTimeout(retry, ${SUBMIT_RETRY_MS});
  }
  window.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !form || form.tagName !== 'FORM' || form.hasAttribute('action')) return;
    event.preventDefault();
    if (current && current.form === form) {
      current.stopped = true;
      return;
    }
    for (var i = 0; i < pending.length; i++) if (pending[i].form === form) pending.splice(i--, 1);
    pending.push({ form: form, submitter: event.submitter || null, since: Date.now(), stopped: false });
    if (!timer) timer = setTimeout(retry, ${SUBMIT_RETRY_MS});
  });
})();`;
