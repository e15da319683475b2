import type { ModelConfig } from '../../../lib/ai/model-registry';
import { generateImage, synthesizeSpeech } from '../../../lib/ai/openai-client';
import { wavSeconds } from '../../../lib/ai/wav';
import type { FileStorage } from '../../../lib/storage';
import { pictureSize } from './file-info';
import { classify } from './remote-files';
import type { Route } from './settings';
import {
  storeOutput,
  throwIfAborted,
  type GenerateOptions,
  type MediaOutput,
  type MediaProvider,
  type ProviderJob,
} from './provider';

/** The model of a capability: the route's (an AI_MODELS id), else the registry's first that has it. */
function pick(
  models: ModelConfig[],
  capability: 'images' | 'speech',
  id: string | undefined,
): ModelConfig | undefined {
  const able = models.filter((m) => m.kind === 'openai' && m.capabilities.includes(capability));
  if (id === undefined) return able[0];
  const model = models.find((m) => m.id === id);
  if (!model)
    throw new Error(
      `MEDIA_PROVIDER_MAP names the AI_MODELS id ${id}, which AI_MODELS does not have`,
    );
  return able.includes(model) ? model : undefined;
}

/**
 * Media jobs on OpenAI-compatible servers, configured in the same registry as the ai service's
 * models (`AI_MODELS`, lib/ai/model-registry.ts): the first model with the `images` capability
 * draws image generations (`POST /images/generations`, one call per variant), the first with
 * `speech` reads text-to-speech jobs aloud (`POST /audio/speech`). Name `openai` in MEDIA_PROVIDERS;
 * as a route of MEDIA_PROVIDER_MAP (`"dall-e": "openai:<AI_MODELS id>"`) it uses that model.
 */
export class OpenAiMediaProvider implements MediaProvider {
  readonly name: string;
  readonly adapter?: string;
  private readonly images: ModelConfig | undefined;
  private readonly speech: ModelConfig | undefined;
  private readonly types: readonly string[];

  constructor(
    private readonly storage: FileStorage,
    models: ModelConfig[],
    route?: Route,
  ) {
    this.name = route?.name ?? 'openai';
    if (route) this.adapter = 'openai';
    this.types = route?.types ?? ['image-generation', 'text-to-speech'];
    this.images = this.types.includes('image-generation')
      ? pick(models, 'images', route?.model)
      : undefined;
    this.speech = this.types.includes('text-to-speech')
      ? pick(models, 'speech', route?.model)
      : undefined;
    if (route && this.types.some((t) => (t === 'image-generation' ? !this.images : !this.speech))) {
      throw new Error(
        `MEDIA_PROVIDER_MAP entry ${route.name}: AI_MODELS has no openai model ${route.model ?? ''} with the capability for ${this.types.join(', ')}`,
      );
    }
    if (!this.images && !this.speech)
      throw new Error(
        'MEDIA_PROVIDERS names openai, so AI_MODELS must configure a model with the images or speech capability',
      );
  }

  supports(jobType: string): boolean {
    return (
      (jobType === 'image-generation' && !!this.images) ||
      (jobType === 'text-to-speech' && !!this.speech)
    );
  }

  async generate(
    job: ProviderJob,
    { onProgress, signal }: GenerateOptions,
  ): Promise<MediaOutput[]> {
    return job.type === 'image-generation'
      ? this.draw(job, onProgress, signal)
      : [await this.read(job, signal)];
  }

  private async draw(
    job: ProviderJob,
    onProgress: GenerateOptions['onProgress'],
    signal: AbortSignal,
  ): Promise<MediaOutput[]> {
    const model = this.images!;
    const {
      prompt,
      width,
      height,
      variants = 1,
    } = job.params as { prompt: string; width: number; height: number; variants?: number };
    const outputs: MediaOutput[] = [];
    for (let n = 1; n <= variants; n++) {
      throwIfAborted(signal);
      const picture = await generateImage(model, {
        prompt,
        width,
        height,
        signal: AbortSignal.any([signal, AbortSignal.timeout(model.timeoutMs)]),
      });
      // What the server really drew (its format and size), which may differ from what was asked for.
      const { contentType, extension } = classify(picture, 'image/png');
      const drawn = pictureSize(picture) ?? { width, height };
      outputs.push(
        await storeOutput(this.storage, job, n, {
          data: picture,
          contentType,
          extension,
          ...drawn,
        }),
      );
      await onProgress(Math.round((100 * n) / variants));
    }
    return outputs;
  }

  private async read(job: ProviderJob, signal: AbortSignal): Promise<MediaOutput> {
    const model = this.speech!;
    const { text, voiceId, speed } = job.params as {
      text: string;
      voiceId?: string;
      speed?: number;
    };
    const audio = await synthesizeSpeech(model, {
      text,
      voice: voiceId && voiceId !== 'auto' ? voiceId : 'alloy',
      format: 'wav',
      speed,
      signal: AbortSignal.any([signal, AbortSignal.timeout(model.timeoutMs)]),
    });
    return storeOutput(this.storage, job, 1, {
      data: audio,
      contentType: 'audio/wav',
      extension: 'wav',
      durationSeconds: wavSeconds(audio) ?? undefined,
    });
  }
}
