/**
 * A Vite plugin: lucide-react's icons are made by the app's lighter
 * `createLucideIcon` (src/ui/light-icon.ts; issue #20). Each icon module of
 * the package imports its maker by a relative path; those imports, and only
 * those, resolve to the app's module. The icons' names, shapes and props stay
 * the package's, as do its types. In development Vite pre-bundles the package
 * without this plugin, so lucide draws its own icons there; they look the same
 * (e2e/icons.spec.ts compares every icon the app imports, pixel by pixel).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LIGHT_ICON = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/ui/light-icon.ts');

/** Whether `source`, imported by `importer`, is lucide-react's own icon maker. */
export function isLucideIconMaker(source: string, importer: string | undefined): boolean {
  return (
    !!importer &&
    /[\\/]node_modules[\\/]lucide-react[\\/]/.test(importer) &&
    /(^|[\\/])createLucideIcon\.m?js$/.test(source)
  );
}

export function lightIcons(): Plugin {
  return {
    name: 'habesha-light-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      return isLucideIconMaker(source, importer) ? LIGHT_ICON : null;
    },
  };
}
