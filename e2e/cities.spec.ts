import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  FROM_SITE,
  isMobile,
  openHome,
  postButton,
  signUpAndConfirm,
  uniqueCity,
} from './support.ts';

/** The city picker on this width: the header's on desktop, the home hero's on phones. */
async function cityBox(page: Page, mobile: boolean) {
  await page.goto('/');
  return mobile
    ? page.getByRole('main').getByRole('combobox', { name: 'Where are you?' })
    : page.getByTestId('desktop-header').getByRole('combobox', { name: 'Search by city' });
}

/** Picks a suggestion of the picker: a toast names the city and browse opens on it. */
async function pickCity(page: Page, option: Locator, city: string) {
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.getByText(`City changed to ${city}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/browse\\?city=${city}$`));
}

async function createListing(page: Page, fields: Record<string, unknown>) {
  const response = await page.request.post('/api/listings', {
    data: { contact: { phone: '+1 555 0100' }, ...fields },
    headers: FROM_SITE,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

test.describe('cities, maps and live presence (docs/product.md#cities City picker)', () => {
  test('picking a city: suggestions from 2 letters, toast, app state and /browse', async ({
    page,
  }, testInfo) => {
    const box = await cityBox(page, isMobile(testInfo));
    await box.fill('a');
    // One letter: no search.
    await expect(page.getByRole('option')).toHaveCount(0);
    await box.fill('Asmar');
    await pickCity(page, page.getByRole('option', { name: 'Asmara, Eritrea' }), 'Asmara');
    const appState = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('appState') ?? '{}'),
    );
    expect(appState).toMatchObject({ city: 'Asmara' });
    expect(appState.cityLat).toBeCloseTo(15.34, 1);
    expect(appState.cityLon).toBeCloseTo(38.93, 1);
    if (!isMobile(testInfo)) {
      await expect(
        page.getByTestId('desktop-header').getByRole('combobox', { name: 'Search by city' }),
      ).toHaveValue('Asmara, Eritrea');
    }
  });

  test('the picker is keyboard-friendly, accent-blind and reads Ge’ez script', async ({
    page,
  }, testInfo) => {
    const box = await cityBox(page, isMobile(testInfo));
    await box.fill('zur');
    await expect(page.getByRole('option').first()).toContainText('Zürich');
    await box.fill('ኣስመ');
    await expect(page.getByRole('option', { name: 'Asmara, Eritrea' })).toBeVisible();
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Asmara, Eritrea' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('Enter');
    await expect(page).toHaveURL(/\/browse\?city=Asmara$/);
  });

  test("when the search fails, the typed text is offered as a 'Manual Entry'", async ({
    page,
  }, testInfo) => {
    await page.route('**/api/cities?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    const box = await cityBox(page, isMobile(testInfo));
    await box.fill('Atlantis');
    await pickCity(page, page.getByRole('option', { name: 'Atlantis, Manual Entry' }), 'Atlantis');
  });

  test('the hero map shows a city once a signed-in user there touches presence', async ({
    page,
  }, testInfo) => {
    await signUpAndConfirm(page, 'presence');
    // Saving a city in the profile touches presence there at once.
    const saved = await page.request.put('/api/profiles/me', {
      data: { display_name: 'Selam Tesfay', city: 'Asmara' },
      headers: FROM_SITE,
    });
    expect(saved.ok()).toBe(true);
    await openHome(page, testInfo);
    const map = page.getByTestId('presence-map');
    await expect(map.getByTestId('presence-cities')).toContainText(/Asmara: \d+ online/);
    await expect(map).toContainText(/\d+ (person|people) online now/);
    // Drawn at first (no Leaflet on a first visit): the city's circle is there.
    const drawn = map.locator('path.presence-marker').first();
    await expect(drawn).toBeVisible();
    await expect(map.locator('.leaflet-container')).toHaveCount(0);
    const before = await drawn.boundingBox();
    // Reaching for the map turns it into Leaflet's, the circle where it was.
    if (isMobile(testInfo)) await map.tap({ position: { x: 8, y: 8 } });
    else await map.hover({ position: { x: 8, y: 8 } });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.getByTestId('presence-map-drawn')).toHaveCount(0);
    const live = map.locator('.leaflet-container path.presence-marker').first();
    await expect(live).toBeVisible();
    const after = await live.boundingBox();
    // Centres compared: the two boxes count the circle's stroke differently.
    const centre = (box: typeof before) => [
      (box?.x ?? 0) + (box?.width ?? 0) / 2,
      (box?.y ?? 0) + (box?.height ?? 0) / 2,
    ];
    const [[x0 = 0, y0 = 0], [x1 = 0, y1 = 0]] = [centre(before), centre(after)];
    expect(Math.abs(x1 - x0)).toBeLessThan(1.5);
    expect(Math.abs(y1 - y0)).toBeLessThan(1.5);
  });

  test('browse map mode: clustered markers with price popups, or no map locations', async ({
    page,
  }, testInfo) => {
    await signUpAndConfirm(page, 'mapper');
    const city = uniqueCity('Mapcity');
    for (const [index, title] of ['Flat by the park', 'Room near the market', 'Studio'].entries()) {
      await createListing(page, {
        title,
        category: 'housing',
        subcategory: 'apartments',
        city,
        price_cents: 90_000 + index * 100,
        location_lat: 47.6 + index * 0.001,
        location_lng: -122.33,
      });
    }
    await page.goto(`/browse?city=${city}`);
    await page.getByRole('button', { name: 'Map view' }).click();
    const map = page.getByTestId('browse-map');
    await expect(map).toHaveAttribute('data-points', '3');
    // Three listings a hundred metres apart are one cluster of 3.
    const cluster = map.locator('.marker-cluster');
    await expect(cluster).toHaveText('3');
    // The list stays beside (desktop) or below (phone) the map.
    await expect(page.getByTestId('browse-results').getByTestId('listing-card')).toHaveCount(3);
    // Zoom into the cluster: the markers, and a popup with the price per month.
    await cluster.click();
    await expect(map.locator('.listing-pin')).toHaveCount(3);
    await map.locator('.listing-pin').first().click();
    await expect(page.getByTestId('map-popup')).toContainText(/\$90\d\/mo/);
    if (!isMobile(testInfo)) {
      // Desktop: the split view, map to the right of the list.
      const mapBox = await map.boundingBox();
      const listBox = await page.getByTestId('browse-results').boundingBox();
      expect(mapBox && listBox && mapBox.x > listBox.x).toBe(true);
    }

    await createListing(page, {
      title: 'Nowhere on the map',
      category: 'jobs',
      subcategory: 'transport',
      city,
    });
    await page.goto(`/browse?city=${city}&category=jobs`);
    await expect(page.getByTestId('browse-map')).toContainText('No map locations available');
  });

  test('the post form finds the city on the map on blur, and the location can be cleared', async ({
    page,
  }, testInfo) => {
    await signUpAndConfirm(page, 'locator');
    await openHome(page, testInfo);
    await postButton(page, testInfo).click();
    const panel = page.getByTestId('post-panel');
    const city = panel.getByRole('combobox', { name: 'City', exact: true });
    // The form starts in the member's own city once their profile has arrived;
    // typing over it before then raced with it ('OaklandAsmara').
    await expect(city).toHaveValue('Oakland');
    await city.fill('Asmara');
    await city.blur();
    await expect(page.getByText('📍 City location found on map!')).toBeVisible();
    // The found position is named as a place, not as raw coordinates.
    await expect(panel.getByText('On the map: Asmara, Eritrea')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(
      'Eritrea',
    );
    // Remembered in the browser's geocode cache.
    const cache = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('cityGeocodeCache') ?? '{}'),
    );
    expect(Object.keys(cache)).toContain('asmara');
    await panel.getByRole('button', { name: 'Clear location' }).click();
    await expect(page.getByText('Location cleared')).toBeVisible();
    await expect(panel.getByText(/On the map:/)).toBeHidden();
  });

  test('a listing with a position shows its small map and marker', async ({ page }) => {
    await signUpAndConfirm(page, 'smallmap');
    const listing = await createListing(page, {
      title: 'Placed sofa',
      category: 'marketplace',
      subcategory: 'furniture',
      city: uniqueCity('Mapcity'),
      location_lat: 15.3381,
      location_lng: 38.9318,
      details: { marketplace: { condition: 'good' } },
    });
    await page.goto(`/l/${listing.id}`);
    const location = page.getByRole('region', { name: /^Map:/ });
    await expect(location).toBeAttached();
    // The map loads as it scrolls into view (below a phone's first screen), as a reader scrolls.
    await location.scrollIntoViewIfNeeded();
    await expect(location.locator('.listing-pin')).toBeVisible();
    // No zoom or attribution controls on the small map.
    await expect(location.locator('.leaflet-control-zoom')).toHaveCount(0);
    await expect(location.locator('.leaflet-control-attribution')).toHaveCount(0);
    const box = await location.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(220);
  });
});
