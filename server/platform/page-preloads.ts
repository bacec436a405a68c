/**
 * A page's code named in the HTML (issue #20). index.html names the app's
 * entry and what it imports; the page itself (its route's chunk and the
 * chunks that imports) was asked for only once the entry had run, a round trip
 * later on a slow phone, and the entry then added a modulepreload link per
 * chunk at its start. The server knows the page from the path: it adds those
 * links to the HTML, so the browser fetches the page's code with the entry's,
 * and the entry finds them there.
 */
import path from 'node:path';
import { PAGE_MODULES, PAGE_STRING_AREAS } from '../../shared/page-modules.ts';
import { createFileCache } from './file-cache.ts';

/** Vite's build manifest (dist/web/.vite/manifest.json): each chunk by its source key. */
export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** A route pattern ('/l/:id') as a matcher of whole paths, with how many segments it leaves open. */
function matcher(pattern: string) {
  const segments = pattern.split('/').filter(Boolean);
  const source = segments.map((segment) =>
    segment.startsWith(':') ? '[^/]+' : escapeRegex(segment),
  );
  return {
    regex: new RegExp(`^/${source.join('/')}/?$`),
    open: segments.filter((segment) => segment.startsWith(':')).length,
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fixed segments win over open ones ('/mentor/onboarding' before '/mentor/:id'), as the router ranks them. */
const ROUTES = Object.entries(PAGE_MODULES)
  .map(([pattern, module]) => ({ ...matcher(pattern), module, areas: PAGE_STRING_AREAS[pattern] }))
  .sort((a, b) => a.open - b.open);

const routeFor = (pathname: string) => ROUTES.find((route) => route.regex.test(pathname));

/** The page module a path shows, or undefined (a path no page has: the app's 'Page not found'). */
export function pageModuleFor(pathname: string): string | undefined {
  return routeFor(pathname)?.module;
}

/**
 * The string files a path's page loads with its module (web/src/i18n/page-areas.ts),
 * by their manifest keys: English, the fallback, and the language the page is drawn in.
 */
export function pageStringFiles(pathname: string, language: string): string[] {
  const languages = language === 'en' ? ['en'] : ['en', language];
  return (routeFor(pathname)?.areas ?? []).flatMap((area) =>
    languages.map((each) => `src/i18n/${each}/${area}.json`),
  );
}

/** The chunks `key` needs: itself and what it imports statically, transitively (also the size check's count, scripts/first-load.ts). */
export function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The modulepreload links of a path's page and its strings, minus what the entry already names; '' when none. */
export function pagePreloadLinks(manifest: Manifest, pathname: string, language = 'en'): string {
  const module = pageModuleFor(pathname);
  if (!module) return '';
  return [module, ...pageStringFiles(pathname, language)]
    .map((key) => modulePreloadLinks(manifest, key))
    .filter(Boolean)
    .join('\n    ');
}

/** The Tigrinya strings' module (web/src/i18n/index.ts loads it when Tigrinya is shown). */
export const TIGRINYA_STRINGS = 'src/i18n/locales-ti.ts';

/** The modulepreload links of a module and what it imports, minus what the entry already names. */
export function modulePreloadLinks(manifest: Manifest, module: string): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry || !manifest[module]) return '';
  const named = closure(manifest, entry);
  return [...closure(manifest, module)]
    .filter((key) => !named.has(key))
    .map(
      (key) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${manifest[key]?.file}">`,
    )
    .join('\n    ');
}

/** The built app's manifest, re-read when a rebuild changes it ({} before the first build). */
export function createManifestCache(distDir: string) {
  const file = createFileCache(path.join(distDir, '.vite', 'manifest.json'), (text) => {
    return JSON.parse(text) as Manifest;
  });
  return { read: (): Manifest => file.read() ?? {} };
}
