import { isUuid } from '../../../lib/context';
import type { InputCheck } from '../../../lib/validation';
import type { PromptText } from '../../../lib/moderation/prompt-moderator';
import type { JobParams, JobType } from './job-types';
import { fileReference } from '../../../lib/storage/file-references';

/*
 * The field checks every creation family's input uses (images/, video/, audio/, avatars/,
 * publishing/, templates/): each reports its problem to the InputCheck and answers the value to
 * store, so one 400 lists every problem (docs/media.md, "Validation").
 */

/** Something the input names that must exist: checked against the database after the field rules. */
export type Reference =
  /** The id of a completed job of this type in the caller's tenant (a trained voice, an avatar model). */
  | { field: string; kind: 'job'; jobType: JobType; id: string }
  /** The URL of an output of a completed job in the caller's tenant. */
  | { field: string; kind: 'output'; url: string };

/** A checked request: what the job stores, the text the content policy reads and what must exist. */
export interface JobDraft {
  type: JobType;
  params: JobParams;
  provider: string | null;
  prompts: PromptText[];
  references: Reference[];
}

export type Nullable<T> = T | null | undefined;

/** Image and music prompts and avatar descriptions: at most this many characters. */
export const MAX_PROMPT = 1000;

const MAX_URL = 2048;
// Files of the platform itself (outputs of earlier jobs, uploads) are served gateway-relative.
const PLATFORM_FILE = /^\/files\/[A-Za-z0-9][A-Za-z0-9_./-]*$/;
const DATA_URI = /^data:image\/(png|jpeg|webp|gif);base64,([A-Za-z0-9+/]+={0,2})$/;
const HEX_COLOR = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
/** About 750 KB of image: a data URI must fit the gateway's 1 MiB body with the rest of the request. */
const MAX_DATA_URI = 1_000_000;

function isWebUrl(value: string): boolean {
  if (PLATFORM_FILE.test(value) && !value.includes('..')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * An http(s) URL or a platform file path (/files/...); null when absent, blank or invalid. A
 * signed platform link (as the API hands out) is kept without its expiring query: the job reads
 * the file by its key, and a retry days later must still name it.
 */
export function url(
  check: InputCheck,
  field: string,
  value: Nullable<string>,
  required = false,
): string | null {
  const given = value?.trim();
  const text = given ? fileReference(given) : given;
  if (!text) {
    if (required) check.problem(field, value == null ? 'is required' : 'must not be empty');
    return null;
  }
  if (text.length > MAX_URL) check.problem(field, `must be at most ${MAX_URL} characters`);
  else if (!isWebUrl(text)) check.problem(field, 'must be an http(s) URL or a /files/ path');
  else return text;
  return null;
}

/** A URL (as url()) or a base64 data URI of a PNG, JPEG, WebP or GIF image. */
export function imageSource(
  check: InputCheck,
  field: string,
  value: Nullable<string>,
): string | null {
  const text = value?.trim();
  if (!text?.startsWith('data:')) return url(check, field, value, true);
  if (text.length > MAX_DATA_URI)
    check.problem(field, `must be at most ${MAX_DATA_URI} characters as a data URI`);
  else if (!DATA_URI.test(text))
    check.problem(field, 'must be a URL or a base64 data URI of a png, jpeg, webp or gif image');
  else return text;
  return null;
}

/** Text with a required flag and a maximum length; blank is "must not be empty". */
export function text(
  check: InputCheck,
  field: string,
  value: Nullable<string>,
  rules: { required?: boolean; max: number },
): string | null {
  check.text(field, value, rules);
  return value?.trim() || null;
}

/** One of `allowed`, else `fallback` when absent. */
export function choice<T extends string | number>(
  check: InputCheck,
  field: string,
  value: Nullable<T>,
  allowed: readonly T[],
  fallback: T,
): T;
export function choice<T extends string | number>(
  check: InputCheck,
  field: string,
  value: Nullable<T>,
  allowed: readonly T[],
  fallback?: null,
): T | null;
export function choice<T extends string | number>(
  check: InputCheck,
  field: string,
  value: Nullable<T>,
  allowed: readonly T[],
  fallback: T | null = null,
): T | null {
  if (value === null || value === undefined) return fallback;
  if (!allowed.includes(value)) check.problem(field, `must be one of ${allowed.join(', ')}`);
  return value;
}

/** A whole number in [min, max], else `fallback` when absent. */
export function integer(
  check: InputCheck,
  field: string,
  value: Nullable<number>,
  rules: { min: number; max: number; required?: boolean },
  fallback: number | null = null,
): number | null {
  check.number(field, value, { ...rules, integer: true });
  return value ?? fallback;
}

/** A number in [min, max], else `fallback` when absent. */
export function decimal(
  check: InputCheck,
  field: string,
  value: Nullable<number>,
  rules: { min: number; max: number },
  fallback: number,
): number {
  check.number(field, value, rules);
  return value ?? fallback;
}

/** A BCP 47 language tag (en, en-US, pt-BR, zh-Hant-TW), returned in its canonical case. */
export function locale(
  check: InputCheck,
  field: string,
  value: Nullable<string>,
  required = false,
): string | null {
  const tag = value?.trim();
  if (!tag) {
    if (required) check.problem(field, value == null ? 'is required' : 'must not be empty');
    return null;
  }
  try {
    if (tag.length <= 35 && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag))
      return Intl.getCanonicalLocales(tag)[0];
  } catch {
    // Falls through to the problem below.
  }
  check.problem(field, 'must be a language code such as en or en-US');
  return tag;
}

/** A hex colour; `alternative` names what else the field accepts (in the problem's words). */
export function hexColor(
  check: InputCheck,
  field: string,
  value: Nullable<string>,
  alternative?: string,
): string | null {
  if (value == null) return null;
  if (!HEX_COLOR.test(value))
    check.problem(
      field,
      `must be a colour as #RRGGBB or #RRGGBBAA${alternative ? `, or ${alternative}` : ''}`,
    );
  return value;
}

/** The id of a job, which is a UUID; the reference is queued only when it can exist. */
export function jobReference(
  check: InputCheck,
  references: Reference[],
  field: string,
  value: Nullable<string>,
  jobType: JobType,
): string | null {
  const id = value?.trim();
  if (!id) {
    check.problem(field, value == null ? 'is required' : 'must not be empty');
    return null;
  }
  if (!isUuid(id)) check.problem(field, 'must be the id of a job (a UUID)');
  else references.push({ field, kind: 'job', jobType, id: id.toLowerCase() });
  return id.toLowerCase();
}

/** Drops absent values so that stored params hold only what applies. */
export function compact(params: Record<string, unknown>): JobParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== null && value !== undefined),
  );
}
