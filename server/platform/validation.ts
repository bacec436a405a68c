/**
 * Validates a request part with a shared zod schema, at the API boundary.
 * A failure answers 400 with a message per field, e.g.
 * `{ error: { code: 'validation_failed', message, fields: { title: 'Title is required' } } }`.
 */
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z as zod } from 'zod';
import { COMMON_MESSAGES } from '../../shared/errors.ts';
import { ApiError, type FieldErrors } from './errors.ts';

type Target = 'json' | 'query' | 'param' | 'form';

export function validate<T extends Target, S extends zod.ZodType>(target: T, schema: S) {
  return validator(target, (value) => parseOrThrow(schema, value));
}

/** The same check for values a handler assembles itself (e.g. the JSON part of a multipart body). */
export function parseOrThrow<S extends zod.ZodType>(schema: S, value: unknown): zod.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as zod.output<S>;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  throw ApiError.badRequest(first, fields);
}

export const UPLOAD_UNREADABLE = COMMON_MESSAGES.uploadUnreadable;

/**
 * The request's form body (multipart or URL-encoded), every value of a
 * repeated name kept. A body that does not parse (a broken multipart boundary,
 * a truncated part) is the client's mistake: 400, never a 500.
 */
export async function readForm(
  c: Context,
): Promise<Record<string, string | File | (string | File)[]>> {
  try {
    return await c.req.parseBody({ all: true });
  } catch (error) {
    throw new ApiError(400, 'unreadable_body', UPLOAD_UNREADABLE, undefined, error);
  }
}
