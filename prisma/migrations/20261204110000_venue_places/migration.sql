-- Venues (docs/api/marketplace.md, "Venues"): a portico listing seen as a place has an address
-- and a capacity.
-- Null on every other lane, and on a portico listing that names none (transport, for example).
ALTER TABLE "marketplace"."listings"
  ADD COLUMN "venue_address" TEXT,
  ADD COLUMN "venue_city" TEXT,
  ADD COLUMN "venue_country" TEXT,
  ADD COLUMN "capacity" INTEGER;
