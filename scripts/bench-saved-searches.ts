/**
 * Saved searches section of `npm run bench` (issue #44): what publishing one
 * listing costs against BENCH_SAVED_SEARCHES saved searches (default 100,000),
 * through the code a publish runs (saved-searches/matching.ts recordMatches:
 * find the matching searches through their index, record the hits).
 *
 * - Data: 20,000 members' searches, generated with browse's own rules
 *   (matchColumns: city key, price in one currency, q's patterns with its
 *   Ge'ez spellings), shaped like a real site's: 85 % in one of 50 cities (as many as the listings section's)
 *   (the rest look for words anywhere), 80 % in a category and half of those
 *   in a subcategory, words in a third of the others, 20 % with a price
 *   range, a few with photos only. Listings are published over the same
 *   cities, categories and words.
 * - Target: the issue's, p95 ≤ 20 ms for one publish.
 *
 * Alone: `node --import tsx scripts/bench-saved-searches.ts`.
 */
import { performance } from 'node:perf_hooks';
import {
  findMatches,
  matchColumns,
  recordMatches,
} from '../server/features/saved-searches/matching.ts';
import { BROWSE_TREE, TOP_CATEGORIES } from '../shared/categories.ts';
import type { SavedSearchFilters } from '../shared/saved-searches.ts';
import { figuresTable, timeRuns, withBenchDatabase } from './bench-kit.ts';
import { countFromEnv, isRunAlone } from './bench-server.ts';

const DATABASE = 'saved_searches_bench';
const RUNS = 200;
const WARMUP = 20;
const TARGET_MS = 20;
const MEMBERS = 20_000;
const BATCH = 5_000;

/** As many cities as the listings section's (scripts/bench-listings.ts). */
const CITIES = Array.from({ length: 50 }, (_, i) => `Benchcity ${i + 1}`);
const WORDS = [
  'sofa',
  'room',
  'injera',
  'mesob',
  'tutor',
  'driver',
  'laptop',
  'bike',
  'selam',
  'ሰላም',
  'car',
  'nurse',
  'studio',
  'desk',
  'coffee',
  'buna',
  'kitchen',
  'guitar',
  'camera',
  'phone',
];

/** BENCH_SAVED_SEARCHES: how many saved searches to generate (default 100,000; 0 skips the section). */
export function savedSearchesCount(): number {
  return countFromEnv('BENCH_SAVED_SEARCHES', 100_000);
}

/** A small deterministic generator, so every run measures the same searches. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * One member's search: a place or words to look for (a search of neither
 * would be every new listing of the site), mostly a category, often a
 * subcategory, sometimes a price range or photos only.
 */
function searchFilters(random: () => number): SavedSearchFilters {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const city = random() < 0.85 ? pick(CITIES) : undefined;
  const category = random() < 0.8 ? pick(TOP_CATEGORIES) : undefined;
  const priced = random() < 0.2;
  return {
    page: 'browse',
    city,
    category,
    sub: category && random() < 0.5 ? pick(BROWSE_TREE[category]) : undefined,
    q: !city || random() < 0.3 ? pick(WORDS) : undefined,
    min: priced && random() < 0.5 ? Math.floor(random() * 200) : undefined,
    max: priced ? 200 + Math.floor(random() * 2000) : undefined,
    currency: undefined,
    has_image: random() < 0.05,
    featured: false,
  };
}

export async function benchSavedSearches(count: number): Promise<void> {
  const began = performance.now();
  await withBenchDatabase(DATABASE, async ({ database, client }) => {
    const genBegan = performance.now();
    await client.query('TRUNCATE saved_search_hits, saved_searches');
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified)
       SELECT 'bench_ss_' || n, 'Member ' || n, 'ss' || n || '@bench.example', true
         FROM generate_series(0, ${MEMBERS}) AS n ON CONFLICT DO NOTHING`,
    );
    const random = generator(44);
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
        const filters = searchFilters(random);
        return {
          user: `bench_ss_${1 + ((start + i) % MEMBERS)}`,
          filters,
          ...matchColumns(filters),
        };
      });
      await client.query(
        `INSERT INTO saved_searches (user_id, name, query, city_key, category, subcategory,
                                     min_cents, max_cents, currency, has_image, patterns)
         SELECT r.user_id, 'Search', r.query, r.city_key, r.category, r.subcategory,
                r.min_cents, r.max_cents, r.currency, r.has_image, ARRAY(SELECT jsonb_array_elements_text(r.patterns))
           FROM jsonb_to_recordset($1::jsonb) AS r(user_id text, query jsonb, city_key text, category text,
                subcategory text, min_cents int, max_cents int, currency text, has_image boolean, patterns jsonb)`,
        [
          JSON.stringify(
            rows.map((row) => ({
              user_id: row.user,
              query: row.filters,
              city_key: row.cityKey,
              category: row.category,
              subcategory: row.subcategory,
              min_cents: row.minCents,
              max_cents: row.maxCents,
              currency: row.currency,
              has_image: row.hasImage,
              patterns: row.patterns,
            })),
          ),
        ],
      );
    }
    // The listings to publish: over the same cities, categories and words, priced in USD.
    const listingRandom = generator(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(listingRandom() * list.length)] as T;
    const listings = Array.from({ length: RUNS + WARMUP }, (_, i) => {
      const category = pick(TOP_CATEGORIES);
      return {
        title: `${pick(WORDS)} and ${pick(WORDS)} number ${i}`,
        city: pick(CITIES),
        category,
        subcategory: pick(BROWSE_TREE[category]),
        price_cents: Math.floor(listingRandom() * 300_000),
      };
    });
    await client.query('DELETE FROM listings WHERE user_id = $1', ['bench_ss_0']);
    const { rows: published } = await client.query<{ id: string }>(
      `INSERT INTO listings (user_id, title, city, category, subcategory, price_cents, status)
       SELECT 'bench_ss_0', r.title, r.city, r.category, r.subcategory, r.price_cents, 'active'
         FROM jsonb_to_recordset($1::jsonb) AS r(title text, city text, category text, subcategory text, price_cents int)
       RETURNING id`,
      [JSON.stringify(listings)],
    );
    await client.query('VACUUM (ANALYZE) saved_searches');
    await client.query('VACUUM (ANALYZE) listings');
    const generated = (performance.now() - genBegan) / 1000;

    console.log(
      `\nSaved searches: ${count.toLocaleString('en-US')} searches of ${MEMBERS.toLocaleString('en-US')} members (generated in ${generated.toFixed(1)} s), ${new Date().toISOString()}`,
    );
    const row = figuresTable(44);
    let next = 0;
    let found = 0;
    const finding = await timeRuns(
      async () => {
        const listing = published[next++ % published.length];
        if (listing) found += (await findMatches(database.db, listing.id)).length;
      },
      { runs: RUNS, warmup: WARMUP },
    );
    const pass = row('a publish: its matching searches found', finding, TARGET_MS);
    next = 0;
    const recording = await timeRuns(
      async () => {
        const listing = published[next++ % published.length];
        if (listing) await recordMatches(database.db, listing.id, new Date());
      },
      { runs: RUNS, warmup: WARMUP },
    );
    row('... and each match recorded (its new count)', recording);
    console.log(
      `\nms; sequential, warm, in-process (saved-searches/matching.ts, as a publish runs it); ${(found / (RUNS + WARMUP)).toFixed(0)} matching searches per listing on average (each then a notification, and an email for instant alerts): ${pass ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `saved searches section: ${((performance.now() - began) / 1000).toFixed(0)} s in all`,
    );
  });
}

if (isRunAlone(import.meta.url)) {
  await benchSavedSearches(savedSearchesCount());
}
