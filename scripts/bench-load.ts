/**
 * The load section of `npm run bench` (issue #22): the server with the demo data,
 * hammered the way a busy evening would.
 *
 *   1. Each listing read at 32 connections (autocannon), beside the trivial-answer
 *      ceiling of the same run (index.html of a page the browser draws, /inbox; the
 *      presence count) as a ratio.
 *   2. A mix of those reads and the home page (drawn by the server, issue #38) at
 *      200 connections for 30 s.
 *   3. What members get (scripts/bench-members.ts): their listing reads at 32, and the
 *      members' mix of reads and writes at 200 for 60 s, every write read back.
 *
 * Targets: each listing read ≥ 1,000 req/s with p99 ≤ 100 ms; the mix ≥ 1,000 req/s,
 * p99 ≤ 500 ms, 0 errors; the members' targets in bench-members.ts.
 * BENCH_LOAD_SECONDS scales the durations (default 6 per endpoint; mix 30).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { cpuCosts, cpuSample, describeCpu } from './bench-cpu.ts';
import { membersMix, mixStepCosts, signedInReads } from './bench-members.ts';

type Rows = [string, string][];

const ENDPOINT_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 6);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);

const CEILING = ['/inbox', '/api/presence/live'];
/** The home page as a signed-out visitor gets it: drawn by the server (kept for a few seconds). */
const DRAWN_PAGES = ['/'];
const LISTING_READS = [
  '/api/listings/counts',
  '/api/listings?city=Oakland&category=housing',
  '/api/listings?sort=price_asc&limit=60',
  '/api/listings/home',
  '/api/listings?q=room',
];

export type Run = { rps: number; p50: number; p99: number; errors: number; bytes: number };

export async function hammer(
  base: string,
  paths: string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Run> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.requests.average ? result.throughput.average / result.requests.average : 0,
  };
}

export const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
export const describeRun = (run: Run) =>
  `${Math.round(run.rps)} req/s, p50 ${run.p50} ms / p99 ${run.p99} ms, ${Math.round(run.bytes)} B, ${run.errors} errors`;

/** Waits until the demo listings answer (seeded just before; a shared answer is kept a few seconds). */
export async function waitForDemoListings(base: string) {
  const began = performance.now();
  for (;;) {
    const reply = (await (await fetch(`${base}/api/listings?limit=60`)).json()) as {
      listings: unknown[];
    };
    if (reply.listings.length >= 60) return;
    if (performance.now() - began > 120_000) throw new Error('the demo seed did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function benchLoad(base: string): Promise<Rows> {
  const rows: Rows = [];
  await waitForDemoListings(base);
  // Warm every path once (first compiles, first cache fill).
  await hammer(base, [...CEILING, ...LISTING_READS], 8, 2);

  let ceiling = 0;
  for (const path of CEILING) {
    const run = await hammer(base, [path], 32, ENDPOINT_SECONDS);
    ceiling = Math.max(ceiling, run.rps);
    rows.push([`load: GET ${path} (ceiling) at 32`, describeRun(run)]);
  }
  for (const [label, headers] of [
    ['', {}],
    [' brotli', { 'accept-encoding': 'br' }],
  ] as const) {
    for (const path of LISTING_READS) {
      const run = await hammer(base, [path], 32, ENDPOINT_SECONDS, headers);
      const ok = run.rps >= 1000 && run.p99 <= 100 && run.errors === 0;
      rows.push([
        `load: GET ${path}${label} at 32`,
        `${describeRun(run)}; ${(run.rps / ceiling).toFixed(2)} of ceiling (target ≥ 1,000 req/s, p99 ≤ 100 ms: ${verdict(ok)})`,
      ]);
    }
  }

  const cpuBefore = cpuSample();
  const mix = await hammer(base, [...LISTING_READS, ...CEILING, ...DRAWN_PAGES], 200, MIX_SECONDS, {
    'accept-encoding': 'br, gzip',
  });
  // The answers every reader shares: the least a request can cost here, beside the members' mix.
  const mixCpu = cpuCosts(cpuBefore, cpuSample(), Math.round(mix.rps * MIX_SECONDS));
  const mixOk = mix.rps >= 1000 && mix.p99 <= 500 && mix.errors === 0;
  rows.push([
    `load: read mix at 200 for ${MIX_SECONDS} s`,
    `${describeRun(mix)} (target ≥ 1,000 req/s, p99 ≤ 500 ms, 0 errors: ${verdict(mixOk)})`,
  ]);
  rows.push([
    'load: read mix at 200: CPU (server, PostgreSQL, bench client)',
    describeCpu(mixCpu, 1500),
  ]);

  rows.push(...(await signedInReads(base, ceiling)));
  rows.push(...(await mixStepCosts(base, mixCpu?.perRequest ?? null)));
  rows.push(...(await membersMix([base], '', ceiling)));
  return rows;
}
