-- Integrations subgraph: webhook endpoints and their deliveries (stored before they are sent,
-- claimed by the dispatcher with FOR UPDATE SKIP LOCKED).

CREATE SCHEMA IF NOT EXISTS "integrations";

CREATE TYPE "integrations"."delivery_status" AS ENUM ('pending', 'succeeded', 'failed', 'dead');

CREATE TABLE "integrations"."webhook_endpoints" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "consecutive_failures" INTEGER NOT NULL DEFAULT 0,
    "disabled_at" TIMESTAMPTZ(3),
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "integrations"."webhook_deliveries" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "event_type" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" "integrations"."delivery_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_attempt_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "webhook_endpoints_tenant_id_created_at_id_idx" ON "integrations"."webhook_endpoints"("tenant_id", "created_at", "id");
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_id_event_id_key" ON "integrations"."webhook_deliveries"("endpoint_id", "event_id");
CREATE INDEX "webhook_deliveries_tenant_id_endpoint_id_created_at_id_idx" ON "integrations"."webhook_deliveries"("tenant_id", "endpoint_id", "created_at", "id");
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "integrations"."webhook_deliveries"("status", "next_attempt_at");

ALTER TABLE "integrations"."webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- Deleting an endpoint deletes its delivery history.
ALTER TABLE "integrations"."webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "integrations"."webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;
