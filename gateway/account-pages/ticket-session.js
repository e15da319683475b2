// What the ticket pages share (gateway/account-pages/routes.ts; README "Account pages"), loaded
// before the page's own script: the sign-in, the session, calls of the REST API, and how times,
// places and statuses read. A mail's link brings no token, so the page signs the holder in with
// identity's login (docs/api/identity.md) and keeps the tokens in this tab's sessionStorage:
// never in the address or in localStorage, gone when the tab closes. The API decides what the
// holder may do; the pages repeat none of its rules and show its refusals in its own words.
// Plain browser JavaScript, loaded as a file: the Content-Security-Policy allows no inline script.
(function () {
  'use strict';

  var SESSION_KEY = 'lanes.ticketSession';
  var signIn = document.getElementById('sign-in');
  var signedIn = document.getElementById('signed-in');
  /** Thrown once the platform refused the kept token: the page is back at its sign-in. */
  var SESSION_ENDED = new Error('session ended');
  var view; // the page's section, hidden while signed out
  var showPage; // the page's own script: shows it for the session

  var say = window.LanesPages.say;

  var current = (function () {
    try {
      return JSON.parse(sessionStorage.getItem(SESSION_KEY) || 'null');
    } catch {
      return null;
    }
  })();

  function keep(session) {
    current = session;
    try {
      if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
      else sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // Storage off (private mode): the session lives as long as the page.
    }
  }

  /** The API's own words for a refusal of an answer of `api` (./page-words.js). */
  function refusal(answer) {
    return window.LanesPages.refusal(answer.body, answer.status);
  }

  /** One call of the REST API with the kept token: `{ ok, status, body }`, or an image's `blob`. */
  async function api(method, path, options) {
    var headers = { accept: 'application/json' };
    if (current) headers.authorization = 'Bearer ' + current.accessToken;
    if (options && options.body) headers['content-type'] = 'application/json';
    var res = await fetch(path, {
      method: method,
      headers: headers,
      body: options && options.body ? JSON.stringify(options.body) : undefined,
      credentials: 'omit',
      cache: 'no-store',
    });
    if (res.status === 401 && headers.authorization) {
      // Expired (access tokens last 15 minutes) or ended elsewhere: sign in again.
      keep(null);
      showSignIn('Your session has ended; sign in again.', 'error');
      throw SESSION_ENDED;
    }
    if (res.ok && options && options.blob) return { ok: true, blob: await res.blob() };
    var body = await res.json().catch(() => null);
    return { ok: res.ok, status: res.status, body: body };
  }

  function failed(error) {
    if (error !== SESSION_ENDED) say('The request could not be sent: ' + error.message, 'error');
  }

  /** An element with attributes and children (strings become text, never HTML). */
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var name of Object.keys(attrs || {})) node.setAttribute(name, attrs[name]);
    node.append(...(children || []));
    return node;
  }

  /** A time as the event's organizer gave it: in the event's own time zone. */
  function at(iso, timeZone, parts) {
    var options = Object.assign({ timeZone: timeZone }, parts || SHORT);
    return new Intl.DateTimeFormat(undefined, options).format(new Date(iso));
  }
  var SHORT = { dateStyle: 'medium', timeStyle: 'short' };
  var FULL = { dateStyle: 'full', timeStyle: 'short' };

  function when(event) {
    var day = (iso) => at(iso, event.timezone, { dateStyle: 'full' });
    var end = day(event.startsAt) === day(event.endsAt) ? { timeStyle: 'short' } : FULL;
    var zone = event.timezone;
    return `${at(event.startsAt, zone, FULL)} to ${at(event.endsAt, zone, end)} (${zone})`;
  }

  function where(venue) {
    if (!venue) return '';
    var parts = [venue.name, venue.address, venue.city, venue.country].filter(Boolean);
    return parts.length ? parts.join(', ') : 'The venue of listing ' + venue.listingId;
  }

  function credits(n) {
    return n === 0 ? 'free' : n === 1 ? '1 credit' : n + ' credits';
  }

  /** What a ticket's status means to its holder. */
  function status(ticket, event) {
    var zone = event.timezone;
    if (ticket.status === 'checked_in') return 'Checked in on ' + at(ticket.checkedInAt, zone);
    if (ticket.status === 'refunded') return 'Refunded on ' + at(ticket.refundedAt, zone);
    if (ticket.status === 'cancelled') return 'Cancelled with the event, and refunded';
    if (event.status === 'ended') return 'Valid, but the event has ended';
    return 'Valid';
  }

  function showSignIn(text, kind) {
    view.hidden = true;
    signedIn.hidden = true;
    signIn.hidden = false;
    say(text || '', kind);
  }

  /** The page for the session kept, or the sign-in when there is none: nothing is read without one. */
  async function show() {
    if (!current) return showSignIn();
    signIn.hidden = true;
    document.getElementById('signed-in-email').textContent = current.email;
    signedIn.hidden = false;
    await showPage();
  }

  signIn.addEventListener('submit', async function (event) {
    event.preventDefault();
    var button = signIn.querySelector('button');
    button.disabled = true;
    say('Signing in…', 'busy');
    try {
      var email = signIn.elements.email.value.trim();
      var password = signIn.elements.password.value;
      var answer = await api('POST', '/auth/v1/login', { body: { email, password } });
      if (!answer.ok) return say(refusal(answer), 'error');
      var tokens = answer.body.data;
      keep({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, email: email });
      signIn.reset();
      await show();
    } catch (error) {
      failed(error);
    } finally {
      button.disabled = false;
    }
  });

  document.getElementById('sign-out').addEventListener('click', function () {
    var ending = current;
    keep(null);
    showSignIn('You are signed out.', 'done');
    // The session ends on the platform too, not only in this tab.
    if (ending)
      fetch('/auth/v1/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refreshToken: ending.refreshToken }),
        credentials: 'omit',
      }).catch(() => {});
  });

  window.LanesTickets = {
    /** Shows the page: `page` is its section, `render` reads and shows it for the session. */
    start: function (page, render) {
      view = page;
      showPage = render;
      show().catch(failed);
    },
    session: () => current,
    api,
    failed,
    say,
    refusal,
    el,
    at,
    when,
    where,
    credits,
    status,
  };
})();
