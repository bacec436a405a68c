/**
 * The API's one error shape: `{ error: { code, message, fields? } }` with the
 * right status. Services throw ApiError; the app's error handler turns it (and
 * anything unexpected) into JSON without leaking stack traces.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { COMMON_MESSAGES } from '../../shared/errors.ts';
import type { Logger } from './logger.ts';

export type FieldErrors = Record<string, string>;

export type ErrorBody = {
  /** requestId: on a 500 only, the id its log lines carry, for a report to name. */
  error: { code: string; message: string; fields?: FieldErrors; requestId?: string };
};

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** What went wrong underneath, for the log (never sent to the client). */
    cause?: unknown,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message, { cause });
  }

  static badRequest(message: string, fields?: FieldErrors) {
    return new ApiError(400, 'validation_failed', message, fields);
  }
  static unauthorized(message: string = COMMON_MESSAGES.signInRequired) {
    return new ApiError(401, 'unauthorized', message);
  }
  static forbidden(message: string = COMMON_MESSAGES.forbidden) {
    return new ApiError(403, 'forbidden', message);
  }
  static notFound(message: string = COMMON_MESSAGES.notFound) {
    return new ApiError(404, 'not_found', message);
  }
  static conflict(message: string) {
    return new ApiError(409, 'conflict', message);
  }
  /** 429 with Retry-After, from a rate limit's answer (rate-limit.ts). */
  static tooManyRequests(message: string, limit: { retryAfterSeconds: number }) {
    return new ApiError(429, 'rate_limited', message, undefined, undefined, {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }
}

/** The first row a lookup by key found, or a 404 with `message` when it found none. */
export async function foundOr404<T>(lookup: Promise<T[]> | T[], message: string): Promise<T> {
  const [row] = await lookup;
  if (!row) throw ApiError.notFound(message);
  return row;
}

export function errorBody(code: string, message: string, fields?: FieldErrors): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** What a log line says of the request (the path without its query string, which may hold a token). */
const where = (c: Context) => ({ method: c.req.method, path: c.req.path });

export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) {
        logger.error({ err: error.cause ?? error, ...where(c) }, error.message);
      }
      return c.json(
        errorBody(error.code, error.message, error.fields),
        error.status,
        error.headers,
      );
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const code = status === 413 ? 'payload_too_large' : 'http_error';
      return c.json(errorBody(code, error.message || 'Request failed.'), status);
    }
    if (isDatabaseUnavailable(error)) {
      // Overload or an outage, not a bug in the request: say so, and when to come back.
      logger.error({ err: error, ...where(c) }, 'The database is unavailable');
      return c.json(errorBody('unavailable', SERVICE_BUSY), 503, { 'Retry-After': '5' });
    }
    if (refersToRemovedRow(error)) {
      // A write naming a row (a member, a listing) removed since the handler
      // looked it up: a race with its deletion, not a fault of ours. Features
      // that can name the thing say so themselves (blocks); this is the rest.
      logger.warn({ err: error, ...where(c) }, 'The request refers to a row removed meanwhile');
      return c.json(errorBody('not_found', COMMON_MESSAGES.notFound), 404);
    }
    logger.error({ err: error, ...where(c) }, 'The request failed');
    const body = errorBody('internal_error', 'Something went wrong on our side. Please try again.');
    const id = c.get('requestId');
    return c.json(id ? { error: { ...body.error, requestId: id } } : body, 500);
  };
}

/**
 * An error and its causes, outermost first (Drizzle wraps the driver's error
 * in its own; a few levels are enough, and a cycle cannot hang the loop).
 */
function* errorChain(error: unknown): Generator<Error & { code?: unknown }> {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; depth++) {
    yield at;
    at = at.cause;
  }
}

/**
 * The error in the chain carrying PostgreSQL's SQLSTATE `code`: '23505' a
 * unique key taken, '23503' a row referred to that no longer exists.
 */
function withSqlState(error: unknown, code: string): Error | undefined {
  for (const at of errorChain(error)) if (at.code === code) return at;
  return undefined;
}

/** Whether an error or one of its causes carries PostgreSQL's SQLSTATE `code`. */
export function hasSqlState(error: unknown, code: string): boolean {
  return withSqlState(error, code) !== undefined;
}

/**
 * A foreign key violation from an insert or update: the row it refers to is
 * gone. (The same code from a delete means a row is still referred to: a
 * missing cascade, a bug, left a 500.)
 */
function refersToRemovedRow(error: unknown): boolean {
  return /^insert or update on table/.test(withSqlState(error, '23503')?.message ?? '');
}

export const SERVICE_BUSY = 'The site is very busy right now. Please try again in a moment.';

/**
 * Whether an error (or one of its causes) says the database could not be
 * reached in time: the pool had no free connection within its timeout, the
 * server refused or dropped the connection, or it is starting or full.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const at of errorChain(error)) {
    if (
      /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(
        at.message,
      ) ||
      at.code === 'ECONNREFUSED' ||
      at.code === '57P03' || // cannot_connect_now (starting up)
      at.code === '53300' // too_many_connections
    ) {
      return true;
    }
  }
  return false;
}
