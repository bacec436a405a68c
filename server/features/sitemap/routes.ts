/**
 * For search engines:
 *   GET /robots.txt               what crawlers may visit, and where the sitemap is
 *   GET /sitemap.xml              a sitemap index: one file per source and page
 *   GET /sitemaps/{name}-{n}.xml  up to 50,000 public pages with their last change
 * Answers are cached by clients and proxies for an hour.
 */
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { SITEMAP_PAGE_SIZE, SITEMAP_SOURCES } from './sources.ts';

const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** Private or personal areas: nothing there for a search engine. */
const DISALLOWED = [
  '/api/',
  '/account/',
  '/auth/',
  '/inbox',
  '/notifications',
  '/admin/',
  '/dev/',
  '/local-checkout/',
  '/mentor/requests',
  '/mentor/bookings',
  '/mentor/onboarding',
  '/mentor/availability',
  '/match',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A sitemap document (the index or one page): its items under `root`, cached like every answer here. */
function sitemapXml(c: Context, root: 'sitemapindex' | 'urlset', items: string[]) {
  c.header('Cache-Control', CACHE);
  c.header('Content-Type', XML);
  return c.body(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
      ...items,
      `</${root}>`,
      '',
    ].join('\n'),
  );
}

export function sitemapRoutes() {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const { publicUrl } = c.var.deps.config;
      c.header('Cache-Control', CACHE);
      return c.text(
        [
          'User-agent: *',
          'Allow: /',
          ...DISALLOWED.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
    })
    .get('/sitemap.xml', async (c) => {
      const { db, config } = c.var.deps;
      const files: string[] = [];
      for (const source of SITEMAP_SOURCES) {
        const pages = Math.ceil((await source.count(db)) / SITEMAP_PAGE_SIZE);
        for (let page = 1; page <= pages; page++)
          files.push(`/sitemaps/${source.name}-${page}.xml`);
      }
      return sitemapXml(
        c,
        'sitemapindex',
        files.map((file) => `<sitemap><loc>${escapeXml(config.publicUrl + file)}</loc></sitemap>`),
      );
    })
    .get('/sitemaps/:file', async (c) => {
      const match = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/.exec(c.req.param('file'));
      const source = SITEMAP_SOURCES.find((s) => s.name === match?.[1]);
      if (!match || !source) return c.text('Not found', 404);
      const { db, config } = c.var.deps;
      const offset = (Number(match[2]) - 1) * SITEMAP_PAGE_SIZE;
      const entries = await source.page(db, offset, SITEMAP_PAGE_SIZE);
      if (entries.length === 0 && offset > 0) return c.text('Not found', 404);
      return sitemapXml(
        c,
        'urlset',
        entries.map(
          (entry) =>
            `<url><loc>${escapeXml(config.publicUrl + entry.path)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`,
        ),
      );
    });
}
