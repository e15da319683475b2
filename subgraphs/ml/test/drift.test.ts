import { addUser } from '../../../test/accounts';
import { platformFixture } from '../../../test/fixture';
import type { Session } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { connect, Recording } from '../../../test/subscriptions/ws-client';
import { kolmogorovSmirnov, populationStabilityIndex } from '../drift/statistics';
import { DRIFT_DETECTED } from '../common/events';
import { activeEndpoint, created, finishedJob } from './helpers';

/*
 * Drift (docs/ml.md, "Drift"): KS and PSI against values computed by hand, the gate passing
 * inputs drawn from the reference and failing shifted ones, the drift event; training progress
 * over graphql-ws; roles and tenant isolation.
 */

jest.setTimeout(120_000);

describe('statistics, against values computed by hand', () => {
  it('KS: D and the p-value of two small samples', () => {
    // ECDF gaps at 1..7: .2 .4 .4 .4 .4 .2 0, so D = 0.4. nₑ = 5·5/10 = 2.5,
    // λ = (√2.5 + 0.12 + 0.11/√2.5)·0.4 = 0.708284, Q(λ) = 2(e^{-2λ²} - e^{-8λ²} + e^{-18λ²} - ...) = 2(0.366656 - 0.018073 + 0.000120) = 0.697405.
    const ks = kolmogorovSmirnov([1, 2, 3, 4, 5], [3, 4, 5, 6, 7]);
    expect(ks.statistic).toBeCloseTo(0.4, 12);
    expect(ks.pValue).toBeCloseTo(0.697405, 5);
    // Identical samples: D = 0, p = 1; disjoint ones: D = 1.
    expect(kolmogorovSmirnov([1, 2, 3], [1, 2, 3])).toEqual({ statistic: 0, pValue: 1 });
    expect(kolmogorovSmirnov([1, 2, 3], [7, 8, 9]).statistic).toBe(1);
  });

  it('PSI: ten bins at the reference deciles, empty bins floored', () => {
    // Reference 1..100: the deciles interpolated as simple-statistics does (x at h = (n-1)p + 1:
    // 10.9, 20.8, ..., 90.1), 10% in each bin. Current: 20 values in the
    // first bin, 30 in the last: shares .4, 0 (floored to 1e-4) x 8, .6, so
    // PSI = .3·ln 4 + 8·(1e-4 - .1)·ln(1e-3) + .5·ln 6 = 0.415888 + 5.520678 + 0.895880 = 6.832446.
    const reference = Array.from({ length: 100 }, (_, i) => i + 1);
    const psi = populationStabilityIndex(reference, [...Array(20).fill(5), ...Array(30).fill(95)]);
    [10.9, 20.8, 30.7, 40.6, 50.5, 60.4, 70.3, 80.2, 90.1].forEach((edge, k) =>
      expect(psi.edges[k]).toBeCloseTo(edge, 10),
    );
    expect(psi.referenceShares).toEqual(Array(10).fill(0.1));
    expect(psi.statistic).toBeCloseTo(6.832446, 5);
    expect(populationStabilityIndex(reference, reference).statistic).toBeCloseTo(0, 12);
  });
});

describe('through the gateway', () => {
  const { p, t } = platformFixture({ ml: { pollMs: 200 } });
  let ml: Session;

  let endpointId: string;
  let referenceId: string;
  let modelId: string;

  beforeAll(async () => {
    ml = await addUser(p, t.admin, 'ml-engineer');
  });

  it('streams a training job over graphql-ws until it succeeds', async () => {
    modelId = (
      await created(p, ml, '/ml/v1/models', {
        name: 'double',
        framework: 'CUSTOM',
        task: 'regression',
        inputSchema: { features: [{ name: 'x', type: 'number' }] },
      })
    ).id;
    referenceId = (
      await created(p, ml, '/ml/v1/datasets', {
        name: 'x',
        rows: Array.from({ length: 100 }, (_, i) => ({ x: i + 1, y: 2 * (i + 1) })),
      })
    ).id;
    const client = connect(p, ml.token);
    try {
      const job = await created(
        p,
        ml,
        '/ml/v1/training',
        { modelId, datasetId: referenceId, targetColumn: 'y', algorithm: 'linear_regression' },
        202,
      );
      const recording = new Recording(
        client,
        'subscription($id: ID!) { trainingProgress(jobId: $id) { id status progress } }',
        { id: job.id },
      );
      await recording.until((r) => r.completed, 45_000);
      const messages = recording.results.map((r) => r.data.trainingProgress);
      expect(messages.every((m) => m.id === job.id)).toBe(true);
      expect(messages.at(-1)).toEqual({ id: job.id, status: 'succeeded', progress: 1 });
      // Another tenant's caller is told the job does not exist.
      const other = await p.newTenant();
      const stranger = await addUser(p, other.admin, 'ml-engineer');
      const refused = new Recording(
        connect(p, stranger.token),
        'subscription($id: ID!) { trainingProgress(jobId: $id) { id } }',
        { id: job.id },
      );
      await refused.until((r) => r.results.length > 0 || r.error !== undefined);
      expect(refused.results[0]?.errors?.[0]?.extensions?.code).toBe('ML_1101');
    } finally {
      await client.dispose();
    }
  });

  it('passes inputs drawn from the reference and fails shifted ones (ML_1402), with the drift event', async () => {
    expect(
      (
        await finishedJob(
          p,
          ml,
          (await p.rest('GET', `/ml/v1/training?modelId=${modelId}`, { token: ml.token })).body
            .data[0].id,
        )
      ).status,
    ).toBe('succeeded');
    endpointId = (
      await created(p, ml, '/ml/v1/endpoints', {
        name: 'double',
        modelId,
        version: 1,
        stage: 'staging',
      })
    ).id;
    await activeEndpoint(p, ml, endpointId);
    const monitor = (method: string, threshold: number) =>
      created(p, ml, '/ml/v1/drift-monitors', {
        name: method,
        endpointId,
        features: ['x'],
        method,
        threshold,
        windowSize: 10,
        referenceDatasetId: referenceId,
      });
    const [psi, ks] = [await monitor('PSI', 0.2), await monitor('KS_TEST', 0.05)];
    // One input in each decile of the reference: PSI exactly 0; KS D = 0.05 (at x = 5: 5/100 vs 1/10).
    const drawn = await p.rest('POST', `/ml/v1/endpoints/${endpointId}/invoke`, {
      token: ml.token,
      body: { instances: [5, 15, 25, 35, 45, 55, 65, 75, 85, 95].map((x) => ({ x })) },
    });
    expect(drawn.body.data.predictions[0]).toBeCloseTo(10, 6);
    const passPsi = await p.rest('POST', `/ml/v1/drift-monitors/${psi.id}/check`, {
      token: ml.token,
    });
    expect(passPsi.status).toBe(200);
    expect(passPsi.body.data).toMatchObject({ drifted: false, sampleSize: 10, method: 'PSI' });
    expect(passPsi.body.data.features[0].statistic).toBeCloseTo(0, 12);
    const passKs = await p.rest('POST', `/ml/v1/drift-monitors/${ks.id}/check`, {
      token: ml.token,
    });
    expect(passKs.status).toBe(200);
    expect(passKs.body.data.features[0].statistic).toBeCloseTo(0.05, 12);
    // Shifted: every input above the reference. PSI = 9·(1e-4 - .1)·ln(1e-3) + .9·ln 10 = 8.283089.
    await created(
      p,
      ml,
      `/ml/v1/endpoints/${endpointId}/invoke`,
      { instances: Array.from({ length: 10 }, (_, i) => ({ x: 200 + i })) },
      200,
    );
    const failPsi = await p.rest('POST', `/ml/v1/drift-monitors/${psi.id}/check`, {
      token: ml.token,
    });
    expect(failPsi.status).toBe(409);
    expect(failPsi.body.error).toMatchObject({
      code: 'ML_1402',
      http: 409,
      details: [{ field: 'x', problem: 'PSI 8.2831 above 0.2' }],
    });
    const failKs = await p.rest('POST', `/ml/v1/drift-monitors/${ks.id}/check`, {
      token: ml.token,
    });
    expect(failKs.body.error).toMatchObject({
      code: 'ML_1402',
      details: [{ field: 'x', problem: expect.stringMatching(/^KS statistic 1\.0000, p-value/) }],
    });
    // Reports are kept, drifting or not, and each drift wrote its event through the outbox.
    const reports = (
      await p.rest('GET', `/ml/v1/drift-monitors/${psi.id}/reports`, { token: ml.token })
    ).body.data;
    expect(reports.map((r: { drifted: boolean }) => r.drifted)).toEqual([true, false]);
    expect(reports[0].features[0].statistic).toBeCloseTo(8.283089, 5);
    const events = await p.prisma.outboxEvent.findMany({
      where: { type: DRIFT_DETECTED, tenantId: t.tenantId },
    });
    expect(events.map((e) => (e.data as { monitorId: string }).monitorId).sort()).toEqual(
      [psi.id, ks.id].sort(),
    );
  });

  it('runs a monitor on its schedule', async () => {
    const scheduled = await created(p, ml, '/ml/v1/drift-monitors', {
      name: 'every second',
      endpointId,
      features: ['x'],
      method: 'PSI',
      threshold: 0.2,
      windowSize: 10,
      referenceDatasetId: referenceId,
      intervalSeconds: 1,
    });
    await waitFor(
      async () =>
        (await p.rest('GET', `/ml/v1/drift-monitors/${scheduled.id}/reports`, { token: ml.token }))
          .body.data.length >= 1,
      20_000,
    );
  });

  it('blocks a production deployment until an admin other than the submitter approves it', async () => {
    const production = { name: 'double in production', modelId, version: 1, stage: 'production' };
    const blocked = await p.rest('POST', '/ml/v1/endpoints', { token: ml.token, body: production });
    expect([blocked.status, blocked.body.error.code]).toEqual([400, 'ML_1601']);
    const submission = await created(p, ml, '/ml/v1/governance/approvals', {
      modelId,
      version: 1,
      stage: 'production',
      documentation: 'Doubles x; trained on x = 1..100, exact on that range.',
      testEvidence: 'validation R2 = 1, RMSE < 1e-9',
    });
    expect(submission).toMatchObject({
      status: 'pending',
      submittedBy: ml.userId,
      decidedBy: null,
    });
    // An ml-engineer does not decide; an admin does.
    const byEngineer = await p.rest(
      'POST',
      `/ml/v1/governance/approvals/${submission.id}/approve`,
      { token: ml.token, body: {} },
    );
    expect([byEngineer.status, byEngineer.body.error.code]).toEqual([403, 'ML_1701']);
    const approved = await created(
      p,
      t.admin,
      `/ml/v1/governance/approvals/${submission.id}/approve`,
      { comment: 'reviewed' },
      200,
    );
    expect(approved).toMatchObject({
      status: 'approved',
      decidedBy: t.admin.userId,
      comment: 'reviewed',
    });
    const again = await p.rest('POST', `/ml/v1/governance/approvals/${submission.id}/reject`, {
      token: t.admin.token,
      body: {},
    });
    expect([again.status, again.body.error.code]).toEqual([400, 'ML_1801']);
    const deployed = await created(p, ml, '/ml/v1/endpoints', production);
    expect(deployed).toMatchObject({ stage: 'production', status: 'PROVISIONING' });
    // An admin's own submission waits for another admin.
    const own = await created(p, t.admin, '/ml/v1/governance/approvals', {
      modelId,
      version: 1,
      stage: 'staging',
      documentation: 'Doubles x; trained on x = 1..100.',
      testEvidence: 'validation R2 = 1',
    });
    const self = await p.rest('POST', `/ml/v1/governance/approvals/${own.id}/approve`, {
      token: t.admin.token,
      body: {},
    });
    expect([self.status, self.body.error.code]).toEqual([403, 'ML_1600']);
  });

  it('keeps typed features by entity, answers the latest online, and enriches an invocation', async () => {
    const body = {
      name: 'points',
      version: 1,
      entityKey: 'pointId',
      features: [
        { name: 'x', type: 'number' },
        { name: 'label', type: 'category' },
      ],
    };
    const group = await created(p, ml, '/ml/v1/feature-store/groups', body);
    // The same version with the same schema is the same group.
    expect((await created(p, ml, '/ml/v1/feature-store/groups', body)).id).toBe(group.id);
    await created(
      p,
      ml,
      `/ml/v1/feature-store/groups/${group.id}/records`,
      {
        records: [
          { entityId: 'p1', values: { x: 3, label: 'a' } },
          { entityId: 'p2', values: { x: 4, label: 'b' } },
        ],
      },
      200,
    );
    await created(
      p,
      ml,
      `/ml/v1/feature-store/groups/${group.id}/records`,
      { records: [{ entityId: 'p1', values: { x: 30, label: 'c' } }] },
      200,
    );
    const bad = await p.rest('POST', `/ml/v1/feature-store/groups/${group.id}/records`, {
      token: ml.token,
      body: { records: [{ entityId: 'p3', values: { x: 'far' } }] },
    });
    expect(bad.body.error).toMatchObject({
      code: 'ML_1500',
      details: [
        { field: 'records[0].values.x', problem: 'must be a number' },
        { field: 'records[0].values.label', problem: 'is missing (a category feature)' },
      ],
    });
    const online = await created(
      p,
      ml,
      `/ml/v1/feature-store/groups/${group.id}/online`,
      { entityIds: ['p1', 'p2', 'p9'] },
      200,
    );
    expect(
      online.map((r: { entityId: string; values: object }) => [r.entityId, r.values]).sort(),
    ).toEqual([
      ['p1', { x: 30, label: 'c' }],
      ['p2', { x: 4, label: 'b' }],
    ]);
    // The endpoint doubles x: x comes from the store for p1 and p2; an unknown entity is named.
    const enriched = await created(
      p,
      ml,
      `/ml/v1/endpoints/${endpointId}/invoke`,
      { instances: [{}, {}], enrich: { groupId: group.id, entityIds: ['p1', 'p2'] } },
      200,
    );
    expect(enriched.predictions[0]).toBeCloseTo(60, 6);
    expect(enriched.predictions[1]).toBeCloseTo(8, 6);
    const missing = await p.rest('POST', `/ml/v1/endpoints/${endpointId}/invoke`, {
      token: ml.token,
      body: { instances: [{}], enrich: { groupId: group.id, entityIds: ['p9'] } },
    });
    expect(missing.body.error).toMatchObject({
      code: 'ML_1200',
      details: [
        { field: 'enrich.entityIds[0]', problem: 'p9 has no record in feature group points' },
      ],
    });
  });

  it("needs ml-engineer or admin, and never shows another tenant's resources", async () => {
    for (const session of [t.user, t.organizer]) {
      const res = await p.rest('GET', `/ml/v1/endpoints/${endpointId}`, { token: session.token });
      expect([res.status, res.body.error.code]).toEqual([403, 'ML_1701']);
    }
    expect(
      (await p.rest('GET', `/ml/v1/endpoints/${endpointId}`, { token: t.admin.token })).status,
    ).toBe(200);
    const other = await p.newTenant();
    const paths = [
      `/ml/v1/models/${modelId}`,
      `/ml/v1/endpoints/${endpointId}`,
      `/ml/v1/datasets/${referenceId}`,
    ];
    const answers = await Promise.all(
      paths.map((path) => p.rest('GET', path, { token: other.admin.token })),
    );
    expect(answers.map((a) => [a.status, a.body.error.code])).toEqual([
      [404, 'ML_1001'],
      [404, 'ML_1201'],
      [400, 'ML_1801'],
    ]);
    const invoke = await p.rest('POST', `/ml/v1/endpoints/${endpointId}/invoke`, {
      token: other.admin.token,
      body: { instances: [{ x: 1 }] },
    });
    expect(invoke.body.error.code).toBe('ML_1201');
    const lists = await Promise.all(
      ['models', 'datasets', 'endpoints', 'training', 'drift-monitors'].map((r) =>
        p.rest('GET', `/ml/v1/${r}`, { token: other.admin.token }),
      ),
    );
    expect(lists.map((l) => l.body.data)).toEqual([[], [], [], [], []]);
  });

  it('moves an endpoint to another version (UPDATING, then ACTIVE) and deletes it (DELETING, then gone)', async () => {
    const triple = await created(p, ml, '/ml/v1/datasets', {
      name: 'triple',
      rows: Array.from({ length: 50 }, (_, i) => ({ x: i, y: 3 * i })),
    });
    const job = await created(
      p,
      ml,
      '/ml/v1/training',
      { modelId, datasetId: triple.id, targetColumn: 'y', algorithm: 'linear_regression' },
      202,
    );
    expect((await finishedJob(p, ml, job.id)).version).toBe(2);
    const endpoint = await created(p, ml, '/ml/v1/endpoints', {
      name: 'moving',
      modelId,
      version: 1,
      stage: 'staging',
    });
    await activeEndpoint(p, ml, endpoint.id);
    const missing = await p.rest('PATCH', `/ml/v1/endpoints/${endpoint.id}`, {
      token: ml.token,
      body: { version: 9 },
    });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'ML_1001']);
    const moved = await p.rest('PATCH', `/ml/v1/endpoints/${endpoint.id}`, {
      token: ml.token,
      body: { version: 2 },
    });
    expect([moved.status, moved.body.data.status, moved.body.data.version]).toEqual([
      200,
      'UPDATING',
      2,
    ]);
    await activeEndpoint(p, ml, endpoint.id);
    const answer = await created(
      p,
      ml,
      `/ml/v1/endpoints/${endpoint.id}/invoke`,
      { instances: [{ x: 2 }] },
      200,
    );
    expect([answer.version, Math.round(answer.predictions[0] * 1e6) / 1e6]).toEqual([2, 6]);
    const deleted = await p.rest('DELETE', `/ml/v1/endpoints/${endpoint.id}`, { token: ml.token });
    expect([deleted.status, deleted.body.data.status]).toEqual([202, 'DELETING']);
    await waitFor(
      async () =>
        (await p.rest('GET', `/ml/v1/endpoints/${endpoint.id}`, { token: ml.token })).body.error
          ?.code === 'ML_1201',
      15_000,
    );
  });
});
