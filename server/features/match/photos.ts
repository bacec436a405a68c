/**
 * Profile photos through the one photo pipeline (platform/media/store-photos.ts):
 * each upload is checked by its bytes, turned upright, stripped of metadata
 * and re-encoded with a thumbnail; files are stored before the profile row is
 * written and removed again if that write fails.
 */
import type { Deps } from '../../platform/context.ts';
import type { UploadedPhoto } from '../../platform/json-with-photos.ts';
import { keysForUrl } from '../../platform/media/keys.ts';
import {
  processAll,
  removeStoredFiles,
  withStoredPhotos,
} from '../../platform/media/store-photos.ts';

export type { UploadedPhoto };

type PhotoDeps = Pick<Deps, 'media' | 'logger' | 'config'>;

/** Processes every upload first (naming the one refused), stores them, then runs `write` with their URLs. */
export async function storePhotos<T>(
  deps: PhotoDeps,
  userId: string,
  uploads: UploadedPhoto[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const photos = await processAll(uploads, deps.config.photoMaxUploadBytes);
  return withStoredPhotos(deps.media, userId, photos, write);
}

/** Removes the files of photos the profile dropped. Failures are logged, not fatal. */
export async function removePhotos(deps: PhotoDeps, urls: string[]) {
  await removeStoredFiles(
    deps.media,
    deps.logger,
    urls.flatMap((url) => keysForUrl(url) ?? []),
  );
}
