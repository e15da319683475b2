import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { request } from 'undici';
import { CONTEXT_HEADER, signSubgraphContext } from '../../../../lib/auth/subgraph-context';
import type { Session, TestPlatform } from '../../../../test/harness';

// Media subgraph processes that die: the crash tests' way to stop a creation at a real point.

/** Where crashing-media.ts kills itself (see the list there). */
export type CrashPoint =
  'before-insert' | 'after-insert' | 'after-confirm' | 'before-requeue' | 'after-requeue';

export interface MediaProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the signal (or exit code) the process ended with. */
  ended: Promise<string>;
  /** What the process printed so far (stdout and stderr), for a failure message. */
  output: () => string;
}

const running = new Set<MediaProcess>();

/** Kills every media process a test left running (its assertions failed before it could). */
export async function killAllMedia(): Promise<void> {
  await Promise.all([...running].map(killHard));
}

function spawnMedia(
  p: TestPlatform,
  args: string[],
  env: Record<string, string>,
  listening: RegExp,
): Promise<MediaProcess> {
  const identity = p.platform.subgraphs.find((s) => s.name === 'identity')!.url;
  // node itself with tsx's loader (not the tsx launcher, which would run node as a grandchild):
  // the process a test kills is the one serving.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    // Its start line is a JSON log line on stdout (lib/observability/logger.ts), whatever the test run logs to.
    env: {
      ...process.env,
      DATABASE_URL: p.databaseUrl,
      IDENTITY_URL: identity,
      STORAGE_DIR: p.storageDir,
      KAFKA_BROKERS: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      LOG_FILE: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ended = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  let output = '';
  const media: MediaProcess = { url: '', child, ended, output: () => output };
  running.add(media);
  void ended.then(() => running.delete(media));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const url = listening.exec(output)?.[1];
      if (url && !media.url) resolve(Object.assign(media, { url }));
    });
    void ended.then((how) =>
      reject(new Error(`media process ended (${how}) before it listened: ${output}`)),
    );
  });
}

/** The media subgraph in a process of its own that SIGKILLs itself at `at`. */
export function startCrashingMedia(p: TestPlatform, at: CrashPoint): Promise<MediaProcess> {
  return spawnMedia(p, [join(__dirname, 'crashing-media.ts')], { CRASH_AT: at }, /LISTENING (\S+)/);
}

/** The media subgraph as production runs it alone: `npm run start:subgraph -- media`, on a free port. */
export function startMediaSubgraphProcess(p: TestPlatform): Promise<MediaProcess> {
  return spawnMedia(
    p,
    ['scripts/start-subgraph.ts', 'media'],
    { MEDIA_PORT: '0' },
    /"url":"([^"]+)"[^\n]*"msg":"subgraph listening"/,
  );
}

/** kill -9 and wait for the process to be gone. */
export async function killHard(media: MediaProcess): Promise<void> {
  if (media.child.exitCode === null && media.child.signalCode === null) media.child.kill('SIGKILL');
  await media.ended;
}

/**
 * A GraphQL call to that process as the gateway would make it for `user` (the signed context),
 * answering the parsed body, or `{ died: true }` when the process went away mid-request.
 */
export async function callAs(
  media: MediaProcess,
  tenantId: string,
  user: Session,
  query: string,
  variables: Record<string, unknown>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller reads the answer field by field
): Promise<{ died?: true; body?: any }> {
  const context = signSubgraphContext({
    tenantId,
    caller: { id: user.userId, email: user.email, roles: ['user'], planTier: 'enterprise' },
  });
  try {
    const res = await request(media.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CONTEXT_HEADER]: context,
        'x-request-id': randomUUID(),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { body: await res.body.json() };
  } catch {
    return { died: true };
  }
}

export const GENERATE =
  'mutation($input: GenerateImageInput!) { generateImage(input: $input) { id status } }';
export const RETRY = 'mutation($id: ID!) { retryJob(id: $id) { id status attempt } }';
