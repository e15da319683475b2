import { hashPassword, passwordHashN, verifyPassword } from '../../lib/auth/password';

describe('password hashes', () => {
  const before = process.env.PASSWORD_HASH_COST;
  afterEach(() => {
    if (before === undefined) delete process.env.PASSWORD_HASH_COST;
    else process.env.PASSWORD_HASH_COST = before;
  });

  it('cost 2^15 unless PASSWORD_HASH_COST says otherwise, and refuse a cost below 2^10 or above 2^20', () => {
    delete process.env.PASSWORD_HASH_COST;
    expect(passwordHashN()).toBe(32768);
    process.env.PASSWORD_HASH_COST = '10';
    expect(passwordHashN()).toBe(1024);
    for (const wrong of ['9', '21', 'cheap'])
      expect(() => {
        process.env.PASSWORD_HASH_COST = wrong;
        passwordHashN();
      }).toThrow(/PASSWORD_HASH_COST/);
  });

  it('verify a password hashed at one cost when the setting names another', async () => {
    delete process.env.PASSWORD_HASH_COST;
    const strong = await hashPassword('correct-horse-battery');
    expect(strong.split('$')[1]).toBe('32768');
    process.env.PASSWORD_HASH_COST = '10';
    const cheap = await hashPassword('correct-horse-battery');
    expect(cheap.split('$')[1]).toBe('1024');
    expect(await verifyPassword('correct-horse-battery', strong)).toBe(true);
    expect(await verifyPassword('correct-horse-battery', cheap)).toBe(true);
    expect(await verifyPassword('wrong-horse-battery', strong)).toBe(false);
  });
});
