import { dataDir, envInt } from '../config';
import { startEmbeddedPostgres } from './embedded';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set; otherwise the embedded PostgreSQL with its data in DATA_DIR. */
export async function resolveDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({ dir: dataDir(), port: envInt('EMBEDDED_PG_PORT', 54329) });
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}
