/**
 * A Vite build plugin: writes `file.br` (brotli, top quality) and `file.gz`
 * (gzip level 9) beside every text file of the build, so the server sends
 * them as they are (serveStatic `precompressed`) instead of compressing on
 * every request. index.html is left out: the server adds share tags to it
 * per page and compresses the result itself.
 *
 * Not vite-plugin-compression2: it compresses while the bundle is generated,
 * before compile-hints.ts writes its first line into the files; this one
 * compresses the files as they were finally written.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'habesha-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const br = promisify(brotliCompress);
      const gz = promisify(gzip);
      const jobs: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        jobs.push(
          readFile(file).then(async (bytes) => {
            const [brotli, gzipped] = await Promise.all([
              br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
