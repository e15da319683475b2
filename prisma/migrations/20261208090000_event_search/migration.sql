-- Search (docs/api/search.md): events are ranked by full text like listings, the title weighing
-- more than the description. A generated column: every write keeps it current, and the GIN
-- index answers `search_vector @@ query` without reading the other rows.
ALTER TABLE "events"."events"
  ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
    setweight(to_tsvector('english', coalesce("description", '')), 'B')
  ) STORED;

CREATE INDEX "events_search_vector_idx" ON "events"."events" USING GIN ("search_vector");
