-- Teams, wallets, the append-only credit ledger, credit reservations and the identity outbox
-- (feature `wallets`).
CREATE TYPE "identity"."team_role" AS ENUM ('owner', 'member');
CREATE TYPE "identity"."wallet_entry_kind" AS ENUM ('topup', 'reserve', 'release', 'charge', 'refund');
CREATE TYPE "identity"."credit_reservation_status" AS ENUM ('reserved', 'charged', 'released', 'refunded');

CREATE TABLE "identity"."teams" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "teams_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "teams_tenant_id_created_at_id_idx" ON "identity"."teams"("tenant_id", "created_at", "id");
ALTER TABLE "identity"."teams" ADD CONSTRAINT "teams_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "identity"."team_members" (
    "team_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "role" "identity"."team_role" NOT NULL DEFAULT 'member',
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "team_members_pkey" PRIMARY KEY ("team_id", "user_id")
);
CREATE INDEX "team_members_tenant_id_user_id_idx" ON "identity"."team_members"("tenant_id", "user_id");
ALTER TABLE "identity"."team_members" ADD CONSTRAINT "team_members_team_id_fkey"
    FOREIGN KEY ("team_id") REFERENCES "identity"."teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "identity"."team_members" ADD CONSTRAINT "team_members_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "identity"."wallets" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID,
    "team_id" UUID,
    "balance" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "wallets_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "wallets_owner_check" CHECK (("user_id" IS NULL) <> ("team_id" IS NULL)),
    -- The domain refuses first (402, or a failed payment); this keeps the data right whatever writes it.
    CONSTRAINT "wallets_balance_check" CHECK ("balance" BETWEEN 0 AND 1000000000)
);
CREATE UNIQUE INDEX "wallets_user_id_key" ON "identity"."wallets"("user_id");
CREATE UNIQUE INDEX "wallets_team_id_key" ON "identity"."wallets"("team_id");
CREATE INDEX "wallets_tenant_id_created_at_id_idx" ON "identity"."wallets"("tenant_id", "created_at", "id");
ALTER TABLE "identity"."wallets" ADD CONSTRAINT "wallets_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "identity"."wallets" ADD CONSTRAINT "wallets_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "identity"."wallets" ADD CONSTRAINT "wallets_team_id_fkey"
    FOREIGN KEY ("team_id") REFERENCES "identity"."teams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "identity"."credit_reservations" (
    "tenant_id" UUID NOT NULL,
    "id" TEXT NOT NULL,
    "wallet_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" "identity"."credit_reservation_status" NOT NULL DEFAULT 'reserved',
    "reference" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMPTZ(3),
    CONSTRAINT "credit_reservations_pkey" PRIMARY KEY ("tenant_id", "id"),
    CONSTRAINT "credit_reservations_amount_check" CHECK ("amount" > 0),
    CONSTRAINT "credit_reservations_settled_check" CHECK (("status" = 'reserved') = ("settled_at" IS NULL))
);
CREATE INDEX "credit_reservations_wallet_id_created_at_idx" ON "identity"."credit_reservations"("wallet_id", "created_at");
ALTER TABLE "identity"."credit_reservations" ADD CONSTRAINT "credit_reservations_wallet_id_fkey"
    FOREIGN KEY ("wallet_id") REFERENCES "identity"."wallets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "identity"."credit_reservations" ADD CONSTRAINT "credit_reservations_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "identity"."wallet_entries" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "wallet_id" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "kind" "identity"."wallet_entry_kind" NOT NULL,
    "reservation_id" TEXT,
    "reference" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "wallet_entries_pkey" PRIMARY KEY ("id"),
    -- The sign of each kind: credits come in (top-up, release, refund), go out (reserve), or
    -- stay spent (charge, 0: the reserve already took them).
    CONSTRAINT "wallet_entries_amount_check" CHECK (CASE "kind"
        WHEN 'topup' THEN "amount" > 0
        WHEN 'reserve' THEN "amount" < 0
        WHEN 'charge' THEN "amount" = 0
        ELSE "amount" > 0 END),
    CONSTRAINT "wallet_entries_reservation_check" CHECK (("kind" = 'topup') = ("reservation_id" IS NULL))
);
CREATE INDEX "wallet_entries_wallet_id_created_at_id_idx" ON "identity"."wallet_entries"("wallet_id", "created_at", "id");
CREATE INDEX "wallet_entries_tenant_id_reservation_id_idx" ON "identity"."wallet_entries"("tenant_id", "reservation_id");
-- A reservation has one reserve entry and at most one settlement (charge, release or refund),
-- whatever races happen above.
CREATE UNIQUE INDEX "wallet_entries_one_reserve_key" ON "identity"."wallet_entries"("tenant_id", "reservation_id")
    WHERE "kind" = 'reserve';
CREATE UNIQUE INDEX "wallet_entries_one_settlement_key" ON "identity"."wallet_entries"("tenant_id", "reservation_id")
    WHERE "kind" IN ('charge', 'release', 'refund');
ALTER TABLE "identity"."wallet_entries" ADD CONSTRAINT "wallet_entries_wallet_id_fkey"
    FOREIGN KEY ("wallet_id") REFERENCES "identity"."wallets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "identity"."wallet_entries" ADD CONSTRAINT "wallet_entries_reservation_fkey"
    FOREIGN KEY ("tenant_id", "reservation_id") REFERENCES "identity"."credit_reservations"("tenant_id", "id")
    ON DELETE RESTRICT ON UPDATE CASCADE;

-- The ledger is append-only: a correction is a new entry, never an edit.
CREATE FUNCTION "identity"."wallet_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'identity.wallet_entries is append-only';
END;
$$;
CREATE TRIGGER "wallet_entries_append_only" BEFORE UPDATE OR DELETE ON "identity"."wallet_entries"
    FOR EACH ROW EXECUTE FUNCTION "identity"."wallet_entries_append_only"();

CREATE TABLE "identity"."outbox_events" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "time" TIMESTAMPTZ(3) NOT NULL,
    "request_id" TEXT,
    "data" JSONB NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "outbox_events_tenant_id_type_time_idx" ON "identity"."outbox_events"("tenant_id", "type", "time");
-- What a relay still has to publish (rows whose publish after commit did not happen).
CREATE INDEX "outbox_events_unpublished_idx" ON "identity"."outbox_events"("time") WHERE "published_at" IS NULL;
