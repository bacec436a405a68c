/**
 * /browse names its first read in its HTML (issue #20), as a listing's page
 * does (share-meta.ts): the results are on their way while the app's code
 * loads. The address is the one the page will ask for (shared/browse-request.ts
 * writes both). One case asks for another: a reader with remembered sort or
 * filters on an address that names none (bare, or only a city or category),
 * whose app adds them to the address first; that preload goes to waste.
 *
 * For a signed-out reader the HTML also names the first photo of the first
 * screen's results, the page's largest paint on a phone: it is fetched with
 * the app's code instead of once the results have come and drawn their
 * cards. The answer is read from the shared signed-out cache
 * (public-answers.ts) under the API's own key, so the read the page then
 * makes is answered from it.
 */
import {
  type ApiParams,
  apiQueryString,
  browseApiParams,
  browseReadPath,
  browseStateFrom,
} from '../../../shared/browse-request.ts';
import { FIRST_SCREEN_CARDS } from '../../../shared/constants.ts';
import { escapeHtml } from '../../../shared/html.ts';
import { thumbnailUrl } from '../../../shared/media.ts';
import { PAGE_MODULES } from '../../../shared/page-modules.ts';
import { browseQuerySchema } from '../../../shared/schemas/listing-query.ts';
import type { Db } from '../../db/client.ts';
import { pageModuleFor } from '../../platform/page-preloads.ts';
import { isSignedOutRequest, type PublicAnswers } from '../../platform/public-answers.ts';
import { browseAnswerKey, browseListings } from './browse.ts';
import { readPreloadLink } from './share-meta.ts';

/** The parameters of the page's read, or null when `path` is not the browse page. */
function browseParams(path: string, search: URLSearchParams): ApiParams | null {
  // The router's own reading of the path (/browse/ is the page too).
  if (pageModuleFor(path) !== PAGE_MODULES['/browse']) return null;
  return browseApiParams(browseStateFrom(search));
}

export function browseReadPreload(path: string, search: URLSearchParams): string | null {
  const params = browseParams(path, search);
  return params ? readPreloadLink(`/api${browseReadPath(params)}`) : null;
}

/**
 * The first photo among the first screen's results, as its card asks for it
 * (a thumbnail: the list and grid layouts; a reader who chose the gallery
 * wastes this one), or null: not the browse page, a member, a read the API
 * would refuse, no photo among them.
 */
export async function browseImagePreload(
  deps: { db: Db; publicAnswers: PublicAnswers },
  path: string,
  search: URLSearchParams,
  headers: Headers,
): Promise<string | null> {
  const params = browseParams(path, search);
  if (!params || !isSignedOutRequest(headers)) return null;
  // As the API's validator reads the address the page asks for (one string per name).
  const parsed = browseQuerySchema.safeParse(
    Object.fromEntries(new URLSearchParams(apiQueryString(params))),
  );
  if (!parsed.success) return null;
  const query = parsed.data;
  const json = await deps.publicAnswers
    .json(browseAnswerKey(query), () => browseListings(deps.db, query, null))
    .catch(() => null);
  const listings = json ? (JSON.parse(json) as { listings: { images: string[] }[] }).listings : [];
  const photo = listings.slice(0, FIRST_SCREEN_CARDS).find((listing) => listing.images[0])
    ?.images[0];
  if (!photo) return null;
  return `<link rel="preload" as="image" href="${escapeHtml(thumbnailUrl(photo))}" fetchpriority="high" />`;
}

/** The browse page's preload links for its request: its read, and for a signed-out reader its first photo. */
export function browsePreloads(deps: { db: Db; publicAnswers: PublicAnswers }) {
  return async (path: string, search: URLSearchParams, headers: Headers): Promise<string[]> => {
    const links = [
      browseReadPreload(path, search),
      await browseImagePreload(deps, path, search, headers),
    ];
    return links.filter((link): link is string => link !== null);
  };
}
