-- Notifications subgraph: the in-app inbox, preferences, and every e-mail stored before it is
-- sent (a leased queue: lib/jobs/leased-queue-store.ts). Rows come from other services' events;
-- the unique keys on the source event make a redelivered event a no-op.

CREATE SCHEMA IF NOT EXISTS "notifications";

CREATE TYPE "notifications"."category" AS ENUM ('account', 'jobs', 'reports', 'ml', 'events', 'billing');
CREATE TYPE "notifications"."channel" AS ENUM ('in_app', 'email');
CREATE TYPE "notifications"."mail_status" AS ENUM ('queued', 'sending', 'sent', 'failed', 'suppressed');

CREATE TABLE "notifications"."notifications" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "category" "notifications"."category" NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "link" TEXT,
    "source_event_id" UUID NOT NULL,
    "read_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "notifications_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "notifications_source_event_id_user_id_kind_key" ON "notifications"."notifications"("source_event_id", "user_id", "kind");
CREATE INDEX "notifications_tenant_id_user_id_created_at_id_idx" ON "notifications"."notifications"("tenant_id", "user_id", "created_at" DESC, "id" DESC);
-- The unread count reads only unread rows.
CREATE INDEX "notifications_unread_idx" ON "notifications"."notifications"("tenant_id", "user_id") WHERE "read_at" IS NULL;

CREATE TABLE "notifications"."preferences" (
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "category" "notifications"."category" NOT NULL,
    "channel" "notifications"."channel" NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "preferences_pkey" PRIMARY KEY ("user_id", "category", "channel"),
    CONSTRAINT "preferences_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "preferences_tenant_id_user_id_idx" ON "notifications"."preferences"("tenant_id", "user_id");

CREATE TABLE "notifications"."mails" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID,
    "to_address" TEXT NOT NULL,
    "category" "notifications"."category" NOT NULL,
    "template" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text_body" TEXT,
    "html_body" TEXT,
    "message_id" TEXT NOT NULL,
    "source_event_id" UUID NOT NULL,
    "status" "notifications"."mail_status" NOT NULL DEFAULT 'queued',
    "claims" INTEGER NOT NULL DEFAULT 0,
    "lease_owner" TEXT,
    "lease_expires_at" TIMESTAMPTZ(3),
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "last_code" INTEGER,
    "sent_at" TIMESTAMPTZ(3),
    "started_at" TIMESTAMPTZ(3),
    "traceparent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "mails_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "mails_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "mails_message_id_key" ON "notifications"."mails"("message_id");
CREATE UNIQUE INDEX "mails_source_event_id_to_address_template_key" ON "notifications"."mails"("source_event_id", "to_address", "template");
CREATE INDEX "mails_status_next_attempt_at_idx" ON "notifications"."mails"("status", "next_attempt_at");
CREATE INDEX "mails_tenant_id_created_at_idx" ON "notifications"."mails"("tenant_id", "created_at");

CREATE TABLE "notifications"."bounced_addresses" (
    "address" TEXT NOT NULL,
    "code" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "bounced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "bounced_addresses_pkey" PRIMARY KEY ("address")
);
