/**
 * Photo processing is the expensive part of a save: new photos per account
 * per hour are capped, across listings, mentor and match profiles alike.
 */
import { PHOTOS_PER_USER_PER_HOUR } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { refuseOverLimit } from '../rate-limit.ts';

export const photosPerHourMessage = () =>
  `You have uploaded ${PHOTOS_PER_USER_PER_HOUR} photos in the last hour. Please try again later.`;

/** Counts `count` new photos for `userId`; the one over the cap is refused with a 429. */
export async function limitPhotoUploads(db: Db, userId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await refuseOverLimit(
      db,
      `photos:${userId}`,
      { max: PHOTOS_PER_USER_PER_HOUR, windowSeconds: 3600 },
      photosPerHourMessage(),
    );
  }
}
