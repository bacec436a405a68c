/**
 * Outgoing mail. With SMTP_URL, nodemailer sends it; without, the dev mailbox
 * keeps it in the database (listed at /dev/mailbox outside production) and the
 * log prints it, so sign-in links and resets work offline.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { devMailbox } from '../../db/schema/mail.ts';
import type { Logger } from '../logger.ts';

export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(email: Email): Promise<void>;
}

export function createMailer(config: Config, db: Db, logger: Logger): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      kind: 'smtp',
      async send(email) {
        await transport.sendMail({ from: config.mail.from, ...email });
      },
    };
  }
  return {
    kind: 'dev-mailbox',
    async send(email) {
      await db
        .insert(devMailbox)
        .values({ ...email, to: email.to.toLowerCase(), headers: email.headers ?? {} });
      // The address is redacted and the link (a sign-in token) left out: read
      // them at /dev/mailbox.
      logger.info({ to: email.to, subject: email.subject }, 'Mail put in the dev mailbox');
    },
  };
}
