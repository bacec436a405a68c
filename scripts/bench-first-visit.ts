/**
 * First visit (issue #20): what a newcomer's browser downloads before a page
 * works, as the bytes on the wire (compressed as served) per kind, on a cold
 * cache, for / and /browse, with the JavaScript budget beside it. Needs the
 * built app (npm run build) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The budget for the home page's JavaScript, compressed. */
const JS_BUDGET_BYTES = 110 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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
      let requests = 0;
      page.on('requestfinished', async (request) => {
        const kind = request.resourceType();
        const sizes = await request.sizes().catch(() => null);
        if (!sizes) return;
        requests += 1;
        bytes.set(
          kind,
          (bytes.get(kind) ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize,
        );
      });
      const began = Date.now();
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const ms = Date.now() - began;
      await context.close();
      const script = bytes.get('script') ?? 0;
      const verdict = script <= JS_BUDGET_BYTES ? 'met' : 'not met';
      rows.push([
        `first visit ${path}: JavaScript on the wire (target ≤ ${kb(JS_BUDGET_BYTES)})`,
        `${kb(script)} (${verdict})`,
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
