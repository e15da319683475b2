import { randomUUID } from 'node:crypto';
import { addUser } from '../accounts';
import type { Session } from '../harness';
import { platformFixture } from '../fixture';

/*
 * A path whose percent-encoding is malformed (docs/rest-contract.md, "Router precedence") is
 * invalid input of the route it names: 400 in that path's own error space and envelope, the
 * parameter named, never a 404 "no route" outside the operation's list.
 */

let ml: Session;
const { p, t } = platformFixture();
beforeAll(async () => {
  ml = await addUser(p, t.admin, 'ml-engineer');
});

const notEncoding = 'is not valid percent-encoding';

describe('a path parameter that is not valid percent-encoding', () => {
  it.each([
    ['%ff', 'a byte that is no UTF-8'],
    ['%E0%A4%A', 'a cut escape'],
    ['ab%zz', 'an escape of no hex digits'],
  ])('GET /ml/v1/datasets/%s (%s) is 400 ML_1801 naming the parameter', async (segment) => {
    const res = await p.rest('GET', `/ml/v1/datasets/${segment}`, { token: ml.token });
    expect([res.status, res.body.error]).toEqual([
      400,
      {
        code: 'ML_1801',
        http: 400,
        message: `Invalid input: id ${notEncoding}`,
        details: [{ field: 'id', problem: notEncoding }],
      },
    ]);
    expect(res.body.meta.request_id).toBe(res.headers['x-request-id']);
  });

  it('names the malformed parameter on a route that reads a body', async () => {
    const res = await p.rest('POST', `/ml/v1/endpoints/%ff/invoke`, {
      token: ml.token,
      body: { instances: [{ a: 1 }] },
    });
    expect([res.status, res.body.error.code, res.body.error.details]).toEqual([
      400,
      'ML_1801',
      [{ field: 'id', problem: notEncoding }],
    ]);
  });

  it('is 400 VALIDATION_FAILED on a marketplace path, in its snake-case envelope', async () => {
    const res = await p.rest('GET', '/marketplace/v1/listings/%ff', { token: t.user.token });
    expect([res.status, res.body.error]).toEqual([
      400,
      {
        code: 'VALIDATION_FAILED',
        http: 400,
        message: `Invalid input: id ${notEncoding}`,
        details: [{ field: 'id', problem: notEncoding }],
      },
    ]);
    expect(res.body.meta.request_id).toBe(res.headers['x-request-id']);
  });

  it('is 400 VALIDATION_FAILED on a media path, in its camel-case envelope', async () => {
    const res = await p.rest('GET', '/media/v1/jobs/%C3%28', { token: t.user.token });
    expect([res.status, res.body.error]).toEqual([
      400,
      {
        code: 'VALIDATION_FAILED',
        http: 400,
        message: `Invalid input: id ${notEncoding}`,
        details: [{ field: 'id', problem: notEncoding }],
      },
    ]);
    expect(res.body.meta.requestId).toBe(res.headers['x-request-id']);
  });

  it('is 400 on a booking v1 path (data-only style) and a reports path', async () => {
    for (const path of ['/booking/v1/bookings/%ff', '/reports/v1/exports/%ff']) {
      const res = await p.rest('GET', path, { token: t.user.token });
      expect({
        path,
        status: res.status,
        code: res.body.error?.code,
        details: res.body.error?.details,
      }).toEqual({
        path,
        status: 400,
        code: 'VALIDATION_FAILED',
        details: [{ field: 'id', problem: notEncoding }],
      });
    }
  });

  it('still asks for a token first (ML_1700), as any other request of the path', async () => {
    const res = await p.rest('GET', '/ml/v1/datasets/%ff');
    expect([res.status, res.body.error.code]).toEqual([401, 'ML_1700']);
  });

  it('keeps 405 for a method the path does not serve', async () => {
    const res = await p.rest('PUT', '/ml/v1/datasets/%ff', { token: ml.token });
    expect([res.status, res.body.error.code, res.headers.allow]).toEqual([
      405,
      'METHOD_NOT_ALLOWED',
      'GET',
    ]);
  });

  it('leaves a well-formed escape alone: decoded, it is an id like any other', async () => {
    const id = randomUUID();
    const res = await p.rest(
      'GET',
      `/ml/v1/datasets/${encodeURIComponent(id).replace(/-/g, '%2D')}`,
      { token: ml.token },
    );
    expect([res.status, res.body.error.code, res.body.error.message]).toEqual([
      400,
      'ML_1801',
      `Dataset ${id} was not found in the tenant`,
    ]);
  });
});

describe('a malformed path that names no route', () => {
  it('is 400 VALIDATION_FAILED naming the path, not 404', async () => {
    const res = await p.rest('GET', '/ml/v1/%ff/nothing', { token: ml.token });
    expect([res.status, res.body.error.code, res.body.error.details]).toEqual([
      400,
      'VALIDATION_FAILED',
      [{ field: 'path', problem: notEncoding }],
    ]);
  });

  it('a well-formed path that names no route is still 404', async () => {
    const res = await p.rest('GET', '/ml/v1/nothing/here', { token: ml.token });
    expect([res.status, res.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
