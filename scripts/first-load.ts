/**
 * First-load size check (issue #20): the JavaScript and CSS a cold browser
 * must download before a page works, read from the Vite manifest of the
 * built app (dist/web/.vite/manifest.json) and gzipped at level 9, so the
 * figures are the same on every machine and every run (no timing, no browser).
 *
 * A page's first load is: the entry (index.html's script) and everything it
 * imports statically, plus the page's route chunk (routes.tsx, a dynamic
 * import) and everything it imports statically; the CSS files of all of
 * those. Chunks loaded later (dynamic imports: other pages, the maps once in
 * view, dialogs and toasts when idle, the Tigrinya strings) are not counted.
 *
 * Each of those chunks must also start with V8's compile hint (web/compile-hints.ts):
 * a build that lost it would still pass the size check, and every first visit
 * would compile its code on the main thread again.
 *
 * `node --import tsx scripts/first-load.ts` prints each page's chunks and sizes and exits
 * 1 when a page is over its budget or a chunk lacks the hint. `npm test` runs it after the build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { closure, type Manifest, type ManifestChunk } from '../server/platform/page-preloads.ts';
import { COMPILE_HINT } from '../web/compile-hints.ts';

type Budget = { js: number; css: number };
type Chunk = { file: string; bytes: number };
export type PageLoad = { js: Chunk[]; css: Chunk[]; jsBytes: number; cssBytes: number };

/**
 * The budgets, bytes gzip: issue #38 set them to React's weight (185 kB of
 * JavaScript on each page). Issue #40's shell additions took /browse and
 * /l/{id} over it (187.0 kB) until the strings of pages a first visit does not
 * show came with those pages (web/src/i18n/page-areas.ts): 178.3 / 180.9 /
 * 180.8 kB. What the first load leaves out and why: decision record 0008.
 */
export const TARGETS: Record<string, Budget> = {
  '/': { js: 185_000, css: 15_000 },
  '/browse': { js: 185_000, css: 15_000 },
  '/l/{id}': { js: 185_000, css: 15_000 },
};

/** What the check enforces: the targets. */
export const BUDGETS: Record<string, Budget> = TARGETS;

/** Each checked page and its route module (routes.tsx). */
export const PAGES: Record<string, string> = {
  '/': 'src/features/home/HomePage.tsx',
  '/browse': 'src/features/browse/BrowsePage.tsx',
  '/l/{id}': 'src/features/listings/ListingPage.tsx',
};

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Per page: its first-load chunks (file, gzip bytes), largest first, and the totals. */
export function firstLoad(distDir = 'dist/web'): Record<string, PageLoad> {
  const manifest: Manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  );
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry: is dist/web a Vite build?');
  const pages: Record<string, PageLoad> = {};
  for (const [page, route] of Object.entries(PAGES)) {
    if (!manifest[route]) throw new Error(`${route} is not in the manifest: was it renamed?`);
    const seen = closure(manifest, route, closure(manifest, entry));
    const sized = (file: string): Chunk => ({ file, bytes: gzipBytes(path.join(distDir, file)) });
    const js = [...seen].map((key) => sized((manifest[key] as ManifestChunk).file));
    const css = [...new Set([...seen].flatMap((key) => manifest[key]?.css ?? []))].map(sized);
    const total = (list: Chunk[]) => list.reduce((sum, chunk) => sum + chunk.bytes, 0);
    js.sort((a, b) => b.bytes - a.bytes);
    pages[page] = { js, css, jsBytes: total(js), cssBytes: total(css) };
  }
  return pages;
}

/** The first-load scripts of the checked pages that do not start with the compile hint. */
export function unhinted(distDir = 'dist/web'): string[] {
  const loads = Object.values(firstLoad(distDir));
  const files = new Set(loads.flatMap((load) => load.js.map((chunk) => chunk.file)));
  return [...files].filter(
    (file) => !readFileSync(path.join(distDir, file), 'utf8').startsWith(COMPILE_HINT),
  );
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints the report; returns whether every page is within its budget. */
export function checkFirstLoad(
  distDir = 'dist/web',
  log: (line: string) => void = console.log,
): boolean {
  let ok = true;
  for (const [page, load] of Object.entries(firstLoad(distDir))) {
    const budget = BUDGETS[page] as Budget;
    const verdict = (bytes: number, limit: number) => (bytes <= limit ? 'ok' : 'OVER BUDGET');
    ok &&= load.jsBytes <= budget.js && load.cssBytes <= budget.css;
    log(
      `${page}: JavaScript ${kb(load.jsBytes)} gzip (budget ${kb(budget.js)}) ${verdict(load.jsBytes, budget.js)}; ` +
        `CSS ${kb(load.cssBytes)} (budget ${kb(budget.css)}) ${verdict(load.cssBytes, budget.css)}`,
    );
    for (const chunk of [...load.js, ...load.css])
      log(`  ${String(chunk.bytes).padStart(7)}  ${chunk.file}`);
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? 'dist/web';
  const ok = checkFirstLoad(dist);
  if (!ok) console.error('A page is over its first-load budget (see above).');
  const missing = unhinted(dist);
  if (missing.length > 0)
    console.error(`First-load scripts without V8's compile hint: ${missing.join(', ')}`);
  else console.log("Every first-load script starts with V8's compile hint.");
  process.exit(ok && missing.length === 0 ? 0 : 1);
}
