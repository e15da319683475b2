-- Media subgraph: generation jobs (claimed by workers with FOR UPDATE SKIP LOCKED and a lease)
-- and the public template catalogue.

CREATE SCHEMA IF NOT EXISTS "media";

CREATE TYPE "media"."job_status" AS ENUM ('queued', 'processing', 'completed', 'failed', 'cancelled');
CREATE TYPE "media"."settlement_outcome" AS ENUM ('charge', 'release', 'refund');

CREATE TABLE "media"."jobs" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "owner_id" UUID NOT NULL,
    "team_id" UUID,
    "type" TEXT NOT NULL,
    "status" "media"."job_status" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "attempt" INTEGER NOT NULL DEFAULT 1,
    "provider" TEXT,
    "params" JSONB NOT NULL,
    "outputs" JSONB NOT NULL DEFAULT '[]',
    "timeout_seconds" INTEGER NOT NULL,
    "credits_reserved" INTEGER NOT NULL,
    "credits_charged" INTEGER NOT NULL DEFAULT 0,
    "credits_refunded" INTEGER NOT NULL DEFAULT 0,
    "reservation_id" UUID NOT NULL,
    "settlement" "media"."settlement_outcome",
    "settled_at" TIMESTAMPTZ(3),
    "lease_owner" TEXT,
    "lease_expires_at" TIMESTAMPTZ(3),
    "error_code" TEXT,
    "error_message" TEXT,
    "estimated_completion_at" TIMESTAMPTZ(3),
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "failed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id"),
    -- Prisma schemas cannot state CHECK constraints; the domain keeps the same rules.
    CONSTRAINT "jobs_progress_check" CHECK ("progress" BETWEEN 0 AND 100),
    CONSTRAINT "jobs_attempt_check" CHECK ("attempt" >= 1),
    CONSTRAINT "jobs_credits_check" CHECK (
        "credits_reserved" >= 0 AND "credits_charged" >= 0 AND "credits_refunded" >= 0
    ),
    CONSTRAINT "jobs_timeout_check" CHECK ("timeout_seconds" > 0)
);
CREATE UNIQUE INDEX "jobs_reservation_id_key" ON "media"."jobs"("reservation_id");
CREATE INDEX "jobs_tenant_id_owner_id_created_at_id_idx" ON "media"."jobs"("tenant_id", "owner_id", "created_at", "id");
CREATE INDEX "jobs_tenant_id_created_at_id_idx" ON "media"."jobs"("tenant_id", "created_at", "id");
CREATE INDEX "jobs_status_created_at_idx" ON "media"."jobs"("status", "created_at");
CREATE INDEX "jobs_status_lease_expires_at_idx" ON "media"."jobs"("status", "lease_expires_at");
ALTER TABLE "media"."jobs" ADD CONSTRAINT "jobs_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "media"."jobs" ADD CONSTRAINT "jobs_owner_id_fkey"
    FOREIGN KEY ("owner_id") REFERENCES "identity"."users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "media"."templates" (
    "id" UUID NOT NULL,
    "tenant_id" UUID,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "preview_image_url" TEXT NOT NULL,
    "price" DECIMAL(10,2) NOT NULL,
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "templates_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "templates_category_check" CHECK ("category" IN ('event-posters', 'social-media', 'presentations')),
    CONSTRAINT "templates_price_check" CHECK ("price" >= 0)
);
CREATE INDEX "templates_category_name_id_idx" ON "media"."templates"("category", "name", "id");
CREATE INDEX "templates_name_id_idx" ON "media"."templates"("name", "id");
ALTER TABLE "media"."templates" ADD CONSTRAINT "templates_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The platform-wide catalogue (tenant_id NULL): fixed ids so that docs and clients can name them.
INSERT INTO "media"."templates" ("id", "tenant_id", "name", "category", "preview_image_url", "price", "is_featured") VALUES
    ('7e3c0000-0000-4000-8000-000000000001', NULL, 'Concert Night Poster', 'event-posters', 'https://assets.lanes.example/templates/concert-night.png', 0.00, true),
    ('7e3c0000-0000-4000-8000-000000000002', NULL, 'Festival Line-up', 'event-posters', 'https://assets.lanes.example/templates/festival-line-up.png', 4.99, true),
    ('7e3c0000-0000-4000-8000-000000000003', NULL, 'Conference Keynote Poster', 'event-posters', 'https://assets.lanes.example/templates/conference-keynote.png', 2.99, false),
    ('7e3c0000-0000-4000-8000-000000000004', NULL, 'Gala Dinner Invitation', 'event-posters', 'https://assets.lanes.example/templates/gala-dinner.png', 3.99, false),
    ('7e3c0000-0000-4000-8000-000000000005', NULL, 'Workshop Flyer', 'event-posters', 'https://assets.lanes.example/templates/workshop-flyer.png', 0.00, false),
    ('7e3c0000-0000-4000-8000-000000000006', NULL, 'Instagram Event Countdown', 'social-media', 'https://assets.lanes.example/templates/instagram-countdown.png', 0.00, true),
    ('7e3c0000-0000-4000-8000-000000000007', NULL, 'Speaker Announcement Card', 'social-media', 'https://assets.lanes.example/templates/speaker-announcement.png', 1.99, false),
    ('7e3c0000-0000-4000-8000-000000000008', NULL, 'Story Ticket Giveaway', 'social-media', 'https://assets.lanes.example/templates/story-giveaway.png', 1.99, false),
    ('7e3c0000-0000-4000-8000-000000000009', NULL, 'LinkedIn Event Banner', 'social-media', 'https://assets.lanes.example/templates/linkedin-banner.png', 2.49, false),
    ('7e3c0000-0000-4000-8000-00000000000a', NULL, 'Sponsor Pitch Deck', 'presentations', 'https://assets.lanes.example/templates/sponsor-pitch.png', 9.99, true),
    ('7e3c0000-0000-4000-8000-00000000000b', NULL, 'Event Recap Slides', 'presentations', 'https://assets.lanes.example/templates/event-recap.png', 4.99, false),
    ('7e3c0000-0000-4000-8000-00000000000c', NULL, 'Venue Proposal', 'presentations', 'https://assets.lanes.example/templates/venue-proposal.png', 6.99, false),
    ('7e3c0000-0000-4000-8000-00000000000d', NULL, 'Vendor Onboarding Deck', 'presentations', 'https://assets.lanes.example/templates/vendor-onboarding.png', 0.00, false);
