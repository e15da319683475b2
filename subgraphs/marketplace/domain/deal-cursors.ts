import { isUuid } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import { decodeCursor, type CursorPosition, type SortOrder } from '../../../lib/pagination';
import type { KeysetType } from '../data/deal-keyset';

/** The cursor value in the form its SQL type accepts, or undefined when it cannot be one. */
function sqlValue(value: string | number, type: KeysetType): string | number | undefined {
  switch (type) {
    case 'timestamptz': {
      const iso = typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : '';
      return /^\d{4}-/.test(iso) ? iso : undefined;
    }
    case 'numeric':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'text':
      // Status names: short words, never NUL.
      return typeof value === 'string' && /^[a-z_]{1,50}$/.test(value) ? value : undefined;
  }
}

/** A cursor is only as good as its value's type: a tampered one is a 400, never a SQL error. */
export function dealCursor(cursor: string, sortBy: string, sortOrder: SortOrder, type: KeysetType): CursorPosition {
  const position = decodeCursor(cursor, sortBy, sortOrder);
  const value = sqlValue(position.value, type);
  if (value === undefined || !isUuid(position.id)) throw ValidationError.field('cursor', 'is not a valid cursor for this query');
  return { value, id: position.id };
}
