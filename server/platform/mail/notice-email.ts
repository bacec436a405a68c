/**
 * A notice email in one language (issue #44: saved-search alerts, listing
 * expiry): a heading, lines, and links as buttons, in plain text and HTML.
 * The account emails (auth/emails.ts) carry both languages because they go to
 * someone the server knows nothing of; these go to a member in theirs.
 */
import { escapeHtml } from '../../../shared/html.ts';
import type { Language } from '../../../shared/preferences.ts';
import type { Email } from './index.ts';

export type NoticeBlock = { lines: string[]; link?: { label: string; url: string } };

export function noticeEmail(input: {
  to: string;
  language: Language;
  subject: string;
  heading: string;
  blocks: NoticeBlock[];
  footer: string;
}): Email {
  const text = [
    input.heading,
    ...input.blocks.map((block) =>
      [...block.lines, ...(block.link ? [`${block.link.label}: ${block.link.url}`] : [])].join(
        '\n',
      ),
    ),
    input.footer,
  ].join('\n\n');
  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:20px">${escapeHtml(input.heading)}</h1>` +
    input.blocks
      .map(
        (block) =>
          `<div style="margin:0 0 24px">${block.lines
            .map((line) => `<p style="margin:0 0 8px;line-height:1.5">${escapeHtml(line)}</p>`)
            .join('')}${
            block.link
              ? `<a href="${escapeHtml(block.link.url)}" style="display:inline-block;background:#047857;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(block.link.label)}</a>`
              : ''
          }</div>`,
      )
      .join('') +
    `<p style="color:#666;font-size:12px">${escapeHtml(input.footer)}</p></body></html>`;
  return { to: input.to, subject: input.subject, text: `${text}\n`, html };
}
