import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';

// Each Jest test file has its own module registry, so the cached keys of lib/auth are fresh
// here; the environment is shared with later files of this worker, so it is restored.
const saved = { ...process.env };
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

beforeAll(() => {
  process.env.JWT_PRIVATE_KEY = privatePem.replace(/\n/g, '\\n');
  process.env.JWT_PUBLIC_KEY = publicPem;
});
afterAll(() => {
  process.env = saved;
});

describe('RS256 tokens (JWT_PRIVATE_KEY and JWT_PUBLIC_KEY set)', () => {
  it('signs access tokens with RS256 and verifies them with the public key', async () => {
    const tokens = await import('../../lib/auth/tokens');
    const token = tokens.signAccessToken({
      sub: 'u1',
      tenantId: 't1',
      email: 'a@b.c',
      roles: ['user'],
      planTier: 'free',
    });
    expect(jwt.decode(token, { complete: true })?.header.alg).toBe('RS256');
    expect(jwt.verify(token, publicPem, { algorithms: ['RS256'] })).toMatchObject({
      sub: 'u1',
      tenantId: 't1',
    });
    expect(tokens.verifyAccessToken(token)).toMatchObject({ sub: 'u1', roles: ['user'] });
  });

  it('refuses an HS256 token keyed with the public key (key confusion)', async () => {
    const tokens = await import('../../lib/auth/tokens');
    const forged = jwt.sign(
      { tenantId: 't1', email: 'a@b.c', roles: ['admin'], planTier: 'free' },
      publicPem,
      { algorithm: 'HS256', subject: 'u1' } as jwt.SignOptions,
    );
    expect(() => tokens.verifyAccessToken(forged)).toThrow('Invalid token');
  });
});
