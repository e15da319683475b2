-- Bookings (REST /booking/v1 and /booking/v2, GraphQL): one table for both API versions.

CREATE TYPE "marketplace"."booking_status" AS ENUM ('draft', 'pending', 'confirmed', 'completed', 'cancelled');

CREATE TABLE "marketplace"."bookings" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "buyer_id" UUID NOT NULL,
    "group_id" UUID,
    "group_position" INTEGER,
    "status" "marketplace"."booking_status" NOT NULL DEFAULT 'pending',
    "base_amount" DECIMAL(14,2) NOT NULL,
    "tax_amount" DECIMAL(14,2) NOT NULL,
    "total_amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "attendee_email" TEXT NOT NULL,
    "attendee_name" TEXT,
    "attendee_phone" TEXT,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "notes" TEXT,
    "cancellation_reason" TEXT,
    "cancelled_by" UUID,
    "submitted_at" TIMESTAMPTZ(3),
    "confirmed_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id"),
    -- Prisma schemas cannot state CHECK constraints; the domain validates the same rules first.
    CONSTRAINT "bookings_pricing_check" CHECK (
        "base_amount" >= 0 AND "tax_amount" >= 0 AND "total_amount" = "base_amount" + "tax_amount"
    ),
    CONSTRAINT "bookings_quantity_check" CHECK ("quantity" >= 1)
);
CREATE INDEX "bookings_tenant_id_buyer_id_created_at_id_idx" ON "marketplace"."bookings"("tenant_id", "buyer_id", "created_at", "id");
CREATE INDEX "bookings_tenant_id_seller_id_created_at_id_idx" ON "marketplace"."bookings"("tenant_id", "seller_id", "created_at", "id");
CREATE INDEX "bookings_tenant_id_created_at_id_idx" ON "marketplace"."bookings"("tenant_id", "created_at", "id");
CREATE INDEX "bookings_tenant_id_group_id_idx" ON "marketplace"."bookings"("tenant_id", "group_id");
CREATE INDEX "bookings_listing_id_idx" ON "marketplace"."bookings"("listing_id");
-- Listings are only soft-deleted, so a booked listing's row never goes away.
ALTER TABLE "marketplace"."bookings" ADD CONSTRAINT "bookings_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
