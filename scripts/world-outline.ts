/**
 * Writes web/src/features/maps/world-outline.svg: the countries of
 * WorldOutline.tsx (Natural Earth 1:110m from world-atlas, Antarctica left
 * out, rings crossing the antimeridian drawn whole) as one path in Web
 * Mercator pixels at zoom 0 (mercator.ts), for the home page's drawn presence
 * map. The file is generated once and kept in the repository; a unit test
 * (web/src/features/maps/presence-view.test.ts) fails when it no longer
 * matches its source.
 *
 *   node --import tsx scripts/world-outline.ts
 */
import { writeFileSync } from 'node:fs';
import { worldOutlineSvg } from '../web/src/features/maps/world-outline-svg.ts';

const file = 'web/src/features/maps/world-outline.svg';
const svg = worldOutlineSvg();
writeFileSync(file, svg);
console.log(`${file}: ${svg.length} bytes`);
