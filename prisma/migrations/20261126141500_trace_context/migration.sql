-- W3C trace context across the platform's async hops (docs/observability.md, "Traces"): the
-- `traceparent` of the request that wrote an outbox event or created a media job, so the relay,
-- the event's consumers and the worker's run join that request's trace. Nullable: rows written
-- before this migration, or with tracing off, have none and start traces of their own.
ALTER TABLE "platform"."outbox_events" ADD COLUMN "traceparent" TEXT;
ALTER TABLE "media"."jobs" ADD COLUMN "traceparent" TEXT;
