import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, generatedAuthSecret } from './generated-secret.ts';

const folders: string[] = [];
async function folder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'hc-secret-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the development auth secret kept in the data folder (issue #39)', () => {
  it('is generated on first start, readable by the owner only, and the same on every later start', async () => {
    const dataDir = path.join(await folder(), 'data');
    const secret = generatedAuthSecret(dataDir);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect(generatedAuthSecret(dataDir)).toBe(secret);
    // The folder stays open to the embedded PostgreSQL's own user (it runs as one under root).
    expect((await stat(dataDir)).mode & 0o055).toBe(0o055);
  });

  it('differs from one data folder to the next (nothing shared between installs)', async () => {
    expect(generatedAuthSecret(await folder())).not.toBe(generatedAuthSecret(await folder()));
  });

  it('takes a file others could read back to owner-only', async () => {
    const dataDir = await folder();
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    await writeFile(file, `${'k'.repeat(40)}\n`, { mode: 0o644 });
    expect(generatedAuthSecret(dataDir)).toBe('k'.repeat(40));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a file too short to be a secret, saying which file', async () => {
    const dataDir = await folder();
    await writeFile(path.join(dataDir, AUTH_SECRET_FILE), 'short', { mode: 0o600 });
    expect(() => generatedAuthSecret(dataDir)).toThrow(/auth-secret.*at least 32/);
  });
});
