import { assertUuid } from '../../../lib/validation';

/** A notice's id: a UUID, or VALIDATION_ERROR before any query. */
export function checkNotificationId(id: string): string {
  assertUuid(id);
  return id;
}
