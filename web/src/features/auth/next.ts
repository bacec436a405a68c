/**
 * Where a member returns after signing in. A page that asks for sign-in hands
 * its own path on; an emailed link carries it in its callbackURL
 * (/auth/callback?next=...), so the link works in another tab too. Only a path
 * on this site counts (never '//host', '/\host' or a URL): no open redirect.
 */
import { isTopCategory, type TopCategory } from '@shared/categories.ts';
import { isSameSitePath } from '@shared/return-path.ts';
import { paths } from '../../app/links.ts';
import { AUTH_CALLBACK_PATH } from './session.ts';

/**
 * The query parameter that opens the post panel once the member is signed in:
 * 'new', or the top category the panel starts in ('Post Item' on /market asks
 * for marketplace, issue #40).
 */
export const POST_INTENT = 'post';
export const POST_INTENT_VALUE = 'new';

/** What a page's query asks of the post panel: nothing (null), or to open it, maybe in a category. */
export function postIntentOf(search: string): { category?: TopCategory } | null {
  const value = new URLSearchParams(search).get(POST_INTENT);
  if (value === POST_INTENT_VALUE) return {};
  return isTopCategory(value) ? { category: value } : null;
}

export const isSafePath = isSameSitePath;

/** A path on this site to return to after signing in, else home. */
export function safeNext(value: string | null | undefined): string {
  return isSafePath(value) ? value : paths.home;
}

/** The page the browser is on now (path, query and hash). */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** `path` with the post panel asked for (the sign-in-to-post modal's return). */
export function withPostIntent(path: string, category?: TopCategory): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set(POST_INTENT, category ?? POST_INTENT_VALUE);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` without the post-panel request (once the panel is open). */
export function withoutPostIntent(path: string): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.delete(POST_INTENT);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * An auth page (/auth/login, /auth/register) that hands `next` on, so moving
 * between sign-in and sign-up keeps where the visitor started; home needs none.
 */
export function authPageFor(page: string, next: string): string {
  const target = safeNext(next);
  return target === paths.home ? page : `${page}?next=${encodeURIComponent(target)}`;
}

/** The callbackURL of an emailed sign-in link that comes back to `next`. */
export function callbackFor(next: string): string {
  const target = safeNext(next);
  return target === paths.home
    ? AUTH_CALLBACK_PATH
    : `${AUTH_CALLBACK_PATH}?next=${encodeURIComponent(target)}`;
}
