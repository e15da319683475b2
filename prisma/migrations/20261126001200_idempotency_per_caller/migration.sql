-- Idempotency keys are scoped to the caller as well as the tenant: a key one user chose must
-- never replay that user's answer to another (docs/conventions.md, Idempotency).
-- Anonymous requests are no longer stored at all; rows kept under the shared anonymous scope go.
DELETE FROM "platform"."idempotency_keys" WHERE "tenant_id" = 'anonymous';

-- Rows stored before this migration belonged to an unknown caller: '' matches no one, so they
-- are never replayed and expire within 24 hours.
ALTER TABLE "platform"."idempotency_keys" ADD COLUMN "caller_id" TEXT NOT NULL DEFAULT '';
ALTER TABLE "platform"."idempotency_keys" ALTER COLUMN "caller_id" DROP DEFAULT;

ALTER TABLE "platform"."idempotency_keys" DROP CONSTRAINT "idempotency_keys_pkey";
ALTER TABLE "platform"."idempotency_keys" ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("tenant_id", "caller_id", "key");
