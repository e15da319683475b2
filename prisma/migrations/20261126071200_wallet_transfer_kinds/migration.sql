-- Credit transfers between wallets of one tenant (docs/wallets.md): two ledger entry kinds, the
-- credits leaving one wallet and the same credits arriving in the other.
-- A migration of their own: PostgreSQL lets a value added to an enum be used only once the
-- transaction that added it has committed, and 20261126071300_wallet_transfers uses them.
ALTER TYPE "identity"."wallet_entry_kind" ADD VALUE 'transfer_out';
ALTER TYPE "identity"."wallet_entry_kind" ADD VALUE 'transfer_in';
