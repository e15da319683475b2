-- Collaboration requests and disputes (feature `disputes`). Analytics read existing tables only.
CREATE TYPE "marketplace"."collaboration_status" AS ENUM ('pending', 'accepted', 'declined', 'cancelled');
CREATE TYPE "marketplace"."dispute_status" AS ENUM ('open', 'escalated', 'resolved');
CREATE TYPE "marketplace"."dispute_resolution" AS ENUM ('refund_buyer', 'release_to_seller', 'split');
CREATE TYPE "marketplace"."dispute_evidence_kind" AS ENUM ('text', 'file');

CREATE TABLE "marketplace"."collaborations" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "requester_id" UUID NOT NULL,
    "partner_id" UUID NOT NULL,
    "listing_id" UUID,
    "partner_listing_id" UUID,
    "message" TEXT NOT NULL DEFAULT '',
    "revenue_split_percent" DECIMAL(5,2),
    "status" "marketplace"."collaboration_status" NOT NULL DEFAULT 'pending',
    "version" INTEGER NOT NULL DEFAULT 0,
    "accepted_at" TIMESTAMPTZ(3),
    "declined_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "cancelled_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "collaborations_pkey" PRIMARY KEY ("id"),
    -- The domain validates the same rules first; these keep the data right whatever writes it.
    CONSTRAINT "collaborations_parties_check" CHECK ("requester_id" <> "partner_id"),
    CONSTRAINT "collaborations_split_check" CHECK ("revenue_split_percent" BETWEEN 0 AND 100)
);
CREATE INDEX "collaborations_tenant_id_requester_id_created_at_id_idx" ON "marketplace"."collaborations"("tenant_id", "requester_id", "created_at", "id");
CREATE INDEX "collaborations_tenant_id_partner_id_created_at_id_idx" ON "marketplace"."collaborations"("tenant_id", "partner_id", "created_at", "id");
-- One pending proposal per requester, partner and pair of listings: a repeat (even a concurrent
-- one) is 409 until the first is answered or cancelled.
CREATE UNIQUE INDEX "collaborations_one_pending_key" ON "marketplace"."collaborations"(
    "tenant_id", "requester_id", "partner_id",
    COALESCE("listing_id", '00000000-0000-0000-0000-000000000000'::uuid),
    COALESCE("partner_listing_id", '00000000-0000-0000-0000-000000000000'::uuid))
    WHERE "status" = 'pending';
-- Listings are soft-deleted, so a hard delete of a listing a proposal names is a mistake to refuse.
ALTER TABLE "marketplace"."collaborations" ADD CONSTRAINT "collaborations_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "marketplace"."collaborations" ADD CONSTRAINT "collaborations_partner_listing_id_fkey"
    FOREIGN KEY ("partner_listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "marketplace"."disputes" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "buyer_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "opened_by" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "marketplace"."dispute_status" NOT NULL DEFAULT 'open',
    "tier" INTEGER NOT NULL DEFAULT 1,
    "resolution" "marketplace"."dispute_resolution",
    "buyer_percent" INTEGER,
    "refund_amount" DECIMAL(14,2),
    "seller_amount" DECIMAL(14,2),
    "resolution_note" TEXT,
    "resolved_by" UUID,
    "version" INTEGER NOT NULL DEFAULT 0,
    "escalated_at" TIMESTAMPTZ(3),
    "resolved_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "disputes_tier_check" CHECK ("tier" BETWEEN 1 AND 3),
    CONSTRAINT "disputes_buyer_percent_check" CHECK (
        ("resolution" = 'split') = ("buyer_percent" IS NOT NULL) AND ("buyer_percent" IS NULL OR "buyer_percent" BETWEEN 1 AND 99)),
    CONSTRAINT "disputes_resolved_check" CHECK (("status" = 'resolved') = ("resolution" IS NOT NULL AND "resolved_at" IS NOT NULL))
);
CREATE INDEX "disputes_tenant_id_created_at_id_idx" ON "marketplace"."disputes"("tenant_id", "created_at", "id");
CREATE INDEX "disputes_tenant_id_order_id_idx" ON "marketplace"."disputes"("tenant_id", "order_id");
-- One unresolved dispute per order: of two concurrent opens, the second hits this and answers 409.
CREATE UNIQUE INDEX "disputes_one_unresolved_key" ON "marketplace"."disputes"("order_id") WHERE "status" <> 'resolved';
ALTER TABLE "marketplace"."disputes" ADD CONSTRAINT "disputes_order_id_fkey"
    FOREIGN KEY ("order_id") REFERENCES "marketplace"."orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "marketplace"."disputes" ADD CONSTRAINT "disputes_listing_id_fkey"
    FOREIGN KEY ("listing_id") REFERENCES "marketplace"."listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "marketplace"."dispute_evidence" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "dispute_id" UUID NOT NULL,
    "submitted_by" UUID NOT NULL,
    "kind" "marketplace"."dispute_evidence_kind" NOT NULL,
    "text" TEXT,
    "url" TEXT,
    "seq" BIGSERIAL NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "dispute_evidence_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "dispute_evidence_content_check" CHECK (
        ("kind" = 'text' AND "text" IS NOT NULL AND "url" IS NULL) OR ("kind" = 'file' AND "url" IS NOT NULL))
);
CREATE INDEX "dispute_evidence_dispute_id_seq_idx" ON "marketplace"."dispute_evidence"("dispute_id", "seq");
ALTER TABLE "marketplace"."dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_fkey"
    FOREIGN KEY ("dispute_id") REFERENCES "marketplace"."disputes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
