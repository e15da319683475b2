import { setImmediate as nextTurn } from 'node:timers/promises';
import { throwIfAborted } from '../provider';

/** Called between pieces of long synchronous work (a bar of music, a sentence, a frame). */
export type Breather = () => Promise<void>;

/**
 * Lets the worker's lease renewals, progress writes and cancels through during long synchronous
 * work: once `sliceMs` have passed since the last turn it yields to the event loop, then stops
 * the work if the job was aborted. A 300 s piece of music or 5,000 characters of speech would
 * otherwise hold the loop longer than a lease (docs/media-worker.md, "Claiming").
 */
export function breather(signal: AbortSignal, sliceMs = 50): Breather {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < sliceMs) return;
    await nextTurn();
    throwIfAborted(signal);
    last = performance.now();
  };
}

/** For callers that run the work whole (tests, one-off tools). */
export const noBreaks: Breather = async () => undefined;
