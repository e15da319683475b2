-- Stored answers are sealed and requests identified by an HMAC from now on (gateway/idempotency-sealing.ts,
-- docs/conventions.md, Idempotency). Answers stored before in plain text (a login's tokens, signing
-- secrets) are dropped now rather than kept for their last 24 hours. Their rows stay, so a repeat
-- of such a key is a 409 (its plain request hash matches no request any more), never a second run.
UPDATE "platform"."idempotency_keys" SET "response_body" = NULL
WHERE "response_body" IS NOT NULL AND NOT ("response_body" ? 'sealed');
