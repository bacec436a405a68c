/** The city search's query schema (GET /api/cities?q=). */
import { z as zod } from 'zod';
import { CITY_QUERY_MAX_CHARS } from '../cities.ts';
import { safeText } from './text.ts';

export const citySearchQuerySchema = zod.object({
  q: safeText()
    .max(CITY_QUERY_MAX_CHARS, `Search must be at most ${CITY_QUERY_MAX_CHARS} characters`)
    .default(''),
});

export type CitySearchQuery = zod.output<typeof citySearchQuerySchema>;
