/**
 * Reads a save request that may carry photos, in one of two forms:
 * - `application/json`: the record alone (no new photos);
 * - `multipart/form-data`: a part named after the record holding that JSON,
 *   and `photos` file parts, saved together in one request so a failed photo
 *   can never leave a half-saved record behind.
 * Listings, mentor profiles and match profiles all save this way.
 */
import type { Context } from 'hono';
import type { z as zod } from 'zod';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { parseOrThrow, readForm } from './validation.ts';

/** A photo file as received, before the image pipeline reads it. */
export type UploadedPhoto = { name: string; bytes: Uint8Array };

export async function readJsonWithPhotos<Schema extends zod.ZodType>(
  c: Context<AppEnv>,
  /** The multipart part holding the JSON, e.g. 'listing'. */
  part: string,
  /** How the record is named in error messages, e.g. 'listing' or 'profile'. */
  noun: string,
  schema: Schema,
): Promise<{ input: zod.output<Schema>; uploads: UploadedPhoto[] }> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const body = await readForm(c);
    const json = body[part];
    if (typeof json !== 'string') {
      throw ApiError.badRequest(`The ${part} part is missing.`, { [part]: 'Required' });
    }
    const files = body.photos === undefined ? [] : [body.photos].flat();
    const uploads: UploadedPhoto[] = [];
    for (const file of files) {
      if (!(file instanceof File)) {
        throw ApiError.badRequest('Photos must be files.', { photos: 'Photos must be files.' });
      }
      uploads.push({ name: file.name || 'photo', bytes: new Uint8Array(await file.arrayBuffer()) });
    }
    return { input: parseOrThrow(schema, parseJson(json, noun)), uploads };
  }
  if (type.startsWith('application/json')) {
    return { input: parseOrThrow(schema, parseJson(await c.req.text(), noun)), uploads: [] };
  }
  throw new ApiError(
    415,
    'unsupported_media_type',
    `Send the ${noun} as application/json, or as multipart/form-data with photos.`,
  );
}

function parseJson(text: string, noun: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.badRequest(`The ${noun} is not valid JSON.`);
  }
}
