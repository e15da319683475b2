import type { FileStorage } from '../../../lib/storage';
import { loadPredictor, type Predictor } from '../training/algorithms';
import type { Artifact } from '../training/artifact';

export interface LoadedModel {
  artifact: Artifact;
  predict: Predictor;
}

/**
 * Artifacts loaded from storage, by key (a key names one training's artifact, never rewritten):
 * the most recently used `capacity` stay in memory. Two requests loading the same key at once
 * share one read.
 */
export class PredictorCache {
  private readonly loaded = new Map<string, Promise<LoadedModel>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly capacity = 50,
  ) {}

  get(key: string): Promise<LoadedModel> {
    const hit = this.loaded.get(key);
    if (hit) {
      this.loaded.delete(key);
      this.loaded.set(key, hit);
      return hit;
    }
    const loading = this.load(key);
    loading.catch(() => this.loaded.delete(key));
    this.loaded.set(key, loading);
    if (this.loaded.size > this.capacity) this.loaded.delete(this.loaded.keys().next().value!);
    return loading;
  }

  private async load(key: string): Promise<LoadedModel> {
    const file = await this.storage.get(key);
    if (!file) throw new Error(`artifact ${key} is missing from storage`);
    const artifact = JSON.parse(file.data.toString('utf8')) as Artifact;
    if (artifact.format !== 'ml-artifact/1')
      throw new Error(`artifact ${key} has an unknown format`);
    return {
      artifact,
      predict: loadPredictor(
        artifact.algorithm,
        artifact.task,
        artifact.model,
        artifact.classes?.length ?? 0,
      ),
    };
  }
}
