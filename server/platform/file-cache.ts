import { existsSync, readFileSync, statSync } from 'node:fs';

/**
 * A built file read once and again only when it changes (a rebuild while the
 * server runs), turned into what the server needs by `parse`; undefined while
 * the file is missing.
 */
export function createFileCache<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  return {
    read(): T | undefined {
      if (!existsSync(file)) return undefined;
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      }
      return cached.value;
    },
  };
}
