-- E-mail verification (issue 5, user.verified): users gain the time they verified their address,
-- and each verification link is a row holding only the SHA-256 of its token.
ALTER TABLE "identity"."users" ADD COLUMN "email_verified_at" TIMESTAMPTZ(3);

CREATE TABLE "identity"."email_verifications" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "email_verifications_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "email_verifications_token_hash_key" ON "identity"."email_verifications"("token_hash");
CREATE INDEX "email_verifications_tenant_id_user_id_idx" ON "identity"."email_verifications"("tenant_id", "user_id");
ALTER TABLE "identity"."email_verifications" ADD CONSTRAINT "email_verifications_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "identity"."email_verifications" ADD CONSTRAINT "email_verifications_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
