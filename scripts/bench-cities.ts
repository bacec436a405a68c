/**
 * Cities section of `npm run bench`: the offline gazetteer behind
 * GET /api/cities, measured in-process (the HTTP layer adds the same as any
 * other small JSON route, measured elsewhere).
 *
 * - Build: loading the package's data and indexing it, as at server start,
 *   and the heap it keeps afterwards (after a forced collection).
 * - Search: 10,000 seeded random 2-4 letter prefixes (a-z: many match
 *   nothing or little), and 10,000 prefixes of real city names picked at
 *   random (what people type: long ranges like 'sa', 'ma'). p50 and p99 of
 *   single searches after a warm-up; the target is p99 under 2 ms.
 *
 * Alone: `node --import tsx scripts/bench-cities.ts`.
 */
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createRandom } from '../server/features/demo/random.ts';
import {
  type CityRecord,
  createGazetteer,
  type Gazetteer,
  loadWorldCities,
} from '../server/platform/cities/gazetteer.ts';
import { isRunAlone, printRows } from './bench-server.ts';

const SEARCHES = 10_000;
const WARM_UP = 2_000;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A collection on demand, so the heap figure is what the gazetteer keeps, not garbage. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
}

function percentile(sorted: readonly number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

function time(gazetteer: Gazetteer, queries: readonly string[]) {
  for (const q of queries.slice(0, WARM_UP)) gazetteer.search(q);
  const ms = queries.map((q) => {
    const start = performance.now();
    gazetteer.search(q);
    return performance.now() - start;
  });
  ms.sort((a, b) => a - b);
  return `${percentile(ms, 50).toFixed(3)} / ${percentile(ms, 99).toFixed(3)} ms`;
}

export async function benchCities(): Promise<[string, string][]> {
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  let records: CityRecord[] | null = loadWorldCities();
  const loaded = performance.now();
  const gazetteer = createGazetteer(records);
  const built = performance.now();
  // The names kept for drawing prefixes are the very strings the gazetteer holds.
  const names = records.map((city) => city.name);
  records = null;
  collectGarbage();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

  const random = createRandom('bench-cities');
  const randomPrefixes = Array.from({ length: SEARCHES }, () =>
    Array.from({ length: random.int(2, 4) }, () => random.pick([...LETTERS])).join(''),
  );
  const namePrefixes = Array.from({ length: SEARCHES }, () =>
    random.pick(names).toLowerCase().slice(0, random.int(2, 4)),
  );

  return [
    [
      `cities: gazetteer build, ${gazetteer.size} cities (package load + index)`,
      `${(built - start).toFixed(0)} ms (${(loaded - start).toFixed(0)} + ${(built - loaded).toFixed(0)})`,
    ],
    ['cities: gazetteer heap kept', `${heapMb.toFixed(1)} MB`],
    ['cities: search p50 / p99, random 2-4 letter prefixes', time(gazetteer, randomPrefixes)],
    ['cities: search p50 / p99, 2-4 letter prefixes of real names', time(gazetteer, namePrefixes)],
  ];
}

if (isRunAlone(import.meta.url)) {
  printRows(await benchCities());
}
