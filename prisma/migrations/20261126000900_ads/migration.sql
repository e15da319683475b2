-- Ads subgraph: campaigns and what they trigger (moderation reviews, broadcasts, sphere
-- placements, promoted search results). Every change writes its event to platform.outbox_events
-- in the same transaction.

CREATE SCHEMA IF NOT EXISTS "ads";

CREATE TYPE "ads"."campaign_type" AS ENUM ('display', 'search', 'sponsored_listing', 'video', 'broadcast');
CREATE TYPE "ads"."campaign_status" AS ENUM ('draft', 'pending_review', 'active', 'paused', 'completed', 'archived');
CREATE TYPE "ads"."budget_type" AS ENUM ('daily', 'lifetime');
CREATE TYPE "ads"."bid_strategy" AS ENUM ('manual_cpc', 'manual_cpm', 'target_cpa', 'maximize_clicks');
CREATE TYPE "ads"."review_type" AS ENUM ('creative', 'campaign');
CREATE TYPE "ads"."review_priority" AS ENUM ('low', 'normal', 'high');
CREATE TYPE "ads"."review_status" AS ENUM ('pending', 'approved', 'rejected');
CREATE TYPE "ads"."broadcast_channel" AS ENUM ('email', 'push', 'sms', 'in_app', 'sphere');
CREATE TYPE "ads"."broadcast_status" AS ENUM ('requested', 'delivered');
CREATE TYPE "ads"."sphere_placement_slot" AS ENUM ('feed', 'sidebar', 'thread');

CREATE TABLE "ads"."campaigns" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" "ads"."campaign_type" NOT NULL,
    "status" "ads"."campaign_status" NOT NULL DEFAULT 'draft',
    "budget_type" "ads"."budget_type" NOT NULL,
    "budget_amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "start_date" TIMESTAMPTZ(3) NOT NULL,
    "end_date" TIMESTAMPTZ(3) NOT NULL,
    "bid_strategy" "ads"."bid_strategy" NOT NULL,
    "bid_amount" DECIMAL(14,2),
    "targeting_audience_id" TEXT,
    "created_by" UUID NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),
    "deleted_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id"),
    -- The domain checks the same rules first; these keep the data right whatever writes it.
    CONSTRAINT "campaigns_budget_amount_check" CHECK ("budget_amount" >= 0),
    CONSTRAINT "campaigns_bid_amount_check" CHECK ("bid_amount" IS NULL OR "bid_amount" >= 0),
    CONSTRAINT "campaigns_dates_check" CHECK ("end_date" > "start_date"),
    CONSTRAINT "campaigns_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$')
);
CREATE INDEX "campaigns_tenant_id_created_at_id_idx" ON "ads"."campaigns"("tenant_id", "created_at", "id");

CREATE TABLE "ads"."campaign_reviews" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "creative_id" TEXT NOT NULL,
    "review_type" "ads"."review_type" NOT NULL,
    "priority" "ads"."review_priority" NOT NULL,
    "status" "ads"."review_status" NOT NULL DEFAULT 'pending',
    "submitted_by" UUID NOT NULL,
    "reviewed_by" UUID,
    "reviewed_at" TIMESTAMPTZ(3),
    "reason" TEXT,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "campaign_reviews_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "campaign_reviews_reason_check" CHECK ("status" <> 'rejected' OR "reason" IS NOT NULL)
);
CREATE INDEX "campaign_reviews_tenant_id_campaign_id_created_at_id_idx" ON "ads"."campaign_reviews"("tenant_id", "campaign_id", "created_at", "id");

CREATE TABLE "ads"."broadcasts" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "creative_id" TEXT NOT NULL,
    "audience_id" TEXT NOT NULL,
    "channel" "ads"."broadcast_channel" NOT NULL,
    "status" "ads"."broadcast_status" NOT NULL DEFAULT 'requested',
    "scheduled_at" TIMESTAMPTZ(3) NOT NULL,
    "estimated_reach" INTEGER NOT NULL,
    "requested_by" UUID NOT NULL,
    "impressions_delivered" INTEGER,
    "clicks_delivered" INTEGER,
    "cost_incurred" DECIMAL(14,2),
    "currency" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "confirmed_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "broadcasts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "broadcasts_estimated_reach_check" CHECK ("estimated_reach" >= 0),
    CONSTRAINT "broadcasts_delivery_check" CHECK (
        "impressions_delivered" IS NULL OR ("impressions_delivered" >= 0 AND "clicks_delivered" >= 0 AND "cost_incurred" >= 0))
);
CREATE INDEX "broadcasts_tenant_id_campaign_id_created_at_id_idx" ON "ads"."broadcasts"("tenant_id", "campaign_id", "created_at", "id");

CREATE TABLE "ads"."sphere_placements" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "creative_id" TEXT NOT NULL,
    "sphere_id" TEXT NOT NULL,
    "placement" "ads"."sphere_placement_slot" NOT NULL,
    "served_at" TIMESTAMPTZ(3) NOT NULL,
    "recorded_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "sphere_placements_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "sphere_placements_tenant_id_campaign_id_served_at_idx" ON "ads"."sphere_placements"("tenant_id", "campaign_id", "served_at");

CREATE TABLE "ads"."promoted_search_impressions" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "listing_id" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "served_at" TIMESTAMPTZ(3) NOT NULL,
    "recorded_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "promoted_search_impressions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "promoted_search_impressions_position_check" CHECK ("position" >= 1)
);
CREATE INDEX "promoted_search_impressions_tenant_id_campaign_id_served_at_idx" ON "ads"."promoted_search_impressions"("tenant_id", "campaign_id", "served_at");

ALTER TABLE "ads"."campaigns" ADD CONSTRAINT "campaigns_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- Campaigns are soft-deleted, so a hard delete of a campaign with history is a mistake to refuse.
ALTER TABLE "ads"."campaign_reviews" ADD CONSTRAINT "campaign_reviews_campaign_id_fkey"
    FOREIGN KEY ("campaign_id") REFERENCES "ads"."campaigns"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ads"."broadcasts" ADD CONSTRAINT "broadcasts_campaign_id_fkey"
    FOREIGN KEY ("campaign_id") REFERENCES "ads"."campaigns"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ads"."sphere_placements" ADD CONSTRAINT "sphere_placements_campaign_id_fkey"
    FOREIGN KEY ("campaign_id") REFERENCES "ads"."campaigns"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ads"."promoted_search_impressions" ADD CONSTRAINT "promoted_search_impressions_campaign_id_fkey"
    FOREIGN KEY ("campaign_id") REFERENCES "ads"."campaigns"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
