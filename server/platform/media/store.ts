/**
 * Where uploaded photos live. One interface, two stores: a local folder (the
 * default, fine for one instance or a shared volume) and an S3-compatible
 * bucket (several instances). Keys look like `u_{userId}/{ts}_{rand}.webp`.
 */
import type { MediaConfig } from '../../config.ts';
import { createLocalMediaStore } from './local-store.ts';
import { createS3MediaStore } from './s3-store.ts';

export type StoredMedia = { body: Uint8Array; contentType: string };

export type MediaStore = {
  kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
};

export function createMediaStore(config: MediaConfig): MediaStore {
  return config.store === 's3' ? createS3MediaStore(config) : createLocalMediaStore(config.dir);
}
