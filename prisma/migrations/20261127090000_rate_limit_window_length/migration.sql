-- Windows of several lengths share the table: a minute for the request limits, up to an hour for
-- the failed logins of an account (docs/errors.md, "Rate limits"). Each row records its own
-- length, so a gateway's sweep deletes only windows that have ended, whatever their length.
ALTER TABLE "platform"."rate_limit_windows" ADD COLUMN "window_ms" INTEGER NOT NULL DEFAULT 60000;
