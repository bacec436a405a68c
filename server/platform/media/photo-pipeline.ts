/**
 * The save path every feature with photos shares (listings, mentor and match
 * profiles): count check, processing of every upload before anything is
 * stored (naming the file refused), storing with cleanup when the row write
 * fails, and removal of files a row no longer uses.
 */
import { MAX_PHOTOS } from '../../../shared/constants.ts';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import type { UploadedPhoto } from '../json-with-photos.ts';
import { keysForUrl, newPhotoKey, thumbnailKey, urlForKey } from './keys.ts';
import { type ProcessedPhoto, processPhoto } from './photos.ts';
import type { MediaStore } from './store.ts';

export function checkPhotoCount(total: number) {
  if (total > MAX_PHOTOS) {
    throw ApiError.badRequest(COMMON_MESSAGES.atMostPhotos, {
      photos: COMMON_MESSAGES.atMostPhotos,
    });
  }
}

/** Processes every photo before anything is stored, naming the file that fails. */
export async function processAll(
  uploads: UploadedPhoto[],
  maxBytes: number,
): Promise<ProcessedPhoto[]> {
  const photos: ProcessedPhoto[] = [];
  for (const [index, upload] of uploads.entries()) {
    try {
      photos.push(await processPhoto(upload.bytes, maxBytes));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = `${upload.name}: ${error.message}`;
      throw new ApiError(error.status, error.code, message, { [`photos.${index}`]: message });
    }
  }
  return photos;
}

/**
 * Stores the photos, then runs `write` with their URLs. If storing or writing
 * fails, every file stored so far is removed, so nothing half-saved remains.
 */
export async function withStoredPhotos<T>(
  store: MediaStore,
  userId: string,
  photos: ProcessedPhoto[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  const now = Date.now();
  try {
    const keys = photos.map((_, index) => newPhotoKey(userId, now + index));
    stored.push(...keys.flatMap((key) => [key, thumbnailKey(key)]));
    // Every put settles before any cleanup, so no file lands after it.
    const puts = await Promise.allSettled(
      photos.flatMap((photo, index) => {
        const key = keys[index] as string;
        return [
          store.put(key, photo.photo, 'image/webp'),
          store.put(thumbnailKey(key), photo.thumbnail, 'image/webp'),
        ];
      }),
    );
    const failed = puts.find((put) => put.status === 'rejected');
    if (failed) throw failed.reason;
    return await write(keys.map(urlForKey));
  } catch (error) {
    await Promise.allSettled(stored.map((key) => store.delete(key)));
    throw error;
  }
}

/** Removes the files (photo and thumbnail) behind `urls`. Failures are logged, not fatal. */
export async function removePhotoFiles(deps: Pick<Deps, 'media' | 'logger'>, urls: string[]) {
  const keys = urls.flatMap((url) => keysForUrl(url) ?? []);
  const results = await Promise.allSettled(keys.map((key) => deps.media.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected')
      deps.logger.warn({ err: result.reason }, 'Could not remove a photo file');
  }
}
