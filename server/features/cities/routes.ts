/**
 * GET /api/cities?q=        → {cities: [{name, country, region, lat, lon}]}: the city
 *                             picker's search, from the in-memory world gazetteer (no
 *                             database, no network). The answer for a query only changes
 *                             with a new release of the data: browsers may keep it an hour.
 * GET /api/cities/geocode?address=&city=&country= (signed in) → {lat, lng, precision}:
 *                             the post form's location lookup; 404 when nothing is found.
 */
import { Hono } from 'hono';
import type { CitySearchReply } from '../../../shared/cities.ts';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import { citySearchQuerySchema } from '../../../shared/schemas/cities.ts';
import { geocodeQuerySchema } from '../../../shared/schemas/geocode.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import { getGazetteer } from '../../platform/cities/gazetteer.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { enforceRateLimits } from '../../platform/rate-limit.ts';
import { validate } from '../../platform/validation.ts';

/** Lookups one account may make a minute: the form asks on blur, a few times per listing. */
const GEOCODES_PER_USER_PER_MINUTE = 30;

export function cityRoutes() {
  return new Hono<AppEnv>()
    .get('/', validate('query', citySearchQuerySchema), (c) => {
      const { q } = c.req.valid('query');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json<CitySearchReply>({ cities: getGazetteer().search(q) });
    })
    .get('/geocode', requireUser, validate('query', geocodeQuerySchema), async (c) => {
      await enforceRateLimits(c.var.deps.db, [
        {
          key: `geocode:${c.var.user.id}`,
          rule: { max: GEOCODES_PER_USER_PER_MINUTE, windowSeconds: 60 },
        },
      ]);
      const found = await c.var.deps.geocoder.geocode(c.req.valid('query'));
      if (!found) throw ApiError.notFound(COMMON_MESSAGES.placeNotFound);
      return c.json(found);
    });
}
