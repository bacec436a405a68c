/**
 * Text search q through the API (issue #21): Ge'ez script found as typed,
 * letters folded, Latin spelled in Ge'ez, every sort; and the SQL folding
 * (migration 0015) equal to the shared one it is written from.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowseReply, SORTS } from '../../../shared/listing-query.ts';
import { foldSearchText } from '../../../shared/search-text.ts';
import type { App } from '../../app.ts';
import { user } from '../../db/schema/auth.ts';
import { createTestApp, json } from '../../test/app.ts';
import { TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';

const database = setupTestDatabase();
let app: App;
const OWNER = 'search-api-owner';

let cities = 0;
const freshCity = () => `Searchtown ${++cities}`;

beforeAll(async () => {
  app = createTestApp(database, { PUBLIC_URL: 'http://localhost:3000' });
  await database.db
    .insert(user)
    .values({ id: OWNER, name: 'Owner', email: 'search-api-owner@example.org' });
});

async function search(city: string, q: string, extra = '') {
  const response = await new TestBrowser(app).request(
    `/api/listings?${new URLSearchParams({ city, q })}${extra}`,
  );
  expect(response.status).toBe(200);
  const reply = await json<BrowseReply>(response);
  return reply.listings.map((listing) => listing.title).sort();
}

const add = (city: string, title: string, fields: Record<string, unknown> = {}) =>
  insertListing(database.db, OWNER, { city, title, ...fields });

describe('text search in Ge’ez script (issue #21)', () => {
  it('indexes Ethiopic letters: pg_trgm reads them as word characters under the database locale', async () => {
    const result = await database.db.execute<{ locale: string; ethiopic: number; latin: number }>(
      // The database's own ctype (lc_ctype is no setting since PostgreSQL 16).
      sql`SELECT (SELECT datctype FROM pg_database WHERE datname = current_database()) AS locale,
                 cardinality(show_trgm(search_fold('ሰላም ዓለም')))::int AS ethiopic,
                 cardinality(show_trgm('abc def'))::int AS latin`,
    );
    // Two words of three letters: '  x', ' xy', 'xyz', 'yz ' each, as for Latin letters.
    // Under whatever UTF-8 locale the server was made with (C.UTF-8 here, the
    // embedded one's own in npm test), as many trigrams as Latin letters give.
    expect(result.rows[0]?.locale).toMatch(/utf-?8/i);
    expect(result.rows[0]).toMatchObject({ ethiopic: 8, latin: 8 });
    // With so few rows the planner may scan the table, or walk any index on
    // active listings: forbid the scan and drop the other indexes (in a
    // transaction that is rolled back), and it must look q up in the index.
    const plan = await database.pool.connect().then(async (client) => {
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL enable_seqscan = off');
        const others = await client.query<{ name: string }>(
          `SELECT indexname AS name FROM pg_indexes
            WHERE tablename = 'listings' AND indexname NOT IN ('listings_search_trgm_idx', 'listings_pkey')`,
        );
        for (const { name } of others.rows) await client.query(`DROP INDEX "${name}"`);
        const explained = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT id FROM listings WHERE status = 'active' AND search_text LIKE '%ሰላም%'`,
        );
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    });
    expect(plan).toContain('listings_search_trgm_idx');
  });

  it('finds an Ethiopic title and description by an Ethiopic q', async () => {
    const city = freshCity();
    await add(city, 'ሰላም ቤት ንኪራይ');
    await add(city, 'Room for rent', { description: 'ጽቡቕ ገዛ ኣብ ኣስመራ።' });
    await add(city, 'Unrelated');
    expect(await search(city, 'ሰላም')).toEqual(['ሰላም ቤት ንኪራይ']);
    expect(await search(city, 'ኣስመራ')).toEqual(['Room for rent']);
    expect(await search(city, 'ገዛ')).toEqual(['Room for rent']);
  });

  it('folds letters typed interchangeably, both ways, and ignores Ge’ez punctuation', async () => {
    const city = freshCity();
    await add(city, 'ሠላም ካፌ');
    await add(city, 'ሰላም ሱቅ');
    await add(city, 'ሐበሻ ምግቢ፡ጥዑም።');
    await add(city, 'ፀሐይ');
    expect(await search(city, 'ሰላም')).toEqual(['ሠላም ካፌ', 'ሰላም ሱቅ']);
    expect(await search(city, 'ሠላም')).toEqual(['ሠላም ካፌ', 'ሰላም ሱቅ']);
    expect(await search(city, 'ሀበሻ')).toEqual(['ሐበሻ ምግቢ፡ጥዑም።']);
    expect(await search(city, 'ምግቢ ጥኡም')).toEqual(['ሐበሻ ምግቢ፡ጥዑም።']);
    expect(await search(city, 'ጸሀይ')).toEqual(['ፀሐይ']);
  });

  it('finds the Ge’ez spelling of a q typed in Latin letters', async () => {
    const city = freshCity();
    await add(city, 'ሰላም ቤት');
    await add(city, 'Bus to ኣስመራ', { description: 'Every Friday.' });
    await add(city, 'Selam bakery');
    await add(city, 'Unrelated');
    expect(await search(city, 'selam')).toEqual(['Selam bakery', 'ሰላም ቤት']);
    expect(await search(city, 'Asmara')).toEqual(['Bus to ኣስመራ']);
  });

  it('still matches title or description contains (any case, literal) and tags', async () => {
    const city = freshCity();
    await add(city, 'Injera baking class');
    await add(city, 'Cooking', { description: 'We bake INJERA weekly' });
    await add(city, 'Tagged', { tags: ['injera'] });
    await add(city, '100% cotton netela');
    await add(city, 'Unrelated');
    expect(await search(city, 'InJeRa')).toEqual(['Cooking', 'Injera baking class', 'Tagged']);
    expect(await search(city, '100%')).toEqual(['100% cotton netela']);
    expect(await search(city, 'o_t')).toEqual([]);
  });

  it('answers every sort with the matches only, short q included', async () => {
    const city = freshCity();
    await add(city, 'Teff flour', { priceCents: 300 });
    await add(city, 'Cheap teff', { priceCents: 100, images: ['/media/u_x/1_b.webp'] });
    await add(city, 'Sofa', { description: 'teff coloured', priceCents: 200 });
    await add(city, 'Chair', { priceCents: 50 });
    for (const sort of SORTS) {
      expect(await search(city, 'teff', `&sort=${sort}`), sort).toEqual([
        'Cheap teff',
        'Sofa',
        'Teff flour',
      ]);
      expect(await search(city, 'ch', `&sort=${sort}`), sort).toEqual(['Chair', 'Cheap teff']);
    }
    const ordered = async (sort: string) => {
      const response = await new TestBrowser(app).request(
        `/api/listings?${new URLSearchParams({ city, q: 'teff', sort })}`,
      );
      return (await json<BrowseReply>(response)).listings.map((listing) => listing.title);
    };
    expect(await ordered('price_asc')).toEqual(['Cheap teff', 'Sofa', 'Teff flour']);
    expect(await ordered('price_desc')).toEqual(['Teff flour', 'Sofa', 'Cheap teff']);
    // Relevance: title matches first, newest first within each.
    expect(await ordered('relevance')).toEqual(['Cheap teff', 'Teff flour', 'Sofa']);
  });
});

describe('search_fold (SQL) is foldSearchText (shared)', () => {
  it('gives the same text for Latin, Ge’ez, punctuation and spaces', async () => {
    const samples = [
      'Fresh TEFF flour',
      'Ünïcode CAFÉ Zürich ÀÉÎ',
      'ሀሁሂሃሄህሆ ሐሑሒሓሔሕሖሗ ኀኁኂኃኄኅኆ ኸኹኺኻኼኽኾ',
      'ሠሡሢሣሤሥሦሧ ሰሱሲሳሴስሶሷ ዐዑዒዓዔዕዖ አኡኢኣኤእኦ ፀፁፂፃፄፅፆፇ ጸጹጺጻጼጽጾጿ',
      'ሰላም፡ዓለም። ቤት፣ መኪና፤ ስራ፥፦፧፨፠',
      'two  spaces\tand\r\nlines',
      "50% off_ \\ 'quoted'",
      'ΑΒΓ Кириллица',
    ];
    for (const sample of samples) {
      const result = await database.db.execute<{ folded: string }>(
        sql`SELECT search_fold(${sample}) AS folded`,
      );
      expect(result.rows[0]?.folded, sample).toBe(foldSearchText(sample));
    }
  });

  it('keeps search_text up to date on insert and update', async () => {
    const row = await add(freshCity(), 'ሠላም Shop', { description: 'ዓለም', tags: ['Teff'] });
    expect(row.searchText).toBe('ሰላም shop አለም teff');
    const updated = await database.db.execute<{ search_text: string }>(
      sql`UPDATE listings SET title = 'ፀሐይ' WHERE id = ${row.id} RETURNING search_text`,
    );
    expect(updated.rows[0]?.search_text).toBe('ጸሀይ አለም teff');
  });
});
