/**
 * Share previews (issue: /l/{id} served with Open Graph and Twitter tags), so
 * WhatsApp, Telegram and Facebook, which do not run scripts, show a card with
 * the title, price, city and first photo. The marketplace's own page
 * /market/{id} gets the same card, for its listings only (active, category
 * marketplace), pointing back at /market/{id}.
 */
import { escapeHtml } from '../../../shared/html.ts';
import { formatPrice } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { readListing } from './service.ts';

export type PageMeta = {
  title: string;
  description: string;
  image?: string;
  url: string;
};

/** The pages that show one listing: their path, and which listings they show. */
const LISTING_PAGES: { pattern: RegExp; base: string; category?: string }[] = [
  { pattern: /^\/l\/([^/]+)\/?$/, base: '/l' },
  { pattern: /^\/market\/([^/]+)\/?$/, base: '/market', category: 'marketplace' },
];

export async function listingShareMeta(
  db: Db,
  publicUrl: string,
  path: string,
): Promise<PageMeta | null> {
  for (const page of LISTING_PAGES) {
    const id = page.pattern.exec(path)?.[1];
    if (id) return pageMeta(db, publicUrl, page, id);
  }
  return null;
}

async function pageMeta(
  db: Db,
  publicUrl: string,
  page: (typeof LISTING_PAGES)[number],
  id: string,
): Promise<PageMeta | null> {
  try {
    const listing = await readListing(db, decodeURIComponent(id), null);
    if (page.category && listing.category !== page.category) return null;
    const place = [listing.city, listing.country].filter(Boolean).join(', ');
    const price = listing.price_cents ? formatPrice(listing.price_cents, listing.currency) : null;
    const first = listing.images[0];
    return {
      title: listing.title,
      description: [price, place].filter(Boolean).join(' · '),
      image: first ? `${publicUrl}${first}` : undefined,
      url: `${publicUrl}${page.base}/${listing.id}`,
    };
  } catch {
    return null;
  }
}

/** The tags, placed in the page's <head> in place of its default title. */
export function metaTags(meta: PageMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Habesha Community'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) {
    tags.push(['property', 'og:image', meta.image], ['name', 'twitter:image', meta.image]);
  }
  return [
    `<title>${escapeHtml(meta.title)} · Habesha Community</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}
