/**
 * Lucide's icons, made lighter (issue #20). The build puts this module in the
 * place of lucide-react's own `createLucideIcon` (web/light-icons.ts), so every
 * `import { Bell } from 'lucide-react'` makes its icon here. Lucide draws an
 * icon as two components wrapped in forwardRef (one reads a context and
 * builds the attributes each render) around an <svg> with a child element
 * per stroke, up to nine. A phone's first render made some twenty icons, a
 * good part of its vnodes. Here an icon is one component and two elements:
 * its strokes are one <path> (circles, lines, rectangles and polylines
 * written as path data, once, when the icon's module runs). Drawn the same:
 * the strokes share the icon's stroke, caps and joins, and an icon has no
 * fill. A stroke with attributes of its own (none in lucide's set today)
 * stays an element.
 *
 * What the app passes an icon is kept: className (after lucide's own
 * `lucide lucide-{name}` classes), size, color, strokeWidth,
 * absoluteStrokeWidth, aria-* and any other SVG attribute; an icon with no
 * accessible name is aria-hidden, as lucide's are. Not kept: a ref (no icon
 * takes one) and LucideProvider's defaults (the app sets none).
 */
import { createElement, type ReactNode, type SVGProps } from 'react';

type Attributes = Record<string, string | number | undefined>;
export type IconNode = [tag: string, attributes: Attributes][];
type IconData = { name: string; size?: number; node: IconNode; aliases?: string[] };

type IconProps = SVGProps<SVGSVGElement> & {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

const SIZE = 24;
const STROKE_WIDTH = 2;

/** The attributes each shape is drawn from; a stroke with any other (bar its React key) stays an element. */
const GEOMETRY: Record<string, string[]> = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
};

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g;

/**
 * A path's data as a subpath that can follow others: a leading relative
 * moveto is only absolute when it opens a path, so it is written absolute,
 * and the pairs after it (relative linetos) get their own command.
 */
export function standalonePath(d: string): string {
  const start = d.trimStart();
  if (!start.startsWith('m')) return start;
  NUMBER.lastIndex = 1;
  const x = NUMBER.exec(start);
  const y = x && NUMBER.exec(start);
  if (!x || !y) return start;
  const rest = start.slice(NUMBER.lastIndex);
  const more = /^[\s,]*[+\-.\d]/.test(rest);
  return `M${x[0]} ${y[0]}${more ? `l${rest.replace(/^[\s,]+/, '')}` : rest}`;
}

const num = (value: string | number | undefined) => Number(value ?? 0);

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
}

function rectPath(attributes: Attributes): string {
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) =>
    num(attributes[name]),
  ) as [number, number, number, number];
  // As SVG reads them: one radius given stands for both; each at most half the side.
  const rx = Math.min(num(attributes.rx ?? attributes.ry), width / 2);
  const ry = Math.min(num(attributes.ry ?? attributes.rx), height / 2);
  if (!rx || !ry) return `M${x} ${y}h${width}v${height}h${-width}Z`;
  const arc = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
  return (
    `M${x + rx} ${y}h${width - 2 * rx}${arc(rx, ry)}v${height - 2 * ry}${arc(-rx, ry)}` +
    `h${-(width - 2 * rx)}${arc(-rx, -ry)}v${-(height - 2 * ry)}${arc(rx, -ry)}Z`
  );
}

function pointsPath(points: string, closed: boolean): string {
  const numbers = points.match(NUMBER) ?? [];
  const pairs: string[] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2)
    pairs.push(`${numbers[index]} ${numbers[index + 1]}`);
  return `M${pairs.join('L')}${closed ? 'Z' : ''}`;
}

/** A shape's outline as path data, or null when it must stay an element of its own. */
export function shapePath(tag: string, attributes: Attributes): string | null {
  const geometry = GEOMETRY[tag];
  if (!geometry) return null;
  if (Object.keys(attributes).some((name) => name !== 'key' && !geometry.includes(name)))
    return null;
  const a = attributes;
  switch (tag) {
    case 'path':
      return standalonePath(String(a.d ?? ''));
    case 'circle':
      return ellipsePath(num(a.cx), num(a.cy), num(a.r), num(a.r));
    case 'ellipse':
      return ellipsePath(num(a.cx), num(a.cy), num(a.rx), num(a.ry));
    case 'line':
      return `M${num(a.x1)} ${num(a.y1)}L${num(a.x2)} ${num(a.y2)}`;
    case 'polyline':
    case 'polygon':
      return pointsPath(String(a.points ?? ''), tag === 'polygon');
    default:
      return rectPath(a);
  }
}

/** An icon's strokes as one path's data, and the strokes that stay elements. */
export function mergeStrokes(node: IconNode): { d: string; others: IconNode } {
  const paths: string[] = [];
  const others: IconNode = [];
  for (const [tag, attributes] of node) {
    const path = shapePath(tag, attributes);
    if (path === null) others.push([tag, attributes]);
    else paths.push(path);
  }
  return { d: paths.join(''), others };
}

// A declaration, not a constant: lucide's icon modules call createLucideIcon
// as they run, which may be before this module's own top level has run.
function pascal(name: string) {
  return name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
}

/** Lucide's rule: an icon is hidden from assistive technology unless it has a name or a role. */
function named(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children != null && children !== false) return true;
  return Object.keys(props).some(
    (prop) =>
      (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null,
  );
}

/**
 * lucide-react's `createLucideIcon(iconData)`, as its icon modules call it
 * (the app makes no icon of its own through it).
 */
export default function createLucideIcon(icon: IconData) {
  // Written out at the icon's first render: not for icons never shown.
  let drawn: { d: string; others: IconNode; classes: string } | undefined;
  const draw = () => {
    drawn ??= {
      ...mergeStrokes(icon.node),
      classes: [
        'lucide',
        ...[icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`),
      ].join(' '),
    };
    return drawn;
  };
  // A component per icon, made once when its module runs (not in a render).
  // biome-ignore lint/correctness/noComponentHookFactories: lucide's own API is this factory
  function LightIcon({
    className,
    size,
    color,
    strokeWidth,
    absoluteStrokeWidth,
    children,
    ...props
  }: IconProps) {
    const { d, others, classes } = draw();
    const box = icon.size ?? SIZE;
    const width = num(strokeWidth ?? STROKE_WIDTH);
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size ?? box,
        height: size ?? box,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (width * box) / num(size ?? box) : width,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${classes} ${className}` : classes,
        ...(named(props, children) ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      d ? createElement('path', { d }) : null,
      ...others.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes })),
      children,
    );
  }
  LightIcon.displayName = pascal(icon.name);
  return LightIcon;
}
