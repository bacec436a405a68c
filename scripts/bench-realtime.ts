/**
 * Realtime section of `npm run bench`: CLIENTS users each hold a WebSocket on
 * one server instance; each gets one notification, and we time it from its
 * creation (the database's created_at) to its arrival at the client, with the
 * server's memory (RSS) once all sockets are open and after delivery.
 * Users sign in through the real magic-link flow (dev mailbox), so the server
 * work per socket is what production does.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { caller } from './bench-http.ts';

type Rows = [string, string][];

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/** Signs one user in by magic link and returns the session cookie. */
export async function signIn(base: string, email: string): Promise<string> {
  const sent = await fetch(`${base}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, callbackURL: '/auth/callback' }),
  });
  if (!sent.ok) throw new Error(`magic link for ${email}: ${sent.status}`);
  const mail = (await (
    await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  ).json()) as { text: string }[];
  const link = mail[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no email for ${email}`);
  const followed = await fetch(link, { redirect: 'manual' });
  const cookie = followed.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token')) throw new Error(`no session for ${email}`);
  return cookie;
}

export async function benchRealtime(
  base: string,
  serverPid: number,
  clients: number,
): Promise<Rows> {
  const rows: Rows = [];
  const runId = Date.now().toString(36);
  const users = Array.from({ length: clients }, (_, i) => ({
    email: `bench-${runId}-${i}@example.org`,
    cookie: '',
  }));

  const rssFresh = rssMiB(serverPid);
  const signInStart = performance.now();
  await pool(users, 32, async (user) => {
    user.cookie = await signIn(base, user.email);
  });
  rows.push([
    `sign-in of ${clients} users by magic link (3 requests each, 32 at a time)`,
    `${((performance.now() - signInStart) / 1000).toFixed(1)} s`,
  ]);

  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  const pending = new Map<string, (ms: number) => void>();
  const wsUrl = `${base.replace('http', 'ws')}/api/realtime`;

  const connectStart = performance.now();
  await pool(users, 100, async (user) => {
    const socket = new WebSocket(wsUrl, { headers: { cookie: user.cookie, origin: base } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'subscribed') resolve();
        if (message.type === 'event' && message.event.kind === 'notification.created') {
          const received = Date.now();
          const { title, created_at } = message.event.notification;
          pending.get(title)?.(received - Date.parse(created_at));
        }
      });
      socket.once('error', reject);
      socket.once('close', (code) =>
        reject(new Error(`socket closed before subscribing (${code})`)),
      );
    });
  });
  rows.push([
    `${clients} WebSockets open and subscribed`,
    `${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
  ]);
  const rssConnected = rssMiB(serverPid);

  // One notification per user, 50 created at a time, each timed to its arrival.
  await pool(users, 50, async (user) => {
    const title = `bench ${user.email}`;
    const arrived = new Promise<number>((resolve) => pending.set(title, resolve));
    const response = await fetch(`${base}/api/dev/notify-me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie, origin: base },
      body: JSON.stringify({ title }),
    });
    if (response.status !== 201) throw new Error(`notify-me: ${response.status}`);
    latencies.push(await arrived);
    pending.delete(title);
  });
  const rssAfter = rssMiB(serverPid);
  const direct = await directMessageDelivery(base, users, sockets);
  for (const socket of sockets) socket.close();

  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ??
    Number.NaN;
  rows.push([
    `notification delivery to ${clients} connected clients, p50 / p99`,
    `${at(50)} ms / ${at(99)} ms (max ${at(100)} ms)`,
  ]);
  for (const [label, figures] of [
    ['one at a time', direct.single],
    ['50 at a time', direct.burst],
  ] as const) {
    rows.push([
      `direct message ${label} with ${clients} sockets open: stored to arrival on the recipient's thread channel, p50 / p99`,
      `${figures.delivered.p50.toFixed(0)} ms / ${figures.delivered.p99.toFixed(0)} ms over ${figures.count} messages (target p99 ≤ 50 ms)`,
    ]);
    rows.push([
      `direct message ${label}: send to arrival, as the two members see it, p50 / p99`,
      `${figures.roundTrip.p50.toFixed(0)} ms / ${figures.roundTrip.p99.toFixed(0)} ms`,
    ]);
  }
  rows.push([
    'server memory (RSS): fresh / with all sockets open / after delivery',
    `${rssFresh.toFixed(0)} / ${rssConnected.toFixed(0)} / ${rssAfter.toFixed(0)} MiB`,
  ]);
  return rows;
}

/**
 * Direct messages between pairs of the connected users (issue #14): user 2i opens a
 * direct thread with user 2i+1, whose socket subscribes to the thread; then each sender
 * sends one message, 50 at a time, timed from the send to its arrival at the recipient.
 */
async function directMessageDelivery(
  base: string,
  users: { email: string; cookie: string }[],
  sockets: WebSocket[],
) {
  // undici's request API, as the members' bench: fetch's own CPU lagged this client's
  // event loop, and with it the arrivals it timestamps (scripts/bench-http.ts).
  const call = caller(base);
  const post = (path: string, cookie: string, body: unknown) =>
    call(base, path, { method: 'POST', cookie, body: JSON.stringify(body) });
  const idOf = async (cookie: string) => {
    const session = (await (
      await fetch(`${base}/api/auth/get-session`, { headers: { cookie } })
    ).json()) as { user: { id: string } };
    return session.user.id;
  };
  const arrivals = new Map<string, () => void>();
  const pairs: { sender: string; thread: string }[] = [];
  const indexes = Array.from({ length: Math.floor(users.length / 2) }, (_, i) => i);
  await pool(indexes, 32, async (i) => {
    const sender = users[2 * i];
    const recipient = users[2 * i + 1];
    const socket = sockets[2 * i + 1];
    if (!sender || !recipient || !socket) return;
    const opened = await post('/api/inbox/threads', sender.cookie, {
      match: await idOf(recipient.cookie),
    });
    if (!opened.ok) throw new Error(`opening a thread: ${opened.status}`);
    const { thread } = opened.json() as { thread: { id: string } };
    const channel = `thread:${thread.id}`;
    await new Promise<void>((resolve) => {
      const listen = (data: unknown) => {
        const message = JSON.parse(String(data));
        if (message.type === 'subscribed' && message.channel === channel) resolve();
        if (message.type === 'event' && message.channel === channel) {
          if (message.event.kind === 'dm.message') arrivals.get(thread.id)?.();
        }
      };
      socket.on('message', listen);
      socket.send(JSON.stringify({ type: 'subscribe', channel }));
    });
    pairs.push({ sender: sender.cookie, thread: thread.id });
  });

  // Stored → arrival (the delivery the target is about: from the row's created_at, on this
  // machine's clock), and send → arrival (what the sender's counterpart waits in all); once
  // one message at a time (the latency itself), once 50 at a time (a burst, queueing included).
  const figures = (list: number[]) => {
    list.sort((a, b) => a - b);
    const at = (p: number) =>
      list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? Number.NaN;
    return { p50: at(50), p99: at(99) };
  };
  const run = async (chosen: typeof pairs, inFlight: number) => {
    const delivered: number[] = [];
    const roundTrips: number[] = [];
    await pool(chosen, inFlight, async ({ sender, thread }) => {
      const began = performance.now();
      const arrived = new Promise<number>((resolve) =>
        arrivals.set(thread, () => resolve(Date.now())),
      );
      const sent = await post(`/api/inbox/threads/${thread}/messages`, sender, {
        body: 'Selam! Is the room still free?',
      });
      if (sent.status !== 201) throw new Error(`sending a message: ${sent.status}`);
      const { message } = sent.json() as { message: { created_at: string } };
      const at = await arrived;
      roundTrips.push(performance.now() - began);
      delivered.push(at - Date.parse(message.created_at));
      arrivals.delete(thread);
    });
    return {
      delivered: figures(delivered),
      roundTrip: figures(roundTrips),
      count: delivered.length,
    };
  };
  return { single: await run(pairs.slice(0, 200), 1), burst: await run(pairs, 50) };
}
