/**
 * Demo photos, drawn here and now: simple geometric scenes (houses, a
 * briefcase, a gear, people, a shopping bag, a heart) in a warm palette per
 * category, rendered from SVG by sharp to WebP. No text (fonts may be
 * missing), no network, and the same bytes on every run.
 */
import sharp from 'sharp';
import { z as zod } from 'zod';
import { TOP_CATEGORIES, type TopCategory } from '../../../shared/categories.ts';
import { THUMBNAIL_MAX_PX } from '../../platform/media/photos.ts';
import palettesJson from './content/palettes.json' with { type: 'json' };
import { checkedDemoContent } from './content-file.ts';
import { createRandom, type Random } from './random.ts';

export const PHOTO_WIDTH = 1024;
export const PHOTO_HEIGHT = 683;
/** Scenes drawn per category; a listing shows one to three of them. */
export const SCENES_PER_CATEGORY = 4;

export type RenderedPhoto = { photo: Buffer; thumbnail: Buffer };

const paletteSchema = zod.strictObject({
  /** The sky's gradient, top to bottom. */
  sky: zod.tuple([zod.string(), zod.string()]),
  ground: zod.string(),
  colors: zod.array(zod.string()).min(1),
});
type Palette = zod.output<typeof paletteSchema>;

/** A warm palette per category (content/palettes.json). */
const PALETTES: Record<TopCategory, Palette> = checkedDemoContent(
  'content/palettes.json',
  zod.record(zod.enum(TOP_CATEGORIES), paletteSchema),
  palettesJson,
);

const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;
const GROUND_Y = Math.round(H * 0.72);

/** The SVG of one scene (exported for tests and for looking at). */
export function sceneSvg(category: TopCategory, variant: number): string {
  const rng = createRandom(`demo-photo/${category}/${variant}`);
  const palette = PALETTES[category];
  const subject = SUBJECTS[category](rng, palette, variant);
  const sunX = rng.int(120, W - 120);
  const sunY = rng.int(90, 200);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>`,
    '</linearGradient></defs>',
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${rng.int(50, 80)}" fill="#fff7e6" opacity="0.75"/>`,
    hills(rng, palette),
    subject,
    '</svg>',
  ].join('');
}

function hills(rng: Random, palette: Palette): string {
  const y = GROUND_Y;
  const far = `<path d="M0 ${y - 40} Q ${W * 0.25} ${y - rng.int(90, 150)} ${W * 0.5} ${y - 50} T ${W} ${y - 60} V ${H} H 0 Z" fill="${palette.colors[0]}" opacity="0.35"/>`;
  const ground = `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${palette.ground}"/>`;
  return far + ground;
}

type Subject = (rng: Random, palette: Palette, variant: number) => string;

function house(x: number, width: number, height: number, body: string, roof: string): string {
  const top = GROUND_Y - height;
  const door = width * 0.22;
  const win = width * 0.2;
  return [
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${body}"/>`,
    `<polygon points="${x - 20},${top} ${x + width / 2},${top - width * 0.45} ${x + width + 20},${top}" fill="${roof}"/>`,
    `<rect x="${x + width / 2 - door / 2}" y="${GROUND_Y - height * 0.45}" width="${door}" height="${height * 0.45}" fill="#5a2a1a"/>`,
    `<rect x="${x + width * 0.1}" y="${top + height * 0.2}" width="${win}" height="${win}" fill="#fff3d6"/>`,
    `<rect x="${x + width * 0.7}" y="${top + height * 0.2}" width="${win}" height="${win}" fill="#fff3d6"/>`,
  ].join('');
}

function tree(x: number, size: number, leaves: string): string {
  return `<rect x="${x - 8}" y="${GROUND_Y - size}" width="16" height="${size}" fill="#5a3825"/><circle cx="${x}" cy="${GROUND_Y - size}" r="${size * 0.45}" fill="${leaves}"/>`;
}

/** A person seen from the front: a head and rounded shoulders, standing on the ground. */
function person(x: number, height: number, color: string, skin: string): string {
  const head = height * 0.17;
  const width = height * 0.42;
  const top = GROUND_Y - height + head * 2.3;
  return [
    `<circle cx="${x}" cy="${GROUND_Y - height + head}" r="${head}" fill="${skin}"/>`,
    `<path d="M ${x - width / 2} ${GROUND_Y} L ${x - width / 2} ${top + width / 2} A ${width / 2} ${width / 2} 0 0 1 ${x + width / 2} ${top + width / 2} L ${x + width / 2} ${GROUND_Y} Z" fill="${color}"/>`,
  ].join('');
}

const SKIN = ['#8d5524', '#a0662f', '#6f4424', '#b07440', '#7b4a2a'] as const;

function heart(cx: number, cy: number, s: number, color: string): string {
  return `<path d="M ${cx} ${cy + s * 0.35} C ${cx - s * 1.3} ${cy - s * 0.45} ${cx - s * 0.45} ${cy - s * 1.25} ${cx} ${cy - s * 0.45} C ${cx + s * 0.45} ${cy - s * 1.25} ${cx + s * 1.3} ${cy - s * 0.45} ${cx} ${cy + s * 0.35} Z" fill="${color}"/>`;
}

/** Alternates by variant, so neighbouring cards of one category look different. */
const alternate =
  (a: Subject, b: Subject): Subject =>
  (rng, p, variant) =>
    variant % 2 === 0 ? a(rng, p, variant) : b(rng, p, variant);

function houses(rng: Random, p: Palette): string {
  const count = rng.int(1, 3);
  const parts: string[] = [];
  let x = rng.int(60, 200);
  for (let i = 0; i < count && x < W - 200; i++) {
    const width = rng.int(180, 260);
    parts.push(house(x, width, rng.int(150, 230), rng.pick(p.colors), rng.pick(p.colors)));
    x += width + rng.int(60, 120);
  }
  if (x < W - 80) parts.push(tree(rng.int(x, W - 60), rng.int(110, 170), '#6a8d3a'));
  return parts.join('');
}

function tower(rng: Random, p: Palette): string {
  const x = rng.int(140, 320);
  const floors = rng.int(5, 7);
  const width = 260;
  const height = floors * 56 + 20;
  const top = GROUND_Y - height;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < 4; c++) {
      const lit = rng.chance(0.6) ? '#fff3d6' : '#f2c14e';
      windows.push(
        `<rect x="${x + 22 + c * 60}" y="${top + 20 + f * 56}" width="36" height="34" fill="${lit}"/>`,
      );
    }
  }
  return [
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${rng.pick(p.colors)}"/>`,
    windows.join(''),
    house(x + width + 90, 200, 170, rng.pick(p.colors), rng.pick(p.colors)),
    tree(rng.int(x + width + 340, W - 60), rng.int(110, 160), '#6a8d3a'),
  ].join('');
}

function briefcase(rng: Random, p: Palette): string {
  const cx = rng.int(380, 600);
  const w = 340;
  const h = 220;
  const top = GROUND_Y - h - 20;
  const edge = p.colors[3] ?? '#5a3825';
  const papers = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${cx + 120 + i * 14}" y="${top - 120 + i * 10}" width="170" height="220" rx="6" fill="#fffaf0" stroke="${edge}" stroke-width="3" transform="rotate(${8 - i * 6} ${cx + 200} ${top})"/>`,
    )
    .join('');
  return [
    `<rect x="60" y="${GROUND_Y - 24}" width="${W - 120}" height="24" fill="${edge}"/>`,
    papers,
    `<rect x="${cx - 70}" y="${top - 50}" width="140" height="70" rx="24" fill="none" stroke="${edge}" stroke-width="22"/>`,
    `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="26" fill="${rng.pick(p.colors)}"/>`,
    `<rect x="${cx - w / 2}" y="${top + h * 0.38}" width="${w}" height="16" fill="${edge}"/>`,
    `<rect x="${cx - 26}" y="${top + h * 0.32}" width="52" height="40" rx="8" fill="#f2c14e"/>`,
    `<circle cx="${rng.pick([140, 880])}" cy="${GROUND_Y - 60}" r="36" fill="${rng.pick(p.colors)}"/>`,
  ].join('');
}

function laptopDesk(rng: Random, p: Palette): string {
  const cx = rng.int(400, 620);
  const desk = GROUND_Y - 150;
  const potX = cx + rng.pick([-330, 280]);
  return [
    `<rect x="${cx - 330}" y="${desk}" width="660" height="26" rx="6" fill="${p.colors[3]}"/>`,
    `<rect x="${cx - 300}" y="${desk + 26}" width="24" height="124" fill="${p.colors[3]}"/>`,
    `<rect x="${cx + 276}" y="${desk + 26}" width="24" height="124" fill="${p.colors[3]}"/>`,
    `<rect x="${cx - 150}" y="${desk - 200}" width="300" height="190" rx="12" fill="#3b2a20"/>`,
    `<rect x="${cx - 134}" y="${desk - 186}" width="268" height="160" rx="4" fill="${rng.pick(p.colors)}"/>`,
    `<polygon points="${cx - 190},${desk} ${cx + 190},${desk} ${cx + 160},${desk - 12} ${cx - 160},${desk - 12}" fill="#5a4436"/>`,
    `<rect x="${potX}" y="${desk - 70}" width="60" height="70" rx="8" fill="${rng.pick(p.colors)}"/>`,
    `<circle cx="${potX + 30}" cy="${desk - 100}" r="44" fill="#6a8d3a"/>`,
  ].join('');
}

function gearAndWrench(rng: Random, p: Palette): string {
  const cx = rng.int(300, 500);
  const cy = GROUND_Y - 190;
  const r = 120;
  const color = rng.pick(p.colors);
  const teeth = Array.from(
    { length: 10 },
    (_, i) =>
      `<rect x="${cx - 24}" y="${cy - r - 36}" width="48" height="60" rx="8" fill="${color}" transform="rotate(${i * 36} ${cx} ${cy})"/>`,
  ).join('');
  const wx = rng.int(620, 780);
  const tool = rng.pick(p.colors);
  return [
    teeth,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="${p.sky[0]}"/>`,
    `<g transform="rotate(${rng.int(-40, -20)} ${wx} ${cy})">`,
    `<rect x="${wx - 22}" y="${cy - 60}" width="44" height="300" rx="20" fill="${tool}"/>`,
    `<circle cx="${wx}" cy="${cy - 80}" r="62" fill="${tool}"/>`,
    `<rect x="${wx - 22}" y="${cy - 160}" width="44" height="90" fill="${p.sky[1]}"/>`,
    '</g>',
  ].join('');
}

function toolbox(rng: Random, p: Palette): string {
  const x = rng.int(200, 420);
  const top = GROUND_Y - 200;
  const box = rng.pick(p.colors);
  const hx = x + 480;
  return [
    `<rect x="${x + 110}" y="${top - 70}" width="180" height="90" rx="22" fill="none" stroke="#5a3825" stroke-width="20"/>`,
    `<rect x="${x}" y="${top}" width="400" height="200" rx="14" fill="${box}"/>`,
    `<rect x="${x}" y="${top + 60}" width="400" height="14" fill="#5a3825" opacity="0.5"/>`,
    `<rect x="${x + 170}" y="${top + 50}" width="60" height="34" rx="6" fill="#f2d0a4"/>`,
    `<g transform="rotate(${rng.int(15, 35)} ${hx} ${GROUND_Y - 120})">`,
    `<rect x="${hx - 14}" y="${GROUND_Y - 260}" width="28" height="240" rx="10" fill="#8d5524"/>`,
    `<rect x="${hx - 70}" y="${GROUND_Y - 290}" width="140" height="50" rx="10" fill="#5c5c5c"/>`,
    '</g>',
  ].join('');
}

function crowd(rng: Random, p: Palette): string {
  const count = rng.int(4, 6);
  const gap = (W - 160) / count;
  return Array.from({ length: count }, (_, i) =>
    person(
      80 + gap * (i + 0.5) + rng.int(-15, 15),
      rng.int(260, 360),
      rng.pick(p.colors),
      rng.pick(SKIN),
    ),
  ).join('');
}

function tableGathering(rng: Random, p: Palette): string {
  const cx = rng.int(420, 600);
  const table = GROUND_Y - 110;
  return [
    person(cx - 250, 300, rng.pick(p.colors), rng.pick(SKIN)),
    person(cx - 110, 330, rng.pick(p.colors), rng.pick(SKIN)),
    person(cx + 110, 320, rng.pick(p.colors), rng.pick(SKIN)),
    person(cx + 250, 290, rng.pick(p.colors), rng.pick(SKIN)),
    `<rect x="${cx - 320}" y="${table}" width="640" height="24" rx="8" fill="#5a3825"/>`,
    `<rect x="${cx - 290}" y="${table + 24}" width="580" height="86" fill="#7b4a2a"/>`,
    // A coffee pot (jebena-like) and cups on the table.
    `<circle cx="${cx}" cy="${table - 46}" r="44" fill="#3b2a20"/>`,
    `<rect x="${cx - 10}" y="${table - 130}" width="20" height="50" fill="#3b2a20"/>`,
    `<rect x="${cx - 140}" y="${table - 30}" width="34" height="30" rx="6" fill="#fffaf0"/>`,
    `<rect x="${cx + 106}" y="${table - 30}" width="34" height="30" rx="6" fill="#fffaf0"/>`,
  ].join('');
}

function speechBubble(x: number, color: string): string {
  return [
    `<rect x="${x}" y="70" width="260" height="130" rx="40" fill="#fffaf0"/>`,
    `<polygon points="${x + 40},190 ${x + 20},250 ${x + 100},195" fill="#fffaf0"/>`,
    `<circle cx="${x + 80}" cy="135" r="14" fill="${color}"/>`,
    `<circle cx="${x + 130}" cy="135" r="14" fill="${color}"/>`,
    `<circle cx="${x + 180}" cy="135" r="14" fill="${color}"/>`,
  ].join('');
}

function conversation(rng: Random, p: Palette): string {
  const left = rng.int(260, 360);
  return [
    person(left, 380, rng.pick(p.colors), rng.pick(SKIN)),
    person(left + rng.int(300, 380), 290, rng.pick(p.colors), rng.pick(SKIN)),
    speechBubble(left + 90, rng.pick(p.colors)),
    `<polygon points="${W - 250},${GROUND_Y + 80} ${W - 150},${GROUND_Y + 60} ${W - 150},${GROUND_Y + 140} ${W - 250},${GROUND_Y + 160}" fill="#fffaf0"/>`,
    `<polygon points="${W - 150},${GROUND_Y + 60} ${W - 50},${GROUND_Y + 80} ${W - 50},${GROUND_Y + 160} ${W - 150},${GROUND_Y + 140}" fill="#f3e6cf"/>`,
  ].join('');
}

function board(rng: Random, p: Palette): string {
  const x = rng.int(380, 520);
  const lines = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${x + 40}" y="${150 + i * 55}" width="${rng.int(160, 320)}" height="14" rx="7" fill="#fffaf0" opacity="0.8"/>`,
    )
    .join('');
  return [
    `<rect x="${x}" y="100" width="420" height="280" rx="10" fill="#264653" stroke="#8a5a44" stroke-width="14"/>`,
    lines,
    `<rect x="${x + 60}" y="380" width="14" height="${GROUND_Y - 380}" fill="#8a5a44"/>`,
    `<rect x="${x + 346}" y="380" width="14" height="${GROUND_Y - 380}" fill="#8a5a44"/>`,
    person(x - 150, 390, rng.pick(p.colors), rng.pick(SKIN)),
  ].join('');
}

function shopping(rng: Random, p: Palette): string {
  const bx = rng.int(140, 260);
  const boxes = [0, 1, 2]
    .map((i) => {
      const size = 150 - i * 30;
      const y = GROUND_Y - size - (i === 0 ? 0 : i === 1 ? 150 : 270);
      return `<rect x="${bx + i * 15}" y="${y}" width="${size}" height="${size}" fill="${rng.pick(p.colors)}" stroke="#7a3b10" stroke-width="4"/>`;
    })
    .join('');
  const bag = rng.int(460, 560);
  const tag = bag + 300;
  return [
    boxes,
    `<path d="M ${bag + 40} ${GROUND_Y - 260} A 70 70 0 0 1 ${bag + 180} ${GROUND_Y - 260}" fill="none" stroke="${p.colors[3]}" stroke-width="18"/>`,
    `<rect x="${bag}" y="${GROUND_Y - 270}" width="220" height="270" rx="16" fill="${rng.pick(p.colors)}"/>`,
    `<polygon points="${tag},${GROUND_Y - 330} ${tag + 130},${GROUND_Y - 330} ${tag + 170},${GROUND_Y - 280} ${tag + 130},${GROUND_Y - 230} ${tag},${GROUND_Y - 230}" fill="${rng.pick(p.colors)}" transform="rotate(${rng.int(-20, 20)} ${tag} ${GROUND_Y - 280})"/>`,
    `<circle cx="${tag + 128}" cy="${GROUND_Y - 280}" r="10" fill="${p.sky[0]}"/>`,
  ].join('');
}

function sofa(rng: Random, p: Palette): string {
  const x = rng.int(160, 320);
  const color = rng.pick(p.colors);
  const seat = GROUND_Y - 120;
  const lamp = x + 620;
  return [
    `<rect x="${x + 40}" y="${seat - 150}" width="440" height="170" rx="30" fill="${color}"/>`,
    `<rect x="${x + 40}" y="${seat}" width="440" height="80" rx="16" fill="${color}" opacity="0.85"/>`,
    `<rect x="${x}" y="${seat - 60}" width="80" height="140" rx="26" fill="${color}"/>`,
    `<rect x="${x + 440}" y="${seat - 60}" width="80" height="140" rx="26" fill="${color}"/>`,
    `<rect x="${x + 60}" y="${seat + 80}" width="20" height="40" fill="#5a3825"/>`,
    `<rect x="${x + 440}" y="${seat + 80}" width="20" height="40" fill="#5a3825"/>`,
    `<rect x="${lamp - 6}" y="${GROUND_Y - 330}" width="12" height="330" fill="#5a3825"/>`,
    `<polygon points="${lamp - 70},${GROUND_Y - 330} ${lamp + 70},${GROUND_Y - 330} ${lamp + 45},${GROUND_Y - 420} ${lamp - 45},${GROUND_Y - 420}" fill="${rng.pick(p.colors)}"/>`,
  ].join('');
}

function couple(rng: Random, p: Palette): string {
  const left = rng.int(300, 380);
  const right = left + rng.int(260, 340);
  return [
    person(left, rng.int(300, 360), rng.pick(p.colors), rng.pick(SKIN)),
    person(right, rng.int(300, 360), rng.pick(p.colors), rng.pick(SKIN)),
    heart((left + right) / 2, 170, rng.int(70, 95), p.colors[0] ?? '#fb6f92'),
    heart(rng.pick([120, W - 120]), rng.int(120, 220), 30, rng.pick(p.colors)),
  ].join('');
}

const SUBJECTS: Record<TopCategory, Subject> = {
  housing: alternate(houses, tower),
  jobs: alternate(briefcase, laptopDesk),
  services: alternate(gearAndWrench, toolbox),
  community: alternate(crowd, tableGathering),
  mentor: alternate(conversation, board),
  marketplace: alternate(shopping, sofa),
  match: couple,
};

/** One scene as a WebP photo and its thumbnail (at most THUMBNAIL_MAX_PX wide). */
export async function renderScene(category: TopCategory, variant: number): Promise<RenderedPhoto> {
  const svg = Buffer.from(sceneSvg(category, variant));
  // The thumbnail is drawn small from the vector rather than scaled down: quicker, and as sharp.
  const thumbnailDensity = (72 * THUMBNAIL_MAX_PX) / PHOTO_WIDTH;
  const [photo, thumbnail] = await Promise.all([
    sharp(svg).webp({ quality: 78, effort: 0 }).toBuffer(),
    sharp(svg, { density: thumbnailDensity }).webp({ quality: 72, effort: 0 }).toBuffer(),
  ]);
  return { photo, thumbnail };
}
