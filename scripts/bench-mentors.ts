/**
 * Mentors section of `npm run bench`: the mentor directory (GET
 * /api/mentors?q=&topic=&city=&page=) over a generated table of
 * BENCH_MENTORS mentors (default 100,000), timed through the HTTP API of a
 * real server and as raw SQL, side by side.
 *
 * - Data: one INSERT ... SELECT over generate_series in a database of its own
 *   (`mentors_bench`) on the bench's embedded PostgreSQL: one member per
 *   mentor, 1 to 3 expertise areas (presets and custom ones, their topic
 *   filter tags computed by shared topicFilterTags), bios from a word list,
 *   40 cities, a year of sign-ups. Indexes are those of the migration.
 *   Availability (issue #42): 60% of mentors have weekly hours, their next
 *   free slot spread over the next ten days (most within the week), the rest
 *   take requests only.
 * - Queries: PROBES_PER_CASE (bench-kit.ts) seeded filter sets per case, each request sent
 *   sequentially (a warm-up pass, then CASE_PASSES measured passes).
 * - Target (issue #15): the directory's p95 ≤ 20 ms on HTTP, filtered by
 *   topic, by text and (issue #42) 'Available this week'. A case that misses prints the EXPLAIN (ANALYZE,
 *   BUFFERS) of its statement.
 *
 * Alone: `node --import tsx scripts/bench-mentors.ts`.
 */
import type pg from 'pg';
import { createRandom, type Random } from '../server/features/demo/random.ts';
import { listMentors } from '../server/features/mentors/service.ts';
import {
  MENTOR_EXPERTISE_PRESETS,
  MENTOR_TOPIC_FILTERS,
  topicFilterTags,
} from '../shared/mentors.ts';
import type { MentorDirectoryQuery } from '../shared/schemas/mentors.ts';
import {
  type Case,
  DIASPORA_CITIES,
  type Probe,
  probeSets,
  recordingDb,
  runCaseSection,
} from './bench-kit.ts';
import { countFromEnv, isRunAlone } from './bench-server.ts';

const DATABASE = 'mentors_bench';
const TARGET_MS = 20;

/** BENCH_MENTORS: how many mentors to generate (default 100,000; 0 skips the section). */
export function mentorsCount(): number {
  return countFromEnv('BENCH_MENTORS', 100_000);
}

/** The diaspora cities without ten of the smaller ones (the mentors the bench has always generated). */
const CITIES = DIASPORA_CITIES.filter(
  (city) =>
    ![
      'Winnipeg',
      'Philadelphia',
      'Sacramento',
      'Nashville',
      'Charlotte',
      'Baltimore',
      'Johannesburg',
      'Riyadh',
      'Milan',
      'Birmingham',
    ].includes(city),
);

const NAMES =
  'Selam Dawit Hanna Yonas Meron Samuel Helen Filmon Rahel Biniam Senait Abel Tesfay Haile Kidane Abraha Tekle Berhe Ghebreab Mehari Asfaha Tsegaye Yohannes Mulu Saba Eden Robel Lidya Natnael Ruth'.split(
    ' ',
  );

const WORDS =
  'software engineer nurse teacher accountant lawyer designer student career interview resume visa immigration business startup restaurant trucking finance budget savings tax english tigrinya amharic german coding python data health wellness leadership marketing product community church family newcomers job licence exam'.split(
    ' ',
  );

const CUSTOM_TOPICS = [
  'Immigration paperwork',
  'Health & wellness',
  'Language tutoring',
  'Resume writing',
  'Nursing exams',
  'Tax returns',
  'Trucking business',
  'Visa interviews',
];

/** Topic sets a generated mentor draws from, with the filter tags the service would store. */
function topicSets(random: Random) {
  const pool = [...MENTOR_EXPERTISE_PRESETS, ...CUSTOM_TOPICS];
  return Array.from({ length: 200 }, () => {
    const topics = random.sample(pool, random.int(1, 3));
    return { topics, tags: topicFilterTags(topics) };
  });
}

const GENERATE_USERS_SQL = `
INSERT INTO "user" (id, name, email, email_verified)
SELECT 'bench_mentor_' || g, 'Bench mentor ' || g, 'bench-mentor-' || g || '@example.org', true
FROM generate_series(1, $1::int) AS g
ON CONFLICT DO NOTHING`;

const GENERATE_SQL = `
INSERT INTO mentors (user_id, display_name, bio, city, country, price_cents, currency, topics, topic_tags, languages, photos, rating, created_at, updated_at, time_zone, meeting_mode, weekly_hours, next_free_at)
SELECT 'bench_mentor_' || g,
       ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] || ' '
         || ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int],
       initcap(($3::text[])[1 + floor(random() * cardinality($3::text[]))::int]) || ' '
         || ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] || ' and '
         || ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] || ', '
         || ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] || ' '
         || ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] || '.',
       ($4::text[])[1 + floor(cardinality($4::text[]) * power(random(), 2))::int],
       'US', (1 + floor(random() * 150))::int * 100, 'USD',
       ARRAY(SELECT jsonb_array_elements_text(($5::jsonb -> set_no) -> 'topics')),
       ARRAY(SELECT jsonb_array_elements_text(($5::jsonb -> set_no) -> 'tags')),
       ARRAY['English', 'Tigrinya'], ARRAY['/media/u_bench/1_bench.webp'],
       round((random() * 5)::numeric, 1)::real,
       now() - ((($1::int - g) + random()) / $1::int) * interval '365 days',
       now(),
       CASE WHEN has_hours THEN 'America/New_York' END,
       CASE WHEN has_hours THEN 'video' END,
       CASE WHEN has_hours THEN '[{"day":1,"start":"09:00","end":"12:00"},{"day":4,"start":"17:00","end":"20:00"}]'::jsonb ELSE '[]'::jsonb END,
       CASE WHEN has_hours THEN now() + power(random(), 2) * interval '10 days' END
FROM (
  SELECT g, floor(random() * jsonb_array_length($5::jsonb))::int AS set_no,
         random() < 0.6 AS has_hours
  FROM generate_series(1, $1::int) AS g
  OFFSET 0
) AS picked`;

async function buildCases(pool: pg.Pool): Promise<Case[]> {
  const { record } = recordingDb(pool);
  const random = createRandom('bench-mentors-queries');
  const probe = async (query: Partial<MentorDirectoryQuery>): Promise<Probe> => {
    const full: MentorDirectoryQuery = {
      q: '',
      topic: '',
      city: '',
      available: '',
      page: 1,
      ...query,
    };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(full)) {
      if (value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
    }
    return {
      path: `/api/mentors?${params}`,
      statements: await record((db) => listMentors(db, null, full)),
    };
  };
  const topic = () => random.pick(MENTOR_TOPIC_FILTERS);
  const word = () => random.pick(WORDS);
  return [
    { name: 'page 1, no filter', target: true, probes: await probeSets(() => probe({})) },
    {
      name: 'page 2-10, no filter',
      target: true,
      probes: await probeSets(() => probe({ page: random.int(2, 10) })),
    },
    {
      name: 'topic, page 1',
      target: true,
      probes: await probeSets(() => probe({ topic: topic() })),
    },
    {
      name: 'topic, page 2-10',
      target: true,
      probes: await probeSets(() => probe({ topic: topic(), page: random.int(2, 10) })),
    },
    {
      name: 'text (name or bio), page 1',
      target: true,
      probes: await probeSets(() => probe({ q: word() })),
    },
    {
      name: 'text, rare or none',
      target: true,
      probes: await probeSets(() => probe({ q: `${word()} ${word()} ${word()}` })),
    },
    {
      name: 'topic + text',
      target: true,
      probes: await probeSets(() => probe({ topic: topic(), q: word() })),
    },
    {
      name: 'available this week, page 1',
      target: true,
      probes: await probeSets(() => probe({ available: 'week' })),
    },
    {
      name: 'available this week, page 2-10',
      target: true,
      probes: await probeSets(() => probe({ available: 'week', page: random.int(2, 10) })),
    },
    {
      name: 'available this week + topic',
      target: true,
      probes: await probeSets(() => probe({ available: 'week', topic: topic() })),
    },
    {
      name: 'city',
      target: false,
      probes: await probeSets(() => probe({ city: random.pick(CITIES).slice(0, 5) })),
    },
  ];
}

export async function benchMentors(count: number): Promise<void> {
  await runCaseSection({
    title: 'Mentors',
    generatedWhat: `${count.toLocaleString('en-US')} mentors`,
    database: DATABASE,
    table: 'mentors',
    targetMs: TARGET_MS,
    targetName: 'directory',
    // PUBLIC_CACHE_MS=0: every request runs the directory query (signed-out answers are
    // otherwise shared for a few seconds, and these figures would time the cache).
    appEnv: { PUBLIC_CACHE_MS: '0' },
    async generate(client) {
      await client.query('TRUNCATE mentors CASCADE');
      await client.query(GENERATE_USERS_SQL, [count]);
      await client.query('SELECT setseed(0.1515)');
      await client.query(GENERATE_SQL, [
        count,
        NAMES,
        WORDS,
        CITIES,
        JSON.stringify(topicSets(createRandom('bench-mentors-topics'))),
      ]);
    },
    buildCases,
  });
}

if (isRunAlone(import.meta.url)) {
  await benchMentors(mentorsCount());
}
