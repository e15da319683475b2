-- Mail limits (issue 38): one row per account mail identity sent for, under the key of the limit
-- that counts it; the limits count the last hour's rows, and each send prunes expired ones.
CREATE TABLE "identity"."mail_sends" (
    "id" BIGSERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "mail_sends_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "mail_sends_key_sent_at_idx" ON "identity"."mail_sends"("key", "sent_at");
CREATE INDEX "mail_sends_sent_at_idx" ON "identity"."mail_sends"("sent_at");
