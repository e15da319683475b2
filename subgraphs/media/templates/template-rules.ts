import { isUuid, type Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { sortedConnection, sortedPage, textValue, type Connection } from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import { createJob } from '../jobs/creation-rules';
import type { JobRow } from '../jobs/job-store';
import type { MediaDeps } from '../common/deps';
import { checkRenderTemplate, type RenderTemplateInput } from './template-input';
import { findTemplate, findTemplatePage, type TemplateRow } from './template-store';

/** The catalogue's categories (docs/media.md, "Template catalogue"). */
const TEMPLATE_CATEGORIES = ['event-posters', 'social-media', 'presentations'] as const;

export interface TemplateListArgs {
  category?: string | null;
  limit?: number | null;
  cursor?: string | null;
}

/**
 * The public catalogue by name (no authentication, so no actor): the global templates and, for a
 * signed-in caller, the tenant's own.
 */
export async function listTemplates(
  deps: MediaDeps,
  tenantId: string | null,
  args: TemplateListArgs,
): Promise<Connection<TemplateRow>> {
  new InputCheck().oneOf('category', args.category, TEMPLATE_CATEGORIES).done();
  const page = sortedPage(
    { cursor: args.cursor, limit: args.limit, sortBy: 'name', sortOrder: 'ASC' },
    'name',
    { name: textValue },
  );
  const rows = await findTemplatePage(deps.prisma, tenantId, args.category ?? null, page);
  return sortedConnection(rows, page, (row) => row.name);
}

/** One catalogue template (public), 404 when the tenant does not see it. */
export async function getTemplate(
  deps: MediaDeps,
  tenantId: string | null,
  id: string,
): Promise<TemplateRow> {
  const template = isUuid(id) ? await findTemplate(deps.prisma, tenantId, id.toLowerCase()) : null;
  if (!template) throw new NotFoundError('Template', id);
  return template;
}

/** A template-render job of a catalogue template (404 for an unknown template). */
export async function renderTemplate(
  deps: MediaDeps,
  actor: Actor,
  id: string,
  input: RenderTemplateInput & { teamId?: string | null },
): Promise<JobRow> {
  const template = await getTemplate(deps, actor.tenantId, id);
  return createJob(deps, actor, input.teamId, (check) =>
    checkRenderTemplate(check, template.id, input),
  );
}
