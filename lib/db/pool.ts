import { Pool } from 'pg';
import { dbPoolConnections } from '../observability/metrics';
import { traceQueries } from '../observability/pg-tracing';

/** What plain-SQL data functions run on: a pool (or one of its clients). */
export type Sql = Pick<Pool, 'query'>;

/**
 * A pg pool whose queries are traced and whose connection counts /metrics reports (labelled
 * `poolName`). Prisma's clients are built on one (./prisma.ts); the gateway uses one directly, so
 * its process never loads Prisma's query compiler (docs/performance.md, gateway memory).
 */
export function createPool(databaseUrl: string, poolSize: number, poolName: string): Pool {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  traceQueries(pool, poolName);
  const removeSource = dbPoolConnections.add(() => {
    const labels = (state: string) => ({ pool: poolName, state });
    return [
      { labels: labels('total'), value: pool.totalCount },
      { labels: labels('idle'), value: pool.idleCount },
      { labels: labels('waiting'), value: pool.waitingCount },
    ];
  });
  // The gauge forgets the pool when it ends, so an ended pool (and what it holds) can be freed.
  const end = pool.end.bind(pool) as () => Promise<void>;
  pool.end = (() => {
    removeSource();
    return end();
  }) as Pool['end'];
  return pool;
}
