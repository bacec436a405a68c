/**
 * The photo pipeline. Whatever a browser sends, what gets stored is a WebP the
 * server made itself: the type is read from the bytes (never the name or the
 * Content-Type header), the image is turned upright, every piece of metadata
 * (EXIF, GPS, XMP, ICC comments) is dropped, and it is scaled to at most
 * 1920 px, plus a small thumbnail for cards.
 */
import sharp from 'sharp';
import { PHOTO_MAX_DIMENSION_PX } from '../../../shared/constants.ts';
import { ApiError } from '../errors.ts';

/** Formats a phone or camera produces. SVG is refused: a photo is never a script-capable document. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
/** Decompression-bomb guard: 50 megapixels is well above any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;
export const THUMBNAIL_MAX_PX = 480;

export const PHOTO_MESSAGES = {
  notAnImage: 'This file is not a photo. Choose a JPEG, PNG, WebP, GIF or AVIF image.',
  tooLarge: (maxBytes: number) =>
    `Each photo must be at most ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB.`,
  tooManyPixels:
    'This photo has too many pixels (more than 50 megapixels). Choose a smaller photo or resize it first.',
} as const;

export type ProcessedPhoto = { photo: Buffer; thumbnail: Buffer };

/**
 * At most this many photos are decoded at once on an instance, whatever the
 * number of requests: decoding is CPU- and memory-heavy, and the rest of the
 * site must stay responsive while people upload.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  // A waiter is handed the slot of the one that finishes, so the count never overshoots.
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function processPhoto(bytes: Uint8Array, maxBytes: number): Promise<ProcessedPhoto> {
  return withSlot(() => convert(bytes, maxBytes));
}

async function convert(bytes: Uint8Array, maxBytes: number): Promise<ProcessedPhoto> {
  if (bytes.byteLength > maxBytes) {
    throw new ApiError(413, 'photo_too_large', PHOTO_MESSAGES.tooLarge(maxBytes));
  }
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, options).metadata());
  } catch (error) {
    // sharp checks the pixel limit on the header already: that photo is too big, not a non-photo.
    throw isPixelLimit(error)
      ? new ApiError(413, 'photo_too_many_pixels', PHOTO_MESSAGES.tooManyPixels)
      : new ApiError(415, 'not_an_image', PHOTO_MESSAGES.notAnImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new ApiError(415, 'not_an_image', PHOTO_MESSAGES.notAnImage);
  }
  try {
    // Output carries no metadata unless asked (keepMetadata), which is what we want.
    const upright = sharp(bytes, options).autoOrient();
    const [photo, thumbnail] = await Promise.all([
      upright
        .clone()
        .resize({
          width: PHOTO_MAX_DIMENSION_PX,
          height: PHOTO_MAX_DIMENSION_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer(),
      upright
        .clone()
        .resize({
          width: THUMBNAIL_MAX_PX,
          height: THUMBNAIL_MAX_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 72 })
        .toBuffer(),
    ]);
    return { photo, thumbnail };
  } catch (error) {
    if (isPixelLimit(error)) {
      throw new ApiError(413, 'photo_too_many_pixels', PHOTO_MESSAGES.tooManyPixels);
    }
    throw new ApiError(415, 'not_an_image', PHOTO_MESSAGES.notAnImage, undefined, error);
  }
}

/** sharp's refusal of an image above limitInputPixels ('Input image exceeds pixel limit'). */
function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
