import { isUuid, type Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import {
  creationPage,
  toConnection,
  encodeCursor,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import type { ReportsDeps } from '../common/deps';
import { assertOwnTemplate, assertReportReader, assertTemplateManager } from './access';
import { BUILT_IN_TEMPLATES, builtInTemplate } from './builtin-templates';
import { checkTemplate, type TemplateInput } from './template-input';
import {
  deleteTemplate,
  findTemplate,
  findTemplatePage,
  insertTemplate,
  updateTemplate,
  type TemplateRow,
} from './template-store';

/** A built-in template or the tenant's; anything else (another tenant's, a malformed id) is 404. */
export async function resolveTemplate(
  deps: Pick<ReportsDeps, 'prisma'>,
  tenantId: string,
  id: string,
): Promise<TemplateRow | null> {
  if (!isUuid(id)) return null;
  return builtInTemplate(id) ?? (await findTemplate(deps.prisma, tenantId, id.toLowerCase()));
}

export async function getTemplate(
  deps: ReportsDeps,
  actor: Actor,
  id: string,
): Promise<TemplateRow> {
  assertReportReader(actor);
  const template = await resolveTemplate(deps, actor.tenantId, id);
  if (!template) throw new NotFoundError('Report template', id);
  return template;
}

/**
 * The built-in templates, then the tenant's, oldest first: the built-ins are dated before any
 * tenant template, so one (createdAt, id) cursor walks both. Readers only (docs/api/reports.md,
 * "Roles"): the public template catalogue is media's `GET /media/v1/templates`.
 */
export async function listTemplates(
  deps: ReportsDeps,
  actor: Actor,
  args: PageRequest & { dataset?: string | null },
): Promise<Connection<TemplateRow>> {
  assertReportReader(actor);
  const page = creationPage(args, 'ASC');
  const after = page.after;
  const builtIns = BUILT_IN_TEMPLATES.filter(
    (t) =>
      (!args.dataset || t.dataset === args.dataset) &&
      (!after ||
        t.createdAt > after.createdAt ||
        (t.createdAt.getTime() === after.createdAt.getTime() && t.id > after.id)),
  );
  const own =
    builtIns.length > page.limit
      ? []
      : await findTemplatePage(deps.prisma, actor.tenantId, args.dataset ?? undefined, {
          ...page,
          limit: page.limit - builtIns.length,
        });
  return toConnection([...builtIns, ...own], page.limit, (row) =>
    encodeCursor('createdAt', 'ASC', { value: row.createdAt.toISOString(), id: row.id }),
  );
}

export async function createTemplate(
  deps: ReportsDeps,
  actor: Actor,
  input: TemplateInput,
): Promise<TemplateRow> {
  assertTemplateManager(actor);
  return insertTemplate(deps.prisma, actor.tenantId, actor.id, checkTemplate(input));
}

export async function changeTemplate(
  deps: ReportsDeps,
  actor: Actor,
  id: string,
  input: TemplateInput,
): Promise<TemplateRow> {
  assertTemplateManager(actor);
  const current = assertOwnTemplate(await resolveTemplate(deps, actor.tenantId, id), id);
  const updated = await updateTemplate(
    deps.prisma,
    actor.tenantId,
    current.id,
    checkTemplate(input, current),
  );
  if (!updated) throw new NotFoundError('Report template', id);
  return updated;
}

export async function removeTemplate(
  deps: ReportsDeps,
  actor: Actor,
  id: string,
): Promise<boolean> {
  assertTemplateManager(actor);
  const current = assertOwnTemplate(await resolveTemplate(deps, actor.tenantId, id), id);
  await deleteTemplate(deps.prisma, actor.tenantId, current.id);
  return true;
}
