import { hashPassword } from '../lib/auth/password';
import type { Prisma, PrismaClient } from '../lib/db/prisma';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', name: 'Demo Admin', roles: ['admin'], planTier: 'enterprise' },
  { email: 'seller@demo.test', name: 'Demo Seller', roles: ['organizer'], planTier: 'promax' },
  { email: 'buyer@demo.test', name: 'Demo Buyer', roles: ['user'], planTier: 'pro' },
] as const;

const LANES = {
  spotlight: ['Jazz quartet for evening events', 'Stand-up comedian, 45-minute set', 'DJ with own sound system', 'String trio for ceremonies', 'Acoustic singer-songwriter'],
  synapse: ['Full-stack web developer', 'Data pipeline engineer', 'Mobile app prototype in two weeks', 'Cloud cost review', 'Security audit of a web application'],
  squad: ['Event staff, per shift', 'Bartenders for private parties', 'Registration desk team', 'Stagehands and riggers', 'Multilingual hosts'],
  meridian: ['Corporate retreat planning', 'Wedding planner, full service', 'Conference production agency', 'Product launch event team', 'Festival logistics coordination'],
  portico: ['Loft venue for 120 guests', 'Boutique hotel block booking', 'Coach transport with driver', 'Rooftop terrace for receptions', 'Airport shuttle service'],
  vendora: ['Catering for 50 to 500 guests', 'Stage lighting rental', 'Branded merchandise printing', 'Floral arrangements', 'Audio-visual equipment supply'],
  poper: ['Trade show booth, 3 by 3 metres', 'Pop-up shop container', 'Exhibition stand design and build', 'Market stall with awning', 'Modular booth for product demos'],
  nexus: ['Title sponsorship of a tech meetup', 'Podcast partnership package', 'Festival stage naming rights', 'Community hackathon sponsorship', 'Newsletter sponsorship slot'],
  cortex: ['Fine-tuned support chatbot model', 'Prompt library for marketing copy', 'Labelled product image dataset', 'Speech-to-text model for events', 'Recommendation model as a service'],
} as const;

const REGIONS = ['eu-west', 'us-east', 'apac', 'eu-central', 'us-west'];

/** Credits of each demo account's wallet (README quick start). */
export const DEMO_CREDITS = 5000;

/**
 * A wallet per demo account holding DEMO_CREDITS, as one top-up entry so the balance is the sum
 * of the ledger. No payment event: nothing listens while the seed runs.
 */
async function seedWallets(tx: Prisma.TransactionClient, tenantId: string, users: { id: string }[]): Promise<void> {
  for (const user of users) {
    const wallet = await tx.wallet.create({ data: { tenantId, userId: user.id, balance: DEMO_CREDITS } });
    await tx.walletEntry.create({ data: { tenantId, walletId: wallet.id, amount: DEMO_CREDITS, kind: 'topup', reference: 'development seed' } });
  }
}

/**
 * The demo tenant of development mode: three accounts and five listings in each lane.
 * Runs once: an existing admin@demo.test means the seed is already there.
 */
export async function seedDemo(prisma: PrismaClient): Promise<boolean> {
  if (await prisma.user.findUnique({ where: { email: DEMO_ACCOUNTS[0].email } })) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await prisma.$transaction(async (tx) => {
    const tenant = await tx.tenant.create({ data: { name: 'Demo Marketplace' } });
    const users = [];
    for (const account of DEMO_ACCOUNTS) {
      // Demo accounts are ready to use: their e-mail counts as verified.
      users.push(await tx.user.create({ data: { ...account, roles: [...account.roles], passwordHash, tenantId: tenant.id, emailVerifiedAt: new Date() } }));
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
        };
      }),
    );
    await tx.listing.createMany({ data: listings });
    await seedWallets(tx, tenant.id, users);
  });
  return true;
}
