import gql from 'graphql-tag';
import { systemClock } from '../../lib/clock';
import { DateTimeScalar } from '../../lib/graphql/scalars';
import { envInt } from '../../lib/config';
import { startMailCatcher, type MailCatcher } from '../../lib/mail/catcher';
import { explainPortInUse } from '../../lib/service';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import {
  startSubgraphServer,
  type BackgroundWork,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import { createNotificationsContext } from './common/context';
import type { NotificationsServices } from './common/deps';
import type { Resolvers } from './generated/graphql';
import { inboxResolvers } from './inbox/resolvers';
import { mailSettings, type MailSettingOverrides, type MailSettings } from './mail/mail-settings';
import { smtpTransport } from './mail/mail-transport';
import { mailWorker } from './mail/mail-worker';
import { NoticeConsumer } from './notices/notice-consumer';
import { preferenceResolvers } from './preferences/resolvers';

/** common/schema.graphql and each feature folder's schema part. */
const typeDefs = gql(loadSubgraphSdl(__dirname));

const resolvers = mergeResolvers<Resolvers>(
  { DateTime: DateTimeScalar },
  inboxResolvers,
  preferenceResolvers,
);

/** What a start may set beyond the environment (tests: a catcher of their own, fast retries). */
export interface MailOverrides extends MailSettingOverrides {
  /** The development catcher's SMTP port when SMTP_URL is unset (MAIL_CATCHER_PORT, 1025; 0 picks one). */
  catcherPort?: number;
  /** Where the catcher keeps what it receives (MAIL_CATCHER_DIR, default DATA_DIR/mail). */
  catcherDir?: string;
  /** Run no mail worker here (another process sends). */
  noWorker?: boolean;
}

export interface NotificationsStartOptions extends SubgraphStartOptions {
  mail?: MailOverrides;
}

/**
 * Without SMTP_URL, mail goes to an SMTP server in this process that keeps what it receives
 * (lib/mail/catcher.ts; the gateway's /mail page shows it): `npm start` needs nothing installed.
 */
async function smtpUrlOf(
  options: NotificationsStartOptions,
  settings: MailSettings,
): Promise<{ url: string; catcher?: MailCatcher }> {
  if (settings.smtpUrl) return { url: settings.smtpUrl };
  // Port 0 for the subgraph (tests) is a free port for the catcher too; else MAIL_CATCHER_PORT or 1025.
  const port = options.mail?.catcherPort ?? (options.port === 0 ? 0 : undefined);
  const catcher = await startMailCatcher({ port, dir: options.mail?.catcherDir }).catch(
    explainPortInUse(
      'MAIL_CATCHER_PORT (or set SMTP_URL)',
      port ?? envInt('MAIL_CATCHER_PORT', 1025),
    ),
  );
  return { url: catcher.url, catcher };
}

/** The inbox and preferences API, the consumer of platform events, and the mail worker. */
export async function startNotificationsSubgraph(
  options: NotificationsStartOptions,
): Promise<RunningService> {
  const { prisma, events, peers } = options;
  const settings = mailSettings(options.mail);
  const smtp = await smtpUrlOf(options, settings);
  // One set of parts for the requests' rules, the notice consumer and the mail worker.
  const services: NotificationsServices = {
    prisma,
    peers,
    settings,
    clock: systemClock,
    mailQueued: () => worker.kick(),
  };
  const worker = mailWorker({ ...services, transport: smtpTransport(smtp.url) });
  const consumer = new NoticeConsumer({ ...services, events });
  const background: BackgroundWork[] = options.mail?.noWorker ? [consumer] : [consumer, worker];
  if (smtp.catcher) background.push({ start() {}, stop: () => smtp.catcher!.stop() });
  return startSubgraphServer({
    ...options,
    name: 'notifications',
    typeDefs,
    resolvers,
    createContext: (base) => createNotificationsContext(services, base),
    background,
  });
}
