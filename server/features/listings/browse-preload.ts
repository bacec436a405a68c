/**
 * /browse names its first read in its HTML (issue #20), as a listing's page
 * does (share-meta.ts): the results are on their way while the app's code
 * loads. The address is the one the page will ask for (shared/browse-request.ts
 * writes both). A bare /browse whose reader has remembered filters asks for
 * another once the app has added them to the address; that preload goes unused.
 */
import {
  browseApiParams,
  browseReadPath,
  browseStateFrom,
} from '../../../shared/browse-request.ts';
import { readPreloadLink } from './share-meta.ts';

export function browseReadPreload(path: string, search: URLSearchParams): string | null {
  if (path !== '/browse') return null;
  return readPreloadLink(`/api${browseReadPath(browseApiParams(browseStateFrom(search)))}`);
}
