-- Where a session signs in and refreshes from (docs/api/identity.md, "Sessions"): each refresh
-- token keeps the device (User-Agent) and address of the request that issued it, as the gateway
-- saw them; a family's live token is its last use. Null for tokens issued before this column or
-- outside a request.
ALTER TABLE "identity"."refresh_tokens" ADD COLUMN "user_agent" TEXT, ADD COLUMN "address" TEXT;
