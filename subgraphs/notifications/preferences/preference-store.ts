import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { Choice } from './preference-settings';

export interface PreferenceOwner {
  tenantId: string;
  userId: string;
}

export function findChoices(db: Db, owner: PreferenceOwner): Promise<Choice[]> {
  return db.notificationPreference.findMany({
    where: owner,
    select: { category: true, channel: true, enabled: true },
  });
}

/** The stored choices of several users of one tenant: one query for an event's recipients. */
export async function findChoicesOf(
  db: Db,
  tenantId: string,
  userIds: readonly string[],
): Promise<Map<string, Choice[]>> {
  const rows = await db.notificationPreference.findMany({
    where: { tenantId, userId: { in: [...userIds] } },
    select: { userId: true, category: true, channel: true, enabled: true },
  });
  const byUser = new Map<string, Choice[]>();
  for (const { userId, ...choice } of rows) {
    const choices = byUser.get(userId) ?? [];
    choices.push(choice);
    byUser.set(userId, choices);
  }
  return byUser;
}

/** Writes the choices together: an upsert each, in one transaction (a repeat changes nothing). */
export async function saveChoices(
  prisma: PrismaClient,
  owner: PreferenceOwner,
  choices: readonly Choice[],
): Promise<void> {
  await prisma.$transaction(
    choices.map(({ category, channel, enabled }) =>
      prisma.notificationPreference.upsert({
        where: { userId_category_channel: { userId: owner.userId, category, channel } },
        create: { ...owner, category, channel, enabled },
        update: { enabled },
      }),
    ),
  );
}
