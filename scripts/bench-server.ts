/**
 * What every section of `npm run bench` shares: the server under test (its own
 * port, data folder and embedded PostgreSQL, so it never touches `npm start`'s
 * data), and percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { embeddedDatabaseUrl } from '../server/db/embedded.ts';

/** BENCH_PORT / BENCH_PG_PORT: other ports, when another bench may run on this machine. */
export const PORT = Number(process.env.BENCH_PORT ?? 3200);
export const EMBEDDED_PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54369);
export const DATA_DIR = 'data/bench';
export const BASE = `http://127.0.0.1:${PORT}`;

const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: BASE,
  DATA_DIR,
  EMBEDDED_PG_PORT: String(EMBEDDED_PG_PORT),
  LOG_LEVEL: 'warn',
  // Start times are measured without the one-off demo seed.
  DEMO_SEED: '0',
  // One machine plays 2,000 users: limits per client address would stop it.
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  REALTIME_MAX_SOCKETS_PER_ADDRESS: '100000',
};

/**
 * Starts `server/main.ts` and waits for a 200 from /api/health; `extraEnv` adds
 * to the bench settings. On a machine busy with other work a start can fail
 * (the database connect times out while the city index loads): it is tried
 * up to three times, and each failure is said.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; ms: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(extraEnv);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`server start ${attempt} failed (${(error as Error).message}); trying again`);
    }
  }
}

/** The second instance's port (issue #45: two instances on one database). */
export const SECOND_PORT = PORT + 1;
export const SECOND_BASE = `http://127.0.0.1:${SECOND_PORT}`;

/**
 * Starts a second instance beside the running one, on its database (the embedded
 * PostgreSQL the first one started) and data folder (the same generated secret, so a
 * session cookie is good on both), with the same public address, as behind a load balancer.
 */
export function startSecondServer(): Promise<{ child: ChildProcess; ms: number }> {
  return startServerOnce(
    {
      PORT: String(SECOND_PORT),
      DATABASE_URL: embeddedDatabaseUrl(EMBEDDED_PG_PORT, 'habesha'),
    },
    SECOND_BASE,
  );
}

async function startServerOnce(
  extraEnv: Record<string, string>,
  base = BASE,
): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Adds the demo data set to the bench's database through `npm run seed`
 * (which skips what is already there), on the embedded PostgreSQL of the
 * server running. The server's own start-up seed fills only a database
 * without accounts, and the realtime section has signed 2,000 in by the time
 * the sections that read the demo data start.
 */
export async function seedDemo() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the demo seed exited with ${code}`);
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The p-th percentile of an ascending list (nearest rank). */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** A count from the environment (`1_000_000` allowed), else `fallback`; 0 skips a section. */
export function countFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const count = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name}=${raw}: not a count`);
  return count;
}

/**
 * Whether the module at `moduleUrl` (its import.meta.url) is the script node
 * was started with: a section run alone, not imported by bench.ts.
 */
export function isRunAlone(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && path.resolve(script) === fileURLToPath(moduleUrl);
}

/** A section's rows (name, value), the values lined up. */
export function printRows(rows: [string, string][]): void {
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
}
