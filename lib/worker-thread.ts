import { extname, join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// This file's own extension tells how the process runs: `.js` compiled (dist/, plain node, no tsx
// installed), `.ts` from the sources (tsx or jest), where a thread needs tsx's hook to load TypeScript.
const MODULE_EXTENSION = extname(__filename);

// One boot for both: it registers tsx only for a TypeScript entry, so the compiled build never asks for it.
const BOOT = [
  "const { workerData } = require('node:worker_threads');",
  "if (workerData.entry.endsWith('.ts')) require('tsx/cjs/api').register();",
  'require(workerData.entry);',
].join('\n');

/**
 * Starts the module `name` of folder `dir` (its caller's `__dirname`) in a worker thread, the same
 * way from the sources and from the compiled build (test/build/runtime-files.test.ts checks that
 * nothing a process reads comes from a dev dependency). The module reads `workerData.data`.
 */
export function startModuleThread(
  dir: string,
  name: string,
  data: unknown,
  options: Pick<WorkerOptions, 'transferList' | 'resourceLimits'> = {},
): Worker {
  const entry = join(dir, `${name}${MODULE_EXTENSION}`);
  return new Worker(BOOT, { ...options, eval: true, workerData: { entry, data } });
}
