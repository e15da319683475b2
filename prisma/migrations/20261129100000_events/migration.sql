-- Events and ticketing subgraph (docs/ticketing.md): events, ticket types, orders and tickets.
-- Seats are counted on the ticket type: a purchase claims them with one conditional UPDATE
-- (`sold + n <= quantity`), and the CHECK below makes an oversold type impossible even for a
-- writer that forgot the condition.

CREATE SCHEMA IF NOT EXISTS "events";

CREATE TYPE "events"."event_status" AS ENUM ('draft', 'published', 'cancelled', 'ended');
CREATE TYPE "events"."order_status" AS ENUM ('pending', 'paid', 'failed');
CREATE TYPE "events"."ticket_status" AS ENUM ('pending', 'valid', 'checked_in', 'refunded', 'cancelled', 'void');
CREATE TYPE "events"."ticket_settlement" AS ENUM ('charge', 'refund', 'release');

CREATE TABLE "events"."events" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "organizer_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "timezone" TEXT NOT NULL,
    "venue_listing_id" UUID,
    "venue_name" TEXT,
    "venue_address" TEXT,
    "venue_city" TEXT,
    "venue_country" TEXT,
    "capacity" INTEGER NOT NULL,
    "cover_image" TEXT,
    "refund_cutoff_hours" INTEGER NOT NULL DEFAULT 24,
    "staff_team_ids" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[],
    "status" "events"."event_status" NOT NULL DEFAULT 'draft',
    "published_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "cancel_reason" TEXT,
    "ended_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "events_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "events_capacity_check" CHECK ("capacity" >= 1),
    CONSTRAINT "events_times_check" CHECK ("ends_at" > "starts_at"),
    CONSTRAINT "events_refund_cutoff_check" CHECK ("refund_cutoff_hours" >= 0)
);
CREATE INDEX "events_tenant_id_status_starts_at_id_idx" ON "events"."events"("tenant_id", "status", "starts_at", "id");
CREATE INDEX "events_tenant_id_organizer_id_created_at_id_idx" ON "events"."events"("tenant_id", "organizer_id", "created_at" DESC, "id" DESC);
CREATE INDEX "events_tenant_id_venue_listing_id_starts_at_idx" ON "events"."events"("tenant_id", "venue_listing_id", "starts_at");

CREATE TABLE "events"."ticket_types" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "price_credits" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "sold" INTEGER NOT NULL DEFAULT 0,
    "sales_start" TIMESTAMPTZ(3) NOT NULL,
    "sales_end" TIMESTAMPTZ(3) NOT NULL,
    "max_per_order" INTEGER NOT NULL DEFAULT 10,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "ticket_types_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ticket_types_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"."events"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "ticket_types_price_check" CHECK ("price_credits" >= 0),
    CONSTRAINT "ticket_types_sold_check" CHECK ("sold" >= 0 AND "sold" <= "quantity"),
    CONSTRAINT "ticket_types_max_per_order_check" CHECK ("max_per_order" >= 1),
    CONSTRAINT "ticket_types_window_check" CHECK ("sales_end" > "sales_start")
);
CREATE INDEX "ticket_types_event_id_created_at_id_idx" ON "events"."ticket_types"("event_id", "created_at", "id");

CREATE TABLE "events"."ticket_orders" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "ticket_type_id" UUID NOT NULL,
    "buyer_id" UUID NOT NULL,
    "team_id" UUID,
    "quantity" INTEGER NOT NULL,
    "price_credits" INTEGER NOT NULL,
    "status" "events"."order_status" NOT NULL DEFAULT 'pending',
    "failure_code" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "failed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ticket_orders_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ticket_orders_ticket_type_id_fkey" FOREIGN KEY ("ticket_type_id") REFERENCES "events"."ticket_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "ticket_orders_quantity_check" CHECK ("quantity" >= 1)
);
CREATE INDEX "ticket_orders_status_created_at_idx" ON "events"."ticket_orders"("status", "created_at");

CREATE TABLE "events"."tickets" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "ticket_type_id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "holder_id" UUID NOT NULL,
    "attendee_name" TEXT,
    "attendee_email" TEXT,
    "price_credits" INTEGER NOT NULL,
    "status" "events"."ticket_status" NOT NULL DEFAULT 'pending',
    "reservation_id" TEXT,
    "settlement" "events"."ticket_settlement",
    "settled_at" TIMESTAMPTZ(3),
    "checked_in_at" TIMESTAMPTZ(3),
    "checked_in_by" UUID,
    "refunded_at" TIMESTAMPTZ(3),
    "refunded_by" UUID,
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "tickets_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "tickets_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "events"."ticket_orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "tickets_reservation_id_key" ON "events"."tickets"("reservation_id");
CREATE INDEX "tickets_tenant_id_holder_id_created_at_id_idx" ON "events"."tickets"("tenant_id", "holder_id", "created_at" DESC, "id" DESC);
CREATE INDEX "tickets_event_id_status_idx" ON "events"."tickets"("event_id", "status");
CREATE INDEX "tickets_order_id_idx" ON "events"."tickets"("order_id");
-- The settlement round reads only the tickets whose decided settlement identity has not taken yet.
CREATE INDEX "tickets_unsettled_idx" ON "events"."tickets"("updated_at") WHERE "settlement" IS NOT NULL AND "settled_at" IS NULL;
