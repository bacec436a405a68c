/** The dev mailbox (what the server would have sent) as API tests read it. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { devMailbox } from '../db/schema/mail.ts';

/** Every email to `to`, newest first (a query: chain more, or await it). */
export const mailTo = (db: Db, to: string) =>
  db
    .select()
    .from(devMailbox)
    .where(eq(devMailbox.to, to.toLowerCase()))
    .orderBy(desc(devMailbox.createdAt));

/** The newest email to `to`, or undefined. */
export async function newestMailTo(db: Db, to: string) {
  const [mail] = await mailTo(db, to).limit(1);
  return mail;
}
