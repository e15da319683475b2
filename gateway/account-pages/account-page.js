// The account pages' own script (gateway/account-pages/routes.ts; after page-words.js): the page the link of an account
// mail opens posts the link's token to identity's public REST path for it (docs/api/identity.md).
// Plain browser JavaScript, loaded as a file: the pages' Content-Security-Policy allows no inline
// script. The token is read from the address with URLSearchParams and sent in the request body
// only: it is written to no storage, no other URL and no log.
(function () {
  'use strict';

  /** What each page posts and what it says once that worked; `body` gets the form's password. */
  var PAGES = {
    'verify-email': {
      path: '/auth/v1/verify-email',
      body: function (token) {
        return { token: token };
      },
      done: 'Your e-mail address is confirmed.',
    },
    'reset-password': {
      path: '/auth/v1/password-reset/confirm',
      body: function (token, password) {
        return { token: token, newPassword: password };
      },
      done: 'Your password is changed; sign in with it.',
    },
    'accept-invitation': {
      path: '/auth/v1/invitations/accept',
      body: function (token, password) {
        return { token: token, password: password };
      },
      done: 'Your account is ready; sign in with your e-mail address and this password.',
    },
  };

  // How a field the API names is called on the page: its problems read as sentences.
  var FIELD_NAMES = { token: 'This link', password: 'The password', newPassword: 'The password' };

  var page = PAGES[document.body.dataset.page];
  var form = document.getElementById('account-form');
  var token = new URLSearchParams(location.search).get('token');
  var say = window.LanesPages.say;

  function refusal(body, status) {
    return window.LanesPages.refusal(body, status, FIELD_NAMES);
  }

  function post(body) {
    return fetch(page.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    }).then(function (res) {
      if (res.ok) return null;
      return res.json().then(
        function (answer) {
          return refusal(answer, res.status);
        },
        function () {
          return refusal(null, res.status);
        },
      );
    });
  }

  if (!token) {
    say(
      'This link is incomplete: it has no token. Open the whole link from the e-mail, or copy it into the address bar in one piece.',
      'error',
    );
    return;
  }
  form.hidden = false;

  // Nothing is sent when the page loads: a mail scanner that opens the link to inspect it must not
  // use it up. A person confirms with the button.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var password = form.elements.password ? form.elements.password.value : undefined;
    if (password !== undefined && password !== form.elements.repeat.value) {
      say('The two passwords differ; type the same password twice.', 'error');
      return;
    }
    var button = form.querySelector('button');
    button.disabled = true;
    say('Sending…', 'busy');
    post(page.body(token, password))
      .then(
        function (problem) {
          if (problem) say(problem, 'error');
          else {
            form.hidden = true;
            say(page.done, 'done');
          }
        },
        function (error) {
          say('The request could not be sent: ' + error.message, 'error');
        },
      )
      .then(function () {
        button.disabled = false;
      });
  });
})();
