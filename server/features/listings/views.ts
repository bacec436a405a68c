/**
 * Views (docs/product.md#listings track_listing_view): one per signed-in viewer per
 * listing per day. The counter only moves when that day's record is new, so
 * reloading a page cannot inflate it; the owner's own views do not count.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Registers a view; true when it counted (first of the day for a viewer other than the owner). */
export async function trackView(db: Db, listingId: string, viewerId: string): Promise<boolean> {
  const result = await db.execute(sql`
    WITH counted AS (
      INSERT INTO listing_views (listing_id, viewer_id)
      SELECT id, ${viewerId} FROM listings
      WHERE id = ${listingId} AND status = 'active' AND user_id <> ${viewerId}
      ON CONFLICT DO NOTHING
      RETURNING listing_id
    )
    UPDATE listings SET views = views + 1 WHERE id IN (SELECT listing_id FROM counted)
    RETURNING id
  `);
  return result.rows.length > 0;
}
