/**
 * A Vite build plugin: index.html preloads Inter's core Latin face (issue #20:
 * "fonts preloaded only where the page needs them"; every page's text is set
 * in Inter, Tigrinya's too for its Latin letters and digits). Found from its
 * CSS, Inter was asked for only once the app had drawn text, and the page's
 * text was drawn twice, in the fallback and then in Inter. Noto Sans Ethiopic
 * is not preloaded: only pages with Ge'ez text use it, and the browser asks for
 * it when that text is laid out.
 *
 * Our own: the font plugins (unplugin-fonts and the like) write the faces'
 * CSS too, and this face's is the stylesheet's, cut to its characters.
 */
import type { Plugin } from 'vite';

/** Inter's variable face of the site's common Latin text (scripts/inter-core-font.ts). */
const INTER_CORE = /inter-core-wght\.woff2$/;

export function fontPreload(): Plugin {
  return {
    name: 'habesha-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (item) =>
            item.type === 'asset' && item.originalFileNames.some((name) => INTER_CORE.test(name)),
        );
        if (!font) throw new Error("Inter's core face is not in the build: was the font renamed?");
        return [
          {
            tag: 'link',
            // crossorigin: fonts are always fetched in CORS mode, and a preload
            // without it would not be the download the stylesheet's face uses.
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font.fileName}`,
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
