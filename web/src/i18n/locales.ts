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
 *
 * An area only a few pages use is an i18next namespace of its own instead,
 * loaded with those pages (`useTranslation(area)`, index.ts): LATER_AREAS.
 * The areas of a few pages (forums, mentors, chat...) come with those pages
 * too, into the same namespace as the rest (page-areas.ts, PAGE_AREAS).
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

/**
 * Areas whose strings are not in the first load: the admin pages' (issue #39),
 * which only admins ever open, notification settings and unsubscribe (issue #44), and the server's messages (`errors`, issue #40:
 * web/src/app/error-text.ts), which a reader of English reads as the server
 * words them and a reader of Tigrinya gets with Tigrinya (index.ts). Their
 * files are i18next namespaces, fetched when asked for.
 */
export const LATER_AREAS = ['admin', 'errors', 'searches', 'expiry', 'notify'] as const;

export const en = byArea(
  import.meta.glob<{ default: Tree }>(
    [
      './en/*.json',
      '!./en/admin.json',
      '!./en/errors.json',
      // Loaded with their pages (page-areas.ts, PAGE_AREAS).
      '!./en/{chat,forums,market,match,mentors,settings}.json',
      '!./en/searches.json',
      '!./en/expiry.json',
      '!./en/notify.json',
    ],
    { eager: true },
  ),
);
