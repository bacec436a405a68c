/**
 * GET /api/cities: the city picker's search over HTTP. The router is mounted
 * here on a bare app with the real error handler, as app.ts mounts it at
 * /api/cities; the search needs no database, so none is made.
 */
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CitySearchReply } from '../../../shared/cities.ts';
import { CITY_SEARCH_MAX_RESULTS } from '../../../shared/constants.ts';
import { getGazetteer } from '../../platform/cities/gazetteer.ts';
import type { AppEnv } from '../../platform/context.ts';
import { type ErrorBody, handleError } from '../../platform/errors.ts';
import { silentLogger } from '../../platform/logger.ts';
import { json } from '../../test/app.ts';
import { cityRoutes } from './routes.ts';

const app = new Hono<AppEnv>()
  .route('/api/cities', cityRoutes())
  .onError(handleError(silentLogger));

beforeAll(() => {
  // Built once up front, so no single test pays for it.
  getGazetteer();
}, 30_000);

describe('GET /api/cities (city search)', () => {
  it('answers anyone, signed out, with the matching cities, cacheable for an hour', async () => {
    const response = await app.request('/api/cities?q=zur');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { cities } = await json<CitySearchReply>(response);
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.length).toBeLessThanOrEqual(CITY_SEARCH_MAX_RESULTS);
    expect(cities[0]).toEqual({
      name: 'Zürich',
      country: 'Switzerland',
      region: 'ZH',
      lat: expect.any(Number),
      lon: expect.any(Number),
    });
  });

  it('finds a city from a Ge’ez prefix', async () => {
    const response = await app.request(`/api/cities?q=${encodeURIComponent('ኣስ')}`);
    const { cities } = await json<CitySearchReply>(response);
    expect(cities[0]).toMatchObject({ name: 'Asmara', country: 'Eritrea' });
  });

  it('answers an empty list under 2 characters or without a query', async () => {
    for (const path of ['/api/cities?q=z', '/api/cities?q=%20%20', '/api/cities']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await json<CitySearchReply>(response)).toEqual({ cities: [] });
    }
  });

  it('refuses a query over 100 characters with a validation error', async () => {
    const response = await app.request(`/api/cities?q=${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.error.fields).toHaveProperty('q');
  });
});
