-- Ended sessions (docs/conventions.md, "Ending a session"): a starting gateway reads the families
-- revoked in the last minutes (subgraphs/identity/sessions/refresh-token-store.ts,
-- sessionsEndedSince). Only revoked rows are indexed: live tokens, the most of the table, are not.
CREATE INDEX "refresh_tokens_revoked_at_idx" ON "identity"."refresh_tokens"("revoked_at") WHERE "revoked_at" IS NOT NULL;
