import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../platform/logger.ts';
import { startEmbeddedPostgres } from './embedded.ts';

// A folder of its own under data/ (the postgres system user must be able to reach it).
const root = path.resolve('data/test-embedded', String(process.pid));
const dir = path.join(root, 'postgres');
const PORT = 54359;

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Starts the fixture in a child process, waits for READY, returns the child. */
async function startInChild() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/test/fixtures/start-embedded.ts', dir, String(PORT)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`fixture exited with ${code}: ${output}`)));
  });
  return { child, url };
}

describe('embedded PostgreSQL', () => {
  it('recovers after its Node parent is killed: the orphaned postgres is stopped and the data kept', async () => {
    await mkdir(root, { recursive: true });
    const first = await startInChild();
    await query(
      first.url,
      'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)',
    );

    const orphanPid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(() => process.kill(orphanPid, 0)).not.toThrow(); // the orphan really is still running

    const second = await startEmbeddedPostgres({
      dir,
      port: PORT,
      database: 'app',
      logger: silentLogger,
    });
    try {
      expect(() => process.kill(orphanPid, 0)).toThrow();
      const result = await query(second.url, 'SELECT value FROM kept');
      expect(result.rows).toEqual([{ value: 'still here' }]);
      const encoding = await query(second.url, 'SHOW server_encoding');
      expect(encoding.rows[0]?.server_encoding).toBe('UTF8');
    } finally {
      await second.stop();
    }
  });
});
