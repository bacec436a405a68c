/**
 * The countries WorldOutline.tsx draws under Leaflet, as an SVG path in Web
 * Mercator pixels at zoom 0 (the source of world-outline.svg, written by
 * scripts/world-outline.ts). Not part of the app's bundle: only the script and
 * a unit test import it.
 */
import type { Position } from 'geojson';
import { project } from './mercator.ts';
import { worldShapes } from './world-shapes.ts';

/**
 * Coordinates in twentieths of a pixel at zoom 0: under half a pixel off at
 * the presence map's deepest zoom (3), a third of the file of hundredths.
 */
const STEPS = 20;

/**
 * A ring as a move to its first point, then relative lines between the
 * rounded points (no drift). A ring that rounds to fewer than three points is
 * left out: an empty line command would end the path's drawing there.
 */
function ringPath(ring: Position[]): string {
  const points: (readonly [number, number])[] = [];
  for (const [lng = 0, lat = 0] of ring) {
    const { x, y } = project(lat, lng);
    const point = [Math.round(x * STEPS), Math.round(y * STEPS)] as const;
    const last = points[points.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  const [first, ...rest] = points;
  if (!first || rest.length < 2) return '';
  const text = (steps: number) => String(Number((steps / STEPS).toFixed(2)));
  let [px, py] = first;
  const lines = rest.map(([x, y]) => {
    const dx = text(x - px);
    const dy = text(y - py);
    [px, py] = [x, y];
    // SVG reads '-' as the start of a number: no space needed before one.
    return `${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
  });
  return `M${text(first[0])} ${text(first[1])}l${lines.join(' ').replaceAll(' -', '-')}z`;
}

export function worldOutlineSvg(): string {
  const rings: Position[][] = [];
  for (const country of worldShapes().features) {
    const { geometry } = country;
    if (geometry.type === 'Polygon') rings.push(...geometry.coordinates);
    if (geometry.type === 'MultiPolygon') rings.push(...geometry.coordinates.flat());
  }
  // Stroke and fill come from the page (StaticPresenceMap.tsx) through <use>; the
  // stroke keeps its width at every zoom, as Leaflet's does.
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">',
    '<title>Countries of the world</title>',
    `<path id="land" fill-rule="evenodd" stroke-linejoin="round" stroke-linecap="round" vector-effect="non-scaling-stroke" d="${rings.map(ringPath).join('')}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
