/**
 * What search engines may find: each source lists public pages with their
 * last change. A feature with public pages (mentors, forum topics) adds a
 * source here. Pages of one source are read in id order, SITEMAP_PAGE_SIZE
 * at a time (the sitemap protocol allows 50,000 URLs per file).
 */
import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** The rows of one table that have a public page, each at `${prefix}${id}`. */
type PublicPages = {
  table: PgTable;
  id: AnyPgColumn<{ data: string }>;
  updatedAt: AnyPgColumn<{ data: Date; notNull: true }>;
  /** Which rows have a page; every row when absent. */
  where?: SQL;
  prefix: string;
};

/** A source over one table's public pages, their last update as the last change. */
function pagesSource(
  name: string,
  { table, id, updatedAt, where, prefix }: PublicPages,
): SitemapSource {
  return {
    name,
    async count(db) {
      const [row] = await db.select({ n: count() }).from(table).where(where);
      return row?.n ?? 0;
    },
    async page(db, offset, limit) {
      const rows = await db
        .select({ id, updatedAt })
        .from(table)
        .where(where)
        .orderBy(asc(id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ path: `${prefix}${row.id}`, lastmod: row.updatedAt }));
    },
  };
}

/** Active listings of one kind: marketplace items have their own page (/market/{id}). */
const listingSource = (name: string, marketplace: boolean, prefix: string) =>
  pagesSource(name, {
    table: listings,
    id: listings.id,
    updatedAt: listings.updatedAt,
    where: and(
      eq(listings.status, 'active'),
      marketplace ? eq(listings.category, 'marketplace') : ne(listings.category, 'marketplace'),
    ),
    prefix,
  });

/** Forum topics: readable by everyone, their latest activity as the last change. */
const forumTopicSource = pagesSource('forum-topics', {
  table: forumTopics,
  id: forumTopics.id,
  updatedAt: forumTopics.updatedAt,
  prefix: '/forums/topic/',
});

/** Mentor profiles (/mentor/{id}): public, their last edit as the last change. */
const mentorSource = pagesSource('mentors', {
  table: mentors,
  id: mentors.id,
  updatedAt: mentors.updatedAt,
  prefix: '/mentor/',
});

export const SITEMAP_SOURCES: SitemapSource[] = [
  listingSource('listings', false, '/l/'),
  listingSource('market', true, '/market/'),
  forumTopicSource,
  mentorSource,
];
