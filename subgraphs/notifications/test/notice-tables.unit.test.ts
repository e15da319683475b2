import { newEvent } from '../../../lib/events/bus';
import {
  TICKET_PURCHASED,
  TICKET_REFUNDED,
  type TicketPurchasedData,
  type TicketRefundedData,
} from '../../events/common/events';
import { TEAM_MEMBER_ADDED, VERIFICATION_REQUESTED } from '../../identity/common/events';
import { TRAINING_FINISHED, type TrainingFinishedData } from '../../ml/common/events';
import { ACCOUNT_NOTICES } from '../notices/account-notices';
import { JOB_NOTICES } from '../notices/job-notices';
import { linkTo } from '../notices/notice';
import { TICKET_NOTICES } from '../notices/ticket-notices';

// The pure tables of subgraphs/notifications/notices/: an event in, its notices out.
const link = linkTo('https://example.com/lanes');
const event = <T>(type: string, data: T) => newEvent(type, 't1', data);

const refund = (reason: TicketRefundedData['reason'], amount: number) =>
  event<TicketRefundedData>(TICKET_REFUNDED, {
    ticketId: 'k1',
    eventId: 'e1',
    holderId: 'u1',
    amount,
    currency: 'CRD',
    reason,
    refundedAt: '2026-01-01T00:00:00.000Z',
  });

describe('links', () => {
  it('keep the public address’s own path and set the query', () => {
    expect(link('/account/tickets', { eventId: 'e 1' })).toBe(
      'https://example.com/lanes/account/tickets?eventId=e+1',
    );
    expect(linkTo('https://example.com/')('/account/verify-email')).toBe(
      'https://example.com/account/verify-email',
    );
  });
});

describe('ticket notices', () => {
  it('tell the buyer once per order, linking to the event’s tickets', () => {
    const purchased = event<TicketPurchasedData>(TICKET_PURCHASED, {
      ticketId: 'k1',
      eventId: 'e1',
      buyerId: 'u1',
      amount: 5,
      currency: 'CRD',
      orderId: 'o1',
      ticketTypeId: 'tt1',
      teamId: null,
    });
    expect(TICKET_NOTICES[TICKET_PURCHASED](purchased, link)).toEqual([
      expect.objectContaining({
        userId: 'u1',
        sourceId: 'o1',
        category: 'events',
        kind: 'tickets_purchased',
        channels: ['in_app', 'email'],
        link: 'https://example.com/lanes/account/tickets?eventId=e1',
      }),
    ]);
  });

  it('key a cancellation by the event, a refund by its ticket', () => {
    const [cancelled] = TICKET_NOTICES[TICKET_REFUNDED](refund('event_cancelled', 5), link);
    expect(cancelled).toMatchObject({ sourceId: 'e1', kind: 'event_cancelled' });
    const [refunded] = TICKET_NOTICES[TICKET_REFUNDED](refund('refunded', 1), link);
    expect(refunded.sourceId).toBeUndefined();
    expect(refunded).toMatchObject({
      kind: 'ticket_refunded',
      link: 'https://example.com/lanes/account/tickets/k1',
    });
    expect(refunded.body).toContain('1 credit back');
  });
});

describe('account and job notices', () => {
  it('send a link with a token by e-mail only, to the address the event names', () => {
    const requested = event(VERIFICATION_REQUESTED, {
      userId: 'u1',
      email: 'a@example.com',
      token: 'tok',
      expiresAt: '2026-01-02T00:00:00.000Z',
    });
    const [notice] = ACCOUNT_NOTICES[VERIFICATION_REQUESTED](requested, link);
    expect(notice).toMatchObject({ email: 'a@example.com', channels: ['email'] });
    expect(notice.link).toBe('https://example.com/lanes/account/verify-email?token=tok');
  });

  it('link nowhere a browser cannot open', () => {
    const added = event(TEAM_MEMBER_ADDED, { teamId: 'team1', userId: 'u1', role: 'owner' });
    expect(ACCOUNT_NOTICES[TEAM_MEMBER_ADDED](added, link)[0]).toMatchObject({
      link: null,
      body: 'You are now an owner of team team1.',
    });
  });

  it('name a succeeded training’s metrics, rounded', () => {
    const finished = event<TrainingFinishedData>(TRAINING_FINISHED, {
      jobId: 'j1',
      modelId: 'm1',
      modelName: 'churn',
      userId: 'u1',
      status: 'succeeded',
      errorCode: null,
      metrics: { auc: 0.912345678 },
      finishedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(JOB_NOTICES[TRAINING_FINISHED](finished, link)[0]).toMatchObject({
      category: 'ml',
      kind: 'training_succeeded',
      body: 'Training j1 of churn succeeded: auc 0.9123.',
    });
  });
});
