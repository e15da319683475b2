import { isUuid } from '../../../lib/context';
import { AppError, UnauthenticatedError, ValidationError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import { announce } from '../exports/export-rules';
import type { ExportRow } from '../exports/export-store';
import type { ReportsDeps } from '../common/deps';
import { queueRun } from '../schedules/schedule-runs';
import { findSchedulesOfSource } from '../schedules/schedule-store';
import { validSignature } from './signature';
import {
  findEventByEventId,
  findSourceById,
  insertEventOnce,
  setEventExports,
} from './source-store';

export interface Receipt {
  eventId: string;
  duplicate: boolean;
  exportIds: string[];
}

const REFUSED =
  'The signature does not match this source (x-platform-signature: sha256=<hex HMAC-SHA256 of the raw body>)';

/** The CloudEvent's attributes this service relies on, every problem at once. */
function readCloudEvent(payload: string): {
  id: string;
  type: string;
  body: Record<string, unknown>;
} {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    throw ValidationError.field('body', 'is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw ValidationError.field('body', 'must be a CloudEvents 1.0 JSON object');
  const event = body as Record<string, unknown>;
  const check = new InputCheck();
  if (event.specversion !== '1.0') check.problem('specversion', 'must be 1.0');
  for (const field of ['id', 'type', 'source'] as const) {
    const value = event[field];
    if (typeof value !== 'string' || value.trim() === '')
      check.problem(field, 'is required and must be a non-empty string');
    else if (value.length > 200) check.problem(field, 'must be at most 200 characters');
  }
  check.done();
  return { id: event.id as string, type: event.type as string, body: event };
}

/**
 * A sender's event (public, no token). The signature is checked before anything else, against
 * the source's secret, in constant time; an unknown source is refused the same way, so a guess
 * learns nothing. Then the event is stored once per CloudEvents id and, in the same transaction,
 * the source's enabled schedules each queue one export (their slot is the event's id, so a
 * repeat runs nothing). A repeat answers the first receipt's exports with `duplicate: true`.
 */
export async function receiveWebhook(
  deps: ReportsDeps,
  sourceId: string,
  signature: string | null | undefined,
  payload: string,
): Promise<Receipt> {
  const source = isUuid(sourceId)
    ? await findSourceById(deps.prisma, sourceId.toLowerCase())
    : null;
  // An unknown source still costs one HMAC, like a known one with a bad signature.
  if (!validSignature(source?.secret ?? 'no such source', payload, signature) || !source)
    throw new UnauthenticatedError(REFUSED);
  const event = readCloudEvent(payload);
  const now = deps.clock.now();
  const stored = await deps.prisma.$transaction(async (tx) => {
    const id = await insertEventOnce(tx, {
      tenantId: source.tenantId,
      sourceId: source.id,
      eventId: event.id,
      type: event.type,
      payload: event.body,
    });
    if (!id) return null;
    const exports: ExportRow[] = [];
    for (const schedule of await findSchedulesOfSource(tx, source.tenantId, source.id)) {
      const row = await queueRun(
        deps,
        tx,
        schedule,
        `webhook:${source.id}:${event.id}`,
        'webhook',
        now,
      );
      if (row) exports.push(row);
    }
    await setEventExports(
      tx,
      id,
      exports.map((row) => row.id),
    );
    return exports;
  });
  if (!stored) {
    const first = await findEventByEventId(deps.prisma, source.id, event.id);
    if (!first)
      throw new AppError('CONFLICT', 'The event is being stored by another request; retry', 409);
    return { eventId: event.id, duplicate: true, exportIds: first.exportIds };
  }
  for (const row of stored) announce(deps, row);
  if (stored.length) deps.wakeWorker();
  return { eventId: event.id, duplicate: false, exportIds: stored.map((row) => row.id) };
}
