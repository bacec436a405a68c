/// <reference lib="webworker" />
/**
 * Compresses one photo off the main thread (docs/product.md#listings: target about
 * 0.2 MB, at most 1920 px, in a worker). Re-encoding also drops the camera's
 * metadata, so a GPS position never leaves the device.
 */
import { PHOTO_COMPRESSION_TARGET_MB, PHOTO_MAX_DIMENSION_PX } from '@shared/constants.ts';

export type CompressRequest = { id: number; file: File };
export type CompressReply = { id: number; blob: Blob } | { id: number; error: string };

const TARGET_BYTES = PHOTO_COMPRESSION_TARGET_MB * 1024 * 1024;
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];

self.onmessage = async (event: MessageEvent<CompressRequest>) => {
  const { id, file } = event.data;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_MAX_DIMENSION_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(
      Math.round(bitmap.width * scale),
      Math.round(bitmap.height * scale),
    );
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this worker');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    let blob: Blob | undefined;
    for (const quality of QUALITIES) {
      blob = await canvas.convertToBlob({ type: 'image/webp', quality });
      if (blob.size <= TARGET_BYTES) break;
    }
    // A photo already smaller than its re-encoding is sent as it is.
    const best = blob && blob.size < file.size ? blob : file;
    self.postMessage({ id, blob: best } satisfies CompressReply);
  } catch (error) {
    self.postMessage({ id, error: String(error) } satisfies CompressReply);
  }
};
