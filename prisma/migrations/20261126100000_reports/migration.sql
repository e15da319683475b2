-- Reports subgraph: tenant templates, exports (claimed by workers with FOR UPDATE SKIP LOCKED
-- under a lease), schedules and their runs (one row per (schedule, slot): each slot runs once),
-- incoming webhook sources and their events (one row per (source, event id)).

CREATE SCHEMA IF NOT EXISTS "reports";

CREATE TYPE "reports"."report_format" AS ENUM ('csv', 'json', 'pdf');
CREATE TYPE "reports"."export_status" AS ENUM ('queued', 'running', 'completed', 'failed', 'cancelled', 'expired');

CREATE TABLE "reports"."templates" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "dataset" TEXT NOT NULL,
    "columns" TEXT[] NOT NULL,
    "filters" JSONB NOT NULL DEFAULT '{}',
    "default_format" "reports"."report_format" NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "templates_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "templates_tenant_id_name_key" ON "reports"."templates"("tenant_id", "name");
CREATE INDEX "templates_tenant_id_created_at_id_idx" ON "reports"."templates"("tenant_id", "created_at", "id");

CREATE TABLE "reports"."exports" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "scope" TEXT NOT NULL,
    "template_id" TEXT NOT NULL,
    "template_name" TEXT NOT NULL,
    "dataset" TEXT NOT NULL,
    "columns" TEXT[] NOT NULL,
    "filters" JSONB NOT NULL DEFAULT '{}',
    "format" "reports"."report_format" NOT NULL,
    "status" "reports"."export_status" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "row_count" INTEGER NOT NULL DEFAULT 0,
    "size_bytes" BIGINT NOT NULL DEFAULT 0,
    "file_key" TEXT,
    "file_name" TEXT,
    "error" TEXT,
    "schedule_id" UUID,
    "lease_owner" TEXT,
    "lease_expires_at" TIMESTAMPTZ(3),
    "attempt" INTEGER NOT NULL DEFAULT 0,
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "failed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "expired_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "exports_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "exports_scope" CHECK ("scope" IN ('own', 'listings', 'tenant')),
    CONSTRAINT "exports_progress" CHECK ("progress" BETWEEN 0 AND 100)
);
CREATE INDEX "exports_tenant_id_user_id_created_at_id_idx" ON "reports"."exports"("tenant_id", "user_id", "created_at", "id");
CREATE INDEX "exports_tenant_id_created_at_id_idx" ON "reports"."exports"("tenant_id", "created_at", "id");
CREATE INDEX "exports_status_created_at_idx" ON "reports"."exports"("status", "created_at");

CREATE TABLE "reports"."schedules" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "created_by" UUID NOT NULL,
    "scope" TEXT NOT NULL,
    "template_id" TEXT NOT NULL,
    "format" "reports"."report_format" NOT NULL,
    "cron" TEXT NOT NULL,
    "timezone" TEXT NOT NULL,
    "window" TEXT NOT NULL,
    "deliver_to" UUID,
    "source_id" UUID,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "next_run_at" TIMESTAMPTZ(3),
    "last_run_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "schedules_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "schedules_tenant_id_created_at_id_idx" ON "reports"."schedules"("tenant_id", "created_at", "id");
CREATE INDEX "schedules_enabled_next_run_at_idx" ON "reports"."schedules"("enabled", "next_run_at");
CREATE INDEX "schedules_source_id_idx" ON "reports"."schedules"("source_id");

CREATE TABLE "reports"."schedule_runs" (
    "schedule_id" UUID NOT NULL,
    "slot" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "export_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "schedule_runs_pkey" PRIMARY KEY ("schedule_id", "slot")
);
ALTER TABLE "reports"."schedule_runs" ADD CONSTRAINT "schedule_runs_schedule_id_fkey"
    FOREIGN KEY ("schedule_id") REFERENCES "reports"."schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "reports"."webhook_sources" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_sources_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_sources_tenant_id_created_at_id_idx" ON "reports"."webhook_sources"("tenant_id", "created_at", "id");

CREATE TABLE "reports"."webhook_events" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "source_id" UUID NOT NULL,
    "event_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "export_ids" TEXT[] NOT NULL DEFAULT '{}',
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "webhook_events_source_id_event_id_key" ON "reports"."webhook_events"("source_id", "event_id");
CREATE INDEX "webhook_events_tenant_id_source_id_received_at_id_idx" ON "reports"."webhook_events"("tenant_id", "source_id", "received_at", "id");
-- A source's events go with it.
ALTER TABLE "reports"."webhook_events" ADD CONSTRAINT "webhook_events_source_id_fkey"
    FOREIGN KEY ("source_id") REFERENCES "reports"."webhook_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "reports"."templates" ADD CONSTRAINT "templates_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "reports"."exports" ADD CONSTRAINT "exports_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "reports"."schedules" ADD CONSTRAINT "schedules_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "reports"."webhook_sources" ADD CONSTRAINT "webhook_sources_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- The report source of the credit ledger (identity, subgraphs/identity/report-source/) walks an
-- admin's export of the whole tenant in (created_at, id) keyset pages: without this index every
-- page of a million-row ledger would scan and sort the tenant's entries again (docs/reports.md).
CREATE INDEX "wallet_entries_tenant_id_created_at_id_idx" ON "identity"."wallet_entries"("tenant_id", "created_at", "id");
