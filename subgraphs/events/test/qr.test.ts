import { randomUUID } from 'node:crypto';
import { restError, ok, call } from '../../../test/answers';
import { addUser } from '../../../test/accounts';
import { platformFixture } from '../../../test/fixture';
import { codeOf, eventWithTickets, qrAnswer, readQr } from './door-helpers';

/*
 * A ticket's QR image (docs/api/events.md, "Tickets"): the code read back by a QR reader, PNG
 * and SVG, the image itself on the REST path, and only for those who may read the code.
 */
const { p, t } = platformFixture();

const TICKET_QR = `query ($id: ID!, $format: TicketQrFormat) {
  ticketQr(id: $id, format: $format) { contentType body }
}`;

describe('a ticket as a QR image', () => {
  it('is a PNG a QR reader reads back to the code, the same on GraphQL and REST', async () => {
    const { ticketIds } = await eventWithTickets(p, t);
    const answer = await qrAnswer(p, t.user.token, ticketIds[0]);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-length': String(answer.bytes.length),
    });
    expect(answer.bytes.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const code = readQr(answer.bytes);
    expect(code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

    const qr = await ok(p, t.user.token, TICKET_QR, { id: ticketIds[0] });
    expect(qr.contentType).toBe('image/png');
    expect(readQr(Buffer.from(qr.body, 'base64'))).toBe(code);
    // The code is computed when read, never stored: the same every time.
    expect(await codeOf(p, t.user.token, ticketIds[0])).toBe(code);
  });

  it('is an SVG document with format=svg', async () => {
    const { ticketIds } = await eventWithTickets(p, t);
    const answer = await qrAnswer(p, t.user.token, ticketIds[0], 'svg');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'private, no-store',
    });
    const svg = answer.bytes.toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    const qr = await ok(p, t.user.token, TICKET_QR, { id: ticketIds[0], format: 'svg' });
    expect(qr).toEqual({ contentType: 'image/svg+xml', body: svg });
  });

  it("is for the holder, the event's organizer and admins; anyone else is told it does not exist", async () => {
    const { ticketIds } = await eventWithTickets(p, t);
    const [id] = ticketIds;
    const code = await codeOf(p, t.user.token, id);
    expect(await codeOf(p, t.organizer.token, id)).toBe(code);
    expect(await codeOf(p, t.admin.token, id)).toBe(code);

    const stranger = await addUser(p, t.admin);
    const otherOrganizer = await addUser(p, t.admin, 'organizer');
    const other = await p.newTenant();
    for (const token of [stranger.token, otherOrganizer.token, other.admin.token]) {
      const answer = await qrAnswer(p, token, id);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({
        data: null,
        error: { code: 'NOT_FOUND', http: 404 },
      });
      expect(await call(p, token, TICKET_QR, { id })).toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    }
    restError(await p.rest('GET', `/events/v1/tickets/${id}/qr`), 401, 'UNAUTHENTICATED');
    restError(
      await p.rest('GET', `/events/v1/tickets/${randomUUID()}/qr`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('GET', '/events/v1/tickets/not-a-ticket/qr', { token: t.admin.token }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await p.rest('GET', `/events/v1/tickets/${id}/qr?format=gif`, { token: t.user.token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('is described in the OpenAPI document by its content types, not an envelope', async () => {
    const openApi = (await p.rest('GET', '/openapi.json')).body;
    const get = openApi.paths['/events/v1/tickets/{id}/qr'].get;
    expect(Object.keys(get.responses['200'].content).sort()).toEqual([
      'image/png',
      'image/svg+xml',
    ]);
    expect(get.responses['200'].content['image/png'].schema).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(get.responses['404']).toBeDefined();
  });
});
