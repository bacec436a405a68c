/**
 * The interface strings, one file per area and language: `en/<area>.json`
 * and `ti/<area>.json`, where the file name is the key's first part
 * (`inbox.json` holds `inbox.*`). A feature adds its own pair of files, so
 * features never edit the same file. English is exactly the spec's text;
 * Tigrinya gives every key a translation (i18n.test.ts checks both).
 *
 * Only English is bundled with the app (it is the fallback); Tigrinya is its
 * own chunk (locales-ti.ts), loaded when it is the chosen language (issue #20:
 * a first visit downloads one language, not two).
 */
export type Tree = { [key: string]: string | Tree };

export function byArea(files: Record<string, { default: Tree }>): Tree {
  const tree: Tree = {};
  for (const [file, module] of Object.entries(files)) {
    const area = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
    tree[area] = module.default;
  }
  return tree;
}

export const en = byArea(import.meta.glob<{ default: Tree }>('./en/*.json', { eager: true }));
