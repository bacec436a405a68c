/**
 * Share previews (issue: /l/{id} served with Open Graph and Twitter tags), so
 * WhatsApp, Telegram and Facebook, which do not run scripts, show a card with
 * the title, price, city and first photo.
 */
import { formatCents } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { readListing } from './service.ts';

export type PageMeta = { title: string; description: string; image?: string; url: string };

const LISTING_PAGE = /^\/l\/([^/]+)\/?$/;

export async function listingShareMeta(
  db: Db,
  publicUrl: string,
  path: string,
): Promise<PageMeta | null> {
  const id = LISTING_PAGE.exec(path)?.[1];
  if (!id) return null;
  try {
    const listing = await readListing(db, decodeURIComponent(id), null);
    const place = [listing.city, listing.country].filter(Boolean).join(', ');
    const price = listing.price_cents ? formatCents(listing.price_cents, listing.currency) : null;
    const first = listing.images[0];
    return {
      title: listing.title,
      description: [price, place].filter(Boolean).join(' · '),
      image: first ? `${publicUrl}${first}` : undefined,
      url: `${publicUrl}/l/${listing.id}`,
    };
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
