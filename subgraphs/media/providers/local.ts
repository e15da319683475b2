import type { ModelConfig } from '../../../lib/ai/model-registry';
import type { FileStorage } from '../../../lib/storage';
import { RECIPES } from './local-recipes';
import {
  storeOutput,
  throwIfAborted,
  type GenerateOptions,
  type MediaOutput,
  type MediaProvider,
  type ProviderJob,
} from './provider';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface LocalProviderOptions {
  /** The OpenAI-compatible model subtitles are transcribed with; without one, subtitles jobs fail at once. */
  transcription?: ModelConfig;
}

/**
 * Makes the real kind of file in-process, with no generative model: H.264 MP4 videos and clips,
 * PNG, JPEG and WebP images processed with sharp, speech from a formant synthesiser and
 * procedural music as WAV or MP3, GLB models, PDF documents, and WebVTT and SRT subtitles from a
 * transcription model (what each job type gets: docs/media-worker.md). Deterministic where no
 * other service is involved: the same params give the same bytes.
 */
export class LocalProvider implements MediaProvider {
  readonly name = 'local';

  constructor(
    private readonly storage: FileStorage,
    private readonly options: LocalProviderOptions = {},
  ) {}

  supports(jobType: string): boolean {
    return jobType in RECIPES;
  }

  async generate(
    job: ProviderJob,
    { onProgress, signal }: GenerateOptions,
  ): Promise<MediaOutput[]> {
    const recipe = RECIPES[job.type];
    if (!recipe) throw new Error(`The local provider has no recipe for ${job.type}`);
    const files = await recipe(job, {
      storage: this.storage,
      signal,
      transcription: this.options.transcription,
    });
    const outputs: MediaOutput[] = [];
    let reported = 0;
    // Within a long file (a video) progress is reported in steps of at least 5 %: each report is a write and an event.
    const report = async (percent: number) => {
      if (percent >= 100 || percent - reported >= 5) {
        reported = percent;
        await onProgress(percent);
      }
    };
    for (const [i, make] of files.entries()) {
      // Between files: let lease renewals and cancels through, and stop if asked to.
      await nextTurn();
      throwIfAborted(signal);
      const file = await make({
        signal,
        progress: (fraction) =>
          report(Math.floor(((i + Math.min(1, fraction)) / files.length) * 100)),
      });
      throwIfAborted(signal);
      outputs.push(await storeOutput(this.storage, job, i + 1, file));
      const done = Math.round(((i + 1) / files.length) * 100);
      reported = done;
      await onProgress(done);
    }
    return outputs;
  }
}
