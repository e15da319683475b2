// What every page the mails and notices open says, and how (gateway/account-pages/routes.ts):
// the one line of result under the form, and a refusal of the API in its own words. Loaded before
// the page's own script, as window.LanesPages. Plain browser JavaScript, loaded as a file: the
// Content-Security-Policy allows no inline script.
(function () {
  'use strict';

  /** Shows `text` in the page's result line, styled as `kind` (busy, done, error); none when empty. */
  function say(text, kind) {
    var result = document.getElementById('account-result');
    result.textContent = text;
    result.className = 'account-result is-' + (text ? kind : 'empty');
  }

  /**
   * The API's own words for a refusal of `status` with `body`: each field's problem (the field
   * as `fieldNames` calls it on the page, else by its name), else the error's message.
   */
  function refusal(body, status, fieldNames) {
    var error = body && body.error;
    if (!error) return 'The request failed (HTTP ' + status + '); try again later.';
    if (error.details && error.details.length)
      return error.details
        .map(function (detail) {
          return (
            ((fieldNames && fieldNames[detail.field]) || detail.field) + ' ' + detail.problem + '.'
          );
        })
        .join(' ');
    return error.message;
  }

  window.LanesPages = { say: say, refusal: refusal };
})();
