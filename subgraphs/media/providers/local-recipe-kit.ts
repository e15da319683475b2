import type { ModelConfig } from '../../../lib/ai/model-registry';
import type { FileStorage } from '../../../lib/storage';
import type { LocalFile } from './local-files';
import type { StepContext } from './local-video';
import type { ProviderJob } from './provider';
import { readSource, SOURCE_BYTES } from './source-file';

/** What a recipe may use besides the job: storage (sources, trained models) and the transcription model. */
export interface RecipeContext {
  storage: FileStorage;
  signal: AbortSignal;
  transcription?: ModelConfig;
}

/** Makes one file when its turn comes (so progress moves file by file, and within long files). */
type FileMaker = (step: StepContext) => LocalFile | Promise<LocalFile>;

/** The files of one job. */
export type Recipe = (job: ProviderJob, context: RecipeContext) => Promise<FileMaker[]>;

export const str = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.length > 0 ? value : fallback;
export const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
export const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: Math.max(1, Math.floor(n)) }, (_, i) => make(i));

export const source = (
  job: ProviderJob,
  context: RecipeContext,
  field: string,
  maxBytes: number = SOURCE_BYTES.image,
) =>
  readSource(context.storage, job.tenantId, job.params[field], {
    field,
    maxBytes,
    signal: context.signal,
  });
