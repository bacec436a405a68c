/**
 * Profile photos through the listings' photo pipeline (platform/media): each
 * upload is checked by its bytes, turned upright, stripped of metadata and
 * re-encoded with a thumbnail; files are stored before the profile row is
 * written and removed again if that write fails.
 */
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import type { UploadedPhoto } from '../../platform/json-with-photos.ts';
import { keysForUrl, newPhotoKey, thumbnailKey, urlForKey } from '../../platform/media/keys.ts';
import { type ProcessedPhoto, processPhoto } from '../../platform/media/photos.ts';

export type { UploadedPhoto };

type PhotoDeps = Pick<Deps, 'media' | 'logger' | 'config'>;

/** Processes every upload first (naming the one refused), stores them, then runs `write` with their URLs. */
export async function storePhotos<T>(
  deps: PhotoDeps,
  userId: string,
  uploads: UploadedPhoto[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const photos: ProcessedPhoto[] = [];
  for (const [index, upload] of uploads.entries()) {
    try {
      photos.push(await processPhoto(upload.bytes, deps.config.photoMaxUploadBytes));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = `${upload.name}: ${error.message}`;
      throw new ApiError(error.status, error.code, message, { [`photos.${index}`]: message });
    }
  }
  const stored: string[] = [];
  const now = Date.now();
  try {
    const keys = photos.map((_, index) => newPhotoKey(userId, now + index));
    stored.push(...keys.flatMap((key) => [key, thumbnailKey(key)]));
    const puts = await Promise.allSettled(
      photos.flatMap((photo, index) => {
        const key = keys[index] as string;
        return [
          deps.media.put(key, photo.photo, 'image/webp'),
          deps.media.put(thumbnailKey(key), photo.thumbnail, 'image/webp'),
        ];
      }),
    );
    const failed = puts.find((put) => put.status === 'rejected');
    if (failed) throw failed.reason;
    return await write(keys.map(urlForKey));
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.media.delete(key)));
    throw error;
  }
}

/** Removes the files of photos the profile dropped. Failures are logged, not fatal. */
export async function removePhotos(deps: PhotoDeps, urls: string[]) {
  const keys = urls.flatMap((url) => keysForUrl(url) ?? []);
  const results = await Promise.allSettled(keys.map((key) => deps.media.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected')
      deps.logger.warn({ err: result.reason }, 'Could not remove a photo file');
  }
}
