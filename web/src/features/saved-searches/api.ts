/** The saved-search API (issue #44) as the web calls it. */
import type { ApiParams } from '@shared/browse-request.ts';
import type {
  SavedSearchAlert,
  SavedSearchDto,
  SavedSearchList,
  SavedSearchPage,
} from '@shared/saved-searches.ts';
import { apiFetch } from '../../app/api.ts';
import { currentLanguage } from '../../i18n/index.ts';

export const savedSearchKeys = { list: ['saved-searches'] as const };

export const fetchSavedSearches = () => apiFetch<SavedSearchList>('/saved-searches');

/** Saved in the language shown now: its alert emails are written in it. */
export function createSavedSearch(input: {
  name: string;
  page: SavedSearchPage;
  params: ApiParams;
  alert: SavedSearchAlert;
}) {
  // The page's read without its paging and order, which a saved search does not keep.
  const { sort: _sort, offset: _offset, limit: _limit, near: _near, ...params } = input.params;
  return apiFetch<SavedSearchDto>('/saved-searches', {
    json: { ...input, params, language: currentLanguage() },
  });
}

export function changeSavedSearch(id: string, change: { name?: string; alert?: SavedSearchAlert }) {
  return apiFetch<SavedSearchDto>(`/saved-searches/${id}`, { method: 'PATCH', json: change });
}

export const markSavedSearchSeen = (id: string) =>
  apiFetch<null>(`/saved-searches/${id}/seen`, { method: 'POST' }).catch(() => null);

export const deleteSavedSearch = (id: string) =>
  apiFetch<null>(`/saved-searches/${id}`, { method: 'DELETE' });
