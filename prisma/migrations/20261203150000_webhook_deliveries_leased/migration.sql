-- Webhook deliveries on the one leased queue (lib/jobs/leased-queue-store.ts,
-- subgraphs/integrations/deliveries/delivery-store.ts): a claim writes its owner and counts itself
-- in `claims`, the fence of the attempt's outcome; the lease stays `next_attempt_at`, and the row
-- keeps its status while an attempt runs, as before. `claims` starts from the attempts a row has
-- had (each was a claim); no row is owned yet, so a row an old dispatcher claimed is due again
-- when its lease ends, and an outcome an old dispatcher still records is fenced out, as after a
-- takeover: the next claim sends it again (at-least-once, docs/webhooks.md).
ALTER TABLE "integrations"."webhook_deliveries" ADD COLUMN "claims" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "integrations"."webhook_deliveries" ADD COLUMN "lease_owner" TEXT;
UPDATE "integrations"."webhook_deliveries" SET "claims" = "attempts";
