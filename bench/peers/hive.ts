import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createGatewayRuntime, type GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { CONTEXT_HEADER } from '../../lib/auth/subgraph-context';
import { SUBGRAPHS, SUPERGRAPH_PATH } from '../../lib/config';
import { signedContextOf } from './peer-auth';

/**
 * The comparison's Hive Gateway, with its defaults, over the same supergraph: a plugin verifies the
 * token once per request and adds the signed subgraph context to every subgraph fetch, sent to the
 * subgraph URLs of <NAME>_URL. PORT to listen on.
 *
 * Hive's HTTP executor sends identical reads in flight at once only once, keyed by URL and body
 * and by the headers it is given through `extensions.headers` (how its own header propagation
 * passes them), not those a plugin adds later in `onFetch`. The signed context, added in
 * `onFetch` (it holds the request's own id, so as a key it would make every read distinct), is
 * therefore outside the key: without more, reads of different callers would be merged and one
 * caller answered with another's result (a seller's own draft listings, say). Each fetch carries
 * the caller's token digest in `extensions.headers` instead, so Hive merges one caller's identical
 * reads, as the project's gateway does (gateway/inflight-queries.ts), and never two callers'.
 */
const signed = new WeakMap<Request, string>();
const callers = new WeakMap<Request, string>();
// The supergraph names each subgraph by its default port; the benchmark's run elsewhere.
const urls = SUBGRAPHS.map(({ name, defaultPort }) => ({
  from: `:${defaultPort}/`,
  to: process.env[`${name.toUpperCase()}_URL`],
}));

const platformAuth: GatewayPlugin = {
  onRequest({ request }) {
    const authorization = request.headers.get('authorization');
    if (authorization)
      callers.set(request, createHash('sha256').update(authorization).digest('base64url'));
    signed.set(request, signedContextOf(request.headers.get('authorization')));
  },
  onSubgraphExecute({ executionRequest }) {
    const request = (executionRequest.context as { request?: Request } | undefined)?.request;
    const caller = request && callers.get(request);
    if (!caller) return;
    const extensions = (executionRequest.extensions ??= {});
    extensions.headers = { ...extensions.headers, 'x-bench-caller': caller };
  },
  onFetch({ context, options, setOptions, setURL, url }) {
    const target = urls.find((u) => url.includes(u.from))?.to;
    if (target) setURL(target);
    const request = (context as { request?: Request }).request;
    const header = request && signed.get(request);
    if (header)
      setOptions({
        ...options,
        headers: { ...(options.headers as Record<string, string>), [CONTEXT_HEADER]: header },
      });
  },
};

const gateway = createGatewayRuntime({
  supergraph: process.env.SUPERGRAPH_PATH ?? SUPERGRAPH_PATH,
  plugins: () => [platformAuth],
  logging: false,
});
createServer(gateway).listen(Number(process.env.PORT), '127.0.0.1', () =>
  console.log('hive ready'),
);
// The runtime disposes itself on SIGTERM but leaves the process running (the listening server):
// end it, or the benchmark waits for it at every stop.
process.once('SIGTERM', () => process.exit(0));
