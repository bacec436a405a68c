/**
 * A Vite build plugin: names in index.html the code of the parts that open
 * only when used (dialogs, menus, the post panel, toasts; issue #20), so the
 * app can fetch it once the page is idle without running it
 * (web/src/ui/later-code.ts).
 *
 * These parts were imported when the browser was first idle, and an import
 * runs the module: their libraries' set-up (Radix, zod's schemas, sonner's
 * stylesheet, which restyled the whole page) made long tasks just after a
 * phone's first screen, when the reader starts to scroll and tap. Fetched as
 * plain files instead, the import on first use finds them in the cache and
 * only runs them. Our own: the parts are this app's choice, read from its
 * sources; a part written another way is only fetched later, on first use.
 *
 * The parts are the modules a source file loads with `lazyPart(() =>
 * import('…'))` or `deferred(() => import('…'))` (ui/lazy.ts, ui/deferred.tsx):
 * each part's chunk and the chunks it imports, less what the entry already
 * loads.
 */
import type { Plugin } from 'vite';
import { closure } from './compile-hints.ts';

/**
 * The `<meta>` the app reads: the chunks' names, space-separated, without
 * their folder and extension (`/assets/NAME.js`; some 600 bytes less in every
 * page).
 */
export const LATER_CODE_META = 'later-code';

const CHUNK_FILE = /^assets\/(.+)\.js$/;

/** `lazyPart(() => import('x'))` or `deferred(() => import('x'))`, over lines as formatted. */
const PART_IMPORT = /\b(?:lazyPart|deferred)\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers of the parts a source file loads. */
export function partImports(code: string): string[] {
  return [...code.matchAll(PART_IMPORT)].map((match) => match[1] as string);
}

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: readonly string[];
};

/** The files the parts (module ids) need beyond what the entry loads, in a stable order. */
export function laterFiles(chunks: Chunk[], parts: Iterable<string>): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(byName, chunk.fileName, loaded);
  const later = new Set<string>();
  for (const part of parts) {
    const home = chunks.find((chunk) => chunk.moduleIds.includes(part));
    if (home) closure(byName, home.fileName, later);
  }
  return [...later].filter((name) => !loaded.has(name)).sort();
}

export function laterCode(): Plugin {
  const parts = new Set<string>();
  return {
    name: 'habesha-later-code',
    apply: 'build',
    async transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id)) return;
      for (const specifier of partImports(code)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`later-code: cannot resolve ${specifier} from ${id}`);
        parts.add(resolved.id);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (item) => item.type === 'chunk',
        ) as unknown as Chunk[];
        const files = laterFiles(chunks, parts);
        if (parts.size === 0 || files.length === 0)
          throw new Error('later-code: no part found (were lazyPart and deferred renamed?)');
        const names = files.map((file) => {
          const name = CHUNK_FILE.exec(file)?.[1];
          if (!name) throw new Error(`later-code: ${file} is not a chunk in assets/`);
          return name;
        });
        return [
          {
            tag: 'meta',
            attrs: { name: LATER_CODE_META, content: names.join(' ') },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
