/**
 * /browse names its first read in its HTML (issue #20), as a listing's page
 * does (share-meta.ts): the results are on their way while the app's code
 * loads. The address is the one the page will ask for (shared/browse-request.ts
 * writes both). One case asks for another: a reader with remembered sort or
 * filters on an address that names none (bare, or only a city or category),
 * whose app adds them to the address first; that preload goes to waste.
 */
import {
  browseApiParams,
  browseReadPath,
  browseStateFrom,
} from '../../../shared/browse-request.ts';
import { PAGE_MODULES } from '../../../shared/page-modules.ts';
import { pageModuleFor } from '../../platform/page-preloads.ts';
import { readPreloadLink } from './share-meta.ts';

export function browseReadPreload(path: string, search: URLSearchParams): string | null {
  // The router's own reading of the path (/browse/ is the page too).
  if (pageModuleFor(path) !== PAGE_MODULES['/browse']) return null;
  return readPreloadLink(`/api${browseReadPath(browseApiParams(browseStateFrom(search)))}`);
}
