/** The listing reads' query schemas (browse, home rows, counts) and the report form's. */
import { z as zod } from 'zod';
import { TOP_CATEGORIES } from '../categories.ts';
import { BROWSE_PAGE_SIZE, CURRENCIES } from '../constants.ts';
import { BROWSE_MAX_LIMIT, SORTS } from '../listing-query.ts';
import { reportBodySchema } from './moderation.ts';
import { safeText } from './text.ts';

const flag = zod
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const wholeUnits = zod.preprocess(
  blankAsUndefined,
  zod.coerce.number().min(0, 'Must be 0 or more').max(100_000_000).optional(),
);

const queryText = (max: number) =>
  zod.preprocess(blankAsUndefined, safeText().trim().max(max).optional());

export const browseQuerySchema = zod.object({
  city: queryText(120),
  /**
   * The reader's city, when no city filters: its listings first, then the
   * nearest cities', then the rest (the marketplace, issue #40). It orders in
   * place of the sort.
   */
  near: queryText(120),
  category: zod.preprocess(blankAsUndefined, zod.enum(TOP_CATEGORIES).optional()),
  sub: queryText(60),
  q: queryText(100),
  /** Price range in whole currency units, compared with price_cents. */
  min: wholeUnits,
  max: wholeUnits,
  /** Only listings priced in this currency (the marketplace's price filter reads min and max in it). */
  currency: zod.preprocess(
    (value) => (typeof value === 'string' ? blankAsUndefined(value.toUpperCase()) : value),
    zod.enum(CURRENCIES).optional(),
  ),
  featured: flag,
  /** 'Has image' and 'posted today' of More Filters. */
  has_image: flag,
  today: flag,
  sort: zod.preprocess(blankAsUndefined, zod.enum(SORTS).default('newest')),
  limit: zod.preprocess(
    blankAsUndefined,
    zod.coerce.number().int().min(1).max(BROWSE_MAX_LIMIT).default(BROWSE_PAGE_SIZE),
  ),
  offset: zod.preprocess(
    blankAsUndefined,
    zod.coerce.number().int().min(0).max(100_000).default(0),
  ),
});

export type BrowseQuery = zod.output<typeof browseQuerySchema>;

export const homeQuerySchema = zod.object({ city: queryText(120) });

/** GET /api/listings/counts: active listings per subcategory, optionally within a category and city. */
export const countsQuerySchema = zod.object({ category: queryText(40), city: queryText(120) });

/** POST /api/listings/:id/reports: the one report form (issue #39). */
export const reportSchema = reportBodySchema;
