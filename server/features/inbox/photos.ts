/**
 * A direct message's photos (issue #41), for the thread's two members alone:
 * GET /api/inbox/messages/:id/photos/:n (and .../thumb). The files live under
 * private keys the public /media/ route never serves; this reads them from
 * the store after checking that the viewer is a member of the message's
 * thread, and that the photo is still shown to them (not deleted; a message
 * moderators removed shows its photos to its sender alone, like its words).
 * Anything else is the same 404, so a stranger learns nothing.
 */
import { eq } from 'drizzle-orm';
import { DM_MAX_PHOTOS, DM_MESSAGES } from '../../../shared/inbox.ts';
import { dmMessages } from '../../db/schema/inbox.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { thumbnailKey } from '../../platform/media/keys.ts';
import type { StoredMedia } from '../../platform/media/store.ts';
import { isMember, toDto } from './service.ts';

/** A photo number in a path: 0 to DM_MAX_PHOTOS - 1, else no such photo. */
export function photoIndexParam(index: string): number {
  if (!/^\d$/.test(index) || Number(index) >= DM_MAX_PHOTOS)
    throw ApiError.notFound(DM_MESSAGES.photoMissing);
  return Number(index);
}

export async function readMessagePhoto(
  deps: Pick<Deps, 'db' | 'media'>,
  viewerId: string,
  messageId: number,
  index: number,
  thumb: boolean,
): Promise<StoredMedia> {
  const missing = () => ApiError.notFound(DM_MESSAGES.photoMissing);
  const [row] = await deps.db.select().from(dmMessages).where(eq(dmMessages.id, messageId));
  if (!row || !(await isMember(deps.db, row.threadId, viewerId))) throw missing();
  // Shown to this viewer exactly when the message's own answer lists it.
  const key = row.photos[index];
  if (!key || toDto(row, viewerId).photos.length <= index) throw missing();
  const media = await deps.media.get(thumb ? thumbnailKey(key) : key);
  if (!media) throw missing();
  return media;
}
