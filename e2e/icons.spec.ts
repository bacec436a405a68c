/**
 * The app's lighter icons (web/src/ui/light-icon.ts, issue #20) look as
 * lucide draws them: every icon the web app imports, drawn by lucide-react
 * itself and by the app's maker from the same strokes, in Chromium, pixel by
 * pixel. Run once (not per width): the drawing does not depend on the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import * as lucide from 'lucide-react';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createLightIcon, { type IconNode } from '../web/src/ui/light-icon.ts';

/** The icon names the web app imports from lucide-react. */
function appIconNames(): string[] {
  const names = new Set<string>();
  const folder = path.join(import.meta.dirname, '..', 'web', 'src');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(folder, file), 'utf8');
    for (const [, list] of source.matchAll(/import \{([^}]+)\} from 'lucide-react'/g))
      for (const part of (list ?? '').split(',')) {
        // `Map as MapIcon`: lucide's name is the first.
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
  }
  return [...names].sort();
}

/** An icon's strokes, read back from lucide's own drawing of it. */
function strokesOf(svg: string): IconNode {
  return [...svg.matchAll(/<(path|circle|ellipse|line|polyline|polygon|rect)\b([^>]*?)\/?>/g)].map(
    ([, tag, attributes]) => [
      tag as string,
      Object.fromEntries(
        [...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
          name as string,
          value as string,
        ]),
      ),
    ],
  );
}

test('every icon the app draws looks as lucide draws it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'drawn once: the width does not matter');
  const names = appIconNames();
  expect(names.length).toBeGreaterThan(50);
  const pairs = names.map((name) => {
    const Original = (lucide as unknown as Record<string, FunctionComponent>)[name];
    if (!Original) throw new Error(`lucide-react has no icon ${name}`);
    const original = renderToStaticMarkup(createElement(Original, { size: 96 } as object));
    const Light = createLightIcon({ name, node: strokesOf(original) });
    const light = renderToStaticMarkup(createElement(Light, { size: 96 }));
    // The light icon draws the strokes as one path (or more elements, if some kept theirs).
    expect(
      light.match(/<(path|circle|ellipse|line|polyline|polygon|rect)\b/g)?.length ?? 0,
    ).toBeLessThanOrEqual(
      original.match(/<(path|circle|ellipse|line|polyline|polygon|rect)\b/g)?.length ?? 0,
    );
    return { name, original, light };
  });
  const differences = await page.evaluate(async (icons) => {
    const pixels = async (svg: string) => {
      const image = new Image();
      image.src = `data:image/svg+xml,${encodeURIComponent(svg.replace('currentColor', '#000'))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 96;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, 96, 96).data;
    };
    const result: { name: string; inked: number; differing: number }[] = [];
    for (const { name, original, light } of icons) {
      const [a, b] = [await pixels(original), await pixels(light)];
      let inked = 0;
      let differing = 0;
      // Alpha only: the strokes are black. A pixel differs when its coverage
      // differs by more than antialiasing's rounding.
      for (let index = 3; index < a.length; index += 4) {
        if ((a[index] ?? 0) > 0) inked++;
        if (Math.abs((a[index] ?? 0) - (b[index] ?? 0)) > 64) differing++;
      }
      result.push({ name, inked, differing });
    }
    return result;
  }, pairs);
  for (const { name, inked, differing } of differences) {
    expect(inked, name).toBeGreaterThan(100);
    expect(differing / inked, `${name}: ${differing} of ${inked} pixels differ`).toBeLessThan(0.01);
  }
});
