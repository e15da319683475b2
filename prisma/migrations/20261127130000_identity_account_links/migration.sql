-- Account links (issue 26): password-reset and invitation links, each a row holding only the
-- SHA-256 of its token. A user added without a password has none until they accept their
-- invitation. A reset asked for an address with no account writes a row with no tenant and no user.
ALTER TABLE "identity"."users" ALTER COLUMN "password_hash" DROP NOT NULL;

CREATE TABLE "identity"."account_tokens" (
    "id" UUID NOT NULL,
    "purpose" TEXT NOT NULL,
    "tenant_id" UUID,
    "user_id" UUID,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" IN ('password_reset', 'invitation'))
);
CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "identity"."account_tokens"("token_hash");
CREATE INDEX "account_tokens_tenant_id_user_id_idx" ON "identity"."account_tokens"("tenant_id", "user_id");
ALTER TABLE "identity"."account_tokens" ADD CONSTRAINT "account_tokens_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "identity"."account_tokens" ADD CONSTRAINT "account_tokens_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
