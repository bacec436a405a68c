/**
 * The expiry reminder email (issue #44), in the language the owner last saved
 * their notification settings in; an owner who never did gets it in English
 * and Tigrinya together (the interface language otherwise lives only in their
 * browser), as the account emails do.
 */
import type { Language } from '../../../shared/preferences.ts';
import type { Email } from '../../platform/mail/index.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';

const WORDS = {
  en: {
    subject: (title: string) => `Your listing expires in 7 days: ${title}`,
    heading: 'Your listing expires in 7 days',
    line: (title: string, day: string) =>
      `“${title}” expires on ${day}. Renew it to keep it on Habesha Community for another period.`,
    renew: 'Renew',
    footer: 'Habesha Community',
  },
  ti: {
    subject: (title: string) => `ምልክታኹም ኣብ 7 መዓልቲ ይውዳእ: ${title}`,
    heading: 'ምልክታኹም ኣብ 7 መዓልቲ ይውዳእ',
    line: (title: string, day: string) => `“${title}” ኣብ ${day} ይውዳእ። ኣብ ሓበሻ ማሕበረሰብ ንኽጸንሕ ሐድሱዎ።`,
    renew: 'ሐድስ',
    footer: 'ሓበሻ ማሕበረሰብ',
  },
} satisfies Record<Language, unknown>;

export function expiryReminderEmail(input: {
  to: string;
  /** null: not known, both languages. */
  language: Language | null;
  title: string;
  expires: Date;
  renewUrl: string;
}): Email {
  const day = input.expires.toISOString().slice(0, 10);
  const languages: Language[] = input.language ? [input.language] : ['en', 'ti'];
  const words = languages.map((language) => WORDS[language]);
  const first = WORDS[languages[0] ?? 'en'];
  return noticeEmail({
    to: input.to,
    language: input.language ?? 'en',
    subject: first.subject(input.title),
    heading: words.map((w) => w.heading).join(' · '),
    blocks: words.map((w) => ({
      lines: [w.line(input.title, day)],
      link: { label: w.renew, url: input.renewUrl },
    })),
    footer: words.map((w) => w.footer).join(' · '),
  });
}
