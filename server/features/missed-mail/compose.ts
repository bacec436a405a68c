/**
 * The missed-activity emails (issue #44), in the member's language, as plain
 * text and HTML: one item gets its own subject, several make one digest
 * ('You have 3 new messages'). Each ends with a one-click unsubscribe for its
 * kind and a link to the settings.
 */
import { escapeHtml } from '../../../shared/html.ts';
import type { NotificationKind } from '../../../shared/notification-settings.ts';
import type { Email } from '../../platform/mail/index.ts';
import { KIND_NAMES } from '../notification-settings/kind-email.ts';
import type { Language } from '../notification-settings/service.ts';

export type MissedItem = {
  /** What a line says: 'Selam: 2 new messages', a notice's title. */
  title: string;
  body: string | null;
  /** Path on this site. */
  link: string;
  /** How many things it counts (a thread's unread messages; 1 for a notice). */
  count: number;
};

type Words = {
  one: (item: MissedItem) => string;
  many: (count: number) => string;
  intro: string;
  open: string;
  why: string;
  stop: string;
  settings: string;
};

const DIGEST: Record<Language, Record<NotificationKind, (n: number) => string>> = {
  en: {
    messages: (n) => `You have ${n} new messages`,
    bookings: (n) => `You have ${n} booking updates`,
    match: (n) => `You have ${n} new matches`,
    forum_replies: (n) => `You have ${n} new replies`,
    saved_searches: (n) => `You have ${n} new search alerts`,
    listing_expiry: (n) => `You have ${n} listing reminders`,
    moderation: (n) => `You have ${n} report updates`,
  },
  ti: {
    messages: (n) => `${n} ሓደሽቲ መልእኽትታት ኣለዉኹም`,
    bookings: (n) => `${n} ሓደሽቲ ሓበሬታ ቈጸራ ኣለዉኹም`,
    match: (n) => `${n} ሓደሽቲ ምትእስሳራት ኣለዉኹም`,
    forum_replies: (n) => `${n} ሓደሽቲ መልስታት ኣለዉኹም`,
    saved_searches: (n) => `${n} ሓደሽቲ መተሓሳሰቢ ድሌት ኣለዉኹም`,
    listing_expiry: (n) => `${n} መዘኻኸሪ መወዓውዒ ኣለዉኹም`,
    moderation: (n) => `${n} ሓደሽቲ ሓበሬታ ጸብጻብ ኣለዉኹም`,
  },
};

const WORDS: Record<Language, Omit<Words, 'many'>> = {
  en: {
    one: (item) => item.title,
    intro: 'While you were away from Habesha Community:',
    open: 'Open',
    why: 'You get this email because it had not been seen in the app.',
    stop: 'Stop emails about',
    settings: 'Choose what we email you',
  },
  ti: {
    one: (item) => item.title,
    intro: 'ካብ ሓበሻ ማሕበረሰብ ኣብ ዝረሓቕኩምሉ እዋን፦',
    open: 'ክፈት',
    why: 'እዚ ኢመይል ዝተላእከ ኣብቲ መተግበሪ ስለ ዘይተራእየ እዩ።',
    stop: 'ኢመይል ደው ኣብል ብዛዕባ',
    settings: 'እንታይ ክንሰደልኩም ከም እትደልዩ ምረጹ',
  },
};

export function missedEmail(options: {
  to: string;
  language: Language;
  kind: NotificationKind;
  items: MissedItem[];
  publicUrl: string;
  /** The signed one-click link: POST unsubscribes (RFC 8058); the page at /unsubscribe confirms. */
  unsubscribeToken: string;
}): Email {
  const { language, kind, items, publicUrl } = options;
  const words = WORDS[language];
  const total = items.reduce((sum, item) => sum + item.count, 0);
  const single = items.length === 1 && items[0] && items[0].count === 1 ? items[0] : null;
  const subject = single ? words.one(single) : DIGEST[language][kind](total);
  const token = encodeURIComponent(options.unsubscribeToken);
  const oneClick = `${publicUrl}/api/unsubscribe?token=${token}`;
  const page = `${publicUrl}/unsubscribe?token=${token}`;
  const settings = `${publicUrl}/account/settings#notifications`;
  const stopLine = `${words.stop} ${KIND_NAMES[language][kind]}`;

  const textItems = items
    .map((item) =>
      [item.title, item.body, `${words.open}: ${publicUrl}${item.link}`].filter(Boolean).join('\n'),
    )
    .join('\n\n');
  const text = `${words.intro}\n\n${textItems}\n\n--\n${words.why}\n${stopLine}: ${page}\n${words.settings}: ${settings}\n`;

  const htmlItems = items
    .map(
      (item) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(publicUrl + item.link)}" style="color:#047857;font-weight:600;text-decoration:none">${escapeHtml(item.title)}</a>` +
        (item.body ? `<div style="color:#444;margin-top:4px">${escapeHtml(item.body)}</div>` : '') +
        '</li>',
    )
    .join('');
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${escapeHtml(words.intro)}</p>` +
    `<ul style="padding-left:18px">${htmlItems}</ul>` +
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="color:#666;font-size:12px">${escapeHtml(words.why)}<br>` +
    `<a href="${escapeHtml(page)}" style="color:#666">${escapeHtml(stopLine)}</a> · <a href="${escapeHtml(settings)}" style="color:#666">${escapeHtml(words.settings)}</a></p>` +
    '</body></html>';

  return {
    to: options.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
