// The mail page: what the development SMTP server caught (lib/mail/catcher.ts), newest first, read
// from the gateway's /mail/api/messages (gateway/dev-pages/mail-api.ts). The list is read again
// every few seconds; `#<id>` opens one mail: its headers, its text part with the links made
// clickable, and its HTML part framed in a sandbox under a policy of its own.
(function () {
  'use strict';
  var el = window.LanesDev.el;
  var RELOAD_MS = 3000;
  var API = '/mail/api/messages';
  // A link in a text part: up to whitespace or a quote, without the sentence's closing punctuation.
  var URL_PATTERN = /\bhttps?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g;

  var rows = document.getElementById('mail-rows');
  var status = document.getElementById('mail-status');
  var shown = ''; // the id of the mail on view

  function getJson(path) {
    return fetch(path, { headers: { accept: 'application/json' } }).then(function (res) {
      return res.json().then(function (body) {
        if (!res.ok) throw new Error((body.error && body.error.message) || 'HTTP ' + res.status);
        return body.data;
      });
    });
  }

  function when(iso) {
    return iso ? new Date(iso).toLocaleString() : '';
  }

  /** The text with each URL in it an <a> (built as elements: the text never becomes HTML). */
  function linkified(text) {
    var nodes = [];
    var last = 0;
    text.replace(URL_PATTERN, function (url, index) {
      nodes.push(text.slice(last, index));
      nodes.push(el('a', { href: url, target: '_blank', rel: 'noopener noreferrer' }, [url]));
      last = index + url.length;
      return url;
    });
    nodes.push(text.slice(last));
    return nodes;
  }

  function fill(list, pairs) {
    list.textContent = '';
    pairs.forEach(function (pair) {
      list.append(el('dt', {}, [pair[0]]), el('dd', {}, [pair[1]]));
    });
  }

  function renderList(mails) {
    rows.textContent = '';
    mails.forEach(function (mail) {
      var open = el('a', { href: '#' + mail.id }, [mail.subject || '(no subject)']);
      var row = el('tr', { 'data-id': mail.id }, [
        el('td', { class: 'mail-when' }, [when(mail.receivedAt)]),
        el('td', {}, [mail.from]),
        el('td', {}, [mail.to.join(', ')]),
        el('td', { class: 'mail-subject' }, [open]),
      ]);
      if (mail.id === shown) row.classList.add('selected');
      rows.append(row);
    });
    status.textContent = mails.length
      ? mails.length + ' mail' + (mails.length === 1 ? '' : 's')
      : 'no mail yet: anything the platform sends arrives here';
  }

  function loadList() {
    return getJson(API).then(renderList, function (error) {
      status.textContent = 'could not read the mail: ' + error.message;
    });
  }

  function show(id) {
    shown = id;
    rows.querySelectorAll('tr').forEach(function (row) {
      row.classList.toggle('selected', row.dataset.id === id);
    });
    var view = document.getElementById('mail-view');
    if (!id) {
      view.hidden = true;
      return;
    }
    getJson(API + '/' + encodeURIComponent(id)).then(
      function (mail) {
        if (shown !== id) return;
        document.getElementById('mail-subject').textContent = mail.subject || '(no subject)';
        fill(document.getElementById('mail-summary'), [
          ['From', mail.from],
          ['To', mail.to.join(', ')],
          ['Date', when(mail.date)],
          ['Received', when(mail.receivedAt)],
          ['Message-ID', mail.messageId || ''],
          ['Envelope', (mail.envelope.mailFrom || '<>') + ' → ' + mail.envelope.rcptTo.join(', ')],
        ]);
        fill(
          document.getElementById('mail-headers'),
          mail.headers.map(function (header) {
            return [header.name, header.value];
          }),
        );
        document.getElementById('mail-raw').href = API + '/' + encodeURIComponent(id) + '/raw';
        var text = document.getElementById('mail-text');
        text.textContent = '';
        text.append.apply(text, linkified(mail.text || ''));
        var frame = document.getElementById('mail-html');
        frame.hidden = !mail.html;
        document.getElementById('mail-no-html').hidden = Boolean(mail.html);
        frame.src = mail.html ? API + '/' + encodeURIComponent(id) + '/html' : 'about:blank';
        view.hidden = false;
        view.dataset.id = id;
      },
      function (error) {
        status.textContent = 'could not open ' + id + ': ' + error.message;
        view.hidden = true;
      },
    );
  }

  function showFromHash() {
    show(decodeURIComponent(location.hash.slice(1)));
  }

  document.getElementById('refresh').addEventListener('click', loadList);
  document.getElementById('delete-all').addEventListener('click', function () {
    if (!window.confirm('Delete every caught mail?')) return;
    fetch(API, { method: 'DELETE' }).then(function () {
      location.hash = '';
      loadList();
    });
  });
  window.addEventListener('hashchange', showFromHash);
  loadList();
  showFromHash();
  setInterval(loadList, RELOAD_MS);
})();
