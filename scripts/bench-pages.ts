/**
 * The reading pages drawn by the server (issue #38): the time from request
 * to the whole HTML, on the demo data, signed out, one at a time and at 8
 * concurrent, beside the same run's index.html without a drawing (a member's
 * page, which the browser draws). Two figures a page: as a signed-out visitor
 * gets it (kept for PUBLIC_CACHE_MS, so mostly kept answers), and drawn anew
 * each time (an address of its own per request: two renders and the page's
 * reads in-process, web/src/entry-server.tsx, as a member's page costs).
 */
import { performance } from 'node:perf_hooks';
import { percentile } from './bench-server.ts';

/** `anew`: each request its own address (a parameter no page reads), never a kept page. */
async function timed(url: string, total: number, concurrency: number, anew = false) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const address = anew ? `${url}${url.includes('?') ? '&' : '?'}anew=${next}` : url;
      const response = await fetch(address, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  return `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms`;
}

export async function benchDrawnPages(base: string): Promise<[string, string][]> {
  const reply = await fetch(`${base}/api/listings?limit=1`);
  const { listings } = (await reply.json()) as { listings: { id: string }[] };
  const pages = ['/', '/browse', `/l/${listings[0]?.id}`, '/market', '/mentor', '/forums'];
  const rows: [string, string][] = [];
  // Warm-up: the first drawings run on a cold JIT.
  for (const page of pages) await timed(`${base}${page}`, 20, 2);
  for (const page of [...pages, '/inbox']) {
    const name = page.startsWith('/l/') ? '/l/{id}' : page;
    const url = `${base}${page}`;
    if (page === '/inbox') {
      rows.push([
        `GET ${name} (not drawn, index.html only) p50 / p99, one at a time; at 8 concurrent`,
        `${await timed(url, 200, 1)}; ${await timed(url, 400, 8)}`,
      ]);
      continue;
    }
    rows.push([
      `GET ${name} drawn, as signed-out visitors get it (kept) p50 / p99, one at a time; at 8 concurrent`,
      `${await timed(url, 200, 1)}; ${await timed(url, 400, 8)}`,
    ]);
    rows.push([
      `GET ${name} drawn anew each time p50 / p99, one at a time; at 8 concurrent`,
      `${await timed(url, 100, 1, true)}; ${await timed(url, 200, 8, true)}`,
    ]);
  }
  return rows;
}
