// GraphiQL (the npm package's UMD build) on the gateway: queries and mutations over HTTP POST
// /graphql, subscriptions over graphql-ws on the same path. The token comes from the token bar
// (dev-common.js) or an Authorization header in GraphiQL's Headers tab, which wins; graphql-ws
// gets it as connectionParams.authorization, as the gateway expects on connection_init.
(function () {
  'use strict';
  var dev = window.LanesDev;

  var DEFAULT_QUERY = [
    '# The Lanes gateway. Log in above (demo accounts: README) or paste a token; an',
    '# Authorization header in the Headers tab overrides it. Subscriptions (jobProgress,',
    '# jobUpdated, exportProgress, trainingProgress, orchestrateStream) run over graphql-ws.',
    'query Me {',
    '  me {',
    '    id',
    '    email',
    '    roles',
    '  }',
    '}',
    '',
  ].join('\n');

  // One graphql-ws client per Authorization value: a connection is authenticated once, at connection_init.
  var clients = new Map();
  function wsClient(authorization) {
    var client = clients.get(authorization);
    if (!client) {
      client = graphqlWs.createClient({
        url: dev.wsUrl(),
        lazy: true,
        retryAttempts: 0,
        connectionParams: authorization ? { authorization: authorization } : {},
      });
      clients.set(authorization, client);
    }
    return client;
  }

  /** The request's headers with one `authorization`: the Headers tab's, else the token bar's. */
  function withAuthorization(headers, token) {
    var out = {};
    var authorization = token ? 'Bearer ' + token : '';
    Object.keys(headers || {}).forEach(function (name) {
      if (name.toLowerCase() === 'authorization') authorization = String(headers[name]);
      else out[name] = headers[name];
    });
    if (authorization) out.authorization = authorization;
    return out;
  }

  // Decided from the query text GraphiQL sends, not from its parsed document: GraphiQL re-parses
  // the editor 100 ms after the last keystroke, so a run right after an edit (a quick Ctrl-Enter)
  // would see the previous document and send a new subscription over HTTP.
  var OPERATION = /(?:^|[\s}])(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/g;

  /** The operations (kind and name) written in a query text; comments and strings left out. */
  function operationsIn(query) {
    var text = String(query || '')
      .replace(/#[^\n\r]*/g, '')
      .replace(/"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"/g, '""');
    var operations = [];
    var match;
    OPERATION.lastIndex = 0;
    while ((match = OPERATION.exec(text))) operations.push({ kind: match[1], name: match[2] });
    return operations;
  }

  /**
   * The request as the editor's text says: GraphiQL's operation name can be the previous text's
   * (the same 100 ms re-parse), and a name the text does not hold would fail the request.
   */
  function current(params) {
    var operations = operationsIn(params.query);
    var named =
      params.operationName &&
      operations.find(function (o) {
        return o.name === params.operationName;
      });
    var chosen = named || operations[0];
    var out = Object.assign({}, params);
    if (!named) delete out.operationName;
    return { params: out, subscription: chosen ? chosen.kind === 'subscription' : false };
  }

  function closeError(event) {
    if (event && typeof event.code === 'number') {
      if (event.code === 4403)
        return new Error(
          'The gateway refused the graphql-ws connection (4403): set a valid token above or an Authorization header',
        );
      return new Error('graphql-ws connection closed: ' + event.code + ' ' + (event.reason || ''));
    }
    return event instanceof Error ? event : new Error(String(event));
  }

  /** A subscription as the Observable GraphiQL consumes; its stop button unsubscribes. */
  function subscription(client, params) {
    return {
      subscribe: function (observer) {
        var dispose = client.subscribe(params, {
          next: function (result) {
            observer.next(result);
          },
          // GraphQL errors (an `error` message) are a result to show; a closed socket is an error.
          error: function (error) {
            if (Array.isArray(error)) {
              observer.next({ errors: error });
              observer.complete();
            } else {
              observer.error(closeError(error));
            }
          },
          complete: function () {
            observer.complete();
          },
        });
        return { unsubscribe: dispose };
      },
    };
  }

  // Read at call time, not captured: a run right after the token changes uses the new one even
  // if GraphiQL has not re-rendered with the new fetcher yet.
  var currentToken = '';

  function fetcherFor() {
    return function (graphiqlParams, options) {
      var headers = withAuthorization(options && options.headers, currentToken);
      var request = current(graphiqlParams);
      if (request.subscription)
        return subscription(wsClient(headers.authorization || ''), request.params);
      return fetch('/graphql', {
        method: 'POST',
        headers: Object.assign(
          { 'content-type': 'application/json', accept: 'application/json' },
          headers,
        ),
        body: JSON.stringify(request.params),
      }).then(function (res) {
        return res.json();
      });
    };
  }

  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  // A new fetcher makes GraphiQL load the schema again, now with the token.
  dev.tokenBar(document.getElementById('token-bar'), function (token) {
    currentToken = token;
    root.render(
      React.createElement(GraphiQL, {
        fetcher: fetcherFor(),
        defaultQuery: DEFAULT_QUERY,
        defaultEditorToolsVisibility: true,
      }),
    );
  });
})();
