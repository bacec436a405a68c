import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { laterFiles, partImports } from './later-code.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the parts whose code is fetched when the page is idle (issue #20)', () => {
  it('finds the import of each lazyPart and deferred part, as formatted on one line or several', () => {
    const code = `
      const PostPanel = lazyPart(() => import('./panel/PostPanel.tsx'), 'PostPanel');
      const SignInToPostDialog = lazyPart(
        () => import("./SignInToPostDialog.tsx"),
        'SignInToPostDialog',
      );
      export const MobileMenu = deferred(
        () => import('./MobileMenu.tsx').then((module) => module.MobileMenu),
        MobileMenuButton,
      );
      const SmallMap = lazy(() => import('./SmallMap.tsx'));
    `;
    expect(partImports(code)).toEqual([
      './panel/PostPanel.tsx',
      './SignInToPostDialog.tsx',
      './MobileMenu.tsx',
    ]);
  });

  it('sees every lazyPart and deferred call in the app (a call written otherwise would not be fetched ahead)', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(file);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    let calls = 0;
    let found = 0;
    for (const file of sources(path.join(here, 'src'))) {
      const code = readFileSync(file, 'utf8');
      calls += code.match(/\b(?:lazyPart|deferred)\(\s*\(/g)?.length ?? 0;
      found += partImports(code).length;
    }
    expect(calls).toBeGreaterThan(10);
    expect(found).toBe(calls);
  });

  const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    isEntry: fileName === 'assets/index.js',
    moduleIds,
  });
  const chunks = [
    chunk('assets/index.js', ['assets/react.js', 'assets/vendor.js'], ['/web/src/main.tsx']),
    chunk('assets/react.js', []),
    chunk('assets/vendor.js', []),
    chunk('assets/PostPanel.js', ['assets/react.js', 'assets/zod.js'], ['/web/src/PostPanel.tsx']),
    chunk('assets/zod.js', []),
    chunk('assets/Toaster.js', ['assets/sonner.js'], ['/web/src/Toaster.tsx']),
    chunk('assets/sonner.js', []),
    chunk('assets/ListingsMap.js', ['assets/leaflet.js'], ['/web/src/ListingsMap.tsx']),
    chunk('assets/leaflet.js', []),
  ];

  it('lists each part with what it imports, less what the entry already loaded', () => {
    expect(laterFiles(chunks, ['/web/src/Toaster.tsx', '/web/src/PostPanel.tsx'])).toEqual([
      'assets/PostPanel.js',
      'assets/Toaster.js',
      'assets/sonner.js',
      'assets/zod.js',
    ]);
  });

  it('lists nothing for a part the entry itself carries', () => {
    expect(laterFiles(chunks, ['/web/src/main.tsx'])).toEqual([]);
  });
});
