import { describe, expect, it } from 'vitest';
import type { MapSettings } from '../../../shared/maps.ts';
import { createTestApp, json } from '../../test/app.ts';
import { setupTestDatabase } from '../../test/database.ts';

const database = setupTestDatabase();

describe('map settings (GET /api/maps)', () => {
  it('defaults to the OpenStreetMap tiles, to zoom 19, credited', async () => {
    const app = createTestApp(database);
    const settings = await json<MapSettings>(await app.request('/api/maps'));
    expect(settings).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      max_zoom: 19,
    });
  });

  it('follows TILE_URL, and TILE_URL=none leaves only the built-in outline', async () => {
    const own = createTestApp(database, { TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    expect((await json<MapSettings>(await own.request('/api/maps'))).tile_url).toBe(
      'https://tiles.example.org/{z}/{x}/{y}.png',
    );
    const none = createTestApp(database, { TILE_URL: 'none' });
    expect((await json<MapSettings>(await none.request('/api/maps'))).tile_url).toBeNull();
  });
});
