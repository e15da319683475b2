import DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import {
  findTicketsByIds,
  listTicketsOfHolders,
  type TicketFilter,
  type TicketRow,
} from './ticket-store';

/** One holder's page of tickets: the filter and page are the same for every holder of a batch. */
export interface HolderPage {
  holderId: string;
  filter: Omit<TicketFilter, 'holderId'>;
  page: CreationPage;
}

export interface TicketLoaders {
  ticketById: DataLoader<string, TicketRow | null>;
  ticketsOfHolder: DataLoader<HolderPage, TicketRow[], string>;
}

const pageKey = ({ filter, page }: Omit<HolderPage, 'holderId'>) =>
  JSON.stringify([filter.eventId ?? null, filter.status ?? null, page]);

/**
 * A page of each holder's tickets (User.tickets): one query per distinct filter and page in the
 * batch, however many users the answer lists.
 */
function holderPagesLoader(prisma: PrismaClient, tenantId: string | null) {
  return new DataLoader<HolderPage, TicketRow[], string>(
    async (keys) => {
      if (!tenantId) return keys.map(() => []);
      const groups = new Map<string, HolderPage[]>();
      for (const key of keys) groups.set(pageKey(key), [...(groups.get(pageKey(key)) ?? []), key]);
      const found = new Map<string, TicketRow[]>();
      for (const [group, members] of groups) {
        const { filter, page } = members[0];
        const holderIds = [...new Set(members.map((m) => m.holderId))];
        for (const row of await listTicketsOfHolders(prisma, tenantId, holderIds, filter, page)) {
          const key = `${group}|${row.holderId}`;
          found.set(key, [...(found.get(key) ?? []), row]);
        }
      }
      return keys.map((key) => found.get(`${pageKey(key)}|${key.holderId}`) ?? []);
    },
    { cacheKeyFn: (key) => `${pageKey(key)}|${key.holderId}` },
  );
}

/** The tenant's shown tickets by id, and holders' pages, for one request. */
export function ticketLoaders(prisma: PrismaClient, tenantId: string | null): TicketLoaders {
  return {
    ticketById: rowLoader(tenantId, (tenant, ids) => findTicketsByIds(prisma, tenant, ids), byId),
    ticketsOfHolder: holderPagesLoader(prisma, tenantId),
  };
}
