/**
 * Where a browser may be sent back to after an auth step (a sign-in link's
 * callbackURL, the page's ?next=): a path on this site, or an address on one
 * of the site's own origins. Anything else would be an open redirect.
 */
const BASE = 'http://this-site.invalid';

/** A path on this site ('/l/1?x#y'), read the way a browser reads it ('//host', '/\\host' are other sites). */
export function isSameSitePath(value: string | null | undefined): value is string {
  if (!value?.startsWith('/')) return false;
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** A same-site path, or an absolute URL on one of `origins` (the site's public and trusted origins). */
export function isAllowedReturn(value: string, origins: readonly string[]): boolean {
  if (isSameSitePath(value)) return true;
  try {
    const url = new URL(value);
    return origins.some((origin) => new URL(origin).origin === url.origin);
  } catch {
    return false;
  }
}
