/**
 * A finished feel (issue #23): the details a newcomer trips over on the core
 * journeys, at 390 px and 1280 px.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { FROM_SITE, isMobile, openHome, signUpAndConfirm } from './support.ts';

const uniqueCity = () => `Polishville${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function createListing(page: Page, fields: Record<string, unknown>) {
  const form = new FormData();
  form.set(
    'listing',
    JSON.stringify({
      contact: { phone: '+1 555 0100' },
      category: 'community',
      subcategory: 'events',
      ...fields,
    }),
  );
  const response = await page.request.post('/api/listings', {
    multipart: form,
    headers: FROM_SITE,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
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
    await signUpAndConfirm(page, 'polish-owner');
    const city = uniqueCity();
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
    const other = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      isMobile: isMobile(testInfo),
      hasTouch: isMobile(testInfo),
    });
    const reader = await other.newPage();
    await signUpAndConfirm(reader, 'polish-reader');
    await reader.goto(`/l/${listing.id}`);
    await expect(reader.getByRole('button', { name: 'Save to favorites' })).toBeVisible();
    await expect(reader.getByRole('button', { name: /report/i })).toHaveCount(1);
    await expect(reader.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // Saved listings can be un-saved from /account/saved.
    await reader.getByRole('button', { name: 'Save to favorites' }).click();
    await expect(reader.getByText('Saved to favorites')).toBeVisible();
    await expectToastPlaced(reader, testInfo, /^"Inter Variable", "Noto Sans Ethiopic"/);
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
    await signUpAndConfirm(page, 'polish-back');
    const city = uniqueCity();
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
