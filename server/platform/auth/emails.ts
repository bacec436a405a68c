/**
 * The account emails, in English and Tigrinya together (the server does not
 * know which language the reader chose), each with one clear link.
 */
import { escapeHtml } from '../../../shared/html.ts';
import type { Email } from '../mail/index.ts';

type Template = { subject: string; en: [string, string]; ti: [string, string] };

const TEMPLATES = {
  magicLink: {
    subject: 'Your sign-in link for Habesha Community',
    en: [
      'Click the link below to sign in to Habesha Community. It works once and expires in 5 minutes.',
      'Sign in',
    ],
    ti: ['ናብ ሓበሻ ማሕበረሰብ ንምእታው ነዚ ዝስዕብ መላግቦ ጠውቑ። ሓንሳብ ጥራይ ይሰርሕ፣ ድሕሪ 5 ደቒቕ ድማ ይውዳእ።', 'እቶ'],
  },
  verifyEmail: {
    subject: 'Confirm your email for Habesha Community',
    en: [
      'Welcome to Habesha Community! Click the link below to confirm your email and sign in.',
      'Confirm my email',
    ],
    ti: ['እንቋዕ ናብ ሓበሻ ማሕበረሰብ ብደሓን መጻእኩም! ኢመይልኩም ንምርግጋጽን ንምእታውን ነዚ መላግቦ ጠውቑ።', 'ኢመይለይ ኣረጋግጽ'],
  },
  resetPassword: {
    subject: 'Reset your Habesha Community password',
    en: [
      'Someone asked to reset the password of this account. If it was you, click the link below within an hour. If not, ignore this email.',
      'Choose a new password',
    ],
    ti: [
      'ናይዚ ሕሳብ መሕለፊ ቃል ክሕደስ ተሓቲቱ ኣሎ። ንስኹም እንተ ኾንኩም፣ ኣብ ውሽጢ ሓደ ሰዓት ነዚ መላግቦ ጠውቑ። እንተዘይኮይኑ፣ ነዚ ኢመይል ሸለል በልዎ።',
      'ሓድሽ መሕለፊ ቃል ምረጽ',
    ],
  },
} satisfies Record<string, Template>;

export type AccountEmailKind = keyof typeof TEMPLATES;

export function accountEmail(kind: AccountEmailKind, to: string, url: string): Email {
  const t = TEMPLATES[kind];
  const link = escapeHtml(url);
  const block = ([body, action]: [string, string], lang: string) =>
    `<div lang="${lang}" style="margin:0 0 28px"><p style="margin:0 0 16px;line-height:1.5">${escapeHtml(body)}</p>` +
    `<a href="${link}" style="display:inline-block;background:#047857;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></div>`;
  return {
    to,
    subject: t.subject,
    text: `${t.en[0]}\n\n${url}\n\n${t.ti[0]}\n\n${url}\n`,
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">` +
      `<h1 style="font-size:20px">Habesha Community · ሓበሻ ማሕበረሰብ</h1>${block(t.en, 'en')}${block(t.ti, 'ti')}` +
      `<p style="color:#666;font-size:12px">${link}</p></body></html>`,
  };
}
