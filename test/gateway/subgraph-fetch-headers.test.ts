import jwt from 'jsonwebtoken';
import { verifySubgraphContext } from '../../lib/auth/subgraph-context';
import { PlatformDataSource } from '../../gateway/data-source';
import { context, fetchOf, heldFetcher } from './data-source-harness';

/*
 * What a subgraph fetch carries (gateway/data-source.ts): the signed context names the caller and
 * nothing of the request, one caller's requests share it, and the request and trace ids travel as
 * `x-request-id` and `traceparent` (outside a span, the request's own trace continued).
 */
const ANSWER = '{"data":{"a":1}}';

it("sends the request's ids beside a signed context of the caller alone, shared by its requests", async () => {
  const { sent, fetcher } = heldFetcher();
  const source = new PlatformDataSource('http://subgraph/graphql', fetcher);
  const requests = [
    context('u1', '00000000-0000-4000-8000-00000000000a'),
    context('u1', '00000000-0000-4000-8000-00000000000b'),
    context('u2', '00000000-0000-4000-8000-00000000000c'),
  ];
  const answers = requests.map((ctx) => source.process(fetchOf('{ a }', ctx)));
  await new Promise((resolve) => setImmediate(resolve));
  for (const fetch of sent) fetch.release(ANSWER);
  await Promise.all(answers);

  expect(sent.map((s) => s.headers['x-request-id'])).toEqual(requests.map((r) => r.requestId));
  sent.forEach(({ headers }, i) =>
    expect(headers.traceparent).toMatch(new RegExp(`^00-${requests[i].traceId}-[0-9a-f]{16}-01$`)),
  );
  const tokens = sent.map((s) => s.headers['x-platform-context']);
  expect(tokens[1]).toBe(tokens[0]);
  expect(tokens[2]).not.toBe(tokens[0]);
  expect(tokens.map((token) => verifySubgraphContext(token).caller!.id)).toEqual([
    'u1',
    'u1',
    'u2',
  ]);
  const payload = jwt.decode(tokens[0]) as { ctx: Record<string, unknown> };
  expect(Object.keys(payload.ctx).sort()).toEqual(['caller', 'tenantId']);
});
