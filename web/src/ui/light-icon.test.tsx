// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { mergeStrokes, shapePath, standalonePath } from './light-icon.ts';

describe("lucide's icons made lighter (issue #20)", () => {
  it('writes a path that opens with a relative move so that it can follow another', () => {
    // The pairs after a leading 'm' are relative lines: they keep that meaning.
    expect(standalonePath('m21 21-4.34-4.34')).toBe('M21 21l-4.34-4.34');
    expect(standalonePath('m4.5 8 .5.5')).toBe('M4.5 8l.5.5');
    expect(standalonePath('m15 18-6-6 6-6')).toBe('M15 18l-6-6 6-6');
    expect(standalonePath('m9 18h6')).toBe('M9 18h6');
    expect(standalonePath('M3 3h18v18H3z')).toBe('M3 3h18v18H3z');
  });

  it('writes circles, ellipses, lines, polylines and rectangles as path data', () => {
    expect(shapePath('circle', { cx: '12', cy: '12', r: '10', key: 'a' })).toBe(
      'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0Z',
    );
    expect(shapePath('ellipse', { cx: '12', cy: '5', rx: '9', ry: '3' })).toBe(
      'M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0Z',
    );
    expect(shapePath('line', { x1: '12', x2: '12', y1: '8', y2: '12' })).toBe('M12 8L12 12');
    expect(shapePath('polyline', { points: '22 7 13.5 15.5 8.5 10.5 2 17' })).toBe(
      'M22 7L13.5 15.5L8.5 10.5L2 17',
    );
    expect(shapePath('polygon', { points: '3,11 22,2 13,21' })).toBe('M3 11L22 2L13 21Z');
    expect(shapePath('rect', { width: '18', height: '18', x: '3', y: '3' })).toBe(
      'M3 3h18v18h-18Z',
    );
    // Rounded: one radius stands for both, as in SVG.
    expect(shapePath('rect', { width: '18', height: '11', x: '3', y: '11', rx: '2' })).toBe(
      'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-7a2 2 0 0 1 2 -2Z',
    );
  });

  it('keeps a stroke with attributes of its own as an element', () => {
    const filled = ['circle', { cx: '12', cy: '12', r: '1', fill: 'currentColor' }] as [
      string,
      Record<string, string>,
    ];
    expect(shapePath(...filled)).toBeNull();
    const { d, others } = mergeStrokes([
      ['path', { d: 'M3 3h4' }],
      filled,
      ['line', { x1: '1', y1: '2', x2: '3', y2: '4' }],
    ]);
    expect(d).toBe('M3 3h4M1 2L3 4');
    expect(others).toEqual([filled]);
  });

  const Bell = createLucideIcon({
    name: 'bell',
    size: 24,
    node: [
      ['path', { d: 'M10.268 21a2 2 0 0 0 3.464 0', key: 'a' }],
      ['circle', { cx: '12', cy: '8', r: '6', key: 'b' }],
    ],
  });

  /** The <svg> an element draws, parsed. */
  const drawn = (element: ReactElement) =>
    new DOMParser().parseFromString(renderToStaticMarkup(element), 'image/svg+xml').documentElement;

  it('draws an icon as lucide does: its classes, size, stroke and one path, hidden when it has no name', () => {
    const svg = drawn(<Bell className="size-4 text-primary" />);
    expect(svg.getAttribute('class')).toBe('lucide lucide-bell size-4 text-primary');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('width')).toBe('24');
    expect(svg.getAttribute('fill')).toBe('none');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('stroke-width')).toBe('2');
    expect(svg.getAttribute('stroke-linecap')).toBe('round');
    expect(svg.getAttribute('stroke-linejoin')).toBe('round');
    expect(svg.children).toHaveLength(1);
    expect(svg.children[0]?.getAttribute('d')).toBe(
      'M10.268 21a2 2 0 0 0 3.464 0M6 8a6 6 0 1 0 12 0a6 6 0 1 0 -12 0Z',
    );
    expect(Bell.displayName).toBe('Bell');
  });

  it('takes the props the app passes: size, color, stroke width and a name for assistive technology', () => {
    const svg = drawn(
      <Bell size={16} color="red" strokeWidth={1.5} aria-label="Notifications" data-state="on" />,
    );
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('height')).toBe('16');
    expect(svg.getAttribute('stroke')).toBe('red');
    expect(svg.getAttribute('stroke-width')).toBe('1.5');
    expect(svg.getAttribute('aria-label')).toBe('Notifications');
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
    expect(svg.getAttribute('data-state')).toBe('on');
    // An absolute stroke width stays the same on screen whatever the size.
    expect(drawn(<Bell size={48} absoluteStrokeWidth />).getAttribute('stroke-width')).toBe('1');
  });
});
