import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../lib/db/prisma';
import type { FileStorage } from '../lib/storage';
import type { Platform } from '../scripts/platform';
import { addUser, TEST_PASSWORD, verifyAddress } from './accounts';
import { call, type CallOptions, type HttpAnswer } from './http-call';

export interface Session {
  token: string;
  refreshToken: string;
  userId: string;
  email: string;
  password: string;
}

export interface TenantFixture {
  tenantId: string;
  admin: Session;
  organizer: Session;
  user: Session;
}

export interface TestPlatform {
  url: string;
  platform: Platform;
  prisma: PrismaClient;
  databaseUrl: string;
  /** The platform's file storage: by default local disk in a folder of its own that stop() removes. */
  storage: FileStorage;
  storageDir: string;
  /** Where the platform's development mail catcher keeps what it received (lib/mail/caught-mails.ts). */
  mailDir: string;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<HttpAnswer>;
  rest(method: string, path: string, options?: CallOptions): Promise<HttpAnswer>;
  newTenant(): Promise<TenantFixture>;
  stop(): Promise<void>;
}

/** What a test file holds of a running platform, however it runs (test/harness.ts, test/shared-platform.ts). */
export interface PlatformParts {
  url: string;
  prisma: PrismaClient;
  databaseUrl: string;
  storage: FileStorage;
  storageDir: string;
  mailDir: string;
  /** The platform's process when it is this one; otherwise why a test cannot reach into it. */
  platform: Platform | string;
  stop(): Promise<void>;
}

/** The helpers of a test file over a running platform: GraphQL and REST calls, a fresh tenant. */
export function testPlatformAt(parts: PlatformParts): TestPlatform {
  const { url, prisma } = parts;
  const tp: TestPlatform = {
    url,
    get platform(): Platform {
      if (typeof parts.platform === 'string') throw new Error(parts.platform);
      return parts.platform;
    },
    prisma,
    databaseUrl: parts.databaseUrl,
    storage: parts.storage,
    storageDir: parts.storageDir,
    mailDir: parts.mailDir,
    graphql: (query, variables, options = {}) =>
      call(`${url}/graphql`, 'POST', { ...options, body: { query, variables } }),
    rest: (method, path, options = {}) => call(`${url}${path}`, method, options),
    async newTenant() {
      const suffix = randomUUID().slice(0, 8);
      const password = TEST_PASSWORD;
      const registered = await tp.rest('POST', '/auth/v1/register', {
        body: {
          email: `admin-${suffix}@example.test`,
          password,
          name: 'Admin',
          tenantName: `Tenant ${suffix}`,
        },
      });
      if (registered.status !== 201)
        throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
      const data = registered.body.data;
      // As following the link mailed at sign-up would: an admin whose address is not verified
      // adds no users (docs/api/identity.md, "Invitations").
      await verifyAddress({ prisma }, data.user.id);
      const adminSession: Session = {
        token: data.accessToken,
        refreshToken: data.refreshToken,
        userId: data.user.id,
        email: data.user.email,
        password,
      };
      const [organizer, user] = await Promise.all([
        addUser(tp, adminSession, 'organizer'),
        addUser(tp, adminSession, 'user'),
      ]);
      return { tenantId: data.tenant.id, admin: adminSession, organizer, user };
    },
    stop: () => parts.stop(),
  };
  return tp;
}
