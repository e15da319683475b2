import type { PersistedDocuments } from '../gateway/persisted/policy';
import { SUBGRAPHS, subgraphPort, type SubgraphName } from '../lib/config';
import { databaseUrlOf, poolOf, type PrismaClient } from '../lib/db/prisma';
import type { Clock } from '../lib/clock';
import type { EventBus } from '../lib/events/bus';
import { EventBuses, eventBusKindFromEnv, kafkaBrokersFromEnv } from '../lib/events/buses';
import { OutboxRelay } from '../lib/events/relay';
import type { RunningService } from '../lib/subgraph/server';
import type { SubgraphDirectory } from '../lib/subgraph/peers';
import { createStorage, type FileStorage } from '../lib/storage';
import { startGateway } from '../gateway/server';
import { explainPortInUse } from '../lib/service';
import type { RateLimitOptions } from '../gateway/rate-limit/policy';
import type { ConnectionLimits } from '../lib/http/connection-limits';
import { subgraphStarters } from '../subgraphs';
import type { CreditHoldSettings } from '../subgraphs/identity/common/deps';
import type { MailLimitSettings } from '../subgraphs/identity/common/mail-limits';
import type { AiOverrides } from '../subgraphs/ai/server';
import type { ReportsOverrides } from '../subgraphs/reports/server';
import type { MlOverrides } from '../subgraphs/ml/server';
import type { MailOverrides } from '../subgraphs/notifications/server';
import { createMediaWorker, type MediaWorker } from '../subgraphs/media/worker';
import { providerChain } from '../subgraphs/media/providers';
import type { MediaOverrides } from '../subgraphs/media/server';

export interface Platform {
  gateway: RunningService;
  subgraphs: RunningService[];
  /** Every bus of this process (one shared in-process bus, or one Kafka bus per part). */
  buses: EventBuses;
  /** A bus to watch or inject events with: the shared one, or with Kafka an observer's own group. */
  events: EventBus;
  /** Publishes every service's outbox after commit. */
  relay: OutboxRelay;
  /** The media job worker, when started with `worker: true`. */
  worker?: MediaWorker;
  stop(): Promise<void>;
}

/**
 * Starts every subgraph and the gateway in this process, on loopback. Port 0 everywhere picks
 * free ports (tests); otherwise the configured ports are used. Events go through Kafka when
 * brokers are given (`KAFKA_BROKERS`), through one in-process bus otherwise (or `EVENT_BUS`).
 */
export async function startPlatform(options: {
  prisma: PrismaClient;
  /** `PORT`, named when it is taken. */
  gatewayPort: number;
  host?: string;
  ephemeralPorts?: boolean;
  storage?: FileStorage;
  kafkaBrokers?: string[];
  /** Per-caller request limits at the gateway (default: from the environment). */
  rateLimit?: RateLimitOptions;
  /** Persisted documents at the gateway (default: from the environment). */
  persisted?: PersistedDocuments;
  /** The gateway's request and idle timeouts and connections per address (default: from the environment). */
  connections?: Partial<ConnectionLimits>;
  /** Also run a media job worker in this process (`npm start`); tests start their own. */
  worker?: boolean;
  /** Identity's credit holds: how long they last unconfirmed and how often expired ones are swept (default: environment). */
  creditHolds?: Partial<CreditHoldSettings>;
  /** Identity's account mails per tenant, user and address in any hour (default: environment). */
  mailLimits?: Partial<MailLimitSettings>;
  /** The ai service's models and studio (default: environment). */
  ai?: AiOverrides;
  /** The media service's providers, which the worker started here also uses (default: environment). */
  media?: MediaOverrides;
  /** The reports service's clock, worker and scheduler settings (default: environment). */
  reports?: ReportsOverrides;
  /** The ml service's training runner and polling (default: environment). */
  ml?: MlOverrides;
  /** The notifications service's SMTP server or catcher, and its worker's pace (default: environment). */
  mail?: MailOverrides;
  /** What every service, the gateway and the relay read the time from (default `systemClock`; a service's own override wins). */
  clock?: Clock;
}): Promise<Platform> {
  const storage = options.storage ?? createStorage();
  // In process by default: everything runs here (EVENT_BUS=postgres to try that bus alone).
  // Brokers given (the tests give none to keep Kafka out) decide it.
  const given = options.kafkaBrokers;
  const buses = new EventBuses({
    kind: given ? (given.length ? 'kafka' : 'in-process') : eventBusKindFromEnv('in-process'),
    prisma: options.prisma,
    brokers: options.kafkaBrokers ?? kafkaBrokersFromEnv(),
    pool: poolOf(options.prisma),
    databaseUrl: databaseUrlOf(options.prisma),
  });
  // Filled as each subgraph listens; read only when a request calls a peer.
  const peers: SubgraphDirectory = {};
  // Where the gateway listens, once it does: the default of the links in mails (PUBLIC_URL).
  let gatewayUrl: string | undefined;
  // Made before anything listens, so a bad worker setting stops the start with nothing left running.
  const chain = options.media?.providers
    ? providerChain(storage, options.media.providers)
    : undefined;
  const worker = options.worker
    ? createMediaWorker({
        prisma: options.prisma,
        storage,
        events: buses.forInstance('media-worker'),
        peers,
        chain,
      })
    : undefined;
  const subgraphs = await Promise.all(
    SUBGRAPHS.map(async ({ name }) => {
      const port = options.ephemeralPorts ? 0 : subgraphPort(name);
      const common = {
        prisma: options.prisma,
        port,
        host: options.host,
        storage,
        events: buses.forService(name),
        peers,
        clock: options.clock,
      };
      // What some subgraphs take beyond the common options: identity its credit holds and mail
      // limits, ai its models.
      const extras: Partial<Record<SubgraphName, object>> = {
        identity: { creditHolds: options.creditHolds, mailLimits: options.mailLimits },
        ai: options.ai,
        media: options.media,
        reports: { reports: options.reports },
        ml: { ml: options.ml },
        notifications: { mail: { gatewayUrl: () => gatewayUrl, ...options.mail } },
      };
      const start = subgraphStarters[name as SubgraphName]({
        ...common,
        ...extras[name as SubgraphName],
      });
      const service = await start.catch(explainPortInUse(`${name.toUpperCase()}_PORT`, port));
      peers[name] = service.url;
      return service;
    }),
  );
  const gateway = await startGateway({
    sql: poolOf(options.prisma),
    port: options.gatewayPort,
    host: options.host,
    subgraphUrls: { ...peers },
    storage,
    events: buses.forInstance('gateway'),
    rateLimit: options.rateLimit,
    persisted: options.persisted,
    connections: options.connections,
    // The /mail page shows what the notifications service's development catcher keeps.
    mailDir: options.mail?.catcherDir,
    clock: options.clock,
  }).catch(explainPortInUse('PORT', options.gatewayPort));
  gatewayUrl = options.ephemeralPorts ? gateway.url : `http://localhost:${options.gatewayPort}`;
  const relay = new OutboxRelay({
    prisma: options.prisma,
    events: buses.forService('outbox-relay'),
    services: SUBGRAPHS.map((s) => s.name),
    clock: options.clock,
  });
  await relay.start();
  worker?.start();
  // The storage's own upkeep (local disk: sweeping temporary files a crash left behind).
  const upkeep = storage.upkeep?.();
  upkeep?.start();
  return {
    gateway,
    subgraphs,
    buses,
    events: buses.forInstance('observer'),
    relay,
    worker,
    stop: async () => {
      // The worker first: its last settlements still reach identity.
      await worker?.stop();
      await relay.stop();
      await gateway.stop();
      await Promise.all(subgraphs.map((s) => s.stop()));
      await upkeep?.stop();
      await buses.close();
    },
  };
}
