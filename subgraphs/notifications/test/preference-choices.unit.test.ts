import { ValidationError } from '../../../lib/errors';
import { checkNotificationId } from '../inbox/inbox-input';
import { checkChoices } from '../preferences/preference-input';
import { isChangeable, isEnabled } from '../preferences/preference-settings';

// The pure parts of subgraphs/notifications/preferences/ and inbox/: choices and input checks.
describe('choices', () => {
  it('are on unless stored off, and account e-mails always go', () => {
    const off = [{ category: 'jobs', channel: 'email', enabled: false } as const];
    expect(isEnabled(off, 'jobs', 'email')).toBe(false);
    expect(isEnabled(off, 'jobs', 'in_app')).toBe(true);
    const accountOff = [{ category: 'account', channel: 'email', enabled: false } as const];
    expect(isEnabled(accountOff, 'account', 'email')).toBe(true);
    expect(isChangeable('account', 'email')).toBe(false);
    expect(isChangeable('account', 'in_app')).toBe(true);
  });
});

describe('preference input', () => {
  /** The fields a check reports, every one at once. */
  function fields(run: () => unknown): string[] {
    try {
      run();
    } catch (error) {
      if (error instanceof ValidationError) return (error.details ?? []).map((d) => d.field);
      throw error;
    }
    return [];
  }

  it('reports a repeat and an account e-mail turned off at once', () => {
    const found = fields(() =>
      checkChoices([
        { category: 'jobs', channel: 'email', enabled: false },
        { category: 'jobs', channel: 'email', enabled: true },
        { category: 'account', channel: 'email', enabled: false },
      ]),
    );
    expect(found).toEqual(['preferences[1]', 'preferences[2].enabled']);
  });

  it('refuses an empty list and passes a good one through', () => {
    expect(() => checkChoices([])).toThrow(ValidationError);
    const good = [{ category: 'ml', channel: 'in_app', enabled: false } as const];
    expect(checkChoices(good)).toBe(good);
  });

  it('refuses a notice id that is no UUID before any query', () => {
    expect(() => checkNotificationId('nope')).toThrow(ValidationError);
    const id = '5b3a1f8e-2c4d-4e6f-8a9b-0c1d2e3f4a5b';
    expect(checkNotificationId(id)).toBe(id);
  });
});
