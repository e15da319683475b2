import { isUuid } from '../context';
import type { PlatformEvent } from './bus';
import { topicOf, typeOfTopic } from './bus';

export const CLOUDEVENTS_JSON = 'application/cloudevents+json';

/** A CloudEvents 1.0 event in structured JSON mode, as the platform writes it to Kafka. */
export interface StructuredCloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  subject?: string;
  time: string;
  datacontenttype: 'application/json';
  tenantid: string;
  /** Extension attribute: the `x-request-id` of the request that caused the event. */
  requestid?: string;
  /** Distributed-tracing extension attribute: the W3C `traceparent` of the publishing span. */
  traceparent?: string;
  data: unknown;
}

export function toStructuredCloudEvent(event: PlatformEvent): StructuredCloudEvent {
  return {
    specversion: '1.0',
    id: event.id,
    source: event.source ?? 'urn:platform:unknown',
    type: topicOf(event.type),
    ...(event.subject ? { subject: event.subject } : {}),
    time: new Date(event.time).toISOString(),
    datacontenttype: 'application/json',
    tenantid: event.tenantId,
    ...(event.requestId ? { requestid: event.requestId } : {}),
    ...(event.traceparent ? { traceparent: event.traceparent } : {}),
    data: event.data ?? {},
  };
}

/** Why a message cannot be handled at all: it goes straight to the dead-letter topic. */
export class MalformedEventError extends Error {}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Reads a structured CloudEvent. Unknown attributes and unknown data fields are ignored (new
 * ones may appear); the attributes a consumer relies on must be there.
 */
export function parseStructuredCloudEvent(raw: string): PlatformEvent {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new MalformedEventError('value is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new MalformedEventError('value is not a JSON object');
  if (value.specversion !== '1.0') throw new MalformedEventError('specversion must be 1.0');
  for (const attribute of ['id', 'source', 'type', 'time'] as const) {
    if (!text(value[attribute])) throw new MalformedEventError(`${attribute} is missing`);
  }
  if (!text(value.tenantid) || !isUuid(value.tenantid))
    throw new MalformedEventError('tenantid must be a tenant UUID');
  const type = typeOfTopic(value.type as string);
  if (!type)
    throw new MalformedEventError(`type ${String(value.type)} is not a platform event type`);
  if (Number.isNaN(Date.parse(value.time as string)))
    throw new MalformedEventError('time is not a timestamp');
  return {
    id: value.id as string,
    type,
    tenantId: (value.tenantid as string).toLowerCase(),
    time: value.time as string,
    source: value.source as string,
    subject: text(value.subject) ? value.subject : undefined,
    requestId: text(value.requestid) ? value.requestid : undefined,
    traceparent: text(value.traceparent) ? value.traceparent : undefined,
    data: value.data ?? {},
  };
}
