import { newEvent, type PlatformEvent } from '../../../lib/events/bus';
import {
  EXPORT_COMPLETED_TYPE,
  EXPORT_DELIVERY,
  EXPORT_FINISHED,
  EXPORT_UPDATED,
} from '../../../lib/events/catalog';

/*
 * The reports service's event contract (docs/api/reports.md, "Events"): imported by the worker
 * that publishes, the gateway's exportProgress subscription, integrations and the tests.
 */

/** An export changed (queued, progressed, ended). A live notification straight to the bus, like media's job updates. */
export { EXPORT_UPDATED };

export interface ExportUpdatedData {
  exportId: string;
  userId: string;
  status: string;
  progress: number;
  rowCount: number;
}

export function exportUpdated(
  tenantId: string,
  data: ExportUpdatedData,
): PlatformEvent<ExportUpdatedData> {
  return { ...newEvent(EXPORT_UPDATED, tenantId, data), subject: data.exportId };
}

/**
 * An export ended for good, so the one who asked for it is told (the notifications service):
 * written through the outbox in the transaction of the write that completed or failed it (a run's
 * end, or a claim past MAX_EXPORT_CLAIMS), once per export; a cancel, the owner's own act, records
 * none, and a run that lost to it writes nothing. An internal event, not a webhook type.
 */
export { EXPORT_FINISHED };

export interface ExportFinishedData {
  exportId: string;
  /** Who asked for the export (a scheduled one: the schedule's owner). */
  userId: string;
  templateName: string;
  format: string;
  status: 'completed' | 'failed';
  rowCount: number;
  /** The file's name; null for a failed export. */
  fileName: string | null;
  /** Why it failed, as the export shows it; null for a completed one. */
  error: string | null;
  finishedAt: string;
}

export function exportFinished(
  tenantId: string,
  data: ExportFinishedData,
): PlatformEvent<ExportFinishedData> {
  return { ...newEvent(EXPORT_FINISHED, tenantId, data), subject: data.exportId };
}

/**
 * A scheduled export finished and goes to a webhook endpoint of its tenant: written to the outbox
 * in the transaction that completes the export; integrations stores one delivery for that
 * endpoint and sends it signed with the endpoint's secret, with its retries (docs/reports.md,
 * "Delivery").
 */
export { EXPORT_DELIVERY };

/** The CloudEvents type and source the receiver sees. */
export { EXPORT_COMPLETED_TYPE };
export const REPORTS_EVENT_SOURCE = 'urn:platform:reports-svc';

export interface ExportDeliveryData {
  /** The integrations webhook endpoint to deliver to (the schedule's deliverTo). */
  endpointId: string;
  exportId: string;
  scheduleId: string;
  templateId: string;
  templateName: string;
  format: string;
  rowCount: number;
  sizeBytes: number;
  fileName: string;
  /** The file's link: a capability URL (no token needed) until the export expires. */
  downloadUrl: string;
  expiresAt: string;
  completedAt: string;
}

export function exportDelivery(
  tenantId: string,
  data: ExportDeliveryData,
): PlatformEvent<ExportDeliveryData> {
  return {
    ...newEvent(EXPORT_DELIVERY, tenantId, data),
    source: REPORTS_EVENT_SOURCE,
    subject: data.exportId,
  };
}

/** The delivery's data as a consumer may rely on it, or undefined when it lacks the endpoint or the export. */
export function readExportDelivery(data: unknown): ExportDeliveryData | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  if (typeof d.endpointId !== 'string' || typeof d.exportId !== 'string') return undefined;
  return d as unknown as ExportDeliveryData;
}
