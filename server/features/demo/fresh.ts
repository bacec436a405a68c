/**
 * The demo site never ages out (issue #44): at each start, the demo members'
 * listings count as renewed now, so none expires or sends its owner a
 * reminder however long a local database lives. Members' own listings are
 * left alone.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { listings } from '../../db/schema/listings.ts';
import { DEMO_EMAIL_DOMAIN } from './data.ts';

export async function keepDemoListingsFresh(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    UPDATE ${listings} SET renewed_at = ${now.toISOString()}::timestamptz,
           expiry_reminded_at = NULL,
           status = CASE WHEN status = 'expired' THEN 'active' ELSE status END
     WHERE user_id IN (SELECT id FROM ${user} WHERE email LIKE ${`%@${DEMO_EMAIL_DOMAIN}`})`);
  return result.rowCount ?? 0;
}
