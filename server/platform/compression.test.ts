import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { signedUpMember } from '../test/auth-client.ts';
import { setupTestDatabase } from '../test/database.ts';
import { insertListing } from '../test/listings.ts';
import { tempDir } from '../test/temp.ts';
import { chooseEncoding } from './compression.ts';

const database = setupTestDatabase();

const dist = tempDir('hc-dist-');
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><title>Habesha</title></head><body>${'<p>Selam</p>'.repeat(200)}</body></html>`,
);
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
const app = () => createTestApp(database, { WEB_DIST_DIR: dist });

describe('compression of text answers (issue #20 budget)', () => {
  it('picks brotli, else gzip, as the client accepts, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('sends API JSON brotli-compressed to a browser, and plain to a client that asks for nothing', async () => {
    const { userId } = await signedUpMember(app(), database.db);
    for (let i = 0; i < 20; i++) await insertListing(database.db, userId, { title: `Room ${i}` });
    const compressed = await app().request('/api/listings', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = JSON.parse(
      brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString(),
    );
    expect(body.listings).toHaveLength(20);

    const gzipped = await app().request('/api/listings', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(
      JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).listings,
    ).toHaveLength(20);

    const plain = await app().request('/api/listings');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { listings: unknown[] }).listings).toHaveLength(20);
  });

  it('compresses the page itself, and leaves answers under 1 KB alone', async () => {
    const page = await app().request('/browse', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const health = await app().request('/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(health.headers.get('content-encoding')).toBeNull();
  });

  it('serves a built asset precompressed at build time, as it is, cached immutable', async () => {
    const response = await app().request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });
});
