import { randomBytes } from 'node:crypto';
import type { Actor } from '../../../lib/context';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import type { ReportsDeps } from '../common/deps';
import { assertSourceManager, requireSource } from './access';
import {
  deleteSource,
  findEventPage,
  findSourcePage,
  insertSource,
  toSourceView,
  type EventRow,
  type SourceView,
} from './source-store';

/** A new source with a random secret (32 bytes, base64url), answered this once. */
export async function createSource(
  deps: ReportsDeps,
  actor: Actor,
  input: { name?: string | null },
): Promise<SourceView> {
  assertSourceManager(actor);
  new InputCheck().text('name', input.name, { required: true, min: 1, max: 120 }).done();
  const row = await insertSource(
    deps.prisma,
    actor.tenantId,
    actor.id,
    input.name!.trim(),
    `whsec_${randomBytes(32).toString('base64url')}`,
  );
  return toSourceView(row, true);
}

export async function listSources(
  deps: ReportsDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<SourceView>> {
  assertSourceManager(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(
    (await findSourcePage(deps.prisma, actor.tenantId, page)).map((row) => toSourceView(row)),
    page,
  );
}

export async function getSource(deps: ReportsDeps, actor: Actor, id: string): Promise<SourceView> {
  assertSourceManager(actor);
  return toSourceView(await requireSource(deps, actor, id));
}

export async function removeSource(deps: ReportsDeps, actor: Actor, id: string): Promise<boolean> {
  assertSourceManager(actor);
  const row = await requireSource(deps, actor, id);
  await deleteSource(deps.prisma, actor.tenantId, row.id);
  return true;
}

export async function listEvents(
  deps: ReportsDeps,
  actor: Actor,
  sourceId: string,
  args: PageRequest,
): Promise<Connection<EventRow>> {
  assertSourceManager(actor);
  const source = await requireSource(deps, actor, sourceId);
  const page = creationPage(args, 'DESC');
  return creationConnection(
    await findEventPage(deps.prisma, actor.tenantId, source.id, page),
    page,
  );
}
