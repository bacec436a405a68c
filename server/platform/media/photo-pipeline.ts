/**
 * The save path every feature with photos shares (listings, mentor and match
 * profiles, direct messages): count check, processing of every upload before anything is
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
 * Stores each photo and its thumbnail under the keys given, then runs `write`
 * with those keys. If storing or writing fails, every file stored so far is
 * removed, so nothing half-saved remains.
 */
export async function withStoredPhotoKeys<T>(
  store: MediaStore,
  keys: string[],
  photos: ProcessedPhoto[],
  write: (keys: string[]) => Promise<T>,
): Promise<T> {
  const stored = keys.flatMap((key) => [key, thumbnailKey(key)]);
  try {
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
    return await write(keys);
  } catch (error) {
    await Promise.allSettled(stored.map((key) => store.delete(key)));
    throw error;
  }
}

/** Public photos (listings, profiles): stored under the user's folder; `write` gets their /media/ URLs. */
export function withStoredPhotos<T>(
  store: MediaStore,
  userId: string,
  photos: ProcessedPhoto[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const now = Date.now();
  const keys = photos.map((_, index) => newPhotoKey(userId, now + index));
  return withStoredPhotoKeys(store, keys, photos, (stored) => write(stored.map(urlForKey)));
}

/** Removes the files (photo and thumbnail) behind `urls`. Failures are logged, not fatal. */
export function removePhotoFiles(deps: Pick<Deps, 'media' | 'logger'>, urls: string[]) {
  return removeStoredFiles(
    deps,
    urls.flatMap((url) => keysForUrl(url) ?? []),
  );
}

/** Removes stored files by key (a photo and its thumbnail are two). Failures are logged, not fatal. */
export async function removeStoredFiles(deps: Pick<Deps, 'media' | 'logger'>, keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => deps.media.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected')
      deps.logger.warn({ err: result.reason }, 'Could not remove a photo file');
  }
}
