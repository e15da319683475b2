import type { ModelConfig } from '../../../lib/ai/model-registry';
import { generateImage, synthesizeSpeech } from '../../../lib/ai/openai-client';
import { wavSeconds } from '../../../lib/ai/wav';
import type { FileStorage } from '../../../lib/storage';
import { storeOutput, throwIfAborted, type GenerateOptions, type MediaOutput, type MediaProvider, type ProviderJob } from './provider';

/**
 * Media jobs on OpenAI-compatible servers, configured in the same registry as the ai service's
 * models (`AI_MODELS`, lib/ai/model-registry.ts): the first model with the `images` capability
 * draws image generations (`POST /images/generations`, one call per variant), the first with
 * `speech` reads text-to-speech jobs aloud (`POST /audio/speech`). Name `openai` in MEDIA_PROVIDERS.
 */
export class OpenAiMediaProvider implements MediaProvider {
  readonly name = 'openai';
  private readonly images: ModelConfig | undefined;
  private readonly speech: ModelConfig | undefined;

  constructor(private readonly storage: FileStorage, models: ModelConfig[]) {
    this.images = models.find((m) => m.kind === 'openai' && m.capabilities.includes('images'));
    this.speech = models.find((m) => m.kind === 'openai' && m.capabilities.includes('speech'));
    if (!this.images && !this.speech) throw new Error('MEDIA_PROVIDERS names openai, so AI_MODELS must configure a model with the images or speech capability');
  }

  supports(jobType: string): boolean {
    return (jobType === 'image-generation' && !!this.images) || (jobType === 'text-to-speech' && !!this.speech);
  }

  async generate(job: ProviderJob, { onProgress, signal }: GenerateOptions): Promise<MediaOutput[]> {
    return job.type === 'image-generation' ? this.draw(job, onProgress, signal) : [await this.read(job, signal)];
  }

  private async draw(job: ProviderJob, onProgress: GenerateOptions['onProgress'], signal: AbortSignal): Promise<MediaOutput[]> {
    const model = this.images!;
    const { prompt, width, height, variants = 1 } = job.params as { prompt: string; width: number; height: number; variants?: number };
    const outputs: MediaOutput[] = [];
    for (let n = 1; n <= variants; n++) {
      throwIfAborted(signal);
      const png = await generateImage(model, { prompt, width, height, signal: AbortSignal.any([signal, AbortSignal.timeout(model.timeoutMs)]) });
      // The size the server really drew (PNG's IHDR), which may differ from the one asked for.
      const drawn = png.length >= 24 && png.toString('ascii', 12, 16) === 'IHDR' ? { width: png.readUInt32BE(16), height: png.readUInt32BE(20) } : { width, height };
      outputs.push(await storeOutput(this.storage, job, n, { data: png, contentType: 'image/png', extension: 'png', ...drawn }));
      await onProgress(Math.round((100 * n) / variants));
    }
    return outputs;
  }

  private async read(job: ProviderJob, signal: AbortSignal): Promise<MediaOutput> {
    const model = this.speech!;
    const { text, voiceId, speed } = job.params as { text: string; voiceId?: string; speed?: number };
    const audio = await synthesizeSpeech(model, { text, voice: voiceId && voiceId !== 'auto' ? voiceId : 'alloy', format: 'wav', speed, signal: AbortSignal.any([signal, AbortSignal.timeout(model.timeoutMs)]) });
    return storeOutput(this.storage, job, 1, { data: audio, contentType: 'audio/wav', extension: 'wav', durationSeconds: wavSeconds(audio) ?? undefined });
  }
}
