/**
 * Validates a request part with a shared zod schema, at the API boundary.
 * A failure answers 400 with a message per field, e.g.
 * `{ error: { code: 'validation_failed', message, fields: { title: 'Title is required' } } }`.
 */
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './errors.ts';

type Target = 'json' | 'query' | 'param' | 'form';

export function validate<T extends Target, S extends z.ZodType>(target: T, schema: S) {
  return validator(target, (value) => parseOrThrow(schema, value));
}

/** The same check for values a handler assembles itself (e.g. the JSON part of a multipart body). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  throw ApiError.badRequest(first, fields);
}
