CREATE TABLE "consumer_name_suffixes" (
	"suffix" text NOT NULL,
	"consumer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rank" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumer_name_suffixes" ADD CONSTRAINT "consumer_name_suffixes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_name_suffixes_suffix_idx" ON "consumer_name_suffixes" USING btree ("suffix" text_pattern_ops,"rank","created_at","consumer_id");--> statement-breakpoint
CREATE INDEX "consumer_name_suffixes_consumer_idx" ON "consumer_name_suffixes" USING btree ("consumer_id");--> statement-breakpoint
-- The suffixes of one name, folded like foldSearchName (src/shared/search-keyword.ts): NFKC, lower case,
-- hiragana → katakana, the parts (split at spaces; NFKC made U+3000 one) joined without them. Suffixes
-- shorter than 2 characters are left out: the search needs at least 2.
CREATE OR REPLACE FUNCTION search_name_suffixes(name text)
RETURNS TABLE (suffix text, rank smallint)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  folded text;
  whole text := '';
  starts int[] := '{}';
  part text;
  i int;
BEGIN
  IF name IS NULL THEN
    RETURN;
  END IF;
  folded := translate(lower(normalize(name, NFKC)),
    'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖゝゞ',
    'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヽヾ');
  FOREACH part IN ARRAY regexp_split_to_array(folded, '\s+') LOOP
    IF part <> '' THEN
      starts := starts || (length(whole) + 1);
      whole := whole || part;
    END IF;
  END LOOP;
  FOR i IN 1 .. length(whole) - 1 LOOP
    suffix := substr(whole, i);
    rank := CASE WHEN i = 1 THEN 0 WHEN i = ANY (starts) THEN 1 ELSE 2 END;
    RETURN NEXT;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION consumers_sync_name_suffixes() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM consumer_name_suffixes WHERE consumer_id = OLD.id;
  END IF;
  INSERT INTO consumer_name_suffixes (suffix, consumer_id, created_at, rank)
  SELECT s.suffix, NEW.id, NEW.created_at, min(s.rank)
  FROM (
    SELECT * FROM search_name_suffixes(NEW.kanji_name)
    UNION ALL
    SELECT * FROM search_name_suffixes(NEW.kana_name)
  ) AS s
  GROUP BY s.suffix;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER consumers_sync_name_suffixes
AFTER INSERT OR UPDATE OF kanji_name, kana_name, created_at ON consumers
FOR EACH ROW EXECUTE FUNCTION consumers_sync_name_suffixes();--> statement-breakpoint
-- Consumers that existed before this migration.
INSERT INTO consumer_name_suffixes (suffix, consumer_id, created_at, rank)
SELECT s.suffix, c.id, c.created_at, min(s.rank)
FROM consumers AS c
CROSS JOIN LATERAL (
  SELECT * FROM search_name_suffixes(c.kanji_name)
  UNION ALL
  SELECT * FROM search_name_suffixes(c.kana_name)
) AS s
GROUP BY c.id, s.suffix;
