/**
 * The load section of `npm run bench` (issue #22): the server with the demo data,
 * hammered the way a busy evening would.
 *
 *   1. Each listing read at 32 connections (autocannon), beside the trivial-answer
 *      ceiling of the same run (index.html of a page the browser draws, /inbox; the
 *      presence count) as a ratio.
 *   2. A mix of those reads and the home page (drawn by the server, issue #38) at
 *      200 connections for 30 s.
 *   3. Reads and writes at 200 connections for 60 s: signed-out readers, and members
 *      who browse with their session, post listings, save favourites and send
 *      messages; afterwards every acknowledged write is read back.
 *
 * Targets: each listing read ≥ 1,000 req/s with p99 ≤ 100 ms; the mix ≥ 1,000 req/s,
 * p99 ≤ 500 ms, 0 errors; the read/write run 0 errors and 0 lost writes.
 * BENCH_LOAD_SECONDS scales the durations (default 6 per endpoint; mix 30, writes 60).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { signIn } from './bench-realtime.ts';
import { percentile } from './bench-server.ts';

type Rows = [string, string][];

const ENDPOINT_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 6);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 60);

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

type Run = { rps: number; p50: number; p99: number; errors: number; bytes: number };

async function hammer(
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

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
const describeRun = (run: Run) =>
  `${Math.round(run.rps)} req/s, p50 ${run.p50} ms / p99 ${run.p99} ms, ${Math.round(run.bytes)} B, ${run.errors} errors`;

/** Waits until the demo listings answer (seeded just before; a shared answer is kept a few seconds). */
async function waitForDemoListings(base: string) {
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

  const mix = await hammer(base, [...LISTING_READS, ...CEILING, ...DRAWN_PAGES], 200, MIX_SECONDS, {
    'accept-encoding': 'br, gzip',
  });
  const mixOk = mix.rps >= 1000 && mix.p99 <= 500 && mix.errors === 0;
  rows.push([
    `load: read mix at 200 for ${MIX_SECONDS} s`,
    `${describeRun(mix)} (target ≥ 1,000 req/s, p99 ≤ 500 ms, 0 errors: ${verdict(mixOk)})`,
  ]);

  rows.push(...(await readWriteRun(base)));
  return rows;
}

type Member = {
  cookie: string;
  thread: string;
  posts: string[];
  saved: string[];
  messages: number[];
};

const MEMBERS = 100;
/** Per member in one run, under the hourly listing limit (30) and the message limit (30 a minute). */
const POSTS_PER_MEMBER = 12;
const MESSAGES_PER_MEMBER = 25;

async function call(base: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, ...rest } = init;
  return fetch(`${base}${path}`, {
    ...rest,
    headers: {
      origin: base,
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });
}

async function readWriteRun(base: string): Promise<Rows> {
  // Members sign in through the real magic-link flow; each opens a thread about a demo listing.
  const demo = (
    (await (await fetch(`${base}/api/listings?limit=60`)).json()) as { listings: { id: string }[] }
  ).listings.map((listing) => listing.id);
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const cookie = await signIn(base, `load-${Date.now()}-${i}@example.org`);
    const opened = await call(base, '/api/inbox/threads', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ listing: demo[i % demo.length] }),
    });
    if (!opened.ok) throw new Error(`opening a thread answered ${opened.status}`);
    const { thread } = (await opened.json()) as { thread: { id: string } };
    members.push({ cookie, thread: thread.id, posts: [], saved: [], messages: [] });
  }

  const times: number[] = [];
  let errors = 0;
  let writes = 0;
  const failures = new Map<string, number>();
  const fail = (what: string) => {
    errors += 1;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };
  const reads = ['/api/listings/home', '/api/listings?city=Oakland', '/api/listings?q=room'];
  const ends = performance.now() + WRITE_SECONDS * 1000;

  const step = async (user: number, n: number) => {
    const member = user % 2 === 1 ? members[(user >> 1) % MEMBERS] : undefined;
    const roll = n % 10;
    const began = performance.now();
    let what = 'read';
    let response: Response;
    if (member && roll === 3 && member.posts.length < POSTS_PER_MEMBER) {
      what = 'post';
      response = await call(base, '/api/listings', {
        method: 'POST',
        cookie: member.cookie,
        body: JSON.stringify({
          title: `Load test item ${member.posts.length + 1}`,
          description: 'Posted during the load run.',
          category: 'community',
          subcategory: 'general',
          city: 'Oakland',
          country: 'United States',
          tags: [],
          contact: { email: 'load@example.org' },
        }),
      });
      if (response.status === 201)
        member.posts.push(((await response.json()) as { id: string }).id);
    } else if (member && roll === 6) {
      what = 'favourite';
      const id = demo[(user * 7 + n) % demo.length] ?? '';
      response = await call(base, `/api/favorites/${id}`, { method: 'PUT', cookie: member.cookie });
      if (response.ok && !member.saved.includes(id)) member.saved.push(id);
    } else if (member && roll === 8 && member.messages.length < MESSAGES_PER_MEMBER) {
      what = 'message';
      response = await call(base, `/api/inbox/threads/${member.thread}/messages`, {
        method: 'POST',
        cookie: member.cookie,
        body: JSON.stringify({ body: `Is it still available? (${member.messages.length + 1})` }),
      });
      if (response.status === 201)
        member.messages.push(((await response.json()) as { message: { id: number } }).message.id);
    } else {
      response = await call(base, reads[n % reads.length] ?? '/', { cookie: member?.cookie });
    }
    if (!response.bodyUsed) await response.arrayBuffer();
    if (what !== 'read') writes += 1;
    if (!response.ok) fail(`${what} ${response.status}`);
    times.push(performance.now() - began);
  };

  const began = performance.now();
  await Promise.all(
    Array.from({ length: 200 }, async (_, user) => {
      for (let n = user; performance.now() < ends; n += 1) {
        await step(user, n).catch(() => fail('network'));
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);

  // Every acknowledged write, read back.
  const lostBy = { listings: 0, favourites: 0, messages: 0 };
  for (const member of members) {
    for (const id of member.posts) {
      if ((await call(base, `/api/listings/${id}`, { cookie: member.cookie })).status !== 200)
        lostBy.listings += 1;
    }
    const saved = new Set(
      (
        (await (await call(base, '/api/favorites', { cookie: member.cookie })).json()) as {
          listing_id: string;
        }[]
      ).map((favorite) => favorite.listing_id),
    );
    lostBy.favourites += member.saved.filter((id) => !saved.has(id)).length;
    const history = (await (
      await call(base, `/api/inbox/threads/${member.thread}/messages?after=0`, {
        cookie: member.cookie,
      })
    ).json()) as { messages: { id: number }[] };
    const stored = new Set(history.messages.map((message) => message.id));
    lostBy.messages += member.messages.filter((id) => !stored.has(id)).length;
  }
  const lost = lostBy.listings + lostBy.favourites + lostBy.messages;
  const acknowledged = members.reduce(
    (sum, member) => sum + member.posts.length + member.saved.length + member.messages.length,
    0,
  );
  const why = [...failures].map(([what, count]) => `${what}: ${count}`).join(', ');
  return [
    [
      `load: reads and writes at 200 for ${WRITE_SECONDS} s`,
      `${Math.round(times.length / seconds)} req/s (${writes} writes), p50 ${percentile(times, 50).toFixed(0)} ms / p99 ${percentile(times, 99).toFixed(0)} ms, ${errors} errors${why ? ` (${why})` : ''}`,
    ],
    [
      'load: acknowledged writes read back',
      `${acknowledged - lost} of ${acknowledged} (listings, favourites, messages), ${lost} lost ${JSON.stringify(lostBy)} (target 0 errors, 0 lost: ${verdict(errors === 0 && lost === 0)})`,
    ],
  ];
}
