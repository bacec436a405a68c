-- search_fold(text): the text as a text search compares it, the SQL twin of
-- foldSearchText in shared/search-text.ts (a test holds the two equal): lower
-- case; Ge'ez letters typed interchangeably as one (ሐ ኀ ኸ → ሀ, ሠ → ሰ, ዐ → አ,
-- ፀ → ጸ, ቐ → ቀ in every order; ሃ → ሀ, ኣ → አ); Ge'ez punctuation as a space; runs of
-- spaces as one. The translate() table is written by searchFoldSql(). IMMUTABLE,
-- so a generated column and its index can use it. Ethiopic letters are word
-- characters for pg_trgm under C.UTF-8 (tested), so the trigram index serves them.
CREATE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN regexp_replace(
  translate(lower(value),
    'ሐሑሒሓሔሕሖሗኀኁኂኃኄኅኆኸኹኺኻኼኽኾሠሡሢሣሤሥሦሧዐዑዒዓዔዕዖፀፁፂፃፄፅፆፇቐቑቒቓቔቕቖሃኣ፠፡።፣፤፥፦፧፨',
    'ሀሁሂሀሄህሆሇሀሁሂሀሄህሆሀሁሂሀሄህሆሰሱሲሳሴስሶሷአኡኢአኤእኦጸጹጺጻጼጽጾጿቀቁቂቃቄቅቆሀአ         '),
  '[ \t\n\r]+', ' ', 'g');
--> statement-breakpoint
-- search_document: what q is looked for in (title, description and tags), folded.
CREATE FUNCTION search_document(title text, description text, tags text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN search_fold(title || ' ' || description || ' ' || array_to_string(tags, ' '));
