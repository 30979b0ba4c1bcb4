ALTER TABLE "art_collections" ADD COLUMN "slug" text DEFAULT 'piece-' || substr(md5(random()::text), 1, 12) NOT NULL;--> statement-breakpoint
ALTER TABLE "art_collections" ADD CONSTRAINT "art_collections_slug_unique" UNIQUE("slug");--> statement-breakpoint
-- Existing pieces get a slug from their name, as new ones do (src/server/art/art-slug.ts):
-- accents dropped, lower case, dashes; "verify" and taken slugs get -2, -3, … in id order.
DO $$
DECLARE
  piece record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR piece IN SELECT id, name FROM art_collections ORDER BY id LOOP
    base := regexp_replace(lower(normalize(piece.name, NFKD)), '[\u0300-\u036f]', '', 'g');
    base := trim(both '-' from regexp_replace(base, '[^a-z0-9]+', '-', 'g'));
    base := trim(trailing '-' from left(base, 60));
    IF base = '' THEN base := 'artwork'; END IF;
    candidate := base;
    n := 1;
    WHILE candidate = 'verify'
      OR EXISTS (SELECT 1 FROM art_collections WHERE slug = candidate AND id <> piece.id) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE art_collections SET slug = candidate WHERE id = piece.id;
  END LOOP;
END $$;
