import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * The name a worker writes as a leased row's owner: host, process and a random part, so two
 * workers of one process (tests start several) never share a lease, and an operator reading a
 * stuck row's owner knows which machine and process held it.
 */
export function jobOwnerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}
