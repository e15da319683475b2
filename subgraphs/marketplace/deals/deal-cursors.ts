import type { CursorValue } from '../../../lib/pagination';

// Deal statuses sort by name, and names are short lowercase words: a status cursor holding
// anything else was not made here.
const STATUS_NAME = /^[a-z_]{1,50}$/;

/** The status a quote or order list's status cursor carries. */
export const statusValue: CursorValue<string> = (value) =>
  typeof value === 'string' && STATUS_NAME.test(value) ? value : undefined;
