import { newEvent } from '../../lib/events/bus';
import { InProcessEventBus } from '../../lib/events/in-process';
import { EndedSessions } from '../../gateway/sessions/ended-sessions';
import { SESSIONS_ENDED } from '../../subgraphs/identity/common/events';

// gateway/sessions/ended-sessions.ts: what a gateway process knows of ended sessions, and how an
// answer that ends sessions waits for this process to know it (docs/conventions.md, "Ending a session").

const TENANT = '11111111-1111-4111-8111-111111111111';

function ended(sessionIds: string[], requestId?: string, endedAt = new Date()) {
  return newEvent(
    SESSIONS_ENDED,
    TENANT,
    { userId: 'u', sessionIds, endedAt: endedAt.toISOString(), reason: 'logout' },
    requestId,
  );
}

let bus: InProcessEventBus;
let sessions: EndedSessions;
beforeEach(() => {
  bus = new InProcessEventBus();
  sessions = new EndedSessions(bus);
});
afterEach(() => sessions.close());

describe('EndedSessions', () => {
  it('knows the sessions of every event it hears, and only those', async () => {
    await bus.publish(ended(['s1', 's2']));
    expect(sessions.isEnded('s1')).toBe(true);
    expect(sessions.isEnded('s2')).toBe(true);
    expect(sessions.isEnded('s3')).toBe(false);
  });

  it('reads the sessions that ended before it listened, trying again until identity answers', async () => {
    let calls = 0;
    let asked: Date | undefined;
    await sessions.loadEarlier(async (since) => {
      calls += 1;
      asked = since;
      if (calls === 1) throw new Error('identity is not up yet');
      return [{ id: 'early', endedAt: new Date().toISOString() }];
    });
    expect(calls).toBe(2);
    // 15 minutes of access-token life and a minute of clock skew.
    expect(Date.now() - asked!.getTime()).toBeGreaterThanOrEqual(16 * 60_000);
    expect(sessions.isEnded('early')).toBe(true);
  });

  it('tells the listeners each session whose end it learns, once', async () => {
    const heard: string[] = [];
    const stop = sessions.onEnded((id) => heard.push(id));
    await bus.publish(ended(['a']));
    await bus.publish(ended(['a', 'b']));
    stop();
    await bus.publish(ended(['c']));
    expect(heard).toEqual(['a', 'b']);
  });

  it("waits for as many of a request's events as it had moves succeed, whatever came first", async () => {
    const expected = sessions.expect('r1');
    // One arrives before the answer asks, another request's meanwhile counts for nothing.
    await bus.publish(ended(['x'], 'r1'));
    await bus.publish(ended(['y'], 'other'));
    const arrival = expected.arrival(2, 5000);
    await bus.publish(ended(['z'], 'r1'));
    await expect(arrival).resolves.toBe(true);
  });

  it('answers false when the events are late, and at once when no move succeeded', async () => {
    const late = sessions.expect('r2');
    const started = Date.now();
    await expect(late.arrival(1, 100)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    await expect(sessions.expect('r3').arrival(0, 5000)).resolves.toBe(true);
  });
});
