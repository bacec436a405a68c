/**
 * Of two Tailwind classes that set the same property under the same variants,
 * keeps the later: `mergeClasses('px-4 h-10 px-2')` is `'h-10 px-2'`. It does
 * for this app what tailwind-merge did, without its cost on a first visit
 * (issue #20): 8.4 kB gzip of every page's first load, and a table of every
 * Tailwind utility built on the first call, about 45 ms of the first render
 * on the bench machine. It knows the utilities the app writes; a class it does
 * not know is always kept (as clsx alone would keep it), never dropped. A unit
 * test holds it to tailwind-merge's answer for every pair of classes the
 * app's sources write.
 */

/** The corners each rounded side sets. */
const CORNERS: Record<string, string[]> = {
  s: ['ss', 'es'],
  e: ['se', 'ee'],
  t: ['tl', 'tr'],
  r: ['tr', 'br'],
  b: ['br', 'bl'],
  l: ['tl', 'bl'],
};

const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];

/** Groups a later class overrides besides its own: `p-4` after `px-2` wins, as after `p-2`. */
const OVERRIDES: Record<string, string[]> = {
  p: SIDES.map((side) => `p${side}`),
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: SIDES.map((side) => `m${side}`),
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: Object.entries(CORNERS).flatMap(([side, corners]) => [
    `rounded-${side}`,
    ...corners.map((corner) => `rounded-${corner}`),
  ]),
  ...Object.fromEntries(
    Object.entries(CORNERS).map(([side, corners]) => [
      `rounded-${side}`,
      corners.map((corner) => `rounded-${corner}`),
    ]),
  ),
  'border-w': SIDES.map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': SIDES.map((side) => `border-color-${side}`),
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
};

/** Classes that are a whole utility on their own, by group. */
const KEYWORDS: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid hidden contents flow-root table list-item',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'font-style': 'italic not-italic',
  'text-decoration': 'underline overline line-through no-underline',
  truncate: 'truncate',
  isolation: 'isolate isolation-auto',
  'font-smoothing': 'antialiased subpixel-antialiased',
})) {
  for (const name of names.split(' ')) KEYWORDS[name] = group;
}

const INSETS = new Set([
  'inset',
  'inset-x',
  'inset-y',
  'start',
  'end',
  'top',
  'right',
  'bottom',
  'left',
]);

/** Utilities written `prefix-value`, whatever the value: the prefix is the group. */
const PREFIXES = new Set([
  ...['p', 'm'].flatMap((box) => [box, ...SIDES.map((side) => `${box}${side}`)]),
  ...['w', 'min-w', 'max-w', 'h', 'min-h', 'max-h', 'size'],
  ...['gap', 'gap-x', 'gap-y', 'space-x', 'space-y'],
  ...INSETS,
  ...['z', 'opacity', 'order', 'basis', 'leading', 'tracking', 'whitespace', 'cursor'],
  ...['translate-x', 'translate-y', 'scale', 'rotate', 'duration', 'ease', 'delay', 'animate'],
  ...['line-clamp', 'aspect', 'grid-cols', 'grid-rows', 'col-span', 'row-span', 'columns'],
  ...['pointer-events', 'select', 'scroll-m', 'scroll-p'],
  ...['backdrop-blur', 'blur', 'fill', 'stroke', 'underline-offset', 'decoration', 'break'],
]);

/** Prefixes whose values name different properties: `text-sm` is a size, `text-primary` a colour. */
const VALUE_GROUPS: Record<string, (value: string) => string | undefined> = {
  text: (value) =>
    /^(xs|sm|base|lg|\d*xl)$/.test(value) || /^\[(length:|\d|\.)/.test(value)
      ? 'font-size'
      : /^(left|center|right|justify|start|end)$/.test(value)
        ? 'text-align'
        : /^(wrap|nowrap|balance|pretty)$/.test(value)
          ? 'text-wrap'
          : /^(ellipsis|clip)$/.test(value)
            ? 'text-overflow'
            : 'text-color',
  font: (value) =>
    /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value)
      ? 'font-weight'
      : /^(sans|serif|mono)$/.test(value)
        ? 'font-family'
        : undefined,
  bg: (value) =>
    /^(gradient|linear|radial|conic)-/.test(value)
      ? 'bg-image'
      : /^(none|cover|contain|auto|fixed|local|scroll|center|top|bottom|left|right|repeat|no-repeat|clip|origin|blend)/.test(
            value,
          )
        ? undefined
        : 'bg-color',
  border: (value) => {
    const [first, ...rest] = value.split('-');
    if (first !== undefined && SIDES.includes(first)) {
      const side = rest.join('-');
      return side === '' || /^\d+$/.test(side) ? `border-w-${first}` : `border-color-${first}`;
    }
    if (/^(\d+|\[\d.*px\])$/.test(value)) return 'border-w';
    if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
    if (/^(collapse|separate|spacing)/.test(value)) return undefined;
    return 'border-color';
  },
  shadow: (value) =>
    /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(value) || /^\[(?!color:)/.test(value)
      ? 'shadow'
      : 'shadow-color',
  ring: (value) =>
    /^(\d+|inset)$/.test(value)
      ? value === 'inset'
        ? 'ring-inset'
        : 'ring-w'
      : /^offset/.test(value)
        ? undefined
        : 'ring-color',
  outline: (value) => (/^(none|hidden)$/.test(value) ? 'outline-style' : undefined),
  rounded: (value) => {
    const [first = '', ...rest] = value.split('-');
    if (first in CORNERS || Object.values(CORNERS).some((corners) => corners.includes(first)))
      return `rounded-${first}`;
    return rest.length === 0 ? 'rounded' : undefined;
  },
  flex: (value) =>
    /^(row|row-reverse|col|col-reverse)$/.test(value)
      ? 'flex-direction'
      : /^(wrap|wrap-reverse|nowrap)$/.test(value)
        ? 'flex-wrap'
        : 'flex',
  justify: (value) =>
    value.startsWith('items-')
      ? 'justify-items'
      : value.startsWith('self-')
        ? 'justify-self'
        : 'justify-content',
  items: () => 'align-items',
  self: () => 'align-self',
  content: (value) =>
    /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(value)
      ? 'align-content'
      : undefined,
  overflow: (value) => (/^[xy]-/.test(value) ? `overflow-${value[0]}` : 'overflow'),
  object: (value) =>
    /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position',
  snap: (value) =>
    /^(x|y|both|none)$/.test(value)
      ? 'snap-type'
      : /^(start|end|center|align-none)$/.test(value)
        ? 'snap-align'
        : undefined,
  transition: () => 'transition',
  shrink: () => 'shrink',
  grow: () => 'grow',
};

/** The group a utility (its variants taken off) belongs to, or undefined when this file does not know it. */
function groupOf(utility: string): string | undefined {
  const bare = utility.replace(/^-/, '');
  const keyword = KEYWORDS[bare];
  if (keyword) return keyword;
  if (bare === 'border') return 'border-w';
  if (bare === 'rounded') return 'rounded';
  if (bare === 'shadow') return 'shadow';
  if (bare === 'ring') return 'ring-w';
  if (['transition', 'shrink', 'grow', 'blur', 'backdrop-blur'].includes(bare)) return bare;
  const dash = bare.indexOf('-');
  if (dash < 0) return undefined;
  const head = bare.slice(0, dash);
  const byValue = VALUE_GROUPS[head];
  if (byValue) return byValue(bare.slice(dash + 1));
  // The longest known prefix: `min-w-0` is min-w, `gap-x-2` gap-x.
  for (let end = bare.lastIndexOf('-'); end > 0; end = bare.lastIndexOf('-', end - 1)) {
    const prefix = bare.slice(0, end);
    if (!PREFIXES.has(prefix)) continue;
    // An offset is a length: `top-center` (a toaster's position) is no class.
    if (INSETS.has(prefix) && !/^(\d|px$|full$|auto$|\[|\()/.test(bare.slice(end + 1)))
      return undefined;
    return prefix;
  }
  return undefined;
}

/** `hover:md:bg-x` → `['hover:md:', 'bg-x']`; an arbitrary value's colons (`[a:b]`) stay in the utility. */
function splitVariants(name: string): [string, string] {
  let depth = 0;
  let cut = 0;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) cut = index + 1;
  }
  return [name.slice(0, cut), name.slice(cut)];
}

/** Keeps, of each group under the same variants, its last class; unknown classes all stay, in order. */
export function mergeClasses(classes: string): string {
  const names = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index] as string;
    const [variants, rest] = splitVariants(name);
    const important = rest.startsWith('!') || rest.endsWith('!');
    const utility = rest.replace(/^!|!$/g, '').replace(/\/[\w.[\]-]+$/, '');
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(name);
      continue;
    }
    const scope = `${variants}${important ? '!' : ''}`;
    if (taken.has(scope + group)) continue;
    kept.push(name);
    taken.add(scope + group);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(scope + overridden);
  }
  return kept.reverse().join(' ');
}
