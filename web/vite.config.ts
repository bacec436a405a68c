import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compileHints } from './compile-hints.ts';
import { fontPreload } from './font-preload.ts';
import { laterCode } from './later-code.ts';
import { precompress } from './precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const resolve: UserConfig['resolve'] = {
  alias: {
    '@': path.join(here, 'src'),
    '@shared': path.join(here, '..', 'shared'),
  },
};

/**
 * The server's renderer (src/entry-server.tsx, `vite build --ssr`, scripts/build-web.mjs):
 * one module in dist/ssr with its libraries bundled in their production builds,
 * which server/platform/server-render.ts imports.
 */
const serverRenderer: UserConfig = {
  root: here,
  plugins: [react()],
  resolve,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: path.join(here, '..', 'dist', 'ssr'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

// The SPA lives in web/; it builds into dist/web, which the server serves.
// In development (`npm run dev`) Vite proxies /api (and its WebSocket) to the server.
const browserApp: UserConfig = {
  root: here,
  plugins: [react(), tailwindcss(), fontPreload(), laterCode(), compileHints(), precompress()],
  resolve,
  build: {
    outDir: path.join(here, '..', 'dist', 'web'),
    // Fonts stay files: the pages' CSP allows fonts from the site only (font-src
    // 'self'), so a font inlined as a data: URL would not load.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    emptyOutDir: true,
    // Maps are written for error reports but not referenced from the bundles.
    sourcemap: 'hidden',
    // .vite/manifest.json: which chunks each page loads (scripts/first-load.ts, the size check).
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app and every page needs
        // them: their own chunk stays cached across deploys. Other libraries go with
        // the pages that use them (lazy routes), so the first visit loads only its own.
        codeSplitting: {
          groups: [
            {
              // Leaflet loads only with the first map (lazy). Below 'react' in
              // priority: a group takes in its modules' dependencies too, and
              // React must stay in the chunk every page loads.
              name: 'maps',
              test: /node_modules[\\/](leaflet|leaflet\.markercluster|react-leaflet|@react-leaflet|react-leaflet-cluster|world-atlas|topojson-client)[\\/]/,
              priority: 1.5,
            },
            {
              // The first load's libraries (TanStack Query, clsx, the icons'
              // core...) apart from the app's own code: a deploy changes the app, and
              // a returning visitor keeps these cached. One more request, beside the
              // others before the first paint. Declared before 'app': of two groups
              // that match a module, Rolldown gave it to the one declared first.
              name: 'vendor',
              tags: ['$initial'],
              test: (id) => /node_modules[\\/]/.test(id) && !/node_modules[\\/]zod[\\/]/.test(id),
              includeDependenciesRecursively: false,
              priority: 1.1,
            },
            {
              // Everything the entry loads at once, in one chunk. Left to the automatic
              // split, each module the entry shares with a page became a chunk of its
              // own (20 scripts before the home page could paint, most under 1 kB, each
              // a request with some 850 bytes of headers on HTTP/1.1). zod and
              // shared/text.ts stay out: a shared module brings its schemas along when
              // its chunk serves pages that need them, and the entry needs none; so the
              // group takes only the modules it matches, not their dependencies.
              // Without its dependencies, the group keeps the modules' order of
              // execution: the only modules of the first load outside it and 'vendor'
              // are React's chunk, zod and shared/text.ts, none of which imports back
              // into it. Were a page's schema ever to reach the entry, zod would come
              // with it; the first-load size check in npm test would then fail.
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/node_modules[\\/]zod[\\/]|shared[\\/]text\.ts$/.test(id),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              // Small parts many pages use (the dialog frame, form fields, the map's
              // lazy wrapper, the donation checkout's call, the empty or failed
              // result's panel), about 2 kB gzip in one chunk: /browse asked for each
              // as a request of its own, four of its ten before it could draw (six at a
              // time on HTTP/1.1), a listing's page three.
              name: 'page-parts',
              test: /(ui[\\/](modal|field|NoticePanel)|donations[\\/]checkout|maps[\\/]LazyMaps)\.tsx?$/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              // A listing card and the small modules it is made of (prices, dates,
              // 'time ago', the viewport hooks), one chunk for the pages that show
              // cards, instead of a chunk per module; with them the reader's-scroll hook,
              // which the results use too. Listed by name: a group that took in
              // dependencies would bring the shared schemas and zod along.
              name: 'listing-card',
              test: /(features[\\/]listings[\\/](ListingCard|price|SearchHighlight|PostedBadge)|ui[\\/](TimeAgo|dates|useNearViewport|useMediaQuery|useReaderScrolled)|shared[\\/](search-text|media|time|intl|money|ti-calendar))\.tsx?$/,
              includeDependenciesRecursively: false,
              priority: 0.8,
            },
            {
              // Icons that more than one page draws, together (about 2.8 kB gzip) rather
              // than a request of some 200 bytes each; a page's own icons stay with it.
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              minShareCount: 2,
              priority: 0.7,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/media': 'http://localhost:3000',
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderer : browserApp));
