// Shared by the developer pages (gateway/dev-pages/routes.ts): the token bar and the graphql-ws URL.
// Plain browser JavaScript, loaded as a file: the pages' Content-Security-Policy allows no inline script.
(function () {
  'use strict';
  // One token for every developer page of this gateway, kept in this browser only.
  var STORAGE_KEY = 'lanes.devToken';

  function readToken() {
    try {
      return localStorage.getItem(STORAGE_KEY) || '';
    } catch {
      return '';
    }
  }

  function saveToken(token) {
    try {
      if (token) localStorage.setItem(STORAGE_KEY, token);
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage off (private mode): the token lives as long as the page.
    }
  }

  /** An element with attributes and children (strings become text, never HTML). */
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      node.setAttribute(name, attrs[name]);
    });
    (children || []).forEach(function (child) {
      node.append(child);
    });
    return node;
  }

  /** The gateway's graphql-ws endpoint: the same path as GraphQL over HTTP (docs/subscriptions.md). */
  function wsUrl() {
    return (location.protocol === 'https:' ? 'wss:' : 'ws:') + '//' + location.host + '/graphql';
  }

  /**
   * Fills `form` with a login (e-mail, password) and a token field; calls onChange(token) now and
   * whenever the token changes. Logging in is POST /auth/v1/login, as any REST client does.
   */
  function tokenBar(form, onChange) {
    var email = el('input', {
      type: 'email',
      name: 'email',
      placeholder: 'e-mail',
      autocomplete: 'username',
      'aria-label': 'E-mail',
    });
    var password = el('input', {
      type: 'password',
      name: 'password',
      placeholder: 'password',
      autocomplete: 'current-password',
      'aria-label': 'Password',
    });
    // Masked like a password: screenshots and shared screens do not show a usable token.
    var token = el('input', {
      type: 'password',
      name: 'token',
      id: 'token',
      placeholder: 'or paste an access token',
      autocomplete: 'off',
      'aria-label': 'Access token',
    });
    var status = el('span', { class: 'token-status', role: 'status' });
    form.textContent = '';
    form.append(email, password, el('button', { type: 'submit' }, ['Log in']), token, status);

    function use(value) {
      value = value.trim();
      token.value = value;
      saveToken(value);
      status.textContent = value ? 'token set' : 'no token: set one to call the API';
      onChange(value);
    }

    token.addEventListener('change', function () {
      use(token.value);
    });
    // Enter in the token field applies it (instead of submitting the login form).
    token.addEventListener('keydown', function (event) {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      use(token.value);
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      status.textContent = 'logging in…';
      fetch('/auth/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.value, password: password.value }),
      })
        .then(function (res) {
          return res.json();
        })
        .then(function (body) {
          if (body && body.data && body.data.accessToken) use(body.data.accessToken);
          else status.textContent = (body && body.error && body.error.message) || 'login failed';
        })
        .catch(function (error) {
          status.textContent = 'login failed: ' + error.message;
        });
    });
    use(readToken());
  }

  window.LanesDev = { el: el, tokenBar: tokenBar, wsUrl: wsUrl };
})();
