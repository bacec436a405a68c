/**
 * Reads a mentor profile save, like a listing save: `application/json` (the
 * profile alone), or `multipart/form-data` with a `mentor` part holding that
 * JSON and up to six `photos` file parts, saved together in one request.
 */
import type { Context } from 'hono';
import { mentorInputSchema, type ValidMentorInput } from '../../../shared/mentors.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { parseOrThrow, readForm } from '../../platform/validation.ts';
import type { UploadedPhoto } from '../listings/service.ts';

export async function readMentorRequest(
  c: Context<AppEnv>,
): Promise<{ input: ValidMentorInput; uploads: UploadedPhoto[] }> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const body = await readForm(c);
    const part = body.mentor;
    if (typeof part !== 'string') {
      throw ApiError.badRequest('The mentor part is missing.', { mentor: 'Required' });
    }
    const parts = body.photos === undefined ? [] : [body.photos].flat();
    const uploads: UploadedPhoto[] = [];
    for (const file of parts) {
      if (!(file instanceof File)) {
        throw ApiError.badRequest('Photos must be files.', { photos: 'Photos must be files.' });
      }
      uploads.push({ name: file.name || 'photo', bytes: new Uint8Array(await file.arrayBuffer()) });
    }
    return { input: parseOrThrow(mentorInputSchema, parseJson(part)), uploads };
  }
  if (type.startsWith('application/json')) {
    return { input: parseOrThrow(mentorInputSchema, parseJson(await c.req.text())), uploads: [] };
  }
  throw new ApiError(
    415,
    'unsupported_media_type',
    'Send the profile as application/json, or as multipart/form-data with photos.',
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.badRequest('The profile is not valid JSON.');
  }
}
