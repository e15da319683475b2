-- Where each account signed in from lately (docs/errors.md, "Rate limits"): an address that signed
-- in to an account in the last 30 days keeps its own budget of failed logins, so failures from
-- elsewhere never stop the owner there. One row per (account, client address) pair, named by an
-- HMAC of both (gateway/rate-limit/sign-in-addresses.ts): the table holds no e-mail and no address.
CREATE TABLE "platform"."sign_in_addresses" (
    "pair" TEXT NOT NULL,
    "signed_in_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "sign_in_addresses_pkey" PRIMARY KEY ("pair")
);
-- The sweep deletes rows older than 30 days.
CREATE INDEX "sign_in_addresses_signed_in_at_idx" ON "platform"."sign_in_addresses"("signed_in_at");
