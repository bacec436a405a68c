/**
 * The panel's photo list: photos already saved with the listing (kept unless
 * removed) and new files picked in this session (with preview and progress).
 * At most 6 are used (docs/product.md#listings), although the label says 'up to 8'.
 */
import { MAX_PHOTOS } from '@shared/constants.ts';

export type PhotoItem =
  | { kind: 'saved'; key: string; url: string }
  | {
      kind: 'new';
      key: string;
      file: File;
      preview: string;
      /** null before the save starts; 0..1 while uploading. */
      progress: number | null;
      stage: 'idle' | 'preparing' | 'uploading' | 'done';
    };

let counter = 0;

/** Adds picked files, images only, up to the limit; tells whether some were left out. */
export function addFiles(
  items: PhotoItem[],
  files: File[],
): { items: PhotoItem[]; dropped: boolean } {
  const images = files.filter((file) => file.type.startsWith('image/') || file.type === '');
  const room = Math.max(0, MAX_PHOTOS - items.length);
  const added: PhotoItem[] = images.slice(0, room).map((file) => ({
    kind: 'new',
    key: `new-${++counter}`,
    file,
    preview: URL.createObjectURL(file),
    progress: null,
    stage: 'idle',
  }));
  return { items: [...items, ...added], dropped: images.length > room };
}

export function removePhoto(items: PhotoItem[], key: string): PhotoItem[] {
  const item = items.find((photo) => photo.key === key);
  if (item?.kind === 'new') URL.revokeObjectURL(item.preview);
  return items.filter((photo) => photo.key !== key);
}

export function releasePreviews(items: PhotoItem[]) {
  for (const item of items) if (item.kind === 'new') URL.revokeObjectURL(item.preview);
}

export function savedPhotos(urls: string[]): PhotoItem[] {
  return urls.map((url) => ({ kind: 'saved', key: url, url }));
}
