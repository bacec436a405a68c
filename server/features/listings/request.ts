/**
 * Reads a listing save request. Two forms are accepted:
 * - `application/json`: the listing alone (no new photos);
 * - `multipart/form-data`: a `listing` part holding that JSON, and up to six
 *   `photos` file parts, saved together with the listing in one request, so a
 *   failed photo can never leave a half-saved listing behind.
 */
import type { Context } from 'hono';
import { listingInputSchema, type ValidListingInput } from '../../../shared/listing-input.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { parseOrThrow, readForm } from '../../platform/validation.ts';
import type { UploadedPhoto } from './service.ts';

export async function readListingRequest(
  c: Context<AppEnv>,
): Promise<{ input: ValidListingInput; uploads: UploadedPhoto[] }> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const body = await readForm(c);
    const listingPart = body.listing;
    if (typeof listingPart !== 'string') {
      throw ApiError.badRequest('The listing part is missing.', { listing: 'Required' });
    }
    const parts = body.photos === undefined ? [] : [body.photos].flat();
    const uploads: UploadedPhoto[] = [];
    for (const part of parts) {
      if (!(part instanceof File)) {
        throw ApiError.badRequest('Photos must be files.', { photos: 'Photos must be files.' });
      }
      uploads.push({ name: part.name || 'photo', bytes: new Uint8Array(await part.arrayBuffer()) });
    }
    return { input: parseOrThrow(listingInputSchema, parseJson(listingPart)), uploads };
  }
  if (type.startsWith('application/json')) {
    return { input: parseOrThrow(listingInputSchema, parseJson(await c.req.text())), uploads: [] };
  }
  throw new ApiError(
    415,
    'unsupported_media_type',
    'Send the listing as application/json, or as multipart/form-data with photos.',
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.badRequest('The listing is not valid JSON.');
  }
}
