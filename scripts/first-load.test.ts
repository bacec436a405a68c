import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../web/compile-hints.ts';
import { BUDGETS, checkFirstLoad, firstLoad, unhinted } from './first-load.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fake build: files of random (incompressible) bytes, so gzip keeps their size. */
function build(files: Record<string, number>, manifest: Record<string, unknown>) {
  dir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  for (const [file, size] of Object.entries(files)) {
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i++) bytes[i] = Math.floor(Math.random() * 256);
    writeFileSync(path.join(dir, file), bytes);
  }
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const route = (file: string, imports: string[] = []) => ({ file, isDynamicEntry: true, imports });

function manifest(homeImports: string[]) {
  return {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_big.js': { file: 'assets/big.js' },
    '_lazy.js': { file: 'assets/lazy.js' },
    'src/features/home/HomePage.tsx': {
      ...route('assets/home.js', homeImports),
      dynamicImports: ['_lazy.js'],
    },
    'src/features/browse/BrowsePage.tsx': route('assets/browse.js'),
    'src/features/listings/ListingPage.tsx': route('assets/listing.js'),
  };
}

const FILES = {
  'assets/index.js': 10_000,
  'assets/react.js': 50_000,
  'assets/big.js': 300_000,
  'assets/lazy.js': 300_000,
  'assets/home.js': 3_000,
  'assets/browse.js': 4_000,
  'assets/listing.js': 5_000,
  'assets/index.css': 2_000,
};

describe('first-load size check (issue #20)', () => {
  it("counts the entry, the page's chunk and their static imports, not dynamic imports", () => {
    const pages = firstLoad(build(FILES, manifest([])));
    expect(pages['/']?.js.map((chunk) => chunk.file).sort()).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/react.js',
    ]);
    expect(pages['/']?.jsBytes).toBeGreaterThan(63_000);
    expect(pages['/']?.jsBytes).toBeLessThan(64_000);
    expect(pages['/']?.cssBytes).toBeGreaterThan(2_000);
    expect(checkFirstLoad(dir, () => undefined)).toBe(true);
  });

  it('fails a page over its budget and names its chunks', () => {
    build(FILES, manifest(['_big.js']));
    const lines: string[] = [];
    expect(checkFirstLoad(dir, (line) => lines.push(line))).toBe(false);
    expect(lines[0]).toMatch(/^\/: JavaScript 3\d\d\.\d kB gzip .* OVER BUDGET/);
    expect(lines.some((line) => line.endsWith('assets/big.js'))).toBe(true);
    expect(BUDGETS['/']?.js).toBeLessThan(300_000);
  });

  it('names the first-load scripts that do not start with the compile hint', () => {
    build(FILES, manifest([]));
    const firstLoads = ['browse', 'home', 'index', 'listing', 'react'].map(
      (name) => `assets/${name}.js`,
    );
    expect(unhinted(dir).sort()).toEqual(firstLoads);
    for (const file of firstLoads)
      writeFileSync(path.join(dir, file), `${COMPILE_HINT}export {};\n`);
    expect(unhinted(dir)).toEqual([]);
  });
});
