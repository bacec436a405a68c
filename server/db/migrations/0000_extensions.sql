-- Extensions later migrations rely on. drizzle-kit does not emit these, so they
-- live in this hand-written migration, applied before any table.
-- pg_trgm: GIN trigram indexes for the case-insensitive "contains" search on
-- listing titles and descriptions (ILIKE '%q%' stays fast on large tables).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent: accent-insensitive comparisons ('zurich' matches 'Zürich').
CREATE EXTENSION IF NOT EXISTS unaccent;
