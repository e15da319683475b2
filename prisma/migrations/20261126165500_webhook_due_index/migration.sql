-- The webhook dispatcher's claim (subgraphs/integrations/deliveries/delivery-store.ts, claimDue)
-- takes the oldest due rows of status pending or failed, in (next_attempt_at, id) order. This
-- partial index holds exactly those rows in that order, so a claim reads its batch and stops,
-- however many deliveries are queued or already succeeded; the (status, next_attempt_at) index
-- it replaces made the claim read and sort every due row of both statuses first.
CREATE INDEX "webhook_deliveries_due_idx" ON "integrations"."webhook_deliveries"("next_attempt_at", "id") WHERE "status" IN ('pending', 'failed');
DROP INDEX "integrations"."webhook_deliveries_status_next_attempt_at_idx";
