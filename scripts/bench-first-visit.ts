/**
 * First visit (issue #20): what a newcomer's browser downloads for a page, as
 * the bytes on the wire (compressed as served) per kind, on a cold cache, for
 * / and /browse. The JavaScript is told in two parts: what arrived before the
 * page's load event, beside the page's first-load target (first-load.ts), and
 * what the page fetched after it, once idle (the header's menus, the map,
 * prefetched pages), which no target counts. The target is of compressed
 * bodies (first-load.ts gzips the files), so bodies are held to it and the
 * response headers (some 850 bytes a chunk over HTTP/1.1, most of them the
 * security headers every response carries) are told beside them. Needs the
 * built app (npm run build) and Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { TARGETS } from './first-load.ts';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export async function benchFirstVisit(base: string): Promise<[string, string][]> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    return [['first visit', `skipped: no Chromium at ${executablePath}`]];
  const browser = await chromium.launch({ executablePath });
  const rows: [string, string][] = [];
  try {
    for (const path of ['/', '/browse']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const bytes = new Map<string, number>();
      let scriptHeaders = 0;
      let scriptAfterLoad = 0;
      let loaded = false;
      page.once('load', () => {
        loaded = true;
      });
      let requests = 0;
      page.on('requestfinished', async (request) => {
        const kind = request.resourceType();
        const after = loaded;
        const sizes = await request.sizes().catch(() => null);
        if (!sizes) return;
        requests += 1;
        const size = sizes.responseBodySize + sizes.responseHeadersSize;
        if (kind === 'script' && after) scriptAfterLoad += size;
        else if (kind === 'script') {
          bytes.set(kind, (bytes.get(kind) ?? 0) + sizes.responseBodySize);
          scriptHeaders += sizes.responseHeadersSize;
        } else bytes.set(kind, (bytes.get(kind) ?? 0) + size);
      });
      const began = Date.now();
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const ms = Date.now() - began;
      await context.close();
      const script = bytes.get('script') ?? 0;
      const target = TARGETS[path]?.js ?? Number.NaN;
      rows.push([
        `first visit ${path}: JavaScript before load, compressed bodies (target ≤ ${kb(target)}) + headers`,
        `${kb(script)} (${script <= target ? 'met' : 'not met'}) + ${kb(scriptHeaders)} of headers; ${kb(scriptAfterLoad)} more once idle`,
      ]);
      rows.push([
        `first visit ${path}: CSS / fonts / document / data`,
        `${kb(bytes.get('stylesheet') ?? 0)} / ${kb(bytes.get('font') ?? 0)} / ${kb(bytes.get('document') ?? 0)} / ${kb((bytes.get('fetch') ?? 0) + (bytes.get('xhr') ?? 0))}`,
      ]);
      rows.push([`first visit ${path}: requests, time to network idle`, `${requests}, ${ms} ms`]);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
