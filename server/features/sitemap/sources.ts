/**
 * What search engines may find: each source lists public pages with their
 * last change. A feature with public pages (mentors, forum topics) adds a
 * source here. Pages of one source are read in id order, SITEMAP_PAGE_SIZE
 * at a time (the sitemap protocol allows 50,000 URLs per file).
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumTopics } from '../../db/schema/forums.ts';
import { listings } from '../../db/schema/listings.ts';
import { mentors } from '../../db/schema/mentors.ts';

export const SITEMAP_PAGE_SIZE = 50_000;

export type SitemapEntry = { path: string; lastmod: Date };

export type SitemapSource = {
  /** Letters and dashes: it names the sitemap file (/sitemaps/{name}-{page}.xml). */
  name: string;
  count: (db: Db) => Promise<number>;
  page: (db: Db, offset: number, limit: number) => Promise<SitemapEntry[]>;
};

/** Active listings of one kind: marketplace items have their own page (/market/{id}). */
function listingSource(name: string, marketplace: boolean, prefix: string): SitemapSource {
  const where = and(
    eq(listings.status, 'active'),
    marketplace ? eq(listings.category, 'marketplace') : ne(listings.category, 'marketplace'),
  );
  return {
    name,
    async count(db) {
      const [row] = await db.select({ n: count() }).from(listings).where(where);
      return row?.n ?? 0;
    },
    async page(db, offset, limit) {
      const rows = await db
        .select({ id: listings.id, updatedAt: listings.updatedAt })
        .from(listings)
        .where(where)
        .orderBy(asc(listings.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ path: `${prefix}${row.id}`, lastmod: row.updatedAt }));
    },
  };
}

/** Forum topics: readable by everyone, their latest activity as the last change. */
const forumTopicSource: SitemapSource = {
  name: 'forum-topics',
  async count(db) {
    const [row] = await db.select({ n: count() }).from(forumTopics);
    return row?.n ?? 0;
  },
  async page(db, offset, limit) {
    const rows = await db
      .select({ id: forumTopics.id, updatedAt: forumTopics.updatedAt })
      .from(forumTopics)
      .orderBy(asc(forumTopics.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({ path: `/forums/topic/${row.id}`, lastmod: row.updatedAt }));
  },
};

/** Mentor profiles (/mentor/{id}): public, their last edit as the last change. */
const mentorSource: SitemapSource = {
  name: 'mentors',
  async count(db) {
    const [row] = await db.select({ n: count() }).from(mentors);
    return row?.n ?? 0;
  },
  async page(db, offset, limit) {
    const rows = await db
      .select({ id: mentors.id, updatedAt: mentors.updatedAt })
      .from(mentors)
      .orderBy(asc(mentors.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({ path: `/mentor/${row.id}`, lastmod: row.updatedAt }));
  },
};

export const SITEMAP_SOURCES: SitemapSource[] = [
  listingSource('listings', false, '/l/'),
  listingSource('market', true, '/market/'),
  forumTopicSource,
  mentorSource,
];
