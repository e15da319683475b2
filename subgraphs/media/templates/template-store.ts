import type { Db } from '../../../lib/db/prisma';
import type { MediaTemplate } from '../../../lib/db/generated/client';
import type { SortedPage } from '../../../lib/pagination';

/** A catalogue item as the domain sees it: the price as a plain number. */
export type TemplateRow = Omit<MediaTemplate, 'price'> & { price: number };

function toTemplateRow(row: MediaTemplate): TemplateRow {
  return { ...row, price: row.price.toNumber() };
}

/** The catalogue a tenant sees: the global templates (tenantId null) and its own. */
const visibleTo = (tenantId: string | null) => ({
  OR: [{ tenantId: null }, ...(tenantId ? [{ tenantId }] : [])],
});

/** One page by (name, id), ascending; limit + 1 rows. */
export async function findTemplatePage(
  prisma: Db,
  tenantId: string | null,
  category: string | null,
  page: SortedPage<'name'>,
): Promise<TemplateRow[]> {
  const after = page.after && { name: String(page.after.value), id: page.after.id };
  const rows = await prisma.mediaTemplate.findMany({
    where: {
      AND: [
        visibleTo(tenantId),
        ...(category ? [{ category }] : []),
        ...(after
          ? [{ OR: [{ name: { gt: after.name } }, { name: after.name, id: { gt: after.id } }] }]
          : []),
      ],
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: page.limit + 1,
  });
  return rows.map(toTemplateRow);
}

export async function findTemplate(
  prisma: Db,
  tenantId: string | null,
  id: string,
): Promise<TemplateRow | null> {
  const row = await prisma.mediaTemplate.findFirst({ where: { id, ...visibleTo(tenantId) } });
  return row && toTemplateRow(row);
}
