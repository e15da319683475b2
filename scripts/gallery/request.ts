import type { Job } from './client';

/** What earlier jobs made that later requests use, as a client keeps it. */
export interface Made {
  photo?: string;
  template?: string;
  image?: string;
  video?: string;
  speechWav?: string;
  speechMp3?: string;
  voice?: string;
  avatar?: string;
  animation?: string;
}

export interface GalleryRequest {
  /** The picture's name in docs/screenshots/gallery/ (the job type, or the type and a variant). */
  name: string;
  type: string;
  /** The request in a few words, for the table. */
  summary: string;
  path: (made: Made) => string;
  body: (made: Made) => unknown;
  needs: (keyof Made)[];
  /** Keeps what later requests use from the completed job. */
  keep?: (job: Job) => Partial<Made>;
}

/** The signed link of a job's output, as the job answered it. */
export const outputUrl = (job: Job, index = 0) => job.outputs[index]?.url;

/** A request of the gallery; `path` is fixed or made from what earlier jobs made (a template's id). */
export const request = (
  name: string,
  type: string,
  summary: string,
  path: string | ((made: Made) => string),
  body: (made: Made) => unknown,
  needs: (keyof Made)[] = [],
  keep?: GalleryRequest['keep'],
): GalleryRequest => ({
  name,
  type,
  summary,
  path: typeof path === 'string' ? () => path : path,
  body,
  needs,
  keep,
});
