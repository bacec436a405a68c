/**
 * The inbox's 'listing' entry point (a listing's 'Message the seller' and
 * /inbox?listing={id}): a thread with the listing's owner, about that listing,
 * while it is active. app.ts registers it with the inbox.
 */
import { and, eq } from 'drizzle-orm';
import { DM_MESSAGES } from '../../../shared/inbox.ts';
import { listings } from '../../db/schema/listings.ts';
import { isUuid } from '../../platform/ids.ts';
import type { InboxSubject } from '../inbox/subjects.ts';

export const listingInboxSubject: InboxSubject = {
  missing: DM_MESSAGES.listingMissing,
  async resolve(db, id) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ ownerId: listings.userId })
      .from(listings)
      .where(and(eq(listings.id, id), eq(listings.status, 'active')));
    return row
      ? { counterpartId: row.ownerId, kind: 'listing', subjectId: id.toLowerCase() }
      : null;
  },
};
