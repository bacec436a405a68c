/**
 * Match section of `npm run bench`: discovery (the 50 best candidates, scored
 * in the database) and the profile view over BENCH_MATCH_PROFILES generated
 * profiles (default 100,000), each answering all 15 questions.
 *
 * - Data: in a database of its own (`match_bench`) on the bench's embedded
 *   PostgreSQL: users, match profiles (genders and seeking spread as people
 *   are: mostly men seeking women and women seeking men, some 'everyone'),
 *   1.5 million answers with their precomputed score form, 200,000 likes and
 *   passes. Answers lean towards a few "types", so scores spread.
 * - Timing: the service functions the routes call (discover, viewProfile),
 *   in-process on a pool like the server's, for VIEWERS seeded viewers, a
 *   warm-up pass, then PASSES measured passes, sequentially.
 * - Target (issue #17): discovery p95 ≤ 50 ms, the score computed in the
 *   database, never by loading every profile into Node. A miss prints the
 *   EXPLAIN (ANALYZE, BUFFERS) of the discovery statement.
 *
 * Alone: `node --import tsx scripts/bench-match.ts`.
 */
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import { createRandom } from '../server/features/demo/random.ts';
import { encodeAnswers } from '../server/features/match/score-bits.ts';
import { discover, viewProfile } from '../server/features/match/service.ts';
import {
  type MatchAnswer,
  type MatchGender,
  type MatchSeeking,
  mutuallySought,
} from '../shared/match.ts';
import { MATCH_SEED_QUESTIONS } from '../shared/match-questions.ts';
import { figuresTable, printSectionEnd, timePasses, withBenchDatabase } from './bench-kit.ts';
import { countFromEnv, isRunAlone } from './bench-server.ts';

const DATABASE = 'match_bench';
const VIEWERS = 40;
const PASSES = 3;
const TARGET_MS = 50;
const BATCH = 5_000;

/** BENCH_MATCH_PROFILES: how many profiles to generate (default 100,000; 0 skips the section). */
export function matchProfilesCount(): number {
  return countFromEnv('BENCH_MATCH_PROFILES', 100_000);
}

const CITIES = ['Washington', 'Oakland', 'Seattle', 'Toronto', 'London', 'Frankfurt', 'Stockholm'];

type Generated = {
  id: string;
  gender: MatchGender;
  seeking: MatchSeeking;
  age: number;
  city: string;
  answers: MatchAnswer[];
};

function generate(count: number): Generated[] {
  const random = createRandom('bench-match');
  const people: Generated[] = [];
  for (let i = 0; i < count; i++) {
    const r = random.next();
    const gender: MatchGender =
      r < 0.48 ? 'man' : r < 0.96 ? 'woman' : r < 0.98 ? 'non-binary' : 'prefer-not-to-say';
    const s = random.next();
    const seeking: MatchSeeking =
      gender === 'man'
        ? s < 0.9
          ? 'women'
          : s < 0.97
            ? 'everyone'
            : 'men'
        : gender === 'woman'
          ? s < 0.9
            ? 'men'
            : s < 0.97
              ? 'everyone'
              : 'women'
          : 'everyone';
    const lean = random.int(0, 3);
    const answers = MATCH_SEED_QUESTIONS.map((q) => ({
      question_id: q.id,
      choice_index: random.chance(0.6)
        ? (lean + q.id) % q.choices.length
        : random.int(0, q.choices.length - 1),
      importance: random.int(1, 3),
    }));
    people.push({
      id: `bench_match_${i}`,
      gender,
      seeking,
      age: random.int(18, 60),
      city: random.pick(CITIES),
      answers,
    });
  }
  return people;
}

async function insert(client: pg.Client, people: Generated[]) {
  for (let start = 0; start < people.length; start += BATCH) {
    const batch = people.slice(start, start + BATCH);
    const ids = batch.map((p) => p.id);
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified)
       SELECT id, 'Bench ' || id, id || '@bench.example.org', true FROM unnest($1::text[]) AS id`,
      [ids],
    );
    const encoded = batch.map((p) => encodeAnswers(p.answers));
    await client.query(
      `INSERT INTO match_profiles (user_id, display_name, age, city, country, gender, seeking, answer_bits, question_bits, question_set, importance_total, answered)
       SELECT u, 'Member ' || right(u, 5), a, c, 'US', g, s, ab::varbit, qb::varbit, qs, it, 15
       FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[])
         AS t(u, a, c, g, s, ab, qb, qs, it)`,
      [
        ids,
        batch.map((p) => p.age),
        batch.map((p) => p.city),
        batch.map((p) => p.gender),
        batch.map((p) => p.seeking),
        encoded.map((e) => e.answerBits),
        encoded.map((e) => e.questionBits),
        encoded.map((e) => e.questionSet),
        encoded.map((e) => e.importanceTotal),
      ],
    );
    const rows = batch.flatMap((p) => p.answers.map((a) => [p.id, a] as const));
    await client.query(
      `INSERT INTO match_answers (user_id, question_id, choice_index, importance)
       SELECT * FROM unnest($1::text[], $2::smallint[], $3::smallint[], $4::smallint[])`,
      [
        rows.map(([id]) => id),
        rows.map(([, a]) => a.question_id),
        rows.map(([, a]) => a.choice_index),
        rows.map(([, a]) => a.importance),
      ],
    );
  }
}

const DECISIONS_SQL = `
INSERT INTO match_decisions (user_id, target_id, decision, created_at)
SELECT 'bench_match_' || a, 'bench_match_' || b,
       CASE WHEN random() < 0.5 THEN 'like' ELSE 'pass' END,
       now() - random() * interval '60 days'
FROM (SELECT floor(random() * $1::int)::int AS a, floor(random() * $1::int)::int AS b
      FROM generate_series(1, $2::int)) AS pairs
WHERE a <> b
ON CONFLICT DO NOTHING`;

const timed = (calls: (() => Promise<unknown>)[]) => timePasses(calls, PASSES);

export async function benchMatch(count: number): Promise<void> {
  const began = performance.now();
  await withBenchDatabase(DATABASE, async ({ database, client }) => {
    const genBegan = performance.now();
    // Emptied first, so removing the users cascades through nothing big.
    await client.query('TRUNCATE match_decisions, match_answers, match_profiles');
    await client.query(`DELETE FROM "user" WHERE id LIKE 'bench_match_%'`);
    const people = generate(count);
    await insert(client, people);
    await client.query('SELECT setseed(0.17)');
    await client.query(DECISIONS_SQL, [count, Math.round(count * 2)]);
    await client.query('VACUUM (ANALYZE) match_profiles, match_answers, match_decisions');
    const generated = (performance.now() - genBegan) / 1000;
    const sizes = await client.query<{ table: string; answers: string }>(
      `SELECT pg_size_pretty(pg_total_relation_size('match_profiles')) AS table,
              pg_size_pretty(pg_total_relation_size('match_answers')) AS answers`,
    );

    const db: Db = drizzle(database.pool, { schema });
    const random = createRandom('bench-match-viewers');
    const viewers = random.sample(people, VIEWERS);
    // Each viewer looks at someone they may see (fitting both ways), from a random start.
    const pairs = viewers.map((viewer) => {
      const from = random.int(0, people.length - 1);
      const target = [...people.slice(from), ...people.slice(0, from)].find(
        (other) => other.id !== viewer.id && mutuallySought(viewer, other),
      );
      return [viewer.id, target?.id ?? viewer.id] as const;
    });
    const discovery = await timed(viewers.map((viewer) => () => discover(db, viewer.id)));
    const profileView = await timed(
      pairs.map(
        ([viewer, target]) =>
          () =>
            viewProfile(db, viewer, target).catch(() => null),
      ),
    );
    const sample = await discover(db, viewers[0]?.id ?? '');
    const verdict = discovery.p95 <= TARGET_MS ? 'PASS' : 'FAIL';

    console.log(
      `\nMatch: ${count.toLocaleString('en-US')} profiles × 15 answers (generated in ${generated.toFixed(1)} s; profiles ${sizes.rows[0]?.table}, answers ${sizes.rows[0]?.answers}), ${new Date().toISOString()}`,
    );
    const row = figuresTable(34, { counts: true });
    row('discovery (50 best, scored in SQL)', discovery, TARGET_MS);
    row('profile view (score + answers)', profileView);
    console.log(
      `\nms; service calls in-process (the routes' own code), sequential, warm; a discovery sample: ${sample.candidates.length} candidates, scores ${sample.candidates.at(-1)?.score ?? '-'}..${sample.candidates[0]?.score ?? '-'}`,
    );
    if (verdict === 'FAIL' || process.env.BENCH_MATCH_EXPLAIN === '1') {
      let statement: { text: string; values: unknown[] } | undefined;
      const recording: Db = drizzle(database.pool, {
        schema,
        logger: {
          logQuery: (text, values) => {
            if (text.includes('bit_count')) statement = { text, values };
          },
        },
      });
      await discover(recording, viewers[0]?.id ?? '');
      if (statement) {
        const { rows } = await database.pool.query({
          text: `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          values: statement.values,
        });
        console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the discovery statement:`);
        console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
    printSectionEnd('match', began);
  });
}

if (isRunAlone(import.meta.url)) {
  await benchMatch(matchProfilesCount());
}
