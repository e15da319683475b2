// The live jobs page: the caller's media jobs, report exports and ML trainings (the existing
// queries over HTTP), each unfinished one followed over graphql-ws with its progress subscription;
// jobUpdated adds media jobs created after the page loaded. Exports and trainings have no such
// feed, so the lists are read again every few seconds (which also catches a missed jobUpdated).
(function () {
  'use strict';
  var dev = window.LanesDev;
  var el = dev.el;
  var RELOAD_MS = 5000;

  // Per kind: the list query, its rows, the progress subscription and when a row has ended.
  var KINDS = {
    media: {
      fields: 'id type status progress error { code message } createdAt',
      query: 'query PageJobs { jobs(limit: 20) { nodes { ...F } } } fragment F on Job { FIELDS }',
      rows: function (data) {
        return data.jobs.nodes;
      },
      subscription:
        'subscription PageJob($id: ID!) { jobProgress(jobId: $id) { ...F } } fragment F on Job { FIELDS }',
      field: 'jobProgress',
      ended: ['completed', 'failed', 'cancelled'],
      title: function (row) {
        return row.type;
      },
      percent: function (row) {
        return row.progress;
      },
      error: function (row) {
        return row.error ? row.error.code + ': ' + row.error.message : '';
      },
    },
    exports: {
      fields: 'id status progress format templateName error createdAt',
      query:
        'query PageExports { reportExports(limit: 20) { nodes { ...F } } } fragment F on ReportExport { FIELDS }',
      rows: function (data) {
        return data.reportExports.nodes;
      },
      subscription:
        'subscription PageExport($id: ID!) { exportProgress(exportId: $id) { ...F } } fragment F on ReportExport { FIELDS }',
      field: 'exportProgress',
      ended: ['completed', 'failed', 'cancelled', 'expired'],
      title: function (row) {
        return row.templateName + ' (' + row.format + ')';
      },
      percent: function (row) {
        return row.progress;
      },
      error: function (row) {
        return row.error || '';
      },
    },
    trainings: {
      fields: 'id algorithm status progress errorCode errorMessage createdAt',
      query:
        'query PageTrainings { mlTrainingJobs(limit: 20) { nodes { ...F } } } fragment F on MlTrainingJob { FIELDS }',
      rows: function (data) {
        return data.mlTrainingJobs.nodes;
      },
      subscription:
        'subscription PageTraining($id: ID!) { trainingProgress(jobId: $id) { ...F } } fragment F on MlTrainingJob { FIELDS }',
      field: 'trainingProgress',
      ended: ['succeeded', 'failed', 'cancelled'],
      title: function (row) {
        return 'training ' + row.algorithm;
      },
      // Training progress is a fraction (docs/api/ml.md).
      percent: function (row) {
        return Math.round(row.progress * 100);
      },
      error: function (row) {
        return row.errorCode ? row.errorCode + ': ' + row.errorMessage : '';
      },
    },
  };
  Object.keys(KINDS).forEach(function (name) {
    var kind = KINDS[name];
    kind.query = kind.query.replace('FIELDS', kind.fields);
    kind.subscription = kind.subscription.replace('FIELDS', kind.fields);
  });

  var session = null; // { token, client, followed: Set of "kind:id", timer }

  function section(name) {
    return document.getElementById(name);
  }

  function showError(name, message) {
    var node = section(name).querySelector('.kind-error');
    node.textContent = message || '';
    node.hidden = !message;
  }

  function setConnection(text) {
    document.getElementById('connection').textContent = text;
  }

  /** Adds or updates the row of one job, newest first. */
  function render(name, row) {
    var kind = KINDS[name];
    var list = section(name).querySelector('.job-list');
    var item = list.querySelector('li[data-id="' + CSS.escape(row.id) + '"]');
    if (!item) {
      item = el('li', { class: 'job', 'data-id': row.id }, [
        el('div', { class: 'job-head' }, [
          el('span', { class: 'job-title' }),
          el('span', { class: 'job-status' }),
          el('code', { class: 'job-id' }, [row.id]),
        ]),
        el('div', { class: 'job-bar' }, [
          el('progress', { max: '100', value: '0' }),
          el('span', { class: 'job-percent' }),
        ]),
        el('p', { class: 'job-error' }),
      ]);
      item.dataset.created = row.createdAt || '';
      var after = Array.prototype.find.call(list.children, function (other) {
        return other.dataset.created < item.dataset.created;
      });
      list.insertBefore(item, after || null);
    }
    // A list read answered after the row's last event must not move an ended row back.
    if (kind.ended.indexOf(item.dataset.status) !== -1 && kind.ended.indexOf(row.status) === -1)
      return;
    var percent = Math.max(0, Math.min(100, kind.percent(row) || 0));
    item.querySelector('.job-title').textContent = kind.title(row);
    var status = item.querySelector('.job-status');
    status.textContent = row.status;
    status.className = 'job-status status-' + row.status;
    item.querySelector('progress').value = percent;
    item.querySelector('.job-percent').textContent = percent + '%';
    item.querySelector('.job-error').textContent = kind.error(row);
    item.dataset.status = row.status;
  }

  /** Follows one unfinished job over graphql-ws until its subscription completes. */
  function follow(current, name, row) {
    var kind = KINDS[name];
    var key = name + ':' + row.id;
    if (kind.ended.indexOf(row.status) !== -1 || current.followed.has(key)) return;
    current.followed.add(key);
    current.client.subscribe(
      { query: kind.subscription, variables: { id: row.id } },
      {
        next: function (result) {
          if (result.data) {
            render(name, result.data[kind.field]);
            // The row is live: from here on every change reaches it.
            section(name).querySelector('li[data-id="' + CSS.escape(row.id) + '"]').dataset.live =
              '1';
          }
          if (result.errors) showError(name, result.errors[0].message);
        },
        error: function (error) {
          current.followed.delete(key);
          showError(name, Array.isArray(error) ? error[0].message : 'subscription closed');
        },
        complete: function () {},
      },
    );
  }

  function load(current, name) {
    var kind = KINDS[name];
    return fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: 'Bearer ' + current.token,
      },
      body: JSON.stringify({ query: kind.query }),
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (body) {
        if (session !== current) return;
        // A kind the caller may not read (a role rule) shows its error; the others still work.
        showError(name, body.errors ? body.errors[0].message : '');
        if (!body.data) return;
        kind.rows(body.data).forEach(function (row) {
          render(name, row);
          follow(current, name, row);
        });
      })
      .catch(function (error) {
        showError(name, error.message);
      });
  }

  function start(token) {
    if (session) {
      clearInterval(session.timer);
      session.client.dispose();
    }
    document.querySelectorAll('.job-list').forEach(function (list) {
      list.textContent = '';
    });
    Object.keys(KINDS).forEach(function (name) {
      showError(name, '');
    });
    session = null;
    if (!token) return setConnection('no token: log in or paste one above');
    var current = { token: token, followed: new Set(), client: null, timer: 0 };
    current.client = graphqlWs.createClient({
      url: dev.wsUrl(),
      connectionParams: { authorization: 'Bearer ' + token },
      retryAttempts: 5,
      on: {
        connected: function () {
          setConnection('live: connected over graphql-ws');
        },
        closed: function (event) {
          setConnection(
            event && event.code === 4403
              ? 'refused (4403): the token is missing, wrong or expired'
              : 'disconnected',
          );
        },
      },
    });
    session = current;
    setConnection('connecting…');
    // Media jobs created from now on (any client) arrive here first.
    current.client.subscribe(
      { query: 'subscription PageNewJobs { jobUpdated { ' + KINDS.media.fields + ' } }' },
      {
        next: function (result) {
          if (!result.data) return;
          render('media', result.data.jobUpdated);
          follow(current, 'media', result.data.jobUpdated);
        },
        error: function () {},
        complete: function () {},
      },
    );
    Object.keys(KINDS).forEach(function (name) {
      load(current, name);
    });
    // Also catches a media job whose jobUpdated came before the subscription was in place.
    current.timer = setInterval(function () {
      Object.keys(KINDS).forEach(function (name) {
        load(current, name);
      });
    }, RELOAD_MS);
  }

  dev.tokenBar(document.getElementById('token-bar'), start);
})();
