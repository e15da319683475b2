-- Quotes, their counter-offers, and orders (feature `deals`).
CREATE TYPE "marketplace"."quote_status" AS ENUM ('pending', 'negotiating', 'accepted', 'rejected', 'withdrawn');
CREATE TYPE "marketplace"."quote_party_role" AS ENUM ('responder', 'seller');
CREATE TYPE "marketplace"."order_status" AS ENUM (
    'pending', 'confirmed', 'in_progress', 'delivered', 'completed', 'cancelled', 'disputed', 'refunded');

CREATE TABLE "marketplace"."quotes" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "responder_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "status" "marketplace"."quote_status" NOT NULL DEFAULT 'pending',
    "amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "valid_until" TIMESTAMPTZ(3) NOT NULL,
    "rejection_reason" TEXT,
    "last_offer_by" "marketplace"."quote_party_role" NOT NULL DEFAULT 'responder',
    "version" INTEGER NOT NULL DEFAULT 0,
    "accepted_at" TIMESTAMPTZ(3),
    "rejected_at" TIMESTAMPTZ(3),
    "withdrawn_at" TIMESTAMPTZ(3),
    "negotiated_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id"),
    -- The domain validates the same rules first; these keep the data right whatever writes it.
    CONSTRAINT "quotes_amount_check" CHECK ("amount" > 0),
    CONSTRAINT "quotes_parties_check" CHECK ("responder_id" <> "seller_id")
);
CREATE INDEX "quotes_tenant_id_responder_id_created_at_id_idx" ON "marketplace"."quotes"("tenant_id", "responder_id", "created_at", "id");
CREATE INDEX "quotes_tenant_id_listing_id_created_at_id_idx" ON "marketplace"."quotes"("tenant_id", "listing_id", "created_at", "id");
-- Listings are soft-deleted, so a hard delete of a listing with quotes is a mistake to refuse.
ALTER TABLE "marketplace"."quotes" ADD CONSTRAINT "quotes_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "marketplace"."quote_offers" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "quote_id" UUID NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "message" TEXT NOT NULL,
    "by_role" "marketplace"."quote_party_role" NOT NULL,
    "by_user_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "quote_offers_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "quote_offers_amount_check" CHECK ("amount" > 0)
);
CREATE UNIQUE INDEX "quote_offers_quote_id_version_key" ON "marketplace"."quote_offers"("quote_id", "version");
ALTER TABLE "marketplace"."quote_offers" ADD CONSTRAINT "quote_offers_quote_id_fkey"
    FOREIGN KEY ("quote_id") REFERENCES "marketplace"."quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "marketplace"."orders" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "quote_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "buyer_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "category" "marketplace"."marketplace_lane" NOT NULL,
    "status" "marketplace"."order_status" NOT NULL DEFAULT 'pending',
    "total_amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "delivery_note" TEXT,
    "deliverables" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "rating" INTEGER,
    "cancellation_reason" TEXT,
    "cancelled_by" UUID,
    "version" INTEGER NOT NULL DEFAULT 0,
    "confirmed_at" TIMESTAMPTZ(3),
    "started_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "disputed_at" TIMESTAMPTZ(3),
    "refunded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "orders_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "orders_total_amount_check" CHECK ("total_amount" > 0),
    CONSTRAINT "orders_rating_check" CHECK ("rating" IS NULL OR "rating" BETWEEN 1 AND 5)
);
-- One order per quote: of two concurrent creates, the second hits this and answers 409.
CREATE UNIQUE INDEX "orders_quote_id_key" ON "marketplace"."orders"("quote_id");
CREATE INDEX "orders_tenant_id_buyer_id_created_at_id_idx" ON "marketplace"."orders"("tenant_id", "buyer_id", "created_at", "id");
CREATE INDEX "orders_tenant_id_seller_id_created_at_id_idx" ON "marketplace"."orders"("tenant_id", "seller_id", "created_at", "id");
CREATE INDEX "orders_tenant_id_listing_id_completed_at_idx" ON "marketplace"."orders"("tenant_id", "listing_id", "completed_at");
ALTER TABLE "marketplace"."orders" ADD CONSTRAINT "orders_quote_id_fkey"
    FOREIGN KEY ("quote_id") REFERENCES "marketplace"."quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "marketplace"."orders" ADD CONSTRAINT "orders_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
