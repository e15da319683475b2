import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { assertUuid } from '../../../lib/validation';
import type { AiDeps } from '../common/deps';
import { assertTenantView, canRead } from './access';
import { findInferencePage, type InferenceRow } from './inference-store';

/** One inference; another user's (unless admin) or another tenant's is 404, never 403: it is not there for them. */
export async function getInference(deps: AiDeps, actor: Actor, id: string): Promise<InferenceRow> {
  assertUuid(id);
  const inference = await deps.loaders.inferenceById.load(id.toLowerCase());
  if (!inference || !canRead(actor, inference)) throw new NotFoundError('Inference', id);
  return inference;
}

/** The caller's inferences, newest first; an admin's whole tenant with `all`. */
export async function listInferences(
  deps: AiDeps,
  actor: Actor,
  args: PageRequest & { mode?: string | null; all?: boolean | null },
): Promise<Connection<InferenceRow>> {
  const all = args.all ?? false;
  assertTenantView(actor, all);
  const page = creationPage(args, 'DESC');
  const filter = {
    ...(all ? {} : { userId: actor.id }),
    ...(args.mode ? { mode: args.mode } : {}),
  };
  return creationConnection(
    await findInferencePage(deps.prisma, actor.tenantId, filter, page),
    page,
  );
}
