/**
 * The reading pages drawn by the server (issue #38): the time from request
 * to the whole HTML, on the demo data, signed out, one at a time and at 8
 * concurrent, beside the same run's index.html without a drawing (a member's
 * page, which the browser draws). Each drawing is two renders and the page's
 * reads in-process (web/src/entry-server.tsx).
 */
import { performance } from 'node:perf_hooks';
import { percentile } from './bench-server.ts';

async function timed(url: string, total: number, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
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
    const what = page === '/inbox' ? 'not drawn, index.html only' : 'drawn by the server';
    rows.push([
      `GET ${name} (${what}) p50 / p99, one at a time; at 8 concurrent`,
      `${await timed(`${base}${page}`, 200, 1)}; ${await timed(`${base}${page}`, 400, 8)}`,
    ]);
  }
  return rows;
}
