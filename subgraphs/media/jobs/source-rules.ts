import type { InputCheck } from '../../../lib/validation';
import type { MediaDeps } from '../common/deps';
import { sourceProblem, type SourceKind } from '../providers/source-probe';
import type { JobDraft } from './input-fields';
import type { JobParams, JobType } from './job-types';

/** One source a job reads: the field named in a problem, its value, what it must be. */
interface Source {
  field: string;
  value: unknown;
  kind: SourceKind;
}

const one = (params: JobParams, field: string, kind: SourceKind): Source[] =>
  params[field] == null ? [] : [{ field, value: params[field], kind }];

const each = (list: unknown, field: string, kind: SourceKind): Source[] =>
  Array.isArray(list) ? list.map((value, i) => ({ field: `${field}.${i}`, value, kind })) : [];

/**
 * The source files of each job type that takes one (docs/api/media.md, "Bodies"), with what the
 * worker reads them as: a social variant crops a picture and falls back for a video; subtitles
 * transcribe the video's audio track, so a video without one is refused here.
 */
const SOURCES: Partial<Record<JobType, (params: JobParams) => Source[]>> = {
  'image-transformation': (p) => [
    ...one(p, 'imageUrl', 'image'),
    ...one(p, 'styleReference', 'image'),
  ],
  'background-removal': (p) => one(p, 'imageUrl', 'image'),
  'image-upscale': (p) => one(p, 'imageUrl', 'image'),
  'short-clips': (p) => one(p, 'videoUrl', 'video'),
  subtitles: (p) => one(p, 'videoUrl', 'spoken-video'),
  'voice-clone-training': (p) => each(p.audioSamples, 'audioSamples', 'audio'),
  'avatar-generation': (p) => (p.sourceType === 'photo' ? one(p, 'sourceData', 'image') : []),
  'avatar-animation': (p) => one(p, 'audioUrl', 'audio'),
  'template-render': (p) =>
    each((p.data as { images?: unknown } | undefined)?.images, 'data.images', 'image'),
  'social-variants': (p) => one(p, 'sourceUrl', 'image-or-video'),
};

/**
 * The sources of a job must be there and decode as what the job reads (providers/source-probe.ts)
 * before anything is reserved: a problem is a field problem of the creation's 400, as the
 * other field rules' (docs/media.md, "Validation"). A field already refused is not read.
 */
export async function checkSources(
  deps: MediaDeps,
  tenantId: string,
  check: InputCheck,
  draft: JobDraft,
): Promise<void> {
  const sources = (SOURCES[draft.type]?.(draft.params) ?? []).filter(
    (s): s is Source & { value: string } => typeof s.value === 'string' && !check.has(s.field),
  );
  const found = await Promise.all(
    sources.map((s) => sourceProblem(deps.storage, tenantId, s.value, s.kind)),
  );
  sources.forEach((s, i) => {
    if (found[i]) check.problem(s.field, found[i]);
  });
}
