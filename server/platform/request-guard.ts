/**
 * The one check every request passes before any route sees it: its address
 * (path and query string) carries no control characters. PostgreSQL refuses
 * U+0000 outright, and no id, slug or filter value of this site contains one,
 * so `/api/listings/%00` or `/local-checkout/%00` is the client's mistake:
 * 400 with a readable message, never a 500 from deep inside a query.
 *
 * The check reads the percent escapes themselves (a byte below 0x20, or 0x7F,
 * is always that one character in UTF-8), so a malformed escape elsewhere in
 * the address cannot hide one. Body fields are checked by the shared schemas
 * (`safeText()` in shared/text.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { COMMON_MESSAGES } from '../../shared/errors.ts';
import { errorBody } from './errors.ts';

/** In a path, every C0 control and DEL: tab, line feed and carriage return too. */
const PATH_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
/** In a query string, the characters safeText() refuses (tab, line feed and carriage return pass). */
const QUERY_CONTROL = /%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

export const CONTROL_IN_ADDRESS = COMMON_MESSAGES.controlInAddress;

/** Whether a request's URL carries control characters where the routes would read them. */
export function addressHasControlCharacters(url: string): boolean {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const rest = start === -1 ? '' : url.slice(start);
  const queryAt = rest.indexOf('?');
  const hashAt = rest.indexOf('#');
  const pathEnd = queryAt === -1 ? (hashAt === -1 ? rest.length : hashAt) : queryAt;
  const path = rest.slice(0, pathEnd);
  const query = queryAt === -1 ? '' : rest.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  return PATH_CONTROL.test(path) || QUERY_CONTROL.test(query);
}

export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    if (addressHasControlCharacters(c.req.url)) {
      return c.json(errorBody('validation_failed', CONTROL_IN_ADDRESS), 400);
    }
    return next();
  };
}
