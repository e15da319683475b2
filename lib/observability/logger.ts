import { isMainThread } from 'node:worker_threads';
import pino, { type Logger } from 'pino';
import { currentRequestScope } from './request-scope';
import { activeTraceId } from './trace-context';

/**
 * The one logger of every process (pino: JSON lines, cheap enough for one line per request).
 * `LOG_LEVEL` sets the level (default info; silent under jest unless LOG_FILE is set, so test
 * output stays readable); `LOG_FILE` appends to a file instead of stdout; `LOG_FORMAT=pretty`
 * prints readable lines (the default on a terminal outside production), `json` one JSON object per
 * line (the default otherwise, for log shippers).
 *
 * Nothing that can hold a secret is ever logged: no headers, no bodies, no query strings, no
 * variables. The redaction below is the second line of defence for objects passed by mistake.
 */
const REDACT = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'currentPassword',
  '*.currentPassword',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'secret',
  '*.secret',
  'apiKey',
  '*.apiKey',
  'authorization',
  '*.authorization',
  'headers',
  '*.headers',
  'variables',
  '*.variables',
];

// One destination and one root logger of each kind per process (a module loader that loads this
// file again reuses them), so a process opens its LOG_FILE once.
const ROOT = Symbol.for('lanes.observability.logger');
const REQUEST_LINES = Symbol.for('lanes.observability.request-logger');
const DESTINATION = Symbol.for('lanes.observability.log-destination');
const processGlobals = globalThis as Record<symbol, Logger | undefined>;
const destinations = globalThis as Record<symbol, pino.DestinationStream | undefined>;

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return process.env.JEST_WORKER_ID && !process.env.LOG_FILE ? 'silent' : 'info';
}

function wantsPretty(): boolean {
  const format = process.env.LOG_FORMAT;
  if (format) return format === 'pretty';
  return (
    !process.env.LOG_FILE && process.stdout.isTTY === true && process.env.NODE_ENV !== 'production'
  );
}

function destination(): pino.DestinationStream {
  if (wantsPretty()) {
    try {
      // A development dependency: production images do not have it and log JSON.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional at run time: absent from production images
      const pretty = require('pino-pretty') as (options: object) => pino.DestinationStream;
      return pretty({
        sync: true,
        colorize: process.stdout.isTTY === true,
        ignore: 'pid,hostname',
        translateTime: 'SYS:HH:MM:ss.l',
      });
    } catch {
      // Falls through to JSON.
    }
  }
  const file = process.env.LOG_FILE || undefined;
  // Appended with O_APPEND, so several processes (and jest workers) can share one file, each line
  // written at once (tests and the log check read it while the processes run).
  if (file) return pino.destination({ dest: file, append: true, mkdir: true, sync: true });
  // Standard output in batches: a write call per line was a twentieth of a subgraph's CPU per
  // request (docs/performance.md). A batch goes out at 4 KiB or within a second, and whatever
  // is left when the process exits is flushed then (pino does that for an asynchronous
  // destination); only a killed process loses its last second.
  // Only the main thread batches: pino flushes at exit there, not when a worker thread ends.
  if (!isMainThread) return pino.destination({ dest: 1, sync: false });
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => {
    try {
      stdout.flush();
    } catch {
      clearInterval(timer); // ended at exit: nothing more to write
    }
  }, 1000);
  timer.unref();
  return stdout;
}

function sharedDestination(): pino.DestinationStream {
  return (destinations[DESTINATION] ??= destination());
}

const commonOptions = () => ({
  level: defaultLevel(),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});

/** The process's logger; created on first use, so settings made before then apply. */
function logger(): Logger {
  processGlobals[ROOT] ??= pino(
    {
      ...commonOptions(),
      redact: { paths: REDACT, censor: '[redacted]' },
      // Every line written while a request runs names it; work outside a request (a worker's
      // run, a relay batch) names the trace of its span.
      mixin() {
        const scope = currentRequestScope();
        if (scope) return { requestId: scope.requestId, traceId: scope.traceId };
        const traceId = activeTraceId();
        return traceId ? { traceId } : {};
      },
    },
    sharedDestination(),
  );
  return processGlobals[ROOT];
}

/** The process's logger for request lines (./http-observer.ts), created on first use. */
function requestLines(): Logger {
  processGlobals[REQUEST_LINES] ??= pino(commonOptions(), sharedDestination());
  return processGlobals[REQUEST_LINES];
}

export type ServiceLogger = Pick<Logger, 'error' | 'warn' | 'info' | 'debug'>;

/**
 * A child of `root()` naming `service`, made on the first line written, so the settings a process
 * (or a test) makes before then apply.
 */
function lazyChild(root: () => Logger, service: string): ServiceLogger {
  let child: Logger | undefined;
  const get = () => (child ??= root().child({ service }));
  const level = (name: keyof ServiceLogger) =>
    ((...args: unknown[]) =>
      (get()[name] as (...a: unknown[]) => void)(...args)) as Logger[typeof name];
  return { error: level('error'), warn: level('warn'), info: level('info'), debug: level('debug') };
}

/**
 * A logger that names the part writing (`gateway`, `identity`, `outbox`, a worker...). Modules
 * make theirs when they load.
 */
export function serviceLogger(service: string): ServiceLogger {
  return lazyChild(logger, service);
}

/**
 * The one line per request (./http-observer.ts), to the same destination. That line is built
 * field by field from the request's scope, so nothing in it can hold a secret, and it names its
 * own ids: no redaction and no mixin, which were a twentieth of the gateway's CPU per request with
 * many callers (docs/performance.md).
 */
export function requestLogger(service: string): ServiceLogger {
  return lazyChild(requestLines, service);
}
