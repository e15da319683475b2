import type { FileStorage } from '../../../lib/storage';
import { RECIPES } from './local-recipes';
import { storeOutput, throwIfAborted, type GenerateOptions, type MediaOutput, type MediaProvider, type ProviderJob } from './provider';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes real files with pure JavaScript, no network and no model: PNG pictures, WAV audio, GLB
 * models, PDF and WebVTT documents, JSON descriptors (what each type gets: docs/media-worker.md).
 * Deterministic: the same params give the same bytes.
 */
export class LocalProvider implements MediaProvider {
  readonly name = 'local';

  constructor(private readonly storage: FileStorage) {}

  supports(jobType: string): boolean {
    return jobType in RECIPES;
  }

  async generate(job: ProviderJob, { onProgress, signal }: GenerateOptions): Promise<MediaOutput[]> {
    const recipe = RECIPES[job.type];
    if (!recipe) throw new Error(`The local provider has no recipe for ${job.type}`);
    const files = await recipe(job, this.storage);
    const outputs: MediaOutput[] = [];
    for (const [i, make] of files.entries()) {
      // Between files: let lease renewals and cancels through, and stop if asked to.
      await nextTurn();
      throwIfAborted(signal);
      outputs.push(await storeOutput(this.storage, job, i + 1, make()));
      await onProgress(Math.round(((i + 1) / files.length) * 100));
    }
    return outputs;
  }
}
