import { expect, test } from '@playwright/test';
import {
  expectHomeSearchTakenOver,
  holdBack,
  homeRow,
  memberInOwnCity,
  openHomeInCity,
} from './support.ts';

/** Issue #20: listing cards are real links; browse opens them in place with the listing's URL. */

test('listing cards are links: a click opens the drawer or dialog at /l/{id}, Back closes it, a middle click opens the page in a new tab', async ({
  page,
  context,
}) => {
  // One sign-up, then many steps (two pages, a new tab) on a shared 2-core machine.
  test.slow();
  const { city, post } = await memberInOwnCity(page, 'links', 'Linkcity');
  const sofa = await post({
    title: 'Linked sofa',
    category: 'marketplace',
    subcategory: 'furniture',
    // No description: the details block alone, with no bare separator line above it.
    details: { marketplace: { condition: 'good' } },
  });
  const browse = `/browse?city=${city}`;
  await page.goto(browse);
  const card = page.getByTestId('browse-results').getByTestId('listing-card').first();
  await expect(card).toHaveText(/Linked sofa/);
  await expect(card).toHaveAttribute('href', `/l/${sofa.id}`);

  // A plain click: the drawer (phones) or dialog (desktop), the listing's URL in the address bar.
  await card.click();
  const overlay = page.getByTestId('listing-overlay');
  await expect(overlay.getByRole('heading', { name: 'Linked sofa' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/l/${sofa.id}$`));
  const details = overlay.getByTestId('listing-details');
  // The condition's label, not its stored value (issue #40).
  await expect(details).toContainText('Good');
  await expect(overlay).not.toContainText('---');

  // Back closes it and returns to the list as it was.
  await page.goBack();
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/browse\\?city=${city}$`));
  await expect(card).toBeVisible();

  // Closing it by its own control takes the listing's URL away too.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/l/${sofa.id}$`));
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/browse\\?city=${city}$`));

  // A middle click leaves it to the browser: the full page opens in a new tab, the list stays.
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    card.click({ button: 'middle' }),
  ]);
  await opened.waitForLoadState();
  await expect(opened).toHaveURL(new RegExp(`/l/${sofa.id}$`));
  await expect(opened.getByRole('heading', { level: 1, name: 'Linked sofa' })).toBeVisible();
  await expect(opened.getByTestId('listing-details')).toContainText('Good');
  await opened.close();
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/browse\\?city=${city}$`));

  // The home rows' cards are links to the same page.
  await openHomeInCity(page, city);
  await expect(
    (await homeRow(page, 'marketplace')).getByTestId('listing-card').first(),
  ).toHaveAttribute('href', `/l/${sofa.id}`);

  // My Listings links each listing to its page.
  await page.goto('/account/listings');
  await expect(
    page.getByTestId('own-listing').getByRole('link', { name: 'Linked sofa' }),
  ).toHaveAttribute('href', `/l/${sofa.id}`);
});

test("the home page's first screen is drawn by the server before any code has run, and the browser takes those same elements over", async ({
  page,
}) => {
  // Every script held back: the first visit's slow network, made certain.
  const release = await holdBack(page, /\/assets\/[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Your Habesha community, in every city',
  });
  await expect(heading).toBeVisible();
  await expect(
    page.getByText('Find housing, jobs, services, mentors and friends near you'),
  ).toBeVisible();
  // The hero's city search is in the HTML too, not shapes waiting for code.
  const heroSearch = page.getByRole('button', { name: 'Search', exact: true });
  await expect(heroSearch).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the page...' })).toHaveCount(0);
  // The elements themselves are kept when the code comes (hydration, not a new drawing):
  // a largest paint whose element is replaced before its frame is shown is not counted.
  await heading.evaluate((element) => {
    (element as HTMLElement & { drawnFirst?: boolean }).drawnFirst = true;
  });
  release();
  await expectHomeSearchTakenOver(page);
  await expect(heading).toHaveCount(1);
  expect(
    await heading.evaluate(
      (element) => (element as HTMLElement & { drawnFirst?: boolean }).drawnFirst,
    ),
  ).toBe(true);
  await page.unrouteAll({ behavior: 'wait' });
});

test('on a first visit the home page draws its first screen, then its rows a frame later; a later visit draws them at once', async ({
  page,
}) => {
  // Whether what is below the first screen was in the page when the hero's city search first was.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('main button[type="submit"], main [role="combobox"]')) return;
      seen.disconnect();
      (window as unknown as { rowsWithHero: boolean }).rowsWithHero = [
        ...document.querySelectorAll('main h2'),
      ].some((h) => h.textContent === 'Stay connected');
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // What comes below the first screen: the rows, then this.
  const below = page.getByRole('heading', { level: 2, name: 'Stay connected' });
  await expect(below).toBeAttached();
  expect(
    await page.evaluate(() => (window as unknown as { rowsWithHero: boolean }).rowsWithHero),
  ).toBe(false);
  // Back on the home page within the same visit: one render, rows and all.
  await page.getByRole('link', { name: 'Housing/Rentals' }).click();
  await expect(page).toHaveURL(/\/browse\?category=housing/);
  await expect(page.getByRole('heading', { level: 1, name: 'Housing' })).toBeVisible();
  await page.evaluate(() => {
    const watcher = window as unknown as { rowsWithHero?: boolean };
    watcher.rowsWithHero = undefined;
    const seen = new MutationObserver(() => {
      if (
        !document.querySelector('main [role="combobox"]') ||
        !document.querySelector('main h1')?.textContent?.includes('every city')
      )
        return;
      seen.disconnect();
      watcher.rowsWithHero = [...document.querySelectorAll('main h2')].some(
        (h) => h.textContent === 'Stay connected',
      );
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goBack();
  await expect(below).toBeAttached();
  expect(
    await page.evaluate(() => (window as unknown as { rowsWithHero: boolean }).rowsWithHero),
  ).toBe(true);
});
