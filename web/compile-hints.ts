/**
 * A Vite build plugin: marks the code a page runs as it loads for eager
 * compilation (V8's explicit compile hints, Chromium 136 and later; issue #20).
 * V8 compiles a function when it is first called, on the main thread: on a
 * first visit, with no code cache yet, that was a good part of the app's first
 * render and of each page's. A chunk that starts with the magic comment below
 * is compiled whole while it streams in, on a background thread. Only what
 * loading a page runs is marked: the entry and what it imports, and each
 * page with what it imports; dialogs, maps and the other language stay lazy
 * (compiling code that never runs costs memory). Other browsers ignore the
 * comment. Our own: no maintained plugin writes V8's compile hints.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_MODULES } from '../shared/page-modules.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

/** The chunks `start` needs: itself and what it imports statically, transitively (also later-code.ts). */
export function closure(
  chunks: Map<string, { imports: string[] }>,
  start: string,
  into: Set<string>,
): Set<string> {
  const chunk = chunks.get(start);
  if (!chunk || into.has(start)) return into;
  into.add(start);
  for (const imported of chunk.imports) closure(chunks, imported, into);
  return into;
}

/** The file names of the chunks a page load runs: the entry's and every page's, with what they import. */
export function chunksRunOnLoad(chunks: Chunk[], root: string): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pages = new Set(Object.values(PAGE_MODULES).map((module) => `${root}/${module}`));
  const marked = new Set<string>();
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId?.replaceAll('\\', '/');
    if (chunk.isEntry || (id && pages.has(id))) closure(byName, chunk.fileName, marked);
  }
  return marked;
}

export function compileHints(): Plugin {
  let root = '';
  return {
    name: 'habesha-compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root.replaceAll('\\', '/');
    },
    // Once written: Vite adds its preload helper's table at the top of the
    // entry late in the build, and the comment must be the file's first line.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as Chunk[];
      await Promise.all(
        [...chunksRunOnLoad(chunks, root)].map(async (name) => {
          const file = path.join(dir, name);
          await writeFile(file, COMPILE_HINT + (await readFile(file, 'utf8')));
          // Its source map's lines move down by the one added.
          const mapFile = `${file}.map`;
          const map = JSON.parse(await readFile(mapFile, 'utf8').catch(() => 'null')) as {
            mappings: string;
          } | null;
          if (map)
            await writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }),
      );
    },
  };
}
