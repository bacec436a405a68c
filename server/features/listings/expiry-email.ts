/**
 * The expiry reminder email (issue #44), in English and Tigrinya together:
 * the server keeps no language for a listing's owner (the interface language
 * lives in their browser), so, as the account emails do, it says it in both.
 */
import type { Email } from '../../platform/mail/index.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';

export function expiryReminderEmail(input: {
  to: string;
  title: string;
  expires: Date;
  renewUrl: string;
}): Email {
  const day = input.expires.toISOString().slice(0, 10);
  const email = noticeEmail({
    to: input.to,
    language: 'en',
    subject: `Your listing expires in 7 days: ${input.title}`,
    heading: 'Your listing expires in 7 days · ምልክታኹም ኣብ 7 መዓልቲ ይውዳእ',
    blocks: [
      {
        lines: [
          `“${input.title}” expires on ${day}. Renew it to keep it on Habesha Community for another period.`,
        ],
        link: { label: 'Renew', url: input.renewUrl },
      },
      {
        lines: [`“${input.title}” ኣብ ${day} ይውዳእ። ኣብ ሓበሻ ማሕበረሰብ ንኽጸንሕ ሐድሱዎ።`],
        link: { label: 'ሐድስ', url: input.renewUrl },
      },
    ],
    footer: 'Habesha Community · ሓበሻ ማሕበረሰብ',
  });
  return email;
}
