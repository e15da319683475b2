-- The PostgreSQL event bus (docs/event-bus.md, "PostgreSQL bus"): events published between
-- processes without Kafka. A publish is one row per event and a NOTIFY carrying the newest `seq`
-- (never the event: a NOTIFY payload is limited to 8000 bytes); receivers read the rows after the
-- last `seq` they saw.
CREATE TABLE "platform"."bus_events" (
    "seq" BIGINT GENERATED ALWAYS AS IDENTITY,
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "bus_events_pkey" PRIMARY KEY ("seq")
);
-- Retention deletes by age.
CREATE INDEX "bus_events_published_at_idx" ON "platform"."bus_events"("published_at");

-- Where each service group has read to: its instances take turns under this row's lock.
CREATE TABLE "platform"."bus_cursors" (
    "consumer" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    CONSTRAINT "bus_cursors_pkey" PRIMARY KEY ("consumer")
);

-- One statement per publish. Publishers take turns until their commit (a transaction-level
-- advisory lock), so rows become visible in `seq` order: a receiver that sees `seq` n has seen
-- every row before it, and may move its cursor past the gaps a rolled-back publish leaves.
CREATE FUNCTION "platform"."publish_bus_events"("ids" TEXT[], "types" TEXT[], "bodies" JSONB[])
RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE newest BIGINT;
BEGIN
  PERFORM pg_advisory_xact_lock(724002);
  WITH inserted AS (
    INSERT INTO "platform"."bus_events" ("id", "type", "body")
    SELECT e.id, e.type, e.body FROM unnest(ids, types, bodies) WITH ORDINALITY AS e(id, type, body, n)
    ORDER BY e.n
    RETURNING "seq"
  )
  SELECT max("seq") INTO newest FROM inserted;
  -- Delivered at commit, after the rows are visible.
  PERFORM pg_notify('platform_bus', newest::text);
  RETURN newest;
END;
$$;
