import { describe, expect, it } from 'vitest';
import { chunksRunOnLoad } from './compile-hints.ts';

const ROOT = '/app/web';

function chunk(fileName: string, imports: string[] = [], facade: string | null = null) {
  return {
    type: 'chunk' as const,
    fileName,
    imports,
    isEntry: fileName === 'assets/index.js',
    facadeModuleId: facade && `${ROOT}/${facade}`,
  };
}

describe("the chunks marked for V8's eager compilation (issue #20)", () => {
  const chunks = [
    chunk('assets/index.js', ['assets/react.js', 'assets/vendor.js']),
    chunk('assets/react.js'),
    chunk('assets/vendor.js'),
    chunk(
      'assets/HomePage.js',
      ['assets/react.js', 'assets/card.js'],
      'src/features/home/HomePage.tsx',
    ),
    chunk('assets/card.js', ['assets/format.js']),
    chunk('assets/format.js'),
    chunk(
      'assets/DonationDialog.js',
      ['assets/zod.js'],
      'src/features/donations/DonationDialog.tsx',
    ),
    chunk('assets/zod.js'),
    chunk('assets/ListingsMap.js', [], 'src/features/maps/ListingsMap.tsx'),
  ];

  it('marks the entry and every page, with what they import statically', () => {
    expect([...chunksRunOnLoad(chunks, ROOT)].sort()).toEqual([
      'assets/HomePage.js',
      'assets/card.js',
      'assets/format.js',
      'assets/index.js',
      'assets/react.js',
      'assets/vendor.js',
    ]);
  });

  it('leaves dialogs, maps and what only they import to be compiled when they run', () => {
    const marked = chunksRunOnLoad(chunks, ROOT);
    for (const file of ['assets/DonationDialog.js', 'assets/zod.js', 'assets/ListingsMap.js'])
      expect(marked.has(file)).toBe(false);
  });
});
