-- Credit transfers (docs/wallets.md): a transfer is a `transfer_out` entry of -amount and a
-- `transfer_in` entry of +amount sharing one transfer id, written in one transaction. The rules
-- below make the database refuse any transfer that would create or destroy credits.
ALTER TABLE "identity"."wallet_entries" ADD COLUMN "transfer_id" UUID;

-- The sign of each kind, now with the transfers: out is negative, in is positive.
ALTER TABLE "identity"."wallet_entries" DROP CONSTRAINT "wallet_entries_amount_check";
ALTER TABLE "identity"."wallet_entries" ADD CONSTRAINT "wallet_entries_amount_check" CHECK (CASE "kind"
    WHEN 'topup' THEN "amount" > 0
    WHEN 'reserve' THEN "amount" < 0
    WHEN 'charge' THEN "amount" = 0
    WHEN 'transfer_out' THEN "amount" < 0
    ELSE "amount" > 0 END);
-- Reservation entries name their reservation; top-ups and transfers have none.
ALTER TABLE "identity"."wallet_entries" DROP CONSTRAINT "wallet_entries_reservation_check";
ALTER TABLE "identity"."wallet_entries" ADD CONSTRAINT "wallet_entries_reservation_check"
    CHECK (("kind" IN ('topup', 'transfer_out', 'transfer_in')) = ("reservation_id" IS NULL));
-- Transfer entries, and only they, name their transfer.
ALTER TABLE "identity"."wallet_entries" ADD CONSTRAINT "wallet_entries_transfer_check"
    CHECK (("kind" IN ('transfer_out', 'transfer_in')) = ("transfer_id" IS NOT NULL));
-- At most one entry of each side per transfer (rows without a transfer id are never equal).
CREATE UNIQUE INDEX "wallet_entries_transfer_id_kind_key" ON "identity"."wallet_entries"("transfer_id", "kind");

-- At commit, every transfer is exactly two entries of opposite amounts, in two different wallets
-- of one tenant: checked after the transaction's last statement (DEFERRABLE INITIALLY DEFERRED),
-- when both entries are there. A transfer therefore never creates credits, whatever the code does.
CREATE FUNCTION "identity"."wallet_transfers_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (SELECT count(*) <> 2 OR sum("amount") <> 0 OR count(DISTINCT "wallet_id") <> 2 OR count(DISTINCT "tenant_id") <> 1
        FROM "identity"."wallet_entries" WHERE "transfer_id" = NEW."transfer_id") THEN
        RAISE EXCEPTION 'transfer % must be two entries of opposite amounts in two wallets of one tenant', NEW."transfer_id";
    END IF;
    RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER "wallet_transfers_balanced" AFTER INSERT ON "identity"."wallet_entries"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."transfer_id" IS NOT NULL)
    EXECUTE FUNCTION "identity"."wallet_transfers_balanced"();
