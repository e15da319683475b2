import { InputCheck } from '../../../lib/validation';
import type { DisputeEvidenceKind, DisputeResolution, NewEvidence } from './dispute-store';
import { fileReference } from '../../../lib/storage/file-references';

interface EvidenceItemInput {
  kind: DisputeEvidenceKind;
  text?: string | null;
  url?: string | null;
}

export interface CreateDisputeInput {
  orderId: string;
  reason: string;
  evidence?: EvidenceItemInput[] | null;
}

export interface SubmitEvidenceInput {
  items: EvidenceItemInput[];
}

export interface ResolveDisputeInput {
  resolution: DisputeResolution;
  buyerPercent?: number | null;
  note?: string | null;
}

const MAX_ITEMS = 20;
const MAX_TEXT = 5000;
const MAX_URL = 2000;

/** A link to a file: an absolute http(s) URL, or a file this platform stores (`/files/<key>`). */
function isFileReference(url: string): boolean {
  if (url.startsWith('/files/')) return url.length > '/files/'.length && !/\s/.test(url);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** Checks evidence items under `field` (items.0.text, ...) and returns what to store. */
function checkItems(
  check: InputCheck,
  field: string,
  items: EvidenceItemInput[],
  required: boolean,
): NewEvidence[] {
  check.when(required && items.length === 0, field, 'must contain at least one item');
  check.when(items.length > MAX_ITEMS, field, `must contain at most ${MAX_ITEMS} items`);
  return items.map((item, index) => {
    const at = `${field}.${index}`;
    const text = item.text?.trim() || null;
    const url = item.url?.trim() || null;
    check.text(`${at}.text`, item.text, { max: MAX_TEXT });
    if (item.kind === 'text') {
      check.when(text === null, `${at}.text`, 'is required for text evidence');
      check.when(url !== null, `${at}.url`, 'is only for file evidence');
    } else {
      check.when(url === null, `${at}.url`, 'is required for file evidence');
      check.when(
        url !== null && (url.length > MAX_URL || !isFileReference(url)),
        `${at}.url`,
        `must be an http(s) URL or a /files/ path of at most ${MAX_URL} characters`,
      );
    }
    // A signed platform link is kept as its bare `/files/<key>`: links expire, evidence does not.
    return { kind: item.kind, text, url: url === null ? null : fileReference(url) };
  });
}

export function checkOpen(input: CreateDisputeInput): {
  orderId: string;
  reason: string;
  evidence: NewEvidence[];
} {
  const check = new InputCheck();
  check
    .uuid('orderId', input.orderId, { required: true })
    .text('reason', input.reason, { required: true, max: 2000 });
  const evidence = checkItems(check, 'evidence', input.evidence ?? [], false);
  check.done();
  return { orderId: input.orderId.toLowerCase(), reason: input.reason.trim(), evidence };
}

export function checkEvidence(input: SubmitEvidenceInput): NewEvidence[] {
  const check = new InputCheck();
  const items = checkItems(check, 'items', input.items, true);
  check.done();
  return items;
}

/** `buyerPercent` (1 to 99) belongs to a split and to nothing else. */
export function checkResolve(input: ResolveDisputeInput): {
  resolution: DisputeResolution;
  buyerPercent: number | null;
  note: string | null;
} {
  const check = new InputCheck();
  const split = input.resolution === 'split';
  check
    .when(split && input.buyerPercent == null, 'buyerPercent', 'is required for a split (1 to 99)')
    .when(!split && input.buyerPercent != null, 'buyerPercent', 'is only for a split')
    .number('buyerPercent', split ? input.buyerPercent : null, { integer: true, min: 1, max: 99 })
    .text('note', input.note, { max: 2000 });
  check.done();
  return {
    resolution: input.resolution,
    buyerPercent: split ? (input.buyerPercent as number) : null,
    note: input.note?.trim() || null,
  };
}
