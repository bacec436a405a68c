/** The saved-search requests (issue #44): save, rename or change the alert. */
import { z as zod } from 'zod';
import { LANGUAGES } from '../preferences.ts';
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_PAGES,
} from '../saved-searches.ts';
import { browseQuerySchema } from './listing-query.ts';
import { safeText } from './text.ts';

const name = safeText()
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, `Must be at most ${SAVED_SEARCH_NAME_MAX} characters`);

/** POST /api/saved-searches: `params` are the page's API read, checked as browse checks them. */
export const newSavedSearchSchema = zod.object({
  name,
  page: zod.enum(SAVED_SEARCH_PAGES),
  params: browseQuerySchema,
  alert: zod.enum(SAVED_SEARCH_ALERTS).default('instant'),
  language: zod.enum(LANGUAGES).default('en'),
});
export type NewSavedSearch = zod.output<typeof newSavedSearchSchema>;

/** PATCH /api/saved-searches/:id: a new name, a new alert, or both. */
export const savedSearchChangeSchema = zod
  .object({
    name: name.optional(),
    alert: zod.enum(SAVED_SEARCH_ALERTS).optional(),
    language: zod.enum(LANGUAGES).optional(),
  })
  .refine((change) => change.name !== undefined || change.alert !== undefined, {
    message: SAVED_SEARCH_MESSAGES.nothingToChange,
  });
