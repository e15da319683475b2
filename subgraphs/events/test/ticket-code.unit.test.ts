import { randomUUID } from 'node:crypto';
import { signTicketCode, verifyTicketCode } from '../common/ticket-code';

/*
 * Ticket codes (subgraphs/events/common/ticket-code.ts): signed claims that check-in verifies
 * without the database; anything but a genuine code is "not a code", never an exception.
 */

const claims = () => ({ ticketId: randomUUID(), tenantId: randomUUID(), eventId: randomUUID() });

/** The code with one character of `part` (0 payload, 1 signature) replaced by another. */
function flipped(code: string, part: 0 | 1, at: number): string {
  const parts = code.split('.');
  const text = parts[part];
  const index = at < 0 ? text.length + at : at;
  const other = text[index] === 'A' ? 'B' : 'A';
  parts[part] = `${text.slice(0, index)}${other}${text.slice(index + 1)}`;
  return parts.join('.');
}

const withEnv = (values: Record<string, string | undefined>, run: () => void) => {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const set = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
  set(values);
  try {
    run();
  } finally {
    set(before);
  }
};

beforeAll(() => {
  process.env.JWT_SECRET = 'jwt-secret-of-the-unit-test';
  process.env.SUBGRAPH_SECRET = 'subgraph-secret-of-the-unit-test';
  process.env.TICKET_CODE_SECRET = 'ticket-code-secret-of-the-unit-test';
});

describe('a genuine code', () => {
  it('verifies back to its ticket, tenant and event', () => {
    const wanted = claims();
    const code = signTicketCode(wanted);
    expect(code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyTicketCode(code)).toEqual(wanted);
  });

  it('is the same text each time it is read (it is computed, not stored)', () => {
    const wanted = claims();
    expect(signTicketCode(wanted)).toBe(signTicketCode(wanted));
    expect(signTicketCode(claims())).not.toBe(signTicketCode(wanted));
  });
});

describe('anything else is not a code', () => {
  const code = signTicketCode(claims());

  it('a changed payload or signature, anywhere in it', () => {
    for (const at of [0, 5, -1]) {
      expect(verifyTicketCode(flipped(code, 0, at))).toBeNull();
      expect(verifyTicketCode(flipped(code, 1, at))).toBeNull();
    }
  });

  it('claims naming another ticket under the original signature', () => {
    const [, signature] = code.split('.');
    const forged = Buffer.from(
      JSON.stringify({ t: randomUUID(), n: randomUUID(), e: randomUUID() }),
    ).toString('base64url');
    expect(verifyTicketCode(`${forged}.${signature}`)).toBeNull();
  });

  it('garbage of any type and length, without throwing', () => {
    const garbage: unknown[] = [
      '',
      '.',
      '..',
      'abc',
      'abc.def',
      `${code}.x`,
      `${code} `,
      code.replace('.', ''),
      'x'.repeat(10_000),
      `${'a'.repeat(600)}.${code.split('.')[1]}`,
      '€€€.€€€',
      null,
      undefined,
      42,
      {},
      [code],
    ];
    for (const value of garbage) expect(verifyTicketCode(value)).toBeNull();
  });

  it('a well-signed code whose claims are not ids', () => {
    const odd = signTicketCode({ ticketId: 'not-a-uuid', tenantId: randomUUID(), eventId: 'x' });
    expect(verifyTicketCode(odd)).toBeNull();
  });
});

describe('the key', () => {
  it('TICKET_CODE_SECRET signs; a code signed with another key is not a code', () => {
    const wanted = claims();
    let first = '';
    withEnv({ TICKET_CODE_SECRET: 'one key' }, () => {
      first = signTicketCode(wanted);
      expect(verifyTicketCode(first)).toEqual(wanted);
    });
    withEnv({ TICKET_CODE_SECRET: 'another key' }, () => {
      expect(verifyTicketCode(first)).toBeNull();
    });
  });

  it('without TICKET_CODE_SECRET, a key derived from JWT_SECRET (not JWT_SECRET itself)', () => {
    const wanted = claims();
    withEnv({ TICKET_CODE_SECRET: undefined }, () => {
      const derived = signTicketCode(wanted);
      expect(verifyTicketCode(derived)).toEqual(wanted);
      withEnv({ TICKET_CODE_SECRET: process.env.JWT_SECRET }, () => {
        expect(verifyTicketCode(derived)).toBeNull();
      });
    });
  });
});
