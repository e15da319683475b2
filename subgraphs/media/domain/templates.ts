import type { PrismaClient } from '../../../lib/db/prisma';
import { isUuid } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { sortedConnection, sortedPage, textValue, type Connection } from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import type { JobRow } from '../data/jobs';
import { findTemplate, findTemplatePage, type TemplateRow } from '../data/templates';
import { createJob, type Actor, type JobDeps } from './create-job';
import { checkRenderTemplate, type RenderTemplateInput } from './inputs/templates';
import { TEMPLATE_CATEGORIES } from './vocabulary';

export interface TemplateListArgs {
  category?: string | null;
  limit?: number | null;
  cursor?: string | null;
}

/** The public catalogue by name (no authentication): the global templates and the tenant's own. */
export async function listTemplates(prisma: PrismaClient, tenantId: string | null, args: TemplateListArgs): Promise<Connection<TemplateRow>> {
  new InputCheck().oneOf('category', args.category, TEMPLATE_CATEGORIES).done();
  const page = sortedPage({ cursor: args.cursor, limit: args.limit, sortBy: 'name', sortOrder: 'ASC' }, 'name', { name: textValue });
  const rows = await findTemplatePage(prisma, tenantId, args.category ?? null, page);
  return sortedConnection(rows, page, (row) => row.name);
}

export async function getTemplate(prisma: PrismaClient, tenantId: string | null, id: string): Promise<TemplateRow> {
  const template = isUuid(id) ? await findTemplate(prisma, tenantId, id.toLowerCase()) : null;
  if (!template) throw new NotFoundError('Template', id);
  return template;
}

/** A template-render job of a catalogue template (404 for an unknown template). */
export async function renderTemplate(deps: JobDeps, actor: Actor, id: string, input: RenderTemplateInput & { teamId?: string | null }): Promise<JobRow> {
  const template = await getTemplate(deps.prisma, actor.tenantId, id);
  return createJob(deps, actor, input.teamId, (check) => checkRenderTemplate(check, template.id, input));
}
