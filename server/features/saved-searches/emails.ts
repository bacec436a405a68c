/**
 * The saved-search emails (issue #44), in the language the member saved the
 * search in: an instant alert (one new listing, the searches it matched) and
 * the daily digest (each search's new listings under its name).
 */
import type { Language } from '../../../shared/preferences.ts';
import type { Email } from '../../platform/mail/index.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';

const WORDS = {
  en: {
    alertSubject: (title: string) => `New listing for your saved search: ${title}`,
    digestSubject: (count: number) =>
      count === 1
        ? '1 new listing for your saved searches'
        : `${count} new listings for your saved searches`,
    heading: 'New listings for your saved searches',
    matched: (names: string) => `Matches your saved search ${names}.`,
    forSearch: (name: string) => `For ${name}:`,
    open: 'View listing',
    openSearch: 'Open the search',
    footer: 'Change or turn off these alerts at Saved searches in your account.',
  },
  ti: {
    alertSubject: (title: string) => `ንዝተዓቀበ ምድላይኩም ሓድሽ ምልክታ: ${title}`,
    digestSubject: (count: number) => `ንዝተዓቀቡ ምድላያትኩም ${count} ሓደስቲ ምልክታታት`,
    heading: 'ንዝተዓቀቡ ምድላያትኩም ሓደስቲ ምልክታታት',
    matched: (names: string) => `ምስ ዝተዓቀበ ምድላይኩም ${names} ይሰማማዕ።`,
    forSearch: (name: string) => `ን${name}:`,
    open: 'ምልክታ ርአ',
    openSearch: 'ምድላይ ክፈት',
    footer: 'ነዞም መጠንቀቕታታት ኣብ ሕሳብኩም ኣብ ዝተዓቀቡ ምድላያት ቀይሩ ወይ ኣጥፍኡ።',
  },
} satisfies Record<Language, unknown>;

const quoted = (name: string) => `“${name}”`;

export type AlertListing = { id: string; title: string; city: string; price: string | null };

const listingLines = (listing: AlertListing) => [
  listing.title,
  [listing.city, listing.price].filter(Boolean).join(' · '),
];

export function instantAlertEmail(input: {
  to: string;
  language: Language;
  listing: AlertListing;
  searchNames: string[];
  siteUrl: string;
}): Email {
  const w = WORDS[input.language];
  return noticeEmail({
    to: input.to,
    language: input.language,
    subject: w.alertSubject(input.listing.title),
    heading: w.heading,
    blocks: [
      {
        lines: [
          ...listingLines(input.listing),
          w.matched(input.searchNames.map(quoted).join(', ')),
        ],
        link: { label: w.open, url: `${input.siteUrl}/l/${input.listing.id}` },
      },
    ],
    footer: `${w.footer} ${input.siteUrl}/account/searches`,
  });
}

export function digestEmail(input: {
  to: string;
  language: Language;
  searches: { name: string; path: string; listings: AlertListing[] }[];
  siteUrl: string;
}): Email {
  const w = WORDS[input.language];
  const count = input.searches.reduce((sum, search) => sum + search.listings.length, 0);
  return noticeEmail({
    to: input.to,
    language: input.language,
    subject: w.digestSubject(count),
    heading: w.heading,
    blocks: input.searches.flatMap((search) => [
      ...search.listings.map((listing, index) => ({
        lines: [
          ...(index === 0 ? [w.forSearch(quoted(search.name))] : []),
          ...listingLines(listing),
        ],
        link: { label: w.open, url: `${input.siteUrl}/l/${listing.id}` },
      })),
      { lines: [], link: { label: w.openSearch, url: `${input.siteUrl}${search.path}` } },
    ]),
    footer: `${w.footer} ${input.siteUrl}/account/searches`,
  });
}
