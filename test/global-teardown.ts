import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as Record<string, unknown>).__embeddedPostgres as
    { stop(): Promise<void>; dir: string } | undefined;
  if (!embedded) return;
  await embedded.stop();
  rmSync(embedded.dir, { recursive: true, force: true });
}
