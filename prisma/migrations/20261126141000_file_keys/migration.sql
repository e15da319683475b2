-- Download links are signed and expire (docs/api/README.md, "Files"), so rows keep a file's storage
-- key and the link is signed each time the row is read. Media job outputs and the speech of AI
-- inferences held `url` = `/files/<key>` (or PUBLIC_BASE_URL in front): each platform file keeps
-- or gets its `key` (taken from a `/files/` URL where it was missing) and loses the `url`; a
-- provider's or caller's URL stays. A row left with a URL under PUBLIC_BASE_URL is signed by its
-- key when read (lib/storage/file-references.ts).
--
-- Concurrency: each UPDATE is one statement, so each row is rewritten whole under its row lock. A
-- worker of the previous version completing a job meanwhile writes `url` and `key` both, which
-- the new code reads by its key; running this again changes nothing more (it is idempotent).

UPDATE "media"."jobs" AS j
SET "outputs" = (
    SELECT jsonb_agg(
        CASE
            WHEN o ? 'key' THEN o - 'url'
            WHEN o->>'url' LIKE '/files/%' THEN (o - 'url') || jsonb_build_object('key', substring(o->>'url' FROM 8))
            ELSE o
        END
        ORDER BY n)
    FROM jsonb_array_elements(j."outputs") WITH ORDINALITY AS e(o, n)
)
WHERE jsonb_typeof(j."outputs") = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(j."outputs") AS e(o) WHERE o ? 'url' AND (o ? 'key' OR o->>'url' LIKE '/files/%'));

UPDATE "ai"."inferences"
SET "speech" = ("speech" - 'url') || jsonb_build_object('key', COALESCE("speech"->>'key', substring("speech"->>'url' FROM 8)))
WHERE jsonb_typeof("speech") = 'object' AND "speech"->>'url' LIKE '/files/%';
