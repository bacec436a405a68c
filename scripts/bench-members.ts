/**
 * Members at speed (issue #45), on the demo data: what signed-in members get.
 *
 *   1. A signed-in listing read (a browse page with contacts; one listing) at 32
 *      connections, beside the same run's trivial-answer ceiling.
 *      Target: at least a third of the ceiling, p99 ≤ 100 ms.
 *   2. The members' mix at 200 connections, every connection a member: browsing with
 *      contacts, one listing, favourites (saved and listed), the inbox list and a
 *      thread's history, a chat board's page, posting listings and sending messages;
 *      afterwards every acknowledged write is read back.
 *      Target: ≥ 1,500 req/s, p99 ≤ 500 ms, 0 errors, 0 lost writes.
 *   3. With two instances on one database (`benchTwoInstances`): the same mix across
 *      both (half the connections each), and direct messages and chat lines sent
 *      through one arriving at sockets on the other, one at a time.
 *      Target: p99 ≤ 100 ms, 0 errors, 0 lost writes.
 *
 * BENCH_MEMBERS_SECONDS sets the mix's length (default 60).
 */

import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { chatChannel } from '../shared/chat.ts';
import { type Costs, cpuCosts, cpuSample, describeCpu } from './bench-cpu.ts';
import { caller, type Reply } from './bench-http.ts';
import { describeRun, hammer, type Run, verdict } from './bench-load.ts';
import { signIn } from './bench-realtime.ts';
import { percentile } from './bench-server.ts';

type Rows = [string, string][];

const MIX_SECONDS = Number(process.env.BENCH_MEMBERS_SECONDS ?? 60);
const CONNECTIONS = 200;
/** Per member in one run: under the hourly listing limit (30) and the message limit (30 a minute). */
const POSTS_PER_MEMBER = 12;
const MESSAGES_PER_MEMBER = 25;
const BROWSE = '/api/listings?city=Oakland&category=housing';
const CHAT_PAGE = '/api/chat/messages?city=Oakland&board=general';

/** The mix's steps that write (the rest read). */
const WRITES = new Set(['post', 'favourite', 'message']);

type Member = {
  cookie: string;
  id: string;
  thread: string;
  posts: string[];
  saved: string[];
  messages: number[];
};

async function demoListingIds(base: string): Promise<string[]> {
  const reply = (await (await fetch(`${base}/api/listings?limit=60`)).json()) as {
    listings: { id: string }[];
  };
  return reply.listings.map((listing) => listing.id);
}

/** Members signed in by magic link (the real flow), each with a thread about a demo listing. */
async function signInMembers(base: string, count: number, demo: string[]): Promise<Member[]> {
  const call = caller(base);
  const runId = Date.now().toString(36);
  const members: Member[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const i = next++;
        const cookie = await signIn(base, `members-${runId}-${i}@example.org`);
        const session = (await call(base, '/api/auth/get-session', { cookie })).json() as {
          user: { id: string };
        };
        const opened = await call(base, '/api/inbox/threads', {
          method: 'POST',
          cookie,
          body: JSON.stringify({ listing: demo[i % demo.length] }),
        });
        if (!opened.ok) throw new Error(`opening a thread answered ${opened.status}`);
        const { thread } = opened.json() as { thread: { id: string } };
        members[i] = {
          cookie,
          id: session.user.id,
          thread: thread.id,
          posts: [],
          saved: [],
          messages: [],
        };
      }
    }),
  );
  return members;
}

/** 1. A member's listing reads at 32 connections, beside the ceiling of the same run. */
export async function signedInReads(base: string, ceiling: number): Promise<Rows> {
  const demo = await demoListingIds(base);
  const [member] = await signInMembers(base, 1, demo);
  if (!member) throw new Error('no member signed in');
  const rows: Rows = [];
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 6);
  for (const [label, path] of [
    ['a browse page with contacts', BROWSE],
    ['one listing with contacts', `/api/listings/${demo[0]}`],
  ] as const) {
    await hammer(base, [path], 8, 1, { cookie: member.cookie });
    const run = await hammer(base, [path], 32, seconds, { cookie: member.cookie });
    const ratio = run.rps / ceiling;
    const ok = ratio >= 1 / 3 && run.p99 <= 100 && run.errors === 0;
    rows.push([
      `members: ${label}, signed in, at 32 (GET ${path})`,
      `${describeRun(run)}; ${ratio.toFixed(2)} of ceiling (target ≥ 0.33 of ceiling, p99 ≤ 100 ms: ${verdict(ok)})`,
    ]);
  }
  return rows;
}

/**
 * Step `n` of the mix for `member` (the step is `n % 10`): what it is and its
 * answer. Posts and messages give way to reads once the member reaches the
 * run's limits (under the site's hourly and per-minute ones).
 */
async function mixStep(
  call: ReturnType<typeof caller>,
  base: string,
  member: Member,
  listing: string,
  n: number,
): Promise<{ what: string; response: Reply }> {
  const { cookie } = member;
  let what = 'browse';
  let response: Reply;
  switch (n % 10) {
    case 1:
      what = 'one listing';
      response = await call(base, `/api/listings/${listing}`, { cookie });
      break;
    case 2:
      what = 'inbox list';
      response = await call(base, '/api/inbox/threads', { cookie });
      break;
    case 3:
      if (member.posts.length >= POSTS_PER_MEMBER) {
        what = 'home';
        response = await call(base, '/api/listings/home', { cookie });
        break;
      }
      what = 'post';
      response = await call(base, '/api/listings', {
        method: 'POST',
        cookie,
        body: JSON.stringify({
          title: `Members' mix item ${member.posts.length + 1}`,
          description: 'Posted during the members’ mix.',
          category: 'community',
          subcategory: 'general',
          city: 'Oakland',
          country: 'United States',
          tags: [],
          contact: { email: 'mix@example.org' },
        }),
      });
      if (response.status === 201) member.posts.push((response.json() as { id: string }).id);
      break;
    case 4:
      what = 'thread history';
      response = await call(base, `/api/inbox/threads/${member.thread}/messages`, { cookie });
      break;
    case 5:
      what = 'chat page';
      response = await call(base, CHAT_PAGE, { cookie });
      break;
    case 6:
      what = 'favourite';
      response = await call(base, `/api/favorites/${listing}`, { method: 'PUT', cookie });
      if (response.ok && !member.saved.includes(listing)) member.saved.push(listing);
      break;
    case 7:
      what = 'favourites list';
      response = await call(base, '/api/favorites', { cookie });
      break;
    case 8:
      if (member.messages.length >= MESSAGES_PER_MEMBER) {
        what = 'notifications';
        response = await call(base, '/api/notifications', { cookie });
        break;
      }
      what = 'message';
      response = await call(base, `/api/inbox/threads/${member.thread}/messages`, {
        method: 'POST',
        cookie,
        body: JSON.stringify({ body: `Is it still available? (${member.messages.length + 1})` }),
      });
      if (response.status === 201)
        member.messages.push((response.json() as { message: { id: number } }).message.id);
      break;
    case 9:
      what = 'notifications';
      response = await call(base, '/api/notifications', { cookie });
      break;
    default:
      what = 'browse';
      response = await call(base, BROWSE, { cookie });
  }
  return { what, response };
}

/**
 * What each step of the mix costs the machine alone: 200 of each, one at a
 * time, from members of their own, the CPU that each side used for them
 * (server, PostgreSQL, this client). Their mean is what one request of the mix
 * costs at the least (no queue, no contention), so the machine's cores divided
 * by it is the most the mix can make here: the arithmetic of decision 0012.
 */
export async function mixStepCosts(
  base: string,
  sharedRead: Pick<Costs, 'server' | 'postgres'> | null,
): Promise<Rows> {
  // 200 of each: /proc counts CPU in ticks of 10 ms, and a step costs a few ms.
  const MEMBERS = 20;
  const ROUNDS = 10;
  const PER_STEP = MEMBERS * ROUNDS;
  const demo = await demoListingIds(base);
  const call = caller(base);
  const [warming, ...members] = await signInMembers(base, MEMBERS + 1, demo);
  // Each step once first, so the figures are of warm code paths and caches.
  for (let kind = 0; kind < 10 && warming; kind++) {
    await mixStep(call, base, warming, demo[kind] ?? '', kind);
  }
  const costs: ({ what: string } & Costs)[] = [];
  for (let kind = 0; kind < 10; kind++) {
    let what = '';
    const before = cpuSample();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, member] of members.entries()) {
        const listing = demo[(index * 7 + round) % demo.length] ?? '';
        const step = await mixStep(call, base, member, listing, kind);
        if (!step.response.ok) throw new Error(`${step.what} answered ${step.response.status}`);
        what = step.what;
      }
    }
    const used = cpuCosts(before, cpuSample(), PER_STEP);
    if (!used) return [["members' mix, each step alone", 'CPU: n/a']];
    costs.push({ what, ...used.perRequest });
  }
  const mean = (side: keyof Costs) =>
    costs.reduce((sum, cost) => sum + cost[side], 0) / costs.length;
  const whole = mean('server') + mean('postgres') + mean('client');
  const cores = availableParallelism();
  // The bound if every read cost the server and PostgreSQL what a shared answer
  // costs in the read mix (the cheapest answer there is), writes as they are.
  const readsShared = sharedRead
    ? costs.reduce(
        (sum, cost) =>
          sum +
          cost.client +
          (WRITES.has(cost.what)
            ? cost.server + cost.postgres
            : sharedRead.server + sharedRead.postgres),
        0,
      ) / costs.length
    : null;
  return [
    [
      "members' mix, each step alone (CPU ms a request: server / PostgreSQL / bench client)",
      costs
        .map(
          (cost) =>
            `${cost.what} ${cost.server.toFixed(1)} / ${cost.postgres.toFixed(1)} / ${cost.client.toFixed(1)}`,
        )
        .join('; '),
    ],
    [
      "members' mix, each step alone: the mean, and the most this machine can make of it",
      `${mean('server').toFixed(2)} / ${mean('postgres').toFixed(2)} / ${mean('client').toFixed(2)} ms, ${whole.toFixed(2)} ms in all: at most ${Math.round((cores * 1000) / whole).toLocaleString('en-US')} req/s on ${cores} cores, the server alone at most ${Math.round(1000 / mean('server')).toLocaleString('en-US')} req/s on its one thread (the target, 1,500 req/s, needs ${((whole * 1500) / 1000).toFixed(1)} cores)`,
    ],
    [
      "members' mix, each step alone: were every read as cheap as a shared answer",
      readsShared
        ? `${readsShared.toFixed(2)} ms a request in all: at most ${Math.round((cores * 1000) / readsShared).toLocaleString('en-US')} req/s on ${cores} cores (the read mix's server and PostgreSQL cost for each read, the writes as measured above)`
        : 'n/a',
    ],
  ];
}

/**
 * 2. The members' mix over `bases` (connections split evenly), then every write read back.
 * `ceiling`: the same run's trivial-answer ceiling, said beside the target: no mix of
 * database reads and writes runs faster than a static answer on the same machine.
 */
export async function membersMix(bases: string[], label: string, ceiling?: number): Promise<Rows> {
  const [first] = bases;
  if (!first) throw new Error('no instance');
  const call = caller(first);
  const demo = await demoListingIds(first);
  const members = await signInMembers(first, CONNECTIONS, demo);

  const times: number[] = [];
  /** Each step's times, to say where the mix's time goes. */
  const byStep = new Map<string, number[]>();
  let errors = 0;
  let writes = 0;
  const failures = new Map<string, number>();
  const fail = (what: string) => {
    errors += 1;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };

  const step = async (index: number, n: number) => {
    const member = members[index] as Member;
    const base = bases[index % bases.length] as string;
    const listing = demo[(index * 7 + n) % demo.length] ?? '';
    const began = performance.now();
    const { what, response } = await mixStep(call, base, member, listing, n);
    if (WRITES.has(what)) writes += 1;
    if (!response.ok) fail(`${what} ${response.status}`);
    const took = performance.now() - began;
    times.push(took);
    const stepTimes = byStep.get(what) ?? [];
    if (!byStep.has(what)) byStep.set(what, stepTimes);
    stepTimes.push(took);
  };

  const ends = performance.now() + MIX_SECONDS * 1000;
  const began = performance.now();
  // Each side's share of the machine's cores (server, PostgreSQL, this client), said beside the figures.
  const cpuBefore = cpuSample();
  const loadBefore = loadavg()[0] ?? 0;
  await Promise.all(
    members.map(async (_, index) => {
      for (let n = index; performance.now() < ends; n += 1) {
        await step(index, n).catch(() => fail('network'));
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const cpu = describeCpu(cpuCosts(cpuBefore, cpuSample(), times.length), 1500);
  times.sort((a, b) => a - b);
  const rps = times.length / seconds;
  const p99 = percentile(times, 99);

  // Every acknowledged write, read back (through the first instance).
  const lostBy = { listings: 0, favourites: 0, messages: 0 };
  for (const member of members) {
    const { cookie } = member;
    for (const id of member.posts) {
      if ((await call(first, `/api/listings/${id}`, { cookie })).status !== 200)
        lostBy.listings += 1;
    }
    const saved = new Set(
      ((await call(first, '/api/favorites', { cookie })).json() as { listing_id: string }[]).map(
        (favorite) => favorite.listing_id,
      ),
    );
    lostBy.favourites += member.saved.filter((id) => !saved.has(id)).length;
    const history = (
      await call(first, `/api/inbox/threads/${member.thread}/messages?after=0`, { cookie })
    ).json() as { messages: { id: number }[] };
    const stored = new Set(history.messages.map((message) => message.id));
    lostBy.messages += member.messages.filter((id) => !stored.has(id)).length;
  }
  const lost = lostBy.listings + lostBy.favourites + lostBy.messages;
  const acknowledged = members.reduce(
    (sum, member) => sum + member.posts.length + member.saved.length + member.messages.length,
    0,
  );
  const why = [...failures].map(([what, count]) => `${what}: ${count}`).join(', ');
  const ok = rps >= 1500 && p99 <= 500 && errors === 0 && lost === 0;
  const steps = [...byStep]
    .map(([what, list]) => {
      list.sort((a, b) => a - b);
      return `${what} ${list.length}: p50 ${percentile(list, 50).toFixed(0)} / p99 ${percentile(list, 99).toFixed(0)}`;
    })
    .join('; ');
  return [
    [`members' mix${label}: each step (count: p50 / p99 ms)`, steps],
    [
      `members' mix${label}: CPU (server, PostgreSQL, bench client)`,
      `${cpu}; 1-minute load average ${loadBefore.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end`,
    ],
    [
      `members' mix at ${CONNECTIONS} for ${MIX_SECONDS} s${label}`,
      `${Math.round(rps)} req/s (${writes} writes), p50 ${percentile(times, 50).toFixed(0)} ms / p99 ${p99.toFixed(0)} ms, ${errors} errors${why ? ` (${why})` : ''}`,
    ],
    [
      `members' mix${label}: acknowledged writes read back`,
      `${acknowledged - lost} of ${acknowledged} (listings, favourites, messages), ${lost} lost ${JSON.stringify(lostBy)} (target ≥ 1,500 req/s, p99 ≤ 500 ms, 0 errors, 0 lost: ${verdict(ok)}${ceiling ? `; the mix made ${(rps / ceiling).toFixed(2)} of this run's ceiling, ${Math.round(ceiling).toLocaleString('en-US')} req/s for a static answer, and the target is ${(1500 / ceiling).toFixed(2)} of it` : ''})`,
    ],
  ];
}

/** A socket on `base`, signed in with `cookie`, subscribed to `channel`; `onEvent` gets its events. */
async function subscribedSocket(
  base: string,
  cookie: string,
  channel: string,
  onEvent: (event: { kind: string; [key: string]: unknown }) => void,
): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
    headers: { cookie },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'subscribed' && message.channel === channel) resolve();
      if (message.type === 'event' && message.channel === channel) onEvent(message.event);
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })));
  });
  return socket;
}

function timesRow(name: string, times: number[], errors: number): [string, string] {
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const ok = p99 <= 100 && errors === 0 && times.length > 0;
  return [
    name,
    `p50 ${percentile(times, 50).toFixed(0)} ms / p99 ${p99.toFixed(0)} ms over ${times.length}, ${errors} errors (target p99 ≤ 100 ms, 0 errors: ${verdict(ok)})`,
  ];
}

/**
 * 3b. Direct messages and chat lines sent through instance `from`, timed from the send
 * to their arrival at a socket on instance `to`, one at a time.
 */
export async function acrossInstances(from: string, to: string): Promise<Rows> {
  const call = caller(from);
  const demo = await demoListingIds(from);
  const members = await signInMembers(from, 40, demo);

  // Direct messages: member 2i writes to member 2i+1, whose socket is on the other instance.
  const dmTimes: number[] = [];
  let dmErrors = 0;
  for (let round = 0; round < 5; round += 1) {
    for (let i = 0; i + 1 < members.length; i += 2) {
      const sender = members[i] as Member;
      const recipient = members[i + 1] as Member;
      if (round === 0) {
        const opened = await call(from, '/api/inbox/threads', {
          method: 'POST',
          cookie: sender.cookie,
          body: JSON.stringify({ match: recipient.id }),
        });
        if (!opened.ok) throw new Error(`opening a thread answered ${opened.status}`);
        sender.thread = (opened.json() as { thread: { id: string } }).thread.id;
      }
      let arrived: () => void = () => {};
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const socket = await subscribedSocket(
        to,
        recipient.cookie,
        `thread:${sender.thread}`,
        (event) => {
          if (event.kind === 'dm.message') arrived();
        },
      );
      const began = performance.now();
      const sent = await call(from, `/api/inbox/threads/${sender.thread}/messages`, {
        method: 'POST',
        cookie: sender.cookie,
        body: JSON.stringify({ body: `Across instances (${round + 1})` }),
      });
      if (sent.status === 201) {
        await Promise.race([arrival, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        dmTimes.push(performance.now() - began);
      } else dmErrors += 1;
      socket.close();
    }
  }

  // Chat lines: every member says a line on a board; one listener on the other instance.
  const chatTimes: number[] = [];
  let chatErrors = 0;
  const arrivedAt = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const listener = members[0] as Member;
  const board = await subscribedSocket(
    to,
    listener.cookie,
    chatChannel('Oakland', 'general'),
    (event) => {
      if (event.kind !== 'chat.created' || typeof event.id !== 'string') return;
      arrivedAt.set(event.id, performance.now());
      waiting.get(event.id)?.();
    },
  );
  for (let round = 0; round < 5; round += 1) {
    for (const member of members) {
      const began = performance.now();
      const sent = await call(from, '/api/chat/messages', {
        method: 'POST',
        cookie: member.cookie,
        body: JSON.stringify({
          city: 'Oakland',
          board: 'general',
          content: `Selam (${round + 1})`,
        }),
      });
      if (sent.status !== 201) {
        chatErrors += 1;
        continue;
      }
      const { id } = sent.json() as { id: string };
      // The line may reach the other instance's socket before its reply reaches the sender.
      if (!arrivedAt.has(id)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 5_000);
          waiting.set(id, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiting.delete(id);
      }
      const at = arrivedAt.get(id);
      if (at === undefined) chatErrors += 1;
      else chatTimes.push(Math.max(at, performance.now()) - began);
    }
  }
  board.close();
  return [
    timesRow(
      'two instances: direct message sent on one, at a socket on the other, one at a time',
      dmTimes,
      dmErrors,
    ),
    timesRow(
      'two instances: chat line sent on one, at a socket on the other, one at a time',
      chatTimes,
      chatErrors,
    ),
  ];
}

export type { Run };
