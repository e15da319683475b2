import { parentPort, workerData } from 'node:worker_threads';
import type { Table } from '../datasets/dataset-parse';
import { train, TrainingConfigError, type TrainingSpec } from './artifact';

/**
 * A training job's worker thread (training/training-runner.ts): fits the model off the service's
 * event loop and posts `progress`, then `done` with the artifact, or `failed`. A config problem
 * found in the data is `config`; anything else thrown is the trainer's own failure.
 */
export type TrainerMessage =
  | { type: 'progress'; progress: number }
  | { type: 'done'; artifactJson: string; metrics: object }
  | { type: 'failed'; kind: 'config' | 'trainer'; message: string };

// The dataset file's bytes arrive transferred, not copied, and are parsed here, off the service's loop.
const { bytes, spec } = (workerData as { data: { bytes: Uint8Array; spec: TrainingSpec } }).data;
const post = (message: TrainerMessage) => parentPort!.postMessage(message);
try {
  const table = JSON.parse(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'),
  ) as Table;
  const result = train(table, spec, (progress) => post({ type: 'progress', progress }));
  // As JSON text made here: the models hold ml-matrix objects, which structured cloning would
  // turn into plain objects that no longer load (their own toJSON gives the arrays load() reads).
  post({ type: 'done', artifactJson: JSON.stringify(result.artifact), metrics: result.metrics });
} catch (error) {
  post({
    type: 'failed',
    kind: error instanceof TrainingConfigError ? 'config' : 'trainer',
    message: (error as Error).message,
  });
}
