import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { SERVICE_BUSY } from '../../platform/errors.ts';
import { createTestApp, json } from '../../test/app.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { tempDir } from '../../test/temp.ts';

const database = setupTestDatabase();

describe('GET /api/health', () => {
  it('answers 200 with the database reachable', async () => {
    const response = await createTestApp(database).request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json(response)).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database cannot be reached, so a load balancer takes the instance out', async () => {
    // Nothing listens on port 1: every query fails at once.
    const unreachable = connectDatabase('postgres://nobody@127.0.0.1:1/none', 1);
    try {
      const response = await createTestApp(unreachable).request('/api/health');
      expect(response.status).toBe(503);
      expect(await json(response)).toMatchObject({ status: 'error', database: 'unreachable' });
    } finally {
      await unreachable.close();
    }
  });
});

describe('API errors', () => {
  it('answers 503 with Retry-After (not 500) when the database cannot be reached', async () => {
    const unreachable = connectDatabase('postgres://nobody@127.0.0.1:1/none', 1);
    try {
      const response = await createTestApp(unreachable).request('/api/listings');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await json(response)).toEqual({
        error: { code: 'unavailable', message: SERVICE_BUSY },
      });
    } finally {
      await unreachable.close();
    }
  });

  it('answers 503 when the pool hands out no connection in time', async () => {
    const busy = connectDatabase(database.url, 1, 200);
    // Taking the one connection may itself outlast 200 ms on a loaded machine: try again.
    const held = await retry(() => busy.pool.connect());
    try {
      const response = await createTestApp(busy).request('/api/listings/home');
      expect(response.status).toBe(503);
    } finally {
      held.release();
      await busy.close();
    }
  });

  it('answers an unknown API route with 404 and a JSON error body', async () => {
    const response = await createTestApp(database).request('/api/no-such-thing', {
      method: 'POST',
    });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      error: { code: 'not_found', message: 'No API route POST /api/no-such-thing' },
    });
  });

  it('refuses a body over 1 MB with 413 and a JSON error body', async () => {
    const response = await createTestApp(database).request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({
      error: { code: 'payload_too_large', message: 'The request is too large.' },
    });
  });
});

async function retry<T>(attempt: () => Promise<T>, times = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= times) throw error;
    }
  }
}

describe('web app serving', () => {
  const dist = tempDir('hc-dist-');
  mkdirSync(path.join(dist, 'assets'));
  const inline = "document.documentElement.lang = 'en';";
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${inline}</script></head><body></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const app = () => createTestApp(database, { WEB_DIST_DIR: dist });

  it('serves index.html for any page path, uncached, with a CSP that allows only its own inline script', async () => {
    for (const page of ['/', '/browse', '/l/42', '/no/such/page']) {
      const response = await app().request(page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(response.headers.get('content-security-policy')).toContain(
        `script-src 'self' 'sha256-${hash}'`,
      );
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await app().request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing hashed asset with 404, never index.html under a year-long cache', async () => {
    const response = await app().request('/assets/index-0ld.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
