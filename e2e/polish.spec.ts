/**
 * A finished feel (issue #23): the details a newcomer trips over on the core
 * journeys, at 390 px and 1280 px.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  homeRow,
  isMobile,
  layoutShift,
  layoutShiftSources,
  memberInOwnCity,
  newContextLike,
  openHome,
  postListing,
  signUpAndConfirm,
  uniqueCity,
  watchLayoutShifts,
} from './support.ts';

async function createListing(page: Page, fields: Record<string, unknown>, photoColours?: string[]) {
  return postListing(
    page,
    { contact: { phone: '+1 555 0100' }, category: 'community', subcategory: 'events', ...fields },
    photoColours,
  );
}

/** Whatever is drawn on top at the centre of `selector`'s box, as a description. */
async function topmostAt(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    if (!target) return 'missing';
    // The badge lets taps through to the map; hit-testing needs it to take them.
    (target as HTMLElement).style.pointerEvents = 'auto';
    const box = target.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top && target.contains(top) ? 'badge' : 'covered';
  }, selector);
}

async function openAnOverlay(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  } else {
    await page.getByTestId('desktop-header').getByRole('button', { name: 'Donate' }).click();
  }
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('overlays cover the home map’s people-online badge', async ({ page }, testInfo) => {
  await openHome(page, testInfo);
  const badge = '[data-testid="presence-map"] figcaption';
  await expect(page.locator(badge)).toBeVisible();
  await page.locator(badge).scrollIntoViewIfNeeded();
  expect(await topmostAt(page, badge)).toBe('badge');
  await openAnOverlay(page, testInfo);
  expect(await topmostAt(page, badge)).toBe('covered');
});

/** A toast's font and where it sits: at the bottom on phones, under the header on desktop. */
async function expectToastPlaced(page: Page, testInfo: TestInfo, font: RegExp) {
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(font);
  const height = page.viewportSize()?.height ?? 0;
  // Polled: a toast slides in from beyond its edge, so its first boxes are still moving.
  const top = expect.poll(async () => (await toast.boundingBox())?.y ?? 0);
  if (isMobile(testInfo)) await top.toBeGreaterThan(height / 2);
  else await top.toBeGreaterThanOrEqual(64);
}

test.describe('a listing as people expect it', () => {
  test('posted just now, by a display name, no .00; the owner gets Edit and Delete, others Save and one Report', async ({
    page,
    browser,
  }, testInfo) => {
    const { city } = await memberInOwnCity(page, 'polish-owner', 'Polishville');
    const listing = await createListing(page, {
      title: 'Whole-dollar sofa',
      description: 'Comfortable.',
      city,
      price_cents: 30_500_000,
    });

    await page.goto(`/l/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Whole-dollar sofa' })).toBeVisible();
    await expect(page.getByText('$305,000', { exact: true })).toBeVisible();
    await expect(page.locator('article time').first()).toHaveText('just now');
    await expect(page.getByTestId('listing-seller')).toContainText('by Selam Tesfay');
    await expect(page.getByTestId('listing-seller')).toContainText('Member since');
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('button', { name: /favorites/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /report/i })).toHaveCount(0);

    // Another member: save, and exactly one way to report.
    const other = await newContextLike(browser, testInfo);
    const reader = await other.newPage();
    await signUpAndConfirm(reader, 'polish-reader');
    await reader.goto(`/l/${listing.id}`);
    await expect(reader.getByRole('button', { name: 'Save to favorites' })).toBeVisible();
    await expect(reader.getByRole('button', { name: /report/i })).toHaveCount(1);
    await expect(reader.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // Saved listings can be un-saved from /account/saved.
    await reader.getByRole('button', { name: 'Save to favorites' }).click();
    await expect(reader.getByText('Saved to favorites')).toBeVisible();
    await expectToastPlaced(
      reader,
      testInfo,
      /^"Inter Variable", "Inter Fallback", "Noto Sans Ethiopic"/,
    );
    await reader.goto('/account/saved');
    const saved = reader.getByTestId('listing-card').filter({ hasText: 'Whole-dollar sofa' });
    await expect(saved).toBeVisible();
    await reader.getByRole('button', { name: 'Remove from favorites' }).click();
    await expect(reader.getByText('Removed from favorites')).toBeVisible();
    await expect(saved).toHaveCount(0);
    await expect(reader.getByText('You have not saved any listings yet.')).toBeVisible();

    // In Tigrinya: 'ሕጂ' for just now, and the date in Tigrinya month names (never 'M11').
    await reader.evaluate(() => localStorage.setItem('language', 'ti'));
    await reader.goto(`/l/${listing.id}`);
    await expect(reader.locator('article time').first()).toHaveText('ሕጂ');
    await expect(reader.getByTestId('listing-seller')).not.toContainText(/M\d/);
    await other.close();

    // The owner deletes from the listing's own view, and lands in My Listings.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/account\/listings$/);
    await expect(page.getByText('Whole-dollar sofa')).toHaveCount(0);
  });

  test('the page opened from a shared link goes back to /browse, not off the site', async ({
    page,
  }, testInfo) => {
    const { city } = await memberInOwnCity(page, 'polish-back', 'Polishville');
    const listing = await createListing(page, { title: 'Shared link lamp', city });
    const fresh = await page.context().newPage();
    await fresh.goto(`/l/${listing.id}`);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Shared link lamp' })).toBeVisible();
    await fresh.getByRole('button', { name: 'Back' }).click();
    await expect(fresh).toHaveURL(/\/browse$/);
    // Within the site, Back returns to where the reader was.
    await openHome(fresh, testInfo, `/browse?city=${encodeURIComponent(city)}`);
    await fresh.getByTestId('listing-card').filter({ hasText: 'Shared link lamp' }).click();
    await fresh.getByRole('link', { name: 'Open full page' }).click();
    await expect(fresh.getByRole('heading', { level: 1, name: 'Shared link lamp' })).toBeVisible();
    await fresh.getByRole('button', { name: 'Back' }).click();
    await expect(fresh).toHaveURL(/\/browse\?city=/);
  });
});

test.describe('browse and home as people expect them (issue #23)', () => {
  /** A first page load on a busy shared machine can take a while. */
  const firstLoad = { timeout: 30_000 };
  const cardsOf = (page: Page) => page.getByTestId('browse-results').getByTestId('listing-card');
  const chips = (page: Page) => page.getByTestId('filter-chips');
  const moreFilters = (page: Page, testInfo: TestInfo) =>
    page.getByRole('button', { name: isMobile(testInfo) ? /^More filters/ : /^More Filters/ });

  /** The remembered city, as a city picked earlier leaves it, from the next page load on. */
  async function rememberCity(page: Page, city: string) {
    await page.addInitScript((name) => {
      if (sessionStorage.getItem('city-set')) return;
      sessionStorage.setItem('city-set', '1');
      localStorage.setItem(
        'appState',
        JSON.stringify({ city: name, cityLat: null, cityLon: null, viewMode: 'list', lang: 'en' }),
      );
    }, city);
  }

  /** The contrast ratio of an element's text on its own background (WCAG 2), colours as drawn. */
  async function contrastOf(page: Page, selector: string) {
    return page.evaluate((sel) => {
      const el = document.querySelector(sel);
      if (!el) throw new Error(`no ${sel}`);
      const style = getComputedStyle(el);
      const rgb = (color: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = 1;
        canvas.height = 1;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
      };
      const luminance = (channels: number[]) => {
        const [r = 0, g = 0, b = 0] = channels.map((c) => {
          const v = c / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const a = luminance(rgb(style.color));
      const b = luminance(rgb(style.backgroundColor));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    }, selector);
  }

  test('filters show as removable chips and a count on More filters; the total and the end; prices in one currency', async ({
    page,
  }, testInfo) => {
    const { city } = await memberInOwnCity(page, 'polish-chips', 'Polishville');
    await createListing(page, { title: 'Lamp in dollars', city, price_cents: 15_000 });
    await createListing(page, { title: 'Desk in dollars', city, price_cents: 30_000 });
    await createListing(page, {
      title: 'Table in birr',
      city,
      price_cents: 50_000,
      currency: 'ETB',
    });
    await createListing(page, { title: 'Free chairs', city });

    await watchLayoutShifts(page);
    await openHome(page, testInfo, `/browse?city=${city}`);
    await expect(page.getByTestId('browse-total')).toHaveText('4 listings found', firstLoad);
    await expect(cardsOf(page)).toHaveCount(4);
    await expect(page.getByTestId('end-of-results')).toHaveText('End of results');
    // The results took the loading placeholders' place without moving the page (issue #20).
    expect(await layoutShift(page), await layoutShiftSources(page)).toBeLessThan(0.05);
    await expect(chips(page).getByRole('button')).toHaveCount(1);

    await moreFilters(page, testInfo).click();
    await expect(page.getByTestId('price-currency-note')).toHaveText(
      'Prices in USD: listings priced in other currencies are left out.',
    );
    await page.getByLabel('Min price').fill('100');
    await page.getByLabel('Posted today').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // 500 birr is not compared with 100 dollars.
    await expect(page.getByTestId('browse-total')).toHaveText('2 listings found');
    await expect(cardsOf(page)).toHaveCount(2);
    await expect(moreFilters(page, testInfo)).toHaveAccessibleName(/2 active$/);
    await expect(moreFilters(page, testInfo).getByTestId('more-filters-count')).toHaveText('2');
    await expect(
      chips(page).getByRole('button', { name: 'Remove filter: From $100' }),
    ).toBeVisible();

    await chips(page).getByRole('button', { name: 'Remove filter: Posted today' }).click();
    await expect(page).not.toHaveURL(/today=/);
    await expect(moreFilters(page, testInfo).getByTestId('more-filters-count')).toHaveText('1');

    // Remembered filters come back on a bare /browse, and say so.
    await page.goto(`/browse?city=${city}`);
    await expect(page).toHaveURL(/min=100/);
    await expect(
      chips(page).getByRole('button', { name: 'Remove filter: From $100' }),
    ).toBeVisible();
    await expect(page.getByTestId('browse-total')).toHaveText('2 listings found');

    // Birr, asked for by name.
    await moreFilters(page, testInfo).click();
    await page.getByLabel('Currency').selectOption('ETB');
    await expect(page.getByTestId('price-currency-note')).toContainText('Prices in ETB');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(cardsOf(page)).toHaveText([/Table in birr/]);
    await chips(page)
      .getByRole('button', { name: /Remove filter: From ETB/ })
      .click();
    await expect(cardsOf(page)).toHaveCount(4);
    await expect(moreFilters(page, testInfo).getByTestId('more-filters-count')).toHaveCount(0);
  });

  test("scrolling loads three pages, then 'Load more' asks, so the footer can be reached", async ({
    page,
  }, testInfo) => {
    const { city } = await memberInOwnCity(page, 'polish-pages', 'Polishville');
    await createListing(page, { title: 'One of many', city });
    const real = await page.request.get(`/api/listings?city=${city}`);
    const template = ((await real.json()) as { listings: { id: string }[] }).listings[0];
    expect(template).toBeTruthy();
    // Hundreds of listings, made from the one real listing by answering pages here.
    const isBrowse = (url: URL) =>
      url.pathname === '/api/listings' && url.searchParams.get('city') === city;
    await page.route(isBrowse, async (route) => {
      const url = new URL(route.request().url());
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const listings = Array.from({ length: 60 }, (_, i) => ({
        ...template,
        id: `${template?.id}-${offset + i}`,
        title: `Listing number ${offset + i + 1}`,
      }));
      await route.fulfill({
        json: {
          listings,
          next_offset: offset + 60 < 1200 ? offset + 60 : null,
          total: offset === 0 ? { count: 1000, capped: true } : null,
          city_found: offset === 0 ? true : null,
        },
      });
    });
    // Made-up answers reach only what the browser reads itself: the results are
    // opened from the home page's city search (the app's own navigation), not
    // drawn by the server for a new page load.
    await openHome(page, testInfo, '/');
    const search = page.getByRole('main').getByRole('combobox').first();
    await search.fill(city);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/browse\\?city=${city}$`));
    await expect(page.getByTestId('browse-total')).toHaveText('1,000+ listings found', firstLoad);
    // The first page's cards come a dozen at a time, as the reader nears them.
    await expect(cardsOf(page).first()).toBeVisible();
    expect(await cardsOf(page).count()).toBeLessThan(60);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    // Scrolling to the end of the list brings pages 2 and 3 by itself (they
    // may arrive together)...
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(cardsOf(page)).toHaveCount(180, { timeout: 1_000 });
    }).toPass();
    // ...then stops: the footer is in reach, and 'Load more' brings the next.
    await expect(loadMore).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(cardsOf(page)).toHaveCount(180);
    await loadMore.click();
    await expect(cardsOf(page)).toHaveCount(240);
  });

  test('the city on /browse: a control on phones, one city with the header, cleared together', async ({
    page,
  }, testInfo) => {
    // A real city: the header, the box and the chip all name it.
    const city = 'Oakland';
    await openHome(page, testInfo, `/browse?city=${city}`);
    const box = isMobile(testInfo)
      ? page.getByRole('combobox', { name: 'City', exact: true })
      : page.getByTestId('desktop-header').getByRole('combobox', { name: 'Search by city' });
    await expect(box).toBeVisible(firstLoad);
    await expect(box).toHaveValue(city);
    if (isMobile(testInfo)) {
      await page.getByRole('button', { name: 'Clear city' }).click();
    } else {
      // The chip and the header are one city: removing the chip empties the header.
      await chips(page)
        .getByRole('button', { name: `Remove filter: In ${city}` })
        .click();
    }
    await expect(page).not.toHaveURL(/city=/);
    await expect(box).toHaveValue('');
    // Exactly the chip's words: other journeys post listings titled '... in Oakland'.
    await expect(page.getByText(`In ${city}`, { exact: true })).toHaveCount(0);

    // Picked in the box, the city is the results' city.
    await box.fill('Addis Ababa');
    await page
      .getByRole('option', { name: /Addis Ababa/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/browse\?city=Addis\+Ababa/);
    await expect(page.getByText('In Addis Ababa').first()).toBeVisible();
  });

  test('an unknown city says so instead of echoing it', async ({ page }, testInfo) => {
    await openHome(page, testInfo, '/browse?city=xyzzyqq');
    await expect(page.getByTestId('unknown-city')).toHaveText(
      'No city called "xyzzyqq" found',
      firstLoad,
    );
    await expect(page.getByText('In xyzzyqq')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all cities' }).click();
    await expect(page).not.toHaveURL(/city=/);
    await expect(page.getByTestId('unknown-city')).toHaveCount(0);
  });

  test('home for a city with no listings offers every city or posting', async ({
    page,
  }, testInfo) => {
    const city = uniqueCity('Polishville');
    await rememberCity(page, city);
    await openHome(page, testInfo);
    const empty = page.getByTestId('home-empty');
    await expect(empty.getByRole('heading', { name: `No listings in ${city} yet` })).toBeVisible(
      firstLoad,
    );
    await expect(empty.getByRole('button', { name: 'Post a listing' })).toBeVisible();
    await empty.getByRole('button', { name: 'See all cities' }).click();
    await expect(page.getByRole('heading', { name: `No listings in ${city} yet` })).toHaveCount(0);
  });

  test('desktop home rows scroll with named arrows, shown only when there is more that way', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'phones swipe the rows');
    const { city } = await memberInOwnCity(page, 'polish-rows', 'Polishville');
    for (let i = 1; i <= 7; i++) {
      await createListing(page, { title: `Row listing ${i}`, city });
    }
    await rememberCity(page, city);
    await page.goto('/');
    await expect(page.getByTestId('home-row-community')).toBeVisible(firstLoad);
    const row = await homeRow(page, 'community');
    await expect(row.getByTestId('listing-card')).toHaveCount(7, firstLoad);
    const back = row.getByRole('button', { name: 'Scroll Trending in Community back' });
    const forward = row.getByRole('button', { name: 'Scroll Trending in Community forward' });
    await expect(back).toBeHidden();
    await expect(forward).toBeVisible();
    await forward.click();
    await expect(back).toBeVisible();
    await expect
      .poll(() => row.getByRole('list').evaluate((list) => list.scrollLeft))
      .toBeGreaterThan(0);
    // At the end, only the way back is left. The arrow may hide between the
    // look and the click (a smooth scroll reaching the end): a click without a
    // timeout would then wait for it until the test times out.
    await expect(async () => {
      if (await forward.isVisible()) await forward.click({ timeout: 1_000 });
      await expect(forward).toBeHidden({ timeout: 1_000 });
    }).toPass();
    await expect(back).toBeVisible();
  });

  test('map view: the map stays in place while the list scrolls, framed on the listings', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'phones show the map above the list');
    const { city } = await memberInOwnCity(page, 'polish-map', 'Polishville');
    for (let i = 1; i <= 8; i++) {
      await createListing(page, {
        title: `Mapped listing ${i}`,
        city,
        location_lat: 9.03 + i * 0.002,
        location_lng: 38.74 + i * 0.002,
      });
    }
    await page.goto(`/browse?city=${city}`);
    await page.getByRole('button', { name: 'Map view' }).click();
    const map = page.getByTestId('browse-map');
    await expect(map).toHaveAttribute('data-points', '8', firstLoad);
    await expect(cardsOf(page)).toHaveCount(8);
    // Framed on the listings: every marker or cluster is inside the map's box.
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();
    const mapBox = await map.boundingBox();
    for (const marker of await markers.all()) {
      const box = await marker.boundingBox();
      expect(box && mapBox && box.x >= mapBox.x && box.x <= mapBox.x + mapBox.width).toBe(true);
    }
    // Listings close together cluster; the count meets AA contrast in both themes.
    await expect(map.locator('.marker-cluster').first()).toBeVisible();
    const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await contrastOf(page, '.marker-cluster div')).toBeGreaterThanOrEqual(4.5);
    await page.getByRole('button', { name: /^Switch to (light|dark) theme$/ }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(!wasDark);
    expect(await contrastOf(page, '.marker-cluster div')).toBeGreaterThanOrEqual(4.5);
    const before = await map.boundingBox();
    await page.mouse.move(300, 500);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const after = await map.boundingBox();
    expect(after?.y).toBeCloseTo(Math.min(before?.y ?? 0, 96), 0);
    expect(after?.height).toBe(before?.height);
  });

  test('photos open full screen: arrows and keys move, focus stays inside, Escape closes', async ({
    page,
  }, testInfo) => {
    await signUpAndConfirm(page, 'polish-photos');
    const { id } = await createListing(
      page,
      { title: 'Three photo listing', city: uniqueCity('Polishville') },
      ['#c0392b', '#2980b9', '#27ae60'],
    );

    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await openHome(page, testInfo, `/l/${id}`);
    await page.getByRole('button', { name: 'Open photo 1 of 3 full screen' }).click();
    const viewer = page.getByRole('dialog', { name: 'Three photo listing' });
    await expect(viewer).toBeVisible(firstLoad);
    const counter = viewer.getByTestId('photo-viewer-counter');
    await expect(counter).toHaveText('1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 3');
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('3 / 3');
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('3 / 3');
    await expect(viewer.getByRole('img')).toHaveAccessibleName('Three photo listing, photo 3 of 3');
    // Focus stays in the viewer.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('[data-testid="photo-viewer"]')),
        ),
      ).toBe(true);
    }
    // The light theme's backdrop is the page's light background, not black.
    const background = await viewer.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toMatch(/^rgba?\(0, 0, 0/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // The gallery stays on the photo last seen, and the listing is still open.
    await expect(page.getByTestId('gallery-counter')).toHaveText('3 / 3');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Three photo listing' }),
    ).toBeVisible();
  });
});
