import { JOB_UPDATED, readJobUpdate } from '../../subgraphs/media/common/events';
import { TRAINING_PROGRESS, type TrainingProgressData } from '../../subgraphs/ml/common/events';
import { EXPORT_UPDATED, type ExportUpdatedData } from '../../subgraphs/reports/common/events';
import {
  NOTIFICATION_ADDED,
  readNotificationAdded,
} from '../../subgraphs/notifications/common/events';
import {
  TICKET_SALES_CHANGED,
  type TicketSalesChangedData,
} from '../../subgraphs/events/common/events';

/** A progress event as the fan-out reads it: whose it is, and the job's values it carries. */
export interface JobEvent {
  jobId: string;
  /**
   * Values of the job at the event's moment (by field name) that win over the row's, which may
   * already be further along; a `status` here also says at once whether the job has ended.
   */
  values: Readonly<Record<string, unknown>>;
}

/**
 * What differs between the kinds of background job a client can follow (media jobs, ML
 * trainings, report exports, and an event's ticket sales, followed the same way); the rest is one mechanism (progress.ts, fanout.ts, resolve.ts).
 */
export interface ProgressKind {
  /** The subscription field and its id argument: `jobProgress(jobId:)`. */
  field: string;
  idArg: string;
  /** The entity named in NOT_FOUND. */
  entity: string;
  /** The query field that reads the job now, with the caller's rights: `job(id:)`. */
  queryField: string;
  /** The query field's id argument when it is not `id`: `eventTicketSales(eventId:)`. */
  queryIdArg?: string;
  /** The event type published on every change, and how its data reads (undefined: unreadable). */
  eventType: string;
  read(data: unknown): JobEvent | undefined;
  /** Fields whose value at the event is carried by the event itself (`JobEvent.values`). */
  eventFields: readonly string[];
  /** Statuses after which nothing changes (compared lower-cased). */
  terminal: readonly string[];
}

export function hasEnded(kind: ProgressKind, status: string): boolean {
  return kind.terminal.includes(status.toLowerCase());
}

/** `jobProgress` (docs/api/media.md, "Events"): the event carries status, progress and type. */
export const MEDIA_JOBS: ProgressKind = {
  field: 'jobProgress',
  idArg: 'jobId',
  entity: 'Job',
  queryField: 'job',
  eventType: JOB_UPDATED,
  read(data) {
    const update = readJobUpdate(data);
    if (!update) return undefined;
    const { jobId, status, progress, type } = update;
    return { jobId, values: { status, progress, type } };
  },
  eventFields: ['status', 'progress', 'type'],
  terminal: ['completed', 'failed', 'cancelled'],
};

/** Reads an event that only says when to look: the job's id under `key`, no values of its own. */
function whenToLook(key: string): ProgressKind['read'] {
  return (data) => {
    const jobId = (data as Record<string, unknown> | null)?.[key];
    return typeof jobId === 'string' ? { jobId, values: {} } : undefined;
  };
}

/**
 * `trainingProgress` (docs/api/ml.md, "Events"): the ml runner publishes after it writes
 * the row, so the event only says when to look; roles and tenancy are `GET /ml/v1/training/{id}`'s.
 */
const TRAININGS: ProgressKind = {
  field: 'trainingProgress',
  idArg: 'jobId',
  entity: 'Training job',
  queryField: 'mlTrainingJob',
  eventType: TRAINING_PROGRESS,
  read: whenToLook('jobId' satisfies keyof TrainingProgressData),
  eventFields: [],
  terminal: ['succeeded', 'failed', 'cancelled'],
};

/**
 * `exportProgress` (docs/api/reports.md, "Subscriptions"): the worker writes the row before it
 * publishes, so the event only says when to look; the reports service's visibility rules (own
 * exports; an admin's tenant) apply as over HTTP.
 */
const EXPORTS: ProgressKind = {
  field: 'exportProgress',
  idArg: 'exportId',
  entity: 'Export',
  queryField: 'reportExport',
  eventType: EXPORT_UPDATED,
  read: whenToLook('exportId' satisfies keyof ExportUpdatedData),
  eventFields: [],
  terminal: ['completed', 'failed', 'cancelled', 'expired'],
};

/**
 * `ticketSales` (subgraphs/events/sales/schema.graphql): an event's counts, read through
 * `eventTicketSales(eventId:)` (its organizer, admins and staff teams), on every
 * `events.ticket_sales_changed` of it, until the event is cancelled (its counts are then final:
 * subgraphs/events/sales/sales-rules.ts) or has ended.
 */
const TICKET_SALES: ProgressKind = {
  field: 'ticketSales',
  idArg: 'eventId',
  entity: 'Event',
  queryField: 'eventTicketSales',
  queryIdArg: 'eventId',
  eventType: TICKET_SALES_CHANGED,
  read: whenToLook('eventId' satisfies keyof TicketSalesChangedData),
  eventFields: [],
  terminal: ['cancelled', 'ended'],
};

export const PROGRESS_KINDS: readonly ProgressKind[] = [
  MEDIA_JOBS,
  TRAININGS,
  EXPORTS,
  TICKET_SALES,
];

/**
 * `notificationAdded` (docs/api/notifications.md, "Subscription"): each new notice of the caller,
 * read through `notification(id:)` so only its owner ever sees it. Not a progress kind: a
 * notice does not change on its own, so the subscription follows the inbox, not one notice.
 */
export const NOTIFICATIONS: ProgressKind = {
  field: 'notificationAdded',
  idArg: 'id',
  entity: 'Notification',
  queryField: 'notification',
  eventType: NOTIFICATION_ADDED,
  read(data) {
    const added = readNotificationAdded(data);
    return added && { jobId: added.notificationId, values: { ownerId: added.userId } };
  },
  eventFields: [],
  terminal: [],
};
