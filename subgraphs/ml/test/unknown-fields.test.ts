import { randomUUID } from 'node:crypto';
import { restRoutes } from '../../../gateway/rest/routes';
import { addUser } from '../../../test/accounts';
import { platformFixture } from '../../../test/fixture';
import type { Session } from '../../../test/harness';
import { irisSchema } from './helpers';

/*
 * A body that adds a field the path does not take is ML_1800 on every ML write path
 * (docs/api/ml.md, "Errors": "the body is not a JSON object, or misses or adds fields"), also
 * where the path's own input code (ML_1000 for a model) answers the body's other problems.
 */

jest.setTimeout(120_000);

const { p, t } = platformFixture();
let ml: Session;

beforeAll(async () => {
  ml = await addUser(p, t.admin, 'ml-engineer');
});

const writes = restRoutes.filter((route) => route.path.startsWith('/ml/v1/') && route.body);

it('finds the ML write paths that read a body', () => {
  expect(writes.map((route) => `${route.method} ${route.path}`)).toEqual(
    expect.arrayContaining(['POST /ml/v1/models', 'POST /ml/v1/datasets', 'POST /ml/v1/training']),
  );
});

describe.each(writes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_name, route) => {
    it('answers an unknown body field with ML_1800 naming it', async () => {
      const path = route.path.replace(/:[A-Za-z]+/g, randomUUID());
      const res = await p.rest(route.method, path, {
        token: ml.token,
        body: { unexpectedField: 1 },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('ML_1800');
      expect(res.body.error.details).toContainEqual({
        field: 'unexpectedField',
        problem: 'is not a known field',
      });
    });
  },
);

it('answers ML_1800 for an unknown field beside a valid model, and ML_1000 still for a bad value', async () => {
  const model = {
    name: 'iris',
    framework: 'SKLEARN',
    task: 'classification',
    inputSchema: irisSchema,
  };
  const unknown = await p.rest('POST', '/ml/v1/models', {
    token: ml.token,
    body: { ...model, colour: 'blue' },
  });
  expect([unknown.status, unknown.body.error.code, unknown.body.error.details]).toEqual([
    400,
    'ML_1800',
    [{ field: 'colour', problem: 'is not a known field' }],
  ]);
  const bad = await p.rest('POST', '/ml/v1/models', {
    token: ml.token,
    body: { ...model, task: 'clustering' },
  });
  expect([bad.status, bad.body.error.code]).toEqual([400, 'ML_1000']);
});
