-- Credit holds (docs/wallets.md, "Holds and confirmation"): a reservation is created as a hold
-- that the reserving service must confirm by `confirm_by`; identity's sweep releases every hold
-- whose deadline passed unconfirmed. Reservations made before this migration have no deadline
-- (confirm_by NULL), which is what a confirmed reservation looks like: nothing changes for them.
ALTER TABLE "identity"."credit_reservations"
    ADD COLUMN "confirm_by" TIMESTAMPTZ(3),
    ADD COLUMN "confirmed_at" TIMESTAMPTZ(3),
    -- A confirmed hold has no deadline any more; a deadline is only ever set on an unconfirmed one.
    ADD CONSTRAINT "credit_reservations_confirm_check" CHECK ("confirm_by" IS NULL OR "confirmed_at" IS NULL);
-- The sweep's search: unsettled holds by deadline (small: holds live about a minute).
CREATE INDEX "credit_reservations_hold_deadline_idx" ON "identity"."credit_reservations"("confirm_by")
    WHERE "status" = 'reserved' AND "confirm_by" IS NOT NULL;

-- Media: whether the current attempt's hold is confirmed in identity. The worker claims only
-- confirmed jobs. Jobs that exist already were reserved without a deadline: they count as confirmed.
ALTER TABLE "media"."jobs" ADD COLUMN "credits_confirmed_at" TIMESTAMPTZ(3);
UPDATE "media"."jobs" SET "credits_confirmed_at" = "created_at";
-- The recovery step's search: queued jobs whose hold was never confirmed (few, short-lived).
CREATE INDEX "jobs_unconfirmed_idx" ON "media"."jobs"("updated_at")
    WHERE "status" = 'queued' AND "credits_confirmed_at" IS NULL;
