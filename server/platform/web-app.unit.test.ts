import { describe, expect, it } from 'vitest';
import type { PageRender } from './server-render.ts';
import { drawnPage } from './web-app.ts';

const TEMPLATE = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Page-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function page(parts: string[], overrides: Partial<PageRender> = {}): PageRender {
  const encoder = new TextEncoder();
  return {
    nonce: 'n',
    status: 200,
    language: 'ti',
    theme: 'light',
    bootData: '<script type="application/json" id="boot-data">{}</script>',
    body: new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    }),
    ...overrides,
  };
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('a page drawn by the server, in index.html', () => {
  it('streams the drawing into the root, with the boot data after it', async () => {
    const html = await read(drawnPage(TEMPLATE, page(['<main>', 'Hello</main>'])));
    expect(html).toContain(
      '<div id="root"><main>Hello</main></div><script type="application/json" id="boot-data">{}</script>',
    );
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html).toMatch(/<\/body>\s*<\/html>$/);
  });

  it("is in the visitor's language and theme", async () => {
    expect(await read(drawnPage(TEMPLATE, page([])))).toContain('<html lang="ti">');
    expect(await read(drawnPage(TEMPLATE, page([], { theme: 'dark' })))).toContain(
      '<html lang="ti" class="dark">',
    );
  });

  it('fetches its scripts at low priority (it paints without them), each marked once', async () => {
    const html = await read(drawnPage(TEMPLATE, page([])));
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    );
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(3);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('refuses a template without an empty root', () => {
    expect(() => drawnPage('<html><body></body></html>', page([]))).toThrow(/#root/);
  });
});
