import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';

/*
 * Every test file's HTTP calls (test/http-call.ts) go through undici's pool, which keeps a
 * connection per request in flight alive for seconds after. Files that share their jest worker's
 * platform (test/shared-platform.ts) follow one another within those seconds, so a file that had
 * 200 requests in flight (200 buyers racing for seats) left them open to the next file, and the
 * gateway's limit of open connections per client address (lib/http/connection-limits.ts)
 * refused it. Each file's connections are closed when its tests end; calls of its later hooks
 * (a platform's stop) get a fresh pool.
 */
afterAll(async () => {
  const used = getGlobalDispatcher();
  setGlobalDispatcher(new Agent());
  await used.close();
});
