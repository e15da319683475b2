-- One leased queue protocol for media jobs, report exports and ML trainings
-- (lib/jobs/leased-queue-store.ts): every claim increments a counter that fences the run's writes,
-- the owner is recorded, and the row keeps the `traceparent` of the request that queued it so the
-- run joins that trace. Report exports and trainings already counted claims (`attempt`,
-- `attempts`); media's `attempt` counts retries a user asks for, so its claims get their own column.
ALTER TABLE "media"."jobs" ADD COLUMN "claims" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "reports"."exports" ADD COLUMN "traceparent" TEXT;
ALTER TABLE "ml"."training_jobs" ADD COLUMN "lease_owner" TEXT;
ALTER TABLE "ml"."training_jobs" ADD COLUMN "traceparent" TEXT;
