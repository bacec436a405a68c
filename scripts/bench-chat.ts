/**
 * City chat section of `npm run bench` (issue #18), on a real server:
 *
 * - History: a page of GET /api/chat/messages (the newest 50 of a board, and 50
 *   before a message deep in it) with BENCH_CHAT_MESSAGES (default 1,000,000)
 *   messages in the table, spread over 50 cities (a few big ones) and the five
 *   boards; sequential requests, warm. Target p95 ≤ 10 ms.
 * - Fan-out: 500 signed-out sockets on one board; a member sends 10 messages,
 *   each timed from the send to its arrival at every socket. Target p99 ≤ 100 ms.
 *
 * Data: a database of its own (`chat_bench`) on the bench's embedded PostgreSQL,
 * generated with one INSERT ... SELECT. Alone: `node --import tsx scripts/bench-chat.ts`.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { CHAT_BOARD_KEYS, chatChannel, chatCityKey } from '../shared/chat.ts';
import { withBenchDatabase } from './bench-kit.ts';
import { signIn } from './bench-realtime.ts';
import { BASE, countFromEnv, isRunAlone, percentile, printRows } from './bench-server.ts';

type Rows = [string, string][];

const DATABASE = 'chat_bench';
const AUTHOR_ID = 'bench_chat_author';
const SOCKETS = 500;
const FAN_OUT_MESSAGES = 10;
const RUNS = 200;

const CITIES = [
  'Washington',
  'Addis Ababa',
  'Asmara',
  'Oakland',
  'Seattle',
  'Toronto',
  'London',
  'Frankfurt',
  'Stockholm',
  'Melbourne',
  ...Array.from({ length: 40 }, (_, i) => `Town ${i + 1}`),
];

/** BENCH_CHAT_MESSAGES: how many messages to generate (default 1,000,000; 0 skips the section). */
export function chatMessagesCount(): number {
  return countFromEnv('BENCH_CHAT_MESSAGES', 1_000_000);
}

async function timeGets(paths: string[]) {
  const get = async (url: string) => {
    const response = await fetch(`${BASE}${url}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  };
  for (const url of paths.slice(0, 20)) await get(url);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const began = performance.now();
    await get(paths[i % paths.length] ?? '');
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function fanOut(): Promise<{ p50: number; p99: number; deliveries: number }> {
  const city = CITIES[0] ?? 'Washington';
  const channel = chatChannel(city, 'general');
  const url = `${BASE.replace('http', 'ws')}/api/realtime`;
  const arrivals = new Map<string, number[]>();
  const sent = new Map<string, number>();
  const sockets: WebSocket[] = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const socket = new WebSocket(url, { headers: { origin: BASE } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'welcome') socket.send(JSON.stringify({ type: 'subscribe', channel }));
        if (message.type === 'subscribed' && message.channel === channel) resolve();
        if (message.type === 'event' && message.event.kind === 'chat.created') {
          const at = performance.now();
          const list = arrivals.get(message.event.id) ?? [];
          list.push(at);
          arrivals.set(message.event.id, list);
        }
      });
      socket.once('error', reject);
    });
  }
  const cookie = await signIn(BASE, `bench-chat-${Date.now()}@example.org`);
  const latencies: number[] = [];
  for (let i = 0; i < FAN_OUT_MESSAGES; i += 1) {
    const began = performance.now();
    const response = await fetch(`${BASE}/api/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: BASE },
      body: JSON.stringify({ city, board: 'general', content: `Fan-out ${i}` }),
    });
    if (response.status !== 201) throw new Error(`sending chat: ${response.status}`);
    const { id } = (await response.json()) as { id: string };
    sent.set(id, began);
    const deadline = performance.now() + 5_000;
    while ((arrivals.get(id)?.length ?? 0) < SOCKETS && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const at of arrivals.get(id) ?? []) latencies.push(at - began);
  }
  for (const socket of sockets) socket.close();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    deliveries: latencies.length,
  };
}

export async function benchChat(count: number): Promise<Rows> {
  const rows: Rows = [];
  await withBenchDatabase(DATABASE, async ({ client }, startApp) => {
    const began = performance.now();
    await client.query('TRUNCATE chat_messages');
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, 'Bench chat', 'bench-chat@example.org', true) ON CONFLICT DO NOTHING`,
      [AUTHOR_ID],
    );
    await client.query('SELECT setseed(0.1818)');
    // Big cities first: the square of a uniform number picks low indexes most.
    await client.query(
      `INSERT INTO chat_messages (content, user_id, city, city_key, board, created_at)
       SELECT 'Message ' || n || ': anyone know a good place for injera near downtown?',
              $1, ($2::text[])[1 + pick], ($3::text[])[1 + pick], ($4::text[])[1 + n % 5],
              now() - make_interval(secs => $5 - n)
         FROM generate_series(1, $5::int) AS n,
              LATERAL (SELECT floor(power(random(), 2) * ${CITIES.length})::int + 0 * n AS pick) AS p`,
      [AUTHOR_ID, CITIES, CITIES.map(chatCityKey), CHAT_BOARD_KEYS, count],
    );
    await client.query('VACUUM (ANALYZE) chat_messages');
    rows.push([
      `chat: data (${count.toLocaleString('en-US')} messages, ${CITIES.length} cities, 5 boards)`,
      `${((performance.now() - began) / 1000).toFixed(1)} s`,
    ]);

    await startApp();
    const biggest = encodeURIComponent(CITIES[0] ?? '');
    const newest = await timeGets(
      CHAT_BOARD_KEYS.map((board) => `/api/chat/messages?city=${biggest}&board=${board}`),
    );
    rows.push([
      'chat: history page, newest 50 of a big board, p50 / p95',
      `${newest.p50.toFixed(2)} / ${newest.p95.toFixed(2)} ms (target p95 ≤ 10 ms)`,
    ]);
    const { rows: deep } = await client.query<{ seq: string }>(
      `SELECT seq FROM chat_messages WHERE city_key = $1 AND board = 'general'
        ORDER BY seq LIMIT 1 OFFSET (SELECT count(*) / 2 FROM chat_messages WHERE city_key = $1 AND board = 'general')`,
      [chatCityKey(CITIES[0] ?? '')],
    );
    const middle = Number(deep[0]?.seq ?? 1);
    const older = await timeGets(
      Array.from(
        { length: 20 },
        (_, i) => `/api/chat/messages?city=${biggest}&board=general&before=${middle - i * 500}`,
      ),
    );
    rows.push([
      'chat: history page, 50 before a message deep in a big board, p50 / p95',
      `${older.p50.toFixed(2)} / ${older.p95.toFixed(2)} ms (target p95 ≤ 10 ms)`,
    ]);
    const fan = await fanOut();
    rows.push([
      `chat: one message to ${SOCKETS} sockets on its board, p50 / p99`,
      `${fan.p50.toFixed(0)} / ${fan.p99.toFixed(0)} ms over ${fan.deliveries} deliveries (target p99 ≤ 100 ms)`,
    ]);
  });
  return rows;
}

if (isRunAlone(import.meta.url)) {
  printRows(await benchChat(chatMessagesCount()));
}
