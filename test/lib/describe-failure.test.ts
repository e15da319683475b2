import { describeFailure } from '../../lib/service';

describe('the cause a failed command prints', () => {
  it('is the message of an Error', () => {
    expect(describeFailure(new Error('listen EADDRINUSE'))).toBe('listen EADDRINUSE');
  });

  it('is the code of an Error without a message, and every address of a refused connection', () => {
    const refused = Object.assign(new Error(''), { code: 'ECONNREFUSED' });
    expect(describeFailure(refused)).toBe('ECONNREFUSED');
    const v4 = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const v6 = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(describeFailure(new AggregateError([v4, v6]))).toBe(
      'connect ECONNREFUSED 127.0.0.1:5432; connect ECONNREFUSED ::1:5432',
    );
  });

  it('says something for values that are not errors: nothing, exit codes, log lines, objects', () => {
    expect(describeFailure(undefined)).toBe('no reason given (LOG_LEVEL=debug shows more)');
    expect(describeFailure(3)).toBe('exit code 3');
    expect(
      describeFailure(['LOG: starting', '', 'FATAL: lock file "postmaster.pid" already exists']),
    ).toBe('LOG: starting\n  FATAL: lock file "postmaster.pid" already exists');
    expect(describeFailure({ message: 'from a plain object' })).toBe('from a plain object');
    expect(describeFailure({ code: 'E42' })).toBe("{ code: 'E42' }");
    expect(describeFailure('  plain text ')).toBe('plain text');
  });
});
