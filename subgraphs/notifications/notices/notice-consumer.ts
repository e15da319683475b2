import type { EventBus } from '../../../lib/events/bus';
import { NOTICE_EVENT_TYPES, noticesFromEvent, type NoticeDeps } from './notice-rules';

/**
 * Listens to the platform's events and turns each into notices (notice-rules.ts), waking the
 * mail worker when mail was queued. A failed handling throws back to the bus, which delivers the
 * event again (at least once); the stored rows' unique keys make the repeat add nothing.
 */
export function noticeConsumer(deps: NoticeDeps & { events: EventBus; mailQueued: () => void }): {
  start(): void;
  stop(): Promise<void>;
} {
  let unsubscribe: (() => void)[] = [];
  return {
    start() {
      unsubscribe = NOTICE_EVENT_TYPES.map((type) =>
        deps.events.subscribe(type, async (event) => {
          if ((await noticesFromEvent(deps, event)) > 0) deps.mailQueued();
        }),
      );
    },
    async stop() {
      for (const stop of unsubscribe) stop();
      unsubscribe = [];
    },
  };
}
