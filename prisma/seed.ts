import { hashPassword } from '../lib/auth/password';
import type { PrismaClient } from '../lib/db/prisma';
import { seedDemoEvent } from './seed-events';
import { systemTopUp } from '../subgraphs/identity/wallets/system-top-ups';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', name: 'Demo Admin', roles: ['admin'], planTier: 'enterprise' },
  { email: 'seller@demo.test', name: 'Demo Seller', roles: ['organizer'], planTier: 'promax' },
  { email: 'buyer@demo.test', name: 'Demo Buyer', roles: ['user'], planTier: 'pro' },
] as const;

const LANES = {
  spotlight: [
    'Jazz quartet for evening events',
    'Stand-up comedian, 45-minute set',
    'DJ with own sound system',
    'String trio for ceremonies',
    'Acoustic singer-songwriter',
  ],
  synapse: [
    'Full-stack web developer',
    'Data pipeline engineer',
    'Mobile app prototype in two weeks',
    'Cloud cost review',
    'Security audit of a web application',
  ],
  squad: [
    'Event staff, per shift',
    'Bartenders for private parties',
    'Registration desk team',
    'Stagehands and riggers',
    'Multilingual hosts',
  ],
  meridian: [
    'Corporate retreat planning',
    'Wedding planner, full service',
    'Conference production agency',
    'Product launch event team',
    'Festival logistics coordination',
  ],
  portico: [
    'Loft venue for 120 guests',
    'Boutique hotel block booking',
    'Coach transport with driver',
    'Rooftop terrace for receptions',
    'Airport shuttle service',
  ],
  vendora: [
    'Catering for 50 to 500 guests',
    'Stage lighting rental',
    'Branded merchandise printing',
    'Floral arrangements',
    'Audio-visual equipment supply',
  ],
  poper: [
    'Trade show booth, 3 by 3 metres',
    'Pop-up shop container',
    'Exhibition stand design and build',
    'Market stall with awning',
    'Modular booth for product demos',
  ],
  nexus: [
    'Title sponsorship of a tech meetup',
    'Podcast partnership package',
    'Festival stage naming rights',
    'Community hackathon sponsorship',
    'Newsletter sponsorship slot',
  ],
  cortex: [
    'Fine-tuned support chatbot model',
    'Prompt library for marketing copy',
    'Labelled product image dataset',
    'Speech-to-text model for events',
    'Recommendation model as a service',
  ],
} as const;

const REGIONS = ['eu-west', 'us-east', 'apac', 'eu-central', 'us-west'];

/** The portico listings that are places to go (venues, docs/api/marketplace.md "Venues"). */
const PLACES: Record<
  string,
  { venueAddress: string; venueCity: string; venueCountry: string; capacity: number }
> = {
  'Loft venue for 120 guests': {
    venueAddress: 'Am Speicher 4',
    venueCity: 'Berlin',
    venueCountry: 'DE',
    capacity: 120,
  },
  'Boutique hotel block booking': {
    venueAddress: 'Rua das Flores 12',
    venueCity: 'Lisbon',
    venueCountry: 'PT',
    capacity: 60,
  },
  'Rooftop terrace for receptions': {
    venueAddress: 'Torstrasse 88',
    venueCity: 'Berlin',
    venueCountry: 'DE',
    capacity: 200,
  },
};

/** Credits of each demo account's wallet (README quick start). */
export const DEMO_CREDITS = 5000;
export const DEMO_CREDITS_REFERENCE = 'development seed';

/**
 * DEMO_CREDITS for each demo account that has not had them yet, through the platform's own
 * top-up (role system): credits come from payments only, so even the demo's are one `topup`
 * entry with its `payment.completed`, published by the relay once the platform runs. After the
 * tenant's transaction: an account already credited is skipped, so a seed interrupted between
 * the two steps completes on the next run.
 */
async function creditDemoAccounts(prisma: PrismaClient): Promise<void> {
  // The events go to the outbox in the top-up's transaction; the platform's relay publishes them.
  const deps = { prisma };
  for (const account of DEMO_ACCOUNTS) {
    const user = await prisma.user.findUnique({ where: { email: account.email } });
    if (!user) continue;
    const credited = await prisma.walletEntry.count({
      where: {
        tenantId: user.tenantId,
        wallet: { userId: user.id },
        kind: 'topup',
        reference: DEMO_CREDITS_REFERENCE,
      },
    });
    if (credited === 0)
      await systemTopUp(deps, user.tenantId, {
        userId: user.id,
        amount: DEMO_CREDITS,
        reference: DEMO_CREDITS_REFERENCE,
      });
  }
}

/**
 * The demo tenant of development mode: three accounts with credits and five listings in each
 * lane. The tenant is made once (an existing admin@demo.test means it is there; answers whether
 * this call made it); credits go to any demo account still without them.
 */
export async function seedDemo(prisma: PrismaClient): Promise<boolean> {
  const present = await prisma.user.findUnique({ where: { email: DEMO_ACCOUNTS[0].email } });
  if (!present) await seedDemoTenant(prisma);
  await creditDemoAccounts(prisma);
  return !present;
}

async function seedDemoTenant(prisma: PrismaClient): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await prisma.$transaction(async (tx) => {
    const tenant = await tx.tenant.create({ data: { name: 'Demo Marketplace' } });
    const users = [];
    for (const account of DEMO_ACCOUNTS) {
      // Demo accounts are ready to use: their e-mail counts as verified.
      users.push(
        await tx.user.create({
          data: {
            ...account,
            roles: [...account.roles],
            passwordHash,
            tenantId: tenant.id,
            emailVerifiedAt: new Date(),
          },
        }),
      );
    }
    const seller = users[1];
    const now = Date.now();
    const listings = Object.entries(LANES).flatMap(([lane, titles], laneIndex) =>
      titles.map((title, i) => {
        const priceMin = 100 * (i + 1) + 50 * laneIndex;
        return {
          tenantId: tenant.id,
          sellerId: seller.id,
          title,
          description: `${title}. Demo listing in the ${lane} lane.`,
          category: lane as keyof typeof LANES,
          status: i === 4 ? ('draft' as const) : ('active' as const),
          geoRegion: REGIONS[i],
          priceMin,
          priceMax: priceMin * 3,
          publishedAt: i === 4 ? null : new Date(now - (laneIndex * 5 + i) * 3600_000),
          createdAt: new Date(now - (laneIndex * 5 + i) * 3600_000),
          ...PLACES[title],
        };
      }),
    );
    await tx.listing.createMany({ data: listings });
    const venue = await tx.listing.findFirstOrThrow({
      where: { tenantId: tenant.id, category: 'portico', status: 'active' },
      orderBy: { createdAt: 'asc' },
    });
    await seedDemoEvent(tx, tenant.id, seller.id, venue.id);
  });
}
