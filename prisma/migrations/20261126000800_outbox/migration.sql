-- One transactional outbox for every service (feature `events`): a service writes its events here
-- in the transaction of the change, and its relay publishes them after commit, in `seq` order.
CREATE TABLE "platform"."outbox_events" (
    "seq" BIGINT GENERATED ALWAYS AS IDENTITY,
    "id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "tenant_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "subject" TEXT,
    "time" TIMESTAMPTZ(3) NOT NULL,
    "request_id" TEXT,
    "data" JSONB NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("seq")
);
CREATE UNIQUE INDEX "outbox_events_id_key" ON "platform"."outbox_events"("id");
CREATE INDEX "outbox_events_tenant_id_type_time_idx" ON "platform"."outbox_events"("tenant_id", "type", "time");
-- What each relay still has to publish, in order.
CREATE INDEX "outbox_events_pending_idx" ON "platform"."outbox_events"("service", "seq") WHERE "published_at" IS NULL;

-- Wakes the relays when a transaction that wrote events commits (NOTIFY is sent at commit only).
CREATE FUNCTION "platform"."notify_outbox"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('platform_outbox', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER "outbox_events_notify" AFTER INSERT ON "platform"."outbox_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform"."notify_outbox"();

-- Identity's events move to the shared outbox, in their original order.
INSERT INTO "platform"."outbox_events" ("id", "service", "source", "tenant_id", "type", "time", "request_id", "data", "published_at")
SELECT "id", 'identity',
       CASE WHEN "type" LIKE 'team.%' THEN 'urn:platform:team-svc' ELSE 'urn:platform:wallet-svc' END,
       "tenant_id", "type", "time", "request_id", "data", "published_at"
FROM "identity"."outbox_events" ORDER BY "time", "id";
DROP TABLE "identity"."outbox_events";

-- Events a consumer group has handled, so a redelivered event is skipped (deduplication by id).
CREATE TABLE "platform"."processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer", "event_id")
);
CREATE INDEX "processed_events_processed_at_idx" ON "platform"."processed_events"("processed_at");
