-- The further operation groups (feature `groups`): AI assets, RFPs and answers, seller
-- preferences, exhibitor slots and bookings, service tiers, sponsorship packages, media.
-- CHECK constraints repeat the domain's rules so the data stays right whatever writes it.
CREATE TYPE "marketplace"."ai_asset_kind" AS ENUM ('model', 'prompt', 'dataset');
CREATE TYPE "marketplace"."rfp_status" AS ENUM ('open', 'closed', 'cancelled');
CREATE TYPE "marketplace"."slot_booking_status" AS ENUM ('confirmed', 'cancelled');
CREATE TYPE "marketplace"."sponsorship_level" AS ENUM ('bronze', 'silver', 'gold', 'platinum');
CREATE TYPE "marketplace"."marketplace_media_kind" AS ENUM ('product_image', 'vendor_logo', 'banner');

CREATE TABLE "marketplace"."ai_assets" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "kind" "marketplace"."ai_asset_kind" NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "license" TEXT NOT NULL,
    "price" DECIMAL(14,2) NOT NULL,
    "format" TEXT,
    "size_bytes" BIGINT,
    "version" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "ai_assets_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ai_assets_price_check" CHECK ("price" >= 0),
    CONSTRAINT "ai_assets_size_bytes_check" CHECK ("size_bytes" IS NULL OR "size_bytes" >= 0)
);
CREATE INDEX "ai_assets_tenant_id_listing_id_created_at_id_idx" ON "marketplace"."ai_assets"("tenant_id", "listing_id", "created_at", "id");
CREATE INDEX "ai_assets_tenant_id_created_at_id_idx" ON "marketplace"."ai_assets"("tenant_id", "created_at", "id");
-- One asset per name and version on a listing, whatever the letter case (a duplicate is 409).
CREATE UNIQUE INDEX "ai_assets_listing_id_name_version_key" ON "marketplace"."ai_assets"("listing_id", lower("name"), "version");
ALTER TABLE "marketplace"."ai_assets" ADD CONSTRAINT "ai_assets_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "marketplace"."rfps" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "buyer_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "category" "marketplace"."marketplace_lane" NOT NULL,
    "geo_region" TEXT,
    "budget_min" DECIMAL(14,2) NOT NULL,
    "budget_max" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "deadline" TIMESTAMPTZ(3) NOT NULL,
    "status" "marketplace"."rfp_status" NOT NULL DEFAULT 'open',
    "closed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "rfps_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "rfps_budget_check" CHECK ("budget_min" >= 0 AND "budget_min" <= "budget_max")
);
CREATE INDEX "rfps_tenant_id_buyer_id_created_at_id_idx" ON "marketplace"."rfps"("tenant_id", "buyer_id", "created_at", "id");
CREATE INDEX "rfps_tenant_id_category_status_deadline_idx" ON "marketplace"."rfps"("tenant_id", "category", "status", "deadline");

CREATE TABLE "marketplace"."rfp_answers" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "rfp_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "quote_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "rfp_answers_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "rfp_answers_amount_check" CHECK ("amount" > 0)
);
-- One answer per seller and RFP: of two concurrent answers, the second hits this and answers 409.
CREATE UNIQUE INDEX "rfp_answers_rfp_id_seller_id_key" ON "marketplace"."rfp_answers"("rfp_id", "seller_id");
CREATE INDEX "rfp_answers_tenant_id_rfp_id_created_at_id_idx" ON "marketplace"."rfp_answers"("tenant_id", "rfp_id", "created_at", "id");
ALTER TABLE "marketplace"."rfp_answers" ADD CONSTRAINT "rfp_answers_rfp_id_fkey"
    FOREIGN KEY ("rfp_id") REFERENCES "marketplace"."rfps"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "marketplace"."rfp_answers" ADD CONSTRAINT "rfp_answers_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "marketplace"."seller_preferences" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "lanes" "marketplace"."marketplace_lane"[] NOT NULL DEFAULT ARRAY[]::"marketplace"."marketplace_lane"[],
    "regions" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "min_budget" DECIMAL(14,2),
    "accepting_rfps" BOOLEAN NOT NULL DEFAULT true,
    "notify_new_rfps" BOOLEAN NOT NULL DEFAULT true,
    "notify_quote_updates" BOOLEAN NOT NULL DEFAULT true,
    "notify_order_updates" BOOLEAN NOT NULL DEFAULT true,
    "notify_slot_bookings" BOOLEAN NOT NULL DEFAULT true,
    "notify_weekly_digest" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "seller_preferences_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "seller_preferences_min_budget_check" CHECK ("min_budget" IS NULL OR "min_budget" >= 0)
);
CREATE UNIQUE INDEX "seller_preferences_tenant_id_seller_id_key" ON "marketplace"."seller_preferences"("tenant_id", "seller_id");

CREATE TABLE "marketplace"."exhibitor_slots" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "capacity" INTEGER NOT NULL,
    "booked" INTEGER NOT NULL DEFAULT 0,
    "price" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "exhibitor_slots_pkey" PRIMARY KEY ("id"),
    -- The last line of defence against overselling: no write can book past the capacity.
    CONSTRAINT "exhibitor_slots_booked_check" CHECK ("capacity" >= 1 AND "booked" >= 0 AND "booked" <= "capacity"),
    CONSTRAINT "exhibitor_slots_time_check" CHECK ("starts_at" < "ends_at"),
    CONSTRAINT "exhibitor_slots_price_check" CHECK ("price" >= 0)
);
CREATE INDEX "exhibitor_slots_tenant_id_listing_id_created_at_id_idx" ON "marketplace"."exhibitor_slots"("tenant_id", "listing_id", "created_at", "id");
ALTER TABLE "marketplace"."exhibitor_slots" ADD CONSTRAINT "exhibitor_slots_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "marketplace"."slot_bookings" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "slot_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "booker_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "status" "marketplace"."slot_booking_status" NOT NULL DEFAULT 'confirmed',
    "cancelled_at" TIMESTAMPTZ(3),
    "cancelled_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "slot_bookings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "slot_bookings_quantity_check" CHECK ("quantity" >= 1)
);
CREATE INDEX "slot_bookings_tenant_id_slot_id_created_at_id_idx" ON "marketplace"."slot_bookings"("tenant_id", "slot_id", "created_at", "id");
CREATE INDEX "slot_bookings_tenant_id_booker_id_created_at_id_idx" ON "marketplace"."slot_bookings"("tenant_id", "booker_id", "created_at", "id");
ALTER TABLE "marketplace"."slot_bookings" ADD CONSTRAINT "slot_bookings_slot_id_fkey"
    FOREIGN KEY ("slot_id") REFERENCES "marketplace"."exhibitor_slots"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "marketplace"."slot_bookings" ADD CONSTRAINT "slot_bookings_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "marketplace"."service_tiers" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "price" DECIMAL(14,2) NOT NULL,
    "deliverables" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "delivery_days" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "service_tiers_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "service_tiers_price_check" CHECK ("price" >= 0),
    CONSTRAINT "service_tiers_delivery_days_check" CHECK ("delivery_days" >= 1)
);
CREATE INDEX "service_tiers_tenant_id_listing_id_created_at_id_idx" ON "marketplace"."service_tiers"("tenant_id", "listing_id", "created_at", "id");
-- Tier names are unique per listing whatever the letter case (a duplicate is 409).
CREATE UNIQUE INDEX "service_tiers_listing_id_name_key" ON "marketplace"."service_tiers"("listing_id", lower("name"));
ALTER TABLE "marketplace"."service_tiers" ADD CONSTRAINT "service_tiers_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "marketplace"."sponsorship_packages" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "level" "marketplace"."sponsorship_level" NOT NULL,
    "price" DECIMAL(14,2) NOT NULL,
    "benefits" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "slots_available" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "sponsorship_packages_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sponsorship_packages_price_check" CHECK ("price" >= 0),
    CONSTRAINT "sponsorship_packages_slots_check" CHECK ("slots_available" >= 0)
);
CREATE INDEX "sponsorship_packages_tenant_id_listing_id_created_at_id_idx" ON "marketplace"."sponsorship_packages"("tenant_id", "listing_id", "created_at", "id");
CREATE UNIQUE INDEX "sponsorship_packages_listing_id_name_key" ON "marketplace"."sponsorship_packages"("listing_id", lower("name"));
ALTER TABLE "marketplace"."sponsorship_packages" ADD CONSTRAINT "sponsorship_packages_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "marketplace"."marketplace_media" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "owner_id" UUID NOT NULL,
    "kind" "marketplace"."marketplace_media_kind" NOT NULL,
    "listing_id" UUID,
    "key" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "marketplace_media_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "marketplace_media_size_check" CHECK ("size_bytes" > 0),
    CONSTRAINT "marketplace_media_listing_check" CHECK ("listing_id" IS NULL OR "kind" = 'product_image')
);
CREATE UNIQUE INDEX "marketplace_media_key_key" ON "marketplace"."marketplace_media"("key");
CREATE INDEX "marketplace_media_tenant_id_owner_id_created_at_id_idx" ON "marketplace"."marketplace_media"("tenant_id", "owner_id", "created_at", "id");
CREATE INDEX "marketplace_media_tenant_id_listing_id_created_at_id_idx" ON "marketplace"."marketplace_media"("tenant_id", "listing_id", "created_at", "id");
-- The row points at a stored file, so a hard delete of its listing must not strand it silently.
ALTER TABLE "marketplace"."marketplace_media" ADD CONSTRAINT "marketplace_media_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
