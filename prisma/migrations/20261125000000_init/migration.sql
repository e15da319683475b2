-- Platform foundation: identity, marketplace listings and the gateway's idempotency store.
CREATE SCHEMA IF NOT EXISTS "platform";
CREATE SCHEMA IF NOT EXISTS "identity";
CREATE SCHEMA IF NOT EXISTS "marketplace";

CREATE TABLE "platform"."idempotency_keys" (
    "tenant_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'in_progress',
    "response_status" INTEGER,
    "response_body" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("tenant_id", "key")
);
CREATE INDEX "idempotency_keys_expires_at_idx" ON "platform"."idempotency_keys"("expires_at");

CREATE TABLE "identity"."tenants" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "tenants_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "identity"."users" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "roles" TEXT[],
    "plan_tier" TEXT NOT NULL DEFAULT 'free',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "users_email_key" ON "identity"."users"("email");
CREATE INDEX "users_tenant_id_created_at_idx" ON "identity"."users"("tenant_id", "created_at");
ALTER TABLE "identity"."users" ADD CONSTRAINT "users_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "identity"."refresh_tokens" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "family_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "refresh_tokens_family_id_idx" ON "identity"."refresh_tokens"("family_id");
ALTER TABLE "identity"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TYPE "marketplace"."marketplace_lane" AS ENUM
    ('spotlight', 'synapse', 'squad', 'meridian', 'portico', 'vendora', 'poper', 'nexus', 'cortex');
CREATE TYPE "marketplace"."listing_status" AS ENUM ('draft', 'active', 'paused', 'closed');

CREATE TABLE "marketplace"."listings" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "category" "marketplace"."marketplace_lane" NOT NULL,
    "status" "marketplace"."listing_status" NOT NULL DEFAULT 'draft',
    "geo_region" TEXT,
    "price_min" DECIMAL(14,2) NOT NULL,
    "price_max" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "total_views" INTEGER NOT NULL DEFAULT 0,
    "total_bookings" INTEGER NOT NULL DEFAULT 0,
    "revenue" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "rating_count" INTEGER NOT NULL DEFAULT 0,
    "average_rating" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "published_at" TIMESTAMPTZ(3),
    "closed_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    -- Kept by PostgreSQL itself so full-text search never sees a stale document.
    "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
        setweight(to_tsvector('english', coalesce("description", '')), 'B')
    ) STORED,
    CONSTRAINT "listings_pkey" PRIMARY KEY ("id"),
    -- Prisma schemas cannot state CHECK constraints; the domain validates the same rule first.
    CONSTRAINT "listings_price_range_check" CHECK ("price_min" >= 0 AND "price_min" <= "price_max")
);
CREATE INDEX "listings_tenant_id_created_at_id_idx" ON "marketplace"."listings"("tenant_id", "created_at", "id");
CREATE INDEX "listings_tenant_id_category_created_at_id_idx" ON "marketplace"."listings"("tenant_id", "category", "created_at", "id");
CREATE INDEX "listings_tenant_id_seller_id_idx" ON "marketplace"."listings"("tenant_id", "seller_id");
CREATE INDEX "listings_search_vector_idx" ON "marketplace"."listings" USING GIN ("search_vector");

CREATE TABLE "marketplace"."listing_views" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "viewer_id" UUID,
    "viewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "listing_views_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "listing_views_tenant_id_listing_id_viewed_at_idx" ON "marketplace"."listing_views"("tenant_id", "listing_id", "viewed_at");
ALTER TABLE "marketplace"."listing_views" ADD CONSTRAINT "listing_views_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
