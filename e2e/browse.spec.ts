import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  homeRow,
  isMobile,
  memberInOwnCity,
  newContextLike,
  openHomeInCity,
  SITE_HOST,
  saveToFavorites,
  signUpAndConfirm,
} from './support.ts';

const cards = (page: Page) => page.getByTestId('browse-results').getByTestId('listing-card');

async function chooseCategory(page: Page, testInfo: TestInfo, label: string) {
  if (isMobile(testInfo)) {
    await page.getByTestId('mobile-category-bar').getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('tab', { name: label, exact: true }).click();
  }
}

test.describe('home, browse and listing detail (docs/product.md#listings)', () => {
  test('home rows show the chosen city’s listings, and a card opens its page', async ({ page }) => {
    const { city, post } = await memberInOwnCity(page, 'home');
    const room = await post({
      title: 'Room near the church',
      category: 'housing',
      subcategory: 'rooms_shared',
    });
    await post({ title: 'Bakery needs a helper', category: 'jobs', subcategory: 'food_bev_hosp' });
    await openHomeInCity(page, city);
    await expect((await homeRow(page, 'jobs')).getByText('Bakery needs a helper')).toBeVisible();
    const housing = await homeRow(page, 'housing');
    await expect(housing.getByText('Room near the church')).toBeVisible();
    // Rows with nothing in this city are left out.
    await expect(page.getByTestId('home-row-marketplace')).toHaveCount(0);
    await housing.getByText('Room near the church').click();
    await expect(page).toHaveURL(new RegExp(`/l/${room.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Room near the church' }),
    ).toBeVisible();
  });

  test('browse filters by category, subcategory, search and price, in the URL, and switches views and sorts', async ({
    page,
  }, testInfo) => {
    const { city, post } = await memberInOwnCity(page, 'browse');
    await post({
      title: 'Two-bedroom apartment',
      category: 'housing',
      subcategory: 'apartments',
      price_cents: 150000,
    });
    await post({
      title: 'Shared room',
      category: 'housing',
      subcategory: 'rooms_shared',
      price_cents: 60000,
      tags: ['injera'],
    });
    await post({
      title: 'Tigrinya lessons for kids',
      category: 'services',
      subcategory: 'lessons',
    });

    await page.goto(`/browse?city=${city}`);
    await expect(cards(page)).toHaveCount(3);

    await chooseCategory(page, testInfo, 'Housing');
    await expect(page).toHaveURL(/category=housing/);
    await expect(cards(page)).toHaveCount(2);

    if (isMobile(testInfo)) {
      await page.getByTestId('mobile-category-bar').getByRole('button').first().click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.getByRole('button', { name: /Apartments\s*1/ })).toBeVisible();
      await sheet.getByRole('button', { name: /Apartments/ }).click();
    } else {
      await page.getByLabel('Subcategory').selectOption({ label: 'Apartments (1)' });
    }
    await expect(page).toHaveURL(/sub=apartments/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Two-bedroom apartment');

    // Back returns to the previous filter.
    await page.goBack();
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('searchbox', { name: 'Search listings' }).fill('INJERA');
    await page.getByRole('searchbox', { name: 'Search listings' }).press('Enter');
    await expect(page).toHaveURL(/q=INJERA/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Shared room');

    await page.goto(`/browse?city=${city}&q=nothing-like-this`);
    await expect(page.getByText('No listings found')).toBeVisible();

    await page.goto(`/browse?city=${city}`);
    await page
      .getByRole('button', { name: isMobile(testInfo) ? 'More filters' : 'More Filters' })
      .click();
    await page.getByLabel('Min price').fill('1000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/min=1000/);
    await expect(cards(page)).toHaveCount(1);

    await page
      .getByRole('button', { name: isMobile(testInfo) ? 'Clear all' : 'Clear All' })
      .click();
    await page.goto(`/browse?city=${city}&sort=price_asc`);
    await expect(cards(page).first()).toContainText('Shared room');
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect(cards(page).first()).toContainText('Two-bedroom apartment');

    for (const [name, view] of [
      ['Grid view', 'grid'],
      ['Gallery view', 'gallery'],
      ['List view', 'list'],
    ] as const) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByTestId('browse-results')).toHaveAttribute('data-view', view);
    }
    // The view mode and sort are remembered.
    await page.getByRole('button', { name: 'Grid view' }).click();
    await page.goto('/browse');
    await expect(page.getByTestId('browse-results')).toHaveAttribute('data-view', 'grid');
    await expect(page).toHaveURL(/sort=price_desc/);
  });

  test('a listing opens in a drawer or dialog: photos, favourite, share, report, contact', async ({
    page,
    context,
    browser,
  }) => {
    // Two sign-ups on a shared 2-core machine.
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Another member posts it: an owner cannot save their own listing.
    const seller = await browser.newPage();
    const { city, post } = await memberInOwnCity(seller, 'seller');
    const listing = await post(
      {
        title: 'Habesha kemis, handmade',
        category: 'marketplace',
        subcategory: 'clothing',
        details: { marketplace: { condition: 'good' } },
        contact: { whatsapp: '+1 (510) 555-0199' },
      },
      2,
    );
    await seller.close();
    await signUpAndConfirm(page, 'detail');
    // A member's results come drawn for them by the server (issue #38): the
    // page takes them over and reads nothing again.
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/listings') reads.push(request.url());
    });
    await page.goto(`/browse?city=${city}`);
    await expect(cards(page)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    await cards(page).first().click();
    const overlay = page.getByTestId('listing-overlay');
    await expect(overlay.getByRole('heading', { name: 'Habesha kemis, handmade' })).toBeVisible();

    const counter = overlay.getByTestId('gallery-counter');
    await expect(counter).toHaveText('1 / 2');
    await overlay.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('2 / 2');
    await overlay.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('1 / 2');
    await overlay.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText('2 / 2');

    const whatsapp = overlay.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/15105550199');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);

    await saveToFavorites(page, overlay, 'Added to favorites');

    await overlay.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/l/${listing.id}`);

    await overlay.getByRole('button', { name: 'Report listing' }).click();
    const submit = overlay.getByRole('button', { name: 'Submit report' });
    await expect(submit).toBeDisabled();
    await overlay.getByPlaceholder('Please describe the issue...').fill('   ');
    await expect(submit).toBeDisabled();
    await overlay.getByPlaceholder('Please describe the issue...').fill('Looks like a scam');
    await submit.click();
    await expect(page.getByText('Report submitted. Thank you.')).toBeVisible();

    await page.keyboard.press('Escape');
    // Closing goes Back to the results (a history step of its own): done before the next page.
    await expect(page).toHaveURL(/\/browse\?/);
    await page.goto('/account/saved');
    await expect(page.getByRole('heading', { name: 'Saved Listings' })).toBeVisible();
    await expect(
      page.getByTestId('listing-card').filter({ hasText: 'Habesha kemis, handmade' }),
    ).toBeVisible();
    await expect(page.getByText('+1 (510) 555-0199')).toBeVisible();
  });

  test('signed out: no contact, a sign-in prompt, and favourites ask to log in', async ({
    page,
    browser,
  }) => {
    const { city, post } = await memberInOwnCity(page, 'owner');
    await post({
      title: 'Tax help for newcomers',
      category: 'services',
      subcategory: 'financial',
      contact: { email: 'tax@example.org' },
    });
    const visitor = await browser.newPage();
    await visitor.goto(`/browse?city=${city}`);
    await visitor.getByTestId('listing-card').first().click();
    const overlay = visitor.getByTestId('listing-overlay');
    await expect(overlay.getByText('Sign in to see how to contact the owner.')).toBeVisible();
    await expect(overlay.getByText('tax@example.org')).toHaveCount(0);
    await overlay.getByRole('button', { name: 'Save to favorites' }).click();
    await expect(visitor.getByText('Please log in to save listings')).toBeVisible();
    await visitor.close();
  });

  test('the listing page: share tags, report (another member), similar listings, and a missing listing', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const { city, post } = await memberInOwnCity(page, 'page');
    const main = await post(
      {
        title: 'Ethiopian New Year party',
        category: 'community',
        subcategory: 'events',
        price_cents: 2500,
      },
      1,
    );
    await post({ title: 'Coffee ceremony meetup', category: 'community', subcategory: 'groups' });

    const html = await (await request.get(`/l/${main.id}`)).text();
    expect(html).toContain('<meta property="og:title" content="Ethiopian New Year party" />');
    expect(html).toContain(`<meta property="og:description" content="$25 · ${city}" />`);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://${SITE_HOST.replaceAll('.', '\\.')}/media/u_[^"]+\\.webp" />`,
      ),
    );

    await page.goto(`/l/${main.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ethiopian New Year party' }),
    ).toBeVisible();
    await expect(page.getByText(/^Posted /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar listings' })).toBeVisible();
    await expect(
      page.getByTestId('listing-card').filter({ hasText: 'Coffee ceremony meetup' }),
    ).toBeVisible();

    // The owner edits rather than reports (issue #23); the seller shows with 'Member since'.
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: /report/i })).toHaveCount(0);
    await expect(page.getByTestId('listing-seller')).toContainText('Member since');

    // Another member reports it, from the one Report control of the view.
    const other = await newContextLike(browser, testInfo);
    const reader = await other.newPage();
    await signUpAndConfirm(reader, 'page-reader');
    // A member's page comes drawn for them (issue #38), similar listings
    // included: it reads the listing no more.
    const reads: string[] = [];
    reader.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/listings/${main.id}`) reads.push(request.url());
    });
    await reader.goto(`/l/${main.id}`);
    await expect(reader.getByRole('button', { name: /report/i })).toHaveCount(1);
    await expect(reader.getByRole('heading', { name: 'Similar listings' })).toBeVisible();
    await reader.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    await reader.getByRole('button', { name: 'Report listing' }).click();
    await reader.getByPlaceholder('Please describe the issue...').fill('Wrong date');
    await reader.getByRole('button', { name: 'Submit report' }).click();
    await expect(
      reader.getByText('Thank you for your report. Our team will review it.'),
    ).toBeVisible();
    await other.close();

    await page.goto('/l/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Listing not found')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
