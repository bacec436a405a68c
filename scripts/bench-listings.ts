/**
 * Listings section of `npm run bench`: browse, text search and the home rows
 * over a generated table of a million listings, timed through the HTTP API
 * of a real server and as raw SQL on the same database, side by side.
 *
 * - Data: BENCH_LISTINGS rows (default 1,000,000) made by one INSERT ... SELECT
 *   over generate_series in a database of its own (`listings_bench`) on the
 *   bench's embedded PostgreSQL. ~50 cities with a few big ones, the 7
 *   categories and their subcategories, titles and descriptions from word
 *   lists (so trigram search meets realistic text), tags, ~95% active, a year
 *   of created_at in insertion order (as in a live table), log-spread views, one contact per listing, one owner.
 *   Indexes are those of the migrations, dropped for the load and rebuilt.
 *   BENCH_LISTINGS_REUSE=1 keeps the data of the last run when the count
 *   matches (for trying indexes or queries: new migrations are applied to it).
 * - Queries: a fixed, seeded set of parameters per case, each request sent
 *   sequentially (one warm-up pass, then CASE_PASSES measured passes).
 * - Raw SQL: the statements the server runs, captured from browse.ts itself
 *   (a Drizzle logger on the same functions the routes call), replayed with
 *   `pg` on the same placeholders and values; the home rows' seven statements
 *   run in parallel on a pool, as the server runs them.
 * - Targets (the issue's): filtered browse p95 ≤ 20 ms, text search p95 ≤ 50 ms,
 *   judged on the HTTP p95. A case that misses prints the EXPLAIN (ANALYZE,
 *   BUFFERS) of its slowest statement.
 *
 * Alone: `node --import tsx scripts/bench-listings.ts` (BENCH_LISTINGS=200000 for a quicker run).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connectDatabase } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { createRandom, type Random } from '../server/features/demo/random.ts';
import { browseListings, homeRows, subcategoryCounts } from '../server/features/listings/browse.ts';
import { searchPatterns } from '../server/features/listings/text-search.ts';
import { createLogger } from '../server/platform/logger.ts';
import { BROWSE_TREE, TOP_CATEGORIES, type TopCategory } from '../shared/categories.ts';
import { SORTS } from '../shared/listing-query.ts';
import { browseQuerySchema } from '../shared/schemas/listing-query.ts';
import {
  CASE_PASSES,
  explain,
  type Figures,
  PROBES_PER_CASE,
  type Probe,
  printVerdict,
  recordingDb,
  type Statement,
  timeHttp,
  timeSql,
} from './bench-kit.ts';
import {
  BASE,
  countFromEnv,
  DATA_DIR,
  EMBEDDED_PG_PORT,
  isRunAlone,
  startServer,
  stopServer,
} from './bench-server.ts';

const DATABASE = 'listings_bench';
const OWNER_ID = 'bench_listings_owner';
/** Bump when the generator changes, so BENCH_LISTINGS_REUSE does not keep stale data. */
const GENERATOR_VERSION = 2;
const TARGET_MS = { browse: 20, search: 50 } as const;
/**
 * The bench database is set up as a production server would be: the embedded
 * default of 128 MB of shared buffers is for a laptop's demo data, and would
 * make every query over a 1.2 GB table a test of the operating system's page
 * cache instead. 1 GB is a quarter of a small 4 GB database server.
 */
export const DATABASE_SETTINGS = {
  shared_buffers: '1GB',
  effective_cache_size: '3GB',
  random_page_cost: '1.1',
};

/** BENCH_LISTINGS: how many listings to generate (default 1,000,000; 0 skips the section). */
export function listingsCount(): number {
  return countFromEnv('BENCH_LISTINGS', 1_000_000);
}

// ---------------------------------------------------------------- the data

/** 50 diaspora cities, biggest first (the generator gives the first ones most listings). */
const CITIES: readonly [string, string][] = [
  ['Washington', 'DC'],
  ['Addis Ababa', 'ET'],
  ['Oakland', 'CA'],
  ['Seattle', 'WA'],
  ['Toronto', 'ON'],
  ['Asmara', 'ER'],
  ['Minneapolis', 'MN'],
  ['London', 'UK'],
  ['Los Angeles', 'CA'],
  ['Dallas', 'TX'],
  ['Atlanta', 'GA'],
  ['Denver', 'CO'],
  ['Frankfurt', 'DE'],
  ['Stockholm', 'SE'],
  ['San Jose', 'CA'],
  ['Houston', 'TX'],
  ['Calgary', 'AB'],
  ['Columbus', 'OH'],
  ['Las Vegas', 'NV'],
  ['Tel Aviv', 'IL'],
  ['Dubai', 'AE'],
  ['Nairobi', 'KE'],
  ['Amsterdam', 'NL'],
  ['Oslo', 'NO'],
  ['Rome', 'IT'],
  ['Melbourne', 'VIC'],
  ['Mekelle', 'ET'],
  ['Khartoum', 'SD'],
  ['Edmonton', 'AB'],
  ['Ottawa', 'ON'],
  ['Vancouver', 'BC'],
  ['Winnipeg', 'MB'],
  ['Boston', 'MA'],
  ['New York', 'NY'],
  ['Philadelphia', 'PA'],
  ['Chicago', 'IL'],
  ['San Diego', 'CA'],
  ['Sacramento', 'CA'],
  ['Phoenix', 'AZ'],
  ['Portland', 'OR'],
  ['Nashville', 'TN'],
  ['Charlotte', 'NC'],
  ['Baltimore', 'MD'],
  ['Kampala', 'UG'],
  ['Johannesburg', 'ZA'],
  ['Riyadh', 'SA'],
  ['Munich', 'DE'],
  ['Geneva', 'CH'],
  ['Milan', 'IT'],
  ['Birmingham', 'UK'],
];

/** Share of each category, in TOP_CATEGORIES order. */
const CATEGORY_SHARE: Record<TopCategory, number> = {
  housing: 0.22,
  jobs: 0.2,
  services: 0.14,
  community: 0.14,
  mentor: 0.06,
  marketplace: 0.18,
  match: 0.06,
};

/** Words of each category's titles, descriptions and tags (30 each). */
const CATEGORY_WORDS: Record<TopCategory, readonly string[]> = {
  housing:
    'apartment bedroom studio room basement condo townhouse house lease rent furnished parking laundry balcony kitchen bathroom utilities deposit sublet roommate garden downtown quiet spacious renovated heating storage garage elevator landlord'.split(
      ' ',
    ),
  jobs: 'driver cashier nurse caregiver cook cleaner warehouse engineer developer accountant teacher tutor manager assistant receptionist technician mechanic electrician plumber barista waiter shift salary hourly benefits experience training hiring position resume'.split(
    ' ',
  ),
  services:
    'translation tax insurance immigration lawyer notary catering photography wedding hairdresser braiding tailoring moving cleaning repair plumbing painting tutoring driving lessons computer phone printing shipping cargo remittance travel visa consulting bookkeeping'.split(
      ' ',
    ),
  community:
    'church mosque meeting festival football coffee ceremony holiday fundraiser volunteer choir youth elders women language class concert dance picnic prayer celebration memorial association group club library gathering support charity event'.split(
      ' ',
    ),
  mentor:
    'career mentor coaching interview resume language english tigrinya amharic finance business startup investing coding software medicine nursing law immigration scholarship university college advice guidance skills networking leadership health tech study'.split(
      ' ',
    ),
  marketplace:
    'sofa table chair bed mattress laptop phone television car bicycle stroller dress shoes jacket injera mitad jebena coffee spices berbere furniture tickets camera printer fridge washer dryer microwave tablet console'.split(
      ' ',
    ),
  match:
    'friendship dating marriage serious relationship faith family kind honest caring travel music cooking hiking reading movies coffee friends networking professional outgoing calm funny loyal humble ambitious educated traditional modern single'.split(
      ' ',
    ),
};

/** Less common words of each category (10 each): each is in roughly 0.5% of listings. */
const CATEGORY_RARER_WORDS: Record<TopCategory, readonly string[]> = {
  housing: 'skylight hardwood dishwasher fireplace doorman rooftop duplex loft patio carport'.split(
    ' ',
  ),
  jobs: 'forklift phlebotomy bookkeeper dispatcher welder pharmacy daycare bartender janitor courier'.split(
    ' ',
  ),
  services:
    'apostille henna embroidery locksmith upholstery videography alterations calligraphy landscaping detailing'.split(
      ' ',
    ),
  community: 'timket meskel fasika genna ashenda enkutatash iftar bazaar marathon chess'.split(' '),
  mentor:
    'mcat lsat toefl nclex python javascript pitchdeck grantwriting fellowship residency'.split(
      ' ',
    ),
  marketplace: 'toyota samsung iphone macbook playstation ikea nike netela gabi kemis'.split(' '),
  match: 'salsa poetry volleyball gardening yoga baking camping soccer theatre astronomy'.split(
    ' ',
  ),
};

/** Words of any listing. */
const GENERAL_WORDS =
  'with near and for the in available now new good great clean best local friendly looking offering wanted please contact call message today weekly monthly price free affordable experienced reliable trusted family community habesha eritrean ethiopian city center area neighborhood walking distance transit bus station school market store open small large big professional quality service fast flexible weekend evening morning'.split(
    ' ',
  );

const ADJECTIVES =
  'bright spacious affordable reliable friendly experienced great new modern cozy quiet trusted private large small weekly'.split(
    ' ',
  );

/** Made-up names (people, shops, places) of syllables starting with `onsets`. */
function madeUpNames(random: Random, count: number, onsets: string): string[] {
  const starts = onsets.split(' ');
  const vowels = 'a e i o u'.split(' ');
  const names = new Set<string>();
  while (names.size < count) {
    let name = '';
    for (let i = random.int(2, 3); i > 0; i--) name += random.pick(starts) + random.pick(vowels);
    if (random.chance(0.3)) name += random.pick(['n', 'm', 't', 'l', 'r']);
    names.add(name);
  }
  return [...names];
}

const vocabulary = (() => {
  const random = createRandom('bench-listings-vocabulary');
  return {
    rareNames: madeUpNames(random, 300, 'b d f g h k l m n r s t w y z gh sh ts ch'),
    /** Never generated into the data (j, v and q start no syllable there): they find nothing. */
    absentNames: madeUpNames(random, 40, 'j v q'),
  };
})();

/**
 * One INSERT ... SELECT over generate_series. Word lists are parameters;
 * per-category lists are 2-D arrays indexed by the category's number.
 */
const GENERATE_SQL = `
INSERT INTO listings (user_id, title, description, price_cents, currency, city, category, subcategory,
                      tags, images, status, is_featured, views, created_at, updated_at)
SELECT $1, title, description, price_cents, 'USD', city, category, subcategory,
       tags, images, status, is_featured, views, created_at, created_at
FROM (
  SELECT
    ($2::text[])[k] AS category,
    CASE WHEN random() < 0.95 THEN ($3::text[])[k][1 + floor(random() * ($4::int[])[k])::int] END AS subcategory,
    CASE WHEN city_form < 0.85 THEN city_name
         WHEN city_form < 0.95 THEN city_name || ', ' || region
         ELSE lower(city_name) END AS city,
    initcap(($7::text[])[1 + floor(random() * cardinality($7::text[]))::int])
      || ' ' || ($5::text[])[k][1 + floor(random() * 30)::int]
      || ' ' || ($5::text[])[k][1 + floor(random() * 30)::int]
      || CASE WHEN random() < 0.1 THEN ' ' || ($6::text[])[k][1 + floor(random() * 10)::int] ELSE '' END
      || CASE WHEN random() < 0.1 THEN ' ' || initcap(($9::text[])[1 + floor(random() * cardinality($9::text[]))::int]) ELSE '' END
      || CASE WHEN random() < 0.3 THEN ' in ' || city_name ELSE '' END AS title,
    initcap(($8::text[])[1 + floor(random() * cardinality($8::text[]))::int])
      || ' ' || ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int]
      || ' ' || ($5::text[])[k][1 + floor(random() * 30)::int]
      || ' ' || ($5::text[])[k][1 + floor(random() * 30)::int]
      || ' ' || ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int]
      || ' ' || ($5::text[])[k][1 + floor(random() * 30)::int] || '. '
      || initcap(($8::text[])[1 + floor(random() * cardinality($8::text[]))::int])
      || ' ' || ($5::text[])[k][1 + floor(random() * 30)::int]
      || ' ' || ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int]
      || ' ' || ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int]
      || ' ' || ($5::text[])[k][1 + floor(random() * 30)::int]
      || CASE WHEN random() < 0.35 THEN ' ' || ($6::text[])[k][1 + floor(random() * 10)::int] ELSE '' END
      || '. ' || initcap(($8::text[])[1 + floor(random() * cardinality($8::text[]))::int])
      || ' ' || ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int]
      || ' ' || ($5::text[])[k][1 + floor(random() * 30)::int]
      || CASE WHEN random() < 0.4 THEN ' ' || initcap(($9::text[])[1 + floor(random() * cardinality($9::text[]))::int]) ELSE '' END
      || ' ' || ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] || '.'
      || CASE WHEN random() < 0.5 THEN ' Call or message for details.' ELSE '' END AS description,
    CASE WHEN random() < 0.3 THEN '{}'::text[]
         WHEN random() < 0.6 THEN ARRAY[($5::text[])[k][1 + floor(random() * 30)::int]]
         ELSE ARRAY[($5::text[])[k][1 + floor(random() * 30)::int], ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int]]
    END AS tags,
    CASE WHEN random() < 0.6 THEN ARRAY['bench/' || g || '.webp'] ELSE '{}'::text[] END AS images,
    CASE WHEN k IN (4, 5, 7) AND random() < 0.8 THEN NULL
         ELSE (500 + floor(random() * random() * 300000))::int END AS price_cents,
    CASE WHEN status_roll < 0.95 THEN 'active' WHEN status_roll < 0.98 THEN 'inactive' ELSE 'deleted' END AS status,
    random() < 0.02 AS is_featured,
    floor(exp(random() * 9))::int - 1 AS views,
    -- Rows arrive in time order, as a live table's do (newer rows sit at the end of the heap).
    now() - ((($13::int - g) + random()) / $13::int) * interval '365 days' AS created_at
  FROM (
    SELECT g, k, city_form, status_roll,
           ($10::text[])[city_no] AS city_name, ($11::text[])[city_no] AS region
    FROM (
      SELECT g,
             width_bucket(random(), $12::float8[]) AS k,
             -- A few big cities: city n has a share of about (n/50)^0.4 - ((n-1)/50)^0.4.
             1 + floor(cardinality($10::text[]) * power(random(), 2.5))::int AS city_no,
             random() AS city_form, random() AS status_roll
      FROM generate_series(1, $13::int) AS g
      OFFSET 0 -- evaluate each row's random picks once (no subquery pull-up)
    ) AS picked
    OFFSET 0
  ) AS placed
) AS listing`;

type Timed = [string, string][];

async function timed<T>(steps: Timed, name: string, work: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await work();
  steps.push([name, `${((performance.now() - began) / 1000).toFixed(1)} s`]);
  return result;
}

/** Fills the database with `count` listings; returns what took how long. */
async function generate(client: pg.Client, count: number): Promise<Timed> {
  const steps: Timed = [];
  // Superuser session: no FK triggers during the load (the rows are known good), more memory for index builds.
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET maintenance_work_mem = '1GB'`);
  await client.query(`SET synchronous_commit = off`);
  await client.query('TRUNCATE listings, "user" CASCADE');
  const indexes = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid IN ('listings'::regclass, 'listing_contacts'::regclass)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`);
  await client.query(
    `INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, 'Bench owner', 'bench-owner@example.org', true)`,
    [OWNER_ID],
  );

  const widest = Math.max(...TOP_CATEGORIES.map((category) => BROWSE_TREE[category].length));
  const subcategories = TOP_CATEGORIES.map((category) =>
    Array.from({ length: widest }, (_, i) => BROWSE_TREE[category][i] ?? null),
  );
  // Lower bounds of each category's slice of [0, 1), for width_bucket.
  let cumulative = 0;
  const categoryStarts = TOP_CATEGORIES.map((category) => {
    const start = cumulative;
    cumulative += CATEGORY_SHARE[category];
    return start;
  });
  await client.query('SELECT setseed(0.4242)');
  await timed(steps, `insert ${count.toLocaleString('en-US')} listings`, () =>
    client.query(GENERATE_SQL, [
      OWNER_ID,
      TOP_CATEGORIES,
      subcategories,
      TOP_CATEGORIES.map((category) => BROWSE_TREE[category].length),
      TOP_CATEGORIES.map((category) => CATEGORY_WORDS[category]),
      TOP_CATEGORIES.map((category) => CATEGORY_RARER_WORDS[category]),
      ADJECTIVES,
      GENERAL_WORDS,
      vocabulary.rareNames,
      CITIES.map(([name]) => name),
      CITIES.map(([, region]) => region),
      categoryStarts,
      count,
    ]),
  );
  await timed(steps, 'insert one contact per listing', () =>
    client.query(
      `INSERT INTO listing_contacts (listing_id, contact_method, contact_value)
       SELECT id, (ARRAY['phone', 'whatsapp', 'telegram', 'email'])[1 + floor(random() * 4)::int],
              '+1 555 ' || lpad(floor(random() * 10000000)::text, 7, '0')
         FROM listings`,
    ),
  );
  await timed(steps, `build ${indexes.rowCount} indexes`, async () => {
    for (const index of indexes.rows) await client.query(index.definition);
  });
  await timed(steps, 'VACUUM ANALYZE', () =>
    client.query('VACUUM (ANALYZE) listings, listing_contacts'),
  );
  await client.query(`COMMENT ON TABLE listings IS 'bench ${count} v${GENERATOR_VERSION}'`);
  return steps;
}

// ---------------------------------------------------------------- the queries

type Target = keyof typeof TARGET_MS;
type Case = { name: string; target?: Target; note?: string; probes: Probe[]; passes?: number };

/** Picks a city as the traffic would: the big cities most often, in the ways people type them. */
function pickCity(random: Random): string {
  const [name] = CITIES[Math.floor(CITIES.length * random.next() ** 2.5)] ?? CITIES[0] ?? ['', ''];
  return random.chance(0.2) ? name.toLowerCase() : name;
}

function browsePath(params: Record<string, string>) {
  return `/api/listings?${new URLSearchParams(params)}`;
}

/** The parameter sets of every case, the same on every run. */
export function plan(random: Random) {
  const sets = <T>(make: () => T) => Array.from({ length: PROBES_PER_CASE }, make);
  const category = () => random.pick(TOP_CATEGORIES);
  const { rareNames, absentNames } = vocabulary;
  const rarer = TOP_CATEGORIES.flatMap((c) => CATEGORY_RARER_WORDS[c]);
  const common = TOP_CATEGORIES.flatMap((c) => CATEGORY_WORDS[c]);
  const anyWord = () =>
    random.pick([random.pick(rareNames), random.pick(rarer), random.pick(common)]);
  return {
    browse: {
      cityCategory: sets(() => ({ city: pickCity(random), category: category() })),
      cityCategorySub: sets(() => {
        const c = category();
        return { city: pickCity(random), category: c, sub: random.pick(BROWSE_TREE[c]) };
      }),
      category: sets(() => ({ category: category() })),
      everything: [{}],
    },
    search: {
      rare: sets(() => ({ q: random.pick(rareNames) })),
      rarer: sets(() => ({ q: random.pick(rarer) })),
      common: sets(() => ({ q: random.pick(common) })),
      none: sets(() => ({ q: random.pick(absentNames) })),
      city: sets(() => ({ q: anyWord(), city: pickCity(random) })),
      cityCategory: sets(() => ({ q: anyWord(), city: pickCity(random), category: category() })),
      short: ['a', 'tv', 'zq', '5', 'qx', 'ok', 'x', 'hi'].map((q) => ({ q })),
      /** Every sort but newest, over any kind of word, with and without a city. */
      sorted: sets(() => ({
        q: anyWord(),
        sort: random.pick(SORTS.filter((sort) => sort !== 'newest')),
        ...(random.chance(0.5) ? { city: pickCity(random) } : {}),
      })),
    },
    homeCities: sets(() => pickCity(random)),
    counts: sets(() => ({ city: pickCity(random), category: category() })),
  };
}

async function buildCases(pool: pg.Pool): Promise<Case[]> {
  const { record } = recordingDb(pool);
  const p = plan(createRandom('bench-listings-queries'));
  const browse = (params: Record<string, string>) => async (): Promise<Probe> => ({
    path: browsePath(params),
    statements: await record((db) => browseListings(db, browseQuerySchema.parse(params), null)),
  });
  const all = async (makers: (() => Promise<Probe>)[]) => {
    const probes: Probe[] = [];
    for (const make of makers) probes.push(await make());
    return probes;
  };
  /** A browse or search case: its name, its target, a probe per parameter set (and its passes, if fewer). */
  const browseCase = async (
    name: string,
    target: 'browse' | 'search',
    params: Record<string, string>[],
    passes?: number,
  ): Promise<Case> => ({
    name,
    target,
    probes: await all(params.map(browse)),
    ...(passes ? { passes } : {}),
  });
  const home = (city?: string) => async (): Promise<Probe> => ({
    path: city ? `/api/listings/home?city=${encodeURIComponent(city)}` : '/api/listings/home',
    statements: await record((db) => homeRows(db, city)),
  });
  const counts = (filter: { city: string; category: string }) => async (): Promise<Probe> => ({
    path: `/api/listings/counts?${new URLSearchParams(filter)}`,
    statements: await record((db) => subcategoryCounts(db, filter)),
  });
  return [
    await browseCase('browse city + category', 'browse', p.browse.cityCategory),
    await browseCase('browse city + category + sub', 'browse', p.browse.cityCategorySub),
    await browseCase('browse category', 'browse', p.browse.category),
    await browseCase('browse, no filter', 'browse', p.browse.everything),
    await browseCase('q: made-up name', 'search', p.search.rare),
    await browseCase('q: rarer word', 'search', p.search.rarer),
    await browseCase('q: common word', 'search', p.search.common),
    await browseCase('q: no match', 'search', p.search.none),
    await browseCase('q + city', 'search', p.search.city),
    await browseCase('q + city + category', 'search', p.search.cityCategory),
    await browseCase('q, other sorts (± city)', 'search', p.search.sorted),
    await browseCase('q of 1-2 characters', 'search', p.search.short, 2),
    { name: 'home rows, city', probes: await all(p.homeCities.map(home)) },
    { name: 'home rows, no city', probes: await all([home()]) },
    {
      name: 'counts city + category',
      note: 'HTTP: 30 s cache',
      probes: await all(p.counts.map(counts)),
    },
  ];
}

/** Share of the active listings each band's q terms find (min-max), as `%`. */
async function matchShares(client: pg.Client, cases: Case[]): Promise<Map<string, string>> {
  const shares = new Map<string, string>();
  const active = Number(
    (await client.query(`SELECT count(*) FROM listings WHERE status = 'active'`)).rows[0].count,
  );
  for (const c of cases) {
    if (!c.name.startsWith('q: ')) continue;
    const terms = [
      ...new Set(c.probes.map((probe) => new URL(probe.path, BASE).searchParams.get('q') ?? '')),
    ];
    const found: number[] = [];
    for (const term of terms) {
      // The condition browse uses (text-search.ts), on the trigram-indexed search_text.
      const { rows } = await client.query(
        `SELECT count(*) FROM listings WHERE status = 'active' AND (${searchPatterns(term)
          .map((_, index) => `search_text LIKE $${index + 1}`)
          .join(' OR ')})`,
        searchPatterns(term),
      );
      found.push((100 * Number(rows[0].count)) / active);
    }
    const pct = (n: number) => (n === 0 ? '0' : n < 0.1 ? n.toFixed(3) : n.toFixed(2));
    shares.set(c.name, `${pct(Math.min(...found))}-${pct(Math.max(...found))}%`);
  }
  return shares;
}

// ---------------------------------------------------------------- the section

export async function benchListings(count: number): Promise<void> {
  const began = performance.now();
  const logger = createLogger({ level: 'warn', format: 'pretty', scope: 'bench' });
  const embedded = await startEmbeddedPostgres({
    dir: path.join(DATA_DIR, 'postgres'),
    port: EMBEDDED_PG_PORT,
    database: DATABASE,
    logger,
    settings: DATABASE_SETTINGS,
  });
  const database = connectDatabase(embedded.url);
  const client = new pg.Client({ connectionString: embedded.url });
  const pool = new pg.Pool({ connectionString: embedded.url, max: 10 });
  // Connections end when the cluster stops; that is not an error here.
  pool.on('error', () => {});
  client.on('error', () => {});
  let server: Awaited<ReturnType<typeof startServer>>['child'] | undefined;
  try {
    await runMigrations(database);
    await client.connect();
    const setup: Timed = [];
    const comment = await client.query(`SELECT obj_description('listings'::regclass) AS note`);
    const reuse =
      process.env.BENCH_LISTINGS_REUSE === '1' &&
      comment.rows[0]?.note === `bench ${count} v${GENERATOR_VERSION}`;
    if (reuse) {
      setup.push(['data', 'kept from the last run (BENCH_LISTINGS_REUSE=1)']);
      await client.query('ANALYZE listings, listing_contacts');
    } else {
      const genBegan = performance.now();
      setup.push(...(await generate(client, count)));
      setup.push(['generation in all', `${((performance.now() - genBegan) / 1000).toFixed(1)} s`]);
    }
    const sizes = await client.query<{ table: string; indexes: string; total: string }>(
      `SELECT pg_size_pretty(pg_table_size('listings')) AS table,
              pg_size_pretty(pg_indexes_size('listings')) AS indexes,
              pg_size_pretty(pg_total_relation_size('listings') + pg_total_relation_size('listing_contacts')) AS total`,
    );
    const size = sizes.rows[0];
    setup.push([
      'size: listings table / its indexes / with contacts',
      `${size?.table} / ${size?.indexes} / ${size?.total}`,
    ]);
    const perIndex = await client.query<{ name: string; size: string }>(
      `SELECT c.relname AS name, pg_size_pretty(pg_relation_size(c.oid)) AS size
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = 'listings'::regclass ORDER BY pg_relation_size(c.oid) DESC`,
    );
    setup.push(['index sizes', perIndex.rows.map((r) => `${r.name} ${r.size}`).join(', ')]);

    // PUBLIC_CACHE_MS=0: every request runs its queries (signed-out answers are otherwise
    // shared for 5 s, and a pass over a case's parameters takes less than that).
    server = (await startServer({ DATABASE_URL: embedded.url, PUBLIC_CACHE_MS: '0' })).child;
    const cases = await buildCases(pool);
    const shares = await matchShares(client, cases);

    const results: {
      c: Case;
      http: Figures;
      sql: Figures;
      slowest: Statement;
      verdict: string;
    }[] = [];
    for (const c of cases) {
      const http = await timeHttp(c.probes, c.passes ?? CASE_PASSES);
      // The server sends a listing query's statements at once: so are they timed.
      const { figures: sql, slowest } = await timeSql(pool, c.probes, c.passes ?? CASE_PASSES, {
        together: true,
      });
      const verdict = c.target ? (http.p95 <= TARGET_MS[c.target] ? 'PASS' : 'FAIL') : '';
      results.push({ c, http, sql, slowest, verdict });
    }

    const ms = (n: number) => n.toFixed(1).padStart(6);
    const header = [
      'case'.padEnd(30),
      'n'.padStart(4),
      '  HTTP p50    p95    p99',
      '  SQL p50    p95    p99',
      '  target   ',
      'found',
    ].join(' ');
    console.log(
      `\nListings: ${count.toLocaleString('en-US')} rows, ${new Date().toISOString()}, node ${process.version}`,
    );
    console.log(
      `PostgreSQL settings: ${Object.entries(DATABASE_SETTINGS)
        .map(([name, value]) => `${name}=${value}`)
        .join(', ')}`,
    );
    const width = Math.max(...setup.map(([name]) => name.length));
    for (const [name, value] of setup) console.log(`${name.padEnd(width)}  ${value}`);
    console.log(`\n${header}\n${'-'.repeat(header.length)}`);
    for (const { c, http, sql, verdict } of results) {
      const target = c.target ? `≤${TARGET_MS[c.target]} ${verdict}` : '';
      console.log(
        [
          c.name.padEnd(30),
          String(http.n).padStart(4),
          `  ${ms(http.p50)} ${ms(http.p95)} ${ms(http.p99)}`,
          ` ${ms(sql.p50)} ${ms(sql.p95)} ${ms(sql.p99)}`,
          `  ${target.padEnd(9)}`,
          shares.get(c.name) ?? c.note ?? '',
        ].join(' '),
      );
    }
    const failed = printVerdict(
      results,
      `targets on the HTTP p95 (browse ≤ ${TARGET_MS.browse} ms, q ≤ ${TARGET_MS.search} ms)`,
    );
    console.log(
      'SQL: the statements browse.ts sends for each request (recorded by a Drizzle logger), replayed with pg.',
    );
    // BENCH_LISTINGS_EXPLAIN=1: the plans of every case, not only of those that missed.
    const explained = process.env.BENCH_LISTINGS_EXPLAIN === '1' ? results : failed;
    for (const r of explained) {
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the slowest "${r.c.name}" statement:`);
      console.log(`params: ${JSON.stringify(r.slowest.values)}`);
      console.log(await explain(pool, r.slowest));
    }
    console.log(`\nlistings section: ${((performance.now() - began) / 1000).toFixed(0)} s in all`);
  } finally {
    if (server) await stopServer(server);
    await client.end().catch(() => {});
    await pool.end();
    await database.close();
    await embedded.stop();
  }
}

if (isRunAlone(import.meta.url)) {
  await benchListings(listingsCount());
}
